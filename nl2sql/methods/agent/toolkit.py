"""What a tool is: one declaration holding its function, argument schema, description and effect on the state.

    @tool({"table": {"type": "string"}}, effect=remember_count, order=3.5,  # the policy calls it without arguments
          steps=[Step("needs_row_count", lambda state: "row_counts" not in state.notes)])
    def count_rows(state, args):
        \"\"\"Count the rows of one table.\"\"\"
        ...
    tools = {**TOOLS, count_rows.name: count_rows}     # react_sql(..., tools=tools), runner.run(..., tools=tools)

A tool's function reads the state and returns an Observation; it never changes the state. Its `effect`
applies the observation to the state afterwards (the loop calls it; the built-in effects change the state through
its named methods, an effect of your own may keep what it likes in state.notes), so a tool can be tested alone and a
timed-out tool cannot corrupt anything. A tool that needs the LLM returns a PendingGeneration instead: the
request plus how to turn the completion into an Observation, so many questions' requests go out as one
batched generate() call. A tool declares its place in the policy too: `order` (the expected order's list),
`steps` (when the policy calls for it) and `gates` (what it refuses); nl2sql.methods.agent.rules.Policy.of
assembles them. The prompt's tool list and the native tool schemas follow the tool set's order
(docs/reference-loop.md#tools).
"""

from __future__ import annotations

import json
import math
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Generator, Iterable, NamedTuple

from nl2sql.methods.agent.rules import Gate, Step
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.driver import LLMRequest


@dataclass
class Observation:
    """What a tool returns: JSON-ready data for the trace, and the text the model reads."""

    data: Any
    ok: bool = True
    error: str | None = None
    text: str | None = None  # model-facing rendering; None renders `data` as compact JSON
    # True: the tool's result is the answer; the question ends with the current SQL
    # (docs/reference-loop.md#tool-final-answer)
    final_answer: bool = False
    llm_calls: int = 0  # model completions the tool's PendingGenerations used (run_action counts them for the trace)

    def render(self) -> str:
        """The text appended to the transcript after "Observation: "."""
        if self.text is not None:
            return self.text
        if self.error is not None and (not isinstance(self.data, dict) or set(self.data) <= {"error", "blocked"}):
            return f"error: {self.error}"
        return json.dumps(self.data, ensure_ascii=False, default=str)


def error(message: str, **extra: Any) -> Observation:
    """An error observation the model can act on (unknown tool, bad arguments, a gate, a failure)."""
    return Observation({"error": message, **extra}, ok=False, error=message)


@dataclass
class PendingGeneration:
    """A tool's LLM request: the driver sends `request` (batched) and the loop calls `complete` with the completion.

    `complete` may answer with another PendingGeneration (the sampled candidates after the greedy one); a
    request for samples is completed with the list of them. It runs in the loop, outside the tool's time limit, so
    it may remember what came back through the state's methods (generate_sql keeps its greedy prompt and reply).
    """

    request: LLMRequest | list[LLMRequest]  # a list: several requests answered together (a list of completions)
    complete: Callable[[Any], "Observation | PendingGeneration"]


def pending(requests: Generator[Any, Any, Any], finish: Callable[[Any], Observation]) -> "PendingGeneration | Observation":
    """A generator of model requests (nl2sql.methods.driver) as a chain of PendingGenerations; finish turns what it
    returns into the tool's observation."""
    def step(value: Any) -> "PendingGeneration | Observation":
        try:
            request = requests.send(value)
        except StopIteration as done:
            return finish(done.value)
        return PendingGeneration(request, step)
    return step(None)


class Outcome(NamedTuple):
    """What applying an observation did, for the decision log: status, reason and compact data."""

    status: str  # ok | reject | error | blocked | finish
    reason: str | None = None
    data: dict = {}  # never mutated in place: the loop builds new dicts from it


ToolFn = Callable[[AgentState, dict], "Observation | PendingGeneration"]
Effect = Callable[[AgentState, Observation], Outcome]


def no_effect(state: AgentState, obs: Observation) -> Outcome:
    """The effect of a read-only tool: nothing changes."""
    return Outcome("ok", None, {})  # a fresh dict: the loop adds to the data it logs


def arguments(properties: dict | None = None, required: list[str] | None = None) -> dict:
    """The JSON schema of a tool's arguments: an object with these properties and nothing else."""
    return {"type": "object", "properties": properties or {}, "required": required or [],
            "additionalProperties": False}


def describe(fn: Callable) -> str:
    """The line the model reads about a tool: its docstring's first line, lower-cased, without the full stop."""
    line = (fn.__doc__ or "").strip().splitlines()[0].strip() if (fn.__doc__ or "").strip() else fn.__name__
    line = line.rstrip(".")
    return line[:1].lower() + line[1:] if line[1:2].islower() or len(line) == 1 else line


