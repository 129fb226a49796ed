"""The engine decision (docs/engines.md#decision): every method on each engine, paired on the same questions and
pooled over the splits, held against the adoption rule (at least as fast as the reference, EX within 1 point).

    .venv/bin/python bench/engine_grid.py --data ../shared/spider --splits tune,confirm --sample 60 \
        --engines transformers:bfloat16,transformers:int8 --out results/reference/engines/zen4-int8
    .venv/bin/python bench/engine_grid.py --data ../shared/spider --splits tune,confirm --dtype float32 \
        --engines transformers,openvino --out results/reference/engines/float32     # --dtype for every engine
    .venv/bin/python bench/engine_grid.py ... --table-only                                # the table again

An engine is a backend, or backend:dtype (transformers:int8, the CPU default; transformers:bfloat16; openvino:float32).

For each split and method, the engines run side by side, one thread each, as `python -m nl2sql run` processes
(run folders under OUT/runs/, resumable: a rerun finishes what a stopped one left; the completion cache off, so
every answer is generated), so both see the same machine. Each process's peak RSS is read from the kernel when it
ends (os.wait4). The table (OUT/engines.md, OUT/engines.csv) gives, per method, each engine's seconds (the runs'
method time from run_log.jsonl, setup apart), its speed-up over the first engine, EX pooled over the splits, the
paired counts (questions only one engine gets right), the peak RSS and the verdict of the rule. Training-derived
splits only: the decision is never made on dev questions.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from nl2sql.llm.transformers.device import cpu_features
from nl2sql.store.provenance import git_state
from nl2sql.store.runlog import read_sessions
from nl2sql.store.runstore import read_finished

METHODS = ("baseline", "loop", "candidates")
# docs/engines.md#decision: no slower than the reference, and EX within a method's points pooled (the candidate
# agent's draws differ by engine) or, for the greedy methods, at least SAME_SQL of the answers the same
RULE_SPEEDUP, RULE_EX_POINTS, SAME_SQL = 1.0, {"baseline": 1.0, "loop": 1.0, "candidates": 3.0}, 0.9


def engine_knobs(engine: str, dtype: str) -> list[str]:
    """The run's --set arguments for an engine: "backend" (with the grid's --dtype) or "backend:dtype"."""
    backend, _, own = engine.partition(":")
    return ["--set", f"backend={backend}", "--set", f"dtype={own or dtype}"]


def run_pair(data: str, split: str, method: str, engines: list[str], dtype: str, root: Path,
             sample: int | None, native: tuple[str, ...] = ()) -> dict[str, dict]:
    """Run one split and method on every engine at once (one thread each); {engine: {peak_rss_gb, wall_s, rc}}."""
    procs = {}
    for engine in engines:
        cmd = [sys.executable, "-m", "nl2sql", "run", "--data", data, "--split", split, "--method", method,
               "--run-id", run_name(split, method, engine), "--results", str(root), "--no-progress",
               *engine_knobs(engine, dtype), "--set", "threads=1",
               "--set", "llm_cache=false", "--set", "metrics=VA,EX", *(["--sample", str(sample)] if sample else [])]
        env = {**os.environ, "OMP_NUM_THREADS": "1"}  # torch's other pools (the embedding model) on one thread too
        if engine in native:  # torch's and MKL's own fastest kernels for this CPU, not nl2sql's pinned AVX2 path
            env["NL2SQL_NATIVE_CPU"] = "1"
        log = (root / f"{run_name(split, method, engine)}.log").open("ab")
        procs[engine] = (subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT), time.perf_counter())
    out = {}
    by_pid = {proc.pid: (engine, t0) for engine, (proc, t0) in procs.items()}
    while by_pid:  # whichever ends first: each process's own wall time
        pid, status, usage = os.wait4(-1, 0)
        if pid not in by_pid:
            continue
        engine, t0 = by_pid.pop(pid)
        out[engine] = {"rc": os.waitstatus_to_exitcode(status), "wall_s": round(time.perf_counter() - t0, 1),
                       "peak_rss_gb": round(usage.ru_maxrss / 1024 ** 2, 3)}  # ru_maxrss: KB on Linux
    return out


def slug(engine: str) -> str:
    """An engine's part of a run id: transformers:int8 -> transformers-int8."""
    return engine.replace(":", "-")


def run_name(split: str, method: str, engine: str) -> str:
    """The run id (its folder, its log, its processes.json key) of one split, method and engine."""
    return f"{split}-{method}-{slug(engine)}"


def ex_by_question(folder: Path) -> dict[str, int]:
    """{question id: EX} of a finished run folder (its per-question metrics.csv)."""
    with open(folder / "metrics.csv", newline="", encoding="utf-8") as f:
        return {row["id"]: int(row["EX"]) for row in csv.DictReader(f)}


def sql_by_question(folder: Path) -> dict[str, str]:
    """{question id: SQL, whitespace folded} of a finished run folder (its predictions.jsonl)."""
    return {q: " ".join((r.get("sql") or "").split()) for q, r in read_finished(folder).items()}


def method_seconds(folder: Path) -> float:
    """Seconds the method spent generating, summed over the runner's calls (a resumed run has several)."""
    return sum(s.method_s for s in read_sessions(folder))


