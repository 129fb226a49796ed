"""Many `python -m MODULE ARGV...` command lines, each in a process forked from one that imported the package once.

    results = run_forked([("nl2sql", ["info", "--data", "nowhere"]), ...], cwd=root, env=env)  # [(status, out, err)]
    results = one_interpreter_each(commands, cwd=root, env=env)  # the same, each started as `python -m` is

Each command line runs the same `__main__` as `python -m` does, in a process of its own with its own working
folder, environment, stdin (empty), stdout and stderr, and its exit status as the interpreter would give it; only
the start differs: the parent (a fresh interpreter started for the batch, never the caller, whose threads a fork
would copy) imported the command line's modules once, so a case does not spend ~0.9 s importing them again. On a
system without fork (Windows) or where forking a process that loaded these libraries is unsafe (macOS), every case
starts its own interpreter. Used by nl2sql.testing.bad_input (the command lines of docs/bad-input.md).
"""

from __future__ import annotations

import json
import os
import runpy
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

# What the parent imports before forking: the command lines' own modules and the libraries they import.
WARM = ("nl2sql.cli", "nl2sql.llm.weights.cli", "nl2sql.runs.runner")
Command = tuple[str, Sequence[str]]  # (module, argv): `python -m module *argv`
JOBS = 2 * (os.cpu_count() or 1)  # at a time by default: the command lines wait on files and locks as they compute


def run_forked(commands: Sequence[Command], *, cwd: str | Path, env: Mapping[str, str], timeout: float = 300,
               jobs: int | None = None) -> list[tuple[int, str, str]]:
    """Each command's (exit status, stdout, stderr), in order; `jobs` at a time (default: twice the cores)."""
    jobs = jobs or JOBS
    if sys.platform != "linux":  # no fork (Windows), or an unsafe one with these libraries loaded (macOS)
        return one_interpreter_each(commands, cwd=cwd, env=env, timeout=timeout, jobs=jobs)
    with tempfile.TemporaryDirectory(prefix="forked-cli-") as tmp:
        spec = Path(tmp) / "spec.json"
        spec.write_text(json.dumps({"commands": [[m, list(a)] for m, a in commands], "timeout": timeout,
                                    "jobs": jobs, "out": tmp}), encoding="utf-8")
        parent = subprocess.run([sys.executable, "-m", __name__, str(spec)], cwd=cwd, env=dict(env),
                                capture_output=True, text=True, timeout=timeout * len(commands) + 60)
        if parent.returncode != 0:
            raise RuntimeError(f"the forking parent failed (exit status {parent.returncode}): {parent.stderr}")
        codes = json.loads(parent.stdout)
        return [(code, _read(Path(tmp) / f"{i}.out"), _read(Path(tmp) / f"{i}.err")) for i, code in enumerate(codes)]


def one_interpreter_each(commands: Sequence[Command], *, cwd: str | Path, env: Mapping[str, str], timeout: float = 300,
                         jobs: int | None = None) -> list[tuple[int, str, str]]:
    """As run_forked, each command in an interpreter of its own: `python -m module *argv` (a late one killed)."""
    def one(command: Command) -> tuple[int, str, str]:
        module, argv = command
        try:
            proc = subprocess.run([sys.executable, "-m", module, *argv], cwd=cwd, env=dict(env), text=True,
                                  stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
        except subprocess.TimeoutExpired as late:  # killed, as the forking parent kills a late child
            return -signal.SIGKILL, _text(late.stdout), _text(late.stderr)
        return proc.returncode, proc.stdout, proc.stderr

    with ThreadPoolExecutor(max_workers=jobs or JOBS) as pool:
        return list(pool.map(one, commands))


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace")


def _text(data: bytes | str | None) -> str:
    return data.decode("utf-8", "replace") if isinstance(data, bytes) else data or ""


def _child(module: str, argv: list[str], out: str, err: str) -> None:
    """Become `python -m module *argv` with stdout and stderr in files; never returns."""
    code = 1
    try:
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        for fd, path in ((1, out), (2, err)):
            os.dup2(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644), fd)
        sys.argv = [module, *argv]  # runpy puts the module's file first, as `python -m` does
        try:
            runpy.run_module(module, run_name="__main__", alter_sys=True)
            code = 0
        except SystemExit as stop:  # what the interpreter makes of sys.exit(x)
            if stop.code is None or isinstance(stop.code, int):
                code = stop.code or 0
            else:
                print(stop.code, file=sys.stderr)
        except BaseException:  # noqa: BLE001 - an uncaught exception: its traceback and status 1, as at top level
            traceback.print_exc()
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:  # noqa: BLE001 - a closed or broken stream: nothing more to save
                pass
        os._exit(code)


def _serve(spec_path: str) -> None:
    """The parent: import once, then fork a child a command, `jobs` at a time; print the exit statuses as JSON."""
    spec = json.loads(Path(spec_path).read_text(encoding="utf-8"))
    for name in WARM:
        __import__(name)
    commands, out = spec["commands"], spec["out"]
    codes: list[int | None] = [None] * len(commands)
    running: dict[int, tuple[int, float]] = {}  # pid -> (index, deadline)
    pending = list(range(len(commands)))
    while pending or running:
        while pending and len(running) < spec["jobs"]:
            i = pending.pop(0)
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                _child(commands[i][0], commands[i][1], f"{out}/{i}.out", f"{out}/{i}.err")
            running[pid] = (i, time.monotonic() + spec["timeout"])
        pid, status = os.waitpid(-1, os.WNOHANG)
        if pid == 0:
            for late, (_, deadline) in list(running.items()):
                if time.monotonic() > deadline:
                    os.kill(late, signal.SIGKILL)
            time.sleep(0.01)
            continue
        i, _ = running.pop(pid)
        codes[i] = os.waitstatus_to_exitcode(status)
    print(json.dumps(codes))


if __name__ == "__main__":
    _serve(sys.argv[1])
