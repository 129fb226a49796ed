"""What the SQL-writing tools share: the guardrails on a reply, the vote of several candidates, the identifier
repair, and how an accepted or rejected candidate changes the state (docs/reference-loop.md#tool-semantics)."""

from __future__ import annotations

from dataclasses import replace

from nl2sql.data.meanings import meaning_respeller
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import Observation, Outcome, PendingGeneration, pending
from nl2sql.methods.agent.trace import MAX_TRACE_DETAIL, MAX_TRACE_TEXT, clip
from nl2sql.methods.driver import LLMRequest
from nl2sql.methods.prompts import baseline_prompt
from nl2sql.methods.ranking import Vote
from nl2sql.methods.vote import Question, vote
from nl2sql.sql.db import compile_error
from nl2sql.sql.guardrails import run_guardrails
from nl2sql.sql.identifiers import is_identifier_error, run_repaired
from nl2sql.text import clip as clip_text


def same_sql(a: str, b: str) -> bool:
    """The same query up to whitespace, letter case and a trailing semicolon."""
    def norm(sql: str) -> str:
        return " ".join(sql.strip().rstrip(";").split()).lower()
    return norm(a) == norm(b)


def candidate_effect(state: AgentState, obs: Observation, repair: bool) -> Outcome:
    """A generation through the guardrails: accept it as the new candidate, or reject it (bounded regenerate)."""
    data = obs.data
    previous_raw = state.keep_raw(data["raw"])
    if repair:
        state.count(repairs=1)
        if (data["accepted"] and state.options.stop_on_unchanged_repair and state.last_sql
                and same_sql(data["sql"], state.last_sql)):
            # Greedy decoding answers the same repair prompt the same way: no later step can change
            # the candidate, so the loop ends here and takes the exit fallback.
            state.stall("repair_unchanged")
            return Outcome("reject", "repair_unchanged", {"sql": data["sql"]})
    if data["accepted"]:
        state.accept_sql(data["sql"])
        return Outcome("ok", None, {"sql": data["sql"], "guardrails": data["guardrails"]})
    # Reject: force one re-generate while the retry budget lasts; a rejected repair goes to regeneration.
    # The same rejected output again, though: greedy decoding will keep writing it, so take the exit fallback now
    # instead of regenerating until max_steps.
    unchanged = (not repair and state.options.stop_on_unchanged_repair and not state.options.sampling.do_sample
                 and previous_raw is not None and data["raw"] == previous_raw)
    regenerate = state.reject_sql(data["reason"], regenerate=not unchanged)
    if unchanged:
        state.stall("generate_unchanged")
        return Outcome("reject", "generate_unchanged", {"raw": data["raw"][:500]})
    return Outcome("reject", data["reason"], {"raw": data["raw"][:500], "force_generate": regenerate})


def guard(state: AgentState, raw: str) -> Observation:
    """The four-step guardrail pipeline on a raw generation: accept (sql) or reject (reason)."""
    result = run_guardrails(raw, state.nlq, state.schema, state.options.sql.steps)
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


def with_fallback_prefetch(state: AgentState, request: LLMRequest) -> LLMRequest:
    """The request with the exit fallback's prompt riding in its call (LoopOptions.prefetch_fallback): the question
    keeps that answer, and a fallback asked later costs no call. Greedy, tool-free requests only, a prompt once, and
    not when generate_sql sent that very prompt (the fallback reuses its answer)."""
    opts = state.options
    if not opts.prefetch_fallback or opts.sampling.do_sample or request.tools or request.samples:
        return request
    prompt = fallback_prompt(state)
    if (state.last_generation is not None and state.last_generation[0] == prompt) or state.prefetched_before(prompt):
        return request
    return replace(request, extra_prompts=[prompt])


def generation(state: AgentState, request: LLMRequest) -> PendingGeneration:
    """A SQL-writing request: its greedy answer through the guardrails, or the vote of several candidates."""
    if state.options.vote.n_candidates <= 1:
        return PendingGeneration(request, lambda c: guard(state, c.text))
    opts = state.options
    q = Question(request.messages, state.nlq, state.schema, state.db_path, state.sql_schema_text(), opts.sql.steps)
    return pending(vote(q, opts.vote, request), lambda voted: _winner(state, voted[0]))


def _winner(state: AgentState, result: Vote) -> Observation:
    """The vote's winner through the guardrails, the vote in its observation."""
    win = result.candidates[result.winner] if result.winner is not None else result.candidates[0]
    obs = guard(state, win.raw)
    obs.data["vote"] = result.to_dict()
    if obs.text is not None and obs.ok:
        obs.text += f"  (voted: {result.reason})"
    return obs


def identifier_repair(state: AgentState, err: str) -> Observation | None:
    """The current SQL respelled where it names a column or table the database lacks, when that makes it run
    (nl2sql.sql.identifiers): a repair without a model call. None for any other error or when no respelling helps."""
    if not is_identifier_error(err):
        if not err.startswith(("unknown_table:", "unknown_column:")):
            return None  # a timeout, a constraint or a guardrail: nothing to respell, and nothing is run again
        # validate_sql found the unknown name: SQLite's own message comes from compiling the query, not running it.
        err = compile_error(state.db_path, state.last_sql) or ""
    repaired = run_repaired(state.db_path, state.last_sql, err, state.schema, state.options.vote.exec_timeout_s, 1,
                            meaning_respeller(state.options.vote.meaning_repair))
    if repaired is None:
        return None
    obs = guard(state, repaired[0])
    obs.data["identifier_repair"] = repaired[2]
    if obs.ok:
        obs.text = f"{obs.text}  (identifier repair: {'; '.join(repaired[2])})"
    return obs


ANSWER_ROWS = 1000  # rows a run fetches and finish's answer can hold (run_sql shows max_observation_rows of them)


def capped(rows: list[list], chars: int) -> tuple[list[list], int]:
    """Rows whose text cells are cut to `chars` (marked "..."), and how many cells were cut."""
    cut = 0
    out = []
    for row in rows:
        new = []
        for v in row:
            if isinstance(v, str) and len(v) > chars:
                v, cut = clip_text(v, chars), cut + 1
            new.append(v)
        out.append(new)
    return out, cut
