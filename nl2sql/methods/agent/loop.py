"""The tool-driven ReAct loop of docs/reference-loop.md, batched.

    result = react_sql(example, llm, cfg)                          # one question
    results = react_sql_batch(examples, llm, cfg, on_result=save)  # many, one generate() per round

Each question's loop is written once, as a generator that yields every LLM request it needs and
receives the completion. `react_sql_batch` keeps up to cfg.batch_size questions in flight, collects
the pending request of each, sends them as one generate() call per round, and hands each completion
back; a finished question is replaced by the next one at once. Because a question's requests depend
only on its own history, a deterministic LLM gives the same results batched as one by one.
"""

from __future__ import annotations

import json
import logging
import math
import re
import threading
import time
from collections import deque
from dataclasses import replace
from typing import Any, Callable, Generator, Iterable, NamedTuple

from nl2sql.config import RunConfig
from nl2sql.data.dataset import Example
from nl2sql.data.examples import Shot, select_shots
from nl2sql.data.schema_texts import SchemaTexts
from nl2sql.llm.base import LLM, Completion, ToolsUnsupportedError, Usage
from nl2sql.methods.agent import policy
from nl2sql.methods.agent import trace as tr
from nl2sql.methods.agent.actions import ParsedAction, parse_action, validate_args
from nl2sql.methods.agent.result import STEP_LOG, AgentResult, StepEvent, chain, log_final, log_step
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import (
    LLMRequest,
    Observation,
    Outcome,
    PendingGeneration,
    Tool,
    apply_observation,
    call_tool,
    error,
    openai_tools,
    timed_out,
    tools_json,
    tools_text,
)
from nl2sql.methods.agent.tools import fallback_prompt, tools_for
from nl2sql.methods.prompts import (
    action_line,
    final_demand_prompt,
    react_prompt,
    react_system_prompt,
    reask_prompt,
    tool_retry_prompt,
)
from nl2sql.sql.db import execute
from nl2sql.sql.guardrails import run_guardrails

_THOUGHT = re.compile(r"(?is)\bThought\s*:\s*(.*?)(?=\n\s*\**\s*(?:Action|Final[ _]Answer|FINAL_ANSWER)|\Z)")


class _Stopped(Exception):
    """Raised inside a question's generator when the driver stops it mid-request."""


class _OverBudget(Exception):
    """Raised before a model call that token_budget has no room for; `data` says what did not fit."""

    def __init__(self, data: dict) -> None:
        super().__init__(data)
        self.data = data


class _Env:
    """What every question of one call shares: config, tools, callbacks, the schema cache."""

    def __init__(self, cfg: RunConfig, tools: dict[str, Tool] | None, stop: Callable[[], bool] | None,
                 on_step: Callable[[StepEvent], None] | None) -> None:
        self.cfg = cfg
        self.tools = tools_for(cfg, tools)  # judge_sql joins when cfg.judge asks for it
        self.stop = stop
        # Step events are also logged while the nl2sql.methods.agent.steps logger is on (python -m nl2sql run --verbose).
        self.on_step = chain(on_step, log_step if STEP_LOG.isEnabledFor(logging.DEBUG) else None)
        self.texts = SchemaTexts.for_config(cfg)
        self.tool_names = list(self.tools)  # tools passed at run time included: the prompt lists every one
        listing = tools_json(self.tools) if cfg.action_format == "action_input" else tools_text(self.tools)
        self.system = react_system_prompt(listing, policy.order_text(self.tool_names), cfg.action_format,
                                          cfg.specific_instructions)
        self.native = openai_tools(self.tools) if cfg.native_tools else None
        self.shots: dict[str, list[Shot]] = {}  # retrieved examples per example id (cfg.fewshot_k), set per call

    def stopped(self) -> bool:
        if self.stop is None:
            return False
        is_set = getattr(self.stop, "is_set", None)  # a threading.Event works too
        return bool(is_set() if callable(is_set) else self.stop())


# Ways a question ends that go through the exit fallback (docs/reference-loop.md#fallback).
FALLBACK_EXITS = ("max_steps", "repair_unchanged", "generate_unchanged")


# -- helpers -------------------------------------------------------------------------------------------------------

