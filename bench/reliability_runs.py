"""Sections 6, 7 and 8 of bench/reliability.py: whole runs (the hostile model, SIGKILL and resume, bad CLI input)."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from nl2sql.data.dataset import ensure_bundled
from nl2sql.paths import REPO_ROOT
from nl2sql.testing.cli_runs import untimed

# -- 6. the hostile model -----------------------------------------------------------------------------------------

HOSTILE_BUDGET_S = 0.5  # small enough that the model-picks loop runs into it


def hostile_table(work: Path) -> dict:
    """Run the loop over the bundled questions under the hostile model; print and return the figures."""
    from nl2sql.config import RunConfig
    from nl2sql.data.dataset import load_dataset
    from nl2sql.runs.runner import run
    from nl2sql.store.runstore import backend_failed, read_jsonl
    from nl2sql.testing.hostile import HostileLLM

    data = ensure_bundled()
    questions = load_dataset(data)
    raising = frozenset(e.question.strip() for e in questions[5::40])  # every prompt of these fails
    out = {"questions": 0, "crashed": 0, "errors": 0, "max_elapsed_s": 0.0, "trace_line": 0, "rerun_calls": 0,
           "rerun_failed_only": True}
    print(f"{'tool_choice':<12} {'questions':>9} {'crashed':>7} {'errors':>6} {'time_budget':>11} "
          f"{'backend failed':>14} {'max elapsed':>11} {'over budget':>11} {'max trace line':>14}   rerun")
    for tool_choice in ("policy", "model"):
        cfg = RunConfig.from_dict(data_dir=str(data), backend="function", model="nl2sql.testing.hostile:HostileLLM",
                                  tool_choice=tool_choice, exec_timeout_s=0.05, question_budget_s=HOSTILE_BUDGET_S,
                                  run_id=f"hostile-{tool_choice}")
        llm = HostileLLM(raising)
        try:  # not scored: the scorer gives each slow join the hostile model wrote its own generous timeout
            res = run(cfg, llm=llm, out_root=work, progress=False, score=False)
        except Exception as exc:  # noqa: BLE001 - the figure this section exists for
            out["crashed"] += 1
            print(f"{tool_choice:<12} crashed: {type(exc).__name__}: {exc}")
            continue
        preds = read_jsonl(res.path / "predictions.jsonl")
        elapsed = max(p["elapsed_s"] for p in preds)
        errors = sum(p["stop_reason"] == "error" for p in preds)
        line = max(len(t) for t in (res.path / "traces.jsonl").read_text(encoding="utf-8").splitlines())
        failed = {p["question"].strip() for p in preds if backend_failed(p)}
        llm.calls, llm.questions = 0, []
        again = run(cfg, llm=llm, out_root=work, progress=False, score=False)
        only_failed = set(llm.questions) <= failed and again.reused == len(preds) - len(failed)
        out["questions"] += len(preds)
        out["errors"] += errors
        out["max_elapsed_s"] = max(out["max_elapsed_s"], elapsed)
        out["trace_line"] = max(out["trace_line"], line)
        out["rerun_calls"] += llm.calls
        out["rerun_failed_only"] &= only_failed
        print(f"{tool_choice:<12} {len(preds):>9} {0:>7} {errors:>6} "
              f"{sum(p['stop_reason'] == 'time_budget' for p in preds):>11} {len(failed):>14} {elapsed:>9.2f} s "
              f"{elapsed - HOSTILE_BUDGET_S:>+9.2f} s {line / 1e3:>11.0f} KB   {again.reused} reused, "
              f"{again.generated} generated again ({llm.calls} model calls, "
              f"{'only' if only_failed else 'NOT only'} for the questions the backend failed on)")
    print(f"wall budget {HOSTILE_BUDGET_S:g} s per question, exec_timeout_s 0.05 s")
    return out


# -- 7. SIGKILL and resume, a second process ---------------------------------------------------------------------

_KILLABLE = """
import sys
from nl2sql.config import RunConfig
from nl2sql.runs.runner import run
cfg = RunConfig.from_dict(data_dir=sys.argv[1], backend="function", model="nl2sql.testing.scripted:slow_answer",
                          limit=int(sys.argv[3]), run_id=sys.argv[4])
