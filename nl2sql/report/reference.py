"""Re-score the committed reference runs (results/reference/) without a model (docs/analysis.md#reference-runs).

    python -m nl2sql.report.reference results/reference/spider-dev results/reference/tune
    python -m nl2sql.report.reference --export results/<run_id> results/reference/<set>/<method>

A reference folder keeps predictions.sql, config.json and tables.md of a run (no traces). For each one this scores
predictions.sql through the scoring path (nl2sql.eval.evaluate: VA, EX, EM, TS and the error classes) into
metrics.csv, and writes tables.md again: the accuracy table, the run's committed cost section (it came from the
predictions.jsonl that is not committed), then the analysis sections (nl2sql.report.writer.analysis_markdown).
A folder holding run folders and an ablation.md (or comparison.md) gets that file again with the error, transition,
coverage and cost-quality sections (write_comparison), the ablation's base being `base/` or, where the folder has
none, the `../candidates` run the README names as its base.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import tempfile
from pathlib import Path

from nl2sql.data.formats import DEFAULT_FORMAT
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate, read_predictions
from nl2sql.report.accuracy import accuracy_table, scores_frame
from nl2sql.report.analysis import run_examples
from nl2sql.report.tables import accuracy_markdown, dataset_words, table_meta
from nl2sql.report.writer import analysis_markdown, run_title, write_comparison

COST_HEAD = "#### Cost per question and compliance"


def kept_cost_section(tables_md: Path) -> str:
    """The committed cost section of a tables.md ("" when there is none)."""
    if not tables_md.is_file():
        return ""
    text = tables_md.read_text(encoding="utf-8")
    start = text.find(COST_HEAD)
    if start < 0:
        return ""
    end = text.find("\n####", start + len(COST_HEAD))
    return text[start: end if end >= 0 else len(text)].strip()


def calls_per_question(tables_md: Path) -> float | None:
    """LLM calls per question from a tables.md's cost section."""
    m = re.search(r"\| LLM calls per question \| ([0-9.]+) \|", kept_cost_section(tables_md))
    return float(m.group(1)) if m else None


def rescore_run(folder: Path, workers: int | None = None) -> Path:
    """metrics.csv and tables.md of one reference run folder, from its predictions.sql and config.json."""
    config = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    examples = run_examples(folder, config)
    if examples is None:
        raise FileNotFoundError(f"{folder}: the dataset its config.json names cannot be read")
    ev = config.get("evaluation", {})
    fmt = config.get("dataset", {}).get("format", DEFAULT_FORMAT)
    preds = read_predictions(folder / "predictions.sql", expected=len(examples), data_format=fmt)
    asked = ScoringOptions(metrics=ev.get("metrics"), comparator=ev.get("comparator"), ts_k=ev.get("ts_k"))
    rep = evaluate(examples, preds, EvalOptions(asked, workers=workers))
    rep.write_csv(folder / "metrics.csv")
    scores = scores_frame(rep)
    meta = table_meta(scores, run_title(config), rep.comparator, rep.keep_distinct, rep.ts_k,
                      dataset=dataset_words(config))
    md = accuracy_markdown(accuracy_table(scores, list(rep.metrics)), meta)
    cost = kept_cost_section(folder / "tables.md")
    if cost:
        md += "\n\n" + cost
    md += analysis_markdown(folder, scores, workers)
    (folder / "tables.md").write_text(md + "\n", encoding="utf-8")
    return folder / "tables.md"


