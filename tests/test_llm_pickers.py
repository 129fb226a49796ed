"""Token pickers: a batch's picks in one step equal each row's picks alone, ties in bf16 included."""

from __future__ import annotations

import torch

from nl2sql.llm.transformers.decoding.pickers import TOP_K, Greedy, Sampler, argmax, pick_all


def bf16_logits(rows: int, seed: int) -> torch.Tensor:
    """Logits over a 150k vocabulary rounded to whole numbers in bf16: many tied values, as bf16 logits have."""
    gen = torch.Generator().manual_seed(seed)
    return (torch.randn(rows, 151_936, generator=gen) * 3).round().to(torch.bfloat16)


def test_a_batchs_picks_equal_each_rows_picks_alone() -> None:
    logits = bf16_logits(6, 0)
    kinds = [argmax, Greedy, Sampler, Greedy, Sampler, argmax]

    def pickers() -> list:
        made = []
        for k, kind in enumerate(kinds):
            made.append(kind if kind is argmax else Greedy() if kind is Greedy else Sampler(0.7, 0.95, seed=k))
        return made
    together, alone = pickers(), pickers()
    batch = [pick_all(logits, together) for _ in range(3)]  # three steps: the samplers' generators advance
    single = [[p(logits[b]) for b, p in enumerate(alone)] for _ in range(3)]
    assert batch == single
    for a, b in zip(together, alone):
        if isinstance(a, Greedy):
            assert a.logprobs == b.logprobs and len(a.steps) == 3
            for (va, ia), (vb, ib) in zip(a.steps, b.steps):
                assert torch.equal(va, vb) and torch.equal(ia, ib) and va.shape == (TOP_K,)


def test_greedy_keeps_its_tokens_log_probability_and_the_top_k_it_chose_from() -> None:
    logits = bf16_logits(2, 1)
    greedy = Greedy()
    tokens = pick_all(logits, [greedy, argmax])
    assert tokens == logits.argmax(-1).tolist()
    expected = float(logits[0].float().log_softmax(-1)[tokens[0]])
    assert abs(greedy.logprobs[0] - expected) < 1e-4
    values, ids = greedy.steps[0]
    assert int(ids[0]) == tokens[0] and torch.equal(values, torch.topk(logits[0], TOP_K).values)
    assert values.untyped_storage().size() == TOP_K * values.element_size()  # its own copy, not a view of the batch's
