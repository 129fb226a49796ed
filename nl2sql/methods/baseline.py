"""The single-shot baseline: one prompt, one greedy answer through the guardrails.

    preds = run_baseline(examples, llm, cfg=cfg)             # one Prediction per evaluable example

The loop's get_schema observation and its exit fallback (the vanilla candidate of docs/reference-loop.md#fallback)
use the same nl2sql.data.schema_texts.SchemaTexts and nl2sql.methods.prompts.baseline_prompt, and both run
nl2sql.sql.guardrails.run_guardrails; the candidate agent (nl2sql.methods.candidates) starts from this prompt too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Generator

from nl2sql.config import RunConfig
from nl2sql.data.dataset import Example
from nl2sql.data.examples import Shot, select_shots
from nl2sql.data.schema_texts import SchemaTexts
from nl2sql.llm.base import LLM, Completion, GenParams, Message
from nl2sql.methods.driver import LLMRequest, drive
from nl2sql.methods.prompts import baseline_prompt, rephrase_prompt, with_rephrasing
from nl2sql.sql.guardrails import ALL_STEPS, run_guardrails


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
    llm_error: str | None = None  # the backend failed on this question's prompt (a rerun generates it again)
    asked: str | None = None  # the question as the prompt stated it, when RunConfig.rephrase reworded it

    def rows(self) -> tuple[dict, dict]:
        """(predictions.jsonl row, traces.jsonl row) of this question."""
        row = {
            "id": self.id, "index": self.index, "db_id": self.db_id, "question": self.question, "sql": self.sql or "",
            "method": "candidates" if self.vote else "baseline", "finished": True, "fallback_used": False,
            "stop_reason": "vote" if self.vote else "single_shot", "steps": 1,
            "llm_calls": self.llm_calls, "prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
            "tool_calls": {}, "compliance": {}, "counters": {"llm_errors": 1} if self.llm_error else {},
            "error": self.llm_error or self.reject_reason,
            "latency_s": round(self.latency_s, 3),
        }
        trace = {"id": self.id, "index": self.index, "db_id": self.db_id, "question": self.question,
                 "trace": ([{"step": 0, "asked": self.asked}] if self.asked else []) + [{"step": 0, "llm": self.raw}]
                 + ([{"step": 0, "vote": self.vote}] if self.vote else []),
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


@dataclass
class SingleShot:
    """What every single-shot question of one call shares: the config, the schema texts, the guardrail steps and the
    retrieved examples (picked once for every question, before the first is asked)."""

    cfg: RunConfig
    texts: SchemaTexts
    steps: frozenset[str]
    shots: dict[str, list[Shot]] = field(default_factory=dict)

    def prompt(self, ex: Example, question: str | None = None, schema_text: str | None = None) -> list[Message]:
        """The baseline prompt of one question (schema text, value hints, retrieved examples, the question as asked);
        schema_text replaces the text with its hints."""
        return baseline_prompt(schema_text or self.texts.prompt_text(ex, ex.question), question or ex.question,
                               self.shots.get(ex.id, ()))

    def predict(self, ex: Example, comp: Completion) -> Prediction:
        """One completion through the guardrails, as the question's prediction."""
        guard = run_guardrails(comp.text, ex.question, self.texts.schema(ex), self.steps)
        return Prediction(ex.id, ex.index, ex.db_id, ex.question, guard.sql, comp.text, guard.reason,
                          guard.to_dict()["steps"], comp.prompt_tokens, comp.completion_tokens, comp.latency_s,
                          llm_error=comp.error if comp.finish_reason == "error" else None)


def asked(ex: Example, ctx: SingleShot) -> Generator[LLMRequest, Completion, tuple[str, list[Completion]]]:
    """The question as the prompt states it and the calls that cost: with cfg.rephrase also in the schema's words."""
    if not ctx.cfg.rephrase:
        return ex.question, []
    comp = yield LLMRequest(rephrase_prompt(ctx.texts.prompt_text(ex, ex.question), ex.question), "rephrase")
    return with_rephrasing(ex.question, comp.text), [comp]


def single_shot(ex: Example, ctx: SingleShot) -> Generator[LLMRequest, Completion, Prediction]:
    """One baseline question: its prompt (after the rewording, with cfg.rephrase), one greedy answer, the guardrails."""
    question, spent = yield from asked(ex, ctx)
    pred = ctx.predict(ex, (yield LLMRequest(ctx.prompt(ex, question), "baseline")))
    pred.add_cost(spent)
    pred.asked = question if spent else None
    return pred


def single_shot_setup(examples: Sequence[Example], cfg: RunConfig | None, guardrail_steps: Iterable[str] | None = None,
                      schema_style: str | None = None) -> SingleShot:
    """The shared part of a single-shot call: explicit arguments first, then cfg, then the reference setting."""
    if guardrail_steps is None:
        guardrail_steps = cfg.guardrail_steps if cfg is not None else ALL_STEPS  # the steps and their options
    style = schema_style or (cfg.schema_style if cfg is not None else "create")
    texts = SchemaTexts.for_config(cfg if cfg is not None else RunConfig(), style)
    # Retrieved examples (cfg.fewshot_k > 0), picked once for every question before the first batch.
    shots = select_shots(list(examples), cfg) if cfg is not None else {}
    return SingleShot(cfg if cfg is not None else RunConfig(), texts, frozenset(guardrail_steps), shots)


def run_baseline(
    examples: Sequence[Example],
    llm: LLM,
    params: GenParams | None = None,
    guardrail_steps: Iterable[str] | None = None,
    schema_style: str | None = None,
    batch_size: int | None = None,
    on_result: Callable[[Prediction], None] | None = None,
    *,
    cfg: RunConfig | None = None,
) -> list[Prediction]:
    """One greedy SQL per evaluable example, batch_size prompts per generate() call; on_result sees each at once.

    Settings come from the explicit arguments, else from cfg (baseline_max_new_tokens, guardrails,
    schema_style, sample_rows, value_hints, batch_size), else from the reference setting of
    docs/model-weights.md#reference-numbers.
    """
    if params is None:
        params = (cfg if cfg is not None else RunConfig()).baseline_gen_params()
    todo = [e for e in examples if e.evaluable]
    ctx = single_shot_setup(todo, cfg, guardrail_steps, schema_style)
    size = batch_size or (cfg.batch_size if cfg is not None else 8)
    return drive([lambda ex=ex: single_shot(ex, ctx) for ex in todo], llm, params, params, batch_size=size,
                 on_result=on_result)
