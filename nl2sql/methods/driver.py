"""The batch driver every method runs on: one question is a generator of model requests.

    results = drive([lambda: question(ex) for ex in examples], llm, params, sample_params, batch_size=8)

A method writes one question once, as a generator that yields each LLMRequest it needs (or a list of them,
answered together) and receives the completion: one Completion for a greedy request, a list for a request of
samples or for a list. `drive` keeps up to batch_size questions in flight, adds each request to the model's
batch (LLM.batch) as a call of its own, hands each question its completions as soon as they are all back,
and replaces a finished question by the next at once. Most backends answer the waiting calls in rounds (one
generate() per kind: greedy, each sampling round, each native tool list); the transformers backend decodes
calls as they come, so a question's next request joins the rows still decoding instead of waiting for the
round's longest one. A question's requests depend only on its own history, so a deterministic model gives the
same results batched as one by one.
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
    # A text to score instead of generating (LLM.score: how likely the model finds it after the prompt): answered
    # at once, outside the batch, with a Completion whose `score` holds the log-probability.
    score_text: str | None = None


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
        """Answer, without a call, every request not asked yet whose answer is known (an answer may lead to another)."""
        progress = True
        while progress:
            progress = False
            for i, (gen, req) in list(active.items()):
                hit = known(i, req) if i not in answers else None
                if hit is not None:
                    advance(i, gen, hit)
                    progress = True

    def fill() -> None:
        while queue and len(active) < batch_size and not stopped():
            i = queue.popleft()
            advance(i, questions[i](), None)

    batch = llm.batch()
    # ticket -> (question, request index, request, the prefetched prompt riding along)
    asked: dict[int, tuple[int, int, LLMRequest, list[Message] | None]] = {}
    answers: dict[int, dict[int, Any]] = {}  # per question asked: its answers so far, by request index

    def ask(i: int) -> None:
        """Add each request of question i to the batch as its own call (samples: one call of its copies)."""
        answers[i] = {}
        for k, req in enumerate(_requests(active[i][1])):
            if req.score_text is not None:
                # A backend that cannot read a text's likelihood answers "unscored": the asker decides what that means.
                answers[i][k] = llm.score(req.messages, req.score_text) if llm.can_score else Completion("", "unscored")
                continue
            pre = None
            if req.samples:
                call = Call([req.messages] * req.samples, replace(sample_params, seed=sample_params.seed + req.round),
                            req.tools)
            else:
                # A prefetched prompt rides in the same call (tool-free requests only: they are plain SQL prompts).
                if remember and req.prefetch and not req.tools \
                        and _prompt_key(req.prefetch, None) not in tried.setdefault(i, set()):
                    pre = req.prefetch
                call = Call([req.messages] + ([pre] if pre else []), params, req.tools)
            asked[batch.add(call)] = (i, k, req, pre)

    def answered() -> list[int]:
        return [i for i, got in answers.items() if len(got) == len(_requests(active[i][1]))]

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
        for i in [i for i in active if i not in answers]:
            ask(i)
        done = answered()
        if not done:
            # The calls of every question in flight decode together; take() returns once some are answered (with a
            # backend that decodes calls as they come, the others go on decoding and the next requests join them).
            for t, comps in batch.take().items():
                i, k, req, pre = asked.pop(t)
                if pre is not None:
                    tried[i].add(_prompt_key(pre, None))
                    prefetched.setdefault(i, {})[_prompt_key(pre, None)] = comps[1]
                answers[i][k] = comps if req.samples else comps[0]
            done = answered()
        for i in done:
            got = answers.pop(i)
            gen, pending = active[i]
            advance(i, gen, [got[k] for k in range(len(got))] if isinstance(pending, list) else got[0])
        fill()
    return [r for r, done in zip(results, finished) if done]
