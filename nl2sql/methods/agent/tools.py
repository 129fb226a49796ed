"""The action space (docs/reference-loop.md#tools): each tool declared once, with its effect and its place in the policy.

A tool is a plain function `(state, args) -> Observation` declared with `@tool(...)`: its docstring's first line is
what the model reads; its arguments' JSON schema, its effect (how its observation changes the state), its place in
the expected order, the steps the policy takes it for and the gates it brings sit in the same declaration.
`TOOLS` lists the catalogue in the prompt's order; Policy.of(TOOLS) is the loop policy of docs/reference-loop.md#gates.
An effect changes the state only through its named methods (nl2sql.methods.agent.state).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from nl2sql.data.linking import retrieve_tables as _retrieve_tables
from nl2sql.methods.agent.focus import embedder, focus, link
from nl2sql.methods.agent.generation import (
    ANSWER_ROWS,
    candidate_effect,
    capped,
    generation,
    guard,
    identifier_repair,
    same_sql,
    with_fallback_prefetch,
)
from nl2sql.methods.agent.rules import Gate, Policy, Step, run_ok, validated
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import LLMRequest, Observation, Outcome, PendingGeneration, Tool, error, tool
from nl2sql.methods.agent.trace import MAX_TRACE_CELL, MAX_TRACE_TEXT, clip
from nl2sql.methods.agent.verdicts import judge_effect, judge_rows, verdict_observation, vote_verdict
from nl2sql.methods.judge import parse_verdict
from nl2sql.methods.prompts import generate_sql_prompt, judge_prompt, repair_retry_prompt, repair_sql_prompt
from nl2sql.methods.vote import columns_used
from nl2sql.registry import Registry
from nl2sql.sql.constraints import extract_constraints as _extract_constraints
from nl2sql.sql.constraints import intent_constraints
from nl2sql.sql.constraints import validate_constraints as _validate_constraints
from nl2sql.sql.db import execute, json_cell
from nl2sql.sql.schema import SchemaError, schema_to_text, table_samples
from nl2sql.sql.validation import validate_sql as _validate_sql


def _check_effect(state: AgentState, obs: Observation, action: str) -> Outcome:
    """A validation result: record it on the candidate; a failure forces repair."""
    data = obs.data
    ok = bool(data["valid"])
    state.record_validation(action, data.get("sql"), ok, data.get("reason"))
    if ok:
        return Outcome("ok", data.get("reason"), {})
    reason = data["reason"] or "invalid"
    fixes = data.get("suggestions") or []
    if action == "validate_sql":
        # It names what does not exist or is not one SELECT: the exit fallback need not run it to find out.
        # (A constraint mismatch says nothing about whether the query executes, so it is not recorded.)
        state.record_failure(data.get("sql"), f"validate_sql: {reason}")
    state.fail(f"{reason} (fix: {fixes[0]})" if fixes else reason)
    return Outcome("reject", reason, {"errors": data.get("errors", [reason]), "suggestions": fixes})


def no_candidate() -> Observation:
    return error("no SQL candidate yet: call generate_sql first")


def judged(s: AgentState) -> bool:
    """judge_sql has given the current SQL a verdict (yes, no or unknown; docs/reference-loop.md#judge)."""
    return bool(s.judge_verdict) and s.judge_verdict.get("sql") == s.last_sql


def _run_gate_message(s: AgentState, action: str) -> str:
    if not s.last_sql:
        why = "there is no SQL candidate yet; call generate_sql first"
    elif s.last_valid is not True:
        why = "validate_sql has not passed for the current SQL; call validate_sql first"
    else:
        why = "validate_constraints has not passed for the current SQL; call validate_constraints first"
    return f"run_sql refused (run gate): {why}"


def _validation_limit(action: str) -> Gate:
    """A validation tool's gate: at most max_validation_attempts calls per question."""
    return Gate("validation_limit", (action,), lambda s, a: s.validation_attempts[a] >= s.options.max_validation_attempts,
                lambda s, a: f"{a} refused: the limit of {s.options.max_validation_attempts} validation attempts is reached")


# -- the tools, in the prompt's order -------------------------------------------------------------------------

@tool(order=1)
def get_schema(state: AgentState, args: dict) -> Observation:
    """The full database schema (tables, columns, keys)."""
    return Observation(state.schema.to_dict(), text=state.schema_text_full)


def _link_effect(state: AgentState, obs: Observation) -> Outcome:
    state.focus_on(obs.data["tables"], obs.data["schema_text"])
    if obs.data["changed"]:  # keeping every table is no retrieval
        state.add_retrieved(state.focus_tables)
    return Outcome("ok", None, {"changed": obs.data["changed"], "tables": obs.data["tables"]})


@tool({"max_tables": {"type": "integer", "minimum": 0}}, effect=_link_effect, order=2)
def link_schema(state: AgentState, args: dict) -> Observation:
    """Keep only the tables relevant to the question (schema linking)."""
    opts = state.options
    max_tables = int(args.get("max_tables", opts.link_max_tables)) if opts.use_link_schema else 0
    result = link(state, max(0, max_tables))
    text = result.schema_text or state.schema_text_full
    # An unchanged schema is not repeated: the transcript already shows it once (get_schema).
    shown = text if result.changed else f"kept all {len(result.tables)} tables (the schema above is the focused schema)"
    return Observation({"schema_text": text, "changed": result.changed, "tables": result.tables,
                        "scores": result.scores}, text=shown)


def _constraints_effect(state: AgentState, obs: Observation) -> Outcome:
    state.use_constraints(dict(obs.data))
    return Outcome("ok", None, {"constraints": state.constraints})


@tool(effect=_constraints_effect, order=3)  # forced while missing: policy.FORCED
def extract_constraints(state: AgentState, args: dict) -> Observation:
    """Infer the structure the question asks for (aggregate, GROUP BY, ORDER BY, LIMIT, DISTINCT)."""
    return Observation(_extract_constraints(state.nlq))


@tool(effect=lambda state, obs: candidate_effect(state, obs, repair=False), order=4, steps=(
    Step("needs_candidate", lambda s: not s.last_sql or s.last_valid is False or s.last_constraints_ok is False),
    Step("run_failed", lambda s: not run_ok(s), rank=7.5)))
def generate_sql(state: AgentState, args: dict) -> PendingGeneration | Observation:
    """Write a SQL candidate for the question from the linked schema and the constraints."""
    messages = generate_sql_prompt(state.nlq, state.sql_schema_text(), state.constraints, state.shots)
    opts = state.options
    greedy = not opts.sampling.do_sample and opts.vote.n_candidates <= 1
    if (greedy and opts.stop_on_unchanged_repair and state.pending_force_generate
            and state.last_generation is not None and state.last_generation[0] == messages):
        # A regeneration after a rejection with the very prompt that was rejected: greedy decoding writes the same
        # text again, so no call is made (the effect then ends the loop with generate_unchanged).
        obs = guard(state, state.last_generation[1])
        obs.data["repeated_without_call"] = True
        return obs
    pending = generation(state, LLMRequest(messages, "generate_sql"))
    if not greedy:
        return pending
    first = pending.complete

    def remember(c: Any) -> Observation | PendingGeneration:
        state.remember_generation(messages, c.text)
        return first(c)
    return PendingGeneration(pending.request, remember)


@tool(effect=lambda state, obs: _check_effect(state, obs, "validate_sql"), order=5,
      steps=[Step("needs_validation", lambda s: s.last_valid is not True)], gates=[_validation_limit("validate_sql")])
def validate_sql(state: AgentState, args: dict) -> Observation:
    """Check the current SQL: one SELECT, tables and columns that exist."""
    if not state.last_sql:
        return no_candidate()
    result = _validate_sql(state.last_sql, state.schema)
    data = {"valid": result.valid, "reason": result.reason, "errors": result.errors,
            "suggestions": result.suggestions, "sql": state.last_sql}
    if result.valid:
        return Observation(data, text="valid")
    fixes = "; ".join(result.suggestions[:3])
    return Observation(data, ok=False, error=result.reason,
                       text=f"invalid: {'; '.join(result.errors[:3])}" + (f" (fix: {fixes})" if fixes else ""))


@tool(effect=lambda state, obs: _check_effect(state, obs, "validate_constraints"), order=6,
      steps=[Step("needs_constraint_check", lambda s: s.last_constraints_ok is not True)],
      gates=[_validation_limit("validate_constraints")])
def validate_constraints(state: AgentState, args: dict) -> Observation:
    """Check the current SQL has the structure the constraints ask for."""
    if not state.last_sql:
        return no_candidate()
    if not state.constraints:
        # As the reference tools do: with nothing extracted there is nothing to enforce.
        return Observation({"valid": True, "reason": "no_constraints", "sql": state.last_sql},
                           text="valid (no constraints extracted)")
    ok, reason = _validate_constraints(state.last_sql, state.constraints, nlq=state.nlq)
    data = {"valid": ok, "reason": reason, "constraints": state.constraints, "sql": state.last_sql}
    if ok:
        return Observation(data, text="valid")
    return Observation(data, ok=False, error=reason, text=f"invalid: {reason}")


@dataclass
class RunObservation(Observation):
    """run_sql's observation plus every fetched row, which the state keeps for finish and the trace leaves out."""

    all_rows: list[list] = field(default_factory=list)


def _run_effect(state: AgentState, obs: Observation) -> Outcome:
    """A run: an error forces repair; a success passes the intent check or counts as a failure too."""
    data = obs.data
    rows = list(obs.all_rows) if isinstance(obs, RunObservation) and data["success"] else None
    if not data["success"]:
        state.record_run(data, rows)
        if not str(data["error"]).startswith("result too large"):  # too many bytes of rows: one row may still run
            state.record_failure(data.get("sql"), f"run_sql: {data['error']}")
        state.fail(f"execution_error: {data['error']}")
        return Outcome("reject", data["error"], {})
    ok, reason = intent_constraints(state.nlq, state.last_sql) if state.options.intent_check else (True, None)
    data["intent_ok"] = ok
    if not ok:
        # An intent mismatch after a successful run is a failure that triggers repair.
        data["intent_reason"] = reason
        obs.text = f"{obs.render()}\nintent check failed: {reason}"
        state.record_run({**data, "success": False, "error": reason}, rows)
        state.fail(reason)
        return Outcome("reject", reason, {"row_count": data["row_count"]})
    state.record_run(data, rows)
    return Outcome("ok", None, {"row_count": data["row_count"]})


@tool(effect=_run_effect, order=7, steps=[Step("needs_run", lambda s: not run_ok(s) and not s.last_run)],
      gates=[Gate("run_gate", ("run_sql",), lambda s, a: not validated(s), _run_gate_message,
                  lambda s: {"last_valid": s.last_valid, "last_constraints_ok": s.last_constraints_ok},
                  enabled=lambda s: s.options.run_gate)])
def run_sql(state: AgentState, args: dict) -> Observation:
    """Execute the current SQL and show its first rows."""
    if not state.last_sql:
        return no_candidate()
    opts = state.options
    res = execute(state.db_path, state.last_sql, timeout_s=opts.vote.exec_timeout_s, max_rows=ANSWER_ROWS)
    if not res.ok:
        return Observation({"success": False, "error": res.error, "sql": state.last_sql}, ok=False,
                           error=res.error, text=f"execution failed: {res.error}")
    rows = [[json_cell(v) for v in row] for row in res.rows]
    shown = rows[: opts.max_observation_rows]
    count = f"{len(res.rows)}{'+' if res.truncated else ''}"
    # The trace keeps short cells (a megabyte string must not reach traces.jsonl) and records the cap it applied.
    kept, cut = capped(shown, MAX_TRACE_CELL)
    data = {"success": True, "columns": [clip(c, MAX_TRACE_CELL) for c in res.columns], "rows": kept,
            "row_count": len(res.rows), "truncated": res.truncated, "sql": state.last_sql}
    if cut:
        data["capped"] = {"cell_chars": MAX_TRACE_CELL, "cells": cut}
    # The model reads at most max_observation_chars of the observation: a longer cell cannot show anyway.
    preview = "\n".join(" | ".join(str(v) for v in row) for row in capped(shown, opts.max_observation_chars)[0])
    more = "" if len(res.rows) <= len(shown) else f"\n... ({len(res.rows) - len(shown)} more rows)"
    text = f"success: {count} row(s); columns: {', '.join(res.columns)}" + (f"\n{preview}{more}" if shown else "")
    return RunObservation(data, text=text, all_rows=rows)


@tool(effect=lambda state, obs: candidate_effect(state, obs, repair=True))  # forced after a failure
def repair_sql(state: AgentState, args: dict) -> Observation | PendingGeneration:
    """Rewrite the current SQL using the last error."""
    bad_sql = state.last_sql or state.last_raw or ""
    err = state.pending_repair_error or state.last_error
    if not err:
        return error("nothing to repair: no validation or execution error is pending")
    fixed = identifier_repair(state, err) if state.options.vote.identifier_repair and state.last_sql else None
    if fixed is not None:
        return fixed
    messages = repair_sql_prompt(state.nlq, bad_sql, err, state.sql_schema_text())
    # A repair is the first sign the question may end in the exit fallback: its vanilla prompt rides along.
    pending = generation(state, with_fallback_prefetch(state, LLMRequest(messages, "repair_sql")))
    if not state.options.repair_retry or state.options.vote.n_candidates > 1:  # candidates already vary the repair
        return pending
    first = pending.complete

    def retry_if_unchanged(c: Any) -> Observation | PendingGeneration:
        attempts = state.note_repair_attempt(bad_sql)  # every SQL a repair started from, this one included
        obs = first(c)
        changed = not (obs.data.get("accepted") and same_sql(obs.data["sql"], bad_sql))
        obs.data["changed"] = changed
        if changed or not isinstance(obs, Observation):
            return obs
        # Greedy answers this prompt the same way again: one sampled try with the real columns and every attempt.
        prompt = repair_retry_prompt(state.nlq, state.sql_schema_text(), err, attempts, columns_used(state.schema, bad_sql))

        def retried(comps: list) -> Observation:
            again = guard(state, comps[0].text)
            again.data.update(retried=True, changed=not (again.data["accepted"]
                                                         and same_sql(again.data["sql"], bad_sql)))
            return again
        return PendingGeneration(LLMRequest(prompt, "repair_retry", samples=1, round=2), retried)

    return PendingGeneration(pending.request, retry_if_unchanged)


@tool({"table": {"type": "string"}, "n": {"type": "integer", "minimum": 1}}, ["table"])
def get_table_samples(state: AgentState, args: dict) -> Observation:
    """Example rows of one table."""
    n = max(1, min(int(args.get("n", 3)), 10))
    try:
        rows = table_samples(state.db_path, args["table"], n, schema=state.schema)
    except SchemaError as e:
        return error(str(e))
    # Cells are cut like run_sql's (a trailing "..." marks a cut one): a megabyte cell must not reach the trace.
    cells, _ = capped([[json_cell(v) for v in r.values()] for r in rows], MAX_TRACE_CELL)
    return Observation([dict(zip(r, vals)) for r, vals in zip(rows, cells)])  # list[dict], as the catalogue says


def _retrieve_effect(state: AgentState, obs: Observation) -> Outcome:
    state.add_retrieved([t["table"] for t in obs.data["tables"]], call=True)
    state.focus_on(*focus(state, state.focus_tables + [t["table"] for t in obs.data["tables"]]))
    return Outcome("ok", None, {"tables": obs.data["tables"], "focus_tables": state.focus_tables})


@tool({"question": {"type": "string"}, "top_k": {"type": "integer", "minimum": 1}}, effect=_retrieve_effect,
      gates=[Gate("retrieval_limit", ("retrieve_tables",), lambda s, a: s.retrieval_calls >= s.options.max_retrieval_calls,
                  lambda s, a: f"retrieve_tables refused: the limit of {s.options.max_retrieval_calls} retrieval calls "
                               f"is reached")])
def retrieve_tables(state: AgentState, args: dict) -> Observation:
    """Search the tables most relevant to a query, with relevance scores."""
    opts = state.options
    query = (args.get("question") or "").strip() or state.nlq
    top_k = int(args.get("top_k", opts.retrieval_top_k))
    ranked = _retrieve_tables(query, state.schema, top_k=top_k, method=opts.retrieval,
                              embedder=embedder() if opts.retrieval == "embedding" else None)
    tables = [t for t, _ in ranked]
    text_schema = schema_to_text(state.schema, opts.prompt.schema_style, tables=tables) if tables else ""
    listing = ", ".join(f"{t} ({s:.2f})" for t, s in ranked)
    return Observation({"tables": [{"table": t, "score": s} for t, s in ranked], "schema_text": text_schema,
                        "method": opts.retrieval},
                       text=f"relevant tables (score): {listing}\n{text_schema}".rstrip())


def _finish_effect(state: AgentState, obs: Observation) -> Outcome:
    state.finish(obs.data)
    return Outcome("finish", None, {"sql": obs.data["sql"]})


@tool({"answer": {"type": "string"}}, effect=_finish_effect, order=8, steps=[Step("ready", lambda s: True)],
      gates=[Gate("finish_gate", ("finish",), lambda s, a: not run_ok(s),
                  lambda s, a: "finish refused (finish gate): run_sql has not succeeded for the current SQL",
                  enabled=lambda s: s.options.finish_gate)])
def finish(state: AgentState, args: dict) -> Observation:
    """Return the current SQL as the answer (only after run_sql succeeded)."""
    run = state.last_run or {}
    # Every row the run fetched (up to ANSWER_ROWS), not only the ones the model was shown.
    rows = state.last_rows if state.last_rows is not None else run.get("rows", [])
    kept, cut = capped(rows, MAX_TRACE_CELL)  # the answer is stored in the trace: bounded like run_sql's rows
    answer = str([tuple(r) for r in kept])
    provenance = {"steps": state.step + 1, "validated": bool(state.last_valid),
                  "constraints_ok": bool(state.last_constraints_ok), "row_count": run.get("row_count"),
                  "truncated": bool(run.get("truncated")), "tables": state.focus_tables,
                  "repairs": state.counters.repairs}
    explanation = str(args.get("answer") or "").strip() or None  # the model's own words, when it gave some
    data = {"answer": clip(answer), "sql": state.last_sql, "explanation": clip(explanation) if explanation else None,
            "provenance": provenance}
    if cut or len(answer) > MAX_TRACE_TEXT:
        data["capped"] = {"cell_chars": MAX_TRACE_CELL, "cells": cut, "answer_chars": len(answer)}
    return Observation(data, text=f"finished: {state.last_sql}")


@tool(effect=judge_effect, steps=[Step("needs_judge", lambda s: s.options.vote.judge and not judged(s), rank=7.8)],
      # LoopOptions.judge_gate: finish waits for a verdict on the current SQL (a "no" forces one repair: verdicts.py).
      gates=[Gate("judge_gate", ("finish",), lambda s, a: not judged(s),
                  lambda s, a: "finish refused (judge gate): judge_sql has not judged the current SQL; call judge_sql "
                               "first", lambda s: {"judge_verdict": s.judge_verdict},
                  enabled=lambda s: s.options.judge_gate)])
def judge_sql(state: AgentState, args: dict) -> Observation | PendingGeneration:
    """Ask a judge whether the current SQL and its first rows answer the question (yes or no, with a reason)."""
    if not state.last_sql:
        return no_candidate()
    sql = state.last_sql
    earlier = vote_verdict(state)
    if earlier is not None:  # the vote judged this SQL already, from the same rows: no second call
        return verdict_observation(sql, earlier, from_vote=True)
    got = judge_rows(state)
    if isinstance(got, Observation):
        return got
    columns, rows, count = got
    prompt = judge_prompt(state.sql_schema_text(), state.nlq, sql, columns, rows, count)
    return PendingGeneration(LLMRequest(prompt, "judge"),
                             lambda c: verdict_observation(sql, parse_verdict(getattr(c, "text", "")).to_dict(),
                                                            rows_shown=len(rows), row_count=count))


# -- the catalogue ---------------------------------------------------------------------------------------------

TOOLS: Registry[Tool] = Registry("tool")
for _t in (get_schema, link_schema, extract_constraints, generate_sql, validate_sql, validate_constraints, run_sql,
           repair_sql, get_table_samples, retrieve_tables, finish):
    TOOLS.add(_t.name, _t)
OPTIONAL_TOOLS: dict[str, Tool] = {judge_sql.name: judge_sql}  # offered only when a knob asks for them (tools_for)


@lru_cache(maxsize=1)
def default_policy() -> Policy:
    """The built-in tools' policy: what a state started without its run's own follows (a run's is Policy.of its
    tools). The optional tools' steps and gates wait for their knobs."""
    return Policy.of({**TOOLS, **OPTIONAL_TOOLS})


EXPECTED_ORDER = default_policy().expected  # the system prompt's order (docs/reference-loop.md#expected-order)


def register_tool(t: Tool) -> Tool:
    """Add a tool to the default catalogue (every run offers it); a name already taken is a ValueError. A tool for one
    run only goes in that run's catalogue instead: react_sql(..., tools={**TOOLS, t.name: t})."""
    return TOOLS.add(t.name, t)


def tools_for(opts: Any, tools: dict[str, Tool] | None = None) -> dict[str, Tool]:
    """The tools a run offers: `tools` (default TOOLS), plus judge_sql before finish when opts.vote.judge is on."""
    base = dict(TOOLS if tools is None else tools)
    if not opts.vote.judge or "judge_sql" in base:
        return base
    out: dict[str, Tool] = {}
    for name, t in base.items():
        if name == "finish":
            out["judge_sql"] = OPTIONAL_TOOLS["judge_sql"]
        out[name] = t
    out.setdefault("judge_sql", OPTIONAL_TOOLS["judge_sql"])
    return out
