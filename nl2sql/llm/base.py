"""The one LLM interface: messages, generation parameters, completions, usage, the base class."""

from __future__ import annotations

import hashlib
import json
import threading
import time
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, Sequence, Union

from nl2sql.text import clip

# A chat message is a plain dict {"role": ..., "content": ...} (plus "tool_calls" / "name" /
# "tool_call_id" where a backend supports them), so prompts serialize to JSON unchanged.
Message = dict
Prompt = list  # list[Message]
PromptLike = Union[str, Sequence[Message]]


class LLMError(RuntimeError):
    """Base class of every error the LLM layer raises on purpose."""


class ToolsUnsupportedError(LLMError, ValueError):
    """Native tool calling was asked of a backend or model that has none (LoopOptions.native_tools)."""


@dataclass(frozen=True)
class GenParams:
    """How to generate: length cap, greedy or sampled, stop strings, seed."""

    max_new_tokens: int = 256
    do_sample: bool = False
    temperature: float = 0.2
    top_p: float = 0.9
    stop: tuple[str, ...] = ()
    seed: int = 0
    # Whether a later prompt may continue this completion (a conversation's next turn). SQL candidates set it off:
    # a backend that reuses computed states then keeps none of theirs. It never changes the text.
    continued: bool = True

    def __post_init__(self) -> None:
        # Accept a list or a single string for stop (callers pass JSON-loaded configs).
        stop = self.stop
        if isinstance(stop, str):
            stop = (stop,)
        object.__setattr__(self, "stop", tuple(s for s in stop if s))
        if self.max_new_tokens < 1:
            raise ValueError(f"GenParams.max_new_tokens must be >= 1, got {self.max_new_tokens}")
        if self.do_sample and not (self.temperature > 0):
            raise ValueError("GenParams.temperature must be > 0 when do_sample=True (use do_sample=False for greedy)")
        if not (0 < self.top_p <= 1):
            raise ValueError(f"GenParams.top_p must be in (0, 1], got {self.top_p}")

    def key(self) -> dict:
        """The fields that can change the output (sampling knobs are irrelevant when greedy)."""
        d = {"max_new_tokens": self.max_new_tokens, "do_sample": self.do_sample, "stop": list(self.stop)}
        if self.do_sample:
            d.update(temperature=self.temperature, top_p=self.top_p, seed=self.seed)
        return d

    def to_dict(self) -> dict:
        """All fields as JSON-ready values."""
        d = asdict(self)
        d["stop"] = list(self.stop)
        return d


@dataclass
class Completion:
    """One generated answer with its accounting; a missing text (None) becomes "" marked "empty"."""

    text: str
    # "stop" (EOS or a stop string), "length" (hit max_new_tokens), "tool_calls", "empty" (the
    # backend gave no text), "error" (the backend failed on this prompt; `error` says how); for a text scored
    # instead of generated (LLM.score), "scored", or "unscored" where the backend cannot score
    finish_reason: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0  # time the model spent on the call that produced it (shared by a batch)
    tool_calls: list[dict] | None = None  # [{"name": str, "arguments": dict | str, "id"?: str}]
    error: str | None = None  # what failed, when finish_reason is "error"
    # Greedy transformers decoding: (mean, min) log-probability of the answer's tokens, how sure the model was.
    logprob: tuple[float, float] | None = None
    # A scoring call (LLM.score, finish_reason "scored"): log p(text | prompt), summed over the text's tokens.
    score: float | None = None
    # Served from the completion cache; excluded from equality so a cached rerun compares identical.
    cached: bool = field(default=False, compare=False)

    def __post_init__(self) -> None:
        # One reply without text must not break the batch it came in (callers treat text as a string).
        if self.text is None:
            self.text = ""
            if not self.tool_calls and self.finish_reason != "error":
                self.finish_reason = "empty"

    def to_dict(self) -> dict:
        """JSON-ready dict (used by the cache and the replay files); `error` only where there is one."""
        d = asdict(self)
        d.pop("cached")
        for key in ("error", "logprob", "score"):
            if d[key] is None:
                d.pop(key)  # so that completions without one are stored exactly as before it existed
        return d

    @classmethod
    def from_dict(cls, d: dict, cached: bool = False) -> "Completion":
        """Inverse of to_dict; unknown keys are ignored, a bare string is a text."""
        if isinstance(d, str):
            return cls(text=d, finish_reason="stop", cached=cached)
        names = {f.name for f in fields(cls)} - {"cached"}
        kw = {k: v for k, v in d.items() if k in names}
        kw.setdefault("finish_reason", "stop")
        if kw.get("logprob") is not None:
            kw["logprob"] = tuple(kw["logprob"])
        return cls(**kw, cached=cached)


