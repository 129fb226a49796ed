"""Running the model's actions: one action through its tool, arguments and gates; a failed action's retries
(docs/reference-loop.md#tool-retries); a reply's further native tool calls (docs/reference-loop.md#native-tool-calls)."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from typing import Generator, NamedTuple

from nl2sql.llm.base import Completion
from nl2sql.methods.agent import policy
from nl2sql.methods.agent import trace as tr
from nl2sql.methods.agent.actions import ParsedAction, validate_args
from nl2sql.methods.agent.context import Env, ask, call_key, parse_reply, shown
from nl2sql.methods.agent.result import StepEvent
from nl2sql.methods.agent.rules import Gate
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import (
    Observation,
    Outcome,
    PendingGeneration,
    apply_observation,
    call_tool,
    error,
    timed_out,
)
from nl2sql.methods.driver import LLMRequest
from nl2sql.methods.prompts import action_line, tool_retry_prompt


def refusal(state: AgentState, gate: Gate, action: str) -> Observation:
    """The observation of an action a gate refuses: the gate's name in the trace, its message for the model."""
    msg = gate.message(state, action)
    extra = gate.extra(state) if gate.extra is not None else {}
    return Observation({"error": msg, "blocked": gate.name, **extra}, ok=False, error=msg, text=msg)


def request_of(parsed: ParsedAction) -> tuple[str | None, dict]:
    """The action a parsed reply asks for and its arguments; a FINAL_ANSWER asks for finish with its text."""
    if not parsed.ok:
        return None, {}
    if parsed.tool is None and parsed.final_answer is not None:
        return "finish", {"answer": parsed.final_answer}
    return parsed.tool, dict(parsed.args)


def run_action(state: AgentState, env: Env, action: str, args: dict) -> Generator[
        LLMRequest, Completion | None, tuple[Observation, Outcome, dict]]:
    """Check the action's tool, arguments and gates, run it, and apply its observation to the state."""
    tool = env.tools.get(action)
    if tool is None:
        obs = error(f"unknown tool {action!r}; use one of: {', '.join(env.tool_names)}")
        state.count(tool_errors=1)
        return obs, Outcome("error", obs.error, {}), args
    args, arg_error = validate_args(args, tool.parameters, prune_unknown=env.options.allow_input_pruning, tool=tool.name)
    if arg_error:
        state.count(tool_errors=1)
        return error(arg_error), Outcome("error", arg_error, {}), args
    gate = policy.gate(state, action)
    if gate is not None:
        state.count(blocked_actions=1)
        obs = refusal(state, gate, action)
        return obs, Outcome("blocked", obs.error, {}), args
    state.count(tool_calls=1)
    began = time.perf_counter()
    res = call_tool(tool, state, args, env.options.tool_timeout_s)
    if action == "run_sql" and isinstance(res, Observation) and isinstance(res.data, dict) and res.data.get("timeout"):
        state.record_failure(state.last_sql, f"run_sql: {res.error}")  # tool_timeout_s ended it: no second try
    # tool_timeout_covers_llm (docs/reference-loop.md#timeouts): the tool's limit runs on through its model calls.
    limit = tool.time_limit(env.options.tool_timeout_s) if env.options.tool_timeout_covers_llm else None
    calls = 0  # the tool's model completions: the trace says a tool called the model even where the policy chose it
    while isinstance(res, PendingGeneration):  # a generation, then maybe its sampled candidates
        if limit is not None and time.perf_counter() - began >= limit:
            res = timed_out(tool, limit, " before its model call")
            break
        comp = yield from ask(state, res.request)
        calls += len(comp) if isinstance(comp, list) else 1
        if limit is not None and time.perf_counter() - began > limit:
            res = timed_out(tool, limit, " (its model call included; the late completion is discarded)")
            break
        try:
            res = res.complete(comp)
        except Exception as e:  # a guardrail bug is the tool's failure, not the run's
            res = error(f"tool {action} failed: {type(e).__name__}: {str(e)[:200]}")
    if calls:
        res = replace(res, llm_calls=calls)  # a copy: a tool may hand back a shared Observation
    return res, apply_observation(state, tool, res), args


class Attempt(NamedTuple):
    """The model's action as it finally ran this step: its reply, the action, the arguments, what came back."""

    text: str
    action: str
    args: dict
    obs: Observation
    outcome: Outcome
    key: str | None
    logged: bool = False  # its trace and decision-log entries are written already


def _retry_messages(env: Env, messages: list, last: Attempt, why: str, step: int, k: int) -> list:
    """A tool retry's prompt; with native_tools the failed action goes back as a tool call answered by its error."""
    prompt = tool_retry_prompt(messages, last.text, why, env.tool_names, env.options.action_format)
    if env.native is None:
        return prompt
    call_id = f"call_{step}_retry{k}"
    item = {"id": call_id, "type": "function",
            "function": {"name": last.action, "arguments": json.dumps(last.args, ensure_ascii=False)}}
    return [*messages, {"role": "assistant", "content": last.text, "tool_calls": [item]},
            {"role": "tool", "tool_call_id": call_id, "content": f"error: {why}"}, prompt[-1]]


