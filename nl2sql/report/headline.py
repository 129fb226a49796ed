"""One line that sums up what a command made and names where its tables are: what `run`, `notebooks`, `ablate` and
`robustness` end with on the terminal (the tables themselves stay in their files).

    print(run_line(Path("results/mini/baseline")))
    # baseline on 16 questions: EX 68.8 [49.8, 87.5] VA 93.8 EM 50.0 TS 62.5 -> results/mini/baseline/tables.md

Every number is read from the files the tables were written from (a run's summary.csv, an ablation's ablation.csv,
robustness.csv), so the line and the tables never disagree.
"""

from __future__ import annotations

import math
from pathlib import Path

import pandas as pd

from nl2sql.paths import shown
from nl2sql.store.runstore import read_manifest

SESSION_ORDER = ("baseline", "loop", "candidates")  # a session's runs in the order its notebooks make them


def _pct(value: float | None, signed: bool = False) -> str:
    """A fraction as percent with one decimal (signed: with its sign, for a difference); n/a for none."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "n/a"
    return f"{100 * value:+.1f}" if signed else f"{100 * value:.1f}"


def _signed(value: float | None) -> str:
    return _pct(value, signed=True)


def _interval(lo: float, hi: float, signed: bool = False) -> str:
    return f"[{_pct(lo, signed)}, {_pct(hi, signed)}]"


def _method(run: Path) -> str:
    """The run's method as its config.json names it (the folder's name where it names none)."""
    return (read_manifest(run) or {}).get("config", {}).get("method") or run.name


def _overall(run: Path) -> pd.DataFrame | None:
    """The run's 'all' rows of summary.csv (one per metric, in its scoring order); None before it is scored."""
    path = run / "summary.csv"
    if not path.is_file():
        return None
    frame = pd.read_csv(path)
    frame = frame[frame["level"] == "all"]
    return frame if len(frame) else None


def run_scores(run: Path) -> str:
    """'EX 68.8 [49.8, 87.5] VA 93.8 EM 50.0 TS 62.5': EX first with its 95% interval, then each other metric the
    run was scored with ('' before it is scored)."""
    rows = _overall(run)
    if rows is None:
        return ""
    rows = pd.concat([rows[rows["metric"] == "EX"], rows[rows["metric"] != "EX"]])
    parts = []
    for i, r in enumerate(rows.to_dict("records")):
        ci = f" {_interval(r['lo'], r['hi'])}" if i == 0 else ""  # one interval: the line stays one line
        parts.append(f"{r['metric']} {_pct(r['accuracy'])}{ci}")
    return " ".join(parts)


def run_line(run: Path, tables: Path | None = None) -> str:
    """'<method> on <n> questions: <scores> -> <tables.md>' for a run folder (tables: another file to point at)."""
    rows, scores = _overall(run), run_scores(run)
    where = shown(tables or run / "tables.md")
    if rows is None:
        return f"{_method(run)}: not scored (a question is left to finish: run it again) -> {shown(run)}"
    return f"{_method(run)} on {int(rows['n'].iloc[0])} questions: {scores} -> {where}"


def session_line(session: Path, tables: Path | None = None) -> str:
    """A notebook session's runs on one line, 'mini on 16 questions: baseline EX 68.8, loop EX 75.0, candidates EX
    68.8 -> results/mini/tables.md'; a session of one run is that run's line, one of none names its tables."""
    rank = {name: i for i, name in enumerate(SESSION_ORDER)}
    runs = sorted((p.parent for p in session.glob("*/summary.csv")), key=lambda p: (rank.get(p.name, len(rank)), p.name))
    where = shown(tables or session)
    if not runs:  # notebook 01 alone, or 04 or 05 (their runs and tables lie one folder down)
        return f"{session.name}: {'its tables' if tables else 'no run scored'} -> {where}"
    if len(runs) == 1:  # its line names its own tables, not those of a robustness or an ablation beside it
        return run_line(runs[0], tables if tables is not None and tables.parent in (runs[0], session) else None)
    parts = []
    for run in runs:
        rows = _overall(run)
        ex = rows[rows["metric"] == "EX"] if rows is not None else None
        parts.append(f"{run.name} EX {_pct(ex['accuracy'].iloc[0])}" if ex is not None and len(ex) else run.name)
    n = int(_overall(runs[0])["n"].iloc[0])
    return f"{session.name} on {n} questions: {', '.join(parts)} -> {where}"


def ablation_lines(csv: Path, md: Path, name: str) -> list[str]:
    """One line per variant against the base on the first metric of the ablation's paired table, then the summary
    line 'ablation <name> on <n> questions: base EX 68.8; ΔEX from -6.2 (max_steps=4) to +6.2 (...) -> <md>'."""
    frame = pd.read_csv(csv)
    if not len(frame):
        return [f"ablation {name}: nothing compared -> {shown(md)}"]
    metric = str(frame["metric"].iloc[0])
    frame = frame[frame["metric"] == metric]
    lines = [f"  {r['run']}: {metric} {_pct(r['other'])}, Δ{metric} {_signed(r['diff'])} "
             f"{_interval(r['diff_lo'], r['diff_hi'], signed=True)}, McNemar p {r['p_value']:.2f}"
             for r in frame.to_dict("records")]
    low, high = frame.loc[frame["diff"].idxmin()], frame.loc[frame["diff"].idxmax()]
    spread = (f"Δ{metric} {_signed(low['diff'])} ({low['run']})" if len(frame) == 1 else
              f"Δ{metric} from {_signed(low['diff'])} ({low['run']}) to {_signed(high['diff'])} ({high['run']})")
    n = int(frame["n"].max())
    lines.append(f"ablation {name} on {n} questions, {len(frame)} variants: base {metric} "
                 f"{_pct(frame['reference'].iloc[0])}; {spread} -> {shown(md)}")
    return lines


def robustness_lines(csv: Path, md: Path, metrics: list[str]) -> list[str]:
    """One line per method and variant (the first of `metrics` the table holds), then the summary line
    'robustness of baseline, loop on reworded: EX drop from -10.0 (...) to -3.3 (...) -> <md>'."""
    frame = pd.read_csv(csv, dtype={"method": str, "variant": str}, keep_default_na=False)  # a variant named "1"
    metric = next((m for m in metrics if f"{m}_drop" in frame), None)
    if metric is None or not len(frame):
        return [f"robustness: nothing compared -> {shown(md)}"]
    lines = [f"  {r['method']}, {r['variant']} ({int(r['n'])} questions): {metric} {_pct(r[f'{metric}_original'])} "
             f"-> {_pct(r[f'{metric}_variant'])}, drop {_signed(r[f'{metric}_drop'])} "
             f"{_interval(r[f'{metric}_drop_lo'], r[f'{metric}_drop_hi'], signed=True)}"
             for r in frame.to_dict("records")]
    drops = frame[f"{metric}_drop"]
    worst, mildest = frame.loc[drops.idxmin()], frame.loc[drops.idxmax()]
    methods, variants = ", ".join(dict.fromkeys(frame["method"])), ", ".join(dict.fromkeys(frame["variant"]))
    spread = (f"{metric} drop {_signed(worst[f'{metric}_drop'])}" if len(frame) == 1 else
              f"{metric} drop from {_signed(worst[f'{metric}_drop'])} ({worst['method']}, {worst['variant']}) to "
              f"{_signed(mildest[f'{metric}_drop'])} ({mildest['method']}, {mildest['variant']})")
    lines.append(f"robustness of {methods} on {variants}: {spread} -> {shown(md)}")
    return lines
