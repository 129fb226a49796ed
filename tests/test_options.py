"""Options by component: each method receives its own options; RunConfig is their flat view; old manifests load."""

from __future__ import annotations

import dataclasses
import json

import pytest

from nl2sql.config import RunConfig, upgrade
from nl2sql.data.options import DataOptions, PromptOptions
from nl2sql.eval.options import ScoringOptions
from nl2sql.knobs import Options
from nl2sql.llm.options import ModelOptions, SamplingOptions
from nl2sql.methods.agent.options import LoopOptions
from nl2sql.methods.baseline import BaselineOptions
from nl2sql.methods.candidates import CandidateOptions
from nl2sql.methods.registry import METHODS
from nl2sql.methods.vote import VoteOptions
from nl2sql.paths import REPO_ROOT
from nl2sql.sql.options import GuardrailOptions

# The components; BaselineOptions is the single-shot prompt's own (its length cap) as well as the baseline's options.
COMPONENTS = (DataOptions, PromptOptions, GuardrailOptions, ModelOptions, SamplingOptions, BaselineOptions,
              VoteOptions, LoopOptions, ScoringOptions)
RUN_KNOBS = {"method", "run_id", "exec_memory_mb"}  # the run's own, in no component


def _subclasses(cls: type) -> set[type]:
    return {c for sub in cls.__subclasses__() for c in (sub, *_subclasses(sub))}


def test_every_knob_is_declared_once():
    # A declaration is a field written in a class's own body; a method's options inherit the components' fields and
    # name their own defaults in METHOD_DEFAULTS (a ClassVar, no field), and RunConfig only adds the run's own.
    declared: dict[str, list[str]] = {}
    for cls in _subclasses(Options) - {RunConfig}:
        if cls.__module__.startswith("nl2sql."):
            own = set(getattr(cls, "__annotations__", {})) if "__annotations__" in cls.__dict__ else set()
            for f in dataclasses.fields(cls):
                if f.name in own:
                    declared.setdefault(f.name, []).append(cls.__name__)
    assert {k: v for k, v in declared.items() if len(v) > 1} == {}
    own = {f.name for f in dataclasses.fields(RunConfig) if f.name in RunConfig.__dict__.get("__annotations__", {})}
    assert own == RUN_KNOBS
    assert {f.name for f in dataclasses.fields(RunConfig)} == set(declared) | RUN_KNOBS
    owned = {f.name for cls in COMPONENTS for f in dataclasses.fields(cls)}
    assert owned | RUN_KNOBS == {f.name for f in dataclasses.fields(RunConfig)}
    assert not any(isinstance(getattr(RunConfig, name, None), property) for name in declared)  # no twin accessor


def test_method_defaults_name_knobs_declared_by_method_and_no_method_is_named_in_the_config():
    by_method = {f.name for f in dataclasses.fields(RunConfig) if "by_method" in f.metadata}
    assert {"sample_rows", "n_candidates", "review_weight", "value_relink", "prefix_cache_tokens"} <= by_method
    assert all(getattr(RunConfig(), name) is None for name in by_method)  # "the method's" until it fills them
    for m in METHODS.values():
        assert set(m.options.METHOD_DEFAULTS) <= by_method, m.name
        assert m.options.LEFT_OFF <= {f.name for f in dataclasses.fields(m.options)}, m.name
    source = (REPO_ROOT / "nl2sql" / "config.py").read_text(encoding="utf-8")
    assert not [name for name in METHODS if f'"{name}"' in source or f"'{name}'" in source]


def test_a_knob_a_method_does_not_read_must_stay_off():
    with pytest.raises(ValueError, match="n_candidates=4: method 'baseline' does not read it; use method='loop' or method='candidates'"):
        RunConfig(method="baseline", n_candidates=4)
    with pytest.raises(ValueError, match="review_weight=0.4: method 'loop' does not read it; use method='candidates' or leave"):
        RunConfig(method="loop", review_weight=0.4)
    with pytest.raises(ValueError, match="view_candidates=6: method 'baseline' does not read it; use method='candidates'"):
        RunConfig(method="baseline", view_candidates=6)
    assert RunConfig(method="baseline", n_candidates=1, judge=False, review_weight=0).options()
    assert RunConfig(method="candidates", review_weight=0.4).options().review_weight == 0.4


@pytest.mark.parametrize("name", sorted(METHODS))
def test_each_method_reads_its_options_and_the_flat_view_agrees_with_their_defaults(name):
    cls = METHODS[name].options
    assert dataclasses.is_dataclass(cls)
    built, flat = cls(), RunConfig()
    for f in dataclasses.fields(cls):
        # The flat view holds the same default, or None: "the method's", filled by cfg.options().
        assert getattr(flat, f.name) in (getattr(built, f.name), None), (name, f.name)
    assert RunConfig(method=name).options() == built
    assert type(RunConfig(method=name).options()) is cls


