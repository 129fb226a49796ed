"""Which device and dtype a local model runs in: CUDA bf16/fp16 when present, else CPU bf16 where native, else fp32."""

from __future__ import annotations

import os
import platform
import re
from pathlib import Path

from nl2sql.llm.base import LLMError

_DTYPE_NAMES = {"float32": "float32", "fp32": "float32", "bfloat16": "bfloat16", "bf16": "bfloat16",
                "float16": "float16", "fp16": "float16", "half": "float16"}


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


def cpu_supports_bf16() -> bool:
    """True when the CPU has native bf16 arithmetic (AVX512_BF16 or AMX), where bf16 beats fp32 (on an AMD EPYC
    with AVX512_BF16 and no AMX: 2x the prefill of fp32, results/reference/tune/cost-bench)."""
    cpu = cpu_features()
    if cpu["avx512_bf16"] or cpu["amx_bf16"]:
        return True
    try:  # non-Linux fallback: torch reports the best ISA it dispatches to
        import torch

        return "AMX" in str(torch.backends.cpu.get_cpu_capability()).upper()
    except Exception:
        return False


def pick_dtype(device: str = "auto", dtype: str = "auto") -> tuple[str, str]:
    """(device, dtype name) by hardware: CUDA with bf16/fp16 when present, else CPU bf16 if native, else fp32."""
    import torch

    if device == "auto":
        device = "cuda" if torch.cuda.is_available() else "cpu"
    if dtype != "auto":
        if dtype not in _DTYPE_NAMES:
            raise LLMError(f"unknown dtype {dtype!r}; use auto, float32, bfloat16 or float16")
        return device, _DTYPE_NAMES[dtype]
    if device.startswith("cuda"):
        return device, "bfloat16" if torch.cuda.is_bf16_supported() else "float16"
    return device, "bfloat16" if cpu_supports_bf16() else "float32"
