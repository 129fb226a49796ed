"""What kind of mistakes, how close the candidates came: error tables, transitions, candidate coverage (docs/analysis.md).

    scores = load_metrics(run_dir / "metrics.csv")     # nl2sql.report.accuracy: a score frame
    md = errors_markdown(scores)                      # error classes of one run (its `errors` column)
    md = transitions_markdown(ref_scores, new_scores, "baseline", "loop")  # per class: fixed by loop, broken by it
    cov = run_coverage(run_dir)                       # candidates.csv: each question's candidates scored on EX
    md = coverage_markdown(cov)                       # oracle@N, selection given coverage, EX by vote share

The classes come from nl2sql.eval.errors at scoring time; coverage from nl2sql.eval.coverage, which scores the
candidates a run's traces hold (after the run: nothing on the prediction path reads gold).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path

import pandas as pd

from nl2sql.eval.coverage import COLUMNS as COVERAGE_COLUMNS
from nl2sql.eval.coverage import Coverage, repaired_sqls, score_coverage, trace_candidates
from nl2sql.eval.errors import CLASSES, LABELS, NOT_RUN, base_class
from nl2sql.report.tables import markdown_table
from nl2sql.store.runstore import read_finished, read_traces, saved_data_dir

COVERAGE_FILE = "candidates.csv"
# Bins of the winning cluster's share of the votes (the vote's confidence), highest first: (lower bound, label).
SHARE_BINS = ((1.0, "all (1.0)"), (0.75, "0.75 to <1"), (0.5, "0.5 to <0.75"), (0.25, "0.25 to <0.5"),
              (0.0, "<0.25"))


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}" if whole else "n/a"


def error_labels(df: pd.DataFrame) -> dict[str, list[str]]:
    """Question id -> its error labels, over the evaluable questions of a score frame."""
    col = df["errors"] if "errors" in df else pd.Series([""] * len(df), index=df.index)
    ev = df["evaluable"]
    return {str(i): [x for x in str(e).split(";") if x] for i, e, ok in zip(df["id"], col, ev) if ok}


def error_counts(df: pd.DataFrame) -> tuple[Counter, Counter, int, int]:
    """(questions per class, questions per not-run kind, EX-wrong questions, evaluable questions)."""
    labels = error_labels(df)
    per_class: Counter = Counter()
    kinds: Counter = Counter()
    for labs in labels.values():
        per_class.update({base_class(x) for x in labs})
        kinds.update(x.split(":", 1)[1] for x in labs if x.startswith(NOT_RUN + ":"))
    ev = df[df["evaluable"]]
    wrong = int((ev["EX"] == 0.0).sum()) if "EX" in ev else 0
    return per_class, kinds, wrong, len(ev)


def errors_markdown(df: pd.DataFrame, title: str = "Error classes") -> str:
    """The error table of one run: questions per class, share of the EX-wrong answers and of all questions."""
    per_class, kinds, wrong, n = error_counts(df)
    if not n or not ("errors" in df and df["errors"].astype(str).str.len().any()):
        return ""
    rows = []
    for c in CLASSES:
        if c == "ex_not_em":
            continue
        k = per_class.get(c, 0)
        rows.append([LABELS[c], str(k), _pct(k, wrong), _pct(k, n)])
        if c == NOT_RUN:
            rows += [[f"  {kind.replace('_', ' ')}", str(v), _pct(v, wrong), _pct(v, n)] for kind, v in kinds.most_common()]
    with_em = "EM" in df and df["EM"].notna().any()  # BIRD is scored without EM: no such row then
    if with_em:
        k = per_class.get("ex_not_em", 0)
        rows.append([LABELS["ex_not_em"], str(k), "", _pct(k, n)])
    md = markdown_table(["Class", "questions", "% of EX-wrong", "% of all"], rows, ["l", "r", "r", "r"])
    notes = [f"{wrong} of {n} evaluable answers are EX-wrong; an answer that ran can have several classes, one that "
             "did not run has one (SQLite's error). Classes read from the structure of the predicted and gold SQL "
             "(nl2sql.eval.errors, docs/analysis.md)" + ("; EX right but EM wrong is counted over all questions."
                                                          if with_em else ".")]
    return "\n".join([f"#### {title}", "", md, "", *notes])


def transitions(reference: pd.DataFrame, other: pd.DataFrame) -> list[dict]:
    """Per class, on the questions both runs scored: how many answers have it in each run, how many the other run
    fixed (the reference's answer had it, the other's is right) and broke (the reference was right, the other's
    answer has it). Right means EX right; for ex_not_em, EX and EM right."""
    ref, new = error_labels(reference), error_labels(other)
    ex_ref, ex_new = _right(reference), _right(other)
    ids = [i for i in ref if i in new and ex_ref.get(i) is not None and ex_new.get(i) is not None]
    out = []
    for c in CLASSES:
        has_r = {i for i in ids if c in {base_class(x) for x in ref[i]}}
        has_n = {i for i in ids if c in {base_class(x) for x in new[i]}}
        if c == "ex_not_em":
            ok_r = {i for i in ids if ex_ref[i] and not ref[i]}
            ok_n = {i for i in ids if ex_new[i] and not new[i]}
        else:
            ok_r = {i for i in ids if ex_ref[i]}
            ok_n = {i for i in ids if ex_new[i]}
        out.append({"class": c, "reference": len(has_r), "other": len(has_n), "fixed": len(has_r & ok_n),
                    "broken": len(ok_r & has_n), "n": len(ids)})
    return out


def _right(df: pd.DataFrame) -> dict[str, bool | None]:
    ev = df[df["evaluable"]]
    return {str(i): (None if pd.isna(v) else v == 1.0) for i, v in zip(ev["id"], ev["EX"])}


def transitions_markdown(reference: pd.DataFrame, other: pd.DataFrame, ref_label: str, other_label: str) -> str:
    """The transition table of two runs: per class, answers with it in each, fixed and broken by the other run."""
    rows = [r for r in transitions(reference, other) if r["reference"] or r["other"]]
    if not rows:
        return ""
    md = markdown_table(["Class", "ref", "new", "fixed", "broken", "net"],
                        [[LABELS[r["class"]], str(r["reference"]), str(r["other"]), str(r["fixed"]), str(r["broken"]),
                          f"{r['other'] - r['reference']:+d}"] for r in rows], ["l", "r", "r", "r", "r", "r"])
    notes = [f"Reference: {ref_label}; new: {other_label}; {rows[0]['n']} questions both scored. fixed: the "
             "reference's answer has the class and the new one is EX-right (for EX right, EM wrong: EX and EM right); "
             "broken: the reference's answer is right and the new one has the class; net: new minus ref."]
    return "\n".join([f"#### Error transitions: {other_label} vs {ref_label}", "", md, "", *notes])


# ------------------------------------------------------------------------------- candidate coverage


def run_examples(run_dir: Path, config: Mapping):
    """The examples a run was made on, from its config.json (None when the dataset cannot be read)."""
    from nl2sql.data.dataset import DatasetError, load_dataset

    knobs = config.get("config", {})
    root = saved_data_dir(config)
    try:
        return list(load_dataset(root, knobs.get("split", "dev"), db_ids=knobs.get("db_ids"), limit=knobs.get("limit"),
                                 sample=knobs.get("sample"), seed=knobs.get("seed", 0)))
    except (OSError, ValueError, DatasetError):
        return None


def run_coverage(run_dir: str | Path, scores: pd.DataFrame | None = None, workers: int | None = None,
                 refresh: bool = False) -> pd.DataFrame | None:
    """candidates.csv of a run whose traces hold candidates (computed once after scoring, then read back); None when
    the run drew no candidates, has no traces, or its dataset cannot be read."""
    from nl2sql.report.accuracy import load_metrics

    run_dir = Path(run_dir)
    path, traces = run_dir / COVERAGE_FILE, run_dir / "traces.jsonl"
    metrics = run_dir / "metrics.csv"
    fresh = traces.is_file() and path.is_file() and path.stat().st_mtime >= traces.stat().st_mtime \
        and (not metrics.is_file() or path.stat().st_mtime >= metrics.stat().st_mtime)
    if path.is_file() and not refresh and (fresh or not traces.is_file()):
        # Without traces (a committed reference folder) the file cannot be made again: its candidates' scores stand,
        # the final answers' EX is the current scoring's.
        cov = read_coverage(path)
        if scores is not None:
            final = _right(scores)
            cov["chosen"] = [float("nan") if final.get(i) is None else float(final[i]) for i in cov["id"]]
        return cov
    if not traces.is_file():
        return None
    preds = read_finished(run_dir)
    found = {}
    for qid, row in read_traces(run_dir).items():
        cands = trace_candidates(row, (preds.get(qid) or {}).get("sql"))
        if cands is not None:
            found[qid] = cands
    if not found:
        return None
    config = json.loads((run_dir / "config.json").read_text(encoding="utf-8"))
    examples = run_examples(run_dir, config)
    if examples is None:
        return None
    if scores is None:
        scores = load_metrics(metrics)
    final = _right(scores)
    comparator = config.get("evaluation", {}).get("comparator") or config.get("config", {}).get("comparator", "multiset")
    rows = score_coverage(examples, found, final, comparator, workers)
    frame = coverage_frame(rows)
    frame.to_csv(path, index=False)
    return read_coverage(path)


def coverage_frame(rows: Sequence[Coverage]) -> pd.DataFrame:
    return pd.DataFrame([r.csv_row() for r in rows], columns=list(COVERAGE_COLUMNS))


def read_coverage(path: str | Path) -> pd.DataFrame:
    df = pd.read_csv(path, dtype={"id": str, "right_candidates": str}, keep_default_na=False)
    for c in ("candidates", "ran", "right", "oracle", "votes", "repaired"):
        df[c] = pd.to_numeric(df[c]).astype(int)
    df["chosen"] = pd.to_numeric(df["chosen"].replace("", float("nan")))
    df["share"] = pd.to_numeric(df["share"]).astype(float)
    return df


def coverage_summary(cov: pd.DataFrame) -> dict:
    """oracle@N, EX, selection accuracy given coverage, the headroom and the mean number of candidates."""
    cov = cov[cov["chosen"].notna()]
    n = len(cov)
    covered = cov[cov["oracle"] == 1]
    return {"questions": n, "mean_candidates": float(cov["candidates"].mean()) if n else 0.0,
            "max_candidates": int(cov["candidates"].max()) if n else 0,
            "oracle": float(cov["oracle"].mean()) if n else None, "ex": float(cov["chosen"].mean()) if n else None,
            "selection": float(covered["chosen"].mean()) if len(covered) else None,
            "covered": len(covered), "right_not_chosen": int(((cov["oracle"] == 1) & (cov["chosen"] == 0)).sum()),
            "chosen_not_covered": int(((cov["oracle"] == 0) & (cov["chosen"] == 1)).sum())}


def calibration(cov: pd.DataFrame) -> list[dict]:
    """EX and oracle by the winning cluster's share of the votes (SHARE_BINS): is the vote's margin a confidence?"""
    cov = cov[cov["chosen"].notna()]
    out = []
    upper = float("inf")
    for low, label in SHARE_BINS:
        part = cov[(cov["share"] >= low - 1e-9) & (cov["share"] < upper - 1e-9)]
        upper = low
        if len(part):
            out.append({"share": label, "n": len(part), "ex": float(part["chosen"].mean()),
                        "oracle": float(part["oracle"].mean())})
    return out


def _p(v: float | None) -> str:
    return "n/a" if v is None else f"{100 * v:.1f}"


def coverage_markdown(cov: pd.DataFrame | None, title: str = "Candidate coverage") -> str:
    """The coverage tables of one run: oracle@N against EX, selection given coverage, and EX by vote share."""
    if cov is None or not len(cov):
        return ""
    s = coverage_summary(cov)
    n_label = f"oracle@{s['max_candidates']}"
    rows = [["questions with candidates", str(s["questions"])],
            ["candidates per question (mean; fewer where the first ones agreed)", f"{s['mean_candidates']:.2f}"],
            [f"{n_label}: some candidate EX-right (%)", _p(s["oracle"])],
            ["EX of the chosen answer (%)", _p(s["ex"])],
            [f"selection accuracy given coverage: chosen right of {s['covered']} covered (%)", _p(s["selection"])],
            ["covered but the vote chose wrong (headroom for selection)", str(s["right_not_chosen"])],
            ["chosen right though no candidate was (final SQL outside the vote)", str(s["chosen_not_covered"])]]
    md = markdown_table(["Quantity", "Value"], rows, ["l", "r"])
    cal = calibration(cov)
    md2 = markdown_table(["winning cluster's share of the votes", "questions", "EX (%)", "oracle (%)"],
                         [[c["share"], str(c["n"]), _p(c["ex"]), _p(c["oracle"])] for c in cal], ["l", "r", "r", "r"])
    notes = ["Every candidate a question drew is scored on EX after the run (docs/analysis.md#coverage); the share "
             "is the winning cluster's members over the candidates of the question's last vote. A calibrated vote "
             "has EX rising with the share."]
    return "\n".join([f"#### {title}", "", md, "", f"#### EX by the vote's share ({title.lower()})", "", md2, "",
                      *notes])


def repaired_counts(run_dir: str | Path, scores: pd.DataFrame) -> tuple[int, int] | None:
    """(final answers made runnable by the identifier repair, of them EX-right); from the traces, else from a
    committed candidates.csv (its `repaired` column); None without either."""
    run_dir = Path(run_dir)
    if not (run_dir / "traces.jsonl").is_file():
        if not (run_dir / COVERAGE_FILE).is_file():
            return None
        cov = read_coverage(run_dir / COVERAGE_FILE)
        fixed = cov[cov["repaired"] == 1]
        return len(fixed), int((fixed["chosen"] == 1).sum())
    preds = read_finished(run_dir)
    ex = _right(scores)
    fixed = [qid for qid, row in read_traces(run_dir).items()
             if " ".join(((preds.get(qid) or {}).get("sql") or "").split()) in repaired_sqls(row.get("trace") or [])]
    return len(fixed), sum(1 for q in fixed if ex.get(q))


def repaired_markdown(counts: tuple[int, int] | None) -> str:
    if not counts or not counts[0]:
        return ""
    n, right = counts
    return ("#### Identifier repair\n\n" + markdown_table(["Quantity", "Value"], [
        ["final answers that run only because the identifier repair respelled them", str(n)],
        ["of them EX-right", f"{right} ({_p(right / n)}%)"]], ["l", "r"])
            + "\n\nVA counts every repaired answer as valid; EX only the right ones.")


# ------------------------------------------------------------------------------- several runs side by side


def errors_by_run_markdown(frames: Mapping[str, pd.DataFrame], title: str) -> str:
    """One row per class, one column per run: questions whose answer has the class (EX-wrong answers in the head)."""
    counts = {k: error_counts(df) for k, df in frames.items()
              if "errors" in df and df["errors"].astype(str).str.len().any()}
    if not counts:
        return ""
    names = list(counts)
    rows = [["EX-wrong answers", *[f"{counts[k][2]} of {counts[k][3]}" for k in names]]]
    rows += [[LABELS[c], *[str(counts[k][0].get(c, 0)) for k in names]] for c in CLASSES]
    md = markdown_table(["Class", *names], rows, ["l", *["r"] * len(names)])
    return "\n".join([f"### {title}: error classes", "", md, "",
                      "Questions per class (an answer that ran can have several; docs/analysis.md)."])


def transitions_by_run_markdown(frames: Mapping[str, pd.DataFrame], reference: str, title: str) -> str:
    """One row per class, one column per run other than the reference: fixed / broken against the reference."""
    if reference not in frames or not all("errors" in df for df in frames.values()):
        return ""
    others = [k for k in frames if k != reference]
    table = {k: {r["class"]: r for r in transitions(frames[reference], frames[k])} for k in others}
    rows = [[LABELS[c], *[f"{table[k][c]['fixed']} / {table[k][c]['broken']}" for k in others]] for c in CLASSES
            if any(table[k][c]["reference"] or table[k][c]["other"] for k in others)]
    if not rows:
        return ""
    md = markdown_table(["Class", *others], rows, ["l", *["r"] * len(others)])
    return "\n".join([f"### {title}: error transitions against {reference}", "", md, "",
                      "fixed / broken: answers of the reference with the class that the run gets right / right answers "
                      "of the reference whose answer in the run has the class (for EX right, EM wrong: EX and EM "
                      "right)."])


def coverage_by_run_markdown(covs: Mapping[str, pd.DataFrame | None], title: str) -> str:
    """One row per run that drew candidates: candidates, oracle@N, EX, selection given coverage, headroom."""
    rows = []
    for k, cov in covs.items():
        if cov is None or not len(cov):
            continue
        s = coverage_summary(cov)
        rows.append([k, f"{s['mean_candidates']:.2f}", _p(s["oracle"]), _p(s["ex"]), _p(s["selection"]),
                     str(s["right_not_chosen"])])
    if not rows:
        return ""
    md = markdown_table(["Run", "candidates / q", "oracle (%)", "EX (%)", "chosen right if covered (%)",
                         "covered, chose wrong"], rows, ["l", "r", "r", "r", "r", "r"])
    return "\n".join([f"### {title}: candidate coverage", "", md, "",
                      "oracle: some candidate of the question is EX-right (docs/analysis.md#coverage)."])


def analysis_sections(md: str) -> str:
    """The analysis part of an ablation.md or comparison.md: from its error classes to its cost-quality table."""
    at = md.find(": error classes\n")
    return md[md.rfind("\n### ", 0, at) + 1:] if at >= 0 else ""
