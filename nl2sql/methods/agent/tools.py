"""The action space (docs/reference-loop.md#tools): each tool declared once, with its effect on the state.

A tool is a plain function `(state, args) -> Observation` registered with `@tool(...)`: its docstring's
first line is what the model reads, its arguments' JSON schema and its effect (how its observation
changes the state) sit in the same declaration. `TOOLS` keeps registration order, which is the order of
the prompt's tool list.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from nl2sql.data.linking import LinkResult, select_tables
from nl2sql.data.linking import link_schema as _link_schema
from nl2sql.data.linking import retrieve_tables as _retrieve_tables
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import (
    Effect,
    LLMRequest,
    Observation,
    Outcome,
    PendingGeneration,
    Tool,
    error,
    no_effect,
    register,
)
from nl2sql.methods.agent.trace import MAX_TRACE_CELL, MAX_TRACE_DETAIL, MAX_TRACE_TEXT, clip
from nl2sql.methods.candidates import (
    PREVIEW_ROWS,
    Candidate,
    candidate,
    candidate_judge_prompt,
    columns_used,
    contested,
    judge_targets,
    rank,
    rivals,
)
from nl2sql.methods.judge import parse_verdict
from nl2sql.methods.prompts import (
    baseline_prompt,
    generate_sql_prompt,
    judge_prompt,
    reflection_prompt,
    repair_retry_prompt,
    repair_sql_prompt,
)
from nl2sql.sql.constraints import extract_constraints as _extract_constraints
from nl2sql.sql.constraints import intent_constraints
from nl2sql.sql.constraints import validate_constraints as _validate_constraints
from nl2sql.sql.db import compile_error, execute
from nl2sql.sql.guardrails import run_guardrails
from nl2sql.sql.identifiers import is_identifier_error, run_repaired
from nl2sql.sql.schema import SchemaError, schema_to_text, table_samples
from nl2sql.sql.validation import validate_sql as _validate_sql

TOOLS: dict[str, Tool] = {}


def tool(properties: dict | None = None, required: list[str] | None = None, effect: Effect = no_effect):
    """Declare a function as one of the harness's tools (see nl2sql.methods.agent.toolkit.register)."""
    return register(TOOLS, properties, required, effect)


# -- effects shared by several tools --------------------------------------------------------------------------

def _render_focus(state: AgentState, tables: list[str]) -> None:
    order = {t.lower(): i for i, t in enumerate(state.schema.table_names)}
    canon = {t.lower(): t for t in state.schema.table_names}
    keep = sorted({t.lower() for t in tables if t.lower() in canon}, key=order.__getitem__)
    state.focus_tables = [canon[t] for t in keep]
    state.schema_text_focus = schema_to_text(state.schema, state.cfg.schema_style, tables=state.focus_tables)


def _same_sql(a: str, b: str) -> bool:
    """The same query up to whitespace, letter case and a trailing semicolon."""
    def norm(sql: str) -> str:
        return " ".join(sql.strip().rstrip(";").split()).lower()
    return norm(a) == norm(b)


def _fail(state: AgentState, reason: str) -> None:
    """A validation or execution failure: remember it and force repair (docs/reference-loop.md#tool-semantics)."""
    state.pending_repair_error = reason
    state.last_error = reason


