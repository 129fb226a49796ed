"""Native tool calling done properly (docs/reference-loop.md#native-tool-calls): several calls of one reply run in
order, tool_calls and role "tool" messages in the transcript, a clear error for a model without tool calling,
per-tool timeouts that can cover the model call, the token budget checked before each call, HTTP retry knobs."""

from __future__ import annotations

import math
import time
from dataclasses import replace

import pytest
from agent_scripts import Recorder, act, scripted
from scripted_endpoint import serve_script

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.llm import Completion, FunctionLLM, GenParams, load
from nl2sql.llm.base import ToolsUnsupportedError
from nl2sql.llm.cache import CachedLLM
from nl2sql.llm.transformers.chat_template import template_messages, template_takes_tools
from nl2sql.llm.transformers.device import pick_dtype
from nl2sql.llm.failures import PromptFailures
from nl2sql.llm.weights.models import ensure_hf_dir
from nl2sql.llm.openai.backend import OpenAILLM
from nl2sql.llm.weights.registry import DEFAULT_MODEL, TINY_MODEL
from nl2sql.methods.agent import TOOLS, Observation, Tool, react_sql
from nl2sql.methods.agent.actions import parse_action
from nl2sql.methods.prompts import native_messages

COUNT_SQL = "SELECT count(*) FROM student"
ORDER = ["extract_constraints", "generate_sql", "validate_sql", "validate_constraints", "run_sql", "finish"]


def model_picks(**kw) -> RunConfig:
    """The model picks every step's tool, so its tool calls drive the loop."""
    return RunConfig(tool_choice="model", **kw)


def calls(*names: str, text: str = "", ids: bool = True) -> Completion:
    """One reply holding several native tool calls, as an OpenAI-compatible backend returns them."""
    return Completion(text=text, finish_reason="tool_calls",
                      tool_calls=[{**({"id": f"srv-{i}"} if ids else {}), "name": n, "arguments": "{}"}
                                  for i, n in enumerate(names)])


@pytest.fixture(scope="module")
def count_q(mini_dir):
    return load_dataset(mini_dir)[0]  # How many students are there? (campus)


def ran(result) -> list[str]:
    """The tools of the steps >= 0 in trace order (refused ones marked with !)."""
    return [a for a in result.compliance["actions"][2:] if a != "fallback"]


# -- several calls in one reply ---------------------------------------------------------------------------------

def test_parse_keeps_every_native_call_in_order():
    got = parse_action([{"id": "a", "function": {"name": "generate_sql", "arguments": "{}"}},
                        {"id": "b", "name": "validate_sql", "arguments": "{bad"},
                        {"name": "run_sql", "arguments": {"sql": "SELECT 1"}}])
    assert (got.tool, got.call_id, got.n_actions) == ("generate_sql", "a", 3)
    assert [(c.tool, c.call_id, c.ok) for c in got.more] == [("validate_sql", "b", False), ("run_sql", None, True)]
    assert got.more[0].error.startswith("bad_arguments") and got.more[1].args == {"sql": "SELECT 1"}


def test_several_calls_of_one_reply_run_in_order_each_recorded(count_q):
    llm, _ = scripted(react=[calls(*ORDER)], sql=[COUNT_SQL])
    seen = []
    r = react_sql(count_q, llm, model_picks(native_tools=True), on_step=lambda ev: seen.append((ev.step, ev.action)))
    assert r.finished and r.sql == COUNT_SQL and r.steps == 1 and r.llm_calls == 2  # one reply, one generate_sql
    assert ran(r) == ORDER and r.compliance["compliant"] and r.counters["tool_calls"] == 6
    entries = [e for e in r.trace if e.get("step") == 0 and "action" in e]
    assert [(e["action"], e["tool_call"]) for e in entries] == [(n, k) for k, n in enumerate(ORDER, 1)]
    logged = [d for d in r.decision_log if d["step"] == 0]
    assert [(d["decision"], d["data"]["tool_call"], d["data"]["of"]) for d in logged] == \
        [(n, k, 6) for k, n in enumerate(ORDER, 1)]
    assert seen == [(0, n) for n in ORDER]


