"""Which device and dtype a local model runs in: CUDA bf16/fp16 when present, else the CPU path measured fastest here.

On a CPU "auto" is not read off the CPU's flags: AVX512_BF16 made bf16 14% slower than float32 on an Intel Xeon
without AMX. The candidate paths (int8, bf16, float32) are timed once per CPU model on the linear layers that take
most of a model's time, and the fastest is kept in the user cache (cpu-paths.json) for every later load.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import re
import time
from pathlib import Path

from nl2sql.llm.base import LLMError
from nl2sql.paths import cache_dir

_DTYPE_NAMES = {"float32": "float32", "fp32": "float32", "bfloat16": "bfloat16", "bf16": "bfloat16",
                "float16": "float16", "fp16": "float16", "half": "float16", "int8": "int8"}
# what "auto" chooses among on a CPU (nl2sql.llm.transformers.int8: the int8 path)
CPU_PATHS = ("int8", "bfloat16", "float32")


def cpu_features() -> dict:
    """The CPU a run's speed depends on: its model name, cores, and the vector units the engines choose paths by."""
    try:
        info = Path("/proc/cpuinfo").read_text()
    except OSError:
        info = ""
    name = re.search(r"^model name\s*:\s*(.+)$", info, re.M)
    family = re.search(r"^cpu family\s*:\s*(\d+)$", info, re.M)  # a bare "AMD EPYC" says no more than its family
    listed = re.search(r"^flags\s*:(.*)$", info, re.M)
    flags = set(listed.group(1).split()) if listed else set()
    return {"model": name.group(1).strip() if name else platform.processor() or platform.machine(),
            "family": int(family.group(1)) if family else None, "cores": os.cpu_count(), "avx2": "avx2" in flags, "avx512": "avx512f" in flags,
            "avx512_bf16": "avx512_bf16" in flags, "amx_bf16": "amx_bf16" in flags,
            # int8 dot products: what makes an int8 engine (OpenVINO's) fast where there is no bf16 (docs/engines.md)
            "vnni": bool(flags & {"avx512_vnni", "avx_vnni"})}


def cpu_path() -> str:
    """The code path of torch's CPU kernels and MKL's mode in this process (pinned to AVX2 by nl2sql's import unless
    NL2SQL_NATIVE_CPU=1): part of what a model's answers depend on."""
    import torch

    return f"torch {torch.backends.cpu.get_cpu_capability()}, MKL_CBWR {os.environ.get('MKL_CBWR') or 'off'}"


def cpu_supports_bf16() -> bool:
    """True when the CPU has native bf16 arithmetic (AVX512_BF16 or AMX): the rule OpenVINO's own "auto" precision
    follows. Not speed: nl2sql's "auto" times the paths instead (fastest_cpu_path), since bf16 was slower than fp32
    on an Intel Xeon with AVX512_BF16 and no AMX."""
    cpu = cpu_features()
    if cpu["avx512_bf16"] or cpu["amx_bf16"]:
        return True
    try:  # non-Linux fallback: torch reports the best ISA it dispatches to
        import torch

        return "AMX" in str(torch.backends.cpu.get_cpu_capability()).upper()
    except Exception:
        return False


def pick_dtype(device: str = "auto", dtype: str = "auto") -> tuple[str, str]:
    """(device, dtype name): CUDA with bf16/fp16 when present, else the CPU path measured fastest on this CPU
    (fastest_cpu_path: int8 where measured so far, docs/engines.md)."""
    import torch

    if device == "auto":
        device = "cuda" if torch.cuda.is_available() else "cpu"
    if dtype != "auto":
        if dtype not in _DTYPE_NAMES:
            raise LLMError(f"unknown dtype {dtype!r}; use auto, int8, float32, bfloat16 or float16")
        if _DTYPE_NAMES[dtype] == "int8" and not device.startswith("cpu"):
            raise LLMError(f"dtype=int8 is the CPU's path (oneDNN's int8 kernels); on {device} use dtype=auto")
        return device, _DTYPE_NAMES[dtype]
    if device.startswith("cuda"):
        return device, "bfloat16" if torch.cuda.is_bf16_supported() else "float16"
    return device, fastest_cpu_path()


def _cpu_key() -> str:
    """One CPU model with one torch: what a measurement of the paths holds for."""
    import torch

    cpu = cpu_features()
    try:
        flags = re.search(r"^flags\s*:(.*)$", Path("/proc/cpuinfo").read_text(), re.M)
    except OSError:
        flags = None
    digest = hashlib.sha256((flags.group(1) if flags else platform.machine()).encode()).hexdigest()[:12]
    return (f"{cpu['model']} | family {cpu['family']} | flags {digest} | torch {torch.__version__.split('+')[0]} | "
            f"{cpu_path()}")


def time_cpu_paths(paths: tuple[str, ...] = CPU_PATHS, rounds: int = 3) -> dict[str, float]:
    """Seconds each path takes on the default model's two MLP shapes, a 256-token prefill and an 8-row decoding step
    (its matrix products are most of a forward pass), the best of `rounds` rounds taken in turn."""
    import torch

    from nl2sql.llm.transformers.int8.linear import Int8Linear

    torch.manual_seed(0)
    shapes = [(896, 4864), (4864, 896)]
    layers: dict[str, list] = {}
    for path in paths:
        lins = [torch.nn.Linear(k, n) for k, n in shapes]
        layers[path] = ([Int8Linear.from_linear(lin) for lin in lins] if path == "int8"
                        else [lin.to(getattr(torch, path)) for lin in lins])  # int8: twice where products saturate
    inputs = {m: [torch.randn(m, k) for k, _ in shapes] for m in (256, 8)}
    best = {p: float("inf") for p in paths}
    with torch.inference_mode():
        for _ in range(rounds):
            for path in paths:
                dtype = torch.float32 if path == "int8" else getattr(torch, path)
                xs = [(lin, x.to(dtype)) for m in inputs for lin, x in zip(layers[path], inputs[m])]
                for lin, x in xs:  # warm: first calls pack weights and fill caches
                    lin(x)
                t0 = time.perf_counter()
                for lin, x in xs:
                    for _ in range(3):
                        lin(x)
                best[path] = min(best[path], time.perf_counter() - t0)
    return best


def fastest_cpu_path(paths: tuple[str, ...] = CPU_PATHS) -> str:
    """The fastest of the CPU paths here, measured once per CPU model (and torch) and kept in cpu-paths.json."""
    store = cache_dir() / "cpu-paths.json"
    key = _cpu_key()
    try:
        known = json.loads(store.read_text())
    except (OSError, ValueError):
        known = {}
    entry = known.get(key)
    if not entry or any(p not in entry.get("seconds", {}) for p in paths):
        seconds = time_cpu_paths(CPU_PATHS)
        entry = {"seconds": {p: round(s, 5) for p, s in seconds.items()}, "measured": time.strftime("%Y-%m-%d")}
        known[key] = entry
        tmp = store.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(known, indent=1, sort_keys=True))
        os.replace(tmp, store)
    return min(paths, key=lambda p: entry["seconds"][p])
