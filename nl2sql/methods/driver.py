"""The batch driver every method runs on: one question is a generator of model requests.

    results = drive([lambda: question(ex) for ex in examples], llm, params, sample_params, batch_size=8)

A method writes one question once, as a generator that yields each LLMRequest it needs (or a list of them,
answered together) and receives the completion: one Completion for a greedy request, a list for a request of
samples or for a list. `drive` keeps up to batch_size questions in flight, sends the pending requests of a
round as one generate() call per kind (greedy; each sampling round; each native tool list), all of them in
one generate_calls() when there are several (a backend may decode their rows together), hands every
completion back, and replaces a finished question by the next at once. A question's requests depend only
on its own history, so a deterministic model gives the same results batched as one by one.
"""

from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass, replace
from typing import Any, Callable, Generator, Sequence

from nl2sql.llm.base import LLM, Call, Completion, GenParams, Message

Question = Generator[Any, Any, Any]  # yields LLMRequest | list[LLMRequest], returns the question's result


@dataclass
class LLMRequest:
    """One prompt a question needs answered; `purpose` says which part of the method asked."""

    messages: list[Message]
    purpose: str  # react | reask | generate_sql | repair_sql | fallback | candidates | baseline | judge | ...
    tools: list[dict] | None = None  # OpenAI tool schemas, for native tool calling
    # > 0: a list of this many sampled completions is wanted (nl2sql.methods.candidates), drawn in sampling round
    # `round` (its seed is the run's seed + round)
    samples: int = 0
    round: int = 0
    # A greedy prompt this question will likely ask next (the loop's exit fallback): generated in the same batch
    # and kept by the driver, so the later request costs no round of its own (RunConfig.prefetch_fallback).
    prefetch: list[Message] | None = None


def _prompt_key(messages: list, tools: list | None) -> str:
    """A request's identity for the per-question memory of prefetched answers."""
    return json.dumps([messages, tools], sort_keys=True, ensure_ascii=False)


def _requests(pending: LLMRequest | list[LLMRequest]) -> list[LLMRequest]:
    return pending if isinstance(pending, list) else [pending]


def drive(
    questions: Sequence[Callable[[], Question]],
    llm: LLM,
    params: GenParams,
    sample_params: GenParams,
    *,
    batch_size: int,
    on_result: Callable[[Any], None] | None = None,
    stopped: Callable[[], bool] = lambda: False,
    prefetch: bool = False,
    charge: Callable[[Any, list[Completion]], None] | None = None,
) -> list[Any]:
    """Run every question (a factory of its generator) to its result, batch_size in flight; results in input order.

    on_result sees each result as soon as its question ends. stopped is checked between rounds: the running
    questions are then sent None (they end where they are) and those not yet started are left out. prefetch
    (greedy only) generates each request's `prefetch` prompt in the same call and answers that prompt later
    without a call; charge(result, completions) is told of prefetched completions a question never asked for.
    """
    results: list[Any] = [None] * len(questions)
    finished = [False] * len(questions)
    queue = deque(range(len(questions)))
    active: dict[int, tuple[Question, Any]] = {}
    prefetched: dict[int, dict[str, Completion]] = {}
    tried: dict[int, set[str]] = {}
    remember = prefetch and not params.do_sample

    def advance(i: int, gen: Question, value: Any) -> None:
        try:
            active[i] = (gen, gen.send(value))
        except StopIteration as done:
            active.pop(i, None)
            tried.pop(i, None)
            unused = list(prefetched.pop(i, {}).values())
            if unused and charge is not None:  # generated for this question but never asked for: they still cost
                charge(done.value, unused)
            results[i], finished[i] = done.value, True
            if on_result is not None:
                on_result(done.value)

    def known(i: int, req: Any) -> Completion | None:
        """The prefetched completion of a greedy request, if any (used once)."""
        if not remember or isinstance(req, list) or req.samples or i not in prefetched:
            return None
        return prefetched[i].pop(_prompt_key(req.messages, req.tools), None)

    def serve_known() -> None:
        """Answer, without a call, every request whose answer is known (an answer may lead to another)."""
        progress = True
        while progress:
            progress = False
            for i, (gen, req) in list(active.items()):
                hit = known(i, req)
                if hit is not None:
                    advance(i, gen, hit)
                    progress = True

    def fill() -> None:
        while queue and len(active) < batch_size and not stopped():
            i = queue.popleft()
            advance(i, questions[i](), None)

    fill()
    while active:
        if stopped():
            for i, (gen, _req) in list(active.items()):
                advance(i, gen, None)  # None: the question stops where it is
            continue
        serve_known()
        if not active:
            fill()
            continue
        # One generate() per tool list (native tool calling) and per sampling round; a single call when neither.
        groups: dict[tuple[str, int], list[tuple[int, int, LLMRequest]]] = {}
        for i, (_gen, pending) in active.items():
            for k, req in enumerate(_requests(pending)):
                tools_key = json.dumps(req.tools, sort_keys=True) if req.tools else ""
                groups.setdefault((tools_key, req.round if req.samples else -1), []).append((i, k, req))
        answers: dict[int, dict[int, Any]] = {i: {} for i in active}
        calls: list[Call] = []
        extras: list[list[tuple[int, list[Message]]]] = []
        for (_tools, rnd), items in groups.items():
            tools = items[0][2].tools
            if rnd < 0:
                # Prefetched prompts ride in the same batch (tool-free groups only: they are plain SQL prompts).
                extra = [(i, r.prefetch) for i, _k, r in items if remember and r.prefetch and not r.tools
                         and _prompt_key(r.prefetch, None) not in tried.setdefault(i, set())]
                calls.append(Call([r.messages for _i, _k, r in items] + [p for _, p in extra], params, tools))
            else:
                extra = []
                calls.append(Call([r.messages for _i, _k, r in items for _ in range(r.samples)],
                                  replace(sample_params, seed=sample_params.seed + rnd), tools))
            extras.append(extra)
        # The groups of a round are answered together: a backend that can decode all their rows in one batch does.
        replies = llm.generate_calls(calls) if len(calls) > 1 else [llm.generate(calls[0].prompts, calls[0].params,
                                                                                 calls[0].tools)]
        for ((_tools, rnd), items), extra, comps in zip(groups.items(), extras, replies):
            if rnd < 0:
                for (i, p), comp in zip(extra, comps[len(items):]):
                    tried[i].add(_prompt_key(p, None))
                    prefetched.setdefault(i, {})[_prompt_key(p, None)] = comp
                for (i, k, _r), comp in zip(items, comps):
                    answers[i][k] = comp
                continue
            at = 0
            for i, k, r in items:
                answers[i][k] = comps[at:at + r.samples]
                at += r.samples
        for i, got in answers.items():
            gen, pending = active[i]
            advance(i, gen, [got[k] for k in range(len(pending))] if isinstance(pending, list) else got[0])
        fill()
    return [r for r, done in zip(results, finished) if done]
