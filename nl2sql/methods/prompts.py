"""Every prompt template of the harness, in one place: the baseline, the ReAct contract, the SQL tools."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Sequence

from nl2sql.llm.base import Message
from nl2sql.sql.words import aggregates_named
from nl2sql.text import clip

if TYPE_CHECKING:
    from nl2sql.data.examples import Shot

# -- single-shot baseline (docs/model-weights.md#reference-numbers; also the loop's vanilla fallback) --------------------

BASELINE_SYSTEM = "You are a SQLite expert."
BASELINE_INSTRUCTION = "Answer with only one SQLite SELECT query that answers the question. Do not explain."


SHOTS_HEADER = "Examples from other databases:"


def shots_text(shots: Sequence[Shot] = ()) -> str:
    """Retrieved examples (nl2sql.data.examples) as a block that ends in a blank line; "" when there are none."""
    if not shots:
        return ""
    # Spider's gold SQL pads operators with double spaces; one space reads like what the model should write.
    lines = [f"Question: {' '.join(s.question.split())}\nSQL: {' '.join(s.sql.split())}" for s in shots]
    return SHOTS_HEADER + "\n" + "\n".join(lines) + "\n\n"


# WeighingOptions.review_weight: the model reads a candidate's SQL back; how likely it finds the question is the score.
REVIEW_INSTRUCTION = "Write the question that this SQL query answers."


def review_prompt(schema_text: str, sql: str) -> list[Message]:
    """The reviewer's prompt: the schema and one SQL; the question asked is scored as its answer (LLM.score)."""
    user = f"{schema_text}\n\nSQL: {sql}\n\n{REVIEW_INSTRUCTION}"
    return [{"role": "system", "content": BASELINE_SYSTEM}, {"role": "user", "content": user}]


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


# LoopOptions.action_format "action_input" (docs/reference-loop.md#final-answer): the same contract in the
# Thought / Action / Action Input / FINAL_ANSWER convention, the tools as JSON schemas.
REACT_SYSTEM_PROMPT_ACTION_INPUT = """You are a text-to-SQL agent working on a SQLite database. You have access to tools. On each turn you MUST choose one of:

1. Use a tool:
   Thought: <reason about what to do>
   Action: <tool_name>
   Action Input: <JSON object matching the tool's argument schema>

2. Give the final answer (only when run_sql has succeeded):
   Thought: <reason>
   FINAL_ANSWER: <your answer to the user>

The system runs the action and adds "Observation: <result>". Never write the Observation yourself.

Available tools (JSON schema):
{tools}

Expected order:
{order}

Rules:
- Never skip the Thought line.
- Action Input MUST be valid JSON.
- Call only ONE tool per turn.
- After receiving an Observation, continue reasoning.
- Use FINAL_ANSWER: only once, as the last step; the current SQL is the answer's query.
- generate_sql and repair_sql write the SQL; never put SQL in an Action Input.
- run_sql is refused until validate_sql and validate_constraints have passed for the current SQL.
- FINAL_ANSWER (like finish) is refused until run_sql has succeeded.
- Each observation ends with the step the expected order calls for next."""

REACT_SYSTEM_PROMPTS = {"bracket": REACT_SYSTEM_PROMPT, "action_input": REACT_SYSTEM_PROMPT_ACTION_INPUT}

# How each action format asks for one action, in the re-ask and tool-retry instructions.
ACTION_SHAPES = {"bracket": "exactly one line `Action: tool_name[{json arguments}]`",
                 "action_input": "the lines `Action: tool_name` and `Action Input: {json arguments}`"}


def react_system_prompt(tools: str, order: str, action_format: str = "bracket", instructions: str = "") -> str:
    """The ReAct contract: the tool list and the expected order (both derived from the agent's registry and policy).

    action_format picks the convention (LoopOptions.action_format); instructions (LoopOptions.specific_instructions)
    are appended after a blank line.
    """
    prompt = REACT_SYSTEM_PROMPTS[action_format].format(tools=tools, order=order)
    return f"{prompt}\n\n{instructions.strip()}" if instructions.strip() else prompt


