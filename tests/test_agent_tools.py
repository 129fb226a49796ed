"""Each tool of the catalogue (docs/reference-loop.md#tools) alone on a bundled database."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.imports import jsonschema
from nl2sql.llm import Completion
from nl2sql.methods.agent import TOOLS, Observation, PendingGeneration, Tool, call_tool
from nl2sql.methods.agent.actions import validate_args
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import openai_tools


@pytest.fixture(scope="module")
def campus(mini_dir):
    ds = load_dataset(mini_dir, db_ids=["campus"])
    return {e.question: e for e in ds}


def state_for(campus, question: str, **cfg) -> AgentState:
    """A fresh state on the campus database for any question."""
    example = campus.get(question) or replace(next(iter(campus.values())), question=question)
    return AgentState.start(example, RunConfig(**cfg))


COUNT_Q = "How many students are there?"
NAMES_Q = "What are the names of the departments founded before 1930?"


def run(name: str, state: AgentState, args: dict | None = None):
    args, err = validate_args(args or {}, TOOLS[name].parameters, tool=name)
    assert err is None
    return TOOLS[name].fn(state, args)


def test_every_tool_has_a_valid_json_schema_and_an_openai_form():
    expected = {"get_schema", "link_schema", "extract_constraints", "generate_sql", "validate_sql",
                "validate_constraints", "run_sql", "repair_sql", "get_table_samples", "finish", "retrieve_tables"}
    assert set(TOOLS) == expected
    for tool in TOOLS.values():
        jsonschema().Draft202012Validator.check_schema(tool.parameters)
        assert tool.parameters["additionalProperties"] is False and tool.description
    names = [t["function"]["name"] for t in openai_tools(TOOLS)]
    assert sorted(names) == sorted(expected)


def test_get_schema_returns_the_structured_schema_and_shows_its_text(campus):
    st = state_for(campus, COUNT_Q)
    obs = run("get_schema", st)
    assert obs.data == st.schema.to_dict() and "student" in obs.data["tables"]
    assert obs.render() == st.schema_text_full and obs.render().startswith("CREATE TABLE")


def test_link_schema_prunes_and_use_link_schema_false_keeps_everything(campus):
    st = state_for(campus, COUNT_Q)
    pruned = run("link_schema", st, {"max_tables": 1})
    assert pruned.data["changed"] and pruned.data["tables"] == ["student"]
    assert "CREATE TABLE student" in pruned.render() and "CREATE TABLE course" not in pruned.render()
    off = run("link_schema", state_for(campus, COUNT_Q, use_link_schema=False), {"max_tables": 1})
    assert not off.data["changed"] and off.data["tables"] == st.schema.table_names
    assert off.data["schema_text"] == st.schema_text_full and "kept all" in off.render()


def test_extract_constraints_has_exactly_the_fields_of_section_3_2(campus):
    obs = run("extract_constraints", state_for(campus, COUNT_Q))
    assert obs.data == {"agg": "COUNT", "needs_group_by": False, "needs_order_by": False, "limit": None,
                        "distinct": False}


def test_generate_sql_hands_its_request_to_the_driver_and_guards_the_answer(campus):
    st = state_for(campus, COUNT_Q)
    st.constraints = run("extract_constraints", st).data
    pending = run("generate_sql", st)
    assert isinstance(pending, PendingGeneration) and pending.request.purpose == "generate_sql"
    user = pending.request.messages[-1]["content"]
    assert st.schema_text_focus in user and COUNT_Q in user and "use COUNT(...)" in user
    obs = pending.complete(Completion("```sql\nSELECT count(*) FROM STUDENT;\n```\nThis counts them.", "stop"))
    assert obs.data["accepted"] and obs.data["sql"] == "SELECT count(*) FROM student"
    assert [s["step"] for s in obs.data["steps"]] == ["clean", "postprocess", "projection", "casing"]
    assert "casing" in obs.data["guardrails"]
    bad = pending.complete(Completion("I am not sure which table holds students.", "stop"))
    assert not bad.data["accepted"] and bad.data["reason"] == "clean_reject:no_select" and bad.data["sql"] == ""


def test_validate_sql_suggests_the_closest_name(campus):
    st = state_for(campus, COUNT_Q)
    assert run("validate_sql", st).error.startswith("no SQL candidate")
    st.last_sql = "SELECT nme FROM student"
    obs = run("validate_sql", st)
    assert not obs.data["valid"] and obs.data["reason"].startswith("unknown_column:nme")
    assert "name" in obs.data["suggestions"][0] and "fix:" in obs.render()
    st.last_sql = "SELECT name FROM student"
    assert run("validate_sql", st).data["valid"]


def test_validate_constraints_with_and_without_constraints(campus):
    st = state_for(campus, COUNT_Q)
    st.last_sql = "SELECT name FROM student"
    assert run("validate_constraints", st).data == {"valid": True, "reason": "no_constraints", "sql": st.last_sql}
    st.constraints = run("extract_constraints", st).data
    obs = run("validate_constraints", st)
    assert not obs.data["valid"] and obs.data["reason"].startswith("missing_aggregate:COUNT")
    st.last_sql = "SELECT count(*) FROM student"
    assert run("validate_constraints", st).data["valid"]


def test_run_sql_rows_or_error(campus):
    st = state_for(campus, NAMES_Q, max_observation_rows=2)
    st.last_sql = "SELECT name FROM department WHERE founded_year < 1930"
    obs = run("run_sql", st)
    assert obs.data["success"] and obs.data["columns"] == ["name"] and obs.data["row_count"] == 3
    assert len(obs.data["rows"]) == 2 and "(1 more rows)" in obs.render()
    st.last_sql = "SELECT nope FROM department"
    bad = run("run_sql", st)
    assert not bad.data["success"] and "no such column" in bad.data["error"]


def test_repair_sql_needs_an_error_and_prompts_with_the_failed_sql(campus):
    st = state_for(campus, COUNT_Q, identifier_repair=False)  # the model's repair (identifier repair: test_identifiers)
    st.last_sql = "SELECT count(*) FROM students"
    assert "nothing to repair" in run("repair_sql", st).error
    st.pending_repair_error = "unknown_table:students (did you mean student?)"
    pending = run("repair_sql", st)
    assert isinstance(pending, PendingGeneration) and pending.request.purpose == "repair_sql"
    user = pending.request.messages[-1]["content"]
    assert "Previous SQL: SELECT count(*) FROM students" in user and "did you mean student?" in user
    assert pending.complete(Completion("SELECT count(*) FROM student", "stop")).data["accepted"]


def test_get_table_samples(campus):
    st = state_for(campus, COUNT_Q)
    obs = run("get_table_samples", st, {"table": "STUDENT", "n": 2})
    assert isinstance(obs.data, list) and len(obs.data) == 2 and "gpa" in obs.data[0]
    missing = run("get_table_samples", st, {"table": "pupils"})
    assert not missing.ok and "no such table: pupils" in missing.error and "student" in missing.error


def test_retrieve_tables_keyword_scores(campus):
    st = state_for(campus, "Which instructors teach courses?")
    obs = run("retrieve_tables", st, {"top_k": 2})
    scores = [t["score"] for t in obs.data["tables"]]
    assert len(scores) == 2 and scores == sorted(scores, reverse=True) and all(0 <= s <= 1 for s in scores)
    assert {t["table"] for t in obs.data["tables"]} == {"instructor", "course"}
    assert "CREATE TABLE instructor" in obs.render() and "(1.00)" in obs.render()


@pytest.mark.model
def test_retrieve_tables_embedding_uses_the_packaged_minilm(campus):
    from nl2sql.llm import ModelUnavailableError, embedding_model_path

    try:
        embedding_model_path()
    except ModelUnavailableError as e:
        pytest.skip(f"embedding model not available: {e}")
    st = state_for(campus, "What is the average GPA of students?", retrieval="embedding")
    obs = run("retrieve_tables", st, {"top_k": 3})
    assert obs.data["method"] == "embedding" and obs.data["tables"][0]["table"] == "student"
    scores = [t["score"] for t in obs.data["tables"]]
    assert scores == sorted(scores, reverse=True) and all(0 <= s <= 1 for s in scores)
    linked = run("link_schema", st, {"max_tables": 2})  # linking follows the configured retriever
    assert linked.data["changed"] and "student" in linked.data["tables"]


def test_finish_packs_answer_sql_and_provenance(campus):
    st = state_for(campus, NAMES_Q)
    st.last_sql = "SELECT name FROM department WHERE founded_year < 1930"
    st.last_run = run("run_sql", st).data
    obs = run("finish", st)
    assert set(obs.data) == {"answer", "sql", "explanation", "provenance"} and "Physics" in obs.data["answer"]
    assert obs.data["sql"] == st.last_sql and obs.data["explanation"] is None
    assert run("finish", st, {"answer": " Three departments. "}).data["explanation"] == "Three departments."


def test_call_tool_turns_timeouts_and_exceptions_into_observations(campus):
    st = state_for(campus, COUNT_Q)
    slow = Tool("slow", lambda s, a: (time.sleep(5), Observation({}))[1])
    obs = call_tool(slow, st, {}, timeout_s=0.1)
    assert not obs.ok and obs.data["timeout"] and "timed out after 0.1 s" in obs.error
    broken = Tool("broken", lambda s, a: 1 / 0)
    for timeout in (None, 1.0):
        obs = call_tool(broken, st, {}, timeout_s=timeout)
        assert not obs.ok and "ZeroDivisionError" in obs.error
