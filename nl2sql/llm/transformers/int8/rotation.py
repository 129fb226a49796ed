"""Rotations folded into a Llama-style model's weights, so that its activations quantize well per token.

A few features of the residual stream carry most of its magnitude (feature 62 of the default model reaches 3-10x the
next largest at every layer), and one int8 scale per token then leaves the others a handful of levels. Multiplying
the stream by an orthogonal matrix Q spreads each outlier over a block of features without changing what the model
computes: the embedding rows and every layer reading the stream take Q on their input side, every layer writing to
it Q^T on its output side, and an RMSNorm commutes with Q once its weight is folded into the layers after it
(QuaRot, Ashkboos et al. 2024). The same holds inside attention (each value head and the output projection's columns
of that head) and, with the rotation applied to the activations as they run, before the MLP's down projection (its
input comes out of a non-linearity: nothing earlier can take Q). Q is block-diagonal with Sylvester-Hadamard blocks
(entries +-1/sqrt(b)): built from integers, the same on every machine.

    spec = rotate(model)            # float32 model, rotated in place; spec records the blocks (config "nl2sql_int8")

On the default model, teacher-forced on 60 tune answers, the KL divergence of int8 from float32 per token fell from
0.0028 (per-token int8 without rotation) to 0.0006 (bf16: 0.0002); docs/engines.md has the measurements.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

import torch
from torch import nn

from nl2sql.llm.base import LLMError


def hadamard(n: int, scaled: bool = True) -> torch.Tensor:
    """The n x n Sylvester-Hadamard matrix (n a power of two) in float64: entries +-1/sqrt(n) (orthogonal), or +-1."""
    if n < 1 or n & (n - 1):
        raise ValueError(f"a Sylvester-Hadamard matrix needs a power of two, got {n}")
    h = torch.ones(1, 1, dtype=torch.float64)
    while h.shape[0] < n:
        h = torch.cat([torch.cat([h, h], 1), torch.cat([h, -h], 1)], 0)
    return h / n ** 0.5 if scaled else h


def block_for(n: int, largest: int) -> int:
    """The largest power of two up to `largest` that divides n (0 when n is odd: no rotation)."""
    b = largest
    while b > 1 and n % b:
        b //= 2
    return b if b > 1 else 0


@dataclass(frozen=True)
class RotationSpec:
    """The blocks of the three rotations (0: that one is not applied); saved in the int8 folder's config."""

    residual_block: int
    head_block: int
    down_block: int
    version: int = 1

    def to_dict(self) -> dict:
        return asdict(self)


