"""The PNG plots of runs, comparisons and datasets, drawn without pyplot (no global state, no display needed); their
titles wrap to fit (nl2sql.report.figures)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import numpy as np
import pandas as pd

from nl2sql.eval.scores import DIFFICULTY_LEVELS, LEVELS, UNKNOWN_HARDNESS
from nl2sql.report.figures import figure, save_png


def plot_accuracy_by_hardness(table: pd.DataFrame, path: str | Path, title: str = "") -> Path:
    """Grouped bars: each metric by hardness level (and overall) with its bootstrap interval."""
    fig, ax = figure(7.0, 3.8)
    levels = list(dict.fromkeys(table["level"]))
    metrics = list(dict.fromkeys(table["metric"]))
    width = 0.8 / max(1, len(metrics))
    x = np.arange(len(levels))
    for i, m in enumerate(metrics):
        part = table[table["metric"] == m].set_index("level").reindex(levels)
        acc = part["accuracy"].astype(float).fillna(0).to_numpy() * 100
        lo = part["lo"].astype(float).fillna(0).to_numpy() * 100
        hi = part["hi"].astype(float).fillna(0).to_numpy() * 100
        ax.bar(x + (i - (len(metrics) - 1) / 2) * width, acc, width, label=m,
               yerr=np.vstack([np.clip(acc - lo, 0, None), np.clip(hi - acc, 0, None)]), capsize=2)
    ns = table.drop_duplicates("level").set_index("level")["n"]
    ax.set_xticks(x, [f"{lv}\n(n={int(ns[lv])})" for lv in levels])
    ax.set_ylabel("accuracy (%)")
    ax.set_ylim(0, 105)
    ax.legend(loc="center left", bbox_to_anchor=(1.0, 0.5), fontsize="small", frameon=False)
    ax.set_title(title or "Accuracy by hardness (95% bootstrap CI)")
    return save_png(fig, Path(path))


def plot_steps(steps: Sequence[int], path: str | Path, title: str = "") -> Path:
    """Histogram of steps per question."""
    fig, ax = figure()
    counts = Counter(int(s) for s in steps)
    xs = sorted(counts) or [0]
    ax.bar(xs, [counts.get(s, 0) for s in xs], color="tab:blue")
    ax.set_xticks(xs)
    ax.set_xlabel("steps (LLM rounds) per question")
    ax.set_ylabel("questions")
    ax.set_title(title or "Steps per question")
    return save_png(fig, Path(path))


def _hbar(counter: Mapping[str, int], path: Path, xlabel: str, title: str, color: str | Callable[[str], str]) -> Path:
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    fig, ax = figure(6.0, max(2.0, 0.35 * len(items) + 1.0))
    if items:
        names, vals = zip(*items)
        colors = [color(n) for n in names] if callable(color) else color
        ax.barh(range(len(items)), vals, color=colors)
        ax.set_yticks(range(len(items)), names)
        ax.invert_yaxis()
    else:
        ax.text(0.5, 0.5, "nothing to show", ha="center", va="center", transform=ax.transAxes)
    ax.set_xlabel(xlabel)
    ax.set_title(title)
    return save_png(fig, path)


def plot_tool_usage(tool_counts: Mapping[str, int], path: str | Path, title: str = "") -> Path:
    """Horizontal bars: how often each tool was called over the whole run."""
    return _hbar(tool_counts, Path(path), "calls", title or "Tool usage", "tab:green")


def plot_failures(categories: Mapping[str, int], path: str | Path, title: str = "") -> Path:
    """Horizontal bars: evaluable questions per outcome category."""
    def color(name: str) -> str:
        return "tab:green" if name.startswith("correct") else "tab:orange" if name.startswith("EX only") else "tab:red"

    return _hbar(categories, Path(path), "questions", title or "Outcome categories (evaluable questions)", color)


def plot_comparison(frame: pd.DataFrame, path: str | Path, metric: str = "EX", title: str = "") -> Path:
    """Horizontal error bars: the paired difference of each run against the reference."""
    fig, ax = figure(6.5, max(2.0, 0.45 * len(frame) + 1.2))
    if len(frame):
        y = np.arange(len(frame))
        d = frame["diff"].astype(float).fillna(0).to_numpy() * 100
        lo = frame["diff_lo"].astype(float).fillna(0).to_numpy() * 100
        hi = frame["diff_hi"].astype(float).fillna(0).to_numpy() * 100
        ax.errorbar(d, y, xerr=np.vstack([np.clip(d - lo, 0, None), np.clip(hi - d, 0, None)]), fmt="o", capsize=3)
        ax.axvline(0, color="grey", lw=0.8)
        ax.set_yticks(y, list(frame["change"]))
        ax.invert_yaxis()
    ax.set_xlabel(f"Δ{metric} vs reference (points, 95% CI)")
    ax.set_title(title or f"Paired Δ{metric}")
    return save_png(fig, Path(path))


def plot_dataset(summary: pd.DataFrame, path: str | Path, title: str = "") -> Path:
    """Stacked bars: questions per database by hardness (BIRD: by difficulty)."""
    fig, ax = figure(7.0, 3.6)
    part = summary[summary["db_id"] != "all"]
    levels = [lv for lv in (*LEVELS, UNKNOWN_HARDNESS) if lv in part]
    bottom = np.zeros(len(part))
    for lv in levels:
        vals = part[lv].to_numpy(dtype=float)
        ax.bar(part["db_id"], vals, bottom=bottom, label=lv)
        bottom += vals
    ax.set_ylabel("questions")
    ax.tick_params(axis="x", labelrotation=30)
    ax.legend(loc="center left", bbox_to_anchor=(1.0, 0.5), fontsize="small", frameon=False)
    bird = any(lv in part for lv in DIFFICULTY_LEVELS)
    ax.set_title(title or f"Questions per database by {'difficulty' if bird else 'hardness'}")
    return save_png(fig, Path(path))