def react_prompt(history: Sequence[str], system: str, roles: Sequence[str] | None = None,
                 style: str = "chat", calls: Sequence[dict | None] | None = None) -> list[Message]:
    """One ReAct step: the contract as the system message, then the transcript.

    style "joined" is the reference loop's `prompt = "\n".join(history)` as one user message. style "chat" (the
    default) gives the same lines as turns: the model's own Thought/Action lines as assistant messages,
    the question, the bootstrap and every Observation as user messages (roles[i] says which); small chat
    models keep to the expected order far better when they see their earlier actions as their own turns.
    With calls (native tool calling, chat style), an entry's call makes it a `tool_calls` item of the assistant
    message, and its result a role "tool" message with the call's `tool_call_id` (native_messages).
    """
    head: Message = {"role": "system", "content": system}
    if style == "joined" or roles is None:
        return [head, {"role": "user", "content": "\n".join(history)}]
    if style != "chat":
        raise ValueError(f"unknown ReAct prompt style {style!r}: use 'chat' or 'joined'")
    if calls is not None and any(calls):
        return [head, *native_messages(history, roles, calls)]
    messages: list[Message] = [head]
    for line, role in zip(history, roles):
        if len(messages) > 1 and messages[-1]["role"] == role:
            messages[-1]["content"] += "\n" + line
        else:
            messages.append({"role": role, "content": line})
    return messages


def native_messages(history: Sequence[str], roles: Sequence[str], calls: Sequence[dict | None]) -> list[Message]:
    """The transcript as native tool-calling messages (LoopOptions.native_tools).

    An assistant entry with a call {id, name, arguments, reply} adds a `tool_calls` item to the assistant message
    (the calls of one reply share one message, their results following it in order); a "tool" entry with a call
    {id} is a role "tool" message holding the observation without its "Observation: " label; plain entries
    join like the chat style's. Arguments go as a JSON string, as the OpenAI API sends them.
    """
    messages: list[Message] = []
    turn_of: dict[int, object] = {}  # id(assistant message) -> the reply its calls came from
    for line, role, call in zip(history, roles, calls):
        if call is not None and role == "tool":
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": line.removeprefix("Observation: ")})
            continue
        if call is not None:
            item = {"id": call["id"], "type": "function",
                    "function": {"name": call["name"], "arguments": json.dumps(call["arguments"], ensure_ascii=False)}}
            owner = next((m for m in reversed(messages) if m["role"] != "tool"), None)
            if owner is not None and owner["role"] == "assistant" and "tool_calls" in owner \
                    and turn_of.get(id(owner)) == call.get("reply"):
                owner["tool_calls"].append(item)  # another call of the same reply
            elif messages and messages[-1]["role"] == "assistant" and "tool_calls" not in messages[-1]:
                messages[-1]["tool_calls"] = [item]  # the reply's Thought, then its call
                turn_of[id(messages[-1])] = call.get("reply")
            else:
                messages.append({"role": "assistant", "content": "", "tool_calls": [item]})
                turn_of[id(messages[-1])] = call.get("reply")
            continue
        if messages and messages[-1]["role"] == role and "tool_calls" not in messages[-1]:
            messages[-1]["content"] += "\n" + line
        else:
            messages.append({"role": role, "content": line})
    return messages


REASK_INSTRUCTION = ("Your reply had no usable action ({error}). Reply again with one Thought line and {shape}, "
                     "using one of: {tools}.")
TOOL_RETRY_INSTRUCTION = ("Your action failed: {error}. Fix the tool name or its arguments and reply again with one "
                          "Thought line and {shape}, using one of: {tools}.")


def _again(instruction: str, base: list[Message], bad_output: str, error: str, tool_names: Sequence[str],
           action_format: str) -> list[Message]:
    """The step's prompt, the reply that did not work, and the instruction to reply again (with the error)."""
    ask = instruction.format(error=error, shape=ACTION_SHAPES[action_format], tools=", ".join(tool_names))
    return [*base, {"role": "assistant", "content": bad_output}, {"role": "user", "content": ask}]


def reask_prompt(base: list[Message], bad_output: str, error: str, tool_names: Sequence[str],
                 action_format: str = "bracket") -> list[Message]:
    """The bounded re-ask (docs/reference-loop.md#re-asks): the step's prompt, the unusable reply, and what a usable one looks like."""
    return _again(REASK_INSTRUCTION, base, bad_output, error, tool_names, action_format)


def tool_retry_prompt(base: list[Message], bad_output: str, error: str, tool_names: Sequence[str],
                      action_format: str = "bracket") -> list[Message]:
    """A tool error's retry (LoopOptions.max_tool_errors): the step's prompt, the failed reply, the error, the fix."""
    return _again(TOOL_RETRY_INSTRUCTION, base, bad_output, error, tool_names, action_format)


