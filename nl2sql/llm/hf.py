"""transformers backend: hub id, local folder or GGUF file; chat template; batched decoding with prefix reuse."""

from __future__ import annotations

import json
import os
import re
import socket
import time
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from nl2sql.llm.base import (
    LLM,
    Call,
    Completion,
    GenParams,
    LLMError,
    Message,
    as_openai_tools,
    finalize_text,
    sample_seeds,
    trim_stop,
)
from nl2sql.llm.device import pick_dtype
from nl2sql.llm.gguf import converted_gguf_dir, quick_fingerprint
from nl2sql.llm.greedy_paths import GreedyPaths, follow
from nl2sql.llm.prefix_cache import Greedy, PrefixCache, Sampler, greedy_generate


def hub_reachable(timeout_s: float = 3.0) -> bool:
    """Whether the model hub answers a TCP connect (so an offline machine fails fast, not after retries)."""
    if os.environ.get("HF_HUB_OFFLINE", "").strip().lower() in ("1", "true", "yes"):
        return False
    if os.environ.get("HTTPS_PROXY") or os.environ.get("https_proxy"):
        return True  # through a proxy a direct connect says nothing; let the hub client try
    parts = urllib.parse.urlsplit(os.environ.get("HF_ENDPOINT") or "https://huggingface.co")
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        with socket.create_connection((parts.hostname or "", port), timeout=timeout_s):
            return True
    except OSError:
        return False


_TOOL_CALL_RE = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", re.S)


def parse_tool_calls(text: str) -> list[dict] | None:
    """Hermes/Qwen-style `<tool_call>{"name":..., "arguments":...}</tool_call>` blocks -> tool calls."""
    calls = []
    for raw in _TOOL_CALL_RE.findall(text):
        try:
            obj = json.loads(raw)
        except ValueError:
            calls.append({"name": None, "arguments": raw})
            continue
        if isinstance(obj, dict):
            calls.append({"name": obj.get("name"), "arguments": obj.get("arguments", obj.get("parameters", {}))})
    return calls or None


def render_chat(tokenizer: Any, messages: list[Message], tools: list[dict] | None = None) -> str:
    """The prompt text a model sees: its chat template with the generation prompt (every in-process backend)."""
    if tokenizer.chat_template:
        kw: dict[str, Any] = {"tools": as_openai_tools(tools)} if tools else {}
        return tokenizer.apply_chat_template(template_messages(messages), add_generation_prompt=True, tokenize=False,
                                             **kw)
    # A base model without a template: a plain transcript ending with the assistant's turn.
    return "".join(f"{m['role']}: {m.get('content') or ''}\n" for m in messages) + "assistant: "


def end_of_turn_ids(tokenizer: Any, configured: Any = None) -> list[int]:
    """Every token that ends a turn: the tokenizer's EOS, the generation config's, and the chat models' end tokens."""
    ids: set[int] = set()
    for src in (tokenizer.eos_token_id, configured):
        if isinstance(src, int):
            ids.add(src)
        elif src:
            ids.update(int(i) for i in src)
    # Chat models end a turn with one of these even when the config names another EOS.
    for t in ("<|im_end|>", "<|endoftext|>", "<|eot_id|>", "<end_of_turn>"):
        tid = tokenizer.convert_tokens_to_ids(t)
        if isinstance(tid, int) and tid >= 0 and tid != tokenizer.unk_token_id:
            ids.add(tid)
    return sorted(ids)


def template_takes_tools(template: str | dict | None) -> bool:
    """Whether a chat template (or any of a dict of named ones) reads the `tools` variable."""
    texts = template.values() if isinstance(template, dict) else [template or ""]
    return any(re.search(r"\btools\b", t or "") for t in texts)


def template_messages(messages: list[Message]) -> list[Message]:
    """Messages as chat templates read them: a tool call's JSON-string arguments (the OpenAI wire form) as a dict."""
    out = []
    for m in messages:
        calls = m.get("tool_calls")
        if calls:
            fixed = []
            for call in calls:
                fn = call.get("function") if isinstance(call.get("function"), dict) else None
                raw = (fn or call).get("arguments")
                if isinstance(raw, str):
                    try:
                        parsed = json.loads(raw)
                    except ValueError:
                        parsed = raw
                    call = {**call, "function": {**fn, "arguments": parsed}} if fn else {**call, "arguments": parsed}
                fixed.append(call)
            m = {**m, "tool_calls": fixed}
        out.append(m)
    return out


def stop_check(tokenizer: Any, stop: Sequence[str]) -> Callable[[list[int]], bool] | None:
    """Whether a row's generated ids now contain one of the stop strings (None when there is none)."""
    if not stop:
        return None
    tail = max(len(s) for s in stop) + 2  # a stop string that just completed lies within its length in tokens

    def is_stopped(gen: list[int]) -> bool:
        text = tokenizer.decode(gen[-tail:], skip_special_tokens=True)
        return any(s in text for s in stop)
    return is_stopped


