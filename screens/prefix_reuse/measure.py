"""Prefix reuse on and off, in one run: wall time of the loop (and the baseline) and whether outputs agree.

    .venv/bin/python screens/prefix_reuse/measure.py                          # 8 tune questions (else bundled), default model
    .venv/bin/python screens/prefix_reuse/measure.py --sample 16 --batch-size 16

The completion cache is off, so every call really runs. With reuse each call prefills only the tokens no
earlier call computed: the loop resends its whole history every step, and questions on one database share
the schema. Prints seconds, the ratio, prompt tokens computed vs reused, and how many SQL answers match.
"""

from __future__ import annotations

import argparse
import time

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.llm import DEFAULT_MODEL, load
from nl2sql.methods.agent import react_sql_batch
from nl2sql.methods.baseline import run_baseline
from nl2sql.paths import default_bench_data


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    data, split = default_bench_data()  # Spider's tune split where present: no speed rule is shaped on dev
    ap.add_argument("--data", default=str(data))
    ap.add_argument("--split", default=split)
    ap.add_argument("--limit", type=int, default=8)
    ap.add_argument("--sample", type=int, default=None, help="a seeded random sample instead of the first --limit")
    ap.add_argument("--model", default=DEFAULT_MODEL)
    ap.add_argument("--batch-size", type=int, default=8)
    ap.add_argument("--methods", default="baseline,loop")
    args = ap.parse_args()

    cfg = RunConfig(data_dir=args.data, model=args.model, batch_size=args.batch_size, llm_cache=False)
    ds = load_dataset(cfg.data_dir, args.split, limit=None if args.sample else args.limit, sample=args.sample)
    examples = ds.evaluable
    llm = load(cfg.model, cache=False, batch_size=cfg.batch_size)
    pc = llm.prefix_cache
    print(f"{len(examples)} questions from {ds.root}; model {llm.name} ({llm.dtype_name}); batch {cfg.batch_size}")

    def solve(method: str) -> list[str]:
        if method == "baseline":
            return [p.sql for p in run_baseline(examples, llm, cfg)]
        return [r.sql for r in react_sql_batch(examples, llm, cfg)]

    for method in args.methods.split(","):
        timings, answers = {}, {}
        for reuse in (False, True):
            pc.clear()
            pc.max_tokens = cfg.llm_options()["prefix_cache_tokens"] if reuse else 0
            pc.hits = pc.computed = 0
            t0 = time.perf_counter()
            answers[reuse] = solve(method)
            timings[reuse] = time.perf_counter() - t0
            if reuse:
                share = pc.hits / max(1, pc.hits + pc.computed)
                print(f"  {method} reuse: {pc.computed} prompt tokens computed, {pc.hits} reused ({share:.0%})")
        same = sum(a == b for a, b in zip(answers[False], answers[True]))
        print(f"{method}: off {timings[False]:.1f} s, on {timings[True]:.1f} s, "
              f"speed-up x{timings[False] / timings[True]:.2f}; same SQL {same}/{len(examples)}", flush=True)


if __name__ == "__main__":
    main()
