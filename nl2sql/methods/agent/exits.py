"""How a question ends without finish: the exit fallback (docs/reference-loop.md#fallback), the final-answer demand
(docs/reference-loop.md#final-answer) and the wall-time budget (LoopOptions.question_budget_s)."""

from __future__ import annotations

import time
from typing import Generator

from nl2sql.llm.base import Completion
from nl2sql.methods.agent import trace as tr
from nl2sql.methods.agent.calls import request_of, run_action
from nl2sql.methods.agent.context import Env, ask, parse_reply, visible_history
from nl2sql.methods.agent.generation import fallback_prompt
from nl2sql.methods.agent.options import LoopOptions
from nl2sql.methods.agent.rules import run_ok, validated
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.driver import LLMRequest
from nl2sql.methods.prompts import final_demand_prompt, react_prompt
from nl2sql.sql.db import execute
from nl2sql.sql.guardrails import run_guardrails

# Ways a question ends that go through the exit fallback (docs/reference-loop.md#fallback).
FALLBACK_EXITS = ("max_steps", "repair_unchanged", "generate_unchanged")


def runs_ok(state: AgentState, sql: str | None) -> bool:
    """Whether sql executes; a query that already failed or timed out for this question is never run again."""
    if not sql or state.known_failure(sql) is not None:
        return False
    res = execute(state.db_path, sql, timeout_s=state.options.vote.exec_timeout_s, max_rows=1)
    if not res.ok:
        state.record_failure(sql, f"fallback: {res.error}")
    return res.ok


def fallback(state: AgentState, env: Env, step: int) -> Generator[LLMRequest, Completion | None, str]:
    """The exit fallback (docs/reference-loop.md#fallback): no finish, so try the vanilla (single-shot) candidate.

    fallback_policy "verified_first" (default) keeps the loop's last SQL when it ran successfully or passed
    both validations and executes: the loop checked it, the vanilla candidate nobody checked. Then (and
    first under "vanilla_first") the vanilla candidate if the guardrails accept it and it executes; else the
    loop's last SQL if it executes; else whichever exists (vanilla first). "seed" is the reference's rule: the
    vanilla candidate (a schema summary always exists here), unchecked; the last SQL only when the guardrails
    rejected it. Every choice is logged.
    """
    prompt = fallback_prompt(state)
    if state.options.prefetch_fallback and state.last_generation is not None and state.last_generation[0] == prompt:
        # generate_sql already sent this very prompt (no focus, no hint), greedily: its text is the vanilla answer.
        text = state.last_generation[1]
        state.record(tr.llm_entry(step, text, fallback=True, reused_generation=True))
    else:
        text = (yield from ask(state, LLMRequest(prompt, "fallback"))).text
        state.record(tr.llm_entry(step, text, fallback=True))
    guard = run_guardrails(text, state.nlq, state.schema, state.options.sql.steps)
    vanilla = guard.sql if guard.accepted else ""
    ran_ok = run_ok(state)
    checked = ran_ok or validated(state)  # what the finish and run gates ask
    executes = True  # whether the chosen SQL was seen to execute (the answer's confidence counts it)
    if state.options.fallback_policy == "seed":  # the reference: the vanilla candidate, nothing executed to check it
        chosen, sql = ("vanilla", vanilla) if vanilla else ("last_sql", state.last_sql or "")
        chosen, executes = chosen if sql else "none", False
    elif (state.options.fallback_policy == "verified_first" and state.last_sql and checked
            and (ran_ok or runs_ok(state, state.last_sql))):
        chosen, sql = "verified_last_sql", state.last_sql
    elif vanilla and runs_ok(state, vanilla):
        chosen, sql = "vanilla", vanilla
    elif state.last_sql and runs_ok(state, state.last_sql):
        chosen, sql = "last_sql", state.last_sql
    elif vanilla:
        chosen, sql, executes = "vanilla", vanilla, False
    else:
        chosen, sql = ("last_sql", state.last_sql) if state.last_sql else ("none", "")
        executes = False
    obs = {"vanilla_sql": vanilla, "vanilla_reason": guard.reason, "last_sql": state.last_sql, "chosen": chosen,
           "sql": sql, "executes": executes}
    known = {name: why for name, why in (("vanilla", state.known_failure(vanilla)),
                                         ("last_sql", state.known_failure(state.last_sql))) if why}
    if known:
        obs["known_failures"] = known  # why a candidate was not (or no longer) taken as executing
    state.record(tr.action_entry(step, "fallback", {}, obs),
                 tr.decision(step, "fallback", guard.reason, chosen, {"sql": sql}))
    return sql


def demand_final_answer(state: AgentState, env: Env, step: int) -> Generator[LLMRequest, Completion | None, bool]:
    """final_answer_demand (docs/reference-loop.md#final-answer): max_steps reached without finish, so one last call
    demands a FINAL_ANSWER. Its answer is a finish request, gated as always; True when the question finished.

    The trace marks the call ("final_answer_demand": true) and the decision log says what came of it; a reply that
    is no final answer, or a refused finish, leaves the question to the exit fallback.
    """
    opts = env.options
    lines_, roles_, calls_ = visible_history(state)
    base = react_prompt(lines_, env.system, roles_, opts.prompt_style, calls_ if env.native else None)
    comp = yield from ask(state, LLMRequest(final_demand_prompt(base), "final_demand", env.native))
    state.record(tr.llm_entry(step, comp.text, final_answer_demand=True))
    requested, args = request_of(parse_reply(comp))
    if requested != "finish":
        state.record(decision=tr.decision(step, "final_answer_demand", "no_final_answer", "fallback",
                                          {"requested": requested}))
        return False
    obs, (status, reason, data), args = yield from run_action(state, env, "finish", args)
    state.record(tr.action_entry(step, "finish", args, obs.data, obs.llm_calls),
                 tr.decision(step, "final_answer_demand", reason, status, data))
    return state.finished


def since(t0: float) -> float:
    return round(time.perf_counter() - t0, 3)


def wall_budget_exit(opts: LoopOptions, t0: float, slowest_s: float) -> str | None:
    """question_budget_s between steps: None while another step and then the exit fallback fit in what is left
    (each expected to take as long as the slowest step so far); else "fallback" when the fallback alone still
    fits, "skip" when not even that (the question keeps its last SQL).
    """
    if opts.question_budget_s is None:
        return None
    left = opts.question_budget_s - (time.perf_counter() - t0)
    if left > 0 and left >= 2 * slowest_s:
        return None
    return "fallback" if left > 0 and left >= slowest_s else "skip"