def table(root: Path, splits: list[str], engines: list[str], peaks: dict) -> list[dict]:
    """One row per method and engine, pooled over the splits, against the first engine (the reference)."""
    rows = []
    for method in METHODS:
        ref = None
        for engine in engines:
            folders = [root / run_name(s, method, engine) for s in splits]
            if not all((f / "metrics.csv").is_file() for f in folders):
                continue
            ex: dict[str, int] = {}
            sql: dict[str, str] = {}
            for s, f in zip(splits, folders):
                ex.update({f"{s}/{q}": v for q, v in ex_by_question(f).items()})
                sql.update({f"{s}/{q}": v for q, v in sql_by_question(f).items()})
            secs = sum(method_seconds(f) for f in folders)
            peak = max((peaks.get(run_name(s, method, engine), {}).get("peak_rss_gb") or 0 for s in splits), default=0)
            row = {"method": method, "engine": engine, "questions": len(ex), "method_s": round(secs, 1),
                   "EX": round(100 * sum(ex.values()) / max(len(ex), 1), 1), "peak_rss_gb": peak or None}
            if ref is None:
                ref = (row, ex, sql)
            else:
                base, base_ex, base_sql = ref
                row["speedup"] = round(base["method_s"] / secs, 2) if secs else None
                row["ex_diff"] = round(row["EX"] - base["EX"], 1)
                row["only_reference_right"] = sum(1 for q, v in base_ex.items() if v and not ex.get(q))
                row["only_this_right"] = sum(1 for q, v in ex.items() if v and not base_ex.get(q))
                row["same_sql"] = round(sum(sql.get(q) == v for q, v in base_sql.items()) / max(len(base_sql), 1), 3)
                close = (abs(row["ex_diff"]) <= RULE_EX_POINTS[method]
                         or (method != "candidates" and row["same_sql"] >= SAME_SQL))
                row["adopt"] = bool(row["speedup"] and row["speedup"] >= RULE_SPEEDUP and close)
            rows.append(row)
    return rows


def write_table(rows: list[dict], out: Path, meta: dict) -> None:
    cols = ["method", "engine", "questions", "method_s", "speedup", "EX", "ex_diff", "only_reference_right",
            "only_this_right", "same_sql", "peak_rss_gb", "adopt"]
    with open(out / "engines.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=cols, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)
    cpu = meta["cpu"]
    lines = [f"# Engines on {', '.join(meta['splits'])}, dtype={meta['dtype']}", "",
             f"CPU: {cpu['model']}, {cpu['cores']} cores, AVX2 {cpu['avx2']}, AVX512 {cpu['avx512']}, VNNI "
             f"{cpu.get('vnni')}, AVX512_BF16 {cpu['avx512_bf16']}, AMX {cpu['amx_bf16']}; commit "
             f"{(meta['git'] or {}).get('commit')} (dirty: {(meta['git'] or {}).get('dirty')}). Rule: adopt where at "
             f"least {RULE_SPEEDUP}x the reference's speed with EX within {RULE_EX_POINTS['baseline']} point pooled "
             f"over the splits (or {SAME_SQL:.0%} of the SQL the same), the candidate agent within "
             f"{RULE_EX_POINTS['candidates']}; the first engine is the reference. Engines on torch's own kernel choice "
             f"(NL2SQL_NATIVE_CPU=1): {meta.get('native') or 'none'}; the others on nl2sql's pinned AVX2 path.", "",
             "| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    lines += ["| " + " | ".join("" if r.get(c) is None else str(r.get(c)) for c in cols) + " |" for r in rows]
    (out / "engines.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", required=True, help="a Spider-style folder with the splits")
    ap.add_argument("--splits", default="tune,confirm", help="training-derived splits, pooled")
    ap.add_argument("--methods", default=",".join(METHODS))
    ap.add_argument("--engines", default="transformers,openvino", help="the first is the reference")
    ap.add_argument("--dtype", default="auto", help="the dtype of an engine named without one (backend:dtype)")
    ap.add_argument("--sample", type=int, default=None, help="a seeded sample of N questions of each split")
    ap.add_argument("--native", default="", help="engines run with torch's own kernel choice (NL2SQL_NATIVE_CPU=1): "
                    "a reference at its fastest, its answers then the CPU's")
    ap.add_argument("--out", required=True)
    ap.add_argument("--table-only", action="store_true", help="only the table, from the finished runs")
    args = ap.parse_args(argv)
    out, splits, engines = Path(args.out), args.splits.split(","), args.engines.split(",")
    root = out / "runs"
    root.mkdir(parents=True, exist_ok=True)
    peaks_file = out / "processes.json"
    peaks = json.loads(peaks_file.read_text()) if peaks_file.is_file() else {}
    if not args.table_only:
        for split in splits:
            for method in args.methods.split(","):
                done = all((root / run_name(split, method, e) / "metrics.csv").is_file() for e in engines)
                if done:
                    continue
                for engine, fig in run_pair(args.data, split, method, engines, args.dtype, root, args.sample,
                                            tuple(filter(None, args.native.split(",")))).items():
                    peaks[run_name(split, method, engine)] = fig
                    peaks_file.write_text(json.dumps(peaks, indent=2) + "\n", encoding="utf-8")
                    print(f"{split} {method} {engine}: {fig}", flush=True)
    meta = {"splits": splits, "dtype": args.dtype, "cpu": cpu_features(), "git": git_state(), "argv": sys.argv[1:],
            "native": args.native}
    made = out / "engines.json"
    if args.table_only and made.is_file():  # the runs' machine and commit, not the tree that re-tables them
        meta.update({k: v for k, v in json.loads(made.read_text()).items() if k in ("cpu", "git", "argv")})
    rows = table(root, splits, engines, peaks)
    write_table(rows, out, meta)
    made.write_text(json.dumps({**meta, "rows": rows}, indent=2) + "\n", encoding="utf-8")
    print((out / "engines.md").read_text())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
