"""The view_candidates=6 run's votes on tune-hard re-ranked offline: the linked view's votes weighted 0 to 1 and a
bonus for a result that both readings of the question reach, against the default run on the same CPU. Reads only
committed files: votes.jsonl in results/reference/robustness/screen/tune-hard/view_candidates=6-rerank/ (each question's
results with their EX, sources, checks, review and alignment) and
results/reference/robustness/screen/text_rows/tune-hard-default.json (the default's EX). Writes rerank.txt
beside votes.jsonl.

    .venv/bin/python screens/view_rerank/rerank.py
"""
import json
from pathlib import Path

from nl2sql.methods.ranking import CHECK_BONUS, ROWS_BONUS
from nl2sql.methods.vote import REVIEW_WEIGHT, WeighingOptions

ROOT = Path(__file__).resolve().parents[2]  # screens/<study>/<script>.py -> the repository root

HERE = ROOT / "results/reference/robustness/screen/tune-hard/view_candidates=6-rerank"  # votes.jsonl and rerank.txt
ALIGN_WEIGHT = WeighingOptions().align_weight


def is_view(source: str) -> bool:
    return source.startswith("view")


def pick(clusters: list[dict], view_weight: float, both_bonus: float) -> dict | None:
    """The winning result under nl2sql.methods.ranking.rank's score, view votes weighted, both readings rewarded."""
    if not clusters:
        return None
    scores = [sum(view_weight if is_view(s) else 1.0 for s in c["sources"]) + CHECK_BONUS * c["checks_ok"]
              + ROWS_BONUS * (c["row_count"] > 0)
              + both_bonus * (any(map(is_view, c["sources"])) and not all(map(is_view, c["sources"])))
              for c in clusters]
    for weight, key in ((REVIEW_WEIGHT, "review"), (ALIGN_WEIGHT, "align")):
        values = [c[key] for c in clusters]
        if None not in values:
            scores = [s + weight * (v - max(values)) for s, v in zip(scores, values)]
    return clusters[max(range(len(clusters)), key=lambda k: scores[k])]  # ties: the earliest result


def main() -> None:
    votes = [json.loads(line) for line in (HERE / "votes.jsonl").read_text().splitlines()]
    default = json.loads((HERE.parents[1] / "text_rows" / "tune-hard-default.json").read_text())
    right = dict(zip(default["ids"], default["ex"]))
    n = len(votes)
    live = sum(any(c["ex"] and c["sql"] == v["sql"] for c in v["clusters"]) for v in votes)
    covered = [v for v in votes if any(c["ex"] for c in v["clusters"])]
    missed = [v for v in covered if not any(c["ex"] and c["sql"] == v["sql"] for c in v["clusters"])]
    only_view = sum(all(map(is_view, next(c for c in v["clusters"] if c["ex"])["sources"])) for v in missed)
    viewed = sum(any(is_view(s) for c in v["clusters"] for s in c["sources"]) for v in votes)
    lines = [f"tune-hard, {n} questions, {viewed} of them with linked-view candidates that ran",
             f"default run (same CPU): EX {100 * sum(right.values()) / n:.1f}",
             f"view_candidates=6, the vote as run (before relinking): EX {100 * live / n:.1f}; "
             f"oracle {100 * len(covered) / n:.1f}; covered but missed {len(missed)}, of which the right result came "
             f"only from the view in {only_view}",
             "re-ranked (view vote weight, bonus for a result both readings reach): EX, gained and lost against the "
             "default"]
    for view_weight in (0.0, 0.25, 0.5, 0.75, 1.0):
        for both_bonus in (0.0, 1.0, 2.0):
            got = {v["id"]: bool((p := pick(v["clusters"], view_weight, both_bonus)) and p["ex"]) for v in votes}
            gained = sum(got[q] and not right[q] for q in got)
            lost = sum(right[q] and not got[q] for q in got)
            lines.append(f"  view {view_weight:<4} both {both_bonus}: EX {100 * sum(got.values()) / n:.1f} "
                         f"({gained} gained, {lost} lost)")
    (HERE / "rerank.txt").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