def test_a_gate_refusal_stops_the_rest_of_the_reply(count_q):
    llm, script = scripted(react=[calls("extract_constraints", "generate_sql", "run_sql", "finish")], sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(native_tools=True, max_steps=2))
    assert ran(r)[:3] == ["extract_constraints", "generate_sql", "run_sql!"] and "finish" not in ran(r)[:4]
    reply = next(e for e in r.trace if e.get("step") == 0 and "llm" in e)
    assert reply["dropped_tool_calls"] == {"calls": ["finish"], "from": 4,
                                           "reason": "run_gate refused the call before"}
    dropped = next(d for d in r.decision_log if d["decision"] == "tool_calls_dropped")
    assert (dropped["step"], dropped["status"], dropped["data"]) == (0, "skipped", {"calls": ["finish"], "from": 4})
    # The model reads it in the refused call's result.
    result = [m for m in script.prompts("react")[1] if m["role"] == "tool"][-1]
    assert "run_sql refused (run gate)" in result["content"] and "(not run: finish, because run_gate" in result["content"]


def test_an_error_does_not_stop_the_reply_but_a_finished_question_does(count_q):
    reply = calls("extract_constraints", "get_table_samples", "generate_sql", "validate_sql", "validate_constraints",
                  "run_sql", "finish", "get_schema")
    llm, _ = scripted(react=[reply], sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(native_tools=True))
    samples = next(e for e in r.trace if e.get("action") == "get_table_samples")
    assert "missing required argument 'table'" in samples["observation"]["error"]  # an error; the reply goes on
    assert r.finished and ran(r) == ["extract_constraints", "get_table_samples", *ORDER[1:]]
    assert next(e for e in r.trace if "dropped_tool_calls" in e)["dropped_tool_calls"]["reason"] == "the question ended"


def test_native_calls_run_in_order_without_native_tools_too(count_q):
    """A backend may return several calls unasked (transformers reads <tool_call> blocks): none is dropped silently,
    and the text transcript shows each as its own Action line."""
    llm, script = scripted(react=[calls("extract_constraints", "generate_sql", ids=False)], sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks(max_steps=2))
    assert ran(r)[:2] == ["extract_constraints", "generate_sql"]
    second = script.prompts("react")[1]
    assert all("tool_calls" not in m and m["role"] != "tool" for m in second)
    text = "\n".join(m["content"] for m in second)
    assert text.index("Action: extract_constraints[{}]") < text.index("Action: generate_sql[{}]")


# -- the native transcript --------------------------------------------------------------------------------------

def test_native_transcript_carries_tool_calls_and_tool_results(count_q):
    react = [calls("extract_constraints", "generate_sql", text="Thought: constraints, then SQL."),
             act("validate_sql")]  # a text action: written as a tool call with an id of the loop's
    llm, script = scripted(react=react, sql=[COUNT_SQL])
    react_sql(count_q, llm, model_picks(native_tools=True, max_steps=3))
    third = script.prompts("react")[2]
    assert [m["role"] for m in third] == ["system", "user", "assistant", "tool", "tool", "assistant", "tool"]
    first_reply = third[2]
    assert first_reply["content"] == "Thought: constraints, then SQL."
    assert [(c["id"], c["type"], c["function"]["name"], c["function"]["arguments"]) for c in first_reply["tool_calls"]] \
        == [("srv-0", "function", "extract_constraints", "{}"), ("srv-1", "function", "generate_sql", "{}")]
    assert [m["tool_call_id"] for m in third[3:5]] == ["srv-0", "srv-1"] and third[3]["content"].startswith('{"agg"')
    assert third[4]["content"] == f"{COUNT_SQL}\n(next step: validate_sql)"
    assert third[5]["content"] == "Thought: next." and third[5]["tool_calls"][0]["id"] == "call_1_1"
    assert third[6]["tool_call_id"] == "call_1_1" and not third[6]["content"].startswith("Observation:")
    # The bootstrap ran before the model spoke: it stays the text of the first user message.
    assert "Action: get_schema[{}]\nObservation: " in third[1]["content"]