FINAL_DEMAND_INSTRUCTION = ("You have reached the step limit. Give your final answer now: one Thought line, then "
                            "`FINAL_ANSWER: <your answer to the user>`. The current SQL is the answer's query.")


def final_demand_prompt(base: list[Message]) -> list[Message]:
    """The last call after max_steps (LoopOptions.final_answer_demand): the step's prompt and a demand for FINAL_ANSWER.

    The demand joins a last user message (the transcript's last observation) so that turns still alternate.
    """
    if base and base[-1]["role"] == "user" and len(base) > 1:
        return [*base[:-1], {**base[-1], "content": f"{base[-1]['content']}\n\n{FINAL_DEMAND_INSTRUCTION}"}]
    return [*base, {"role": "user", "content": FINAL_DEMAND_INSTRUCTION}]


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


def repair_sql_prompt(nlq: str, bad_sql: str, error: str, schema_text: str,
                      columns: dict[str, list[str]] | None = None) -> list[Message]:
    """repair_sql: the focused schema, the question, the failed SQL and the error (execution feedback, ExCoT);
    with columns, also the real columns of the tables the SQL used."""
    cols = "".join(f"\n- {t}: {', '.join(c)}" for t, c in (columns or {}).items())
    cols = f"\nReal columns of the tables used:{cols}" if cols else ""
    user = (f"{schema_text}\n\nQuestion: {nlq}\nPrevious SQL: {bad_sql or '(none)'}\nError: {error}{cols}\n\n"
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


def action_line(tool: str, args: dict, action_format: str = "bracket") -> str:
    """The transcript line of an executed action, in the format the system prompt asks for (the reference's: bracket)."""
    if action_format == "action_input":
        return f"Action: {tool}\nAction Input: {json.dumps(args, ensure_ascii=False)}"
    return f"Action: {tool}[{json.dumps(args, ensure_ascii=False)}]"


# -- the candidates' reflection (docs/reference-loop.md#candidates) -----------------------------------------------

REFLECT_INSTRUCTION = ("These SQLite queries answer the question differently. Decide which one is right, or write a "
                       "better one. Answer with only one SQLite SELECT query. Do not explain.")


def reflection_prompt(schema_text: str, question: str, rivals: Sequence[tuple[str, list]]) -> list[Message]:
    """Reflection: the schema, the question and the competing candidates, each with its first rows."""
    shown = "\n".join(f"{k}. {sql}\n   first rows: {rows[:3]}" for k, (sql, rows) in enumerate(rivals, 1))
    user = f"{schema_text}\n\nQuestion: {question}\n\nCandidate queries:\n{shown}\n\n{REFLECT_INSTRUCTION}"
    return [{"role": "system", "content": SQL_SYSTEM}, {"role": "user", "content": user}]


# -- LLM-as-judge (docs/reference-loop.md#judge) -------------------------------------------------------------------

JUDGE_INSTRUCTION = ("Does this SQLite query answer the question correctly, judging by the query and its rows? "
                     "Reply with yes or no first, then the reason in one sentence, as `yes: <reason>` or "
                     "`no: <reason>`.")
JUDGE_CELL_CHARS = 100  # a long text cell says no more about correctness than its start


def judge_prompt(schema_text: str, question: str, sql: str, columns: Sequence[str], rows: Sequence[Sequence],
                 row_count: int) -> list[Message]:
    """The judge: the schema, the question, the SQL and its first rows, asked for a yes/no verdict with a reason.

    It opens like generate_sql's prompt (system message, then the schema), so a prefix cache reuses that part.
    """
    lines = [" | ".join(clip(str(v), JUDGE_CELL_CHARS) for v in r) for r in rows]
    head = f"columns: {', '.join(str(c) for c in columns)}\n" if columns else ""
    shown = f"{head}" + ("\n".join(lines) if lines else "(no rows)")
    first = f"first {len(lines)} " if lines and len(lines) < row_count else ""
    user = (f"{schema_text}\n\nQuestion: {question}\nSQL: {sql}\nResult: {row_count} row(s); {first}rows:\n"
            f"{shown}\n\n{JUDGE_INSTRUCTION}")
    return [{"role": "system", "content": SQL_SYSTEM}, {"role": "user", "content": user}]
