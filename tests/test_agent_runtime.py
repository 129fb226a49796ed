"""The runtime knobs of docs/reference-loop.md#other-agents: tool-error retries with backoff, input pruning, a tool
result that ends the question, the step stream and its log, specific instructions, tools added at run time."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest
from agent_scripts import act, follow, scripted

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.methods.agent import TOOLS, Observation, policy, react_sql, react_sql_stream, tool
from nl2sql.methods.agent.toolkit import tools_text
from nl2sql.methods.prompts import REACT_SYSTEM_PROMPT, TOOL_RETRY_INSTRUCTION
from nl2sql.report.transcript import render_trace

COUNT_SQL = "SELECT count(*) FROM student"
RETRY_MARK = TOOL_RETRY_INSTRUCTION.split("{")[0]  # "Your action failed: "


def model_picks(**kw) -> RunConfig:
    return RunConfig(tool_choice="model", **kw)


@pytest.fixture(scope="module")
def count_q(mini_dir):
    return load_dataset(mini_dir)[0]  # How many students are there?


def at_step(result, step: int) -> list[dict]:
    return [e for e in result.trace if e.get("step") == step]


def retry_prompts(script) -> list[list[dict]]:
    return [m for m in script.prompts("react") if m[-1]["content"].startswith(RETRY_MARK)]


# -- tool errors: a bounded retry in which the model fixes its action -------------------------------------------------

def test_a_tool_error_goes_back_to_the_model_which_fixes_its_arguments(count_q):
    react = [act("extract_constraints"), act("get_table_samples", '{"n": 2}'),
             act("get_table_samples", '{"table": "student", "n": 2}')]  # the third reply answers the retry
    llm, script = scripted(react=react, sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_tool_errors=1))
    step1 = at_step(r, 1)
    assert [("llm" in e, e.get("tool_retry"), e.get("action")) for e in step1] == [
        (True, None, None), (False, None, "get_table_samples"), (True, 1, None), (False, None, "get_table_samples")]
    assert "missing required argument 'table'" in step1[1]["observation"]["error"]
    assert step1[3]["args"] == {"table": "student", "n": 2} and len(step1[3]["observation"]) == 2  # two rows
    assert r.counters["tool_retries"] == 1 and r.counters["tool_errors"] == 1
    assert [(d["status"], d["data"]) for d in r.decision_log if d["step"] == 1] == [
        ("error", {"tool_retry": 1}), ("ok", {})]
    [retry] = retry_prompts(script)
    assert retry[-2] == {"role": "assistant", "content": act("get_table_samples", '{"n": 2}')}
    assert "missing required argument 'table'" in retry[-1]["content"] and "get_table_samples" in retry[-1]["content"]
    # The transcript keeps the attempt that stands: the next step's prompt shows the fixed call only.
    later = script.prompts("react")[3]
    said = [m["content"] for m in later if m["role"] == "assistant"]
    assert 'Action: get_table_samples[{"table": "student", "n": 2}]' in said[1] and '{"n": 2}]' not in "".join(said)
    assert r.finished and r.sql == COUNT_SQL and r.compliance["compliant"]
    md = render_trace(r.rows()[1])  # the trace viewer labels the retry
    assert "LLM (tool retry 1): Thought: next." in md and 'Action: get_table_samples[{"n": 2}]' in md

    # Off (the default): the error is the step's observation and the model goes on at the next step.
    llm, script = scripted(react=react, sql=[COUNT_SQL])
    off = react_sql(count_q, llm, model_picks())
    assert not retry_prompts(script) and off.counters["tool_retries"] == 0
    assert [e.get("action") for e in at_step(off, 1) if "action" in e] == ["get_table_samples"]
    assert "error" in at_step(off, 1)[1]["observation"] and off.finished


def test_the_retry_budget_is_bounded_and_backs_off_linearly(count_q):
    bad = act("drop_tables")
    llm, script = scripted(react=[act("extract_constraints"), bad, bad, bad, bad], sql=[COUNT_SQL])
    t0 = time.perf_counter()
    r = react_sql(count_q, llm, model_picks(max_tool_errors=2, backoff_s=0.1, max_steps=2))
    took = time.perf_counter() - t0
    tried = [e for e in at_step(r, 1) if "action" in e]
    assert [e["action"] for e in tried] == ["drop_tables"] * 3  # the first try and two retries
    assert all(e["observation"]["error"].startswith("unknown tool 'drop_tables'") for e in tried)
    assert r.counters["tool_retries"] == 2 and r.counters["tool_errors"] == 3 and len(retry_prompts(script)) == 2
    assert took >= 0.1 * (1 + 2)  # linear: 0.1 s before the first retry, 0.2 s before the second
    assert r.stop_reason == "max_steps" and r.fallback_used


def test_a_retry_reply_without_an_action_leaves_the_error_standing(count_q):
    llm, script = scripted(react=[act("extract_constraints"), act("drop_tables"), "I am not sure."], sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_tool_errors=3, max_steps=2))
    step1 = at_step(r, 1)
    assert [e.get("action") for e in step1 if "action" in e] == ["drop_tables"]  # recorded once, not twice
    assert [e["llm"] for e in step1 if e.get("tool_retry")] == ["I am not sure."]
    assert r.counters["tool_retries"] == 1 and len([d for d in r.decision_log if d["step"] == 1]) == 1


def test_the_policys_own_actions_are_not_retried(count_q):
    def broken(state, args):
        """Infer the structure the question asks for."""
        raise RuntimeError("constraint store offline")

    tools = {**TOOLS, "extract_constraints": replace(TOOLS["extract_constraints"], fn=broken)}
    llm, script = scripted(sql=[COUNT_SQL])
    r = react_sql(count_q, llm, RunConfig(max_tool_errors=2, max_steps=2), tools=tools)
    assert "constraint store offline" in at_step(r, 0)[-1]["observation"]["error"]
    assert r.counters["tool_retries"] == 0 and not script.prompts("react")  # the policy asked nobody


def test_without_input_pruning_an_unknown_key_is_an_error_the_model_repairs(count_q):
    react = [act("extract_constraints"), act("generate_sql"), '{"tool": "validate_sql", "inputs": {"sql": "x"}}',
             act("validate_sql")]
    llm, script = scripted(react=react, sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(allow_input_pruning=False, max_tool_errors=1))
    tried = [e for e in at_step(r, 2) if "action" in e]
    assert tried[0]["observation"]["error"] == (
        "invalid validate_sql arguments: unknown key(s) 'sql'; expected {}")
    assert tried[1]["args"] == {} and tried[1]["observation"]["valid"] is True
    assert "unknown key(s) 'sql'" in retry_prompts(script)[0][-1]["content"] and r.finished
    # Pruning (the default) drops the key and runs the tool at once.
    llm, script = scripted(react=react, sql=[COUNT_SQL])
    pruned = react_sql(count_q, llm, model_picks(max_tool_errors=1))
    assert [e["args"] for e in at_step(pruned, 2) if "action" in e] == [{}] and not retry_prompts(script)


# -- a tool result that is the answer; tools added at run time ------------------------------------------------------

def submit(state, args):
    """Submit the current SQL as the answer."""
    if not state.last_sql:
        return Observation({"error": "nothing to submit"}, ok=False, error="nothing to submit")
    return Observation({"submitted": state.last_sql, "note": args.get("note")}, final_answer=True)


SUBMIT = tool({"note": {"type": "string"}})(submit)


def test_a_tool_result_with_final_answer_ends_the_question(count_q):
    react = [act("extract_constraints"), act("submit"), act("generate_sql"), act("submit", '{"note": "done"}')]
    llm, script = scripted(react=react, sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(), tools={**TOOLS, "submit": SUBMIT})
    assert at_step(r, 1)[-1]["observation"] == {"error": "nothing to submit"}  # a failed submit ends nothing
    assert r.stop_reason == "final_answer" and r.sql == COUNT_SQL and r.steps == 4
    assert not r.finished and not r.fallback_used and len(script.prompts("sql")) == 1  # no fallback call
    assert at_step(r, 3)[-1]["observation"] == {"submitted": COUNT_SQL, "note": "done"}
    assert r.decision_log[-1] == {"step": 3, "decision": "exit", "reason": "final_answer from submit",
                                  "status": "final_answer", "data": {"sql": COUNT_SQL}}


@pytest.mark.parametrize("action_format, line", [
    ("bracket", '- submit[{"note": string (optional)}]: submit the current SQL as the answer'),
    ("action_input", '{"name": "submit", "description": "submit the current SQL as the answer", "argument_schema": '
                     '{"type": "object", "properties": {"note": {"type": "string"}}, "required": [], '
                     '"additionalProperties": false}}'),
])
def test_tools_added_at_run_time_are_shown_to_the_model(count_q, action_format, line):
    llm, script = scripted(react=[act("extract_constraints")])
    react_sql(count_q, llm, model_picks(max_steps=1, action_format=action_format), tools={**TOOLS, "submit": SUBMIT})
    system = script.prompts("react")[0][0]["content"]
    assert line in system.splitlines()
    assert "Optional: get_table_samples, retrieve_tables, submit." in system


def test_specific_instructions_are_appended_to_the_system_prompt(count_q):
    rule = "Only count rows of tables the question names."
    llm, script = scripted(react=[act("extract_constraints")])
    react_sql(count_q, llm, model_picks(max_steps=1, specific_instructions=f"  {rule}\n"))
    assert script.prompts("react")[0][0]["content"].endswith(f"step the expected order calls for next.\n\n{rule}")
    llm, script = scripted(react=[act("extract_constraints")])
    react_sql(count_q, llm, model_picks(max_steps=1))  # the default: the reference contract, nothing appended
    assert script.prompts("react")[0][0]["content"] == REACT_SYSTEM_PROMPT.format(
        tools=tools_text(TOOLS), order=policy.Policy.of(TOOLS).order_text(TOOLS))


# -- the step stream and its log -----------------------------------------------------------------------------------

def test_the_stream_yields_each_steps_thought_action_and_observation_then_the_final_answer(count_q):
    llm, _ = scripted(sql=[COUNT_SQL])
    seen = []
    events = list(react_sql_stream(count_q, llm, model_picks(), on_step=seen.append))
    assert [e.kind for e in events] == ["thought", "action", "observation"] * 6 + ["final"]
    assert [e.text for e in events if e.kind == "action"] == [
        "extract_constraints[{}]", "generate_sql[{}]", "validate_sql[{}]", "validate_constraints[{}]", "run_sql[{}]",
        "finish[{}]"]
    assert [e.step for e in events[:-1:3]] == list(range(6)) and len(seen) == 6  # the caller's on_step still runs
    assert events[0].text == "follow the order." and events[14].text.startswith("success: 1 row(s)")
    final = events[-1]
    assert final.text == COUNT_SQL and final.data["stop_reason"] == "finish" and final.result.sql == COUNT_SQL
    # The default policy writes no thoughts: actions and observations only.
    llm, _ = scripted(sql=[COUNT_SQL])
    kinds = [e.kind for e in react_sql_stream(count_q, llm, RunConfig())]
    assert "thought" not in kinds and kinds[-1] == "final" and kinds.count("action") == 6


def test_closing_the_stream_stops_the_question(count_q):
    release = threading.Event()

    def held(messages):  # step 1's reply waits until the consumer has closed the stream
        release.wait(10)
        return follow(messages)

    llm, script = scripted(react=[act("extract_constraints")], default_react=held, sql=[COUNT_SQL])
    stream = react_sql_stream(count_q, llm, model_picks())
    first = next(stream)
    stream.close()
    release.set()
    deadline = time.monotonic() + 10
    while any(t.name == f"react-stream-{count_q.id}" for t in threading.enumerate()) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert first.kind == "thought" and first.step == 0
    assert len(script.calls) == 2  # step 1 ran to its end, then the question stopped at the step boundary


def test_step_events_go_through_the_logging_module(count_q, caplog):
    caplog.set_level(logging.DEBUG, logger="nl2sql.methods.agent.steps")
    llm, _ = scripted(sql=[COUNT_SQL])
    react_sql(count_q, llm, model_picks())
    lines = [r.getMessage() for r in caplog.records if r.name == "nl2sql.methods.agent.steps"]
    assert lines[:3] == ["dev-0000 step 0 thought: follow the order.", "dev-0000 step 0 action: extract_constraints[{}]",
                         lines[2]] and lines[2].startswith('dev-0000 step 0 observation: {"agg": "COUNT"')
    assert lines[-1] == f"dev-0000 final (finish): {COUNT_SQL}" and len(lines) == 6 * 3 + 1


@pytest.mark.slow
def test_run_verbose_logs_the_steps_on_stderr(mini_dir, tmp_path):
    tests = Path(__file__).resolve().parent
    argv = [sys.executable, "-m", "nl2sql", "run", "--data", str(mini_dir), "--backend", "function", "--model",
            "nl2sql.testing.scripted:answer", "--limit", "1", "--results", str(tmp_path), "--run-id", "verbose",
            "--set", "metrics=VA", "--set", "tool_choice=model", "--verbose"]
    out = subprocess.run(argv, capture_output=True, text=True, cwd=tests.parent, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "dev-0000 step 0 action: extract_constraints[{}]" in out.stderr
    assert "dev-0000 final (finish): " in out.stderr
    pred = json.loads((tmp_path / "verbose" / "predictions.jsonl").read_text().splitlines()[0])
    assert f"dev-0000 final (finish): {pred['sql']}" in out.stderr
