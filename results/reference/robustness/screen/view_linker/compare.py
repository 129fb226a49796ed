"""The looser linked view's runs against the default runs made on the same kind of CPU (../text_rows/*-default.json):
EX, oracle, the paired difference (gained, lost, exact McNemar p), seconds; and on the questions the view changed.

    .venv/bin/python results/reference/robustness/screen/view_linker/compare.py
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[5]))
from nl2sql.report.stats import mcnemar_exact  # noqa: E402

HERE = Path(__file__).parent

for split in ("tune-hard", "tune-syn", "tune"):
    path = HERE / f"{split}-loose.json"
    if not path.is_file():
        print(f"{split}: not run")
        continue
    a, b = json.loads((HERE.parent / "text_rows" / f"{split}-default.json").read_text()), json.loads(path.read_text())
    assert a["ids"] == b["ids"], f"{split}: the two runs answer different questions"
    n = len(a["ids"])
    test = mcnemar_exact(a["ex"], b["ex"])
    viewed = [i for i, v in enumerate(b["view"]) if v]
    va, vb = sum(a["ex"][i] for i in viewed), sum(b["ex"][i] for i in viewed)
    print(f"{split}: EX {100 * sum(a['ex']) / n:.1f} -> {100 * sum(b['ex']) / n:.1f} "
          f"({100 * (test.only_b - test.only_a) / n:+.1f}; {test.only_b} gained, {test.only_a} lost, McNemar p "
          f"{test.p_value:.2f}); oracle {100 * sum(b['oracle']) / n:.1f}; {a['seconds']} -> {b['seconds']} s "
          f"({b['seconds'] / a['seconds'] - 1:+.0%}); the {len(viewed)} questions with a view: {va} -> {vb} right")
