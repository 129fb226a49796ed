"""Several SQL candidates per question, voted on by their execution results (docs/reference-loop.md#candidates).

    known = {}                     # SQL already run for this question: identical samples run once
    cands = [candidate(raw, source, nlq, schema, db_path, guardrail_steps, timeout_s, known) for ...]
    result = rank(cands)           # clusters by result, scores them, picks the winner and says why
    result, extra = yield from vote(question, cfg, greedy_request)   # one question's vote, sampled in rounds
    preds = run_candidates(examples, llm, cfg)                        # the candidate agent (method "candidates")

A candidate is one generation through the guardrails and one read-only run. Candidates whose runs return
the same rows (the EX comparator: a multiset of rows, column order free) form a cluster; each cluster is
scored and the best cluster's earliest member (the greedy one when it is there) is the answer:

    score = members + 0.5 * (the structural checks pass) + 0.5 * (the result is not empty)
            [+ 0.5 * (the judge said yes), with RunConfig.judge on a contested vote]
            [+ w * (log p(question | its SQL) - the best cluster's), with RunConfig.review_weight = w]
            [+ a * (cos(question, its SQL in words) - the best cluster's), with RunConfig.align_weight = a]

The vote is written once, as one question's generator of model requests (nl2sql.methods.driver): the candidate
agent drives it from the baseline's prompt, the loop's generate_sql and repair_sql from theirs.

Sampling makes the model's uncertainty visible: agreeing samples are evidence, a lone greedy answer that
no sample reproduces is not. A candidate that is rejected or fails to run joins no cluster; when none
runs, the greedy candidate (or the first accepted one) is kept.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Generator, Sequence

from nl2sql.data.dataset import Example
from nl2sql.data.meanings import alignment, meaning_hints, meaning_respeller, with_meaning_hints
from nl2sql.eval.execution import result_key, results_equal
from nl2sql.llm.base import LLM, Completion, GenParams, LLMError
from nl2sql.methods.baseline import Prediction, SingleShot, asked, single_shot_setup
from nl2sql.methods.driver import LLMRequest, drive
from nl2sql.methods.judge import parse_verdict
from nl2sql.methods.prompts import judge_prompt, reflection_prompt, repair_sql_prompt, review_prompt
from nl2sql.sql.constraints import extract_constraints, intent_constraints, validate_constraints
from nl2sql.sql.db import execute, json_cell
from nl2sql.sql.guardrails import run_guardrails
from nl2sql.sql.identifiers import Meaning, run_repaired
from nl2sql.sql.schema import Schema

if TYPE_CHECKING:
    from nl2sql.config import RunConfig

CHECK_BONUS = 0.5  # the structural checks of the question pass (constraints and intent)
ROWS_BONUS = 0.5  # the result is not empty (almost every question asks for something that exists)
# The judge (RunConfig.judge, docs/reference-loop.md#judge) said yes to the cluster's first member: it breaks ties and
# near-ties only, since a judge on a small model is a weaker witness than one more agreeing sample.
JUDGE_BONUS = 0.5
HINTED_ROUND = 3  # the seed round of the hinted prompt's samples (rounds 0 and 1 sample the prompt, 2 repairs)
JUDGED_CLUSTERS = 3  # at most this many clusters of one vote are judged (the best-scored ones): bounds the calls
PREVIEW_ROWS = 3  # rows of each candidate's result kept in the trace
MAX_ROWS = 10_000  # rows fetched per candidate for the comparison


@dataclass
class Candidate:
    """One generated SQL with its guardrail verdict, its run and its place in the vote."""

    source: str  # "greedy", "sample 3", "reflection"
    raw: str
    sql: str = ""  # after the guardrails; "" when they rejected the output
    rejected: str | None = None  # the guardrails' reason
    ran: bool = False
    error: str | None = None  # the execution error
    row_count: int = 0
    preview: list[list] = field(default_factory=list)
    checks_ok: bool = False
    cluster: int | None = None  # index into Vote.clusters; None when it did not run
    # What clusters it: a key of its result (nl2sql.eval.execution.result_key); the rows are kept only when the
    # result has no key (two columns with the same values), so a vote holds no result in memory.
    key: int | None = field(default=None, repr=False)
    rows: list[tuple] = field(default_factory=list, repr=False)
    columns: list[str] = field(default_factory=list, repr=False)  # the result's column names (the judge reads them)
    judge: dict | None = None  # the judge's verdict, reason and reply (nl2sql.methods.judge.Verdict), when it was judged
    review: float | None = None  # log p(question | this SQL), when the reviewer read it (RunConfig.review_weight)
    align: float | None = None  # MiniLM cosine of the question and this SQL in words (RunConfig.align_weight)
    # Identifier repair (nl2sql.sql.identifiers): the rewrites that made the failing SQL run; sql is the rewritten one.
    fixed: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        """JSON-ready, without the full rows (and without `judge` or `fixed` when there is none)."""
        d = asdict(self)
        d.pop("rows")
        d.pop("key")
        d.pop("columns")
        for key in ("judge", "fixed"):
            if not d[key]:
                d.pop(key)
        for key in ("review", "align"):
            if d[key] is None:
                d.pop(key)
        return d

    @property
    def judged_yes(self) -> bool:
        return bool(self.judge) and self.judge.get("verdict") == "yes"


@dataclass
class Vote:
    """The ranked clusters of one question's candidates and the winner."""

    candidates: list[Candidate]
    clusters: list[list[int]]  # candidate indices per cluster, in order of first appearance
    scores: list[float]
    winner: int | None  # candidate index
    reason: str
    # The greedy answer's (mean, min) token log-probability, where the backend reports it: how sure the model was.
    greedy_logprob: tuple[float, float] | None = None

    @property
    def sql(self) -> str:
        """The winning SQL ("" when no candidate was accepted)."""
        return self.candidates[self.winner].sql if self.winner is not None else ""

    @property
    def agree(self) -> bool:
        """Every candidate ran and all landed in one cluster."""
        return len(self.clusters) == 1 and all(c.ran for c in self.candidates)

    def to_dict(self) -> dict:
        """The trace entry: every candidate, its cluster and score, the winner and why."""
        d = {"candidates": [c.to_dict() for c in self.candidates], "clusters": self.clusters,
             "scores": self.scores, "winner": self.winner, "sql": self.sql, "reason": self.reason}
        if self.greedy_logprob is not None:
            d["greedy_logprob"] = list(self.greedy_logprob)
        judged = self.judged()
        if judged:
            d["judged"] = judged
        return d

    def judged(self) -> list[dict]:
        """Each judged cluster: its index, its first member (index and SQL), the verdict and the reason."""
        out = []
        for k, members in enumerate(self.clusters):
            c = self.candidates[members[0]]
            if c.judge:
                out.append({"cluster": k, "candidate": members[0], "sql": c.sql, "verdict": c.judge.get("verdict"),
                            "reason": c.judge.get("reason")})
        return out


