"""The tool-driven ReAct loop of docs/reference-loop.md, batched.

    result = react_sql(example, llm, LoopOptions(max_steps=4))      # one question
    results = react_sql_batch(examples, llm, options, on_result=save)  # many, their model calls decoded together

Each question's loop is written once, as a generator that yields every LLM request it needs and
receives the completion. `react_sql_batch` keeps up to batch_size questions in flight, collects
the pending request of each, sends them as one generate() call per round, and hands each completion
back; a finished question is replaced by the next one at once. Because a question's requests depend
only on its own history, a deterministic LLM gives the same results batched as one by one.

A question's AgentState changes only here and through its named methods (nl2sql.methods.agent.state), which the
loop's parts and the tools' effects call. The loop's own batching features live with the question too: a prompt
prefetched in the call of an earlier request (LoopOptions.prefetch_fallback) is kept in the state, answered from
there when asked, and charged to the question when it ends unasked (nl2sql.methods.agent.context.ask).
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Generator, Iterable

from nl2sql.data.dataset import Example
from nl2sql.data.examples import select_shots
from nl2sql.llm.base import LLM, Completion, ToolsUnsupportedError, Usage
from nl2sql.methods.agent import policy
from nl2sql.methods.agent import trace as tr
from nl2sql.methods.agent.actions import ParsedAction
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
from nl2sql.methods.agent.rules import Rule
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import Observation, Outcome, Tool, apply_observation, call_tool, error
from nl2sql.methods.driver import LLMRequest, drive
from nl2sql.methods.prompts import action_line
from nl2sql.sql.relink import relink_literals


def _bootstrap(example: Example, env: Env) -> AgentState:
    """The bootstrap: get_schema, then link_schema once, both written into the history before step 0."""
    opts = env.options
    state = AgentState.start(example, opts, env.texts.schema(example), env.texts.text(example),
                             shots=env.shots.get(example.id, []), policy=env.policy)
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
        state.record(tr.action_entry(-1, name, args, obs.data), tr.decision(-1, name, reason, status, data))
    return state


@dataclass
class _Turn:
    """One step's action, from the policy's rule or the model's reply to what ran (docs/reference-loop.md#step)."""

    step: int
    rule: Rule | None = None  # the policy took the step without asking the model
    text: str = ""  # the model's reply
    parsed: ParsedAction | None = None
    messages: list = field(default_factory=list)  # the step's prompt when the model was asked (a tool retry extends it)
    requested: str | None = None
    key: str | None = None  # the requested call with its arguments (what the repeat guard compares)
    action: str | None = None
    args: dict = field(default_factory=dict)
    forced: str | None = None  # why an override replaced the requested action
    obs: Observation = field(default_factory=lambda: error("no action"))  # what the action returned (_act sets it)
    outcome: Outcome = Outcome("error")  # what applying it did
    logged: bool = False  # a failed attempt the tool retries ended on is in the trace already
    replaced: bool = False  # a tool retry replaced the model's reply


def _step(state: AgentState, env: Env, step: int) -> Generator[LLMRequest, Completion | None, None]:
    """One think -> act -> observe step (docs/reference-loop.md#step)."""
    state.step = step
    turn = yield from _choose(state, env, step)
    yield from _act(state, env, turn)
    thought = thought_of(turn.text)
    said = _said(turn, thought, env.options.action_format)
    if turn.obs.final_answer and turn.outcome.status not in ("error", "blocked"):
        # The tool's result is the answer (docs/reference-loop.md#tool-final-answer).
        state.answered(by=str(turn.action))
    state.note_request(turn.key)
    more, cut = _rest_of_reply(state, turn)
    body = _transcribe(state, env, turn, said, more, cut)
    _log_step(state, env, turn, more, thought, body)
    if cut is not None:
        drop_calls(state, step, more, 2, cut)
    elif more:
        yield from more_calls(state, env, step, more)


