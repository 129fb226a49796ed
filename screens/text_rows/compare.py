"""The text_rows screen's pairs, re-scored from the committed runs: EX of each variant, the paired difference (gained,
lost, exact McNemar p), the SQL both wrote alike, seconds and prompt tokens per question.

    .venv/bin/python screens/text_rows/compare.py
"""
import json
from pathlib import Path

from nl2sql.report.stats import mcnemar_exact

ROOT = Path(__file__).resolve().parents[2]  # screens/<study>/<script>.py -> the repository root

HERE = ROOT / "results/reference/robustness/screen/text_rows"  # the runs' JSON files


def main() -> None:
    for split in ("tune", "tune-syn", "tune-hard"):
        a, b = (json.loads((HERE / f"{split}-{name}.json").read_text()) for name in ("default", "textrows"))
        assert a["ids"] == b["ids"], f"{split}: the two runs answer different questions"
        n = len(a["ids"])
        test = mcnemar_exact(a["ex"], b["ex"])
        gained, lost, p = test.only_b, test.only_a, test.p_value
        same = sum(x == y for x, y in zip(a["sql"], b["sql"]))
        print(f"{split}: EX {100 * sum(a['ex']) / n:.1f} -> {100 * sum(b['ex']) / n:.1f} "
              f"({100 * (gained - lost) / n:+.1f}; {gained} gained, {lost} lost, McNemar p {p:.2f}), same SQL {same}/{n}, "
              f"{a['seconds']} -> {b['seconds']} s ({b['seconds'] / a['seconds'] - 1:+.1%}), "
              f"prompt tokens/question {a['prompt_tokens'] / n:.0f} -> {b['prompt_tokens'] / n:.0f}")


if __name__ == "__main__":
    main()