def candidate(raw: str, source: str, nlq: str, schema: Schema, db_path: str | Path, guardrails: frozenset[str],
              timeout_s: float, known: dict[str, Candidate] | None = None, fix_identifiers: bool = True,
              meaning: Meaning | None = None) -> Candidate:
    """One raw generation through the guardrails, the structural checks and a read-only run.

    known maps SQL already run for this question to its candidate, so identical samples run once. With
    fix_identifiers, SQL that fails on a misnamed column or table runs respelled (nl2sql.sql.identifiers; by
    meaning too, given a respeller).
    """
    guard = run_guardrails(raw, nlq, schema, guardrails)
    cand = Candidate(source, raw)
    if not guard.accepted:
        cand.rejected = guard.reason or "rejected"
        return cand
    cand.sql = guard.sql
    if known is not None and guard.sql in known:
        done = known[guard.sql]
        cand.ran, cand.error, cand.row_count, cand.preview = done.ran, done.error, done.row_count, done.preview
        cand.checks_ok, cand.key, cand.rows, cand.columns = done.checks_ok, done.key, done.rows, done.columns
        cand.sql, cand.fixed = done.sql, list(done.fixed)
        return cand
    res = execute(db_path, guard.sql, timeout_s=timeout_s, max_rows=MAX_ROWS)
    repaired = None
    if not res.ok and fix_identifiers:
        repaired = run_repaired(db_path, guard.sql, res.error, schema, timeout_s, MAX_ROWS, meaning)
    if repaired is not None:
        cand.sql, res, cand.fixed = repaired
    if res.ok:
        cand.ran, cand.key, cand.row_count, cand.columns = True, result_key(res.rows), len(res.rows), list(res.columns)
        cand.rows = res.rows if cand.key is None else []
        cand.preview = [[json_cell(v, blob_chars=80) for v in r] for r in res.rows[:PREVIEW_ROWS]]
        ok, _ = validate_constraints(cand.sql, extract_constraints(nlq), nlq=nlq)
        cand.checks_ok = ok and intent_constraints(nlq, cand.sql)[0]
    else:
        cand.error = res.error
    if known is not None:
        known[guard.sql] = cand
    return cand


