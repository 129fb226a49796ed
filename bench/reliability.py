"""Reliability figures of SQL execution: interrupting runaway queries, memory caps, the adversarial corpus, fuzzing.

    python bench/reliability.py [--timeouts 0.5,1,2,5] [--fuzz-n 1000 | --fuzz-total 100000] [--gold]
                                [--spider ../shared/spider] [--sections 1,2,3,4,6,7,8]

1. Time to an answer of a runaway query, as a multiple of its timeout: an endless recursive CTE, a 12-way
   cartesian join, a sort of one, and the single function calls no timeout can interrupt (LIKE and instr() on the
   longest values SQLITE_LIMIT_LENGTH allows, bounded by that limit alone; printf widths are refused before they
   run).
2. Peak memory (VmHWM of a fresh process, above its baseline) of blob, string and sort bombs with the caps of
   nl2sql.sql.db.execute and without them (a plain read-only sqlite3 connection).
3. The adversarial corpus of tests/test_adversarial.py on a copy of a bundled database: statements tried, writes
   escaped, files created, the slowest answer over its timeout.
4. Fuzzing (tests/fuzz_properties.py, bench/fuzz.py for the long campaign): inputs, failures, inputs/s;
   --fuzz-n inputs per property, or --fuzz-total inputs shared out over the properties.
5. With --gold: every gold query of Spider dev and train (train_spider_syn.json) executed under the limits, raw
   and as the scorer prepares it, against the same query on a connection without limits.
6. The whole loop under the hostile model of tests/hostile_llm.py on the bundled questions, tool_choice "policy"
   and "model": crashed runs, questions ending with stop_reason "error", the most a question ran over its wall
   budget, the largest trace line, and what a rerun generates again.
7. Runs that survive: --kills runs of the scripted model on the bundled data (a real subprocess) killed with
   SIGKILL at a random moment and resumed, each compared with an uninterrupted run (predictions.jsonl and
   traces.jsonl without their timing fields, metrics and tables); and a second process on a live run's id.
8. Bad input: every row of docs/bad-input.md through the CLI as tests/test_bad_input.py runs it (subprocesses in a
   scratch folder): exit status 2, one stderr line "error: ...", no traceback, the documented message.

It ends with one table: each reliability goal, the figure this run measured, PASS or FAIL.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "bench")]

from nl2sql.data.dataset import ensure_bundled  # noqa: E402
from nl2sql.paths import default_spider_dir  # noqa: E402
from nl2sql.sql.db import current_limits, execute  # noqa: E402

DB_ID = "concerts"
TABLE = "artist"


def _copy_db(work: Path) -> Path:
    ensure_bundled()
    db = work / f"{DB_ID}.sqlite"
    shutil.copy(ROOT / "data" / "mini" / "database" / DB_ID / f"{DB_ID}.sqlite", db)
    return db


# -- 1. interrupting -----------------------------------------------------------------------------------------

def runaway_queries() -> dict[str, str]:
    """Queries that run until stopped; the last two are single calls the progress handler cannot enter."""
    n = current_limits().length // 2 - 1  # hex() doubles: values just under the length limit
    cross = ", ".join(f"{TABLE} t{i}" for i in range(12))
    return {
        "recursive CTE": "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n",
        "cartesian join": f"SELECT count(*) FROM {cross}",
        "sorted join": f"SELECT t0.name FROM {cross} ORDER BY random()",
        "LIKE, longest value": f"SELECT hex(zeroblob({n})) LIKE '%' || hex(zeroblob(499)) || '1'",
        "instr, longest values": f"SELECT instr(hex(zeroblob({n})) || '1', hex(zeroblob({n // 2})) || '1')",
        "printf precision": "SELECT printf('%.*c', 2000000000, 'x')",
    }


def interrupt_table(db: Path, timeouts: list[float]) -> float:
    """Print seconds to an answer and the multiple of the timeout; return the worst multiple."""
    print(f"{'query':<20} " + " ".join(f"{f'timeout {t:g} s':>18}" for t in timeouts) + "   answer")
    worst = 0.0
    for name, sql in runaway_queries().items():
        cells, answer = [], ""
        for t in timeouts:
            start = time.perf_counter()
            res = execute(db, sql, timeout_s=t)
            took = time.perf_counter() - start
            cells.append(f"{took:7.2f} s ({took / t:4.2f}x)")
            answer = (res.error or f"{len(res.rows)} rows")[:60]
            worst = max(worst, took / t)
        print(f"{name:<20} " + " ".join(f"{c:>18}" for c in cells) + f"   {answer}")
    return worst


# -- 2. memory ------------------------------------------------------------------------------------------------

_PROBE = r"""
import json, re, sqlite3, sys
from pathlib import Path
def hwm():
    return int(re.search(r"VmHWM:\s*(\d+)", Path("/proc/self/status").read_text()).group(1)) / 1024
