"""Completion cache on disk: a wrapper that gives every backend identical, instant reruns."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from nl2sql.llm.base import LLM, Batch, Call, Completion, GenParams, Message, canonical_json
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
            # Copies of one prompt in a sampled call are independent draws (nl2sql.llm.base.sample_seeds), each
            # cached under its copy number; greedy copies are one answer, generated once.
            seen: dict[str, int] = {}
            for i, k in enumerate(keys):
                seen[k] = seen.get(k, -1) + 1
                if seen[k]:
                    keys[i] = hashlib.sha256(f"{k}:{seen[k]}".encode()).hexdigest()
        return keys

    def _plan(self, call: Call) -> "_Plan":
        """A call's keys, the completions the cache has, and the prompts to generate (duplicates once)."""
        keys = self._keys(self.inner.identity(), call)
        found = self.cache.get_many(list(dict.fromkeys(keys)))
        uniq: dict[str, int] = {}  # each missing key -> the first prompt index that has it
        for i, k in enumerate(keys):
            if k not in found:
                uniq.setdefault(k, i)
        return _Plan(keys, found, uniq, Call([call.prompts[i] for i in uniq.values()], call.params, call.tools))

    def _answer(self, plan: "_Plan", fresh: list[Completion]) -> list[Completion]:
        """A call's completions once its missing prompts are generated (stored, but for failures)."""
        # A failed call is not an answer: it is tried again next time, not replayed from the cache.
        self.cache.put_many([(k, self.name, c) for k, c in zip(plan.uniq, fresh) if c.finish_reason != "error"])
        plan.found.update(zip(plan.uniq, fresh))
        self.hits += len(plan.keys) - len(plan.uniq)
        self.misses += len(plan.uniq)
        generated = set(plan.uniq.values())
        # Fresh results keep cached=False; the same prompt repeated in the call is a hit.
        return [plan.found[k] if i in generated else Completion.from_dict(plan.found[k].to_dict(), cached=True)
                for i, k in enumerate(plan.keys)]

    def _generate_calls(self, calls: list[Call]) -> list[list[Completion]]:
        """Each call's cached completions; what is missing is generated in one inner generate_calls."""
        plans = [self._plan(c) for c in calls]
        todo = [p.missing for p in plans if p.uniq]
        fresh = iter(self.inner.generate_calls(todo) if todo else [])
        return [self._answer(p, next(fresh) if p.uniq else []) for p in plans]

    def _score(self, prompt: list[Message], text: str) -> Completion:
        """The wrapped model's score, not cached (one prefill, mostly over states the model holds already)."""
        return self.inner.score(prompt, text)

    can_score = property(lambda self: self.inner.can_score, doc="whether the wrapped model can score")

    def batch(self) -> Batch:
        """Calls in flight through the cache: hits are answered at once, misses join the inner model's batch."""
        inner = self.inner.batch()
        return Batch(self) if type(inner) is Batch else _CachedBatch(self, inner)

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


@dataclass
class _Plan:
    """What the cache holds of one call and what must be generated for it."""

    keys: list[str]
    found: dict[str, Completion]
    uniq: dict[str, int]
    missing: Call  # the prompts to generate


class _CachedBatch(Batch):
    """CachedLLM's batch over an inner batch that decodes calls as they come
    (nl2sql.llm.transformers.decoding.hf_batch)."""

    def __init__(self, llm: CachedLLM, inner: Batch) -> None:
        super().__init__(llm)
        self.inner = inner
        self.plans: dict[int, tuple[int | None, _Plan]] = {}  # ticket -> (inner ticket, plan)
        self.ready: dict[int, list[Completion]] = {}

    def __len__(self) -> int:
        return len(self.plans) + len(self.ready)

    def add(self, call: Call) -> int:
        self._next += 1
        plan = self.llm._plan(call)
        if plan.uniq:
            self.plans[self._next] = (self.inner.add(plan.missing), plan)
        else:
            self.ready[self._next] = self.llm._answer(plan, [])
        return self._next

    def take(self) -> dict[int, list[Completion]]:
        t0 = time.perf_counter()
        if self.ready:  # answered from the cache: no need to wait for the model
            out, self.ready = self.ready, {}
        else:
            fresh = self.inner.take()
            out = {}
            for t, (inner_t, plan) in list(self.plans.items()):
                if inner_t in fresh:
                    out[t] = self.llm._answer(plan, fresh[inner_t])
                    del self.plans[t]
        self.llm._account([c for comps in out.values() for c in comps], time.perf_counter() - t0)
        return out