def _candidate_effect(state: AgentState, obs: Observation, repair: bool) -> Outcome:
    """A generation through the guardrails: accept it as the new candidate, or reject it (bounded regenerate)."""
    data = obs.data
    previous_raw, state.last_raw = state.last_raw, data["raw"]
    if repair:
        state.counters.repairs += 1
        if (data["accepted"] and state.cfg.stop_on_unchanged_repair and state.last_sql
                and _same_sql(data["sql"], state.last_sql)):
            # Greedy decoding answers the same repair prompt the same way: no later step can change
            # the candidate, so the loop ends here and takes the exit fallback.
            state.stalled = "repair_unchanged"
            return Outcome("reject", "repair_unchanged", {"sql": data["sql"]})
    if data["accepted"]:
        # Accept: the new candidate's checks start over and the pending flags clear.
        state.last_sql = data["sql"]
        state.last_valid = state.last_constraints_ok = None
        state.last_run = state.last_rows = None
        state.pending_repair_error = state.pending_force_generate = None
        state.last_error = None
        state.generated_queries.append(data["sql"])
        return Outcome("ok", None, {"sql": data["sql"], "guardrails": data["guardrails"]})
    # Reject: force one re-generate while the retry budget lasts; a rejected repair goes to regeneration.
    state.counters.clean_rejects += 1
    state.last_error = data["reason"]
    state.pending_repair_error = None
    if (not repair and state.cfg.stop_on_unchanged_repair and not state.cfg.do_sample
            and previous_raw is not None and data["raw"] == previous_raw):
        # The same rejected output again: greedy decoding will keep writing it, so take the exit fallback now
        # instead of regenerating until max_steps.
        state.stalled = "generate_unchanged"
        return Outcome("reject", "generate_unchanged", {"raw": data["raw"][:500]})
    if state.clean_reject_retries < state.cfg.max_clean_reject_retries:
        state.pending_force_generate = data["reason"]
        state.clean_reject_retries += 1
    else:
        state.pending_force_generate = None
    return Outcome("reject", data["reason"], {"raw": data["raw"][:500],
                                              "force_generate": state.pending_force_generate is not None})


def _check_effect(state: AgentState, obs: Observation, attr: str, action: str) -> Outcome:
    """A validation result: record it on the candidate; a failure forces repair."""
    data = obs.data
    state.validation_attempts[action] += 1
    ok = bool(data["valid"])
    setattr(state, attr, ok)
    state.validation_results.append({"tool": action, "sql": data.get("sql"), "valid": ok, "reason": data.get("reason")})
    if ok:
        return Outcome("ok", data.get("reason"), {})
    reason = data["reason"] or "invalid"
    fixes = data.get("suggestions") or []
    if action == "validate_sql":
        # It names what does not exist or is not one SELECT: the exit fallback need not run it to find out.
        # (A constraint mismatch says nothing about whether the query executes, so it is not recorded.)
        state.record_failure(data.get("sql"), f"validate_sql: {reason}")
    _fail(state, f"{reason} (fix: {fixes[0]})" if fixes else reason)
    return Outcome("reject", reason, {"errors": data.get("errors", [reason]), "suggestions": fixes})


def guard(state: AgentState, raw: str) -> Observation:
    """The four-step guardrail pipeline on a raw generation: accept (sql) or reject (reason)."""
    result = run_guardrails(raw, state.nlq, state.schema, state.cfg.guardrail_steps)
    steps = [{**s, "before": clip(s["before"], MAX_TRACE_DETAIL), "after": clip(s["after"], MAX_TRACE_DETAIL)}
             for s in result.to_dict()["steps"]]
    data = {"accepted": result.accepted, "sql": result.sql, "reason": result.reason, "raw": clip(raw),
            "guardrails": result.changed_steps, "steps": steps}
    if len(raw) > MAX_TRACE_TEXT:
        data["raw_chars"] = len(raw)  # the trace keeps the start of a huge reply, and how long it was
    if result.accepted:
        note = f"  (guardrails changed: {', '.join(result.changed_steps)})" if result.changed_steps else ""
        return Observation(data, text=f"{result.sql}{note}")
    return Observation(data, ok=False, error=result.reason,
                       text=f"rejected by the guardrails ({result.reason}): the output held no usable SELECT")


def fallback_prompt(state: AgentState) -> list[dict]:
    """The exit fallback's vanilla prompt: the baseline's own (value hints included), so it answers the baseline's SQL."""
    return baseline_prompt(state.sql_schema_text(focused=False), state.nlq, state.shots)


