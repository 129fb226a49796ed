"""Time scoring real predictions of a Spider split: one process versus all cores.

    python bench/eval_speed.py [--spider ../shared/spider] [--split tune] [--pred FILE] [--workers N] [--ts-k K]

By default the committed baseline's predictions on the tune split (training questions: no speed rule is shaped on
dev questions); `--split dev --pred FILE` times a file of dev predictions, the official evaluator's fixture say.

Scores EX+EM, then EX+EM+TS, each with 1 worker and with N workers (default: every core), and
prints absolute seconds and the speed-up ratio. Every timed run starts from an empty gold-result
cache (gold queries really execute); the TS suites are built once beforehand (timed apart), as a
rerun would find them cached. Runs in a temporary cache directory, leaving the user's alone.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import tempfile
import time
from pathlib import Path


from nl2sql.data.dataset import load_dataset
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate, read_predictions
from nl2sql.eval.gold_cache import GOLD_MEMO
from nl2sql.paths import REPO_ROOT, default_spider_dir

DEFAULT_PRED = REPO_ROOT / "results" / "reference" / "robustness" / "tune" / "baseline" / "predictions.sql"


def _cpu_s() -> float:
    """CPU seconds used so far by this process and its finished children."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def timed_run(ds, preds, metrics, workers: int, ts_k: int | None, cache: Path) -> tuple[float, float, object]:
    """One evaluation from a cold gold cache (memo and disk), suites already built: wall s, CPU s, report."""
    shutil.rmtree(cache / "gold_results", ignore_errors=True)
    GOLD_MEMO.clear()
    cpu, start = _cpu_s(), time.perf_counter()
    report = evaluate(ds, preds, EvalOptions(ScoringOptions(metrics=metrics, ts_k=ts_k), workers=workers))
    return time.perf_counter() - start, _cpu_s() - cpu, report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--spider", default=str(default_spider_dir()))
    ap.add_argument("--split", default="tune")
    ap.add_argument("--pred", default=str(DEFAULT_PRED), help="one SQL per line, the split's questions in order")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--ts-k", type=int, default=None, help="replicas per database (default: the builder's)")
    ap.add_argument("--repeat", type=int, default=1, help="runs per setting; the fastest is reported")
    args = ap.parse_args(argv)

    cache = Path(tempfile.mkdtemp(prefix="nl2sql-evalbench-"))
    os.environ["NL2SQL_CACHE"] = str(cache)
    try:
        ds = load_dataset(args.spider, args.split)
        preds = read_predictions(args.pred, expected=len(ds))
        load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        print(f"{len(ds.evaluable)} evaluable of {len(ds)} Spider {args.split} questions; {args.workers} workers "
              f"(os.cpu_count() = {os.cpu_count()}, load average {load}: busy cores shrink the speed-up)")

        asked = ScoringOptions(metrics=["TS"], ts_k=args.ts_k)
        start = time.perf_counter()
        evaluate(ds, [e.gold_sql for e in ds], EvalOptions(asked, workers=args.workers))
        print(f"TS suites built once (cached afterwards): {time.perf_counter() - start:.1f} s "
              f"with {args.workers} workers\n")

        n = args.workers
        print(f"{'metrics':<12} {'1 process':>11} {f'{n} processes':>14} {'speed-up':>9} "
              f"{'CPU s (1 / ' + str(n) + ')':>16}   EX     EM     TS")
        for metrics in (("EX", "EM"), ("EX", "EM", "TS")):
            wall, cpu = {}, {}
            for w in (1, n):
                runs = [timed_run(ds, preds, metrics, w, args.ts_k, cache) for _ in range(args.repeat)]
                best = min(runs, key=lambda r: r[0])
                wall[w], cpu[w], report = best
            acc = "  ".join(_fmt(report.accuracy(m)) for m in ("EX", "EM", "TS"))
            print(f"{'+'.join(metrics):<12} {wall[1]:>9.2f} s {wall[n]:>12.2f} s {wall[1] / wall[n]:>8.2f}x "
                  f"{cpu[1]:>8.1f} / {cpu[n]:<5.1f}   {acc}")
        print("\n" + report.table())
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    return 0


def _fmt(v: float | None) -> str:
    return "  n/a" if v is None else f"{v:.3f}"


if __name__ == "__main__":
    raise SystemExit(main())
