"""Sampled candidates that follow the greedy answer cost no decoding until they leave it.

A sample of a prompt whose greedy answer this process decoded draws each token from the same distribution
the greedy step saw, as long as its tokens so far are the greedy ones: the greedy row's top-k logits at that
step (nl2sql.llm.transformers.decoding.pickers.Greedy). So the walk below draws along the greedy path with the row's own
Sampler, one draw per token as plain decoding would, and needs the model only from the first token where
the draw differs (or past the path's end): that row is decoded from its prompt plus the tokens drawn so far,
whose states the prefix cache holds from the greedy answer. The drawn texts have the distribution of
sampling from scratch; a SQL sample at temperature 0.7 mostly repeats the greedy tokens, so most of its
tokens, and often all of them, are free.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from nl2sql.llm.transformers.decoding.pickers import Sampler


@dataclass
class Path:
    """A greedy answer: its tokens and, per token, the top-k logits and ids it was picked from."""

    tokens: list[int]
    steps: list[tuple[Any, Any]]


def path_key(ids: Sequence[int]) -> bytes:
    """A prompt's key among the greedy paths (its token ids)."""
    return b",".join(str(t).encode() for t in ids)


class GreedyPaths:
    """The greedy paths of the last prompts decoded, by prompt token ids (an LRU of max_prompts)."""

    def __init__(self, max_prompts: int = 256) -> None:
        self.max_prompts = max(0, int(max_prompts))
        self._paths: OrderedDict[bytes, Path] = OrderedDict()
        self.followed = 0  # sampled tokens taken from a greedy path (no decoding)
        self.decoded = 0   # sampled tokens that needed the model

    def put(self, prompt: bytes, tokens: Sequence[int], steps: Sequence[tuple[Any, Any]]) -> None:
        if self.max_prompts == 0 or not steps:
            return
        self._paths[prompt] = Path(list(tokens)[:len(steps)], list(steps))
        self._paths.move_to_end(prompt)
        while len(self._paths) > self.max_prompts:
            self._paths.popitem(last=False)

    def get(self, prompt: bytes) -> Path | None:
        path = self._paths.get(prompt)
        if path is not None:
            self._paths.move_to_end(prompt)
        return path

    def clear(self) -> None:
        self._paths.clear()


def follow(path: Path, sampler: Sampler, max_new_tokens: int, eos: set[int],
           is_stopped: Callable[[list[int]], bool] | None) -> tuple[list[int], bool]:
    """Draw a sample along a greedy path: (its tokens so far, whether it is finished).

    Each step draws from the greedy step's top-k logits; the walk stops at the sample's end (EOS, a stop
    string, its length cap), at the first token that leaves the path, or where the path ends.
    """
    out: list[int] = []
    for greedy_token, (top, ids) in zip(path.tokens, path.steps):
        tok = sampler.draw(top, ids)
        out.append(tok)
        if tok in eos or len(out) >= max_new_tokens or (is_stopped is not None and is_stopped(out)):
            return out, True
        if tok != greedy_token:
            return out, False
    return out, False