def _generation(state: AgentState, request: LLMRequest) -> PendingGeneration:
    """A SQL-writing request: its greedy answer through the guardrails, or the vote of several candidates."""
    n = state.cfg.candidate_count
    if n <= 1:
        return PendingGeneration(request, lambda c: guard(state, c.text))
    first = state.cfg.candidate_first_round
    known: dict[str, Candidate] = {}
    cands: list[Candidate] = []

    def add(comps: list, source: str) -> None:
        for c in comps:
            label = source if source != "sample" else f"sample {sum(x.source.startswith('sample') for x in cands) + 1}"
            cands.append(candidate(c.text, label, state.nlq, state.schema, state.db_path, state.cfg.guardrail_steps,
                                   state.cfg.exec_timeout_s, known, state.cfg.identifier_repair))

    def sampled(rnd: int, count: int) -> PendingGeneration:
        def complete(comps: list) -> Observation | PendingGeneration:
            add(comps, "sample")
            if rnd == 0 and n - first > 0 and not rank(cands).agree:
                return sampled(1, n - first)
            return voted()
        return PendingGeneration(LLMRequest(request.messages, "candidates", samples=count, round=rnd), complete)

    def voted() -> Observation | PendingGeneration:
        vote = rank(cands)
        if state.cfg.reflection and contested(vote) and not any(c.source == "reflection" for c in cands):
            prompt = reflection_prompt(state.sql_schema_text(), state.nlq, rivals(vote))
            return PendingGeneration(LLMRequest(prompt, "reflection"), lambda c: add([c], "reflection") or voted())
        unjudged = [cands[vote.clusters[k][0]] for k in judge_targets(vote)] if state.cfg.judge else []
        unjudged = [c for c in unjudged if c.judge is None]
        if unjudged:
            # One request per judged cluster, each batched with the other questions' requests of its round.
            target = unjudged[0]

            def judged(comp: Any) -> Observation | PendingGeneration:
                target.judge = parse_verdict(getattr(comp, "text", "")).to_dict()
                return voted()
            prompt = candidate_judge_prompt(state.sql_schema_text(), state.nlq, target)
            return PendingGeneration(LLMRequest(prompt, "judge"), judged)
        win = cands[vote.winner] if vote.winner is not None else cands[0]
        obs = guard(state, win.raw)
        obs.data["vote"] = vote.to_dict()
        if obs.text is not None and obs.ok:
            obs.text += f"  (voted: {vote.reason})"
        return obs

    def greedy(c: Any) -> Observation | PendingGeneration:
        add([c], "greedy")
        return sampled(0, first - 1) if first > 1 else voted()

    return PendingGeneration(request, greedy)


def _cell(v: Any) -> Any:
    return v if isinstance(v, (int, float, str)) or v is None else str(v)


def _capped(rows: list[list], chars: int) -> tuple[list[list], int]:
    """Rows whose text cells are cut to `chars` (marked "..."), and how many cells were cut."""
    cut = 0
    out = []
    for row in rows:
        new = []
        for v in row:
            if isinstance(v, str) and len(v) > chars:
                v, cut = f"{v[:chars]}...", cut + 1
            new.append(v)
        out.append(new)
    return out, cut


def _no_candidate() -> Observation:
    return error("no SQL candidate yet: call generate_sql first")


# -- the tools, in the prompt's order -------------------------------------------------------------------------

@tool()
def get_schema(state: AgentState, args: dict) -> Observation:
    """The full database schema (tables, columns, keys)."""
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


def _retrieved(state: AgentState, tables: list[str]) -> None:
    """Add tables a retrieval picked to the question's history, each once, in the order first picked."""
    state.retrieved_tables += [t for t in dict.fromkeys(tables) if t not in state.retrieved_tables]


def _link_effect(state: AgentState, obs: Observation) -> Outcome:
    state.schema_text_focus = obs.data["schema_text"]
    state.focus_tables = list(obs.data["tables"])
    if obs.data["changed"]:  # keeping every table is no retrieval
        _retrieved(state, state.focus_tables)
    return Outcome("ok", None, {"changed": obs.data["changed"], "tables": obs.data["tables"]})


