"""Notebook parameters from the knobs: every knob a method's run reads, under its own name, with its default and doc.

    print(parameters_cell("baseline", exclude={"method", "run_id"}))   # a papermill `parameters` cell: data_dir first
    cfg = notebook_config(globals(), method="baseline")     # the knobs a notebook's namespace sets, then `fixed`

The cells are generated from the option dataclasses (each knob's default and the doc declared with it), so a knob
added to a component is a parameter of every notebook whose method reads it, at once. The upper-case twins of older notebooks (REACT_MAX_STEPS,
USE_LINK_SCHEMA...) still work, with a warning naming the knob to use.
"""

from __future__ import annotations

import json
import re
import textwrap
import warnings
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from nl2sql.config import ALIASES, RunConfig, RunOptions, all_knobs, knob_table, readers, takes_none
from nl2sql.knobs import plain
from nl2sql.methods.registry import DEFAULT_METHOD
from nl2sql.paths import REPO_ROOT

WIDTH = 118  # a parameter line with its comment; a longer doc goes on comment lines above it
# What a researcher sets first, at the top of the cell in this order (those the method's run reads); every other knob
# follows under one divider line, by component.
FIRST = ("data_dir", "split", "sample", "limit", "model", "backend", "method")
# The model server's settings (the openai backend's), last: the in-process engines never read them.
SERVER = ("base_url", "concurrency", "http_retries", "http_backoff_s", "http_timeout_s", "http_outage_s")
# The parameters cell's sections, in this order: the components by the class that declares their knobs (a class
# not named here, a plugin's, comes before the run's own).
SECTIONS = ("DataOptions", "ModelOptions", "PromptOptions", "GuardrailOptions", "SamplingOptions", "BaselineOptions",
            "VoteOptions", "WeighingOptions", "CandidateOptions", "LoopOptions", "ScoringOptions")


