"""transformers backend: hub id, local folder or GGUF file; chat template; batched decoding with prefix reuse."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Sequence

from nl2sql.llm.base import LLM, Batch, Call, Completion, GenParams, LLMError, Message, finalize_text, trim_stop
from nl2sql.llm.transformers.chat_template import end_of_turn_ids, parse_tool_calls, render_chat, template_takes_tools
from nl2sql.llm.transformers.device import cpu_path, fastest_cpu_path, pick_dtype
from nl2sql.llm.transformers.int8.model import INT8_KEY, to_int8
from nl2sql.llm.transformers.decoding.greedy_paths import GreedyPaths
from nl2sql.llm.transformers.decoding.hf_batch import HFBatch
from nl2sql.llm.transformers.loading import load_pretrained, model_source
from nl2sql.llm.transformers.decoding.prefix_attention import continued_prompt
from nl2sql.llm.transformers.decoding.prefix_cache import PrefixCache
from nl2sql.llm.transformers.decoding.stops import repeats_itself, stop_check


class _StopCheck:
    """StoppingCriteria (the plain model.generate path): a row is done once its generated text has a stop string
    or it repeats itself (nl2sql.llm.transformers.decoding.stops.stop_check)."""

    def __init__(self, tokenizer: Any, stop: Sequence[str], prompt_len: int) -> None:
        self.check = stop_check(tokenizer, stop)
        self.prompt_len = prompt_len

    def __call__(self, input_ids: Any, scores: Any, **kwargs: Any) -> Any:
        import torch

        rows = input_ids[:, self.prompt_len:].tolist()
        return torch.tensor([self.check(r) for r in rows], dtype=torch.bool,
                            device=input_ids.device)


class HFLLM(LLM):
    """A causal LM run in-process with transformers: batches reuse key/value prefixes (left-padded without the cache)."""

    backend = "transformers"
    can_score = True

    def __init__(
        self,
        model: str | Path,
        *,
        name: str | None = None,
        device: str = "auto",
        dtype: str = "auto",
        batch_size: int = 16,
        max_batch_tokens: int = 65536,
        threads: int | None = None,
        prefix_cache_tokens: int = 131072,
        gguf_file: str | None = None,
        convert_gguf: bool = True,
        fingerprint: str | None = None,
        trust_remote_code: bool = False,
    ) -> None:
        super().__init__()
        import torch

        if threads:  # before pick_dtype: a measurement of the CPU paths runs on the threads the model will use
            torch.set_num_threads(int(threads))
        self.device, self.dtype_name = pick_dtype(device, dtype)
        self.batch_size = max(1, int(batch_size))
        # Rows decoding together: up to max(batch_size, max_batch_tokens // width), so a question's samples join
        # while other rows decode (about 30 rows at a 2,000-token width: the weights are read once per step).
        self.max_batch_tokens = max(1, int(max_batch_tokens))
        # Greedy calls reuse the states of earlier prompts with the same prefix; 0 turns it off.
        self.prefix_cache = PrefixCache(prefix_cache_tokens)
        self.paths = GreedyPaths()  # greedy answers' paths, which samples of their prompts walk first
        source = model_source(model, name=name, gguf_file=gguf_file, convert_gguf=convert_gguf,
                              fingerprint=fingerprint, dtype_name=self.dtype_name)
        self.name, self.fingerprint = source.name, source.fingerprint

        t0 = time.perf_counter()
        int8 = self.dtype_name == "int8"  # float32 around int8 matrix products (nl2sql.llm.transformers.int8)
        self.tokenizer, self.model = load_pretrained(source, torch.float32 if int8 else getattr(torch, self.dtype_name),
                                                     trust_remote_code)
        if int8 and getattr(self.model.config, INT8_KEY, None) is None:
            self._to_int8(auto=dtype == "auto")
        self.model.to(self.device)
        self.model.eval()
        self.load_s = time.perf_counter() - t0
        if self.fingerprint is None:
            self.fingerprint = getattr(self.model.config, "_commit_hash", None) or source.given

        tok = self.tokenizer
        tok.padding_side = "left"  # decoder-only: pad on the left so every row ends at its last prompt token
        if tok.pad_token_id is None:
            tok.pad_token = tok.eos_token
        self.eos_ids = end_of_turn_ids(self.tokenizer, getattr(self.model.generation_config, "eos_token_id", None))

    def _to_int8(self, auto: bool) -> None:
        """Turn the float32 model just loaded int8; a model int8 cannot take falls back to the fastest float path when
        the dtype was "auto" (an explicit dtype=int8 fails, naming what to use)."""
        import torch

        try:
            to_int8(self.model)
        except LLMError:
            if not auto:
                raise
            self.dtype_name = fastest_cpu_path(("bfloat16", "float32"))
            self.model.to(getattr(torch, self.dtype_name))

    def identity(self) -> dict:
        """Backend, model, weights fingerprint, dtype and device: all change the outputs; for int8 also the rotation
        the weights were built with (its version) and the torch that computes them."""
        ident = {"backend": self.backend, "model": self.name, "fingerprint": self.fingerprint,
                 "dtype": self.dtype_name, "device": self.device.split(":")[0]}
        if ident["device"] == "cpu":
            ident["cpu_path"] = cpu_path()
        spec = getattr(self.model.config, INT8_KEY, None) if self.model is not None else None
        if spec:
            import torch

            ident.update(weights=f"int8 per channel, rotated (version {spec['version']})",
                         engine=f"torch {torch.__version__.split('+')[0]} int8 matmul (oneDNN)")
        return ident

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
        """The rows of every call decoded together through the prefix cache, greedy and sampled alike (an HFBatch
        run until every call is answered): a CPU reads a step's weights once for all the rows of a batch."""
        if self.prefix_cache.max_tokens == 0:
            return super()._generate_calls(calls)
        batch = HFBatch(self)
        tickets = [batch.add(c) for c in calls]
        got: dict[int, list[Completion]] = {}
        while len(got) < len(tickets):
            got.update(batch.answers())
        return [got[t] for t in tickets]

    def batch(self) -> Batch:
        """Calls decoded as they come (nl2sql.llm.transformers.decoding.hf_batch.HFBatch) with the prefix cache;
        without it, in rounds."""
        if self.prefix_cache.max_tokens == 0:
            return Batch(self)
        return HFBatch(self)

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
        criteria = StoppingCriteriaList([_StopCheck(tok, params.stop, plen)])
        if params.do_sample:
            # Without the prefix cache, draws repeat for a given seed and batch only. torch takes a seed modulo 2**64
            # (-1 is 2**64 - 1) but refuses one outside [-2**63, 2**64): any integer the seed knob takes draws.
            torch.manual_seed(params.seed % 2**64)
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
        text, reason = finalize_text(text, params, natural_stop=natural or stopped,  # a loop cut is a length cut
                                     hit_length=len(gen) >= params.max_new_tokens or repeats_itself(gen))
        calls = parse_tool_calls(raw) if "<tool_call>" in raw else None
        kept = (logprobs or [])[:max(1, len(gen))]
        sure = (round(sum(kept) / len(kept), 4), round(min(kept), 4)) if kept else None
        return Completion(
            text=text, finish_reason="tool_calls" if calls else reason, prompt_tokens=len(prompt),
            completion_tokens=min(n_tokens, params.max_new_tokens), latency_s=latency_s, tool_calls=calls,
            logprob=sure,
        )

    def _score(self, prompt: list[Message], text: str) -> Completion:
        """log p(text | prompt) in one forward pass over what the prefix cache lacks (a vote's reviews of one question
        share the schema, and the question's own prompts have computed it), logits for the text's positions only."""
        import numpy as np
        import torch
        from transformers import DynamicCache

        t0 = time.perf_counter()
        ids = self.encode([prompt])[0]
        cont = self.tokenizer(text, add_special_tokens=False)["input_ids"]
        if not cont:
            return Completion(text=text, finish_reason="scored", prompt_tokens=len(ids), score=0.0)
        full = np.asarray(ids + cont, dtype=np.int64)
        key, m = self.prefix_cache.longest(full[:len(ids)])
        m = min(m, len(ids) - 1)  # the prompt's last token is fed: its logits score the text's first token
        cached = [(k[:, :, :m], v[:, :, :m]) for k, v in self.prefix_cache.get(key).kv] if key is not None and m else []
        with torch.inference_mode(), continued_prompt():
            out = self.model(input_ids=torch.from_numpy(full[m:])[None].to(self.model.device), use_cache=True,
                             past_key_values=DynamicCache(ddp_cache_data=cached) if cached else DynamicCache(),
                             logits_to_keep=len(cont) + 1)
            logits = out.logits[0, :-1].float()
            picked = torch.log_softmax(logits, -1).gather(1, torch.tensor(cont, device=logits.device)[:, None])
        if m < len(ids) // 2:
            # The prompt's states, for the next review of the same question (the schema it shares with this one).
            # Only where the cache lacked most of them: where it held them (the question's own prompt has the
            # schema), what this call adds is its own SQL, which no later prompt starts with, and a copy of the
            # whole prompt would evict the states later prompts do share.
            self.prefix_cache.put(full[:len(ids)], [(layer.keys[:, :, :len(ids)], layer.values[:, :, :len(ids)])
                                                    for layer in out.past_key_values.layers])
        # Scoring is prefill: counted with it, so the cache's prefill time and token counts cover the reviews too.
        self.prefix_cache.hits += m
        self.prefix_cache.computed += len(full) - m
        self.prefix_cache.prefill_s += time.perf_counter() - t0
        return Completion(text=text, finish_reason="scored", prompt_tokens=len(ids) + len(cont),
                          latency_s=time.perf_counter() - t0, score=round(float(picked.sum()), 4))

    def close(self) -> None:
        """Drop the model so its memory can be freed."""
        self.model = None  # type: ignore[assignment]
