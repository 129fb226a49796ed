"""Where the baseline's and the candidate agent's model time goes on one sample: prefill (generation prompts and the
review's scoring passes apart), decoding, and the prompt tokens each computed.

    .venv/bin/python screens/candidate_cost/split.py --sample 40 --out results/reference/tune/candidate-cost/split.json

One process, one model load, the completion cache off, one thread (as the cost bench); the baseline, then the
candidate agent at its defaults, each with a cold prefix cache. The decoder's prefill (Decoder.add), its steps
(Decoder.step) and the review's passes (the backend's _score) are timed where they run, so the three add up to the
time in the model. Prints and writes each method's figures, and the candidate agent's prefill against 2.5x the
baseline's whole time: where the prefill alone is above it, no engine that speeds both methods' prompt tokens alike
brings the agent to 2.5x (docs/engines.md#decision).
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from pathlib import Path

from nl2sql.config import RunConfig
from nl2sql.data.linking import default_embedder
from nl2sql.llm import load
from nl2sql.llm.transformers.decoding.decoder import Decoder
from nl2sql.llm.transformers.device import cpu_features
from nl2sql.methods.baseline import run_baseline
from nl2sql.methods.candidates import run_candidates
from nl2sql.paths import default_bench_data
from nl2sql.store.provenance import git_state

FIGURES: Counter = Counter()


def timed(cls: type, name: str, label: str, computed: str | None) -> None:
    """Wrap cls.name so that its seconds (and the prompt tokens its cache computed) add up under label."""
    real = getattr(cls, name)

    def wrapper(self, *args, **kwargs):
        cache = self.prefix_cache if hasattr(self, "prefix_cache") else self.cache  # the backend's, or a decoder's
        before, t0 = cache.computed, time.perf_counter()
        out = real(self, *args, **kwargs)
        FIGURES[f"{label}_s"] += time.perf_counter() - t0
        FIGURES[f"{label}_calls"] += 1
        if computed:
            FIGURES[computed] += cache.computed - before
        return out

    setattr(cls, name, wrapper)


def main() -> None:
    data, split = default_bench_data()  # Spider's tune split where the Spider folder is there, as the benches
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default=str(data))
    ap.add_argument("--split", default=split)
    ap.add_argument("--sample", type=int, default=40)
    ap.add_argument("--out", default="results/screens/candidate-cost-split.json")
    args = ap.parse_args()
    base = RunConfig(data_dir=args.data, split=args.split, sample=args.sample, batch_size=16, llm_cache=False,
                     threads=1)
    examples = base.data.dataset().evaluable
    llm = load(**base.llm_options())
    default_embedder()  # loaded before any timing, as in a run
    timed(Decoder, "add", "prefill", "prompt_tokens_computed")
    timed(Decoder, "step", "decode", None)
    timed(type(llm), "_score", "review", "review_tokens_computed")
    rows = {}
    for name, method, cfg in (("baseline", run_baseline, base),
                              ("candidates", run_candidates, base.override(method="candidates"))):
        options = cfg.llm_options()
        llm.prefix_cache.clear()
        llm.prefix_cache.max_tokens, llm.batch_size = options["prefix_cache_tokens"], options["batch_size"]
        FIGURES.clear()
        t0 = time.perf_counter()
        method(examples, llm, cfg)
        rows[name] = {"wall_s": round(time.perf_counter() - t0, 1), **{k: round(v, 1) for k, v in FIGURES.items()}}
        print(name, rows[name], flush=True)
    bound = 2.5 * rows["baseline"]["wall_s"]
    prefill = rows["candidates"].get("prefill_s", 0.0) + rows["candidates"].get("review_s", 0.0)
    print(f"candidate agent: {rows['candidates']['wall_s'] / rows['baseline']['wall_s']:.2f}x the baseline; its "
          f"prefill and reviews {prefill:.1f} s against 2.5x the baseline's whole time, {bound:.1f} s")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"n": len(examples), "split": args.split, "cpu": cpu_features(),
                               "engine": llm.identity(), "git": git_state(), "runs": rows,
                               "two_and_a_half_baselines_s": round(bound, 1)}, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