@tool({"max_tables": {"type": "integer", "minimum": 0}}, effect=_link_effect)
def link_schema(state: AgentState, args: dict) -> Observation:
    """Keep only the tables relevant to the question (schema linking)."""
    cfg = state.cfg
    max_tables = int(args.get("max_tables", cfg.link_max_tables)) if cfg.use_link_schema else 0
    result = link(state, max(0, max_tables))
    text = result.schema_text or state.schema_text_full
    # An unchanged schema is not repeated: the transcript already shows it once (get_schema).
    shown = text if result.changed else f"kept all {len(result.tables)} tables (the schema above is the focused schema)"
    return Observation({"schema_text": text, "changed": result.changed, "tables": result.tables,
                        "scores": result.scores}, text=shown)


def _constraints_effect(state: AgentState, obs: Observation) -> Outcome:
    state.constraints = dict(obs.data)
    return Outcome("ok", None, {"constraints": state.constraints})


@tool(effect=_constraints_effect)
def extract_constraints(state: AgentState, args: dict) -> Observation:
    """Infer the structure the question asks for (aggregate, GROUP BY, ORDER BY, LIMIT, DISTINCT)."""
    return Observation(_extract_constraints(state.nlq))


@tool(effect=lambda state, obs: _candidate_effect(state, obs, repair=False))
def generate_sql(state: AgentState, args: dict) -> PendingGeneration | Observation:
    """Write a SQL candidate for the question from the linked schema and the constraints."""
    messages = generate_sql_prompt(state.nlq, state.sql_schema_text(), state.constraints, state.shots)
    cfg = state.cfg
    greedy = not cfg.do_sample and cfg.candidate_count <= 1
    if (greedy and cfg.stop_on_unchanged_repair and state.pending_force_generate
            and state.last_generation is not None and state.last_generation[0] == messages):
        # A regeneration after a rejection with the very prompt that was rejected: greedy decoding writes the same
        # text again, so no call is made (the effect then ends the loop with generate_unchanged).
        obs = guard(state, state.last_generation[1])
        obs.data["repeated_without_call"] = True
        return obs
    pending = _generation(state, LLMRequest(messages, "generate_sql"))
    if not greedy:
        return pending
    first = pending.complete

    def remember(c: Any) -> Observation | PendingGeneration:
        state.last_generation = (messages, c.text)
        return first(c)
    return PendingGeneration(pending.request, remember)


@tool(effect=lambda state, obs: _check_effect(state, obs, "last_valid", "validate_sql"))
def validate_sql(state: AgentState, args: dict) -> Observation:
    """Check the current SQL: one SELECT, tables and columns that exist."""
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


@tool(effect=lambda state, obs: _check_effect(state, obs, "last_constraints_ok", "validate_constraints"))
def validate_constraints(state: AgentState, args: dict) -> Observation:
    """Check the current SQL has the structure the constraints ask for."""
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


ANSWER_ROWS = 1000  # rows a run fetches and finish's answer can hold (run_sql shows max_observation_rows of them)


@dataclass
class RunObservation(Observation):
    """run_sql's observation plus every fetched row, which the state keeps for finish and the trace leaves out."""

    all_rows: list[list] = field(default_factory=list)


def _run_effect(state: AgentState, obs: Observation) -> Outcome:
    """A run: an error forces repair; a success passes the intent check or counts as a failure too."""
    data = obs.data
    state.last_rows = list(obs.all_rows) if isinstance(obs, RunObservation) and data["success"] else None
    if not data["success"]:
        state.last_run = data
        if not str(data["error"]).startswith("result too large"):  # too many bytes of rows: one row may still run
            state.record_failure(data.get("sql"), f"run_sql: {data['error']}")
        _fail(state, f"execution_error: {data['error']}")
        return Outcome("reject", data["error"], {})
    ok, reason = intent_constraints(state.nlq, state.last_sql) if state.cfg.intent_check else (True, None)
    data["intent_ok"] = ok
    if not ok:
        # An intent mismatch after a successful run is a failure that triggers repair.
        data["intent_reason"] = reason
        obs.text = f"{obs.render()}\nintent check failed: {reason}"
        state.last_run = {**data, "success": False, "error": reason}
        _fail(state, reason)
        return Outcome("reject", reason, {"row_count": data["row_count"]})
    state.last_run = data
    return Outcome("ok", None, {"row_count": data["row_count"]})


