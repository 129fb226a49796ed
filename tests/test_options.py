"""Options by component: each method receives its own options; a run's config holds the run's knobs and its
method's, no others; old manifests load."""

from __future__ import annotations

import dataclasses
import json

import pytest

from nl2sql.config import RunConfig, RunOptions, knob_table, output_knob_diff, upgrade
from nl2sql.knobs import Options, flatten, knobs
from nl2sql.llm.options import ModelOptions
from nl2sql.methods.agent.options import LoopOptions
from nl2sql.methods.baseline import BaselineOptions
from nl2sql.methods.candidates import CandidateOptions
from nl2sql.methods.options import MethodOptions
from nl2sql.methods.registry import METHODS, Method
from nl2sql.methods.vote import VoteOptions
from nl2sql.paths import REPO_ROOT
from nl2sql.sql.options import GuardrailOptions
from nl2sql.store.runstore import default_run_id

# A method's own defaults for its components' knobs (component(PromptOptions, sample_rows=3)) and the one model knob
# a method defaults otherwise, declared again beside its components.
METHOD_DEFAULTS = {"candidates": {"sample_rows": 3, "value_relink": True, "prefix_cache_tokens": 32768},
                   "loop": {"n_candidates": 1, "meaning_repair": 0.0}}


def _subclasses(cls: type) -> set[type]:
    return {c for sub in cls.__subclasses__() for c in (sub, *_subclasses(sub))}


def test_options_compose_plain_fields_with_at_most_one_base_each():
    classes = [c for c in _subclasses(Options) if c.__module__.startswith("nl2sql.")]
    assert len(classes) >= 12
    # single inheritance: a component's class or a method's options derive from one class (the root, MethodOptions,
    # or the one method's options they extend: CandidateOptions(BaselineOptions))
    assert all(len(c.__bases__) == 1 for c in classes), [c for c in classes if len(c.__bases__) > 1]
    assert max(len([b for b in c.__mro__ if b not in (Options, MethodOptions, object)]) for c in classes) <= 2
    # checks are plain methods; docs are declared with each knob; RunConfig hands out no attribute by fall-through
    assert "__getattr__" not in vars(RunConfig)
    assert "tokenize" not in (REPO_ROOT / "nl2sql" / "knobs.py").read_text(encoding="utf-8")
    assert all(k.doc for m in ("loop", "baseline", "candidates") for k in knob_table(m).values())


def test_every_knob_is_declared_once_and_a_method_sets_its_own_defaults_on_its_components():
    declared: dict[str, list[dataclasses.Field]] = {}
    for cls in _subclasses(Options):
        if cls.__module__.startswith("nl2sql.") and dataclasses.is_dataclass(cls):
            own = set(cls.__dict__.get("__annotations__", {}))
            declared_here = [f for f in dataclasses.fields(cls) if f.name in own and "component" not in f.metadata]
            for f in declared_here:
                declared.setdefault(f.name, []).append(f)
    # a knob several components hold (seed, data_dir, batch_size) is one declaration (seed_knob(), ...): one doc
    again = {name for name, fs in declared.items() if len({f.metadata["doc"] for f in fs}) > 1}
    assert again == {"prefix_cache_tokens"}  # the model's knob, which the candidate agent defaults lower
    for method, own in METHOD_DEFAULTS.items():
        table = knob_table(method)
        assert {k: table[k].default for k in own} == own
        assert {k: RunConfig(method=method)[k] for k in own} == own
    assert CandidateOptions().prompt.sample_rows == 3 and BaselineOptions().prompt.sample_rows == 0


def test_a_components_knob_declared_again_with_another_default_is_refused_where_the_method_registers():
    @dataclasses.dataclass(frozen=True)
    class Redeclared(BaselineOptions):
        sample_rows: int = 3  # the old way: a second holder of the prompt's knob, which the prompt would never see

    with pytest.raises(TypeError, match=r"knob sample_rows has two defaults, 0 \(PromptOptions\) and 3 \(Redeclared\)"
                                        r".*component\(PromptOptions, sample_rows=3\)"):
        Method("redeclared", "", lambda examples, llm, options: [], Redeclared)
    with pytest.raises(ValueError, match="options must be a MethodOptions dataclass"):
        Method("plain", "", lambda examples, llm, options: [], GuardrailOptions)


