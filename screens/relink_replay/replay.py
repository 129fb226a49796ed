"""Value relinking replayed on finished runs: each run's answers through nl2sql.sql.relink, scored again, no model.

    .venv/bin/python screens/relink_replay/replay.py --data ../shared/spider tune=results/reference/robustness/tune/candidates \
        tune-nocols=results/reference/robustness/tune-nocols/baseline --out results/reference/relink

Value relinking acts on a finished answer only (the value_relink knob rewrites a method's final answer), so a run
replayed through it is exactly the run with the knob on: the same answers, each rewritten where the rule applies.
For each SPLIT=RUN_DIR (a run folder with predictions.sql and metrics.csv, in the split's order of evaluable
questions) it writes OUT/SPLIT/METHOD/predictions.sql (re-score it with `python -m nl2sql eval`) and relinked.jsonl
(each rewritten answer: before, after, what moved, EX before and after), and prints one row per run: answers
rewritten, questions gained and lost, EX before and after; OUT/summary.csv keeps the rows.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from pathlib import Path

from nl2sql.data.dataset import load_dataset
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.sql.relink import relink_literals
from nl2sql.sql.schema import Schema, read_schema

EX_ONLY = EvalOptions(ScoringOptions(metrics=["EX"]))  # this screen scores EX alone


def replay(data: str, split: str, run: Path, out: Path) -> dict:
    """One run replayed: writes its folder under out and returns its summary row."""
    ds = load_dataset(data, split)
    examples = ds.evaluable
    preds = (run / "predictions.sql").read_text(encoding="utf-8").split("\n")[:len(examples)]
    if len(preds) != len(examples):
        raise SystemExit(f"{run}/predictions.sql has {len(preds)} lines for {len(examples)} evaluable questions of "
                         f"{split}: pass the split the run was made on")
    with (run / "metrics.csv").open(encoding="utf-8") as f:
        before = {r["id"]: int(r["EX"]) for r in csv.DictReader(f) if r["EX"] != ""}
    schemas: dict[str, Schema] = {}
    after = list(preds)
    changed = []
    for i, (ex, sql) in enumerate(zip(examples, preds)):
        schema = schemas.setdefault(ex.db_id, read_schema(ex.db_path, ex.db_id))
        fix = relink_literals(sql, ex.db_path, schema)
        if fix is not None:
            after[i] = fix.sql
            changed.append((i, fix.notes))
    subset = [examples[i] for i, _ in changed]
    scored = evaluate(ds.subset(subset), [after[i] for i, _ in changed], EX_ONLY) if subset else None
    rows = [{"id": examples[i].id, "before": preds[i], "after": after[i], "moved": notes,
             "EX_before": before[examples[i].id], "EX_after": int(bool(s.ex))}
            for (i, notes), s in zip(changed, scored.scores if scored else [])]
    where = out / split / run.name
    where.mkdir(parents=True, exist_ok=True)
    (where / "predictions.sql").write_text("\n".join(after) + "\n", encoding="utf-8")
    (where / "relinked.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    gained = sum(r["EX_after"] > r["EX_before"] for r in rows)
    lost = sum(r["EX_after"] < r["EX_before"] for r in rows)
    n, right = len(before), sum(before.values())
    return {"split": split, "method": run.name, "run": str(run), "questions": n, "rewritten": len(rows),
            "gained": gained, "lost": lost, "EX_before": round(100 * right / n, 1),
            "EX_after": round(100 * (right + gained - lost) / n, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("runs", nargs="+", metavar="SPLIT=RUN_DIR")
    ap.add_argument("--data", default="../shared/spider")
    ap.add_argument("--out", default="results/relink-replay")
    args = ap.parse_args()
    out = Path(args.out)
    summary = []
    for item in args.runs:
        split, sep, run = item.partition("=")
        if not sep or not (Path(run) / "predictions.sql").is_file():
            raise SystemExit(f"{item!r}: give SPLIT=RUN_DIR, a run folder holding predictions.sql and metrics.csv")
        row = replay(args.data, split, Path(run), out)
        summary.append(row)
        print(f"{row['split']:15} {row['method']:11} rewritten {row['rewritten']:3}  gained {row['gained']}  "
              f"lost {row['lost']}  EX {row['EX_before']} -> {row['EX_after']}", flush=True)
    out.mkdir(parents=True, exist_ok=True)
    with (out / "summary.csv").open("w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=list(summary[0]))
        w.writeheader()
        w.writerows(summary)
    print(f"wrote {out / 'summary.csv'}", file=sys.stderr)


if __name__ == "__main__":
    main()