def test_a_tool_retry_sends_the_failed_call_back_as_its_tool_result(count_q):
    bad = Completion(text="", finish_reason="tool_calls",
                     tool_calls=[{"id": "x1", "name": "get_table_samples", "arguments": "{}"}])
    llm, script = scripted(react=[act("extract_constraints"), bad], sql=[COUNT_SQL])
    react_sql(count_q, llm, model_picks(native_tools=True, max_tool_errors=1, max_steps=2))
    retry = next(p for p in script.prompts("react") if p[-1]["content"].startswith("Your action failed"))
    call, result = retry[-3], retry[-2]
    assert call["role"] == "assistant" and call["tool_calls"][0]["function"] == {"name": "get_table_samples",
                                                                                 "arguments": "{}"}
    assert result["role"] == "tool" and result["tool_call_id"] == call["tool_calls"][0]["id"] == "call_1_retry1"
    assert result["content"].startswith("error: invalid get_table_samples arguments: missing required argument")


def test_text_transcript_is_unchanged_without_native_tools(count_q):
    llm, script = scripted(sql=[COUNT_SQL])
    r = react_sql(count_q, llm, model_picks())
    assert r.finished
    second = script.prompts("react")[1]
    assert [m["role"] for m in second] == ["system", "user", "assistant", "user"]
    assert second[2] == {"role": "assistant", "content": "Thought: follow the order.\nAction: extract_constraints[{}]"}
    assert second[3]["content"].startswith("Observation: {") and second[3]["content"].endswith(
        "(next step: generate_sql)")


def test_native_tools_needs_the_chat_prompt_style():
    with pytest.raises(ValueError, match="native_tools needs prompt_style='chat'"):
        RunConfig(native_tools=True, prompt_style="joined")


@pytest.mark.model
def test_native_messages_render_through_a_real_chat_template():
    """Qwen's template reads the arguments as a dict: the OpenAI wire form (a JSON string) is converted for it."""
    folder = ensure_hf_dir(DEFAULT_MODEL, dtype=pick_dtype("cpu")[1])  # fetched and converted once, then reused
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(folder))
    msgs = native_messages(
        ["User question: q", "Thought: t", "Action: run_sql[{}]", "Observation: {\"rows\": [[1]]}"],
        ["user", "assistant", "assistant", "tool"],
        [None, None, {"id": "c1", "name": "run_sql", "arguments": {"sql": "SELECT 1"}, "reply": 0}, {"id": "c1"}])
    text = tok.apply_chat_template(template_messages(msgs), tools=[TOOLS["run_sql"].openai_schema()],
                                   add_generation_prompt=True, tokenize=False)
    assert '<tool_call>\n{"name": "run_sql", "arguments": {"sql": "SELECT 1"}}\n</tool_call>' in text
    assert '<tool_response>\n{"rows": [[1]]}\n</tool_response>' in text and '"name": "run_sql"' in text


# -- a model without tool calling --------------------------------------------------------------------------------

class _TextOnly(FunctionLLM):
    """A model whose chat template never reads `tools` (what HFLLM.supports_tools reports for such a template)."""

    def supports_tools(self) -> bool:
        return False


def test_a_model_without_tool_calling_is_an_error_at_start(count_q, tmp_path):
    llm = _TextOnly(lambda messages: "SELECT 1", name="text-only-model")
    for wrapped in (llm, PromptFailures(CachedLLM(llm, tmp_path / "cache.sqlite"))):  # as the runner wraps it
        with pytest.raises(ToolsUnsupportedError, match="text-only-model.*native_tools=false") as err:
            react_sql(count_q, wrapped, model_picks(native_tools=True))
        assert isinstance(err.value, ValueError) and llm.usage.calls == 0  # nothing was generated
    assert react_sql(count_q, llm, model_picks(max_steps=1)).stop_reason == "max_steps"  # text actions still run


