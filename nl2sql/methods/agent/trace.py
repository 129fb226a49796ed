"""Trace entries, decision-log entries and what a trace says: compliance, confidence, the judge's verdict
(docs/reference-loop.md#traces). A trace read by hand is nl2sql.report.transcript's.

Trace entries, exactly these shapes:
    {"step": i, "llm": <text>}                                                  raw LLM output
    {"step": i, "action": <tool>, "args": <dict>, "observation": <obs>}         tool execution
    {"step": i, "forced_action": <tool>, "requested_action": <tool>, "reason": <str>}   override
    {"step": i, "decided": "policy", "decided_action": <tool>, "rule": <name>, "reason": <str>}   tool chosen by a rule
A tool execution whose tool called the model (generate_sql, repair_sql, judge_sql) adds "llm_calls": k.
Bootstrap entries (get_schema, link_schema before step 0) carry step -1; a re-asked output also has
"reask": k, and the exit fallback is recorded as action "fallback".
Decision-log entries (docs/reference-loop.md#decision-log): {"step", "decision", "reason", "status", "data"}.
"""

from __future__ import annotations

from typing import Any, Iterable

from nl2sql.text import clip as clip_text

FLAGS = ("generate_without_constraints", "run_without_validate", "run_without_validate_constraints",
         "finish_without_run")
# What one trace entry may hold, so that a 200 KB reply or a megabyte cell cannot fill traces.jsonl (a cut
# text records its original length): chars of one model reply or other long text, and of one result cell.
MAX_TRACE_TEXT = 20_000
MAX_TRACE_CELL = 200
MAX_TRACE_DETAIL = 2_000  # a guardrail step's text before and after (the reply itself keeps MAX_TRACE_TEXT)


def clip(text: str, limit: int = MAX_TRACE_TEXT) -> str:
    """text, or its first `limit` chars with a note of how many more there were (nl2sql.text.clip, note=True)."""
    return clip_text(text, limit, note=True)


def llm_entry(step: int, text: str, **extra: Any) -> dict:
    """A raw LLM output; one over MAX_TRACE_TEXT chars keeps its start and records its length in "llm_chars"."""
    if text is not None and len(text) > MAX_TRACE_TEXT:
        return {"step": step, "llm": text[:MAX_TRACE_TEXT], "llm_chars": len(text), **extra}
    return {"step": step, "llm": text, **extra}


def action_entry(step: int, action: str, args: dict, observation: Any, llm_calls: int = 0) -> dict:
    """A tool execution (or a refusal: then the observation holds "error" and "blocked"); long text arguments clipped;
    llm_calls: the model completions the tool itself used (kept only when some)."""
    args = {k: clip(v) if isinstance(v, str) else v for k, v in args.items()} if isinstance(args, dict) else args
    entry = {"step": step, "action": action, "args": args, "observation": observation}
    return {**entry, "llm_calls": llm_calls} if llm_calls else entry


def forced_entry(step: int, forced: str, requested: str | None, reason: str) -> dict:
    """An override of the requested action."""
    return {"step": step, "forced_action": forced, "requested_action": requested, "reason": reason}


def decided_entry(step: int, action: str, rule: str, reason: str) -> dict:
    """A step the policy took without asking the model (LoopOptions.tool_choice), and the rule that decided it."""
    return {"step": step, "decided": "policy", "decided_action": action, "rule": rule, "reason": reason}


def relinked_entry(step: int, notes: list[str], sql: str) -> dict:
    """The final answer's value relink (value_relink): what moved ("t.a -> t.b ('v')") and the SQL it made."""
    return {"step": step, "relinked": notes, "sql": sql}


def decision(step: int, decision_: str, reason: str | None, status: str, data: dict | None = None) -> dict:
    """A compact decision-log entry."""
    return {"step": step, "decision": decision_, "reason": reason, "status": status, "data": data or {}}


def is_blocked(obs: Any) -> bool:
    """Whether an observation is a refusal: the action did not run."""
    return isinstance(obs, dict) and bool(obs.get("blocked"))


