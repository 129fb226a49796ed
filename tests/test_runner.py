"""The runner: results/<run_id>/ files, identical reruns, resume after SIGKILL and Ctrl-C, config checks, ablations."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from nl2sql.cli import main as cli_main
from nl2sql.config import RunConfig, output_knob_diff
from nl2sql.llm import FunctionLLM
from nl2sql.runs.ablation import ablation_configs, run_ablation
from nl2sql.runs.runner import run
from nl2sql.store.runstore import RunConfigMismatch, check_run_id, default_run_id, read_jsonl
from nl2sql.testing import scripted

SCRIPTED = {"backend": "function", "model": "nl2sql.testing.scripted:answer"}


def _cfg(mini_dir: Path, **kw) -> RunConfig:
    base = {"data_dir": str(mini_dir), "sample": 10, "seed": 1, **SCRIPTED}
    return RunConfig.from_dict({**base, **kw})


def _ids(path: Path) -> list[str]:
    return [r["id"] for r in read_jsonl(path)]


def _outputs(out: Path, run_id: str) -> dict[str, str]:
    """The files two runs of one config must agree on, the run's own name (in the table titles) masked."""
    names = ("metrics.csv", "tables.md", "tables.tex", "summary.csv", "predictions.sql")
    return {n: (out / n).read_text(encoding="utf-8").replace(run_id, "RUN") for n in names}


@pytest.mark.slow
def test_run_writes_every_file_with_provenance(tmp_path, mini_dir):
    res = run(_cfg(mini_dir, run_id="one"), out_root=tmp_path, progress=False)
    out = tmp_path / "one"
    assert res.path == out and res.generated == 10 and res.reused == 0
    for name in ("config.json", "predictions.jsonl", "traces.jsonl", "metrics.csv", "tables.md", "tables.tex",
                 "predictions.sql", "run_log.jsonl", "traces.md"):
        assert (out / name).is_file(), name
    for png in ("accuracy_by_hardness", "steps_per_question", "tool_usage", "failure_categories"):
        assert (out / "plots" / f"{png}.png").read_bytes()[:4] == b"\x89PNG"
    manifest = json.loads((out / "config.json").read_text())
    assert manifest["config"]["method"] == "loop" and manifest["config"]["run_id"] == "one"
    assert set(manifest["dataset"]["files"]) == {"dev.json", "tables.json"}
    assert all(len(h) == 64 for h in manifest["dataset"]["databases"].values())
    assert manifest["model"] == {"backend": "function", "model": "nl2sql.testing.scripted:answer"}
    assert manifest["environment"]["packages"]["sqlglot"] and "commit" in manifest["environment"]["git"]
    assert manifest["evaluation"]["comparator"] == "multiset"
    preds = read_jsonl(out / "predictions.jsonl")
    assert len(preds) == 10 and all(p["steps"] >= 1 and p["tool_calls"] for p in preds)
    traces = read_jsonl(out / "traces.jsonl")
    assert [t["id"] for t in traces] == [p["id"] for p in preds]
    assert any("action" in e for e in traces[0]["trace"]) and traces[0]["decision_log"]
    lines = (out / "metrics.csv").read_text().splitlines()
    assert lines[0] == "id,db_id,hardness,VA,EX,EM,TS,reason,errors" and len(lines) == 11
    md = (out / "tables.md").read_text()
    assert "| all | 10 |" in md and "EX comparator: multiset" in md and "Cost per question" in md
    assert (out / "traces.md").read_text().count("\n## dev-") == 10


@pytest.mark.slow
def test_two_runs_of_one_config_are_identical_and_a_rerun_resumes(tmp_path, mini_dir):
    a = run(_cfg(mini_dir, run_id="first"), out_root=tmp_path, progress=False)
    b = run(_cfg(mini_dir, run_id="second"), out_root=tmp_path, progress=False)
    assert _outputs(a.path, "first") == _outputs(b.path, "second")
    again = run(_cfg(mini_dir, run_id="first"), out_root=tmp_path, progress=False)
    assert (again.reused, again.generated) == (10, 0)
    assert _outputs(again.path, "first") == _outputs(b.path, "second")
    assert len(_ids(a.path / "predictions.jsonl")) == 10


