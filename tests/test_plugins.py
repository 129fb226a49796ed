"""Plugins found through entry points (group nl2sql.plugins): the test plugin of tests/plugins (a "csv" dataset format,
a "fallback_baseline" method and "first_table", a method that needs no model) seen by `python -m nl2sql` with no
import; its format unknown, with the known ones named, where it is not installed; a broken plugin's one-line error;
the registries of formats and backends; docs/extending.md shows the plugin's own register()."""

from __future__ import annotations

import csv
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from nl2sql.data.dataset import DatasetError, load_dataset
from nl2sql.data.formats import FORMATS, DatasetFormat
from nl2sql.data.options import DataOptions
from nl2sql.llm import BACKENDS, Backend, FunctionLLM, load, resolve_backend
from nl2sql.paths import REPO_ROOT

TESTS = Path(__file__).resolve().parent
PLUGINS = TESTS / "plugins"  # holds nl2sql_csv_questions/ and its nl2sql_csv_questions-0.1.dist-info/
SCRIPTED = ["--backend", "function", "--model", "nl2sql.testing.scripted:answer", "--no-progress", "--results",
            "results", "--workers", "1"]


def _cli(cwd: Path, *argv: str, plugins: Path | None = PLUGINS, **env: str) -> subprocess.CompletedProcess:
    """`python -m nl2sql ARGV` in cwd, with `plugins` on PYTHONPATH."""
    paths = [str(plugins)] if plugins is not None else []
    full = {k: v for k, v in os.environ.items() if k != "NL2SQL_NO_PLUGINS"}
    full.update(PYTHONPATH=os.pathsep.join([*paths, os.environ.get("PYTHONPATH", "")]), NL2SQL_CACHE=str(cwd / "cache"),
                **env)
    return subprocess.run([sys.executable, "-m", "nl2sql", *argv], cwd=cwd, env=full, capture_output=True, text=True,
                          timeout=300)


@pytest.fixture
def csv_folder(tmp_path: Path, mini_dir: Path) -> Path:
    """A CSV folder: questions.csv (question, query, db_id) of 8 bundled questions beside a copy of their database."""
    ds = load_dataset(mini_dir, db_ids=["campus"], limit=8)
    folder = tmp_path / "csv_questions"
    folder.mkdir()
    shutil.copy(ds.db_path("campus"), folder / "campus.sqlite")
    with (folder / "questions.csv").open("w", newline="", encoding="utf-8") as f:
        out = csv.writer(f)
        out.writerow(["question", "query", "db_id"])
        out.writerows([e.question, e.gold_sql, e.db_id] for e in ds)
    return folder


@pytest.mark.slow
@pytest.mark.parametrize("data_format", ["auto", "csv"])
def test_a_plugins_format_and_method_run_from_the_command_line(csv_folder, tmp_path, data_format):
    r = _cli(tmp_path, "run", "--data", str(csv_folder), "--method", "fallback_baseline", *SCRIPTED,
             "--run-id", "csv-run", "--set", f"data_format={data_format}", "--set", "fallback_table=department")
    assert r.returncode == 0, r.stderr
    run = tmp_path / "results" / "csv-run"
    with (run / "metrics.csv").open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert [row["id"] for row in rows] == [f"dev-{i:04d}" for i in range(8)]
    assert {row["EX"] for row in rows} <= {"0", "1"} and sum(row["EX"] == "1" for row in rows) >= 4
    assert all(row["EM"] == "" for row in rows)  # the format's metrics: VA and EX
    config = json.loads((run / "config.json").read_text(encoding="utf-8"))
    assert config["dataset"]["format"] == "csv" and config["config"]["method"] == "fallback_baseline"
    assert config["config"]["fallback_table"] == "department"  # the plugin method's own knob
    assert "max_steps" not in config["config"]  # the loop's knobs are no part of this method's run
    assert "(CSV format)" in (run / "tables.md").read_text(encoding="utf-8")


