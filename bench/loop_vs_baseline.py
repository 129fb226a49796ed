"""The ReAct loop against the single-shot baseline on a dataset: EX, compliance, steps, LLM calls, wall time.

    .venv/bin/python bench/loop_vs_baseline.py                       # bundled data, default model
    .venv/bin/python bench/loop_vs_baseline.py --data ../shared/spider --sample 48 --batch-size 16

Prints a summary and writes baseline.jsonl, loop.jsonl (with traces) and summary.json under --out.
The completion cache is off by default so the wall times are real (--cache turns it on).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from nl2sql.agent import react_sql_batch, results_summary
from nl2sql.baseline import run_baseline
from nl2sql.config import RunConfig
from nl2sql.data import load_dataset
from nl2sql.eval import evaluate
from nl2sql.llm import DEFAULT_MODEL, load
from nl2sql.paths import BUNDLED_DIR


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(BUNDLED_DIR))
    ap.add_argument("--split", default="dev")
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--sample", type=int, default=None, help="a seeded random sample of this many questions")
    ap.add_argument("--model", default=DEFAULT_MODEL)
    ap.add_argument("--backend", default="auto")
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--cache", action="store_true", help="use the completion cache (wall times then mean little)")
    ap.add_argument("--skip-baseline", action="store_true")
    ap.add_argument("--out", default="results/bench-loop-vs-baseline")
    ap.add_argument("--set", nargs="*", default=[], help="RunConfig overrides, key=value")
    args = ap.parse_args()

    cfg = RunConfig(data_dir=args.data, split=args.split, limit=args.limit, model=args.model, backend=args.backend,
                    batch_size=args.batch_size, llm_cache=args.cache, sample=args.sample).override(args.set)
    ds = load_dataset(cfg.data_dir, cfg.split, limit=cfg.limit, sample=cfg.sample, seed=cfg.seed)
    examples = ds.evaluable
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    cfg.to_json(out / "config.json")
    llm = load(cfg.model, cfg.backend, cache=cfg.llm_cache)
    print(f"{len(examples)} evaluable questions from {ds.root}; model {llm.name}; batch {cfg.batch_size}", flush=True)

    summary: dict = {"n": len(examples), "model": llm.name, "batch_size": cfg.batch_size}
    if not args.skip_baseline:
        t0 = time.perf_counter()
        preds = run_baseline(examples, llm, cfg=cfg)
        wall = time.perf_counter() - t0
        rep = evaluate(examples, [p.sql for p in preds], metrics=("VA", "EX"), tables=ds.tables)
        summary["baseline"] = {"EX": rep.accuracy("EX"), "VA": rep.accuracy("VA"), "wall_s": round(wall, 1),
                               "llm_calls_per_q": 1.0}
        with open(out / "baseline.jsonl", "w", encoding="utf-8") as f:
            for p in preds:
                f.write(json.dumps(p.__dict__, ensure_ascii=False) + "\n")
        print(f"baseline: EX {summary['baseline']['EX']:.3f} VA {summary['baseline']['VA']:.3f} "
              f"wall {wall:.0f} s", flush=True)

    done = []
    t0 = time.perf_counter()
    with open(out / "loop.jsonl", "w", encoding="utf-8") as f:
        def save(r) -> None:
            done.append(r)
            f.write(json.dumps(r.to_dict(), ensure_ascii=False) + "\n")
            f.flush()
            print(f"  [{len(done)}/{len(examples)}] {r.id} {r.stop_reason} steps={r.steps} calls={r.llm_calls} "
                  f"{time.perf_counter() - t0:.0f}s", flush=True)

        results = react_sql_batch(examples, llm, cfg, on_result=save)
    wall = time.perf_counter() - t0
    rep = evaluate(examples, [r.sql for r in results], metrics=("VA", "EX"), tables=ds.tables)
    s = results_summary(results)
    summary["loop"] = {"EX": rep.accuracy("EX"), "VA": rep.accuracy("VA"), "wall_s": round(wall, 1), **s}
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
