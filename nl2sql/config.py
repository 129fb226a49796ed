"""RunConfig: every knob of a run in one flat, serialisable view, built from the components that own them.

    cfg = RunConfig()                                   # the defaults of docs/reference-loop.md#parameters
    cfg = RunConfig.from_dict({"max_steps": 4})         # papermill parameters / JSON; unknown keys are an error
    cfg = cfg.override(["max_steps=4", "guardrails=clean,casing"])   # CLI "key=value" strings
    cfg.options()                                       # what its method receives: e.g. LoopOptions(max_steps=4, ...)
    cfg.to_dict(); RunConfig.from_json(path)

Each component owns a dataclass of its knobs and their defaults: which questions (data.options.DataOptions), the
model (llm.options.ModelOptions), the prompt (data.options.PromptOptions), the guardrails (sql.options), sampling
(llm.options.SamplingOptions), the vote (methods.vote.VoteOptions), the loop (methods.agent.options.LoopOptions) and
scoring (eval.options.ScoringOptions); a method's options class combines those it reads
(nl2sql.methods.registry.Method.options). RunConfig is their union plus the run's own three knobs; it declares none
of theirs again. A knob whose default depends on the method (declared by_method: sample_rows is 3 for the candidate
agent, 0 for the others) is None here until the method's options fill it (their METHOD_DEFAULTS). Field metadata says whether a knob can change a question's generated SQL:
RunConfig.output_knobs() decides what a resumed run must match and what names a run (store.runstore).
"""

from __future__ import annotations

import dataclasses
import difflib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Iterable, Mapping, TypeVar

from nl2sql.data.options import DataOptions
from nl2sql.eval.options import ScoringOptions
from nl2sql.knobs import NO_OUTPUT, Options, choices, field_default, minimum
from nl2sql.llm.options import ModelOptions
from nl2sql.methods.agent.options import LoopOptions
from nl2sql.methods.candidates import CandidateOptions
from nl2sql.methods.registry import DEFAULT_METHOD, METHODS, get_method

T = TypeVar("T", bound=Options)

# The upper-case names of docs/reference-loop.md#parameters, accepted as aliases (papermill cells often use them).
ALIASES = {"react_max_steps": "max_steps", "react_max_new_tokens": "max_new_tokens", "react_do_sample": "do_sample",
           "react_temperature": "temperature", "react_top_p": "top_p", "max_tables": "link_max_tables"}