def same_result(a: Candidate, b: Candidate) -> bool:
    """Whether two candidates that ran returned the same result (the EX comparator: row multiset, columns in any
    order): by their keys, or by their rows when neither has one."""
    if a.key is not None or b.key is not None:
        return a.key == b.key
    return results_equal(a.rows, b.rows, ordered=False)


def rank(candidates: Sequence[Candidate], review_weight: float = 0.0, align_weight: float = 0.0) -> Vote:
    """Cluster the candidates that ran by their results, score each cluster, pick the winner (review_weight: how
    much each nat of the reviewer's log-likelihood below the best cluster's costs, where first members have one;
    align_weight: how much each unit of alignment cosine below the best cluster's costs)."""
    cands = list(candidates)
    clusters: list[list[int]] = []
    for i, c in enumerate(cands):
        if not c.ran:
            continue
        for k, members in enumerate(clusters):
            if same_result(cands[members[0]], c):
                members.append(i)
                c.cluster = k
                break
        else:
            c.cluster = len(clusters)
            clusters.append([i])
    scores = [len(m) + CHECK_BONUS * any(cands[i].checks_ok for i in m)
              + ROWS_BONUS * (cands[m[0]].row_count > 0) + JUDGE_BONUS * cands[m[0]].judged_yes for m in clusters]
    for weight, signal in ((review_weight, "review"), (align_weight, "align")):
        values = [getattr(cands[m[0]], signal) for m in clusters]
        if weight and clusters and None not in values:
            scores = [s + weight * (v - max(values)) for s, v in zip(scores, values)]
    if clusters:
        # Ties go to the cluster whose earliest member came first (the greedy candidate leads the list).
        best = max(range(len(clusters)), key=lambda k: (scores[k], -clusters[k][0]))
        winner = clusters[best][0]
        runner_up = sorted(scores, reverse=True)[1] if len(scores) > 1 else None
        reason = (f"cluster of {len(clusters[best])}/{len(cands)} with score {scores[best]:g}"
                  + (f" (next {runner_up:g})" if runner_up is not None else " (the only result)")
                  + (f", judge {cands[winner].judge['verdict']}" if cands[winner].judge else ""))
    else:
        accepted = [i for i, c in enumerate(cands) if c.sql]
        winner = accepted[0] if accepted else None
        reason = "no candidate ran: the first accepted one" if accepted else "no candidate was accepted"
    return Vote(cands, clusters, [round(s, 3) for s in scores], winner, reason)


@dataclass
class Question:
    """What voting needs of one question: its prompt, text, schema and database."""

    prompt: list[dict]
    nlq: str
    schema: Schema
    db_path: str | Path
    schema_text: str = ""  # what the reflection prompt shows (cfg.reflection)
    hinted: list[dict] | None = None  # the prompt with meaning hints (cfg.hinted_candidates); None: off or no hint


def contested(vote: Vote) -> bool:
    """Worth a reflection: two or more results and no clear majority (the best leads by less than 2)."""
    return _contested(vote.scores)


def _contested(scores: Sequence[float]) -> bool:
    if len(scores) < 2:
        return False
    top, second = sorted(scores, reverse=True)[:2]
    return top - second < 2


def judge_targets(vote: Vote) -> list[int]:
    """The clusters worth judging (RunConfig.judge), best first: [] unless the vote is contested and the judge's
    JUDGE_BONUS could decide it, else every cluster the bonus could put on top, at most JUDGED_CLUSTERS of them.

    Scores are taken without any bonus already given, so the answer does not change as verdicts come in.
    """
    base = [s - JUDGE_BONUS * vote.candidates[m[0]].judged_yes for s, m in zip(vote.scores, vote.clusters)]
    if not _contested(base):
        return []
    top = max(base)
    order = sorted(range(len(base)), key=lambda k: (-base[k], vote.clusters[k][0]))
    near = [k for k in order if base[k] + JUDGE_BONUS >= top][:JUDGED_CLUSTERS]
    return near if len(near) >= 2 else []


def candidate_judge_prompt(schema_text: str, nlq: str, cand: Candidate) -> list[dict]:
    """The judge's prompt for one candidate: its SQL and its first rows (the trace's preview)."""
    return judge_prompt(schema_text, nlq, cand.sql, cand.columns, cand.preview, cand.row_count)


def rivals(vote: Vote, k: int = 3) -> list[tuple[str, list]]:
    """The first member's SQL and rows of the k best clusters, best first."""
    order = sorted(range(len(vote.clusters)), key=lambda c: (-vote.scores[c], vote.clusters[c][0]))[:k]
    return [(vote.candidates[vote.clusters[c][0]].sql, vote.candidates[vote.clusters[c][0]].preview) for c in order]


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