def _rotate_columns(w: torch.Tensor, b: int, rows: int = 16384) -> torch.Tensor:
    """w @ blockdiag(H_b, H_b, ...) in float64, `rows` rows at a time (bounded memory). The +-1 entries are applied
    first and 1/sqrt(b) after: a sum of b float32 weights is exact in float64 (when their magnitudes lie within 2^29
    of each other), so the rotated weights, and their int8 form, do not depend on the BLAS's order of summation."""
    n, w = w.shape[-1], w.contiguous()  # a transposed matrix row by row would be read against its strides
    signs = hadamard(b, scaled=False)
    out = torch.empty(w.shape, dtype=torch.float64)
    for start in range(0, w.shape[0], rows):
        x = w[start:start + rows].double().reshape(-1, n // b, b)
        out[start:start + rows] = (x @ signs).reshape(-1, n) * (1.0 / b ** 0.5)
    return out


def _set(param: torch.Tensor, value: torch.Tensor) -> None:
    param.data = value.to(torch.float32).contiguous()


def _layers(model: Any) -> tuple[Any, list[Any]]:
    """(the decoder stack, its layers) of a Llama-style model, or an LLMError naming what is missing."""
    core = getattr(model, "model", None)
    needed = ("embed_tokens", "layers", "norm")
    if core is None or any(not hasattr(core, n) for n in needed) or not hasattr(model, "lm_head"):
        raise LLMError(f"dtype=int8 needs a Llama-style model (Llama, Qwen2, Mistral, SmolLM); "
                       f"{type(model).__name__} is not one: use dtype=float32 or bfloat16")
    for layer in core.layers:
        at, mlp = getattr(layer, "self_attn", None), getattr(layer, "mlp", None)
        parts = [(at, ("q_proj", "k_proj", "v_proj", "o_proj")), (mlp, ("gate_proj", "up_proj", "down_proj"))]
        # float linear layers, or the int8 ones they became (both have in_features)
        if any(m is None or not all(hasattr(getattr(m, n, None), "in_features") for n in names) for m, names in parts):
            raise LLMError(f"dtype=int8 needs a Llama-style model (attention q/k/v/o and a gated MLP); "
                           f"{type(model).__name__} is not one: use dtype=float32 or bfloat16")
    return core, list(core.layers)


def _check_norm(norm: nn.Module) -> None:
    """Folding needs norm(x) = x / rms(x) * weight (Gemma's (1 + weight) would not fold): checked, not assumed."""
    x = torch.randn(2, norm.weight.shape[0])
    saved = norm.weight.data
    norm.weight.data = torch.full_like(saved, 2.0)
    try:
        with torch.no_grad():
            twice = norm(x)
        norm.weight.data = torch.ones_like(saved)
        with torch.no_grad():
            once = norm(x)
    finally:
        norm.weight.data = saved
    if not torch.allclose(twice, 2 * once, rtol=1e-5, atol=1e-6):
        raise LLMError(f"dtype=int8 folds each RMSNorm's weight into the next layer, and {type(norm).__name__} does "
                       f"not scale by its weight: use dtype=float32 or bfloat16")


def _fold_norm(norm: nn.Module, readers: list[nn.Linear]) -> None:
    """Move an RMSNorm's weight into the layers that read its output (their input columns); the norm keeps 1s."""
    g = norm.weight.detach().float()
    for lin in readers:  # float32's product is the exact one rounded once, as float64's product then rounded is
        _set(lin.weight, lin.weight.detach().float() * g)
    norm.weight.data = torch.ones_like(norm.weight.data, dtype=torch.float32)


@torch.no_grad()
def rotate(model: Any, residual: int = 128, head: int = 64, down: int = 64) -> RotationSpec:
    """Fold the norms and rotate a float model in place; returns the blocks used. With down=0 the model computes the
    same function, up to rounding; with a down block its down projections expect their input rotated alike
    (nl2sql.llm.transformers.int8.model.to_int8 gives them Int8Linear.input_rotation). Tied input and output embeddings
    are untied first (each is rotated on its own side)."""
    core, layers = _layers(model)
    cfg = model.config
    hidden = core.embed_tokens.weight.shape[1]
    head_dim = layers[0].self_attn.o_proj.in_features // cfg.num_attention_heads
    # a block that divides the head's width never mixes two heads
    spec = RotationSpec(block_for(hidden, residual), block_for(head_dim, head),
                        block_for(layers[0].mlp.down_proj.in_features, down))
    for norm in [core.norm] + [n for layer in layers for n in (layer.input_layernorm, layer.post_attention_layernorm)]:
        _check_norm(norm)
    if model.lm_head.weight is core.embed_tokens.weight:
        model.lm_head.weight = nn.Parameter(core.embed_tokens.weight.detach().clone(), requires_grad=False)
    for layer in layers:
        at, mlp = layer.self_attn, layer.mlp
        _fold_norm(layer.input_layernorm, [at.q_proj, at.k_proj, at.v_proj])
        _fold_norm(layer.post_attention_layernorm, [mlp.gate_proj, mlp.up_proj])
    _fold_norm(core.norm, [model.lm_head])

    if spec.residual_block:
        q = spec.residual_block
        _set(core.embed_tokens.weight, _rotate_columns(core.embed_tokens.weight, q))
        readers = [model.lm_head] + [lin for layer in layers for lin in (layer.self_attn.q_proj, layer.self_attn.k_proj,
                                                                         layer.self_attn.v_proj, layer.mlp.gate_proj,
                                                                         layer.mlp.up_proj)]
        for lin in readers:  # x' = x Q: a reader's W becomes W Q
            _set(lin.weight, _rotate_columns(lin.weight, q))
        for layer in layers:  # a writer's output r Q: W becomes Q^T W, b becomes b Q (Q is symmetric)
            for lin in (layer.self_attn.o_proj, layer.mlp.down_proj):
                _set(lin.weight, _rotate_columns(lin.weight.T, q).T)
                if lin.bias is not None:
                    _set(lin.bias, _rotate_columns(lin.bias[None], q)[0])
    if spec.head_block:
        h = spec.head_block
        for layer in layers:  # each value head V_h H, and the output projection's columns of each head W_o,h H
            at = layer.self_attn
            _set(at.v_proj.weight, _rotate_columns(at.v_proj.weight.T, h).T)
            if at.v_proj.bias is not None:
                _set(at.v_proj.bias, _rotate_columns(at.v_proj.bias[None], h)[0])
            _set(at.o_proj.weight, _rotate_columns(at.o_proj.weight, h))
    if spec.down_block:
        h = spec.down_block
        for layer in layers:  # the activations are rotated as they run (Int8Linear.input_rotation)
            _set(layer.mlp.down_proj.weight, _rotate_columns(layer.mlp.down_proj.weight, h))
    return spec
