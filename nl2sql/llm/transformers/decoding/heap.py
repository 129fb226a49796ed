"""Memory the process freed handed back to the system, so a long run's peak RSS is what it holds, not what it held.

glibc keeps the memory of freed tensors in its heap for reuse: after a long prompt's prefill (its activations take
about 190 KB a token in float32 for the default model) the process stays that much larger until something else
fills the hole, and the holes add up to the peak. `trim()` returns the free pages at once (malloc_trim).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
from typing import Any


@functools.cache
def _libc() -> Any:
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    return libc if libc is not None and hasattr(libc, "malloc_trim") else None  # glibc only


def trim() -> bool:
    """Return the heap's free pages to the system (glibc's malloc_trim); False where the C library has none."""
    libc = _libc()
    if libc is None:
        return False
    libc.malloc_trim(0)
    return True
