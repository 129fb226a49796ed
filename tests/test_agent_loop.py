"""The reference loop driven by replayed completions: every gate and override, the guardrails, the intent
check, the fallback, every accepted action format, and the limits."""

from __future__ import annotations

import json
import time

import pytest
from agent_scripts import REASK_MARK, act, native_call, scripted

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.methods.agent import TOOLS, Observation, StopSignal, Tool, react_sql, react_sql_batch
from nl2sql.methods.agent import trace as tr
from nl2sql.report.transcript import render_trace


def model_picks(**kw) -> RunConfig:
    """The reference loop: the model picks every step's tool (these tests drive the loop through its replies)."""
    return RunConfig(tool_choice="model", **kw)


COUNT_SQL = "SELECT count(*) FROM student"
NAMES_SQL = "SELECT name FROM department WHERE founded_year < 1930"


@pytest.fixture(scope="module")
def ds(mini_dir):
    return load_dataset(mini_dir)


@pytest.fixture(scope="module")
def count_q(ds):
    return ds[0]  # How many students are there?


@pytest.fixture(scope="module")
def names_q(ds):
    return ds[1]  # What are the names of the departments founded before 1930?


def executed(result) -> list[str]:
    """The tools that ran at steps >= 0 (refused ones marked with !)."""
    return [a for a in result.compliance["actions"][2:] if a != "fallback"]


def forced(result) -> list[dict]:
    return [e for e in result.trace if "forced_action" in e]


# -- the expected order, end to end ---------------------------------------------------------------------------

def test_compliant_run_follows_the_expected_order_and_finishes(count_q):
    llm, script = scripted(sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks())
    assert r.finished and r.stop_reason == "finish" and not r.fallback_used and r.sql == COUNT_SQL
    assert executed(r) == ["extract_constraints", "generate_sql", "validate_sql", "validate_constraints", "run_sql",
                           "finish"]
    assert r.compliance["compliant"] and r.steps == 6 and r.llm_calls == 7 and r.usage["calls"] == 7
    # Trace entry shapes, bootstrap first (step -1): get_schema then link_schema.
    assert [(e["step"], e["action"]) for e in r.trace[:2]] == [(-1, "get_schema"), (-1, "link_schema")]
    for e in r.trace:  # a tool step that called the model says how often (llm_calls), the reference's shape besides
        assert set(e) - {"llm_calls"} in ({"step", "llm"}, {"step", "action", "args", "observation"},
                                          {"step", "forced_action", "requested_action", "reason"})
        assert e.get("llm_calls", 1) >= 1 and ("llm_calls" not in e or "action" in e)
    assert [e.get("llm_calls") for e in r.trace if e.get("action") == "generate_sql"] == [1]
    for e in r.decision_log:
        assert set(e) == {"step", "decision", "reason", "status", "data"}
    # The transcript the model saw: the question and the bootstrap first, its own turns as assistant messages.
    first = script.prompts("react")[0]
    assert first[1]["role"] == "user" and first[1]["content"].startswith("User question: How many students")
    assert "Action: get_schema[{}]" in first[1]["content"] and "Action: link_schema" in first[1]["content"]
    last = script.prompts("react")[-1]
    assert [m["role"] for m in last] == ["system", "user"] + ["assistant", "user"] * 5
    assert last[-1]["content"].startswith("Observation: success: 1 row(s)")
    json.dumps(r.to_dict())  # JSON-ready for traces.jsonl


def test_joined_prompt_style_is_the_reference_one_message(count_q):
    llm, script = scripted(sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(prompt_style="joined"))
    assert r.finished
    last = script.prompts("react")[-1]
    assert [m["role"] for m in last] == ["system", "user"]
    assert "\nAction: run_sql[{}]\nObservation: success" in last[1]["content"]


# -- gates and overrides (#gates) --------------------------------------------------------------------------------

def test_forced_constraint_extraction(count_q):
    llm, _ = scripted(react=[act("generate_sql")], sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks())
    assert forced(r)[0] == {"step": 0, "forced_action": "extract_constraints", "requested_action": "generate_sql",
                            "reason": "constraints_missing"}
    assert r.decision_log[2]["data"]["requested"] == "generate_sql" and r.finished


