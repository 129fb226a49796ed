"""LLM throughput: prefill and decode tokens/s at batch 1, 8 and 16 on the default model, as ratios to batch 1;
8 prompts batched vs one by one; load time of the converted model; optionally fetch+verify+convert from empty.

    .venv/bin/python bench/llm_throughput.py                 # default model, batches 1 8 16
    .venv/bin/python bench/llm_throughput.py --cold          # also time fetch+verify+convert into an empty cache
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


from nl2sql.llm import DEFAULT_MODEL, GenParams, load
from nl2sql.llm.transformers.backend import HFLLM

LOAD_SNIPPET = (
    "import time, json; t0 = time.perf_counter()\n"
    "from nl2sql.llm import load\n"
    "t1 = time.perf_counter(); llm = load({model!r}, cache=False); t2 = time.perf_counter()\n"
    "print(json.dumps({{'import_s': t1 - t0, 'load_s': t2 - t1, 'model_s': llm.load_s, 'dtype': llm.dtype_name}}))\n"
)


def bench_prompts(n: int) -> list[list[dict]]:
    """n realistic prompts: the bundled mini questions with their database's CREATE TABLE schema."""
    from nl2sql.data.dataset import load_dataset
    from nl2sql.methods.prompts import baseline_prompt
    from nl2sql.paths import BUNDLED_DIR
    from nl2sql.sql.schema import read_schema, schema_to_text

    ds = load_dataset(BUNDLED_DIR, "dev")
    schemas: dict[str, str] = {}
    out = []
    for ex in list(ds)[:n]:
        if ex.db_id not in schemas:
            schemas[ex.db_id] = schema_to_text(read_schema(ex.db_path), "create")
        out.append(baseline_prompt(schemas[ex.db_id], ex.question))
    while len(out) < n:  # fewer questions than asked: repeat
        out.append(out[len(out) % max(1, len(out))])
    return out


