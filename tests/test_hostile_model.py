"""The whole loop under a hostile model (nl2sql.testing.hostile): every question ends, in time, with a prediction and a
trace saying why, none with stop_reason "error"; a failing backend fails its questions only; a rerun resumes."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.runs.runner import run
from nl2sql.store.runstore import backend_failed, read_jsonl
from nl2sql.testing.hostile import SURROGATE, HostileLLM

pytestmark = pytest.mark.slow

BUDGET_S = 1.0  # question_budget_s: the model-picks loop reaches it on about half the questions
# A step already under way when the budget runs out ends first: one round of the batch (8 prompts, the slowest a
# few timeouts and pauses long) plus the exit fallback's two executions.
MARGIN_S = 1.5
ENDINGS = {"finish", "fallback", "exit"}  # the last decision of a question's decision log


def _cfg(mini_dir: Path, tool_choice: str) -> RunConfig:
    return RunConfig.from_dict(data_dir=str(mini_dir), backend="function", model="nl2sql.testing.hostile:HostileLLM",
                               tool_choice=tool_choice, exec_timeout_s=0.05, question_budget_s=BUDGET_S,
                               run_id=f"hostile-{tool_choice}")


@pytest.mark.parametrize("tool_choice", ["policy", "model"])
def test_a_hostile_model_cannot_crash_hang_or_lose_a_run(tmp_path: Path, mini_dir: Path, tool_choice: str):
    questions = load_dataset(mini_dir)
    raising = frozenset(e.question.strip() for e in questions[5::40])  # their every prompt fails
    llm = HostileLLM(raising)
    cfg = _cfg(mini_dir, tool_choice)

    # Not scored here: the scorer gives each of the hostile model's slow joins its own generous timeout.
    res = run(cfg, llm=llm, out_root=tmp_path, progress=False, score=False)

    n = len(questions.evaluable)
    preds = {p["id"]: p for p in read_jsonl(res.path / "predictions.jsonl")}
    traces = {t["id"]: t for t in read_jsonl(res.path / "traces.jsonl")}
    assert len(res.predictions) == n == len(preds) == len(traces)
    reasons = Counter(p["stop_reason"] for p in preds.values())
    assert reasons["error"] == 0, [p["error"] for p in preds.values() if p["stop_reason"] == "error"][:3]
    assert set(reasons) <= {"finish", "max_steps", "repair_unchanged", "generate_unchanged", "time_budget"}, reasons
    for qid, t in traces.items():  # why each question ended, in its trace
        assert t["decision_log"] and t["decision_log"][-1]["decision"] in ENDINGS, (qid, t["decision_log"][-1:])
    slowest = max(p["elapsed_s"] for p in preds.values())
    assert slowest <= BUDGET_S + MARGIN_S, slowest
    failed = {p["question"].strip() for p in preds.values() if backend_failed(p)}
    assert failed == raising  # the backend failing on some questions failed those, not the batch nor the run
    for p in preds.values():
        if backend_failed(p):  # stored as failed, with the backend's error: a rerun generates it again
            assert "exploded" in p["error"] or "CUDA error" in p["error"], p["error"]
    # A lone surrogate is stored, in SQL and in traces, and read back (the rerun below compares the rows).
    assert any(SURROGATE in p["sql"] for p in preds.values())
    assert any(SURROGATE in json.dumps(t, ensure_ascii=False) for t in traces.values())
    # Bounded traces: a question of 200 KB replies and endless results stays well under a megabyte.
    assert max(len(line) for line in (res.path / "traces.jsonl").read_text().splitlines()) < 1_000_000

    llm.calls, llm.questions = 0, []
    again = run(cfg, llm=llm, out_root=tmp_path, progress=False, score=False)
    # Finished questions are reused without a model call; only those the backend failed on are generated again.
    assert (again.reused, again.generated) == (n - len(raising), len(raising))
    assert set(llm.questions) == raising
    kept = {p["id"]: p for p in read_jsonl(res.path / "predictions.jsonl")}
    assert {k: v for k, v in kept.items() if not backend_failed(v)} == \
        {k: v for k, v in preds.items() if not backend_failed(v)}