@dataclass
class Usage:
    """Token and time accounting; add them up per question and per run with `+` or `sum()`."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0  # sum of per-completion latencies (time each prompt waited on the model)
    wall_s: float = 0.0  # real time spent inside generate() (a batch counts once)
    cached_calls: int = 0  # completions served from the cache (their latency is the recorded one)

    @property
    def total_tokens(self) -> int:
        """Prompt plus completion tokens."""
        return self.prompt_tokens + self.completion_tokens

    def __add__(self, other: "Usage") -> "Usage":
        if other == 0:  # lets sum() start from its default 0
            return replace(self)
        if not isinstance(other, Usage):
            return NotImplemented
        return Usage(**{f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self)})

    __radd__ = __add__

    @classmethod
    def of(cls, completions: "Completion | Sequence[Completion]", wall_s: float = 0.0) -> "Usage":
        """The usage of one completion or of a list of them (e.g. all calls of one question)."""
        if isinstance(completions, Completion):
            completions = [completions]
        return cls(
            calls=len(completions),
            prompt_tokens=sum(c.prompt_tokens for c in completions),
            completion_tokens=sum(c.completion_tokens for c in completions),
            latency_s=sum(c.latency_s for c in completions),
            wall_s=wall_s,
            cached_calls=sum(1 for c in completions if c.cached),
        )

    def to_dict(self) -> dict:
        """JSON-ready dict."""
        return asdict(self)


def as_prompt(prompt: PromptLike) -> list[Message]:
    """Normalize a prompt: a bare string becomes one user message; messages are copied as dicts."""
    if isinstance(prompt, str):
        return [{"role": "user", "content": prompt}]
    msgs = [dict(m) for m in prompt]
    for m in msgs:
        if "role" not in m:
            raise ValueError(f"a chat message needs a 'role' key, got {sorted(m)}")
    return msgs


def as_openai_tools(tools: Sequence[dict] | None) -> list[dict] | None:
    """Accept OpenAI tool specs or bare function schemas ({name, description, parameters})."""
    if not tools:
        return None
    return [t if t.get("type") == "function" and "function" in t else {"type": "function", "function": t} for t in tools]


def canonical_json(obj: Any) -> str:
    """Stable JSON text (sorted keys, no spaces, unicode kept) used for keys and hashes."""
    return json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def prompt_key(messages: Sequence[Message], tools: Sequence[dict] | None = None) -> str:
    """sha256 hex of the canonical JSON of a prompt's messages (and tools, when given)."""
    payload: Any = list(messages) if not tools else {"messages": list(messages), "tools": list(tools)}
    return hashlib.sha256(canonical_json(payload).encode("utf-8")).hexdigest()


def prompt_preview(messages: Sequence[Message], n: int = 300) -> str:
    """The start of a prompt as text, for error messages."""
    text = "\n".join(f"[{m.get('role')}] {m.get('content') or ''}" for m in messages)
    return clip(text, n, mark="... ({total} chars)")


