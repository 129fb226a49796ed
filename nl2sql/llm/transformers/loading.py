"""Where the transformers backend loads a model from (hub id, local folder, GGUF file) and the load itself.

A bad source is an LLMError that says what to pass instead; a GGUF file is dequantized once and the copy reused.
"""

from __future__ import annotations

import os
import socket
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nl2sql.llm.base import LLMError
from nl2sql.llm.weights.gguf import converted_gguf_dir, folder_dtype, quick_fingerprint
from nl2sql.llm.weights.models import ensure_hf_dir
from nl2sql.llm.weights.registry import resolve_name


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


@dataclass
class ModelSource:
    """What from_pretrained reads (where, with load_kw), the model as given, its name and its weights' fingerprint
    (None for a hub id until the load names its commit)."""

    given: str
    where: str
    name: str
    fingerprint: str | None
    load_kw: dict[str, Any] = field(default_factory=dict)


def check_path(src: str) -> None:
    """LLMError for a model named by a path (one ending .gguf or starting /, . or ~) where nothing is."""
    path = Path(src).expanduser()
    if not path.exists() and (src.endswith(".gguf") or src.startswith(("/", ".", "~"))):
        raise LLMError(f"model path {path} does not exist: pass an existing folder or .gguf file, "
                       f"a named offline model (e.g. 'qwen2.5-coder-0.5b-instruct'), or a hub id")


def model_source(model: str | Path, *, name: str | None, gguf_file: str | None, convert_gguf: bool,
                 fingerprint: str | None, dtype_name: str) -> ModelSource:
    """Resolve a named offline model (fetched and converted once, for dtype_name), a hub id, a local folder or a .gguf
    file (or a folder and gguf_file) into what to load."""
    src = str(model)
    spec = resolve_name(src)
    if spec is not None:
        if spec.kind != "llm":
            raise LLMError(f"{spec.name!r} is an embedding model: use nl2sql.llm.embedding_model_path() "
                           f"with SentenceTransformer, not load()")
        folder = ensure_hf_dir(spec.name, dtype=folder_dtype(dtype_name))
        return ModelSource(src, str(folder), name or spec.name, fingerprint or spec.payload_sha256)
    path = Path(src).expanduser()
    load_kw: dict[str, Any] = {}
    if path.is_file() and path.suffix == ".gguf":
        gguf_file, path = path.name, path.parent
    else:
        check_path(src)
    if gguf_file:
        gpath = path / gguf_file
        if not gpath.exists():
            raise LLMError(f"GGUF file {gpath} does not exist: pass an existing .gguf path")
        if convert_gguf:  # dequantize once and reuse; a GGUF load costs ~20-30 s otherwise
            path = converted_gguf_dir(gpath, folder_dtype(dtype_name))
        else:
            load_kw["gguf_file"] = gguf_file
        fingerprint, name = fingerprint or quick_fingerprint(gpath), name or gpath.stem
    elif path.is_dir():
        if not (path / "config.json").exists():
            raise LLMError(f"model folder {path} has no config.json: pass a transformers model folder, "
                           f"a .gguf file, a hub id, or a named offline model")
        fingerprint, name = fingerprint or quick_fingerprint(path), name or path.name
    else:
        name = name or src
        if not hub_reachable():
            load_kw["local_files_only"] = True  # offline: the hub's local cache only, no retry loop
    where = str(path) if (path.exists() or gguf_file) else src
    return ModelSource(src, where, name, fingerprint, load_kw)


def load_pretrained(source: ModelSource, torch_dtype: Any, trust_remote_code: bool) -> tuple[Any, Any]:
    """(tokenizer, model) from the source; a load that fails is an LLMError that says what to pass. An int8 folder
    (nl2sql.llm.transformers.int8.model) loads as the int8 model it holds, whatever torch_dtype says."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from nl2sql.llm.transformers.int8.model import is_int8_folder, load_int8

    where, load_kw = source.where, source.load_kw
    try:
        tokenizer = AutoTokenizer.from_pretrained(where, trust_remote_code=trust_remote_code, **load_kw)
        if is_int8_folder(where):
            return tokenizer, load_int8(where)
        model = AutoModelForCausalLM.from_pretrained(where, dtype=torch_dtype, trust_remote_code=trust_remote_code,
                                                     **load_kw)
    except OSError as e:
        raise LLMError(
            f"cannot load model {source.given!r} with transformers ({e.__class__.__name__}: "
            f"{str(e).splitlines()[0]}). Pass a local folder or .gguf file, a named offline model "
            f"(e.g. 'qwen2.5-coder-0.5b-instruct'), or a hub id on a machine that reaches the hub"
            f"{' (the hub is not reachable from here)' if load_kw.get('local_files_only') else ''}."
        ) from e
    return tokenizer, model
