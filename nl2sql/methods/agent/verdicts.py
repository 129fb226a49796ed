"""What judge_sql reads and what its verdict does (docs/reference-loop.md#judge): the rows it is shown, the verdict a
vote already gave, and the judge gate's forced repair."""

from __future__ import annotations

from typing import Any

from nl2sql.methods.agent.generation import ANSWER_ROWS
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import Observation, Outcome, error
from nl2sql.methods.ranking import PREVIEW_ROWS
from nl2sql.sql.db import execute, json_cell

JUDGE_ROWS = PREVIEW_ROWS  # rows the judge reads: as many as a vote's judge reads of a candidate, so both ask alike


JUDGE_GATE_REPAIRS = 1  # repairs the judge gate may force per question: a second "no" cannot loop


def verdict_observation(sql: str, verdict: dict, **extra: Any) -> Observation:
    data = {"sql": sql, "verdict": verdict.get("verdict", "unknown"), "reason": verdict.get("reason") or "",
            "raw": verdict.get("raw"), **extra}
    return Observation(data, text=f"judge: {data['verdict']}" + (f": {data['reason']}" if data["reason"] else ""))


def vote_verdict(state: AgentState) -> dict | None:
    """The verdict the vote that chose the current SQL gave its cluster (LoopOptions.judge with candidates), if any."""
    for e in reversed(state.trace):
        if e.get("action") not in ("generate_sql", "repair_sql"):
            continue
        obs = e.get("observation")
        if not (isinstance(obs, dict) and obs.get("accepted") and obs.get("sql") == state.last_sql):
            return None
        vote = obs.get("vote") or {}
        for j in vote.get("judged") or []:
            if j.get("sql") == state.last_sql:
                cand = (vote.get("candidates") or [])[j["candidate"]]
                return {**j, "raw": (cand.get("judge") or {}).get("raw")}
        return None
    return None


def judge_rows(state: AgentState) -> tuple[list[str], list[list], int] | Observation:
    """The current SQL's columns, first JUDGE_ROWS rows and row count: from its last run, else a read-only run."""
    run = state.last_run
    if run and run.get("success") and run.get("sql") == state.last_sql:
        rows = state.last_rows if state.last_rows is not None else run.get("rows", [])
        return list(run.get("columns", [])), rows[:JUDGE_ROWS], int(run.get("row_count", len(rows)))
    res = execute(state.db_path, state.last_sql, timeout_s=state.options.vote.exec_timeout_s, max_rows=ANSWER_ROWS)
    if not res.ok:
        return error(f"the current SQL does not execute ({res.error}): nothing to judge; call repair_sql")
    return list(res.columns), [[json_cell(v) for v in r] for r in res.rows[:JUDGE_ROWS]], len(res.rows)


def judge_effect(state: AgentState, obs: Observation) -> Outcome:
    """Remember the verdict; with the judge gate a "no" forces one repair with the judge's reason."""
    data = obs.data
    state.record_verdict({"sql": data["sql"], "verdict": data["verdict"], "reason": data["reason"]})
    if (data["verdict"] == "no" and state.options.judge_gate and data["sql"] == state.last_sql
            and state.judge_repairs < JUDGE_GATE_REPAIRS):
        data["forced_repair"] = True
        obs.text = f"{obs.render()}\njudge gate: finish is refused; repair the SQL"
        state.fail(f"judge_sql: the SQL does not answer the question: {data['reason'] or 'no reason given'}",
                   judged=True)
        return Outcome("reject", "judge: no", {"verdict": "no", "forced_repair": True})
    return Outcome("ok", f"judge: {data['verdict']}", {"verdict": data["verdict"]})