def summarize_trace(trace: Iterable[dict]) -> dict:
    """Replay a trace and flag ordering violations (docs/reference-loop.md#compliance).

    A violation is a tool that ran without the step it depends on having succeeded for the current SQL:
    generate_sql before any extract_constraints, run_sql before validate_sql / validate_constraints
    passed, finish before a successful run_sql. Blocked actions did not run, so they never count. The flags
    are counts; `compliant` is True when all are 0.
    """
    counts = dict.fromkeys(FLAGS, 0)
    constraints_seen = valid = constraints_ok = ran_ok = False
    actions: list[str] = []
    forced = blocked = 0
    seen_steps: set[int] = set()
    for entry in trace:
        step = entry.get("step")
        if isinstance(step, int) and step >= 0 and not entry.get("fallback") and entry.get("action") != "fallback":
            seen_steps.add(step)
        if "forced_action" in entry:
            forced += 1
            continue
        if "action" not in entry:
            continue
        action, obs = entry["action"], entry.get("observation")
        if is_blocked(obs):
            blocked += 1
            actions.append(f"{action}!")
            continue
        actions.append(action)
        data = obs if isinstance(obs, dict) else {}
        if action == "extract_constraints" and "error" not in data:
            constraints_seen = True
        elif action in ("generate_sql", "repair_sql"):
            if action == "generate_sql" and not constraints_seen:
                counts["generate_without_constraints"] += 1
            if data.get("accepted"):
                valid = constraints_ok = ran_ok = False  # a new candidate: its checks start over
        elif action == "validate_sql" and "valid" in data:
            valid = bool(data["valid"])
        elif action == "validate_constraints" and "valid" in data:
            constraints_ok = bool(data["valid"])
        elif action == "run_sql" and "success" in data:  # it executed (a missing candidate never ran)
            if not valid:
                counts["run_without_validate"] += 1
            if not constraints_ok:
                counts["run_without_validate_constraints"] += 1
            ran_ok = bool(data.get("success")) and data.get("intent_ok", True) is not False
        elif action == "finish":
            if not ran_ok:
                counts["finish_without_run"] += 1
    steps = len(seen_steps)
    return {
        **{k: v > 0 for k, v in counts.items()},
        "counts": counts,
        "compliant": not any(counts.values()),
        "steps": steps,
        "forced_actions": forced,
        "blocked_actions": blocked,
        "actions": actions,
    }


def explanation(trace: Iterable[dict]) -> str | None:
    """The model's own words with its last finish request (finish's `answer`, a FINAL_ANSWER), run or refused."""
    said = [str(e["args"].get("answer") or "").strip() for e in trace
            if e.get("action") == "finish" and isinstance(e.get("args"), dict)]
    return next((a for a in reversed(said) if a), None)


def confidence(sql: str, trace: Iterable[dict]) -> float:
    """How well the loop's own checks support the final SQL, in [0, 1] (docs/reference-loop.md#confidence).

    The mean of the signals about exactly this SQL: validation (the share of validate_sql and
    validate_constraints whose last run on it passed), execution (1 when its last run succeeded and passed
    the intent check, or the exit fallback found that it executes) and, when a vote chose it, agreement
    (its cluster's share of the vote's candidates) and, when judge_sql judged it, the judge (1 for yes, 0 for
    no; an unknown verdict adds nothing). A check never run on this SQL counts as failed.
    """
    if not sql:
        return 0.0
    checks = {"validate_sql": 0.0, "validate_constraints": 0.0}
    executed, agreement = 0.0, None
    verdict = judge_verdict(sql, trace)
    judged = None if verdict is None or verdict["verdict"] not in ("yes", "no") else float(verdict["verdict"] == "yes")
    for e in trace:
        action, obs = e.get("action"), e.get("observation")
        if not isinstance(obs, dict) or is_blocked(obs):
            continue
        if action in checks and "valid" in obs and obs.get("sql") == sql:
            checks[action] = float(bool(obs["valid"]))
        elif action == "run_sql" and "success" in obs and obs.get("sql") == sql:
            executed = float(bool(obs["success"]) and obs.get("intent_ok", True) is not False)
        elif action == "fallback" and obs.get("sql") == sql and obs.get("executes"):
            executed = 1.0
        elif action in ("generate_sql", "repair_sql") and obs.get("accepted") and obs.get("sql") == sql \
                and isinstance(obs.get("vote"), dict):
            vote = obs["vote"]
            w, n = vote.get("winner"), len(vote.get("candidates") or [])
            k = (vote["candidates"][w].get("cluster") if w is not None and n else None)
            agreement = len(vote["clusters"][k]) / n if k is not None else 0.0
    signals = [sum(checks.values()) / len(checks), executed] + ([agreement] if agreement is not None else [])
    signals += [judged] if judged is not None else []
    return round(sum(signals) / len(signals), 3)


def judge_verdict(sql: str, trace: Iterable[dict]) -> dict | None:
    """The last verdict judge_sql gave exactly this SQL ({verdict, reason}), or None (docs/reference-loop.md#judge)."""
    found = None
    for e in trace:
        obs = e.get("observation")
        if e.get("action") == "judge_sql" and isinstance(obs, dict) and "verdict" in obs and obs.get("sql") == sql:
            found = {"verdict": obs["verdict"], "reason": obs.get("reason")}
    return found if sql else None


def compliance_summary(compliances: Iterable[dict]) -> dict:
    """Aggregate per-question compliance dicts: how many questions raised each flag, and the compliant rate."""
    items = list(compliances)
    n = len(items)
    out: dict[str, Any] = {"n": n}
    for flag in FLAGS:
        out[flag] = sum(1 for c in items if c.get(flag))
    out["compliant"] = sum(1 for c in items if c.get("compliant"))
    out["compliant_rate"] = out["compliant"] / n if n else 0.0
    return out
