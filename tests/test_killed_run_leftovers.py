"""A run killed with SIGKILL while it scores leaves nothing behind: no worker holding its lock, no orphan worker."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from nl2sql.store.runstore import run_lock

pytestmark = pytest.mark.slow

# A run that holds its lock and has forked scoring workers (the scorer's own pool), then waits to be killed.
_SCORING = """
import os, sys, time
from pathlib import Path
from nl2sql.eval.scorer import _pool
from nl2sql.store.runstore import run_lock
with run_lock(Path(sys.argv[1])):
    pool = _pool(2)
    pids = {pool.submit(os.getpid).result() for _ in range(4)} | set(pool._processes)
    print(" ".join(str(p) for p in sorted(pids)), flush=True)
    time.sleep(120)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie waiting to be reaped is gone for every purpose here
        return Path(f"/proc/{pid}/stat").read_text().split(") ", 1)[1][0] != "Z"
    except (OSError, IndexError):
        return True


def test_a_run_killed_while_scoring_frees_its_lock_and_its_workers(tmp_path: Path) -> None:
    proc = subprocess.Popen([sys.executable, "-c", _SCORING, str(tmp_path)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    workers = [int(p) for p in proc.stdout.readline().split()]
    assert workers, proc.stderr.read()
    try:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        # The workers forked inside the lock do not keep it: a resume gets in at once.
        with run_lock(tmp_path):
            pass
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and any(_alive(p) for p in workers):
            time.sleep(0.1)
        assert not any(_alive(p) for p in workers), "scoring workers outlived the killed run"
    finally:
        for pid in workers:
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