@pytest.mark.slow
def test_a_plugins_method_that_needs_no_model_runs_where_the_model_cannot_load(csv_folder, tmp_path):
    unloadable = ["--backend", "function", "--model", "no_such_module:answer"]  # loading it is an error
    r = _cli(tmp_path, "run", "--data", str(csv_folder), "--method", "first_table", *unloadable, *SCRIPTED[4:],
             "--run-id", "floor")
    assert r.returncode == 0, r.stderr
    run = tmp_path / "results" / "floor"
    assert json.loads((run / "config.json").read_text(encoding="utf-8"))["model"] == {}
    sql = [json.loads(line)["sql"] for line in (run / "predictions.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(sql) == 8 and set(sql) == {'SELECT * FROM "department"'}
    r = _cli(tmp_path, "run", "--data", str(csv_folder), "--method", "fallback_baseline", *unloadable, *SCRIPTED[4:],
             "--run-id", "needs-one")
    assert r.returncode != 0 and "no_such_module" in r.stderr  # the same command for a method that needs a model


def test_the_documented_register_is_the_plugins_own():
    doc = (REPO_ROOT / "docs" / "extending.md").read_text(encoding="utf-8")
    section = doc[doc.index("\n## Plugins\n"):]
    [block] = re.findall(r"^```python\n(.*?)^```", section, flags=re.S | re.M)
    source = (PLUGINS / "nl2sql_csv_questions" / "__init__.py").read_text(encoding="utf-8")
    assert block.startswith("def register() -> None:") and block in source, block


@pytest.mark.slow
def test_the_plugins_command_lists_what_the_plugin_added(tmp_path):
    r = _cli(tmp_path, "plugins")
    assert r.returncode == 0, r.stderr
    assert "dataset formats: spider, bird, csv" in r.stdout
    assert "fallback_baseline" in r.stdout and "first_table" in r.stdout
    assert "csv_questions (nl2sql_csv_questions:register, from nl2sql-csv-questions)" in r.stdout


@pytest.mark.slow
def test_without_the_plugin_its_format_is_unknown_and_the_known_ones_named(csv_folder, tmp_path):
    r = _cli(tmp_path, "run", "--data", str(csv_folder), *SCRIPTED, "--run-id", "no-plugin", "--set",
             "data_format=csv", plugins=None)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert "data_format must be one of ('auto', 'spider', 'bird')" in r.stderr and "got 'csv'" in r.stderr
    with pytest.raises(DatasetError, match="unknown data format 'csv': choose one of auto, spider, bird"):
        load_dataset(csv_folder, data_format="csv")


@pytest.mark.slow
def test_a_broken_plugin_is_one_line_naming_it_its_distribution_and_the_fix(tmp_path):
    site = tmp_path / "site"
    info = site / "nl2sql_broken-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: nl2sql-broken\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[nl2sql.plugins]\nbroken = nl2sql_no_such_module:register\n",
                                           encoding="utf-8")
    r = _cli(tmp_path, "plugins", plugins=site)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    for words in ("plugin 'broken'", "nl2sql_no_such_module:register", "'nl2sql-broken'", "No module named",
                  "pip uninstall nl2sql-broken", "NL2SQL_NO_PLUGINS=1"):
        assert words in r.stderr, (words, r.stderr)
    r = _cli(tmp_path, "plugins", plugins=site, NL2SQL_NO_PLUGINS="1")
    assert r.returncode == 0 and "plugins: none installed" in r.stdout, r.stderr


def test_a_registered_format_is_a_choice_and_auto_asks_it_before_spider(tmp_path, mini_dir):
    (tmp_path / "mine.txt").write_text("x", encoding="utf-8")
    spider = FORMATS["spider"]
    mine = DatasetFormat("mine", lambda root: (root / "mine.txt").is_file(), spider.load, spider.db_path)
    with pytest.raises(ValueError, match="data_format must be one of"):
        DataOptions(data_format="mine")
    FORMATS.add("mine", mine)
    try:
        assert DataOptions(data_format="mine").data_format == "mine"
        with pytest.raises(DatasetError, match="expected dev.json"):  # detected as "mine", read by Spider's loader
            load_dataset(tmp_path)
        assert load_dataset(mini_dir).format == "spider"  # not claimed: Spider's, the fallback
    finally:
        FORMATS.remove("mine")


def test_backends_resolve_through_their_claims_and_aliases(tmp_path):
    replies = tmp_path / "replies.jsonl"
    replies.write_text("", encoding="utf-8")
    assert resolve_backend(str(replies)) == "replay" and resolve_backend("m", "vllm") == "openai"
    assert resolve_backend("m", base_url="http://127.0.0.1:1/v1") == "openai" and resolve_backend("m") == "transformers"
    echo = Backend("echo", lambda name, **kw: FunctionLLM(lambda messages: "SELECT 1", name=name),
                   claims=lambda name, base_url: name.startswith("echo:"), cached=False)
    BACKENDS.add("echo", echo)
    try:
        assert resolve_backend("echo:x") == "echo"
        llm = load("echo:x")
        assert isinstance(llm, FunctionLLM) and llm.generate([[{"role": "user", "content": "?"}]])[0].text == "SELECT 1"
    finally:
        BACKENDS.remove("echo")
    with pytest.raises(Exception, match="unknown backend 'echo'; use one of auto, transformers, openai"):
        load("x", backend="echo")


@pytest.mark.notebook
def test_a_notebook_kernel_sees_the_plugins_format_and_method(csv_folder, tmp_path):
    # Notebook 04 in its own kernel process: the plugin's method as the base, its format detected, no import made.
    # Driven from a process that sees the plugin as installed (PYTHONPATH), as a user's would: the notebooks' checks
    # before papermill read the same registries as the kernel.
    params = {"data_dir": str(csv_folder), "method": "fallback_baseline", "backend": "function",
              "model": "nl2sql.testing.scripted:answer", "grid": {"method": ["baseline"]}, "compare_metrics": "EX",
              "fallback_table": "department"}  # the plugin method's own knob, not in the cell: injected all the same
    code = ("import json, sys; from pathlib import Path; from nl2sql.runs.notebooks import execute_notebooks; "
            "[nb] = execute_notebooks('plug', json.loads(sys.argv[1]), ['04'], out_root=Path(sys.argv[2])); "
            "assert nb.is_file()")
    env = {k: v for k, v in os.environ.items() if k != "NL2SQL_NO_PLUGINS"}
    env["PYTHONPATH"] = os.pathsep.join([str(PLUGINS), os.environ.get("PYTHONPATH", "")])
    done = subprocess.run([sys.executable, "-c", code, json.dumps(params), str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    base = json.loads((tmp_path / "plug" / "ablation" / "base" / "config.json").read_text(encoding="utf-8"))
    assert base["config"]["method"] == "fallback_baseline" and base["dataset"]["format"] == "csv"
    assert base["config"]["fallback_table"] == "department"
    with (tmp_path / "plug" / "ablation" / "ablation.csv").open(encoding="utf-8") as f:
        assert [(r["run"], r["n"]) for r in csv.DictReader(f)] == [("method=baseline", "8")]
