"""The model's knobs: which model on which backend, how it is reached, and how its calls are generated.

    ModelOptions(model="qwen2.5-coder-0.5b-instruct").load_kwargs(rows=8)   # load(**...): nl2sql.llm.load
    SamplingOptions(do_sample=True, temperature=0.7).seed                    # shared by every method's greedy calls
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from nl2sql.knobs import Options, knob, seed_knob
from nl2sql.llm import BACKENDS, resolve_backend
from nl2sql.llm.weights.registry import DEFAULT_MODEL

# int8 and float32 give the same greedy tokens whatever the batch (bf16's rounding follows the batch)
DTYPES = ("auto", "int8", "float32", "bfloat16", "float16")
PREFIX_CACHE_TOKENS = 131072  # about 1.5 GB of key/value states in bf16 for the default model


@dataclass(frozen=True)
class ModelOptions(Options):
    """The model and its backend (nl2sql.llm.load): transformers in-process, an OpenAI-compatible server, replay."""

    model: str = knob(DEFAULT_MODEL, "a named offline model, a folder, a GGUF file, a server's model id or a replay "
                      "file")
    backend: str = knob("auto", "auto, transformers, openai, openvino, replay, or function (tests: model names a "
                        "Python callable)")
    base_url: str | None = knob(None, 'an OpenAI-compatible server (vLLM, llama.cpp, Ollama), e.g. '
                                '"http://127.0.0.1:8000/v1"')
    concurrency: int = knob(8, "openai backend", minimum=1, hint="(requests in flight)", output=False)
    http_retries: int = knob(4, "openai: retries after a connection error, 408/429/5xx", output=False)
    http_backoff_s: float = knob(0.5, "first wait, doubling to 20 s (or Retry-After)", output=False)
    http_timeout_s: float = knob(300.0, "seconds one request may take", output=False)
    http_outage_s: float = knob(900.0, "wait out a silent server", minimum=0, hint="seconds", output=False)
    llm_cache: bool = knob(True, "reuse completions of identical prompts (an identical rerun costs no model time)",
                           output=False)
    prefix_cache_tokens: int = knob(PREFIX_CACHE_TOKENS, "the in-process engines: key/value states kept for shared "
                                    "prompt prefixes, 0 = off (a method may default it lower)", minimum=0,
                                    output=False)
    dtype: str = knob("auto", 'the arithmetic of the in-process engines: "auto" = on a CPU the path measured fastest '
                      "there, int8 where measured (int8 matrix products, float32 elsewhere: docs/engines.md), bf16/fp16 "
                      'on a GPU; "float32" is the reference path; OpenVINO takes float32/bfloat16 as its inference '
                      "precision", choices=DTYPES)
    threads: int | None = knob(None, "CPU threads an in-process engine computes with (transformers, openvino); None: "
                               "the engine's own (every core)", minimum=1, hint="(threads)", output=False)

    def check(self) -> None:
        if self.http_retries < 0 or not self.http_backoff_s >= 0 or not self.http_timeout_s > 0:
            raise ValueError(f"{type(self).__name__}.http_retries must be >= 0, http_backoff_s >= 0 and "
                             f"http_timeout_s > 0 seconds, got {self.http_retries}, {self.http_backoff_s} and "
                             f"{self.http_timeout_s}")

    def load_kwargs(self, rows: int) -> dict[str, Any]:
        """The keywords of nl2sql.llm.load for this model, batches of up to `rows` prompts: `load(**...)`."""
        kw: dict[str, Any] = {"name_or_path": self.model, "backend": self.backend,
                              # replay and function answer from a file or a callable: nothing to cache
                              "cache": self.llm_cache and getattr(BACKENDS.get(self.backend), "cached", True),
                              **({"base_url": self.base_url} if self.base_url else {})}
        backend = BACKENDS.get(resolve_backend(self.model, self.backend, self.base_url))
        if backend is not None and backend.knobs is not None:  # the knobs this backend takes (nl2sql.llm.backends)
            kw.update(backend.knobs(self, rows))
        return kw


@dataclass(frozen=True)
class SamplingOptions(Options):
    """Greedy or sampled: how a method's own calls are generated (the reference loop's REACT_DO_SAMPLE and kin)."""

    seed: int = seed_knob()
    do_sample: bool = knob(False, "sample the method's own calls (the reference's REACT_DO_SAMPLE); False: greedy")
    temperature: float = knob(0.2, "with do_sample", output="sampling")
    top_p: float = knob(0.9, "with do_sample", output="sampling")

    def check(self) -> None:
        if self.do_sample and not self.temperature > 0:
            raise ValueError(f"{type(self).__name__}.temperature must be > 0 when do_sample is true")
        if not 0 < self.top_p <= 1:
            raise ValueError(f"{type(self).__name__}.top_p must be in (0, 1], got {self.top_p}")