def _ask(state: AgentState, request: LLMRequest) -> Generator[LLMRequest, Completion | None, Completion]:
    """Yield one request to the driver and account for its completion (None means: stop now).

    With token_budget, a request that does not fit (_over_budget) raises _OverBudget instead of being sent.
    """
    over = _over_budget(state, request)
    if over is not None:
        raise _OverBudget(over)
    comp = yield request
    if comp is None:
        raise _Stopped()
    comps = comp if isinstance(comp, list) else [comp]  # a request for samples gets a list
    state.usage = state.usage + Usage.of(comps)
    state.prompt_chars += _prompt_chars(request) * sum(c.prompt_tokens > 0 for c in comps)
    state.counters.llm_calls += len(comps)
    state.counters.truncated_responses += sum(c.finish_reason == "length" for c in comps)
    state.counters.llm_errors += sum(c.finish_reason == "error" for c in comps)
    state.llm_error = next((c.error for c in reversed(comps) if c.finish_reason == "error"), state.llm_error)
    return comp


# Prompt tokens per character assumed before a question's first model call has measured its own ratio: about 3
# characters a token, on the high side for English, SQL and JSON under BPE tokenizers, so the estimate errs long.
FIRST_TOKENS_PER_CHAR = 1 / 3


def _prompt_chars(request: LLMRequest) -> int:
    """The characters a request sends: message texts, the tool calls they carry, the tool schemas."""
    chars = sum(len(str(m.get("content") or "")) + (len(json.dumps(m["tool_calls"])) if m.get("tool_calls") else 0)
                for m in request.messages)
    return chars + (len(json.dumps(request.tools)) if request.tools else 0)


def _estimate(state: AgentState, request: LLMRequest) -> int:
    """Tokens a request can cost at most: its prompt at the question's measured tokens per character (prompt tokens
    of its earlier calls over their characters), plus max_new_tokens per completion, its hard cap."""
    ratio = (state.usage.prompt_tokens / state.prompt_chars if state.prompt_chars and state.usage.prompt_tokens
             else FIRST_TOKENS_PER_CHAR)
    return (math.ceil(_prompt_chars(request) * ratio) + state.cfg.max_new_tokens) * max(1, request.samples)


def _over_budget(state: AgentState, request: LLMRequest) -> dict | None:
    """token_budget (docs/reference-loop.md#token-budget): None when the request fits in what is left with room kept
    for the exit fallback's call (unless it is that call), else what did not fit."""
    budget = state.cfg.token_budget
    if budget is None:
        return None
    need = _estimate(state, request)
    keep = 0 if request.purpose == "fallback" else _estimate(state, LLMRequest(fallback_prompt(state), "fallback"))
    if need + keep <= budget - state.tokens_used:
        return None
    return {"purpose": request.purpose, "needed": need, "kept_for_fallback": keep, "tokens_used": state.tokens_used,
            "token_budget": budget}


def _parse(comp: Completion) -> ParsedAction:
    """Native tool calls when the backend returned some, else the text in any accepted action format."""
    if comp.tool_calls:
        parsed = parse_action(comp.tool_calls)
        if parsed.ok:
            return parsed
    return parse_action(comp.text)


def _thought(text: str) -> str:
    m = _THOUGHT.search(text or "")
    return " ".join(m.group(1).split())[:200] if m else ""


def _truncate(state: AgentState, text: str) -> str:
    """max_observation_chars: long observations are cut in the transcript (the trace keeps all)."""
    limit = state.cfg.max_observation_chars
    if len(text) <= limit:
        return text
    state.counters.truncated_observations += 1
    return f"{text[:limit]}... [truncated {len(text) - limit} chars]"


def _visible_history(state: AgentState) -> tuple[list[str], list[str], list[dict | None]]:
    """The transcript the model sees (lines, roles, native calls), trimmed to max_history_messages entries, always
    keeping the question."""
    h, roles, calls = state.history, state.history_roles, state.history_calls
    n = state.cfg.max_history_messages
    if n is None or len(h) <= n:
        return h, roles, calls
    start = len(h) - (n - 1)
    while start < len(h) - 1 and h[start].startswith("Observation:"):
        start += 1  # an observation without its action reads as noise
    state.counters.history_trimmed += 1
    marker = f"[{start - 1} earlier transcript lines omitted]"
    return [h[0], marker, *h[start:]], [roles[0], "user", *roles[start:]], [calls[0], None, *calls[start:]]


def _refusal(state: AgentState, gate: policy.Gate, action: str) -> Observation:
    """The observation of an action a gate refuses: the gate's name in the trace, its message for the model."""
    msg = gate.message(state, action)
    extra = gate.extra(state) if gate.extra is not None else {}
    return Observation({"error": msg, "blocked": gate.name, **extra}, ok=False, error=msg, text=msg)


def _call_key(action: str, args: dict) -> str:
    """An action with its arguments, to tell a repeated call from a corrected one."""
    return f"{action}{json.dumps(args, sort_keys=True, default=str)}"


# -- one question ----------------------------------------------------------------------------------------------

