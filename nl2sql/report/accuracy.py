"""Accuracy of runs from their per-question scores: score frames, accuracy by hardness, outcome categories, pairs.

A score frame has one row per question (id, db_id, hardness, VA..TS as 1.0/0.0/NaN, reason, evaluable),
built from an EvalReport or read back from a run's metrics.csv.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path

import pandas as pd

from nl2sql.eval.scores import CSV_COLUMNS, LEVELS, METRICS, RATES, UNKNOWN_HARDNESS, canonical_metric
from nl2sql.report.stats import CI_LEVEL, N_BOOT, SEED, bootstrap_ci, mcnemar_exact, paired_bootstrap_diff

LEVEL_ORDER = (*LEVELS, UNKNOWN_HARDNESS, "all")


# ------------------------------------------------------------------------------- per-example scores


def scores_frame(report_or_rows) -> pd.DataFrame:
    """Per-example scores as a DataFrame (id, db_id, hardness, VA..TS as 1.0/0.0/NaN, reason, errors, BIRD's rates
    R-VES and Soft-F1 as numbers or NaN, evaluable).

    Takes an EvalReport, a list of ExampleScore, or a metrics.csv path.
    """
    if isinstance(report_or_rows, (str, Path)):
        return load_metrics(report_or_rows)
    scores = getattr(report_or_rows, "scores", report_or_rows)
    rows = []
    for s in scores:
        row = {"id": s.id, "db_id": s.db_id, "hardness": s.hardness or UNKNOWN_HARDNESS}
        for m in METRICS:
            v = s.metric(m)
            row[m] = math.nan if v is None else float(v)
        row["reason"] = s.reason
        row["errors"] = ";".join(getattr(s, "errors", ()))
        row["evaluable"] = bool(s.evaluable)
        rows.append(row)
    return pd.DataFrame(rows, columns=[*CSV_COLUMNS, *RATES, "evaluable"])


def load_metrics(path: str | Path) -> pd.DataFrame:
    """Read a metrics.csv; a row is evaluable when any metric has a value (not-evaluable rows have none)."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"no metrics file at {path}: run the config first (python -m nl2sql run ...)")
    df = pd.read_csv(path, dtype={"id": str, "db_id": str, "hardness": str, "reason": str, "errors": str},
                     keep_default_na=False)
    missing = [c for c in ("id", "db_id", "hardness") if c not in df]
    if missing:
        raise ValueError(f"{path} lacks the column(s) {', '.join(missing)} a run's metrics.csv has: score the run "
                         "again (python -m nl2sql eval --run RUN_ID)")
    if "errors" not in df:  # scored before the error classes (nl2sql.eval.errors) were written
        df["errors"] = ""
    for m in METRICS:  # a rate (R-VES, Soft-F1) is a column only where it was computed
        df[m] = pd.to_numeric(df[m].replace("", math.nan), errors="coerce").astype(float) if m in df else math.nan
    df["hardness"] = df["hardness"].replace("", UNKNOWN_HARDNESS)
    df["evaluable"] = df[list(METRICS)].notna().any(axis=1)
    return df


def present_metrics(df: pd.DataFrame, metrics: Sequence[str] | None = None) -> list[str]:
    """The metrics asked for (default: every metric with at least one value), in VA, EX, EM, TS, R-VES, Soft-F1
    order."""
    if metrics is not None:
        return [m for m in METRICS if m in {canonical_metric(x) for x in metrics}]
    return [m for m in METRICS if m in df and df[m].notna().any()]


# ------------------------------------------------------------------------------- accuracy by hardness


def accuracy_table(df: pd.DataFrame, metrics: Sequence[str] | None = None, n_boot: int = N_BOOT,
                   level: float = CI_LEVEL, seed: int = SEED) -> pd.DataFrame:
    """One row per (hardness level present, then 'all') and metric: n, computed, accuracy, CI bounds."""
    metrics = present_metrics(df, metrics)
    ev = df[df["evaluable"]]
    levels = [lv for lv in LEVEL_ORDER[:-1] if (ev["hardness"] == lv).any()]
    levels += sorted(set(ev["hardness"]) - set(levels))
    rows = []
    for lv in [*levels, "all"]:
        part = ev if lv == "all" else ev[ev["hardness"] == lv]
        for m in metrics:
            vals = part[m].dropna().to_numpy()
            ci = bootstrap_ci(vals, n_boot, level, seed)
            rows.append({"level": lv, "n": len(part), "metric": m, "computed": ci.n,
                         "accuracy": ci.estimate, "lo": ci.lo, "hi": ci.hi})
    return pd.DataFrame(rows, columns=["level", "n", "metric", "computed", "accuracy", "lo", "hi"])


# ------------------------------------------------------------------------------- outcome categories


def failure_category(row: Mapping, sql: str | None = None) -> str:
    """Why an evaluable prediction missed EX (or 'correct'), from its scores and reason."""
    if row.get("EX") == 1.0:
        return "correct (EX)" if row.get("TS") != 0.0 else "EX only (fails TS)"
    reason = str(row.get("reason") or "").lower()
    if sql is not None and not sql.strip():
        return "no SQL produced"
    if row.get("VA") == 0.0 or "prediction failed" in reason:
        for key, name in (("no such column", "no such column"), ("no such table", "no such table"),
                          ("syntax error", "syntax error"), ("incomplete input", "syntax error"),
                          ("interrupted", "timeout"), ("timeout", "timeout"), ("timed out", "timeout"),
                          ("ambiguous column", "ambiguous column"), ("empty", "no SQL produced")):
            if key in reason:
                return name
        return "other execution error"
    for key, name in (("row count", "wrong row count"), ("column count", "wrong columns"),
                      ("different order", "wrong order"), ("values differ", "wrong values")):
        if key in reason:
            return name
    return "wrong result" if row.get("EX") == 0.0 else "not scored"


