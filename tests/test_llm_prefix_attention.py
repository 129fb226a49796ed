"""Attention over shared prompt states: the same as SDPA over each row's whole states (decoding steps, and prompts
prefilled after a cached prefix), and the rows that continue one prompt attend over a single copy of it."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest
import torch
from transformers.integrations.sdpa_attention import sdpa_attention_forward

from nl2sql.llm import TINY_MODEL, load
from nl2sql.llm.transformers.decoding import prefix_attention
from nl2sql.llm.transformers.decoding.decoder import Decoder
from nl2sql.llm.transformers.decoding.pickers import Sampler
from nl2sql.llm.transformers.decoding.prefix_attention import (
    NAME,
    Prefixes,
    continued_prompt,
    prefix_sdpa_forward,
    prefixes,
    use_prefix_attention,
)
from nl2sql.llm.transformers.decoding.prefix_cache import PrefixCache


class Layer(torch.nn.Module):
    """What the attention reads of a model's attention module."""
    layer_idx, num_key_value_groups, is_causal = 0, 3, True


def test_shared_prompts_and_fed_tokens_attend_as_one_softmax_over_each_rows_states() -> None:
    torch.manual_seed(0)
    kv_heads, rep, dim, fed = 2, 3, 8, 6
    groups = [(3, 11), (1, 7), (2, 4)]  # (rows, prompt length): a sampled group, a lone row, a pair
    prompts = [(torch.randn(1, kv_heads, n, dim), torch.randn(1, kv_heads, n, dim)) for _, n in groups]
    owners = [g for g, (rows, _) in enumerate(groups) for _ in range(rows)]
    order = [5, 0, 3, 1, 4, 2]  # the batch's rows in group order: groups need not sit side by side in the batch
    row_group = {b: owners[i] for i, b in enumerate(order)}
    rows = len(order)
    q = torch.randn(rows, kv_heads * rep, 1, dim)
    k, v = torch.randn(rows, kv_heads, fed, dim), torch.randn(rows, kv_heads, fed, dim)
    lengths = [6, 1, 3, 6, 2, 4]  # each row's fed tokens, left-padded to the width
    mask = torch.zeros(rows, 1, 1, fed, dtype=torch.bool)
    for b, n in enumerate(lengths):
        mask[b, ..., fed - n:] = True
    spans, first = [], 0
    for (n_rows, _), states in zip(groups, prompts):
        spans.append((first, n_rows, [states]))
        first += n_rows
    with prefixes(Prefixes(torch.tensor(order), spans)):
        got, _ = prefix_sdpa_forward(Layer(), q, k, v, mask, scaling=0.3)
    for b in range(rows):  # each row alone, its prompt then its fed tokens, through transformers' SDPA
        pk, pv = prompts[row_group[b]]
        keys = torch.cat([pk[0], k[b, :, fed - lengths[b]:]], 1)[None]
        values = torch.cat([pv[0], v[b, :, fed - lengths[b]:]], 1)[None]
        want, _ = sdpa_attention_forward(Layer(), q[b:b + 1], keys, values, None, scaling=0.3)
        assert torch.allclose(got[b:b + 1], want, atol=1e-6), b


def test_outside_a_decoding_step_it_is_sdpa() -> None:
    torch.manual_seed(1)
    q, k, v = torch.randn(1, 6, 5, 8), torch.randn(1, 2, 5, 8), torch.randn(1, 2, 5, 8)
    got, _ = prefix_sdpa_forward(Layer(), q, k, v, None, scaling=0.5)
    want, _ = sdpa_attention_forward(Layer(), q, k, v, None, scaling=0.5)
    assert torch.equal(got, want)


@pytest.mark.parametrize("n, past", [(5, 3), (40, 1), (33, 70), (16, 2)])
def test_a_prompt_after_its_cached_prefix_attends_as_sdpa_with_the_causal_mask(n: int, past: int, monkeypatch) -> None:
    monkeypatch.setattr(prefix_attention, "CHUNK", 4)  # several chunks, the last one short where n is no multiple
    torch.manual_seed(n + past)
    q = torch.randn(1, n, 6, 8).transpose(1, 2)  # [1, heads, n, dim] as transformers passes it: not contiguous
    k, v = torch.randn(1, 2, past + n, 8), torch.randn(1, 2, past + n, 8)
    mask = torch.ones(n, past + n, dtype=torch.bool).tril(past)[None, None]  # token i sees the cache and 0..i
    want, _ = sdpa_attention_forward(Layer(), q, k, v, mask, scaling=0.4)
    calls = []  # (queries, keys) of each attention kernel call
    real = torch.nn.functional.scaled_dot_product_attention
    monkeypatch.setattr(torch.nn.functional, "scaled_dot_product_attention", lambda q_, k_, *a, **kw: calls.append(
        (q_.shape[2], k_.shape[2])) or real(q_, k_, *a, **kw))
    with continued_prompt():
        got, _ = prefix_sdpa_forward(Layer(), q, k, v, mask, scaling=0.4)
    assert got.shape == want.shape == (1, n, 6, 8)
    assert torch.allclose(got, want, atol=1e-6)
    # Each chunk of 4 queries over the keys up to its last token: the hidden ones after it are never computed.
    assert calls == [(min(4, n - a), past + min(n, a + 4)) for a in range(0, n, 4)]
    calls.clear()
    outside, _ = prefix_sdpa_forward(Layer(), q, k, v, mask, scaling=0.4)
    assert torch.equal(outside, want) and calls == [(n, past + n)]  # outside the block: one call over all keys


def test_a_model_off_the_cpu_keeps_its_attention() -> None:
    gpu = SimpleNamespace(device=SimpleNamespace(type="cuda"), config=SimpleNamespace(_attn_implementation="sdpa"))
    assert not use_prefix_attention(gpu)  # the split kernels are the CPU's flash attention
    assert gpu.config._attn_implementation == "sdpa"


@pytest.fixture(scope="module")
def tiny():
    return load(TINY_MODEL, cache=False, dtype="float32")  # fp32: shared and copied states give the same tokens


@pytest.mark.model
def test_samples_of_one_prompt_read_one_copy_of_it_and_draw_what_copies_draw(tiny) -> None:
    ids = tiny.encode([[{"role": "user", "content": "Write a SQLite query that counts the singers."}]])[0]

    def draw(shared: bool) -> tuple[list[list[int]], Decoder]:
        decoder = Decoder(tiny.model, PrefixCache(), tiny.eos_ids)
        decoder.shared = shared
        rows = decoder.add([ids] * 3, max_new_tokens=12, keep_outputs=False,
                           samplers=[Sampler(0.8, 0.95, seed) for seed in (1, 2, 3)])
        if shared:  # one group of three rows; the batch's buffers hold only their fed tokens
            assert [g.live for g in decoder.groups] == [3] and decoder.groups[0].length == len(ids)
            assert decoder.past.layers[0].keys.shape[2] < 2
        else:
            assert not decoder.groups and decoder.past.layers[0].keys.shape[2] == len(ids)
        while decoder.rows:
            decoder.step()
        assert not decoder.groups  # the last row to end lets the prompt's states go
        return [r.generated for r in rows], decoder

    shared, _ = draw(True)
    assert tiny.model.config._attn_implementation == NAME  # the decoder switched the model's attention
    copied, _ = draw(False)
    assert shared == copied and len({tuple(g) for g in shared}) > 1  # the draws differ from each other
    assert all(len(g) > 1 for g in shared) and np.all([isinstance(t, int) for g in shared for t in g])
