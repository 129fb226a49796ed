"""What every options dataclass shares: field metadata, coercion and the checks each knob declares.

    @dataclass(frozen=True)
    class LoopOptions(Options):
        max_steps: int = field(default=8, metadata=minimum(1))
        retrieval: str = field(default="keyword", metadata=choices(("keyword", "embedding")))

        def check(self) -> None:          # the class's own rules across knobs (optional)
            ...

Each component (data selection, the model, the prompt, the vote, the loop, scoring) owns a frozen dataclass of its
knobs, each declared once, in its component; a method's options class combines the components it reads and may
declare a component's knob again with its own default (the candidate agent: `sample_rows: int = 3`). A run's
knobs are the run's own plus its method's options (nl2sql.config.RunConfig), so a method sees, saves and is named
by the knobs it reads and no others. Building any options object coerces unambiguous values (an int for a float,
"a,b" for a list), then runs each field's choices()/minimum() and every `check` along the class's bases, so the same
knob is checked the same way wherever it is built. Field metadata "output" says whether a knob can change a
question's generated SQL (what a resumed run must match, nl2sql.store.runstore).
"""

from __future__ import annotations

import dataclasses
import inspect
import io
import tokenize
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, TypeVar

NO_OUTPUT = {"output": False}  # selection, bookkeeping or scoring: a rerun reuses finished questions
SAMPLED_OUTPUT = {"output": "sampling"}  # changes outputs only when something is sampled (do_sample, candidates)

T = TypeVar("T", bound="Options")


def choices(allowed: Iterable[str], hint: str = "", **meta: Any) -> dict[str, Any]:
    """Field metadata (plus meta, e.g. **NO_OUTPUT): the values a knob allows; hint follows them in the error."""
    return {**meta, "choices": allowed, "hint": hint}


def none_means(value: Any, **meta: Any) -> dict[str, Any]:
    """Field metadata: what None stands for (guardrails=none is the empty list: every step off)."""
    return {**meta, "none": value}


def minimum(low: float, hint: str = "", *, op: str = ">=", **meta: Any) -> dict[str, Any]:
    """Field metadata: the knob must be >= low (or > low, op=">"; None passes); hint follows the bound in the error."""
    return {**meta, "minimum": low, "op": op, "hint": hint}


class Options:
    """The base of every options dataclass: coerce and check on construction; `of` reads the options from others."""

    def __post_init__(self) -> None:
        name = type(self).__name__
        hints = _hints(type(self))
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if value is None and "none" in f.metadata:  # e.g. guardrails=none: every step off
                value = f.metadata["none"]
            ok, value = coerce(value, hints[f.name])
            if not ok:
                raise ValueError(f"{name}.{f.name} must be {f.type}, got {type(value).__name__} {value!r}")
            object.__setattr__(self, f.name, value)
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            _check_field(name, f, getattr(self, f.name))
        for cls in reversed(type(self).__mro__):  # each component's rules across its knobs, bases first
            if "check" in cls.__dict__:
                cls.__dict__["check"](self)

    def set(self, name: str, value: Any) -> None:
        """Normalise one knob during a check (the dataclass is frozen afterwards)."""
        object.__setattr__(self, name, value)

    @classmethod
    def of(cls: type[T], source: Any = None) -> T:
        """These options from `source`: None (the defaults), these options, or any object holding some of their knobs
        (a RunConfig, another method's options); a knob `source` does not hold keeps this class's default."""
        if source is None:
            return cls()
        if isinstance(source, cls):  # these options, or a method's options that hold them
            return source
        return cls(**{f.name: getattr(source, f.name) for f in dataclasses.fields(cls)  # type: ignore[arg-type]
                      if hasattr(source, f.name)})

    def to_dict(self) -> dict[str, Any]:
        """Every knob as JSON-ready values (sets sorted, tuples as lists)."""
        return {f.name: plain(getattr(self, f.name)) for f in dataclasses.fields(self)}  # type: ignore[arg-type]


