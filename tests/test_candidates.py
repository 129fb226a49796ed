"""Candidates and voting: clustering by real SQLite results, the score, sampling rounds, the baseline and the loop."""

from __future__ import annotations

import json
import re

import pytest

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.llm import FunctionLLM
from nl2sql.llm.base import GenParams
from nl2sql.methods.agent import react_sql
from nl2sql.methods.ranking import Candidate, candidate, rank
from nl2sql.methods.vote import Question, vote_batch
from nl2sql.runs.runner import run
from nl2sql.sql.guardrails import ALL_STEPS
from nl2sql.sql.schema import read_schema

STEPS = frozenset(ALL_STEPS)
NLQ = "How many artists are from the USA?"


def _voting(cfg: RunConfig) -> tuple:
    """What vote_batch takes of a candidate agent's config: its vote's options and its weights."""
    return cfg.options().vote, cfg.options().weights


@pytest.fixture(scope="module")
def concerts(mini_dir):
    db = mini_dir / "database" / "concerts" / "concerts.sqlite"
    return db, read_schema(db, "concerts")


def make(concerts, raws: list[str], nlq: str = NLQ) -> list[Candidate]:
    db, schema = concerts
    known: dict = {}
    return [candidate(r, "greedy" if i == 0 else f"sample {i}", nlq, schema, db, STEPS, 5.0, known)
            for i, r in enumerate(raws)]


def test_candidates_with_the_same_rows_form_one_cluster_and_the_majority_wins(concerts):
    cands = make(concerts, [
        "SELECT count(*) FROM artist",  # greedy, alone
        "SELECT count(*) FROM artist WHERE country = 'USA'",
        "SELECT COUNT(artist_id) FROM artist WHERE country = 'USA'",
        "SELECT count(name) FROM artist WHERE country='USA';",
    ])
    vote = rank(cands)
    assert len(vote.clusters) == 2 and vote.clusters[1] == [1, 2, 3]
    assert vote.winner == 1 and "3/4" in vote.reason
    assert vote.sql == "SELECT count(*) FROM artist WHERE country = 'USA'"
    assert [c.cluster for c in cands] == [0, 1, 1, 1]


def test_column_order_does_not_split_a_cluster(concerts):
    vote = rank(make(concerts, ["SELECT name, country FROM artist", "SELECT country, name FROM artist"],
                     "List the names and countries of all artists."))
    assert vote.clusters == [[0, 1]] and vote.agree


def test_a_tie_goes_to_the_cluster_of_the_greedy_candidate(concerts):
    vote = rank(make(concerts, ["SELECT name FROM venue WHERE capacity > 10000",
                                "SELECT name FROM venue WHERE capacity > 5000"],
                     "What are the names of venues with a capacity greater than 10000?"))
    assert len(vote.clusters) == 2 and vote.scores[0] == vote.scores[1]
    assert vote.winner == 0


def test_an_empty_result_loses_to_rows_at_equal_size(concerts):
    vote = rank(make(concerts, ["SELECT name FROM artist WHERE country = 'usa'",
                                "SELECT name FROM artist WHERE country = 'USA'"],
                     "What are the names of the artists from the USA?"))
    assert vote.candidates[0].row_count == 0 and vote.candidates[1].row_count > 0
    assert vote.scores[1] > vote.scores[0] and vote.winner == 1


def test_errors_and_rejections_join_no_cluster(concerts):
    cands = make(concerts, ["SELECT count(*) FROM bands WHERE country = 'USA'",  # no such table
                            "I cannot answer that.",
                            "SELECT count(*) FROM artist WHERE country = 'USA'"])
    vote = rank(cands)
    assert not cands[0].ran and "no such table" in cands[0].error
    assert cands[1].rejected and not cands[1].sql
    assert vote.clusters == [[2]] and vote.winner == 2
    assert json.dumps(vote.to_dict())  # the trace entry is JSON


