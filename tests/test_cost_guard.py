"""The cost bench's guard, the CPU it records, and the heap trim the decoder calls after a prefill."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from nl2sql.llm.transformers.device import cpu_features, cpu_supports_bf16
from nl2sql.llm.transformers.decoding.heap import trim
from nl2sql.paths import REPO_ROOT


def bench():
    spec = importlib.util.spec_from_file_location("loop_vs_baseline", REPO_ROOT / "bench" / "loop_vs_baseline.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_cpu_features_read_the_flags_the_dtype_is_picked_by():
    cpu = cpu_features()
    assert cpu["cores"] >= 1 and cpu["model"]
    info = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else ""
    flags = set(re.search(r"^flags\s*:(.*)$", info, re.M).group(1).split()) if "flags" in info else set()
    assert (cpu["avx2"], cpu["avx512_bf16"], cpu["amx_bf16"]) == ("avx2" in flags, "avx512_bf16" in flags,
                                                                  "amx_bf16" in flags)
    if flags:
        assert cpu_supports_bf16() == bool(flags & {"avx512_bf16", "amx_bf16"})


def rss_mb() -> float:
    return int(re.search(r"VmRSS:\s+(\d+)", Path("/proc/self/status").read_text()).group(1)) / 1024


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads RSS from /proc")
def test_trim_hands_freed_heap_memory_back():
    import ctypes

    if not trim():
        pytest.skip("not glibc: no malloc_trim")
    libc = ctypes.CDLL(None)
    libc.malloc.restype = ctypes.c_void_p
    libc.free.argtypes = [ctypes.c_void_p]
    # Many small blocks (below the mmap threshold: they live in the heap), touched, then freed but the last.
    blocks = [libc.malloc(64 * 1024) for _ in range(3000)]
    for b in blocks:
        ctypes.memset(b, 1, 64 * 1024)
    for b in blocks[:-1]:
        libc.free(b)
    held = rss_mb()
    assert trim()
    assert rss_mb() < held - 100  # ~190 MB were free in the heap's middle, kept by glibc until trimmed
    libc.free(blocks[-1])


def test_the_guard_reports_each_goal_and_fails_on_a_miss(capsys):
    rows = {"baseline": {"ratio": 1.0, "peak_rss_gb": 2.5},
            "loop tool_choice=policy": {"ratio": 1.3, "peak_rss_gb": 2.9},
            "candidates n=8": {"ratio": 3.3, "peak_rss_gb": 3.6}}
    guard = bench().guard
    assert guard(rows, "candidates=2.5,loop=1.6,rss=3") is True
    out = capsys.readouterr().out
    assert "candidates n=8 <= 2.5x the baseline: 3.30x MISSED" in out and "1.30x met" in out
    assert "loop tool_choice=policy peak RSS <= 3 GB: 2.90 met" in out and "candidates n=8 peak RSS <= 3 GB: 3.60 MISSED" in out
    assert "goal baseline" not in out  # the baseline is the yardstick, not a goal
    assert guard(rows, "candidates=3.5,loop=1.6") is False and guard(rows, "") is False


def test_a_draw_by_database_poses_many_questions_on_few_databases():
    from dataclasses import dataclass

    @dataclass
    class Q:
        id: int
        db_id: str

    # 6 databases: two with 2 questions, four with 5; the split's order interleaves them
    qs = [Q(i, db) for i, db in enumerate([f"db{k}" for k in range(6)] * 5) if not (int(db[2:]) < 2 and i >= 12)]
    draw = bench().by_database
    got = draw(qs, 4, 8, seed=0)
    assert len(got) == 8 and len({q.db_id for q in got}) == 2  # 4 a database, only among those with 4 or more
    assert all(q.db_id not in ("db0", "db1") for q in got)
    assert [q.id for q in got] == sorted(q.id for q in got)  # the split's order is kept
    assert draw(qs, 4, 8, seed=0) == got and draw(qs, 4, 8, seed=1) != got  # seeded
    assert len(draw(qs, 4, 10, seed=0)) == 10  # a part of a database when the count does not divide
