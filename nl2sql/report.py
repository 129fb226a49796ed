"""Reports of runs: accuracy tables with bootstrap CIs (Markdown, LaTeX), paired tests, plots.

Everything here reads what a run wrote (metrics.csv, predictions.jsonl, config.json) or an
EvalReport, so `python -m nl2sql report RUN_ID` rebuilds the same tables and plots from disk.
Intervals are percentile bootstraps with a fixed seed: the same inputs give the same tables.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from .eval.scorer import CSV_COLUMNS, HARDNESS_LEVELS, METRICS, UNKNOWN_HARDNESS

N_BOOT = 2000  # resamples: the interval ends move by < 0.5 points between seeds at n >= 100
CI_LEVEL = 0.95
SEED = 0
LEVEL_ORDER = (*HARDNESS_LEVELS, UNKNOWN_HARDNESS, "all")
PLOT_FILES = ("accuracy_by_hardness.png", "steps_per_question.png", "tool_usage.png", "failure_categories.png")


# ------------------------------------------------------------------------------- statistics


@dataclass(frozen=True)
class CI:
    """A point estimate with its confidence interval over n items (None bounds when n == 0)."""

    estimate: float | None
    lo: float | None
    hi: float | None
    n: int


@dataclass(frozen=True)
class McNemar:
    """McNemar's exact test of two paired binary outcomes: discordant counts and the two-sided p-value."""

    n: int  # paired items
    only_a: int  # a right, b wrong
    only_b: int  # a wrong, b right
    p_value: float


def _as_array(values: Sequence[float | bool]) -> np.ndarray:
    return np.asarray([float(v) for v in values], dtype=float)


def bootstrap_ci(values: Sequence[float | bool], n_boot: int = N_BOOT, level: float = CI_LEVEL,
                 seed: int = SEED) -> CI:
    """Mean of values with a percentile-bootstrap interval; seeded, so the same values give the same CI."""
    x = _as_array(values)
    n = len(x)
    if n == 0:
        return CI(None, None, None, 0)
    rng = np.random.default_rng(seed)
    means = x[rng.integers(0, n, size=(n_boot, n))].mean(axis=1)
    tail = (1 - level) / 2 * 100
    lo, hi = np.percentile(means, [tail, 100 - tail])
    return CI(float(x.mean()), float(lo), float(hi), n)


def paired_bootstrap_diff(a: Sequence[float | bool], b: Sequence[float | bool], n_boot: int = N_BOOT,
                          level: float = CI_LEVEL, seed: int = SEED) -> CI:
    """mean(b) - mean(a) over paired items with a bootstrap interval that resamples the pairs together."""
    xa, xb = _as_array(a), _as_array(b)
    if len(xa) != len(xb):
        raise ValueError(f"paired samples differ in length: {len(xa)} and {len(xb)}; align them by question id")
    return bootstrap_ci(xb - xa, n_boot, level, seed)


def mcnemar_exact(a: Sequence[bool], b: Sequence[bool]) -> McNemar:
    """McNemar's exact test: a binomial test of the discordant pairs against p = 1/2 (two-sided)."""
    from scipy.stats import binomtest

    if len(a) != len(b):
        raise ValueError(f"paired samples differ in length: {len(a)} and {len(b)}; align them by question id")
    only_a = sum(1 for x, y in zip(a, b) if x and not y)
    only_b = sum(1 for x, y in zip(a, b) if y and not x)
    discordant = only_a + only_b
    p = 1.0 if discordant == 0 else float(binomtest(only_b, discordant, 0.5, alternative="two-sided").pvalue)
    return McNemar(len(a), only_a, only_b, min(1.0, p))


# ------------------------------------------------------------------------------- per-example scores


