"""RunConfig: a run's knobs in one flat, serialisable view: the run's own and its method's, no others.

    cfg = RunConfig()                                   # the loop at the defaults of docs/reference-loop.md#parameters
    cfg = RunConfig.from_dict({"max_steps": 4})         # papermill parameters / JSON; an unknown key is an error
    cfg = cfg.override(["max_steps=4", "guardrails=clean,casing"])   # CLI "key=value" strings
    cfg.options()                                       # what its method receives: e.g. LoopOptions(max_steps=4, ...)
    cfg.to_dict(); RunConfig.from_json(path)

A run reads three groups of knobs: the run's own (which questions, data.options.DataOptions; how they are scored,
eval.options.ScoringOptions; the method, the run id and SQL memory: RunOptions), the model's (llm.options.ModelOptions,
for a method that calls one) and its method's options class (nl2sql.methods.registry.Method.options: the loop's
LoopOptions, the baseline's BaselineOptions, a plugin's own). Those are the config's knobs, and all of them: its
to_dict, config.json, default run id and resume check hold them and nothing else, and setting a knob the method does
not read is a ValueError naming the methods that read it. A knob declared in several groups (seed, data_dir, a
component's knob a method declares again with its own default) holds one value, the method's default unless set.
Field metadata says whether a knob can change a question's generated SQL (output_knobs: what names a run and what a
resumed run must match, store.runstore).
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import json
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping

from nl2sql.data.options import DataOptions
from nl2sql.eval.options import ScoringOptions
from nl2sql.knobs import NO_OUTPUT, choices, coerce, field_default, knob_docs, minimum
from nl2sql.llm.options import ModelOptions
from nl2sql.methods.registry import DEFAULT_METHOD, METHODS, Method, get_method

# The upper-case names of docs/reference-loop.md#parameters, accepted as aliases (papermill cells often use them).
ALIASES = {"react_max_steps": "max_steps", "react_max_new_tokens": "max_new_tokens", "react_do_sample": "do_sample",
           "react_temperature": "temperature", "react_top_p": "top_p", "max_tables": "link_max_tables"}


@dataclass(frozen=True)
class RunOptions(ScoringOptions, DataOptions):
    """The run: its method, its name, which questions and how they are scored (every method reads these)."""

    method: str = field(default=DEFAULT_METHOD, metadata=choices(METHODS))  # a registered method (nl2sql.methods.registry)
    # results/<run_id>/; None: <method>-<model>-<hash of the output knobs>
    run_id: str | None = field(default=None, metadata=NO_OUTPUT)
    # Memory of one SQL execution (loop tools and scoring): half is SQLite's heap cap, a quarter the rows' bytes.
    exec_memory_mb: int = field(default=1024, metadata=minimum(16, "(MB of memory per SQL execution)"))


def parts_of(method: Method) -> tuple[type, ...]:
    """The options classes a run of this method reads: the run's, the model's (when it calls one), the method's."""
    return (RunOptions, *((ModelOptions,) if method.needs_llm else ()), method.options)


def knob_fields(method: str | Method = DEFAULT_METHOD) -> dict[str, dataclasses.Field]:
    """A method's run's knobs by name, in order (the run's first); a knob declared again takes the method's field."""
    return dict(_fields_of(get_method(method) if isinstance(method, str) else method))


@functools.lru_cache(maxsize=None)
def _fields_of(method: Method) -> dict[str, dataclasses.Field]:
    out: dict[str, dataclasses.Field] = {}
    for cls in parts_of(method):
        for f in dataclasses.fields(cls):
            out[f.name] = f
    return {"method": out.pop("method"), **out}


def all_knobs() -> set[str]:
    """Every knob some registered method's run reads (plugins included)."""
    return {name for m in METHODS.values() for name in knob_fields(m)}


def readers(name: str) -> list[str]:
    """The registered methods whose runs read this knob."""
    return [n for n, m in METHODS.items() if name in knob_fields(m)]