@pytest.mark.model
def test_chat_templates_say_whether_they_take_tools():
    found = {}
    for name in (DEFAULT_MODEL, TINY_MODEL):
        folder = ensure_hf_dir(name, dtype=pick_dtype("cpu")[1])  # fetched and converted once, then reused
        found[name] = template_takes_tools((folder / "chat_template.jinja").read_text())
    assert found == {DEFAULT_MODEL: True, TINY_MODEL: False}
    assert template_takes_tools({"default": "{{ messages }}", "tool_use": "{% if tools %}x{% endif %}"})
    assert not template_takes_tools(None) and not template_takes_tools("{{ messages }} toolset")


@pytest.fixture()
def server():
    with serve_script() as (url, handler):
        yield url + "/v1", handler


@pytest.mark.server
def test_a_server_refusing_tools_is_a_clear_error_the_runner_does_not_swallow(server):
    url, handler = server
    refusal = {"error": {"message": '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser'}}
    handler.script = [(400, refusal), (400, refusal)]
    llm = OpenAILLM("served-model", base_url=url, http_retries=0)
    tools = [TOOLS["run_sql"].openai_schema()]
    with pytest.raises(ToolsUnsupportedError, match="served-model.*native_tools=false"):
        llm.generate([[{"role": "user", "content": "q"}]], GenParams(), tools)
    with pytest.raises(ToolsUnsupportedError):  # not turned into an error completion: no prompt could succeed
        PromptFailures(llm).generate([[{"role": "user", "content": "q"}]], GenParams(), tools)
    assert llm.supports_tools() is None  # the server alone can tell, at its first answer
    [c] = llm.generate([[{"role": "user", "content": "q"}]], GenParams())  # without tools it answers
    assert c.text == "SELECT 1"


@pytest.mark.server
def test_http_retry_knobs_reach_the_openai_backend(server):
    url, handler = server
    cfg = RunConfig(backend="openai", model="m", base_url=url, llm_cache=False, http_retries=2, http_backoff_s=0.0,
                    http_timeout_s=7.5)
    llm = load(**cfg.llm_options())
    assert (llm.http_retries, llm.http_backoff_s, llm.http_timeout_s) == (2, 0.0, 7.5)
    handler.script = [(503, {"error": "loading"}), (503, {"error": "loading"})]
    [c] = llm.generate(["q"])
    assert c.text == "SELECT 1" and handler.hits == 3  # two retries, then the answer
    handler.script, handler.hits = [(503, {"error": "loading"})], 0
    [c] = load(**cfg.override(http_retries=0).llm_options()).generate(["q"])  # no retry: the prompt fails alone
    assert c.finish_reason == "error" and "failed all 1 attempts (HTTP 503)" in c.error and handler.hits == 1
    with pytest.raises(ValueError, match="http_retries must be >= 0"):
        RunConfig(http_retries=-1)


# -- per-tool timeouts -------------------------------------------------------------------------------------------

def _slow(name: str, seconds: float, timeout: float | None) -> Tool:
    return replace(TOOLS[name], fn=lambda s, a: (time.sleep(seconds), Observation({"slept": seconds}))[1],
                   timeout=timeout)  # the same tool, its place in the policy included, but slow