def scores_frame(report_or_rows) -> pd.DataFrame:
    """Per-example scores as a DataFrame (id, db_id, hardness, VA..TS as 1.0/0.0/NaN, reason, evaluable).

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
        row["evaluable"] = bool(s.evaluable)
        rows.append(row)
    return pd.DataFrame(rows, columns=[*CSV_COLUMNS, "evaluable"])


def load_metrics(path: str | Path) -> pd.DataFrame:
    """Read a metrics.csv; a row is evaluable when any metric has a value (not-evaluable rows have none)."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"no metrics file at {path}: run the config first (python -m nl2sql run ...)")
    df = pd.read_csv(path, dtype={"id": str, "db_id": str, "hardness": str, "reason": str}, keep_default_na=False)
    for m in METRICS:
        df[m] = pd.to_numeric(df[m].replace("", math.nan), errors="coerce").astype(float)
    df["hardness"] = df["hardness"].replace("", UNKNOWN_HARDNESS)
    df["evaluable"] = df[list(METRICS)].notna().any(axis=1)
    return df


def present_metrics(df: pd.DataFrame, metrics: Sequence[str] | None = None) -> list[str]:
    """The metrics asked for (default: every metric with at least one value), in VA, EX, EM, TS order."""
    if metrics is not None:
        return [m for m in METRICS if m in {x.upper() for x in metrics}]
    return [m for m in METRICS if m in df and df[m].notna().any()]


# ------------------------------------------------------------------------------- accuracy tables


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


def _pct(v: float | None) -> str:
    return "n/a" if v is None or (isinstance(v, float) and math.isnan(v)) else f"{100 * v:.1f}"


def _cell(row: Mapping, latex: bool = False) -> str:
    if row["accuracy"] is None or (isinstance(row["accuracy"], float) and math.isnan(row["accuracy"])):
        return "n/a"
    ci = f"[{_pct(row['lo'])}, {_pct(row['hi'])}]"
    return f"{_pct(row['accuracy'])} {{\\scriptsize {ci}}}" if latex else f"{_pct(row['accuracy'])} {ci}"


def _wide(table: pd.DataFrame, latex: bool) -> tuple[list[str], list[list[str]]]:
    """(metric names, rows of [level, n, cell...]) in level order."""
    metrics = list(dict.fromkeys(table["metric"]))
    rows = []
    for lv in dict.fromkeys(table["level"]):
        part = table[table["level"] == lv].set_index("metric")
        n = int(part["n"].iloc[0])
        rows.append([lv, str(n), *(_cell(part.loc[m], latex) for m in metrics)])
    return metrics, rows


@dataclass
class TableMeta:
    """What the caption of a run's table says: the run, the comparator, TS replicas, what was left out."""

    title: str
    comparator: str = "multiset"
    keep_distinct: bool = False
    ts_k: int | None = None
    total: int = 0
    not_evaluable: int = 0
    not_evaluable_by_db: dict[str, int] | None = None
    n_boot: int = N_BOOT
    seed: int = SEED
    level: float = CI_LEVEL
    extra: tuple[str, ...] = ()

    def notes(self, metrics: Sequence[str]) -> list[str]:
        """The sentences under the table."""
        distinct = "DISTINCT kept" if self.keep_distinct else "DISTINCT removed, as the official evaluator does"
        out = [f"Accuracy in % with {int(self.level * 100)}% percentile-bootstrap intervals "
               f"({self.n_boot} resamples, seed {self.seed}); n = evaluable questions."]
        if "EX" in metrics or "TS" in metrics or "VA" in metrics:
            out.append(f"EX comparator: {self.comparator} ({distinct}).")
        if "TS" in metrics:
            k = self.ts_k if self.ts_k is not None else "default"
            out.append(f"TS: EX on the original database and {k} perturbed replicas per database.")
        line = f"Not evaluable: {self.not_evaluable} of {self.total} questions (in no denominator)"
        if self.not_evaluable_by_db:
            line += ": " + ", ".join(f"{db} {n}" for db, n in sorted(self.not_evaluable_by_db.items()))
        out.append(line + ".")
        out.extend(self.extra)
        return out


def table_meta(df: pd.DataFrame, title: str, comparator: str = "multiset", keep_distinct: bool | None = None,
               ts_k: int | None = None, **kw) -> TableMeta:
    """A TableMeta with the not-evaluable counts taken from the scores."""
    bad = df[~df["evaluable"]]
    keep = (comparator == "set") if keep_distinct is None else keep_distinct
    return TableMeta(title, comparator, keep, ts_k, len(df), len(bad),
                     dict(Counter(bad["db_id"])) if len(bad) else None, **kw)