def _choose(state: AgentState, env: Env, step: int) -> Generator[LLMRequest, Completion | None, _Turn]:
    """The step's action: the policy's when it takes the step, else the model's (an override may replace it)."""
    turn = _Turn(step, rule=policy.deciding_rule(state))
    if turn.rule is not None:
        # Nothing for the model to decide: the policy takes the step without a call.
        turn.action = turn.rule.action
        state.record(tr.decided_entry(step, turn.action, turn.rule.name, turn.rule.why(state)))
        state.count(policy_steps=1)
        return turn
    turn.text, turn.parsed, turn.messages = yield from ask_action(state, env, step)
    turn.requested, turn.args = request_of(turn.parsed)
    turn.key = call_key(turn.requested, turn.args) if turn.requested else None
    decision = policy.decide(state, turn.requested, turn.key)
    turn.action, turn.forced = decision.action, decision.reason
    if turn.forced is not None:
        state.record(tr.forced_entry(step, turn.action, turn.requested, turn.forced))
        state.count(forced_actions=1)
        turn.args = {}
    return turn


def _act(state: AgentState, env: Env, turn: _Turn) -> Generator[LLMRequest, Completion | None, None]:
    """Run the turn's action (a reply without one is an error the model reads); the model may fix its own failure."""
    if turn.action is None:
        state.count(no_action=1)
        why = (turn.parsed.error if turn.parsed is not None else None) or "no action"
        turn.obs, turn.outcome = error(why), Outcome("error", why, {"output": turn.text[:300]})
        return
    turn.obs, turn.outcome, turn.args = yield from run_action(state, env, turn.action, turn.args)
    if turn.outcome.status == "error" and turn.rule is None and turn.forced is None and env.options.max_tool_errors:
        # The model's own action failed: it may fix it (an override's or the policy's action is not its to fix).
        first = Attempt(turn.text, turn.action, turn.args, turn.obs, turn.outcome, turn.key)
        done = yield from retry_tool_errors(state, env, turn.step, turn.messages, first)
        turn.text, turn.action, turn.args, turn.obs, turn.outcome, turn.key, turn.logged = done
        turn.requested, turn.replaced = turn.action, True


def _said(turn: _Turn, thought: str, action_format: str) -> list[str]:
    """What the transcript shows the model as having said this step."""
    said = [f"Thought: {thought}"] if thought else []
    if turn.action is not None:
        said.append(action_line(turn.action, turn.args, action_format))
    elif not thought and turn.text.strip():
        said.append(" ".join(turn.text.split())[:300])
    return said


def _rest_of_reply(state: AgentState, turn: _Turn) -> tuple[list[ParsedAction], str | None]:
    """The reply's other native calls (docs/reference-loop.md#native-tool-calls), and why they must not run after
    this one, if so: an override or a tool retry replaced it, a gate refused it, the question ended."""
    parsed = turn.parsed
    more = list(parsed.more) if parsed is not None and parsed.ok and turn.action is not None else []
    if not more:
        return more, None
    if turn.forced is not None:
        return more, f"the first call was replaced ({turn.forced})"
    if turn.replaced:
        return more, "a tool retry replaced the reply"
    return more, cut_reason(state, turn.outcome.status, turn.obs, more[0])


def _transcribe(state: AgentState, env: Env, turn: _Turn, said: list[str], more: list[ParsedAction],
                cut: str | None) -> str:
    """Write the step into the transcript (what the model said, then the observation); the observation's text."""
    body = shown(state, turn.obs.render())
    if turn.forced is not None:
        body = f"[forced {turn.action}: {turn.forced}] {body}"
    body = finish_body(state, env, body, cut, more)
    call_id = turn.parsed.call_id if turn.parsed is not None and not turn.replaced else None
    add_turn(state, env, turn.step, 1, said, turn.action, turn.args, body, call_id)
    return body


def _log_step(state: AgentState, env: Env, turn: _Turn, more: list[ParsedAction], thought: str, body: str) -> None:
    """The step in the trace and the decision log (unless the tool retries logged it), counted and reported."""
    status, reason, data = turn.outcome
    if turn.rule is not None:
        data = {"decided": "policy", "rule": turn.rule.name, **data}
    elif turn.forced is not None or turn.requested != turn.action:
        data = {"requested": turn.requested, **({"forced": turn.forced} if turn.forced else {}), **data}
    if more:
        data = {**data, "tool_call": 1, "of": len(more) + 1}
    if not turn.logged:
        entry = tr.action_entry(turn.step, turn.action, turn.args, turn.obs.data, turn.obs.llm_calls)
        state.record({**entry, "tool_call": 1} if more else entry,
                     tr.decision(turn.step, turn.action or "no_action", reason, status, data))
    state.count(rounds=1)
    if env.on_step is not None:
        env.on_step(StepEvent(state.example_id, state.index, turn.step, turn.action, turn.requested,
                              turn.forced is not None, status, state.last_sql, state.finished, thought=thought,
                              args=dict(turn.args), observation=body))


