"""The method registry and the batch driver every method runs on (nl2sql.methods.registry, nl2sql.methods.driver)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from nl2sql.config import RunConfig
from nl2sql.data import load_dataset
from nl2sql.data.options import PromptOptions
from nl2sql.knobs import component, knob
from nl2sql.llm import FunctionLLM
from nl2sql.llm.base import Completion, GenParams
from nl2sql.methods.baseline import BaselineOptions, Prediction, run_baseline
from nl2sql.methods.driver import LLMRequest, drive
from nl2sql.methods.registry import METHODS, Method, get_method, register_method
from nl2sql.runs.runner import run


class Recorder(FunctionLLM):
    """A FunctionLLM that keeps every generate() call's prompts (their last message's text)."""

    def __init__(self, fn) -> None:
        super().__init__(fn)
        self.calls: list[list[str]] = []

    def generate(self, prompts, params=None, tools=None):
        self.calls.append([p[-1]["content"] for p in prompts])
        return super().generate(prompts, params, tools)


def echo(messages):
    return "answer to " + messages[-1]["content"]


def ask(text: str, **kw) -> LLMRequest:
    return LLMRequest([{"role": "user", "content": text}], "test", **kw)


def test_every_method_has_its_options_and_its_defaults_there():
    assert list(METHODS)[:3] == ["loop", "baseline", "candidates"]
    assert all(dataclasses.is_dataclass(m.options) for m in METHODS.values())
    cand = get_method("candidates").options()
    assert (cand.vote.n_candidates, cand.prompt.sample_rows, cand.weights.review_weight, cand.weights.align_weight,
            cand.vote.meaning_repair) == (8, 3, None, 14, 0.5)
    assert get_method("candidates").options().prefix_cache_tokens == 32768  # the model's knob, its own default
    loop = get_method("loop").options()
    assert (loop.vote.n_candidates, loop.prompt.sample_rows, loop.vote.meaning_repair) == (1, 0, 0)
    assert not hasattr(loop, "weights")  # the loop's votes are unweighed (vote() without weights)
    with pytest.raises(ValueError, match="unknown method 'nope'; known methods: loop, baseline, candidates"):
        get_method("nope")


def test_methods_metrics_and_tools_refuse_a_taken_name_alike():
    from nl2sql.eval import register_metric
    from nl2sql.methods.agent import TOOLS, register_tool

    for add in (lambda: register_method(Method("loop", "again", lambda *a, **k: [], BaselineOptions)),
                lambda: register_metric("ex", lambda gold, pred, ex: 1.0),
                lambda: register_tool(TOOLS["finish"])):
        with pytest.raises(ValueError, match=r"(method|metric|tool) '\w+' is (already registered|built in): register "
                                             "yours under another name"):
            add()


@dataclasses.dataclass(frozen=True)
class ConstantOptions(BaselineOptions):
    """A method's options: the knobs it reads, with its own defaults and a knob of its own."""

    prompt: PromptOptions = component(PromptOptions, sample_rows=1)  # its own default for a component's knob
    constant_sql: str = knob("SELECT 1", "what every question is answered with")  # a knob of its own


@pytest.mark.slow
def test_a_registered_method_runs_through_the_runner(mini_dir, tmp_path):
    def constant(examples, llm, options, *, on_result=None, **_):
        out = []
        for e in examples:
            p = Prediction(e.id, e.index, e.db_id, e.question, options.constant_sql)
            out.append(p)
            if on_result is not None:
                on_result(p)
        return out
    try:
        register_method(Method("constant", "answers SELECT 1", constant, ConstantOptions))
        cfg = RunConfig(method="constant", data_dir=str(mini_dir), limit=3, run_id="c", metrics=["EX"])
        assert cfg.options() == ConstantOptions.of({"data_dir": str(mini_dir)})  # its own defaults, plain values
        assert cfg.options().prompt.sample_rows == 1 == cfg["sample_rows"]
        res = run(cfg, llm=FunctionLLM(echo), out_root=tmp_path, progress=False)
        assert [p["sql"] for p in res.predictions] == ["SELECT 1"] * 3
        res = run(cfg.override(constant_sql="SELECT 2", run_id="c2"), llm=FunctionLLM(echo), out_root=tmp_path,
                  progress=False)
        assert [p["sql"] for p in res.predictions] == ["SELECT 2"] * 3
        assert json.loads((res.path / "config.json").read_text())["config"]["constant_sql"] == "SELECT 2"
    finally:
        METHODS.remove("constant")
    with pytest.raises(ValueError, match="unknown knob 'constant_sql'"):
        RunConfig(constant_sql="SELECT 2")  # its knob leaves with it
    with pytest.raises(ValueError, match="unknown method 'constant'"):
        RunConfig(method="constant")


