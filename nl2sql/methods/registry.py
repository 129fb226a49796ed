"""The methods by name: what RunConfig.method picks, each run the same way and each with its own defaults.

    method = get_method(cfg.method)
    results = method.run(examples, llm, cfg, on_result=save)   # each result: .rows() -> (prediction, trace)

A method's defaults (the knobs it sets when they are left at None, e.g. n_candidates and sample_rows for
"candidates") are RunConfig's METHOD_DEFAULTS; register_method adds a method with its defaults to both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from nl2sql.config import METHOD_DEFAULTS, RunConfig
from nl2sql.data.dataset import Example
from nl2sql.llm.base import LLM
from nl2sql.methods.agent.loop import react_sql_batch
from nl2sql.methods.agent.toolkit import Tool
from nl2sql.methods.baseline import run_baseline
from nl2sql.methods.candidates import run_candidates

# (examples, llm, cfg, *, on_result, on_step, stop, tools) -> results in example order, each with .rows()
Runner = Callable[..., list]


@dataclass(frozen=True)
class Method:
    """A way to answer questions: its name, what it does in a line, and how it runs a list of examples."""

    name: str
    description: str
    run: Runner

    @property
    def defaults(self) -> dict[str, Any]:
        """The knobs this method sets when a config leaves them at None."""
        return dict(METHOD_DEFAULTS.get(self.name, {}))


def _baseline(examples: Sequence[Example], llm: LLM, cfg: RunConfig, *, on_result=None, **_: Any) -> list:
    return run_baseline(examples, llm, cfg=cfg, on_result=on_result)


def _candidates(examples: Sequence[Example], llm: LLM, cfg: RunConfig, *, on_result=None, **_: Any) -> list:
    return run_candidates(examples, llm, cfg, on_result=on_result)


def _loop(examples: Sequence[Example], llm: LLM, cfg: RunConfig, *, on_result=None, on_step=None, stop=None,
          tools: dict[str, Tool] | None = None) -> list:
    return react_sql_batch(examples, llm, cfg, on_result, on_step=on_step, stop=stop, tools=tools)


METHODS: dict[str, Method] = {
    "loop": Method("loop", "the tool-driven ReAct loop (docs/reference-loop.md)", _loop),
    "baseline": Method("baseline", "single-shot: one prompt, one greedy answer", _baseline),
    "candidates": Method("candidates", "the baseline's prompt, several candidates voted on by their results",
                         _candidates),
}


def get_method(name: str) -> Method:
    """The method of that name; an unknown name is a ValueError listing the known ones."""
    if name not in METHODS:
        raise ValueError(f"unknown method {name!r}; known methods: {', '.join(METHODS)}")
    return METHODS[name]


def register_method(method: Method, defaults: dict[str, Any] | None = None) -> Method:
    """Add a method (RunConfig(method=<its name>) then validates) with the knobs it sets when they are None."""
    METHODS[method.name] = method
    METHOD_DEFAULTS[method.name] = dict(defaults or {})
    return method