@tool(effect=_run_effect)
def run_sql(state: AgentState, args: dict) -> Observation:
    """Execute the current SQL and show its first rows."""
    if not state.last_sql:
        return _no_candidate()
    cfg = state.cfg
    res = execute(state.db_path, state.last_sql, timeout_s=cfg.exec_timeout_s, max_rows=ANSWER_ROWS)
    if not res.ok:
        return Observation({"success": False, "error": res.error, "sql": state.last_sql}, ok=False,
                           error=res.error, text=f"execution failed: {res.error}")
    rows = [[_cell(v) for v in row] for row in res.rows]
    shown = rows[: cfg.max_observation_rows]
    count = f"{len(res.rows)}{'+' if res.truncated else ''}"
    # The trace keeps short cells (a megabyte string must not reach traces.jsonl) and records the cap it applied.
    kept, cut = _capped(shown, MAX_TRACE_CELL)
    data = {"success": True, "columns": [clip(c, MAX_TRACE_CELL) for c in res.columns], "rows": kept,
            "row_count": len(res.rows), "truncated": res.truncated, "sql": state.last_sql}
    if cut:
        data["capped"] = {"cell_chars": MAX_TRACE_CELL, "cells": cut}
    # The model reads at most max_observation_chars of the observation: a longer cell cannot show anyway.
    preview = "\n".join(" | ".join(str(v) for v in row) for row in _capped(shown, cfg.max_observation_chars)[0])
    more = "" if len(res.rows) <= len(shown) else f"\n... ({len(res.rows) - len(shown)} more rows)"
    text = f"success: {count} row(s); columns: {', '.join(res.columns)}" + (f"\n{preview}{more}" if shown else "")
    return RunObservation(data, text=text, all_rows=rows)


def _identifier_repair(state: AgentState, err: str) -> Observation | None:
    """The current SQL respelled where it names a column or table the database lacks, when that makes it run
    (nl2sql.sql.identifiers): a repair without a model call. None for any other error or when no respelling helps."""
    if not is_identifier_error(err):
        if not err.startswith(("unknown_table:", "unknown_column:")):
            return None  # a timeout, a constraint or a guardrail: nothing to respell, and nothing is run again
        # validate_sql found the unknown name: SQLite's own message comes from compiling the query, not running it.
        err = compile_error(state.db_path, state.last_sql) or ""
    repaired = run_repaired(state.db_path, state.last_sql, err, state.schema, state.cfg.exec_timeout_s, 1)
    if repaired is None:
        return None
    obs = guard(state, repaired[0])
    obs.data["identifier_repair"] = repaired[2]
    if obs.ok:
        obs.text = f"{obs.text}  (identifier repair: {'; '.join(repaired[2])})"
    return obs


