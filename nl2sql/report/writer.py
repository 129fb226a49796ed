"""Reports of runs: a run folder's tables (Markdown, LaTeX, CSV), plots and transcripts, and paired comparisons.

Everything here reads what a run wrote (metrics.csv, predictions.jsonl, config.json), so
`python -m nl2sql report RUN_ID` rebuilds the same tables and plots from disk.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from nl2sql.eval.scores import DIFFICULTY_LEVELS
from nl2sql.report.accuracy import (
    accuracy_table,
    check_same_questions,
    comparison_frame,
    failure_counts,
    level_comparison_frame,
    load_metrics,
    present_metrics,
)
from nl2sql.report.analysis import (
    coverage_by_run_markdown,
    coverage_markdown,
    errors_by_run_markdown,
    errors_markdown,
    repaired_counts,
    repaired_markdown,
    run_coverage,
    transitions_by_run_markdown,
)
from nl2sql.report.frontier import frontier_markdown, frontier_point, plot_frontier
from nl2sql.report.plots import plot_accuracy_by_hardness, plot_comparison, plot_failures, plot_steps, plot_tool_usage
from nl2sql.report.stats import N_BOOT, SEED
from nl2sql.report.tables import (
    accuracy_latex,
    accuracy_markdown,
    comparison_latex,
    comparison_markdown,
    dataset_words,
    efficiency_rows,
    escape_tex,
    latex_table,
    level_comparison_markdown,
    markdown_table,
    table_label,
    table_meta,
)
from nl2sql.report.traces import TRACES_SHOWN, traces_markdown
from nl2sql.store.runstore import read_finished, read_manifest


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


def load_run(run_dir: str | Path) -> RunData:
    """Load config.json, metrics.csv and predictions.jsonl of a finished run."""
    run_dir = Path(run_dir)
    cfg_path = run_dir / "config.json"
    if not cfg_path.is_file():
        raise FileNotFoundError(f"{run_dir} is not a run folder (no config.json): pass results/<run_id>")
    config = read_manifest(run_dir)
    preds = sorted(read_finished(run_dir).values(), key=lambda r: r.get("index", 0))
    return RunData(run_dir, config, load_metrics(run_dir / "metrics.csv"), preds)


def _tool_counts(predictions: Sequence[Mapping]) -> Counter:
    out: Counter = Counter()
    for p in predictions:
        out.update({k: int(v) for k, v in (p.get("tool_calls") or {}).items()})
    return out


def run_title(config: Mapping) -> str:
    """'Run <id>: <method>, <model>' from a saved config.json ("no model" for a method that loads none)."""
    knobs = config.get("config", {})
    # A method declared needs_llm=False records the model as {}: its model knob names one that was never loaded.
    model = "no model" if config.get("model") == {} else knobs.get("model") or config.get("model", {}).get("model", "?")
    return f"Run {config.get('run_id', '?')}: {knobs.get('method', '?')}, {model}"


def write_report(run_dir: str | Path, metrics: Sequence[str] | None = None, n_boot: int = N_BOOT,
                 seed: int = SEED) -> dict[str, Path]:
    """Write tables.md, tables.tex and the plots of a run folder from its files; return their paths."""
    run = load_run(run_dir)
    ev = run.config.get("evaluation", {})
    metrics = metrics or ev.get("metrics")
    table = accuracy_table(run.scores, metrics, n_boot, seed=seed)
    meta = table_meta(run.scores, run_title(run.config), ev.get("comparator", "multiset"),
                      ev.get("keep_distinct"), ev.get("ts_k"), n_boot=n_boot, seed=seed,
                      dataset=dataset_words(run.config))
    eff = efficiency_rows(run.predictions)
    md = accuracy_markdown(table, meta)
    tex = accuracy_latex(table, meta)
    if eff:
        md += "\n\n#### Cost per question and compliance\n\n" + markdown_table(["Quantity", "Value"], eff, ["l", "r"])
        tex += "\n\n" + latex_table(["Quantity", "Value"], eff, "lr", escape_tex(f"{meta.title}: cost per question."),
                                    table_label(meta.title) + "-cost")
    md += analysis_markdown(run.path, run.scores)
    out = {"tables.md": run.path / "tables.md", "tables.tex": run.path / "tables.tex"}
    out["tables.md"].write_text(md + "\n", encoding="utf-8")
    out["tables.tex"].write_text("% needs \\usepackage{booktabs}\n" + tex + "\n", encoding="utf-8")
    table.to_csv(run.path / "summary.csv", index=False, float_format="%.6f")
    out["summary.csv"] = run.path / "summary.csv"

    plots = run.path / "plots"
    sql_by_id = {p["id"]: p.get("sql", "") for p in run.predictions}
    name = run.name
    word = "difficulty" if table["level"].isin(DIFFICULTY_LEVELS).any() else "hardness"
    out["accuracy_by_hardness.png"] = plot_accuracy_by_hardness(
        table, plots / "accuracy_by_hardness.png", f"{name}: accuracy by {word} (95% bootstrap CI)")
    out["steps_per_question.png"] = plot_steps([int(p.get("steps") or 0) for p in run.predictions],
                                               plots / "steps_per_question.png", f"{name}: steps per question")
    out["tool_usage.png"] = plot_tool_usage(_tool_counts(run.predictions), plots / "tool_usage.png",
                                            f"{name}: tool calls over the run")
    out["failure_categories.png"] = plot_failures(failure_counts(run.scores, sql_by_id),
                                                  plots / "failure_categories.png", f"{name}: outcome categories")
    if (run.path / "traces.jsonl").is_file():  # the first questions as transcripts, to read against the reference loop
        out["traces.md"] = run.path / "traces.md"
        out["traces.md"].write_text(traces_markdown(run.path, n=TRACES_SHOWN) + "\n", encoding="utf-8")
    return out


def analysis_markdown(run_dir: Path, scores: pd.DataFrame, workers: int | None = None) -> str:
    """The analysis sections of a run's tables.md: error classes, candidate coverage, identifier repair (each only
    where the run has what it needs: scored error classes, traces with candidates, traces)."""
    parts = [errors_markdown(scores), coverage_markdown(run_coverage(run_dir, scores, workers)),
             repaired_markdown(repaired_counts(run_dir, scores))]
    return "".join(f"\n\n{p}" for p in parts if p)


def write_comparison(runs: Mapping[str, str | Path], reference: str, out_dir: str | Path, name: str = "comparison",
                     title: str = "Paired comparison", labels: Mapping[str, str] | None = None,
                     metrics: Sequence[str] = ("EX",), n_boot: int = N_BOOT, seed: int = SEED) -> dict[str, Path]:
    """Accuracy tables of every run plus the paired table(s) against the reference: <name>.md/.tex/.csv/.png."""
    loaded = {k: load_run(v) for k, v in runs.items()}
    frames = {k: r.scores for k, r in loaded.items()}
    check_same_questions(frames, reference)  # before any file is written
    # A metric no run was scored with (TS or EM on BIRD) gets a line, not a table of n/a; none at all is a mistake.
    absent = [m for m in metrics if not any(m in f and f[m].notna().any() for f in frames.values())]
    if len(absent) == len(metrics):
        raise ValueError(f"no run compared was scored with {', '.join(metrics)}: compare on metrics they were scored "
                         "with (Spider's: VA, EX, EM, TS; BIRD's: VA, EX, R-VES, Soft-F1)")
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    labels = dict(labels or {})
    ref_label = labels.get(reference, reference)
    md_parts, tex_parts, csv_parts = [f"# {title}"], ["% needs \\usepackage{booktabs}"], []
    for k, r in loaded.items():
        ev = r.config.get("evaluation", {})
        tab = accuracy_table(r.scores, ev.get("metrics"), n_boot, seed=seed)
        meta = table_meta(r.scores, f"{labels.get(k, k)} ({run_title(r.config)})", ev.get("comparator", "multiset"),
                          ev.get("keep_distinct"), ev.get("ts_k"), n_boot=n_boot, seed=seed,
                          dataset=dataset_words(r.config))
        md_parts.append(accuracy_markdown(tab, meta))
        tex_parts.append(accuracy_latex(tab, meta))
    paths: dict[str, Path] = {}
    if absent:
        md_parts.append(f"Not compared: {', '.join(absent)} (no run was scored with it).")
    for metric in [m for m in metrics if m not in absent]:
        frame = comparison_frame(frames, reference, metric, labels, n_boot, seed)
        csv_parts.append(frame)
        md_parts.append(comparison_markdown(frame, f"{title}: {metric}", ref_label, metric, n_boot, seed))
        md_parts.append(level_comparison_markdown(level_comparison_frame(frames, reference, metric, labels, n_boot,
                                                                         seed), title, metric))
        tex_parts.append(comparison_latex(frame, f"{title}: {metric}", ref_label, metric, n_boot, seed))
        paths[f"{name}_{metric}.png"] = plot_comparison(frame, out_dir / f"{name}_{metric}.png", metric,
                                                        f"{title}: Δ{metric} vs {reference}")
    # What kind of mistakes each run makes and which the others fix, how close the candidates came, what each costs.
    md_parts += [errors_by_run_markdown(frames, title), transitions_by_run_markdown(frames, reference, title),
                 coverage_by_run_markdown({k: run_coverage(r.path, r.scores) for k, r in loaded.items()}, title)]
    points = [frontier_point(k, r.path, r.scores) for k, r in loaded.items()]
    png = plot_frontier(points, out_dir / f"{name}_frontier.png", f"{title}: EX against cost per question")
    if png is not None:
        paths[f"{name}_frontier.png"] = png
        md_parts.append(frontier_markdown(points, f"{title}: cost and quality") + f"\n\nChart: `{png.name}`.")
    md_parts = [p for p in md_parts if p]
    paths[f"{name}.md"] = out_dir / f"{name}.md"
    paths[f"{name}.md"].write_text("\n\n".join(md_parts) + "\n", encoding="utf-8")
    paths[f"{name}.tex"] = out_dir / f"{name}.tex"
    paths[f"{name}.tex"].write_text("\n\n".join(tex_parts) + "\n", encoding="utf-8")
    paths[f"{name}.csv"] = out_dir / f"{name}.csv"
    pd.concat(csv_parts).to_csv(paths[f"{name}.csv"], index=False, float_format="%.6f")
    return paths


def predictions_frame(run_dir: str | Path, n: int | None = 10) -> pd.DataFrame:
    """Question, predicted SQL and scores of a run's first n questions."""
    run = load_run(run_dir)
    preds = pd.DataFrame(run.predictions)
    if not len(preds):
        return preds
    keep = [c for c in ("id", "db_id", "question", "sql", "steps") if c in preds]
    df = preds[keep].merge(run.scores[["id", "hardness", *present_metrics(run.scores)]], on="id", how="left")
    return df.head(n) if n else df
