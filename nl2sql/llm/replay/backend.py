"""Replay backend for tests: recorded completions by prompt; an unknown prompt is an error.

A recording is a JSONL file (or a JSON list, or a dict) of records
    {"messages": [...], "completion": {"text": ..., ...} | "text", "tools"?: [...]}
or {"key": <sha256 of the canonical JSON of the messages>, "completion": ...}.
`RecordingLLM(inner, path)` writes such a file from a real model; `ReplayLLM(path)` plays it back.
"""

from __future__ import annotations

import json
import re
import threading
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Sequence

from nl2sql.llm.base import (
    LLM,
    Completion,
    GenParams,
    LLMError,
    Message,
    PromptLike,
    as_prompt,
    canonical_json,
    finalize_text,
    prompt_key,
    prompt_preview,
)

_HEX64 = re.compile(r"^[0-9a-f]{64}$")


class ReplayMissError(LLMError, KeyError):
    """A prompt with no recorded completion."""

    def __str__(self) -> str:  # KeyError would repr() the message
        return str(self.args[0])


def _key_of(raw: str) -> str:
    """A record key: a sha256 hex as is, else the canonical JSON of messages (hashed)."""
    if _HEX64.match(raw):
        return raw
    try:
        return prompt_key(json.loads(raw))
    except ValueError as e:
        raise LLMError(f"replay key {raw[:80]!r} is neither a sha256 hex nor the JSON of a message list") from e


def load_records(source: str | Path | Mapping | Iterable) -> dict[str, Completion]:
    """Read records from a JSON/JSONL path, a {key or messages-JSON: completion} dict, or a list of records."""
    if isinstance(source, (str, Path)):
        path = Path(source)
        if not path.exists():
            raise LLMError(f"replay file {path} does not exist: record one with RecordingLLM or pass records=")
        text = path.read_text(encoding="utf-8")
        try:
            source = json.loads(text)  # one JSON document: a list of records or a dict
        except ValueError:
            try:  # JSON Lines: one record per line
                source = [json.loads(line) for line in text.splitlines() if line.strip()]
            except ValueError as e:
                raise LLMError(f"replay file {path} is neither JSON nor JSON Lines: {e}") from e
        if isinstance(source, dict) and "messages" in source:
            source = [source]  # a JSONL file with a single record
    out: dict[str, Completion] = {}
    if isinstance(source, Mapping):
        for k, v in source.items():
            out[_key_of(k)] = Completion.from_dict(v)
        return out
    for rec in source:
        if "messages" in rec:
            key = prompt_key(as_prompt(rec["messages"]), rec.get("tools"))
        elif "key" in rec:
            key = _key_of(rec["key"])
        else:
            raise LLMError(f"replay record needs 'messages' or 'key': {str(rec)[:120]}")
        comp = rec.get("completion", rec.get("text"))
        if comp is None:
            raise LLMError(f"replay record needs 'completion' or 'text': {str(rec)[:120]}")
        out[key] = Completion.from_dict(comp)
    return out


class ReplayLLM(LLM):
    """Plays back recorded completions by prompt; stop strings in recorded text are still trimmed."""

    backend = "replay"

    def __init__(self, records: str | Path | Mapping | Iterable | None = None, name: str = "replay") -> None:
        super().__init__()
        self.name = name
        self.source = str(records) if isinstance(records, (str, Path)) else "<records>"
        self.records: dict[str, Completion] = load_records(records) if records is not None else {}

    def add(self, prompt: PromptLike, completion: Completion | str | dict, tools: list[dict] | None = None) -> None:
        """Record one more completion (handy when writing tests)."""
        if isinstance(completion, Completion):
            completion = completion.to_dict()
        self.records[prompt_key(as_prompt(prompt), tools)] = Completion.from_dict(completion)

    @classmethod
    def from_pairs(cls, pairs: Iterable[tuple[PromptLike, Completion | str | dict]], name: str = "replay") -> "ReplayLLM":
        """Build from (prompt, completion) pairs."""
        llm = cls(name=name)
        for prompt, comp in pairs:
            llm.add(prompt, comp)
        return llm

    def identity(self) -> dict:
        """Replay identity: its source."""
        return {"backend": self.backend, "model": self.name, "source": self.source}

    def _generate(self, prompts: list[list[Message]], params: GenParams, tools: list[dict] | None) -> list[Completion]:
        out = []
        for p in prompts:
            key = prompt_key(p, tools)
            rec = self.records.get(key)
            if rec is None:
                raise ReplayMissError(
                    f"replay ({self.source}, {len(self.records)} recorded) has no completion for this prompt "
                    f"(key {key[:12]}):\n{prompt_preview(p)}\n"
                    f"Record it with RecordingLLM(real_llm, path) or add it with ReplayLLM.add(prompt, text)."
                )
            text, reason = finalize_text(rec.text, params, natural_stop=rec.finish_reason != "length",
                                         hit_length=rec.finish_reason == "length")
            out.append(Completion(text=text, finish_reason=rec.finish_reason if text == rec.text else reason,
                                  prompt_tokens=rec.prompt_tokens, completion_tokens=rec.completion_tokens,
                                  latency_s=rec.latency_s, tool_calls=rec.tool_calls, error=rec.error))
        return out