def _escape_tex(s: str) -> str:
    for a, b in (("\\", r"\textbackslash{}"), ("&", r"\&"), ("%", r"\%"), ("$", r"\$"), ("#", r"\#"),
                 ("_", r"\_"), ("{", r"\{"), ("}", r"\}"), ("~", r"\textasciitilde{}"), ("^", r"\^{}")):
        s = s.replace(a, b)
    return s


def _escape_tex_keep_braces(s: str) -> str:
    """Escape text that already holds our own {\\scriptsize ...} markup: only the risky characters."""
    return s.replace("%", r"\%").replace("_", r"\_").replace("&", r"\&")


def markdown_table(header: Sequence[str], rows: Sequence[Sequence[str]], align: Sequence[str] | None = None) -> str:
    """A GitHub Markdown table; align is 'l' or 'r' per column."""
    align = align or ["l"] * len(header)
    sep = ["---:" if a == "r" else "---" for a in align]
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(sep) + " |"]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def latex_table(header: Sequence[str], rows: Sequence[Sequence[str]], align: str, caption: str, label: str) -> str:
    """A booktabs table environment (needs \\usepackage{booktabs} in the preamble)."""
    body = [" & ".join(_escape_tex_keep_braces(str(c)) for c in r) + r" \\" for r in rows]
    return "\n".join([
        r"\begin{table}[t]", r"\centering", r"\small",
        rf"\begin{{tabular}}{{{align}}}", r"\toprule",
        " & ".join(_escape_tex(h) for h in header) + r" \\", r"\midrule",
        *body, r"\bottomrule", r"\end{tabular}",
        rf"\caption{{{caption}}}", rf"\label{{{label}}}", r"\end{table}",
    ])


def accuracy_markdown(table: pd.DataFrame, meta: TableMeta) -> str:
    """The accuracy table of one run in Markdown, with its caption lines."""
    metrics, rows = _wide(table, latex=False)
    md = markdown_table(["Level", "n", *metrics], rows, ["l", "r", *["r"] * len(metrics)])
    return "\n".join([f"### {meta.title}", "", md, "", *meta.notes(metrics)])


def _label(title: str) -> str:
    return "tab:" + "".join(c if c.isalnum() else "-" for c in title.lower()).strip("-")


def accuracy_latex(table: pd.DataFrame, meta: TableMeta) -> str:
    """The accuracy table of one run as a LaTeX table with a caption."""
    metrics, rows = _wide(table, latex=True)
    caption = _escape_tex(meta.title + ". " + " ".join(meta.notes(metrics)))
    return latex_table(["Level", "n", *metrics], rows, "lr" + "r" * len(metrics), caption, _label(meta.title))


def efficiency_rows(predictions: Sequence[Mapping]) -> list[tuple[str, str]]:
    """Deterministic per-question costs of a run: steps, LLM calls, tokens, forced actions, compliance flags."""
    if not predictions:
        return []
    n = len(predictions)

    def mean(key: str) -> str:
        vals = [float(p.get(key) or 0) for p in predictions]
        return f"{sum(vals) / n:.2f}"

    out = [("questions", str(n)), ("steps per question", mean("steps")), ("LLM calls per question", mean("llm_calls")),
           ("prompt tokens per question", f"{sum(float(p.get('prompt_tokens') or 0) for p in predictions) / n:.0f}"),
           ("completion tokens per question",
            f"{sum(float(p.get('completion_tokens') or 0) for p in predictions) / n:.0f}"),
           ("empty final SQL", str(sum(1 for p in predictions if not (p.get("sql") or "").strip())))]
    # Seed 000 section 8.3 flags: every flag the traces carry, zeros included, so "none" is visible.
    flags: Counter = Counter()
    violations = 0
    for p in predictions:
        comp = p.get("compliance") or {}
        for k, v in comp.items():
            if k != "compliant" and isinstance(v, bool):
                flags[k] += int(v)
        violations += comp.get("compliant") is False
    if any(p.get("method") == "loop" for p in predictions):
        out += [("finished (finish reached)", str(sum(1 for p in predictions if p.get("finished")))),
                ("exit fallback used", str(sum(1 for p in predictions if p.get("fallback_used")))),
                ("forced actions per question",
                 f"{sum((p.get('counters') or {}).get('forced_actions', 0) for p in predictions) / n:.2f}")]
    if flags:
        out += [(f"questions with {k}", str(v)) for k, v in sorted(flags.items())]
        out.append(("questions with any ordering violation", str(violations)))
    return out