@tool(effect=lambda state, obs: _candidate_effect(state, obs, repair=True))
def repair_sql(state: AgentState, args: dict) -> Observation | PendingGeneration:
    """Rewrite the current SQL using the last error."""
    bad_sql = state.last_sql or state.last_raw or ""
    err = state.pending_repair_error or state.last_error
    if not err:
        return error("nothing to repair: no validation or execution error is pending")
    fixed = _identifier_repair(state, err) if state.cfg.identifier_repair and state.last_sql else None
    if fixed is not None:
        return fixed
    messages = repair_sql_prompt(state.nlq, bad_sql, err, state.sql_schema_text())
    attempts = state.notes.setdefault("failed_sql", [])
    if bad_sql and bad_sql not in attempts:
        attempts.append(bad_sql)
    # A repair is the first sign the question may end in the exit fallback: its vanilla prompt rides along.
    prefetch = fallback_prompt(state) if state.cfg.prefetch_fallback and not state.cfg.do_sample else None
    if prefetch is not None and state.last_generation is not None and state.last_generation[0] == prefetch:
        prefetch = None  # generate_sql sent this very prompt: the fallback reuses its answer
    pending = _generation(state, LLMRequest(messages, "repair_sql", prefetch=prefetch))
    if not state.cfg.repair_retry or state.cfg.candidate_count > 1:  # candidates already vary the repair
        return pending
    first = pending.complete

    def retry_if_unchanged(c: Any) -> Observation | PendingGeneration:
        obs = first(c)
        changed = not (obs.data.get("accepted") and _same_sql(obs.data["sql"], bad_sql))
        obs.data["changed"] = changed
        if changed or not isinstance(obs, Observation):
            return obs
        # Greedy answers this prompt the same way again: one sampled try with the real columns and every attempt.
        prompt = repair_retry_prompt(state.nlq, state.sql_schema_text(), err, attempts, columns_used(state.schema, bad_sql))

        def retried(comps: list) -> Observation:
            again = guard(state, comps[0].text)
            again.data.update(retried=True, changed=not (again.data["accepted"]
                                                         and _same_sql(again.data["sql"], bad_sql)))
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
    cells, _ = _capped([[_cell(v) for v in r.values()] for r in rows], MAX_TRACE_CELL)
    return Observation([dict(zip(r, vals)) for r, vals in zip(rows, cells)])  # list[dict], as the catalogue says


def _retrieve_effect(state: AgentState, obs: Observation) -> Outcome:
    state.retrieval_calls += 1
    _retrieved(state, [t["table"] for t in obs.data["tables"]])
    _render_focus(state, state.focus_tables + [t["table"] for t in obs.data["tables"]])
    return Outcome("ok", None, {"tables": obs.data["tables"], "focus_tables": state.focus_tables})


@tool({"question": {"type": "string"}, "top_k": {"type": "integer", "minimum": 1}}, effect=_retrieve_effect)
def retrieve_tables(state: AgentState, args: dict) -> Observation:
    """Search the tables most relevant to a query, with relevance scores."""
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


def _finish_effect(state: AgentState, obs: Observation) -> Outcome:
    state.finished = True
    state.final = obs.data
    return Outcome("finish", None, {"sql": obs.data["sql"]})


@tool({"answer": {"type": "string"}}, effect=_finish_effect)
def finish(state: AgentState, args: dict) -> Observation:
    """Return the current SQL as the answer (only after run_sql succeeded)."""
    run = state.last_run or {}
    # Every row the run fetched (up to ANSWER_ROWS), not only the ones the model was shown.
    rows = state.last_rows if state.last_rows is not None else run.get("rows", [])
    kept, cut = _capped(rows, MAX_TRACE_CELL)  # the answer is stored in the trace: bounded like run_sql's rows
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


# -- optional tools: offered only when a knob asks for them (tools_for) -------------------------------------------

OPTIONAL_TOOLS: dict[str, Tool] = {}
JUDGE_ROWS = PREVIEW_ROWS  # rows the judge reads: as many as a vote's judge reads of a candidate, so both ask alike
JUDGE_GATE_REPAIRS = 1  # repairs the judge gate may force per question: a second "no" cannot loop


def tools_for(cfg: Any, tools: dict[str, Tool] | None = None) -> dict[str, Tool]:
    """The tools a run offers: `tools` (default TOOLS), plus judge_sql before finish when cfg.judge is on."""
    base = dict(TOOLS if tools is None else tools)
    if not cfg.judge or "judge_sql" in base:
        return base
    out: dict[str, Tool] = {}
    for name, t in base.items():
        if name == "finish":
            out["judge_sql"] = OPTIONAL_TOOLS["judge_sql"]
        out[name] = t
    out.setdefault("judge_sql", OPTIONAL_TOOLS["judge_sql"])
    return out