def test_when_nothing_runs_the_first_accepted_candidate_stays(concerts):
    vote = rank(make(concerts, ["Sorry.", "SELECT nope FROM artist", "SELECT x FROM y"]))
    assert vote.clusters == [] and vote.winner == 1 and "no candidate ran" in vote.reason
    assert rank(make(concerts, ["Sorry.", "No idea."])).winner is None


def test_identical_samples_run_once(concerts, monkeypatch):
    import nl2sql.methods.ranking as mod

    calls = []
    real = mod.execute
    monkeypatch.setattr(mod, "execute", lambda *a, **k: calls.append(a[1]) or real(*a, **k))
    make(concerts, ["SELECT count(*) FROM artist"] * 4)
    assert len(calls) == 1


def counting_llm(answers: list[str]):
    """A model that answers the k-th prompt it sees with answers[k] (the last one after that)."""
    seen = []

    def fn(messages):
        seen.append(messages)
        return answers[min(len(seen) - 1, len(answers) - 1)]
    return FunctionLLM(fn), seen


def test_sampling_stops_after_the_first_round_when_the_candidates_agree(concerts):
    db, schema = concerts
    q = Question([{"role": "user", "content": NLQ}], NLQ, schema, db)
    greedy = FunctionLLM(lambda m: "SELECT count(*) FROM artist WHERE country = 'USA'").generate([q.prompt])
    llm, seen = counting_llm(["SELECT count(artist_id) FROM artist WHERE country = 'USA'"])
    cfg = RunConfig(method="candidates", n_candidates=8, candidate_agree_stop=4)
    votes, sampled = vote_batch(llm, [q], greedy, GenParams(), *_voting(cfg))
    assert len(seen) == 3 and len(sampled[0]) == 3 and votes[0].agree


@pytest.mark.model
def test_disagreeing_candidates_draw_the_rest(concerts):
    db, schema = concerts
    q = Question([{"role": "user", "content": NLQ}], NLQ, schema, db)
    greedy = FunctionLLM(lambda m: "SELECT count(*) FROM artist").generate([q.prompt])
    usa = "SELECT count(*) FROM artist WHERE country = 'USA'"
    llm, seen = counting_llm([usa, "SELECT count(*) FROM artist", usa, usa, usa, usa, usa])
    votes, sampled = vote_batch(llm, [q], greedy, GenParams(),
                                *_voting(RunConfig(method="candidates", n_candidates=8, candidate_agree_stop=4)))
    assert len(seen) == 7 and len(votes[0].candidates) == 8
    assert votes[0].sql == usa and votes[0].candidates[votes[0].winner].source == "sample 1"


@pytest.mark.model
def test_method_candidates_runs_resumes_and_traces_every_candidate(mini_dir, tmp_path):
    answers = iter(["SELECT count(*) FROM artist"] + ["SELECT count(*) FROM artist WHERE country = 'USA'"] * 100)
    from nl2sql.runs import runner

    llm = FunctionLLM(lambda m: next(answers))
    cfg = RunConfig(data_dir=str(mini_dir), method="candidates", n_candidates=4, candidate_agree_stop=0, limit=1, db_ids=["concerts"],
                    run_id="cand", metrics=["VA", "EX"], llm_cache=False)
    res = run(cfg, llm=llm, out_root=tmp_path, progress=False)
    pred = res.predictions[0]
    assert pred["method"] == "candidates" and pred["llm_calls"] == 4
    assert pred["sql"] == "SELECT count(*) FROM artist WHERE country = 'USA'"
    trace = [json.loads(l) for l in (tmp_path / "cand" / "traces.jsonl").read_text().splitlines()][0]
    vote = trace["trace"][1]["vote"]
    assert [c["source"] for c in vote["candidates"]] == ["greedy", "sample 1", "sample 2", "sample 3"]
    assert vote["winner"] == 1 and "traces.md" in {p.name for p in (tmp_path / "cand").iterdir()}
    again = run(cfg, llm=FunctionLLM(lambda m: 1 / 0), out_root=tmp_path, progress=False)  # resumed: no call
    assert again.predictions[0]["sql"] == pred["sql"]
    assert runner  # the module the run went through


