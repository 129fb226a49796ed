"""Prefill of a prompt after its cached prefix: its queries attended a chunk at a time (the decoder's) against one
masked call over all of them.

    .venv/bin/python screens/prefill_attention/measure.py                       # 600 1200 2400 4800 tokens after 30 cached
    .venv/bin/python screens/prefill_attention/measure.py --lengths 900 --prefix 300 --out prefill.json

The default model in one process: a prefix's states are computed once, then each prompt length is prefilled over
them both ways (nl2sql.llm.transformers.decoding.prefix_attention.continued_prompt on and off), best of --repeats runs
each, in turn. Printed per length: the seconds of each, their ratio, and the largest difference of the last token's
logits (the kernel blocks a shorter call differently, so a few values round otherwise in bf16). Token ids are seeded
random ones: the cost does not depend on them.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from pathlib import Path


from nl2sql.llm import DEFAULT_MODEL, load
from nl2sql.llm.transformers.decoding.prefix_attention import continued_prompt, use_prefix_attention
from nl2sql.store.provenance import git_state


def prefill(model, ids, prefix_kv, chunked: bool) -> tuple[float, object]:
    """Seconds to prefill ids after the prefix's states, and the last token's logits."""
    import torch
    from transformers import DynamicCache

    past = DynamicCache(ddp_cache_data=list(prefix_kv))
    with torch.inference_mode(), continued_prompt() if chunked else contextlib.nullcontext():
        t0 = time.perf_counter()
        out = model(input_ids=ids, past_key_values=past, use_cache=True, logits_to_keep=1)
        return time.perf_counter() - t0, out.logits[0, -1].float()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default=DEFAULT_MODEL)
    ap.add_argument("--lengths", type=int, nargs="+", default=[600, 1200, 2400, 4800])
    ap.add_argument("--prefix", type=int, default=30, help="cached tokens before each prompt")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", default="results/bench-prefill-attention.json")
    args = ap.parse_args(argv)

    import torch
    from transformers import DynamicCache

    llm = load(args.model, cache=False)
    model = llm.model
    if not use_prefix_attention(model):
        print(f"{args.model}: its attention is not SDPA on the CPU, so prompts are never chunked; nothing to compare")
        return 1
    gen = torch.Generator().manual_seed(0)
    ids = torch.randint(100, 20000, (1, args.prefix + max(args.lengths)), generator=gen)
    with torch.inference_mode():
        cached = model(input_ids=ids[:, :args.prefix], past_key_values=DynamicCache(), use_cache=True)
    prefix_kv = [(layer.keys, layer.values) for layer in cached.past_key_values.layers]
    rows = []
    print(f"{'tokens':>7} {'one masked call s':>18} {'chunked s':>10} {'ratio':>6} {'max logit diff':>15}")
    for n in args.lengths:
        prompt = ids[:, args.prefix:args.prefix + n]
        prefill(model, prompt, prefix_kv, True)  # warm-up
        masked, chunked = [], []
        for _ in range(args.repeats):  # in turn, so drift on a shared machine hits both alike
            masked.append(prefill(model, prompt, prefix_kv, False))
            chunked.append(prefill(model, prompt, prefix_kv, True))
        a, b = min(t for t, _ in masked), min(t for t, _ in chunked)
        diff = float((masked[0][1] - chunked[0][1]).abs().max())
        rows.append({"tokens": n, "masked_s": round(a, 3), "chunked_s": round(b, 3), "ratio": round(b / a, 3),
                     "max_logit_diff": diff, "masked_runs_s": [round(t, 3) for t, _ in masked],
                     "chunked_runs_s": [round(t, 3) for t, _ in chunked]})
        print(f"{n:>7} {a:>18.2f} {b:>10.2f} {b / a:>6.2f} {diff:>15.3f}", flush=True)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    summary = {"model": llm.identity().get("model"), "dtype": llm.dtype_name, "prefix": args.prefix,
               "repeats": args.repeats, "argv": sys.argv[1:], "git": git_state(), "rows": rows}
    out.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