def test_the_driver_batches_rounds_and_keeps_input_order():
    def question(i: int):
        first = yield ask(f"q{i}")
        if i % 2:  # odd questions ask twice: their second request joins the next round
            second = yield ask(f"again {i}")
            return (i, first.text, second.text)
        return (i, first.text)
    llm = Recorder(echo)
    done: list = []
    out = drive([lambda i=i: question(i) for i in range(5)], llm, GenParams(), GenParams(), batch_size=3,
                on_result=done.append)
    assert out == [(0, "answer to q0"), (1, "answer to q1", "answer to again 1"), (2, "answer to q2"),
                   (3, "answer to q3", "answer to again 3"), (4, "answer to q4")]
    assert llm.calls[0] == ["q0", "q1", "q2"]  # the first round: batch_size questions in one call
    assert llm.calls[1] == ["again 1", "q3", "q4"]  # finished questions are replaced at once
    assert sorted(done) == sorted(out)


def test_a_list_of_requests_is_answered_together_and_samples_get_their_own_call():
    def question():
        pair = yield [ask("a"), ask("b")]
        drawn = yield ask("c", samples=3, round=1)
        return [c.text for c in pair], [c.text for c in drawn]
    llm = Recorder(echo)
    [(pair, drawn)] = drive([question], llm, GenParams(), GenParams(do_sample=True, temperature=0.7, seed=5),
                            batch_size=2)
    assert pair == ["answer to a", "answer to b"] and len(drawn) == 3
    assert llm.calls == [["a", "b"], ["c", "c", "c"]]


def test_the_calls_of_one_round_reach_the_model_together():
    class Together(FunctionLLM):
        def __init__(self) -> None:
            super().__init__(echo)
            self.rounds: list[list[tuple[int, bool]]] = []

        def _generate_calls(self, calls):
            self.rounds.append([(len(c.prompts), c.params.do_sample) for c in calls])
            return [self._generate(list(c.prompts), c.params, c.tools) for c in calls]

    def question(i: int):
        if i:  # the second question draws samples while the first still waits on its greedy answer
            drawn = yield ask("s", samples=2, round=0)
            return [c.text for c in drawn]
        return (yield ask("g")).text
    llm = Together()
    out = drive([lambda i=i: question(i) for i in range(2)], llm, GenParams(),
                GenParams(do_sample=True, temperature=0.7, seed=5), batch_size=2)
    assert out == ["answer to g", ["answer to s", "answer to s"]]
    assert llm.rounds == [[(1, False), (2, True)]]  # one round: the greedy call and the sampled one together


def test_extra_prompts_ride_in_their_requests_call_and_come_back_with_it():
    def question(extra: bool):
        got = yield ask("x", extra_prompts=[[{"role": "user", "content": "later"}]] if extra else [])
        return [c.text for c in got] if extra else got.text
    llm = Recorder(echo)
    out = drive([lambda: question(True), lambda: question(False)], llm, GenParams(), GenParams(), batch_size=2)
    assert out == [["answer to x", "answer to later"], "answer to x"]
    assert llm.calls == [["x", "later", "x"]]  # one round: the first call holds both its prompts
    with pytest.raises(ValueError, match="greedy requests only"):
        ask("s", samples=2, extra_prompts=[[{"role": "user", "content": "later"}]])


def test_a_stop_ends_running_questions_and_starts_no_new_one():
    stop = {"now": False}

    def question(i: int):
        yield ask(f"q{i}")
        stop["now"] = True
        more = yield ask("more")
        return i, "stopped" if more is None else more.text
    out = drive([lambda i=i: question(i) for i in range(4)], FunctionLLM(echo), GenParams(), GenParams(),
                batch_size=2, stopped=lambda: stop["now"])
    assert out == [(0, "stopped"), (1, "stopped")]  # sent None where they were; questions 2 and 3 never started


def test_the_baseline_sends_batch_size_prompts_per_call(mini_dir):
    examples = load_dataset(mini_dir, limit=5).evaluable
    llm = Recorder(lambda m: "SELECT 1")
    preds = run_baseline(examples, llm, BaselineOptions(batch_size=2))
    assert [len(c) for c in llm.calls] == [2, 2, 1] and [p.id for p in preds] == [e.id for e in examples]
    assert all(isinstance(p, Prediction) and p.rows()[0]["method"] == "baseline" for p in preds)


def test_completions_are_what_the_generator_receives():
    def question():
        c = yield ask("q")
        return c
    [c] = drive([question], FunctionLLM(echo), GenParams(), GenParams(), batch_size=1)
    assert isinstance(c, Completion) and c.text == "answer to q"