@dataclass(frozen=True)
class RunConfig(ScoringOptions, LoopOptions, CandidateOptions, ModelOptions, DataOptions):
    """Every knob of a run: the components' (see the module's docstring) and the run's own."""

    FILLS_METHOD_DEFAULTS: ClassVar[bool] = False  # by_method knobs stay None: the method's options fill them

    method: str = field(default=DEFAULT_METHOD, metadata=choices(METHODS))  # a registered method (nl2sql.methods.registry)
    # results/<run_id>/; None: <method>-<model>-<hash of the output knobs>
    run_id: str | None = field(default=None, metadata=NO_OUTPUT)
    # Memory of one SQL execution (loop tools and scoring): half is SQLite's heap cap, a quarter the rows' bytes.
    exec_memory_mb: int = field(default=1024, metadata=minimum(16, "(MB of memory per SQL execution)"))

    def check(self) -> None:
        """The rule across components: a knob the method does not read stays at its off value (off_unless_read)."""
        method = get_method(self.method).options
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if "off" not in f.metadata or value is None or value == f.metadata["off"] or _reads(method, f.name):
                continue
            readers = " or ".join(f"method={n!r}" for n, m in METHODS.items() if _reads(m.options, f.name))
            raise ValueError(f"{f.name}={value!r}: method {self.method!r} does not read it; use {readers} or leave "
                             f"{f.name} at {f.metadata['off']!r}")
        self.options()  # the method's own checks

    # -- what the components receive -------------------------------------------------------------------------------

    def part(self, cls: type[T]) -> T:
        """One component's (or method's) options from this config. A knob left to the method (None here) takes the
        default of `cls` when it is a method's options class, else of this config's method's options."""
        if not all(f.name in _FIELDS for f in dataclasses.fields(cls)):
            unknown = sorted(f.name for f in dataclasses.fields(cls) if f.name not in _FIELDS)
            raise ValueError(f"{cls.__name__} names knobs RunConfig does not have: {', '.join(unknown)}; a method's "
                             "options may only combine the components' knobs (nl2sql.config)")
        own = any(m.options is cls for m in METHODS.values())  # a method's options fill their own defaults
        fallback = get_method(self.method).options.METHOD_DEFAULTS
        kw = {f.name: getattr(self, f.name) for f in dataclasses.fields(cls)}
        for f in dataclasses.fields(cls):
            if kw[f.name] is None and "by_method" in _META[f.name]:
                if not own and f.name in fallback:
                    kw[f.name] = fallback[f.name]
                elif own and "by_method" not in f.metadata:  # options that declare the knob again: their default
                    kw[f.name] = field_default(f)
        return cls(**kw)

    def options(self) -> Any:
        """What this config's method receives: its options class (Method.options) filled from this config."""
        return self.part(get_method(self.method).options)

    def llm_options(self) -> dict[str, Any]:
        """The keywords of nl2sql.llm.load for this run's model: `load(**cfg.llm_options())`."""
        opts = self.options()
        return self.part(ModelOptions).load_kwargs(getattr(opts, "rows_in_flight", 8))

    # -- reading and writing ---------------------------------------------------------------------------------------

    @classmethod
    def from_dict(cls, d: Mapping[str, Any] | None = None, **kw: Any) -> "RunConfig":
        """Build from a dict (JSON, papermill parameters) plus keywords; an unknown key is a ValueError naming it."""
        return cls(**_normalize_keys({**dict(d or {}), **kw}))

    def override(self, changes: Mapping[str, Any] | Iterable[str] | None = None, **kw: Any) -> "RunConfig":
        """A copy with some fields changed: a dict, "key=value" strings (CLI; values parsed as JSON), keywords."""
        changes = changes if changes is None or isinstance(changes, Mapping) else parse_assignments(changes)
        return RunConfig.from_dict({**self.to_dict(), **_normalize_keys({**(changes or {}), **kw})})

    def to_json(self, path: str | Path) -> Path:
        """Write the config as pretty JSON (what a run saves beside its results)."""
        (path := Path(path)).parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.to_dict(), indent=2, sort_keys=True) + "\n", encoding="utf-8")
        return path

    @classmethod
    def from_json(cls, path: str | Path) -> "RunConfig":
        """Read a config written by to_json, a run's results/<run_id>/config.json, or any JSON object of its keys;
        a manifest written before a knob was renamed or retired reads as it ran (upgrade)."""
        try:
            data = json.loads((path := Path(path)).read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise FileNotFoundError(f"config file not found: {path}") from None
        except ValueError as e:
            raise ValueError(f"config file {path} is not valid JSON: {e}") from None
        if isinstance(data, dict) and isinstance(data.get("config"), dict) and "dataset" in data:
            data = data["config"]  # a run's manifest: rerun (or resume) exactly that run
        if not isinstance(data, dict):
            raise ValueError(f"config file {path} must hold a JSON object of RunConfig keys")
        return cls.from_dict(upgrade(data, str(path)))

    # -- what each knob can change -----------------------------------------------------------------------------

    @classmethod
    def output_knobs(cls) -> tuple[str, ...]:
        """Knobs that can change a question's generated SQL (the sampling ones included), in field order."""
        return tuple(f.name for f in dataclasses.fields(cls) if f.metadata.get("output", True) is not False)

    @classmethod
    def non_output_knobs(cls) -> frozenset[str]:
        """Knobs that never change a question's generated SQL: selection, bookkeeping, scoring."""
        return frozenset(f.name for f in dataclasses.fields(cls) if f.metadata.get("output", True) is False)

    @classmethod
    def sampling_knobs(cls) -> frozenset[str]:
        """Knobs that change a question's generated SQL only when something is sampled."""
        return frozenset(f.name for f in dataclasses.fields(cls) if f.metadata.get("output") == "sampling")


# -- helpers ---------------------------------------------------------------------------------------------------
_FIELDS = {f.name for f in dataclasses.fields(RunConfig)}
_META = {f.name: f.metadata for f in dataclasses.fields(RunConfig)}


def _votes(method: Any) -> bool:
    """Whether a method samples candidates by default (its options' n_candidates > 1)."""
    return str(method) in METHODS and getattr(METHODS[str(method)].options(), "n_candidates", 1) > 1


def _reads(options: type, name: str) -> bool:
    """Whether a method with these options reads the knob: one of their fields, and not one it leaves off."""
    return name in {f.name for f in dataclasses.fields(options)} and name not in options.LEFT_OFF
# Old manifests only (RunConfig.from_json, the resume check): knobs renamed, with how an old value reads today ...
RENAMED = {"call_llm_when_forced": ("tool_choice", lambda v: "model" if v in (True, "true", "True") else "open")}
# ... and knobs retired after they lost on every split (docs/results.md#methods-tried), with the value that was off.
RETIRED = {"natural_names": False, "rephrase": False, "meaning_hints": 0.0, "hinted_candidates": 0.0}


def upgrade(saved: Mapping[str, Any], where: str = "a saved config") -> dict[str, Any]:
    """A saved config as today's knobs: renamed ones under their names, retired ones dropped where they were off (a
    run that had one on cannot be reproduced, and says so)."""
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
    return out


def knob_name(key: Any) -> str:
    """The field a key names: a field in any case, or an alias (REACT_MAX_STEPS...); else a ValueError with a hint."""
    low = str(key).lower()
    name = low if low in _FIELDS else ALIASES.get(low)
    if name is None:
        close = difflib.get_close_matches(low, sorted(_FIELDS | set(ALIASES)), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise ValueError(f"unknown RunConfig key {key!r}{hint}; known keys: {', '.join(sorted(_FIELDS))}")
    return name


def _normalize_keys(d: Mapping[str, Any]) -> dict[str, Any]:
    """Map upper-case aliases (REACT_MAX_STEPS, USE_LINK_SCHEMA...) to field names; reject unknown keys clearly."""
    return {knob_name(key): value for key, value in d.items()}


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
    """Knobs that change outputs and differ: {knob: (saved, current)}; a knob absent from an old file is its default."""
    saved, current = upgrade(saved), upgrade(current)
    base = RunConfig().to_dict()
    sampled = any(c.get("do_sample") or (c.get("n_candidates") or 1) > 1 or _votes(c.get("method", base["method"]))
                  or ((c.get("fewshot_k") or 0) > 0 and c.get("fewshot_selection") == "random")  # seeded shots
                  for c in (saved, current))
    skip = RunConfig.non_output_knobs() | (frozenset() if sampled else RunConfig.sampling_knobs())
    pairs = {k: (saved.get(k, base.get(k)), current.get(k, base.get(k))) for k in set(saved) | set(current)}
    return {k: (a, b) for k, (a, b) in sorted(pairs.items()) if k not in skip and a != b}
