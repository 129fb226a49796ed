"""Every prompt template of the harness, in one place: the baseline, the ReAct contract, the SQL tools."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Sequence

from .llm.base import Message
from .words import aggregates_named

if TYPE_CHECKING:
    from .examples import Shot

# -- single-shot baseline (docs/model-weights.md#reference-numbers; also the loop's vanilla fallback) --------------------

BASELINE_SYSTEM = "You are a SQLite expert."
BASELINE_INSTRUCTION = "Answer with only one SQLite SELECT query that answers the question. Do not explain."


SHOTS_HEADER = "Examples from other databases:"


def shots_text(shots: Sequence[Shot] = ()) -> str:
    """Retrieved examples (nl2sql.examples) as a block that ends in a blank line; "" when there are none."""
    if not shots:
        return ""
    # Spider's gold SQL pads operators with double spaces; one space reads like what the model should write.
    lines = [f"Question: {' '.join(s.question.split())}\nSQL: {' '.join(s.sql.split())}" for s in shots]
    return SHOTS_HEADER + "\n" + "\n".join(lines) + "\n\n"


def baseline_prompt(schema_text: str, question: str, shots: Sequence[Shot] = ()) -> list[Message]:
    """Single-shot generation: retrieved examples if any, the schema's CREATE TABLE statements, the question."""
    user = f"{shots_text(shots)}{schema_text}\n\nQuestion: {question}\n\n{BASELINE_INSTRUCTION}"
    return [{"role": "system", "content": BASELINE_SYSTEM}, {"role": "user", "content": user}]


# -- the ReAct contract (docs/reference-loop.md#prompt-contract) -----------------------------------------------

REACT_SYSTEM_PROMPT = """You are a text-to-SQL agent working on a SQLite database. You answer the user's question by calling tools, one tool per reply.

Reply in exactly this format and stop:
Thought: <a few words>
Action: tool_name[{{"arg": "value"}}]

The system runs the action and adds "Observation: <result>". Never write the Observation yourself.

Tools:
{tools}

Expected order:
{order}

Rules:
- generate_sql and repair_sql write the SQL; never put SQL in an Action.
- run_sql is refused until validate_sql and validate_constraints have passed for the current SQL.
- finish is refused until run_sql has succeeded.
- Each observation ends with the step the expected order calls for next."""


def react_system_prompt(tools: str, order: str) -> str:
    """The ReAct contract: the tool list and the expected order (both derived from the agent's registry and policy)."""
    return REACT_SYSTEM_PROMPT.format(tools=tools, order=order)


def react_prompt(history: Sequence[str], system: str, roles: Sequence[str] | None = None,
                 style: str = "chat") -> list[Message]:
    """One ReAct step: the contract as the system message, then the transcript.

    style "joined" is the reference loop's `prompt = "\n".join(history)` as one user message. style "chat" (the
    default) gives the same lines as turns: the model's own Thought/Action lines as assistant messages,
    the question, the bootstrap and every Observation as user messages (roles[i] says which); small chat
    models keep to the expected order far better when they see their earlier actions as their own turns.
    """
    head: Message = {"role": "system", "content": system}
    if style == "joined" or roles is None:
        return [head, {"role": "user", "content": "\n".join(history)}]
    if style != "chat":
        raise ValueError(f"unknown ReAct prompt style {style!r}: use 'chat' or 'joined'")
    messages: list[Message] = [head]
    for line, role in zip(history, roles):
        if len(messages) > 1 and messages[-1]["role"] == role:
            messages[-1]["content"] += "\n" + line
        else:
            messages.append({"role": role, "content": line})
    return messages


REASK_INSTRUCTION = ("Your reply had no usable action ({error}). Reply again with one Thought line and exactly one "
                     "line `Action: tool_name[{{json arguments}}]`, using one of: {tools}.")


