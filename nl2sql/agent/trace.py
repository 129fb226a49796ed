"""Trace entries, decision-log entries and the compliance summary of a trace (docs/reference-loop.md#traces).

Trace entries, exactly these shapes:
    {"step": i, "llm": <text>}                                                  raw LLM output
    {"step": i, "action": <tool>, "args": <dict>, "observation": <obs>}         tool execution
    {"step": i, "forced_action": <tool>, "requested_action": <tool>, "reason": <str>}   override
    {"step": i, "decided": "policy", "decided_action": <tool>, "rule": <name>, "reason": <str>}   no model call
Bootstrap entries (get_schema, link_schema before step 0) carry step -1; a re-asked output also has
"reask": k, and the exit fallback is recorded as action "fallback".
Decision-log entries (docs/reference-loop.md#decision-log): {"step", "decision", "reason", "status", "data"}.
"""

from __future__ import annotations

import json
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


def decided_entry(step: int, action: str, rule: str, reason: str) -> dict:
    """A step the policy took without asking the model (RunConfig.tool_choice), and the rule that decided it."""
    return {"step": step, "decided": "policy", "decided_action": action, "rule": rule, "reason": reason}


def decision(step: int, decision_: str, reason: str | None, status: str, data: dict | None = None) -> dict:
    """A compact decision-log entry."""
    return {"step": step, "decision": decision_, "reason": reason, "status": status, "data": data or {}}


def _blocked(obs: Any) -> bool:
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


# -- reading a trace by hand ------------------------------------------------------------------------------------

def _short(value: Any, max_chars: int) -> str:
    """An observation or argument as one line of JSON, cut at max_chars with a note of what was left out."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    text = " ".join(text.split())
    return text if len(text) <= max_chars else f"{text[:max_chars]} ... [{len(text) - max_chars} more chars]"


def _observation(action: str, obs: Any, max_chars: int) -> str:
    """What a tool returned; the schema tools summarized (their full text is in traces.jsonl)."""
    if isinstance(obs, dict) and "error" not in obs:
        if action == "get_schema" and isinstance(obs.get("tables"), dict):
            return (f"{len(obs['tables'])} tables ({', '.join(obs['tables'])}), "
                    f"{len(obs.get('foreign_keys') or [])} foreign keys")
        if action == "link_schema" and "tables" in obs:
            scores = obs.get("scores") or {}
            kept = ", ".join(f"{t} ({scores[t]:.2f})" if t in scores else str(t) for t in obs["tables"])
            return f"kept {len(obs['tables'])} tables: {kept}" + ("" if obs.get("changed", True) else " (unchanged)")
    return _short(obs, max_chars)


def render_trace(row: dict, pred: dict | None = None, gold: str | None = None, scores: dict | None = None,
                 max_chars: int = 500) -> str:
    """One question's trace as Markdown in the reference transcript form: LLM output, actions, observations, overrides."""
    pred = pred or {}
    lines = [f"## {row.get('id')} · {row.get('db_id')}", "", f"**Question:** {row.get('question')}", ""]
    if gold is not None:
        lines.append(f"**Gold:** `{gold}`  ")
    if pred:
        lines.append(f"**Answer:** `{pred.get('sql') or ''}`  ")
        lines.append(f"stop: {pred.get('stop_reason')}, steps {pred.get('steps')}, LLM calls {pred.get('llm_calls')}"
                     + (", fallback used" if pred.get("fallback_used") else ""))
    if scores:
        lines.append("  \n" + ", ".join(f"{k} {v}" for k, v in scores.items()))
    lines += ["", "```text"]
    current = None
    for e in row.get("trace") or []:
        step = e.get("step")
        if step != current:
            current = step
            lines.append("-- bootstrap" if step == -1 else f"-- step {step}")
        if "llm" in e:
            tag = f"LLM (re-ask {e['reask']})" if e.get("reask") else "LLM"
            body = str(e["llm"]).strip().splitlines() or [""]
            lines.append(f"{tag}: {body[0]}")
            lines += [f"     {b}" for b in body[1:]]
        elif "decided" in e:
            lines.append(f"POLICY {e['decided_action']} (no model call; rule {e['rule']}): {e.get('reason')}")
        elif "forced_action" in e:
            lines.append(f"FORCED {e['forced_action']} (model asked for {e.get('requested_action')}): {e.get('reason')}")
        elif "action" in e:
            obs = e.get("observation")
            mark = "REFUSED " if _blocked(obs) else ""
            lines.append(f"{mark}Action: {e['action']}[{_short(e.get('args') or {}, max_chars)}]")
            lines.append(f"Observation: {_observation(e['action'], obs, max_chars)}")
    lines.append("```")
    comp = summarize_trace(row.get("trace") or [])
    if comp["actions"]:  # a single-shot baseline trace has no actions to check
        flags = [f for f in FLAGS if comp[f]]
        lines += ["", f"compliance: {'compliant' if comp['compliant'] else 'VIOLATES ' + ', '.join(flags)}; "
                  f"actions: {' > '.join(str(a) for a in comp['actions'])}"]
    lines.append("")
    return "\n".join(lines)
