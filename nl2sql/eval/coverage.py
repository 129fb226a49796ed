"""Candidate coverage: was a right answer among a question's candidates, and did the vote pick it (docs/analysis.md).

    found = trace_candidates(trace_row)             # the candidates of one traces.jsonl row (None: it drew none)
    rows = score_coverage(dataset, found_by_id, final_ex)   # each candidate scored on EX, one row per question

A run that samples candidates (method "candidates", or the loop with n_candidates > 1) writes every candidate of
every vote into its trace. Scoring reads them back after the run, so nothing on the prediction path sees gold:
each distinct candidate SQL is scored on EX exactly as the final answers are (nl2sql.eval.scorer.evaluate), and a
question is covered (oracle@N) when any of its N candidates is right. The winning cluster's share of the votes is
read from the last vote of the question (the one that chose its final SQL in the candidate agent).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from nl2sql.data.dataset import Example

COLUMNS = ("id", "candidates", "ran", "right", "oracle", "chosen", "votes", "share", "right_candidates", "repaired")


@dataclass
class Candidates:
    """The candidates one question drew (every vote of its trace, in order) and the last vote's winner."""

    id: str
    sqls: list[str]  # each candidate's SQL after the guardrails ("" where they rejected it)
    ran: list[bool]
    winner_votes: int  # members of the last vote's winning cluster (0 when no candidate ran)
    last_size: int  # candidates in the last vote
    repaired: bool = False  # the final SQL runs only because the identifier repair respelled it

    @property
    def share(self) -> float:
        """The winning cluster's share of the last vote's candidates (0.0 when none ran)."""
        return self.winner_votes / self.last_size if self.last_size else 0.0


@dataclass
class Coverage:
    """One question's coverage: how many candidates, how many ran and were right, what the vote chose."""

    id: str
    candidates: int
    ran: int
    right: int
    chosen: bool | None  # the final answer's EX (None where it was not scored)
    votes: int
    share: float
    right_candidates: list[int] = field(default_factory=list)  # indices of the EX-right candidates
    repaired: bool = False

    @property
    def oracle(self) -> bool:
        return self.right > 0

    def csv_row(self) -> dict[str, str]:
        cell = "" if self.chosen is None else str(int(self.chosen))
        return {"id": self.id, "candidates": str(self.candidates), "ran": str(self.ran), "right": str(self.right),
                "oracle": str(int(self.oracle)), "chosen": cell, "votes": str(self.votes), "share": f"{self.share:.4f}",
                "right_candidates": ";".join(map(str, self.right_candidates)), "repaired": str(int(self.repaired))}


def votes_of(trace: Sequence[Mapping]) -> list[dict]:
    """Every vote of a trace: a candidates entry ({"vote": ...}) or a loop step's observation holding one."""
    out = []
    for e in trace:
        obs = e.get("observation")
        vote = e.get("vote") or (obs.get("vote") if isinstance(obs, dict) else None)
        if isinstance(vote, dict) and vote.get("candidates"):
            out.append(vote)
    return out


def _norm(sql: str | None) -> str:
    return " ".join((sql or "").split())


def repaired_sqls(trace: Sequence[Mapping]) -> set[str]:
    """The SQL texts of a trace that the identifier repair made (a voted candidate's `fixed`, or the loop's
    repair_sql observation with `identifier_repair`), whitespace-normalised."""
    found = set()
    for vote in votes_of(trace):
        found.update(_norm(c.get("sql")) for c in vote["candidates"] if c.get("fixed"))
    for e in trace:
        obs = e.get("observation")
        if isinstance(obs, dict) and obs.get("identifier_repair") and obs.get("sql"):
            found.add(_norm(obs["sql"]))
    return found - {""}


def trace_candidates(row: Mapping, final_sql: str | None = None) -> Candidates | None:
    """The candidates of one traces.jsonl row, or None when it drew none; final_sql marks `repaired`."""
    trace = row.get("trace") or []
    votes = votes_of(trace)
    if not votes:
        return None
    sqls, ran = [], []
    for vote in votes:
        for c in vote["candidates"]:
            sqls.append(c.get("sql") or "")
            ran.append(c.get("cluster") is not None)
    last = votes[-1]
    winner = last.get("winner")
    clusters = last.get("clusters") or []
    members = next((m for m in clusters if winner in m), [])
    fixed = final_sql is not None and _norm(final_sql) in repaired_sqls(trace)
    return Candidates(str(row.get("id")), sqls, ran, len(members), len(last["candidates"]), fixed)


def score_coverage(examples: Sequence[Example], found: Mapping[str, Candidates], final_ex: Mapping[str, bool | None],
                   comparator: str = "multiset", workers: int | None = None) -> list[Coverage]:
    """Each question's coverage, in the order of examples: every distinct candidate SQL scored on EX."""
    from nl2sql.eval.options import EvalOptions, ScoringOptions
    from nl2sql.eval.scorer import evaluate

    jobs: list[tuple[Example, str]] = []
    where: dict[tuple[str, str], int] = {}
    for ex in examples:
        cands = found.get(ex.id)
        if cands is None or not ex.evaluable:
            continue
        for sql in cands.sqls:
            key = (ex.id, _norm(sql))
            if key[1] and key not in where:
                where[key] = len(jobs)
                jobs.append((ex, sql))
    verdicts: list[bool] = []
    if jobs:
        asked = ScoringOptions(metrics=["EX"], comparator=comparator)
        rep = evaluate([e for e, _ in jobs], [s for _, s in jobs], EvalOptions(asked, workers=workers, classify=False))
        verdicts = [bool(s.ex) for s in rep.scores]
    out = []
    for ex in examples:
        cands = found.get(ex.id)
        if cands is None or not ex.evaluable:
            continue
        right = [i for i, sql in enumerate(cands.sqls) if _norm(sql) and verdicts[where[(ex.id, _norm(sql))]]]
        out.append(Coverage(ex.id, len(cands.sqls), sum(cands.ran), len(right), final_ex.get(ex.id),
                            cands.winner_votes, cands.share, right, cands.repaired))
    return out
