"""Sections 9, 10 and 11 of bench/reliability.py: a failing model server, a results folder that takes no more
writes, and model text Python warns about.

9. The baseline, the loop and the candidate agent on the bundled questions through nl2sql/testing/fault_server.py, every
   fault kind in the mix, at each fault rate (the share of requests faulted): dead runs, records lost or stored
   twice, per-question errors and whether each names its faults, the most attempts of one request, the shortest
   wait after a Retry-After against what it asked, the slowest request against its bound, each run's wall time
   against its bound (a healthy run's wall time plus one slowest-request bound per round of model calls); each run
   killed with SIGKILL at a random moment (a real subprocess) and resumed against the same flaky server, compared
   with the undisturbed run (modulo per-question errors); then both resumed on the healthy server and compared
   with a healthy run. Last, an outage shorter than http_outage_s in the middle of a run, and one longer.
10. The results folder: a full disk (a small tmpfs where this process may mount one, else a file-size limit) and a
   folder made read-only in the middle of a run: exit status, one line, and every question finished before kept.
11. Model text that Python's compiler warns about (`1and 2`, `'\\d'`), through the action parser in a subprocess:
   warning lines on its stderr.
"""

from __future__ import annotations

import contextlib
import io
import json
import logging
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from nl2sql.config import RunConfig
from nl2sql.data.dataset import ensure_bundled
from nl2sql.llm import load
from nl2sql.llm.base import Batch
from nl2sql.paths import REPO_ROOT
from nl2sql.runs.runner import run
from nl2sql.store.runstore import backend_failed, read_jsonl
from nl2sql.testing.cli_runs import make_read_only, make_writable, run_cli, scripted_args, untimed, when_stored
from nl2sql.testing.fault_server import FAULTS, FaultServer

METHODS = ("baseline", "loop", "candidates")
# The client's knobs (small, so that the stalls cost seconds, not minutes) and the server's fault timings.
KNOBS = {"http_timeout_s": 1.0, "http_retries": 4, "http_backoff_s": 0.05, "batch_size": 16, "concurrency": 16,
         "llm_cache": False}
SERVER = {"stall_s": 3.0, "drip_s": 3.0, "retry_after_s": 0.5, "refuse_s": 0.05, "trickle_s": 0.3}


def request_bound() -> float:
    """The longest one sending of a request may take: every attempt to its timeout, every wait to the larger of
    the longest jittered backoff and the server's Retry-After."""
    waits = [max(SERVER["retry_after_s"], min(20.0, KNOBS["http_backoff_s"] * 2 ** k) * 1.25)
             for k in range(KNOBS["http_retries"])]
    return (KNOBS["http_retries"] + 1) * KNOBS["http_timeout_s"] + sum(waits)


class Rounds:
    """The model as the runner sees it, counting its generate() calls: the driver's rounds of model calls."""

    def __init__(self, llm) -> None:
        self.llm, self.rounds = llm, 0

    def __getattr__(self, name: str):
        return getattr(self.llm, name)

    def generate(self, *args, **kw):
        self.rounds += 1
        return self.llm.generate(*args, **kw)

    def generate_calls(self, calls):
        self.rounds += 1  # the calls of one round, answered together
        return self.llm.generate_calls(calls)

    def batch(self):
        return Batch(self)  # this backend answers the driver's calls in rounds: each through the counters above


def _run(cfg: RunConfig, work: Path, **kw):
    """nl2sql.runs.runner.run, unscored, its notes on stderr (resuming, failed questions) kept out of the tables."""
    with contextlib.redirect_stderr(io.StringIO()):
        return run(cfg, out_root=work, progress=False, score=False, **kw)


def _cfg(data: Path, url: str, method: str, run_id: str, limit: int, **kw) -> RunConfig:
    return RunConfig.from_dict(data_dir=str(data), backend="openai", model="m", base_url=url, method=method,
                               limit=limit, run_id=run_id, **{**KNOBS, **kw})


