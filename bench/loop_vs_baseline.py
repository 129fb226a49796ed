"""Where the loop's time goes, against the single-shot baseline, on the same seeded sample in one process.

    .venv/bin/python bench/loop_vs_baseline.py --sample 100        # Spider's tune split (else the bundled data)
    .venv/bin/python bench/loop_vs_baseline.py --data data/mini --split dev     # the bundled questions
    .venv/bin/python bench/loop_vs_baseline.py --data ../shared/spider --split tune --sample 60 --choices model,policy
    .venv/bin/python bench/loop_vs_baseline.py --data ../shared/spider --split tune --sample 100 --candidates 8

The cost guard (docs/benchmarks.md#the-cost-guard): the three methods on 100 tune questions in the dtype the CPU runs
(add --set dtype=float32 on any CPU for the path of CPUs without bf16), checked against the goals, exit 1 on a miss:

    .venv/bin/python bench/loop_vs_baseline.py --data ../shared/spider --split tune --sample 100 --choices policy \
        --candidates 8 --check candidates=2.5,loop=1.6,rss=3 --out results/reference/tune/cost-bench/float32 \
        --set dtype=float32

--per-database N draws the sample as benchmarks pose questions, N on each of a few seeded databases (Spider's dev
set asks 51 a database), where a database's schema is prefilled once and reused; a uniform sample of a training split
puts one or two questions on a database, so nearly every prompt is prefilled whole:

    .venv/bin/python bench/loop_vs_baseline.py --data ../shared/spider --split train --per-database 10 --sample 100 \
        --choices policy --candidates 8 --check candidates=2.5,loop=1.6,rss=2.5 --set threads=1

For the baseline, each loop variant (RunConfig.tool_choice values) and the candidate agent (method
"candidates", nl2sql.methods.candidates, when --candidates is given): wall time, seconds per question, LLM calls,
prompt and completion tokens per question, the time inside the LLM (split into prefill and decode where the backend
reports it) and outside it (tools, SQL, guardrails, the driver), the peak RSS while each ran (the model
included), EX and VA, and the wall-time ratio to the baseline (the candidate agent's too); for each loop variant,
the share of questions whose SQL equals the first variant's; the dtype, the CPU and its bf16 units. The
completion cache is off so the times are real. As in a run (nl2sql.runs.prepare), the one-off setup is timed apart
from every method: the model is loaded, and the embedding model warmed where a method's options use it, before any
timing; both are printed and kept in summary.json (setup_s). With --repeats N every method runs N times in turn and
reports its median run (each run's wall time is kept): on 2 cores one run's wall time varies by 5-10%. Writes
summary.json and each method's SQL, one line a question (baseline.sql, loop-policy.sql, candidates-8.sql), under --out;
summary.json holds each file's sha256, so that another CPU's answers compare with a digest.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path
from typing import Any, Callable

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.data.linking import default_embedder
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.llm import DEFAULT_MODEL, load
from nl2sql.llm.transformers.device import cpu_features
from nl2sql.llm.transformers.decoding.heap import trim
from nl2sql.methods.agent import react_sql_batch, results_summary
from nl2sql.methods.agent.options import TOOL_CHOICES
from nl2sql.methods.baseline import run_baseline
from nl2sql.methods.candidates import run_candidates
from nl2sql.paths import default_bench_data
from nl2sql.store.provenance import git_state


def _peak_rss_reset() -> None:
    """Start a new peak-RSS window for this process (Linux: VmHWM back to the current RSS), after handing the memory
    the previous run freed back to the system, so its leftovers do not count toward the next run's peak."""
    import gc

    gc.collect()
    trim()  # where there is no glibc the freed memory stays counted
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        pass  # not Linux, or not allowed: the peak then counts from the process start


def _peak_rss_gb() -> float | None:
    """The process's peak RSS since the last reset, in GB (None where /proc is not there)."""
    try:
        line = next(x for x in Path("/proc/self/status").read_text().splitlines() if x.startswith("VmHWM:"))
    except (OSError, StopIteration):
        return None
    return int(line.split()[1]) / 1024 ** 2


