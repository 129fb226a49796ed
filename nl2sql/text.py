"""Text shortened for prompts, traces and pages."""

from __future__ import annotations

DOTS = "..."
NOTE = "... [{n} more chars]"


def clip(text: str, limit: int, *, note: bool = False, mark: str | None = None) -> str:
    """text unchanged when it fits in `limit` chars, else its first `limit` chars followed by "..."
    (note=True: "... [N more chars]", N the chars left out).

    `mark` replaces that ending where a text's own form predates this helper and must not change (a prompt
    or transcript compared byte for byte): a format string that may name {n}, the chars left out, and
    {total}, the text's whole length.
    """
    if len(text) <= limit:
        return text
    end = (NOTE if note else DOTS) if mark is None else mark
    return text[:limit] + end.format(n=len(text) - limit, total=len(text))
