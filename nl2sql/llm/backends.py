"""The model backends by name: how load() builds each, and which one a model name is under backend "auto".

    BACKENDS["openai"].load("Qwen/Qwen2.5-Coder-7B-Instruct", base_url="http://127.0.0.1:8000/v1")
    BACKENDS.add("echo", Backend("echo", lambda name, **kw: EchoLLM(name)))   # a plugin's (docs/extending.md)
    resolve("recorded.jsonl")                                       # "replay" where that file exists

"auto" asks each backend with a claim rule, in order (a base_url or an http(s) name: openai; an existing .json or
.jsonl file: replay), and falls back to transformers. ALIASES are other names of the built-in ones (vllm: openai).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nl2sql.llm.base import LLM, LLMError
from nl2sql.llm.replay.backend import FunctionLLM, ReplayLLM
from nl2sql.llm.weights.registry import resolve_name
from nl2sql.registry import Registry

ALIASES = {"hf": "transformers", "huggingface": "transformers", "ov": "openvino", "vllm": "openai", "sglang": "openai",
           "ollama": "openai", "llamacpp-server": "openai", "http": "openai"}
FALLBACK = "transformers"  # what "auto" picks when no backend claims the name


@dataclass(frozen=True)
class Backend:
    """A way to reach a model: load(name_or_path, **kw) -> LLM, and for "auto" whether it claims a model name (and
    the base_url, if any); cached: its completions go through the completion cache unless told; knobs: the load()
    keywords it takes from the model's options (nl2sql.llm.options.ModelOptions), for batches of `rows` prompts."""

    name: str
    load: Callable[..., LLM]
    claims: Callable[[str, str | None], bool] | None = None
    cached: bool = True
    knobs: Callable[[Any, int], dict[str, Any]] | None = None


BACKENDS: Registry[Backend] = Registry("backend", key=lambda name: ALIASES.get(name, name))


def resolve(name_or_path: str | Path, backend: str = "auto", base_url: str | None = None) -> str:
    """The backend's name: the one asked for (an alias as its backend), else the first that claims the model."""
    backend = ALIASES.get(backend, backend)
    if backend != "auto":
        return backend
    name = str(name_or_path)
    return next((b.name for b in BACKENDS.values() if b.claims is not None and b.claims(name, base_url)), FALLBACK)


def check_model(name: str | Path, backend: str = "auto", base_url: str | None = None) -> None:
    """Raise what load() would say of a model's name that can never load (empty, a missing path, a function that does
    not import), without loading anything: `notebooks` checks it before a kernel starts."""
    text = str(name).strip()
    if not text:
        raise LLMError("model is empty: name one (e.g. qwen2.5-coder-0.5b-instruct), a folder, a .gguf file or a "
                       "hub id")
    kind = resolve(text, backend, base_url)
    if kind == "function":
        _function(text)
    elif kind in ("transformers", "openvino") and resolve_name(text) is None:
        from nl2sql.llm.transformers.loading import check_path  # the loader's own check, without its load

        check_path(text)


def _load_transformers(name_or_path: str, **kw: Any) -> LLM:
    """A named offline model (fetched + converted once), a folder, a GGUF file or a hub id: HFLLM picks the device and
    the dtype, and the folder of a named model in it (nl2sql.llm.transformers.loading.model_source)."""
    from nl2sql.llm.transformers.backend import HFLLM

    return HFLLM(name_or_path, **kw)


def _load_openai(name: str, **kw: Any) -> LLM:
    """An OpenAI-compatible server; a URL given as the model is the server (its model: kw "model", else default)."""
    from nl2sql.llm.openai.backend import OpenAILLM

    if name.startswith(("http://", "https://")) and "base_url" not in kw:
        kw["base_url"], name = name, kw.pop("model", "default")
    return OpenAILLM(name, **kw)


def _load_openvino(name: str, **kw: Any) -> LLM:
    from nl2sql.llm.openvino.backend import load_openvino

    return load_openvino(name, **kw)


def _load_replay(name: str, **kw: Any) -> LLM:
    return ReplayLLM(kw.pop("records", None) if name in ("", "replay") else name, **kw)


def _load_function(name: str, **_: Any) -> LLM:
    return FunctionLLM(_function(name), name=name)


def _function(name: str) -> Any:
    """backend "function": the callable (messages -> text) that "package.module:callable" names, for tests."""
    mod, _, attr = name.partition(":")
    if not attr:
        raise ValueError(f"backend 'function' needs model='package.module:callable', got {name!r}")
    try:
        return getattr(importlib.import_module(mod), attr)
    except (ImportError, AttributeError) as exc:
        raise ValueError(f"cannot import {name!r} for backend 'function': {exc}") from exc


def _in_process_knobs(opts: Any, rows: int) -> dict[str, Any]:
    """What both in-process engines take; OpenVINO has no row cap: its scheduler takes every prompt of a call
    (continuous batching), so the questions in flight (the method's batch_size, the driver's) bound its batch."""
    return {"prefix_cache_tokens": opts.prefix_cache_tokens, "dtype": opts.dtype,
            **({"threads": opts.threads} if opts.threads else {})}


def _transformers_knobs(opts: Any, rows: int) -> dict[str, Any]:
    return {"batch_size": rows, **_in_process_knobs(opts, rows)}


def _openai_knobs(opts: Any, rows: int) -> dict[str, Any]:
    return {"concurrency": opts.concurrency, "http_retries": opts.http_retries, "http_backoff_s": opts.http_backoff_s,
            "http_timeout_s": opts.http_timeout_s, "http_outage_s": opts.http_outage_s}


def _is_url(name: str, base_url: str | None) -> bool:
    return bool(base_url) or name.startswith(("http://", "https://"))


def _is_record_file(name: str, base_url: str | None) -> bool:
    p = Path(name)
    return p.suffix in (".json", ".jsonl") and p.is_file()


# The built-ins, in the order "auto" asks them and error messages list them; transformers is the fallback.
for _backend in (Backend("transformers", _load_transformers, knobs=_transformers_knobs),
                 Backend("openai", _load_openai, _is_url, knobs=_openai_knobs),
                 Backend("openvino", _load_openvino, knobs=_in_process_knobs), Backend("replay", _load_replay, _is_record_file, cached=False),
                 Backend("function", _load_function, cached=False)):
    BACKENDS.add(_backend.name, _backend)