def sampling_round(q: Question, rnd: int, count: int) -> list[tuple[LLMRequest, str]]:
    """A sampling round's requests, each with its candidates' source label: `count` samples of the prompt, or with a
    hinted prompt (RunConfig.hinted_candidates) its greedy answer in round 0 and half the samples of a later round."""
    if q.hinted is None:
        return [(LLMRequest(q.prompt, "candidates", samples=count, round=rnd), "sample")]
    if rnd == 0:
        hinted = [(LLMRequest(q.hinted, "candidates"), "hinted")]
        plain = count - 1
    else:
        # Its own seed round (HINTED_ROUND): copies of two prompts drawn with the same seeds would err alike.
        half = count // 2
        request = LLMRequest(q.hinted, "candidates", samples=half, round=HINTED_ROUND)
        hinted = [(request, "hinted sample")] if half else []
        plain = count - half
    if plain == 0:
        return hinted
    return [(LLMRequest(q.prompt, "candidates", samples=plain, round=rnd), "sample"), *hinted]


def vote(q: Question, cfg: "RunConfig", first: LLMRequest | Completion) -> Generator[
        LLMRequest | list[LLMRequest], Any, tuple[Vote, list[Completion]]]:
    """One question's vote (docs/reference-loop.md#candidates), as a generator of the model requests it needs.

    `first` is the greedy request (or its completion, when the caller has it already). Sampling goes in rounds:
    up to cfg.candidate_agree_stop candidates (the greedy one included), then the rest only when they disagree
    or one failed. Copies of one prompt in a call are independent draws, reproducible for a fixed seed
    (nl2sql.llm.base.sample_seeds). With cfg.candidate_repair a question none of whose candidates ran gets repair
    candidates; with cfg.reflection a contested vote gets one greedy reflection; with cfg.judge the clusters of a
    contested vote that the judge could decide are judged (judge_targets), all in one round, and a yes adds
    JUDGE_BONUS; with cfg.reviewer_weight a vote of two or more results has each result's first SQL read back
    (the reviewer, one scoring request each), and with cfg.aligner_weight matched to the question by MiniLM (no
    request). Returns the vote and the completions beyond the greedy one (their cost).
    """
    n, first_round = cfg.candidate_count, cfg.candidate_first_round
    known: dict[str, Candidate] = {}
    cands: list[Candidate] = []
    respell = meaning_respeller(cfg.meaning_floor)
    extra: list[Completion] = []

    def add(comps: Sequence[Completion], source: str) -> None:
        for comp in comps:
            label = source
            if source in ("sample", "repair sample", "hinted sample"):
                label = f"{source} {sum(c.source.startswith(source) for c in cands) + 1}"
            cands.append(candidate(comp.text, label, q.nlq, q.schema, q.db_path, cfg.guardrail_steps,
                                   cfg.exec_timeout_s, known, cfg.identifier_repair, respell))

    greedy = (yield first) if isinstance(first, LLMRequest) else first
    add([greedy], "greedy")
    for rnd, count in enumerate((first_round - 1, n - first_round)):
        if count > 0 and (rnd == 0 or not rank(cands).agree):
            requests = sampling_round(q, rnd, count)
            # One request is yielded alone: the loop's generate_sql (nl2sql.methods.agent.toolkit.pending) asks one.
            answers = (yield [r for r, _ in requests]) if len(requests) > 1 else [(yield requests[0][0])]
            for (_, source), got in zip(requests, answers):
                comps = got if isinstance(got, list) else [got]
                extra += comps
                add(comps, source)
    result = rank(cands)
    if cfg.candidate_repair and not result.clusters:
        # No candidate ran: repair the first failure, greedily and (candidate_repair - 1) times sampled.
        prompt = repair_prompt(q, cands)
        fix = [(yield LLMRequest(prompt, "candidate_repair"))]
        if cfg.candidate_repair > 1:
            fix += (yield LLMRequest(prompt, "candidate_repair", samples=cfg.candidate_repair - 1, round=2))
        extra += fix
        add(fix[:1], "repair")
        add(fix[1:], "repair sample")
        result = rank(cands)
    if cfg.reflection and contested(result):
        # One greedy reflection; its answer joins the vote as one more candidate.
        comp = yield LLMRequest(reflection_prompt(q.schema_text, q.nlq, rivals(result)), "reflection")
        extra.append(comp)
        add([comp], "reflection")
        result = rank(cands)
    firsts = [m[0] for m in result.clusters]  # each result's first SQL: what the review and the alignment read
    if cfg.reviewer_weight and len(firsts) > 1:
        # The reviewer: each result's first SQL read back, scored by how likely the model finds the question.
        got = yield [LLMRequest(review_prompt(q.schema_text, cands[c].sql), "review", score_text=q.nlq) for c in firsts]
        if all(comp.score is not None for comp in got):
            extra += got
            for c, comp in zip(firsts, got):
                cands[c].review = comp.score
        elif cfg.review_weight:  # asked for by name: a backend that cannot score is an error, not a silent no-op
            raise LLMError(f"review_weight={cfg.review_weight} needs a model backend that scores text (transformers); "
                           "set review_weight=0 for this one")
    if cfg.aligner_weight and len(firsts) > 1:
        # The alignment: each result's first SQL, read as the words it names, against the question (no model call).
        for c, a in zip(firsts, alignment(q.nlq, [cands[c].sql for c in firsts], q.schema)):
            cands[c].align = a
    result = rank(cands, cfg.reviewer_weight, cfg.aligner_weight)
    targets = [result.clusters[k][0] for k in judge_targets(result)] if cfg.judge else []
    if targets:
        # The first member of each cluster the judge could decide, every one in the same round.
        verdicts = yield [LLMRequest(candidate_judge_prompt(q.schema_text, q.nlq, cands[c]), "judge") for c in targets]
        for c, comp in zip(targets, verdicts):
            extra.append(comp)
            cands[c].judge = parse_verdict(comp.text).to_dict()
        result = rank(cands, cfg.reviewer_weight, cfg.aligner_weight)
    result.greedy_logprob = greedy.logprob
    return result, extra


