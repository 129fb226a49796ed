"""nl2sql: an open research harness for agentic text-to-SQL."""

import os
import platform

# OpenMP threads that spin while waiting collapse on a busy 2-core machine (a 1-token matmul measured
# 8-12 ms instead of 0.6 ms under load); sleeping waiters cost little when idle. libgomp reads this
# when torch is first imported, so it is set on importing the package, before anything imports
# torch; an explicit setting in the environment wins.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

# One arithmetic path on every x86 CPU, so that a model's answers do not depend on the CPU: torch's own kernels at their
# AVX2 level (else AVX-512 where the CPU has it) and MKL in its reproducible AVX2 mode (else a vendor's own paths). The
# int8 path's products are exact integers; these pin the float32 around them (norms, attention), whose last bits an int8
# rounding of the activations would otherwise carry into the answers: with both pinned, 100 tune answers were the same
# with the CPU's AVX-512 and VNNI and with every library capped at AVX2 (docs/engines.md#same-answers-on-every-cpu).
# Read before torch computes anything; NL2SQL_NATIVE_CPU=1 (or the variables themselves) leaves torch its own choice.
if os.environ.get("NL2SQL_NATIVE_CPU", "0") in ("", "0") and platform.machine().lower() in ("x86_64", "amd64"):
    os.environ.setdefault("ATEN_CPU_CAPABILITY", "avx2")
    os.environ.setdefault("MKL_CBWR", "AVX2")

# In a notebook without ipywidgets, tqdm.auto (transformers' and sentence-transformers' bars) warns once on
# import; loaded first here with that warning silenced, every bar is tqdm's plain one, warning-free.
from nl2sql.runs.progress import quiet_library_bars  # noqa: E402

quiet_library_bars()

__version__ = "0.1.0"
