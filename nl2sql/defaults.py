"""Names the run config shares with the layers it configures, kept below all of them.

RunConfig validates and defaults its knobs with these; nl2sql.sql.guardrails runs the steps and
nl2sql.llm.models resolves the model. Living here, neither layer has to import the config, and the
config does not have to import them.
"""

from __future__ import annotations

# The guardrail pipeline after generate_sql and repair_sql, in the order it runs (all on by default).
GUARDRAIL_STEPS: tuple[str, ...] = ("clean", "postprocess", "projection", "casing")
# Options of those steps, passed in the same set as the step names (RunConfig.guardrail_steps adds them from its
# knobs multi_statement and projection_reorder): the reference loop's behaviour where the default departs from it.
REJECT_MULTI_STATEMENT = "clean:reject_multi_statement"  # clean rejects a reply holding several statements
REORDER_PROJECTION = "projection:reorder"  # the projection contract also puts the columns in the question's order
GUARDRAIL_OPTIONS: frozenset[str] = frozenset({REJECT_MULTI_STATEMENT, REORDER_PROJECTION})

# The offline model a run uses unless told otherwise (see docs/model-weights.md).
DEFAULT_MODEL = "qwen2.5-coder-0.5b-instruct"

# Example rows under each table of a schema text (RunConfig.sample_rows): the literature's "CREATE TABLE + 3 rows"
# prompt; more rows cost prompt length without helping more.
MAX_SAMPLE_ROWS = 3