@pytest.mark.slow
def test_resume_refuses_a_changed_output_knob_and_accepts_others(tmp_path, mini_dir):
    run(_cfg(mini_dir, run_id="r", limit=4), out_root=tmp_path, progress=False)
    with pytest.raises(RunConfigMismatch, match=r"max_steps: saved 8, now 4.*new run_id"):
        run(_cfg(mini_dir, run_id="r", limit=4, max_steps=4), out_root=tmp_path, progress=False)
    with pytest.raises(RunConfigMismatch, match="model"):
        run(_cfg(mini_dir, run_id="r", limit=4, model="nl2sql.testing.scripted:slow_answer"), out_root=tmp_path,
            progress=False)
    # Batch size and the selection do not change a question's output: the run grows from 4 to 6 questions.
    res = run(_cfg(mini_dir, run_id="r", limit=6, batch_size=2), out_root=tmp_path, progress=False)
    assert (res.reused, res.generated) == (4, 2)
    assert output_knob_diff({"temperature": 0.2}, {"temperature": 0.7}) == {}  # greedy ignores it
    assert "temperature" in output_knob_diff({"temperature": 0.2, "do_sample": True},
                                             {"temperature": 0.7, "do_sample": True})


@pytest.mark.slow
def test_torn_line_and_duplicates_are_repaired(tmp_path, mini_dir):
    cfg = _cfg(mini_dir, run_id="t", method="baseline", limit=5)
    run(cfg, out_root=tmp_path, progress=False)
    pred = tmp_path / "t" / "predictions.jsonl"
    rows = pred.read_text().splitlines()
    # Drop the last two questions, duplicate one, and leave a half-written line behind (a SIGKILL mid-write).
    pred.write_text("\n".join(rows[:3] + rows[:1]) + "\n" + rows[3][: len(rows[3]) // 2])
    res = run(cfg, out_root=tmp_path, progress=False)
    assert (res.reused, res.generated) == (3, 2)
    assert _ids(pred) == sorted(set(_ids(pred))) and len(_ids(pred)) == 5


@pytest.mark.slow
def test_ctrl_c_loses_nothing_finished(tmp_path, mini_dir):
    calls = {"n": 0}

    def interrupting(messages):
        calls["n"] += 1
        if calls["n"] == 4:
            raise KeyboardInterrupt
        return scripted.answer(messages)

    cfg = _cfg(mini_dir, run_id="c", method="baseline", batch_size=1, limit=6)
    with pytest.raises(KeyboardInterrupt):
        run(cfg, llm=FunctionLLM(interrupting, name="nl2sql.testing.scripted:answer"), out_root=tmp_path,
            progress=False)
    assert len(_ids(tmp_path / "c" / "predictions.jsonl")) == 3
    res = run(cfg, out_root=tmp_path, progress=False)
    assert (res.reused, res.generated) == (3, 3)


_KILLABLE = """
import sys
from nl2sql.config import RunConfig
from nl2sql.runs.runner import run
cfg = RunConfig.from_dict(data_dir=sys.argv[1], sample=12, seed=1, backend="function",
                          model="nl2sql.testing.scripted:slow_answer", batch_size=2, run_id="killed")
run(cfg, out_root=sys.argv[2], progress=False)
"""


@pytest.mark.slow
def test_sigkill_halfway_then_resume_matches_a_straight_run(tmp_path, mini_dir):
    proc = subprocess.Popen([sys.executable, "-c", _KILLABLE, str(mini_dir), str(tmp_path)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    pred = tmp_path / "killed" / "predictions.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if pred.is_file() and len(read_jsonl(pred)) >= 4:
            break
        time.sleep(0.02)
    assert proc.poll() is None, f"the run ended before it could be killed: {proc.stderr.read().decode()[-2000:]}"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    partial = _ids(pred)
    assert 4 <= len(partial) < 12 and not (tmp_path / "killed" / "metrics.csv").exists()

    cfg = RunConfig.from_dict(data_dir=str(mini_dir), sample=12, seed=1, backend="function",
                              model="nl2sql.testing.scripted:slow_answer", batch_size=2)
    resumed = run(cfg.override(run_id="killed"), out_root=tmp_path, progress=False)
    assert resumed.reused == len(partial) and resumed.generated == 12 - len(partial)
    straight = run(cfg.override(run_id="straight"), out_root=tmp_path, progress=False)
    ids = _ids(pred)
    assert len(ids) == len(set(ids)) == 12
    assert len(_ids(tmp_path / "killed" / "traces.jsonl")) == 12
    assert _outputs(resumed.path, "killed") == _outputs(straight.path, "straight")


@pytest.mark.slow
@pytest.mark.parametrize(("sig", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_ctrl_c_or_sigterm_ends_a_run_with_one_line_and_keeps_what_finished(tmp_path, mini_dir, sig, status):
    from nl2sql.cli import INTERRUPTED

    argv = [sys.executable, "-m", "nl2sql", "run", "--data", str(mini_dir), "--backend", "function", "--model",
            "nl2sql.testing.scripted:slow_answer", "--set", "batch_size=2", "--results", str(tmp_path),
            "--run-id", "r", "--no-progress"]
    # SIGINT as a terminal's Ctrl-C sends it (a test runner may start its children with it ignored).
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    pred = tmp_path / "r" / "predictions.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None and len(read_jsonl(pred)) < 4:
        time.sleep(0.02)
    assert proc.poll() is None, f"the run ended before it was stopped: {proc.stderr.read()[-2000:]}"
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == status and err.splitlines() == [INTERRUPTED]
    kept = _ids(pred)
    assert len(kept) >= 4 and len(kept) == len(set(kept))


def test_run_ids_and_ablation_grid():
    assert check_run_id("mini/ablation/max_steps=4") == "mini/ablation/max_steps=4"
    for bad in ("../x", "/abs", "a b", ""):
        with pytest.raises(ValueError, match="safe folder name"):
            check_run_id(bad)
    cfg = RunConfig(model="nl2sql.testing.scripted:answer", backend="function")
    assert default_run_id(cfg) == default_run_id(cfg.override(batch_size=3, limit=5))
    assert default_run_id(cfg) != default_run_id(cfg.override(max_steps=3))
    variants = ablation_configs(cfg)
    assert list(variants) == ["base", "use_link_schema=false", "guardrails=none", "force_constraints=false",
                              "max_steps=4", "max_steps=12", "tool_choice=model", "retrieval=embedding",
                              "method=baseline"]
    assert variants["guardrails=none"]["guardrails"] == [] and variants["max_steps=4"]["max_steps"] == 4
    full = ablation_configs(cfg, {"max_steps": [4], "use_link_schema": [False]}, mode="full")
    assert sorted(full) == ["base", "max_steps=4", "max_steps=4,use_link_schema=false", "use_link_schema=false"]


@pytest.mark.slow
def test_ablation_writes_the_paired_table(tmp_path, mini_dir):
    res = run_ablation(_cfg(mini_dir, limit=6), {"method": ["baseline"], "max_steps": [3]}, "abl",
                       out_root=tmp_path, progress=False, metrics=("EX",))
    assert set(res.runs) == {"base", "method=baseline", "max_steps=3"}
    md = res.tables_md.read_text()
    assert "### Ablation abl: EX" in md and "| method=baseline | 6 |" in md and "McNemar" in md
    assert (tmp_path / "abl" / "ablation.tex").read_text().count(r"\begin{table}") == 4
    assert (tmp_path / "abl" / "ablation_EX.png").is_file()


@pytest.mark.slow
def test_the_gates_grid_shows_what_each_gate_stops(tmp_path, mini_dir):
    from agent_scripts import act, follow, kind

    def skipper(messages):  # picks its own steps: runs the SQL straight after writing it, then finishes
        if kind(messages) not in ("react", "reask"):
            return scripted.answer(messages)
        last = re.findall(r"Action: (\w+)", "\n".join(m["content"] for m in messages[1:]))[-1]
        return {"generate_sql": act("run_sql"), "run_sql": act("finish")}.get(last) or follow(messages)

    base = _cfg(mini_dir, limit=3, tool_choice="model")
    assert list(ablation_configs(base, "gates")) == ["base", "run_gate=false", "finish_gate=false",
                                                     "force_constraints=false"]
    res = run_ablation(base, "gates", "gates", llm=FunctionLLM(skipper), out_root=tmp_path, progress=False,
                       metrics=("EX",))
    flags = {name: [p["compliance"] for p in read_jsonl(r.path / "predictions.jsonl")] for name, r in res.runs.items()}
    assert all(c["compliant"] for c in flags["base"])  # the run gate refused every early run_sql
    # Without it the SQL runs unvalidated wherever there was SQL to run (the scripted model writes none for one).
    unvalidated = [c["run_without_validate"] and c["run_without_validate_constraints"] for c in flags["run_gate=false"]]
    assert sum(unvalidated) == 2
    assert "base (run_gate=true, finish_gate=true, force_constraints=true)" in res.tables_md.read_text()


@pytest.mark.slow
def test_cli_run_report_compare(tmp_path, mini_dir, capsys):
    common = ["--data", str(mini_dir), "--limit", "4", "--backend", "function", "--model",
              "nl2sql.testing.scripted:answer", "--results", str(tmp_path), "--no-progress"]
    assert cli_main(["run", *common, "--method", "baseline", "--run-id", "s/baseline"]) == 0
    assert cli_main(["run", *common, "--set", "max_steps=6", "--run-id", "s/loop"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[-1].startswith("loop on 4 questions: EX ")  # the tables stay in tables.md
    assert out.splitlines()[-1].endswith(f"-> {tmp_path / 's' / 'loop' / 'tables.md'}") and "| all |" not in out
    before = (tmp_path / "s" / "loop" / "tables.md").read_text()
    (tmp_path / "s" / "loop" / "tables.md").unlink()
    assert cli_main(["report", "s", "--results", str(tmp_path)]) == 0
    assert (tmp_path / "s" / "loop" / "tables.md").read_text() == before
    assert (tmp_path / "s" / "tables.md").is_file()  # the session's loop-vs-baseline table
    assert cli_main(["compare", "s/baseline", "s/loop", "--results", str(tmp_path)]) == 0
    assert "| s/loop | 4 |" in capsys.readouterr().out
    assert cli_main(["run", *common, "--run-id", "s/loop", "--set", "max_steps=2"]) == 2
    assert "different setup" in capsys.readouterr().err
    # A saved config.json reruns exactly that run: here it is complete, so nothing is generated.
    saved = tmp_path / "s" / "loop" / "config.json"
    assert cli_main(["run", "--config", str(saved), "--results", str(tmp_path), "--no-progress"]) == 0
    assert "(4 reused, 0 generated" in capsys.readouterr().out


@pytest.mark.slow
def test_cli_trace_renders_a_run_for_reading_by_hand(tmp_path, mini_dir, capsys):
    common = ["--data", str(mini_dir), "--limit", "4", "--backend", "function", "--model",
              "nl2sql.testing.scripted:answer", "--results", str(tmp_path), "--no-progress"]
    assert cli_main(["run", *common, "--run-id", "loop"]) == 0
    capsys.readouterr()
    assert cli_main(["trace", "loop", "--n", "2", "--results", str(tmp_path)]) == 0
    md = capsys.readouterr().out
    assert md.startswith("# Traces of loop (2 of 4 questions; filter: all)")
    assert md.count("\n## dev-") == 2 and "-- bootstrap" in md and "Action: get_schema[{}]" in md
    assert "**Gold:** `SELECT count(*) FROM student`" in md and "compliance: compliant" in md
    assert "EX 1" in md or "EX 0" in md  # per-question scores from metrics.csv
    out = tmp_path / "t.md"
    assert cli_main(["trace", "loop", "--id", "dev-0003", "--out", str(out), "--results", str(tmp_path)]) == 0
    assert out.read_text().count("\n## dev-0003") == 1
    assert cli_main(["trace", "loop", "--id", "dev-9999", "--results", str(tmp_path)]) == 2
    assert "no trace for dev-9999" in capsys.readouterr().err
    assert cli_main(["trace", "loop", "--where", "oops", "--results", str(tmp_path)]) == 2


def test_cli_grid_parsing():
    from nl2sql.runs.ablation import parse_grid

    grid = parse_grid(["max_steps=4,12", "guardrails=[[]]", "use_link_schema=false", "retrieval=embedding"])
    assert grid == {"max_steps": [4, 12], "guardrails": [[]], "use_link_schema": [False], "retrieval": ["embedding"]}
    assert parse_grid(["guardrails=none", "REACT_MAX_STEPS=4"]) == {"guardrails": [[]], "REACT_MAX_STEPS": [4]}
    with pytest.raises(ValueError, match="knob=value1,value2"):
        parse_grid(["max_steps"])


LONE_SURROGATE = "\udcff"  # what a byte-level tokenizer can decode an invalid byte to


def _surrogate_answer(messages):
    """scripted.answer, except that every SQL reply holds a lone surrogate character."""
    reply = scripted.answer(messages)
    return reply if "Action:" in reply else f"SELECT count(*) FROM student WHERE name = '{LONE_SURROGATE}'"


@pytest.mark.slow
@pytest.mark.parametrize("method", ["baseline", "loop"])
def test_a_lone_surrogate_in_the_sql_is_stored_and_resumed(tmp_path, mini_dir, method):
    llm = FunctionLLM(_surrogate_answer, name=SCRIPTED["model"])
    first = run(_cfg(mini_dir, run_id="s", method=method, limit=3), llm=llm, out_root=tmp_path, progress=False)
    assert first.generated == 3
    pred = tmp_path / "s" / "predictions.jsonl"
    assert pred.read_bytes().isascii()  # escaped as \udcff, which JSON reads back unchanged
    assert all(LONE_SURROGATE in p["sql"] for p in read_jsonl(pred))
    assert LONE_SURROGATE in json.dumps(read_jsonl(tmp_path / "s" / "traces.jsonl"), ensure_ascii=False)
    # A resume reads the stored rows back and rewrites them next to the new ones.
    again = run(_cfg(mini_dir, run_id="s", method=method, limit=5), llm=llm, out_root=tmp_path, progress=False)
    assert (again.reused, again.generated) == (3, 2)
    assert [LONE_SURROGATE in p["sql"] for p in read_jsonl(pred)] == [True] * 5
    assert (tmp_path / "s" / "metrics.csv").is_file() and (tmp_path / "s" / "tables.md").is_file()
    # The plain-text files cannot hold it as UTF-8: they show its escape.
    assert "'\\udcff'" in (tmp_path / "s" / "predictions.sql").read_text(encoding="utf-8")
    assert "'\\udcff'" in (tmp_path / "s" / "traces.md").read_text(encoding="utf-8")
