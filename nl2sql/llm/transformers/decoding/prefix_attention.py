"""Decoding attention over prompt states that rows share (the transformers backend's decoding batches).

A decoding batch (nl2sql.llm.transformers.decoding.decoder.Decoder) keeps each row's prompt states where the prefill
left them and only the states of the tokens fed since in the batch's own, left-padded buffers. Rows that continue one
prompt (a question's sampled candidates, forked from its greedy answer) form a group over those states. For a one-token
step each group's rows attend over their prompt together, one call that reads the prompt's states once for all of them,
and every row attends over its own fed tokens in one masked call over the buffers; the two parts are merged by their
log-sum-exps, as split-key decoding kernels do:

    with prefixes(step_prefixes):  # per group: its rows' batch indices and each layer's prompt (keys, values)
        model(...)                 # one-token steps attend as above; every other call is transformers' SDPA

A prompt prefilled after the cached states of its prefix (under continued_prompt()) has no causal shortcut in SDPA:
its mask is materialised and the flash kernel computes every cell of it, half of them hidden. Its queries are
attended CHUNK at a time instead, each chunk over the keys up to its own last token, with its slice of the same
mask: the hidden blocks past the chunk are never computed, and each row's softmax is still one call's over the same
keys (screens/prefill_attention/measure.py: the longer the prompt, the more it saves).

Without it a candidate agent's batch of questions over different databases (prompts of 300 to 2,000 tokens with
their example rows) spent 40% of its attention on padding and read each prompt once per row. The sums come in
another order than a single softmax's, so outputs can differ from SDPA's in the last bits.
"""

from __future__ import annotations

import contextlib
import functools
from dataclasses import dataclass
from typing import Any, Iterator

NAME = "prefix_sdpa"
CHUNK = 256  # a continued prompt's queries per attention call (the flash kernel's query block for long prompts)


@dataclass
class Prefixes:
    """One decoding step's shared prompt states: the batch's rows in group order (order, a LongTensor), and per group
    its first place in that order, its row count and per layer (keys, values), each [1, kv heads, length, head dim]."""
    order: Any
    groups: list[tuple[int, int, list[tuple[Any, Any]]]]


_active: list[Prefixes | None] = [None]
_continued: list[bool] = [False]


@contextlib.contextmanager
def prefixes(step: Prefixes) -> Iterator[None]:
    """The prompt states the model's one-token attention calls use while the block runs."""
    _active[0] = step
    try:
        yield
    finally:
        _active[0] = None


@contextlib.contextmanager
def continued_prompt() -> Iterator[None]:
    """The model's calls in the block feed one prompt (one row, no padding) after its cached prefix's states."""
    _continued[0] = True
    try:
        yield
    finally:
        _continued[0] = False


def use_prefix_attention(model: Any) -> bool:
    """Switch a transformers model that runs SDPA on the CPU to prefix_sdpa; False (nothing changed) when it cannot."""
    if getattr(getattr(model, "device", None), "type", "cpu") != "cpu":
        return False  # its kernels are the CPU's flash attention: on a GPU transformers' SDPA runs unchanged
    if getattr(model.config, "_attn_implementation", None) != "sdpa":
        return getattr(model.config, "_attn_implementation", None) == NAME
    _register()
    try:
        model.set_attn_implementation(NAME)
    except (ValueError, TypeError, AttributeError):
        return False
    return getattr(model.config, "_attn_implementation", None) == NAME


@functools.cache
def _register() -> None:
    from transformers import AttentionInterface
    from transformers.masking_utils import AttentionMaskInterface, sdpa_mask

    AttentionInterface.register(NAME, prefix_sdpa_forward)
    AttentionMaskInterface.register(NAME, sdpa_mask)  # the same masks as SDPA


