"""The action space of seed 000 section 3 (plus seed 001's retrieve_tables): plain functions `(state, args)`.

A tool reads the state and returns an Observation; it never changes the state (the loop applies each
observation's effects, so a tool can be tested alone and a timed-out tool cannot corrupt anything).
A tool that needs the LLM (generate_sql, repair_sql) returns a PendingGeneration instead: the request
plus how to turn the completion into an Observation. The loop driver fulfils it, so the requests of
many questions go out as one batched generate() call.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from typing import Any, Callable

from ..constraints import extract_constraints as _extract_constraints
from ..constraints import validate_constraints as _validate_constraints
from ..db import execute
from ..guardrails import run_guardrails
from ..linking import LinkResult, link_schema as _link_schema, retrieve_tables as _retrieve_tables, select_tables
from ..llm.base import Completion, Message
from ..prompts import TOOL_DESCRIPTIONS, generate_sql_prompt, repair_sql_prompt, tools_text
from ..schema import SchemaError, schema_to_text, table_samples
from ..validation import validate_sql as _validate_sql
from .state import AgentState


@dataclass
class Observation:
    """What a tool returns: JSON-ready data for the trace, and the text the model reads."""

    data: Any
    ok: bool = True
    error: str | None = None
    text: str | None = None  # model-facing rendering; None renders `data` as compact JSON

    def render(self) -> str:
        """The text appended to the transcript after "Observation: "."""
        if self.text is not None:
            return self.text
        if self.error is not None and (not isinstance(self.data, dict) or set(self.data) <= {"error", "blocked"}):
            return f"error: {self.error}"
        return json.dumps(self.data, ensure_ascii=False, default=str)


def error(message: str, **extra: Any) -> Observation:
    """An error observation the model can act on (unknown tool, bad arguments, a gate, a failure)."""
    return Observation({"error": message, **extra}, ok=False, error=message)


@dataclass
class LLMRequest:
    """One prompt the loop needs answered; `purpose` says which part of the loop asked."""

    messages: list[Message]
    purpose: str  # react | reask | generate_sql | repair_sql | fallback
    tools: list[dict] | None = None  # OpenAI tool schemas, for native tool calling (seed 002)


@dataclass
class PendingGeneration:
    """A tool's LLM request: the driver sends `request` (batched) and calls `complete` with the completion."""

    request: LLMRequest
    complete: Callable[[Completion], Observation]


ToolFn = Callable[[AgentState, dict], "Observation | PendingGeneration"]


@dataclass(frozen=True)
class Tool:
    """A tool: its function, the JSON schema of its arguments and the line the model reads about it."""

    name: str
    fn: ToolFn
    parameters: dict = field(default_factory=lambda: {"type": "object", "properties": {},
                                                       "additionalProperties": False})
    description: str = ""

    def openai_schema(self) -> dict:
        """The tool as an OpenAI function schema (native tool calling)."""
        return {"type": "function",
                "function": {"name": self.name, "description": self.description, "parameters": self.parameters}}


def _schema(properties: dict | None = None, required: list[str] | None = None) -> dict:
    return {"type": "object", "properties": properties or {}, "required": required or [],
            "additionalProperties": False}


# -- the tools ---------------------------------------------------------------------------------------------------

def get_schema(state: AgentState, args: dict) -> Observation:
    """The structured schema (tables, columns, types, keys); the model reads its CREATE TABLE text."""
    return Observation(state.schema.to_dict(), text=state.schema_text_full)


def link(state: AgentState, max_tables: int) -> LinkResult:
    """Schema linking with the configured retriever: keyword scores (linking.py) or embedding similarity."""
    cfg = state.cfg
    if cfg.retrieval == "keyword":
        return _link_schema(state.nlq, state.schema, max_tables=max_tables, style=cfg.schema_style)
    ranked = _retrieve_tables(state.nlq, state.schema, top_k=len(state.schema.tables), method="embedding",
                              embedder=embedder())
    scores = dict(ranked)
    everything = LinkResult(state.schema.table_names, state.schema_text_full, False, scores)
    if max_tables <= 0 or len(state.schema.tables) <= max_tables:
        return everything
    tables = select_tables(scores, state.schema, max_tables)
    if not tables or len(tables) == len(state.schema.tables):
        return everything
    return LinkResult(tables, schema_to_text(state.schema, cfg.schema_style, tables=tables), True, scores)


def link_schema(state: AgentState, args: dict) -> Observation:
    """Prune the schema to the tables the question is about (USE_LINK_SCHEMA=False keeps every table)."""
    cfg = state.cfg
    max_tables = int(args.get("max_tables", cfg.link_max_tables)) if cfg.use_link_schema else 0
    result = link(state, max(0, max_tables))
    text = result.schema_text or state.schema_text_full
    # An unchanged schema is not repeated: the transcript already shows it once (get_schema).
    shown = text if result.changed else f"kept all {len(result.tables)} tables (the schema above is the focused schema)"
    return Observation({"schema_text": text, "changed": result.changed, "tables": result.tables,
                        "scores": result.scores}, text=shown)


