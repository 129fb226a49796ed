"""Several SQL candidates per question, voted on by their execution results (docs/reference-loop.md#candidates).

    result, extra = yield from vote(question, options, greedy_request)   # one question's vote, sampled in rounds
    votes, extras = vote_batch(llm, questions, greedy_completions, params, options)

The vote is written once, as one question's generator of model requests (nl2sql.methods.driver): the candidate
agent (nl2sql.methods.candidates) drives it from the baseline's prompt, the loop's generate_sql and repair_sql
from theirs. Each candidate goes through the guardrails and one read-only run, and nl2sql.methods.ranking clusters
and scores them. Sampling makes the model's uncertainty visible: agreeing samples are evidence, a lone greedy
answer that no sample reproduces is not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Generator, Sequence

from nl2sql.data.meanings import alignment, meaning_respeller
from nl2sql.knobs import Options, knob, seed_knob
from nl2sql.llm.base import LLM, Completion, GenParams, LLMError
from nl2sql.methods.driver import LLMRequest, drive
from nl2sql.methods.judge import parse_verdict
from nl2sql.methods.prompts import judge_prompt, reflection_prompt, repair_sql_prompt, review_prompt
from nl2sql.methods.ranking import Candidate, Vote, candidate, contested, judge_targets, rank, rivals
from nl2sql.sql.options import GUARDRAIL_STEPS
from nl2sql.sql.schema import Schema

# The review's weight where a run leaves it open and the backend can score text (chosen on the tune splits).
REVIEW_WEIGHT = 0.4


@dataclass(frozen=True)
class VoteOptions(Options):
    """The vote's knobs, at the candidate agent's defaults (chosen on the tune splits); the loop's generate_sql and
    repair_sql vote with n_candidates > 1 (LoopOptions declares its own defaults)."""

    seed: int = seed_knob()
    n_candidates: int = knob(8, "the greedy one + n-1 sampled; 1 = no vote", minimum=1)
    candidate_temperature: float = knob(0.7, "the sampled candidates' temperature")
    candidate_top_p: float = knob(0.95, "the sampled candidates' top_p")
    candidate_agree_stop: int = knob(2, "draw the rest on disagreement; 0 = all at once", minimum=0)
    reflection: bool = knob(False, "a contested vote (no result leads by 2) gets one reflection on the competing "
                            "SQL, rows")
    candidate_repair: int = knob(0, "repair candidates when none runs", minimum=0, hint="(0 = off)")
    identifier_repair: bool = knob(True, "an unknown column or table in failing SQL is respelled to the nearest "
                                   "real name")
    meaning_repair: float = knob(0.5, "an unknown name in failing SQL is respelled to the one it means at cosine "
                                 ">= it (MiniLM); 0 = off", minimum=0)
    judge: bool = knob(False, "a contested vote's leading clusters are judged (a yes: JUDGE_BONUS); the loop: "
                       "judge_sql")
    exec_timeout_s: float = knob(10.0, "shared: per SQL execution", minimum=0, hint="seconds", op=">")

    def check(self) -> None:
        if not self.candidate_temperature > 0 or not 0 < self.candidate_top_p <= 1:
            raise ValueError(f"{type(self).__name__}.candidate_temperature must be > 0 and candidate_top_p in (0, 1], "
                             f"got {self.candidate_temperature} and {self.candidate_top_p}")

    @property
    def first_round(self) -> int:
        """Candidates drawn before checking agreement (the greedy one included): candidate_agree_stop, or all."""
        n, stop = self.n_candidates, self.candidate_agree_stop
        return min(n, stop) if stop >= 2 else n

    def sample_params(self, base: GenParams) -> GenParams:
        """The sampled candidates' parameters: base's length cap, sampling, and a stop at the statement's end."""
        return replace(base, do_sample=True, temperature=self.candidate_temperature, top_p=self.candidate_top_p,
                       seed=self.seed, stop=tuple(dict.fromkeys((*base.stop, ";"))), continued=False)


