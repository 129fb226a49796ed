"""How a decoding row picks its next token: greedy, or seeded top-k/top-p sampling; one step's picks for a batch.

    nxt = pick_all(logits, [row.pick for row in rows])   # logits [rows, vocab]: each row's picker chooses its token

What the pickers need (the argmax, the top-k logits, the log-sum-exp) is computed once per step for every row
(a Step) rather than row by row: over a 150k vocabulary, sixteen rows' top-k, softmax and argmax one at a time
took longer than one batched call of each. A picker called on one row's logits (a prefill's first token) sees a
Step of that row, so a token does not depend on how its row was batched.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Sequence

TOP_K = 50  # transformers' default: the tail of a 150k vocabulary never wins, and sorting it costs
# The first most likely token, as argmax() gives it, but from max(): on a CPU its bf16 kernel is vectorised and
# argmax's is not (18 rows of a 150k vocabulary: 0.8 ms against 4.4 ms, every decoding step).


def argmax(logits: Any) -> int:
    """The most likely token of one row's logits (plain greedy decoding, nothing kept)."""
    return int(logits.max(-1).indices)


class Step:
    """One decoding step's last logits of every row ([rows, vocab]); what the pickers read is computed on first use,
    once for all rows."""

    def __init__(self, logits: Any, logprob_rows: Sequence[int] | None = None) -> None:
        self.logits = logits
        self.logprob_rows = logprob_rows  # the rows whose picker keeps log-probabilities (None: every row)

    @functools.cached_property
    def argmax(self) -> list[int]:
        return self.logits.max(-1).indices.tolist()

    @functools.cached_property
    def top(self) -> tuple[Any, Any]:
        """Each row's TOP_K largest logits, largest first, and their token ids (in the logits' dtype: cheaper)."""
        import torch

        values, ids = torch.topk(self.logits, TOP_K, dim=-1)
        return values, ids

    @functools.cached_property
    def logsumexp(self) -> dict[int, float]:
        """Row -> the log-sum-exp of its logits, for the rows that keep log-probabilities (over a 150k vocabulary
        in float32 it costs more than the rest of a step's picking)."""
        import torch

        rows = range(len(self.logits)) if self.logprob_rows is None else self.logprob_rows
        if not rows:
            return {}
        values = torch.logsumexp(self.logits[list(rows)].float(), dim=-1).tolist()
        return dict(zip(rows, values))


def pick_all(logits: Any, pickers: Sequence[Callable[[Any], int]]) -> list[int]:
    """Each row's next token: a picker with choose() reads the shared Step, any other callable its row's logits."""
    step = Step(logits, [b for b, p in enumerate(pickers) if isinstance(p, Greedy)])
    return [step.argmax[b] if p is argmax else p.choose(step, b) if hasattr(p, "choose") else p(logits[b])
            for b, p in enumerate(pickers)]


class Sampler:
    """Top-k, temperature and nucleus (top-p) sampling of one row, from its own seeded generator."""

    TOP_K = TOP_K

    def __init__(self, temperature: float, top_p: float, seed: int) -> None:
        import torch

        self.temperature, self.top_p = float(temperature), float(top_p)
        self.generator = torch.Generator().manual_seed(int(seed))

    def __call__(self, logits: Any) -> int:
        return self.choose(Step(logits[None]), 0)

    def choose(self, step: Step, row: int) -> int:
        values, ids = step.top
        return self.draw(values[row], ids[row])

    def draw(self, top: Any, ids: Any) -> int:
        """One token from a step's top-k logits and their token ids (one draw of the row's generator)."""
        import torch

        probs = torch.softmax(top.float() / self.temperature, dim=-1)
        if self.top_p < 1.0:
            # Keep the smallest prefix whose mass reaches top_p (the first token always stays).
            probs[probs.cumsum(-1) - probs >= self.top_p] = 0.0
        return int(ids[torch.multinomial(probs.cpu(), 1, generator=self.generator)])


class Greedy:
    """The most likely token of one row, remembering its log-probability (how sure the model was of it) and each
    step's top-k logits (what a sample of the same prompt would draw from: decoding.greedy_paths)."""

    def __init__(self) -> None:
        self.logprobs: list[float] = []
        self.steps: list[tuple[Any, Any]] = []

    def __call__(self, logits: Any) -> int:
        return self.choose(Step(logits[None]), 0)

    def choose(self, step: Step, row: int) -> int:
        tok = step.argmax[row]
        self.logprobs.append(float(step.logits[row, tok].float()) - step.logsumexp[row])
        values, ids = step.top
        self.steps.append((values[row].clone(), ids[row].clone()))  # kept with the path: not a view of the batch's
        return tok
