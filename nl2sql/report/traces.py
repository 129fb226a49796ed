"""A run's traces to read by hand: Markdown transcripts (traces.md, `python -m nl2sql trace`) and decision logs."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pandas as pd

from nl2sql.eval.scores import METRICS
from nl2sql.report.accuracy import load_metrics
from nl2sql.report.transcript import render_trace
from nl2sql.store.runstore import read_finished, read_jsonl, read_manifest, read_traces

TRACE_FILTERS = ("all", "finish", "fallback", "wrong", "right")
TRACES_SHOWN = 20  # questions in a run's traces.md (python -m nl2sql trace shows any others)


def traces_markdown(run_dir: str | Path, ids: Sequence[str] | None = None, n: int | None = 20,
                    where: str = "all", seed: int | None = None, max_chars: int = 500) -> str:
    """A run's traces as Markdown (docs/reference-loop.md#traces), with gold SQL and per-question scores when known.

    ids picks questions; else the first n (or a seeded sample of n with seed) among those matching where:
    finish / fallback (how the loop ended) or right / wrong (EX, once the run is scored).
    """
    if where not in TRACE_FILTERS:
        raise ValueError(f"unknown trace filter {where!r}: use one of {', '.join(TRACE_FILTERS)}")
    if n is not None and n < 1:
        raise ValueError(f"n must be >= 1 or None (every question), got {n}")
    run_dir = Path(run_dir)
    traces = read_traces(run_dir)
    if not traces:
        raise FileNotFoundError(f"no traces in {run_dir / 'traces.jsonl'}: pass a run folder of results/")
    preds = read_finished(run_dir)
    scores: dict[str, dict] = {}
    if (run_dir / "metrics.csv").is_file():
        df = load_metrics(run_dir / "metrics.csv")
        cols = [c for c in ("hardness", *METRICS) if c in df.columns]
        scores = {str(r["id"]): {c: r[c] for c in cols if pd.notna(r[c])} for r in df.to_dict("records")}
    gold = _gold_by_id(run_dir)

    def keep(i: str) -> bool:
        p, ex = preds.get(i, {}), scores.get(i, {}).get("EX")
        return {"all": True, "finish": p.get("stop_reason") == "finish", "fallback": bool(p.get("fallback_used")),
                "wrong": ex is not None and not ex, "right": bool(ex)}[where]

    if ids:
        missing = [i for i in ids if i not in traces]
        if missing:
            raise ValueError(f"no trace for {', '.join(missing)} in {run_dir}: ids look like {next(iter(traces))}")
        chosen = list(ids)
    else:
        chosen = [i for i in sorted(traces, key=lambda i: traces[i].get("index", 0)) if keep(i)]
        if seed is not None and n is not None and n < len(chosen):
            rng = np.random.default_rng(seed)
            chosen = sorted(rng.choice(chosen, size=n, replace=False).tolist(), key=lambda i: traces[i].get("index", 0))
        chosen = chosen[:n] if n is not None else chosen
    parts = [f"# Traces of {run_dir.name} ({len(chosen)} of {len(traces)} questions; filter: {where})", ""]
    for i in chosen:
        parts.append(render_trace(traces[i], preds.get(i), gold.get(i), scores.get(i), max_chars))
    # A lone surrogate in a model's text (stored escaped in the JSONL) cannot be written as UTF-8: show its escape.
    return "\n".join(parts).encode("utf-8", "backslashreplace").decode("utf-8")


def _gold_by_id(run_dir: Path) -> dict[str, str]:
    """Gold SQL of a run's questions, from the dataset its config names (empty when it cannot be read)."""
    from nl2sql.data.dataset import DatasetError, load_dataset

    try:
        knobs = (read_manifest(run_dir) or {}).get("config", {})
        ds = load_dataset(knobs["data_dir"], knobs.get("split", "dev"))
    except (OSError, KeyError, ValueError, DatasetError):
        return {}
    return {e.id: e.gold_sql for e in ds}


def trace_frame(run_dir: str | Path, question_id: str | None = None) -> pd.DataFrame:
    """The decision log of one question of a run (the first one by default) as a DataFrame."""
    rows = read_jsonl(Path(run_dir) / "traces.jsonl")
    if not rows:
        return pd.DataFrame()
    row = next((r for r in rows if r.get("id") == question_id), rows[0]) if question_id else rows[0]
    log = row.get("decision_log") or []
    if not log:  # the baseline has no decision log: show its one raw output
        return pd.DataFrame([{"step": e.get("step"), "llm": e.get("llm")} for e in row.get("trace", [])])
    return pd.DataFrame([{"step": e.get("step"), "decision": e.get("decision"), "status": e.get("status"),
                          "reason": e.get("reason")} for e in log])