def test_without_forced_extraction_generate_first_is_flagged(count_q):
    llm, _ = scripted(react=[act("generate_sql")], sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(force_constraints=False))
    assert executed(r)[:2] == ["generate_sql", "validate_sql"] and not forced(r)
    assert r.compliance["generate_without_constraints"] and not r.compliance["compliant"]
    assert r.finished  # validate_constraints passes with "no_constraints"


def test_run_gate_blocks_run_before_both_validations(count_q):
    script = [act("extract_constraints"), act("generate_sql"), act("run_sql"), act("validate_sql"), act("run_sql"),
              act("validate_constraints"), act("run_sql"), act("finish")]
    llm, _ = scripted(react=script, sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(force_after_repeat=False))
    assert executed(r) == ["extract_constraints", "generate_sql", "run_sql!", "validate_sql", "run_sql!",
                           "validate_constraints", "run_sql", "finish"]
    blocked = [e["observation"] for e in r.trace if e.get("action") == "run_sql" and "blocked" in e["observation"]]
    assert [b["blocked"] for b in blocked] == ["run_gate", "run_gate"]
    assert "validate_sql has not passed" in blocked[0]["error"]
    assert "validate_constraints has not passed" in blocked[1]["error"]
    assert r.counters["blocked_actions"] == 2 and r.compliance["compliant"] and r.finished
    assert [d["status"] for d in r.decision_log if d["decision"] == "run_sql"] == ["blocked", "blocked", "ok"]


def test_finish_gate_blocks_finish_before_a_successful_run(count_q):
    script = [act("extract_constraints"), act("generate_sql"), act("finish"), act("validate_sql"),
              act("validate_constraints"), act("finish")]
    llm, _ = scripted(react=script, sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(force_after_repeat=False))
    assert executed(r) == ["extract_constraints", "generate_sql", "finish!", "validate_sql", "validate_constraints",
                           "finish!", "run_sql", "finish"]
    gate = r.trace[[i for i, e in enumerate(r.trace) if e.get("action") == "finish"][0]]["observation"]
    assert gate["blocked"] == "finish_gate" and r.compliance["compliant"] and r.finished


def test_final_answer_is_a_finish_request_and_is_gated(count_q):
    llm, _ = scripted(react=[act("extract_constraints"), act("generate_sql"), "Thought: done\nFINAL_ANSWER: 42"],
                      sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_steps=3))
    fin = [e for e in r.trace if e.get("action") == "finish"][0]
    assert fin["args"] == {"answer": "42"} and fin["observation"]["blocked"] == "finish_gate"


# Each compliance flag (docs/reference-loop.md#compliance) with the knob that lets it happen, the steps a model
# takes that skip the precondition, and the flags it must raise: exactly those, and none with every gate on.
SKIPS = [
    ({"force_constraints": False}, ["generate_sql", "validate_sql", "validate_constraints", "run_sql", "finish"],
     {"generate_without_constraints"}),
    ({"run_gate": False}, ["extract_constraints", "generate_sql", "run_sql", "finish"],
     {"run_without_validate", "run_without_validate_constraints"}),
    ({"run_gate": False}, ["extract_constraints", "generate_sql", "validate_sql", "run_sql", "finish"],
     {"run_without_validate_constraints"}),
    ({"finish_gate": False}, ["extract_constraints", "generate_sql", "validate_sql", "validate_constraints", "finish"],
     {"finish_without_run"}),
]


@pytest.mark.parametrize("knobs, steps, flags", SKIPS)
def test_each_compliance_flag_fires_when_its_gate_is_off_and_the_model_skips_the_step(count_q, knobs, steps, flags):
    def run(**kw):
        llm, _ = scripted(react=[act(t) for t in steps], sql=[COUNT_SQL])
        return react_sql(count_q, llm, model_picks(max_steps=len(steps), force_after_repeat=False, **kw))

    off = run(**knobs)
    assert executed(off) == steps  # every step ran as the model asked: nothing refused, nothing forced
    assert {f for f in tr.FLAGS if off.compliance[f]} == flags and not off.compliance["compliant"]
    assert off.finished and off.sql == COUNT_SQL and off.counters["blocked_actions"] == 0
    on = run()  # the same replies with every gate on: refused or forced, and no flag
    assert on.compliance["compliant"] and (on.counters["blocked_actions"] + on.counters["forced_actions"]) > 0


