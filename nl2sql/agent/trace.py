"""Seed 000 section 8: trace entries, decision-log entries, and the compliance summary of a trace.

Trace entries (8.1), exactly these shapes:
    {"step": i, "llm": <text>}                                                  raw LLM output
    {"step": i, "action": <tool>, "args": <dict>, "observation": <obs>}         tool execution
    {"step": i, "forced_action": <tool>, "requested_action": <tool>, "reason": <str>}   override
Bootstrap entries (get_schema, link_schema before step 0) carry step -1; a re-asked output also has
"reask": k, and the exit fallback is recorded as action "fallback".
Decision-log entries (8.2): {"step", "decision", "reason", "status", "data"}.
"""

from __future__ import annotations

from typing import Any, Iterable

FLAGS = ("generate_without_constraints", "run_without_validate", "run_without_validate_constraints",
         "finish_without_run")


def llm_entry(step: int, text: str, **extra: Any) -> dict:
    """A raw LLM output."""
    return {"step": step, "llm": text, **extra}


def action_entry(step: int, action: str, args: dict, observation: Any) -> dict:
    """A tool execution (or a refusal: then the observation holds "error" and "blocked")."""
    return {"step": step, "action": action, "args": args, "observation": observation}


def forced_entry(step: int, forced: str, requested: str | None, reason: str) -> dict:
    """An override of the requested action."""
    return {"step": step, "forced_action": forced, "requested_action": requested, "reason": reason}


def decision(step: int, decision_: str, reason: str | None, status: str, data: dict | None = None) -> dict:
    """A compact decision-log entry."""
    return {"step": step, "decision": decision_, "reason": reason, "status": status, "data": data or {}}


def _blocked(obs: Any) -> bool:
    return isinstance(obs, dict) and bool(obs.get("blocked"))


def summarize_trace(trace: Iterable[dict]) -> dict:
    """Replay a trace and flag ordering violations (section 8.3); blocked actions did not run, so never count.

    A violation is a tool that ran without the step it depends on having succeeded for the current SQL:
    generate_sql before any extract_constraints, run_sql before validate_sql / validate_constraints
    passed, finish before a successful run_sql. The flags are counts; `compliant` is True when all are 0.
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
        if _blocked(obs):
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
