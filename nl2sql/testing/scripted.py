"""A scripted, deterministic stand-in for a model (FunctionLLM): fast runs of the runner and notebooks in tests.

Select it from a config or notebook parameters as backend="function", model="nl2sql.testing.scripted:answer".
ReAct steps follow the loop policy's expected tool order; SQL prompts are answered
from the bundled dataset's gold SQL, except a fixed share that is wrong (an unknown column or a wrong
result) so that tables, failure categories and paired tests have something to show. repair_sql always
answers with the gold query outside that bucket, so the loop beats the single-shot baseline.
"""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache

from nl2sql.methods.agent.tools import EXPECTED_ORDER as ORDER  # the loop policy's order, not a copy of it


@lru_cache(maxsize=1)
def _gold() -> dict[str, str]:
    from nl2sql.data.dataset import load_dataset
    from nl2sql.paths import BUNDLED_DIR

    return {e.question.strip(): e.gold_sql for e in load_dataset(BUNDLED_DIR)}


def _bucket(question: str) -> int:
    return int(hashlib.sha256(question.encode()).hexdigest(), 16) % 5


def _react(transcript: str) -> str:
    actions = re.findall(r"^Action: (\w+)", transcript, flags=re.M)
    last = actions[-1] if actions else "link_schema"
    tail = transcript.rsplit("Observation:", 1)[-1].lower()
    if last in ("validate_sql", "validate_constraints", "run_sql") and ("error" in tail or "false" in tail):
        nxt = "repair_sql"
    elif last == "repair_sql":
        nxt = "validate_sql"
    else:
        nxt = ORDER[min(ORDER.index(last) + 1, len(ORDER) - 1)] if last in ORDER else "validate_sql"
    return f"Thought: next comes {nxt}.\nAction: {nxt}[{{}}]"


def answer(messages: list[dict]) -> str:
    """The reply to one prompt (a list of chat messages)."""
    system = messages[0].get("content") or "" if messages else ""
    if "text-to-SQL agent" in system:
        return _react(messages[1].get("content") or "")
    user = messages[-1].get("content") or ""
    m = re.search(r"Question: (.*)", user)
    question = m.group(1).strip() if m else ""
    gold = _gold().get(question, "SELECT 1")
    bucket = _bucket(question)
    if "Previous SQL:" in user:  # repair_sql: execution feedback fixes it, except in one bucket
        return "SELECT 1" if bucket == 1 else gold
    if bucket == 0:
        return "SELECT no_such_column FROM " + (re.findall(r"FROM\s+(\w+)", gold, flags=re.I) or ["t"])[0]
    if bucket == 1:
        return "SELECT 1"
    return gold


def slow_answer(messages: list[dict]) -> str:
    """answer() after a short pause, so a test can kill a run while it is in flight."""
    import time

    time.sleep(0.03)
    return answer(messages)