def test_the_state_keeps_the_histories(count_q):
    react = [act("extract_constraints"), act("retrieve_tables", '{"top_k": 1}')]  # then the hinted order
    llm, _ = scripted(react=react, sql=["SELECT count(*) FROM students"], repair=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_steps=10))
    assert r.finished and r.generated_queries == ["SELECT count(*) FROM students", COUNT_SQL]
    assert [(v["tool"], v["sql"], v["valid"]) for v in r.validation_results] == [
        ("validate_sql", "SELECT count(*) FROM students", False), ("validate_sql", COUNT_SQL, True),
        ("validate_constraints", COUNT_SQL, True)]
    assert r.validation_results[0]["reason"].startswith("unknown_table")
    assert r.retrieved_tables == ["student"]  # link_schema kept every table (no retrieval), then retrieve_tables
    json.dumps(r.to_dict())


# -- the answer: every row, the model's explanation, a confidence ----------------------------------------------

def test_finish_answers_with_every_row_the_run_fetched(names_q):
    llm, _ = scripted(sql=[NAMES_SQL])
    r = react_sql(names_q, llm, RunConfig(max_observation_rows=1))
    run = [e["observation"] for e in r.trace if e.get("action") == "run_sql"][0]
    fin = [e["observation"] for e in r.trace if e.get("action") == "finish"][0]
    assert run["rows"] == [["Mathematics"]] and run["row_count"] == 3  # the model saw one row
    assert fin["answer"] == "[('Mathematics',), ('Physics',), ('History',)]" and not fin["provenance"]["truncated"]
    assert fin["explanation"] is None and r.explanation is None  # the policy finished: the model said nothing
    assert r.confidence == 1.0  # both validations passed and it ran, intent check included


@pytest.mark.parametrize("reply, said", [
    ('Thought: done.\nAction: finish[{"answer": "There are 22 students."}]', "There are 22 students."),
    ("Thought: I have it.\nFINAL_ANSWER: 22 students are enrolled.", "22 students are enrolled."),
])
def test_the_models_finish_text_is_the_explanation(count_q, reply, said):
    react = [act(t) for t in ("extract_constraints", "generate_sql", "validate_sql", "validate_constraints",
                              "run_sql")] + [reply]
    llm, _ = scripted(react=react, sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks())
    assert r.finished and r.explanation == said and r.sql == COUNT_SQL
    fin = [e["observation"] for e in r.trace if e.get("action") == "finish"][0]
    assert fin["explanation"] == said and fin["answer"] == "[(22,)]"
    pred, row = r.rows()  # its predictions.jsonl and traces.jsonl rows
    assert (pred["explanation"], pred["confidence"]) == (said, 1.0) and row["generated_queries"] == [COUNT_SQL]
    md = render_trace(row, pred)  # the trace viewer
    assert f"**Explanation:** {said}" in md and "confidence 1.00" in md


def test_a_refused_final_answer_still_explains(count_q):
    react = [act("extract_constraints"), act("generate_sql"), "FINAL_ANSWER: probably 22"]  # then the order
    llm, _ = scripted(react=react, sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks())
    assert executed(r)[2] == "finish!" and r.finished and r.explanation == "probably 22"


def test_confidence_counts_validation_execution_and_the_vote(count_q):
    # A vote of three: the greedy answer and one sample agree, the other sample returns another count.
    other = "SELECT count(*) FROM student WHERE 1 = 0"
    llm, _ = scripted(sql=[COUNT_SQL, COUNT_SQL, other])
    r = react_sql(count_q, llm, RunConfig(n_candidates=3, candidate_agree_stop=0, llm_cache=False))
    assert r.finished and r.sql == COUNT_SQL
    assert r.confidence == round((1 + 1 + 2 / 3) / 3, 3)
    # Not finished: the exit fallback's vanilla candidate executes but the loop never checked it.
    llm, _ = scripted(sql=["I cannot answer that.", COUNT_SQL])  # the repeated regeneration makes no call
    fb = react_sql(count_q, llm, model_picks(max_steps=4))
    assert fb.fallback_used and fb.sql == COUNT_SQL and fb.confidence == 0.5
    # A candidate whose validation failed and was never repaired into a run: validation half, no execution.
    assert tr.confidence(COUNT_SQL, [{"step": 0, "action": "validate_sql", "args": {},
                                     "observation": {"valid": True, "sql": COUNT_SQL}}]) == 0.25
    assert tr.confidence("", []) == 0.0


