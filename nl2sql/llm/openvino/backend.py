"""OpenVINO backend: the model re-quantized to int8 and run by OpenVINO GenAI's continuous batching on the CPU.

    llm = load("qwen2.5-coder-0.5b-instruct", backend="openvino")    # exported once, then reused
    llm = load("/path/to/ov-folder", backend="openvino")              # any OpenVINO LLM folder (openvino_model.xml)

An optional install (`pip install -r requirements-openvino.txt`: openvino, openvino-tokenizers, openvino-genai,
wheels only, no torch). The export needs no hub and no optimum-intel (whose pins do not allow this project's
transformers): the verified GGUF's tensors are dequantized with the `gguf` package and written again as a GGUF of
Q8_0 (int8 with one scale per 32 weights; norms and biases stay f32), which OpenVINO GenAI's GGUF reader builds
into an OpenVINO model, saved once as IR under `cache_dir()/models/<name>/ov-int8/` with the transformers tokenizer
files beside it. Prompts are rendered and tokenized, and answers decoded, by that transformers tokenizer, so the
token ids are those of the transformers backend. Every prompt of a call is one request of a
ContinuousBatchingPipeline (paged attention, prefix caching, its own GenerationConfig: greedy, or sampled with a
seed per row from `sample_seeds`, top-k 50 like the transformers backend).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from nl2sql.llm.base import (
    LLM,
    Completion,
    GenParams,
    LLMError,
    Message,
    finalize_text,
    sample_seeds,
    trim_stop,
)
from nl2sql.llm.transformers.chat_template import end_of_turn_ids, parse_tool_calls, render_chat, template_takes_tools
from nl2sql.llm.transformers.decoding.pickers import TOP_K
from nl2sql.llm.weights.gguf import one_reading
from nl2sql.llm.weights.registry import DEFAULT_MODEL

INSTALL_HINT = ".venv/bin/pip install -r requirements-openvino.txt"
WEIGHTS = ("int8", "f16")  # GGUF Q8_0 (the default) or F16: how the exported model stores its matrices


def require_openvino() -> Any:
    """openvino_genai, or an LLMError naming the optional install."""
    try:
        import openvino  # noqa: F401
        import openvino_genai
    except ImportError as exc:
        raise LLMError(f"backend 'openvino' needs the optional OpenVINO packages ({exc.name or exc} is not "
                       f"installed): {INSTALL_HINT}") from exc
    return openvino_genai


def write_requantized_gguf(src: Path, dest: Path, weights: str = "int8") -> None:
    """A copy of the GGUF `src` whose matrices are Q8_0 (weights="int8") or F16, metadata unchanged.

    OpenVINO GenAI's GGUF reader takes F32, F16, Q4_0, Q4_1 and Q8_0 only; the default model mixes Q4_K, Q5_0, Q6_K
    and Q8_0. Each matrix is dequantized to f32 and quantized again; 1-D tensors (norms, biases) stay f32.
    """
    import gguf
    import numpy as np
    from gguf import GGMLQuantizationType as Q

    if weights not in WEIGHTS:
        raise LLMError(f"unknown OpenVINO weights {weights!r}; use one of {', '.join(WEIGHTS)}")
    target = Q.Q8_0 if weights == "int8" else Q.F16
    with one_reading():  # over a plain array of the file: a third of the time of gguf's own reader
        reader = gguf.GGUFReader(str(src))
    writer = gguf.GGUFWriter(str(dest), arch=reader.fields["general.architecture"].contents(),
                             endianess=reader.endianess)
    for field in reader.fields.values():
        if field.name.startswith("GGUF.") or field.name == "general.architecture":
            continue  # the writer writes these itself
        value = {Q.Q8_0: 7, Q.F16: 1}[target] if field.name == "general.file_type" else field.contents()
        kind = field.types[0]
        writer.add_key_value(field.name, value, kind,
                             sub_type=field.types[-1] if kind == gguf.GGUFValueType.ARRAY else None)
    for t in reader.tensors:
        if len(t.shape) < 2 or t.tensor_type == Q.F32:
            data = np.asarray(t.data) if t.tensor_type == Q.F32 else gguf.quants.dequantize(t.data, t.tensor_type)
            writer.add_tensor(t.name, np.asarray(data, dtype=np.float32))
            continue
        dense = np.asarray(gguf.quants.dequantize(t.data, t.tensor_type), dtype=np.float32)
        if target == Q.F16:
            writer.add_tensor(t.name, dense.astype(np.float16))
        else:
            writer.add_tensor(t.name, gguf.quants.quantize(dense, Q.Q8_0), raw_dtype=Q.Q8_0)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


def export_gguf(src: Path, out: Path, weights: str = "int8") -> dict:
    """Build an OpenVINO LLM folder in `out` from a GGUF: the model IR, the OpenVINO tokenizers, and the
    transformers tokenizer files (chat template included) that the backend renders and decodes with."""
    og = require_openvino()
    from transformers import AutoTokenizer

    t0 = time.perf_counter()
    tmp_gguf = out / "model.gguf"
    write_requantized_gguf(src, tmp_gguf, weights)
    # GenAI converts the GGUF into an OpenVINO model and, asked to, saves it as IR beside the file.
    pipe = og.LLMPipeline(str(tmp_gguf), "CPU", enable_save_ov_model=True)
    del pipe
    tmp_gguf.unlink()
    if not (out / "openvino_model.xml").exists():
        raise LLMError(f"OpenVINO GenAI did not save the converted model in {out}")
    tok = AutoTokenizer.from_pretrained(str(src.parent), gguf_file=src.name)
    tok.save_pretrained(str(out))
    import openvino_genai

    return {"weights": weights, "openvino_genai": openvino_genai.__version__, "export_s": round(time.perf_counter() - t0, 1)}


def ensure_ov_dir(name: str = DEFAULT_MODEL, weights: str = "int8", root: Path | None = None) -> Path:
    """The OpenVINO folder of a named offline LLM (`models/<name>/ov-<weights>/`), exported once and then reused;
    its files are hashed into the model's manifest like the converted transformers folders."""
    from nl2sql.llm.weights.models import derived_folder

    require_openvino()
    if weights not in WEIGHTS:
        raise LLMError(f"unknown OpenVINO weights {weights!r}; use one of {', '.join(WEIGHTS)}")
    return derived_folder(name, f"ov-{weights}", lambda src, tmp: export_gguf(src, tmp, weights),
                          f"exporting to an OpenVINO {weights} folder (~1 min for the 0.5B model):", root)


