"""Batched decoding (greedy or seeded sampling) that reuses the key/value states of earlier prompts sharing a prefix.

Each row is prefilled on its own, reusing the prefix cache's longest prefix of its prompt (no padding: prefill costs
the same per token at any batch size on a CPU), then the rows decode together (a Decoder); a row leaves the batch as
soon as it ends, so short answers stop costing, and new rows join between steps, so a batch need not wait for its
longest row. A row's prompt states stay where its prefill (or the cache) holds them, shared by the rows that continue
the same prompt (nl2sql.llm.transformers.decoding.prefix_attention); the states of the tokens fed since sit left-padded
in buffers with room to grow (nl2sql.llm.transformers.decoding.growing_layer): a step writes its token in place, a row
that ends is replaced by the last live row, and a joining row takes a free row.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np

from nl2sql.llm.transformers.decoding.growing_layer import ROOM, ROW_ROOM, growing_layer
from nl2sql.llm.transformers.decoding.heap import trim
from nl2sql.llm.transformers.decoding.pickers import argmax, pick_all
from nl2sql.llm.transformers.decoding.prefix_attention import Prefixes, continued_prompt, prefixes, use_prefix_attention
from nl2sql.llm.transformers.decoding.prefix_cache import PrefixCache


@dataclass
class _Row:
    ids: np.ndarray            # prompt ids
    kv: list[tuple[Any, Any]]  # this row's states (prompt, then fed tokens), batch dim 1
    replaces: int | None       # the cache entry holding this row's prompt, superseded when the row ends
    generated: list[int]
    keep: bool = True          # store the prompt and fed tokens when the row ends
    max_new: int = 256
    stopped: Callable[[list[int]], bool] | None = None  # the row's stop-string check on its generated ids
    pick: Callable[[Any], int] = argmax  # its token picker: greedy, or a Sampler (decoding.pickers)
    done: bool = False
    group: "_Group | None" = None  # the prompt states it attends over in place, while it decodes


@dataclass(eq=False)  # one group is one object: removed by identity
class _Group:
    """Prompt states that live rows attend over where they lie (nl2sql.llm.transformers.decoding.prefix_attention)."""
    kv: list[tuple[Any, Any]]  # per layer (keys, values), each [1, kv_heads, length, head_dim]
    length: int
    live: int = 0  # its rows still decoding


class Decoder:
    """Rows decoded together, one token per step; rows join between steps (add) and leave as they end.

    Each row is prefilled on its own, reusing the cache's longest prefix of its prompt, then joins the batch:
    its prompt states stay in place, shared with the rows that continue the same prompt, and the states of the
    tokens it is fed are left-padded to the batch's width (with a model whose attention is not SDPA, all of its
    states are). A row that ends stores its prompt and fed tokens in the cache and leaves, so short answers stop
    costing and new rows (a question's next request) take its place.
    """

    def __init__(self, model: Any, cache: PrefixCache, eos_ids: Sequence[int]) -> None:
        self.model, self.cache = model, cache
        self.eos = set(int(t) for t in eos_ids)
        self.rows: list[_Row] = []  # the live rows, in batch order
        self.past: Any = None       # their fed tokens' states, growing_layer()s [rows, heads, width, dim]
        self.mask: Any = None       # [rows, width]: 1 where a row has a state
        self.pos: list[int] = []    # each row's next position
        self.groups: list[_Group] = []  # the prompt states live rows attend over in place
        self.shared = use_prefix_attention(model)  # False: a row's whole states go into the buffers

    def add(self, prompts: Sequence[Sequence[int]], *, max_new_tokens: int | Sequence[int] = 256,
            is_stopped: Callable[[list[int]], bool] | None | Sequence[Callable[[list[int]], bool] | None] = None,
            samplers: Sequence[Callable[[Any], int]] | None = None, keep_outputs: bool | Sequence[bool] = True,
            forced: Sequence[int | None] | None = None) -> list[_Row]:
        """Prefill prompts (token ids) and let their rows join the batch; returns their rows (a row is done
        when row.done; its new token ids are row.generated).

        Greedy unless samplers gives each row its own token picker (a Sampler): a sampled row draws from
        its own seeded generator, so its text does not depend on the rows it is batched with. A row ends at
        an EOS token (included in its ids), when is_stopped(generated ids) is true, or at max_new_tokens.
        Its prompt plus the tokens fed back are stored in the cache for the next call. With keep_outputs off
        (sampled candidates: no later prompt continues them) only a prompt the cache did not hold is stored,
        so a round of samples neither copies its prompt's states nor evicts the prompts still in use.
        max_new_tokens, is_stopped and keep_outputs are one value for every row or a list of one per row (rows of
        several calls decoded together). forced gives a row its first token (a sample that left a greedy path,
        whose prompt is the greedy prompt plus the tokens it shared): its prompt needs no logits, so when the cache
        holds all of it the row costs no prefill and its first token is fed with the others' in its first step.
        """
        import torch
        from transformers import DynamicCache

        n, cache, model = len(prompts), self.cache, self.model
        pick = list(samplers) if samplers is not None else [argmax] * n
        limits = [max_new_tokens] * n if isinstance(max_new_tokens, int) else list(max_new_tokens)
        stops = list(is_stopped) if isinstance(is_stopped, (list, tuple)) else [is_stopped] * n
        keeps = [keep_outputs] * n if isinstance(keep_outputs, bool) else list(keep_outputs)
        rows: list[_Row] = []
        t0, computed = time.perf_counter(), cache.computed
        shared: dict[bytes, tuple[list, Any, int | None]] = {}  # prompt ids -> (states, last logits, cache key)
        with torch.inference_mode():
            for r, p in enumerate(prompts):
                ids = np.asarray(p, dtype=np.int64)
                f = forced[r] if forced is not None else None
                row = _Row(ids, [], None, [], keeps[r], limits[r], stops[r], pick[r])
                rows.append(row)
                if f is not None:
                    key, m = cache.longest(ids)
                    if key is not None and m == len(ids):  # every state is cached: a view of them, no model call
                        cache.hits += m
                        row.kv = [(k[:, :, :m], v[:, :, :m]) for k, v in cache.get(key).kv]
                        self._first(row, f)
                        continue
                if ids.tobytes() in shared:
                    # Another copy of a prompt this call already prefilled (sampled candidates): same states, no call.
                    row.kv, logits, row.replaces = shared[ids.tobytes()]
                    cache.hits += len(ids)
                    self._first(row, f if f is not None else row.pick(logits))
                    continue
                key, m = cache.longest(ids)
                m = min(m, len(ids) - 1)  # the last prompt token is always fed: its logits pick the first token
                past = None
                if key is not None and m > 0:
                    past = DynamicCache(ddp_cache_data=[(k[:, :, :m], v[:, :, :m]) for k, v in cache.get(key).kv])
                cache.hits += m
                cache.computed += len(ids) - m
                with continued_prompt():
                    out = model(input_ids=torch.from_numpy(ids[m:])[None].to(model.device), past_key_values=past
                                or DynamicCache(), use_cache=True, logits_to_keep=1)
                row.kv = [(layer.keys, layer.values) for layer in out.past_key_values.layers]
                full = key is not None and m == len(cache.get(key).ids)
                # Stored now, so the next rows of this batch (same schema, say) already reuse this prompt.
                held = key is not None and m == len(ids) - 1  # the cache had it but for the last token
                row.replaces = None if held and not keeps[r] else cache.put(ids, row.kv, replaces=key if full else None)
                shared[ids.tobytes()] = (row.kv, out.logits[0, -1], row.replaces)
                self._first(row, f if f is not None else row.pick(out.logits[0, -1]))
            if cache.computed > computed:
                trim()  # the prefill's activations are freed: their pages go back before the batch grows
            self._join([row for row in rows if not row.done])
        cache.prefill_s += time.perf_counter() - t0
        return rows

    def _first(self, row: _Row, tok: int) -> None:
        if _finished(row, tok, self.eos):
            _store(row, self.cache)

    def _join(self, rows: list[_Row]) -> None:
        """Put rows (prefilled, each with its first token) into the batch, all left-padded to one width: into the
        batch's buffers where they have room, else into new buffers that hold the live rows too."""
        import torch
        from transformers import DynamicCache

        if not rows:
            return
        full = [r.kv[0][0].shape[2] for r in rows]
        if self.shared:
            self._group(rows)
        lengths = [r.kv[0][0].shape[2] for r in rows]
        old = self.mask.shape[1] if self.rows else 0
        width = max(old, max(lengths))
        live = len(self.rows)
        if live and width == old and self.past.layers[0].room_for(len(rows)):
            for l, layer in enumerate(self.past.layers):
                layer.append_rows([r.kv[l] for r in rows], lengths)
        else:
            layers = []
            total = live + len(rows)
            capacity = total + max(ROW_ROOM, total // 4)
            for l in range(len(rows[0].kv)):
                # One new buffer per layer, each row copied into its right-aligned place, with room for more rows.
                pair = []
                for side in (0, 1):
                    ref = rows[0].kv[l][side]
                    t = ref.new_zeros((capacity, ref.shape[1], width + ROOM, ref.shape[3]))
                    if live:
                        prev = self.past.layers[l]
                        t[:live, :, width - old:width] = prev.keys if side == 0 else prev.values
                    for b, (r, n) in enumerate(zip(rows, lengths)):
                        t[live + b, :, width - n:width] = r.kv[l][side][0]
                    pair.append(t)
                layers.append(tuple(pair))
                if live:  # the old layer's memory goes as soon as it is copied
                    self.past.layers[l].release()
            self.past = DynamicCache()
            self.past.layers = [growing_layer()(k, v, total, width) for k, v in layers]
        mask = torch.zeros((len(rows), width), dtype=torch.long, device=self.model.device)
        for b, n in enumerate(lengths):
            mask[b, width - n:] = 1
        pad = torch.nn.functional.pad
        self.mask = torch.cat([pad(self.mask, (width - old, 0)), mask]) if live else mask
        for r in rows:
            r.kv = []  # the batch holds them now
        self.rows += rows
        self.pos += full

    def _group(self, rows: list[_Row]) -> None:
        """Give each joining row the group of the prompt states it continues (rows whose states are one tensor's share
        its first positions: copies of one prompt, samples forked from one greedy answer); its kv keeps the rest."""
        by_start: dict[int, list[_Row]] = {}
        for r in rows:
            by_start.setdefault(r.kv[0][0].data_ptr(), []).append(r)
        for ptr, same in by_start.items():
            n = min(r.kv[0][0].shape[2] for r in same)
            group = next((g for g in self.groups if g.kv[0][0].data_ptr() == ptr and g.length <= n), None)
            if group is None:
                group = _Group([(k[:, :, :n], v[:, :, :n]) for k, v in same[0].kv], n)
                self.groups.append(group)
            for r in same:
                r.group, m = group, group.length
                group.live += 1
                r.kv = [(k[:, :, m:], v[:, :, m:]) for k, v in r.kv]

    def _leave(self, row: _Row) -> None:
        """The row no longer attends over its group's states; the last row to leave lets them go."""
        group, row.group = row.group, None
        if group is not None:
            group.live -= 1
            if not group.live:
                self.groups.remove(group)

    def _prefixes(self) -> Any:
        """This step's groups for the attention: the rows in group order, each group's place in it."""
        import torch

        if not self.groups:
            return contextlib.nullcontext()
        places: dict[int, list[int]] = {id(g): [] for g in self.groups}
        for b, r in enumerate(self.rows):
            places[id(r.group)].append(b)
        order, spans = [], []
        for g in self.groups:
            spans.append((len(order), g.live, g.kv))
            order += places[id(g)]
        return prefixes(Prefixes(torch.tensor(order, dtype=torch.long), spans))

    def _trim(self) -> None:
        """Drop the leading positions no live row has a state in (the padding of rows that left): rows come and go,
        and without this the batch would grow a position per step for as long as it runs."""
        first = int(self.mask.any(0).int().argmax())
        if first > 0:
            self.mask = self.mask[:, first:]
            for layer in self.past.layers:
                layer.trim(first)

    def step(self) -> list[_Row]:
        """One decoding step of every live row; returns the rows that ended (their states are in the cache)."""
        import torch

        if not self.rows:  # every row ended at its first token (max_new_tokens=1, say): nothing to decode
            return []
        t0 = time.perf_counter()
        device = self.model.device
        with torch.inference_mode():
            self.mask = torch.cat([self.mask, self.mask.new_ones((len(self.rows), 1))], dim=1)
            tok = torch.tensor([r.generated[-1] for r in self.rows], dtype=torch.long, device=device)
            pos = torch.tensor(self.pos, dtype=torch.long, device=device)
            with self._prefixes():
                out = self.model(input_ids=tok[:, None], attention_mask=self.mask, position_ids=pos[:, None],
                                 past_key_values=self.past, use_cache=True)
            self.past = out.past_key_values
            nxt = pick_all(out.logits[:, -1], [r.pick for r in self.rows])
            keep, ended = [], []
            for b, r in enumerate(self.rows):
                if _finished(r, nxt[b], self.eos):
                    if r.keep:
                        real = self.mask[b].bool()
                        own = [(layer.keys[b:b + 1, :, real], layer.values[b:b + 1, :, real])
                               for layer in self.past.layers]
                        r.kv = ([(torch.cat([gk, k], 2), torch.cat([gv, v], 2)) for (gk, gv), (k, v)
                                 in zip(r.group.kv, own)] if r.group else [(k.clone(), v.clone()) for k, v in own])
                    self._leave(r)
                    _store(r, self.cache)
                    ended.append(r)
                else:
                    keep.append(b)
            self.pos = [p + 1 for p in self.pos]
            if ended:
                # The last live rows move into the places of those that ended: only moved rows are copied.
                kept = set(keep)
                holes = [b for b in range(len(keep)) if b not in kept]
                moves = list(zip(holes, keep[len(keep) - len(holes):]))
                order = list(range(len(keep)))
                for dst, src in moves:
                    order[dst] = src
                self.rows = [self.rows[b] for b in order]
                self.pos = [self.pos[b] for b in order]
                if keep:
                    for layer in self.past.layers:
                        layer.move(moves, len(keep))
                    self.mask = self.mask[torch.tensor(order, dtype=torch.long, device=device)]
                    self._trim()
                else:
                    self.past = self.mask = None
        self.cache.decode_s += time.perf_counter() - t0
        return ended


def _finished(row: _Row, tok: int, eos: set[int]) -> bool:
    row.generated.append(tok)
    row.done = tok in eos or len(row.generated) >= row.max_new or bool(row.stopped and row.stopped(row.generated))
    return row.done


def _store(row: _Row, cache: PrefixCache) -> None:
    """Keep the row's prompt and fed tokens (all generated but the last, which was never fed); a row that keeps
    nothing lets its states go."""
    if not row.keep:
        row.kv = []
        return
    n = row.kv[0][0].shape[2]
    ids = np.concatenate([row.ids, np.asarray(row.generated[:-1], dtype=np.int64)])[:n]
    cache.put(ids, row.kv, row.replaces)
    row.kv = []