def _bootstrap(example: Example, env: _Env) -> AgentState:
    """The bootstrap: get_schema, then link_schema once, both written into the history before step 0."""
    cfg = env.cfg
    state = AgentState.start(example, cfg, env.texts.schema(example), env.texts.text(example))
    state.shots = env.shots.get(example.id, [])
    state.add_history(f"User question: {example.question}")
    for name, args in (("get_schema", {}),
                       ("link_schema", {"max_tables": cfg.link_max_tables if cfg.use_link_schema else 0})):
        obs = call_tool(env.tools[name], state, args, cfg.tool_timeout_s)
        assert isinstance(obs, Observation)
        status, reason, data = apply_observation(state, env.tools[name], obs)
        body = _truncate(state, obs.render())
        if name == "link_schema" and cfg.next_action_hint:
            body += f"\n(next step: {policy.expected_next(state)})"
        state.add_history(action_line(name, args, cfg.action_format))
        state.add_history(f"Observation: {body}")
        state.trace.append(tr.action_entry(-1, name, args, obs.data))
        state.decision_log.append(tr.decision(-1, name, reason, status, data))
    return state


def _ask_action(state: AgentState, env: _Env, step: int) -> Generator[
        LLMRequest, Completion | None, tuple[str, ParsedAction | None, list]]:
    """The model's reply to the ReAct prompt, its parsed action (re-asked while it holds none) and the prompt."""
    cfg = env.cfg
    lines_, roles_, calls_ = _visible_history(state)
    messages = react_prompt(lines_, env.system, roles_, cfg.prompt_style, calls_ if env.native else None)
    comp = yield from _ask(state, LLMRequest(messages, "react", env.native))
    text = comp.text
    state.trace.append(tr.llm_entry(step, text, **({"tool_calls": comp.tool_calls} if comp.tool_calls else {})))
    parsed = _parse(comp)
    k = 0
    # A bounded re-ask when the output holds no usable action (and no override decides anyway).
    while not parsed.ok and k < cfg.max_reasks and policy.forced(state) is None:
        k += 1
        state.counters.reasks += 1
        req = LLMRequest(reask_prompt(messages, text, parsed.error or "no action", env.tool_names, cfg.action_format),
                         "reask", env.native)
        comp = yield from _ask(state, req)
        text = comp.text
        state.trace.append(tr.llm_entry(step, text, reask=k, **({"tool_calls": comp.tool_calls} if comp.tool_calls else {})))
        parsed = _parse(comp)
    return text, parsed, messages


def _request_of(parsed: ParsedAction) -> tuple[str | None, dict]:
    """The action a parsed reply asks for and its arguments; a FINAL_ANSWER asks for finish with its text."""
    if not parsed.ok:
        return None, {}
    if parsed.tool is None and parsed.final_answer is not None:
        return "finish", {"answer": parsed.final_answer}
    return parsed.tool, dict(parsed.args)


def _run_action(state: AgentState, env: _Env, action: str, args: dict) -> Generator[
        LLMRequest, Completion | None, tuple[Observation, Outcome, dict]]:
    """Check the action's tool, arguments and gates, run it, and apply its observation to the state."""
    tool = env.tools.get(action)
    if tool is None:
        obs = error(f"unknown tool {action!r}; use one of: {', '.join(env.tool_names)}")
        state.counters.tool_errors += 1
        return obs, Outcome("error", obs.error, {}), args
    args, arg_error = validate_args(args, tool.parameters, prune_unknown=env.cfg.allow_input_pruning, tool=tool.name)
    if arg_error:
        state.counters.tool_errors += 1
        return error(arg_error), Outcome("error", arg_error, {}), args
    gate = policy.gate(state, action)
    if gate is not None:
        state.counters.blocked_actions += 1
        obs = _refusal(state, gate, action)
        return obs, Outcome("blocked", obs.error, {}), args
    state.counters.tool_calls += 1
    began = time.perf_counter()
    res = call_tool(tool, state, args, env.cfg.tool_timeout_s)
    if action == "run_sql" and isinstance(res, Observation) and isinstance(res.data, dict) and res.data.get("timeout"):
        state.record_failure(state.last_sql, f"run_sql: {res.error}")  # tool_timeout_s ended it: no second try
    # tool_timeout_covers_llm (docs/reference-loop.md#timeouts): the tool's limit runs on through its model calls.
    limit = tool.time_limit(env.cfg.tool_timeout_s) if env.cfg.tool_timeout_covers_llm else None
    while isinstance(res, PendingGeneration):  # a generation, then maybe its sampled candidates
        if limit is not None and time.perf_counter() - began >= limit:
            res = timed_out(tool, limit, " before its model call")
            break
        comp = yield from _ask(state, res.request)
        if limit is not None and time.perf_counter() - began > limit:
            res = timed_out(tool, limit, " (its model call included; the late completion is discarded)")
            break
        try:
            res = res.complete(comp)
        except Exception as e:  # a guardrail bug is the tool's failure, not the run's
            res = error(f"tool {action} failed: {type(e).__name__}: {str(e)[:200]}")
    return res, apply_observation(state, tool, res), args