def sample_seeds(prompts: Sequence[str], seed: int) -> list[int]:
    """One seed per row of a sampled call, from (seed, the prompt's text, which copy of it this is).

    Draw k of a prompt is then the same whatever else shares the batch, and n copies of one prompt in
    one call are n independent draws (how the candidates of nl2sql.methods.candidates are sampled).
    """
    seen: dict[str, int] = {}
    out = []
    for text in prompts:
        copy = seen.get(text, 0)
        seen[text] = copy + 1
        digest = hashlib.sha256(f"{seed}:{copy}:{text}".encode("utf-8", "surrogatepass")).digest()
        out.append(int.from_bytes(digest[:8], "little") & 0x7FFF_FFFF_FFFF_FFFF)
    return out


def trim_stop(text: str, stop: Sequence[str]) -> tuple[str, bool]:
    """Cut text at the earliest stop string; return (text, whether a stop string was found)."""
    cut = -1
    for s in stop:
        i = text.find(s)
        if i >= 0 and (cut < 0 or i < cut):
            cut = i
    return (text[:cut], True) if cut >= 0 else (text, False)


@dataclass(frozen=True)
class Call:
    """The arguments of one generate() call; LLM.generate_calls answers several together."""

    prompts: Sequence[PromptLike]
    params: GenParams = field(default_factory=GenParams)
    tools: list[dict] | None = None


class LLM:
    """Base class of every backend: a batched `generate` plus name, backend and usage."""

    name: str = "llm"
    backend: str = "base"
    can_score: bool = False  # whether score() reads a text's likelihood (the candidate vote's review needs it)

    def __init__(self) -> None:
        self.usage = Usage()
        self.last_usage = Usage()
        self._usage_lock = threading.Lock()

    # Backends implement this; prompts are already normalized lists of messages.
    def _generate(self, prompts: list[list[Message]], params: GenParams, tools: list[dict] | None) -> list[Completion]:
        raise NotImplementedError

    def generate(
        self,
        prompts: Sequence[PromptLike],
        params: GenParams | None = None,
        tools: list[dict] | None = None,
    ) -> list[Completion]:
        """Generate one completion per prompt (a prompt is a list of chat messages, or a string)."""
        if isinstance(prompts, str) or (prompts and isinstance(prompts[0], dict)):
            raise TypeError("generate() takes a list of prompts; wrap a single prompt in a list: generate([prompt])")
        params = params or GenParams()
        norm = [as_prompt(p) for p in prompts]
        if not norm:
            return []
        t0 = time.perf_counter()
        out = self._generate(norm, params, tools)
        wall = time.perf_counter() - t0
        if len(out) != len(norm):
            raise LLMError(f"{self.backend} backend returned {len(out)} completions for {len(norm)} prompts")
        self._account(out, wall)
        return out

    # Backends that can read a text's likelihood implement this and set can_score (transformers).
    def _score(self, prompt: list[Message], text: str) -> Completion:
        raise LLMError(f"the {self.backend} backend cannot score a text (a likelihood: the review_weight): "
                       "use the transformers backend, or review_weight=0")

    def score(self, prompt: PromptLike, text: str) -> Completion:
        """How likely the model finds `text` as its answer to `prompt`: a Completion of the text with finish_reason
        "scored" and `score` = the summed log-probability of its tokens (its prompt tokens are the cost)."""
        t0 = time.perf_counter()
        out = self._score(as_prompt(prompt), text)
        self._account([out], time.perf_counter() - t0)
        return out

    # A backend that can decode the rows of several calls in one batch overrides this (one list per call).
    def _generate_calls(self, calls: list[Call]) -> list[list[Completion]]:
        return [self._generate(list(c.prompts), c.params, c.tools) for c in calls]

    def generate_calls(self, calls: Sequence[Call]) -> list[list[Completion]]:
        """Several generate() calls answered together, one list of completions per call (in order).

        The same completions as the calls one after another; a backend that decodes rows of different calls
        in one batch (transformers with the prefix cache) saves the decoding steps of all but the longest.
        """
        if type(self)._generate_calls is LLM._generate_calls:  # nothing to share: generate() each (as subclasses see it)
            return [self.generate(c.prompts, c.params, c.tools) for c in calls]
        norm = [Call([as_prompt(p) for p in c.prompts], c.params, c.tools) for c in calls]
        t0 = time.perf_counter()
        out = self._generate_calls([c for c in norm if c.prompts])
        wall = time.perf_counter() - t0
        it = iter(out)
        out = [next(it) if c.prompts else [] for c in norm]
        for c, got in zip(norm, out):
            if len(got) != len(c.prompts):
                raise LLMError(f"{self.backend} backend returned {len(got)} completions for {len(c.prompts)} prompts")
        self._account([x for got in out for x in got], wall)
        return out

    def batch(self) -> "Batch":
        """A set of calls in flight (Batch): add() each as it comes, take() the answers of those done."""
        return Batch(self)

    def _account(self, out: list[Completion], wall: float) -> None:
        """Add a batch to the running totals."""
        u = Usage.of(out, wall_s=wall)
        with self._usage_lock:
            self.last_usage = u
            self.usage = self.usage + u

    def reset_usage(self) -> Usage:
        """Return the running totals and start again from zero."""
        with self._usage_lock:
            u, self.usage = self.usage, Usage()
        return u

    def identity(self) -> dict:
        """What determines this model's outputs besides the prompt (the completion-cache key uses it)."""
        return {"backend": self.backend, "model": self.name}

    def supports_tools(self) -> bool | None:
        """Whether the model takes native tool schemas: True, False, or None when only a call can tell."""
        return None

    def close(self) -> None:
        """Release resources (threads, sockets); the default has none."""

    def __enter__(self) -> "LLM":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} backend={self.backend!r} name={self.name!r}>"