def rescore_group(root: Path, workers: int | None = None) -> list[Path]:
    """Every run folder under root re-scored, then its ablation.md / comparison.md written again."""
    written = []
    runs = sorted(p.parent for p in root.glob("*/config.json"))
    for run in runs:
        written.append(rescore_run(run, workers))
        print(f"rescored {run}", file=sys.stderr)
    for name in ("ablation", "comparison"):
        md = root / f"{name}.md"
        if not md.is_file():
            continue
        text = md.read_text(encoding="utf-8")
        title = text.splitlines()[0].lstrip("# ").strip()
        metrics = tuple(dict.fromkeys(re.findall(r"^### .*: (EX|TS|EM|VA)$", text, flags=re.MULTILINE))) or ("EX",)
        if name == "ablation":
            base = root / "base" if (root / "base").is_dir() else root.parent / "candidates"
            # The variants in the order the committed file lists them (the grid's order), then any new one.
            listed = re.findall(r"^### (\S+) \(", text, flags=re.MULTILINE)
            variants = sorted((p for p in runs if p.name != "base"),
                              key=lambda p: listed.index(p.name) if p.name in listed else len(listed))
            folders = {"base": base, **{p.name: p for p in variants}}
            m = re.search(r"^### (base \(.*?\)) \(Run ", text, flags=re.MULTILINE)
            labels = {"base": m.group(1)} if m else {}
            reference = "base"
        else:
            # The comparison's runs are the folders beside it, named by their run ids, the first the reference.
            ids = [json.loads((p / "config.json").read_text(encoding="utf-8"))["run_id"] for p in runs]
            order = re.findall(r"^### (\S+) \(Run ", text, flags=re.MULTILINE)
            by_id = dict(zip(ids, runs))
            folders = {i: by_id[i] for i in order if i in by_id}
            folders.update((i, by_id[i]) for i in ids if i not in folders)  # a run exported since: listed last
            labels, reference = {}, next(iter(folders))
        with tempfile.TemporaryDirectory() as tmp:
            files = write_comparison(folders, reference, tmp, name=name, title=title, labels=labels, metrics=metrics)
            for key in (f"{name}.md", f"{name}.csv", f"{name}_frontier.png"):
                if key in files:
                    shutil.copy(files[key], root / key)
                    written.append(root / key)
        print(f"wrote {md}", file=sys.stderr)
    return written


KEPT_FILES = ("predictions.sql", "config.json", "tables.md", "metrics.csv", "candidates.csv")


def export_run(run: Path, dest: Path) -> Path:
    """A finished run as a reference folder: the files it keeps, and cost.json measured from its own records."""
    from nl2sql.report.frontier import COST_FILE, run_cost

    if not (run / "predictions.sql").is_file() or not (run / "config.json").is_file():
        raise FileNotFoundError(f"{run}: not a finished run (no predictions.sql or config.json); run it to the end")
    dest.mkdir(parents=True, exist_ok=True)
    for name in KEPT_FILES:
        if (run / name).is_file():
            shutil.copy(run / name, dest / name)
    measured = run_cost(run)
    cost = {"calls_per_question": None if measured.calls is None else round(measured.calls, 2),
            "seconds_per_question": None if measured.seconds is None else round(measured.seconds, 2),
            "source": f"{measured.source} of the run"}
    if measured.setup_s is not None:  # kept apart from the seconds, as the run logged it
        cost["setup_seconds"] = round(measured.setup_s, 1)
    (dest / COST_FILE).write_text(json.dumps(cost, indent=2) + "\n", encoding="utf-8")
    return dest


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    usage = ("usage: python -m nl2sql.report.reference FOLDER...  (e.g. results/reference/spider-dev)\n"
             "       python -m nl2sql.report.reference --export RUN_DIR REFERENCE_DIR")
    if args[:1] in (["-h"], ["--help"]):
        print(usage)
        return 0
    missing = [a for a in args if not a.startswith("--") and not Path(a).exists()]
    if not args or (args[0] == "--export" and len(args) != 3) or (missing and args[0] != "--export"):
        print(usage if not missing else f"{missing[0]}: no such folder (give a reference folder, e.g. "
              "results/reference/spider-dev)", file=sys.stderr)
        return 2
    if args[0] == "--export":
        print(f"exported: {export_run(Path(args[1]), Path(args[2]))}")
        return 0
    for arg in args:
        root = Path(arg)
        groups = [root, *sorted(p for p in root.rglob("*") if p.is_dir())]
        for g in groups:
            if (g / "config.json").is_file():
                continue  # a run folder: rescored with its group
            if any((p / "config.json").is_file() for p in g.iterdir() if p.is_dir()):
                rescore_group(g)
    return 0


if __name__ == "__main__":
    sys.exit(main())