# ------------------------------------------------------------------------------- failure categories


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


# ------------------------------------------------------------------------------- plots


def _figure(width: float = 6.0, height: float = 3.6):
    # Figure without pyplot: no global backend switch, nothing kept alive, PNG through Agg.
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=120, layout="constrained")
    return fig, fig.subplots()


def _save(fig, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, format="png", metadata={"Software": None})
    return path


def plot_accuracy_by_hardness(table: pd.DataFrame, path: str | Path, title: str = "") -> Path:
    """Grouped bars: each metric by hardness level (and overall) with its bootstrap interval."""
    fig, ax = _figure(7.0, 3.8)
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
    return _save(fig, Path(path))


def plot_steps(steps: Sequence[int], path: str | Path, title: str = "") -> Path:
    """Histogram of steps per question."""
    fig, ax = _figure()
    counts = Counter(int(s) for s in steps)
    xs = sorted(counts) or [0]
    ax.bar(xs, [counts.get(s, 0) for s in xs], color="tab:blue")
    ax.set_xticks(xs)
    ax.set_xlabel("steps (LLM rounds) per question")
    ax.set_ylabel("questions")
    ax.set_title(title or "Steps per question")
    return _save(fig, Path(path))


def _hbar(counter: Mapping[str, int], path: Path, xlabel: str, title: str, color: str | Callable[[str], str]) -> Path:
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    fig, ax = _figure(6.0, max(2.0, 0.35 * len(items) + 1.0))
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
    return _save(fig, path)


def plot_tool_usage(tool_counts: Mapping[str, int], path: str | Path, title: str = "") -> Path:
    """Horizontal bars: how often each tool was called over the whole run."""
    return _hbar(tool_counts, Path(path), "calls", title or "Tool usage", "tab:green")


def plot_failures(categories: Mapping[str, int], path: str | Path, title: str = "") -> Path:
    """Horizontal bars: evaluable questions per outcome category."""
    def color(name: str) -> str:
        return "tab:green" if name.startswith("correct") else "tab:orange" if name.startswith("EX only") else "tab:red"

    return _hbar(categories, Path(path), "questions", title or "Outcome categories (evaluable questions)", color)


# ------------------------------------------------------------------------------- one run on disk


def read_jsonl(path: str | Path) -> list[dict]:
    """Rows of a JSONL file; a torn last line (a killed writer) is skipped, never fatal."""
    path = Path(path)
    if not path.is_file():
        return []
    rows = []
    with path.open(encoding="utf-8") as f:
        for line in f:
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:
                continue  # a torn last line (the writer died mid-line) or a stray fragment
    return rows


def dedupe_by_id(rows: Sequence[dict]) -> dict[str, dict]:
    """Rows by id; the first finished row for an id wins (a rerun can never replace it)."""
    out: dict[str, dict] = {}
    for r in rows:
        out.setdefault(str(r.get("id")), r)
    return out


@dataclass
class RunData:
    """What a run folder holds, loaded."""

    path: Path
    config: dict
    scores: pd.DataFrame
    predictions: list[dict]  # dataset order, deduplicated

    @property
    def name(self) -> str:
        return self.config.get("run_id") or self.path.name

    @property
    def knobs(self) -> dict:
        return self.config.get("config", {})


def load_run(run_dir: str | Path) -> RunData:
    """Load config.json, metrics.csv and predictions.jsonl of a finished run."""
    run_dir = Path(run_dir)
    cfg_path = run_dir / "config.json"
    if not cfg_path.is_file():
        raise FileNotFoundError(f"{run_dir} is not a run folder (no config.json): pass results/<run_id>")
    config = json.loads(cfg_path.read_text(encoding="utf-8"))
    preds = sorted(dedupe_by_id(read_jsonl(run_dir / "predictions.jsonl")).values(), key=lambda r: r.get("index", 0))
    return RunData(run_dir, config, load_metrics(run_dir / "metrics.csv"), preds)


