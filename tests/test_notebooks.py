"""The numbered notebooks: committed without outputs, a papermill parameters cell first, and every one runs."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pandas as pd
import pytest
from notebook_outputs import tqdm_lines, widget_outputs

from nl2sql.config import RunConfig
from nl2sql.paths import REPO_ROOT
from nl2sql.runs.notebooks import NOTEBOOKS, execute_notebooks, notebook_parameters
from nl2sql.runs.parameters import notebook_config, parameters_cell, renamed

NB_DIR = REPO_ROOT / "notebooks"


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_committed_notebooks_have_no_outputs_and_a_parameters_cell(name):
    nb = nbformat.read(NB_DIR / f"{name}.ipynb", as_version=4)
    nbformat.validate(nb)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert all(not c.outputs and c.execution_count is None for c in code)
    assert code[0].metadata.get("tags") == ["parameters"]
    assert nb.metadata["kernelspec"]["name"] == "nl2sql"
    params = notebook_parameters(NB_DIR / f"{name}.ipynb")
    # Every assignment of the parameters cell is visible to papermill (a comment it cannot parse hides a name).
    assigned = [line.split("=")[0].strip() for line in code[0].source.splitlines()
                if line and not line.startswith((" ", "#", "}"))]
    assert list(params) == assigned
    assert {"data_dir", "split", "limit", "run_id", "results_dir"} <= set(params)
    if name != "01_schema_prep":
        assert {"model", "backend"} <= set(params)


@pytest.mark.parametrize("name, method", [("02_baseline", "baseline"), ("03_agentic_eval", "loop"),
                                          ("04_ablations", "loop")])
def test_a_notebook_holds_the_knobs_its_method_reads_and_no_others(name, method):
    # Generated from the option dataclasses: a knob added to a component is a parameter of each notebook whose method
    # reads it, under its own name; a knob its method does not read is none of its parameters.
    params = notebook_parameters(NB_DIR / f"{name}.ipynb")
    fixed = {"method"} if name != "04_ablations" else set()  # 02 runs the baseline, 03 the loop (and candidates)
    own = {"run_id", "results_dir", "candidate_agent", "grid", "mode", "compare_metrics", "reference"}  # its own
    assert set(params) - own == set(RunConfig(method=method).to_dict()) - fixed - {"run_id"}
    assert not [p for p in params if p != p.lower()]  # no upper-case twins
    assert params["use_evidence"] is True or params["use_evidence"] == "True"
    if name == "02_baseline":
        assert not {"max_steps", "tool_choice", "n_candidates"} & set(params)


def test_notebook_03_leaves_the_knobs_its_two_methods_default_apart_to_each_and_keeps_what_is_set():
    cell = parameters_cell("loop", exclude={"method", "run_id"}, also=("candidates",))
    ns: dict = {}
    exec(cell, {}, ns)  # the cell as papermill's kernel runs it: assignments only
    assert ns["sample_rows"] is None and ns["n_candidates"] is None and ns["max_steps"] == 8
    assert "None: each method's own (loop 0, candidates 3)" in cell
    loop = notebook_config(ns, method="loop")
    cand = loop.override(method="candidates")
    assert (loop["sample_rows"], loop["n_candidates"], cand["sample_rows"], cand["n_candidates"]) == (0, 1, 3, 8)
    # the user sets the loop's own value (papermill injects it after the cell): both methods run with it
    cand = notebook_config({**ns, "sample_rows": 0}, method="loop").override(method="candidates")
    assert cand["sample_rows"] == 0 and cand["n_candidates"] == 8


def test_notebook_config_reads_knobs_and_old_names_with_a_warning():
    ns = {"max_steps": 8, "data_dir": None, "tool_timeout_s": None, "show_db": "x", "Path": Path, "judge": True}
    cfg = notebook_config(ns, method="loop")
    assert (cfg["max_steps"], cfg["tool_timeout_s"], cfg["judge"]) == (8, None, True)
    assert cfg["data_dir"] == RunConfig()["data_dir"]  # None keeps a knob that cannot be None at its default
    with pytest.warns(FutureWarning, match="REACT_MAX_STEPS is the old name of max_steps: set max_steps instead"):
        assert notebook_config({**ns, "REACT_MAX_STEPS": 4})["max_steps"] == 4  # injected after the cell: it wins
    with pytest.warns(FutureWarning, match="USE_LINK_SCHEMA is the old name of use_link_schema"):
        assert renamed({"USE_LINK_SCHEMA": False, "grid": {}}) == {"use_link_schema": False, "grid": {}}


def test_every_parameter_line_carries_its_knobs_doc():
    cell = parameters_cell()
    docs = RunConfig().knob_docs()
    assert all(docs.values())  # every knob declares a comment
    for name in docs:
        assert f"\n{name} = " in f"\n{cell}", name


def test_the_parameters_cell_opens_on_what_a_researcher_sets():
    # data_dir, sample and model first; then one divider, the method's other knobs, the model server's last.
    nb = nbformat.read(NB_DIR / "02_baseline.ipynb", as_version=4)
    lines = nb.cells[1].source.splitlines()
    top = [line.split(" = ")[0] for line in lines[:15] if " = " in line and not line.startswith("#")]
    assert {"data_dir", "sample", "model"} <= set(top) and "run_id" in top
    divider = lines.index("# -- every other knob of baseline (docs/knobs.md) --")
    assert divider < 15 and not [line for line in lines[:divider] if line.startswith("# --")]
    assigned = [line.split(" = ")[0] for line in lines if " = " in line and not line.startswith(("#", " "))]
    server = ["base_url", "concurrency", "http_retries", "http_backoff_s", "http_timeout_s", "http_outage_s"]
    assert assigned[-len(server):] == server
    assert assigned.index("seed") > assigned.index("run_id")  # the rest comes after the divider


@pytest.mark.slow
def test_notebooks_match_their_generator():
    r = subprocess.run([sys.executable, str(NB_DIR / "generate_notebooks.py"), "--check"], capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr


def _outputs(path: Path) -> list[dict]:
    nb = nbformat.read(path, as_version=4)
    return [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]


@pytest.mark.notebook
def test_every_notebook_runs_01_03_as_make_run_runs_them_then_04_through_papermill(tmp_path, mini_dir):
    # 01-03 as `make run` runs them (the notebooks command), on the scripted model (backend "function"): a line per
    # notebook and the closing table, no papermill cell banners, no kernel transport warning, no RunConfig dumps; the
    # saved notebooks keep every output, papermill's log what it streamed. Then 04 through papermill in this process,
    # on the same session: one run of each notebook, in seconds.
    argv = [sys.executable, "-m", "nl2sql", "notebooks", "--run-id", "talk", "--only", "01,02,03", "--data",
            str(mini_dir), "--sample", "6", "--backend", "function", "--model", "nl2sql.testing.scripted:answer",
            "--param", "max_steps=6", "--param", "build_test_suites=true", "--results", str(tmp_path)]
    done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=tmp_path,
                          timeout=600)
    assert done.returncode == 0, done.stdout
    lines = done.stdout.splitlines()
    assert len(lines) <= 40, done.stdout
    for noise in ("Executing Cell", "RunConfig(", "without encryption", "Input Notebook", "CREATE TABLE"):
        assert noise not in done.stdout, noise
    progress = [line for line in lines if re.match(r"\[\d/3\] ", line)]
    assert [p.split(" ...")[0] for p in progress] == ["[1/3] 01_schema_prep", "[2/3] 02_baseline",
                                                     "[3/3] 03_agentic_eval"]
    assert all(p.endswith(f"-> talk/notebooks/{p.split()[1]}.ipynb") for p in progress), progress
    assert "### talk: what 6 questions can say" in lines and "| loop | 6 |" in done.stdout  # the closing table
    assert re.fullmatch(r"talk on 6 questions: baseline EX [\d.]+, loop EX [\d.]+, candidates EX [\d.]+ "
                        r"-> talk/tables\.md", lines[-1]), lines[-1]
    session = tmp_path / "talk"
    log = (session / "notebooks" / "papermill.log").read_text(encoding="utf-8")
    assert log.count("Executing notebook with kernel") == 3 and "Executing Cell 1" in log and "RunConfig(" in log
    assert "without encryption" not in log

    params = {"data_dir": str(mini_dir), "sample": 6, "backend": "function", "model": "nl2sql.testing.scripted:answer",
              "grid": "method=baseline; REACT_MAX_STEPS=4", "compare_metrics": "EX",  # as `ablate --grid` takes it
              "REACT_MAX_STEPS": 6}
    with pytest.warns(FutureWarning, match="REACT_MAX_STEPS is the old name of max_steps"):
        later = execute_notebooks("talk", params, NOTEBOOKS[3:], out_root=tmp_path)
    assert later == [session / "notebooks" / f"{n}.ipynb" for n in NOTEBOOKS[3:]]
    assert "NL2SQL_PROGRESS" not in os.environ  # set for the kernels only, while they ran
    paths = sorted((session / "notebooks").glob("*.ipynb"))
    assert [p.stem for p in paths] == list(NOTEBOOKS)
    plain = {p.stem: "".join(o.get("text", "") + o.get("data", {}).get("text/plain", "") for o in _outputs(p))
             for p in paths}
    assert "RunConfig(" in plain["02_baseline"] and "RunConfig(" in plain["03_agentic_eval"]  # its knobs, kept
    assert "CREATE TABLE" in plain["01_schema_prep"]
    for p in paths:
        outs = _outputs(p)
        assert outs and not [o for o in outs if o.get("output_type") == "error"], p.name
        assert any("image/png" in o.get("data", {}) for o in outs), f"{p.name} shows no plot"
        text = "".join(o.get("text", "") for o in outs if o.get("output_type") == "stream")
        assert "TqdmWarning" not in text and "IProgress" not in text, p.name  # the plain bar, no widget warning
    bars = "".join(o.get("text", "") for o in _outputs(paths[2]) if o.get("name") == "stderr")
    assert "| 6/6 [" in bars and "LLM calls" in bars  # 03's loop run drew its bar to the end
    # papermill saves all a cell writes: each run's bar is two lines there (its start and end), no widget.
    for p in paths:
        assert not widget_outputs(p), p.name
        for line in tqdm_lines(p):
            drawn, total = re.search(r"\| *(\d+)/(\d+) \[", line).groups()
            assert drawn in ("0", total), (p.name, line)  # no line between
    baseline = tqdm_lines(paths[1])
    assert len(baseline) == 2 and "| 0/6 [" in baseline[0] and "| 6/6 [" in baseline[1], baseline

    # 01: statistics and suites on disk and parseable.
    stats = pd.read_csv(session / "schema" / "dataset_summary.csv")
    assert stats.iloc[-1]["db_id"] == "all" and stats.iloc[-1]["questions"] == 6
    assert len(pd.read_csv(session / "schema" / "test_suites.csv")) == stats.shape[0] - 1
    assert (session / "schema" / "schema_texts.md").read_text().count("CREATE TABLE") > 5

    # 02 and 03: one run each, with tables, metrics and plots; the session table compares them.
    for run in ("baseline", "loop"):
        out = session / run
        cfg = json.loads((out / "config.json").read_text())
        assert cfg["config"]["method"] == run and cfg["config"]["sample"] == 6
        assert cfg["config"].get("max_steps") == (6 if run == "loop" else None)  # the baseline reads no max_steps
        assert len(pd.read_csv(out / "metrics.csv")) == 6
        assert "| all | 6 |" in (out / "tables.md").read_text()
        assert len(list((out / "plots").glob("*.png"))) == 4
    md = (session / "tables.md").read_text()
    assert "| loop | 6 |" in md and "| candidates | 6 |" in md and "McNemar" in md  # the three methods, paired
    assert json.loads((session / "candidates" / "config.json").read_text())["config"]["method"] == "candidates"
    assert r"\begin{table}" in (session / "tables.tex").read_text()

    # 04: the grid given as text (method, REACT_MAX_STEPS alias) and its paired table, on a base of max_steps 6.
    abl = session / "ablation"
    assert sorted(p.name for p in abl.iterdir() if p.is_dir()) == ["base", "max_steps=4", "method=baseline"]
    assert json.loads((abl / "base" / "config.json").read_text())["config"]["max_steps"] == 6
    frame = pd.read_csv(abl / "ablation.csv")
    assert set(frame["run"]) == {"max_steps=4", "method=baseline"} and (frame["n"] == 6).all()
    assert frame["p_value"].between(0, 1).all()


def test_a_notebooks_line_says_how_long_and_where_or_that_it_failed(tmp_path):
    from io import StringIO

    from nl2sql.runs.notebook_log import notebook_line

    out, dst, log = StringIO(), tmp_path / "02_baseline.ipynb", tmp_path / "papermill.log"
    with notebook_line(2, 3, "02_baseline", dst, out, log):
        assert out.getvalue() == "[2/3] 02_baseline ... "  # shown while it runs
    assert out.getvalue() == f"[2/3] 02_baseline ... 0 s -> {dst}\n"
    out = StringIO()
    with pytest.raises(RuntimeError), notebook_line(3, 3, "03_agentic_eval", dst, out, log):
        raise RuntimeError("a cell failed")
    assert out.getvalue() == f"[3/3] 03_agentic_eval ... failed after 0 s (its outputs: {dst}; the log: {log})\n"


def test_unknown_parameter_is_a_clear_error(tmp_path):
    with pytest.raises(ValueError, match="REACT_MAX_STEP: not a parameter of 03_agentic_eval"):
        execute_notebooks("x", {"REACT_MAX_STEP": 4}, ["03"], out_root=tmp_path)
    assert not (tmp_path / "x").exists()


@pytest.mark.notebook
def test_notebooks_run_on_a_bird_folder(tmp_path, bird_dir):
    # The same notebooks through their data parameter on a BIRD folder, the evidence ablated (use_evidence=False in
    # every notebook, 04 included): difficulty instead of hardness, BIRD's metrics in the tables; 05 compares the
    # baseline without the evidence with one run with it.
    from nl2sql.testing import scripted

    from nl2sql.config import RunConfig
    from nl2sql.llm import FunctionLLM
    from nl2sql.runs.runner import run

    params = {"data_dir": str(bird_dir), "sample": 6, "seed": 3, "backend": "function",
              "model": "nl2sql.testing.scripted:answer",
              "grid": {"method": ["baseline"]}, "compare_metrics": "EX,TS", "build_test_suites": False,
              "use_evidence": False, "candidate_agent": False}  # the data format here; the candidate agent above
    paths = execute_notebooks("bird", params, NOTEBOOKS[:4], out_root=tmp_path)
    for p in paths:
        assert not [o for o in _outputs(p) if o.get("output_type") == "error"], p.name
    session = tmp_path / "bird"
    stats = pd.read_csv(session / "schema" / "dataset_summary.csv")
    assert {"simple", "moderate", "challenging", "with_evidence"} <= set(stats.columns) and "easy" not in stats
    md = (session / "tables.md").read_text()
    assert "| Level | n | VA | EX | R-VES | Soft-F1 |" in md and "| challenging |" in md and "(BIRD format)" in md
    assert "Not compared: TS (no run was scored with it)." in md and "ΔEX by level" in md
    for run_dir in ("baseline", "loop", "ablation/base", "ablation/method=baseline"):
        assert json.loads((session / run_dir / "config.json").read_text())["config"]["use_evidence"] is False
    cfg = RunConfig(data_dir=str(bird_dir), sample=6, seed=3, method="baseline", run_id="ev/baseline")
    run(cfg, llm=FunctionLLM(scripted.answer), out_root=tmp_path, progress=False)
    [robust] = execute_notebooks("bird", {"original": "ev/baseline", "variants": {"no evidence": "bird/baseline"},
                                          "metrics": ["EX"]}, ["05"], out_root=tmp_path)
    assert not [o for o in _outputs(robust) if o.get("output_type") == "error"]
    assert "no evidence" in (session / "robustness" / "robustness.md").read_text()