class Batch:
    """Calls in flight on one model (LLM.batch()): add() them as they come, take() the answers of those done.

    This one answers every waiting call at each take(), the calls with the same parameters and tools merged into
    one generate() (a server's concurrency, a backend's batch): the rounds of a batch driver. The transformers
    backend's (nl2sql.llm.transformers.decoding.hf_batch) decodes calls as they come: take() returns once a call is
    done, the other calls' rows still decoding, and the rows of calls added next join them (continuous batching).
    """

    def __init__(self, llm: Any) -> None:
        self.llm = llm
        self.waiting: dict[int, Call] = {}
        self._next = 0

    def add(self, call: Call) -> int:
        """Queue a call; returns its ticket (take() answers by ticket)."""
        self._next += 1
        self.waiting[self._next] = call
        return self._next

    def __len__(self) -> int:
        """Calls added and not taken yet."""
        return len(self.waiting)

    def take(self) -> dict[int, list[Completion]]:
        """The completions of at least one call added and not taken yet, by ticket ({} when there is none)."""
        calls, self.waiting = self.waiting, {}
        groups: dict[str, list[int]] = {}
        for t, c in calls.items():
            groups.setdefault(canonical_json([c.params.to_dict(), c.tools]), []).append(t)
        merged = [Call([p for t in ts for p in calls[t].prompts], calls[ts[0]].params, calls[ts[0]].tools)
                  for ts in groups.values()]
        if not merged:
            return {}
        # The groups of a round are answered together: a backend that can decode all their rows in one batch does.
        replies = (self.llm.generate_calls(merged) if len(merged) > 1
                   else [self.llm.generate(merged[0].prompts, merged[0].params, merged[0].tools)])
        out: dict[int, list[Completion]] = {}
        for ts, comps in zip(groups.values(), replies):
            at = 0
            for t in ts:
                out[t] = comps[at:at + len(calls[t].prompts)]
                at += len(calls[t].prompts)
        return out


def finalize_text(text: str, params: GenParams, natural_stop: bool, hit_length: bool) -> tuple[str, str]:
    """Trim stop strings and decide finish_reason: 'stop' for EOS/stop string, else 'length'."""
    text, stopped = trim_stop(text, params.stop)
    if stopped or natural_stop:
        return text, "stop"
    return text, "length" if hit_length else "stop"