def retry_tool_errors(state: AgentState, env: Env, step: int, messages: list, first: Attempt) -> Generator[
        LLMRequest, Completion | None, Attempt]:
    """max_tool_errors (docs/reference-loop.md#tool-retries): a tool error of the model's own action goes back to the
    model, which may fix its action, up to max_tool_errors times, k x backoff_s seconds before the k-th retry.

    Every failed attempt stays in the trace and the decision log ("tool_retry": k); the transcript keeps only the
    attempt that stands. A reply with no usable action, or one an override would replace, ends the retries and the
    last failed attempt stands.
    """
    opts = env.options
    last = first
    for k in range(1, opts.max_tool_errors + 1):
        if last.outcome.status != "error":
            break
        state.count(tool_retries=1)
        state.record(tr.action_entry(step, last.action, last.args, last.obs.data, last.obs.llm_calls),
                     tr.decision(step, last.action, last.outcome.reason, "error", {"tool_retry": k}))
        if opts.backoff_s > 0:
            time.sleep(opts.backoff_s * k)  # linear backoff: a busy database or a slow tool may have recovered
        why = last.obs.error or last.outcome.reason or "the tool failed"
        req = LLMRequest(_retry_messages(env, messages, last, why, step, k), "tool_retry", env.native)
        comp = yield from ask(state, req)
        state.record(tr.llm_entry(step, comp.text, tool_retry=k,
                                  **({"tool_calls": comp.tool_calls} if comp.tool_calls else {})))
        requested, args = request_of(parse_reply(comp))
        key = call_key(requested, args) if requested else None
        if requested is None or policy.decide(state, requested, key).overridden:
            return last._replace(logged=True)
        obs, outcome, args = yield from run_action(state, env, requested, args)
        last = Attempt(comp.text, requested, args, obs, outcome, key)
    return last


def cut_reason(state: AgentState, status: str, obs: Observation, nxt: ParsedAction) -> str | None:
    """Why a reply's next native call must not run after the one that just ran, or None when it may."""
    if status == "blocked":
        return f"{obs.data.get('blocked', 'a gate') if isinstance(obs.data, dict) else 'a gate'} refused the call before"
    if state.finished or state.ended_by:
        return "the question ended"
    if state.stalled:
        return f"the loop stalled ({state.stalled})"
    if nxt.ok:
        decision = policy.decide(state, nxt.tool, call_key(nxt.tool, nxt.args))
        if decision.overridden:  # the state calls for another step: the model's plan no longer holds
            return f"{decision.rule} calls for {decision.action}"
    return None


def finish_body(state: AgentState, env: Env, body: str, cut: str | None, rest: list[ParsedAction]) -> str:
    """An observation's transcript text: the calls it cut from its reply, then the next-step hint."""
    if cut is not None and rest:
        body = f"{body}\n(not run: {', '.join(str(c.tool) for c in rest)}, because {cut})"
    if env.options.next_action_hint and not state.finished:
        body = f"{body}\n(next step: {policy.expected_next(state)})"
    return body


def add_turn(state: AgentState, env: Env, step: int, k: int, said: list[str], action: str | None, args: dict,
              body: str, call_id: str | None) -> None:
    """Write one action into the transcript: what the model said, then the observation. With native_tools the
    action is a tool call (the model's id, else call_<step>_<k>) answered by a role "tool" entry."""
    if env.native is None or action is None:
        for line in said:
            state.add_history(line, "assistant")
        state.add_history(f"Observation: {body}")
        return
    for line in said[:-1]:
        state.add_history(line, "assistant")
    call_id = call_id or f"call_{step}_{k}"
    state.add_history(said[-1], "assistant", {"id": call_id, "name": action, "arguments": args, "reply": step})
    state.add_history(f"Observation: {body}", "tool", {"id": call_id})


def drop_calls(state: AgentState, step: int, calls: list[ParsedAction], first: int, why: str) -> None:
    """Record that a reply's calls from number `first` on did not run, and why: on the reply's trace entry and in
    the decision log."""
    names = [str(c.tool) for c in calls]
    state.annotate_reply(step, dropped_tool_calls={"calls": names, "from": first, "reason": why})
    state.record(decision=tr.decision(step, "tool_calls_dropped", why, "skipped", {"calls": names, "from": first}))


def more_calls(state: AgentState, env: Env, step: int, calls: list[ParsedAction]) -> Generator[
        LLMRequest, Completion | None, None]:
    """A reply's native calls after its first, in order (docs/reference-loop.md#native-tool-calls): each checked,
    run and recorded like the first (no tool retries, no override: one that applies ends the reply)."""
    n = len(calls) + 1
    for i, call in enumerate(calls):
        k = i + 2
        if call.ok:
            obs, (status, reason, data), args = yield from run_action(state, env, str(call.tool), dict(call.args))
            state.note_request(call_key(str(call.tool), dict(call.args)))
        else:  # its arguments could not be read: the model sees why, the reply goes on
            state.count(tool_errors=1)
            why = call.error or "no action"
            obs, (status, reason, data), args = error(why), Outcome("error", why, {}), dict(call.args)
        if obs.final_answer and status not in ("error", "blocked"):
            state.answered(by=str(call.tool))
        rest = calls[i + 1:]
        cut = cut_reason(state, status, obs, rest[0]) if rest else None
        body = finish_body(state, env, shown(state, obs.render()), cut, rest)
        add_turn(state, env, step, k, [action_line(str(call.tool), args, env.options.action_format)], str(call.tool),
                  args, body, call.call_id)
        entry = tr.action_entry(step, str(call.tool), args, obs.data, obs.llm_calls)
        state.record({**entry, "tool_call": k}, tr.decision(step, str(call.tool), reason, status,
                                                            {**data, "tool_call": k, "of": n}))
        if env.on_step is not None:
            env.on_step(StepEvent(state.example_id, state.index, step, str(call.tool), str(call.tool), False, status,
                                  state.last_sql, state.finished, args=dict(args), observation=body))
        if cut is not None:
            drop_calls(state, step, rest, k + 1, cut)
            return
