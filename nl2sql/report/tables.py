"""Tables as a researcher pastes them: Markdown and LaTeX (booktabs) with their captions, from score frames."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from nl2sql.data.formats import DEFAULT_FORMAT, FORMATS
from nl2sql.methods.registry import METHODS
from nl2sql.report.stats import CI_LEVEL, N_BOOT, SEED

# ------------------------------------------------------------------------------- markup


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
        " & ".join(escape_tex(h) for h in header) + r" \\", r"\midrule",
        *body, r"\bottomrule", r"\end{tabular}",
        rf"\caption{{{caption}}}", rf"\label{{{label}}}", r"\end{table}",
    ])


def escape_tex(s: str) -> str:
    """Plain text made safe for LaTeX (captions, headers)."""
    for a, b in (("\\", r"\textbackslash{}"), ("&", r"\&"), ("%", r"\%"), ("$", r"\$"), ("#", r"\#"),
                 ("_", r"\_"), ("{", r"\{"), ("}", r"\}"), ("~", r"\textasciitilde{}"), ("^", r"\^{}")):
        s = s.replace(a, b)
    return s


def _escape_tex_keep_braces(s: str) -> str:
    """Escape text that already holds our own {\\scriptsize ...} markup: only the risky characters."""
    return s.replace("%", r"\%").replace("_", r"\_").replace("&", r"\&")


def table_label(title: str) -> str:
    """The \\label of a table with this title: tab:<title in lowercase, dashes for the rest>."""
    return "tab:" + "".join(c if c.isalnum() else "-" for c in title.lower()).strip("-")


def frame_markdown(df: pd.DataFrame, floatfmt: str = "{:.3f}") -> str:
    """A DataFrame as a Markdown table (numbers right-aligned), without the tabulate dependency."""
    def cell(v) -> str:
        if isinstance(v, float):
            return "" if math.isnan(v) else (str(int(v)) if v.is_integer() else floatfmt.format(v))
        return str(v)

    align = ["r" if pd.api.types.is_numeric_dtype(df[c]) else "l" for c in df.columns]
    return markdown_table([str(c) for c in df.columns], [[cell(v) for v in r] for r in df.itertuples(index=False)],
                          align)


# ------------------------------------------------------------------------------- accuracy of one run


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
    dataset: str = ""  # what the run was scored on, in words (dataset_words)

    def notes(self, metrics: Sequence[str]) -> list[str]:
        """The sentences under the table."""
        distinct = "DISTINCT kept" if self.keep_distinct else "DISTINCT removed, as the official evaluator does"
        out = [f"Data: {self.dataset}."] if self.dataset else []
        out.append(f"Accuracy in % with {int(self.level * 100)}% percentile-bootstrap intervals "
                   f"({self.n_boot} resamples, seed {self.seed}); n = evaluable questions.")
        if "R-VES" in metrics or "Soft-F1" in metrics:
            out.append("BIRD's metrics (docs/evaluation-bird.md): R-VES is the mean of sqrt(reward) x 100, the reward "
                       "stepped by the gold/predicted time ratio (0 when EX fails, at most 111.8); Soft-F1 the mean "
                       "row-and-cell F1 x 100. EM does not apply to BIRD.")
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


def dataset_words(config: Mapping) -> str:
    """The dataset a saved config.json ran on, in words: "dev of spider (Spider format)"; "" where unknown."""
    fp = config.get("dataset") or {}
    if not fp.get("root"):
        return ""
    fmt = fp.get("format", DEFAULT_FORMAT)
    words = FORMATS[fmt].words if fmt in FORMATS else fmt  # a plugin's format that is not installed: its name
    return f"{fp.get('split', '?')} of {Path(fp['root']).name} ({words} format)"


def table_meta(df: pd.DataFrame, title: str, comparator: str = "multiset", keep_distinct: bool | None = None,
               ts_k: int | None = None, **kw) -> TableMeta:
    """A TableMeta with the not-evaluable counts taken from the scores."""
    bad = df[~df["evaluable"]]
    keep = (comparator == "set") if keep_distinct is None else keep_distinct
    return TableMeta(title, comparator, keep, ts_k, len(df), len(bad),
                     dict(Counter(bad["db_id"])) if len(bad) else None, **kw)


def accuracy_markdown(table: pd.DataFrame, meta: TableMeta) -> str:
    """The accuracy table of one run in Markdown, with its caption lines."""
    metrics, rows = _wide(table, latex=False)
    md = markdown_table(["Level", "n", *metrics], rows, ["l", "r", *["r"] * len(metrics)])
    return "\n".join([f"### {meta.title}", "", md, "", *meta.notes(metrics)])


def accuracy_latex(table: pd.DataFrame, meta: TableMeta) -> str:
    """The accuracy table of one run as a LaTeX table with a caption."""
    metrics, rows = _wide(table, latex=True)
    caption = escape_tex(meta.title + ". " + " ".join(meta.notes(metrics)))
    return latex_table(["Level", "n", *metrics], rows, "lr" + "r" * len(metrics), caption, table_label(meta.title))


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
    # The flags of docs/reference-loop.md#compliance: every flag the traces carry, zeros included, so "none" is visible.
    flags: Counter = Counter()
    violations = 0
    for p in predictions:
        comp = p.get("compliance") or {}
        for k, v in comp.items():
            if k != "compliant" and isinstance(v, bool):
                flags[k] += int(v)
        violations += comp.get("compliant") is False
    for name in dict.fromkeys(str(p.get("method")) for p in predictions):  # the rows each method adds (the loop's)
        if name in METHODS and METHODS[name].report_rows is not None:
            out += METHODS[name].report_rows(predictions)
    if flags:
        out += [(f"questions with {k}", str(v)) for k, v in sorted(flags.items())]
        out.append(("questions with any ordering violation", str(violations)))
    return out


# ------------------------------------------------------------------------------- paired comparisons


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


def level_comparison_markdown(frame: pd.DataFrame, title: str, metric: str = "EX") -> str:
    """The paired differences within each level (hardness or difficulty) in Markdown; "" without rows."""
    if frame.empty:
        return ""
    rows = [[r["change"], r["level"], str(r["n"]), _pct(r["reference"]), _pct(r["other"]),
             f"{_signed(r['diff'])} [{_signed(r['diff_lo'])}, {_signed(r['diff_hi'])}]"]
            for r in frame.to_dict("records")]
    md = markdown_table(["Change", "Level", "n", f"{metric} ref", metric, f"Δ{metric} [95% CI]"], rows,
                        ["l", "l", "r", "r", "r", "r"])
    return "\n".join([f"#### {title}: Δ{metric} by level", "", md, "",
                      "The same pairing within each level of the reference's questions (Spider's hardness, BIRD's "
                      "difficulty)."])


def comparison_latex(frame: pd.DataFrame, title: str, reference_label: str, metric: str = "EX",
                     n_boot: int = N_BOOT, seed: int = SEED) -> str:
    """The paired table as LaTeX."""
    header = ["Change", "n", f"{metric} ref", metric, f"Delta {metric} [95% CI]", "ref/new only", "McNemar p"]
    rows = [[r[0], r[1], r[2], r[3], r[4].replace(" [", " {\\scriptsize [").replace("]", "]}"), r[5], r[6]]
            for r in comparison_rows(frame)]
    caption = escape_tex(f"{title}. Reference: {reference_label}. Paired bootstrap ({n_boot} resamples, seed {seed}) "
                          f"for the difference in points; McNemar's exact test.")
    tex = latex_table(header, rows, "lrrrrrr", caption, table_label(title))
    return tex.replace("Delta " + metric, r"$\Delta$" + metric)
