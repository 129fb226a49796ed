"""GenParams, stop trimming, prompt normalization, usage accounting."""

from __future__ import annotations

import pytest

from nl2sql.llm import Completion, GenParams, LLMError, Usage, as_prompt, prompt_key, trim_stop
from nl2sql.llm.base import finalize_text
from nl2sql.llm.replay.backend import FunctionLLM


def test_genparams_defaults_and_validation():
    p = GenParams()
    assert (p.max_new_tokens, p.do_sample, p.temperature, p.top_p, p.stop, p.seed) == (256, False, 0.2, 0.9, (), 0)
    assert GenParams(stop=["a", "b"]).stop == ("a", "b")
    assert GenParams(stop=";").stop == (";",)
    with pytest.raises(ValueError, match="max_new_tokens"):
        GenParams(max_new_tokens=0)
    with pytest.raises(ValueError, match="temperature"):
        GenParams(do_sample=True, temperature=0)
    with pytest.raises(ValueError, match="top_p"):
        GenParams(top_p=1.5)


def test_genparams_key_ignores_sampling_knobs_when_greedy():
    assert GenParams(temperature=0.1, seed=3).key() == GenParams(temperature=0.9, seed=7).key()
    assert GenParams(do_sample=True, seed=1).key() != GenParams(do_sample=True, seed=2).key()


def test_trim_stop_cuts_at_earliest_stop():
    assert trim_stop("SELECT 1;\nmore```", [";", "```"]) == ("SELECT 1", True)
    assert trim_stop("abc```x;y", [";", "```"]) == ("abc", True)
    assert trim_stop("no stop here", [";"]) == ("no stop here", False)
    assert finalize_text("SELECT 1; junk", GenParams(stop=(";",)), natural_stop=False, hit_length=True) == ("SELECT 1", "stop")
    assert finalize_text("SELECT 1", GenParams(), natural_stop=False, hit_length=True) == ("SELECT 1", "length")


def test_as_prompt_and_prompt_key():
    assert as_prompt("hi") == [{"role": "user", "content": "hi"}]
    with pytest.raises(ValueError, match="role"):
        as_prompt([{"content": "x"}])
    a = [{"role": "user", "content": "x"}]
    b = [{"content": "x", "role": "user"}]  # key order does not matter
    assert prompt_key(a) == prompt_key(b)
    assert prompt_key(a) != prompt_key(a, tools=[{"name": "t"}])


def test_usage_sums_per_question_and_per_run():
    c1 = Completion("a", "stop", prompt_tokens=10, completion_tokens=3, latency_s=0.5)
    c2 = Completion("b", "length", prompt_tokens=20, completion_tokens=7, latency_s=1.5, cached=True)
    q = Usage.of([c1, c2])
    assert (q.calls, q.prompt_tokens, q.completion_tokens, q.latency_s, q.cached_calls) == (2, 30, 10, 2.0, 1)
    assert q.total_tokens == 40
    run = sum([q, Usage.of(c1)])
    assert (run.calls, run.prompt_tokens, run.completion_tokens) == (3, 40, 13)
    assert q + Usage() == q


def test_llm_accounts_usage_per_batch_and_in_total():
    llm = FunctionLLM(lambda msgs: {"text": "SELECT 1", "prompt_tokens": 5, "completion_tokens": 2})
    out = llm.generate(["q1", "q2"])
    assert [c.text for c in out] == ["SELECT 1", "SELECT 1"]
    assert (llm.last_usage.calls, llm.last_usage.prompt_tokens, llm.last_usage.completion_tokens) == (2, 10, 4)
    llm.generate([[{"role": "user", "content": "q3"}]])
    assert (llm.usage.calls, llm.usage.completion_tokens) == (3, 6)
    assert llm.usage.wall_s >= 0
    assert llm.reset_usage().calls == 3 and llm.usage.calls == 0


def test_generate_rejects_a_bare_prompt_and_handles_empty():
    llm = FunctionLLM(lambda m: "x")
    with pytest.raises(TypeError, match="list of prompts"):
        llm.generate([{"role": "user", "content": "x"}])
    with pytest.raises(TypeError, match="list of prompts"):
        llm.generate("x")
    assert llm.generate([]) == []


def test_function_llm_applies_stop_strings():
    llm = FunctionLLM(lambda m: "SELECT a FROM t;\nSELECT b")
    [c] = llm.generate(["q"], GenParams(stop=(";",)))
    assert (c.text, c.finish_reason) == ("SELECT a FROM t", "stop")


def test_completion_roundtrip_and_equality_ignores_cached_flag():
    c = Completion("t", "tool_calls", 1, 2, 0.1, tool_calls=[{"name": "f", "arguments": {"x": 1}}])
    assert Completion.from_dict(c.to_dict(), cached=True) == c
    assert Completion.from_dict("plain").text == "plain"
    assert isinstance(LLMError("x"), RuntimeError)


def test_completion_without_text_is_empty_not_none():
    c = Completion(None, "stop", 5, 0)
    assert (c.text, c.finish_reason, c.error) == ("", "empty", None)
    assert Completion.from_dict({"text": None}).finish_reason == "empty"
    # Tool calls with no content are a normal answer, not an empty one.
    call = Completion(None, "tool_calls", tool_calls=[{"name": "finish", "arguments": {}}])
    assert (call.text, call.finish_reason) == ("", "tool_calls")
    # Stored completions keep their exact keys: `error` only appears where there is one.
    assert "error" not in Completion("t", "stop").to_dict()
    failed = Completion("", "error", error="RuntimeError: down")
    assert failed.to_dict()["error"] == "RuntimeError: down" and Completion.from_dict(failed.to_dict()) == failed


def test_one_bad_reply_does_not_break_the_batch():
    def fn(messages):
        q = messages[-1]["content"]
        if q == "raises":
            raise RuntimeError("backend fell over")
        if q == "none":
            return None
        if q == "null text":
            return {"text": None, "prompt_tokens": 7}
        return "SELECT 1;"

    llm = FunctionLLM(fn)
    out = llm.generate(["ok", "raises", "none", "null text", "ok"], GenParams(stop=(";",)))
    assert [(c.text, c.finish_reason) for c in out] == [
        ("SELECT 1", "stop"), ("", "error"), ("", "empty"), ("", "empty"), ("SELECT 1", "stop")]
    assert out[1].error == "RuntimeError: backend fell over" and out[0].error is None
    assert out[3].prompt_tokens == 7 and llm.usage.calls == 5


def test_baseline_survives_a_failing_prompt(mini_dir):
    from nl2sql.data.dataset import load_dataset
    from nl2sql.methods.baseline import BaselineOptions, run_baseline

    examples = load_dataset(mini_dir).evaluable[:4]
    bad = examples[1].question

    def fn(messages):
        if bad in messages[-1]["content"]:
            raise ValueError("no answer for this one")
        return "SELECT count(*) FROM sqlite_master"

    preds = run_baseline(examples, FunctionLLM(fn), BaselineOptions(batch_size=4))
    assert [p.id for p in preds] == [e.id for e in examples]
    assert preds[1].raw == "" and preds[0].sql == "SELECT count(*) FROM sqlite_master"