def _measure(llm: Any, job: Callable[[], list]) -> tuple[list, dict]:
    """Run job() and return its output with the wall time, the LLM's share of it, the token counts and the peak RSS
    while it ran (the model's own memory included)."""
    cache = getattr(llm, "prefix_cache", None)
    if cache is not None:
        cache.clear()  # every run starts cold: no run reuses the prompt states of the one before
    before = llm.usage
    pre0, dec0 = (cache.prefill_s, cache.decode_s) if cache is not None else (0.0, 0.0)
    paths = getattr(llm, "paths", None)
    if paths is not None:
        paths.clear()
    fol0, dec1 = (paths.followed, paths.decoded) if paths is not None else (0, 0)
    _peak_rss_reset()
    t0 = time.perf_counter()
    out = job()
    wall = time.perf_counter() - t0
    peak = _peak_rss_gb()
    used = llm.usage
    fig = {"wall_s": wall, "llm_s": used.wall_s - before.wall_s, "calls": used.calls - before.calls,
           "prompt_tokens": used.prompt_tokens - before.prompt_tokens,
           "completion_tokens": used.completion_tokens - before.completion_tokens, "peak_rss_gb": peak}
    if cache is not None:
        fig["prefill_s"], fig["decode_s"] = cache.prefill_s - pre0, cache.decode_s - dec0
    if paths is not None:  # sampled tokens drawn along a greedy answer (no decoding) and decoded
        fig["sampled_followed"], fig["sampled_decoded"] = paths.followed - fol0, paths.decoded - dec1
    fig["outside_s"] = wall - fig["llm_s"]
    return out, fig


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    data, split = default_bench_data()  # Spider's tune split where present: no speed rule is shaped on dev
    ap.add_argument("--data", default=str(data))
    ap.add_argument("--split", default=split)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--sample", type=int, default=None, help="a seeded random sample of this many questions")
    ap.add_argument("--per-database", type=int, default=0,
                    help="draw the sample as benchmarks pose questions: seeded databases, this many questions each")
    ap.add_argument("--model", default=DEFAULT_MODEL)
    ap.add_argument("--backend", default="auto")
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--choices", default="model,policy",
                    help=f"loop variants, comma-separated tool_choice values ({', '.join(TOOL_CHOICES)})")
    ap.add_argument("--candidates", type=int, default=0,
                    help="also run method 'candidates' with this many candidates per question (0: skip)")
    ap.add_argument("--out", default="results/bench-loop-vs-baseline")
    ap.add_argument("--set", nargs="*", default=[], help="RunConfig overrides for every variant, key=value")
    ap.add_argument("--check", default="",
                    help='goals to check, e.g. "candidates=2.5,loop=1.6,rss=3"; exit 1 when one is missed')
    ap.add_argument("--repeats", type=int, default=1,
                    help="run every method this many times, in turn; each reports its median run (use an odd count)")
    args = ap.parse_args()

    base = RunConfig(data_dir=args.data, split=args.split, limit=args.limit, model=args.model, backend=args.backend,
                     batch_size=args.batch_size, llm_cache=False, sample=args.sample).override(args.set)
    if args.per_database:
        ds = load_dataset(base.data.data_dir, base.data.split)
        ds = ds.subset(by_database(ds.evaluable, args.per_database, args.sample or len(ds), base.data.seed))
    else:
        ds = base.data.dataset()
    examples = ds.evaluable
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    llm = load(**base.llm_options())  # llm_cache is off in base: every completion is generated
    setup_s = {"model": round(time.perf_counter() - t0, 1)}
    # The arithmetic (transformers' torch dtype, OpenVINO's inference precision): the CPU path taken.
    cpu, dtype = cpu_features(), getattr(llm, "dtype_name", None)
    engine = llm.identity()
    print(f"{len(examples)} evaluable questions ({ds.root}, {ds.split}); model {llm.name} on {engine['backend']} in "
          f"{dtype}; batch "
          f"{base.options().batch_size}; CPU {cpu['model']}, {cpu['cores']} cores, torch threads {torch_threads()}, bf16 "
          f"{'AMX' if cpu['amx_bf16'] else 'AVX512_BF16' if cpu['avx512_bf16'] else 'none'}", flush=True)

    def configure(cfg: RunConfig) -> None:
        """The method's own rows and prefix-cache budget, as a run of it has (the candidate agent sets its own)."""
        if getattr(llm, "prefix_cache", None) is not None:
            llm.prefix_cache.max_tokens = cfg.llm_options()["prefix_cache_tokens"]
            llm.batch_size = cfg.llm_options()["batch_size"]

    def baseline() -> tuple[list[str], dict]:
        configure(base)
        preds, fig = _measure(llm, lambda: run_baseline(examples, llm, base))
        return [p.sql for p in preds], fig

    def loop(cfg: RunConfig) -> tuple[list[str], dict]:
        configure(cfg)
        results, fig = _measure(llm, lambda: react_sql_batch(examples, llm, cfg))
        summary = results_summary(results)
        fig.update(finished=summary["finished"], fallback_used=summary["fallback_used"])
        with open(out / f"loop-{cfg.options().tool_choice}.jsonl", "w", encoding="utf-8") as f:
            for r in results:
                f.write(json.dumps(r.to_dict(), ensure_ascii=True) + "\n")
        return [r.sql for r in results], fig

    def candidates(cfg: RunConfig) -> tuple[list[str], dict]:
        configure(cfg)
        preds, fig = _measure(llm, lambda: run_candidates(examples, llm, cfg))
        return [p.sql for p in preds], fig

    jobs: list[tuple[str, Callable[[], tuple[list[str], dict]]]] = [("baseline", baseline)]
    configs = [base]
    for choice in [c for c in args.choices.split(",") if c.strip()]:  # --choices "" runs no loop
        cfg = base.override({"tool_choice": choice.strip()})
        jobs.append((f"loop tool_choice={cfg.options().tool_choice}", lambda cfg=cfg: loop(cfg)))
        configs.append(cfg)
    if args.candidates:
        cfg = base.override({"method": "candidates", "n_candidates": args.candidates})
        jobs.append((f"candidates n={args.candidates}", lambda cfg=cfg: candidates(cfg)))
        configs.append(cfg)
    if any(cfg.options().needs_embedder() for cfg in configs):  # else the first method using it would pay its load
        t0 = time.perf_counter()
        default_embedder()
        setup_s["embedding model"] = round(time.perf_counter() - t0, 1)
    print("setup, timed with no method: " + ", ".join(f"{k} {v:.1f} s" for k, v in setup_s.items()), flush=True)

    # Each repeat runs every method in turn, so a slow spell of the machine falls on all of them alike.
    runs: dict[str, list[dict]] = {name: [] for name, _ in jobs}
    sqls: dict[str, list[str]] = {}
    same_sql: dict[str, bool] = {}
    for rep in range(args.repeats):
        for name, job in jobs:
            got, fig = job()
            same_sql[name] = same_sql.get(name, True) and sqls.setdefault(name, got) == got
            runs[name].append(fig)
            print(f"{name} done in {fig['wall_s']:.0f} s" + (f" (repeat {rep + 1})" if args.repeats > 1 else ""),
                  flush=True)
    # Each method's figures are those of its median run by wall time (the lower middle one for an even count).
    rows: dict[str, dict] = {}
    for name, figs in runs.items():
        rows[name] = dict(sorted(figs, key=lambda f: f["wall_s"])[(len(figs) - 1) // 2])
        rows[name]["wall_s_runs"] = [round(f["wall_s"], 1) for f in figs]
        rows[name]["same_sql_in_every_run"] = same_sql[name]

    n = len(examples)
    first_loop = next((k for k in sqls if k != "baseline"), None)
    for name, fig in rows.items():
        rep = evaluate(ds.subset(examples), sqls[name], EvalOptions(ScoringOptions(metrics=["VA", "EX"])))
        fig["EX"], fig["VA"] = rep.accuracy("EX"), rep.accuracy("VA")
        fig["ratio"] = fig["wall_s"] / rows["baseline"]["wall_s"]
        fig["same_sql_as_first_loop"] = (sum(a == b for a, b in zip(sqls[name], sqls[first_loop])) / n
                                         if first_loop else None)

    header = ("run", "wall s", "s/q", "x baseline", "LLM calls/q", "prompt tok/q", "compl. tok/q", "LLM s", "prefill s",
              "decode s", "outside LLM s", "peak RSS GB", "EX", "VA", f"same SQL as {first_loop}", "wall s of each run")
    print("\n| " + " | ".join(header) + " |\n|" + "---|" * len(header))
    for name, f in rows.items():
        cells = [name, f"{f['wall_s']:.0f}", f"{f['wall_s'] / n:.2f}", f"{f['ratio']:.2f}", f"{f['calls'] / n:.2f}",
                 f"{f['prompt_tokens'] / n:.0f}", f"{f['completion_tokens'] / n:.0f}", f"{f['llm_s']:.0f}",
                 f"{f.get('prefill_s', float('nan')):.0f}", f"{f.get('decode_s', float('nan')):.0f}",
                 f"{f['outside_s']:.1f}", "" if f["peak_rss_gb"] is None else f"{f['peak_rss_gb']:.2f}",
                 f"{f['EX']:.3f}", f"{f['VA']:.3f}",
                 "" if name == "baseline" else f"{f['same_sql_as_first_loop']:.2f}",
                 " / ".join(f"{w:.0f}" for w in f["wall_s_runs"])]
        print("| " + " | ".join(cells) + " |")
    for name, got in sqls.items():  # each method's answers, to show a change that should not move them did not
        slug = name.replace("tool_choice=", "").replace(" n=", "-").replace(" ", "-")  # loop-policy, candidates-8
        text = "".join(" ".join(s.split()) + "\n" for s in got)
        (out / f"{slug}.sql").write_text(text, encoding="utf-8")
        # the answers' digest: another machine compares its own run with this one (`sha256sum baseline.sql`)
        rows[name]["sql_sha256"] = hashlib.sha256(text.encode("utf-8")).hexdigest()
    (out / "summary.json").write_text(json.dumps({"n": n, "model": llm.name, "engine": engine, "dtype": dtype, "cpu": cpu,
                                                  "threads": torch_threads(), "split": ds.split, "argv": sys.argv[1:],
                                                  "git": git_state(), "batch_size": base.options().batch_size, "repeats": args.repeats,
                                                  "setup_s": setup_s, "runs": rows},
                                                 indent=2) + "\n", encoding="utf-8")
    print(f"\nwrote {out / 'summary.json'}")
    return 1 if guard(rows, args.check) else 0


def by_database(examples: list, per_db: int, count: int, seed: int) -> list:
    """count questions as a benchmark poses them, many on each database: seeded databases with per_db evaluable
    questions or more, per_db seeded questions of each, in the split's order. A uniform sample of a training split
    puts one or two questions on a database (100 tune questions: 69 databases), so every prompt's schema is new;
    Spider's dev set asks 51 on each of its databases, where the prompt states of a database's schema are reused."""
    import random

    on: dict[str, list] = {}
    for e in examples:
        on.setdefault(e.db_id, []).append(e)
    rng = random.Random(seed)
    dbs = sorted(d for d, qs in on.items() if len(qs) >= per_db)
    rng.shuffle(dbs)
    picked = {id(q) for d in dbs[:-(-count // per_db)] for q in rng.sample(on[d], per_db)}
    return [e for e in examples if id(e) in picked][:count]


def torch_threads() -> int:
    import torch

    return torch.get_num_threads()


def guard(rows: dict[str, dict], goals: str) -> bool:
    """Print each goal of --check ("candidates=2.5,loop=1.6,rss=3": a method's most times the baseline, the most peak
    RSS in GB of any method but the baseline) against this run; True when one is missed."""
    missed = False
    for goal in filter(None, (g.strip() for g in goals.split(","))):
        key, _, limit = goal.partition("=")
        if key == "rss":
            for name, f in rows.items():
                if name != "baseline" and f["peak_rss_gb"] is not None:
                    ok = f["peak_rss_gb"] <= float(limit)
                    missed |= not ok
                    print(f"goal {name} peak RSS <= {limit} GB: {f['peak_rss_gb']:.2f} {'met' if ok else 'MISSED'}")
            continue
        for name, f in rows.items():
            if name.split()[0] == key:
                ok = f["ratio"] <= float(limit)
                missed |= not ok
                print(f"goal {name} <= {limit}x the baseline: {f['ratio']:.2f}x {'met' if ok else 'MISSED'}")
    return missed


if __name__ == "__main__":
    raise SystemExit(main())
