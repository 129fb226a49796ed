"""The single-shot baseline: one prompt, one greedy answer through the guardrails.

    preds = run_baseline(examples, llm, BaselineOptions.of({"sample_rows": 3}))   # one Prediction per evaluable example

The loop's get_schema observation and its exit fallback (the vanilla candidate of docs/reference-loop.md#fallback)
use the same nl2sql.data.schema_texts.SchemaTexts and nl2sql.methods.prompts.baseline_prompt, and both run
nl2sql.sql.guardrails.run_guardrails; the candidate agent (nl2sql.methods.candidates) starts from this prompt too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generator

from nl2sql.data.dataset import Example
from nl2sql.data.examples import Shot, select_shots
from nl2sql.data.options import PromptOptions
from nl2sql.data.schema_texts import SchemaTexts
from nl2sql.knobs import component, knob
from nl2sql.llm.base import LLM, Completion, GenParams, Message
from nl2sql.llm.options import SamplingOptions
from nl2sql.methods.driver import LLMRequest, drive
from nl2sql.methods.options import MethodOptions, batch_knob
from nl2sql.methods.prompts import baseline_prompt
from nl2sql.sql.guardrails import run_guardrails
from nl2sql.sql.options import GuardrailOptions
from nl2sql.sql.relink import relink_literals


@dataclass
class Prediction:
    """One question's final SQL with how it was produced (raw output, guardrail notes, usage)."""

    id: str
    index: int
    db_id: str
    question: str
    sql: str
    raw: str = ""
    reject_reason: str | None = None
    guardrails: list[dict] = field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0
    llm_calls: int = 1
    vote: dict | None = None  # method "candidates": every candidate, its cluster and score, the winner
    relinked: list[str] = field(default_factory=list)  # value_relink: the literals it moved ("t.a -> t.b ('v')")
    llm_error: str | None = None  # the backend failed on this question's prompt (a rerun generates it again)
    method: str = "baseline"  # what its row says; a run labels it with the method it ran (nl2sql.runs.runner)

    def rows(self) -> tuple[dict, dict]:
        """(predictions.jsonl row, traces.jsonl row) of this question."""
        row = {
            "id": self.id, "index": self.index, "db_id": self.db_id, "question": self.question, "sql": self.sql or "",
            "method": self.method, "finished": True, "fallback_used": False,
            "stop_reason": "vote" if self.vote else "single_shot", "steps": 1,
            "llm_calls": self.llm_calls, "prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
            "tool_calls": {}, "compliance": {}, "counters": {"llm_errors": 1} if self.llm_error else {},
            "error": self.llm_error or self.reject_reason,
            "latency_s": round(self.latency_s, 3),
        }
        trace = {"id": self.id, "index": self.index, "db_id": self.db_id, "question": self.question,
                 "trace": [{"step": 0, "llm": self.raw}] + ([{"step": 0, "vote": self.vote}] if self.vote else [])
                 # the loop's shape (agent.trace.relinked_entry): what value_relink moved, and the SQL it made
                 + ([{"step": 0, "relinked": self.relinked, "sql": self.sql}] if self.relinked else []),
                 "decision_log": [], "guardrails": self.guardrails,
                 "reject_reason": self.reject_reason}
        return row, trace

    def add_cost(self, extra: Sequence[Completion]) -> None:
        """Count more completions spent on this question (a vote's samples, repairs, reflection, verdicts)."""
        self.llm_calls += len(extra)
        self.prompt_tokens += sum(c.prompt_tokens for c in extra)
        self.completion_tokens += sum(c.completion_tokens for c in extra)
        self.latency_s += sum(c.latency_s for c in extra)
        # a failed call among them fails the question too (a rerun generates it again)
        self.llm_error = self.llm_error or next((c.error for c in extra if c.finish_reason == "error"), None)