def _verdict_observation(sql: str, verdict: dict, **extra: Any) -> Observation:
    data = {"sql": sql, "verdict": verdict.get("verdict", "unknown"), "reason": verdict.get("reason") or "",
            "raw": verdict.get("raw"), **extra}
    return Observation(data, text=f"judge: {data['verdict']}" + (f": {data['reason']}" if data["reason"] else ""))


def _vote_verdict(state: AgentState) -> dict | None:
    """The verdict the vote that chose the current SQL gave its cluster (RunConfig.judge with candidates), if any."""
    for e in reversed(state.trace):
        if e.get("action") not in ("generate_sql", "repair_sql"):
            continue
        obs = e.get("observation")
        if not (isinstance(obs, dict) and obs.get("accepted") and obs.get("sql") == state.last_sql):
            return None
        vote = obs.get("vote") or {}
        for j in vote.get("judged") or []:
            if j.get("sql") == state.last_sql:
                cand = (vote.get("candidates") or [])[j["candidate"]]
                return {**j, "raw": (cand.get("judge") or {}).get("raw")}
        return None
    return None


def _judge_rows(state: AgentState) -> tuple[list[str], list[list], int] | Observation:
    """The current SQL's columns, first JUDGE_ROWS rows and row count: from its last run, else a read-only run."""
    run = state.last_run
    if run and run.get("success") and run.get("sql") == state.last_sql:
        rows = state.last_rows if state.last_rows is not None else run.get("rows", [])
        return list(run.get("columns", [])), rows[:JUDGE_ROWS], int(run.get("row_count", len(rows)))
    res = execute(state.db_path, state.last_sql, timeout_s=state.cfg.exec_timeout_s, max_rows=ANSWER_ROWS)
    if not res.ok:
        return error(f"the current SQL does not execute ({res.error}): nothing to judge; call repair_sql")
    return list(res.columns), [[_cell(v) for v in r] for r in res.rows[:JUDGE_ROWS]], len(res.rows)


def _judge_effect(state: AgentState, obs: Observation) -> Outcome:
    """Remember the verdict; with the judge gate a "no" forces one repair with the judge's reason."""
    data = obs.data
    state.judge_verdict = {"sql": data["sql"], "verdict": data["verdict"], "reason": data["reason"]}
    if (data["verdict"] == "no" and state.cfg.judge_gate and data["sql"] == state.last_sql
            and state.judge_repairs < JUDGE_GATE_REPAIRS):
        state.judge_repairs += 1
        data["forced_repair"] = True
        obs.text = f"{obs.render()}\njudge gate: finish is refused; repair the SQL"
        _fail(state, f"judge_sql: the SQL does not answer the question: {data['reason'] or 'no reason given'}")
        return Outcome("reject", "judge: no", {"verdict": "no", "forced_repair": True})
    return Outcome("ok", f"judge: {data['verdict']}", {"verdict": data["verdict"]})


@register(OPTIONAL_TOOLS, effect=_judge_effect)
def judge_sql(state: AgentState, args: dict) -> Observation | PendingGeneration:
    """Ask a judge whether the current SQL and its first rows answer the question (yes or no, with a reason)."""
    if not state.last_sql:
        return _no_candidate()
    sql = state.last_sql
    earlier = _vote_verdict(state)
    if earlier is not None:  # the vote judged this SQL already, from the same rows: no second call
        return _verdict_observation(sql, earlier, from_vote=True)
    got = _judge_rows(state)
    if isinstance(got, Observation):
        return got
    columns, rows, count = got
    prompt = judge_prompt(state.sql_schema_text(), state.nlq, sql, columns, rows, count)
    return PendingGeneration(LLMRequest(prompt, "judge"),
                             lambda c: _verdict_observation(sql, parse_verdict(getattr(c, "text", "")).to_dict(),
                                                            rows_shown=len(rows), row_count=count))


_EMBEDDER_LOCK = threading.Lock()


def embedder():
    """The packaged MiniLM sentence embedder (loaded once per process)."""
    from nl2sql.data.linking import default_embedder

    with _EMBEDDER_LOCK:
        return default_embedder()
