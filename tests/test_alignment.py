"""RunConfig.align_weight: each result's SQL, read as the words it names, matched to the question by the real MiniLM."""

from __future__ import annotations

import pytest

from nl2sql.config import RunConfig
from nl2sql.data.meanings import alignment, sql_in_words
from nl2sql.llm import FunctionLLM
from nl2sql.llm.base import GenParams
from nl2sql.methods.vote import Question, vote_batch
from nl2sql.report.transcript import vote_lines
from nl2sql.sql.schema import read_schema

NLQ = "How many musicians come from the USA?"
ALL = "SELECT count(*) FROM artist"
USA = "SELECT count(*) FROM artist WHERE country = 'USA'"


def _voting(cfg: RunConfig) -> tuple:
    """What vote_batch takes of a candidate agent's config: its vote's options and its weights."""
    return cfg.options().vote, cfg.options().weights


@pytest.fixture(scope="module")
def campus(mini_dir):
    return read_schema(mini_dir / "database" / "campus" / "campus.sqlite", "campus")


@pytest.fixture(scope="module")
def question(mini_dir):
    db = mini_dir / "database" / "concerts" / "concerts.sqlite"
    return Question([{"role": "user", "content": NLQ}], NLQ, read_schema(db, "concerts"), db, "CREATE TABLE artist (...)")


def test_a_query_in_words_keeps_its_values_aggregates_order_and_names(campus):
    sql = ("SELECT T1.name, avg(T2.salary) FROM department AS T1 JOIN instructor AS T2 ON T1.dept_id = T2.dept_id "
           "WHERE T1.building = 'Hall' GROUP BY T1.name ORDER BY count(*) DESC")
    assert sql_in_words(sql, campus) == ("name average salary department instructor dept id dept id building Hall "
                                         "name number of descending")
    assert sql_in_words("SELECT nope FROM elsewhere", campus) == ""  # names the schema lacks say nothing


@pytest.mark.model
def test_the_query_that_names_what_the_question_means_aligns_best(campus):
    pay = alignment("What is the average pay of teachers?", ["SELECT avg(salary) FROM instructor",
                                                              "SELECT avg(budget) FROM department",
                                                              "SELECT avg(gpa) FROM student"], campus)
    assert pay.index(max(pay)) == 0 and all(-1 <= a <= 1 for a in pay)  # "pay of teachers": salary of instructor
    town = alignment("List the pupils from Springfield.", ["SELECT name FROM student WHERE hometown = 'Springfield'",
                                                           "SELECT name FROM student"], campus)
    assert town[0] > town[1]  # the value the question names


def _vote(question, samples, weight):
    cfg = RunConfig(method="candidates", n_candidates=len(samples) + 1, candidate_agree_stop=0, align_weight=weight)
    greedy = FunctionLLM(lambda m: ALL).generate([question.prompt])
    left = iter(samples)
    votes, extra = vote_batch(FunctionLLM(lambda m: next(left)), [question], greedy, GenParams(), *_voting(cfg))
    return votes[0], extra[0]


@pytest.mark.model
def test_the_alignment_breaks_a_tie_toward_the_query_the_question_means(question):
    plain, _ = _vote(question, [USA], 0.0)
    assert plain.sql == ALL and all(c.align is None for c in plain.candidates)  # one against one: the greedy first
    vote, extra = _vote(question, [USA], 14.0)
    aligns = [vote.candidates[m[0]].align for m in vote.clusters]
    assert vote.sql == USA and aligns[1] > aligns[0]
    assert vote.scores[0] == pytest.approx(plain.scores[0] - 14.0 * (aligns[1] - aligns[0]), abs=1e-3)
    assert all(c.finish_reason != "scored" for c in extra)  # no model call: the embedding model only
    assert vote.to_dict()["candidates"][1]["align"] == aligns[1]
    lines = vote_lines(vote.to_dict())  # traces.md: each aligned candidate with its cosine
    assert f"align {aligns[1]:g}" in lines[1] and lines[1].startswith("  * sample 1")


@pytest.mark.model
def test_a_clear_majority_stands_and_an_agreeing_vote_is_not_aligned(question):
    assert _vote(question, [ALL, ALL, USA], 14.0)[0].sql == ALL  # a lead of two votes outweighs a small cosine gap
    agreed, _ = _vote(question, [ALL], 14.0)
    assert agreed.sql == ALL and all(c.align is None for c in agreed.candidates)


@pytest.mark.parametrize("knob, default", [("review_weight", None), ("align_weight", 14)])
def test_the_vote_weights_belong_to_the_candidate_agent(knob, default):
    with pytest.raises(ValueError, match=rf"{knob}=1: method 'loop' does not read {knob} \(method='candidates' does\)"):
        RunConfig(method="loop", **{knob: 1})
    with pytest.raises(ValueError, match=f"{knob} must be >= 0"):
        RunConfig(method="candidates", **{knob: -1})
    # The candidate agent's default (the review's None: REVIEW_WEIGHT where the backend can score); the loop's votes
    # are unweighed: it holds no such knob.
    assert RunConfig(method="candidates")[knob] == default
    assert knob not in RunConfig(method="loop").to_dict() and knob not in RunConfig(method="baseline").to_dict()
    assert RunConfig(method="candidates", **{knob: 0})[knob] == 0  # off by name
