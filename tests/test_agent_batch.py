"""Batched stepping equals one by one, the compliance summary, and the baseline sharing the loop's
schema text and guardrails."""

from __future__ import annotations

import json

import pytest
from agent_scripts import Recorder, comparable, follow, kind

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.data.schema_texts import SchemaTexts
from nl2sql.llm import FunctionLLM
from nl2sql.methods.agent import compliance_summary, react_sql, react_sql_batch, results_summary, summarize_trace
from nl2sql.methods.baseline import run_baseline


def model_picks(**kw) -> RunConfig:
    """The reference loop: the model picks every step's tool (these tests drive the loop through its replies)."""
    return RunConfig(tool_choice="model", **kw)


@pytest.fixture(scope="module")
def ds(mini_dir):
    return load_dataset(mini_dir)


def policy_llm(ds) -> FunctionLLM:
    """Deterministic in the prompt alone: follows the order; SQL is gold, except a few first drafts that need a repair."""
    gold = {e.question: e.gold_sql for e in ds}
    broken = {e.question for e in ds.examples[::3]}

    def fn(messages):
        k = kind(messages)
        if k in ("react", "reask"):
            return follow(messages)
        user = messages[-1]["content"]
        question = next(q for q in gold if f"Question: {q}" in user)
        if k == "sql" and question in broken:
            return gold[question].replace("SELECT ", "SELECT nosuchcolumn, ", 1)
        return gold[question]

    return FunctionLLM(fn)


@pytest.mark.slow
def test_batched_equals_one_by_one(ds):
    examples = ds.examples[:12]
    cfg = model_picks(batch_size=5)
    one = [react_sql(e, policy_llm(ds), cfg) for e in examples]
    rec = Recorder(policy_llm(ds))
    seen = []
    batched = react_sql_batch(examples, rec, cfg, on_result=seen.append)
    assert [comparable(r.to_dict()) for r in batched] == [comparable(r.to_dict()) for r in one]
    assert sorted(r.id for r in seen) == sorted(e.id for e in examples)
    # One generate() per round: at most batch_size requests, each with at most one prefetched fallback prompt;
    # every prompt sent is a call some question counts, and far fewer rounds than prompts.
    sizes = [len(b[0]) for b in rec.batches]
    assert 5 <= max(sizes) <= 2 * 5 and sum(sizes) == sum(r.llm_calls for r in one) and len(sizes) < sum(sizes) / 3
    # The policy really exercised repairs, and every question reached finish compliantly.
    assert sum(r.counters["repairs"] for r in one) >= 2
    assert all(r.finished and r.compliance["compliant"] for r in one)
    assert [r.sql for r in one] == [e.gold_sql for e in examples]


def test_results_summary(ds):
    results = react_sql_batch(ds.examples[:4], policy_llm(ds), model_picks(batch_size=4))
    s = results_summary(results)
    assert s["n"] == 4 and s["finished"] == 4 and s["compliance"]["compliant"] == 4
    assert s["mean_steps"] >= 6 and s["mean_llm_calls"] >= 7
    json.dumps([r.to_dict() for r in results])
    assert "trace" not in results[0].to_dict(trace=False)


# -- compliance ----------------------------------------------------------------------------------------------------

def a(step, action, obs=None):
    return {"step": step, "action": action, "args": {}, "observation": obs if obs is not None else {}}


GEN_OK = {"accepted": True, "sql": "SELECT 1 FROM t"}
RUN_OK = {"success": True, "rows": []}


def test_summarize_trace_clean_and_each_flag():
    clean = [a(0, "extract_constraints", {"agg": None}), a(1, "generate_sql", GEN_OK),
             a(2, "validate_sql", {"valid": True}), a(3, "validate_constraints", {"valid": True}),
             a(4, "run_sql", RUN_OK), a(5, "finish", {"sql": "x"})]
    s = summarize_trace(clean)
    assert s["compliant"] and s["steps"] == 6 and not any(s[f] for f in (
        "generate_without_constraints", "run_without_validate", "run_without_validate_constraints",
        "finish_without_run"))
    assert summarize_trace([a(0, "generate_sql", GEN_OK)])["generate_without_constraints"]
    s = summarize_trace([a(0, "generate_sql", GEN_OK), a(1, "run_sql", RUN_OK)])
    assert s["run_without_validate"] and s["run_without_validate_constraints"]
    s = summarize_trace([a(0, "validate_sql", {"valid": True}), a(1, "run_sql", RUN_OK)])
    assert not s["run_without_validate"] and s["run_without_validate_constraints"]
    assert summarize_trace([a(0, "finish", {"sql": "x"})])["finish_without_run"]


