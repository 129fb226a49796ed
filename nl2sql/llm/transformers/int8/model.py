"""A transformers model turned int8 (rotated, then every linear layer and the embedding in int8), saved and loaded.

    spec = to_int8(model)                          # a float32 Llama-style model, converted in place
    save_int8(model, tokenizer, folder)            # model.safetensors (int8 + scales), config (with the spec), tokenizer
    model = load_int8(folder)                      # about 1 s: no float weights are built on the way

A folder is an int8 folder when its config.json holds INT8_KEY (the rotation's blocks and the format's version).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import torch

from nl2sql.llm.transformers.int8.linear import Int8Embedding, Int8Linear, SharedInput
from nl2sql.llm.transformers.int8.rotation import RotationSpec, _layers, hadamard, rotate

INT8_KEY = "nl2sql_int8"  # config.json: the rotation of an int8 folder (RotationSpec.to_dict)
WEIGHTS_FILE = "model.safetensors"


def is_int8_folder(folder: str | Path) -> bool:
    """Whether a model folder holds int8 weights written by save_int8."""
    try:
        return INT8_KEY in json.loads((Path(folder) / "config.json").read_text())
    except (OSError, ValueError):
        return False


def _linears(model: Any) -> list[tuple[Any, str]]:
    """(parent module, attribute) of every linear layer to turn int8: each layer's seven, then the output head."""
    _, layers = _layers(model)
    out: list[tuple[Any, str]] = []
    for layer in layers:
        out += [(layer.self_attn, n) for n in ("q_proj", "k_proj", "v_proj", "o_proj")]
        out += [(layer.mlp, n) for n in ("gate_proj", "up_proj", "down_proj")]
    return out + [(model, "lm_head")]


def _share_inputs(model: Any) -> None:
    """q, k and v read one input, as do gate and up: each group quantizes it once (linear.SharedInput)."""
    for layer in _layers(model)[1]:
        for group in ((layer.self_attn, ("q_proj", "k_proj", "v_proj")), (layer.mlp, ("gate_proj", "up_proj"))):
            shared = SharedInput(len(group[1]))
            for name in group[1]:
                getattr(group[0], name).shared = shared


def _mark(model: Any, spec: RotationSpec) -> None:
    # the output head has its own weights now (rotated on its own side): transformers must not tie it back
    model.config.tie_word_embeddings = False
    setattr(model.config, INT8_KEY, spec.to_dict())


@torch.no_grad()
def to_int8(model: Any, residual: int = 128, head: int = 64, down: int = 64) -> RotationSpec:
    """Rotate a float model (nl2sql.llm.transformers.int8.rotation; the blocks at most these sizes, 0 for none) and
    replace its linear layers and embedding with int8 ones."""
    model.float()
    spec = rotate(model, residual, head, down)
    down = hadamard(spec.down_block) if spec.down_block else None
    for parent, name in _linears(model):
        lin = getattr(parent, name)
        setattr(parent, name, Int8Linear.from_linear(lin, down if name == "down_proj" else None))
    core = model.model
    core.embed_tokens = Int8Embedding.from_embedding(core.embed_tokens)
    _share_inputs(model)
    _mark(model, spec)
    return spec


def _empty(model: Any, spec: RotationSpec) -> None:
    """Int8 layers of the right shapes in place of the float ones (filled by load_state_dict)."""
    for parent, name in _linears(model):
        lin = getattr(parent, name)
        block = spec.down_block if name == "down_proj" else 0
        setattr(parent, name, Int8Linear(lin.in_features, lin.out_features, lin.bias is not None, block))
    emb = model.model.embed_tokens
    model.model.embed_tokens = Int8Embedding(emb.num_embeddings, emb.embedding_dim)


def save_int8(model: Any, tokenizer: Any, folder: str | Path) -> None:
    """Write an int8 model (to_int8) as a folder load_int8 reads: weights, config, generation config, tokenizer."""
    from safetensors.torch import save_file

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    state = {k: v.contiguous() for k, v in model.state_dict().items()}
    save_file(state, str(folder / WEIGHTS_FILE), metadata={"format": "pt"})
    model.config.save_pretrained(str(folder))
    if getattr(model, "generation_config", None) is not None:
        model.generation_config.save_pretrained(str(folder))
    tokenizer.save_pretrained(str(folder))


def load_int8(folder: str | Path) -> Any:
    """The model of an int8 folder, float32 around int8 layers, built without float weights (meta device first)."""
    from accelerate import init_empty_weights
    from safetensors.torch import load_file
    from transformers import AutoConfig, AutoModelForCausalLM, GenerationConfig

    folder = Path(folder)
    config = AutoConfig.from_pretrained(str(folder))
    spec = RotationSpec(**getattr(config, INT8_KEY))
    with init_empty_weights(include_buffers=False):  # buffers (the rotary frequencies) are computed, not loaded
        model = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
        _empty(model, spec)
    model.load_state_dict(load_file(str(folder / WEIGHTS_FILE)), strict=True, assign=True)
    left = [n for n, p in model.named_parameters() if p.device.type == "meta"]
    if left:
        raise ValueError(f"int8 folder {folder} lacks weights for {left[:3]}")
    _share_inputs(model)
    if (folder / "generation_config.json").exists():
        model.generation_config = GenerationConfig.from_pretrained(str(folder))
    return model.eval()