@dataclass(frozen=True)
class SeedOptions(Options):
    """The run's one seed, shared by every component that draws: the question sample, "random" examples, sampled
    calls and the vote's samples."""

    seed: int = field(default=0, metadata=SAMPLED_OUTPUT)  # greedy runs: it only picks the sample


def knob_docs(cls: type) -> dict[str, str]:
    """Each knob's one-line doc, read from its declaration: the comment on its line, else the comments just above."""
    docs: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        own = klass.__dict__.get("__annotations__", {})
        if own and dataclasses.is_dataclass(klass):
            docs.update({k: v for k, v in _declaration_comments(klass).items() if k in own})
    return {f.name: docs.get(f.name, "") for f in dataclasses.fields(cls)}


def _declaration_comments(klass: type) -> dict[str, str]:
    """{field: its comment} over a class body's logical lines; a blank line or a "# --" header ends a comment."""
    try:
        source = inspect.getsource(klass)
    except (OSError, TypeError):  # a class made where no source file is (an interactive session): no docs
        return {}
    out: dict[str, str] = {}
    above: list[str] = []
    inline: list[str] = []
    code: list[tokenize.TokenInfo] = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            text = tok.string.lstrip("#").strip()
            (inline if code else above).append(text)
            if not code and text.startswith("--"):
                above.clear()
        elif tok.type == tokenize.NL and not code:
            if not tok.line.strip():
                above.clear()
        elif tok.type == tokenize.NEWLINE:
            if len(code) > 1 and code[0].type == tokenize.NAME and code[1].string == ":":
                out[code[0].string] = "; ".join(" ".join(part) for part in (above, inline) if part)
            above, inline, code = [], [], []
        elif tok.type not in (tokenize.INDENT, tokenize.DEDENT, tokenize.NL):
            code.append(tok)
    return out


def field_default(f: dataclasses.Field) -> Any:
    """A field's default value (its factory called), or dataclasses.MISSING."""
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return dataclasses.MISSING


def defaults(cls: type) -> dict[str, Any]:
    """Every knob of an options class with its default."""
    return {f.name: field_default(f) for f in dataclasses.fields(cls)}


def plain(value: Any) -> Any:
    """A JSON-ready value: a set as a sorted list, a tuple as a list."""
    return sorted(value) if isinstance(value, (set, frozenset)) else list(value) if isinstance(value, tuple) else value


def _check_field(owner: str, f: dataclasses.Field, value: Any) -> None:
    """A knob's own check: choices() or minimum() in its metadata."""
    meta = f.metadata
    hint = f" {meta['hint']}" if meta.get("hint") else ""
    if "choices" in meta and value is not None and value not in meta["choices"]:
        raise ValueError(f"{owner}.{f.name} must be one of {tuple(meta['choices'])}{hint}, got {value!r}")
    low, op = meta.get("minimum"), meta.get("op")
    if low is not None and value is not None and not (value > low if op == ">" else value >= low):
        raise ValueError(f"{owner}.{f.name} must be {op} {low}{hint}, got {value}")


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


def coerce(value: Any, hint: Any) -> tuple[bool, Any]:
    """(whether value fits the type hint, the value as that type)."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        if value is None:
            return type(None) in typing.get_args(hint), None
        fits = (coerce(value, arg) for arg in typing.get_args(hint) if arg is not type(None))
        return next((fit for fit in fits if fit[0]), (False, value))
    if typing.get_origin(hint) is list:
        if isinstance(value, str):
            value = [s.strip() for s in value.split(",") if s.strip()]
        if isinstance(value, (list, tuple, set, frozenset)):
            return True, [str(v) for v in value] if typing.get_args(hint) == (str,) else list(value)
        return False, value
    if hint is bool or (hint in (int, float) and isinstance(value, bool)):  # a bool is no number here
        return isinstance(value, bool) and hint is bool, value
    if hint is int:
        whole = isinstance(value, float) and value.is_integer()
        return whole or isinstance(value, int), int(value) if whole else value
    if hint is float:
        return (True, float(value)) if isinstance(value, (int, float)) else (False, value)
    if hint is str:
        return isinstance(value, (str, Path)), str(value) if isinstance(value, Path) else value
    return True, value
