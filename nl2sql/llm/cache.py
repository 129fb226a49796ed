"""Completion cache on disk: a wrapper that gives every backend identical, instant reruns."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import time
from pathlib import Path

from nl2sql.llm.base import LLM, Call, Completion, GenParams, Message, canonical_json
from nl2sql.paths import cache_dir

NO_CACHE_ENV = "NL2SQL_NO_CACHE"


def cache_disabled_by_env() -> bool:
    """True when NL2SQL_NO_CACHE is set to a true-ish value."""
    return os.environ.get(NO_CACHE_ENV, "").strip().lower() not in ("", "0", "false", "no")


def default_cache_path() -> Path:
    """cache_dir()/completions.sqlite."""
    return cache_dir() / "completions.sqlite"


class CompletionCache:
    """An sqlite table of completions keyed by sha256(model identity, prompt, params, tools)."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path else default_cache_path()
        if self.path.is_dir():  # a run folder: keep the cache inside it
            self.path = self.path / "completions.sqlite"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        # One connection shared by threads under a lock; WAL lets other processes read while we write.
        self._conn = sqlite3.connect(str(self.path), timeout=60, check_same_thread=False)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute(
            "CREATE TABLE IF NOT EXISTS completions (key TEXT PRIMARY KEY, model TEXT, value TEXT, created REAL)"
        )
        self._conn.commit()

    @staticmethod
    def key(identity: dict, messages: list[Message], params: GenParams, tools: list[dict] | None) -> str:
        """The cache key of one prompt for one model and parameter set."""
        payload = {"llm": identity, "messages": messages, "params": params.key(), "tools": tools or None}
        return hashlib.sha256(canonical_json(payload).encode("utf-8")).hexdigest()

    def get_many(self, keys: list[str]) -> dict[str, Completion]:
        """The cached completions among `keys`."""
        found: dict[str, Completion] = {}
        with self._lock:
            for start in range(0, len(keys), 500):  # stay under sqlite's variable limit
                part = keys[start:start + 500]
                q = f"SELECT key, value FROM completions WHERE key IN ({','.join('?' * len(part))})"
                for k, v in self._conn.execute(q, part):
                    found[k] = Completion.from_dict(json.loads(v), cached=True)
        return found

    def put_many(self, items: list[tuple[str, str, Completion]]) -> None:
        """Store (key, model name, completion) rows."""
        now = time.time()
        with self._lock:
            self._conn.executemany(
                "INSERT OR REPLACE INTO completions (key, model, value, created) VALUES (?, ?, ?, ?)",
                [(k, m, json.dumps(c.to_dict(), ensure_ascii=False), now) for k, m, c in items],
            )
            self._conn.commit()

    def __len__(self) -> int:
        with self._lock:
            return self._conn.execute("SELECT COUNT(*) FROM completions").fetchone()[0]

    def clear(self) -> None:
        """Delete every cached completion."""
        with self._lock:
            self._conn.execute("DELETE FROM completions")
            self._conn.commit()

    def close(self) -> None:
        """Close the database."""
        with self._lock:
            self._conn.close()


class CachedLLM(LLM):
    """Wraps any LLM: prompts seen before (same model, params, tools) come from the cache."""

    def __init__(self, inner: LLM, cache: CompletionCache | str | Path | None = None) -> None:
        super().__init__()
        self.inner = inner
        self.cache = cache if isinstance(cache, CompletionCache) else CompletionCache(cache)
        self.name = inner.name
        self.backend = inner.backend
        self.hits = 0
        self.misses = 0

    def identity(self) -> dict:
        """The wrapped model's identity."""
        return self.inner.identity()

    def _generate(self, prompts: list[list[Message]], params: GenParams, tools: list[dict] | None) -> list[Completion]:
        return self._generate_calls([Call(prompts, params, tools)])[0]

    def _keys(self, ident: dict, call: Call) -> list[str]:
        keys = [CompletionCache.key(ident, p, call.params, call.tools) for p in call.prompts]
        if call.params.do_sample:
            # Copies of one prompt in a sampled call are independent draws (nl2sql.llm.hf.sample_seeds), each
            # cached under its copy number; greedy copies are one answer, generated once.
            seen: dict[str, int] = {}
            for i, k in enumerate(keys):
                seen[k] = seen.get(k, -1) + 1
                if seen[k]:
                    keys[i] = hashlib.sha256(f"{k}:{seen[k]}".encode()).hexdigest()
        return keys

    def _generate_calls(self, calls: list[Call]) -> list[list[Completion]]:
        """Each call's cached completions; what is missing is generated in one inner generate_calls."""
        ident = self.inner.identity()
        plans = []  # per call: its keys, the completions found, the first prompt index of each missing key
        for call in calls:
            keys = self._keys(ident, call)
            found = self.cache.get_many(list(dict.fromkeys(keys)))
            # Duplicate prompts inside one call are generated once.
            uniq: dict[str, int] = {}
            for i, k in enumerate(keys):
                if k not in found:
                    uniq.setdefault(k, i)
            plans.append((keys, found, uniq))
        todo = [(j, Call([calls[j].prompts[i] for i in uniq.values()], calls[j].params, calls[j].tools))
                for j, (_keys, _found, uniq) in enumerate(plans) if uniq]
        fresh = self.inner.generate_calls([c for _, c in todo]) if todo else []
        for (j, _call), comps in zip(todo, fresh):
            _keys, found, uniq = plans[j]
            # A failed call is not an answer: it is tried again next time, not replayed from the cache.
            self.cache.put_many([(k, self.name, c) for k, c in zip(uniq, comps) if c.finish_reason != "error"])
            found.update(zip(uniq, comps))
        out = []
        for keys, found, uniq in plans:
            self.hits += len(keys) - len(uniq)
            self.misses += len(uniq)
            generated = set(uniq.values())
            # Fresh results keep cached=False; the same prompt repeated in the call is a hit.
            out.append([found[k] if i in generated else Completion.from_dict(found[k].to_dict(), cached=True)
                        for i, k in enumerate(keys)])
        return out

    def supports_tools(self) -> bool | None:
        """The wrapped model's answer (the cache changes nothing about tool calling)."""
        ask = getattr(self.inner, "supports_tools", None)
        return ask() if callable(ask) else None

    def __getattr__(self, item: str):
        # Backend-specific attributes (tokenizer, model, base_url...) stay reachable through the wrapper.
        if item == "inner":
            raise AttributeError(item)
        return getattr(self.inner, item)

    def close(self) -> None:
        """Close the inner model and the cache."""
        self.inner.close()
        self.cache.close()
