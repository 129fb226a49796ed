"""The cache layer of a decoding batch: its states in buffers with room to grow, so a step writes in place."""

from __future__ import annotations

import functools
from typing import Any

# Positions of room a decoding batch's states have past their width, so that a step writes its token in place
# instead of copying the whole batch (transformers' DynamicLayer concatenates): one copy per ROOM steps at most.
ROOM = 64
# Rows of room a decoding batch's buffers have (this many, or a quarter of the rows they hold if more): joining rows
# take them without a copy of the batch.
ROW_ROOM = 4


@functools.cache
def growing_layer() -> type:
    """The cache layer of a decoding batch (a class made on first use, so importing this module needs no torch)."""
    from torch.nn.functional import pad
    from transformers.cache_utils import DynamicLayer

    class GrowingLayer(DynamicLayer):
        """One layer's states of a decoding batch in buffers with room below and to the right: keys/values are
        views of the live rows' positions start..end, update() writes new positions in place while the room lasts,
        and rows that join take free rows of the buffers."""

        def __init__(self, keys: Any, values: Any, rows: int, used: int) -> None:
            super().__init__()
            self.dtype, self.device, self.is_initialized = keys.dtype, keys.device, True
            self.kbuf, self.vbuf = keys, values  # [capacity rows, heads, capacity positions, dim]
            self.rows, self.start, self.end = rows, 0, used
            self._views()

        def _views(self) -> None:
            self.keys = self.kbuf[:self.rows, :, self.start:self.end]
            self.values = self.vbuf[:self.rows, :, self.start:self.end]

        def update(self, key_states: Any, value_states: Any, *args: Any, **kwargs: Any) -> tuple[Any, Any]:
            n = key_states.shape[-2]
            if self.end + n > self.kbuf.shape[2]:  # out of room: one copy into buffers with ROOM more
                rows = self.kbuf.shape[0] - self.rows
                self.kbuf, self.vbuf = (pad(t, (0, 0, 0, n + ROOM, 0, 0, 0, rows)) for t in (self.keys, self.values))
                self.start, self.end = 0, self.end - self.start
            self.kbuf[:self.rows, :, self.end:self.end + n] = key_states
            self.vbuf[:self.rows, :, self.end:self.end + n] = value_states
            self.end += n
            self._views()
            return self.keys, self.values

        def room_for(self, rows: int) -> bool:
            """Whether that many more rows fit in the buffers."""
            return self.rows + rows <= self.kbuf.shape[0]

        def append_rows(self, states: list[tuple[Any, Any]], lengths: list[int]) -> None:
            """Write rows' states ([1, heads, length, dim] each, length at most the width) right-aligned into free
            rows; what lies left of a row's states is masked out."""
            for (k, v), n in zip(states, lengths):
                self.kbuf[self.rows, :, self.end - n:self.end] = k[0]
                self.vbuf[self.rows, :, self.end - n:self.end] = v[0]
                self.rows += 1
            self._views()

        def release(self) -> None:
            """Let the states go (the batch holds a copy elsewhere now)."""
            self.keys = self.values = self.kbuf = self.vbuf = None

        def trim(self, first: int) -> None:
            """Drop the first positions (only the views change)."""
            self.start += first
            self._views()

        def move(self, moves: list[tuple[int, int]], rows: int) -> None:
            """Copy row src into row dst for each (dst, src), then keep the first `rows` rows."""
            for dst, src in moves:
                self.kbuf[dst, :, self.start:self.end] = self.kbuf[src, :, self.start:self.end]
                self.vbuf[dst, :, self.start:self.end] = self.vbuf[src, :, self.start:self.end]
            self.rows = rows
            self._views()

    return GrowingLayer
