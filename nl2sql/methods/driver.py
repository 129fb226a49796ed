"""The batch driver every method runs on: one question is a generator of model requests.

    results = drive([lambda: question(ex) for ex in examples], llm, params, sample_params, batch_size=8)

A method writes one question once, as a generator that yields each LLMRequest it needs (or a list of them,
answered together) and receives the completion: one Completion for a greedy request, a list for a request of
samples, for a request carrying extra prompts, or for a list. `drive` keeps up to batch_size questions in flight,
adds each request to the model's batch (LLM.batch) as a call of its own, hands each question its completions as
soon as they are all back, and replaces a finished question by the next at once. Most backends answer the waiting
calls in rounds (one generate() per kind: greedy, each sampling round, each native tool list); the transformers
backend decodes calls as they come, so a question's next request joins the rows still decoding instead of waiting
for the round's longest one. A question's requests depend only on its own history, so a deterministic model gives
the same results batched as one by one.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field, replace
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
    # More greedy prompts decoded in the same call (one the question will likely ask next, say): the question then
    # receives the list of completions, this request's first. The same call, not a call of their own: the prompts
    # of one call are decoded together.
    extra_prompts: list[list[Message]] = field(default_factory=list)
    # A text to score instead of generating (LLM.score: how likely the model finds it after the prompt): answered
    # at once, outside the batch, with a Completion whose `score` holds the log-probability.
    score_text: str | None = None

    def __post_init__(self) -> None:
        if self.extra_prompts and self.samples:
            raise ValueError("LLMRequest: extra_prompts ride greedy requests only, not a request for samples")


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
) -> list[Any]:
    """Run every question (a factory of its generator) to its result, batch_size in flight; results in input order.

    on_result sees each result as soon as its question ends. stopped is checked between rounds: the running
    questions are then sent None (they end where they are) and those not yet started are left out.
    """
    return _Flight(questions, llm, params, sample_params, batch_size, on_result, stopped).run()


class _Flight:
    """The questions in flight, the model calls they wait on, and the results of those that ended."""

    def __init__(self, questions: Sequence[Callable[[], Question]], llm: LLM, params: GenParams,
                 sample_params: GenParams, batch_size: int, on_result: Callable[[Any], None] | None,
                 stopped: Callable[[], bool]) -> None:
        self.questions, self.llm, self.params, self.sample_params = questions, llm, params, sample_params
        self.batch_size, self.on_result, self.stopped = batch_size, on_result, stopped
        self.results: list[Any] = [None] * len(questions)
        self.finished = [False] * len(questions)
        self.queue = deque(range(len(questions)))
        self.active: dict[int, tuple[Question, Any]] = {}  # question -> (its generator, the request it waits on)
        self.batch = llm.batch()
        self.asked: dict[int, tuple[int, int, LLMRequest]] = {}  # ticket -> (question, request index, request)
        self.answers: dict[int, dict[int, Any]] = {}  # per question asked: its answers so far, by request index

    def run(self) -> list[Any]:
        """Every question to its result (or to where a stop ends it)."""
        self.fill()
        while self.active:
            if self.stopped():
                for i, (gen, _req) in list(self.active.items()):
                    self.advance(i, gen, None)  # None: the question stops where it is
                continue
            for i in [i for i in self.active if i not in self.answers]:
                self.ask(i)
            # The calls of every question in flight decode together; take() returns once some are answered (with a
            # backend that decodes calls as they come, the others go on decoding and the next requests join them).
            for i in self.answered() or self.collect():
                self.hand_back(i)
            self.fill()
        return [r for r, done in zip(self.results, self.finished) if done]

    def fill(self) -> None:
        """Start questions from the queue while there is room in flight."""
        while self.queue and len(self.active) < self.batch_size and not self.stopped():
            i = self.queue.popleft()
            self.advance(i, self.questions[i](), None)

    def advance(self, i: int, gen: Question, value: Any) -> None:
        """Send question i what it waited on: it yields its next request, or ends with its result."""
        try:
            self.active[i] = (gen, gen.send(value))
        except StopIteration as done:
            self.active.pop(i, None)
            self.results[i], self.finished[i] = done.value, True
            if self.on_result is not None:
                self.on_result(done.value)

    def ask(self, i: int) -> None:
        """Add each request of question i to the batch as its own call (samples: one call of its copies)."""
        self.answers[i] = {}
        for k, req in enumerate(_requests(self.active[i][1])):
            if req.score_text is not None:
                # A backend that cannot read a text's likelihood answers "unscored": the asker decides what that means.
                self.answers[i][k] = (self.llm.score(req.messages, req.score_text) if self.llm.can_score
                                      else Completion("", "unscored"))
                continue
            self.asked[self.batch.add(self.call(req))] = (i, k, req)

    def call(self, req: LLMRequest) -> Call:
        """A request's call: its copies with the sampling round's seed, or its prompt and the prompts riding along."""
        if req.samples:
            seeded = replace(self.sample_params, seed=self.sample_params.seed + req.round)
            return Call([req.messages] * req.samples, seeded, req.tools)
        return Call([req.messages, *req.extra_prompts], self.params, req.tools)

    def collect(self) -> list[int]:
        """Wait for some of the batch's calls; the questions whose every request is then answered."""
        for t, comps in self.batch.take().items():
            i, k, req = self.asked.pop(t)
            self.answers[i][k] = comps if req.samples or req.extra_prompts else comps[0]
        return self.answered()

    def answered(self) -> list[int]:
        return [i for i, got in self.answers.items() if len(got) == len(_requests(self.active[i][1]))]

    def hand_back(self, i: int) -> None:
        """Give question i its answers: one, or a list for a list of requests."""
        got = self.answers.pop(i)
        gen, pending = self.active[i]
        self.advance(i, gen, [got[k] for k in range(len(got))] if isinstance(pending, list) else got[0])