capped, db, sql = sys.argv[1] == "capped", sys.argv[2], sys.argv[3]
from nl2sql.sql.db import execute
base = hwm()
if capped:
    res = execute(db, sql, timeout_s=60)
    outcome = res.error or f"{len(res.rows)} rows"
else:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        rows = conn.execute(sql).fetchall()
        outcome = f"{len(rows)} rows"
    except (sqlite3.Error, MemoryError) as exc:
        outcome = f"{type(exc).__name__}: {exc}"
print(json.dumps({"peak_mb": hwm() - base, "outcome": outcome[:70]}))
"""


def bombs() -> dict[str, str]:
    """Queries whose answer is as big as their author likes (sized so the uncapped run fits a shared machine)."""
    rows = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n LIMIT {k}) "
    return {
        "zeroblob(2e8)": "SELECT zeroblob(200000000)",
        "string doubling to 128 MB": "WITH RECURSIVE s(x, k) AS (SELECT 'a', 0 UNION ALL SELECT x || x, k + 1 FROM s "
                                     "WHERE k < 27) SELECT max(length(x)) FROM s",
        "1000 rows of 0.9 MB": rows.format(k=1000) + "SELECT randomblob(900000) FROM n",
        # Uncapped, SQLite spills this sort to temporary files (about 1 GB of disk); capped, it sorts in memory
        # up to the heap cap.
        "sort of 6M rows (spills)": rows.format(k=6_000_000) + "SELECT count(*) FROM (SELECT x, randomblob(100) "
                                                               "FROM n ORDER BY random())",
    }


def memory_table(db: Path) -> float:
    """Print peak memory with and without the caps; return the largest capped peak (MB above baseline)."""
    cap = current_limits()
    print(f"memory cap {cap.memory_mb} MB: SQLite heap {cap.heap_bytes >> 20} MB, rows {cap.result_bytes >> 20} MB, "
          f"values {cap.length:,} bytes")
    print(f"{'query':<27} {'capped':>10} {'uncapped':>10}   capped answer / uncapped answer")
    worst = 0.0
    for name, sql in bombs().items():
        out = {}
        for how in ("capped", "uncapped"):
            proc = subprocess.run([sys.executable, "-c", _PROBE, how, str(db), sql], capture_output=True, text=True,
                                  timeout=600, cwd=ROOT)
            out[how] = json.loads(proc.stdout) if proc.returncode == 0 else {"peak_mb": float("nan"),
                                                                            "outcome": proc.stderr[-70:]}
        worst = max(worst, out["capped"]["peak_mb"])
        print(f"{name:<27} {out['capped']['peak_mb']:>7.0f} MB {out['uncapped']['peak_mb']:>7.0f} MB   "
              f"{out['capped']['outcome']} / {out['uncapped']['outcome']}")
    return worst


# -- 3. the adversarial corpus --------------------------------------------------------------------------------

def corpus_table(db: Path, timeout_s: float = 0.5) -> dict:
    """Run tests/test_adversarial.py's corpus through execute; count escapes, created files, the slowest answer."""
    import hashlib

    from test_adversarial import corpus

    from nl2sql.sql.schema import read_schema

    schema = read_schema(db, DB_ID)
    table = schema.tables[0]
    entries = corpus(db, db.parent, table.name, table.columns[0].name)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    files = sorted(p.name for p in db.parent.iterdir())
    worst, refused = 0.0, 0
    for e in entries:
        start = time.perf_counter()
        res = execute(db, e.sql, timeout_s=timeout_s, max_rows=1000)
        worst = max(worst, (time.perf_counter() - start) / timeout_s)
        refused += not res.ok
    changed = hashlib.sha256(db.read_bytes()).hexdigest() != before
    created = len(set(p.name for p in db.parent.iterdir()) - set(files))
    print(f"statements {len(entries)}, refused or failed {refused}, writes escaped {int(changed)}, "
          f"files created {created}, slowest answer {worst:.2f}x its {timeout_s:g} s timeout")
    return {"statements": len(entries), "escaped": int(changed), "created": created, "worst": worst}


