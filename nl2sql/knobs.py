"""What every options dataclass shares: how a knob is declared, coerced and checked, and how components compose.

    @dataclass(frozen=True)
    class BaselineOptions(MethodOptions):
        prompt: PromptOptions = component(PromptOptions)           # a component's knobs, shared by composition
        baseline_max_new_tokens: int = knob(200, "tokens of the one answer", minimum=1)

        def check(self) -> None:          # the class's own rules across its knobs (optional)
            ...

Each component (data selection, the model, the prompt, the guardrails, the vote, scoring) is a frozen dataclass of
its knobs, each declared once with its doc; a method's options class holds the components it reads as fields (with
its own defaults where it wants others: `component(PromptOptions, sample_rows=3)`) beside its own knobs. Users name
knobs flat (`sample_rows=3`, not `prompt.sample_rows`): `knobs(cls)` lists a class's knobs through its components,
`build(cls, values)` fills them from flat values (one value for a knob several components declare, the seed say) and
`flatten(options)` reads them back. Building any options object coerces unambiguous values (an int for a float, "a,b"
for a list), runs each knob's choices/minimum and then the class's `check`. A knob's "output" metadata says whether it
can change a question's generated SQL (what a resumed run must match, nl2sql.store.runstore).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping, TypeVar

T = TypeVar("T", bound="Options")
_UNSET = object()


def knob(default: Any, doc: str, *, choices: Iterable[Any] | None = None, minimum: float | None = None, op: str = ">=",
         hint: str = "", none: Any = _UNSET, output: bool | str = True) -> Any:
    """A knob's field: its default, its one-line doc, the values it allows (`choices`, or >= `minimum`, > with op=">"),
    what None stands for (`none`: guardrails=None is []), and `output`: False for a knob that never changes a
    generated SQL (selection, bookkeeping, scoring), "sampling" for one that does only when something is sampled.
    `hint` follows the allowed values in the error."""
    meta: dict[str, Any] = {"doc": doc, "output": output, "hint": hint}
    if choices is not None:
        meta["choices"] = choices  # kept as given: a registry's choices grow as plugins register
    if minimum is not None:
        meta.update(minimum=minimum, op=op)
    if none is not _UNSET:
        meta["none"] = none
    if isinstance(default, (list, dict, set)):  # a fresh copy per instance, as dataclasses require
        return field(default_factory=lambda: type(default)(default), metadata=meta)
    return field(default=default, metadata=meta)


def seed_knob() -> Any:
    """The run's one seed, declared by each component that draws: one value, however many hold it."""
    return knob(0, "greedy runs: it only picks the sample", output="sampling")


def component(cls: type, **defaults: Any) -> Any:
    """A field holding a component's options (its knobs are the holder's, by their own names), at its defaults or
    at these."""
    return field(default_factory=lambda: cls(**defaults), metadata={"component": cls})


class Options:
    """The root of every options dataclass: coerce and check on construction; `of` builds one from flat knobs."""

    def __post_init__(self) -> None:
        name = type(self).__name__
        hints = _hints(type(self))
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if "component" in f.metadata:
                if not isinstance(value, f.metadata["component"]):
                    raise ValueError(f"{name}.{f.name} must be {f.metadata['component'].__name__}, got {value!r}")
                continue
            if value is None and "none" in f.metadata:  # e.g. guardrails=none: every step off
                value = f.metadata["none"]
            ok, value = coerce(value, hints[f.name])
            if not ok:
                raise ValueError(f"{name}.{f.name} must be {f.type}, got {type(value).__name__} {value!r}")
            object.__setattr__(self, f.name, value)
            _check_field(name, f, value)
        self.check()

    def check(self) -> None:
        """The class's own rules across its knobs (a subclass that adds some calls super().check() first)."""

    def set(self, name: str, value: Any) -> None:
        """Normalise one knob during a check (the dataclass is frozen afterwards)."""
        object.__setattr__(self, name, value)

    @classmethod
    def of(cls: type[T], source: Any = None) -> T:
        """These options from `source`: None (the defaults), these options, or flat knobs (a mapping, another
        options object, a RunConfig): a knob `source` does not hold keeps this class's default."""
        if source is None:
            return cls()
        if isinstance(source, cls):
            return source
        return build(cls, knob_values(source))


@dataclass(frozen=True)
class Knob:
    """One knob as a user names it: its field, the class declaring it, its default where it is read, its type."""

    name: str
    field: dataclasses.Field
    owner: type
    default: Any
    hint: Any

    @property
    def doc(self) -> str:
        return self.field.metadata.get("doc", "")

    @property
    def output(self) -> bool | str:
        """True: it can change a generated SQL; "sampling": only when something is sampled; False: never."""
        return self.field.metadata.get("output", True)


def knobs(cls: type, base: Any = None) -> dict[str, Knob]:
    """A class's knobs by name, through its components, with their defaults in it (or in `base`, an instance). A knob
    several components hold (the seed) must have one default there: a field declaring a component's knob again with
    another default is a TypeError naming the component to set it on."""
    base = cls() if base is None else base
    out: dict[str, Knob] = {}
    for f in dataclasses.fields(cls):
        found = (knobs(f.metadata["component"], getattr(base, f.name)) if "component" in f.metadata
                 else {f.name: Knob(f.name, f, cls, getattr(base, f.name), _hints(cls)[f.name])})
        for name, k in found.items():
            held = out.setdefault(name, k)
            if plain(held.default) != plain(k.default):
                raise TypeError(f"{cls.__name__}: knob {name} has two defaults, {held.default!r} ({held.owner.__name__})"
                                f" and {k.default!r} ({k.owner.__name__}); a method sets a component's default on the "
                                f"component: component({held.owner.__name__}, {name}={k.default!r})")
    return out


def build(cls: type[T], values: Mapping[str, Any], base: Any = None) -> T:
    """cls filled from flat knobs: each of its knobs (a component's too) from `values`, else its default there."""
    base = cls() if base is None else base
    kw: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if "component" in f.metadata:
            kw[f.name] = build(f.metadata["component"], values, getattr(base, f.name))
        else:
            kw[f.name] = values[f.name] if f.name in values else getattr(base, f.name)
    return cls(**kw)


def flatten(options: Any) -> dict[str, Any]:
    """An options object's knobs by name, through its components (one value for a knob several declare)."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(options):
        value = getattr(options, f.name)
        if "component" in f.metadata:
            out.update(flatten(value))
        else:
            out.setdefault(f.name, value)
    return out


def knob_values(source: Any) -> dict[str, Any]:
    """Flat knobs of a mapping, an options object or anything with a knob_values() method (a RunConfig)."""
    if isinstance(source, Mapping):
        return dict(source)
    if isinstance(source, Options):
        return flatten(source)
    if callable(getattr(type(source), "knob_values", None)):
        return source.knob_values()
    raise TypeError(f"cannot read knobs from {type(source).__name__}: pass options, a RunConfig or a dict of knobs")


def plain(value: Any) -> Any:
    """A JSON-ready value: a set as a sorted list, a tuple as a list."""
    return sorted(value) if isinstance(value, (set, frozenset)) else list(value) if isinstance(value, tuple) else value


def _check_field(owner: str, f: dataclasses.Field, value: Any) -> None:
    """A knob's own check: its choices or minimum."""
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
