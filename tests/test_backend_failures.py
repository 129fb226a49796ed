"""A backend that raises for a whole batch fails only the questions it cannot answer; a rerun generates them again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.llm import FunctionLLM
from nl2sql.llm.base import LLMError
from nl2sql.llm.failures import PromptFailures
from nl2sql.llm.openai.backend import EndpointUnreachableError
from nl2sql.runs.runner import run
from nl2sql.store.runstore import read_jsonl
from nl2sql.testing import scripted

NAME = "nl2sql.testing.scripted:answer"  # the identity the config names, so a rerun with the healthy model may resume


class PoisonedBackend(FunctionLLM):
    """The scripted model, except that any batch holding the poison question raises (as a crashed server would)."""

    def __init__(self, poison: str) -> None:
        super().__init__(scripted.answer, name=NAME)
        self.poison = poison
        self.batches: list[int] = []

    def _generate(self, prompts, params, tools):
        self.batches.append(len(prompts))
        if any(self.poison in json.dumps(p) for p in prompts):
            raise RuntimeError("CUDA error: device-side assert triggered")
        return super()._generate(prompts, params, tools)


class DyingBackend(FunctionLLM):
    """Answers its first `healthy` batches, then raises on every call (a server that went away mid-run)."""

    def __init__(self, healthy: int, error: Exception) -> None:
        super().__init__(scripted.answer, name=NAME)
        self.healthy, self.error, self.calls = healthy, error, 0

    def _generate(self, prompts, params, tools):
        self.calls += 1
        if self.calls > self.healthy:
            raise self.error
        return super()._generate(prompts, params, tools)


def _cfg(mini_dir: Path, method: str, run_id: str) -> RunConfig:
    return RunConfig.from_dict(data_dir=str(mini_dir), limit=8, backend="function", model=NAME, method=method,
                               batch_size=4, run_id=run_id)


@pytest.mark.slow
@pytest.mark.parametrize("method", ["baseline", "loop"])
def test_a_batch_exception_fails_one_question_and_a_rerun_redoes_it(tmp_path: Path, mini_dir: Path, method: str):
    poison = load_dataset(mini_dir, "dev", limit=8)[2]
    healthy = run(_cfg(mini_dir, method, "healthy"), out_root=tmp_path, progress=False)
    backend = PoisonedBackend(poison.question)

    res = run(_cfg(mini_dir, method, "hostile"), llm=backend, out_root=tmp_path, progress=False)

    assert 4 in backend.batches and 1 in backend.batches  # the batch failed, then went one prompt at a time
    rows = {p["id"]: p for p in res.predictions}
    assert len(rows) == 8 and res.report is not None  # every question stored, and the run was scored
    failed = rows[poison.id]
    assert failed["counters"]["llm_errors"] >= 1 and failed["stop_reason"] != "error"
    assert "RuntimeError: CUDA error: device-side assert triggered" in failed["error"]
    expected = {p["id"]: p["sql"] for p in healthy.predictions}
    assert {k: p["sql"] for k, p in rows.items() if k != poison.id} == {k: v for k, v in expected.items()
                                                                         if k != poison.id}

    again = run(_cfg(mini_dir, method, "hostile"), out_root=tmp_path, progress=False)  # the healthy model
    assert (again.reused, again.generated) == (7, 1)
    redone = {p["id"]: p for p in again.predictions}[poison.id]
    assert redone["sql"] == expected[poison.id] and not redone["counters"].get("llm_errors")
    for name in ("predictions.jsonl", "traces.jsonl"):
        ids = [r["id"] for r in read_jsonl(tmp_path / "hostile" / name)]
        assert ids == [r["id"] for r in read_jsonl(tmp_path / "healthy" / name)], name  # one each, in order
    assert (tmp_path / "hostile" / "predictions.sql").read_text() == (tmp_path / "healthy" / "predictions.sql").read_text()


@pytest.mark.slow
def test_a_backend_failing_on_everything_ends_the_run_and_keeps_finished_questions(tmp_path: Path, mini_dir: Path):
    backend = DyingBackend(healthy=1, error=RuntimeError("connection reset by peer"))
    with pytest.raises(LLMError, match=r"failed on 16 prompts in a row .*connection reset by peer.*rerun"):
        run(_cfg(mini_dir, "baseline", "dying").override(limit=30), llm=backend, out_root=tmp_path, progress=False)
    kept = read_jsonl(tmp_path / "dying" / "predictions.jsonl")
    assert len([p for p in kept if not p["counters"]]) == 4  # the first batch, answered before the server died
    res = run(_cfg(mini_dir, "baseline", "dying").override(limit=30), out_root=tmp_path, progress=False)
    assert res.reused == 4 and res.generated == 26 and not any(p["counters"] for p in res.predictions)


def test_an_unreachable_server_is_not_retried_prompt_by_prompt() -> None:
    backend = DyingBackend(healthy=0, error=EndpointUnreachableError("http://127.0.0.1:9/v1 unreachable"))
    with pytest.raises(EndpointUnreachableError):
        PromptFailures(backend).generate(["a", "b", "c"])
    assert backend.calls == 1


def test_prompt_failures_keeps_order_and_the_wrapped_models_identity() -> None:
    backend = PoisonedBackend("poison")
    llm = PromptFailures(backend)
    out = llm.generate(["Question: x", "poison", "Question: y"])
    assert [c.finish_reason for c in out] == ["stop", "error", "stop"]
    assert out[1].text == "" and out[1].error.startswith("RuntimeError: CUDA error")
    assert llm.identity() == backend.identity() and llm.usage is backend.usage and llm.failed == 1


def test_calls_answered_together_fail_alone_when_their_batch_fails() -> None:
    from nl2sql.llm.base import Call, GenParams

    class Picky(FunctionLLM):
        def _generate_calls(self, calls):
            raise RuntimeError("the batch of all calls broke")

    def fn(msgs):
        if msgs[-1]["content"] == "bad":
            raise ValueError("this prompt breaks")
        return "SELECT 1"

    llm = PromptFailures(Picky(fn))
    got = llm.generate_calls([Call(["good", "bad"]), Call(["good"], GenParams(do_sample=True, temperature=0.5))])
    # Each call is then answered on its own, and within it each prompt: only the failing prompt fails.
    assert [[c.finish_reason for c in g] for g in got] == [["stop", "error"], ["stop"]]
    assert llm.failed == 1 and "this prompt breaks" in got[0][1].error


def test_a_batch_that_breaks_mid_decoding_answers_its_calls_alone() -> None:
    from nl2sql.llm.base import Batch, Call, GenParams

    class Breaks(Batch):
        def take(self):
            raise RuntimeError("the decoding batch broke")

    class Streaming(FunctionLLM):
        def batch(self):
            return Breaks(self)

    def fn(msgs):
        if msgs[-1]["content"] == "bad":
            raise ValueError("this prompt breaks")
        return "SELECT 1"

    llm = PromptFailures(Streaming(fn))
    batch = llm.batch()
    tickets = [batch.add(Call(["good", "bad"])), batch.add(Call(["good"], GenParams(do_sample=True, temperature=0.5)))]
    got = batch.take()
    # Every call in flight is answered on its own, and within it each prompt: only the failing prompt fails.
    assert [[c.finish_reason for c in got[t]] for t in tickets] == [["stop", "error"], ["stop"]]
    assert llm.failed == 1 and len(batch) == 0 and batch.take() == {}
