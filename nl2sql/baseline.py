"""The single-shot baseline: one prompt per question, the same schema text and guardrails as the loop.

The loop's get_schema observation and its exit fallback (the vanilla candidate of
docs/reference-loop.md#fallback) use the same nl2sql.schema.SchemaTexts and nl2sql.prompts.baseline_prompt,
and both run nl2sql.guardrails.run_guardrails.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from .config import RunConfig
from .data import Example
from .guardrails import ALL_STEPS, run_guardrails
from .llm.base import LLM, GenParams
from .prompts import baseline_prompt
from .schema import SchemaTexts


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
    schema_style, batch_size), else from the reference setting of docs/model-weights.md#reference-numbers.
    """
    if params is None:
        params = (cfg if cfg is not None else RunConfig()).baseline_gen_params()
    if guardrail_steps is None:
        guardrail_steps = cfg.guardrails if cfg is not None else ALL_STEPS
    style = schema_style or (cfg.schema_style if cfg is not None else "create")
    size = batch_size or (cfg.batch_size if cfg is not None else 8)
    texts = SchemaTexts(style)
    steps = frozenset(guardrail_steps)
    out: list[Prediction] = []
    todo = [e for e in examples if e.evaluable]
    for start in range(0, len(todo), size):
        batch = todo[start : start + size]
        prompts = [baseline_prompt(texts.text(e), e.question) for e in batch]
        completions = llm.generate(prompts, params)
        done = []
        for ex, comp in zip(batch, completions):
            guard = run_guardrails(comp.text, ex.question, texts.schema(ex), steps)
            done.append(
                Prediction(
                    ex.id, ex.index, ex.db_id, ex.question, guard.sql, comp.text, guard.reason,
                    guard.to_dict()["steps"], comp.prompt_tokens, comp.completion_tokens, comp.latency_s,
                )
            )
        out.extend(done)
        if on_batch is not None:
            on_batch(done)
    return out
