"""RunConfig.rephrase: one greedy call rewords the question in the schema's names before the SQL is asked for."""

from __future__ import annotations

import json

from nl2sql.config import RunConfig
from nl2sql.llm import FunctionLLM
from nl2sql.methods.agent.trace import render_trace
from nl2sql.methods.prompts import REPHRASE_INSTRUCTION, REPHRASED_LABEL, with_rephrasing
from nl2sql.report.viewer import transcript
from nl2sql.runs.runner import run


def _model(seen: list[str]):
    def answer(messages) -> str:
        text = messages[-1]["content"]
        seen.append(text)
        if REPHRASE_INSTRUCTION in text:
            return "How many rows does the student table hold?\nThat is all."
        return "SELECT count(*) FROM student"
    return answer


def test_the_rewording_reaches_the_prompt_and_costs_one_call(mini_dir, tmp_path):
    seen: list[str] = []
    cfg = RunConfig(data_dir=str(mini_dir), db_ids=["campus"], limit=2, method="baseline", rephrase=True,
                    run_id="re", metrics=["VA", "EX"], llm_cache=False)
    res = run(cfg, llm=FunctionLLM(_model(seen)), out_root=tmp_path, progress=False)
    asks = [t for t in seen if REPHRASE_INSTRUCTION not in t]
    assert len(seen) == 4 and len(asks) == 2  # one rewording and one SQL prompt per question
    assert all(f"{REPHRASED_LABEL} How many rows does the student table hold?" in t for t in asks)
    rows = [json.loads(line) for line in (res.path / "predictions.jsonl").open()]
    assert [r["llm_calls"] for r in rows] == [2, 2] and all(r["sql"] == "SELECT count(*) FROM student" for r in rows)
    trace = json.loads((res.path / "traces.jsonl").read_text().splitlines()[0])
    assert trace["trace"][0]["asked"].endswith(f"{REPHRASED_LABEL} How many rows does the student table hold?")
    assert f"ASKED: {rows[0]['question']} / {REPHRASED_LABEL}" in render_trace(trace, rows[0])  # traces.md shows it
    assert transcript(trace["trace"])[0]["head"] == "ASKED"  # and the viewer


def test_the_candidate_agent_votes_on_the_reworded_prompt(mini_dir, tmp_path):
    seen: list[str] = []
    cfg = RunConfig(data_dir=str(mini_dir), db_ids=["campus"], limit=1, method="candidates", rephrase=True,
                    n_candidates=2, run_id="rc", metrics=["VA", "EX"], llm_cache=False)
    res = run(cfg, llm=FunctionLLM(_model(seen)), out_root=tmp_path, progress=False)
    assert sum(REPHRASE_INSTRUCTION in t for t in seen) == 1
    assert all(REPHRASED_LABEL in t for t in seen if REPHRASE_INSTRUCTION not in t)
    row = json.loads((res.path / "predictions.jsonl").read_text().splitlines()[0])
    assert row["llm_calls"] == 3  # the rewording, the greedy answer and one sample, which agreed


def test_a_rewording_that_says_nothing_new_is_left_out():
    q = "How many students are there?"
    assert with_rephrasing(q, "how many students are there?\n") == q
    assert with_rephrasing(q, "") == q
    assert with_rephrasing(q, "\nQuestion: Count the rows of student.") == f"{q}\n{REPHRASED_LABEL} Count the rows of student."


def test_off_by_default_the_prompt_is_unchanged(mini_dir, tmp_path):
    seen: list[str] = []
    cfg = RunConfig(data_dir=str(mini_dir), db_ids=["campus"], limit=1, method="baseline", run_id="plain",
                    metrics=["VA"], llm_cache=False)
    run(cfg, llm=FunctionLLM(_model(seen)), out_root=tmp_path, progress=False)
    assert len(seen) == 1 and REPHRASED_LABEL not in seen[0]
