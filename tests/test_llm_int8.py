"""The int8 path (nl2sql.llm.transformers.int8) on small random models: exact integer products, rotations that keep
the function, a folder that round-trips, a row that does not depend on its batch, and the measured choice of the CPU
path."""

from __future__ import annotations

import json

import pytest
import torch
from torch import nn

from nl2sql.llm.base import LLMError
from nl2sql.llm.transformers import device as device_mod
from nl2sql.llm.transformers.device import fastest_cpu_path, pick_dtype
from nl2sql.llm.transformers.int8 import linear as linear_mod
from nl2sql.llm.transformers.int8.linear import Int8Embedding, Int8Linear, quantize_rows, quantize_tokens
from nl2sql.llm.transformers.int8.model import INT8_KEY, is_int8_folder, load_int8, save_int8, to_int8
from nl2sql.llm.transformers.int8.rotation import _rotate_columns, hadamard, rotate


def tiny(kind: str = "qwen2", tied: bool = False, seed: int = 0) -> nn.Module:
    """A two-layer Llama-style model with random weights (Qwen2: biases on q, k, v), in float32."""
    from transformers import LlamaConfig, LlamaForCausalLM, Qwen2Config, Qwen2ForCausalLM

    torch.manual_seed(seed)
    common = dict(vocab_size=300, hidden_size=128, intermediate_size=320, num_hidden_layers=2, num_attention_heads=4,
                  num_key_value_heads=2, max_position_embeddings=256, tie_word_embeddings=tied)
    cls, cfg = (Qwen2ForCausalLM, Qwen2Config) if kind == "qwen2" else (LlamaForCausalLM, LlamaConfig)
    model = cls(cfg(**common)).float().eval()
    with torch.no_grad():  # norms that are not all ones, so that folding them matters
        for name, p in model.named_parameters():
            if name.endswith("norm.weight"):
                p.uniform_(0.5, 1.5)
    return model


def logits(model: nn.Module, ids: list[list[int]]) -> torch.Tensor:
    with torch.inference_mode():
        return model(input_ids=torch.tensor(ids)).logits.float()


IDS = [[5, 17, 42, 99, 3, 250, 7, 8, 120, 64]]


def test_the_product_is_the_exact_integer_product_scaled():
    torch.manual_seed(1)
    lin = nn.Linear(64, 48)
    layer = Int8Linear.from_linear(lin)
    x = torch.randn(5, 64) * torch.linspace(0.1, 8, 64)  # uneven features, as a model's are
    xq, xs = quantize_tokens(x)
    expected = (xq.long() @ layer.qweight.long().T).float() * xs * layer.scale + layer.bias
    with torch.inference_mode():
        assert torch.equal(layer(x), expected)
    # and it stays near the float product
    assert torch.allclose(layer(x), lin(x), rtol=0.05, atol=0.05 * lin(x).abs().max().item())


def test_weights_split_in_halves_give_the_same_exact_products():
    """Where a CPU's int8 products saturate (no VNNI), a layer uses its weight as two halves within +-64: the sums
    stay the exact ones (checked here on whatever CPU runs the test: the halves are exact everywhere)."""
    torch.manual_seed(3)
    layer = Int8Linear.from_linear(nn.Linear(256, 48))
    x = torch.randn(9, 256)
    xq, xs = quantize_tokens(x)
    expected = (xq.long() @ layer.qweight.long().T).float() * xs * layer.scale + layer.bias
    layer.split()
    high, low = layer.halves
    assert high.abs().max() <= linear_mod.SAFE and low.abs().max() <= linear_mod.SAFE
    assert torch.equal(high + low, layer.qweight) and "qweight" in layer.state_dict() and len(layer.state_dict()) == 3
    with torch.inference_mode():
        assert torch.equal(layer(x), expected)
    assert isinstance(linear_mod.products_exact(), bool)