def prefix_sdpa_forward(module: Any, query: Any, key: Any, value: Any, attention_mask: Any, dropout: float = 0.0,
                        scaling: float | None = None, is_causal: bool | None = None, **kwargs: Any) -> tuple[Any, None]:
    """transformers' SDPA attention, except in a one-token step under prefixes(): there key/value hold only the rows'
    fed tokens (attention_mask their padding), and each group's prompt is attended over once for all its rows; and
    a long prompt under continued_prompt(), attended CHUNK queries at a time."""
    import torch
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    step = _active[0]
    plain = dropout or kwargs.get("position_bias") is not None
    if _continued[0] and not plain and attention_mask is not None and CHUNK < query.shape[2] < key.shape[2]:
        return _continued_forward(module, query, key, value, attention_mask, scaling), None
    if step is None or query.shape[2] != 1 or plain:
        return sdpa_attention_forward(module, query, key, value, attention_mask, dropout=dropout, scaling=scaling,
                                      is_causal=is_causal, **kwargs)
    flash = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu
    rows, heads, _, dim = query.shape
    kv_heads = key.shape[1]
    rep = heads // kv_heads
    q = query.reshape(rows, kv_heads, rep, dim)  # a key/value head's queries side by side: no repeat of the states
    mask = attention_mask
    if mask is not None and mask.dtype == torch.bool:  # the flash kernel takes an additive mask in the query's dtype
        mask = torch.zeros(mask.shape, dtype=q.dtype, device=q.device).masked_fill_(~mask, float("-inf"))
    fed, fed_lse = flash(q, key, value, attn_mask=mask, scale=scaling)[:2]  # [rows, kv_heads, rep, dim], [.., rep]
    grouped = q.index_select(0, step.order)  # each group's rows side by side
    outs, lses = [], []
    for first, n, states in step.groups:
        k, v = states[module.layer_idx]
        gq = grouped[first:first + n]
        if n > 1:  # the group's queries on each key/value head in one call: its prompt's states are read once
            gq = gq.transpose(0, 1).reshape(1, kv_heads, n * rep, dim)
        o, lse = flash(gq, k, v, scale=scaling)[:2]
        outs.append(o.view(kv_heads, n, rep, dim).transpose(0, 1) if n > 1 else o)
        lses.append(lse.view(kv_heads, n, rep).transpose(0, 1) if n > 1 else lse)
    o, lse = torch.cat(outs).float(), torch.cat(lses)
    o2, lse2 = fed.index_select(0, step.order).float(), fed_lse.index_select(0, step.order)
    top = torch.maximum(lse, lse2)
    w, w2 = (lse - top).exp_().unsqueeze(-1), (lse2 - top).exp_().unsqueeze(-1)
    merged = (o * w + o2 * w2).div_(w + w2).to(query.dtype)
    out = torch.empty_like(merged).index_copy_(0, step.order, merged)  # back to the batch's row order
    return out.reshape(rows, heads, 1, dim).transpose(1, 2).contiguous(), None


def _continued_forward(module: Any, query: Any, key: Any, value: Any, attention_mask: Any,
                       scaling: float | None) -> Any:
    """One prompt's new tokens over the cached states and their own, CHUNK queries at a time, each chunk over the
    keys up to its last token only (causal: the later ones are masked for all of its rows), as SDPA computes them:
    key/value heads repeated once (not per chunk), the chunk's slice of the mask; [batch, n, heads, dim]."""
    import torch
    from transformers.integrations.sdpa_attention import repeat_kv

    rep = getattr(module, "num_key_value_groups", 1)
    key, value = repeat_kv(key, rep), repeat_kv(value, rep)
    n, past = query.shape[2], key.shape[2] - query.shape[2]
    outs = []
    for a in range(0, n, CHUNK):
        b = min(n, a + CHUNK)
        outs.append(torch.nn.functional.scaled_dot_product_attention(
            query[:, :, a:b], key[:, :, :past + b], value[:, :, :past + b],
            attn_mask=attention_mask[:, :, a:b, :past + b], scale=scaling))
    return torch.cat(outs, 2).transpose(1, 2).contiguous()