run(cfg, out_root=sys.argv[2], progress=False)
"""
_TABLES = ("metrics.csv", "tables.md", "tables.tex", "summary.csv", "predictions.sql")


def _run_files(folder: Path, run_id: str) -> dict[str, str]:
    """What two runs of one config must agree on: rows without timings, scores and tables (run names masked)."""
    from nl2sql.store.runstore import read_jsonl

    files = {name: json.dumps([untimed(r) for r in read_jsonl(folder / name)], sort_keys=True)
             for name in ("predictions.jsonl", "traces.jsonl")}
    files.update({n: (folder / n).read_text(encoding="utf-8").replace(run_id, "RUN") for n in _TABLES
                  if (folder / n).is_file()})
    return files


def sigkill_table(work: Path, kills: int, limit: int, seed: int = 0) -> dict:
    """Kill a real run at random moments, resume it, compare with a straight run; refuse a second process."""
    from nl2sql.config import RunConfig
    from nl2sql.runs.runner import run
    from nl2sql.store.runstore import RunLocked, read_jsonl

    data = ensure_bundled()
    cfg = RunConfig.from_dict(data_dir=str(data), backend="function", model="nl2sql.testing.scripted:slow_answer",
                              limit=limit)

    def start(run_id: str) -> subprocess.Popen:
        return subprocess.Popen([sys.executable, "-c", _KILLABLE, str(data), str(work), str(limit), run_id],
                                cwd=REPO_ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    began = time.perf_counter()
    straight = start("straight")
    refused = None  # a second process on the straight run's id, while it runs
    while straight.poll() is None and refused is None:
        if (work / "straight" / "predictions.jsonl").is_file():
            try:
                run(cfg.override(run_id="straight"), out_root=work, progress=False)
            except RunLocked:
                refused = True
            else:
                refused = False if straight.poll() is None else None  # it got in while that run was live: a bug
        time.sleep(0.05)
    straight.wait()
    took = time.perf_counter() - began
    expected = _run_files(work / "straight", "straight")
    rng = random.Random(seed)
    same = 0
    print(f"straight run: {limit} questions in {took:.1f} s (a subprocess); killing at random moments in it")
    for k in range(kills):
        run_id = f"killed-{k}"
        proc = start(run_id)
        time.sleep(rng.uniform(0.0, took))
        alive = proc.poll() is None
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        pred = work / run_id / "predictions.jsonl"
        done = len(read_jsonl(pred)) if pred.is_file() else 0
        run(cfg.override(run_id=run_id), out_root=work, progress=False)  # the resume
        ok = _run_files(work / run_id, run_id) == expected
        same += ok
        print(f"  kill {k + 1}: {'killed' if alive else 'already ended'} with {done} of {limit} questions stored; "
              f"resumed: {'byte-identical' if ok else 'DIFFERENT'}")
    print(f"resume byte-identical (timing fields aside): {same} of {kills}; a second process on a live run's id: "
          f"{'refused' if refused else 'NOT refused' if refused is False else 'not tried (the run ended first)'}")
    return {"kills": kills, "identical": same, "refused": bool(refused)}


# -- 8. bad input ----------------------------------------------------------------------------------------------

def _bad_input_problem(code: int, stdout: str, stderr: str, message: str | None, pattern) -> str | None:
    """What keeps one case's answer from being one clear line, or None."""
    lines = stderr.splitlines()
    if code != 2:
        return f"exit status {code}, not 2"
    if "Traceback" in stderr:
        return "a traceback"
    if len(lines) != 1 or not lines[0].startswith("error: "):
        return f"{len(lines)} lines on stderr, not one 'error: ...' line"
    if stdout:
        return "output on stdout"
    if message is None:
        return "no row in docs/bad-input.md"
    return None if pattern(message).search(lines[0]) else f"does not contain the documented {message!r}"


def bad_input_table(work: Path) -> dict:
    """Every case of docs/bad-input.md, run as tests/test_bad_input.py runs them; print each answer, count the clear."""
    from nl2sql.testing.bad_input import CASES, catalogue, message_pattern, run_catalogue

    documented = catalogue()
    work.mkdir(parents=True)
    outcomes, _ = run_catalogue(work, ensure_bundled())
    clear = 0
    for case in CASES:
        code, stdout, stderr = outcomes[case.name]
        problem = _bad_input_problem(code, stdout, stderr, documented.get(case.name), message_pattern)
        clear += problem is None
        shown = " | ".join(stderr.strip().splitlines()[-2:])[:100]
        print(f"{'ok ' if problem is None else 'BAD'} {case.name:<38} {code:>2}  {shown}"
              + (f"   <- {problem}" if problem else ""))
    print(f"{clear} of {len(CASES)} bad inputs exit with status 2 and one clear line")
    return {"cases": len(CASES), "clear": clear}
