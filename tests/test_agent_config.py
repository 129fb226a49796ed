"""RunConfig: the reference defaults, JSON round trip, clear errors, overrides from papermill and the CLI."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from nl2sql.config import RunConfig, all_knobs, knob_name, output_knob_diff, parse_assignments, parse_value, readers
from nl2sql.llm import DEFAULT_MODEL, GenParams
from nl2sql.paths import BUNDLED_DIR
from nl2sql.sql.guardrails import STEPS


def test_defaults_are_the_reference_parameters():
    cfg = RunConfig()
    assert (cfg["max_steps"], cfg["max_new_tokens"], cfg["do_sample"], cfg["temperature"], cfg["top_p"], cfg["use_link_schema"],
            cfg["max_clean_reject_retries"]) == (8, 256, False, 0.2, 0.9, True, 1)
    assert cfg["guardrails"] == list(STEPS) and cfg["force_constraints"] and cfg["link_max_tables"] == 6
    assert (cfg["model"], cfg.method, cfg["retrieval"], cfg["data_dir"]) == (DEFAULT_MODEL, "loop", "keyword", str(BUNDLED_DIR))
    assert (cfg["max_retrieval_calls"], cfg["max_validation_attempts"]) == (3, 4)
    p = cfg.options().gen_params()
    assert isinstance(p, GenParams) and (p.max_new_tokens, p.do_sample) == (256, False)


def test_json_round_trip(tmp_path):
    cfg = RunConfig(max_steps=5, guardrails=["casing", "clean"], db_ids=["campus"], token_budget=5000)
    assert RunConfig.from_dict(json.loads(json.dumps(cfg.to_dict()))) == cfg
    assert cfg["guardrails"] == ["clean", "casing"]  # pipeline order, whatever order was given
    path = cfg.to_json(tmp_path / "run" / "config.json")
    assert RunConfig.from_json(path) == cfg


def test_unknown_key_names_the_key_and_a_close_match():
    with pytest.raises(ValueError, match=r"unknown knob 'max_step'.*did you mean 'max_steps'"):
        RunConfig.from_dict({"max_step": 3})
    with pytest.raises(ValueError, match="unknown knob 'colour'"):
        RunConfig().override(colour="red")


def test_upper_case_reference_names_are_aliases():
    cfg = RunConfig.from_dict({"REACT_MAX_STEPS": 4, "USE_LINK_SCHEMA": False, "MAX_CLEAN_REJECT_RETRIES": 2,
                               "REACT_MAX_NEW_TOKENS": 128})
    assert (cfg["max_steps"], cfg["use_link_schema"], cfg["max_clean_reject_retries"], cfg["max_new_tokens"]) == (4, False, 2, 128)


def test_cli_overrides_parse_values():
    assert parse_assignments(["max_steps=4", "base_url=http://x:1/v1", "token_budget=null", "do_sample=true"]) == {
        "max_steps": 4, "base_url": "http://x:1/v1", "token_budget": None, "do_sample": True}
    cfg = RunConfig().override(["guardrails=clean,casing", "max_steps=3", "retrieval=embedding", "temperature=1"])
    assert cfg["guardrails"] == ["clean", "casing"] and cfg["max_steps"] == 3 and cfg["retrieval"] == "embedding"
    assert cfg["temperature"] == 1.0 and isinstance(cfg["temperature"], float)
    assert RunConfig().override(["guardrails=none"])["guardrails"] == []
    with pytest.raises(ValueError, match="key=value"):
        RunConfig().override(["max_steps"])


@pytest.mark.parametrize(
    "kw, message",
    [
        ({"max_steps": "8x"}, r"LoopOptions.max_steps must be int"),
        ({"max_steps": 0}, r"max_steps must be >= 1"),
        ({"method": "magic"}, r"unknown method 'magic'; known methods: loop, baseline, candidates"),
        ({"retrieval": "bm25"}, r"retrieval must be one of"),
        ({"guardrails": ["clean", "polish"]}, r"unknown guardrail step\(s\) \['polish'\]"),
        ({"do_sample": "yes"}, r"do_sample must be bool"),
        ({"top_p": 0}, r"top_p"),
        ({"max_history_messages": 1}, r"max_history_messages must be >= 2"),
        ({"action_format": "xml"}, r"action_format must be one of \('bracket', 'action_input'\)"),
        ({"max_tool_errors": -1}, r"max_tool_errors must be >= 0"),
        ({"backoff_s": -0.5}, r"backoff_s must be >= 0 seconds"),
        ({"specific_instructions": 3}, r"specific_instructions must be str"),
        ({"ts_k": 0}, r"ScoringOptions.ts_k must be >= 1 or None"),  # a test suite of no replica is no suite
    ],
)
def test_bad_values_raise_one_clear_error(kw, message):
    with pytest.raises(ValueError, match=message):
        RunConfig(**kw)


def test_each_knob_says_whether_it_changes_outputs():
    loop = RunConfig()
    fields = list(loop.fields())
    assert loop.non_output_knobs() == {"data_dir", "limit", "sample", "db_ids", "shard", "batch_size",
                                            "prefix_cache_tokens", "concurrency", "run_id", "llm_cache", "metrics",
                                            "comparator", "ts_k", "backoff_s", "prefetch_fallback",
                                            "http_retries", "http_backoff_s", "http_timeout_s", "http_outage_s",
                                            "data_format", "ves_repeats", "threads"}
    assert loop.sampling_knobs() == {"seed", "temperature", "top_p"}
    assert set(loop.output_knobs()) == set(fields) - loop.non_output_knobs()
    assert loop.sampling_knobs() <= set(loop.output_knobs())
    assert output_knob_diff({"max_steps": 8, "limit": 4}, {"max_steps": 4, "limit": 9}) == {"max_steps": (8, 4)}
    assert output_knob_diff({"seed": 1}, {"seed": 2}) == {}  # greedy: the seed only picks the sample
    assert output_knob_diff({"seed": 1, "do_sample": True}, {"seed": 2, "do_sample": True}) == {"seed": (1, 2)}


def test_knob_names_and_values_parse_in_one_place():
    assert [knob_name(k) for k in ("max_steps", "MAX_STEPS", "REACT_MAX_STEPS", "max_tables")] == \
        ["max_steps", "max_steps", "max_steps", "link_max_tables"]
    with pytest.raises(ValueError, match=r"unknown knob 'max_stepz'.*did you mean 'max_steps'"):
        knob_name("max_stepz")
    assert [parse_value(v) for v in ("4", " None", "TRUE", "[1, 2]", "embedding")] == [4, None, True, [1, 2], "embedding"]


@pytest.mark.slow
def test_the_components_receive_their_own_options_never_the_flat_config():
    code = ("import sys, nl2sql.methods.registry, nl2sql.eval, nl2sql.data; "
            "print(sorted(m for m in sys.modules if m in ('nl2sql.config', 'nl2sql.runs.runner')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


@pytest.mark.slow
def test_every_departure_has_its_knob_in_docs_knobs_and_notebook_03():
    """docs/reference-loop.md#departures: each knob is a RunConfig field, a row of the knob tables (docs/knobs.md, which
    the README links; the row's default is the code's and says what restores the reference), and a parameter of
    notebook 03 whose default is the config's. docs/knobs.md lists every RunConfig knob once, its default the code's."""
    import ast
    import re

    from nl2sql.paths import REPO_ROOT
    from nl2sql.runs.notebooks import notebook_parameters

    doc = (REPO_ROOT / "docs" / "reference-loop.md").read_text(encoding="utf-8")
    section = doc.split("\n## Departures\n", 1)[1].split("\n## ", 1)[0]
    table = [line for line in section.splitlines() if line.startswith("| `")]
    knobs = [k for line in table for k in re.findall(r"`(\w+)=", line.split("|")[1])]
    assert len(table) >= 12 and {"multi_statement", "projection_reorder", "fallback_policy", "max_reasks"} <= set(knobs)
    knob_doc = (REPO_ROOT / "docs" / "knobs.md").read_text(encoding="utf-8")
    assert "docs/knobs.md" in (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    rows: dict[str, list[str]] = {}  # knob -> its row's cells after the name
    for line in knob_doc.splitlines():
        if m := re.match(r"^\| `(\w+)` \|", line):
            assert m.group(1) not in rows, f"{m.group(1)} has two rows in docs/knobs.md"
            rows[m.group(1)] = [c.strip() for c in re.split(r"(?<!\\)\|", line)[2:-1]]
    defaults = RunConfig()
    fields = all_knobs()
    assert set(rows) == fields, f"docs/knobs.md misses {sorted(fields - set(rows))}, has extra {sorted(set(rows) - fields)}"
    for name, cells in rows.items():  # a default written as a literal is the code's, in the first method reading it
        if literal := re.match(r"^`([^`]+)`", cells[0]):
            first = RunConfig(method=readers(name)[0])
            assert ast.literal_eval(literal.group(1)) == first[name], f"docs/knobs.md: {name} default"
    params = notebook_parameters(REPO_ROOT / "notebooks" / "03_agentic_eval.ipynb")
    for knob in knobs:
        assert knob in defaults.to_dict(), knob
        assert len(rows[knob]) == 3 and rows[knob][2], f"docs/knobs.md: {knob} lacks the reference's value"
        assert ast.literal_eval(params[knob]) == defaults[knob], knob  # the cell's source literal
    assert params["run_gate"] == params["finish_gate"] == "True"
    assert defaults["fallback_policy"] == "verified_first" and RunConfig(fallback_policy="seed")["fallback_policy"] == "seed"

