"""What every step of the loop shares: the run's context, asking the model (with the token budget), and the
transcript the model reads (docs/reference-loop.md#step)."""

from __future__ import annotations

import json
import logging
import math
import re
from typing import Any, Callable, Generator

from nl2sql.data.examples import Shot
from nl2sql.data.schema_texts import SchemaTexts
from nl2sql.llm.base import Completion
from nl2sql.methods.agent import policy
from nl2sql.methods.agent import trace as tr
from nl2sql.methods.agent.actions import ParsedAction, parse_action
from nl2sql.methods.agent.generation import fallback_prompt
from nl2sql.methods.agent.options import LoopOptions
from nl2sql.methods.agent.result import STEP_LOG, StepEvent, chain, log_step
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import Tool, openai_tools, tools_json, tools_text
from nl2sql.methods.agent.tools import tools_for
from nl2sql.methods.driver import LLMRequest
from nl2sql.methods.prompts import react_prompt, react_system_prompt, reask_prompt
from nl2sql.text import clip

_THOUGHT = re.compile(r"(?is)\bThought\s*:\s*(.*?)(?=\n\s*\**\s*(?:Action|Final[ _]Answer|FINAL_ANSWER)|\Z)")


class Stopped(Exception):
    """Raised inside a question's generator when the driver stops it mid-request."""


class OverBudget(Exception):
    """Raised before a model call that token_budget has no room for; `data` says what did not fit."""

    def __init__(self, data: dict) -> None:
        super().__init__(data)
        self.data = data


class Env:
    """What every question of one call shares: the options, tools, callbacks, the schema cache."""

    def __init__(self, options: Any, tools: dict[str, Tool] | None, stop: Callable[[], bool] | None,
                 on_step: Callable[[StepEvent], None] | None) -> None:
        self.options = opts = LoopOptions.of(options)
        self.tools = tools_for(opts, tools)  # judge_sql joins when opts.vote.judge asks for it
        self.stop = stop
        # Step events are also logged while the nl2sql.methods.agent.steps logger is on (python -m nl2sql run --verbose).
        self.on_step = chain(on_step, log_step if STEP_LOG.isEnabledFor(logging.DEBUG) else None)
        self.texts = SchemaTexts.for_options(opts.prompt)
        self.tool_names = list(self.tools)  # tools passed at run time included: the prompt lists every one
        listing = tools_json(self.tools) if opts.action_format == "action_input" else tools_text(self.tools)
        self.policy = policy.Policy.of(self.tools)  # the steps and gates the tools declare
        self.system = react_system_prompt(listing, self.policy.order_text(self.tool_names), opts.action_format,
                                          opts.specific_instructions)
        self.native = openai_tools(self.tools) if opts.native_tools else None
        self.shots: dict[str, list[Shot]] = {}  # retrieved examples per example id (fewshot_k), set per call

    def stopped(self) -> bool:
        if self.stop is None:
            return False
        is_set = getattr(self.stop, "is_set", None)  # a threading.Event works too
        return bool(is_set() if callable(is_set) else self.stop())


def ask(state: AgentState, request: LLMRequest | list[LLMRequest]) -> Generator[
        LLMRequest | list[LLMRequest], Any, Any]:
    """Yield one request (or a list answered together) to the driver and account for what comes back (None: stop now).

    With token_budget, a request that does not fit (over_budget) raises OverBudget instead of being sent. A greedy
    request whose answer was prefetched is answered from the state without a call; the prompts a request carries
    along (LLMRequest.extra_prompts: the exit fallback's, with_fallback_prefetch) are answered in its call, and the
    state keeps their answers until they are asked for (or charges them when the question ends).
    """
    over = over_budget(state, request)
    if over is not None:
        raise OverBudget(over)
    comp = _prefetched(state, request)
    if comp is None:
        comp = yield request
        if comp is None:
            raise Stopped()
        if isinstance(request, LLMRequest) and request.extra_prompts:
            comp, *ahead = comp  # this request's answer, then the answers to the prompts it carried
            for prompt, answer in zip(request.extra_prompts, ahead):
                state.keep_prefetched(prompt, answer)
    comps = comp if isinstance(comp, list) else [comp]  # a request for samples, or a list of requests, gets a list
    sent = request if isinstance(request, list) else [request] * len(comps)
    state.charge(comps, sum(_prompt_chars(r) for r, c in zip(sent, comps) if c.prompt_tokens > 0))
    return comp


def _prefetched(state: AgentState, request: LLMRequest | list[LLMRequest]) -> Completion | None:
    """The answer to a greedy request that was prefetched (once), or None: ask the model."""
    if isinstance(request, list) or request.samples:
        return None
    return state.take_prefetched(request.messages, request.tools)


# Prompt tokens per character assumed before a question's first model call has measured its own ratio: about 3
# characters a token, on the high side for English, SQL and JSON under BPE tokenizers, so the estimate errs long.
FIRST_TOKENS_PER_CHAR = 1 / 3