@dataclass(frozen=True)
class WeighingOptions(Options):
    """What weighs a vote besides agreement (the candidate agent's; a method without these knobs votes unweighed)."""

    review_weight: float | None = knob(None, "x log p(question | SQL) (#review); None: REVIEW_WEIGHT where the "
                                       "backend can score text, else 0", minimum=0)
    align_weight: float = knob(14.0, "x cos(question, SQL in words) (#alignment)", minimum=0)
    view_candidates: int = knob(0, "candidates sampled, in the first round, from the question's linked view "
                                "(#linked-view): each word the schema lacks swapped for the name it means "
                                "(nl2sql.data.meanings.linked_view); 0 = off", minimum=0, hint="(0 = off)")



UNWEIGHED = WeighingOptions(review_weight=0.0, align_weight=0.0, view_candidates=0)


@dataclass
class Question:
    """What voting needs of one question: its prompt, text, schema and database, and the guardrail steps."""

    prompt: list[dict]
    nlq: str
    schema: Schema
    db_path: str | Path
    schema_text: str = ""  # what the reflection, review and judge prompts show
    steps: frozenset[str] = frozenset(GUARDRAIL_STEPS)  # the guardrails every candidate goes through
    view: list[dict] | None = None  # the prompt with the question's linked view; None: the same as prompt


def candidate_judge_prompt(schema_text: str, nlq: str, cand: Candidate) -> list[dict]:
    """The judge's prompt for one candidate: its SQL and its first rows (the trace's preview)."""
    return judge_prompt(schema_text, nlq, cand.sql, cand.columns, cand.preview, cand.row_count)