def test_the_baseline_is_single_shot():
    with pytest.raises(ValueError, match="method='candidates'"):
        RunConfig(method="baseline", n_candidates=4)
    assert RunConfig(method="candidates").options().vote.n_candidates == 8 and RunConfig()["n_candidates"] == 1


def test_the_loop_votes_inside_generate_sql(mini_dir):
    ex = next(e for e in load_dataset(mini_dir, "dev").examples if e.question == NLQ)
    usa = "SELECT count(*) FROM artist WHERE country = 'USA'"

    def fn(messages):
        text = messages[-1]["content"]
        if "Answer with only one SQLite SELECT" in text:  # generate_sql: greedy first, then the samples
            fn.n += 1
            return "SELECT count(*) FROM artist" if fn.n == 1 else usa
        return "SELECT 1"
    fn.n = 0
    cfg = RunConfig(n_candidates=3, candidate_agree_stop=0, llm_cache=False)
    result = react_sql(ex, FunctionLLM(fn), cfg)
    assert result.sql == usa and result.finished
    gen = next(e for e in result.trace if e.get("action") == "generate_sql")
    vote = gen["observation"]["vote"]
    assert len(vote["candidates"]) == 3 and vote["winner"] == 1
    assert result.usage["calls"] == 3


@pytest.mark.model
def test_traces_md_shows_every_candidate_and_the_winner(mini_dir, tmp_path):
    from nl2sql.report.traces import traces_markdown

    answers = iter(["SELECT count(*) FROM artist", "SELECT count(*) FROM bands"]
                   + ["SELECT count(*) FROM artist WHERE country = 'USA'"] * 10)
    cfg = RunConfig(data_dir=str(mini_dir), method="candidates", n_candidates=4, candidate_agree_stop=0, limit=1,
                    db_ids=["concerts"], run_id="cand", metrics=["VA"], llm_cache=False)
    run(cfg, llm=FunctionLLM(lambda m: next(answers)), out_root=tmp_path, progress=False)
    md = traces_markdown(tmp_path / "cand")
    # The default alignment (align_weight) reads each result's SQL against the question: the greedy one names no USA.
    assert re.search(r"  greedy: cluster 0 \(score 1\.\d+\), 1 row\(s\), align 0\.\d+: SELECT count\(\*\) FROM artist\n", md)
    assert "sample 1: failed: no such table: bands" in md
    assert "* sample 2: cluster 1 (score 3), 1 row(s)" in md and "VOTE: cluster of 2/4 with score 3" in md


@pytest.mark.model
def test_a_contested_vote_gets_a_reflection_that_joins_it(concerts):
    db, schema = concerts
    q = Question([{"role": "user", "content": NLQ}], NLQ, schema, db, "CREATE TABLE artist (...)")
    usa = "SELECT count(*) FROM artist WHERE country = 'USA'"
    greedy = FunctionLLM(lambda m: "SELECT count(*) FROM artist").generate([q.prompt])
    prompts = []

    def fn(messages):
        prompts.append(messages[-1]["content"])
        return usa if "Candidate queries:" in messages[-1]["content"] else "SELECT count(*) FROM venue"
    cfg = RunConfig(method="candidates", n_candidates=2, candidate_agree_stop=0, reflection=True)
    votes, extra = vote_batch(FunctionLLM(fn), [q], greedy, GenParams(), *_voting(cfg))
    # greedy and sample disagree 1:1, so the vote is contested: the reflection sees both with their rows
    assert "1. SELECT count(*) FROM artist\n   first rows: [[" in prompts[-1]
    assert "2. SELECT count(*) FROM venue" in prompts[-1] and "CREATE TABLE artist" in prompts[-1]
    assert [c.source for c in votes[0].candidates] == ["greedy", "sample 1", "reflection"] and len(extra[0]) == 2
    agreed, _ = vote_batch(FunctionLLM(lambda m: "SELECT count(*) FROM artist"), [q], greedy, GenParams(), *_voting(cfg))
    assert [c.source for c in agreed[0].candidates] == ["greedy", "sample 1"]  # no contest, no reflection


