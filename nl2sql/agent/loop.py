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
import re
import threading
import time
from collections import deque
from dataclasses import replace
from typing import Any, Callable, Generator, Iterable

from ..config import RunConfig
from ..data import Example
from ..db import execute
from ..examples import Shot, select_shots
from ..guardrails import run_guardrails
from ..llm.base import LLM, Completion, Usage
from ..prompts import action_line, baseline_prompt, react_prompt, react_system_prompt, reask_prompt
from ..schema import SchemaTexts
from . import policy
from . import trace as tr
from .actions import ParsedAction, parse_action, validate_args
from .result import AgentResult, StepEvent
from .state import AgentState
from .toolkit import (
    LLMRequest, Observation, Outcome, PendingGeneration, Tool, apply_observation, call_tool, error, openai_tools,
    tools_text,
)
from .tools import TOOLS

_THOUGHT = re.compile(r"(?is)\bThought\s*:\s*(.*?)(?=\n\s*\**\s*(?:Action|Final[ _]Answer|FINAL_ANSWER)|\Z)")


class _Stopped(Exception):
    """Raised inside a question's generator when the driver stops it mid-request."""


class _Env:
    """What every question of one call shares: config, tools, callbacks, the schema cache."""

    def __init__(self, cfg: RunConfig, tools: dict[str, Tool] | None, stop: Callable[[], bool] | None,
                 on_step: Callable[[StepEvent], None] | None) -> None:
        self.cfg = cfg
        self.tools = dict(TOOLS if tools is None else tools)
        self.stop = stop
        self.on_step = on_step
        self.texts = SchemaTexts.for_config(cfg)
        self.tool_names = list(self.tools)
        self.system = react_system_prompt(tools_text(self.tools), policy.order_text(self.tool_names))
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
    """Yield one request to the driver and account for its completion (None means: stop now)."""
    comp = yield request
    if comp is None:
        raise _Stopped()
    comps = comp if isinstance(comp, list) else [comp]  # a request for samples gets a list
    state.usage = state.usage + Usage.of(comps)
    state.counters.llm_calls += len(comps)
    state.counters.truncated_responses += sum(c.finish_reason == "length" for c in comps)
    state.counters.llm_errors += sum(c.finish_reason == "error" for c in comps)
    state.llm_error = next((c.error for c in reversed(comps) if c.finish_reason == "error"), state.llm_error)
    return comp


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


def _visible_history(state: AgentState) -> tuple[list[str], list[str]]:
    """The transcript the model sees, trimmed to max_history_messages entries, always keeping the question."""
    h, roles = state.history, state.history_roles
    n = state.cfg.max_history_messages
    if n is None or len(h) <= n:
        return h, roles
    start = len(h) - (n - 1)
    while start < len(h) - 1 and h[start].startswith("Observation:"):
        start += 1  # an observation without its action reads as noise
    state.counters.history_trimmed += 1
    marker = f"[{start - 1} earlier transcript lines omitted]"
    return [h[0], marker, *h[start:]], [roles[0], "user", *roles[start:]]


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
        state.add_history(action_line(name, args))
        state.add_history(f"Observation: {body}")
        state.trace.append(tr.action_entry(-1, name, args, obs.data))
        state.decision_log.append(tr.decision(-1, name, reason, status, data))
    return state


def _ask_action(state: AgentState, env: _Env, step: int) -> Generator[LLMRequest, Completion | None,
                                                                      tuple[str, ParsedAction | None]]:
    """The model's reply to the ReAct prompt and its parsed action, re-asked while it holds none."""
    cfg = env.cfg
    lines_, roles_ = _visible_history(state)
    messages = react_prompt(lines_, env.system, roles_, cfg.prompt_style)
    comp = yield from _ask(state, LLMRequest(messages, "react", env.native))
    text = comp.text
    state.trace.append(tr.llm_entry(step, text, **({"tool_calls": comp.tool_calls} if comp.tool_calls else {})))
    parsed = _parse(comp)
    k = 0
    # A bounded re-ask when the output holds no usable action (and no override decides anyway).
    while not parsed.ok and k < cfg.max_reasks and policy.forced(state) is None:
        k += 1
        state.counters.reasks += 1
        req = LLMRequest(reask_prompt(messages, text, parsed.error or "no action", env.tool_names), "reask",
                         env.native)
        comp = yield from _ask(state, req)
        text = comp.text
        state.trace.append(tr.llm_entry(step, text, reask=k))
        parsed = _parse(comp)
    return text, parsed


