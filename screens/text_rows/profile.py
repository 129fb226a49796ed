"""Where the time of the text_rows cut goes: the candidate agent at its defaults and with text-only example rows,
twice each in turns, on 100 tune questions in one process (batch_size 8, the prefix cache kept between runs): wall
seconds, LLM calls, prompt tokens computed and reused, prefill and decode seconds, EX. Output (the console's) in
results/reference/robustness/screen/text_rows/profile.txt.

    .venv/bin/python screens/text_rows/profile.py > results/reference/robustness/screen/text_rows/profile.txt
"""
import time

from screen import text_rows

import nl2sql.data.schema_texts as ST
from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.llm import load
from nl2sql.methods.candidates import CandidateOptions, run_candidates


def main() -> None:
    orig = ST.with_samples
    cfg = RunConfig(data_dir="../shared/spider", method="candidates", llm_cache=False, split="tune")
    llm = load(**cfg.llm_options())
    exs = list(load_dataset("../shared/spider", "tune", sample=100, seed=0).evaluable)
    cache = llm.prefix_cache
    for name in ("default", "textrows", "default", "textrows"):
        ST.with_samples = text_rows if name == "textrows" else orig
        c0, comp0, hit0, pf0, dc0 = llm.usage.calls, cache.computed, cache.hits, cache.prefill_s, cache.decode_s
        t0 = time.perf_counter()
        preds = run_candidates(exs, llm, CandidateOptions.of(cfg))
        wall = time.perf_counter() - t0
        ex_only = EvalOptions(ScoringOptions(metrics=["EX"]), workers=1)
        ex = evaluate(exs, [p.sql or "" for p in preds], ex_only).accuracy("EX")
        print(f"{name:9} wall {wall:6.1f} calls {llm.usage.calls - c0:4} computed {cache.computed - comp0:7} "
              f"reused {cache.hits - hit0:7} prefill {cache.prefill_s - pf0:6.1f} decode {cache.decode_s - dc0:6.1f} "
              f"EX {100 * ex:.1f}", flush=True)


if __name__ == "__main__":
    main()