def _tool_counts(predictions: Sequence[Mapping]) -> Counter:
    out: Counter = Counter()
    for p in predictions:
        out.update({k: int(v) for k, v in (p.get("tool_calls") or {}).items()})
    return out


def run_title(config: Mapping) -> str:
    """'Run <id>: <method>, <model>' from a saved config.json."""
    knobs = config.get("config", {})
    model = knobs.get("model") or config.get("model", {}).get("model", "?")
    return f"Run {config.get('run_id', '?')}: {knobs.get('method', '?')}, {model}"


def write_report(run_dir: str | Path, metrics: Sequence[str] | None = None, n_boot: int = N_BOOT,
                 seed: int = SEED) -> dict[str, Path]:
    """Write tables.md, tables.tex and the plots of a run folder from its files; return their paths."""
    run = load_run(run_dir)
    ev = run.config.get("evaluation", {})
    metrics = metrics or ev.get("metrics")
    table = accuracy_table(run.scores, metrics, n_boot, seed=seed)
    meta = table_meta(run.scores, run_title(run.config), ev.get("comparator", "multiset"),
                      ev.get("keep_distinct"), ev.get("ts_k"), n_boot=n_boot, seed=seed)
    eff = efficiency_rows(run.predictions)
    md = accuracy_markdown(table, meta)
    tex = accuracy_latex(table, meta)
    if eff:
        md += "\n\n#### Cost per question and compliance (seed 000 section 8.3)\n\n" + markdown_table(["Quantity", "Value"], eff, ["l", "r"])
        tex += "\n\n" + latex_table(["Quantity", "Value"], eff, "lr", _escape_tex(f"{meta.title}: cost per question."),
                                    _label(meta.title) + "-cost")
    out = {"tables.md": run.path / "tables.md", "tables.tex": run.path / "tables.tex"}
    out["tables.md"].write_text(md + "\n", encoding="utf-8")
    out["tables.tex"].write_text("% needs \\usepackage{booktabs}\n" + tex + "\n", encoding="utf-8")
    table.to_csv(run.path / "summary.csv", index=False, float_format="%.6f")
    out["summary.csv"] = run.path / "summary.csv"

    plots = run.path / "plots"
    sql_by_id = {p["id"]: p.get("sql", "") for p in run.predictions}
    name = run.name
    out["accuracy_by_hardness.png"] = plot_accuracy_by_hardness(
        table, plots / "accuracy_by_hardness.png", f"{name}: accuracy by hardness (95% bootstrap CI)")
    out["steps_per_question.png"] = plot_steps([int(p.get("steps") or 0) for p in run.predictions],
                                               plots / "steps_per_question.png", f"{name}: steps per question")
    out["tool_usage.png"] = plot_tool_usage(_tool_counts(run.predictions), plots / "tool_usage.png",
                                            f"{name}: tool calls over the run")
    out["failure_categories.png"] = plot_failures(failure_counts(run.scores, sql_by_id),
                                                  plots / "failure_categories.png", f"{name}: outcome categories")
    if (run.path / "traces.jsonl").is_file():  # the first questions as transcripts, to read against seed 000
        out["traces.md"] = run.path / "traces.md"
        out["traces.md"].write_text(traces_markdown(run.path, n=TRACES_SHOWN) + "\n", encoding="utf-8")
    return out


# ------------------------------------------------------------------------------- paired comparisons


