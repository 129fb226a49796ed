"""The single-shot baseline: one prompt per question, the same schema text and guardrails as the loop.

The loop's get_schema observation and its exit fallback (the vanilla candidate of seed 000 section 7.4)
use this module's SchemaTexts and baseline_prompt, and both run nl2sql.guardrails.run_guardrails.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from .data import Example
from .guardrails import ALL_STEPS, run_guardrails
from .llm.base import LLM, GenParams
from .prompts import baseline_prompt
from .schema import Schema, read_schema, schema_to_text

if TYPE_CHECKING:
    from .config import RunConfig

# The reference single-shot setting of MODELS.md: greedy, a 200-token cap.
BASELINE_PARAMS = GenParams(max_new_tokens=200, do_sample=False)


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


class SchemaTexts:
    """Schemas and their prompt texts, read once per database file (shared by the baseline and the loop)."""

    def __init__(self, style: str = "create") -> None:
        self.style = style
        self._schemas: dict[tuple[str, str], Schema] = {}
        self._texts: dict[tuple[str, str], str] = {}

    @staticmethod
    def _key(example: Example) -> tuple[str, str]:
        return str(Path(example.db_path)), example.db_id

    def schema(self, example: Example) -> Schema:
        """The schema of the example's database (read on first use)."""
        key = self._key(example)
        if key not in self._schemas:
            self._schemas[key] = read_schema(example.db_path, example.db_id)
        return self._schemas[key]

    def text(self, example: Example) -> str:
        """The full schema text in this style (what the loop's get_schema shows and the baseline prompts with)."""
        key = self._key(example)
        if key not in self._texts:
            self._texts[key] = schema_to_text(self.schema(example), self.style)
        return self._texts[key]


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
    schema_style, batch_size), else from the MODELS.md reference setting.
    """
    if params is None:
        params = cfg.baseline_gen_params() if cfg is not None else BASELINE_PARAMS
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