class _StopOnStrings:
    """StoppingCriteria (the plain model.generate path): a row is done once its generated text has a stop string."""

    def __init__(self, tokenizer: Any, stop: Sequence[str], prompt_len: int) -> None:
        self.check = stop_check(tokenizer, stop)
        self.prompt_len = prompt_len

    def __call__(self, input_ids: Any, scores: Any, **kwargs: Any) -> Any:
        import torch

        rows = input_ids[:, self.prompt_len:].tolist()
        return torch.tensor([bool(self.check and self.check(r)) for r in rows], dtype=torch.bool,
                            device=input_ids.device)


def _key(ids: Sequence[int]) -> bytes:
    return b",".join(str(t).encode() for t in ids)


@dataclass
class _Row:
    """One row of generate_calls: its call and place there, prompt ids, parameters, picker and stop check; drawn is
    what it took from a greedy path before decoding."""

    call: int
    index: int
    prompt: list[int]
    params: GenParams
    picker: Any
    stop: Callable[[list[int]], bool] | None
    drawn: list[int] = field(default_factory=list)

    def stop_after_shared(self) -> Callable[[list[int]], bool] | None:
        """The stop check of what follows the tokens shared with the greedy path (a stop string may span both)."""
        shared = self.drawn[:-1]
        if self.stop is None or not shared:
            return self.stop
        return lambda gen: self.stop(shared + gen)  # type: ignore[misc]