def _cli_args(data: Path, url: str, method: str, run_id: str, limit: int, **kw) -> list[str]:
    sets = [x for k, v in {**KNOBS, **kw}.items() for x in ("--set", f"{k}={str(v).lower()}")]
    return ["--data", str(data), "--backend", "openai", "--base-url", url, "--model", "m", "--method", method,
            "--limit", str(limit), "--run-id", run_id, *sets]


def _rows(folder: Path) -> dict[str, dict]:
    return {r["id"]: untimed(r) for r in read_jsonl(folder / "predictions.jsonl")}


def _one_line(code: int, err: str, *needles: str) -> bool:
    """Exit status 2, one `error:` line (the last), no traceback, every needle in it."""
    lines = [ln for ln in err.splitlines() if ln.strip()]
    errors = [ln for ln in lines if ln.startswith("error: ")]
    return (code == 2 and "Traceback" not in err and len(errors) == 1 and errors[0] == lines[-1]
            and all(n in errors[0] for n in needles))


def _retry_after_ratio(server: FaultServer) -> float | None:
    """The shortest wait between a Retry-After answer and the next arrival of the same request, over what it asked."""
    ratios, log = [], server.log
    for i, a in enumerate(log):
        if a.fault == "http_429_retry_after":
            nxt = next((b for b in log[i + 1:] if b.key == a.key), None)
            if nxt is not None:
                ratios.append((nxt.at - a.at) / server.retry_after_s)
    return min(ratios) if ratios else None


# -- 9. a failing model server --------------------------------------------------------------------------------------