def failure_counts(df: pd.DataFrame, sql_by_id: Mapping[str, str] | None = None) -> Counter:
    """Failure categories over the evaluable examples."""
    out: Counter = Counter()
    for row in df[df["evaluable"]].to_dict("records"):
        out[failure_category(row, None if sql_by_id is None else sql_by_id.get(row["id"], ""))] += 1
    return out


# ------------------------------------------------------------------------------- paired comparisons


def check_same_questions(runs: Mapping[str, pd.DataFrame], reference: str) -> None:
    """Raise unless every run answers questions of the reference's data: ids in common, each on the same database.

    A pair is made by question id, and ids restart in every folder (dev-0000 is the first question of any dev set):
    runs on different data would pair unrelated questions. A reworded set keeps its ids and databases, so it pairs.
    """
    if reference not in runs:
        raise ValueError(f"reference run {reference!r} not among {sorted(runs)}")
    ref = runs[reference].drop_duplicates("id").set_index("id")["db_id"]
    for name, df in runs.items():
        if name == reference:
            continue
        other = df.drop_duplicates("id").set_index("id")["db_id"]
        shared = ref.index.intersection(other.index)
        if not len(shared):
            first = [ids[0] if len(ids) else "none" for ids in (ref.index, other.index)]
            raise ValueError(f"runs {reference!r} and {name!r} share no question id (the first: {first[0]}, "
                             f"{first[1]}): compare runs of the same data folder and split")
        moved = shared[ref.loc[shared].to_numpy() != other.loc[shared].to_numpy()]
        if len(moved):
            raise ValueError(f"runs {reference!r} and {name!r} ran on different data: {moved[0]} is a question on "
                             f"{ref[moved[0]]} in one, on {other[moved[0]]} in the other ({len(moved)} of "
                             f"{len(shared)} shared ids differ); compare runs of the same data folder and split")


def paired_comparison(reference: pd.DataFrame, other: pd.DataFrame, metric: str = "EX", n_boot: int = N_BOOT,
                      seed: int = SEED) -> dict:
    """Reference vs other on the questions both scored: accuracies, difference with CI, McNemar's exact p."""
    a = reference[reference["evaluable"]].set_index("id")[metric].dropna()
    b = other[other["evaluable"]].set_index("id")[metric].dropna()
    ids = [i for i in a.index if i in b.index]
    xa, xb = a.loc[ids].to_numpy() == 1.0, b.loc[ids].to_numpy() == 1.0
    # A rate (R-VES, Soft-F1) differs by its values; McNemar's discordant pairs stay "full marks in one run only".
    ra, rb = (a.loc[ids].to_numpy(), b.loc[ids].to_numpy()) if metric in RATES else (xa, xb)
    diff = paired_bootstrap_diff(ra, rb, n_boot, seed=seed)
    test = mcnemar_exact(list(xa), list(xb))
    return {"n": len(ids), "reference": float(ra.mean()) if ids else None, "other": float(rb.mean()) if ids else None,
            "diff": diff.estimate, "diff_lo": diff.lo, "diff_hi": diff.hi,
            "only_reference": test.only_a, "only_other": test.only_b, "p_value": test.p_value}


def comparison_frame(runs: Mapping[str, pd.DataFrame], reference: str, metric: str = "EX",
                     labels: Mapping[str, str] | None = None, n_boot: int = N_BOOT, seed: int = SEED) -> pd.DataFrame:
    """One row per run other than the reference: the paired comparison on `metric`."""
    if reference not in runs:
        raise ValueError(f"reference run {reference!r} not among {sorted(runs)}")
    rows = []
    for name, df in runs.items():
        if name == reference:
            continue
        row = {"run": name, "change": (labels or {}).get(name, name), "metric": metric}
        row.update(paired_comparison(runs[reference], df, metric, n_boot, seed))
        rows.append(row)
    return pd.DataFrame(rows, columns=["run", "change", "metric", "n", "reference", "other", "diff", "diff_lo",
                                       "diff_hi", "only_reference", "only_other", "p_value"])


def level_comparison_frame(runs: Mapping[str, pd.DataFrame], reference: str, metric: str = "EX",
                           labels: Mapping[str, str] | None = None, n_boot: int = N_BOOT,
                           seed: int = SEED) -> pd.DataFrame:
    """The paired comparison of every run with the reference within each level (Spider's hardness, BIRD's
    difficulty) the reference has, in LEVEL_ORDER."""
    ref = runs[reference]
    ev = ref[ref["evaluable"]]
    levels = [lv for lv in LEVEL_ORDER[:-1] if (ev["hardness"] == lv).any()]
    levels += sorted(set(ev["hardness"]) - set(levels))
    rows = []
    for name, df in runs.items():
        if name == reference:
            continue
        for lv in levels:
            mine = set(ev.loc[ev["hardness"] == lv, "id"])
            row = {"run": name, "change": (labels or {}).get(name, name), "metric": metric, "level": lv}
            row.update(paired_comparison(ref[ref["id"].isin(mine)], df[df["id"].isin(mine)], metric, n_boot, seed))
            rows.append(row)
    return pd.DataFrame(rows, columns=["run", "change", "metric", "level", "n", "reference", "other", "diff",
                                       "diff_lo", "diff_hi", "only_reference", "only_other", "p_value"])
