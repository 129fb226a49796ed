"""The looser linked view's runs against the default runs made on the same kind of CPU
(results/reference/robustness/screen/text_rows/*-default.json) or, on the confirm splits, against the committed
reference runs (results/reference/confirm/SPLIT/candidates): EX, oracle, the paired difference (gained, lost, exact
McNemar p), seconds; the questions the view changed; and, of those it did not, how many got the default's SQL (how
comparable the two runs' numerics are). The looser view's runs, SPLIT-loose.json, are in
results/reference/robustness/screen/view_linker/.

    .venv/bin/python screens/view_linker/compare.py > results/reference/robustness/screen/view_linker/compare.txt
"""
import csv
import json
from pathlib import Path

from nl2sql.report.stats import mcnemar_exact

ROOT = Path(__file__).resolve().parents[2]  # screens/<study>/<script>.py -> the repository root

HERE = ROOT / "results/reference/robustness/screen/view_linker"  # the looser view's runs, SPLIT-loose.json
REFERENCE = ROOT / "results" / "reference" / "confirm"


def default_run(split: str) -> dict:
    """The default run to pair with: the same CPU kind's scratch run on tune splits, the reference run on confirm."""
    if not split.startswith("confirm"):
        return json.loads((HERE.parent / "text_rows" / f"{split}-default.json").read_text())
    run = REFERENCE / split / "candidates"
    rows = list(csv.DictReader(open(run / "metrics.csv", encoding="utf-8")))
    sqls = (run / "predictions.sql").read_text(encoding="utf-8").splitlines()
    cost = json.loads((run / "cost.json").read_text())
    return {"ids": [r["id"] for r in rows], "ex": [r["EX"] == "1" for r in rows], "sql": sqls,
            "scored": [r["EX"] != "" for r in rows], "seconds": round(cost["seconds_per_question"] * len(rows))}


def main() -> None:
    for split in ("tune-hard", "tune-syn", "tune", "confirm-syn", "confirm-hard", "confirm"):
        path = HERE / f"{split}-loose.json"
        if not path.is_file():
            print(f"{split}: not run")
            continue
        a, b = default_run(split), json.loads(path.read_text())
        assert a["ids"] == b["ids"], f"{split}: the two runs answer different questions"
        keep = [i for i, ok in enumerate(a.get("scored", [True] * len(a["ids"]))) if ok]  # gold that runs
        a, b = ({**r, "ex": [r["ex"][i] for i in keep], "sql": [r["sql"][i] for i in keep]} for r in (a, b))
        b["view"], b["oracle"] = [b["view"][i] for i in keep], [b["oracle"][i] for i in keep]
        n = len(keep)
        test = mcnemar_exact(a["ex"], b["ex"])
        viewed = [i for i, v in enumerate(b["view"]) if v]
        plain = [i for i, v in enumerate(b["view"]) if not v]
        va, vb = sum(a["ex"][i] for i in viewed), sum(b["ex"][i] for i in viewed)
        print(f"{split}: EX {100 * sum(a['ex']) / n:.1f} -> {100 * sum(b['ex']) / n:.1f} "
              f"({100 * (test.only_b - test.only_a) / n:+.1f}; {test.only_b} gained, {test.only_a} lost, McNemar p "
              f"{test.p_value:.2f}); oracle {100 * sum(b['oracle']) / n:.1f}; {a['seconds']} -> {b['seconds']} s "
              f"({b['seconds'] / a['seconds'] - 1:+.0%}); the {len(viewed)} questions with a view: {va} -> {vb} right; "
              f"without: {sum(a['sql'][i] == b['sql'][i] for i in plain)} of {len(plain)} the same SQL")


if __name__ == "__main__":
    main()