def _run_action(state: AgentState, env: _Env, action: str, args: dict) -> Generator[
        LLMRequest, Completion | None, tuple[Observation, Outcome, dict]]:
    """Check the action's tool, arguments and gates, run it, and apply its observation to the state."""
    tool = env.tools.get(action)
    if tool is None:
        obs = error(f"unknown tool {action!r}; use one of: {', '.join(env.tool_names)}")
        state.counters.tool_errors += 1
        return obs, Outcome("error", obs.error, {}), args
    args, arg_error = validate_args(args, tool.parameters, prune_unknown=True, tool=tool.name)
    if arg_error:
        state.counters.tool_errors += 1
        return error(arg_error), Outcome("error", arg_error, {}), args
    gate = policy.gate(state, action)
    if gate is not None:
        state.counters.blocked_actions += 1
        obs = _refusal(state, gate, action)
        return obs, Outcome("blocked", obs.error, {}), args
    state.counters.tool_calls += 1
    res = call_tool(tool, state, args, env.cfg.tool_timeout_s)
    if action == "run_sql" and isinstance(res, Observation) and isinstance(res.data, dict) and res.data.get("timeout"):
        state.record_failure(state.last_sql, f"run_sql: {res.error}")  # tool_timeout_s ended it: no second try
    while isinstance(res, PendingGeneration):  # a generation, then maybe its sampled candidates
        comp = yield from _ask(state, res.request)
        try:
            res = res.complete(comp)
        except Exception as e:  # a guardrail bug is the tool's failure, not the run's
            res = error(f"tool {action} failed: {type(e).__name__}: {str(e)[:200]}")
    return res, apply_observation(state, tool, res), args


