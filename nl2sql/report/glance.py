"""A session at a glance: its methods' EX on the questions it ran, how wide the intervals are on so few, and the
committed reference runs on every Spider dev question beside them (what `make run` ends with).

    print(glance_markdown(Path("results/mini")))   # "" when the session has no paired table (tables.csv) yet

On 16 questions an EX's interval is up to +/- 25 points: two methods can tie there while the full dev set separates
them by 18. Without the reference beside it, a newcomer reads the tie as the result.
"""

from __future__ import annotations

import json
import math
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from nl2sql.paths import REPO_ROOT, RESULTS_DIR
from nl2sql.report.accuracy import load_metrics
from nl2sql.report.stats import CI, bootstrap_ci
from nl2sql.report.tables import markdown_table

DEV_REFERENCE = RESULTS_DIR / "reference" / "spider-dev"  # the committed full-dev runs and their comparison.csv
REFERENCE_RUN = "baseline"  # the folder of the run the others are paired with, in a session and in the reference


@dataclass(frozen=True)
class Row:
    """One method of a comparison folder: EX with its interval, and its paired difference with the reference."""

    method: str
    ex: CI
    diff: tuple[float, float, float] | None  # (difference, low, high) as fractions; None for the reference itself


def _config(run: Path) -> dict:
    path = run / "config.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def _ex(run: Path) -> CI:
    """EX of a run folder over its evaluable questions, with its 95% percentile-bootstrap interval."""
    scores = load_metrics(run / "metrics.csv")
    return bootstrap_ci(scores.loc[scores["evaluable"], "EX"].dropna().to_numpy())


def method_rows(folder: Path, comparison_csv: Path, reference: str = REFERENCE_RUN) -> list[Row]:
    """The reference run, then each run of the comparison's EX rows, of a folder holding the runs and the CSV
    (empty without the CSV, its EX rows or the reference's scores)."""
    if not comparison_csv.is_file() or not (folder / reference / "metrics.csv").is_file():
        return []
    frame = pd.read_csv(comparison_csv)
    frame = frame[frame["metric"] == "EX"] if "metric" in frame else frame.iloc[0:0]
    runs = {}  # the CSV names a run by its folder (a session) or its run id (the reference runs)
    for cfg_path in sorted(folder.glob("*/config.json")):
        runs[cfg_path.parent.name] = runs[str(_config(cfg_path.parent).get("run_id"))] = cfg_path.parent
    rows = [Row(_config(folder / reference).get("config", {}).get("method", reference), _ex(folder / reference), None)]
    for r in frame.to_dict("records"):
        run = runs.get(str(r["run"]))
        if run is not None and (run / "metrics.csv").is_file():
            method = _config(run).get("config", {}).get("method", run.name)
            rows.append(Row(method, _ex(run), (r["diff"], r["diff_lo"], r["diff_hi"])))
    return rows if len(rows) > 1 else []


def _ci(ex: CI) -> str:
    return "n/a" if ex.estimate is None else f"{100 * ex.estimate:.1f} [{100 * ex.lo:.1f}, {100 * ex.hi:.1f}]"


def _delta(diff: tuple[float, float, float] | None) -> str:
    if diff is None or any(isinstance(v, float) and math.isnan(v) for v in diff):
        return ""
    return f"{100 * diff[0]:+.1f} [{100 * diff[1]:+.1f}, {100 * diff[2]:+.1f}]"


def _half(rows: list[Row]) -> float:
    """The widest half-width, in points, of the rows' EX intervals (an EX of 0 or 100% has none: the widest says
    what the questions allow)."""
    return max((100 * (r.ex.hi - r.ex.lo) / 2 for r in rows if r.ex.estimate is not None), default=math.nan)


def _questions(session: Path, n: int) -> str:
    """The session's questions in words: "16 questions (a seeded sample of dev of mini, seed 0)"."""
    cfg = _config(session / REFERENCE_RUN)
    knobs, data = cfg.get("config", {}), cfg.get("dataset", {})
    where = f"{data.get('split', 'dev')} of {Path(data['root']).name}" if data.get("root") else "its data"
    how = f"a seeded sample of {where}, seed {knobs.get('seed', 0)}" if knobs.get("sample") else where
    return f"{n} questions ({how})"


def glance_markdown(session: Path, reference: Path = DEV_REFERENCE) -> str:
    """The session's EX by method with its interval and its paired difference with the baseline, beside the committed
    full-dev reference runs' EX and differences; "" when the session has no paired table yet."""
    mine = method_rows(session, session / "tables.csv")
    if not mine:
        return ""
    dev = {r.method: r for r in method_rows(reference, reference / "comparison.csv")}
    n, base = mine[0].ex.n, mine[0].method
    head = ["method", "n", "EX [95% CI]", f"ΔEX vs {base} [95% CI]"]
    dev_n = next(iter(dev.values())).ex.n if dev else 0
    head += [f"Spider dev EX (n={dev_n})", "Spider dev ΔEX"] if dev else []
    rows = []
    for r in mine:
        other = dev.get(r.method)  # a method of its own has no reference run
        beside = [_ci(other.ex), _delta(other.diff)] if other else ["", ""]
        rows.append([r.method, str(r.ex.n), _ci(r.ex), _delta(r.diff), *(beside if dev else [])])
    table = markdown_table(head, rows, ["l", "r", "r", "r", *(["r", "r"] if dev else [])])
    half = _half(mine)
    notes = [f"EX in % on {_questions(session, n)}; Δ in points, paired with {base} on the same questions.",
             f"On {n} questions an EX's 95% interval is up to +/- {half:.0f} points wide"
             + (": too wide to rank these methods." if half >= 5 else ".")]
    if dev:
        model = _config(reference / REFERENCE_RUN).get("config", {}).get("model") or "the default model"
        where = reference.relative_to(REPO_ROOT) if reference.is_relative_to(REPO_ROOT) else reference
        dev_half = _half(list(dev.values()))
        notes.append(f"Spider dev: the committed reference runs ({model}) on all {dev_n} evaluable dev questions, "
                     f"EX intervals up to +/- {dev_half:.0f} points ({where.as_posix()}/comparison.md). More "
                     "questions narrow the interval: --sample N (make run SAMPLE=N; SAMPLE= runs every question).")
    # Wrapped: the paragraph is printed to a terminal as well as written to tables.md.
    return "\n".join([f"### {session.name}: what {n} questions can say", "", table, "",
                      textwrap.fill(" ".join(notes), 118, break_on_hyphens=False)])


def write_glance(session: Path, reference: Path = DEV_REFERENCE) -> str:
    """Put the glance first in the session's tables.md, under its title (what a reader opens sees it before the
    detail); returns it ("" and nothing written when there is none)."""
    text = glance_markdown(session, reference)
    md = session / "tables.md"
    if text and md.is_file():
        title, _, rest = md.read_text(encoding="utf-8").partition("\n\n")
        md.write_text(f"{title}\n\n{text}\n\n{rest}", encoding="utf-8")
    return text