def _prompt_chars(request: LLMRequest) -> int:
    """The characters a request sends: message texts, the tool calls they carry, the tool schemas."""
    chars = sum(len(str(m.get("content") or "")) + (len(json.dumps(m["tool_calls"])) if m.get("tool_calls") else 0)
                for m in request.messages)
    return chars + (len(json.dumps(request.tools)) if request.tools else 0)


def _estimate(state: AgentState, request: LLMRequest | list[LLMRequest]) -> int:
    """Tokens a request (or a list of them) can cost at most: its prompt at the question's measured tokens per
    character (prompt tokens of its earlier calls over their characters), plus max_new_tokens per completion."""
    if isinstance(request, list):
        return sum(_estimate(state, r) for r in request)
    ratio = (state.usage.prompt_tokens / state.prompt_chars if state.prompt_chars and state.usage.prompt_tokens
             else FIRST_TOKENS_PER_CHAR)
    return (math.ceil(_prompt_chars(request) * ratio) + state.options.max_new_tokens) * max(1, request.samples)


def over_budget(state: AgentState, request: LLMRequest | list[LLMRequest]) -> dict | None:
    """token_budget (docs/reference-loop.md#token-budget): None when the request fits in what is left with room kept
    for the exit fallback's call (unless it is that call), else what did not fit."""
    budget = state.options.token_budget
    if budget is None:
        return None
    need = _estimate(state, request)
    purpose = request[0].purpose if isinstance(request, list) else request.purpose
    keep = 0 if purpose == "fallback" else _estimate(state, LLMRequest(fallback_prompt(state), "fallback"))
    if need + keep <= budget - state.tokens_used:
        return None
    return {"purpose": purpose, "needed": need, "kept_for_fallback": keep, "tokens_used": state.tokens_used,
            "token_budget": budget}


def parse_reply(comp: Completion) -> ParsedAction:
    """Native tool calls when the backend returned some, else the text in any accepted action format."""
    if comp.tool_calls:
        parsed = parse_action(comp.tool_calls)
        if parsed.ok:
            return parsed
    return parse_action(comp.text)


def thought_of(text: str) -> str:
    m = _THOUGHT.search(text or "")
    return " ".join(m.group(1).split())[:200] if m else ""


def shown(state: AgentState, text: str) -> str:
    """max_observation_chars: long observations are cut in the transcript (the trace keeps all)."""
    limit = state.options.max_observation_chars
    if len(text) <= limit:
        return text
    state.count(truncated_observations=1)
    return clip(text, limit, mark="... [truncated {n} chars]")


def visible_history(state: AgentState) -> tuple[list[str], list[str], list[dict | None]]:
    """The transcript the model sees (lines, roles, native calls), trimmed to max_history_messages entries, always
    keeping the question."""
    h, roles, calls = state.history, state.history_roles, state.history_calls
    n = state.options.max_history_messages
    if n is None or len(h) <= n:
        return h, roles, calls
    start = len(h) - (n - 1)
    while start < len(h) - 1 and h[start].startswith("Observation:"):
        start += 1  # an observation without its action reads as noise
    state.count(history_trimmed=1)
    marker = f"[{start - 1} earlier transcript lines omitted]"
    return [h[0], marker, *h[start:]], [roles[0], "user", *roles[start:]], [calls[0], None, *calls[start:]]


def call_key(action: str, args: dict) -> str:
    """An action with its arguments, to tell a repeated call from a corrected one."""
    return f"{action}{json.dumps(args, sort_keys=True, default=str)}"


def ask_action(state: AgentState, env: Env, step: int) -> Generator[
        LLMRequest, Completion | None, tuple[str, ParsedAction | None, list]]:
    """The model's reply to the ReAct prompt, its parsed action (re-asked while it holds none) and the prompt."""
    opts = env.options
    lines_, roles_, calls_ = visible_history(state)
    messages = react_prompt(lines_, env.system, roles_, opts.prompt_style, calls_ if env.native else None)
    comp = yield from ask(state, LLMRequest(messages, "react", env.native))
    text = comp.text
    state.record(tr.llm_entry(step, text, **({"tool_calls": comp.tool_calls} if comp.tool_calls else {})))
    parsed = parse_reply(comp)
    k = 0
    # A bounded re-ask when the output holds no usable action (and no override decides anyway).
    while not parsed.ok and k < opts.max_reasks and policy.forced(state) is None:
        k += 1
        state.count(reasks=1)
        req = LLMRequest(reask_prompt(messages, text, parsed.error or "no action", env.tool_names, opts.action_format),
                         "reask", env.native)
        comp = yield from ask(state, req)
        text = comp.text
        state.record(tr.llm_entry(step, text, reask=k, **({"tool_calls": comp.tool_calls} if comp.tool_calls else {})))
        parsed = parse_reply(comp)
    return text, parsed, messages
