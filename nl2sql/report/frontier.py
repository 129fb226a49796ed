"""What each point of EX costs: the runs of an ablation (or any list) on one cost-quality chart (docs/analysis.md).

    points = [frontier_point(name, run_dir, scores) for ...]   # EX, seconds and LLM calls per question
    plot_frontier(points, "ablation_frontier.png")             # EX against seconds and against calls, front marked
    md = frontier_markdown(points)

A run's cost comes from its own files: LLM calls per question from predictions.jsonl, seconds per question from
run_log.jsonl (the wall time of the sessions that generated, over the questions they generated). Seconds are left
out where any of those calls came from the completion cache (a cached call costs no model time, so the wall time
is no cost) or where the run recorded none. A folder may carry cost.json instead ({"calls_per_question": ...,
"seconds_per_question": ..., "source": "..."}): the committed reference runs keep no predictions.jsonl.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from nl2sql.report.tables import markdown_table
from nl2sql.store.runstore import dedupe_by_id, read_jsonl

COST_FILE = "cost.json"


@dataclass
class Point:
    """One run on the chart."""

    name: str
    ex: float | None  # EX over the evaluable questions (0-1)
    calls: float | None  # LLM calls per question
    seconds: float | None  # wall seconds per question
    source: str = ""  # where the cost comes from
    front_calls: bool = False  # on the Pareto front of EX against calls
    front_seconds: bool = False


def run_cost(run_dir: str | Path) -> tuple[float | None, float | None, str]:
    """(LLM calls per question, seconds per question, source) of a run folder."""
    run_dir = Path(run_dir)
    explicit = run_dir / COST_FILE
    if explicit.is_file():
        d = json.loads(explicit.read_text(encoding="utf-8"))
        return d.get("calls_per_question"), d.get("seconds_per_question"), d.get("source", COST_FILE)
    preds = list(dedupe_by_id(read_jsonl(run_dir / "predictions.jsonl")).values())
    calls = sum(float(p.get("llm_calls") or 0) for p in preds) / len(preds) if preds else None
    generated, wall, cached = 0, 0.0, 0
    for s in read_jsonl(run_dir / "run_log.jsonl"):
        if s.get("generated"):
            generated += int(s["generated"])
            wall += float(s.get("wall_s") or 0)
            cached += int((s.get("usage") or {}).get("cached_calls") or 0)
    if not generated:
        return calls, None, "predictions.jsonl (no timed session)"
    if cached:
        return calls, None, f"predictions.jsonl; seconds left out: {cached} calls from the completion cache"
    return calls, wall / generated, "predictions.jsonl, run_log.jsonl"


def frontier_point(name: str, run_dir: str | Path, scores: pd.DataFrame) -> Point:
    ev = scores[scores["evaluable"]]
    vals = ev["EX"].dropna() if "EX" in ev else pd.Series(dtype=float)
    calls, seconds, source = run_cost(run_dir)
    return Point(name, float(vals.mean()) if len(vals) else None, calls, seconds, source)


def pareto(points: Sequence[Point], cost: str) -> list[Point]:
    """The points no other point beats: at most the cost and at least the EX, one strictly better."""
    have = [p for p in points if p.ex is not None and getattr(p, cost) is not None]
    front = []
    for p in have:
        pc = getattr(p, cost)
        if not any((getattr(q, cost) <= pc and q.ex >= p.ex) and (getattr(q, cost) < pc or q.ex > p.ex)
                   for q in have if q is not p):
            front.append(p)
    return sorted(front, key=lambda p: getattr(p, cost))


def mark_fronts(points: Sequence[Point]) -> list[Point]:
    for cost, flag in (("calls", "front_calls"), ("seconds", "front_seconds")):
        on = {id(p) for p in pareto(points, cost)}
        for p in points:
            setattr(p, flag, id(p) in on)
    return list(points)


def plot_frontier(points: Sequence[Point], path: str | Path, title: str = "") -> Path | None:
    """EX against seconds per question (left) and against LLM calls per question (right), the Pareto front joined
    and its points filled; a run with no cost on an axis is left out of that panel. None when nothing has a cost."""
    from matplotlib.figure import Figure

    mark_fronts(points)
    panels = [(c, lbl) for c, lbl in (("seconds", "seconds per question"), ("calls", "LLM calls per question"))
              if any(getattr(p, c) is not None and p.ex is not None for p in points)]
    if not panels:
        return None
    fig = Figure(figsize=(5.2 * len(panels), 3.8), dpi=120, layout="constrained")
    axes = fig.subplots(1, len(panels), squeeze=False)[0]
    for ax, (cost, label) in zip(axes, panels):
        have = [p for p in points if getattr(p, cost) is not None and p.ex is not None]
        front = pareto(have, cost)
        ax.plot([getattr(p, cost) for p in front], [100 * p.ex for p in front], "-", color="tab:red", lw=1, zorder=1,
                label="Pareto front")
        on_front = {id(p) for p in front}
        for i, p in enumerate(sorted(have, key=lambda q: (getattr(q, cost), q.ex))):
            on = id(p) in on_front
            ax.scatter([getattr(p, cost)], [100 * p.ex], s=36, zorder=2, color="tab:red" if on else "white",
                       edgecolors="tab:red" if on else "tab:gray")
            # Neighbours' labels step down in turn, so runs of nearly one cost and EX stay readable.
            ax.annotate(p.name, (getattr(p, cost), 100 * p.ex), textcoords="offset points", xytext=(4, 3 - 9 * (i % 3)),
                        fontsize="x-small")
        ax.set_xlabel(label)
        ax.set_ylabel("EX (%)")
        ax.grid(alpha=0.3)
        ax.legend(loc="best", fontsize="small", frameon=False)
    fig.suptitle(title or "Cost and quality")
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, format="png", metadata={"Software": None})
    return path


def _num(v: float | None, fmt: str) -> str:
    return "n/a" if v is None or (isinstance(v, float) and math.isnan(v)) else fmt.format(v)


def frontier_markdown(points: Sequence[Point], title: str = "Cost and quality") -> str:
    """The chart's numbers: EX, seconds and calls per question of each run, * on each Pareto front."""
    mark_fronts(points)
    rows = [[p.name, _num(None if p.ex is None else 100 * p.ex, "{:.1f}"),
             _num(p.seconds, "{:.2f}") + (" *" if p.front_seconds else ""),
             _num(p.calls, "{:.2f}") + (" *" if p.front_calls else ""), p.source] for p in points]
    md = markdown_table(["Run", "EX", "s / question", "LLM calls / question", "cost from"], rows,
                        ["l", "r", "r", "r", "l"])
    notes = ["* on the Pareto front of EX against that cost (no other run has at least its EX at no more cost). "
             "Seconds are the wall time of the sessions that generated, per question generated; n/a where calls came "
             "from the completion cache or none was timed (nl2sql.report.frontier)."]
    return "\n".join([f"### {title}", "", md, "", *notes])