def test_summarize_trace_semantics():
    # Refused actions never ran, so they never count.
    blocked = {"error": "refused", "blocked": "run_gate"}
    s = summarize_trace([a(0, "run_sql", blocked), a(1, "finish", {"error": "no", "blocked": "finish_gate"})])
    assert s["compliant"] and s["blocked_actions"] == 2 and s["actions"] == ["run_sql!", "finish!"]
    # A new candidate resets its checks: validating the old SQL does not cover the new one.
    s = summarize_trace([a(0, "validate_sql", {"valid": True}), a(1, "validate_constraints", {"valid": True}),
                         a(2, "repair_sql", GEN_OK), a(3, "run_sql", RUN_OK)])
    assert s["run_without_validate"] and s["run_without_validate_constraints"]
    # A failed run, or a run whose intent check failed, does not allow finish.
    for run in ({"success": False, "error": "no such column"}, {"success": True, "intent_ok": False}):
        s = summarize_trace([a(0, "validate_sql", {"valid": True}), a(1, "validate_constraints", {"valid": True}),
                             a(2, "run_sql", run), a(3, "finish", {})])
        assert s["finish_without_run"]
    # A run with no candidate (an error, not an execution) is not a run.
    assert summarize_trace([a(0, "run_sql", {"error": "no SQL candidate yet"})])["compliant"]
    agg = compliance_summary([summarize_trace([a(0, "finish", {})]), summarize_trace([])])
    assert agg == {"n": 2, "generate_without_constraints": 0, "run_without_validate": 0,
                   "run_without_validate_constraints": 0, "finish_without_run": 1, "compliant": 1,
                   "compliant_rate": 0.5}


# -- the baseline ----------------------------------------------------------------------------------------------------

def test_baseline_shares_schema_text_and_guardrails_with_the_loop(ds):
    ex = ds[0]
    rec = Recorder(FunctionLLM(lambda m: "```sql\nSELECT count(*) FROM STUDENT;\n```\nThis counts students."))
    cfg = RunConfig(method="baseline", baseline_max_new_tokens=64, batch_size=2)
    preds = run_baseline(ds.examples[:3], rec, cfg)
    assert [p.sql for p in preds] == ["SELECT count(*) FROM student"] * 3
    assert "casing" in [s["step"] for s in preds[0].guardrails if s["changed"]]
    assert [len(b[0]) for b in rec.batches] == [2, 1] and rec.batches[0][1].max_new_tokens == 64
    # The loop's exit fallback sends exactly the baseline prompt (same schema text, same instruction).
    prompts = []
    react_sql(ex, FunctionLLM(lambda m: prompts.append(m) or "Thought: hm."), model_picks(max_steps=1, max_reasks=0))
    assert prompts[-1] == rec.batches[0][0][0]
    assert prompts[0][1]["content"].count(SchemaTexts("create").text(ex)) == 1  # get_schema shows that text
    # Without a config: the single-shot reference setting.
    rec2 = Recorder(FunctionLLM(lambda m: "SELECT 1 FROM student"))
    run_baseline(ds.examples[:1], rec2)
    assert rec2.batches[0][1].max_new_tokens == 200