class _Attempt(NamedTuple):
    """The model's action as it finally ran this step: its reply, the action, the arguments, what came back."""

    text: str
    action: str
    args: dict
    obs: Observation
    outcome: Outcome
    key: str | None
    logged: bool = False  # its trace and decision-log entries are written already


def _retry_messages(env: _Env, messages: list, last: _Attempt, why: str, step: int, k: int) -> list:
    """A tool retry's prompt; with native_tools the failed action goes back as a tool call answered by its error."""
    prompt = tool_retry_prompt(messages, last.text, why, env.tool_names, env.cfg.action_format)
    if env.native is None:
        return prompt
    call_id = f"call_{step}_retry{k}"
    item = {"id": call_id, "type": "function",
            "function": {"name": last.action, "arguments": json.dumps(last.args, ensure_ascii=False)}}
    return [*messages, {"role": "assistant", "content": last.text, "tool_calls": [item]},
            {"role": "tool", "tool_call_id": call_id, "content": f"error: {why}"}, prompt[-1]]


def _retry_tool_errors(state: AgentState, env: _Env, step: int, messages: list, first: _Attempt) -> Generator[
        LLMRequest, Completion | None, _Attempt]:
    """max_tool_errors (docs/reference-loop.md#tool-retries): a tool error of the model's own action goes back to the
    model, which may fix its action, up to max_tool_errors times, k x backoff_s seconds before the k-th retry.

    Every failed attempt stays in the trace and the decision log ("tool_retry": k); the transcript keeps only the
    attempt that stands. A reply with no usable action, or one an override would replace, ends the retries and the
    last failed attempt stands.
    """
    cfg = env.cfg
    last = first
    for k in range(1, cfg.max_tool_errors + 1):
        if last.outcome.status != "error":
            break
        state.counters.tool_retries += 1
        state.trace.append(tr.action_entry(step, last.action, last.args, last.obs.data))
        state.decision_log.append(tr.decision(step, last.action, last.outcome.reason, "error", {"tool_retry": k}))
        if cfg.backoff_s > 0:
            time.sleep(cfg.backoff_s * k)  # linear backoff: a busy database or a slow tool may have recovered
        why = last.obs.error or last.outcome.reason or "the tool failed"
        req = LLMRequest(_retry_messages(env, messages, last, why, step, k), "tool_retry", env.native)
        comp = yield from _ask(state, req)
        state.trace.append(tr.llm_entry(step, comp.text, tool_retry=k,
                                        **({"tool_calls": comp.tool_calls} if comp.tool_calls else {})))
        requested, args = _request_of(_parse(comp))
        key = _call_key(requested, args) if requested else None
        if requested is None or policy.decide(state, requested, key).overridden:
            return last._replace(logged=True)
        obs, outcome, args = yield from _run_action(state, env, requested, args)
        last = _Attempt(comp.text, requested, args, obs, outcome, key)
    return last


def _step(state: AgentState, env: _Env, step: int) -> Generator[LLMRequest, Completion | None, None]:
    """One think -> act -> observe step (docs/reference-loop.md#step)."""
    cfg = env.cfg
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
        text, parsed, messages = yield from _ask_action(state, env, step)
        requested, args = _request_of(parsed)
        request_key = _call_key(requested, args) if requested else None
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
        obs, outcome, args = yield from _run_action(state, env, action, args)
        if outcome.status == "error" and rule is None and forced_reason is None and cfg.max_tool_errors:
            # The model's own action failed: it may fix it (an override's or the policy's action is not its to fix).
            done = yield from _retry_tool_errors(state, env, step, messages,
                                                 _Attempt(text, action, args, obs, outcome, request_key))
            text, action, args, obs, outcome, request_key, logged = done
            requested, replaced = action, True
        status, reason, data = outcome
    said: list[str] = []  # what the transcript shows the model as having said this step
    thought = _thought(text)
    if thought:
        said.append(f"Thought: {thought}")
    if action is None:
        if not thought and text.strip():
            said.append(" ".join(text.split())[:300])
    else:
        said.append(action_line(action, args, cfg.action_format))
    if obs.final_answer and status not in ("error", "blocked"):
        state.ended_by = action  # the tool's result is the answer (docs/reference-loop.md#tool-final-answer)
    state.last_request = request_key
    # The reply's other native calls (docs/reference-loop.md#native-tool-calls) run after this one unless it ended the
    # reply: an override or a tool retry replaced it, a gate refused it, the question ended.
    more = list(parsed.more) if parsed is not None and parsed.ok and action is not None else []
    cut = None
    if more:
        cut = (f"the first call was replaced ({forced_reason})" if forced_reason is not None
               else "a tool retry replaced the reply" if replaced else _cut(state, status, obs, more[0]))

    body = _truncate(state, obs.render())
    if forced_reason is not None:
        body = f"[forced {action}: {forced_reason}] {body}"
    body = _finish_body(state, env, body, cut, more)
    call_id = parsed.call_id if parsed is not None and not replaced else None
    _add_turn(state, env, step, 1, said, action, args, body, call_id)
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
        _drop_calls(state, step, more, 2, cut)
    elif more:
        yield from _more_calls(state, env, step, more)