def paired_comparison(reference: pd.DataFrame, other: pd.DataFrame, metric: str = "EX", n_boot: int = N_BOOT,
                      seed: int = SEED) -> dict:
    """Reference vs other on the questions both scored: accuracies, difference with CI, McNemar's exact p."""
    a = reference[reference["evaluable"]].set_index("id")[metric].dropna()
    b = other[other["evaluable"]].set_index("id")[metric].dropna()
    ids = [i for i in a.index if i in b.index]
    xa, xb = a.loc[ids].to_numpy() == 1.0, b.loc[ids].to_numpy() == 1.0
    diff = paired_bootstrap_diff(xa, xb, n_boot, seed=seed)
    test = mcnemar_exact(list(xa), list(xb))
    return {"n": len(ids), "reference": float(xa.mean()) if ids else None, "other": float(xb.mean()) if ids else None,
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


def _p(p: float) -> str:
    return "<0.001" if p < 0.001 else f"{p:.3f}"


def _signed(v: float | None) -> str:
    return "n/a" if v is None else f"{100 * v:+.1f}"


def comparison_rows(frame: pd.DataFrame) -> list[list[str]]:
    """Cells of the paired table: change, n, reference, other, diff [CI], discordant counts, p."""
    rows = []
    for r in frame.to_dict("records"):
        rows.append([r["change"], str(r["n"]), _pct(r["reference"]), _pct(r["other"]),
                     f"{_signed(r['diff'])} [{_signed(r['diff_lo'])}, {_signed(r['diff_hi'])}]",
                     f"{r['only_reference']}/{r['only_other']}", _p(r["p_value"])])
    return rows


def comparison_markdown(frame: pd.DataFrame, title: str, reference_label: str, metric: str = "EX",
                        n_boot: int = N_BOOT, seed: int = SEED) -> str:
    """The paired table in Markdown with its caption lines."""
    header = ["Change", "n", f"{metric} ref", f"{metric}", f"Δ{metric} [95% CI]", "ref only/new only", "McNemar p"]
    md = markdown_table(header, comparison_rows(frame), ["l", "r", "r", "r", "r", "r", "r"])
    notes = [f"Reference: {reference_label}. Paired on the questions both runs scored; {metric} in %, Δ in points "
             f"with a paired percentile bootstrap ({n_boot} resamples, seed {seed}); McNemar's exact two-sided test "
             f"on the discordant questions (ref only = right only in the reference)."]
    return "\n".join([f"### {title}", "", md, "", *notes])


def comparison_latex(frame: pd.DataFrame, title: str, reference_label: str, metric: str = "EX",
                     n_boot: int = N_BOOT, seed: int = SEED) -> str:
    """The paired table as LaTeX."""
    header = ["Change", "n", f"{metric} ref", metric, f"Delta {metric} [95% CI]", "ref/new only", "McNemar p"]
    rows = [[r[0], r[1], r[2], r[3], r[4].replace(" [", " {\\scriptsize [").replace("]", "]}"), r[5], r[6]]
            for r in comparison_rows(frame)]
    caption = _escape_tex(f"{title}. Reference: {reference_label}. Paired bootstrap ({n_boot} resamples, seed {seed}) "
                          f"for the difference in points; McNemar's exact test.")
    tex = latex_table(header, rows, "lrrrrrr", caption, _label(title))
    return tex.replace("Delta " + metric, r"$\Delta$" + metric)


def plot_comparison(frame: pd.DataFrame, path: str | Path, metric: str = "EX", title: str = "") -> Path:
    """Horizontal error bars: the paired difference of each run against the reference."""
    fig, ax = _figure(6.5, max(2.0, 0.45 * len(frame) + 1.2))
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
    return _save(fig, Path(path))


def write_comparison(runs: Mapping[str, str | Path], reference: str, out_dir: str | Path, name: str = "comparison",
                     title: str = "Paired comparison", labels: Mapping[str, str] | None = None,
                     metrics: Sequence[str] = ("EX",), n_boot: int = N_BOOT, seed: int = SEED) -> dict[str, Path]:
    """Accuracy tables of every run plus the paired table(s) against the reference: <name>.md/.tex/.csv/.png."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    loaded = {k: load_run(v) for k, v in runs.items()}
    frames = {k: r.scores for k, r in loaded.items()}
    labels = dict(labels or {})
    ref_label = labels.get(reference, reference)
    md_parts, tex_parts, csv_parts = [f"# {title}"], ["% needs \\usepackage{booktabs}"], []
    for k, r in loaded.items():
        ev = r.config.get("evaluation", {})
        tab = accuracy_table(r.scores, ev.get("metrics"), n_boot, seed=seed)
        meta = table_meta(r.scores, f"{labels.get(k, k)} ({run_title(r.config)})", ev.get("comparator", "multiset"),
                          ev.get("keep_distinct"), ev.get("ts_k"), n_boot=n_boot, seed=seed)
        md_parts.append(accuracy_markdown(tab, meta))
        tex_parts.append(accuracy_latex(tab, meta))
    paths: dict[str, Path] = {}
    for metric in metrics:
        frame = comparison_frame(frames, reference, metric, labels, n_boot, seed)
        csv_parts.append(frame)
        md_parts.append(comparison_markdown(frame, f"{title}: {metric}", ref_label, metric, n_boot, seed))
        tex_parts.append(comparison_latex(frame, f"{title}: {metric}", ref_label, metric, n_boot, seed))
        paths[f"{name}_{metric}.png"] = plot_comparison(frame, out_dir / f"{name}_{metric}.png", metric,
                                                        f"{title}: Δ{metric} vs {reference}")
    paths[f"{name}.md"] = out_dir / f"{name}.md"
    paths[f"{name}.md"].write_text("\n\n".join(md_parts) + "\n", encoding="utf-8")
    paths[f"{name}.tex"] = out_dir / f"{name}.tex"
    paths[f"{name}.tex"].write_text("\n\n".join(tex_parts) + "\n", encoding="utf-8")
    paths[f"{name}.csv"] = out_dir / f"{name}.csv"
    pd.concat(csv_parts).to_csv(paths[f"{name}.csv"], index=False, float_format="%.6f")
    return paths


# ------------------------------------------------------------------------------- datasets and schemas (notebook 01)


def dataset_summary(dataset) -> pd.DataFrame:
    """One row per database: questions, evaluable, tables, columns, foreign keys, rows, questions by hardness."""
    from .db import execute
    from .eval.hardness import hardness
    from .schema import read_schema, schema_from_tables_json

    rows = []
    for db_id in dataset.db_ids:
        exs = [e for e in dataset if e.db_id == db_id]
        row: dict = {"db_id": db_id, "questions": len(exs), "evaluable": sum(e.evaluable for e in exs)}
        path = Path(exs[0].db_path)
        schema = None
        if db_id in dataset.tables:
            schema = schema_from_tables_json(dataset.tables[db_id])
        elif path.is_file():
            schema = read_schema(path, db_id)
        if schema is not None:
            row.update(tables=len(schema.tables), columns=sum(len(t.columns) for t in schema.tables),
                       foreign_keys=len(schema.foreign_keys))
        if path.is_file():
            total = 0
            for t in read_schema(path, db_id).tables:
                res = execute(path, f'SELECT COUNT(*) FROM "{t.name}"', max_rows=1)
                total += int(res.rows[0][0]) if res.ok and res.rows else 0
            row["rows"] = total
        levels: Counter = Counter()
        for e in exs:
            try:
                levels[hardness(e.gold_sql, schema) if schema is not None else UNKNOWN_HARDNESS] += 1
            except Exception:  # a gold outside Spider's grammar counts as unknown, as in scoring
                levels[UNKNOWN_HARDNESS] += 1
        for lv in (*HARDNESS_LEVELS, UNKNOWN_HARDNESS):
            row[lv] = levels.get(lv, 0)
        rows.append(row)
    df = pd.DataFrame(rows)
    if len(df):
        total = df.drop(columns=["db_id"]).sum(numeric_only=True)
        df = pd.concat([df, pd.DataFrame([{"db_id": "all", **total.to_dict()}])], ignore_index=True)
        if (df[UNKNOWN_HARDNESS] == 0).all():
            df = df.drop(columns=[UNKNOWN_HARDNESS])
    return df


def suite_summary(suites: Mapping[str, object]) -> pd.DataFrame:
    """Test-suite statistics by database (nl2sql.eval.test_suite.build_dataset_suites output)."""
    rows = []
    for db_id, suite in suites.items():
        st = suite.stats
        rows.append({"db_id": db_id, "replicas": st.replicas, "candidates": st.candidates,
                     "gold_queries": st.gold_queries, "mutants": st.mutants, "killed_by_original": st.killed_by_original,
                     "killed_by_suite": st.killed_by_suite, "ts_only": st.ts_only, "survivors": st.survivors,
                     "all_nonempty": st.all_nonempty})
    return pd.DataFrame(rows)


def frame_markdown(df: pd.DataFrame, floatfmt: str = "{:.3f}") -> str:
    """A DataFrame as a Markdown table (numbers right-aligned), without the tabulate dependency."""
    def cell(v) -> str:
        if isinstance(v, float):
            return "" if math.isnan(v) else (str(int(v)) if v.is_integer() else floatfmt.format(v))
        return str(v)

    align = ["r" if pd.api.types.is_numeric_dtype(df[c]) else "l" for c in df.columns]
    return markdown_table([str(c) for c in df.columns], [[cell(v) for v in r] for r in df.itertuples(index=False)],
                          align)


def plot_dataset(summary: pd.DataFrame, path: str | Path, title: str = "") -> Path:
    """Stacked bars: questions per database by hardness."""
    fig, ax = _figure(7.0, 3.6)
    part = summary[summary["db_id"] != "all"]
    levels = [lv for lv in (*HARDNESS_LEVELS, UNKNOWN_HARDNESS) if lv in part]
    bottom = np.zeros(len(part))
    for lv in levels:
        vals = part[lv].to_numpy(dtype=float)
        ax.bar(part["db_id"], vals, bottom=bottom, label=lv)
        bottom += vals
    ax.set_ylabel("questions")
    ax.tick_params(axis="x", labelrotation=30)
    ax.legend(loc="center left", bbox_to_anchor=(1.0, 0.5), fontsize="small", frameon=False)
    ax.set_title(title or "Questions per database by hardness")
    return _save(fig, Path(path))


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


def predictions_frame(run_dir: str | Path, n: int | None = 10) -> pd.DataFrame:
    """Question, predicted SQL and scores of a run's first n questions."""
    run = load_run(run_dir)
    preds = pd.DataFrame(run.predictions)
    if not len(preds):
        return preds
    keep = [c for c in ("id", "db_id", "question", "sql", "steps") if c in preds]
    df = preds[keep].merge(run.scores[["id", "hardness", *present_metrics(run.scores)]], on="id", how="left")
    return df.head(n) if n else df


def write_schema_texts(dataset, path: str | Path, style: str = "create") -> Path:
    """Every database's schema text (what the prompts show) in one Markdown file."""
    from .schema import read_schema, schema_to_text

    parts = []
    for db_id in dataset.db_ids:
        ex = next((e for e in dataset if e.db_id == db_id and Path(e.db_path).is_file()), None)
        if ex is None:
            continue
        parts.append(f"## {db_id}\n\n```sql\n{schema_to_text(read_schema(ex.db_path, db_id), style)}\n```")
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n\n".join(parts) + "\n", encoding="utf-8")
    return path


# ------------------------------------------------------------------------------- traces to read by hand

TRACE_FILTERS = ("all", "finish", "fallback", "wrong", "right")
TRACES_SHOWN = 20  # questions in a run's traces.md (python -m nl2sql trace shows any others)


def traces_markdown(run_dir: str | Path, ids: Sequence[str] | None = None, n: int | None = 20,
                    where: str = "all", seed: int | None = None, max_chars: int = 500) -> str:
    """Markdown of a run's traces (seed 000 transcript form), with gold SQL and per-question scores when known.

    ids picks questions; else the first n (or a seeded sample of n with seed) among those matching where:
    finish / fallback (how the loop ended) or right / wrong (EX, once the run is scored).
    """
    from .agent.trace import render_trace

    if where not in TRACE_FILTERS:
        raise ValueError(f"unknown trace filter {where!r}: use one of {', '.join(TRACE_FILTERS)}")
    run_dir = Path(run_dir)
    traces = dedupe_by_id(read_jsonl(run_dir / "traces.jsonl"))
    if not traces:
        raise FileNotFoundError(f"no traces in {run_dir / 'traces.jsonl'}: pass a run folder of results/")
    preds = dedupe_by_id(read_jsonl(run_dir / "predictions.jsonl"))
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
    return "\n".join(parts)


def _gold_by_id(run_dir: Path) -> dict[str, str]:
    """Gold SQL of a run's questions, from the dataset its config names (empty when it cannot be read)."""
    from .data import DatasetError, load_dataset

    try:
        knobs = json.loads((run_dir / "config.json").read_text(encoding="utf-8")).get("config", {})
        ds = load_dataset(knobs["data_dir"], knobs.get("split", "dev"))
    except (OSError, KeyError, ValueError, DatasetError):
        return {}
    return {e.id: e.gold_sql for e in ds}
