"""A prompt knob screened on only the questions whose prompt it changes: the candidate agent at its default and with
the knob, paired, in one process.

    .venv/bin/python screens/prompt_screen/screen.py value_hints=true+value_hint_columns=unnamed --split tune-nocols tune

A question whose single-shot prompt the knob leaves as it was gets the same answers either way (the same prompt and
seeds), so its difference is zero by construction and only the changed questions are run: a fraction of a split's
cost on a slow CPU. The split's paired EX difference is (gained - lost) / the split's size. Writes <split>.json under
--out (the changed ids, each variant's SQL and EX), so the screen can be re-scored without a model.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path


from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.llm import load
from nl2sql.methods.baseline import SingleShot
from nl2sql.methods.candidates import CandidateOptions, run_candidates
from nl2sql.paths import default_bench_data
from nl2sql.store.provenance import git_state


def changed(examples: list, default: RunConfig, variant: RunConfig) -> list:
    """The examples whose candidate-agent prompt differs between the two configurations (no model call)."""
    a = SingleShot.setup(examples, CandidateOptions.of(default))
    b = SingleShot.setup(examples, CandidateOptions.of(variant))
    return [e for e in examples if a.prompt(e) != b.prompt(e)]


def main(argv: list[str] | None = None) -> int:
    data, split = default_bench_data()
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("variant", help="knob=value[+knob=value...]")
    ap.add_argument("--data", default=str(data))
    ap.add_argument("--split", nargs="+", default=[split])
    ap.add_argument("--out", default="results/bench-prompt-screen")
    args = ap.parse_args(argv)

    base = RunConfig(data_dir=args.data, method="candidates", llm_cache=False)
    llm = load(**base.llm_options())
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for split in args.split:
        default = base.override(split=split)
        variant = default.override(args.variant.split("+"))
        examples = load_dataset(args.data, split).evaluable
        todo = changed(examples, default, variant)
        row = {"split": split, "n": len(examples), "variant": args.variant, "ids": [e.id for e in todo],
               "model": llm.identity().get("model"), "git": git_state()}
        for name, cfg in (("default", default), ("variant", variant)):
            t0 = time.perf_counter()
            sql = [p.sql or "" for p in run_candidates(todo, llm, cfg.options())]
            report = evaluate(todo, sql, EvalOptions(ScoringOptions(metrics=["EX"]), workers=1))
            row[name] = {"sql": sql, "EX": [int(bool(s.ex)) for s in report.scores],
                         "wall_s": round(time.perf_counter() - t0, 1)}
        a, b = row["default"]["EX"], row["variant"]["EX"]
        gained, lost = sum(y > x for x, y in zip(a, b)), sum(y < x for x, y in zip(a, b))
        row["gained"], row["lost"] = gained, lost
        print(f"{split}: {len(todo)} of {len(examples)} prompts changed; right {sum(a)} -> {sum(b)}, gained {gained}, "
              f"lost {lost}: {100 * (gained - lost) / len(examples):+.1f} on the split", flush=True)
        (out / f"{split}.json").write_text(json.dumps(row, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
