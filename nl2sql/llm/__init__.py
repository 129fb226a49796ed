"""The LLM layer: one batched interface (`generate`), several backends, a completion cache.

    from nl2sql.llm import load, GenParams
    llm = load("qwen2.5-coder-0.5b-instruct")            # offline default, transformers backend
    llm = load("Qwen/Qwen2.5-Coder-7B-Instruct", backend="openai", base_url="http://127.0.0.1:8000/v1")
    llm = load("recorded.jsonl", backend="replay")      # completions a RecordingLLM stored (replay/)
    [c] = llm.generate([[{"role": "user", "content": "SELECT 1?"}]], GenParams(max_new_tokens=32))
    c.text, c.finish_reason, c.prompt_tokens, c.completion_tokens, c.latency_s; llm.usage

Its root holds the interface (base: LLM, Completion, GenParams, Usage), the backends by name (backends: BACKENDS),
the model's knobs (options: ModelOptions, SamplingOptions), the completion cache (cache) and the failure wrappers
(failures: a model whose failing prompts fail alone). Each backend is a folder: transformers/ (backend; loading:
where a model loads from; chat_template: prompts and tool calls of the in-process backends; device: where a local
model runs, in which dtype; decoding/: our batched decoder with its prefix cache; int8/: the int8 engine), openai/
(HTTP; replies: its faults), openvino/ (optional: OpenVINO GenAI; score: a text's likelihood), replay/ (recorded
completions, and a function as the model, for tests). weights/ fetches, verifies and converts the offline models
(`python -m nl2sql.llm`).
May import: layer 0 only: nl2sql.paths, nl2sql.knobs, nl2sql.registry, nl2sql.text (docs/architecture.md#layers).
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Sequence

from nl2sql.llm.base import (
    LLM,
    Completion,
    GenParams,
    LLMError,
    Message,
    PromptLike,
    Usage,
    as_prompt,
    prompt_key,
    trim_stop,
)
from nl2sql.llm.backends import ALIASES, BACKENDS, Backend, resolve
from nl2sql.llm.cache import CachedLLM, CompletionCache, cache_disabled_by_env
from nl2sql.llm.weights.models import ModelIntegrityError, ModelUnavailableError, embedding_model_path, gguf_path
from nl2sql.llm.weights.registry import DEFAULT_MODEL, EMBEDDING_MODEL, TINY_MODEL
from nl2sql.llm.replay.backend import FunctionLLM, RecordingLLM, ReplayLLM, ReplayMissError

__all__ = [
    "LLM", "Completion", "GenParams", "LLMError", "Message", "Usage", "load", "resolve_backend", "generate", "DEFAULT_MODEL",
    "TINY_MODEL", "EMBEDDING_MODEL", "embedding_model_path", "gguf_path", "CachedLLM", "CompletionCache",
    "ReplayLLM", "RecordingLLM", "FunctionLLM", "ReplayMissError", "ModelIntegrityError", "ModelUnavailableError",
    "as_prompt", "prompt_key", "trim_stop", "BACKENDS", "Backend",
]


def resolve_backend(name_or_path: str | Path, backend: str = "auto", base_url: str | None = None) -> str:
    """The backend load() will use. auto: a base_url means HTTP, a .json/.jsonl file replay, else transformers (and a
    plugin's backend where its claim rule takes the name: nl2sql.llm.backends)."""
    return resolve(name_or_path, backend, base_url)


def load(
    name_or_path: str | Path = DEFAULT_MODEL,
    backend: str = "auto",
    *,
    cache: bool | str | Path | CompletionCache | None = None,
    **kw: Any,
) -> LLM:
    """The one entry point: an LLM for a named model, folder, GGUF, hub id, server model id or replay file.

    backend: auto | transformers | openai | openvino (optional install) | replay | function ("package.module:callable",
    messages -> text). cache: None (on unless NL2SQL_NO_CACHE=1; off for
    replay), False, True, or a path / CompletionCache. Other keywords go to the backend's constructor.
    """
    backend = ALIASES.get(backend, backend)
    if backend != "auto" and backend not in BACKENDS:
        raise LLMError(f"unknown backend {backend!r}; use one of {', '.join(['auto', *BACKENDS])}")
    name = str(name_or_path)
    if backend == "auto":
        backend = resolve_backend(name, backend, kw.get("base_url"))
    llm = BACKENDS[backend].load(name, **kw)

    if cache is None:
        cache = BACKENDS[backend].cached and not cache_disabled_by_env()
    elif cache is not False and cache_disabled_by_env():
        cache = False  # the environment switch wins, so a whole run can be made cache-free
    if cache is False:
        return llm
    return CachedLLM(llm, None if cache is True else cache)


_default: dict[tuple, LLM] = {}
_default_lock = threading.Lock()


def generate(
    prompts: Sequence[PromptLike],
    params: GenParams | None = None,
    tools: list[dict] | None = None,
    *,
    model: str = DEFAULT_MODEL,
    backend: str = "auto",
    llm: LLM | None = None,
) -> list[Completion]:
    """Convenience: generate with `llm`, or with a process-wide instance of `model` loaded on first use."""
    if llm is None:
        key = (model, backend)
        with _default_lock:
            if key not in _default:
                _default[key] = load(model, backend)
            llm = _default[key]
    return llm.generate(prompts, params, tools)
