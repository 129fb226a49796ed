"""One question's trace read by hand: the reference transcript form of traces.md (docs/reference-loop.md#traces).

    render_trace(row, pred, gold, scores)   # Markdown: LLM output, actions, observations, overrides, votes

The viewer's page (nl2sql.report.viewer) draws its steps with the same lines (one_line, observation_line,
vote_lines, the labels), so the page and traces.md read the same.
"""

from __future__ import annotations

import json
from typing import Any

from nl2sql.methods.agent.trace import FLAGS, is_blocked, summarize_trace
from nl2sql.text import clip as clip_text


def one_line(value: Any, max_chars: int) -> str:
    """An observation or argument as one line of JSON, cut at max_chars with a note of what was left out."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    # The transcript's own form, a blank before the dots, kept so traces.md reads as it always has.
    return clip_text(" ".join(text.split()), max_chars, mark=" ... [{n} more chars]")


def observation_line(action: str, obs: Any, max_chars: int) -> str:
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
    return one_line(obs, max_chars)


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
        if c.get("review") is not None:  # WeighingOptions.review_weight: log p(question | this SQL)
            how += f", review {c['review']:g}"
        if c.get("align") is not None:  # align_weight: MiniLM cosine of the question and this SQL in words
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
            mark = "REFUSED " if is_blocked(obs) else ""
            lines.append(f"{mark}Action: {e['action']}[{one_line(e.get('args') or {}, max_chars)}]{calls_label(e)}")
            lines.append(f"Observation: {observation_line(e['action'], obs, max_chars)}")
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
