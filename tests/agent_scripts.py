"""Scripted LLMs for the loop tests: ReAct replies and SQL replies come from scripts or from a policy."""

from __future__ import annotations

import re
from collections import deque
from typing import Any, Callable, Iterable

from nl2sql.llm import LLM, Completion, FunctionLLM, GenParams

REACT_MARK = "You are a text-to-SQL agent"
REASK_MARK = "Your reply had no usable action"
REPAIR_MARK = "The previous SQL failed"
_HINT = re.compile(r"\(next step: (\w+)\)")


def kind(messages: list[dict]) -> str:
    """Which part of the loop sent this prompt: react, reask, repair or sql (generate_sql / fallback)."""
    if messages[0]["content"].startswith(REACT_MARK):
        return "reask" if messages[-1]["content"].startswith(REASK_MARK) else "react"
    return "repair" if REPAIR_MARK in messages[-1]["content"] else "sql"


def follow(messages: list[dict]) -> str:
    """A compliant policy: call the tool the last observation names as the next step."""
    hints = _HINT.findall(messages[-1]["content"])
    return f"Thought: follow the order.\nAction: {hints[-1] if hints else 'extract_constraints'}[{{}}]"


def act(tool: str, args: str = "{}") -> str:
    """A reference-format reply calling one tool."""
    return f"Thought: next.\nAction: {tool}[{args}]"


class Script:
    """Replies by kind from queues (str, Completion, or a function of the messages); defaults when a queue is empty."""

    def __init__(self, react: Iterable = (), sql: Iterable = (), repair: Iterable = (), reask: Iterable = (),
                 default_react: Any = follow, default_sql: Any = "SELECT 1") -> None:
        self.queues = {"react": deque(react), "sql": deque(sql), "repair": deque(repair), "reask": deque(reask)}
        self.defaults = {"react": default_react, "reask": default_react, "sql": default_sql, "repair": default_sql}
        self.calls: list[tuple[str, list[dict]]] = []

    def __call__(self, messages: list[dict]) -> Any:
        k = kind(messages)
        self.calls.append((k, messages))
        q = self.queues[k]
        item = q.popleft() if q else self.defaults[k]
        return item(messages) if callable(item) else item

    def prompts(self, k: str) -> list[list[dict]]:
        return [m for kk, m in self.calls if kk == k]


def scripted(**kw: Any) -> tuple[FunctionLLM, Script]:
    script = Script(**kw)
    return FunctionLLM(script), script


class Recorder(LLM):
    """Wraps an LLM and records every generate() call: (prompts, params, tools)."""

    def __init__(self, inner: LLM) -> None:
        super().__init__()
        self.inner = inner
        self.name, self.backend = inner.name, inner.backend
        self.batches: list[tuple[list, GenParams, list | None]] = []

    def _generate(self, prompts, params, tools):
        self.batches.append((prompts, params, tools))
        return self.inner.generate(prompts, params, tools)


def native_call(tool: str, arguments: str | dict = "{}") -> Completion:
    """An OpenAI-style native tool call as a backend returns it."""
    return Completion(text="", finish_reason="tool_calls", tool_calls=[{"name": tool, "arguments": arguments}])


def comparable(result_dict: dict) -> dict:
    """A result without its timings (they differ between runs)."""
    d = dict(result_dict)
    d.pop("elapsed_s", None)
    d["usage"] = {k: v for k, v in d["usage"].items() if k not in ("latency_s", "wall_s")}
    return d


Fn = Callable[[list[dict]], Any]
