"""What each part of the candidate agent costs: the baseline and candidate-agent variants on one seeded sample.

    .venv/bin/python screens/candidate_cost/measure.py --sample 100 default review_weight=0 n_candidates=2 sample_rows=1
    .venv/bin/python screens/candidate_cost/measure.py --sample 100 sample_rows=1+n_candidates=6    # "+" joins knobs

One process, one model load, the completion cache off: the baseline first, then each variant of method
"candidates" ("default" is the agent as shipped; otherwise RunConfig overrides) on the same questions (Spider's tune
split by default). Printed per variant: wall seconds, the ratio to the baseline's, LLM calls, the prompt tokens the
model computed and those the prefix cache served, EX on the sample. Writes summary.json with every variant's SQL
under --out, so its EX can be re-scored without a model. One run per variant: on 2 cores a run's wall time varies by
5-10%, so a screen here is confirmed on the committed cost bench (bench/loop_vs_baseline.py --repeats 3).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path


from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.data.linking import default_embedder
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.llm import load
from nl2sql.methods.baseline import run_baseline
from nl2sql.methods.candidates import run_candidates
from nl2sql.paths import default_bench_data
from nl2sql.store.provenance import git_state


def measure(name: str, method, examples, llm, cfg: RunConfig) -> dict:
    """One method's run on the examples: wall time, calls, prompt tokens computed and reused, EX, the SQL."""
    cache = getattr(llm, "prefix_cache", None)
    calls0, hits0, computed0 = llm.usage.calls, getattr(cache, "hits", 0), getattr(cache, "computed", 0)
    t0 = time.perf_counter()
    results = method(examples, llm, cfg.options())
    wall = time.perf_counter() - t0
    sql = [r.sql or "" for r in results]
    ex = evaluate(examples, sql, EvalOptions(ScoringOptions(metrics=["EX"]), workers=1)).accuracy("EX")
    row = {"variant": name, "wall_s": round(wall, 1), "calls": llm.usage.calls - calls0,
           "prompt_tokens_computed": getattr(cache, "computed", 0) - computed0,
           "prompt_tokens_reused": getattr(cache, "hits", 0) - hits0, "EX": ex, "sql": sql}
    print(f"{name:<40} {row['wall_s']:>7.1f} s  {row['calls']:>4} calls  {row['prompt_tokens_computed']:>7} computed  "
          f"{row['prompt_tokens_reused']:>7} reused  EX {100 * ex:.1f}", flush=True)
    return row


def main(argv: list[str] | None = None) -> int:
    data, split = default_bench_data()
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("variants", nargs="*", default=["default"], help='"default" or knob=value[+knob=value...]')
    ap.add_argument("--data", default=str(data))
    ap.add_argument("--split", default=split)
    ap.add_argument("--sample", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--out", default="results/bench-candidate-cost")
    args = ap.parse_args(argv)

    examples = load_dataset(args.data, args.split, sample=args.sample, seed=args.seed).evaluable
    base = RunConfig(data_dir=args.data, split=args.split, llm_cache=False, batch_size=args.batch_size)
    llm = load(**base.override(method="candidates").llm_options())
    default_embedder()  # warmed before any timing, as a run's setup does
    rows = [measure("baseline", run_baseline, examples, llm, base.override(method="baseline"))]
    for v in args.variants:
        cfg = base.override(method="candidates")
        cfg = cfg if v == "default" else cfg.override(v.split("+"))
        rows.append(measure(v, run_candidates, examples, llm, cfg))
    for r in rows:
        r["ratio"] = round(r["wall_s"] / rows[0]["wall_s"], 2)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    summary = {"n": len(examples), "split": args.split, "seed": args.seed, "batch_size": args.batch_size,
               "model": llm.identity().get("model"), "argv": sys.argv[1:], "git": git_state(), "runs": rows}
    (out / "summary.json").write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    print(f"summary: {out / 'summary.json'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