def server_table(work: Path, rates: list[float], questions: int, kills: bool = True, seed: int = 0) -> dict:
    """Print and return the figures of section 9."""
    logging.getLogger("nl2sql.llm.openai.backend").setLevel(logging.ERROR)  # the outage notices: counted, not printed
    data = ensure_bundled()
    rng = random.Random(seed)
    bound = request_bound()
    out = {"runs": 0, "dead": 0, "stored": 0, "expected": 0, "duplicates": 0, "errors": 0, "named": 0,
           "most_attempts": 0, "retries": KNOBS["http_retries"], "retry_after": None, "slowest_s": 0.0,
           "bound_s": bound, "wall_ratio": 0.0, "kills": 0, "kills_same": 0, "resumed_errors": 0,
           "resumed_same": 0, "resumed": 0}
    healthy: dict[str, tuple[dict, float, int]] = {}
    with FaultServer(seed=seed) as server:
        for method in METHODS:
            llm = Rounds(load(**_cfg(data, server.url, method, "x", questions).llm_options()))
            began = time.perf_counter()
            res = _run(_cfg(data, server.url, method, f"healthy/{method}", questions), work, llm=llm)
            healthy[method] = (_rows(res.path), time.perf_counter() - began, llm.rounds)
            llm.close()
    print(f"every fault kind in the mix ({', '.join(FAULTS)}); {questions} questions; client: "
          + ", ".join(f"{k}={v}" for k, v in KNOBS.items() if k.startswith("http_"))
          + f"; slowest-request bound {bound:.2f} s")
    print(f"{'rate':>5} {'method':<11} {'stored':>6} {'dup':>3} {'q. errors':>9} {'named':>5} {'attempts':>8} "
          f"{'RA wait':>7} {'slowest':>7} {'wall':>7} {'bound':>7}  killed (kept), resumed")
    for rate in rates:
        for method in METHODS:
            out["runs"] += 1
            mix = {k: rate / len(FAULTS) for k in FAULTS}
            with FaultServer(mix, seed=seed, **SERVER) as server:
                cfg = _cfg(data, server.url, method, f"r{rate:g}/{method}", questions)
                llm = Rounds(load(**cfg.llm_options()))
                began = time.perf_counter()
                try:
                    res = _run(cfg, work, llm=llm)
                except Exception as exc:  # noqa: BLE001 - the figure this section exists for
                    out["dead"] += 1
                    print(f"{rate:>5.0%} {method:<11} DEAD RUN: {type(exc).__name__}: {str(exc)[:200]}")
                    continue
                finally:
                    llm.close()
                wall = time.perf_counter() - began
                stats = llm.stats
                rows = read_jsonl(res.path / "predictions.jsonl")
                ids = [r["id"] for r in rows]
                failed = [r for r in rows if backend_failed(r)]
                named = [r for r in failed if "attempts (" in str(r.get("error")) or "stopped answering" in
                         str(r.get("error"))]
                ra = _retry_after_ratio(server)
                h_rows, h_wall, _ = healthy[method]
                wall_bound = h_wall + llm.rounds * bound
                out["stored"] += len(set(ids))
                out["expected"] += len(h_rows)
                out["duplicates"] += len(ids) - len(set(ids))
                out["errors"] += len(failed)
                out["named"] += len(named)
                out["most_attempts"] = max(out["most_attempts"], int(stats.get("most_attempts", 0)))
                out["slowest_s"] = max(out["slowest_s"], stats.get("slowest_send_s", 0.0))
                out["wall_ratio"] = max(out["wall_ratio"], wall / wall_bound)
                if ra is not None:
                    out["retry_after"] = ra if out["retry_after"] is None else min(out["retry_after"], ra)
                line = (f"{rate:>5.0%} {method:<11} {len(set(ids)):>6} {len(ids) - len(set(ids)):>3} {len(failed):>9} "
                        f"{len(named):>5} {int(stats.get('most_attempts', 0)):>8} "
                        f"{'-' if ra is None else f'{ra:.2f}x':>7} {stats.get('slowest_send_s', 0.0):>6.2f}s "
                        f"{wall:>6.1f}s {wall_bound:>6.0f}s")
                folders = [res.path]
                if kills:
                    k = _kill_and_resume(work, data, server, method, questions, rate, rng)
                    out["kills"] += 1
                    same = all(k["rows"][q] == row for q, row in _rows(res.path).items()
                               if q in k["rows"] and not backend_failed(row) and not backend_failed(k["rows"][q]))
                    same &= sorted(k["rows"]) == sorted(h_rows)
                    out["kills_same"] += same
                    folders.append(k["path"])
                    line += f"  {k['kept']:>3} kept, {'same' if same else 'DIFFERENT'}"
                server.set_rates({})  # healthy again: each run resumed with its run id
                for folder in folders:
                    again = _run(cfg.override(run_id=str(folder.relative_to(work))), work)
                    out["resumed"] += 1
                    out["resumed_errors"] += sum(backend_failed(p) for p in again.predictions)
                    out["resumed_same"] += _rows(folder) == h_rows
                print(line + f"; on the healthy server: {sum(_rows(f) == h_rows for f in folders)} of "
                             f"{len(folders)} as a healthy run")
    out.update(_outages(work, data, questions, healthy["baseline"][0]))
    return out


