"""VoteOptions.view_candidates: the question's linked view (each word the schema lacks read as the name it means, by
the real MiniLM), its samples voted together with the original prompt's."""

from __future__ import annotations

import json

import pytest

from nl2sql.config import RunConfig
from nl2sql.data.meanings import linked_view
from nl2sql.llm import FunctionLLM
from nl2sql.llm.base import GenParams
from nl2sql.methods.vote import Question, vote_batch
from nl2sql.runs.runner import run
from nl2sql.sql.schema import read_schema

NLQ = "What are the earnings of each instructor?"
SALARY = "SELECT name, salary FROM instructor"
BUDGET = "SELECT name, budget FROM department"


def _voting(cfg: RunConfig) -> tuple:
    """What vote_batch takes of a candidate agent's config: its vote's options and its weights."""
    return cfg.options().vote, cfg.options().weights


@pytest.fixture(scope="module")
def campus(mini_dir):
    db = mini_dir / "database" / "campus" / "campus.sqlite"
    return db, read_schema(db, "campus")


@pytest.mark.model
def test_a_word_no_name_has_is_read_as_the_name_it_means(campus):
    _, schema = campus
    assert linked_view(NLQ, schema) == "What are the salary of each instructor?"
    assert linked_view("Earnings of each instructor?", schema) == "Salary of each instructor?"  # capital kept


@pytest.mark.model
def test_a_word_is_swapped_only_near_enough_and_ahead_enough(campus):
    _, schema = campus
    assert linked_view(NLQ, schema, floor=1.01) == NLQ  # no name is that near
    assert linked_view(NLQ, schema, margin=1.0) == NLQ  # no name leads the runner-up by that much
    assert linked_view(NLQ, schema, floor=0.0, margin=0.0) == "What are the salary of each instructor?"


@pytest.mark.parametrize("question", [
    "How many students enrolled in 2021?",  # a form of a name's word (enrollment_year)
    pytest.param("Which instructors earn 'earnings'?", marks=pytest.mark.model),  # a quoted value
    "List the students from Springfield.",  # a capitalised value
    "How many departments are there?",  # every word a name or a stop word
])
def test_values_forms_and_named_words_stay(campus, question):
    assert linked_view(question, campus[1]) == question


def _vote(campus, view_candidates: int, view: bool = True):
    db, schema = campus
    prompt = [{"role": "user", "content": NLQ}]
    viewed = [{"role": "user", "content": linked_view(NLQ, schema)}]
    q = Question(prompt, NLQ, schema, db, "", view=viewed if view else None)
    cfg = RunConfig(method="candidates", n_candidates=2, candidate_agree_stop=0, view_candidates=view_candidates,
                    review_weight=0, align_weight=0)
    # The model answers what its prompt's wording names: the view's "salary" reaches the right column.
    llm = FunctionLLM(lambda m: SALARY if "salary" in m[-1]["content"] else BUDGET)
    greedy = llm.generate([prompt])
    votes, extra = vote_batch(llm, [q], greedy, GenParams(), *_voting(cfg))
    return votes[0], extra[0]


@pytest.mark.model
def test_the_views_samples_join_the_vote(campus):
    plain, extra = _vote(campus, 0)
    assert plain.sql == BUDGET and len(extra) == 1
    voted, extra = _vote(campus, 3)
    assert voted.sql == SALARY and len(extra) == 4  # one sample of the prompt, three of the view
    assert [c.source for c in voted.candidates] == ["greedy", "sample 1", "view 1", "view 2", "view 3"]
    unchanged, extra = _vote(campus, 3, view=False)  # no word to swap: no view, no extra call
    assert unchanged.sql == BUDGET and len(extra) == 1


@pytest.mark.model
def test_the_candidate_agent_traces_its_view(mini_dir, tmp_path):
    llm = FunctionLLM(lambda m: "SELECT title FROM album WHERE rating > 8" if "rating" in m[-1]["content"]
                      else "SELECT title FROM album")
    cfg = RunConfig(data_dir=str(mini_dir), method="candidates", n_candidates=1, view_candidates=2, db_ids=["concerts"],
                    run_id="view", metrics=["VA"], llm_cache=False, review_weight=0, align_weight=0)
    run(cfg, llm=llm, out_root=tmp_path, progress=False)
    traces = [json.loads(line) for line in (tmp_path / "view" / "traces.jsonl").read_text().splitlines()]
    viewed = [t for t in traces if "view" in t["trace"][1]["vote"]]
    assert viewed and all(t["trace"][1]["vote"]["view"] != t["question"] for t in viewed)
    assert any(c["source"] == "view 2" for t in viewed for c in t["trace"][1]["vote"]["candidates"])
    assert len(viewed) < len(traces)  # a question with nothing to swap has no view


def test_the_view_belongs_to_the_candidate_agent():
    with pytest.raises(ValueError, match="view_candidates.*method='candidates'"):
        RunConfig(method="loop", view_candidates=2)
    with pytest.raises(ValueError, match="view_candidates must be >= 0"):
        RunConfig(method="candidates", view_candidates=-1)
    assert RunConfig(method="candidates").options().weights.view_candidates == 0