class HFLLM(LLM):
    """A causal LM run in-process with transformers: batches reuse key/value prefixes (left-padded without the cache)."""

    backend = "transformers"

    def __init__(
        self,
        model: str | Path,
        *,
        name: str | None = None,
        device: str = "auto",
        dtype: str = "auto",
        batch_size: int = 16,
        max_batch_tokens: int = 32768,
        num_threads: int | None = None,
        prefix_cache_tokens: int = 131072,
        gguf_file: str | None = None,
        convert_gguf: bool = True,
        fingerprint: str | None = None,
        trust_remote_code: bool = False,
    ) -> None:
        super().__init__()
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        self.device, self.dtype_name = pick_dtype(device, dtype)
        if num_threads:
            torch.set_num_threads(int(num_threads))
        self.batch_size = max(1, int(batch_size))
        self.max_batch_tokens = max(1, int(max_batch_tokens))
        # Greedy calls reuse the states of earlier prompts with the same prefix; 0 turns it off.
        self.prefix_cache = PrefixCache(prefix_cache_tokens)
        self.paths = GreedyPaths()  # greedy answers' paths, which samples of their prompts walk first
        torch_dtype = getattr(torch, self.dtype_name)

        src = str(model)
        path = Path(src).expanduser()
        load_kw: dict[str, Any] = {}
        if path.is_file() and path.suffix == ".gguf":
            gguf_file, path = path.name, path.parent
        elif not path.exists() and (src.endswith(".gguf") or src.startswith(("/", ".", "~"))):
            raise LLMError(f"model path {path} does not exist: pass an existing folder or .gguf file, "
                           f"a named offline model (e.g. 'qwen2.5-coder-0.5b-instruct'), or a hub id")
        if gguf_file:
            gpath = path / gguf_file
            if not gpath.exists():
                raise LLMError(f"GGUF file {gpath} does not exist: pass an existing .gguf path")
            if convert_gguf:  # dequantize once and reuse; a GGUF load costs ~20-30 s otherwise
                store = "bfloat16" if self.dtype_name == "bfloat16" else "float32"
                path = converted_gguf_dir(gpath, store)
            else:
                load_kw["gguf_file"] = gguf_file
            self.fingerprint = fingerprint or quick_fingerprint(gpath)
            self.name = name or gpath.stem
        elif path.is_dir():
            if not (path / "config.json").exists():
                raise LLMError(f"model folder {path} has no config.json: pass a transformers model folder, "
                               f"a .gguf file, a hub id, or a named offline model")
            self.fingerprint = fingerprint or quick_fingerprint(path)
            self.name = name or path.name
        else:
            self.fingerprint = fingerprint
            self.name = name or src
            if not hub_reachable():
                load_kw["local_files_only"] = True  # offline: the hub's local cache only, no retry loop
        where = str(path) if (path.exists() or gguf_file) else src

        t0 = time.perf_counter()
        try:
            self.tokenizer = AutoTokenizer.from_pretrained(where, trust_remote_code=trust_remote_code, **load_kw)
            self.model = AutoModelForCausalLM.from_pretrained(
                where, dtype=torch_dtype, trust_remote_code=trust_remote_code, **load_kw
            )
        except OSError as e:
            raise LLMError(
                f"cannot load model {src!r} with transformers ({e.__class__.__name__}: {str(e).splitlines()[0]}). "
                f"Pass a local folder or .gguf file, a named offline model "
                f"(e.g. 'qwen2.5-coder-0.5b-instruct'), or a hub id on a machine that reaches the hub"
                f"{' (the hub is not reachable from here)' if load_kw.get('local_files_only') else ''}."
            ) from e
        self.model.to(self.device)
        self.model.eval()
        self.load_s = time.perf_counter() - t0
        if self.fingerprint is None:
            self.fingerprint = getattr(self.model.config, "_commit_hash", None) or src

        tok = self.tokenizer
        tok.padding_side = "left"  # decoder-only: pad on the left so every row ends at its last prompt token
        if tok.pad_token_id is None:
            tok.pad_token = tok.eos_token
        self.eos_ids = end_of_turn_ids(self.tokenizer, getattr(self.model.generation_config, "eos_token_id", None))

    def identity(self) -> dict:
        """Backend, model, weights fingerprint, dtype and device: all change the outputs."""
        return {"backend": self.backend, "model": self.name, "fingerprint": self.fingerprint,
                "dtype": self.dtype_name, "device": self.device.split(":")[0]}

    def supports_tools(self) -> bool:
        """Whether the chat template takes tools (a template that never reads `tools` would drop them silently)."""
        return template_takes_tools(self.tokenizer.chat_template)

    def render(self, messages: list[Message], tools: list[dict] | None = None) -> str:
        """The prompt text the model sees: the model's chat template with the generation prompt."""
        return render_chat(self.tokenizer, messages, tools)

    def encode(self, prompts: list[list[Message]], tools: list[dict] | None = None) -> list[list[int]]:
        """Token ids of each rendered prompt (special tokens come from the template itself)."""
        texts = [self.render(p, tools) for p in prompts]
        return self.tokenizer(texts, add_special_tokens=False)["input_ids"]

    def _chunks(self, ids: list[list[int]]) -> list[list[int]]:
        """Group prompt indices into batches of similar length (less padding), capped in rows and tokens."""
        order = sorted(range(len(ids)), key=lambda i: -len(ids[i]))
        chunks: list[list[int]] = []
        cur: list[int] = []
        for i in order:
            width = len(ids[cur[0]]) if cur else len(ids[i])  # longest first: the first sets the width
            if cur and (len(cur) >= self.batch_size or width * (len(cur) + 1) > self.max_batch_tokens):
                chunks.append(cur)
                cur = []
            cur.append(i)
        if cur:
            chunks.append(cur)
        return chunks

    def _generate(self, prompts: list[list[Message]], params: GenParams, tools: list[dict] | None) -> list[Completion]:
        if self.prefix_cache.max_tokens > 0:
            return self._generate_calls([Call(prompts, params, tools)])[0]
        ids = self.encode(prompts, tools)
        out: list[Completion | None] = [None] * len(prompts)
        for chunk in self._chunks(ids):
            t0 = time.perf_counter()
            new = self.generate_ids([ids[i] for i in chunk], params)[0].tolist()
            dt = time.perf_counter() - t0
            for i, row in zip(chunk, new):
                out[i] = self._completion(row, ids[i], params, dt)
        return out  # type: ignore[return-value]

    def _generate_calls(self, calls: list[Call]) -> list[list[Completion]]:
        """The rows of every call decoded together through the prefix cache, greedy and sampled alike.

        Each row keeps its own call's length cap, stop strings and picker (greedy, or a Sampler seeded from its
        call's seed, its prompt and its copy number), so its text is what its call alone would give; rows go
        into as few decodes as max_batch_tokens allows (at least batch_size rows each): a CPU reads a step's
        weights once for all the rows of a batch. A sampled row whose prompt has a greedy answer here walks
        that answer's path first (nl2sql.llm.greedy_paths) and is decoded only from where it leaves it.
        """
        if self.prefix_cache.max_tokens == 0:
            return super()._generate_calls(calls)
        out: list[list[Completion | None]] = [[None] * len(c.prompts) for c in calls]
        rows: list[_Row] = []
        for j, call in enumerate(calls):
            p = call.params
            ids = self.encode(list(call.prompts), call.tools)
            seeds = sample_seeds([",".join(map(str, r)) for r in ids], p.seed) if p.do_sample else [None] * len(ids)
            stop = stop_check(self.tokenizer, p.stop)
            for k, (prompt, seed) in enumerate(zip(ids, seeds)):
                row = _Row(j, k, prompt, p, Greedy() if seed is None else Sampler(p.temperature, p.top_p, seed), stop)
                path = self.paths.get(_key(prompt)) if seed is not None else None
                if path is not None:
                    row.drawn, done = follow(path, row.picker, p.max_new_tokens, set(self.eos_ids), stop)
                    self.paths.followed += len(row.drawn)
                    if done:
                        out[j][k] = self._completion(row.drawn, prompt, p, 0.0)
                        continue
                rows.append(row)
        width = max((len(r.prompt) + r.params.max_new_tokens for r in rows), default=1)
        per = max(self.batch_size, self.max_batch_tokens // max(1, width))
        per = -(-len(rows) // -(-len(rows) // per)) if rows else 1  # as many rows in each decode as in the others
        for at in range(0, len(rows), per):
            chunk = rows[at:at + per]
            t0 = time.perf_counter()
            # A row that left a greedy path continues from the tokens it shared with it (whose states the cache
            # holds), its own last draw forced as its first token.
            new = greedy_generate(self.model, [r.prompt + r.drawn[:-1] for r in chunk], self.prefix_cache,
                                  max_new_tokens=[r.params.max_new_tokens - len(r.drawn[:-1]) for r in chunk],
                                  eos_ids=self.eos_ids, is_stopped=[r.stop_after_shared() for r in chunk],
                                  samplers=[r.picker for r in chunk], keep_outputs=[r.params.continued for r in chunk],
                                  forced=[r.drawn[-1] if r.drawn else None for r in chunk])
            dt = time.perf_counter() - t0
            for r, gen in zip(chunk, new):
                greedy = isinstance(r.picker, Greedy)
                if greedy:
                    self.paths.put(_key(r.prompt), gen, r.picker.steps)
                else:
                    self.paths.decoded += len(gen) - bool(r.drawn)
                out[r.call][r.index] = self._completion(r.drawn[:-1] + gen, r.prompt, r.params, dt,
                                                        r.picker.logprobs if greedy else None)
        return out  # type: ignore[return-value]

    def generate_ids(self, batch_ids: list[list[int]], params: GenParams, **extra: Any) -> tuple[Any, int]:
        """Run model.generate on one left-padded batch; return (new token ids tensor, padded prompt length)."""
        import torch
        from transformers import GenerationConfig, StoppingCriteriaList

        tok = self.tokenizer
        enc = tok.pad({"input_ids": batch_ids}, padding=True, return_tensors="pt").to(self.device)
        plen = enc["input_ids"].shape[1]
        cfg = GenerationConfig(
            max_new_tokens=params.max_new_tokens,
            do_sample=params.do_sample,
            temperature=params.temperature if params.do_sample else None,
            top_p=params.top_p if params.do_sample else None,
            top_k=None,
            pad_token_id=tok.pad_token_id,
            eos_token_id=self.eos_ids,
            **extra,
        )
        criteria = StoppingCriteriaList([_StopOnStrings(tok, params.stop, plen)]) if params.stop else None
        if params.do_sample:
            torch.manual_seed(params.seed)  # without the prefix cache, draws repeat for a given seed and batch only
        with torch.inference_mode():
            seq = self.model.generate(**enc, generation_config=cfg, stopping_criteria=criteria)
        return seq[:, plen:].cpu(), plen

    def _completion(self, row: list[int], prompt: list[int], params: GenParams, latency_s: float,
                    logprobs: list[float] | None = None) -> Completion:
        """One generated row (token ids) -> Completion: cut at the first end token, stop strings trimmed; with the
        greedy tokens' log-probabilities, their mean and minimum over the kept tokens."""
        eos = set(self.eos_ids) | {self.tokenizer.pad_token_id}
        # Finished rows are padded with pad (= often EOS) tokens: the first one ends the answer.
        end = next((k for k, t in enumerate(row) if t in eos), None)
        gen = row if end is None else row[:end]
        raw = self.tokenizer.decode(gen, skip_special_tokens=True)
        text, stopped = trim_stop(raw, params.stop)
        natural = end is not None
        n_tokens = len(gen) + (1 if natural and not stopped else 0)
        text, reason = finalize_text(text, params, natural_stop=natural or stopped,
                                     hit_length=len(gen) >= params.max_new_tokens)
        calls = parse_tool_calls(raw) if "<tool_call>" in raw else None
        kept = (logprobs or [])[:max(1, len(gen))]
        sure = (round(sum(kept) / len(kept), 4), round(min(kept), 4)) if kept else None
        return Completion(
            text=text, finish_reason="tool_calls" if calls else reason, prompt_tokens=len(prompt),
            completion_tokens=min(n_tokens, params.max_new_tokens), latency_s=latency_s, tool_calls=calls,
            logprob=sure,
        )

    def close(self) -> None:
        """Drop the model so its memory can be freed."""
        self.model = None  # type: ignore[assignment]