def test_the_loop_reflects_on_a_contested_generation(mini_dir):
    ex = next(e for e in load_dataset(mini_dir, "dev").examples if e.question == NLQ)
    usa = "SELECT count(*) FROM artist WHERE country = 'USA'"

    def fn(messages):
        text = messages[-1]["content"]
        if "Candidate queries:" in text:
            return usa
        if "Answer with only one SQLite SELECT" in text:
            fn.n += 1
            return "SELECT count(*) FROM artist" if fn.n == 1 else "SELECT count(*) FROM venue"
        return "SELECT 1"
    fn.n = 0
    result = react_sql(ex, FunctionLLM(fn), RunConfig(n_candidates=2, candidate_agree_stop=0, reflection=True,
                                                      llm_cache=False))
    gen = next(e for e in result.trace if e.get("action") == "generate_sql")
    sources = [c["source"] for c in gen["observation"]["vote"]["candidates"]]
    assert sources == ["greedy", "sample 1", "reflection"] and result.usage["calls"] == 3


def test_an_unchanged_repair_is_retried_once_with_the_real_columns(mini_dir):
    ex = next(e for e in load_dataset(mini_dir, "dev").examples if e.question == NLQ)
    bad = "SELECT count(*) FROM artist WHERE nation = 'USA'"
    usa = "SELECT count(*) FROM artist WHERE country = 'USA'"
    seen = []

    def fn(messages):
        text = messages[-1]["content"]
        seen.append(text)
        if "Real columns of the tables used:" in text:
            return usa
        return bad  # generate_sql and the first repair_sql: the same invented column

    result = react_sql(ex, FunctionLLM(fn), RunConfig(repair_retry=True, llm_cache=False))
    retry = next(t for t in seen if "Real columns of the tables used:" in t)
    assert "- artist: artist_id, name, country, genre, formed_year, members" in retry and f"- {bad}" in retry
    rep = next(e for e in result.trace if e.get("action") == "repair_sql")
    assert rep["observation"]["retried"] and rep["observation"]["changed"]
    assert result.sql == usa and result.finished
    off = react_sql(ex, FunctionLLM(fn), RunConfig(repair_retry=False, llm_cache=False))
    assert off.stop_reason == "repair_unchanged" and off.fallback_used


def test_a_rejected_generation_repeated_word_for_word_ends_in_the_fallback(mini_dir):
    ex = next(e for e in load_dataset(mini_dir, "dev").examples if e.question == NLQ)
    calls = []

    def fn(messages):
        calls.append(messages[-1]["content"])
        return "I cannot write that query." if len(calls) < 10 else "SELECT count(*) FROM artist"
    result = react_sql(ex, FunctionLLM(fn), RunConfig(llm_cache=False))
    # generate, then the fallback: the forced regenerate has the rejected prompt, so greedy decoding would repeat
    # itself and no call is made; not 8 generations
    assert result.stop_reason == "generate_unchanged" and result.fallback_used and len(calls) == 2
    regen = [e["observation"] for e in result.trace if e.get("action") == "generate_sql"][1]
    assert regen["repeated_without_call"] and not regen["accepted"]
    # The reference (stop_on_unchanged_repair=False) calls the model for every forced regeneration.
    calls.clear()
    again = react_sql(ex, FunctionLLM(fn), RunConfig(llm_cache=False, stop_on_unchanged_repair=False))
    assert again.stop_reason != "generate_unchanged" and len(calls) > 3


