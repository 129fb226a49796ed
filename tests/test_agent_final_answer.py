"""The Thought / Action / Action Input / FINAL_ANSWER convention (RunConfig.action_format="action_input") and the
last call that demands a FINAL_ANSWER after max_steps (RunConfig.final_answer_demand), docs/reference-loop.md#final-answer."""

from __future__ import annotations

import re

import pytest
from agent_scripts import REACT_MARK, act, scripted

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.methods.agent import react_sql
from nl2sql.methods.prompts import FINAL_DEMAND_INSTRUCTION
from nl2sql.report.transcript import render_trace

COUNT_SQL = "SELECT count(*) FROM student"
UP_TO_RUN = ["extract_constraints", "generate_sql", "validate_sql", "validate_constraints", "run_sql"]


def model_picks(**kw) -> RunConfig:
    return RunConfig(tool_choice="model", **kw)


@pytest.fixture(scope="module")
def count_q(mini_dir):
    return load_dataset(mini_dir)[0]  # How many students are there?


def action_input_follower(messages: list[dict]) -> str:
    """A model of the FINAL_ANSWER convention: the hinted tool as Action / Action Input, FINAL_ANSWER when done."""
    hint = re.findall(r"\(next step: (\w+)\)", messages[-1]["content"])[-1]
    if hint == "finish":
        return "Thought: I have the count.\nFINAL_ANSWER: There are 22 students."
    return f"Thought: the order says {hint}.\nAction: {hint}\nAction Input: {{}}"


def demanded(result) -> list[dict]:
    return [e for e in result.trace if e.get("final_answer_demand")]


# -- the convention's system prompt and transcript -----------------------------------------------------------------

def test_the_action_input_convention_drives_the_loop_to_a_final_answer(count_q):
    llm, script = scripted(sql=[COUNT_SQL], default_react=action_input_follower)
    r = react_sql(count_q, llm, model_picks(action_format="action_input"))
    assert r.finished and r.sql == COUNT_SQL and r.explanation == "There are 22 students."
    assert r.compliance["actions"][2:] == UP_TO_RUN + ["finish"] and r.compliance["compliant"]
    system = script.prompts("react")[0][0]["content"]
    assert system.startswith(REACT_MARK)
    for part in ("Action: <tool_name>\n   Action Input: <JSON object matching the tool's argument schema>",
                 "FINAL_ANSWER: <your answer to the user>", "Available tools (JSON schema):\n{\"name\": \"get_schema\"",
                 "- Use FINAL_ANSWER: only once, as the last step", "- FINAL_ANSWER (like finish) is refused until"):
        assert part in system, part
    # The transcript writes every action in the same convention, the bootstrap's included.
    last = script.prompts("react")[-1]
    assert "Action: get_schema\nAction Input: {}" in last[1]["content"]
    assert last[-2] == {"role": "assistant", "content": "Thought: the order says run_sql.\nAction: run_sql\nAction Input: {}"}
    assert "Action: run_sql[" not in "".join(m["content"] for m in last)


def test_the_bracket_convention_stays_the_default(count_q):
    llm, script = scripted(sql=[COUNT_SQL])
    react_sql(count_q, llm, model_picks())
    first = script.prompts("react")[0]
    assert "FINAL_ANSWER" not in first[0]["content"] and "Action: tool_name[{\"arg\": \"value\"}]" in first[0]["content"]
    assert "Action: get_schema[{}]" in first[1]["content"]


def test_a_reask_names_the_conventions_shape(count_q):
    llm, script = scripted(react=[act("extract_constraints"), "no idea"], sql=[COUNT_SQL])
    react_sql(count_q, llm, model_picks(action_format="action_input", max_steps=2))
    ask = script.prompts("reask")[0][-1]["content"]
    assert "the lines `Action: tool_name` and `Action Input: {json arguments}`" in ask


# -- the demand for a FINAL_ANSWER after max_steps --------------------------------------------------------------------

def test_max_steps_without_finish_demands_a_final_answer_before_the_fallback(count_q):
    react = [act(t) for t in UP_TO_RUN] + ["Thought: done.\nFINAL_ANSWER: 22 students."]  # the last one answers the demand
    llm, script = scripted(react=react, sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_steps=5, final_answer_demand=True))
    assert r.finished and r.stop_reason == "finish" and not r.fallback_used and r.sql == COUNT_SQL
    assert r.explanation == "22 students." and len(script.prompts("sql")) == 1  # generate_sql only: no fallback
    [llm_entry] = demanded(r)
    assert llm_entry == {"step": 5, "llm": "Thought: done.\nFINAL_ANSWER: 22 students.", "final_answer_demand": True}
    fin = [e for e in r.trace if e.get("action") == "finish"]
    assert [(e["step"], e["args"]) for e in fin] == [(5, {"answer": "22 students."})]
    assert r.decision_log[-1]["decision"] == "final_answer_demand" and r.decision_log[-1]["status"] == "finish"
    assert "LLM (final-answer demand): Thought: done." in render_trace(r.rows()[1])
    # The demand joins the last observation, so turns still alternate.
    prompt = script.prompts("react")[-1]
    assert prompt[-1]["role"] == "user" and prompt[-2]["role"] == "assistant"
    assert prompt[-1]["content"].startswith("Observation: success: 1 row(s)")
    assert prompt[-1]["content"].endswith(FINAL_DEMAND_INSTRUCTION)

    # Off (the default): the same run ends with max_steps in the exit fallback, and no extra call.
    llm, script = scripted(react=react, sql=[COUNT_SQL, COUNT_SQL])
    off = react_sql(count_q, llm, model_picks(max_steps=5))
    assert off.stop_reason == "max_steps" and off.fallback_used and not demanded(off)
    assert len(script.prompts("react")) == 5


def test_a_demanded_final_answer_is_still_gated(count_q):
    react = [act("extract_constraints"), act("generate_sql"), "FINAL_ANSWER: 22"]
    llm, script = scripted(react=react, sql=[COUNT_SQL, COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_steps=2, final_answer_demand=True))
    assert r.stop_reason == "max_steps" and r.fallback_used and not r.finished and len(demanded(r)) == 1
    refused = [e for e in r.trace if e.get("action") == "finish"][0]["observation"]
    assert refused["blocked"] == "finish_gate"
    assert [(d["decision"], d["status"]) for d in r.decision_log[-2:]] == [
        ("final_answer_demand", "blocked"), ("fallback", "vanilla")]


def test_a_reply_to_the_demand_without_a_final_answer_leaves_it_to_the_fallback(count_q):
    react = [act(t) for t in UP_TO_RUN] + [act("get_schema")]
    llm, _ = scripted(react=react, sql=[COUNT_SQL, COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_steps=5, final_answer_demand=True, prompt_style="joined"))
    assert r.fallback_used and r.stop_reason == "max_steps" and len(demanded(r)) == 1
    assert r.decision_log[-2] == {"step": 5, "decision": "final_answer_demand", "reason": "no_final_answer",
                                  "status": "fallback", "data": {"requested": "get_schema"}}
    assert r.trace[-1]["observation"]["chosen"] == "verified_last_sql" and r.sql == COUNT_SQL


def test_other_exits_make_no_demand(count_q):
    llm, script = scripted(sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(final_answer_demand=True))  # finishes: nothing to demand
    assert r.finished and not demanded(r)
    llm, _ = scripted(sql=[COUNT_SQL])
    budget = react_sql(count_q, llm, model_picks(final_answer_demand=True, token_budget=1))
    assert budget.stop_reason == "token_budget" and not demanded(budget)