def _kill_and_resume(work: Path, data: Path, server: FaultServer, method: str, questions: int, rate: float,
                     rng: random.Random) -> dict:
    """The same run in a subprocess killed with SIGKILL at a random moment, resumed in this process."""
    run_id = f"r{rate:g}/{method}-killed"
    pred = work / run_id / "predictions.jsonl"
    at = rng.randint(questions // 10, questions * 9 // 10)  # killed once this many questions are stored
    kept: list[int] = []

    def watch(proc: subprocess.Popen) -> None:
        when_stored(pred, at, proc.kill)(proc)
        proc.wait()
        kept.append(len(read_jsonl(pred)))

    run_cli(_cli_args(data, server.url, method, run_id, questions), work, watch=watch)
    res = _run(_cfg(data, server.url, method, run_id, questions), work)
    return {"rows": _rows(res.path), "path": res.path, "kept": kept[0]}


def _outages(work: Path, data: Path, questions: int, reference: dict) -> dict:
    """An outage shorter than http_outage_s in the middle of a run, then one longer (the run stops, then resumes)."""
    with FaultServer(**SERVER) as server:
        cfg = _cfg(data, server.url, "baseline", "outage/short", questions, batch_size=4, concurrency=4)
        llm = load(**cfg.llm_options())
        stored: list[str] = []

        def on_result(p: dict) -> None:
            stored.append(p["id"])
            if len(stored) == questions // 4:
                server.outage(3.0)  # longer than a request's retries take, shorter than http_outage_s

        res = _run(cfg, work, llm=llm, on_result=on_result)
        rows = _rows(res.path)
        short = {"short_outages": int(llm.stats.get("outages", 0)), "short_waited_s": llm.stats.get("outage_s", 0.0),
                 "short_errors": sum(backend_failed(r) for r in rows.values()), "short_same": rows == reference}
        llm.close()
        print(f"outage of 3 s after {questions // 4} questions (http_outage_s {cfg.model_options.http_outage_s:g}): "
              f"{len(rows)} stored, {short['short_errors']} per-question errors, {short['short_outages']} outage(s) "
              f"waited out ({short['short_waited_s']:.1f} s), {'same' if short['short_same'] else 'DIFFERENT'} "
              f"records as a healthy run")
        run_id = "outage/long"
        pred = work / run_id / "predictions.jsonl"
        code, err = run_cli(_cli_args(data, server.url, "baseline", run_id, questions, batch_size=4, concurrency=4,
                                      http_outage_s=2), work, watch=when_stored(pred, questions // 4, server.down))
        kept = len(read_jsonl(pred))
        line = _one_line(code, err, "stopped answering", f"--run-id {run_id}")
        server.up()
        again = _run(cfg.override(run_id=run_id), work)
        long = {"long_line": line, "long_kept": kept, "long_resumed_errors": sum(backend_failed(p) for p in
                                                                                 again.predictions),
                "long_same": _rows(again.path) == reference}
        print(f"server down for good after {questions // 4} questions, http_outage_s 2 s: exit status {code}, "
              f"{'one clear line' if line else 'NOT one clear line'}, {kept} questions kept; resumed on the healthy "
              f"server: {again.reused} reused, {again.generated} generated, {long['long_resumed_errors']} errors, "
              f"{'same' if long['long_same'] else 'DIFFERENT'} records as a healthy run")
        print("   " + (err.strip().splitlines() or [""])[-1][:300])
    return {**short, **long}


# -- 10. the results folder -------------------------------------------------------------------------------------

def _tmpfs(path: Path, size: str) -> bool:
    """Mount a tmpfs of `size` at path (root with the right to mount), else False."""
    path.mkdir(parents=True, exist_ok=True)
    return subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)],
                          capture_output=True).returncode == 0


