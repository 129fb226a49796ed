"""The loop policy table and the tool registry: one source for overrides, hints, gates, the prompt and the trace."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest
from agent_scripts import follow, kind

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.llm import FunctionLLM
from nl2sql.methods.agent import TOOLS, Observation, Outcome, Step, policy, react_sql, tool
from nl2sql.methods.agent.options import LoopOptions
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import describe, tools_text
from nl2sql.methods.prompts import react_system_prompt
from nl2sql.sql.db import execute


@pytest.fixture(scope="module")
def example(mini_dir):
    return next(e for e in load_dataset(mini_dir, db_ids=["campus"]) if e.question == "How many students are there?")


def state(example, **cfg) -> AgentState:
    return AgentState.start(example, RunConfig(**cfg))


def test_forced_rules_are_read_in_table_order(example):
    st = state(example)
    assert policy.forced(st).name == "constraints_missing" and policy.expected_next(st) == "extract_constraints"
    st.pending_force_generate = "clean_reject:empty"
    assert policy.forced(st).name == "constraints_missing"  # extraction comes before a forced regenerate
    st.pending_repair_error = "no such column: x"
    rule = policy.forced(st)
    assert rule.name == "pending_repair_error" and rule.why(st) == "pending_repair_error: no such column: x"
    # The model may repair before constraints exist: its repair request is not overridden to extraction.
    st.pending_repair_error = None
    assert policy.forced(st, "repair_sql").name == "constraints_missing"  # a forced regenerate is, though
    st.pending_force_generate = None
    assert policy.forced(st, "repair_sql") is None
    assert policy.forced(state(example, force_constraints=False)) is None


def test_the_expected_order_walks_the_candidate_through_its_checks(example):
    st = state(example)
    st.constraints = {}
    seen = [policy.expected_next(st)]
    st.last_sql = "SELECT count(*) FROM student"
    seen.append(policy.expected_next(st))
    st.last_valid = True
    seen.append(policy.expected_next(st))
    st.last_constraints_ok = True
    seen.append(policy.expected_next(st))
    st.last_run = {"success": False}
    seen.append(policy.expected_next(st))
    st.last_run = {"success": True}
    seen.append(policy.expected_next(st))
    assert seen == ["generate_sql", "validate_sql", "validate_constraints", "run_sql", "generate_sql", "finish"]
    assert policy.expected_rule(st).name == "ready"


def test_decide_overrides_with_the_rule_name_and_guards_repeats(example):
    st = state(example)
    d = policy.decide(st, "generate_sql", 'generate_sql{}')
    assert (d.action, d.rule, d.reason) == ("extract_constraints", "constraints_missing", "constraints_missing")
    st.constraints = {}
    assert policy.decide(st, "link_schema", "k").action == "link_schema"  # the first request runs
    st.last_request = "k"
    d = policy.decide(st, "link_schema", "k")
    assert (d.action, d.rule, d.reason) == ("generate_sql", "repeat_of_previous_action",
                                            "repeat_of_previous_action: link_schema")
    assert policy.decide(replace(st, options=LoopOptions(force_after_repeat=False)), "link_schema", "k").action == "link_schema"


def test_gates_refuse_by_name(example):
    st = state(example, max_retrieval_calls=1, max_validation_attempts=1)
    assert policy.gate(st, "run_sql").name == "run_gate"
    assert policy.gate(st, "finish").name == "finish_gate"
    assert policy.gate(st, "get_schema") is None and policy.gate(st, "retrieve_tables") is None
    st.retrieval_calls = 1
    st.validation_attempts["validate_constraints"] = 1
    assert policy.gate(st, "retrieve_tables").name == "retrieval_limit"
    g = policy.gate(st, "validate_constraints")
    assert g.name == "validation_limit" and g.message(st, "validate_constraints").startswith("validate_constraints")
    assert policy.gate(st, "validate_sql") is None


def test_each_gate_knob_turns_only_its_gate_off(example):
    for knob, action in (("run_gate", "run_sql"), ("finish_gate", "finish")):
        off = state(example, **{knob: False})
        assert policy.gate(off, action) is None  # its preconditions still fail: nothing validated, nothing ran
        other = "finish" if action == "run_sql" else "run_sql"
        assert policy.gate(off, other) is not None and policy.gate(state(example), action).name == knob
    limits = state(example, run_gate=False, finish_gate=False, max_retrieval_calls=0)
    assert policy.gate(limits, "retrieve_tables").name == "retrieval_limit"  # the call limits have no knob


def test_the_prompt_lists_the_registry_and_the_policy_order():
    system = react_system_prompt(tools_text(TOOLS), policy.Policy.of(TOOLS).order_text(TOOLS))
    assert ("Expected order:\n1. get_schema  2. link_schema  (already done for you, see the transcript)\n"
            "3. extract_constraints  4. generate_sql  5. validate_sql  6. validate_constraints  7. run_sql  8. finish\n"
            "Optional: get_table_samples, retrieve_tables. After a failed validation or run, call repair_sql.") in system
    listed = re.findall(r"^- (\w+)\[", system, flags=re.M)
    assert listed == list(TOOLS)
    assert "- get_table_samples[{\"table\": string, \"n\": integer (optional)}]: example rows of one table" in system


def test_descriptions_come_from_docstrings():
    for name, t in TOOLS.items():
        assert t.description == describe(t.fn) and t.description[0].islower(), name

    def count_rows(state, args):
        """SQL rows of one table."""
    assert describe(count_rows) == "SQL rows of one table"


def count_rows(state, args):
    """Count the rows of one table."""
    res = execute(state.db_path, f'SELECT count(*) FROM "{args["table"]}"')
    return Observation({"table": args["table"], "rows": res.rows[0][0]} if res.ok else {"error": res.error})


def remember(state, obs):
    state.notes.setdefault("row_counts", {})[obs.data["table"]] = obs.data["rows"]
    state.focus_tables = [obs.data["table"]]
    return Outcome("ok", None, {"rows": obs.data["rows"]})


def test_a_tool_added_at_run_time_is_shown_called_and_changes_the_state(example):
    tools = {**TOOLS, "count_rows": tool({"table": {"type": "string"}}, ["table"], effect=remember)(count_rows)}
    seen_states = []

    def model(messages):
        if kind(messages) != "react":
            return "SELECT count(*) FROM student"
        if "Action: extract_constraints" in str(messages) and "Action: count_rows" not in str(messages):
            return 'Thought: how big is it?\nAction: count_rows[{"table": "student"}]'
        return follow(messages)

    r = react_sql(example, FunctionLLM(model), RunConfig(tool_choice="model"), tools=tools,
                  on_step=lambda ev: seen_states.append(ev.action))
    calls = [e for e in r.trace if e.get("action") == "count_rows"]
    n = execute(example.db_path, "SELECT count(*) FROM student").rows[0][0]
    assert [c["observation"] for c in calls] == [{"table": "student", "rows": n}]
    assert "count_rows" in seen_states and r.finished and r.sql == "SELECT count(*) FROM student"
    assert any(d["decision"] == "count_rows" and d["data"] == {"rows": n} for d in r.decision_log)


def test_the_new_tool_is_in_the_prompt_and_its_effect_runs(example):
    prompts = []
    tools = {**TOOLS, "count_rows": tool({"table": {"type": "string"}}, ["table"], effect=remember)(count_rows)}

    def model(messages):
        prompts.append(messages)
        return 'Thought: count.\nAction: count_rows[{"table": "student"}]'

    from nl2sql.methods.agent.context import Env as _Env
    from nl2sql.methods.agent.loop import _bootstrap, _step  # one step, to look at the state it leaves
    env = _Env(RunConfig(force_constraints=False, tool_choice="model"), tools, None, None)
    st = _bootstrap(example, env)
    gen = _step(st, env, 0)
    req = next(gen)
    assert '- count_rows[{"table": string}]: count the rows of one table' in req.messages[0]["content"]
    assert "Optional: get_table_samples, retrieve_tables, count_rows." in req.messages[0]["content"]
    from nl2sql.llm import Completion
    with pytest.raises(StopIteration):
        gen.send(Completion(model(req.messages), "stop"))
    assert st.notes["row_counts"] == {"student": execute(example.db_path, "SELECT count(*) FROM student").rows[0][0]}
    assert st.focus_tables == ["student"]


@pytest.mark.slow
def test_tool_choice_policy_asks_the_model_only_for_sql_and_answers_like_the_model_mode(mini_dir):
    from nl2sql.testing import scripted

    from nl2sql.methods.agent import react_sql_batch

    examples = load_dataset(mini_dir).evaluable
    kinds = []

    def counting(messages):
        kinds.append(kind(messages))
        return scripted.answer(messages)

    by_model = react_sql_batch(examples, FunctionLLM(scripted.answer), RunConfig(tool_choice="model"))
    by_policy = react_sql_batch(examples, FunctionLLM(counting), RunConfig(tool_choice="policy"))
    assert [r.sql for r in by_policy] == [r.sql for r in by_model]
    assert "react" not in kinds and "reask" not in kinds
    calls = sum(r.llm_calls for r in by_policy) / len(by_policy)
    assert calls < sum(r.llm_calls for r in by_model) / len(by_model) / 2
    r = by_policy[0]
    decided = [e for e in r.trace if e.get("decided") == "policy"]
    assert decided and len(decided) == r.counters["policy_steps"] == r.steps
    assert [e["decided_action"] for e in decided][:3] == ["extract_constraints", "generate_sql", "validate_sql"]
    assert decided[0]["rule"] == "constraints_missing" and decided[1]["rule"] == "needs_candidate"
    assert all(d["data"].get("decided") == "policy" for d in r.decision_log if d["step"] >= 0 and
               d["decision"] != "fallback" and d["decision"] != "exit")
    assert r.compliance["compliant"]


def test_tool_choice_open_skips_the_call_only_when_an_override_decides(example):
    seen = []

    def model(messages):
        seen.append(kind(messages))
        return follow(messages) if kind(messages) == "react" else "SELECT count(*) FROM student"

    r = react_sql(example, FunctionLLM(model), RunConfig(tool_choice="open"))
    assert r.finished and r.trace[2] == {"step": 0, "decided": "policy", "decided_action": "extract_constraints",
                                         "rule": "constraints_missing", "reason": "constraints_missing"}
    assert seen.count("react") == r.steps - 1  # every step but the forced extraction asked the model


def test_the_old_knob_name_still_reads_in_a_saved_config_only(tmp_path):
    for old, new in ((False, "open"), (True, "model")):
        path = tmp_path / "config.json"
        path.write_text(json.dumps({"call_llm_when_forced": old}))
        assert RunConfig.from_json(path)["tool_choice"] == new
    with pytest.raises(ValueError, match="unknown knob 'call_llm_when_forced'"):
        RunConfig.from_dict({"call_llm_when_forced": True})
    with pytest.raises(ValueError, match="tool_choice"):
        RunConfig(tool_choice="sometimes")


# -- the policy a tool set declares ----------------------------------------------------------------------------

def test_the_built_in_tools_declare_the_reference_order_and_gates():
    p = policy.Policy.of(TOOLS)
    assert p.expected == ("get_schema", "link_schema", "extract_constraints", "generate_sql", "validate_sql",
                          "validate_constraints", "run_sql", "finish")
    assert [(r.name, r.action) for r in p.order] == [
        ("needs_candidate", "generate_sql"), ("needs_validation", "validate_sql"),
        ("needs_constraint_check", "validate_constraints"), ("needs_run", "run_sql"), ("run_failed", "generate_sql"),
        ("ready", "finish")]
    assert [g.name for g in p.gates] == ["validation_limit", "validation_limit", "run_gate", "finish_gate",
                                         "retrieval_limit"]
    from nl2sql.methods.agent.tools import OPTIONAL_TOOLS
    judged = policy.Policy.of({**TOOLS, **OPTIONAL_TOOLS})
    assert [r.name for r in judged.order][-2:] == ["needs_judge", "ready"]  # judge_sql's step, before finish's
    assert [g.name for g in judged.gates if "finish" in g.actions] == ["finish_gate", "judge_gate"]


def counted_rows(state, args):
    """Count the rows of the linked tables."""
    return Observation({"rows": {t: execute(state.db_path, f'SELECT count(*) FROM "{t}"').rows[0][0]
                                 for t in state.focus_tables}})


def keep_counts(state, obs):
    state.notes["row_counts"] = obs.data["rows"]
    return Outcome("ok", None, {})


def test_a_declared_step_takes_its_place_and_the_default_policy_runs_the_tool(example):
    placed = tool(effect=keep_counts, order=3.5, name="count_rows",
                  steps=[Step("needs_row_count", lambda s: "row_counts" not in s.notes)])(counted_rows)
    tools = {**TOOLS, "count_rows": placed}
    p = policy.Policy.of(tools)
    assert p.expected.index("count_rows") == p.expected.index("generate_sql") - 1
    assert [r.name for r in p.order][:2] == ["needs_row_count", "needs_candidate"]
    assert "4. count_rows" in p.order_text(tools)
    r = react_sql(example, FunctionLLM(lambda m: "SELECT count(*) FROM student"), RunConfig(), tools=tools)
    assert [e["action"] for e in r.trace if "action" in e][2:5] == ["extract_constraints", "count_rows", "generate_sql"]
    assert any(e.get("rule") == "needs_row_count" for e in r.trace if e.get("decided")) and r.finished
    assert r.trace[[e.get("action") for e in r.trace].index("count_rows")]["observation"]["rows"]["student"] == 22


def test_a_tool_without_steps_is_the_models_to_pick(example):
    free = tool()(counted_rows)
    assert not free.steps and free.order is None
    tools = {**TOOLS, "counted_rows": free}
    r = react_sql(example, FunctionLLM(lambda m: "SELECT count(*) FROM student"), RunConfig(), tools=tools)
    assert r.finished and "counted_rows" not in [e.get("action") for e in r.trace]  # the policy never calls it
    assert "counted_rows" in policy.Policy.of(tools).order_text(tools).split("Optional:")[1]


def test_a_tools_gate_refuses_its_action(example):
    never = policy.Gate("never_twice", ("count_rows",), lambda s, a: "row_counts" in s.notes,
                        lambda s, a: "count_rows refused: counted already")
    gated = tool(effect=keep_counts, gates=[never], name="count_rows")(counted_rows)
    st = state(example)
    st.policy = policy.Policy.of({**TOOLS, "count_rows": gated})
    assert policy.gate(st, "count_rows") is None
    st.notes["row_counts"] = {}
    assert policy.gate(st, "count_rows").name == "never_twice"
