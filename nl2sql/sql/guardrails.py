"""The deterministic guardrails (docs/reference-loop.md#guardrails): the pipeline of clean, postprocess, projection
contract and casing, with a record of what each step did.

The steps live in nl2sql.sql.clean (step 1) and nl2sql.sql.rewrites (steps 2 to 4).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from nl2sql.sql.clean import clean_candidate_with_reason, sql_statements
from nl2sql.sql.options import GUARDRAIL_OPTIONS, REJECT_MULTI_STATEMENT, REORDER_PROJECTION
from nl2sql.sql.options import GUARDRAIL_STEPS as STEPS
from nl2sql.sql.rewrites import canonicalize_table_casing, enforce_projection_contract, guarded_postprocess
from nl2sql.sql.schema import Schema

ALL_STEPS: frozenset[str] = frozenset(STEPS)


@dataclass
class StepRecord:
    """What one guardrail step did: its input, output, whether it changed anything, and why."""

    step: str
    before: str
    after: str
    changed: bool
    note: str | None = None


@dataclass
class GuardrailResult:
    """The pipeline's verdict: the SQL (empty on reject), the reject reason and a record per step."""

    sql: str
    reason: str | None
    steps: list[StepRecord] = field(default_factory=list)

    @property
    def accepted(self) -> bool:
        return self.reason is None

    @property
    def changed_steps(self) -> list[str]:
        return [s.step for s in self.steps if s.changed]

    def to_dict(self) -> dict:
        return {"sql": self.sql, "reason": self.reason, "steps": [asdict(s) for s in self.steps]}


def run_guardrails(
    raw_sql: str, nlq: str, schema: Schema | None, steps: frozenset[str] | set[str] = ALL_STEPS
) -> GuardrailResult:
    """Run the enabled steps in order; a clean rejection stops the pipeline with ("", "clean_reject:...").

    Never raises for the text: SQL nested too deeply to parse is rejected by clean as
    "clean_reject:too_deeply_nested", and the later steps leave it unchanged.
    """
    unknown = set(steps) - ALL_STEPS - GUARDRAIL_OPTIONS
    if unknown:
        raise ValueError(f"unknown guardrail step(s) {sorted(unknown)}: choose from {', '.join(STEPS)}")
    records: list[StepRecord] = []
    sql = "" if raw_sql is None else str(raw_sql)
    if "clean" in steps:
        cleaned, reason = clean_candidate_with_reason(sql)
        if reason is None and REJECT_MULTI_STATEMENT in steps and sql_statements(sql) > 1:
            cleaned, reason = "", "multi_statement"  # the reference rejects it; by default the first one is kept
        records.append(StepRecord("clean", sql, cleaned, cleaned != sql, reason))
        if reason is not None:
            return GuardrailResult("", f"clean_reject:{reason}", records)
        sql = cleaned
    else:
        sql = sql.strip()
    for name, fn in (
        ("postprocess", lambda s: guarded_postprocess(s, nlq)),
        ("projection", lambda s: enforce_projection_contract(s, nlq, reorder=REORDER_PROJECTION in steps)),
        ("casing", lambda s: canonicalize_table_casing(s, schema) if schema is not None else s),
    ):
        if name in steps:
            after = fn(sql)
            records.append(StepRecord(name, sql, after, after != sql))
            sql = after
    return GuardrailResult(sql, None, records)


def apply_guardrails(
    raw_sql: str,
    nlq: str,
    schema: Schema | None,
    steps: frozenset[str] | set[str] = ALL_STEPS,
    record: list | None = None,
) -> tuple[str, str | None]:
    """(sql, None) on accept, ("", "clean_reject:<reason>") on reject; step records go into `record` if given."""
    result = run_guardrails(raw_sql, nlq, schema, steps)
    if record is not None:
        record.extend(asdict(s) for s in result.steps)
    return result.sql, result.reason