def disk_table(work: Path, questions: int = 60) -> dict:
    """A full disk and a read-only folder in the middle of a run: one line, exit status, nothing lost."""
    data = ensure_bundled()
    code, err = run_cli(scripted_args(data, "straight", questions, "loop"), work / "straight")
    reference = _rows(work / "straight" / "straight")
    out = {}
    full = work / "full"
    mounted = _tmpfs(full, "160k")
    try:
        how = "a 160 KB tmpfs" if mounted else "a 40 KB file-size limit (RLIMIT_FSIZE)"
        code, err = run_cli(scripted_args(data, "r", questions, "loop"), full, file_limit=None if mounted else 40_000)
        kept = _rows(full / "r")
        line = _one_line(code, err, "cannot write", "free space", "rerun the same run id")
        if mounted:
            subprocess.run(["mount", "-o", "remount,size=64m", str(full)], check=True)
        run_cli(scripted_args(data, "r", questions, "loop"), full)
        final = _rows(full / "r")
        lost = sum(final.get(k) != v for k, v in kept.items())
        out["full"] = {"line": line, "code": code, "kept": len(kept), "lost": lost, "same": final == reference}
        print(f"full disk ({how}): exit status {code}, {'one clear line' if line else 'NOT one clear line'}, "
              f"{len(kept)} of {questions} questions kept; after freeing space the rerun resumed: {lost} lost, "
              f"{'same' if final == reference else 'DIFFERENT'} records as an undisturbed run\n   "
              + (err.strip().splitlines() or [""])[-1][:300])
    finally:
        if mounted:
            subprocess.run(["umount", str(full)], capture_output=True)
    ro = work / "ro"
    folder = ro / "r"
    code, err = run_cli(scripted_args(data, "r", questions, "loop"), ro,
                        watch=when_stored(folder / "predictions.jsonl", questions // 4, lambda: make_read_only(folder)))
    kept = _rows(folder)
    line = _one_line(code, err, "cannot write", "make the folder writable again", "rerun the same run id")
    make_writable(folder)
    run_cli(scripted_args(data, "r", questions, "loop"), ro)
    final = _rows(folder)
    lost = sum(final.get(k) != v for k, v in kept.items())
    out["read_only"] = {"line": line, "code": code, "kept": len(kept), "lost": lost, "same": final == reference}
    print(f"folder made read-only after {questions // 4} questions: exit status {code}, "
          f"{'one clear line' if line else 'NOT one clear line'}, {len(kept)} questions kept; made writable, the "
          f"rerun resumed: {lost} lost, {'same' if final == reference else 'DIFFERENT'} records as an undisturbed "
          f"run\n   " + (err.strip().splitlines() or [""])[-1][:300])
    return out


# -- 11. model text Python warns about ------------------------------------------------------------------------------

def _warning_texts(n: int, seed: int = 0) -> list[str]:
    """Actions whose arguments hold what Python's tokenizer warns about: a number run into a keyword, bad escapes."""
    rng = random.Random(seed)
    bits = ["1and 2", "0x1for", "1if 2 else 3", "2or 0", "1in [1]", "0o7is 7", "'\\d'", "'\\w+'", "1_0not 1"]
    return [f"Thought: t\nAction: {rng.choice(['run_sql', 'finish', 'generate_sql'])}"
            f"[{{{rng.choice(['sql', 'answer', 'question'])!r}: {', '.join(rng.sample(bits, rng.randint(1, 3)))}}}]"
            for _ in range(n)]


def warnings_table(n: int = 2000) -> dict:
    """Parse n such texts in a fresh process (-W default) and count the warning lines on its stderr."""
    texts = _warning_texts(n)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(texts, f)
    code = ("import json, sys\nfrom nl2sql.methods.agent.actions import parse_action\n"
            "with open(sys.argv[1]) as f:\n    texts = json.load(f)\nfor t in texts:\n    parse_action(t)\n")
    probe = ("import ast, json, sys, warnings\nwarnings.simplefilter('always')\nn = 0\n"
             "with open(sys.argv[1]) as f:\n    texts = json.load(f)\nfor t in texts:\n    with warnings.catch_warnings(record=True) as w:\n"
             "        warnings.simplefilter('always')\n        try:\n            ast.parse(t.split('[', 1)[1][:-1])\n"
             "        except SyntaxError:\n            pass\n    n += bool(w)\nprint(n)\n")
    try:
        parsed = subprocess.run([sys.executable, "-W", "default", "-c", code, f.name], cwd=REPO_ROOT, capture_output=True,
                                text=True, timeout=600)
        raw = subprocess.run([sys.executable, "-c", probe, f.name], cwd=REPO_ROOT, capture_output=True, text=True,
                             timeout=600)
    finally:
        os.unlink(f.name)
    shown = sum("Warning" in ln for ln in parsed.stderr.splitlines())
    would = int(raw.stdout.strip() or 0)
    print(f"{n} actions whose arguments Python warns about ({would} of them warn when compiled as they are): "
          f"{shown} warning lines on stderr while the action parser reads them (exit status {parsed.returncode})")
    return {"texts": n, "would_warn": would, "shown": shown, "ok": parsed.returncode == 0}