def test_a_tools_own_timeout_wins_over_the_runs(count_q):
    tools = {**TOOLS, "extract_constraints": _slow("extract_constraints", 1.0, 0.1)}
    llm, _ = scripted()
    r = react_sql(count_q, llm, model_picks(max_steps=1, tool_timeout_s=30.0), tools=tools)
    obs = next(e for e in r.trace if e.get("action") == "extract_constraints")["observation"]
    assert obs["timeout"] and obs["error"] == "tool extract_constraints timed out after 0.1 s"
    tools = {**TOOLS, "extract_constraints": _slow("extract_constraints", 0.3, math.inf)}  # no limit at all
    r = react_sql(count_q, scripted()[0], model_picks(max_steps=1, tool_timeout_s=0.05), tools=tools)
    assert next(e for e in r.trace if e.get("action") == "extract_constraints")["observation"] == {"slept": 0.3}
    with pytest.raises(ValueError, match="timeout must be > 0"):
        Tool("t", lambda s, a: Observation({}), timeout=0)


@pytest.mark.slow
def test_tool_timeout_can_cover_the_model_call_of_generate_sql(count_q):
    def slow_sql(messages):
        if messages[0]["content"].startswith("You are a text-to-SQL agent"):
            return "Thought: t\nAction: generate_sql[{}]"
        time.sleep(0.4)
        return COUNT_SQL

    tools = {**TOOLS, "generate_sql": Tool(**{**TOOLS["generate_sql"].__dict__, "timeout": 0.2})}
    cfg = RunConfig(max_steps=2, tool_choice="policy", force_constraints=False, tool_timeout_covers_llm=True)
    r = react_sql(count_q, FunctionLLM(slow_sql), cfg, tools=tools)
    gen = [e["observation"] for e in r.trace if e.get("action") == "generate_sql"]
    assert len(gen) == 2 and all(o["timeout"] for o in gen)
    assert gen[0]["error"] == ("tool generate_sql timed out after 0.2 s "
                               "(its model call included; the late completion is discarded)")
    assert r.counters["tool_timeouts"] == 2 and r.fallback_used  # the fallback is no tool: it is not cut
    r = react_sql(count_q, FunctionLLM(slow_sql), cfg.override(tool_timeout_covers_llm=False), tools=tools)
    assert next(e for e in r.trace if e.get("action") == "generate_sql")["observation"]["accepted"]


# -- the token budget --------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_the_token_budget_is_never_passed_and_ends_through_the_fallback(count_q):
    full = react_sql(count_q, scripted(sql=[COUNT_SQL])[0], model_picks())
    spent = full.usage["prompt_tokens"] + full.usage["completion_tokens"]
    assert full.finished
    ends = set()
    for budget in range(200, spent + 1200, 150):
        r = react_sql(count_q, scripted(sql=[COUNT_SQL])[0], model_picks(token_budget=budget))
        used = r.usage["prompt_tokens"] + r.usage["completion_tokens"]
        assert used <= budget, (budget, used)  # checked before each call: no step overshoots
        ends.add((r.stop_reason, r.fallback_used))
        if r.stop_reason == "token_budget":
            exit_ = next(d for d in r.decision_log if d["decision"] == "exit")
            assert exit_["reason"] == "token_budget" and exit_["data"]["token_budget"] == budget
            assert exit_["status"] == ("fallback" if r.fallback_used else "skipped_fallback")
            assert r.trace[-1].get("action") == "fallback" if r.fallback_used else True
    assert {("token_budget", True), ("finish", False)} <= ends  # the loop ends through the fallback, or finishes


def test_a_step_that_does_not_fit_keeps_room_for_the_fallback(count_q):
    rec = Recorder(scripted(sql=[COUNT_SQL])[0])
    r = react_sql(count_q, rec, model_picks(token_budget=1500))
    assert r.stop_reason == "token_budget" and r.fallback_used and r.sql
    exit_ = next(d for d in r.decision_log if d["decision"] == "exit")
    assert exit_["data"]["kept_for_fallback"] > 0 and exit_["data"]["purpose"] in ("react", "generate_sql")
    assert exit_["data"]["needed"] + exit_["data"]["kept_for_fallback"] > 1500 - exit_["data"]["tokens_used"]
    assert r.usage["prompt_tokens"] + r.usage["completion_tokens"] <= 1500
