"""`python -m nl2sql run` in a subprocess, as a user's shell runs it, under a disk that fills up or turns read-only.

    code, stderr = run_cli(scripted_args(data, "r", 30, "loop"), results, file_limit=40_000)    # a full disk
    run_cli(args, results, watch=when_stored(results / "r" / "predictions.jsonl", 8, lambda: make_read_only(folder)))

Shared by tests/test_server_faults.py and bench/reliability_server.py.
"""

from __future__ import annotations

import ctypes
import os
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from nl2sql.paths import REPO_ROOT

TIMING = frozenset({"elapsed_s", "latency_s", "wall_s"})
Watch = Callable[[subprocess.Popen], None]  # run_cli calls it with the run's process, while it runs


def untimed(value: Any) -> Any:
    """A JSON value without its timing fields (they differ between any two runs)."""
    if isinstance(value, dict):
        return {k: untimed(v) for k, v in value.items() if k not in TIMING}
    if isinstance(value, list):
        return [untimed(v) for v in value]
    return value


def _drop_file_override() -> None:
    """In the child, before exec: root ignores file modes, so a root run loses the capabilities that let it (the
    bounding set, which exec turns into the new program's), and a read-only folder stops it as it stops anyone."""
    if os.geteuid() == 0:
        libc = ctypes.CDLL(None, use_errno=True)
        for cap in (1, 2, 3):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER
            libc.prctl(24, cap, 0, 0, 0)  # PR_CAPBSET_DROP; without CAP_SETPCAP it fails (read_only_stops_writes)


def read_only_stops_writes(scratch: Path) -> bool:
    """Whether a run started by run_cli is refused writes in a read-only folder (root without CAP_SETPCAP is not)."""
    folder = scratch / "read-only-probe"
    folder.mkdir()
    os.chmod(folder, 0o555)
    try:
        proc = subprocess.run([sys.executable, "-c", f"open({str(folder / 'f')!r}, 'w')"], preexec_fn=_drop_file_override,
                              capture_output=True, text=True, check=False)
    finally:
        os.chmod(folder, 0o755)
    return "PermissionError" in proc.stderr


def run_cli(args: list[str], results: Path, *, file_limit: int | None = None,
            watch: Watch | None = None) -> tuple[int, str]:
    """`python -m nl2sql run ARGS --results RESULTS` in a subprocess (the completion cache off); with
    file_limit no file it writes may grow past that many bytes (RLIMIT_FSIZE: a full disk); watch(proc) runs while
    it does. (exit status, stderr)."""
    env = {**os.environ, "NL2SQL_NO_CACHE": "1"}

    def child() -> None:
        _drop_file_override()
        if file_limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_limit, file_limit))

    proc = subprocess.Popen([sys.executable, "-m", "nl2sql", "run", *args, "--no-progress", "--results", str(results)],
                            cwd=REPO_ROOT, env=env, preexec_fn=child, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)
    if watch is not None:
        watch(proc)
    _, err = proc.communicate(timeout=300)
    return proc.returncode, err


def scripted_args(data: Path, run_id: str, limit: int, method: str = "baseline") -> list[str]:
    """run_cli's arguments for a run of the scripted model (a short pause per answer, so a run can be caught live)."""
    return ["--data", str(data), "--backend", "function", "--model", "nl2sql.testing.scripted:slow_answer",
            "--limit", str(limit), "--method", method, "--run-id", run_id]


def make_read_only(folder: Path) -> None:
    """The folder and every file in it read-only, as after a read-only remount."""
    for here, _dirs, files in os.walk(folder):
        for f in files:
            os.chmod(os.path.join(here, f), 0o444)
        os.chmod(here, 0o555)


def make_writable(folder: Path) -> None:
    """Undo make_read_only."""
    for here, _dirs, files in os.walk(folder):
        os.chmod(here, 0o755)
        for f in files:
            os.chmod(os.path.join(here, f), 0o644)


def when_stored(pred: Path, n: int, then: Callable[[], Any]) -> Watch:
    """A watch for run_cli: once `pred` holds n lines, call then() (once), while the run goes on."""
    def watch(proc: subprocess.Popen) -> None:
        while proc.poll() is None:
            if pred.is_file() and len(pred.read_text(encoding="utf-8").splitlines()) >= n:
                then()
                return
            time.sleep(0.005)
    return watch