def reask_prompt(base: list[Message], bad_output: str, error: str, tool_names: Sequence[str]) -> list[Message]:
    """The bounded re-ask (docs/reference-loop.md#re-asks): the step's prompt, the unusable reply, and what a usable one looks like."""
    return [*base, {"role": "assistant", "content": bad_output},
            {"role": "user", "content": REASK_INSTRUCTION.format(error=error, tools=", ".join(tool_names))}]


# -- the SQL-writing tools (docs/reference-loop.md#tools) -----------------------------------------------------

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

    `agg` holds one aggregate (docs/reference-loop.md#constraints); when the question names several ("the average and maximum
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


def generate_sql_prompt(nlq: str, schema_text: str, constraints: dict | None,
                        shots: Sequence[Shot] = ()) -> list[Message]:
    """generate_sql: retrieved examples if any, the focused schema, the question and its structural constraints."""
    hint = constraints_text(constraints, nlq)
    hint_line = f"\nStructure the question implies: {hint}." if hint else ""
    user = f"{shots_text(shots)}{schema_text}\n\nQuestion: {nlq}{hint_line}\n\n{SQL_INSTRUCTION}"
    return [{"role": "system", "content": SQL_SYSTEM}, {"role": "user", "content": user}]


REPAIR_INSTRUCTION = "The previous SQL failed. Fix it. Answer with only the corrected SQLite SELECT query. Do not explain."


def repair_sql_prompt(nlq: str, bad_sql: str, error: str, schema_text: str) -> list[Message]:
    """repair_sql: the focused schema, the question, the failed SQL and the error (execution feedback, ExCoT)."""
    user = (f"{schema_text}\n\nQuestion: {nlq}\nPrevious SQL: {bad_sql or '(none)'}\nError: {error}\n\n"
            f"{REPAIR_INSTRUCTION}")
    return [{"role": "system", "content": SQL_SYSTEM}, {"role": "user", "content": user}]


RETRY_INSTRUCTION = ("Those attempts failed and the last repair changed nothing. Write a different query that uses "
                     "only the columns listed. Answer with only one SQLite SELECT query. Do not explain.")


def repair_retry_prompt(nlq: str, schema_text: str, error: str, attempts: Sequence[str],
                        columns: dict[str, list[str]]) -> list[Message]:
    """The second repair after an unchanged one: the real columns of the tables it used, the error, every attempt."""
    cols = "\n".join(f"- {t}: {', '.join(c)}" for t, c in columns.items())
    tried = "\n".join(f"- {a}" for a in attempts)
    user = (f"{schema_text}\n\nQuestion: {nlq}\nFailed attempts:\n{tried}\nError: {error}\n"
            f"Real columns of the tables used:\n{cols}\n\n{RETRY_INSTRUCTION}")
    return [{"role": "system", "content": SQL_SYSTEM}, {"role": "user", "content": user}]


def action_line(tool: str, args: dict) -> str:
    """The transcript line of an executed action, in the reference format."""
    return f"Action: {tool}[{json.dumps(args, ensure_ascii=False)}]"


# -- the candidates' reflection (docs/reference-loop.md#candidates) -----------------------------------------------

REFLECT_INSTRUCTION = ("These SQLite queries answer the question differently. Decide which one is right, or write a "
                       "better one. Answer with only one SQLite SELECT query. Do not explain.")


def reflection_prompt(schema_text: str, question: str, rivals: Sequence[tuple[str, list]]) -> list[Message]:
    """Reflection: the schema, the question and the competing candidates, each with its first rows."""
    shown = "\n".join(f"{k}. {sql}\n   first rows: {rows[:3]}" for k, (sql, rows) in enumerate(rivals, 1))
    user = f"{schema_text}\n\nQuestion: {question}\n\nCandidate queries:\n{shown}\n\n{REFLECT_INSTRUCTION}"
    return [{"role": "system", "content": SQL_SYSTEM}, {"role": "user", "content": user}]