# -- 5. gold queries under the limits ---------------------------------------------------------------------------

def gold_table(spider: Path) -> None:
    """Every Spider gold query (dev, train_spider_syn) under the limits vs without them."""
    from nl2sql.eval.execution import prepare_sql, run_for_scoring

    for name in ("dev.json", "train_spider_syn.json"):
        path = spider / name
        if not path.is_file():
            print(f"{name}: not found under {spider}")
            continue
        ran = same = both_fail = only_limited = no_db = 0
        start = time.perf_counter()
        for ex in json.loads(path.read_text(encoding="utf-8")):
            db = spider / "database" / ex["db_id"] / f"{ex['db_id']}.sqlite"
            if not db.is_file():
                no_db += 1
                continue
            plain = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)
            plain.text_factory = lambda b: b.decode("utf-8", errors="ignore")
            for sql in (ex["query"], prepare_sql(ex["query"])):
                ran += 1
                limited = run_for_scoring(db, sql)
                try:
                    free = plain.execute(sql).fetchall()
                except sqlite3.Error:
                    free = None
                if limited.ok and free is not None:
                    same += limited.rows == free
                elif free is None and not limited.ok:
                    both_fail += 1
                elif not limited.ok:
                    only_limited += 1
                    print(f"  fails only under the limits: {ex['db_id']}: {sql} ({limited.error})")
            plain.close()
        print(f"{name}: {ran} executions (raw and prepared) of {ran // 2} gold queries in "
              f"{time.perf_counter() - start:.1f} s: {same} same rows with and without limits, {only_limited} fail "
              f"only under the limits, {both_fail} fail either way (broken gold SQL); {no_db} without a database")


# -- 6. the hostile model -----------------------------------------------------------------------------------------

HOSTILE_BUDGET_S = 0.5  # small enough that the model-picks loop runs into it