def test_when_no_candidate_runs_the_repair_candidates_join_the_vote(concerts):
    db, schema = concerts
    q = Question([{"role": "user", "content": NLQ}], NLQ, schema, db, "CREATE TABLE artist (...)")
    usa = "SELECT count(*) FROM artist WHERE country = 'USA'"
    greedy = FunctionLLM(lambda m: "SELECT count(*) FROM artist WHERE nation = 'USA'").generate([q.prompt])
    prompts = []

    def fn(messages):
        prompts.append(messages[-1]["content"])
        return usa if "Previous SQL:" in messages[-1]["content"] else "SELECT count(*) FROM artist WHERE nation = 'US'"
    # meaning_repair=0: the identifier repair would respell nation to country by meaning, and the candidates would run.
    cfg = RunConfig(method="candidates", n_candidates=2, candidate_agree_stop=0, candidate_repair=3, meaning_repair=0)
    votes, extra = vote_batch(FunctionLLM(fn), [q], greedy, GenParams(), *_voting(cfg))
    repair = prompts[-1]
    # The repair sees the first failure, its error and the real columns of the table it used.
    assert "Previous SQL: SELECT count(*) FROM artist WHERE nation = 'USA'" in repair and "no such column" in repair
    assert "Real columns of the tables used:\n- artist: " in repair and "country" in repair
    assert [c.source for c in votes[0].candidates] == ["greedy", "sample 1", "repair", "repair sample 1",
                                                       "repair sample 2"]
    assert votes[0].sql == usa and votes[0].candidates[votes[0].winner].source == "repair" and len(extra[0]) == 4
    off, _ = vote_batch(FunctionLLM(fn), [q], greedy, GenParams(), *_voting(cfg.override(candidate_repair=0)))
    assert [c.source for c in off[0].candidates] == ["greedy", "sample 1"] and off[0].winner == 0


def test_no_repair_when_a_candidate_runs(concerts):
    db, schema = concerts
    q = Question([{"role": "user", "content": NLQ}], NLQ, schema, db)
    greedy = FunctionLLM(lambda m: "SELECT count(*) FROM artist WHERE nation = 'USA'").generate([q.prompt])
    llm, seen = counting_llm(["SELECT count(*) FROM artist"])
    cfg = RunConfig(method="candidates", n_candidates=2, candidate_agree_stop=0, candidate_repair=3, meaning_repair=0)
    votes, _ = vote_batch(llm, [q], greedy, GenParams(), *_voting(cfg))
    assert len(seen) == 1 and votes[0].sql == "SELECT count(*) FROM artist"
    with pytest.raises(ValueError, match="candidate_repair must be >= 0"):
        cfg.override(candidate_repair=-1)


def test_a_vote_keeps_keys_not_rows_and_clusters_as_the_ex_comparator(concerts):
    """result_key clusters exactly as multiset_equal does; only a result with two equal columns keeps its rows."""
    from nl2sql.eval.execution import multiset_equal, result_key

    cands = make(concerts, ["SELECT name, country FROM artist", "SELECT country, name FROM artist",
                            "SELECT name, name FROM artist", "SELECT name, name FROM artist WHERE 1",
                            "SELECT name, country FROM artist WHERE country = 'USA'"])
    vote = rank(cands)
    assert vote.clusters == [[0, 1], [2, 3], [4]]
    assert cands[0].key is not None and cands[0].rows == [] and cands[1].rows == []  # nothing kept
    assert cands[2].key is None and cands[2].rows  # name, name: no canonical column order, rows compared
    rows = [("a", 1), ("b", 2), ("a", 1)]
    assert result_key(rows) == result_key([(1, "a"), (1, "a"), (2, "b")]) != result_key(rows[:2])
    assert result_key([(1.0, "a")]) == result_key([(1, "a")]) and multiset_equal([(1.0, "a")], [(1, "a")], False)
    assert result_key([]) == result_key([]) and result_key([("x", "x")]) is None