@dataclass
class _Ending:
    """How a question's loop is ending: why, what the budgets had no room for, whether the exit fallback answers."""

    t0: float = field(default_factory=time.perf_counter)  # when the question started
    reason: str = "max_steps"  # the stop reason (AgentResult.stop_reason)
    over: dict | None = None  # what token_budget had no room for (docs/reference-loop.md#token-budget)
    budget_exit: str | None = None  # the wall-time budget's call between steps: "fallback" or "skip"
    slowest: float = 0.0  # the longest step so far: what the next step, or the exit fallback, is expected to take
    fallback_used: bool = False

    def wall_budget(self, opts: LoopOptions) -> str | None:
        """question_budget_s now: None while a step and the fallback fit, else "fallback" or "skip"."""
        return wall_budget_exit(opts, self.t0, self.slowest)


def _question(example: Example, env: Env) -> Generator[LLMRequest, Completion | None, AgentResult]:
    """One question from bootstrap to result; yields each LLM request, receives the completion."""
    end = _Ending()
    state: AgentState | None = None
    sql, err = "", None
    try:
        state = _bootstrap(example, env)
        yield from _steps(state, env, end)
        yield from _last_call(state, env, end)
        sql = _relinked(state, (yield from _answer(state, env, end)))
    except Stopped:
        end.reason = "stopped"
        sql = state.last_sql or "" if state is not None else ""
    except Exception as e:  # a broken database or a tool bug ends this question only
        end.reason, err = "error", f"{type(e).__name__}: {e}"
        sql = state.last_sql or "" if state is not None else ""
    return _result(example, state, end, sql, err)


def _steps(state: AgentState, env: Env, end: _Ending) -> Generator[LLMRequest, Completion | None, None]:
    """Steps until one ends the question, or max_steps, a budget or a stop does (end.reason says which)."""
    try:
        for step in range(env.options.max_steps):
            reason = _no_room(state, env, end)
            if reason is None:
                began = time.perf_counter()
                yield from _step(state, env, step)
                end.slowest = max(end.slowest, time.perf_counter() - began)
                reason = _ended(state, step)
            if reason is not None:
                end.reason = reason
                return
    except OverBudget as e:  # a model call of this step had no room: the step ends where it is
        end.reason, end.over = "token_budget", e.data


def _no_room(state: AgentState, env: Env, end: _Ending) -> str | None:
    """Why no further step may start (a stop, token_budget, question_budget_s), or None."""
    opts = env.options
    if env.stopped():
        return "stopped"
    if opts.token_budget is not None and state.tokens_used >= opts.token_budget:
        end.over = {"tokens_used": state.tokens_used, "token_budget": opts.token_budget}
        return "token_budget"
    end.budget_exit = end.wall_budget(opts)
    return "time_budget" if end.budget_exit is not None else None


def _ended(state: AgentState, step: int) -> str | None:
    """How the step ended the question, if it did: finish, a tool's final answer or a stall (both logged)."""
    if state.finished:
        return "finish"
    if state.ended_by:
        state.record(decision=tr.decision(step, "exit", f"final_answer from {state.ended_by}", "final_answer",
                                          {"sql": state.last_sql}))
        return "final_answer"
    if state.stalled:
        state.record(decision=tr.decision(step, "exit", state.stalled, "fallback", {"sql": state.last_sql}))
        return state.stalled
    return None