def test_a_row_does_not_depend_on_the_rows_beside_it():
    torch.manual_seed(2)
    layer = Int8Linear.from_linear(nn.Linear(64, 32))
    x = torch.randn(7, 64)
    x[3] *= 100  # an outlier token: with one scale per batch it would coarsen the others
    with torch.inference_mode():
        together = layer(x)
        for i in range(7):
            assert torch.equal(layer(x[i:i + 1]), together[i:i + 1])


def test_quantized_rows_and_embedding_rows():
    w = torch.tensor([[1.0, -2.0, 0.5], [0.0, 0.0, 0.0], [127.0, 1.0, -127.0]])
    q, s = quantize_rows(w)
    assert q[0].tolist() == [64, -127, 32] and q[2].tolist() == [127, 1, -127] and q[1].tolist() == [0, 0, 0]
    emb = nn.Embedding(3, 3)
    emb.weight.data = w
    e8 = Int8Embedding.from_embedding(emb)
    assert torch.allclose(e8(torch.tensor([[0, 2]]))[0], w[[0, 2]], atol=0.02)


def test_hadamard_is_orthogonal_and_the_rotation_is_its_product():
    h = hadamard(64)
    assert torch.allclose(h @ h.T, torch.eye(64, dtype=torch.float64), atol=1e-12)
    with pytest.raises(ValueError, match="power of two"):
        hadamard(96)
    w = torch.randn(9, 256)
    want = (w.double().reshape(9, 2, 128) @ hadamard(128)).reshape(9, 256)
    assert torch.allclose(_rotate_columns(w, 128, rows=4), want, atol=1e-12)


@pytest.mark.parametrize("kind,tied", [("qwen2", False), ("llama", True)])
def test_rotating_a_model_keeps_what_it_computes(kind, tied):
    model = tiny(kind, tied)
    before = logits(model, IDS)
    # down=0: the down projection's own rotation applies to its input as the model runs (Int8Linear.input_rotation)
    spec = rotate(model, down=0)
    assert (spec.residual_block, spec.head_block, spec.down_block) == (128, 32, 0)
    after = logits(model, IDS)
    assert torch.allclose(before, after, atol=1e-4), (before - after).abs().max()
    if tied:  # the output head was untied: the embedding is rotated on its input side, the head on its output side
        assert model.lm_head.weight is not model.model.embed_tokens.weight


@pytest.mark.parametrize("kind,tied", [("qwen2", False), ("llama", True)])
def test_an_int8_model_stays_close_to_float_and_round_trips_through_its_folder(kind, tied, tmp_path):
    from transformers import PreTrainedTokenizerFast
    from tokenizers import Tokenizer, models

    model = tiny(kind, tied)
    ref = logits(model, IDS)
    to_int8(model)
    assert sum(isinstance(m, Int8Linear) for m in model.modules()) == 2 * 7 + 1
    assert isinstance(model.model.embed_tokens, Int8Embedding)
    got = logits(model, IDS)
    # random weights spread the logits thinly: compare the distributions, not the arg max
    kl = torch.nn.functional.kl_div(got.log_softmax(-1), ref.log_softmax(-1), log_target=True, reduction="batchmean")
    assert kl < 1e-3, kl
    tok = PreTrainedTokenizerFast(tokenizer_object=Tokenizer(models.WordLevel({"a": 0, "[UNK]": 1}, "[UNK]")))
    save_int8(model, tok, tmp_path / "m")
    assert is_int8_folder(tmp_path / "m") and not is_int8_folder(tmp_path)
    cfg = json.loads((tmp_path / "m" / "config.json").read_text())
    assert cfg[INT8_KEY]["version"] == 1 and cfg["tie_word_embeddings"] is False
    again = load_int8(tmp_path / "m")
    assert torch.equal(logits(again, IDS), got)


def test_q_k_and_v_quantize_their_shared_input_once(monkeypatch):
    model = tiny()
    to_int8(model)
    calls = []
    real = linear_mod.quantize_tokens
    monkeypatch.setattr(linear_mod, "quantize_tokens", lambda x: calls.append(x.shape) or real(x))
    logits(model, IDS)
    # per layer: attention input (q, k, v) once, o_proj once, MLP input (gate, up) once, down_proj once; the head once
    assert len(calls) == 2 * 4 + 1