def retrieve_tables(state: AgentState, args: dict) -> Observation:
    """Seed 001: the top_k tables for a query (default: the question) with relevance scores and their schema."""
    cfg = state.cfg
    query = (args.get("question") or "").strip() or state.nlq
    top_k = int(args.get("top_k", cfg.retrieval_top_k))
    ranked = _retrieve_tables(query, state.schema, top_k=top_k, method=cfg.retrieval,
                              embedder=embedder() if cfg.retrieval == "embedding" else None)
    tables = [t for t, _ in ranked]
    text_schema = schema_to_text(state.schema, cfg.schema_style, tables=tables) if tables else ""
    listing = ", ".join(f"{t} ({s:.2f})" for t, s in ranked)
    return Observation({"tables": [{"table": t, "score": s} for t, s in ranked], "schema_text": text_schema,
                        "method": cfg.retrieval},
                       text=f"relevant tables (score): {listing}\n{text_schema}".rstrip())


def extract_constraints(state: AgentState, args: dict) -> Observation:
    """The constraint dictionary of seed 000 section 3.2, inferred from the question."""
    return Observation(_extract_constraints(state.nlq))


def guard(state: AgentState, raw: str, tool: str) -> Observation:
    """The four-step guardrail pipeline of section 4 on a raw generation: accept (sql) or reject (reason)."""
    result = run_guardrails(raw, state.nlq, state.schema, state.cfg.guardrail_steps)
    data = {"accepted": result.accepted, "sql": result.sql, "reason": result.reason, "raw": raw,
            "guardrails": result.changed_steps, "steps": result.to_dict()["steps"]}
    if result.accepted:
        note = f"  (guardrails changed: {', '.join(result.changed_steps)})" if result.changed_steps else ""
        return Observation(data, text=f"{result.sql}{note}")
    return Observation(data, ok=False, error=result.reason,
                       text=f"rejected by the guardrails ({result.reason}): the output held no usable SELECT")


def generate_sql(state: AgentState, args: dict) -> PendingGeneration:
    """Ask the LLM for a SQL candidate from the question, the focused schema and the constraints."""
    messages = generate_sql_prompt(state.nlq, state.schema_text_focus or state.schema_text_full, state.constraints)
    return PendingGeneration(LLMRequest(messages, "generate_sql"), lambda c: guard(state, c.text, "generate_sql"))


def repair_sql(state: AgentState, args: dict) -> Observation | PendingGeneration:
    """Ask the LLM to fix the current SQL using the pending error (execution/validation feedback)."""
    bad_sql = state.last_sql or state.last_raw or ""
    err = state.pending_repair_error or state.last_error
    if not err:
        return error("nothing to repair: no validation or execution error is pending")
    messages = repair_sql_prompt(state.nlq, bad_sql, err, state.schema_text_focus or state.schema_text_full)
    return PendingGeneration(LLMRequest(messages, "repair_sql"), lambda c: guard(state, c.text, "repair_sql"))


def _no_candidate() -> Observation:
    return error("no SQL candidate yet: call generate_sql first")


def validate_sql(state: AgentState, args: dict) -> Observation:
    """Check the current candidate with sqlglot: one SELECT, existing tables/columns, nothing dangerous."""
    if not state.last_sql:
        return _no_candidate()
    result = _validate_sql(state.last_sql, state.schema)
    data = {"valid": result.valid, "reason": result.reason, "errors": result.errors,
            "suggestions": result.suggestions, "sql": state.last_sql}
    if result.valid:
        return Observation(data, text="valid")
    fixes = "; ".join(result.suggestions[:3])
    return Observation(data, ok=False, error=result.reason,
                       text=f"invalid: {'; '.join(result.errors[:3])}" + (f" (fix: {fixes})" if fixes else ""))


def validate_constraints(state: AgentState, args: dict) -> Observation:
    """Check the current candidate has the structure the constraints ask for (post-hoc, PICARD-like)."""
    if not state.last_sql:
        return _no_candidate()
    if not state.constraints:
        # As the reference tools do: with nothing extracted there is nothing to enforce.
        return Observation({"valid": True, "reason": "no_constraints", "sql": state.last_sql},
                           text="valid (no constraints extracted)")
    ok, reason = _validate_constraints(state.last_sql, state.constraints, nlq=state.nlq)
    data = {"valid": ok, "reason": reason, "constraints": state.constraints, "sql": state.last_sql}
    if ok:
        return Observation(data, text="valid")
    return Observation(data, ok=False, error=reason, text=f"invalid: {reason}")


def _cell(v: Any) -> Any:
    return v if isinstance(v, (int, float, str)) or v is None else str(v)