# ModelOptions.dtype as OpenVINO's inference precision; "auto" leaves the engine's choice (bf16 where the CPU has
# AVX512_BF16 or AMX, else f32: the two CPU paths), "float32" forces the path of a CPU without bf16 on any CPU;
# "int8" (the transformers backend's CPU path) is its f32 path too: its weights are int8 whatever the precision.
PRECISIONS = {"float32": "f32", "int8": "f32", "bfloat16": "bf16", "float16": "f16"}


class OpenVINOLLM(LLM):
    """A causal LM exported to OpenVINO, run in-process by openvino_genai.ContinuousBatchingPipeline; texts are
    scored (LLM.score) by the OpenVINO runtime on the same model (nl2sql.llm.openvino.score)."""

    backend = "openvino"
    can_score = True

    def __init__(
        self,
        model_dir: str | Path,
        *,
        name: str | None = None,
        fingerprint: str | None = None,
        device: str = "CPU",
        batch_size: int | None = None,
        prefix_cache_tokens: int = 131072,
        kv_cache_gb: int | None = None,
        max_batch_tokens: int | None = 1024,
        threads: int | None = None,
        dtype: str = "auto",
    ) -> None:
        """dtype: the arithmetic (auto: the engine's, bf16 where the CPU has it; float32, bfloat16, float16);
        batch_size: sequences decoded together (None: the engine's default, 256); prefix_cache_tokens: 0 turns
        prefix caching off; kv_cache_gb: the paged KV cache (whole GB; None: room for prefix_cache_tokens plus 1 GB
        for the running rows); max_batch_tokens: tokens per scheduler step, prompts are prefilled in chunks of it
        (with the engine's 256 the baseline took 1.36x as long on 24 tune questions; 4096 gained nothing over 1024).
        """
        super().__init__()
        og = require_openvino()
        from transformers import AutoTokenizer

        path = Path(model_dir).expanduser()
        if not (path / "openvino_model.xml").is_file():
            raise LLMError(f"{path} is not an OpenVINO LLM folder (no openvino_model.xml): pass a named offline model "
                           f"or a folder exported for OpenVINO GenAI")
        self.name = name or path.name
        mark = path / "nl2sql_converted.json"
        meta = json.loads(mark.read_text()) if mark.exists() else {}
        self.weights = meta.get("weights", "unknown")
        self.fingerprint = fingerprint or f"{meta.get('sha256', path.name)}:{self.weights}"
        self.engine_version = og.__version__
        t0 = time.perf_counter()
        self.tokenizer = AutoTokenizer.from_pretrained(str(path))
        sched = og.SchedulerConfig()
        sched.enable_prefix_caching = prefix_cache_tokens > 0
        # f16 keys and values: 24 layers x 2 x 2 heads x 64 x 2 bytes = 12 KiB a token for the default model.
        sched.cache_size = int(kv_cache_gb or 1 + (prefix_cache_tokens * 12288 + (1 << 30) - 1) // (1 << 30))
        if batch_size:
            sched.max_num_seqs = int(batch_size)
        if max_batch_tokens:
            sched.max_num_batched_tokens = int(max_batch_tokens)
        if dtype != "auto" and dtype not in PRECISIONS:
            raise LLMError(f"unknown dtype {dtype!r} for the openvino backend; use auto, {', '.join(PRECISIONS)}")
        self.props: dict[str, Any] = {**({"INFERENCE_NUM_THREADS": int(threads)} if threads else {}),
                                      **({"INFERENCE_PRECISION_HINT": PRECISIONS[dtype]} if dtype != "auto" else {})}
        self.folder, self.device = path, device
        self.pipe = og.ContinuousBatchingPipeline(str(path), sched, device, self.props)
        self.load_s = time.perf_counter() - t0
        self.eos_ids = end_of_turn_ids(self.tokenizer)
        import openvino as ov

        # What the engine computes in (named as ModelOptions.dtype): the one asked for, else the one it picks here.
        picked = ov.Core().get_property(device, "INFERENCE_PRECISION_HINT").get_type_name()
        self.dtype_name = dtype if dtype != "auto" else {v: k for k, v in PRECISIONS.items()}.get(picked, picked)
        self._scorer: Any = None  # compiled on the first score() (nl2sql.llm.openvino.score)

    def identity(self) -> dict:
        """Backend, model, weights fingerprint and format, engine version: all change the outputs."""
        return {"backend": self.backend, "model": self.name, "fingerprint": self.fingerprint,
                "weights": self.weights, "dtype": self.dtype_name, "engine": f"openvino_genai {self.engine_version}"}

    def supports_tools(self) -> bool:
        """Whether the chat template takes tools."""
        return template_takes_tools(self.tokenizer.chat_template)

    def render(self, messages: list[Message], tools: list[dict] | None = None) -> str:
        """The prompt text the model sees, exactly as the transformers backend renders it."""
        return render_chat(self.tokenizer, messages, tools)

    def _config(self, params: GenParams, seed: int | None) -> Any:
        import openvino_genai as og

        cfg = og.GenerationConfig()
        cfg.max_new_tokens = params.max_new_tokens
        cfg.stop_token_ids = set(self.eos_ids)
        if params.stop:
            cfg.stop_strings = set(params.stop)
            cfg.include_stop_str_in_output = True  # cut here by trim_stop, exactly as the transformers backend cuts
        if seed is not None:
            cfg.do_sample = True
            cfg.temperature = params.temperature
            cfg.top_p = params.top_p
            cfg.top_k = TOP_K  # as the transformers backend's Sampler samples
            cfg.rng_seed = seed
        return cfg

    def _generate(self, prompts: list[list[Message]], params: GenParams, tools: list[dict] | None) -> list[Completion]:
        import numpy as np
        import openvino as ov

        texts = [self.render(p, tools) for p in prompts]
        ids = self.tokenizer(texts, add_special_tokens=False)["input_ids"]
        seeds = sample_seeds([",".join(map(str, r)) for r in ids], params.seed) if params.do_sample else [None] * len(ids)
        t0 = time.perf_counter()
        results = self.pipe.generate([ov.Tensor(np.asarray([r], dtype=np.int64)) for r in ids],
                                     [self._config(params, s) for s in seeds])
        dt = time.perf_counter() - t0
        return [self._completion(list(r.m_generation_ids[0]), len(p), params, dt) for r, p in zip(results, ids)]

    def _completion(self, row: list[int], n_prompt: int, params: GenParams, latency_s: float) -> Completion:
        """Generated token ids -> Completion: cut at the first end token, stop strings trimmed (as transformers)."""
        eos = set(self.eos_ids)
        end = next((k for k, t in enumerate(row) if t in eos), None)
        gen = row if end is None else row[:end]
        raw = self.tokenizer.decode(gen, skip_special_tokens=True)
        text, stopped = trim_stop(raw, params.stop)
        natural = end is not None
        n_tokens = len(gen) + (1 if natural and not stopped else 0)
        text, reason = finalize_text(text, params, natural_stop=natural or stopped,
                                     hit_length=len(gen) >= params.max_new_tokens)
        calls = parse_tool_calls(raw) if "<tool_call>" in raw else None
        return Completion(text=text, finish_reason="tool_calls" if calls else reason, prompt_tokens=n_prompt,
                          completion_tokens=min(n_tokens, params.max_new_tokens), latency_s=latency_s,
                          tool_calls=calls)

    def _score(self, prompt: list[Message], text: str) -> Completion:
        """log p(text | prompt) with the prompt rendered as for generation (as the transformers backend scores)."""
        from nl2sql.llm.openvino.score import Scorer

        t0 = time.perf_counter()
        ids = self.tokenizer(self.render(prompt), add_special_tokens=False)["input_ids"]
        cont = self.tokenizer(text, add_special_tokens=False)["input_ids"]
        if not cont:
            return Completion(text=text, finish_reason="scored", prompt_tokens=len(ids), score=0.0)
        if self._scorer is None:
            # f32 arithmetic and key/value states: the kept prefix is read back and set again exactly, and a review
            # continued from it scores as one computed whole (u8 states moved scores by 0.4 nats, bf16 arithmetic by 0.1)
            self._scorer = Scorer(self.folder, {**self.props, "INFERENCE_PRECISION_HINT": "f32",
                                                "KV_CACHE_PRECISION": "f32"}, self.device)
        score = self._scorer.logprob(ids, cont)
        return Completion(text=text, finish_reason="scored", prompt_tokens=len(ids) + len(cont),
                          latency_s=time.perf_counter() - t0, score=round(score, 4))

    def close(self) -> None:
        """Drop the pipeline and the scorer so their memory (weights, KV cache) can be freed."""
        self.pipe = self._scorer = None


def load_openvino(name_or_path: str | Path, *, weights: str = "int8", **kw: Any) -> OpenVINOLLM:
    """A named offline model (exported once under the cache) or an OpenVINO LLM folder."""
    from nl2sql.llm.weights.registry import resolve_name

    require_openvino()
    spec = resolve_name(str(name_or_path))
    if spec is None:
        return OpenVINOLLM(name_or_path, **kw)
    folder = ensure_ov_dir(spec.name, weights)
    return OpenVINOLLM(folder, name=spec.name, fingerprint=f"{spec.payload_sha256}:{weights}", **kw)
