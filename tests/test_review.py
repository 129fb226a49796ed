"""RunConfig.review_weight: the model reads each result's SQL back, and how likely it finds the question weighs the vote."""

from __future__ import annotations

import pytest

from nl2sql.config import RunConfig
from nl2sql.llm import FunctionLLM
from nl2sql.llm.base import GenParams, LLMError
from nl2sql.methods.prompts import REVIEW_INSTRUCTION
from nl2sql.methods.vote import REVIEW_WEIGHT, Question, vote_batch
from nl2sql.report.transcript import vote_lines
from nl2sql.sql.schema import read_schema

NLQ = "How many artists are from the USA?"
ALL = "SELECT count(*) FROM artist"
USA = "SELECT count(*) FROM artist WHERE country = 'USA'"


def _voting(cfg: RunConfig) -> tuple:
    """What vote_batch takes of a candidate agent's config: its vote's options and its weights."""
    return cfg.options().vote, cfg.options().weights


@pytest.fixture(scope="module")
def question(mini_dir):
    db = mini_dir / "database" / "concerts" / "concerts.sqlite"
    return Question([{"role": "user", "content": NLQ}], NLQ, read_schema(db, "concerts"), db, "CREATE TABLE artist (...)")


def _model(samples: list[str], reviewed: list[tuple[str, str]] | None = None):
    """Greedy answers ALL, samples come from `samples` in order; the reviewer finds the question far likelier
    after the SQL that filters on the country (-2 nats) than after the one that counts every artist (-20)."""
    left = iter(samples)

    def score(messages, text: str) -> float:
        if reviewed is not None:
            reviewed.append((messages[-1]["content"], text))
        return -2.0 if "WHERE country" in messages[-1]["content"] else -20.0

    return FunctionLLM(lambda m: next(left), scorer=score)


def _vote(question, samples, weight, reviewed=None):
    cfg = RunConfig(method="candidates", n_candidates=len(samples) + 1, candidate_agree_stop=0, review_weight=weight,
                    align_weight=0)
    greedy = FunctionLLM(lambda m: ALL).generate([question.prompt])
    votes, extra = vote_batch(_model(samples, reviewed), [question], greedy, GenParams(), *_voting(cfg))
    return votes[0], extra[0]


def test_the_reviewer_overturns_a_majority_it_finds_unlikely(question):
    plain, _ = _vote(question, [ALL, ALL, USA], 0.0)
    assert plain.sql == ALL  # three against one
    reviewed: list[tuple[str, str]] = []
    vote, extra = _vote(question, [ALL, ALL, USA], 0.4, reviewed)
    # one review per result, of its first member: 18 nats x 0.4 = 7.2 points outweigh the two-vote lead
    assert vote.sql == USA and len(reviewed) == 2 and all(text == NLQ for _, text in reviewed)
    assert all(REVIEW_INSTRUCTION in prompt and "CREATE TABLE artist" in prompt for prompt, _ in reviewed)
    assert [vote.candidates[m[0]].review for m in vote.clusters] == [-20.0, -2.0]
    assert vote.scores[0] == pytest.approx(plain.scores[0] - 0.4 * 18)
    assert [c.finish_reason for c in extra].count("scored") == 2  # the reviews count in the question's cost
    assert vote.to_dict()["candidates"][3]["review"] == -2.0 and "review" not in vote.to_dict()["candidates"][1]
    lines = vote_lines(vote.to_dict())  # traces.md: each reviewed candidate with its review
    assert "review -2" in lines[3] and lines[3].startswith("  * sample 3") and "review" not in lines[1]


def test_a_small_weight_only_breaks_near_ties(question):
    assert _vote(question, [ALL, ALL, USA], 0.05)[0].sql == ALL  # 0.9 points do not undo a lead of 2
    assert _vote(question, [USA], 0.05)[0].sql == USA  # one against one: the likelier question wins


def test_an_agreeing_vote_is_not_reviewed(question):
    reviewed: list = []
    vote, extra = _vote(question, [ALL, ALL], 0.4, reviewed)
    assert vote.sql == ALL and reviewed == [] and all(c.finish_reason != "scored" for c in extra)


def test_a_backend_that_cannot_score_votes_without_the_review_unless_it_was_asked_for(question):
    greedy = FunctionLLM(lambda m: ALL).generate([question.prompt])
    default = RunConfig(method="candidates", n_candidates=2, candidate_agree_stop=0, align_weight=0)
    # The candidate agent's default: REVIEW_WEIGHT where the backend can score, no review where it cannot.
    assert default.options().weights.review_weight is None and REVIEW_WEIGHT == 0.4
    votes, extra = vote_batch(FunctionLLM(lambda m: USA), [question], greedy, GenParams(), *_voting(default))
    assert votes[0].sql == ALL and all(c.review is None for c in votes[0].candidates) and len(extra[0]) == 1
    asked = RunConfig(method="candidates", n_candidates=2, candidate_agree_stop=0, review_weight=0.4)
    with pytest.raises(LLMError, match="review_weight=0.4 needs a model backend that scores text"):
        vote_batch(FunctionLLM(lambda m: USA), [question], greedy, GenParams(), *_voting(asked))
    with pytest.raises(LLMError, match="cannot score a text"):
        FunctionLLM(lambda m: USA).score(question.prompt, NLQ)


def test_the_completion_cache_passes_scores_through_uncached(tmp_path):
    from nl2sql.llm.cache import CachedLLM

    seen: list[str] = []
    inner = FunctionLLM(lambda m: USA, scorer=lambda prompt, text: seen.append(text) or -3.0)
    cached = CachedLLM(inner, tmp_path / "cache.sqlite")
    assert cached.can_score and not CachedLLM(FunctionLLM(lambda m: USA), tmp_path / "other.sqlite").can_score
    prompt = [{"role": "user", "content": "q"}]
    assert [cached.score(prompt, NLQ).score for _ in range(2)] == [-3.0, -3.0] and seen == [NLQ, NLQ]
    assert cached.usage.calls == 2 and inner.usage.calls == 2  # counted like generations, by both