def run_sql(state: AgentState, args: dict) -> Observation:
    """Execute the current candidate read-only; rows (the first few shown) or the error."""
    if not state.last_sql:
        return _no_candidate()
    cfg = state.cfg
    res = execute(state.db_path, state.last_sql, timeout_s=cfg.exec_timeout_s, max_rows=1000)
    if not res.ok:
        return Observation({"success": False, "error": res.error, "sql": state.last_sql}, ok=False,
                           error=res.error, text=f"execution failed: {res.error}")
    shown = [[_cell(v) for v in row] for row in res.rows[: cfg.max_observation_rows]]
    count = f"{len(res.rows)}{'+' if res.truncated else ''}"
    data = {"success": True, "columns": res.columns, "rows": shown, "row_count": len(res.rows),
            "truncated": res.truncated, "sql": state.last_sql}
    preview = "\n".join(" | ".join(str(v) for v in row) for row in shown)
    more = "" if len(res.rows) <= len(shown) else f"\n... ({len(res.rows) - len(shown)} more rows)"
    text = f"success: {count} row(s); columns: {', '.join(res.columns)}" + (f"\n{preview}{more}" if shown else "")
    return Observation(data, text=text)


def get_table_samples(state: AgentState, args: dict) -> Observation:
    """Example rows of one table (optional grounding)."""
    n = max(1, min(int(args.get("n", 3)), 10))
    try:
        rows = table_samples(state.db_path, args["table"], n, schema=state.schema)
    except SchemaError as e:
        return error(str(e))
    return Observation([{k: _cell(v) for k, v in r.items()} for r in rows])  # list[dict], as section 3.1 says


def finish(state: AgentState, args: dict) -> Observation:
    """The terminal container: the last run's rows as the answer, the final SQL, and provenance."""
    run = state.last_run or {}
    answer = str([tuple(r) for r in run.get("rows", [])])
    provenance = {"steps": state.step + 1, "validated": bool(state.last_valid),
                  "constraints_ok": bool(state.last_constraints_ok), "row_count": run.get("row_count"),
                  "tables": state.focus_tables, "repairs": state.counters.repairs}
    data = {"answer": answer, "sql": state.last_sql, "provenance": provenance}
    return Observation(data, text=f"finished: {state.last_sql}")


# -- the registry ------------------------------------------------------------------------------------------------

def _tool(name: str, fn: ToolFn, properties: dict | None = None, required: list[str] | None = None) -> Tool:
    return Tool(name, fn, _schema(properties, required), TOOL_DESCRIPTIONS[name])


TOOLS: dict[str, Tool] = {
    t.name: t
    for t in (
        _tool("get_schema", get_schema),
        _tool("link_schema", link_schema, {"max_tables": {"type": "integer", "minimum": 0}}),
        _tool("retrieve_tables", retrieve_tables,
              {"question": {"type": "string"}, "top_k": {"type": "integer", "minimum": 1}}),
        _tool("extract_constraints", extract_constraints),
        _tool("generate_sql", generate_sql),
        _tool("validate_sql", validate_sql),
        _tool("validate_constraints", validate_constraints),
        _tool("run_sql", run_sql),
        _tool("repair_sql", repair_sql),
        _tool("get_table_samples", get_table_samples,
              {"table": {"type": "string"}, "n": {"type": "integer", "minimum": 1}}, ["table"]),
        _tool("finish", finish, {"answer": {"type": "string"}}),
    )
}
# Bootstrap tools are listed too: the model may call them again; "already done" is in the prompt.
PROMPT_TOOLS = ("get_schema", "link_schema", "extract_constraints", "generate_sql", "validate_sql",
                "validate_constraints", "run_sql", "repair_sql", "get_table_samples", "retrieve_tables", "finish")


def prompt_tools_text(tools: dict[str, Tool] = TOOLS) -> str:
    """The tool list of the system prompt."""
    return tools_text([(n, tools[n].description, tools[n].parameters) for n in PROMPT_TOOLS if n in tools])


def openai_tools(tools: dict[str, Tool] = TOOLS) -> list[dict]:
    """Every prompt tool as an OpenAI function schema (native tool calling, seed 002)."""
    return [tools[n].openai_schema() for n in PROMPT_TOOLS if n in tools]


class ToolTimeout(Exception):
    """A tool call ran past its time limit."""


def call_tool(tool: Tool, state: AgentState, args: dict, timeout_s: float | None) -> Observation | PendingGeneration:
    """Run a tool with a time limit (seed 002); an exception or a timeout comes back as an error observation."""
    if timeout_s is None:
        try:
            return tool.fn(state, args)
        except Exception as e:  # a tool bug must not kill the run: the model sees the failure
            return error(f"tool {tool.name} failed: {type(e).__name__}: {str(e)[:200]}", exception=type(e).__name__)
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["result"] = tool.fn(state, args)
        except BaseException as e:  # noqa: BLE001 - reported to the caller below
            box["error"] = e

    # A daemon thread: a tool that never returns cannot keep the process alive (tools never mutate state).
    worker = threading.Thread(target=target, name=f"tool-{tool.name}", daemon=True)
    worker.start()
    worker.join(timeout_s)
    if worker.is_alive():
        return error(f"tool {tool.name} timed out after {timeout_s:g} s", timeout=True)
    if "error" in box:
        e = box["error"]
        return error(f"tool {tool.name} failed: {type(e).__name__}: {str(e)[:200]}", exception=type(e).__name__)
    return box["result"]


_EMBEDDER_LOCK = threading.Lock()


def embedder():
    """The packaged MiniLM sentence embedder (loaded once per process)."""
    from ..linking import default_embedder

    with _EMBEDDER_LOCK:
        return default_embedder()
