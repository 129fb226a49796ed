"""Every prompt template of the harness, in one place: the baseline, the ReAct contract, the SQL tools."""

from __future__ import annotations

import json
from typing import Sequence

from .constraints import aggregates_named
from .llm.base import Message

# -- single-shot baseline (MODELS.md reference setting; also the loop's vanilla fallback, seed 000 section 7.4) ---

BASELINE_SYSTEM = "You are a SQLite expert."
BASELINE_INSTRUCTION = "Answer with only one SQLite SELECT query that answers the question. Do not explain."


def baseline_prompt(schema_text: str, question: str) -> list[Message]:
    """Single-shot generation: the schema's CREATE TABLE statements, the question, one instruction."""
    user = f"{schema_text}\n\nQuestion: {question}\n\n{BASELINE_INSTRUCTION}"
    return [{"role": "system", "content": BASELINE_SYSTEM}, {"role": "user", "content": user}]


# -- the ReAct contract (seed 000 section 2) -------------------------------------------------------------------

# What the model reads about each tool (the JSON schemas of the arguments live in nl2sql.agent.tools).
TOOL_DESCRIPTIONS: dict[str, str] = {
    "get_schema": "the full database schema (tables, columns, keys)",
    "link_schema": "keep only the tables relevant to the question (schema linking)",
    "retrieve_tables": "search the tables most relevant to a query, with relevance scores",
    "extract_constraints": "infer the structure the question asks for (aggregate, GROUP BY, ORDER BY, LIMIT, DISTINCT)",
    "generate_sql": "write a SQL candidate for the question from the linked schema and the constraints",
    "validate_sql": "check the current SQL: one SELECT, tables and columns that exist",
    "validate_constraints": "check the current SQL has the structure the constraints ask for",
    "run_sql": "execute the current SQL and show its first rows",
    "repair_sql": "rewrite the current SQL using the last error",
    "get_table_samples": "example rows of one table",
    "finish": "return the current SQL as the answer (only after run_sql succeeded)",
}

EXPECTED_ORDER = ("get_schema", "link_schema", "extract_constraints", "generate_sql", "validate_sql",
                  "validate_constraints", "run_sql", "finish")

REACT_SYSTEM_PROMPT = """You are a text-to-SQL agent working on a SQLite database. You answer the user's question by calling tools, one tool per reply.

Reply in exactly this format and stop:
Thought: <a few words>
Action: tool_name[{{"arg": "value"}}]

The system runs the action and adds "Observation: <result>". Never write the Observation yourself.

Tools:
{tools}

Expected order:
1. get_schema  2. link_schema  (already done for you, see the transcript)
3. extract_constraints  4. generate_sql  5. validate_sql  6. validate_constraints  7. run_sql  8. finish
Optional: get_table_samples, retrieve_tables. After a failed validation or run, call repair_sql.

Rules:
- generate_sql and repair_sql write the SQL; never put SQL in an Action.
- run_sql is refused until validate_sql and validate_constraints have passed for the current SQL.
- finish is refused until run_sql has succeeded.
- Each observation ends with the step the expected order calls for next."""


def tools_text(specs: Sequence[tuple[str, str, dict]]) -> str:
    """One line per tool: `- name[{"arg": type}]: description` (name, description, JSON schema)."""
    lines = []
    for name, description, schema in specs:
        props = schema.get("properties", {}) or {}
        required = set(schema.get("required", []) or [])
        args = ", ".join(f'"{k}": {v.get("type", "any")}{"" if k in required else " (optional)"}'
                         for k, v in props.items())
        lines.append(f"- {name}[{{{args}}}]: {description}")
    return "\n".join(lines)