class RunConfig:
    """A run's knobs (see the module's docstring): read as attributes (cfg.max_steps), frozen once built."""

    __slots__ = ("_parts", "_given")

    def __init__(self, **knobs: Any) -> None:
        knobs = _normalize_keys(knobs)
        method = get_method(knobs.get("method") or DEFAULT_METHOD)
        fields = knob_fields(method)
        unread = [k for k in knobs if k not in fields]
        if unread:
            raise ValueError("; ".join(_unread(k, knobs[k], method.name) for k in unread))
        values = {name: knobs[name] if name in knobs else field_default(f) for name, f in fields.items()}
        values["method"] = method.name
        parts = [cls(**{f.name: values[f.name] for f in dataclasses.fields(cls)}) for cls in parts_of(method)]
        object.__setattr__(self, "_parts", tuple(reversed(parts)))  # the method's first: its values win on read
        # The knobs set, whatever their values (the rest are the method's defaults): what a switch of method keeps.
        object.__setattr__(self, "_given", frozenset(knobs) - {"method"})

    def __getattr__(self, name: str) -> Any:
        parts = object.__getattribute__(self, "_parts")
        for part in parts:
            if name in part.__dataclass_fields__:
                return getattr(part, name)
        for part in parts:  # a component's helpers too: cfg.dataset(), cfg.steps
            if not name.startswith("_") and hasattr(type(part), name):
                return getattr(part, name)
        if name.startswith("_") or name not in all_knobs():
            raise AttributeError(f"RunConfig has no knob {name!r}")
        raise AttributeError(_unread(name, None, self.method))

    def __setattr__(self, name: str, value: Any) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot assign to {name!r}: a RunConfig is frozen; use override()")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RunConfig) and self.to_dict() == other.to_dict()

    def __hash__(self) -> int:
        return hash(json.dumps(self.to_dict(), sort_keys=True, default=str))

    def __repr__(self) -> str:
        return f"RunConfig({', '.join(f'{k}={v!r}' for k, v in self.to_dict().items())})"

    def __reduce__(self) -> tuple:
        return _rebuild, (self.to_dict(), sorted(self._given))

    # -- what the components receive -------------------------------------------------------------------------------

    def options(self) -> Any:
        """What this config's method receives: its options class (Method.options) filled from this config."""
        return self._parts[0]

    def llm_options(self) -> dict[str, Any]:
        """The keywords of nl2sql.llm.load for this run's model: `load(**cfg.llm_options())`."""
        if not get_method(self.method).needs_llm:
            raise ValueError(f"method {self.method!r} calls no model: its runs load none")
        return ModelOptions.of(self).load_kwargs(getattr(self.options(), "rows_in_flight", 8))

    def fields(self) -> dict[str, dataclasses.Field]:
        """This config's knobs by name (knob_fields of its method)."""
        return knob_fields(self.method)

    # -- reading and writing ---------------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Every knob the run reads as JSON-ready values, the method first."""
        out: dict[str, Any] = {}
        for part in reversed(self._parts):
            out.update(part.to_dict())
        return {"method": out.pop("method"), **out}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any] | None = None, **kw: Any) -> "RunConfig":
        """Build from a dict (JSON, papermill parameters) plus keywords; an unknown or unread key is a ValueError."""
        return cls(**{**dict(d or {}), **kw})

    def override(self, changes: Mapping[str, Any] | Iterable[str] | None = None, **kw: Any) -> "RunConfig":
        """A copy with some knobs changed: a dict, "key=value" strings (CLI; values parsed as JSON), keywords. With
        another method it keeps every knob set on this config that the new one reads (whatever its value)."""
        changes = changes if changes is None or isinstance(changes, Mapping) else parse_assignments(changes)
        changes = _normalize_keys({**(changes or {}), **kw})
        base = self.to_dict()
        method = changes.get("method") or self.method
        if method != self.method:
            new = knob_fields(method)
            base = {k: v for k, v in base.items() if k in new and k in self._given}
        out = RunConfig.from_dict({**base, **changes})
        object.__setattr__(out, "_given", (self._given & set(out.fields())) | (frozenset(changes) - {"method"}))
        return out

    def to_json(self, path: str | Path) -> Path:
        """Write the config as pretty JSON (what a run saves beside its results)."""
        (path := Path(path)).parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.to_dict(), indent=2, sort_keys=True) + "\n", encoding="utf-8")
        return path

    @classmethod
    def from_json(cls, path: str | Path) -> "RunConfig":
        """Read a config written by to_json, a run's results/<run_id>/config.json, or any JSON object of its keys;
        a run's manifest written before a knob was renamed, retired or scoped to its methods reads as it ran."""
        try:
            data = json.loads((path := Path(path)).read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise FileNotFoundError(f"config file not found: {path}") from None
        except ValueError as e:
            raise ValueError(f"config file {path} is not valid JSON: {e}") from None
        manifest = isinstance(data, dict) and isinstance(data.get("config"), dict) and "dataset" in data
        if manifest:
            data = data["config"]  # a run's manifest: rerun (or resume) exactly that run
        if not isinstance(data, dict):
            raise ValueError(f"config file {path} must hold a JSON object of knobs")
        return cls.from_dict(upgrade(data, str(path), saved_run=manifest))

    # -- what each knob can change -----------------------------------------------------------------------------

    def output_knobs(self) -> tuple[str, ...]:
        """Knobs that can change a question's generated SQL (the sampling ones included), in order."""
        return tuple(n for n, f in self.fields().items() if f.metadata.get("output", True) is not False)

    def non_output_knobs(self) -> frozenset[str]:
        """Knobs that never change a question's generated SQL: selection, bookkeeping, scoring."""
        return frozenset(n for n, f in self.fields().items() if f.metadata.get("output", True) is False)

    def sampling_knobs(self) -> frozenset[str]:
        """Knobs that change a question's generated SQL only when something is sampled."""
        return frozenset(n for n, f in self.fields().items() if f.metadata.get("output") == "sampling")

    def knob_docs(self) -> dict[str, str]:
        """Each knob's one-line doc, read from its declaration (the method's, where it declares one again)."""
        docs: dict[str, str] = {}
        for part in reversed(self._parts):
            docs.update({k: v for k, v in knob_docs(type(part)).items() if v or k not in docs})
        return {name: docs.get(name, "") for name in self.fields()}


# -- helpers ---------------------------------------------------------------------------------------------------


def _rebuild(knobs: Mapping[str, Any], given: Iterable[str]) -> RunConfig:
    object.__setattr__(cfg := RunConfig.from_dict(knobs), "_given", frozenset(given))
    return cfg


def _unread(name: str, value: Any, method: str) -> str:
    """Why a knob cannot be set on this method's run, naming the methods that read it."""
    who = " or ".join(f"method={n!r}" for n in readers(name))
    shown = f"{name}={value!r}" if value is not None else name
    return f"{shown}: method {method!r} does not read {name} ({who} does); drop it or run that method"


def _votes(method: Any) -> bool:
    """Whether a method samples candidates by default (its options' n_candidates > 1)."""
    return str(method) in METHODS and getattr(METHODS[str(method)].options(), "n_candidates", 1) > 1


# Old manifests only (RunConfig.from_json, the resume check): knobs renamed, with how an old value reads today ...
RENAMED = {"call_llm_when_forced": ("tool_choice", lambda v: "model" if v in (True, "true", "True") else "open")}
# ... and knobs retired after they lost on every split (docs/results.md#methods-tried), with the value that was off.
RETIRED = {"natural_names": False, "rephrase": False, "meaning_hints": 0.0, "hinted_candidates": 0.0}


def upgrade(saved: Mapping[str, Any], where: str = "a saved config", saved_run: bool = False) -> dict[str, Any]:
    """A saved config as today's knobs: renamed ones under their names, retired ones dropped where they were off (a
    run that had one on cannot be reproduced, and says so). A run's saved config (saved_run) written when every run
    held every method's knobs keeps only those its method reads, and a None it held for "the method's default"
    reads as that default."""
    out: dict[str, Any] = {}
    for key, value in saved.items():
        low = str(key).lower()
        if low in RETIRED:
            if value not in (None, RETIRED[low]):
                raise ValueError(f"{where} sets {key}={value!r}, a knob retired after it lost on the tune splits "
                                 "(docs/results.md#methods-tried); check out the commit in its config.json to rerun it")
            continue
        if low in RENAMED:
            name, convert = RENAMED[low]
            out[name] = convert(value)
            continue
        out[key] = value
    method = out.get("method") or DEFAULT_METHOD
    if saved_run and method in METHODS:
        fields = knob_fields(method)
        out = {k: v for k, v in out.items() if k in fields
               and (v is not None or takes_none(method, k))}  # None allowed: it means what it says
    return out


def knob_name(key: Any, known: set[str] | None = None) -> str:
    """The knob a key names: a knob in any case, or an alias (REACT_MAX_STEPS...); else a ValueError with a hint."""
    low, known = str(key).lower(), known or all_knobs()
    name = low if low in known else ALIASES.get(low)
    if name is None:
        close = difflib.get_close_matches(low, sorted(known | set(ALIASES)), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise ValueError(f"unknown knob {key!r}{hint}; known knobs: {', '.join(sorted(known))}")
    return name


def _normalize_keys(d: Mapping[str, Any]) -> dict[str, Any]:
    """Map upper-case aliases (REACT_MAX_STEPS, USE_LINK_SCHEMA...) to knob names; reject unknown keys clearly."""
    known = all_knobs()
    return {knob_name(key, known): value for key, value in d.items()}


def takes_none(method: str, name: str) -> bool:
    """Whether a knob of this method's run may be None (a None it cannot be stands for its default)."""
    return coerce(None, _types_of(get_method(method))[name])[0]


@functools.lru_cache(maxsize=None)
def _types_of(method: Method) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for cls in parts_of(method):  # the method's last: its own declarations win
        out.update(typing.get_type_hints(cls))
    return out


def parse_value(raw: str) -> Any:
    """A command-line value: JSON when it parses, none/null/true/false in any case, else the text itself."""
    try:
        return json.loads(raw.strip())
    except ValueError:
        return {"none": None, "null": None, "true": True, "false": False}.get(raw.strip().lower(), raw.strip())


def parse_assignments(items: Iterable[str]) -> dict[str, Any]:
    """["max_steps=4", "guardrails=clean,casing", "base_url=http://x"] -> dict; values are JSON when they parse."""
    out: dict[str, Any] = {}
    for item in items:
        if "=" not in item:
            raise ValueError(f"config override {item!r} must look like key=value (e.g. max_steps=4)")
        key, raw = item.split("=", 1)
        out[key.strip()] = parse_value(raw)
    return out


def output_knob_diff(saved: Mapping[str, Any], current: Mapping[str, Any]) -> dict[str, tuple[Any, Any]]:
    """Knobs that change outputs and differ: {knob: (saved, current)}; a knob absent from an old file is its default
    (the current method's knobs are compared; another method is a difference of its own)."""
    saved, current = upgrade(saved, saved_run=True), upgrade(current, saved_run=True)
    base = RunConfig(method=current.get("method") or DEFAULT_METHOD)
    defaults = base.to_dict()
    sampled = any(c.get("do_sample") or (c.get("n_candidates") or 1) > 1 or _votes(c.get("method", defaults["method"]))
                  or ((c.get("fewshot_k") or 0) > 0 and c.get("fewshot_selection") == "random")  # seeded shots
                  for c in (saved, current))
    skip = base.non_output_knobs() | (frozenset() if sampled else base.sampling_knobs())
    keys = (set(saved) | set(current)) & set(defaults)
    pairs = {k: (saved.get(k, defaults[k]), current.get(k, defaults[k])) for k in keys | {"method"}}
    return {k: (a, b) for k, (a, b) in sorted(pairs.items()) if k not in skip and a != b}