def _last_call(state: AgentState, env: Env, end: _Ending) -> Generator[LLMRequest, Completion | None, None]:
    """After the steps: a stop or the wall-time budget rules the exit fallback out; max_steps without finish may
    demand a final answer (docs/reference-loop.md#final-answer)."""
    opts = env.options
    if end.reason in FALLBACK_EXITS and env.stopped():
        end.reason = "stopped"  # stopped during the last step: no fallback call either
    if end.reason in FALLBACK_EXITS and end.wall_budget(opts) == "skip":
        end.reason, end.budget_exit = "time_budget", "skip"  # the last step took the time the fallback needed
    if end.reason == "max_steps" and opts.final_answer_demand and end.wall_budget(opts) is None:
        try:
            if (yield from demand_final_answer(state, env, state.step + 1)):
                end.reason = "finish"
        except OverBudget as e:
            end.reason, end.over = "token_budget", e.data


def _answer(state: AgentState, env: Env, end: _Ending) -> Generator[LLMRequest, Completion | None, str]:
    """The question's SQL: the loop's when it finished, else the exit fallback's while the budgets leave it room,
    else the last SQL (docs/reference-loop.md#fallback)."""
    to_fallback = (end.reason in FALLBACK_EXITS or end.budget_exit == "fallback"
                   or (end.reason == "token_budget" and end.wall_budget(env.options) != "skip"))
    no_room = over_budget(state, LLMRequest(fallback_prompt(state), "fallback")) if to_fallback else None
    if no_room is not None:  # not even the exit fallback fits in token_budget: keep the last SQL
        end.reason, end.over, to_fallback = "token_budget", {**(end.over or {}), "fallback": no_room}, False
    if end.reason in ("finish", "final_answer"):
        return state.last_sql or ""
    if not to_fallback:
        # Stopped or out of budget: no more LLM calls, keep what the loop has.
        sql = state.last_sql or ""
        state.record(decision=tr.decision(state.step + 1, "exit", end.reason, "skipped_fallback",
                                          {"sql": sql, **(end.over or {})}))
        return sql
    if end.budget_exit == "fallback":
        state.record(decision=tr.decision(state.step, "exit", end.reason, "fallback",
                                          {"sql": state.last_sql, "elapsed_s": since(end.t0)}))
    elif end.reason == "token_budget":
        state.record(decision=tr.decision(state.step, "exit", end.reason, "fallback",
                                          {"sql": state.last_sql, **(end.over or {})}))
    end.fallback_used = True
    return (yield from fallback(state, env, state.step + 1))


def _relinked(state: AgentState, sql: str) -> str:
    """The answer, with LoopOptions.value_relink its literals moved to the columns that hold them (off by default:
    docs/reference-loop.md#value-relink); the trace keeps what moved."""
    fix = relink_literals(sql, state.db_path, state.schema) if state.options.sql.value_relink else None
    if fix is None:
        return sql
    state.record(tr.relinked_entry(state.step + 1, fix.notes, fix.sql))
    return fix.sql


def _result(example: Example, state: AgentState | None, end: _Ending, sql: str, err: str | None) -> AgentResult:
    """The question's result. Prefetched answers it never asked for were generated for it: charged to it first."""
    if state is not None:
        state.charge_unused_prefetches()
    trace = state.trace if state is not None else []
    return AgentResult(
        id=example.id, index=example.index, db_id=example.db_id, question=example.question, sql=sql,
        finished=end.reason == "finish", fallback_used=end.fallback_used, stop_reason=end.reason,
        steps=state.counters.rounds if state is not None else 0, trace=trace,
        decision_log=state.decision_log if state is not None else [], compliance=tr.summarize_trace(trace),
        counters=state.counters.to_dict() if state is not None else {},
        usage=(state.usage if state is not None else Usage()).to_dict(), elapsed_s=time.perf_counter() - end.t0,
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
    items = [e.posed(opts.prompt.use_evidence) for e in examples]  # BIRD's evidence joins the question
    env.shots = select_shots(items, opts.prompt)  # once per call, before any question starts ({} when fewshot_k is 0)
    return drive([lambda ex=ex: _question(ex, env) for ex in items], llm, params, opts.vote.sample_params(params),
                 batch_size=opts.batch_size, on_result=on_result, stopped=env.stopped)


def react_sql(example: Example, llm: LLM, options: Any = None, **kw: Any) -> AgentResult:
    """Run the loop on one question (the batch driver with one question in flight)."""
    out = react_sql_batch([example], llm, options, **kw)
    if not out:
        raise RuntimeError("react_sql was stopped before the question started")
    return out[0]