@pytest.mark.slow
def test_the_prefetched_fallback_saves_rounds_and_changes_nothing(ds):
    """A repair that changes nothing ends in the fallback: its vanilla prompt rode in the repair's batch."""
    gold = {e.question: e.gold_sql for e in ds}
    broken = {e.question for e in ds.examples[:12:2]}

    def fn(messages):
        user = messages[-1]["content"]
        question = next(q for q in gold if f"Question: {q}" in user)
        # generate_sql (its prompt names the structure) and repair_sql write the same invented column; the
        # vanilla (baseline) prompt, and every unbroken question, gets the gold SQL.
        if question in broken and ("Structure the question implies" in user or "Previous SQL:" in user):
            return gold[question].replace("SELECT ", "SELECT nosuchcolumn, ", 1)
        return gold[question]

    examples = ds.examples[:12]
    runs = {}
    for on in (True, False):
        rec = Recorder(FunctionLLM(fn))
        runs[on] = (react_sql_batch(examples, rec, RunConfig(batch_size=4, prefetch_fallback=on)), rec.batches)
    (with_, rounds_with), (without, rounds_without) = runs[True], runs[False]
    assert [comparable(r.to_dict()) for r in with_] == [comparable(r.to_dict()) for r in without]
    ended = [r for r in with_ if r.stop_reason == "repair_unchanged"]
    assert len(ended) >= 3 and all(r.fallback_used and r.sql == gold[r.question] for r in ended)
    assert [r.llm_calls for r in with_] == [r.llm_calls for r in without]  # every prompt sent is counted once
    assert sum(len(b[0]) for b in rounds_with) == sum(len(b[0]) for b in rounds_without)
    assert len(rounds_with) < len(rounds_without)


def test_a_prefetched_fallback_is_sent_once_and_charged_when_never_asked_for(ds):
    """The fallback's prompt rides the first repair's call only; the question finishes, so its answer goes unused,
    yet its call and tokens count like any other."""
    ex = ds.examples[0]
    bad, worse = (ex.gold_sql.replace("SELECT ", f"SELECT {c}, ", 1) for c in ("nosuchcolumn", "othercolumn"))
    sent = []

    def fn(messages):
        sent.append(messages)
        user = messages[-1]["content"]
        if "Previous SQL:" in user:  # the first repair writes another invented column, the second the gold SQL
            return worse if sum("Previous SQL:" in m[-1]["content"] for m in sent) == 1 else ex.gold_sql
        return bad if "Structure the question implies" in user else ex.gold_sql
    rec = Recorder(FunctionLLM(fn))
    r = react_sql(ex, rec, RunConfig(llm_cache=False, max_steps=12))
    assert r.finished and r.sql == ex.gold_sql and r.counters["repairs"] == 2 and not r.fallback_used
    vanilla = [m for m in sent if not any(k in m[-1]["content"] for k in ("Previous SQL:", "Structure the question"))]
    assert len(vanilla) == 1  # the second repair's call did not carry the prompt again
    assert [len(b[0]) for b in rec.batches] == [1, 2, 1]  # generate_sql, repair_sql + the fallback's prompt, repair_sql
    assert r.llm_calls == r.counters["llm_calls"] == len(sent) == 4  # the unused answer is charged to the question
    assert (r.usage["prompt_tokens"], r.usage["completion_tokens"]) == (rec.usage.prompt_tokens,
                                                                        rec.usage.completion_tokens)


def test_the_fallback_reuses_a_generation_that_sent_its_very_prompt(ds):
    """No focus and no structural hint: generate_sql sent the baseline's prompt, so the vanilla answer is known."""
    ex = ds.examples[1]  # What are the names of the departments founded before 1930?
    broken = ex.gold_sql.replace("SELECT ", "SELECT nosuchcolumn, ", 1)
    sent = []

    def fn(messages):
        sent.append(messages)
        return broken  # generate, repair: the same invented column
    r = react_sql(ex, FunctionLLM(fn), RunConfig(llm_cache=False))
    assert r.stop_reason == "repair_unchanged" and r.fallback_used and len(sent) == 2 and r.llm_calls == 2
    reused = [e for e in r.trace if e.get("reused_generation")]
    assert len(reused) == 1 and reused[0]["fallback"] and reused[0]["llm"] == broken
    sent.clear()
    off = react_sql(ex, FunctionLLM(fn), RunConfig(llm_cache=False, prefetch_fallback=False))
    assert len(sent) == 3 and sent[0] == sent[2] and off.sql == r.sql  # the fallback asks the same prompt again