def test_forced_repair_after_a_failed_validation(count_q):
    script = [act("extract_constraints"), act("generate_sql"), act("validate_sql"), act("run_sql")]
    llm, sc = scripted(react=script, sql=["SELECT count(*) FROM students"], repair=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(identifier_repair=False))  # the model repairs, not the schema lookup
    f = forced(r)[0]
    assert (f["step"], f["forced_action"], f["requested_action"]) == (3, "repair_sql", "run_sql")
    assert f["reason"].startswith("pending_repair_error: unknown_table:students")
    repair_prompt = sc.prompts("repair")[0][-1]["content"]
    assert "Previous SQL: SELECT count(*) FROM students" in repair_prompt and "student" in repair_prompt
    assert r.finished and r.sql == COUNT_SQL and r.counters["repairs"] == 1 and r.compliance["compliant"]


def test_forced_repair_after_an_execution_error(count_q):
    # Valid for sqlglot (the table and column exist) but SQLite rejects the function.
    react = [act(t) for t in ("extract_constraints", "generate_sql", "validate_sql", "validate_constraints", "run_sql",
                              "finish")]
    llm, _ = scripted(react=react, sql=["SELECT count(*) FROM student WHERE nosuchfunc(name) = 1"], repair=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_steps=10))
    run = [e for e in r.trace if e.get("action") == "run_sql"][0]["observation"]
    assert run["success"] is False and "nosuchfunc" in run["error"]
    f = forced(r)[-1]
    assert (f["forced_action"], f["requested_action"]) == ("repair_sql", "finish") and "execution_error" in f["reason"]
    assert r.finished and r.sql == COUNT_SQL


def test_forced_regenerate_is_bounded_by_max_clean_reject_retries(count_q):
    script = [act("extract_constraints"), act("generate_sql"), act("validate_sql"), act("validate_sql")]
    llm, sc = scripted(react=script, sql=["I cannot answer that.", "Sorry, no idea.", COUNT_SQL])
    # stop_on_unchanged_repair=False: the reference, where a forced regenerate always calls the model again
    r = react_sql(count_q, llm, model_picks(max_steps=4, force_after_repeat=False, stop_on_unchanged_repair=False))
    f = forced(r)
    assert len(f) == 1 and (f[0]["step"], f[0]["forced_action"], f[0]["requested_action"]) == (
        2, "generate_sql", "validate_sql")
    assert f[0]["reason"] == "pending_force_generate: clean_reject:no_select"
    assert executed(r) == ["extract_constraints", "generate_sql", "generate_sql", "validate_sql"]
    assert r.counters["clean_rejects"] == 2
    assert [d["status"] for d in r.decision_log if d["decision"] == "generate_sql"] == ["reject", "reject"]
    # Not finished: the exit fallback's vanilla candidate (the third SQL reply) is the answer.
    assert r.fallback_used and r.sql == COUNT_SQL and len(sc.prompts("sql")) == 3


def test_guardrail_pipeline_runs_after_generate_sql(names_q):
    raw = "```sql\nSELECT name FROM DEPARTMENT WHERE founded_year < 1930 LIMIT 5;\n```\nThis lists them."
    llm, _ = scripted(sql=[raw])
    r = react_sql(names_q, llm, model_picks())
    gen = [e for e in r.trace if e.get("action") == "generate_sql"][0]["observation"]
    assert [s["step"] for s in gen["steps"]] == ["clean", "postprocess", "projection", "casing"]
    assert gen["guardrails"] == ["clean", "postprocess", "casing"] and gen["sql"] == NAMES_SQL
    assert r.finished and r.sql == NAMES_SQL


