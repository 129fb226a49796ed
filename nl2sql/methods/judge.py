"""LLM-as-judge (docs/reference-loop.md#judge): read the model's yes/no verdict on a query and its rows.

    verdict = parse_verdict("No: it counts every artist, not the ones from the USA.")
    verdict.verdict   # "no"
    verdict.reason    # "it counts every artist, not the ones from the USA."

The prompt is nl2sql.methods.prompts.judge_prompt; the loop's judge_sql tool (nl2sql/methods/agent/tools.py) and the
candidates' vote (nl2sql/methods/candidates.py) ask it and read the reply here. A reply with no yes/no word is
"unknown": a verdict is never an exception.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from nl2sql.text import clip

VERDICTS = ("yes", "no", "unknown")
MAX_REASON_CHARS = 500  # what the trace keeps of the reason and of the raw reply
# The first "yes" or "no" word: small models write "Yes.", "**No**", "Answer: no -", "yes: the query ...".
_WORD = re.compile(r"\b(yes|no)\b", re.IGNORECASE)
_EDGE = " \t\r\n:.,;!-*_\"'`)]"  # what follows the verdict word before its reason ("No** - it ...")


@dataclass(frozen=True)
class Verdict:
    """The judge's answer: "yes", "no" or "unknown" (no yes/no word), its reason, and the reply it came from."""

    verdict: str
    reason: str
    raw: str

    def to_dict(self) -> dict:
        return asdict(self)


def _fold(text: str) -> str:
    return clip(" ".join(text.split()).lstrip(_EDGE), MAX_REASON_CHARS)


def parse_verdict(text: str | None) -> Verdict:
    """The first yes/no word of a reply is the verdict; what follows it (else what precedes it) is the reason."""
    raw = text or ""
    kept = clip(raw, MAX_REASON_CHARS)
    m = _WORD.search(raw)
    if m is None:
        return Verdict("unknown", _fold(raw), kept)
    reason = _fold(raw[m.end():]) or _fold(raw[:m.start()])
    return Verdict(m.group(1).lower(), reason, kept)