class RecordingLLM(LLM):
    """Wraps a real LLM and appends every (prompt, completion) to a JSONL file that ReplayLLM reads."""

    def __init__(self, inner: LLM, path: str | Path) -> None:
        super().__init__()
        self.inner = inner
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.name, self.backend = inner.name, inner.backend
        self._lock = threading.Lock()

    def identity(self) -> dict:
        """The wrapped model's identity."""
        return self.inner.identity()

    def _generate(self, prompts: list[list[Message]], params: GenParams, tools: list[dict] | None) -> list[Completion]:
        out = self.inner.generate(prompts, params, tools)
        with self._lock, open(self.path, "a", encoding="utf-8") as f:
            for p, c in zip(prompts, out):
                rec: dict[str, Any] = {"messages": p, "completion": c.to_dict()}
                if tools:
                    rec["tools"] = tools
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
        return out


class FunctionLLM(LLM):
    """An LLM whose answer is a Python function of the messages (for loop tests that need logic).

    The function returns a text, a Completion or its dict; None is no text (finish_reason "empty"),
    and an exception fails that prompt only (finish_reason "error", the message in `error`).
    """

    backend = "function"

    def __init__(self, fn: Callable[[list[Message]], str | Completion | dict], name: str = "function",
                 scorer: Callable[[list[Message], str], float] | None = None) -> None:
        super().__init__()
        self.fn = fn
        self.name = name
        self.scorer = scorer  # log p(text | prompt) for LLM.score; None: this model cannot score

    can_score = property(lambda self: self.scorer is not None, doc="whether a scorer was given")

    def _score(self, prompt: list[Message], text: str) -> Completion:
        if self.scorer is None:
            return super()._score(prompt, text)
        return Completion(text=text, finish_reason="scored", prompt_tokens=len(text) // 4,
                          score=float(self.scorer(prompt, text)))

    def _generate(self, prompts: list[list[Message]], params: GenParams, tools: list[dict] | None) -> list[Completion]:
        out = []
        for p in prompts:
            c = self._answer(p)
            text, reason = finalize_text(c.text, params, natural_stop=True, hit_length=False)
            out.append(Completion(text=text, finish_reason=c.finish_reason if text == c.text else reason,
                                  prompt_tokens=c.prompt_tokens or sum(len(str(m.get("content") or "")) // 4 for m in p),
                                  completion_tokens=c.completion_tokens or len(text) // 4, latency_s=c.latency_s,
                                  tool_calls=c.tool_calls, error=c.error))
        return out

    def _answer(self, prompt: list[Message]) -> Completion:
        """The function's answer to one prompt as a Completion; an exception becomes an error completion."""
        try:
            r = self.fn(prompt)
        except Exception as exc:  # one failing prompt must not sink the batch (KeyboardInterrupt still stops it)
            return Completion(text="", finish_reason="error", error=f"{type(exc).__name__}: {exc}")
        if isinstance(r, Completion):
            return r
        return Completion.from_dict(r if isinstance(r, dict) else {"text": None} if r is None else str(r))


def canonical_messages(messages: Sequence[Message]) -> str:
    """The canonical JSON text of a message list (a replay key before hashing)."""
    return canonical_json(as_prompt(messages))