@dataclass(frozen=True)
class BaselineOptions(MethodOptions):
    """The single-shot baseline's knobs: the prompt's schema text and examples, the guardrails, its one call."""

    prompt: PromptOptions = component(PromptOptions)
    sql: GuardrailOptions = component(GuardrailOptions)
    sampling: SamplingOptions = component(SamplingOptions)
    batch_size: int = batch_knob()
    baseline_max_new_tokens: int = knob(200, "the reference (model-weights.md)", minimum=1)

    def gen_params(self) -> GenParams:
        """Generation parameters of the single-shot call."""
        s = self.sampling
        return GenParams(max_new_tokens=self.baseline_max_new_tokens, do_sample=s.do_sample,
                         temperature=s.temperature, top_p=s.top_p, seed=s.seed)

    @property
    def rows_in_flight(self) -> int:
        """Prompts one batch can hold: a call per question in flight."""
        return self.batch_size

    def needs_embedder(self) -> bool:
        """Examples picked by similarity need MiniLM."""
        return self.prompt.similarity_shots()

    def sampled(self) -> bool:
        """Sampled calls, or examples drawn at random."""
        return self.sampling.do_sample or self.prompt.random_shots()


@dataclass
class SingleShot:
    """What every single-shot question of one call shares: the options, the schema texts and the retrieved examples
    (picked once for every question, before the first is asked)."""

    options: BaselineOptions
    texts: SchemaTexts
    shots: dict[str, list[Shot]] = field(default_factory=dict)

    def prompt(self, ex: Example, question: str | None = None) -> list[Message]:
        """The baseline prompt of one question (schema text, value hints, retrieved examples, the question), or of
        another wording of it (the schema text and examples stay the question's own)."""
        return baseline_prompt(self.texts.prompt_text(ex, ex.question), question or ex.question,
                               self.shots.get(ex.id, ()))

    def predict(self, ex: Example, comp: Completion) -> Prediction:
        """One completion through the guardrails, as the question's prediction."""
        guard = run_guardrails(comp.text, ex.question, self.texts.schema(ex), self.options.sql.steps)
        return Prediction(ex.id, ex.index, ex.db_id, ex.question, guard.sql, comp.text, guard.reason,
                          guard.to_dict()["steps"], comp.prompt_tokens, comp.completion_tokens, comp.latency_s,
                          llm_error=comp.error if comp.finish_reason == "error" else None)

    def relink(self, ex: Example, pred: Prediction) -> Prediction:
        """With value_relink, the answer's literals moved to the columns that hold them (nl2sql.sql.relink)."""
        fix = relink_literals(pred.sql, ex.db_path, self.texts.schema(ex)) if self.options.sql.value_relink else None
        if fix is not None:
            pred.sql, pred.relinked = fix.sql, fix.notes  # the trace keeps what moved
        return pred

    @classmethod
    def setup(cls, examples: Sequence[Example], options: BaselineOptions) -> "SingleShot":
        """The shared part of a single-shot call; retrieved examples (fewshot_k > 0) picked before the first batch."""
        return cls(options, SchemaTexts.for_options(options.prompt), select_shots(list(examples), options.prompt))


def single_shot(ex: Example, ctx: SingleShot) -> Generator[LLMRequest, Completion, Prediction]:
    """One baseline question: its prompt, one greedy answer, the guardrails (and the value relinking, when on)."""
    return ctx.relink(ex, ctx.predict(ex, (yield LLMRequest(ctx.prompt(ex), "baseline"))))


def run_baseline(examples: Sequence[Example], llm: LLM, options: Any = None,
                 on_result: Callable[[Prediction], None] | None = None) -> list[Prediction]:
    """One greedy SQL per evaluable example, batch_size prompts per generate() call; on_result sees each at once.

    options: BaselineOptions (or any options holding them, a RunConfig say); None: the reference setting of
    docs/model-weights.md#reference-numbers.
    """
    opts = BaselineOptions.of(options)
    todo = [e.posed(opts.prompt.use_evidence) for e in examples if e.evaluable]
    ctx = SingleShot.setup(todo, opts)
    params = opts.gen_params()
    return drive([lambda ex=ex: single_shot(ex, ctx) for ex in todo], llm, params, params, batch_size=opts.batch_size,
                 on_result=on_result)
