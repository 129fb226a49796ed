"""What each point of EX costs: the runs of an ablation (or any list) on one cost-quality chart (docs/analysis.md).

    points = [frontier_point(name, run_dir, scores) for ...]   # scores: load_metrics(run_dir / "metrics.csv")
    plot_frontier(points, "ablation_frontier.png")             # EX against seconds and against calls, front marked
    md = frontier_markdown(points)

A run's cost comes from its own files: LLM calls per question from predictions.jsonl, seconds per question from
run_log.jsonl (the method's own time in the sessions that generated, over the questions they generated). The one-off
setup (fetching, converting and loading the model, loading the embedding model: nl2sql.runs.prepare) is not a
question's cost: it is shown beside the seconds ("setup s"), never in them. A run logged before setup was timed apart
has its setup inside its seconds and no setup to show. Seconds are left out where any of those calls came from the
completion cache (a cached call costs no model time, so the wall time is no cost) or where the run recorded none. A
folder may carry cost.json instead ({"calls_per_question": ..., "seconds_per_question": ..., "setup_seconds": ...,
"source": "..."}, setup_seconds optional): the committed reference runs keep no predictions.jsonl.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from nl2sql.report.figures import figure, save_png
from nl2sql.report.tables import markdown_table
from nl2sql.store.runlog import read_sessions
from nl2sql.store.runstore import read_finished

COST_FILE = "cost.json"


@dataclass
class Point:
    """One run on the chart."""

    name: str
    ex: float | None  # EX over the evaluable questions (0-1)
    calls: float | None  # LLM calls per question
    seconds: float | None  # the method's seconds per question (setup not counted)
    source: str = ""  # where the cost comes from
    setup_s: float | None = None  # one-off setup seconds, shown beside (None: not recorded apart)
    front_calls: bool = False  # on the Pareto front of EX against calls
    front_seconds: bool = False


@dataclass(frozen=True)
class Cost:
    """What a run's questions cost, and its one-off setup kept apart."""

    calls: float | None  # LLM calls per question
    seconds: float | None  # the method's seconds per question
    source: str  # where the numbers come from
    setup_s: float | None = None  # setup seconds of the sessions that generated (None: not recorded apart)


def run_cost(run_dir: str | Path) -> Cost:
    """LLM calls and the method's seconds per question of a run folder, and its setup seconds."""
    run_dir = Path(run_dir)
    explicit = run_dir / COST_FILE
    if explicit.is_file():
        d = json.loads(explicit.read_text(encoding="utf-8"))
        return Cost(d.get("calls_per_question"), d.get("seconds_per_question"), d.get("source", COST_FILE),
                    d.get("setup_seconds"))
    preds = list(read_finished(run_dir).values())
    calls = sum(float(p.get("llm_calls") or 0) for p in preds) / len(preds) if preds else None
    timed = [s for s in read_sessions(run_dir) if s.generated]
    if not timed:
        return Cost(calls, None, "predictions.jsonl (no timed session)")
    # A session logged before setup was timed apart has it inside its method time: no setup to show then.
    setup = None if any(s.setup_s is None for s in timed) else sum(s.setup_s or 0.0 for s in timed)
    cached = sum(s.cached_calls for s in timed)
    if cached:
        return Cost(calls, None, f"predictions.jsonl; seconds left out: {cached} calls from the completion cache",
                    setup)
    seconds = sum(s.method_s for s in timed) / sum(s.generated for s in timed)
    return Cost(calls, seconds, "predictions.jsonl, run_log.jsonl", setup)


def frontier_point(name: str, run_dir: str | Path, scores: pd.DataFrame) -> Point:
    """A run's EX and cost, from its scores and its folder."""
    ev = scores[scores["evaluable"]]
    vals = ev["EX"].dropna() if "EX" in ev else pd.Series(dtype=float)
    cost = run_cost(run_dir)
    return Point(name, float(vals.mean()) if len(vals) else None, cost.calls, cost.seconds, cost.source, cost.setup_s)


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
    and its points filled; a run with no cost on an axis is left out of that panel. None when nothing has a cost.
    Where setup was timed apart, the seconds are the method's and each run's label names its setup. The title wraps
    to the figure's width (nl2sql.report.figures)."""
    mark_fronts(points)
    apart = any(p.setup_s is not None for p in points)
    seconds = "the method's seconds per question (setup apart)" if apart else "seconds per question"
    panels = [(c, lbl) for c, lbl in (("seconds", seconds), ("calls", "LLM calls per question"))
              if any(getattr(p, c) is not None and p.ex is not None for p in points)]
    if not panels:
        return None
    fig, axes = figure(5.2 * len(panels), 3.8, panels=len(panels))
    axes = axes if len(panels) > 1 else [axes]
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
            name = p.name if cost != "seconds" or p.setup_s is None else f"{p.name} (setup {p.setup_s:.1f} s)"
            # Neighbours' labels step down in turn, so runs of nearly one cost and EX stay readable.
            ax.annotate(name, (getattr(p, cost), 100 * p.ex), textcoords="offset points", xytext=(4, 3 - 9 * (i % 3)),
                        fontsize="x-small")
        ax.set_xlabel(label)
        ax.set_ylabel("EX (%)")
        ax.grid(alpha=0.3)
        ax.legend(loc="best", fontsize="small", frameon=False)
    fig.suptitle(title or "Cost and quality")
    return save_png(fig, path)


def _num(v: float | None, fmt: str) -> str:
    return "n/a" if v is None or (isinstance(v, float) and math.isnan(v)) else fmt.format(v)


def frontier_markdown(points: Sequence[Point], title: str = "Cost and quality") -> str:
    """The chart's numbers: EX, seconds and calls per question of each run, * on each Pareto front; where setup was
    timed apart, each run's setup seconds beside its seconds."""
    mark_fronts(points)
    apart = any(p.setup_s is not None for p in points)
    rows = [[p.name, _num(None if p.ex is None else 100 * p.ex, "{:.1f}"),
             _num(p.seconds, "{:.2f}") + (" *" if p.front_seconds else ""),
             *([_num(p.setup_s, "{:.1f}")] if apart else []),
             _num(p.calls, "{:.2f}") + (" *" if p.front_calls else ""), p.source] for p in points]
    header = ["Run", "EX", "s / question", *(["setup s (not counted)"] if apart else []), "LLM calls / question",
              "cost from"]
    md = markdown_table(header, rows, ["l", "r", "r", *(["r"] if apart else []), "r", "l"])
    front = "* on the Pareto front of EX against that cost (no other run has at least its EX at no more cost). "
    if apart:
        seconds = ("Seconds per question are the method's own time in the sessions that generated, per question "
                   "generated; the one-off setup (fetching, converting and loading the model, loading the embedding "
                   "model) is not in them but beside them, in setup s (n/a: a run logged before setup was timed apart, "
                   "its setup inside its seconds); n/a seconds where calls came from the completion cache or none was "
                   "timed (nl2sql.report.frontier).")
    else:
        seconds = ("Seconds are the wall time of the sessions that generated, per question generated; n/a where calls "
                   "came from the completion cache or none was timed (nl2sql.report.frontier).")
    return "\n".join([f"### {title}", "", md, "", front + seconds])
