"""RunConfig: a run's knobs in one flat, serialisable view: the run's own and its method's, no others.

    cfg = RunConfig()                                   # the loop at the defaults of docs/reference-loop.md#parameters
    cfg = RunConfig.from_dict({"max_steps": 4})         # papermill parameters / JSON; an unknown key is an error
    cfg = cfg.override(["max_steps=4", "guardrails=clean,casing"])   # CLI "key=value" strings
    cfg.options()                                       # what its method receives: e.g. LoopOptions(max_steps=4, ...)
    cfg.to_dict(); RunConfig.from_json(path)

A run reads three groups of knobs: the run's own (RunOptions: the method, the run id, SQL memory, and as components
which questions, data.options.DataOptions, and how they are scored, eval.options.ScoringOptions), the model's
(llm.options.ModelOptions, for a method that calls one) and its method's options (nl2sql.methods.registry.Method.options:
the loop's LoopOptions, a plugin's own). Those are the config's knobs, and all of them: its to_dict, config.json,
default run id and resume check hold them and nothing else, and setting a knob the method does not read is a
ValueError naming the methods that read it. Users name knobs flat; a knob several groups declare (seed, data_dir, a
model knob a method defaults otherwise) holds one value, the method's default unless set. A knob's "output" says
whether it can change a question's generated SQL (what names a run and what a resumed run must match).
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping

from nl2sql.data.options import DataOptions
from nl2sql.eval.options import ScoringOptions
from nl2sql.knobs import Knob, Options, build, coerce, component, flatten, knob, knobs, plain
from nl2sql.llm.options import ModelOptions
from nl2sql.methods.registry import DEFAULT_METHOD, METHODS, Method, get_method

# The upper-case names of docs/reference-loop.md#parameters, accepted as aliases (papermill cells often use them).
ALIASES = {"react_max_steps": "max_steps", "react_max_new_tokens": "max_new_tokens", "react_do_sample": "do_sample",
           "react_temperature": "temperature", "react_top_p": "top_p", "max_tables": "link_max_tables"}


@dataclass(frozen=True)
class RunOptions(Options):
    """The run: its method, which questions, how they are scored, its name (every method reads these)."""

    method: str = knob(DEFAULT_METHOD, "a registered method (nl2sql.methods.registry)", choices=METHODS)
    data: DataOptions = component(DataOptions)
    scoring: ScoringOptions = component(ScoringOptions)
    run_id: str | None = knob(None, "results/<run_id>/; None: <method>-<model>-<hash of the output knobs>",
                              output=False)
    exec_memory_mb: int = knob(1024, "Memory of one SQL execution (loop tools and scoring): half is SQLite's heap "
                               "cap, a quarter the rows' bytes.", minimum=16, hint="(MB of memory per SQL execution)")


def knob_table(method: str | Method = DEFAULT_METHOD) -> dict[str, Knob]:
    """A method's run's knobs by name, in order (the run's first), each with its default in that run: a knob several
    parts declare (the seed, a model knob a method defaults otherwise) is listed where first declared, with the
    method's default."""
    return dict(_table_of(get_method(method) if isinstance(method, str) else method))


@functools.lru_cache(maxsize=None)
def _table_of(method: Method) -> dict[str, Knob]:
    out: dict[str, Knob] = {}
    for cls in (RunOptions, *((ModelOptions,) if method.needs_llm else ()), method.options):  # the parts a run reads
        for name, k in knobs(cls).items():
            out[name] = dataclasses.replace(out[name], default=k.default) if name in out else k
    return out


def all_knobs() -> set[str]:
    """Every knob some registered method's run reads (plugins included)."""
    return {name for m in METHODS.values() for name in knob_table(m)}


def readers(name: str) -> list[str]:
    """The registered methods whose runs read this knob."""
    return [n for n, m in METHODS.items() if name in knob_table(m)]


class RunConfig:
    """A run's knobs (see the module's docstring), frozen once built: `run` (RunOptions: the method, the data, the
    scoring), `model_options` (ModelOptions, None for a method that calls no model) and `options()` (the method's)."""

    __slots__ = ("run", "model_options", "_options", "_given")

    def __init__(self, **knobs: Any) -> None:
        knobs = _normalize_keys(knobs)
        method = get_method(knobs.get("method") or DEFAULT_METHOD)
        table = knob_table(method)
        unread = [k for k in knobs if k not in table]
        if unread:
            raise ValueError("; ".join(_unread(k, knobs[k], method.name) for k in unread))
        values = {name: knobs[name] if name in knobs else k.default for name, k in table.items()}
        values["method"] = method.name
        object.__setattr__(self, "run", build(RunOptions, values))
        object.__setattr__(self, "model_options", build(ModelOptions, values) if method.needs_llm else None)
        object.__setattr__(self, "_options", build(method.options, values))
        # The knobs set, whatever their values (the rest are the method's defaults): what a switch of method keeps.
        object.__setattr__(self, "_given", frozenset(knobs) - {"method"})

    def __getitem__(self, name: str) -> Any:
        """A knob's value by its name (cfg["max_steps"]); one the method does not read: a KeyError naming who does."""
        values = self.knob_values()
        if name not in values:
            raise KeyError(_unread(name, None, self.method) if name in all_knobs() else f"no knob {name!r}")
        return values[name]

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

    # The run's parts by what they hold: cfg.method, cfg.run_id, cfg.data (DataOptions: cfg.data.dataset() loads the
    # questions), cfg.scoring (ScoringOptions).
    method = property(lambda self: self.run.method)
    run_id = property(lambda self: self.run.run_id)
    data = property(lambda self: self.run.data)
    scoring = property(lambda self: self.run.scoring)

    def options(self) -> Any:
        """What this config's method receives: its options class (Method.options) filled from this config."""
        return self._options

    def llm_options(self) -> dict[str, Any]:
        """The keywords of nl2sql.llm.load for this run's model: `load(**cfg.llm_options())`."""
        if self.model_options is None:
            raise ValueError(f"method {self.method!r} calls no model: its runs load none")
        return self.model_options.load_kwargs(self._options.rows_in_flight)

    def fields(self) -> dict[str, Knob]:
        """This config's knobs by name (knob_table of its method)."""
        return knob_table(self.method)

    # -- reading and writing ---------------------------------------------------------------------------------------

    def knob_values(self) -> dict[str, Any]:
        """Every knob the run reads by name, as held (Options.of reads these), the method first."""
        out: dict[str, Any] = {}
        for part in (self.run, self.model_options, self._options):
            out.update(flatten(part) if part is not None else {})
        return {"method": out.pop("method"), **out}

    def to_dict(self) -> dict[str, Any]:
        """Every knob the run reads as JSON-ready values, the method first."""
        return {k: plain(v) for k, v in self.knob_values().items()}

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
            new = knob_table(method)
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
        return tuple(n for n, k in self.fields().items() if k.output is not False)

    def non_output_knobs(self) -> frozenset[str]:
        """Knobs that never change a question's generated SQL: selection, bookkeeping, scoring."""
        return frozenset(n for n, k in self.fields().items() if k.output is False)

    def sampling_knobs(self) -> frozenset[str]:
        """Knobs that change a question's generated SQL only when something is sampled."""
        return frozenset(n for n, k in self.fields().items() if k.output == "sampling")

    def knob_docs(self) -> dict[str, str]:
        """Each knob's one-line doc, as declared with it."""
        return {name: k.doc for name, k in self.fields().items()}


# -- helpers ---------------------------------------------------------------------------------------------------


def _rebuild(knobs: Mapping[str, Any], given: Iterable[str]) -> RunConfig:
    object.__setattr__(cfg := RunConfig.from_dict(knobs), "_given", frozenset(given))
    return cfg


def _unread(name: str, value: Any, method: str) -> str:
    """Why a knob cannot be set on this method's run, naming the methods that read it."""
    who = " or ".join(f"method={n!r}" for n in readers(name))
    shown = f"{name}={value!r}" if value is not None else name
    return f"{shown}: method {method!r} does not read {name} ({who} does); drop it or run that method"


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
        fields = knob_table(method)
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
    return coerce(None, knob_table(method)[name].hint)[0]


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
    method = current.get("method") or DEFAULT_METHOD
    base = RunConfig(method=method)
    defaults = base.to_dict()
    sampled = _sampled(saved) or _sampled(current)
    skip = base.non_output_knobs() | (frozenset() if sampled else base.sampling_knobs())
    keys = (set(saved) | set(current)) & set(defaults)
    pairs = {k: (saved.get(k, defaults[k]), current.get(k, defaults[k])) for k in keys | {"method"}}
    return {k: (a, b) for k, (a, b) in sorted(pairs.items()) if k not in skip and a != b}


def _sampled(knobs: Mapping[str, Any]) -> bool:
    """Whether a run of these knobs draws at random (its method's options say), so its sampling knobs count."""
    method = knobs.get("method") or DEFAULT_METHOD
    if method not in METHODS:
        return False
    table = knob_table(method)
    return get_method(method).options.of({k: v for k, v in knobs.items() if k in table}).sampled()