def test_intent_check_after_a_successful_run_forces_repair(names_q):
    # Without postprocess the LIMIT survives the guardrails; the question asks for every matching row.
    llm, _ = scripted(sql=[NAMES_SQL + " LIMIT 1"], repair=[NAMES_SQL])
    r = react_sql(names_q, llm, model_picks(guardrails=["clean", "casing"], max_steps=10))
    run = [e for e in r.trace if e.get("action") == "run_sql"][0]["observation"]
    assert run["success"] is True and run["intent_ok"] is False and "unexpected_limit" in run["intent_reason"]
    assert [d["status"] for d in r.decision_log if d["decision"] == "run_sql"] == ["reject", "ok"]
    assert executed(r)[4:6] == ["run_sql", "repair_sql"]  # the pending error makes repair the next step
    assert r.finished and r.sql == NAMES_SQL and r.compliance["compliant"]
    off = react_sql(names_q, scripted(sql=[NAMES_SQL + " LIMIT 1"])[0],
                    model_picks(guardrails=["clean", "casing"], intent_check=False))
    assert off.finished and off.sql == NAMES_SQL + " LIMIT 1"


def test_repeated_failed_action_is_replaced_by_the_expected_one(count_q):
    llm, _ = scripted(react=[act("extract_constraints"), act("validate_sql"), act("validate_sql")], sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks())
    f = forced(r)[0]
    assert (f["step"], f["forced_action"], f["requested_action"]) == (2, "generate_sql", "validate_sql")
    assert f["reason"] == "repeat_of_previous_action: validate_sql" and r.finished


def test_a_successful_action_repeated_is_replaced_too(count_q):
    # The trace a 0.5B model wrote on Spider: link_schema again and again after validate_constraints passed.
    react = [act("extract_constraints"), act("generate_sql"), act("validate_sql"), act("validate_constraints"),
             act("link_schema"), act("link_schema"), act("link_schema")]
    llm, _ = scripted(react=react, sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks())
    assert [(f["step"], f["forced_action"], f["requested_action"]) for f in forced(r)] == [
        (5, "run_sql", "link_schema"), (6, "finish", "link_schema")]
    assert executed(r)[4:] == ["link_schema", "run_sql", "finish"]
    assert r.finished and r.sql == COUNT_SQL and r.compliance["compliant"]
    off = react_sql(count_q, scripted(react=react, sql=[COUNT_SQL], default_react=act("link_schema"))[0],
                    model_picks(force_after_repeat=False))
    assert not off.finished and off.stop_reason == "max_steps"


def test_an_unchanged_repair_ends_the_loop_into_the_fallback(count_q):
    bad = "SELECT count(*) FROM students"
    llm, sc = scripted(sql=[bad, COUNT_SQL], repair=[bad])
    r = react_sql(count_q, llm, model_picks(identifier_repair=False))
    assert executed(r) == ["extract_constraints", "generate_sql", "validate_sql", "repair_sql"]
    assert r.stop_reason == "repair_unchanged" and r.fallback_used and not r.finished
    assert r.sql == COUNT_SQL and r.trace[-1]["observation"]["chosen"] == "vanilla"
    assert [d["reason"] for d in r.decision_log if d["decision"] == "exit"] == ["repair_unchanged"]
    assert len(sc.prompts("repair")) == 1
    # Off: the loop keeps repairing (the same answer each time) until max_steps.
    llm, sc = scripted(sql=[bad, COUNT_SQL], repair=[bad, bad, bad, bad])
    r = react_sql(count_q, llm, model_picks(stop_on_unchanged_repair=False, identifier_repair=False))
    assert r.stop_reason == "max_steps" and len(sc.prompts("repair")) > 1


# -- exit fallback (#fallback) ------------------------------------------------------------------------------------

def test_fallback_keeps_a_checked_candidate_over_the_vanilla_one(count_q):
    # Validated and constraint-checked, then the model wanders off until max_steps.
    react = [act("extract_constraints"), act("generate_sql"), act("validate_sql"), act("validate_constraints")]
    other = "SELECT count(*) FROM student WHERE 1 = 1"
    for policy, chosen, sql in [("verified_first", "verified_last_sql", COUNT_SQL), ("vanilla_first", "vanilla", other)]:
        llm, _ = scripted(react=react, sql=[COUNT_SQL, other], default_react="Thought: hmm.")
        r = react_sql(count_q, llm, model_picks(max_steps=6, max_reasks=0, fallback_policy=policy))
        assert r.fallback_used and r.trace[-1]["observation"]["chosen"] == chosen and r.sql == sql

