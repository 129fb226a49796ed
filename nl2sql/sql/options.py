"""The guardrails' knobs: which steps run after a SQL-writing call, and the reference's two stricter options.

    GuardrailOptions(guardrails=["clean", "casing"], multi_statement="reject").steps   # what run_guardrails takes
"""

from __future__ import annotations

from dataclasses import dataclass

from nl2sql.knobs import Options, knob

# The guardrail pipeline after generate_sql and repair_sql, in the order it runs (all on by default).
GUARDRAIL_STEPS: tuple[str, ...] = ("clean", "postprocess", "projection", "casing")
# Options of those steps, passed in the same set as the step names (GuardrailOptions.steps adds them from its knobs
# multi_statement and projection_reorder): the reference loop's behaviour where the default departs from it.
REJECT_MULTI_STATEMENT = "clean:reject_multi_statement"  # clean rejects a reply holding several statements
REORDER_PROJECTION = "projection:reorder"  # the projection contract also puts the columns in the question's order
GUARDRAIL_OPTIONS: frozenset[str] = frozenset({REJECT_MULTI_STATEMENT, REORDER_PROJECTION})
MULTI_STATEMENTS = ("first", "reject")


@dataclass(frozen=True)
class GuardrailOptions(Options):
    """The guardrail pipeline (nl2sql.sql.guardrails) after generate_sql, repair_sql and every single-shot answer,
    and the value relinking of a method's final answer."""

    guardrails: list[str] = knob(list(GUARDRAIL_STEPS), "the steps run after every SQL-writing call, in pipeline "
                                 "order; [] or None for none", none=[])
    multi_statement: str = knob("first", 'a reply of several SQL statements; "reject": the reference',
                                choices=MULTI_STATEMENTS,
                                hint="(keep the first statement of a reply, or reject the reply)")
    projection_reorder: bool = knob(False, "the projection contract also orders the columns as the question does "
                                    "(reference)")
    value_relink: bool = knob(False, "the final answer: a string literal compared with a column that never holds it "
                              "moves to the one other column of its table that does (nl2sql.sql.relink, "
                              "docs/reference-loop.md#value-relink)")

    def check(self) -> None:
        steps = {s.strip().lower() for s in self.guardrails} - {"none", ""}  # guardrails="none", as --set writes it
        if unknown := steps - set(GUARDRAIL_STEPS):
            raise ValueError(f"unknown guardrail step(s) {sorted(unknown)}: choose from {', '.join(GUARDRAIL_STEPS)}")
        self.set("guardrails", [s for s in GUARDRAIL_STEPS if s in steps])  # pipeline order, whatever order was given

    @property
    def steps(self) -> frozenset[str]:
        """The enabled steps and their options as one set (what nl2sql.sql.guardrails.run_guardrails takes)."""
        options = {REJECT_MULTI_STATEMENT} if self.multi_statement == "reject" else set()
        return frozenset(self.guardrails) | options | ({REORDER_PROJECTION} if self.projection_reorder else set())