def test_a_method_default_stays_the_methods_across_an_override():
    cand = RunConfig(method="candidates")
    assert cand.sample_rows is None and cand.options().sample_rows == 3
    loop = cand.override(method="loop")
    assert loop.options().sample_rows == 0 and loop.options().n_candidates == 1  # not the candidate agent's 3 and 8
    assert RunConfig(method="loop", sample_rows=2).options().sample_rows == 2  # a value set by name wins
    assert RunConfig(method="candidates").llm_options()["prefix_cache_tokens"] == 32768
    assert RunConfig(method="loop").llm_options()["prefix_cache_tokens"] == ModelOptions().prefix_cache_tokens


def test_options_read_from_a_flat_config_or_from_each_other():
    cfg = RunConfig(method="candidates", max_steps=4, n_candidates=5, seed=3)
    loop = LoopOptions.of(cfg)  # the loop's own defaults fill what the config leaves to the method
    assert (loop.max_steps, loop.n_candidates, loop.seed, loop.sample_rows) == (4, 5, 3, 0)
    assert VoteOptions.of(loop) is loop  # a loop's options hold the vote's: no copy
    assert BaselineOptions.of(None) == BaselineOptions()
    assert CandidateOptions.of(cfg).n_candidates == 5 and CandidateOptions.of(cfg).sample_rows == 3


def test_each_component_checks_its_own_knobs_wherever_it_is_built():
    for build in (LoopOptions, RunConfig):
        with pytest.raises(ValueError, match=rf"{build.__name__}\.max_steps must be >= 1"):
            build(max_steps=0)
    with pytest.raises(ValueError, match=r"BaselineOptions\.sample_rows must be 0\.\.3"):
        BaselineOptions(sample_rows=4)
    with pytest.raises(ValueError, match="unknown guardrail step"):
        GuardrailOptions(guardrails=["clean", "polish"])
    assert GuardrailOptions(guardrails=None).guardrails == []  # guardrails=none: every step off
    with pytest.raises(ValueError, match="native_tools needs prompt_style='chat'"):
        LoopOptions(native_tools=True, prompt_style="joined")
    with pytest.raises(dataclasses.FrozenInstanceError):
        LoopOptions().max_steps = 3  # type: ignore[misc]


def test_every_committed_config_loads_and_builds_its_methods_options():
    paths = sorted((REPO_ROOT / "results" / "reference").rglob("config.json"))
    assert len(paths) >= 20
    for path in paths:
        cfg = RunConfig.from_json(path)
        saved = json.loads(path.read_text(encoding="utf-8"))["config"]
        assert cfg.method == saved["method"] and type(cfg.options()) is METHODS[cfg.method].options, path


def test_old_names_load_only_from_a_saved_config(tmp_path):
    old = {"natural_names": False, "rephrase": False, "meaning_hints": 0.0, "hinted_candidates": 0.0,
           "call_llm_when_forced": True, "max_steps": 5}
    assert upgrade(old) == {"tool_choice": "model", "max_steps": 5}
    path = tmp_path / "config.json"
    path.write_text(json.dumps({"config": old, "dataset": {}}))
    assert RunConfig.from_json(path).max_steps == 5
    with pytest.raises(ValueError, match="unknown RunConfig key 'rephrase'"):
        RunConfig.from_dict({"rephrase": False})
    path.write_text(json.dumps({"meaning_hints": 0.5}))
    with pytest.raises(ValueError, match=r"meaning_hints=0\.5, a knob retired .*docs/results\.md#methods-tried"):
        RunConfig.from_json(path)


def test_the_flat_config_stays_small():
    assert len((REPO_ROOT / "nl2sql" / "config.py").read_text(encoding="utf-8").splitlines()) <= 300


@pytest.mark.parametrize("backend", ["transformers", "openvino"])
def test_the_engine_knobs_reach_each_in_process_engine(backend):
    """dtype and threads go to both engines' load(); prefix_cache_tokens too, the method's value when it has one."""
    kw = RunConfig(backend=backend, dtype="float32", threads=1).llm_options()
    assert (kw["backend"], kw["dtype"], kw["num_threads"], kw["prefix_cache_tokens"]) == (backend, "float32", 1, 131072)
    kw = RunConfig(backend=backend, method="candidates").llm_options()
    assert "num_threads" not in kw and kw["dtype"] == "auto"
    assert kw["prefix_cache_tokens"] == CandidateOptions.METHOD_DEFAULTS["prefix_cache_tokens"]
    assert ("batch_size" in kw) == (backend == "transformers")  # OpenVINO's scheduler takes every prompt of a call


def test_threads_is_a_positive_count_and_changes_no_output():
    with pytest.raises(ValueError, match="threads must be >= 1"):
        RunConfig(threads=0)
    assert "threads" in RunConfig.non_output_knobs()  # a run's id and its resume check do not change with it
