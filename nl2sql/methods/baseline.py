"""The single-shot baseline (and method "candidates": the same prompt, several candidates, a vote).

The loop's get_schema observation and its exit fallback (the vanilla candidate of
docs/reference-loop.md#fallback) use the same nl2sql.data.schema_texts.SchemaTexts and nl2sql.methods.prompts.baseline_prompt,
and both run nl2sql.sql.guardrails.run_guardrails.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from nl2sql.config import RunConfig
from nl2sql.data.dataset import Example
from nl2sql.data.examples import select_shots
from nl2sql.data.schema_texts import SchemaTexts
from nl2sql.llm.base import LLM, GenParams
from nl2sql.methods.candidates import Question, vote_batch
from nl2sql.methods.prompts import baseline_prompt
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


def run_baseline(
    examples: Sequence[Example],
    llm: LLM,
    params: GenParams | None = None,
    guardrail_steps: Iterable[str] | None = None,
    schema_style: str | None = None,
    batch_size: int | None = None,
    on_batch: Callable[[list[Prediction]], None] | None = None,
    *,
    cfg: "RunConfig | None" = None,
) -> list[Prediction]:
    """Generate one SQL per evaluable example in batches; on_batch sees each finished batch at once.

    Settings come from the explicit arguments, else from cfg (baseline_max_new_tokens, guardrails,
    schema_style, sample_rows, value_hints, batch_size), else from the reference setting of
    docs/model-weights.md#reference-numbers.
    """
    if params is None:
        params = (cfg if cfg is not None else RunConfig()).baseline_gen_params()
    if guardrail_steps is None:
        guardrail_steps = cfg.guardrail_steps if cfg is not None else ALL_STEPS  # the steps and their options
    style = schema_style or (cfg.schema_style if cfg is not None else "create")
    size = batch_size or (cfg.batch_size if cfg is not None else 8)
    texts = SchemaTexts.for_config(cfg if cfg is not None else RunConfig(), style)
    steps = frozenset(guardrail_steps)
    out: list[Prediction] = []
    todo = [e for e in examples if e.evaluable]
    # Retrieved examples (cfg.fewshot_k > 0), picked once for every question before the first batch.
    shots = select_shots(todo, cfg) if cfg is not None else {}
    for start in range(0, len(todo), size):
        batch = todo[start : start + size]
        prompts = [baseline_prompt(texts.prompt_text(e, e.question), e.question, shots.get(e.id, ())) for e in batch]
        completions = llm.generate(prompts, params)
        done = []
        for ex, comp in zip(batch, completions):
            guard = run_guardrails(comp.text, ex.question, texts.schema(ex), steps)
            done.append(
                Prediction(
                    ex.id, ex.index, ex.db_id, ex.question, guard.sql, comp.text, guard.reason,
                    guard.to_dict()["steps"], comp.prompt_tokens, comp.completion_tokens, comp.latency_s,
                    llm_error=comp.error if comp.finish_reason == "error" else None,
                )
            )
        if cfg is not None and cfg.candidate_count > 1:
            _vote(done, batch, prompts, completions, llm, params, texts, cfg)
        out.extend(done)
        if on_batch is not None:
            on_batch(done)
    return out


def _vote(done: list[Prediction], batch: Sequence[Example], prompts: list, greedy: list, llm: LLM,
          params: GenParams, texts: SchemaTexts, cfg: RunConfig) -> None:
    """Method "candidates": sample more candidates per question, vote, and answer with the winner."""
    questions = [Question(p, e.question, texts.schema(e), e.db_path, texts.prompt_text(e, e.question))
                 for p, e in zip(prompts, batch)]
    votes, sampled = vote_batch(llm, questions, greedy, params, cfg)
    for pred, vote, extra in zip(done, votes, sampled):
        if vote.winner is not None:
            pred.sql, pred.reject_reason = vote.sql, None
        pred.vote = vote.to_dict()
        pred.llm_calls += len(extra)
        pred.prompt_tokens += sum(c.prompt_tokens for c in extra)
        pred.completion_tokens += sum(c.completion_tokens for c in extra)
        pred.latency_s += sum(c.latency_s for c in extra)