def test_fallback_uses_the_vanilla_candidate(count_q):
    llm, sc = scripted(default_react="Thought: I am thinking.", sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_steps=3, max_reasks=0))
    assert not r.finished and r.stop_reason == "max_steps" and r.fallback_used and r.sql == COUNT_SQL
    assert r.trace[-2] == {"step": 3, "llm": COUNT_SQL, "fallback": True}
    assert r.trace[-1]["action"] == "fallback" and r.trace[-1]["observation"]["chosen"] == "vanilla"
    # The vanilla prompt is the baseline's: the full schema text, the question, one instruction.
    assert sc.prompts("sql")[0][1]["content"].startswith("CREATE TABLE department")
    assert r.counters["no_action"] == 2 and r.steps == 3


def test_fallback_keeps_an_executable_last_sql_over_a_broken_vanilla(count_q):
    react = [act("extract_constraints"), act("generate_sql"), act("validate_sql")]
    llm, _ = scripted(react=react, sql=[COUNT_SQL, "SELECT nope FROM student"], default_react="hmm")
    r = react_sql(count_q, llm, model_picks(max_steps=3))
    assert r.fallback_used and r.sql == COUNT_SQL and r.trace[-1]["observation"]["chosen"] == "last_sql"


def test_the_seed_fallback_takes_the_vanilla_candidate_unchecked(count_q):
    # A checked candidate and a vanilla one that does not execute: only the reference's rule takes the vanilla.
    react = [act("extract_constraints"), act("generate_sql"), act("validate_sql"), act("validate_constraints")]
    broken = "SELECT count(*) FROM student WHERE nosuchfunc(name) = 1"
    for policy, chosen, sql in [("verified_first", "verified_last_sql", COUNT_SQL),
                                ("vanilla_first", "last_sql", COUNT_SQL), ("seed", "vanilla", broken)]:
        llm, _ = scripted(react=react, sql=[COUNT_SQL, broken], default_react="Thought: hmm.")
        r = react_sql(count_q, llm, model_picks(max_steps=5, max_reasks=0, fallback_policy=policy))
        fb = r.trace[-1]["observation"]
        assert r.fallback_used and (fb["chosen"], r.sql) == (chosen, sql), policy
        assert fb["executes"] is (policy != "seed")
    # With the vanilla reply rejected by the guardrails the reference keeps the loop's last SQL.
    llm, _ = scripted(react=react, sql=[COUNT_SQL, "I do not know."], default_react="Thought: hmm.")
    r = react_sql(count_q, llm, model_picks(max_steps=5, max_reasks=0, fallback_policy="seed"))
    assert (r.trace[-1]["observation"]["chosen"], r.sql) == ("last_sql", COUNT_SQL)


def test_multi_statement_replies_are_cut_by_default_and_rejected_like_the_reference(count_q):
    two = f"{COUNT_SQL};\nSELECT name FROM student;"
    llm, _ = scripted(sql=[two, COUNT_SQL])
    r = react_sql(count_q, llm, RunConfig())
    assert r.finished and r.generated_queries == [COUNT_SQL] and r.counters["clean_rejects"] == 0
    llm, _ = scripted(sql=[two, COUNT_SQL])
    r = react_sql(count_q, llm, RunConfig(multi_statement="reject", stop_on_unchanged_repair=False))
    gen = [e["observation"] for e in r.trace if e.get("action") == "generate_sql"]
    assert gen[0]["reason"] == "clean_reject:multi_statement" and gen[1]["accepted"]  # a forced regenerate
    assert r.finished and r.sql == COUNT_SQL and r.counters["clean_rejects"] == 1


# -- every accepted action format, end to end ---------------------------------------------------------------------

