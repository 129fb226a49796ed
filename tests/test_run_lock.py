"""One writer per run folder: a second process on the same run id is refused, a dead owner's lock is taken over."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from nl2sql.config import RunConfig
from nl2sql.runs.runner import run
from nl2sql.store.runstore import LOCK, RunLocked, read_jsonl, run_lock

pytestmark = pytest.mark.slow

_HOLDER = """
import sys, time
from pathlib import Path
from nl2sql.store.runstore import run_lock
with run_lock(Path(sys.argv[1])):
    print("locked", flush=True)
    time.sleep(120)
"""

_RUNNER = """
import sys
from nl2sql.config import RunConfig
from nl2sql.runs.runner import run
cfg = RunConfig.from_dict(data_dir=sys.argv[1], sample=12, seed=1, backend="function",
                          model="nl2sql.testing.scripted:slow_answer", batch_size=2, run_id="busy")
run(cfg, out_root=sys.argv[2], progress=False)
"""


def _hold(folder: Path) -> subprocess.Popen:
    """A second process that takes the run lock and keeps it until killed."""
    proc = subprocess.Popen([sys.executable, "-c", _HOLDER, str(folder)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "locked", proc.stderr.read()
    return proc


def _kill(proc: subprocess.Popen) -> None:
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()


def test_a_second_process_is_refused_at_once_naming_the_owner(tmp_path: Path) -> None:
    folder = tmp_path / "r"
    holder = _hold(folder)
    try:
        owner = json.loads((folder / LOCK).read_text())
        assert owner["pid"] == holder.pid and owner["host"]
        start = time.perf_counter()
        with pytest.raises(RunLocked) as info:
            with run_lock(folder):
                pytest.fail("the lock was taken while its owner is alive")
        assert time.perf_counter() - start < 1.0  # refused, not waited for
        message = str(info.value)
        assert f"pid {holder.pid}" in message and f"kill {holder.pid}" in message and "another run_id" in message
        assert str(folder) in message
    finally:
        _kill(holder)


def test_a_lock_left_by_a_killed_process_is_taken_over_and_removed(tmp_path: Path) -> None:
    folder = tmp_path / "r"
    holder = _hold(folder)
    _kill(holder)  # SIGKILL: no cleanup ran, the lock file with the dead pid stays behind
    assert json.loads((folder / LOCK).read_text())["pid"] == holder.pid
    with run_lock(folder) as path:
        assert json.loads(path.read_text())["pid"] == os.getpid()
    assert not (folder / LOCK).exists()  # released: nothing left in the run folder
    with run_lock(folder):  # and free for the next run
        pass


def test_run_refuses_a_run_id_another_live_run_is_writing(tmp_path: Path, mini_dir: Path, capsys) -> None:
    """A real run in a second process; the same run id here is refused, then resumed once that run is killed; a report
    of it meanwhile is refused too (it would mix the tables of a folder being written)."""
    from nl2sql.cli import main as cli_main

    first = subprocess.Popen([sys.executable, "-c", _RUNNER, str(mini_dir), str(tmp_path)],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    pred = tmp_path / "busy" / "predictions.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and first.poll() is None and len(read_jsonl(pred)) < 2:
        time.sleep(0.02)
    assert first.poll() is None, f"the first run ended too soon: {first.stderr.read().decode()[-2000:]}"
    cfg = RunConfig.from_dict(data_dir=str(mini_dir), sample=12, seed=1, backend="function",
                              model="nl2sql.testing.scripted:slow_answer", batch_size=2, run_id="busy")
    try:
        with pytest.raises(RunLocked, match=f"pid {first.pid}"):
            run(cfg, out_root=tmp_path, progress=False)
        assert cli_main(["report", "busy", "--results", str(tmp_path)]) == 2
        err = capsys.readouterr().err
        assert f"pid {first.pid}" in err and "report it then, or stop it" in err and len(err.splitlines()) == 1
        assert not (tmp_path / "busy" / "tables.md").exists()
    finally:
        _kill(first)
    done = len(read_jsonl(pred))
    res = run(cfg, out_root=tmp_path, progress=False)
    assert (res.reused, res.generated) == (done, 12 - done)
    ids = [r["id"] for r in read_jsonl(pred)]
    assert len(ids) == len(set(ids)) == 12
    assert not (tmp_path / "busy" / LOCK).exists()
