"""Key/value states of earlier prompts by token ids, so a prompt sharing a prefix with one before prefills only the rest.

A ReAct conversation resends its whole history every step, and questions on one database share the
system prompt and schema. Keeping the attention keys/values of what was already computed (an LRU keyed
by token ids) means each call prefills only its new tokens; the decoding batch
(nl2sql.llm.transformers.decoding.decoder) reads and fills it.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import numpy as np


@dataclass
class _Entry:
    ids: np.ndarray          # token ids whose states are stored
    kv: list[tuple[Any, Any]]  # per layer (keys, values), each [1, kv_heads, len(ids), head_dim]


class PrefixCache:
    """LRU of computed key/value states by token ids, bounded by the total number of tokens held."""

    def __init__(self, max_tokens: int = 131072) -> None:
        self.max_tokens = max(0, int(max_tokens))
        self._entries: OrderedDict[int, _Entry] = OrderedDict()
        self._next = 0
        self.tokens = 0
        self.hits = 0          # prompt tokens served from the cache
        self.computed = 0      # prompt tokens computed
        self.prefill_s = 0.0   # time spent computing prompt states (where the reuse saves), rows joining included
        self.decode_s = 0.0    # time spent generating new tokens

    def __len__(self) -> int:
        return len(self._entries)

    def longest(self, ids: np.ndarray) -> tuple[int | None, int]:
        """(entry key, length) of the longest stored prefix of ids; (None, 0) when nothing matches."""
        best, best_len = None, 0
        for key, e in self._entries.items():
            n = min(len(e.ids), len(ids))
            if n <= best_len or e.ids[0] != ids[0]:
                continue
            diff = np.flatnonzero(e.ids[:n] != ids[:n])
            m = int(diff[0]) if diff.size else n
            if m > best_len:
                best, best_len = key, m
        if best is not None:
            self._entries.move_to_end(best)
        return best, best_len

    def get(self, key: int) -> _Entry:
        return self._entries[key]

    def put(self, ids: np.ndarray, kv: list[tuple[Any, Any]], replaces: int | None = None) -> int | None:
        """Store states for ids (their key, or None when too large); replaces names an entry ids extends."""
        if replaces is not None and replaces in self._entries:  # dropped: the new entry covers it
            self.tokens -= len(self._entries.pop(replaces).ids)
        if self.max_tokens == 0 or len(ids) > self.max_tokens:
            return None
        key = self._next
        self._entries[key] = _Entry(ids, kv)
        self._next += 1
        self.tokens += len(ids)
        while self.tokens > self.max_tokens:
            _, old = self._entries.popitem(last=False)
            self.tokens -= len(old.ids)
        return key

    def clear(self) -> None:
        self._entries.clear()
        self.tokens = 0