def test_every_action_format_drives_the_loop(count_q):
    react = [
        "Thought: constraints first.\nAction: extract_constraints[{}]",  # 000
        "Thought: now SQL.\nAction: generate_sql\nAction Input: {}",  # 004
        '{"tool": "validate_sql", "inputs": {"sql": "ignored"}}',  # 003, unknown key pruned
        native_call("validate_constraints", "{}"),  # 002 native tool call
        "Thought: schema?\nAction: get_schema[{}]\nThought: no, run it\nAction: run_sql[{}]",  # last Action wins
        "Thought: all done.\nFINAL_ANSWER: 100 students",  # 004 final answer -> finish
    ]
    llm, _ = scripted(react=react, sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks())
    assert executed(r) == ["extract_constraints", "generate_sql", "validate_sql", "validate_constraints",
                           "run_sql", "finish"]
    assert not forced(r) and r.finished and r.compliance["compliant"]
    assert [e for e in r.trace if e.get("action") == "validate_sql"][0]["args"] == {}
    assert "tool_calls" in [e for e in r.trace if "llm" in e][3]


def test_unknown_tool_and_bad_arguments_come_back_as_observations(count_q):
    react = [act("extract_constraints"), act("drop_tables"), act("get_table_samples", '{"n": 2}'),
             act("get_table_samples", '{"table": "student", "n": "2", "junk": 1}')]
    llm, sc = scripted(react=react, sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_steps=4))
    obs = [e["observation"] for e in r.trace if e.get("step", -1) >= 1 and "action" in e][:3]
    assert obs[0]["error"].startswith("unknown tool 'drop_tables'; use one of: get_schema")
    assert "missing required argument 'table'" in obs[1]["error"]
    assert len(obs[2]) == 2 and "gpa" in obs[2][0]  # "2" coerced, "junk" pruned
    assert r.counters["tool_errors"] == 2
    assert "unknown tool 'drop_tables'" in sc.prompts("react")[2][-1]["content"]


# -- limits and controls ----------------------------------------------------------------------------------------------

def test_reask_is_bounded(count_q):
    react = [act("extract_constraints"), "I think we should look at it.", act("generate_sql")]
    llm, sc = scripted(react=react, reask=["Still thinking.", act("generate_sql")], sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_reasks=1, max_steps=3))
    assert r.counters["reasks"] == 1 and r.counters["no_action"] == 1
    reask = sc.prompts("reask")[0]
    assert reask[-2] == {"role": "assistant", "content": "I think we should look at it."}
    assert reask[-1]["content"].startswith(REASK_MARK) and "Action: tool_name" in reask[-1]["content"]
    assert {"step": 1, "llm": "Still thinking.", "reask": 1} in r.trace
    assert [d["decision"] for d in r.decision_log[2:5]] == ["extract_constraints", "no_action", "generate_sql"]
    # A re-ask that succeeds: its action runs.
    llm2, _ = scripted(react=[act("extract_constraints"), "hmm"], reask=[act("generate_sql")], sql=[COUNT_SQL])
    r2 = react_sql(count_q, llm2, model_picks(max_reasks=2))
    assert r2.counters["reasks"] == 1 and r2.counters["no_action"] == 0 and r2.finished
    llm3, sc3 = scripted(react=[act("extract_constraints"), "hmm"], sql=[COUNT_SQL])
    react_sql(count_q, llm3, model_picks(max_reasks=0, max_steps=2))
    assert not sc3.prompts("reask")


def test_observation_truncation(count_q):
    llm, sc = scripted(sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_observation_chars=60))
    assert r.counters["truncated_observations"] >= 1 and r.finished
    first = sc.prompts("react")[0][1]["content"]
    assert "... [truncated " in first and "CREATE TABLE enrollment" not in first
    assert "CREATE TABLE enrollment" in r.trace[1]["observation"]["schema_text"]  # the trace keeps everything


def test_history_trimming_always_keeps_the_question(count_q):
    llm, sc = scripted(sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_history_messages=4))
    assert r.finished and r.counters["history_trimmed"] >= 4
    prompts = sc.prompts("react")
    for p in prompts:
        assert p[1]["content"].startswith("User question: How many students are there?")
    assert "earlier transcript lines omitted" in prompts[-1][1]["content"]
    assert all("CREATE TABLE" not in m["content"] for p in prompts for m in p[1:])


