"""Trace entries, decision-log entries and the compliance summary of a trace (docs/reference-loop.md#traces).

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

import json
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
        if not isinstance(obs, dict) or _blocked(obs):
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


# -- reading a trace by hand ------------------------------------------------------------------------------------

def _short(value: Any, max_chars: int) -> str:
    """An observation or argument as one line of JSON, cut at max_chars with a note of what was left out."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    # The transcript's own form, a blank before the dots, kept so traces.md reads as it always has.
    return clip_text(" ".join(text.split()), max_chars, mark=" ... [{n} more chars]")


def _observation(action: str, obs: Any, max_chars: int) -> str:
    """What a tool returned; the schema tools summarized (their full text is in traces.jsonl)."""
    if isinstance(obs, dict) and "vote" in obs:
        obs = {k: v for k, v in obs.items() if k != "vote"}  # its candidates get lines of their own
    if isinstance(obs, dict) and "error" not in obs:
        if action == "get_schema" and isinstance(obs.get("tables"), dict):
            return (f"{len(obs['tables'])} tables ({', '.join(obs['tables'])}), "
                    f"{len(obs.get('foreign_keys') or [])} foreign keys")
        if action == "judge_sql" and "verdict" in obs:  # docs/reference-loop.md#judge
            return (f"judge: {obs['verdict']}" + (f": {clip_text(str(obs.get('reason') or ''), max_chars)}"
                                                  if obs.get("reason") else "")
                    + (" (the vote's verdict)" if obs.get("from_vote") else "")
                    + (" -> judge gate: repair" if obs.get("forced_repair") else ""))
        if action == "link_schema" and "tables" in obs:
            scores = obs.get("scores") or {}
            kept = ", ".join(f"{t} ({scores[t]:.2f})" if t in scores else str(t) for t in obs["tables"])
            return f"kept {len(obs['tables'])} tables: {kept}" + ("" if obs.get("changed", True) else " (unchanged)")
    return _short(obs, max_chars)


def vote_lines(vote: dict, max_chars: int = 500) -> list[str]:
    """The candidates of a vote (nl2sql.methods.candidates), one line each, then the winner and why."""
    lines = []
    scores = vote.get("scores") or []
    for i, c in enumerate(vote.get("candidates") or []):
        k = c.get("cluster")
        if k is not None:
            score = f"{scores[k]:g}" if k < len(scores) else "?"
            how = f"cluster {k} (score {score}), {c.get('row_count')} row(s)"
        else:
            how = f"rejected: {c.get('rejected')}" if c.get("rejected") else f"failed: {c.get('error')}"
        mark = "*" if i == vote.get("winner") else " "
        sql = c.get("sql") or c.get("raw") or ""
        judged = c.get("judge")
        if judged:  # VoteOptions.judge: the verdict on this cluster
            how += f", judge {judged.get('verdict')}: {clip_text(str(judged.get('reason') or ''), 200)}"
        if c.get("review") is not None:  # VoteOptions.review_weight: log p(question | this SQL)
            how += f", review {c['review']:g}"
        if c.get("align") is not None:  # VoteOptions.align_weight: MiniLM cosine of the question and this SQL in words
            how += f", align {c['align']:g}"
        if c.get("fixed"):  # VoteOptions.identifier_repair: what was respelled to make it run
            how += f", identifier repair: {'; '.join(c['fixed'])}"
        lines.append(f"  {mark} {c.get('source')}: {how}: {clip_text(' '.join(str(sql).split()), max_chars)}")
    lines.append(f"VOTE: {vote.get('reason')}")
    return lines


def policy_label(entry: dict) -> str:
    """What a policy step did: chose its tool by a rule, without asking the model (the tool may still call it), and
    why, where the reason says more than the rule's name."""
    why = entry.get("reason")
    return (f"chosen by rule {entry.get('rule')}, without asking the model"
            + (f": {why}" if why and why != entry.get("rule") else ""))


def calls_label(entry: dict) -> str:
    """How many model calls a tool execution made itself, in words ("" for none)."""
    n = entry.get("llm_calls") or 0
    return f" ({n} model call{'s' if n != 1 else ''})" if n else ""


def llm_tag(entry: dict) -> str:
    """How a raw LLM output entry is labelled: the step's reply, a re-ask, a tool retry, the demand, the fallback."""
    if entry.get("fallback"):
        return "LLM (fallback)"
    if entry.get("reask"):
        return f"LLM (re-ask {entry['reask']})"
    if entry.get("tool_retry"):
        return f"LLM (tool retry {entry['tool_retry']})"
    if entry.get("final_answer_demand"):
        return "LLM (final-answer demand)"
    return "LLM"


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
                     + (", fallback used" if pred.get("fallback_used") else "")
                     + (f", confidence {pred['confidence']:.2f}" if pred.get("confidence") is not None else ""))
        if pred.get("explanation"):
            lines.append(f"  \n**Explanation:** {clip_text(' '.join(str(pred['explanation']).split()), max_chars)}")
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
            tag = llm_tag(e)
            body = str(e["llm"]).strip().splitlines() or [""]
            lines.append(f"{tag}: {body[0]}")
            lines += [f"     {b}" for b in body[1:]]
        elif "vote" in e:
            lines += vote_lines(e["vote"], max_chars)
        elif "relinked" in e:  # value_relink moved the final answer's literals (no model call)
            lines.append(f"RELINKED: {'; '.join(e['relinked'])}")
        elif "decided" in e:  # the tool it chose may call the model: its Action line says so
            lines.append(f"POLICY {e['decided_action']} ({policy_label(e)})")
        elif "forced_action" in e:
            lines.append(f"FORCED {e['forced_action']} (model asked for {e.get('requested_action')}): {e.get('reason')}")
        elif "action" in e:
            obs = e.get("observation")
            mark = "REFUSED " if _blocked(obs) else ""
            lines.append(f"{mark}Action: {e['action']}[{_short(e.get('args') or {}, max_chars)}]{calls_label(e)}")
            lines.append(f"Observation: {_observation(e['action'], obs, max_chars)}")
            if isinstance(obs, dict) and isinstance(obs.get("vote"), dict):
                lines += vote_lines(obs["vote"], max_chars)
    lines.append("```")
    comp = summarize_trace(row.get("trace") or [])
    if comp["actions"]:  # a single-shot baseline trace has no actions to check
        flags = [f for f in FLAGS if comp[f]]
        lines += ["", f"compliance: {'compliant' if comp['compliant'] else 'VIOLATES ' + ', '.join(flags)}; "
                  f"actions: {' > '.join(str(a) for a in comp['actions'])}"]
    lines.append("")
    return "\n".join(lines)