def _step(state: AgentState, env: _Env, step: int) -> Generator[LLMRequest, Completion | None, None]:
    """One think -> act -> observe step (docs/reference-loop.md#step)."""
    cfg = env.cfg
    state.step = step
    text, parsed = "", None
    requested: str | None = None
    request_key: str | None = None
    args: dict = {}
    forced_reason: str | None = None
    rule = policy.deciding_rule(state)
    if rule is not None:
        # Nothing for the model to decide: the policy takes the step without a call.
        action = rule.action
        state.trace.append(tr.decided_entry(step, action, rule.name, rule.why(state)))
        state.counters.policy_steps += 1
    else:
        text, parsed = yield from _ask_action(state, env, step)
        if parsed.ok:
            if parsed.tool is None and parsed.final_answer is not None:
                requested, args = "finish", {"answer": parsed.final_answer}  # a FINAL_ANSWER reply
            else:
                requested, args = parsed.tool, dict(parsed.args)
        request_key = _call_key(requested, args) if requested else None
        decision = policy.decide(state, requested, request_key)
        action, forced_reason = decision.action, decision.reason
        if forced_reason is not None:
            state.trace.append(tr.forced_entry(step, action, requested, forced_reason))
            state.counters.forced_actions += 1
            args = {}

    said: list[str] = []  # what the transcript shows the model as having said this step
    thought = _thought(text)
    if thought:
        said.append(f"Thought: {thought}")
    if action is None:
        if not thought and text.strip():
            said.append(" ".join(text.split())[:300])
        state.counters.no_action += 1
        why = parsed.error or "no action"
        obs, (status, reason, data) = error(why), Outcome("error", why, {"output": text[:300]})
    else:
        obs, (status, reason, data), args = yield from _run_action(state, env, action, args)
        said.append(action_line(action, args))

    body = _truncate(state, obs.render())
    if forced_reason is not None:
        body = f"[forced {action}: {forced_reason}] {body}"
    if cfg.next_action_hint and not state.finished:
        body = f"{body}\n(next step: {policy.expected_next(state)})"
    for line in said:
        state.add_history(line, "assistant")
    state.add_history(f"Observation: {body}")
    state.trace.append(tr.action_entry(step, action, args, obs.data))
    if rule is not None:
        data = {"decided": "policy", "rule": rule.name, **data}
    elif forced_reason is not None or requested != action:
        data = {"requested": requested, **({"forced": forced_reason} if forced_reason else {}), **data}
    state.decision_log.append(tr.decision(step, action or "no_action", reason, status, data))
    state.last_request = request_key
    state.counters.rounds += 1
    if env.on_step is not None:
        env.on_step(StepEvent(state.example_id, state.index, step, action, requested, forced_reason is not None, status,
                              state.last_sql, state.finished))


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
    # The baseline's own prompt (value hints included), so the vanilla candidate is the baseline's SQL.
    prompt = baseline_prompt(state.sql_schema_text(focused=False), state.nlq, state.shots)
    comp = yield from _ask(state, LLMRequest(prompt, "fallback"))
    state.trace.append(tr.llm_entry(step, comp.text, fallback=True))
    guard = run_guardrails(comp.text, state.nlq, state.schema, state.cfg.guardrail_steps)
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
    try:
        state = _bootstrap(example, env)
        for step in range(cfg.max_steps):
            if env.stopped():
                stop_reason = "stopped"
                break
            if cfg.token_budget is not None and state.tokens_used >= cfg.token_budget:
                stop_reason = "token_budget"
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
            if state.stalled:
                stop_reason = state.stalled
                state.decision_log.append(tr.decision(step, "exit", stop_reason, "fallback", {"sql": state.last_sql}))
                break
        if stop_reason in FALLBACK_EXITS and env.stopped():
            stop_reason = "stopped"  # stopped during the last step: no fallback call either
        if stop_reason in FALLBACK_EXITS and _budget_exit(cfg, t0, slowest) == "skip":
            stop_reason, budget_exit = "time_budget", "skip"  # the last step took the time the fallback needed
        if stop_reason == "finish":
            sql = state.last_sql or ""
        elif stop_reason in FALLBACK_EXITS or budget_exit == "fallback":
            if budget_exit == "fallback":
                state.decision_log.append(tr.decision(state.step, "exit", stop_reason, "fallback",
                                                      {"sql": state.last_sql, "elapsed_s": _since(t0)}))
            fallback_used = True
            sql = yield from _fallback(state, env, state.step + 1)
        else:
            # Stopped or out of budget: no more LLM calls, keep what the loop has.
            sql = state.last_sql or ""
            state.decision_log.append(tr.decision(state.step + 1, "exit", stop_reason, "skipped_fallback",
                                                  {"sql": sql}))
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
        generated_queries=list(state.generated_queries) if state is not None else [],
        validation_results=list(state.validation_results) if state is not None else [],
        retrieved_tables=list(state.retrieved_tables) if state is not None else [],
    )


# -- drivers -----------------------------------------------------------------------------------------------------

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
    env = _Env(cfg, tools, stop, on_step)
    params = cfg.gen_params()
    sample_params = cfg.candidate_gen_params(params)
    items = list(examples)
    env.shots = select_shots(items, cfg)  # once per call, before any question starts ({} when fewshot_k is 0)
    results: list[AgentResult | None] = [None] * len(items)
    queue = deque(range(len(items)))
    active: dict[int, tuple[Generator, LLMRequest]] = {}

    def advance(i: int, gen: Generator, value: Completion | None) -> None:
        try:
            active[i] = (gen, gen.send(value))
        except StopIteration as done:
            active.pop(i, None)
            results[i] = done.value
            if on_result is not None:
                on_result(done.value)

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
        # One generate() per distinct tool list (native tool calling) and per sampling round of candidates;
        # a single call when neither is on.
        groups: dict[tuple[str, int], list[int]] = {}
        for i, (_gen, req) in active.items():
            tools_key = json.dumps(req.tools, sort_keys=True) if req.tools else ""
            groups.setdefault((tools_key, req.round if req.samples else -1), []).append(i)
        for (_tools, rnd), idxs in groups.items():
            reqs = [active[i] for i in idxs]
            if rnd < 0:
                comps = llm.generate([r.messages for _, r in reqs], params, reqs[0][1].tools)
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