@dataclass(frozen=True)
class Tool:
    """A tool: its function, the JSON schema of its arguments, the line the model reads, its effect, its time limit,
    and its place in the policy (docs/reference-loop.md#tools)."""

    name: str
    fn: ToolFn
    parameters: dict = field(default_factory=arguments)
    description: str = ""
    effect: Effect = no_effect
    # Seconds one call may take (docs/reference-loop.md#timeouts): None = LoopOptions.tool_timeout_s, math.inf = none.
    timeout: float | None = None
    # Its place in the expected order (the system prompt's numbered list; the built-in tools are 1-8, so 3.5 comes
    # between extract_constraints and generate_sql); None: outside the order.
    order: float | None = None
    steps: tuple[Step, ...] = ()  # when the policy calls for it; none: only the model picks it (tool_choice "model")
    gates: tuple[Gate, ...] = ()  # the refusals it brings (of itself or of another tool, e.g. finish)

    def __post_init__(self) -> None:
        if self.timeout is not None and not self.timeout > 0:
            raise ValueError(f"Tool {self.name!r}: timeout must be > 0 seconds, math.inf (no limit) or None "
                             f"(LoopOptions.tool_timeout_s), got {self.timeout!r}")

    def __call__(self, state: AgentState, args: dict) -> "Observation | PendingGeneration":
        return self.fn(state, args)

    def time_limit(self, default_s: float | None) -> float | None:
        """This tool's time limit in seconds: its own timeout, else the run's default; None when unlimited."""
        limit = self.timeout if self.timeout is not None else default_s
        return None if limit is None or math.isinf(limit) else float(limit)

    def openai_schema(self) -> dict:
        """The tool as an OpenAI function schema (native tool calling)."""
        return {"type": "function",
                "function": {"name": self.name, "description": self.description, "parameters": self.parameters}}


def tool(properties: dict | None = None, required: list[str] | None = None, *, effect: Effect = no_effect,
         timeout: float | None = None, order: float | None = None, steps: Iterable[Step] = (),
         gates: Iterable[Gate] = (), name: str | None = None) -> Callable[[ToolFn], Tool]:
    """Declare a function as a tool: its name and the line the model reads come from the function, the rest from
    these arguments (its arguments' properties and required ones, effect, timeout, place in the policy)."""
    def declare(fn: ToolFn) -> Tool:
        return Tool(name or fn.__name__, fn, arguments(properties, required), describe(fn), effect, timeout, order,
                    tuple(steps), tuple(gates))
    return declare


def tools_text(tools: dict[str, Tool]) -> str:
    """The system prompt's tool list, one line per tool: `- name[{"arg": type}]: description`."""
    lines = []
    for tool in tools.values():
        props = tool.parameters.get("properties", {}) or {}
        required = set(tool.parameters.get("required", []) or [])
        args = ", ".join(f'"{k}": {v.get("type", "any")}{"" if k in required else " (optional)"}'
                         for k, v in props.items())
        lines.append(f"- {tool.name}[{{{args}}}]: {tool.description}")
    return "\n".join(lines)


def tools_json(tools: dict[str, Tool]) -> str:
    """The tool list as JSON schemas, one compact object per line (LoopOptions.action_format "action_input")."""
    return "\n".join(json.dumps({"name": t.name, "description": t.description, "argument_schema": t.parameters},
                                 ensure_ascii=False) for t in tools.values())


def openai_tools(tools: dict[str, Tool]) -> list[dict]:
    """Every tool as an OpenAI function schema (native tool calling)."""
    return [t.openai_schema() for t in tools.values()]


def _failure(tool: Tool, e: BaseException) -> Observation:
    return error(f"tool {tool.name} failed: {type(e).__name__}: {str(e)[:200]}", exception=type(e).__name__)


def timed_out(tool: Tool, limit_s: float, what: str = "") -> Observation:
    """The error observation of a tool that ran past its time limit."""
    return error(f"tool {tool.name} timed out after {limit_s:g} s{what}", timeout=True)


def call_tool(tool: Tool, state: AgentState, args: dict, timeout_s: float | None) -> Observation | PendingGeneration:
    """Run a tool under its time limit (Tool.timeout, else timeout_s); an exception or a timeout comes back as an
    error observation. A PendingGeneration's model call is outside this limit (the loop bounds it, if asked)."""
    timeout_s = tool.time_limit(timeout_s)
    if timeout_s is None:
        try:
            return tool.fn(state, args)
        except Exception as e:  # a tool bug must not kill the run: the model sees the failure
            return _failure(tool, e)
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["result"] = tool.fn(state, args)
        except BaseException as e:  # noqa: BLE001 - reported to the caller below
            box["error"] = e

    # A daemon thread: a tool that never returns cannot keep the process alive (tools never mutate state).
    worker = threading.Thread(target=target, name=f"tool-{tool.name}", daemon=True)
    worker.start()
    worker.join(timeout_s)
    if worker.is_alive():
        return timed_out(tool, timeout_s)
    if "error" in box:
        return _failure(tool, box["error"])
    return box["result"]


def apply_observation(state: AgentState, tool: Tool, obs: Observation) -> Outcome:
    """Apply a tool's observation to the state: an error observation changes nothing, else the tool's effect."""
    data = obs.data if isinstance(obs.data, dict) else {}
    if "error" in data and not any(k in data for k in ("valid", "success", "accepted")):
        state.count(tool_errors=1, tool_timeouts=1 if data.get("timeout") else 0)
        return Outcome("error", obs.error, {})
    return tool.effect(state, obs)