def columns_used(schema: Schema, sql: str) -> dict[str, list[str]]:
    """The real columns of the schema's tables that the SQL names (every table when it names none)."""
    words = {w.lower() for w in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", sql)}
    tables = [t for t in schema.tables if t.name.lower() in words] or schema.tables
    return {t.name: [c.name for c in t.columns] for t in tables}


def repair_prompt(q: Question, cands: Sequence[Candidate]) -> list[dict]:
    """Candidate repair: the first candidate's failure (its SQL, or its raw text when rejected), the error and the
    real columns of the tables it used."""
    failed = next((c for c in cands if c.sql), cands[0])
    bad = failed.sql or failed.raw.strip()[:1000]
    return repair_sql_prompt(q.nlq, bad, failed.error or failed.rejected or "no answer", q.schema_text,
                             columns_used(q.schema, bad))


def vote(q: Question, opts: VoteOptions, first: LLMRequest | Completion, weights: WeighingOptions | None = None
         ) -> Generator[LLMRequest | list[LLMRequest], Any, tuple[Vote, list[Completion]]]:
    """One question's vote (docs/reference-loop.md#candidates), as a generator of the model requests it needs.

    `first` is the greedy request (or its completion, when the caller has it already). Sampling goes in rounds:
    up to candidate_agree_stop candidates (the greedy one included), then the rest only when they disagree or one
    failed. Copies of one prompt in a call are independent draws, reproducible for a fixed seed
    (nl2sql.llm.base.sample_seeds). With candidate_repair a question none of whose candidates ran gets repair
    candidates; with reflection a contested vote gets one greedy reflection; with the review weight a vote of two or
    more results has each result's first SQL read back (the reviewer, one scoring request each), and with the
    alignment weight matched to the question by MiniLM (no request); with judge the clusters of a contested vote
    that the judge could decide are judged (judge_targets), all in one round, and a yes adds JUDGE_BONUS. Returns
    the vote and the completions beyond the greedy one (their cost). Without `weights` the vote is unweighed (the
    loop's).
    """
    weights = weights or UNWEIGHED
    known: dict[str, Candidate] = {}
    cands: list[Candidate] = []
    respell = meaning_respeller(opts.meaning_repair)
    extra: list[Completion] = []

    def add(comps: Sequence[Completion], source: str) -> None:
        for comp in comps:
            label = source
            if source in ("sample", "repair sample", "view"):
                label = f"{source} {sum(c.source.startswith(source) for c in cands) + 1}"
            cands.append(candidate(comp.text, label, q.nlq, q.schema, q.db_path, q.steps, opts.exec_timeout_s, known,
                                   opts.identifier_repair, respell))

    greedy = (yield first) if isinstance(first, LLMRequest) else first
    add([greedy], "greedy")
    for rnd, count in enumerate((opts.first_round - 1, opts.n_candidates - opts.first_round)):
        viewed = weights.view_candidates if rnd == 0 and q.view else 0
        if viewed:
            # The linked view's samples in the same round: the vote weighs both readings of the question.
            asks = {"sample": LLMRequest(q.prompt, "candidates", samples=count, round=rnd)} if count > 0 else {}
            asks["view"] = LLMRequest(q.view, "view", samples=viewed, round=rnd)
            got = yield list(asks.values())
            for source, comps in zip(asks, got):
                extra += comps
                add(comps, source)
        elif count > 0 and (rnd == 0 or not rank(cands).agree):
            got = yield LLMRequest(q.prompt, "candidates", samples=count, round=rnd)
            extra += got
            add(got, "sample")
    result = rank(cands)
    if opts.candidate_repair and not result.clusters:
        yield from _repair(q, opts, cands, extra, add)
        result = rank(cands)
    if opts.reflection and contested(result):
        # One greedy reflection; its answer joins the vote as one more candidate.
        comp = yield LLMRequest(reflection_prompt(q.schema_text, q.nlq, rivals(result)), "reflection")
        extra.append(comp)
        add([comp], "reflection")
        result = rank(cands)
    review, align = yield from _weigh(q, weights, cands, [m[0] for m in result.clusters], extra)
    result = rank(cands, review, align)
    targets = [result.clusters[k][0] for k in judge_targets(result)] if opts.judge else []
    if targets:
        # The first member of each cluster the judge could decide, every one in the same round.
        verdicts = yield [LLMRequest(candidate_judge_prompt(q.schema_text, q.nlq, cands[c]), "judge") for c in targets]
        for c, comp in zip(targets, verdicts):
            extra.append(comp)
            cands[c].judge = parse_verdict(comp.text).to_dict()
        result = rank(cands, review, align)
    result.greedy_logprob = greedy.logprob
    return result, extra


def _repair(q: Question, opts: VoteOptions, cands: list[Candidate], extra: list[Completion], add: Any) -> Generator:
    """No candidate ran: repair the first failure, greedily and (candidate_repair - 1) times sampled."""
    prompt = repair_prompt(q, cands)
    fix = [(yield LLMRequest(prompt, "candidate_repair"))]
    if opts.candidate_repair > 1:
        fix += (yield LLMRequest(prompt, "candidate_repair", samples=opts.candidate_repair - 1, round=2))
    extra += fix
    add(fix[:1], "repair")
    add(fix[1:], "repair sample")


def _weigh(q: Question, weights: WeighingOptions, cands: list[Candidate], firsts: list[int],
           extra: list[Completion]) -> Generator[list[LLMRequest], Any, tuple[float, float]]:
    """The review and the alignment of each result's first SQL, when two or more results compete: their weights."""
    review = REVIEW_WEIGHT if weights.review_weight is None else weights.review_weight
    if review and len(firsts) > 1:
        # The reviewer: each result's first SQL read back, scored by how likely the model finds the question.
        got = yield [LLMRequest(review_prompt(q.schema_text, cands[c].sql), "review", score_text=q.nlq) for c in firsts]
        if all(comp.score is not None for comp in got):
            extra += got
            for c, comp in zip(firsts, got):
                cands[c].review = comp.score
        elif weights.review_weight:  # asked for by name: a backend that cannot score is an error, not a silent no-op
            raise LLMError(f"review_weight={weights.review_weight} needs a model backend that scores text "
                           "(transformers); set review_weight=0 for this one")
    if weights.align_weight and len(firsts) > 1:
        # The alignment: each result's first SQL, read as the words it names, against the question (no model call).
        for c, a in zip(firsts, alignment(q.nlq, [cands[c].sql for c in firsts], q.schema)):
            cands[c].align = a
    return review, weights.align_weight


def vote_batch(llm: LLM, questions: Sequence[Question], greedy: Sequence[Completion], base: GenParams,
               opts: VoteOptions, weights: WeighingOptions | None = None) -> tuple[list[Vote], list[list[Completion]]]:
    """The votes of a batch of questions whose greedy completions are given, driven together (nl2sql.methods.driver):
    each question's vote and its extra completions (sampled, repair, reflection and judge)."""
    jobs = [lambda q=q, g=g: vote(q, opts, g, weights) for q, g in zip(questions, greedy)]
    done = drive(jobs, llm, base, opts.sample_params(base), batch_size=max(1, len(jobs)))
    return [v for v, _ in done], [e for _, e in done]
