"""The loop's own bounds: the fallback never re-runs a failed query, traces stay small, a question has a wall budget."""

from __future__ import annotations

import json
import sqlite3
import time

import pytest
from agent_scripts import act, kind, scripted

import nl2sql.methods.agent.exits as exits
import nl2sql.methods.agent.tools as tools
from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.llm import FunctionLLM
from nl2sql.methods.agent import react_sql
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import apply_observation, call_tool
from nl2sql.methods.agent.trace import MAX_TRACE_CELL, MAX_TRACE_DETAIL, MAX_TRACE_TEXT

# Six copies of student joined: valid SQL that runs far longer than the small timeouts below.
SLOW_JOIN = ("SELECT count(*) FROM student AS a, student AS b, student AS c, student AS d, student AS e, "
             "student AS f")
# An endless recursive CTE: the guardrails accept it, validate_sql does not (c is no table of the schema).
ENDLESS_CTE = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"
CHECKED = [act("extract_constraints"), act("generate_sql"), act("validate_sql"), act("validate_constraints")]


@pytest.fixture(scope="module")
def count_q(mini_dir):
    return load_dataset(mini_dir)[0]  # How many students are there? (campus)


@pytest.fixture
def executions(monkeypatch):
    """Every SQL the tools and the exit fallback execute, in order, as (who, sql)."""
    seen: list[tuple[str, str]] = []
    for who, module in (("tool", tools), ("fallback", exits)):
        real = module.execute

        def counted(db_path, sql, *a, _who=who, _real=real, **kw):
            seen.append((_who, sql))
            return _real(db_path, sql, *a, **kw)
        monkeypatch.setattr(module, "execute", counted)
    return seen


def fallback_of(result) -> dict:
    return [e for e in result.trace if e.get("action") == "fallback"][0]["observation"]


# -- the fallback answers from what already failed --------------------------------------------------------------

def test_the_fallback_does_not_run_a_query_that_timed_out_again(count_q, executions):
    llm, _ = scripted(react=[*CHECKED, act("run_sql")], sql=[SLOW_JOIN, SLOW_JOIN], repair=[SLOW_JOIN])
    t0 = time.perf_counter()
    r = react_sql(count_q, llm, RunConfig(tool_choice="model", exec_timeout_s=0.3))
    assert r.stop_reason == "repair_unchanged" and r.fallback_used and r.sql == SLOW_JOIN
    assert executions == [("tool", SLOW_JOIN)]  # run once by run_sql; the fallback asked its record, twice
    fb = fallback_of(r)
    assert fb["executes"] is False and fb["known_failures"]["last_sql"].startswith("run_sql: timeout")
    assert fb["known_failures"]["vanilla"] == fb["known_failures"]["last_sql"]  # the same query, once recorded
    assert time.perf_counter() - t0 < 3 * 0.3 + 2  # the old fallback waited out the timeout twice more


def test_a_run_ended_by_the_tool_timeout_is_not_run_again_either(count_q, executions):
    llm, _ = scripted(react=[*CHECKED, act("run_sql")], sql=[SLOW_JOIN, SLOW_JOIN], default_react="Thought: hmm.")
    r = react_sql(count_q, llm, RunConfig(tool_choice="model", exec_timeout_s=1.0, tool_timeout_s=0.1,
                                          max_steps=6, max_reasks=0))
    assert r.stop_reason == "max_steps" and r.fallback_used
    assert [who for who, sql in executions if sql == SLOW_JOIN] == ["tool"]
    assert fallback_of(r)["known_failures"]["last_sql"] == "run_sql: tool run_sql timed out after 0.1 s"


def test_the_fallback_does_not_run_a_query_that_failed_validation(count_q, executions):
    llm, _ = scripted(react=CHECKED[:3], sql=[ENDLESS_CTE, ENDLESS_CTE], repair=[ENDLESS_CTE])
    r = react_sql(count_q, llm, RunConfig(tool_choice="model", exec_timeout_s=0.3))
    assert r.stop_reason == "repair_unchanged" and r.fallback_used
    assert executions == []  # never run: validate_sql had found that c is no table
    assert fallback_of(r)["known_failures"]["last_sql"].startswith("validate_sql: ")


def test_a_query_the_fallback_itself_saw_fail_is_recorded(count_q, executions):
    good = "SELECT count(*) FROM student"
    llm, _ = scripted(react=CHECKED[:2], sql=[good, SLOW_JOIN], default_react="Thought: hmm.")
    r = react_sql(count_q, llm, RunConfig(tool_choice="model", exec_timeout_s=0.3, max_steps=3, max_reasks=0))
    fb = fallback_of(r)
    assert (fb["chosen"], r.sql) == ("last_sql", good)  # the vanilla one timed out, the loop's one runs
    assert executions == [("fallback", SLOW_JOIN), ("fallback", good)]
    assert fb["known_failures"] == {"vanilla": "fallback: timeout: the query ran longer than 0.3 s and was interrupted"}


# -- bounded traces -------------------------------------------------------------------------------------------

def test_get_table_samples_keeps_capped_cells_in_the_trace(count_q, tmp_path):
    db = tmp_path / "campus.sqlite"
    db.write_bytes(open(count_q.db_path, "rb").read())
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE student SET name = ?", ("x" * 50_000,))  # 50 KB names
    state = AgentState.start(count_q, RunConfig())
    state.db_path = db
    obs = call_tool(tools.TOOLS["get_table_samples"], state, {"table": "student", "n": 2}, None)
    assert obs.ok and len(obs.data) == 2
    assert [len(r["name"]) for r in obs.data] == [MAX_TRACE_CELL + 3] * 2 and obs.data[0]["name"].endswith("...")
    assert len(json.dumps(obs.data)) < 2_000


