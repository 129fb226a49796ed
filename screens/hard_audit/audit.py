"""The -hard splits' swaps judged by hand (does the synonym keep the schema word's sense?), and each method's drop on
the questions whose swaps all keep it, from the committed reference runs.

    .venv/bin/python screens/hard_audit/audit.py              # swaps.csv + runs -> audit.txt
    .venv/bin/python screens/hard_audit/audit.py swaps ../shared/spider  # rebuild swaps.csv

`swaps` lists every (name, synonym) pair nl2sql.data.rewording applies to a tune or confirm question, with the
questions it changes, keeping the judgement already in swaps.csv (a new pair gets none: judge it by hand).
swaps.csv and audit.txt live in results/reference/robustness/hard-audit/.
"""
import csv
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # screens/<study>/<script>.py -> the repository root
HERE = ROOT / "results/reference/robustness/hard-audit"  # swaps.csv and audit.txt
RUNS = HERE.parents[1]  # results/reference
PAIRS = {"tune": ("robustness/tune", "robustness/tune-hard"), "confirm": ("confirm/confirm", "confirm/confirm-hard")}
FIELDS = ["name", "synonym", "sense", "databases", "tune", "confirm"]


def rebuild(root: str) -> None:
    """swaps.csv from the generator: one row per applied pair, its judgement kept where it had one."""
    from nl2sql.data.dataset import load_dataset
    from nl2sql.data.rewording import SchemaSynonyms

    old = {(r["name"], r["synonym"]): r["sense"] for r in read()} if (HERE / "swaps.csv").is_file() else {}
    words, rows = SchemaSynonyms.read(root), {}
    for split in PAIRS:
        for ex in load_dataset(root, split).examples:
            for s in words.applied(ex.question, ex.db_id):
                row = rows.setdefault((s.name, s.synonym), {"name": s.name, "synonym": s.synonym, "sense": old.get(
                    (s.name, s.synonym), ""), "databases": set(), "tune": [], "confirm": []})
                row["databases"].add(ex.db_id)
                row[split].append(ex.id)
    with open(HERE / "swaps.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, FIELDS)
        w.writeheader()
        for row in sorted(rows.values(), key=lambda r: (r["name"], r["synonym"])):
            w.writerow({**row, "databases": " ".join(sorted(row["databases"])), "tune": " ".join(row["tune"]),
                        "confirm": " ".join(row["confirm"])})
    print(f"{len(rows)} pairs in swaps.csv, {sum(not r['sense'] for r in read())} without a judgement")


def read() -> list[dict]:
    return list(csv.DictReader(open(HERE / "swaps.csv", encoding="utf-8")))


def ex_of(run: Path) -> dict[str, int]:
    """EX by question id; a question whose gold query fails (EX blank) is left out, as the robustness tables do."""
    return {r["id"]: int(r["EX"]) for r in csv.DictReader(open(run / "metrics.csv", encoding="utf-8")) if r["EX"]}


def score() -> None:
    """Each method's EX before and after the rewording, by what the question's swaps did to its sense."""
    swaps = read()
    assert all(r["sense"] in ("same", "wrong") for r in swaps), "judge every pair in swaps.csv (same or wrong)"
    wrong = sum(r["sense"] == "wrong" for r in swaps)
    lines = [f"{len(swaps)} (name, synonym) pairs applied to tune and confirm questions; {wrong} judged wrong-sense "
             f"({100 * wrong / len(swaps):.0f}%)", ""]
    for split, (base, hard) in PAIRS.items():
        touched: dict[str, str] = {}
        for r in swaps:
            for qid in r[split].split():
                touched[qid] = "wrong" if r["sense"] == "wrong" or touched.get(qid) == "wrong" else "same"
        lines.append(f"{split} -> {split}-hard: EX before -> after (drop) by what the question's swaps do")
        for method in ("baseline", "loop", "candidates"):
            a, b = ex_of(RUNS / base / method), ex_of(RUNS / hard / method)
            groups = {"no swap": [q for q in a if q not in touched],
                      "all keep the sense": [q for q in a if touched.get(q) == "same"],
                      "some wrong-sense": [q for q in a if touched.get(q) == "wrong"],
                      "all but wrong-sense": [q for q in a if touched.get(q) != "wrong"],
                      "all": list(a)}
            cells = []
            for name, ids in groups.items():
                x, y = (100 * sum(d[q] for q in ids) / len(ids) for d in (a, b))
                cells.append(f"{name} ({len(ids)}): {x:.1f} -> {y:.1f} ({y - x:+.1f})")
            lines.append(f"  {method:<10} " + "; ".join(cells))
        lines.append("")
    (HERE / "audit.txt").write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    if sys.argv[1:2] == ["swaps"]:
        rebuild(sys.argv[2] if len(sys.argv) > 2 else "../shared/spider")
    else:
        score()
