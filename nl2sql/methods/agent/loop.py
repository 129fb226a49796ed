"""The tool-driven ReAct loop of docs/reference-loop.md, batched.

    result = react_sql(example, llm, LoopOptions(max_steps=4))      # one question
    results = react_sql_batch(examples, llm, options, on_result=save)  # many, their model calls decoded together

Each question's loop is written once, as a generator that yields every LLM request it needs and
receives the completion. `react_sql_batch` keeps up to batch_size questions in flight, collects
the pending request of each, sends them as one generate() call per round, and hands each completion
back; a finished question is replaced by the next one at once. Because a question's requests depend
only on its own history, a deterministic LLM gives the same results batched as one by one.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any, Callable, Generator, Iterable

from nl2sql.data.dataset import Example
from nl2sql.data.examples import select_shots
from nl2sql.llm.base import LLM, Completion, ToolsUnsupportedError, Usage
from nl2sql.methods.agent import policy
from nl2sql.methods.agent import trace as tr
from nl2sql.methods.agent.calls import (
    Attempt,
    add_turn,
    cut_reason,
    drop_calls,
    finish_body,
    more_calls,
    request_of,
    retry_tool_errors,
    run_action,
)
from nl2sql.methods.agent.context import Env, OverBudget, Stopped, ask_action, call_key, over_budget, shown, thought_of
from nl2sql.methods.agent.exits import FALLBACK_EXITS, demand_final_answer, fallback, since, wall_budget_exit
from nl2sql.methods.agent.generation import fallback_prompt
from nl2sql.methods.agent.options import LoopOptions
from nl2sql.methods.agent.result import STEP_LOG, AgentResult, StepEvent, chain, log_final
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import Observation, Outcome, Tool, apply_observation, call_tool, error
from nl2sql.methods.driver import LLMRequest, drive
from nl2sql.methods.prompts import action_line


def _bootstrap(example: Example, env: Env) -> AgentState:
    """The bootstrap: get_schema, then link_schema once, both written into the history before step 0."""
    opts = env.options
    state = AgentState.start(example, opts, env.texts.schema(example), env.texts.text(example))
    state.shots = env.shots.get(example.id, [])
    state.policy = env.policy
    state.add_history(f"User question: {example.question}")
    for name, args in (("get_schema", {}),
                       ("link_schema", {"max_tables": opts.link_max_tables if opts.use_link_schema else 0})):
        obs = call_tool(env.tools[name], state, args, opts.tool_timeout_s)
        assert isinstance(obs, Observation)
        status, reason, data = apply_observation(state, env.tools[name], obs)
        body = shown(state, obs.render())
        if name == "link_schema" and opts.next_action_hint:
            body += f"\n(next step: {policy.expected_next(state)})"
        state.add_history(action_line(name, args, opts.action_format))
        state.add_history(f"Observation: {body}")
        state.trace.append(tr.action_entry(-1, name, args, obs.data))
        state.decision_log.append(tr.decision(-1, name, reason, status, data))
    return state


def _step(state: AgentState, env: Env, step: int) -> Generator[LLMRequest, Completion | None, None]:
    """One think -> act -> observe step (docs/reference-loop.md#step)."""
    opts = env.options
    state.step = step
    text, parsed = "", None
    requested: str | None = None
    request_key: str | None = None
    args: dict = {}
    forced_reason: str | None = None
    messages: list = []  # the step's prompt, when the model was asked (a tool retry extends it)
    logged = False
    replaced = False  # a tool retry replaced the model's reply
    rule = policy.deciding_rule(state)
    if rule is not None:
        # Nothing for the model to decide: the policy takes the step without a call.
        action = rule.action
        state.trace.append(tr.decided_entry(step, action, rule.name, rule.why(state)))
        state.counters.policy_steps += 1
    else:
        text, parsed, messages = yield from ask_action(state, env, step)
        requested, args = request_of(parsed)
        request_key = call_key(requested, args) if requested else None
        decision = policy.decide(state, requested, request_key)
        action, forced_reason = decision.action, decision.reason
        if forced_reason is not None:
            state.trace.append(tr.forced_entry(step, action, requested, forced_reason))
            state.counters.forced_actions += 1
            args = {}

    if action is None:
        state.counters.no_action += 1
        why = parsed.error or "no action"
        obs, (status, reason, data) = error(why), Outcome("error", why, {"output": text[:300]})
    else:
        obs, outcome, args = yield from run_action(state, env, action, args)
        if outcome.status == "error" and rule is None and forced_reason is None and opts.max_tool_errors:
            # The model's own action failed: it may fix it (an override's or the policy's action is not its to fix).
            done = yield from retry_tool_errors(state, env, step, messages,
                                                 Attempt(text, action, args, obs, outcome, request_key))
            text, action, args, obs, outcome, request_key, logged = done
            requested, replaced = action, True
        status, reason, data = outcome
    said: list[str] = []  # what the transcript shows the model as having said this step
    thought = thought_of(text)
    if thought:
        said.append(f"Thought: {thought}")
    if action is None:
        if not thought and text.strip():
            said.append(" ".join(text.split())[:300])
    else:
        said.append(action_line(action, args, opts.action_format))
    if obs.final_answer and status not in ("error", "blocked"):
        state.ended_by = action  # the tool's result is the answer (docs/reference-loop.md#tool-final-answer)
    state.last_request = request_key
    # The reply's other native calls (docs/reference-loop.md#native-tool-calls) run after this one unless it ended the
    # reply: an override or a tool retry replaced it, a gate refused it, the question ended.
    more = list(parsed.more) if parsed is not None and parsed.ok and action is not None else []
    cut = None
    if more:
        cut = (f"the first call was replaced ({forced_reason})" if forced_reason is not None
               else "a tool retry replaced the reply" if replaced else cut_reason(state, status, obs, more[0]))

    body = shown(state, obs.render())
    if forced_reason is not None:
        body = f"[forced {action}: {forced_reason}] {body}"
    body = finish_body(state, env, body, cut, more)
    call_id = parsed.call_id if parsed is not None and not replaced else None
    add_turn(state, env, step, 1, said, action, args, body, call_id)
    if rule is not None:
        data = {"decided": "policy", "rule": rule.name, **data}
    elif forced_reason is not None or requested != action:
        data = {"requested": requested, **({"forced": forced_reason} if forced_reason else {}), **data}
    if more:
        data = {**data, "tool_call": 1, "of": len(more) + 1}
    if not logged:  # a failed attempt the retries ended on is in the trace already
        entry = tr.action_entry(step, action, args, obs.data)
        state.trace.append({**entry, "tool_call": 1} if more else entry)
        state.decision_log.append(tr.decision(step, action or "no_action", reason, status, data))
    state.counters.rounds += 1
    if env.on_step is not None:
        env.on_step(StepEvent(state.example_id, state.index, step, action, requested, forced_reason is not None, status,
                              state.last_sql, state.finished, thought=thought, args=dict(args), observation=body))
    if cut is not None:
        drop_calls(state, step, more, 2, cut)
    elif more:
        yield from more_calls(state, env, step, more)


def _question(example: Example, env: Env) -> Generator[LLMRequest, Completion | None, AgentResult]:
    """One question from bootstrap to result; yields each LLM request, receives the completion."""
    t0 = time.perf_counter()
    opts = env.options
    state: AgentState | None = None
    sql, stop_reason, fallback_used, err = "", "max_steps", False, None
    slowest = 0.0  # the longest step so far: what the next step, or the exit fallback, is expected to take
    budget_exit: str | None = None
    over: dict | None = None  # what token_budget had no room for (docs/reference-loop.md#token-budget)
    try:
        state = _bootstrap(example, env)
        try:
            for step in range(opts.max_steps):
                if env.stopped():
                    stop_reason = "stopped"
                    break
                if opts.token_budget is not None and state.tokens_used >= opts.token_budget:
                    stop_reason, over = "token_budget", {"tokens_used": state.tokens_used,
                                                         "token_budget": opts.token_budget}
                    break
                budget_exit = wall_budget_exit(opts, t0, slowest)
                if budget_exit is not None:
                    stop_reason = "time_budget"
                    break
                began = time.perf_counter()
                yield from _step(state, env, step)
                slowest = max(slowest, time.perf_counter() - began)
                if state.finished:
                    stop_reason = "finish"
                    break
                if state.ended_by:
                    stop_reason = "final_answer"
                    state.decision_log.append(tr.decision(step, "exit", f"final_answer from {state.ended_by}",
                                                          "final_answer", {"sql": state.last_sql}))
                    break
                if state.stalled:
                    stop_reason = state.stalled
                    state.decision_log.append(tr.decision(step, "exit", stop_reason, "fallback",
                                                          {"sql": state.last_sql}))
                    break
        except OverBudget as e:  # a model call of this step had no room: the step ends where it is
            stop_reason, over = "token_budget", e.data
        if stop_reason in FALLBACK_EXITS and env.stopped():
            stop_reason = "stopped"  # stopped during the last step: no fallback call either
        if stop_reason in FALLBACK_EXITS and wall_budget_exit(opts, t0, slowest) == "skip":
            stop_reason, budget_exit = "time_budget", "skip"  # the last step took the time the fallback needed
        if stop_reason == "max_steps" and opts.final_answer_demand and wall_budget_exit(opts, t0, slowest) is None:
            try:
                if (yield from demand_final_answer(state, env, state.step + 1)):
                    stop_reason = "finish"
            except OverBudget as e:
                stop_reason, over = "token_budget", e.data
        to_fallback = (stop_reason in FALLBACK_EXITS or budget_exit == "fallback"
                       or (stop_reason == "token_budget" and wall_budget_exit(opts, t0, slowest) != "skip"))
        no_room = over_budget(state, LLMRequest(fallback_prompt(state), "fallback")) if to_fallback else None
        if no_room is not None:  # not even the exit fallback fits in token_budget: keep the last SQL
            stop_reason, over, to_fallback = "token_budget", {**(over or {}), "fallback": no_room}, False
        if stop_reason in ("finish", "final_answer"):
            sql = state.last_sql or ""
        elif to_fallback:
            if budget_exit == "fallback":
                state.decision_log.append(tr.decision(state.step, "exit", stop_reason, "fallback",
                                                      {"sql": state.last_sql, "elapsed_s": since(t0)}))
            elif stop_reason == "token_budget":
                state.decision_log.append(tr.decision(state.step, "exit", stop_reason, "fallback",
                                                      {"sql": state.last_sql, **(over or {})}))
            fallback_used = True
            sql = yield from fallback(state, env, state.step + 1)
        else:
            # Stopped or out of budget: no more LLM calls, keep what the loop has.
            sql = state.last_sql or ""
            state.decision_log.append(tr.decision(state.step + 1, "exit", stop_reason, "skipped_fallback",
                                                  {"sql": sql, **(over or {})}))
    except Stopped:
        stop_reason = "stopped"
        sql = state.last_sql or "" if state is not None else ""
    except Exception as e:  # a broken database or a tool bug ends this question only
        stop_reason, err = "error", f"{type(e).__name__}: {e}"
        sql = state.last_sql or "" if state is not None else ""
    trace = state.trace if state is not None else []
    return AgentResult(
        id=example.id, index=example.index, db_id=example.db_id, question=example.question, sql=sql,
        finished=stop_reason == "finish", fallback_used=fallback_used, stop_reason=stop_reason,
        steps=state.counters.rounds if state is not None else 0, trace=trace,
        decision_log=state.decision_log if state is not None else [], compliance=tr.summarize_trace(trace),
        counters=state.counters.to_dict() if state is not None else {},
        usage=(state.usage if state is not None else Usage()).to_dict(), elapsed_s=time.perf_counter() - t0,
        error=err or (state.llm_error if state is not None else None),  # a failed backend call says how
        confidence=tr.confidence(sql, trace), explanation=tr.explanation(trace),
        judge=tr.judge_verdict(sql, trace),
        generated_queries=list(state.generated_queries) if state is not None else [],
        validation_results=list(state.validation_results) if state is not None else [],
        retrieved_tables=list(state.retrieved_tables) if state is not None else [],
    )


def _require_tool_calling(llm: LLM) -> None:
    """native_tools on a model that cannot take tools is an error at start, not a silent fall back to text.

    A backend that knows (transformers: the chat template reads `tools` or not) answers here; the OpenAI-compatible
    backend cannot know before a request, and raises ToolsUnsupportedError when the server refuses the tools.
    """
    ask = getattr(llm, "supports_tools", None)
    if callable(ask) and ask() is False:
        raise ToolsUnsupportedError(
            f"native_tools=True, but model {llm.name!r} on the {llm.backend} backend has no tool calling (its chat "
            f"template never reads `tools`, so the tool schemas would be dropped). Set native_tools=false to use "
            f"text actions, or use a model whose chat template supports tools.")


def react_sql_batch(
    examples: Iterable[Example],
    llm: LLM,
    options: Any = None,
    on_result: Callable[[AgentResult], None] | None = None,
    *,
    on_step: Callable[[StepEvent], None] | None = None,
    stop: Callable[[], bool] | threading.Event | None = None,
    tools: dict[str, Tool] | None = None,
) -> list[AgentResult]:
    """Run the loop over many questions, batch_size in flight, their LLM calls sent as one batch per round.

    options: LoopOptions (or any options holding them, a RunConfig say); None: the reference defaults.
    on_result sees each result as soon as its question ends (write it to disk there). on_step sees every
    step (live progress). stop (a StopSignal, an Event or any callable) is checked between steps: running
    questions end with stop_reason "stopped" (incomplete: do not record them as done) and questions not
    yet started are left out of the returned list.
    """
    opts = LoopOptions.of(options)
    if opts.native_tools:
        _require_tool_calling(llm)
    env = Env(opts, tools, stop, on_step)
    on_result = chain(on_result, log_final if STEP_LOG.isEnabledFor(logging.DEBUG) else None)
    params = opts.gen_params()
    items = list(examples)
    env.shots = select_shots(items, opts)  # once per call, before any question starts ({} when fewshot_k is 0)
    return drive([lambda ex=ex: _question(ex, env) for ex in items], llm, params, opts.sample_params(params),
                 batch_size=opts.batch_size, on_result=on_result, stopped=env.stopped,
                 prefetch=opts.prefetch_fallback, charge=_charge)


def _charge(result: AgentResult, unused: list[Completion]) -> None:
    """Prefetched completions a question never asked for (LoopOptions.prefetch_fallback): its calls still count."""
    u = Usage.of(unused)
    for name in ("calls", "prompt_tokens", "completion_tokens"):
        result.usage[name] = result.usage.get(name, 0) + getattr(u, name)
    result.counters["llm_calls"] = result.counters.get("llm_calls", 0) + len(unused)
    failed = sum(c.finish_reason == "error" for c in unused)  # a failed call, used or not: a rerun redoes the question
    if failed:
        result.counters["llm_errors"] = result.counters.get("llm_errors", 0) + failed


def react_sql(example: Example, llm: LLM, options: Any = None, **kw: Any) -> AgentResult:
    """Run the loop on one question (the batch driver with one question in flight)."""
    out = react_sql_batch([example], llm, options, **kw)
    if not out:
        raise RuntimeError("react_sql was stopped before the question started")
    return out[0]