def test_stop_signal_ends_questions_between_steps(ds):
    signal = StopSignal()
    seen = []

    def on_step(ev):
        seen.append((ev.id, ev.step, ev.action))
        if ev.step == 1:
            signal.stop()

    llm, _ = scripted(sql=[COUNT_SQL])
    results = react_sql_batch(ds.examples[:3], llm, model_picks(batch_size=1), on_step=on_step, stop=signal)
    assert len(results) == 1 and results[0].stop_reason == "stopped" and results[0].steps == 2
    assert not results[0].fallback_used and seen == [("dev-0000", 0, "extract_constraints"),
                                                     ("dev-0000", 1, "generate_sql")]
    assert results[0].sql == "SELECT 1" or results[0].sql  # whatever the loop had


def test_token_budget_ends_the_loop(count_q):
    llm, _ = scripted(sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(token_budget=1))  # checked before each call: not one fits
    assert r.stop_reason == "token_budget" and r.steps == 0 and not r.fallback_used and r.llm_calls == 0
    assert r.decision_log[-1]["status"] == "skipped_fallback" and r.decision_log[-1]["data"]["purpose"] == "react"


def test_tool_timeout(count_q):
    slow = Tool("extract_constraints", lambda s, a: (time.sleep(3), Observation({}))[1],
                TOOLS["extract_constraints"].parameters, "slow")
    tools = {**TOOLS, "extract_constraints": slow}
    llm, _ = scripted()
    r = react_sql(count_q, llm, model_picks(max_steps=1, tool_timeout_s=0.1), tools=tools)
    obs = [e for e in r.trace if e.get("action") == "extract_constraints"][0]["observation"]
    assert obs["timeout"] and "timed out after 0.1 s" in obs["error"] and r.counters["tool_timeouts"] == 1


def test_retrieval_limit(count_q):
    react = [act("extract_constraints"), act("retrieve_tables", '{"top_k": 1}'), act("retrieve_tables")]
    llm, _ = scripted(react=react)
    r = react_sql(count_q, llm, model_picks(max_steps=3, max_retrieval_calls=1))
    obs = [e["observation"] for e in r.trace if e.get("action") == "retrieve_tables"]
    assert obs[0]["tables"][0]["table"] == "student" and 0 < obs[0]["tables"][0]["score"] <= 1
    assert obs[1]["blocked"] == "retrieval_limit"


def test_validation_attempt_limit(count_q):
    react = [act("extract_constraints"), act("generate_sql"), act("validate_sql"), act("validate_sql"),
             act("validate_sql")]
    bad = "SELECT count(*) FROM students"
    llm, _ = scripted(react=react, sql=[bad], repair=[bad, bad])
    r = react_sql(count_q, llm, model_picks(max_steps=5, max_validation_attempts=1, force_after_repeat=False,
                                          stop_on_unchanged_repair=False))
    assert executed(r) == ["extract_constraints", "generate_sql", "validate_sql", "repair_sql", "validate_sql!"]
    blocked = [e["observation"] for e in r.trace if e.get("action") == "validate_sql"][1]
    assert blocked["blocked"] == "validation_limit"


def test_link_schema_off_keeps_the_full_schema(count_q):
    llm, sc = scripted(sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(use_link_schema=False))
    assert r.trace[1]["args"] == {"max_tables": 0} and not r.trace[1]["observation"]["changed"]
    assert "CREATE TABLE enrollment" in sc.prompts("sql")[0][1]["content"]


def test_native_tools_are_offered_on_react_calls_only(count_q):
    from agent_scripts import Recorder

    inner, _ = scripted(sql=[COUNT_SQL])
    llm = Recorder(inner)
    r = react_sql(count_q, llm, model_picks(native_tools=True))
    assert r.finished
    react_batches = [b for b in llm.batches if b[0][0][0]["content"].startswith("You are a text-to-SQL agent")]
    other = [b for b in llm.batches if b not in react_batches]
    assert react_batches and all(b[2] and b[2][0]["type"] == "function" for b in react_batches)
    assert other and all(b[2] is None for b in other)


def test_a_missing_database_ends_that_question_only(ds, tmp_path):
    from dataclasses import replace

    broken = replace(ds[0], id="broken", db_path=tmp_path / "missing.sqlite")
    llm, _ = scripted(sql=[COUNT_SQL])
    results = react_sql_batch([broken, ds[0]], llm, model_picks())
    assert results[0].stop_reason == "error" and "missing.sqlite" in results[0].error and results[0].sql == ""
    assert results[1].finished
