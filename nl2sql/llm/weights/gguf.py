"""GGUF files: dequantized once into a plain safetensors folder (or an int8 one) that loads in seconds."""

from __future__ import annotations

import copy
import hashlib
import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from nl2sql.paths import cache_dir, locked_folder


def folder_dtype(dtype: str) -> str:
    """What a converted folder holds for a model run in `dtype`: int8 its own int8 weights, bf16 bf16 (half the
    disk, the same numbers), anything else the exact float32 dequantization."""
    return dtype if dtype in ("int8", "bfloat16") else "float32"


@contextmanager
def one_reading() -> Iterator[None]:
    """Within it, a GGUF is read once. transformers reads a GGUF anew for the tokenizer, the config and the weights:
    gguf's reader builds a 150k-token vocabulary's fields in Python (about 14 s for the default model, most of a
    conversion), and transformers parses every field's value again at each read. A reader is read-only, so one serves
    all, over a plain array of the file's bytes (numpy's memmap bookkeeping on each of its 760k small slices was half
    its time); the metadata without the tensors (the tokenizer's and the config's read) is parsed once."""
    import gguf
    import numpy as np
    from transformers import modeling_gguf_pytorch_utils as hf_gguf

    built, parse, readers, metadata = gguf.GGUFReader, hf_gguf.load_gguf_checkpoint, {}, {}

    class PlainReader(built):  # type: ignore[misc, valid-type]
        @property
        def data(self) -> "np.ndarray":
            return self._bytes

        @data.setter
        def data(self, value: "np.ndarray") -> None:
            self._bytes = value.view(np.ndarray)  # the same mapped bytes, sliced as a plain array

    def reader(path: str | os.PathLike, mode: str = "r") -> "gguf.GGUFReader":
        key = (os.fspath(path), mode)
        if key not in readers:
            readers[key] = PlainReader(path, mode)
        return readers[key]

    def parsed(path: str | os.PathLike, *args: object, **kw: object) -> dict:
        if args or any(v for v in kw.values()):  # the tensors too, or a model to map them to: read as asked
            return parse(path, *args, **kw)
        if os.fspath(path) not in metadata:
            metadata[os.fspath(path)] = parse(path, return_tensors=False)
        return copy.deepcopy(metadata[os.fspath(path)])  # each caller may change what it gets

    gguf.GGUFReader, hf_gguf.load_gguf_checkpoint = reader, parsed  # both are looked up at each call
    try:
        yield
    finally:
        gguf.GGUFReader, hf_gguf.load_gguf_checkpoint = built, parse


def convert_gguf(gguf_file: Path, out_dir: Path, dtype: str = "float32") -> None:
    """Dequantize a GGUF with transformers and save it as a plain safetensors folder; dtype "int8": turned int8 from
    the exact float32 weights (nl2sql.llm.transformers.int8.model) and saved as an int8 folder."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer, GgufConfig

    torch_dtype = {"float32": torch.float32, "int8": torch.float32, "bfloat16": torch.bfloat16,
                   "float16": torch.float16}[dtype]
    with one_reading():
        tok = AutoTokenizer.from_pretrained(str(gguf_file.parent), gguf_file=gguf_file.name)
        # dequantize=True: unpack every block into a dense tensor (transformers would otherwise keep
        # the weights packed, which cannot be saved as plain safetensors).
        model = AutoModelForCausalLM.from_pretrained(
            str(gguf_file.parent), gguf_file=gguf_file.name, dtype=torch_dtype,
            quantization_config=GgufConfig(gguf_file=gguf_file.name, dequantize=True),
        )
    if getattr(model, "hf_quantizer", None) is not None:
        model.hf_quantizer = None  # the weights are plain tensors now; nothing quantized is left to save
    # The dequantized weights are plain tensors now: drop the GGUF quantization config, or
    # transformers would look for the GGUF file again on load.
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    if dtype == "int8":
        from nl2sql.llm.transformers.int8.model import save_int8, to_int8

        to_int8(model)
        save_int8(model, tok, out_dir)
        return
    model.save_pretrained(str(out_dir), safe_serialization=True)
    tok.save_pretrained(str(out_dir))
    cfg_path = out_dir / "config.json"
    cfg = json.loads(cfg_path.read_text())
    cfg.pop("quantization_config", None)
    cfg["dtype"] = dtype
    cfg_path.write_text(json.dumps(cfg, indent=2, sort_keys=True))


def quick_fingerprint(path: Path) -> str:
    """Cheap content fingerprint of a file or folder: names, sizes, and the first/last MiB of each file."""
    files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
    h = hashlib.sha256()
    for f in files:
        size = f.stat().st_size
        h.update(f"{f.name}:{size}".encode())
        with open(f, "rb") as fh:
            h.update(fh.read(1 << 20))
            if size > 2 << 20:
                fh.seek(-(1 << 20), os.SEEK_END)
                h.update(fh.read(1 << 20))
    return h.hexdigest()[:16]


def converted_gguf_dir(gguf_file: Path, dtype: str) -> Path:
    """Convert any GGUF file once to a safetensors folder under the cache, keyed by its content."""
    root = cache_dir() / "converted"
    dest = root / f"{gguf_file.stem}-{quick_fingerprint(gguf_file)}-{dtype}"
    if (dest / "config.json").exists():
        return dest
    with locked_folder(root):
        if (dest / "config.json").exists():
            return dest
        tmp = Path(tempfile.mkdtemp(prefix=dest.name + ".partial-", dir=root))
        try:
            convert_gguf(gguf_file, tmp, dtype)
            tmp.chmod(0o755)
            os.replace(tmp, dest)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
    return dest