def literal(value: Any) -> str:
    """A Python literal as a parameters cell writes it: double-quoted strings, lists and dicts inline."""
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(literal(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{literal(k)}: {literal(v)}" for k, v in value.items()) + "}"
    return repr(value)


def knob_sections(method: str = DEFAULT_METHOD, exclude: Iterable[str] = ()) -> list[tuple[type, list[str]]]:
    """A method's run's knobs grouped by the class that declares each (a component, or the method's options for
    its own), in SECTIONS order; the run's own come last."""
    skip = set(exclude)
    groups: dict[type, list[str]] = {}
    for name, k in knob_table(method).items():
        if name not in skip:
            groups.setdefault(k.owner, []).append(name)
    rank = {name: i for i, name in enumerate(SECTIONS)}
    return sorted(groups.items(), key=lambda g: (g[0] is RunOptions, rank.get(g[0].__name__, len(rank))))


def parameters_cell(method: str = DEFAULT_METHOD, exclude: Iterable[str] = (), first: str = "", rest: str = "",
                    of: str | None = None, also: Iterable[str] = ()) -> str:
    """Every knob of a method's run but `exclude` as `name = default  # doc`: the FIRST knobs (then `first`, a
    notebook's own lines to set first), one divider line naming `of` (default: the method), every other knob under a
    comment line heading its component (then `rest`), and the SERVER knobs last. `also`: the other methods the
    notebook runs from the same cell; a knob whose default differs between them is `None` (each its own default)."""
    skip = set(exclude)
    known = knob_table(method)
    top = [n for n in FIRST if n in known and n not in skip]
    server = [n for n in SERVER if n in known and n not in skip]
    defaults = RunConfig(method=method)
    docs, values = defaults.knob_docs(), defaults.knob_values()
    own = {n: _own_defaults(n, (method, *also)) for n in known} if also else {}

    def knob(names: Iterable[str]) -> list[str]:
        return [line for name in names for line in (
            _knob_lines(name, None, f"{docs[name]}; None: {own[name]}") if own.get(name)
            else _knob_lines(name, values[name], docs[name]))]

    lines = knob(top) + ([first] if first else [])
    lines.append(f"# -- every other knob of {of or method} (docs/knobs.md) --")
    for owner, names in knob_sections(method, skip | set(top) | set(server)):
        summary = re.split(r"[:;.]\s| \(", " ".join((owner.__doc__ or "").split()))[0]
        lines.append(f"# -- {'The run' if owner is RunOptions else summary} ({owner.__name__})")
        lines += knob(names)
    lines += [rest] if rest else []
    if server:
        lines.append("# -- The model server (backend openai): where it is, how its requests are retried")
        lines += knob(server)
    return "\n".join(lines)


def _own_defaults(name: str, methods: tuple[str, ...]) -> str:
    """"each method's own (loop 0, candidates 3)" where the methods that read a knob default it differently, else ""."""
    values = {m: knob_table(m)[name].default for m in methods if name in knob_table(m)}
    first = plain(next(iter(values.values())))
    if all(plain(v) == first for v in values.values()):
        return ""
    return "each method's own (" + ", ".join(f"{m} {literal(v)}" for m, v in values.items()) + ")"


def _knob_lines(name: str, value: Any, doc: str) -> list[str]:
    """One knob as `name = default  # doc`, or its doc on comment lines above it where the line would be too long."""
    if isinstance(value, str) and Path(value).is_absolute():  # a path of this machine: None stands for it
        rel = Path(value).relative_to(REPO_ROOT) if Path(value).is_relative_to(REPO_ROOT) else value
        value, doc = None, f"{doc}; None: {rel}" if doc else f"None: {rel}"
    line = f"{name} = {literal(value)}"
    if doc and len(line) + len(doc) + 4 <= WIDTH and "=" not in doc:  # papermill: one "=" a line
        return [f"{line}  # {doc}"]
    return [f"# {part}" for part in textwrap.wrap(doc, WIDTH - 2)] + [line]


def knob_of(key: str) -> str | None:
    """The knob a notebook name sets: the knob itself, an old twin (REACT_MAX_STEPS, MAX_TABLES...), or None."""
    low, known = key.lower(), all_knobs()
    return key if key in known else low if low in known else ALIASES.get(low)


def renamed(parameters: Mapping[str, Any]) -> dict[str, Any]:
    """Parameters under today's names: an old twin becomes its knob, with a warning that names it."""
    out: dict[str, Any] = {}
    for key, value in parameters.items():
        name = knob_of(key)
        if name is not None and name != key:
            warnings.warn(f"notebook parameter {key} is the old name of {name}: set {name} instead", FutureWarning,
                          stacklevel=3)
            out[name] = value
        else:
            out.setdefault(key, value)
    return out


def notebook_config(namespace: Mapping[str, Any], **fixed: Any) -> RunConfig:
    """The RunConfig of a notebook's namespace: each knob it holds (an old twin, injected after the cell, wins with a
    warning), then `fixed`. None for a knob that cannot be None (data_dir) keeps the knob's default."""
    known = all_knobs()
    names = {k: v for k, v in namespace.items() if isinstance(k, str) and not k.startswith("_") and knob_of(k)}
    knobs = renamed(dict(sorted(names.items(), key=lambda kv: kv[0] not in known)))  # old names last: they win
    method = fixed.get("method") or knobs.get("method") or DEFAULT_METHOD
    fields = knob_table(method)
    knobs = {k: v for k, v in knobs.items() if v is not None or k not in fields or takes_none(method, k)}
    # A cell lists its own method's knobs: one the run's method does not read drops out where the cell left it at
    # its default (notebook 04 with a plugin's method as its base), and is the config's error where it was set.
    knobs = {k: v for k, v in knobs.items() if k in fields or not _a_default(k, v)}
    return RunConfig.from_dict({**knobs, **fixed})


def _a_default(name: str, value: Any) -> bool:
    """Whether value is the default of this knob in some method's run (what a parameters cell writes)."""
    return any(plain(knob_table(m)[name].default) == plain(value) for m in readers(name))