def vote_batch(llm: LLM, questions: Sequence[Question], greedy: Sequence[Completion], base: GenParams,
               cfg: "RunConfig") -> tuple[list[Vote], list[list[Completion]]]:
    """The votes of a batch of questions whose greedy completions are given, driven together (nl2sql.methods.driver):
    each question's vote and its extra completions (sampled, repair, reflection and judge)."""
    jobs = [lambda q=q, g=g: vote(q, cfg, g) for q, g in zip(questions, greedy)]
    done = drive(jobs, llm, base, cfg.candidate_gen_params(base), batch_size=max(1, len(jobs)))
    return [v for v, _ in done], [e for _, e in done]


# -- the candidate agent: the baseline's prompt, several candidates, their vote ------------------------------------

def voted_question(ex: Example, ctx: SingleShot) -> Generator[LLMRequest | list[LLMRequest], Any, Prediction]:
    """One question of method "candidates": the baseline prompt's greedy answer, then the vote, the winner as the answer.

    Every candidate count takes the same path (guardrails, one read-only run, the identifier repair when
    cfg.identifier_repair is on): with n_candidates=1 the vote has the greedy candidate alone, so the knob changes
    the number of candidates and nothing else (the component ablation switches one thing per variant).
    """
    question, spent = yield from asked(ex, ctx)
    prompt = ctx.prompt(ex, question)
    greedy = yield LLMRequest(prompt, "baseline")
    pred = ctx.predict(ex, greedy)
    pred.add_cost(spent)
    pred.asked = question if spent else None
    q = Question(prompt, ex.question, ctx.texts.schema(ex), ex.db_path, ctx.texts.prompt_text(ex, ex.question))
    hints = meaning_hints(q.schema, ex.question, ctx.cfg.hinted_candidates)
    if hints:
        q.hinted = ctx.prompt(ex, question, with_meaning_hints(q.schema_text, hints))
    result, extra = yield from vote(q, ctx.cfg, greedy)
    if result.winner is not None:
        pred.sql, pred.reject_reason = result.sql, None
    pred.vote = result.to_dict() | ({"hints": [h.text() for h in hints]} if hints else {})
    pred.add_cost(extra)
    return pred


def run_candidates(examples: Sequence[Example], llm: LLM, cfg: "RunConfig",
                   on_result: Callable[[Prediction], None] | None = None) -> list[Prediction]:
    """The candidate agent over the evaluable examples, cfg.batch_size questions in flight; on_result sees each."""
    todo = [e for e in examples if e.evaluable]
    ctx = single_shot_setup(todo, cfg)
    params = cfg.baseline_gen_params()
    return drive([lambda ex=ex: voted_question(ex, ctx) for ex in todo], llm, params, cfg.candidate_gen_params(params),
                 batch_size=cfg.batch_size, on_result=on_result)
