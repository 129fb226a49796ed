"""How close each CPU path and int8 recipe stays to float32: teacher-forced on float32's own greedy answers.

    .venv/bin/python screens/int8_fidelity/measure.py                 # 60 tune questions (seed 1), every variant
    .venv/bin/python screens/int8_fidelity/measure.py --sample 20 --variants bfloat16 int8

The default model answers the baseline's prompts of a seeded tune sample greedily in float32; each variant then reads
the same prompts and answers (one forward pass each) and is compared with float32 at every answer token: the KL
divergence of its next-token distribution from float32's, the tokens whose arg max differs, and the answers whose
arg maxes all agree (those it would write the same greedily). Variants: bfloat16; int8 as shipped
(nl2sql.llm.transformers.int8.model.to_int8: rotations folded, every linear layer and the embedding in int8); int8
without any rotation; int8 without the down projection's rotation; float32 with int8 weights only (the weights' share of
the error). Training questions only: the recipe is chosen here, never on dev. Writes
results/reference/llm/int8-fidelity.json and .md.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any, Callable

import torch
from torch import nn

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.llm import DEFAULT_MODEL, load
from nl2sql.llm.transformers.device import cpu_features
from nl2sql.llm.transformers.int8.linear import quantize_rows
from nl2sql.llm.transformers.int8.model import to_int8
from nl2sql.methods.baseline import run_baseline
from nl2sql.paths import default_spider_dir
from nl2sql.store.provenance import git_state

OUT = Path("results/reference/llm")


def answers(llm: Any, sample: int, seed: int) -> list[tuple[list[int], list[int]]]:
    """(prompt ids, greedy answer ids) of float32's baseline on the sample, as the decoder saw them."""
    from nl2sql.llm.transformers.decoding import decoder

    pairs: list = []
    add = decoder.Decoder.add

    def recording(self, prompts, **kw):
        rows = add(self, prompts, **kw)
        pairs.extend(zip([[int(t) for t in p] for p in prompts], rows))
        return rows

    decoder.Decoder.add = recording
    try:
        cfg = RunConfig(data_dir=str(default_spider_dir()), split="tune", sample=sample, seed=seed, llm_cache=False)
        ds = load_dataset(cfg.data_dir, cfg.split, sample=cfg.sample, seed=cfg.seed)
        run_baseline(ds.evaluable, llm, cfg.options())
    finally:
        decoder.Decoder.add = add
    return [(p, [int(t) for t in r.generated]) for p, r in pairs]


def logits(model: nn.Module, seqs: list) -> list[torch.Tensor]:
    out = []
    with torch.inference_mode():
        for prompt, answer in seqs:
            ids = torch.tensor(prompt + answer)[None]
            out.append(model(input_ids=ids, logits_to_keep=len(answer) + 1).logits[0, :-1].float())
    return out


def compare(got: list[torch.Tensor], ref: list[torch.Tensor]) -> dict:
    kl = flips = same = tokens = 0
    for g, r in zip(got, ref):
        diff = int((g.argmax(-1) != r.argmax(-1)).sum())
        flips, same, tokens = flips + diff, same + (diff == 0), tokens + len(r)
        kl += float(nn.functional.kl_div(g.log_softmax(-1), r.log_softmax(-1), log_target=True, reduction="sum"))
    return {"kl_per_token": round(kl / tokens, 5), "tokens_flipped": flips, "tokens": tokens,
            "answers_same": same, "answers": len(ref)}


def _weights_only(model: nn.Module) -> None:
    """Every linear weight through int8 and back (per channel), the arithmetic float32."""
    for mod in model.modules():
        if isinstance(mod, nn.Linear):
            q, s = quantize_rows(mod.weight.detach())
            mod.weight.data = q.float() * s[:, None]


def _int8_without(*rotations: str) -> Callable[[nn.Module], None]:
    """to_int8 with the named rotations off (residual, head, down)."""
    blocks = {name: 0 for name in rotations}
    return lambda model: to_int8(model, **blocks)


VARIANTS: dict[str, tuple[str, Callable[[nn.Module], None] | None]] = {
    "bfloat16": ("bfloat16", None),
    "int8": ("float32", to_int8),
    "int8, no down rotation": ("float32", _int8_without("down")),
    "int8, no rotation": ("float32", _int8_without("residual", "head", "down")),
    "int8 weights only (float32 arithmetic, no rotation)": ("float32", _weights_only),
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sample", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variants", nargs="*", default=list(VARIANTS))
    ap.add_argument("--out", default=str(OUT))
    args = ap.parse_args()
    torch.manual_seed(0)
    ref_llm = load(DEFAULT_MODEL, cache=False, dtype="float32")
    seqs = answers(ref_llm, args.sample, args.seed)
    ref = logits(ref_llm.model, seqs)
    ref_llm.close()
    rows = {}
    for name in args.variants:
        dtype, convert = VARIANTS[name]
        llm = load(DEFAULT_MODEL, cache=False, dtype=dtype)
        if convert is not None:
            convert(llm.model)
        rows[name] = compare(logits(llm.model, seqs), ref)
        print(name, rows[name], flush=True)
        llm.close()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    meta = {"sample": args.sample, "seed": args.seed, "split": "tune", "cpu": cpu_features(), "git": git_state(),
            "threads": torch.get_num_threads()}
    (out / "int8-fidelity.json").write_text(json.dumps({**meta, "variants": rows}, indent=2) + "\n")
    lines = [f"# int8 against float32, teacher-forced on float32's greedy answers to {args.sample} tune questions",
             "", f"CPU: {meta['cpu']['model']} (family {meta['cpu']['family']}); commit {meta['git'].get('commit')}.",
             "", "| variant | KL / token | tokens whose arg max differs | answers with every arg max the same |",
             "| --- | ---: | ---: | ---: |"]
    lines += [f"| {n} | {r['kl_per_token']:.4f} | {r['tokens_flipped']} of {r['tokens']} | {r['answers_same']} of "
              f"{r['answers']} |" for n, r in rows.items()]
    (out / "int8-fidelity.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
