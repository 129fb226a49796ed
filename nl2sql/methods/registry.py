"""The methods by name: what RunConfig.method picks, each run the same way and each with its own options.

    method = get_method("candidates")
    method.options                                  # CandidateOptions: the knobs it reads, with its defaults
    results = method.answer(examples, llm, method.options(), on_result=save)   # each result: .rows() -> rows

A method is a function of (examples, llm, options) and the options class it reads; register_method adds one
(nl2sql.registry: a name already taken is an error). RunConfig(method=...).options() builds the options it receives.
The runner offers it the keywords of RUNNER_KEYWORDS and passes only those its function accepts (all of them to a
**keywords); a method declared with needs_llm=False gets llm=None and no model is loaded for it
(docs/extending.md#add-a-method).
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from nl2sql.data.dataset import Example
from nl2sql.knobs import knobs
from nl2sql.llm.base import LLM
from nl2sql.methods.agent.loop import react_sql_batch
from nl2sql.methods.agent.options import LoopOptions
from nl2sql.methods.agent.result import loop_report_rows
from nl2sql.methods.agent.toolkit import Tool
from nl2sql.methods.baseline import BaselineOptions, run_baseline
from nl2sql.methods.candidates import CandidateOptions, run_candidates
from nl2sql.methods.options import MethodOptions
from nl2sql.registry import Registry

# (examples, llm, options, **keywords) -> results in example order, each with .rows()
Runner = Callable[..., list]
# What the runner offers a method's run, each passed only where run accepts it: on_result(result) as each question
# finishes (stored at once), on_step(StepEvent) after each loop step (the progress bar), tools (the loop's catalogue
# or None).
RUNNER_KEYWORDS = ("on_result", "on_step", "tools")


@dataclass(frozen=True)
class Method:
    """A way to answer questions: its name, what it does in a line, how it runs a list of examples, the options
    dataclass of the knobs it reads (their defaults are the method's), and whether it calls a model at all."""

    name: str
    description: str
    run: Runner
    options: type  # a MethodOptions dataclass (nl2sql.methods.options): what the generic layers ask of its runs
    needs_llm: bool = True  # False: run gets llm=None and the runner loads no model
    # (label, value) rows its runs add to their efficiency table, from their predictions rows (the loop's exits)
    report_rows: Callable[[Sequence[Mapping]], list[tuple[str, str]]] | None = None

    def __post_init__(self) -> None:
        if not (isinstance(self.options, type) and issubclass(self.options, MethodOptions)):
            raise ValueError(f"method {self.name!r}: options must be a MethodOptions dataclass (nl2sql.methods.options; "
                             f"or a method's options, e.g. BaselineOptions, extended), got {self.options!r}")
        knobs(self.options)  # a knob with two defaults fails here, where the method is registered
        # A run the runner cannot call fails here, where it is registered, not after a model has loaded.
        problem = _call_problem(self.run)
        if problem:
            raise ValueError(f"method {self.name!r}: run must take (examples, llm, options) and may take keywords of "
                             f"{', '.join(RUNNER_KEYWORDS)}; {getattr(self.run, '__name__', 'it')} {problem}")

    def accepts(self) -> tuple[str, ...]:
        """The runner's keywords this method's run accepts (all of them with **keywords)."""
        try:
            params = inspect.signature(self.run).parameters
        except (TypeError, ValueError):
            return RUNNER_KEYWORDS
        if any(p.kind == p.VAR_KEYWORD for p in params.values()):
            return RUNNER_KEYWORDS
        return tuple(k for k in RUNNER_KEYWORDS
                     if k in params and params[k].kind in (params[k].KEYWORD_ONLY, params[k].POSITIONAL_OR_KEYWORD))

    def answer(self, examples: Sequence[Example], llm: LLM | None, options: Any, **offered: Any) -> list:
        """run(examples, llm, options) with those of the offered keywords it accepts (unknown ones are an error)."""
        unknown = sorted(set(offered) - set(RUNNER_KEYWORDS))
        if unknown:
            raise TypeError(f"not a keyword of the method contract: {', '.join(unknown)} (RUNNER_KEYWORDS)")
        accepted = self.accepts()
        return self.run(examples, llm, options, **{k: v for k, v in offered.items() if k in accepted})


def _call_problem(run: Runner) -> str:
    """Why the runner could not call run(examples, llm, options, **some runner keywords), or "" when it can."""
    try:
        params = list(inspect.signature(run).parameters.values())
    except (TypeError, ValueError):  # a callable without a signature: nothing to check
        return ""
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    if len(positional) < 3 and not any(p.kind == p.VAR_POSITIONAL for p in params):
        return f"takes {len(positional)} positional arguments"
    required = [p.name for p in [*positional[3:], *(p for p in params if p.kind == p.KEYWORD_ONLY)]
                if p.default is p.empty and p.name not in RUNNER_KEYWORDS]
    return f"requires {', '.join(required)}, which the runner never passes" if required else ""


def _baseline(examples: Sequence[Example], llm: LLM, options: BaselineOptions, *, on_result=None) -> list:
    return run_baseline(examples, llm, options, on_result=on_result)


def _candidates(examples: Sequence[Example], llm: LLM, options: CandidateOptions, *, on_result=None) -> list:
    return run_candidates(examples, llm, options, on_result=on_result)


def _loop(examples: Sequence[Example], llm: LLM, options: LoopOptions, *, on_result=None, on_step=None, stop=None,
          tools: dict[str, Tool] | None = None) -> list:
    return react_sql_batch(examples, llm, options, on_result, on_step=on_step, stop=stop, tools=tools)


METHODS: Registry[Method] = Registry("method")
DEFAULT_METHOD = "loop"  # what RunConfig runs unless told otherwise
METHODS.add("loop", Method("loop", "the tool-driven ReAct loop (docs/reference-loop.md)", _loop, LoopOptions,
                           report_rows=loop_report_rows))
METHODS.add("baseline", Method("baseline", "single-shot: one prompt, one greedy answer", _baseline, BaselineOptions))
METHODS.add("candidates", Method("candidates", "the baseline's prompt, several candidates voted on by their results",
                                 _candidates, CandidateOptions))


def get_method(name: str) -> Method:
    """The method of that name; an unknown name is a ValueError listing the known ones."""
    return METHODS.get_or_fail(name)


def register_method(method: Method) -> Method:
    """Add a method (RunConfig(method=<its name>) then validates); a name already taken is a ValueError."""
    return METHODS.add(method.name, method)