@pytest.mark.parametrize("name", sorted(METHODS))
def test_a_runs_knobs_are_the_runs_the_models_and_its_methods_and_no_others(name):
    cls = METHODS[name].options
    cfg = RunConfig(method=name)
    assert set(cfg.to_dict()) == set(knobs(RunOptions)) | set(knobs(ModelOptions)) | set(knobs(cls))
    assert cfg.options() == cls() and type(cfg.options()) is cls  # the method's own defaults, plain
    assert all(cfg[k] == v for k, v in flatten(cls()).items())


def test_a_baseline_run_holds_only_what_the_baseline_reads():
    base = RunConfig(method="baseline")
    assert not {"max_steps", "tool_choice", "n_candidates", "review_weight", "judge"} & set(base.to_dict())
    assert not {"max_steps", "tool_choice", "n_candidates"} & set(base.output_knobs())
    with pytest.raises(KeyError, match="method 'baseline' does not read max_steps"):
        base["max_steps"]  # noqa: B018
    # the loop's knobs do not name a baseline run: only what it reads does
    assert default_run_id(base) == default_run_id(RunConfig(max_steps=3).override(method="baseline"))
    assert default_run_id(base) != default_run_id(base.override(sample_rows=2))


def test_a_knob_a_method_does_not_read_is_one_error_naming_the_methods_that_do():
    with pytest.raises(ValueError, match="n_candidates=4: method 'baseline' does not read n_candidates "
                                         r"\(method='loop' or method='candidates' does\)"):
        RunConfig(method="baseline", n_candidates=4)
    with pytest.raises(ValueError, match=r"review_weight=0.4: method 'loop' does not read review_weight \(method="
                                         "'candidates' does\\); drop it or run that method"):
        RunConfig(method="loop", review_weight=0.4)
    with pytest.raises(ValueError, match="max_steps=4: method 'candidates' does not read"):
        RunConfig(method="loop").override(method="candidates", max_steps=4)
    assert RunConfig(method="candidates", review_weight=0.4).options().weights.review_weight == 0.4


def test_a_method_default_stays_the_methods_across_an_override():
    cand = RunConfig(method="candidates")
    assert cand["sample_rows"] == 3 and cand.options().prompt.sample_rows == 3
    loop = cand.override(method="loop")
    assert loop["sample_rows"] == 0 and loop["n_candidates"] == 1  # not the candidate agent's 3 and 8
    assert RunConfig(method="loop", sample_rows=2).override(method="candidates")["sample_rows"] == 2  # set: carried
    assert RunConfig(method="loop", max_steps=3).override(method="candidates").to_dict().get("max_steps") is None
    assert RunConfig(method="candidates").llm_options()["prefix_cache_tokens"] == 32768
    assert RunConfig(method="loop").llm_options()["prefix_cache_tokens"] == ModelOptions().prefix_cache_tokens


def test_a_switch_of_method_keeps_every_value_set_whatever_it_is():
    import pickle

    # sample_rows=0 is the loop's default, set on purpose: the candidate agent keeps it (its own default is 3)
    set_zero = RunConfig(method="loop", sample_rows=0, seed=1)
    cand = set_zero.override(method="candidates")
    assert (cand["sample_rows"], cand["n_candidates"], cand["seed"]) == (0, 8, 1)
    assert cand.options().prompt.seed == cand.options().vote.seed == cand.data.seed == 1  # one seed, every holder
    assert RunConfig(method="loop").override(method="candidates")["sample_rows"] == 3  # not set: the method's own
    # what was set survives other overrides, a round trip through pickle (shards, processes) and a second switch
    again = pickle.loads(pickle.dumps(set_zero.override(max_steps=4)))
    assert again.override(method="candidates")["sample_rows"] == 0
    assert cand.override(method="loop").override(method="candidates")["sample_rows"] == 0
    assert set_zero.override(method="baseline").override(method="candidates")["sample_rows"] == 0


def test_options_read_from_a_config_or_from_each_other():
    cfg = RunConfig(method="candidates", n_candidates=5, seed=3)
    loop = LoopOptions.of(cfg)  # what the config holds, the loop's own defaults for the rest
    assert (loop.max_steps, loop.vote.n_candidates, loop.sampling.seed, loop.prompt.sample_rows) == (8, 5, 3, 3)
    assert VoteOptions.of(loop) == loop.vote and VoteOptions.of({"n_candidates": 2}).n_candidates == 2
    assert BaselineOptions.of(None) == BaselineOptions()
    assert CandidateOptions.of(cfg) == cfg.options()
    with pytest.raises(TypeError, match="cannot read knobs from int"):
        LoopOptions.of(3)


