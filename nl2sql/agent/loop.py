"""The tool-driven ReAct loop of seed 000 (sections 2, 4, 6, 7) with the limits of seeds 001-004, batched.

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
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Generator, Iterable, Sequence

from ..baseline import SchemaTexts
from ..config import RunConfig
from ..constraints import intent_constraints
from ..data import Example
from ..db import execute
from ..guardrails import run_guardrails
from ..llm.base import LLM, Completion, Usage
from ..prompts import action_line, baseline_prompt, react_prompt, reask_prompt
from ..schema import schema_to_text
from . import trace as tr
from .actions import ParsedAction, parse_action, validate_args
from .state import AgentState
from .tools import (
    TOOLS, LLMRequest, Observation, PendingGeneration, Tool, call_tool, error, openai_tools, prompt_tools_text,
)

_THOUGHT = re.compile(r"(?is)\bThought\s*:\s*(.*?)(?=\n\s*\**\s*(?:Action|Final[ _]Answer|FINAL_ANSWER)|\Z)")


class StopSignal:
    """A stop flag (seed 004's stop_generation): call stop(); the driver checks it between steps."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def stop(self) -> None:
        """Ask every running question to stop at its next step boundary."""
        self._event.set()

    def reset(self) -> None:
        self._event.clear()

    def __call__(self) -> bool:
        return self._event.is_set()


@dataclass
class StepEvent:
    """What one step did, for live progress (the on_step callback)."""

    id: str
    index: int
    step: int
    action: str | None
    requested: str | None
    forced: bool
    status: str
    sql: str | None
    finished: bool


@dataclass
class AgentResult:
    """One question's outcome: the final SQL, how it was reached, and what it cost."""

    id: str
    index: int
    db_id: str
    question: str
    sql: str
    finished: bool  # finish was reached (a successful run, then finish)
    fallback_used: bool  # the final SQL came from the exit fallback of section 7.4
    stop_reason: str  # finish | max_steps | repair_unchanged | token_budget | stopped | error
    steps: int
    trace: list[dict] = field(default_factory=list)
    decision_log: list[dict] = field(default_factory=list)
    compliance: dict = field(default_factory=dict)
    counters: dict = field(default_factory=dict)
    usage: dict = field(default_factory=dict)  # calls, prompt/completion tokens, latency
    elapsed_s: float = 0.0
    error: str | None = None

    @property
    def llm_calls(self) -> int:
        return int(self.usage.get("calls", 0))

    def to_dict(self, trace: bool = True) -> dict:
        """JSON-ready dict (one JSONL line); trace=False leaves out the trace and the decision log."""
        d = asdict(self)
        if not trace:
            d.pop("trace")
            d.pop("decision_log")
        return d


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
        self.texts = SchemaTexts(cfg.schema_style)
        self.tools_text = prompt_tools_text(self.tools)
        self.tool_names = [n for n in self.tools]
        self.native = openai_tools(self.tools) if cfg.native_tools else None

    def stopped(self) -> bool:
        if self.stop is None:
            return False
        is_set = getattr(self.stop, "is_set", None)  # a threading.Event works too
        return bool(is_set() if callable(is_set) else self.stop())


# -- helpers -------------------------------------------------------------------------------------------------------

def _ask(state: AgentState, request: LLMRequest) -> Generator[LLMRequest, Completion | None, Completion]:
    """Yield one request to the driver and account for its completion (None means: stop now)."""
    comp = yield request
    if comp is None:
        raise _Stopped()
    state.usage = state.usage + Usage.of(comp)
    state.counters.llm_calls += 1
    if comp.finish_reason == "length":
        state.counters.truncated_responses += 1
    return comp


def _parse(comp: Completion) -> ParsedAction:
    """Native tool calls when the backend returned some (seed 002), else the text in any seed format."""
    if comp.tool_calls:
        parsed = parse_action(comp.tool_calls)
        if parsed.ok:
            return parsed
    return parse_action(comp.text)


def _thought(text: str) -> str:
    m = _THOUGHT.search(text or "")
    return " ".join(m.group(1).split())[:200] if m else ""


def _truncate(state: AgentState, text: str) -> str:
    """Seed 002's max_observation_chars: long observations are cut in the transcript (the trace keeps all)."""
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


def expected_next(state: AgentState) -> str:
    """The tool seed 000's expected order calls for now (used for the hint and by tests)."""
    run_ok = bool(state.last_run and state.last_run.get("success"))
    if state.pending_repair_error:
        return "repair_sql"
    if state.pending_force_generate:
        return "generate_sql"
    if state.constraints is None and state.cfg.force_constraints:
        return "extract_constraints"
    if not state.last_sql or state.last_valid is False or state.last_constraints_ok is False:
        return "generate_sql"
    if state.last_valid is not True:
        return "validate_sql"
    if state.last_constraints_ok is not True:
        return "validate_constraints"
    if not run_ok:
        return "generate_sql" if state.last_run else "run_sql"
    return "finish"


def _override(state: AgentState, requested: str | None) -> tuple[str | None, str | None]:
    """The overrides of section 2.3, in the order of 7.2: forced repair, forced regenerate, forced constraints."""
    action, reason = requested, None
    if state.pending_repair_error:
        action, reason = "repair_sql", f"pending_repair_error: {state.pending_repair_error}"
    elif state.pending_force_generate:
        action, reason = "generate_sql", f"pending_force_generate: {state.pending_force_generate}"
    if (state.cfg.force_constraints and state.constraints is None
            and action not in ("extract_constraints", "repair_sql")):
        action, reason = "extract_constraints", "constraints_missing"
    return action, reason if action != requested else None


def _call_key(action: str, args: dict) -> str:
    """An action with its arguments, to tell a repeated call from a corrected one."""
    return f"{action}{json.dumps(args, sort_keys=True, default=str)}"


def _decided(state: AgentState) -> bool:
    """Is the next action already fixed by an override, whatever the model says?"""
    return bool(state.pending_repair_error or state.pending_force_generate
                or (state.cfg.force_constraints and state.constraints is None))


def _gate(state: AgentState, action: str) -> Observation | None:
    """The run and finish gates of section 2.3 and the limits of seed 001; None lets the action run."""
    cfg = state.cfg
    if action == "run_sql" and not (state.last_valid is True and state.last_constraints_ok is True):
        if not state.last_sql:
            why = "there is no SQL candidate yet; call generate_sql first"
        elif state.last_valid is not True:
            why = "validate_sql has not passed for the current SQL; call validate_sql first"
        else:
            why = "validate_constraints has not passed for the current SQL; call validate_constraints first"
        msg = f"run_sql refused (run gate): {why}"
        return Observation({"error": msg, "blocked": "run_gate", "last_valid": state.last_valid,
                            "last_constraints_ok": state.last_constraints_ok}, ok=False, error=msg, text=msg)
    if action == "finish" and not (state.last_run and state.last_run.get("success")):
        msg = "finish refused (finish gate): run_sql has not succeeded for the current SQL"
        return Observation({"error": msg, "blocked": "finish_gate"}, ok=False, error=msg, text=msg)
    if action == "retrieve_tables" and state.retrieval_calls >= cfg.max_retrieval_calls:
        msg = f"retrieve_tables refused: the limit of {cfg.max_retrieval_calls} retrieval calls is reached"
        return Observation({"error": msg, "blocked": "retrieval_limit"}, ok=False, error=msg, text=msg)
    if action in ("validate_sql", "validate_constraints") and \
            state.validation_attempts[action] >= cfg.max_validation_attempts:
        msg = f"{action} refused: the limit of {cfg.max_validation_attempts} validation attempts is reached"
        return Observation({"error": msg, "blocked": "validation_limit"}, ok=False, error=msg, text=msg)
    return None


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


def _new_candidate(state: AgentState, sql: str) -> None:
    """Section 7.3, accept: set last_sql, clear the pending flags, and start its checks over."""
    state.last_sql = sql
    state.last_valid = state.last_constraints_ok = None
    state.last_run = None
    state.pending_repair_error = state.pending_force_generate = None
    state.last_error = None


def _reject(state: AgentState, reason: str) -> None:
    """Section 4.2, reject: force one re-generate while the retry budget lasts."""
    state.counters.clean_rejects += 1
    state.last_error = reason
    state.pending_repair_error = None  # a rejected repair goes to regeneration, not to another repair
    if state.clean_reject_retries < state.cfg.max_clean_reject_retries:
        state.pending_force_generate = reason
        state.clean_reject_retries += 1
    else:
        state.pending_force_generate = None


def _fail(state: AgentState, reason: str) -> None:
    """A validation or execution failure: remember it and force repair (section 7.3)."""
    state.pending_repair_error = reason
    state.last_error = reason


def _apply(state: AgentState, action: str, obs: Observation) -> tuple[str, str | None, dict]:
    """Apply a tool's observation to the state (the loop owns every change); (status, reason, data) for the log."""
    data = obs.data if isinstance(obs.data, dict) else {}
    if "error" in data and not any(k in data for k in ("valid", "success", "accepted")):
        state.counters.tool_errors += 1
        if data.get("timeout"):
            state.counters.tool_timeouts += 1
        return "error", obs.error, {}
    if action == "link_schema":
        state.schema_text_focus = data["schema_text"]
        state.focus_tables = list(data["tables"])
        return "ok", None, {"changed": data["changed"], "tables": data["tables"]}
    if action == "retrieve_tables":
        state.retrieval_calls += 1
        _render_focus(state, state.focus_tables + [t["table"] for t in data["tables"]])
        return "ok", None, {"tables": data["tables"], "focus_tables": state.focus_tables}
    if action == "extract_constraints":
        state.constraints = dict(data)
        return "ok", None, {"constraints": state.constraints}
    if action in ("generate_sql", "repair_sql"):
        state.last_raw = data["raw"]
        if action == "repair_sql":
            state.counters.repairs += 1
            if (data["accepted"] and state.cfg.stop_on_unchanged_repair and state.last_sql
                    and _same_sql(data["sql"], state.last_sql)):
                # Greedy decoding answers the same repair prompt the same way: no later step can change
                # the candidate, so the loop ends here and takes the exit fallback (section 7.4).
                state.stalled = "repair_unchanged"
                return "reject", "repair_unchanged", {"sql": data["sql"]}
        if data["accepted"]:
            _new_candidate(state, data["sql"])
            return "ok", None, {"sql": data["sql"], "guardrails": data["guardrails"]}
        _reject(state, data["reason"])
        return "reject", data["reason"], {"raw": data["raw"][:500],
                                           "force_generate": state.pending_force_generate is not None}
    if action in ("validate_sql", "validate_constraints"):
        state.validation_attempts[action] += 1
        ok = bool(data["valid"])
        if action == "validate_sql":
            state.last_valid = ok
        else:
            state.last_constraints_ok = ok
        if ok:
            return "ok", data.get("reason"), {}
        reason = data["reason"] or "invalid"
        fixes = data.get("suggestions") or []
        _fail(state, f"{reason} (fix: {fixes[0]})" if fixes else reason)
        return "reject", reason, {"errors": data.get("errors", [reason]), "suggestions": fixes}
    if action == "run_sql":
        if not data["success"]:
            state.last_run = data
            _fail(state, f"execution_error: {data['error']}")
            return "reject", data["error"], {}
        ok, reason = intent_constraints(state.nlq, state.last_sql) if state.cfg.intent_check else (True, None)
        data["intent_ok"] = ok
        if not ok:
            # Section 7.3: an intent mismatch after a successful run is a failure that triggers repair.
            data["intent_reason"] = reason
            obs.text = f"{obs.render()}\nintent check failed: {reason}"
            state.last_run = {**data, "success": False, "error": reason}
            _fail(state, reason)
            return "reject", reason, {"row_count": data["row_count"]}
        state.last_run = data
        return "ok", None, {"row_count": data["row_count"]}
    if action == "finish":
        state.finished = True
        state.final = data
        return "finish", None, {"sql": data["sql"]}
    return "ok", None, {}


# -- one question ----------------------------------------------------------------------------------------------

def _bootstrap(example: Example, env: _Env) -> AgentState:
    """Section 7.1: get_schema, then link_schema once, both written into the history before step 0."""
    cfg = env.cfg
    state = AgentState.start(example, cfg, env.texts.schema(example), env.texts.text(example))
    state.add_history(f"User question: {example.question}")
    for name, args in (("get_schema", {}),
                       ("link_schema", {"max_tables": cfg.link_max_tables if cfg.use_link_schema else 0})):
        obs = call_tool(env.tools[name], state, args, cfg.tool_timeout_s)
        assert isinstance(obs, Observation)
        status, reason, data = _apply(state, name, obs)
        body = _truncate(state, obs.render())
        if name == "link_schema" and cfg.next_action_hint:
            body += f"\n(next step: {expected_next(state)})"
        state.add_history(action_line(name, args))
        state.add_history(f"Observation: {body}")
        state.trace.append(tr.action_entry(-1, name, args, obs.data))
        state.decision_log.append(tr.decision(-1, name, reason, status, data))
    return state


def _step(state: AgentState, env: _Env, step: int) -> Generator[LLMRequest, Completion | None, None]:
    """One think -> act -> observe step (section 7.2)."""
    cfg = env.cfg
    state.step = step
    parsed: ParsedAction | None = None
    text = ""
    if cfg.call_llm_when_forced or not _decided(state):
        lines_, roles_ = _visible_history(state)
        messages = react_prompt(lines_, env.tools_text, roles_, cfg.prompt_style)
        comp = yield from _ask(state, LLMRequest(messages, "react", env.native))
        text = comp.text
        state.trace.append(tr.llm_entry(step, text, **({"tool_calls": comp.tool_calls} if comp.tool_calls else {})))
        parsed = _parse(comp)
        k = 0
        # Seed 004: a bounded re-ask when the output holds no usable action (and no override decides anyway).
        while not parsed.ok and k < cfg.max_reasks and not _decided(state):
            k += 1
            state.counters.reasks += 1
            req = LLMRequest(reask_prompt(messages, text, parsed.error or "no action", env.tool_names), "reask",
                             env.native)
            comp = yield from _ask(state, req)
            text = comp.text
            state.trace.append(tr.llm_entry(step, text, reask=k))
            parsed = _parse(comp)

    requested: str | None = None
    args: dict = {}
    if parsed is not None and parsed.ok:
        if parsed.tool is None and parsed.final_answer is not None:
            requested, args = "finish", {"answer": parsed.final_answer}  # seed 004's FINAL_ANSWER
        else:
            requested, args = parsed.tool, dict(parsed.args)
    request_key = _call_key(requested, args) if requested else None
    action, forced_reason = _override(state, requested)
    if (forced_reason is None and cfg.force_after_repeat and request_key is not None
            and state.last_request == request_key and expected_next(state) != requested):
        # Greedy small models repeat an action forever (a refused one, or link_schema again and again), and
        # every tool answers the same arguments the same way: the second identical request follows the order.
        action, forced_reason = expected_next(state), f"repeat_of_previous_action: {requested}"
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
        why = (parsed.error if parsed is not None else None) or "no action"
        obs = error(why)
        status, reason, data = "error", why, {"output": text[:300]}
    else:
        tool = env.tools.get(action)
        arg_error = None
        if tool is not None:
            args, arg_error = validate_args(args, tool.parameters, prune_unknown=True, tool=tool.name)
        if tool is None:
            obs = error(f"unknown tool {action!r}; use one of: {', '.join(env.tool_names)}")
            state.counters.tool_errors += 1
            status, reason, data = "error", obs.error, {}
        elif arg_error:
            obs = error(arg_error)
            state.counters.tool_errors += 1
            status, reason, data = "error", arg_error, {}
        elif (gate := _gate(state, action)) is not None:
            obs = gate
            state.counters.blocked_actions += 1
            status, reason, data = "blocked", gate.error, {}
        else:
            state.counters.tool_calls += 1
            res = call_tool(tool, state, args, cfg.tool_timeout_s)
            if isinstance(res, PendingGeneration):
                comp = yield from _ask(state, res.request)
                try:
                    res = res.complete(comp)
                except Exception as e:  # a guardrail bug is the tool's failure, not the run's
                    res = error(f"tool {action} failed: {type(e).__name__}: {str(e)[:200]}")
            obs = res
            status, reason, data = _apply(state, action, obs)
        said.append(action_line(action, args))

    body = _truncate(state, obs.render())
    if forced_reason is not None:
        body = f"[forced {action}: {forced_reason}] {body}"
    if cfg.next_action_hint and not state.finished:
        body = f"{body}\n(next step: {expected_next(state)})"
    for line in said:
        state.add_history(line, "assistant")
    state.add_history(f"Observation: {body}")
    state.trace.append(tr.action_entry(step, action, args, obs.data))
    if forced_reason is not None or requested != action:
        data = {"requested": requested, **({"forced": forced_reason} if forced_reason else {}), **data}
    state.decision_log.append(tr.decision(step, action or "no_action", reason, status, data))
    state.last_request = request_key
    state.counters.rounds += 1
    if env.on_step is not None:
        env.on_step(StepEvent(state.example_id, state.index, step, action, requested, forced_reason is not None, status,
                              state.last_sql, state.finished))


def _executes(state: AgentState, sql: str | None) -> bool:
    return bool(sql) and execute(state.db_path, sql, timeout_s=state.cfg.exec_timeout_s, max_rows=1).ok


def _fallback(state: AgentState, env: _Env, step: int) -> Generator[LLMRequest, Completion | None, str]:
    """Section 7.4: no finish within max_steps, so try the deterministic vanilla (single-shot) candidate.

    fallback_policy "verified_first" (default) keeps the loop's last SQL when it ran successfully or passed
    both validations and executes: the loop checked it, the vanilla candidate nobody checked. Then (and
    first under "vanilla_first") the vanilla candidate if the guardrails accept it and it executes; else the
    loop's last SQL if it executes; else whichever exists (vanilla first). Every choice is logged.
    """
    comp = yield from _ask(state, LLMRequest(baseline_prompt(state.schema_text_full, state.nlq), "fallback"))
    state.trace.append(tr.llm_entry(step, comp.text, fallback=True))
    guard = run_guardrails(comp.text, state.nlq, state.schema, state.cfg.guardrail_steps)
    vanilla = guard.sql if guard.accepted else ""
    ran_ok = bool(state.last_run and state.last_run.get("success"))
    checked = ran_ok or (state.last_valid is True and state.last_constraints_ok is True)
    if (state.cfg.fallback_policy == "verified_first" and state.last_sql and checked
            and (ran_ok or _executes(state, state.last_sql))):
        chosen, sql = "verified_last_sql", state.last_sql
    elif vanilla and _executes(state, vanilla):
        chosen, sql = "vanilla", vanilla
    elif state.last_sql and _executes(state, state.last_sql):
        chosen, sql = "last_sql", state.last_sql
    elif vanilla:
        chosen, sql = "vanilla", vanilla
    else:
        chosen, sql = ("last_sql", state.last_sql) if state.last_sql else ("none", "")
    obs = {"vanilla_sql": vanilla, "vanilla_reason": guard.reason, "last_sql": state.last_sql, "chosen": chosen,
           "sql": sql}
    state.trace.append(tr.action_entry(step, "fallback", {}, obs))
    state.decision_log.append(tr.decision(step, "fallback", guard.reason, chosen, {"sql": sql}))
    return sql


def _question(example: Example, env: _Env) -> Generator[LLMRequest, Completion | None, AgentResult]:
    """One question from bootstrap to result; yields each LLM request, receives the completion."""
    t0 = time.perf_counter()
    cfg = env.cfg
    state: AgentState | None = None
    sql, stop_reason, fallback_used, err = "", "max_steps", False, None
    try:
        state = _bootstrap(example, env)
        for step in range(cfg.max_steps):
            if env.stopped():
                stop_reason = "stopped"
                break
            if cfg.token_budget is not None and state.tokens_used >= cfg.token_budget:
                stop_reason = "token_budget"
                break
            yield from _step(state, env, step)
            if state.finished:
                stop_reason = "finish"
                break
            if state.stalled:
                stop_reason = state.stalled
                state.decision_log.append(tr.decision(step, "exit", stop_reason, "fallback", {"sql": state.last_sql}))
                break
        if stop_reason in ("max_steps", "repair_unchanged") and env.stopped():
            stop_reason = "stopped"  # stopped during the last step: no fallback call either
        if stop_reason == "finish":
            sql = state.last_sql or ""
        elif stop_reason in ("max_steps", "repair_unchanged"):
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
        error=err,
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
    items = list(examples)
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
        # One generate() per distinct tool list (native tool calling); a single call when it is off.
        groups: dict[str, list[int]] = {}
        for i, (_gen, req) in active.items():
            groups.setdefault(json.dumps(req.tools, sort_keys=True) if req.tools else "", []).append(i)
        for idxs in groups.values():
            reqs = [active[i] for i in idxs]
            comps = llm.generate([r.messages for _, r in reqs], params, reqs[0][1].tools)
            for i, (gen, _r), comp in zip(idxs, reqs, comps):
                advance(i, gen, comp)
        fill()
    return [r for r in results if r is not None]


def react_sql(example: Example, llm: LLM, cfg: RunConfig | None = None, **kw: Any) -> AgentResult:
    """Run the loop on one question (the batch driver with one question in flight)."""
    out = react_sql_batch([example], llm, cfg, **kw)
    if not out:
        raise RuntimeError("react_sql was stopped before the question started")
    return out[0]


def results_summary(results: Sequence[AgentResult]) -> dict:
    """Mean steps, LLM calls and tokens per question, finish and fallback rates, and the compliance summary."""
    n = len(results)
    if n == 0:
        return {"n": 0}
    mean = lambda xs: sum(xs) / n  # noqa: E731
    return {
        "n": n,
        "finished": sum(r.finished for r in results),
        "fallback_used": sum(r.fallback_used for r in results),
        "errors": sum(r.stop_reason == "error" for r in results),
        "mean_steps": mean([r.steps for r in results]),
        "mean_llm_calls": mean([r.llm_calls for r in results]),
        "mean_prompt_tokens": mean([r.usage.get("prompt_tokens", 0) for r in results]),
        "mean_completion_tokens": mean([r.usage.get("completion_tokens", 0) for r in results]),
        "forced_actions": sum(r.counters.get("forced_actions", 0) for r in results),
        "blocked_actions": sum(r.counters.get("blocked_actions", 0) for r in results),
        "reasks": sum(r.counters.get("reasks", 0) for r in results),
        "compliance": tr.compliance_summary(r.compliance for r in results),
    }
