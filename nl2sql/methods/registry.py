"""The methods by name: what RunConfig.method picks, each run the same way and each with its own options.

    method = get_method("candidates")
    method.options                                  # CandidateOptions: the knobs it reads, with its defaults
    results = method.run(examples, llm, method.options(), on_result=save)   # each result: .rows() -> rows

A method is a function of (examples, llm, options) and the options class it reads; register_method adds one
(nl2sql.registry: a name already taken is an error). RunConfig(method=...).options() builds the options it receives.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from nl2sql.data.dataset import Example
from nl2sql.llm.base import LLM
from nl2sql.methods.agent.loop import react_sql_batch
from nl2sql.methods.agent.options import LoopOptions
from nl2sql.methods.agent.toolkit import Tool
from nl2sql.methods.baseline import BaselineOptions, run_baseline
from nl2sql.methods.candidates import CandidateOptions, run_candidates
from nl2sql.registry import Registry

# (examples, llm, options, *, on_result, on_step, stop, tools) -> results in example order, each with .rows()
Runner = Callable[..., list]


@dataclass(frozen=True)
class Method:
    """A way to answer questions: its name, what it does in a line, how it runs a list of examples, and the options
    dataclass of the knobs it reads (their defaults are the method's)."""

    name: str
    description: str
    run: Runner
    options: type


def _baseline(examples: Sequence[Example], llm: LLM, options: BaselineOptions, *, on_result=None, **_: Any) -> list:
    return run_baseline(examples, llm, options, on_result=on_result)


def _candidates(examples: Sequence[Example], llm: LLM, options: CandidateOptions, *, on_result=None,
                **_: Any) -> list:
    return run_candidates(examples, llm, options, on_result=on_result)


def _loop(examples: Sequence[Example], llm: LLM, options: LoopOptions, *, on_result=None, on_step=None, stop=None,
          tools: dict[str, Tool] | None = None) -> list:
    return react_sql_batch(examples, llm, options, on_result, on_step=on_step, stop=stop, tools=tools)


METHODS: Registry[Method] = Registry("method")
DEFAULT_METHOD = "loop"  # what RunConfig runs unless told otherwise
METHODS.add("loop", Method("loop", "the tool-driven ReAct loop (docs/reference-loop.md)", _loop, LoopOptions))
METHODS.add("baseline", Method("baseline", "single-shot: one prompt, one greedy answer", _baseline, BaselineOptions))
METHODS.add("candidates", Method("candidates", "the baseline's prompt, several candidates voted on by their results",
                                 _candidates, CandidateOptions))


def get_method(name: str) -> Method:
    """The method of that name; an unknown name is a ValueError listing the known ones."""
    return METHODS.get_or_fail(name)


def register_method(method: Method) -> Method:
    """Add a method (RunConfig(method=<its name>) then validates); a name already taken is a ValueError."""
    return METHODS.add(method.name, method)