def test_an_old_manifest_holding_every_methods_knobs_reads_as_it_ran():
    # Before knobs were scoped to their methods, every run saved all of them, None for "the method's default".
    old = {**RunConfig(method="loop").to_dict(), "method": "baseline", "sample_rows": None, "value_relink": None,
           "n_candidates": None, "prefix_cache_tokens": None, "review_weight": None}
    now = upgrade(old, saved_run=True)
    assert set(now) < set(RunConfig(method="baseline").to_dict()) and "max_steps" not in now
    assert RunConfig.from_dict(now)["sample_rows"] == 0  # None stood for the baseline's default
    assert output_knob_diff(old, RunConfig(method="baseline").to_dict()) == {}
    assert output_knob_diff(old, RunConfig(method="baseline", sample_rows=1).to_dict()) == {"sample_rows": (0, 1)}


def test_each_component_checks_its_own_knobs_wherever_it_is_built():
    for build in (LoopOptions, RunConfig):
        with pytest.raises(ValueError, match=r"LoopOptions\.max_steps must be >= 1"):
            build(max_steps=0)
    for build in (BaselineOptions.of, RunConfig.from_dict):  # the prompt's check, wherever the prompt is built
        with pytest.raises(ValueError, match=r"PromptOptions\.sample_rows must be 0\.\.3"):
            build({"sample_rows": 4, "method": "baseline"} if build is RunConfig.from_dict else {"sample_rows": 4})
    with pytest.raises(ValueError, match="prompt must be PromptOptions"):
        BaselineOptions(prompt={"sample_rows": 3})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown guardrail step"):
        GuardrailOptions(guardrails=["clean", "polish"])
    assert GuardrailOptions(guardrails=None).guardrails == []  # guardrails=none: every step off
    assert GuardrailOptions(guardrails="none").guardrails == GuardrailOptions(guardrails=["none"]).guardrails == []
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
    assert RunConfig.from_json(path)["max_steps"] == 5
    with pytest.raises(ValueError, match="unknown knob 'rephrase'"):
        RunConfig.from_dict({"rephrase": False})
    path.write_text(json.dumps({"meaning_hints": 0.5}))
    with pytest.raises(ValueError, match=r"meaning_hints=0\.5, a knob retired .*docs/results\.md#methods-tried"):
        RunConfig.from_json(path)


def test_the_config_stays_small():
    assert len((REPO_ROOT / "nl2sql" / "config.py").read_text(encoding="utf-8").splitlines()) <= 330


@pytest.mark.parametrize("backend", ["transformers", "openvino"])
def test_the_engine_knobs_reach_each_in_process_engine(backend):
    """dtype and threads go to both engines' load(); prefix_cache_tokens too, the method's value when it has one."""
    kw = RunConfig(backend=backend, dtype="float32", threads=1).llm_options()
    assert (kw["backend"], kw["dtype"], kw["threads"], kw["prefix_cache_tokens"]) == (backend, "float32", 1, 131072)
    kw = RunConfig(backend=backend, method="candidates").llm_options()
    assert "threads" not in kw and kw["dtype"] == "auto"
    assert kw["prefix_cache_tokens"] == CandidateOptions().prefix_cache_tokens
    assert ("batch_size" in kw) == (backend == "transformers")  # OpenVINO's scheduler takes every prompt of a call


def test_threads_is_a_positive_count_and_changes_no_output():
    with pytest.raises(ValueError, match="threads must be >= 1"):
        RunConfig(threads=0)
    assert "threads" in RunConfig().non_output_knobs()  # a run's id and its resume check do not change with it


def test_a_run_named_by_the_older_hash_is_found_and_resumes_under_its_name(tmp_path):
    # Before knobs were scoped to their methods, a default run id hashed every method's knobs.
    cfg = RunConfig(method="baseline", sample_rows=1)
    old = {**RunConfig().to_dict(), "method": "baseline", "sample_rows": 1, "value_relink": None}
    folder = tmp_path / f"{default_run_id(cfg).rsplit('-', 1)[0]}-0123abcd"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({"config": old, "dataset": {}}))
    assert default_run_id(cfg, tmp_path) == folder.name
    assert default_run_id(cfg.override(sample_rows=2), tmp_path) != folder.name  # other knobs: a run of its own
    assert default_run_id(cfg) != folder.name
