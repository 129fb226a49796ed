"""One exchange with an OpenAI-compatible server, and what can go wrong in it: reading the reply within its deadline,
checking it is a completion, naming the fault, reading Retry-After (used by nl2sql.llm.openai.backend)."""

from __future__ import annotations

import datetime
import email.utils
import http.client
import time
from typing import Any


class Retryable(Exception):
    """A fault worth another attempt: what it was, and the server's Retry-After in seconds, if it sent one."""

    def __init__(self, fault: str, retry_after: float | None = None, reached: bool = True) -> None:
        super().__init__(fault)
        self.fault, self.retry_after, self.reached = fault, retry_after, reached


def retry_after_s(value: str | None) -> float | None:
    """A Retry-After header in seconds (a number of seconds, or an HTTP date), None when absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=datetime.UTC)
    return max(0.0, (when - datetime.datetime.now(datetime.UTC)).total_seconds())


def check_completion(data: Any) -> None:
    """A chat-completions reply must hold exactly one choice with a message: anything else is retried."""
    choices = data.get("choices") if isinstance(data, dict) else None
    if not isinstance(choices, list) or not choices:
        raise Retryable("no choices in the reply" if isinstance(choices, list) else "a reply without choices")
    if len(choices) != 1:
        raise Retryable(f"{len(choices)} choices in the reply, 1 asked")
    if not isinstance(choices[0], dict) or not isinstance(choices[0].get("message") or {}, dict):
        raise Retryable("a choice without a message")


def fault_text(exc: BaseException) -> str:
    """A connection-level failure in a few words."""
    reason = getattr(exc, "reason", None)
    inner = reason if isinstance(reason, BaseException) else exc
    text = str(getattr(exc, "reason", "") or exc) if not isinstance(exc, http.client.IncompleteRead) else \
        f"{len(exc.partial)} bytes read, {exc.expected} more expected"
    return f"{type(inner).__name__}: {text}"[:200]


def summary(faults: list[str]) -> str:
    """The faults of one request's attempts, counted: `HTTP 503 x2, TimeoutError: timed out`."""
    kinds: dict[str, int] = {}
    for f in faults:
        kinds[f] = kinds.get(f, 0) + 1
    return ", ".join(f"{k} x{n}" if n > 1 else k for k, n in kinds.items())


def read_by(resp: http.client.HTTPResponse, deadline: float) -> bytes:
    """The whole body by `deadline` (a server trickling bytes cannot hold a request past its timeout)."""
    sock = getattr(getattr(resp.fp, "raw", None), "_sock", None)
    chunks = []
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("the reply did not finish within the timeout")
        if sock is not None:
            sock.settimeout(left)
        chunk = resp.read1(1 << 16)
        if not chunk:
            break
        chunks.append(chunk)
    if resp.length:  # the server closed the connection before the promised end of the body
        raise http.client.IncompleteRead(b"".join(chunks), resp.length)
    return b"".join(chunks)