def test_run_sql_keeps_capped_cells_in_the_trace_and_says_so(count_q):
    cfg = RunConfig(max_observation_chars=500)
    state = AgentState.start(count_q, cfg)
    state.last_sql = "SELECT name, hex(zeroblob(40000)) AS blob FROM student LIMIT 3"  # 80,000-char cells
    obs = call_tool(tools.TOOLS["run_sql"], state, {}, None)
    apply_observation(state, tools.TOOLS["run_sql"], obs)
    data = obs.data
    assert data["success"] and data["row_count"] == 3 and data["capped"] == {"cell_chars": MAX_TRACE_CELL, "cells": 3}
    assert [len(row[1]) for row in data["rows"]] == [MAX_TRACE_CELL + 3] * 3 and data["rows"][0][1].endswith("...")
    assert len(json.dumps(data)) < 2_000
    assert len(obs.render()) < 4 * 500  # the model's view: each cell cut to max_observation_chars
    assert len(state.last_rows[0][1]) == 80_000  # the state still has every byte for finish
    fin = call_tool(tools.TOOLS["finish"], state, {}, None)
    assert fin.data["capped"]["cells"] == 3 and len(fin.data["answer"]) < 1_000
    # Short cells are stored whole, with no cap recorded.
    state.last_sql = "SELECT name FROM student LIMIT 2"
    small = call_tool(tools.TOOLS["run_sql"], state, {}, None).data
    assert "capped" not in small and len(small["rows"]) == 2


def test_huge_replies_and_cells_leave_a_bounded_trace(count_q):
    flood = "y" * 200_000
    react = [act("extract_constraints") + "\n" + flood, act("generate_sql"), act("generate_sql"),
             act("validate_sql"), act("validate_constraints"), act("run_sql"), act("finish", '{"answer": "%s"}' % flood)]
    llm, _ = scripted(react=react, sql=["SELECT count(*) FROM student -- " + flood,
                                        "SELECT count(*), hex(zeroblob(40000)) FROM student"])
    r = react_sql(count_q, llm, RunConfig(tool_choice="model", intent_check=False, max_steps=8,
                                          stop_on_unchanged_repair=False))  # the second generation is called
    assert r.finished
    llm_entries = [e for e in r.trace if "llm" in e]
    assert llm_entries[0]["llm_chars"] == len(react[0]) and len(llm_entries[0]["llm"]) == MAX_TRACE_TEXT
    rejected = [e["observation"] for e in r.trace if e.get("action") == "generate_sql"][0]
    assert rejected["raw_chars"] > 200_000 and len(rejected["raw"]) < MAX_TRACE_TEXT + 50
    assert all(len(s["before"]) < MAX_TRACE_DETAIL + 50 for s in rejected["steps"])
    fin = [e for e in r.trace if e.get("action") == "finish"][0]
    assert len(fin["args"]["answer"]) < MAX_TRACE_TEXT + 50 and fin["observation"]["capped"]["cells"] == 1
    _pred, trace_row = r.rows()
    assert len(json.dumps(trace_row)) < 250_000  # before: the reply twice over and an 800 KB cell, several times


# -- the per-question wall budget ---------------------------------------------------------------------------

def slow(seconds: float, sql: str = "SELECT nope FROM student") -> FunctionLLM:
    """A model that takes `seconds` per reply and writes SQL that never validates (the loop keeps repairing)."""
    def reply(messages):
        time.sleep(seconds)
        return sql if kind(messages) in ("sql", "repair") else "Thought: hm."
    return FunctionLLM(reply)


def test_the_wall_budget_ends_a_question_through_the_fallback(count_q):
    cfg = RunConfig(question_budget_s=1.0, stop_on_unchanged_repair=False, max_steps=40)
    r = react_sql(count_q, slow(0.15), cfg)
    assert r.stop_reason == "time_budget" and r.fallback_used and r.error is None
    assert 0.3 < r.elapsed_s < 1.0 + 0.5  # stopped while another step and the fallback still fit
    exits = [d for d in r.decision_log if d["decision"] == "exit"]
    assert [(d["reason"], d["status"]) for d in exits] == [("time_budget", "fallback")]
    assert r.trace[-1]["action"] == "fallback" and r.steps < 40
    unbounded = react_sql(count_q, slow(0.0), cfg.override(question_budget_s=None, max_steps=6))
    assert unbounded.stop_reason == "max_steps"


@pytest.mark.slow
def test_a_step_that_overruns_the_budget_keeps_its_sql_without_the_fallback(count_q):
    r = react_sql(count_q, slow(0.6, "SELECT count(*) FROM student"), RunConfig(question_budget_s=0.4))
    assert r.stop_reason == "time_budget" and not r.fallback_used and r.sql == "SELECT count(*) FROM student"
    assert r.llm_calls == 1  # generate_sql took the whole budget: no further call, not even the fallback's
    assert [(d["reason"], d["status"]) for d in r.decision_log if d["decision"] == "exit"] == [
        ("time_budget", "skipped_fallback")]


@pytest.mark.parametrize("bad", [0, -1, "soon"])
def test_the_wall_budget_must_be_positive_seconds(bad):
    with pytest.raises(ValueError, match=r"question_budget_s must be"):
        RunConfig(question_budget_s=bad)
