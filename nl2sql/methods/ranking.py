"""One question's candidates and their ranking (docs/reference-loop.md#candidates).

    known = {}                     # SQL already run for this question: identical samples run once
    cands = [candidate(raw, source, nlq, schema, db_path, guardrail_steps, timeout_s, known) for ...]
    result = rank(cands)           # clusters by result, scores them, picks the winner and says why

A candidate is one generation through the guardrails and one read-only run. Candidates whose runs return
the same rows (the EX comparator: a multiset of rows, column order free) form a cluster; each cluster is
scored and the best cluster's earliest member (the greedy one when it is there) is the answer:

    score = members + 0.5 * (the structural checks pass) + 0.5 * (the result is not empty)
            [+ 0.5 * (the judge said yes), with VoteOptions.judge on a contested vote]
            [+ w * (log p(question | its SQL) - the best cluster's), with WeighingOptions.review_weight = w]
            [+ a * (cos(question, its SQL in words) - the best cluster's), with WeighingOptions.align_weight = a]

A candidate that is rejected or fails to run joins no cluster; when none runs, the greedy candidate (or the
first accepted one) is kept. nl2sql.methods.vote draws the candidates of one question and asks for the extras.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Sequence

from nl2sql.eval.execution import result_key, results_equal
from nl2sql.sql.constraints import extract_constraints, intent_constraints, validate_constraints
from nl2sql.sql.db import execute, json_cell
from nl2sql.sql.guardrails import run_guardrails
from nl2sql.sql.identifiers import Meaning, run_repaired
from nl2sql.sql.schema import Schema

CHECK_BONUS = 0.5  # the structural checks of the question pass (constraints and intent)
ROWS_BONUS = 0.5  # the result is not empty (almost every question asks for something that exists)
# The judge (VoteOptions.judge, docs/reference-loop.md#judge) said yes to the cluster's first member: it breaks ties and
# near-ties only, since a judge on a small model is a weaker witness than one more agreeing sample.
JUDGE_BONUS = 0.5
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
    review: float | None = None  # log p(question | this SQL), when the reviewer read it (WeighingOptions.review_weight)
    align: float | None = None  # MiniLM cosine of the question and this SQL in words (WeighingOptions.align_weight)
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



def contested(vote: Vote) -> bool:
    """Worth a reflection: two or more results and no clear majority (the best leads by less than 2)."""
    return _contested(vote.scores)


def _contested(scores: Sequence[float]) -> bool:
    if len(scores) < 2:
        return False
    top, second = sorted(scores, reverse=True)[:2]
    return top - second < 2


def judge_targets(vote: Vote) -> list[int]:
    """The clusters worth judging (VoteOptions.judge), best first: [] unless the vote is contested and the judge's
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


def rivals(vote: Vote, k: int = 3) -> list[tuple[str, list]]:
    """The first member's SQL and rows of the k best clusters, best first."""
    order = sorted(range(len(vote.clusters)), key=lambda c: (-vote.scores[c], vote.clusters[c][0]))[:k]
    return [(vote.candidates[vote.clusters[c][0]].sql, vote.candidates[vote.clusters[c][0]].preview) for c in order]