def test_a_model_int8_cannot_take_is_refused_with_the_fix():
    from transformers import GPT2Config, GPT2LMHeadModel

    gpt2 = GPT2LMHeadModel(GPT2Config(n_layer=1, n_embd=64, n_head=2, vocab_size=100))
    with pytest.raises(LLMError, match="Llama-style model.*dtype=float32"):
        to_int8(gpt2)
    model = tiny("llama")

    class OnePlusNorm(nn.Module):  # Gemma's: x / rms * (1 + weight), which does not fold into the next layer
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.weight, self.inner = inner.weight, inner

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * (1 + self.weight)

    model.model.norm = OnePlusNorm(model.model.norm)
    before = [p.clone() for p in model.parameters()]
    with pytest.raises(LLMError, match="does not scale by its weight"):
        to_int8(model)
    assert all(torch.equal(a, b) for a, b in zip(before, model.parameters()))  # refused before changing anything


def test_auto_measures_the_cpu_paths_once_and_keeps_the_answer(tmp_path, monkeypatch):
    monkeypatch.setenv("NL2SQL_CACHE", str(tmp_path))
    timed = []

    def fake(paths=device_mod.CPU_PATHS, rounds=3):
        timed.append(paths)
        return {"int8": 0.3, "bfloat16": 0.2, "float32": 0.5}

    monkeypatch.setattr(device_mod, "time_cpu_paths", fake)
    assert fastest_cpu_path() == "bfloat16"  # the measurement decides, not the CPU's flags
    assert fastest_cpu_path() == "bfloat16" and fastest_cpu_path(("int8", "float32")) == "int8"
    assert len(timed) == 1
    stored = json.loads((tmp_path / "cpu-paths.json").read_text())
    assert list(stored.values())[0]["seconds"] == {"int8": 0.3, "bfloat16": 0.2, "float32": 0.5}
    assert pick_dtype("cpu", "auto") == ("cpu", "bfloat16")
    assert pick_dtype("cpu", "int8") == ("cpu", "int8") and pick_dtype("cpu", "fp32") == ("cpu", "float32")
    with pytest.raises(LLMError, match="int8 is the CPU's path"):
        pick_dtype("cuda", "int8")


def test_measuring_the_paths_times_each_one():
    seconds = device_mod.time_cpu_paths(("int8", "float32"), rounds=1)
    assert set(seconds) == {"int8", "float32"} and all(s > 0 for s in seconds.values())


def test_importing_nl2sql_pins_one_arithmetic_path_on_x86(tmp_path):
    """torch's kernels at AVX2 and MKL's reproducible AVX2 mode unless NL2SQL_NATIVE_CPU=1: the same answers on every
    x86 CPU (docs/engines.md#same-answers-on-every-cpu)."""
    import os
    import platform
    import subprocess
    import sys

    probe = ("import nl2sql, os, torch; from nl2sql.llm.transformers.device import cpu_path; "
             "print(os.environ.get('MKL_CBWR'), torch.backends.cpu.get_cpu_capability(), '|', cpu_path())")
    env = {k: v for k, v in os.environ.items() if k not in ("ATEN_CPU_CAPABILITY", "MKL_CBWR", "NL2SQL_NATIVE_CPU")}
    pinned = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True).stdout
    native = subprocess.run([sys.executable, "-c", probe], env={**env, "NL2SQL_NATIVE_CPU": "1"}, capture_output=True,
                            text=True, check=True).stdout
    if platform.machine().lower() in ("x86_64", "amd64"):
        assert pinned.split("|")[0].split() == ["AVX2", "AVX2"]
        assert pinned.split("|")[1].strip() == "torch AVX2, MKL_CBWR AVX2"
        assert native.split()[0] == "None" and native.split("|")[1].strip().endswith("MKL_CBWR off")
    else:
        assert pinned == native
