"""The transformers backend's calls in flight, decoded as they come (continuous batching).

    batch = llm.batch()                      # an HFBatch when the prefix cache is on
    ticket = batch.add(Call(prompts, params))
    answers = batch.take()                   # {ticket: completions} of the calls done; the others keep decoding

Each call's prompts become rows (nl2sql.llm.transformers.decoding.decoder.Decoder) with their call's length cap, stop
strings and picker (greedy, or a Sampler seeded from the call's seed, the prompt and its copy number), so a row's text
is what its call alone would give. Rows join the running batch whenever it has room (at most
max(batch_size, max_batch_tokens // width) rows), so a batch driver's next requests (a question's samples once its
greedy answer is back) start while the longest rows of the last ones still decode: no row waits for another
call's longest row. A sampled row whose prompt has a greedy answer here walks that answer's path first
(nl2sql.llm.transformers.decoding.greedy_paths) and is decoded only from where it leaves it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from nl2sql.llm.base import Batch, Call, Completion, GenParams, Message, sample_seeds
from nl2sql.llm.transformers.decoding.decoder import Decoder
from nl2sql.llm.transformers.decoding.greedy_paths import GreedyPaths, follow, path_key
from nl2sql.llm.transformers.decoding.pickers import Greedy, Sampler
from nl2sql.llm.transformers.decoding.prefix_cache import PrefixCache
from nl2sql.llm.transformers.decoding.stops import stop_check


class Backend(Protocol):
    """What an HFBatch reads of its backend (nl2sql.llm.transformers.backend.HFLLM): the model, its tokenizer and prefix
    cache, the greedy paths, the batch caps, prompt encoding and the completion of a decoded row."""

    model: Any
    tokenizer: Any
    prefix_cache: PrefixCache
    paths: GreedyPaths
    eos_ids: list[int]
    batch_size: int
    max_batch_tokens: int

    def encode(self, prompts: list[list[Message]], tools: list[dict] | None = None) -> list[list[int]]: ...

    def _completion(self, row: list[int], prompt: list[int], params: GenParams, latency_s: float,
                    logprobs: list[float] | None = None) -> Completion: ...

    def _account(self, out: list[Completion], wall: float) -> None: ...


@dataclass
class _Row:
    """One prompt of a call: its ticket and place there, prompt ids, picker and stop check; drawn is what it took
    from a greedy path before decoding."""

    ticket: int
    index: int
    prompt: list[int]
    picker: Any
    stop: Callable[[list[int]], bool]
    drawn: list[int] = field(default_factory=list)

    def stop_after_shared(self) -> Callable[[list[int]], bool]:
        """The stop check of what follows the tokens shared with the greedy path (a stop string or loop may span
        both)."""
        shared = self.drawn[:-1]
        if not shared:
            return self.stop
        return lambda gen: self.stop(shared + gen)  # type: ignore[misc]


@dataclass
class _Pending:
    """A call in flight: its completions so far and how many rows are still decoding."""

    call: Call
    out: list[Completion | None]
    left: int
    t0: float


class HFBatch(Batch):
    """Calls in flight on the transformers backend with the prefix cache: their rows decode together as they come."""

    def __init__(self, llm: Backend) -> None:
        super().__init__(llm)
        self.decoder = Decoder(llm.model, llm.prefix_cache, llm.eos_ids)
        self.queue: list[_Row] = []        # rows waiting for room in the batch
        self.pending: dict[int, _Pending] = {}
        self.ready: list[int] = []         # tickets whose rows are all done
        self.rows: dict[int, _Row] = {}    # id of a decoder row -> its row here

    def __len__(self) -> int:
        return len(self.pending)

    def add(self, call: Call) -> int:
        llm, p = self.llm, call.params
        self._next += 1
        ticket = self._next
        ids = llm.encode(list(call.prompts), call.tools)
        seeds = sample_seeds([",".join(map(str, r)) for r in ids], p.seed) if p.do_sample else [None] * len(ids)
        stop = stop_check(llm.tokenizer, p.stop)
        self.pending[ticket] = _Pending(call, [None] * len(ids), len(ids), time.perf_counter())
        for k, (prompt, seed) in enumerate(zip(ids, seeds)):
            row = _Row(ticket, k, prompt, Greedy() if seed is None else Sampler(p.temperature, p.top_p, seed), stop)
            path = llm.paths.get(path_key(prompt)) if seed is not None else None
            if path is not None:
                row.drawn, done = follow(path, row.picker, p.max_new_tokens, set(llm.eos_ids), stop)
                llm.paths.followed += len(row.drawn)
                if done:
                    self._done(row, row.drawn[-1:], 0.0)
                    continue
            self.queue.append(row)
        if not ids:
            self.ready.append(ticket)
        return ticket

    def take(self) -> dict[int, list[Completion]]:
        t0 = time.perf_counter()
        out = self.answers()
        self.llm._account([c for comps in out.values() for c in comps], time.perf_counter() - t0)
        return out

    def answers(self) -> dict[int, list[Completion]]:
        """take() without the usage accounting (HFLLM.generate_calls accounts for itself)."""
        while not self.ready and (self.queue or self.decoder.rows):
            self._admit()
            for row in self.decoder.step():
                self._decoded(row)
        out = {t: self.pending.pop(t).out for t in self.ready}
        self.ready = []
        return out  # type: ignore[return-value]

    def _admit(self) -> None:
        """Let queued rows join the batch, as many as it has room for."""
        if not self.queue:
            return
        llm = self.llm
        width = max(len(r.prompt) + self.pending[r.ticket].call.params.max_new_tokens for r in self.queue)
        cap = max(llm.batch_size, llm.max_batch_tokens // max(1, width))
        room = cap - len(self.decoder.rows)
        # Rows join in groups (a quarter of the batch, or all that wait): each join copies the batch's states.
        if room <= 0 or (self.decoder.rows and room < min(len(self.queue), max(1, cap // 4))):
            return
        rows, self.queue = self.queue[:room], self.queue[room:]
        params = [self.pending[r.ticket].call.params for r in rows]
        # A row that left a greedy path continues from the tokens it shared with it (whose states the cache
        # holds), its own last draw forced as its first token.
        added = self.decoder.add([r.prompt + r.drawn[:-1] for r in rows],
                                 max_new_tokens=[p.max_new_tokens - len(r.drawn[:-1]) for r, p in zip(rows, params)],
                                 is_stopped=[r.stop_after_shared() for r in rows], samplers=[r.picker for r in rows],
                                 keep_outputs=[p.continued for p in params],
                                 forced=[r.drawn[-1] if r.drawn else None for r in rows])
        for r, d in zip(rows, added):
            self.rows[id(d)] = r
            if d.done:
                self._decoded(d)

    def _decoded(self, d: Any) -> None:
        """A decoder row ended: its call's completion."""
        row = self.rows.pop(id(d))
        gen = d.generated
        if isinstance(row.picker, Greedy):
            self.llm.paths.put(path_key(row.prompt), gen, row.picker.steps)
        else:
            self.llm.paths.decoded += len(gen) - bool(row.drawn)
        self._done(row, gen, time.perf_counter() - self.pending[row.ticket].t0)

    def _done(self, row: _Row, gen: list[int], latency_s: float) -> None:
        state = self.pending[row.ticket]
        greedy = isinstance(row.picker, Greedy)
        state.out[row.index] = self.llm._completion(row.drawn[:-1] + gen, row.prompt, state.call.params, latency_s,
                                                    row.picker.logprobs if greedy else None)
        state.left -= 1
        if not state.left:
            self.ready.append(row.ticket)