def hostile_table(work: Path) -> dict:
    """Run the loop over the bundled questions under tests/hostile_llm.py; print and return the figures."""
    from hostile_llm import HostileLLM

    from nl2sql.config import RunConfig
    from nl2sql.data.dataset import load_dataset
    from nl2sql.runs.runner import run
    from nl2sql.store.runstore import backend_failed, read_jsonl

    data = ensure_bundled()
    questions = load_dataset(data)
    raising = frozenset(e.question.strip() for e in questions[5::40])  # every prompt of these fails
    out = {"questions": 0, "crashed": 0, "errors": 0, "max_elapsed_s": 0.0, "trace_line": 0, "rerun_calls": 0,
           "rerun_failed_only": True}
    print(f"{'tool_choice':<12} {'questions':>9} {'crashed':>7} {'errors':>6} {'time_budget':>11} "
          f"{'backend failed':>14} {'max elapsed':>11} {'over budget':>11} {'max trace line':>14}   rerun")
    for tool_choice in ("policy", "model"):
        cfg = RunConfig.from_dict(data_dir=str(data), backend="function", model="hostile_llm:HostileLLM",
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
cfg = RunConfig.from_dict(data_dir=sys.argv[1], backend="function", model="scripted_llm:slow_answer",
                          limit=int(sys.argv[3]), run_id=sys.argv[4])
run(cfg, out_root=sys.argv[2], progress=False)
"""
_TIMING = frozenset({"elapsed_s", "latency_s", "wall_s"})
_TABLES = ("metrics.csv", "tables.md", "tables.tex", "summary.csv", "predictions.sql")


def _untimed(value):
    """A JSON value without its timing fields (they differ between any two runs)."""
    if isinstance(value, dict):
        return {k: _untimed(v) for k, v in value.items() if k not in _TIMING}
    if isinstance(value, list):
        return [_untimed(v) for v in value]
    return value


def _run_files(folder: Path, run_id: str) -> dict[str, str]:
    """What two runs of one config must agree on: rows without timings, scores and tables (run names masked)."""
    from nl2sql.store.runstore import read_jsonl

    files = {name: json.dumps([_untimed(r) for r in read_jsonl(folder / name)], sort_keys=True)
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
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests"),
                                                        os.environ.get("PYTHONPATH", "")])}
    cfg = RunConfig.from_dict(data_dir=str(data), backend="function", model="scripted_llm:slow_answer", limit=limit)

    def start(run_id: str) -> subprocess.Popen:
        return subprocess.Popen([sys.executable, "-c", _KILLABLE, str(data), str(work), str(limit), run_id],
                                env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

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
    """Every case of tests/test_bad_input.py, run as its test runs them; print each answer, count clear lines."""
    from test_bad_input import CASES, _pattern, catalogue, run_catalogue

    documented = catalogue()
    work.mkdir(parents=True)
    outcomes, _ = run_catalogue(work, ensure_bundled())
    clear = 0
    for case in CASES:
        code, stdout, stderr = outcomes[case.name]
        problem = _bad_input_problem(code, stdout, stderr, documented.get(case.name), _pattern)
        clear += problem is None
        shown = " | ".join(stderr.strip().splitlines()[-2:])[:100]
        print(f"{'ok ' if problem is None else 'BAD'} {case.name:<38} {code:>2}  {shown}"
              + (f"   <- {problem}" if problem else ""))
    print(f"{clear} of {len(CASES)} bad inputs exit with status 2 and one clear line")
    return {"cases": len(CASES), "clear": clear}


# -- the summary ---------------------------------------------------------------------------------------------------

FUZZ_GOAL = 100_000  # inputs without an unexpected exception


@dataclass(frozen=True)
class Goal:
    """One row of the summary: a figure this run measured against its goal; ok is None where it did not run."""

    figure: str
    value: str
    goal: str
    ok: bool | None


def goals(got: dict) -> list[Goal]:
    """The reliability goals with this run's figures (got: what each section returned, or the exception it raised)."""
    cap = current_limits().memory_mb

    def ratios() -> list[float]:
        return [x for x in (got.get(1), got.get(3, {}).get("worst")) if x is not None]

    def fuzz_ok(f: dict) -> bool:
        return f["inputs"] >= FUZZ_GOAL and f["failures"] == 0 and f["db_unchanged"]

    def kill_same(k: dict) -> bool:
        return k["identical"] == k["kills"]

    table = [  # figure, goal, the sections it comes from, (value, met) from got
        ("statements tried (adversarial corpus)", ">= 60", (3,),
         lambda: (f"{got[3]['statements']}", got[3]["statements"] >= 60)),
        ("writes escaped", "0", (3,), lambda: (f"{got[3]['escaped']}", got[3]["escaped"] == 0)),
        ("files created", "0", (3,), lambda: (f"{got[3]['created']}", got[3]["created"] == 0)),
        ("max time over timeout (runaways, corpus)", "<= 2.0x", (1, 3),
         lambda: (f"{max(ratios()):.2f}x", max(ratios()) <= 2.0)),
        ("peak RSS above baseline (worst capped bomb)", f"< cap {cap} MB", (2,),
         lambda: (f"{got[2]:.0f} MB", got[2] < cap)),
        ("fuzz inputs / unexpected exceptions", f">= {FUZZ_GOAL:,} / 0", (4,),
         lambda: (f"{got[4]['inputs']:,} / {got[4]['failures']}", fuzz_ok(got[4]))),
        ("resume after SIGKILL byte-identical", "yes", (7,),
         lambda: (f"{'yes' if kill_same(got[7]) else 'no'} ({got[7]['identical']} of {got[7]['kills']})",
                  kill_same(got[7]))),
        ("concurrent run refused", "yes", (7,), lambda: ("yes" if got[7]["refused"] else "no", got[7]["refused"])),
        ("bad inputs with one clear line / total", "all", (8,),
         lambda: (f"{got[8]['clear']} / {got[8]['cases']}", got[8]["clear"] == got[8]["cases"])),
    ]
    rows = []
    for figure, goal, sections, measured in table:
        crashed = [n for n in sections if isinstance(got.get(n), BaseException)]
        if crashed:
            rows.append(Goal(figure, f"section {crashed[0]} crashed", goal, False))
        elif not any(n in got for n in sections):
            rows.append(Goal(figure, "not run", goal, None))
        else:
            value, met = measured()
            rows.append(Goal(figure, value, goal, bool(met)))
    return rows


def summary_table(rows: list[Goal]) -> bool:
    """Print the goals with PASS, FAIL or "-" (not run) and a total; return whether every goal that ran passed."""
    passed = sum(g.ok is True for g in rows)
    failed = sum(g.ok is False for g in rows)
    skipped = len(rows) - passed - failed
    total = Goal("total", f"{passed} of {len(rows)} PASS" + (f", {skipped} not run" if skipped else ""),
                 f"{len(rows)} of {len(rows)}", False if failed else None if skipped else True)
    width = max(len(g.figure) for g in rows)
    print(f"{'figure':<{width}}  {'value':>24}  {'goal':>16}  result")
    for g in [*rows, total]:
        result = "-" if g.ok is None else "PASS" if g.ok else "FAIL"
        print(f"{g.figure:<{width}}  {g.value:>24}  {g.goal:>16}  {result}")
    return failed == 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--timeouts", default="0.5,1,2,5", help="comma-separated timeouts in seconds")
    ap.add_argument("--fuzz-n", type=int, default=1000, help="fuzz inputs per property (default 1000, a quick run)")
    ap.add_argument("--fuzz-total", type=int, default=None,
                    help=f"fuzz inputs in all, shared out over the properties (the goal: {FUZZ_GOAL}); "
                         "overrides --fuzz-n")
    ap.add_argument("--gold", action="store_true", help="also run every Spider gold query under the limits")
    ap.add_argument("--spider", default=str(default_spider_dir()))
    ap.add_argument("--kills", type=int, default=5, help="SIGKILL-and-resume trials (section 7)")
    ap.add_argument("--kill-limit", type=int, default=40, help="questions of each killed run (section 7)")
    ap.add_argument("--sections", default="1,2,3,4,6,7,8", help="which sections to run (5 is --gold)")
    args = ap.parse_args(argv)
    timeouts = [float(t) for t in args.timeouts.split(",")]
    sections = {int(x) for x in args.sections.split(",") if x.strip()} | ({5} if args.gold else set())
    if args.fuzz_total is not None and args.fuzz_total < 1:
        ap.error(f"--fuzz-total must be a positive number of inputs, got {args.fuzz_total}")

    got: dict[int, object] = {}  # what each section returned, for the summary
    took: dict[int, float] = {}
    began = time.perf_counter()
    work = Path(tempfile.mkdtemp(prefix="nl2sql-reliability-"))

    def section(number: int, title: str, measure) -> None:
        if number not in sections:
            return
        print(f"\n== {number}. {title}", flush=True)
        start = time.perf_counter()
        try:
            got[number] = measure()
        except Exception as exc:  # noqa: BLE001 - shown, and a FAIL in the summary; the other sections still run
            traceback.print_exc(file=sys.stdout)
            got[number] = exc
        took[number] = time.perf_counter() - start

    def fuzz() -> dict:
        from fuzz import run_fuzz, spread
        from fuzz_properties import PROPERTIES

        names = list(PROPERTIES)
        return run_fuzz(spread(args.fuzz_total, names) if args.fuzz_total else args.fuzz_n, names)

    try:
        db = _copy_db(work)
        section(1, "time to an answer of a runaway query", lambda: interrupt_table(db, timeouts))
        section(2, "peak memory above a fresh process's baseline", lambda: memory_table(db))
        section(3, "adversarial corpus (tests/test_adversarial.py)", lambda: corpus_table(db))
        section(4, "fuzzing (tests/fuzz_properties.py)", fuzz)
        section(5, "Spider gold queries under the limits", lambda: gold_table(Path(args.spider)))
        section(6, "the hostile model (tests/hostile_llm.py) on the bundled questions",
                lambda: hostile_table(work / "hostile"))
        section(7, "SIGKILL at a random moment, then resume; a second process on one run id",
                lambda: sigkill_table(work / "kills", args.kills, args.kill_limit))
        section(8, "bad input (docs/bad-input.md, tests/test_bad_input.py)",
                lambda: bad_input_table(work / "bad-input"))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"\n== summary (wall time {time.perf_counter() - began:.0f} s: "
          + ", ".join(f"section {n} {t:.0f} s" for n, t in took.items()) + ")")
    return 0 if summary_table(goals(got)) else 1


if __name__ == "__main__":
    sys.exit(main())
