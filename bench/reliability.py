"""Reliability figures of SQL execution: interrupting runaway queries, memory caps, the adversarial corpus, fuzzing.

    python bench/reliability.py [--timeouts 0.5,1,2,5] [--fuzz-n 1000 | --fuzz-total 100000] [--gold]
                                [--spider ../shared/spider] [--sections 1,2,3,4,6,7,8,9,10,11]
                                [--fault-rates 0.1,0.6] [--server-questions 100] [--no-server-kills]

1. Time to an answer of a runaway query, as a multiple of its timeout: an endless recursive CTE, a 12-way
   cartesian join, a sort of one, and the single function calls no timeout can interrupt (LIKE and instr() on the
   longest values SQLITE_LIMIT_LENGTH allows, bounded by that limit alone; printf widths are refused before they
   run).
2. Peak memory (VmHWM of a fresh process, above its baseline) of blob, string and sort bombs with the caps of
   nl2sql.sql.db.execute and without them (a plain read-only sqlite3 connection).
3. The adversarial corpus (nl2sql/testing/adversarial.py) on a copy of a bundled database: statements tried, writes
   escaped, files created, the slowest answer over its timeout.
4. Fuzzing (nl2sql/testing/fuzz_properties.py, bench/fuzz.py for the long campaign): inputs, failures, inputs/s;
   --fuzz-n inputs per property, or --fuzz-total inputs shared out over the properties.
5. With --gold: every gold query of Spider dev and train (train_spider_syn.json) executed under the limits, raw
   and as the scorer prepares it, against the same query on a connection without limits.
6. The whole loop under the hostile model of nl2sql/testing/hostile.py on the bundled questions, tool_choice "policy"
   and "model": crashed runs, questions ending with stop_reason "error", the most a question ran over its wall
   budget, the largest trace line, and what a rerun generates again.
7. Runs that survive: --kills runs of the scripted model on the bundled data (a real subprocess) killed with
   SIGKILL at a random moment and resumed, each compared with an uninterrupted run (predictions.jsonl and
   traces.jsonl without their timing fields, metrics and tables); and a second process on a live run's id.
8. Bad input: every row of docs/bad-input.md through the CLI as tests/test_bad_input.py runs it (subprocesses in a
   scratch folder): exit status 2, one stderr line "error: ...", no traceback, the documented message.
9. A failing model server (nl2sql/testing/fault_server.py): the baseline, the loop and the candidate agent on --server-questions
   bundled questions at each of --fault-rates, every fault kind in the mix; records lost or doubled, per-question
   errors and their faults, attempts, Retry-After, wall time against its bound, SIGKILL and resume against the same
   flaky server, resume on the healthy server; an outage shorter and one longer than http_outage_s.
10. The results folder: a full disk and a folder made read-only mid-run (one line, exit status, nothing lost).
11. Model text Python's compiler warns about, through the action parser: warning lines on stderr.

It ends with one table: each reliability goal, the figure this run measured, PASS or FAIL. The sections live in
bench/reliability_sql.py (1, 2, 3, 5), bench/reliability_runs.py (6, 7, 8) and bench/fuzz.py (4); this file parses
the options, runs the sections and scores the goals; sections 9 to 11 live in bench/reliability_server.py.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

# The sections' modules sit beside this script (its folder is the first place Python looks).
from reliability_runs import bad_input_table, hostile_table, sigkill_table
from reliability_server import disk_table, server_table, warnings_table
from reliability_sql import copy_db, corpus_table, gold_table, interrupt_table, memory_table

from nl2sql.paths import default_spider_dir
from nl2sql.sql.db import current_limits

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
        *server_goals(got),
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


def server_goals(got: dict) -> list[tuple]:
    """The goals of sections 9, 10 and 11 (a failing model server, the results folder, warnings)."""
    s = got.get(9) if isinstance(got.get(9), dict) else {}
    ra = s.get("retry_after")

    def folder(key: str) -> tuple[str, bool]:
        f = got[10][key]
        return (f"{'1 line' if f['line'] else 'NOT 1 line'}, exit {f['code']}, {f['lost']} lost",
                f["line"] and f["lost"] == 0 and f["same"])

    return [
        ("flaky server: dead runs / runs", "0", (9,), lambda: (f"{s['dead']} / {s['runs']}", s["dead"] == 0)),
        ("records stored / lost / twice", "all / 0 / 0", (9,),
         lambda: (f"{s['stored']} / {s['expected'] - s['stored']} / {s['duplicates']}",
                  s["stored"] == s["expected"] and s["duplicates"] == 0)),
        ("per-question errors naming their faults", "all", (9,),
         lambda: (f"{s['named']} of {s['errors']}", s["named"] == s["errors"])),
        ("most attempts of one request", "<= http_retries+1", (9,),
         lambda: (f"{s['most_attempts']}", 0 < s["most_attempts"] <= s["retries"] + 1)),
        ("wait after Retry-After / asked", ">= 1.00x", (9,),
         lambda: ("-" if ra is None else f"{ra:.3f}x", ra is not None and ra >= 1.0)),
        ("slowest request / its bound", "<= bound", (9,),
         lambda: (f"{s['slowest_s']:.1f} / {s['bound_s']:.1f} s", s["slowest_s"] <= s["bound_s"])),
        ("run wall time / its bound (worst run)", "<= 1.00", (9,),
         lambda: (f"{s['wall_ratio']:.2f}", s["wall_ratio"] <= 1.0)),
        ("SIGKILL + resume = undisturbed (modulo errors)", "all", (9,),
         lambda: (f"{s['kills_same']} of {s['kills']}", s["kills_same"] == s["kills"])),
        ("resumed on healthy server: errors / as healthy", "0 / all", (9,),
         lambda: (f"{s['resumed_errors']} / {s['resumed_same']} of {s['resumed']}",
                  s["resumed_errors"] == 0 and s["resumed_same"] == s["resumed"])),
        ("outage < http_outage_s: errors, outages waited", "0, >= 1", (9,),
         lambda: (f"{s['short_errors']}, {s['short_outages']}",
                  s["short_errors"] == 0 and s["short_outages"] >= 1 and s["short_same"])),
        ("outage > http_outage_s: 1 line, resumed errors", "yes, 0", (9,),
         lambda: (f"{'yes' if s['long_line'] else 'no'}, {s['long_resumed_errors']}",
                  s["long_line"] and s["long_resumed_errors"] == 0 and s["long_same"])),
        ("full disk: one line, nothing lost", "yes", (10,), lambda: folder("full")),
        ("read-only folder: one line, nothing lost", "yes", (10,), lambda: folder("read_only")),
        ("warnings from parsing model text on stderr", "0", (11,),
         lambda: (f"{got[11]['shown']} ({got[11]['would_warn']} would)", got[11]["shown"] == 0 and got[11]["ok"])),
    ]


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
    ap.add_argument("--sections", default="1,2,3,4,6,7,8,9,10,11", help="which sections to run (5 is --gold)")
    ap.add_argument("--fault-rates", default="0.1,0.6", help="section 9: shares of requests the server faults")
    ap.add_argument("--server-questions", type=int, default=100, help="section 9: questions of each run")
    ap.add_argument("--no-server-kills", action="store_true", help="section 9 without its SIGKILL-and-resume runs")
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

        from nl2sql.testing.fuzz_properties import PROPERTIES

        names = list(PROPERTIES)
        return run_fuzz(spread(args.fuzz_total, names) if args.fuzz_total else args.fuzz_n, names)

    try:
        db = copy_db(work)
        section(1, "time to an answer of a runaway query", lambda: interrupt_table(db, timeouts))
        section(2, "peak memory above a fresh process's baseline", lambda: memory_table(db))
        section(3, "adversarial corpus (nl2sql/testing/adversarial.py)", lambda: corpus_table(db))
        section(4, "fuzzing (nl2sql/testing/fuzz_properties.py)", fuzz)
        section(5, "Spider gold queries under the limits", lambda: gold_table(Path(args.spider)))
        section(6, "the hostile model (nl2sql/testing/hostile.py) on the bundled questions",
                lambda: hostile_table(work / "hostile"))
        section(7, "SIGKILL at a random moment, then resume; a second process on one run id",
                lambda: sigkill_table(work / "kills", args.kills, args.kill_limit))
        section(8, "bad input (docs/bad-input.md, tests/test_bad_input.py)",
                lambda: bad_input_table(work / "bad-input"))
        section(9, "a failing model server (nl2sql/testing/fault_server.py)",
                lambda: server_table(work / "server", [float(r) for r in args.fault_rates.split(",")],
                                     args.server_questions, kills=not args.no_server_kills))
        section(10, "the results folder: a full disk, a folder made read-only mid-run", lambda: disk_table(work / "disk"))
        section(11, "model text Python's compiler warns about", warnings_table)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"\n== summary (wall time {time.perf_counter() - began:.0f} s: "
          + ", ".join(f"section {n} {t:.0f} s" for n, t in took.items()) + ")")
    return 0 if summary_table(goals(got)) else 1


if __name__ == "__main__":
    sys.exit(main())