def _cut(state: AgentState, status: str, obs: Observation, nxt: ParsedAction) -> str | None:
    """Why a reply's next native call must not run after the one that just ran, or None when it may."""
    if status == "blocked":
        return f"{obs.data.get('blocked', 'a gate') if isinstance(obs.data, dict) else 'a gate'} refused the call before"
    if state.finished or state.ended_by:
        return "the question ended"
    if state.stalled:
        return f"the loop stalled ({state.stalled})"
    if nxt.ok:
        decision = policy.decide(state, nxt.tool, _call_key(nxt.tool, nxt.args))
        if decision.overridden:  # the state calls for another step: the model's plan no longer holds
            return f"{decision.rule} calls for {decision.action}"
    return None


def _finish_body(state: AgentState, env: _Env, body: str, cut: str | None, rest: list[ParsedAction]) -> str:
    """An observation's transcript text: the calls it cut from its reply, then the next-step hint."""
    if cut is not None and rest:
        body = f"{body}\n(not run: {', '.join(str(c.tool) for c in rest)}, because {cut})"
    if env.cfg.next_action_hint and not state.finished:
        body = f"{body}\n(next step: {policy.expected_next(state)})"
    return body


def _add_turn(state: AgentState, env: _Env, step: int, k: int, said: list[str], action: str | None, args: dict,
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


def _drop_calls(state: AgentState, step: int, calls: list[ParsedAction], first: int, why: str) -> None:
    """Record that a reply's calls from number `first` on did not run, and why: on the reply's trace entry and in
    the decision log."""
    names = [str(c.tool) for c in calls]
    reply = next((e for e in reversed(state.trace) if e.get("step") == step and "llm" in e), None)
    if reply is not None:
        reply["dropped_tool_calls"] = {"calls": names, "from": first, "reason": why}
    state.decision_log.append(tr.decision(step, "tool_calls_dropped", why, "skipped",
                                          {"calls": names, "from": first}))


def _more_calls(state: AgentState, env: _Env, step: int, calls: list[ParsedAction]) -> Generator[
        LLMRequest, Completion | None, None]:
    """A reply's native calls after its first, in order (docs/reference-loop.md#native-tool-calls): each checked,
    run and recorded like the first (no tool retries, no override: one that applies ends the reply)."""
    n = len(calls) + 1
    for i, call in enumerate(calls):
        k = i + 2
        if call.ok:
            obs, (status, reason, data), args = yield from _run_action(state, env, str(call.tool), dict(call.args))
            state.last_request = _call_key(str(call.tool), dict(call.args))
        else:  # its arguments could not be read: the model sees why, the reply goes on
            state.counters.tool_errors += 1
            why = call.error or "no action"
            obs, (status, reason, data), args = error(why), Outcome("error", why, {}), dict(call.args)
        if obs.final_answer and status not in ("error", "blocked"):
            state.ended_by = call.tool
        rest = calls[i + 1:]
        cut = _cut(state, status, obs, rest[0]) if rest else None
        body = _finish_body(state, env, _truncate(state, obs.render()), cut, rest)
        _add_turn(state, env, step, k, [action_line(str(call.tool), args, env.cfg.action_format)], str(call.tool),
                  args, body, call.call_id)
        entry = tr.action_entry(step, str(call.tool), args, obs.data)
        state.trace.append({**entry, "tool_call": k})
        state.decision_log.append(tr.decision(step, str(call.tool), reason, status,
                                              {**data, "tool_call": k, "of": n}))
        if env.on_step is not None:
            env.on_step(StepEvent(state.example_id, state.index, step, str(call.tool), str(call.tool), False, status,
                                  state.last_sql, state.finished, args=dict(args), observation=body))
        if cut is not None:
            _drop_calls(state, step, rest, k + 1, cut)
            return


def _executes(state: AgentState, sql: str | None) -> bool:
    """Whether sql executes; a query that already failed or timed out for this question is never run again."""
    if not sql or state.known_failure(sql) is not None:
        return False
    res = execute(state.db_path, sql, timeout_s=state.cfg.exec_timeout_s, max_rows=1)
    if not res.ok:
        state.record_failure(sql, f"fallback: {res.error}")
    return res.ok


def _fallback(state: AgentState, env: _Env, step: int) -> Generator[LLMRequest, Completion | None, str]:
    """The exit fallback (docs/reference-loop.md#fallback): no finish, so try the vanilla (single-shot) candidate.

    fallback_policy "verified_first" (default) keeps the loop's last SQL when it ran successfully or passed
    both validations and executes: the loop checked it, the vanilla candidate nobody checked. Then (and
    first under "vanilla_first") the vanilla candidate if the guardrails accept it and it executes; else the
    loop's last SQL if it executes; else whichever exists (vanilla first). "seed" is the reference's rule: the
    vanilla candidate (a schema summary always exists here), unchecked; the last SQL only when the guardrails
    rejected it. Every choice is logged.
    """
    prompt = fallback_prompt(state)
    if state.cfg.prefetch_fallback and state.last_generation is not None and state.last_generation[0] == prompt:
        # generate_sql already sent this very prompt (no focus, no hint), greedily: its text is the vanilla answer.
        text = state.last_generation[1]
        state.trace.append(tr.llm_entry(step, text, fallback=True, reused_generation=True))
    else:
        text = (yield from _ask(state, LLMRequest(prompt, "fallback"))).text
        state.trace.append(tr.llm_entry(step, text, fallback=True))
    guard = run_guardrails(text, state.nlq, state.schema, state.cfg.guardrail_steps)
    vanilla = guard.sql if guard.accepted else ""
    ran_ok = bool(state.last_run and state.last_run.get("success"))
    checked = ran_ok or (state.last_valid is True and state.last_constraints_ok is True)
    executes = True  # whether the chosen SQL was seen to execute (the answer's confidence counts it)
    if state.cfg.fallback_policy == "seed":  # the reference: the vanilla candidate, nothing executed to check it
        chosen, sql = ("vanilla", vanilla) if vanilla else ("last_sql", state.last_sql or "")
        chosen, executes = chosen if sql else "none", False
    elif (state.cfg.fallback_policy == "verified_first" and state.last_sql and checked
            and (ran_ok or _executes(state, state.last_sql))):
        chosen, sql = "verified_last_sql", state.last_sql
    elif vanilla and _executes(state, vanilla):
        chosen, sql = "vanilla", vanilla
    elif state.last_sql and _executes(state, state.last_sql):
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
    state.trace.append(tr.action_entry(step, "fallback", {}, obs))
    state.decision_log.append(tr.decision(step, "fallback", guard.reason, chosen, {"sql": sql}))
    return sql


def _demand_final_answer(state: AgentState, env: _Env, step: int) -> Generator[LLMRequest, Completion | None, bool]:
    """final_answer_demand (docs/reference-loop.md#final-answer): max_steps reached without finish, so one last call
    demands a FINAL_ANSWER. Its answer is a finish request, gated as always; True when the question finished.

    The trace marks the call ("final_answer_demand": true) and the decision log says what came of it; a reply that
    is no final answer, or a refused finish, leaves the question to the exit fallback.
    """
    cfg = env.cfg
    lines_, roles_, calls_ = _visible_history(state)
    base = react_prompt(lines_, env.system, roles_, cfg.prompt_style, calls_ if env.native else None)
    comp = yield from _ask(state, LLMRequest(final_demand_prompt(base), "final_demand", env.native))
    state.trace.append(tr.llm_entry(step, comp.text, final_answer_demand=True))
    requested, args = _request_of(_parse(comp))
    if requested != "finish":
        state.decision_log.append(tr.decision(step, "final_answer_demand", "no_final_answer", "fallback",
                                              {"requested": requested}))
        return False
    obs, (status, reason, data), args = yield from _run_action(state, env, "finish", args)
    state.trace.append(tr.action_entry(step, "finish", args, obs.data))
    state.decision_log.append(tr.decision(step, "final_answer_demand", reason, status, data))
    return state.finished


def _since(t0: float) -> float:
    return round(time.perf_counter() - t0, 3)


def _budget_exit(cfg: RunConfig, t0: float, slowest_s: float) -> str | None:
    """question_budget_s between steps: None while another step and then the exit fallback fit in what is left
    (each expected to take as long as the slowest step so far); else "fallback" when the fallback alone still
    fits, "skip" when not even that (the question keeps its last SQL).
    """
    if cfg.question_budget_s is None:
        return None
    left = cfg.question_budget_s - (time.perf_counter() - t0)
    if left > 0 and left >= 2 * slowest_s:
        return None
    return "fallback" if left > 0 and left >= slowest_s else "skip"


def _question(example: Example, env: _Env) -> Generator[LLMRequest, Completion | None, AgentResult]:
    """One question from bootstrap to result; yields each LLM request, receives the completion."""
    t0 = time.perf_counter()
    cfg = env.cfg
    state: AgentState | None = None
    sql, stop_reason, fallback_used, err = "", "max_steps", False, None
    slowest = 0.0  # the longest step so far: what the next step, or the exit fallback, is expected to take
    budget_exit: str | None = None
    over: dict | None = None  # what token_budget had no room for (docs/reference-loop.md#token-budget)
    try:
        state = _bootstrap(example, env)
        try:
            for step in range(cfg.max_steps):
                if env.stopped():
                    stop_reason = "stopped"
                    break
                if cfg.token_budget is not None and state.tokens_used >= cfg.token_budget:
                    stop_reason, over = "token_budget", {"tokens_used": state.tokens_used,
                                                         "token_budget": cfg.token_budget}
                    break
                budget_exit = _budget_exit(cfg, t0, slowest)
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
        except _OverBudget as e:  # a model call of this step had no room: the step ends where it is
            stop_reason, over = "token_budget", e.data
        if stop_reason in FALLBACK_EXITS and env.stopped():
            stop_reason = "stopped"  # stopped during the last step: no fallback call either
        if stop_reason in FALLBACK_EXITS and _budget_exit(cfg, t0, slowest) == "skip":
            stop_reason, budget_exit = "time_budget", "skip"  # the last step took the time the fallback needed
        if stop_reason == "max_steps" and cfg.final_answer_demand and _budget_exit(cfg, t0, slowest) is None:
            try:
                if (yield from _demand_final_answer(state, env, state.step + 1)):
                    stop_reason = "finish"
            except _OverBudget as e:
                stop_reason, over = "token_budget", e.data
        to_fallback = (stop_reason in FALLBACK_EXITS or budget_exit == "fallback"
                       or (stop_reason == "token_budget" and _budget_exit(cfg, t0, slowest) != "skip"))
        no_room = _over_budget(state, LLMRequest(fallback_prompt(state), "fallback")) if to_fallback else None
        if no_room is not None:  # not even the exit fallback fits in token_budget: keep the last SQL
            stop_reason, over, to_fallback = "token_budget", {**(over or {}), "fallback": no_room}, False
        if stop_reason in ("finish", "final_answer"):
            sql = state.last_sql or ""
        elif to_fallback:
            if budget_exit == "fallback":
                state.decision_log.append(tr.decision(state.step, "exit", stop_reason, "fallback",
                                                      {"sql": state.last_sql, "elapsed_s": _since(t0)}))
            elif stop_reason == "token_budget":
                state.decision_log.append(tr.decision(state.step, "exit", stop_reason, "fallback",
                                                      {"sql": state.last_sql, **(over or {})}))
            fallback_used = True
            sql = yield from _fallback(state, env, state.step + 1)
        else:
            # Stopped or out of budget: no more LLM calls, keep what the loop has.
            sql = state.last_sql or ""
            state.decision_log.append(tr.decision(state.step + 1, "exit", stop_reason, "skipped_fallback",
                                                  {"sql": sql, **(over or {})}))
    except _Stopped:
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


# -- drivers -----------------------------------------------------------------------------------------------------

def _prompt_key(messages: list, tools: list | None) -> str:
    """A request's identity for the per-question memory of greedy answers."""
    return json.dumps([messages, tools], sort_keys=True, ensure_ascii=False)


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
    cfg: RunConfig | None = None,
    on_result: Callable[[AgentResult], None] | None = None,
    *,
    on_step: Callable[[StepEvent], None] | None = None,
    stop: Callable[[], bool] | threading.Event | None = None,
    tools: dict[str, Tool] | None = None,
) -> list[AgentResult]:
    """Run the loop over many questions, cfg.batch_size in flight, their LLM calls sent as one batch per round.

    on_result sees each result as soon as its question ends (write it to disk there). on_step sees every
    step (live progress). stop (a StopSignal, an Event or any callable) is checked between steps: running
    questions end with stop_reason "stopped" (incomplete: do not record them as done) and questions not
    yet started are left out of the returned list.
    """
    cfg = cfg or RunConfig()
    if cfg.native_tools:
        _require_tool_calling(llm)
    env = _Env(cfg, tools, stop, on_step)
    on_result = chain(on_result, log_final if STEP_LOG.isEnabledFor(logging.DEBUG) else None)
    params = cfg.gen_params()
    sample_params = cfg.candidate_gen_params(params)
    items = list(examples)
    env.shots = select_shots(items, cfg)  # once per call, before any question starts ({} when fewshot_k is 0)
    results: list[AgentResult | None] = [None] * len(items)
    queue = deque(range(len(items)))
    active: dict[int, tuple[Generator, LLMRequest]] = {}
    # Per question: the greedy completions generated ahead of its asking (RunConfig.prefetch_fallback), and the
    # prompts it was prefetched for (each is prefetched once).
    remember = cfg.prefetch_fallback and not params.do_sample
    prefetched: dict[int, dict[str, Completion]] = {}
    tried: dict[int, set[str]] = {}

    def advance(i: int, gen: Generator, value: Completion | None) -> None:
        try:
            active[i] = (gen, gen.send(value))
        except StopIteration as done:
            active.pop(i, None)
            tried.pop(i, None)
            unused = list(prefetched.pop(i, {}).values())
            if unused:  # generated for this question but never asked for: its calls still count
                u = Usage.of(unused)
                for name in ("calls", "prompt_tokens", "completion_tokens"):
                    done.value.usage[name] = done.value.usage.get(name, 0) + getattr(u, name)
                done.value.counters["llm_calls"] = done.value.counters.get("llm_calls", 0) + len(unused)
            results[i] = done.value
            if on_result is not None:
                on_result(done.value)

    def known(i: int, req: LLMRequest) -> Completion | None:
        """The prefetched completion of a greedy request, if any (used once; the call counts when it is used)."""
        if not remember or req.samples or i not in prefetched:
            return None
        return prefetched[i].pop(_prompt_key(req.messages, req.tools), None)

    def serve_known() -> None:
        """Answer, without a call, every request whose answer is known (repeatedly: an answer may lead to another)."""
        progress = True
        while progress:
            progress = False
            for i, (gen, req) in list(active.items()):
                hit = known(i, req)
                if hit is not None:
                    advance(i, gen, hit)
                    progress = True

    def fill() -> None:
        while queue and len(active) < cfg.batch_size and not env.stopped():
            i = queue.popleft()
            advance(i, _question(items[i], env), None)

    fill()
    while active:
        if env.stopped():
            for i, (gen, _req) in list(active.items()):
                advance(i, gen, None)  # None: the question stops where it is
            continue
        serve_known()
        if not active:
            fill()
            continue
        # One generate() per distinct tool list (native tool calling) and per sampling round of candidates;
        # a single call when neither is on.
        groups: dict[tuple[str, int], list[int]] = {}
        for i, (_gen, req) in active.items():
            tools_key = json.dumps(req.tools, sort_keys=True) if req.tools else ""
            groups.setdefault((tools_key, req.round if req.samples else -1), []).append(i)
        for (_tools, rnd), idxs in groups.items():
            reqs = [active[i] for i in idxs]
            if rnd < 0:
                # Prefetched prompts ride in the same batch (tool-free groups only: they are plain SQL prompts).
                extra = [(i, r.prefetch) for i, (_g, r) in zip(idxs, reqs)
                         if remember and r.prefetch and not r.tools
                         and _prompt_key(r.prefetch, None) not in tried.setdefault(i, set())]
                comps = llm.generate([r.messages for _, r in reqs] + [p for _, p in extra], params,
                                     reqs[0][1].tools)
                for (i, p), comp in zip(extra, comps[len(reqs):]):
                    tried[i].add(_prompt_key(p, None))
                    prefetched.setdefault(i, {})[_prompt_key(p, None)] = comp
                for i, (gen, _r), comp in zip(idxs, reqs, comps):
                    advance(i, gen, comp)
                continue
            sampled = replace(sample_params, seed=sample_params.seed + rnd)
            flat = llm.generate([r.messages for _, r in reqs for _ in range(r.samples)], sampled, reqs[0][1].tools)
            at = 0
            for i, (gen, r) in zip(idxs, reqs):
                advance(i, gen, flat[at:at + r.samples])
                at += r.samples
        fill()
    return [r for r in results if r is not None]


def react_sql(example: Example, llm: LLM, cfg: RunConfig | None = None, **kw: Any) -> AgentResult:
    """Run the loop on one question (the batch driver with one question in flight)."""
    out = react_sql_batch([example], llm, cfg, **kw)
    if not out:
        raise RuntimeError("react_sql was stopped before the question started")
    return out[0]