def timed(fn, repeat: int) -> float:
    """Median seconds of `repeat` runs (after the caller's warm-up)."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def prefill_decode(llm: HFLLM, prompts: list[list[dict]], batch: int, new_tokens: int, repeat: int) -> dict:
    """Prefill tok/s (1 new token) and decode tok/s (forced `new_tokens`, prefill time subtracted)."""
    ids = llm.encode(prompts[:batch])
    n_prompt = sum(len(x) for x in ids)
    t_prefill = timed(lambda: llm.generate_ids(ids, GenParams(max_new_tokens=1)), repeat)
    # min_new_tokens forces every row to decode the full length, so the token count is exact.
    t_full = timed(lambda: llm.generate_ids(ids, GenParams(max_new_tokens=new_tokens), min_new_tokens=new_tokens), repeat)
    decode_s = max(t_full - t_prefill, 1e-9)
    return {
        "batch": batch, "prompt_tokens": n_prompt, "prefill_s": t_prefill, "prefill_tok_s": n_prompt / t_prefill,
        "decode_s": decode_s, "decode_tok_s": batch * (new_tokens - 1) / decode_s,
    }


def batched_vs_sequential(llm: HFLLM, prompts: list[list[dict]], max_new_tokens: int) -> dict:
    """8 prompts in one generate() call vs 8 calls of one prompt: time, tokens, same answers?"""
    p = GenParams(max_new_tokens=max_new_tokens)
    t0 = time.perf_counter()
    batched = llm.generate(prompts, p)
    t_batch = time.perf_counter() - t0
    t0 = time.perf_counter()
    seq = [llm.generate([q], p)[0] for q in prompts]
    t_seq = time.perf_counter() - t0
    tok_b = sum(c.completion_tokens for c in batched)
    tok_s = sum(c.completion_tokens for c in seq)
    return {
        "n": len(prompts), "batched_s": t_batch, "sequential_s": t_seq,
        "batched_tok_s": tok_b / t_batch, "sequential_tok_s": tok_s / t_seq,
        "throughput_ratio": (tok_b / t_batch) / (tok_s / t_seq), "time_ratio": t_seq / t_batch,
        "same_text": sum(a.text == b.text for a, b in zip(batched, seq)),
    }


def second_load(model: str, env: dict | None = None) -> dict:
    """Load time in a fresh process (the converted folder already exists)."""
    root = Path(__file__).resolve().parent.parent
    out = subprocess.run([sys.executable, "-c", LOAD_SNIPPET.format(model=model)], capture_output=True, text=True,
                         cwd=root, env=env or os.environ.copy(), check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def cold_fetch(model: str) -> dict:
    """fetch + verify + convert into an empty cache (a temporary NL2SQL_CACHE), then a second load."""
    from nl2sql.llm.transformers.device import pick_dtype

    with tempfile.TemporaryDirectory(prefix="nl2sql-cold-") as tmp:
        env = {**os.environ, "NL2SQL_CACHE": tmp}
        dtype = "bfloat16" if pick_dtype()[1] == "bfloat16" else "float32"
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "nl2sql.llm", "fetch", model, "--dtype", dtype], env=env, check=True,
                       cwd=Path(__file__).resolve().parent.parent, capture_output=True)
        cold = time.perf_counter() - t0
        again = second_load(model, env)
    return {"fetch_verify_convert_s": cold, "then_load_s": again["import_s"] + again["load_s"]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", default=DEFAULT_MODEL)
    ap.add_argument("--batches", default="1,8,16")
    ap.add_argument("--new-tokens", type=int, default=32, help="decode length for the tokens/s measurement")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--max-new-tokens", type=int, default=128, help="cap for the batched-vs-sequential comparison")
    ap.add_argument("--cold", action="store_true", help="also time fetch+verify+convert from an empty cache")
    args = ap.parse_args()

    results: dict = {}
    if args.cold:
        results["cold"] = cold_fetch(args.model)
        print(f"fetch+verify+convert from an empty cache: {results['cold']['fetch_verify_convert_s']:.1f} s; "
              f"next load {results['cold']['then_load_s']:.1f} s")
    t0 = time.perf_counter()
    llm = load(args.model, cache=False)
    assert isinstance(llm, HFLLM), "the throughput bench runs the transformers backend"
    results["load_in_process_s"] = time.perf_counter() - t0
    results["second_load"] = second_load(args.model)
    sl = results["second_load"]
    print(f"model {llm.name}: device {llm.device}, dtype {llm.dtype_name}, torch threads "
          f"{__import__('torch').get_num_threads()}, cores {len(os.sched_getaffinity(0))}")
    print(f"second load in a fresh process: {sl['import_s'] + sl['load_s']:.2f} s "
          f"(imports {sl['import_s']:.2f} s, load() {sl['load_s']:.2f} s, weights {sl['model_s']:.2f} s)")

    batches = [int(b) for b in args.batches.split(",")]
    prompts = bench_prompts(max(max(batches), 8))
    llm.generate_ids(llm.encode(prompts[:1]), GenParams(max_new_tokens=2))  # warm-up
    rows = [prefill_decode(llm, prompts, b, args.new_tokens, args.repeat) for b in batches]
    base = rows[0]
    print(f"\n{'batch':>5} {'prompt tok':>10} {'prefill tok/s':>14} {'x b1':>6} {'decode tok/s':>13} {'x b1':>6}")
    for r in rows:
        print(f"{r['batch']:>5} {r['prompt_tokens']:>10} {r['prefill_tok_s']:>14.0f} "
              f"{r['prefill_tok_s'] / base['prefill_tok_s']:>6.2f} {r['decode_tok_s']:>13.1f} "
              f"{r['decode_tok_s'] / base['decode_tok_s']:>6.2f}")
    results["rows"] = rows

    bs = batched_vs_sequential(llm, prompts[:8], args.max_new_tokens)
    results["batched_vs_sequential"] = bs
    print(f"\n8 prompts, greedy, <= {args.max_new_tokens} new tokens: batched {bs['batched_s']:.1f} s "
          f"({bs['batched_tok_s']:.1f} tok/s) vs sequential {bs['sequential_s']:.1f} s ({bs['sequential_tok_s']:.1f} tok/s)"
          f" -> throughput x{bs['throughput_ratio']:.2f}, wall-time x{bs['time_ratio']:.2f}; "
          f"{bs['same_text']}/8 identical answers")
    print("\n" + json.dumps(results, default=float))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
