"""The method contract (docs/extending.md#add-a-method): the runner passes a method's run only the keywords it names,
stores what a method without on_result returns, refuses a run it could not call when the Method is made, and loads
no model for a method declared with needs_llm=False."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nl2sql.config import RunConfig
from nl2sql.llm import FunctionLLM
from nl2sql.methods.baseline import BaselineOptions, Prediction
from nl2sql.methods.registry import METHODS, RUNNER_KEYWORDS, Method, register_method
from nl2sql.runs.ablation import run_ablation
from nl2sql.runs.runner import run

UNLOADABLE = {"backend": "function", "model": "no_such_module:answer"}  # loading it is a ValueError


def _answers(examples) -> list[Prediction]:
    return [Prediction(e.id, e.index, e.db_id, e.question, "SELECT count(*) FROM student") for e in examples]


@pytest.fixture
def registered():
    """Registers methods for one test and takes them out again."""
    names: list[str] = []

    def add(name: str, fn, **kw) -> str:
        register_method(Method(name, fn.__doc__ or name, fn, BaselineOptions, **kw))
        names.append(name)
        return name

    yield add
    for name in names:
        METHODS.remove(name)


def _cfg(mini_dir: Path, method: str, **kw) -> RunConfig:
    return RunConfig(**{"method": method, "data_dir": str(mini_dir), "limit": 3, "metrics": ["EX"], "run_id": method,
                        **kw})


@pytest.mark.slow
def test_a_method_gets_only_the_keywords_it_names(registered, mini_dir, tmp_path):
    got: dict[str, dict] = {}

    def with_on_result(examples, llm, options, *, on_result=None):  # the signature that crashed on on_step
        got["with_on_result"] = {"on_result": on_result}
        out = _answers(examples)
        for p in out:
            on_result(p)
        return out

    def steps_and_tools(examples, llm, options, on_step=None, tools=None):
        got["steps_and_tools"] = {"on_step": on_step, "tools": tools}
        return _answers(examples)

    def everything(examples, llm, options, **keywords):
        got["everything"] = keywords
        return _answers(examples)

    tools = {"marker": object()}
    for fn in (with_on_result, steps_and_tools, everything):
        res = run(_cfg(mini_dir, registered(fn.__name__, fn)), llm=FunctionLLM(lambda m: "SELECT 1"),
                  out_root=tmp_path, progress=False, tools=tools)
        assert [p["sql"] for p in res.predictions] == ["SELECT count(*) FROM student"] * 3, fn.__name__
        assert res.report.accuracy("EX") > 0
    assert set(got["with_on_result"]) == {"on_result"} and callable(got["with_on_result"]["on_result"])
    assert callable(got["steps_and_tools"]["on_step"]) and got["steps_and_tools"]["tools"] == tools
    assert set(got["everything"]) == set(RUNNER_KEYWORDS) and got["everything"]["tools"] == tools


@pytest.mark.slow
def test_what_a_method_without_on_result_returns_is_stored_once(registered, mini_dir, tmp_path):
    def plain(examples, llm, options):
        return _answers(examples)

    res = run(_cfg(mini_dir, registered("plain", plain), limit=4), llm=FunctionLLM(lambda m: "SELECT 1"),
              out_root=tmp_path, progress=False)
    lines = (res.path / "predictions.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4 and len({json.loads(line)["id"] for line in lines}) == 4 and res.generated == 4


def test_a_run_the_runner_cannot_call_is_refused_when_the_method_is_made():
    with pytest.raises(ValueError, match=r"method 'two': run must take \(examples, llm, options\).*takes 2 positional"):
        Method("two", "", lambda examples, llm: [], BaselineOptions)

    def wants_a_judge(examples, llm, options, *, judge):
        return []

    with pytest.raises(ValueError, match="wants_a_judge requires judge, which the runner never passes"):
        Method("judged", "", wants_a_judge, BaselineOptions)
    Method("fine", "", lambda examples, llm, options, *, on_result: [], BaselineOptions)  # a runner keyword: passed


@pytest.mark.slow
def test_a_method_that_needs_no_model_loads_none(registered, mini_dir, tmp_path):
    seen: list = []

    def no_model(examples, llm, options):
        seen.append(llm)
        return _answers(examples)

    with pytest.raises(ValueError, match="cannot import 'no_such_module:answer'"):  # a model method would load it
        run(_cfg(mini_dir, registered("needs_one", no_model), **UNLOADABLE), out_root=tmp_path, progress=False)
    name = registered("no_model", no_model, needs_llm=False)
    with pytest.raises(ValueError, match="model='no_such_module:answer': method 'no_model' does not read model"):
        _cfg(mini_dir, name, **UNLOADABLE)  # its runs hold no model knob
    res = run(_cfg(mini_dir, name), out_root=tmp_path, progress=False)
    assert seen == [None] and len(res.predictions) == 3 and res.setup_s < 0.5
    saved = json.loads((res.path / "config.json").read_text(encoding="utf-8"))
    assert saved["model"] == {} and not {"model", "backend", "dtype"} & set(saved["config"])
    assert "### Run no_model: no_model, no model" in (res.path / "tables.md").read_text(encoding="utf-8")
    # A given model is not handed over either, and the resumed run (nothing left) agrees with the saved one.
    again = run(_cfg(mini_dir, name), llm=FunctionLLM(lambda m: "SELECT 1"), out_root=tmp_path, progress=False)
    assert again.reused == 3 and again.generated == 0 and seen == [None]
    abl = run_ablation(_cfg(mini_dir, name), {"batch_size": [2]}, "abl", out_root=tmp_path, progress=False)
    assert sorted(abl.runs) == ["base", "batch_size=2"] and seen == [None, None, None]