def react_prompt(history: Sequence[str], tools: str, roles: Sequence[str] | None = None,
                 style: str = "chat") -> list[Message]:
    """One ReAct step: the contract as the system message, then the transcript.

    style "joined" is seed 000's `prompt = "\n".join(history)` as one user message. style "chat" (the
    default) gives the same lines as turns: the model's own Thought/Action lines as assistant messages,
    the question, the bootstrap and every Observation as user messages (roles[i] says which); small chat
    models keep to the expected order far better when they see their earlier actions as their own turns.
    """
    system = {"role": "system", "content": REACT_SYSTEM_PROMPT.format(tools=tools)}
    if style == "joined" or roles is None:
        return [system, {"role": "user", "content": "\n".join(history)}]
    if style != "chat":
        raise ValueError(f"unknown ReAct prompt style {style!r}: use 'chat' or 'joined'")
    messages: list[Message] = [system]
    for line, role in zip(history, roles):
        if len(messages) > 1 and messages[-1]["role"] == role:
            messages[-1]["content"] += "\n" + line
        else:
            messages.append({"role": role, "content": line})
    return messages


REASK_INSTRUCTION = ("Your reply had no usable action ({error}). Reply again with one Thought line and exactly one "
                     "line `Action: tool_name[{{json arguments}}]`, using one of: {tools}.")


def reask_prompt(base: list[Message], bad_output: str, error: str, tool_names: Sequence[str]) -> list[Message]:
    """The bounded re-ask (seed 004): the step's prompt, the unusable reply, and what a usable one looks like."""
    return [*base, {"role": "assistant", "content": bad_output},
            {"role": "user", "content": REASK_INSTRUCTION.format(error=error, tools=", ".join(tool_names))}]


# -- the SQL-writing tools (seed 000 section 3) ----------------------------------------------------------------

SQL_SYSTEM = "You are a SQLite expert."
SQL_INSTRUCTION = "Answer with only one SQLite SELECT query that answers the question. Do not explain."

_HINTS = {
    "agg": "use {value}(...)",
    "needs_group_by": "GROUP BY",
    "needs_order_by": "ORDER BY",
    "limit": "LIMIT {value}",
    "distinct": "DISTINCT",
}


def constraints_text(constraints: dict | None, nlq: str | None = None) -> str:
    """The constraints the model is told about: only those that ask for something ("use COUNT(...); LIMIT 1").

    `agg` holds one aggregate (section 3.2); when the question names several ("the average and maximum
    age") the hint lists them all, since "use AVG(...)" alone makes a small model drop the others.
    """
    if not constraints:
        return ""
    parts = []
    for key, template in _HINTS.items():
        value = constraints.get(key)
        if value in (None, False, 0, ""):
            continue
        if key == "agg" and nlq:
            named = aggregates_named(nlq)
            if value in named and len(named) > 1:
                parts.append("use " + ", ".join(f"{a}(...)" for a in named[:-1]) + f" and {named[-1]}(...)")
                continue
        parts.append(template.format(value=value))
    return "; ".join(parts)


def generate_sql_prompt(nlq: str, schema_text: str, constraints: dict | None) -> list[Message]:
    """generate_sql: the focused schema, the question and its structural constraints."""
    hint = constraints_text(constraints, nlq)
    hint_line = f"\nStructure the question implies: {hint}." if hint else ""
    user = f"{schema_text}\n\nQuestion: {nlq}{hint_line}\n\n{SQL_INSTRUCTION}"
    return [{"role": "system", "content": SQL_SYSTEM}, {"role": "user", "content": user}]


REPAIR_INSTRUCTION = "The previous SQL failed. Fix it. Answer with only the corrected SQLite SELECT query. Do not explain."


def repair_sql_prompt(nlq: str, bad_sql: str, error: str, schema_text: str) -> list[Message]:
    """repair_sql: the focused schema, the question, the failed SQL and the error (execution feedback, ExCoT)."""
    user = (f"{schema_text}\n\nQuestion: {nlq}\nPrevious SQL: {bad_sql or '(none)'}\nError: {error}\n\n"
            f"{REPAIR_INSTRUCTION}")
    return [{"role": "system", "content": SQL_SYSTEM}, {"role": "user", "content": user}]


def action_line(tool: str, args: dict) -> str:
    """The transcript line of an executed action, in seed 000's format."""
    return f"Action: {tool}[{json.dumps(args, ensure_ascii=False)}]"
