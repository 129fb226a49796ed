"""What `run`, `ablate` and `robustness` print: a line or a few, then one summary line naming where the tables are,
its numbers those of the tables' own files; the Markdown of the tables stays in them (`notebooks`:
tests/test_notebooks.py)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pandas as pd
import pytest

from nl2sql.cli import main as cli_main
from nl2sql.report.accuracy import load_metrics
from nl2sql.report.headline import session_line
from nl2sql.report.stats import bootstrap_ci

SCRIPTED = ["--backend", "function", "--model", "nl2sql.testing.scripted:answer", "--no-progress"]


def _args(data: Path, results: Path, *extra: str) -> list[str]:
    return ["--data", str(data), "--sample", "6", *SCRIPTED, "--results", str(results), "--set", "metrics=VA,EX",
            *extra]


def _pct(x: float) -> str:
    return f"{100 * x:.1f}"


def _signed(x: float) -> str:
    return f"{100 * x:+.1f}"


def test_run_ends_with_its_scores_and_where_its_tables_are(tmp_path, mini_dir, capsys):
    assert cli_main(["run", *_args(mini_dir, tmp_path, "--method", "baseline", "--run-id", "s/baseline")]) == 0
    out = capsys.readouterr().out
    run = tmp_path / "s" / "baseline"
    scores = load_metrics(run / "metrics.csv")
    ex = bootstrap_ci(scores["EX"].dropna().to_numpy())  # the tables' interval: the same seeded bootstrap
    assert 0 < ex.estimate < 1  # the scripted model misses some: the interval has a width to check
    first, last = out.splitlines()
    assert first.startswith(f"results: {run} (0 reused, 6 generated; ")
    assert last == (f"baseline on 6 questions: EX {_pct(ex.estimate)} [{_pct(ex.lo)}, {_pct(ex.hi)}] "
                    f"VA {_pct(scores['VA'].mean())} -> {run / 'tables.md'}")
    md = (run / "tables.md").read_text(encoding="utf-8")
    assert "#### Error classes" in md and "| all | 6 |" in md  # the tables stay whole in their file
    assert "#### Error classes" not in out and "| all |" not in out
    # A session of this one run and a robustness table beside it (notebooks --only 02,05): the run's line, its tables.
    beside = tmp_path / "s" / "robustness" / "robustness.md"
    assert session_line(tmp_path / "s", beside) == last


@pytest.mark.slow
def test_ablate_ends_with_a_line_per_variant_and_one_summary(tmp_path, mini_dir, capsys):
    argv = ["ablate", *_args(mini_dir, tmp_path, "--set", "max_steps=6"), "--grid", "max_steps=2,4",
            "--ablation-id", "abl", "--compare-metrics", "EX"]
    assert cli_main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    frame = pd.read_csv(tmp_path / "abl" / "ablation.csv").set_index("run")
    assert len(lines) == 3 and list(frame.index) == ["max_steps=2", "max_steps=4"]
    for name, line in zip(frame.index, lines):
        r = frame.loc[name]
        assert line == (f"  {name}: EX {_pct(r['other'])}, ΔEX {_signed(r['diff'])} [{_signed(r['diff_lo'])}, "
                        f"{_signed(r['diff_hi'])}], McNemar p {r['p_value']:.2f}")
    low, high = frame["diff"].idxmin(), frame["diff"].idxmax()
    assert low != high  # two steps are too few for the scripted loop to repair; four are enough
    assert lines[-1] == (f"ablation abl on 6 questions, 2 variants: base EX {_pct(frame['reference'].iloc[0])}; "
                         f"ΔEX from {_signed(frame.loc[low, 'diff'])} ({low}) to {_signed(frame.loc[high, 'diff'])} "
                         f"({high}) -> {tmp_path / 'abl' / 'ablation.md'}")
    assert "### Ablation abl: EX" in (tmp_path / "abl" / "ablation.md").read_text(encoding="utf-8")


@pytest.fixture
def reworded(tmp_path, mini_dir) -> Path:
    """The bundled questions with every second one reworded (the scripted model knows only the originals)."""
    root = tmp_path / "reworded"
    root.mkdir()
    items = json.loads((mini_dir / "dev.json").read_text(encoding="utf-8"))
    for i, item in enumerate(items):
        if i % 2 == 0:
            item["question"] = "Please tell me: " + item["question"]
    (root / "dev.json").write_text(json.dumps(items), encoding="utf-8")
    shutil.copy(mini_dir / "tables.json", root / "tables.json")
    (root / "database").symlink_to(mini_dir / "database")
    return root


@pytest.mark.slow
def test_robustness_ends_with_a_line_per_method_and_variant_and_one_summary(tmp_path, mini_dir, reworded, capsys):
    for name, data in (("orig", mini_dir), ("syn", reworded)):
        for method in ("baseline", "loop"):
            assert cli_main(["run", *_args(data, tmp_path, "--method", method, "--run-id", f"{name}/{method}")]) == 0
    capsys.readouterr()
    assert cli_main(["robustness", "orig", "syn", "--out", "rob", "--robust-metrics", "EX", "--results",
                     str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    frame = pd.read_csv(tmp_path / "rob" / "robustness.csv").set_index("method")
    assert len(lines) == 3 and list(frame.index) == ["baseline", "loop"]
    for method, line in zip(frame.index, lines):
        r = frame.loc[method]
        assert line == (f"  {method}, syn ({int(r['n'])} questions): EX {_pct(r['EX_original'])} -> "
                        f"{_pct(r['EX_variant'])}, drop {_signed(r['EX_drop'])} [{_signed(r['EX_drop_lo'])}, "
                        f"{_signed(r['EX_drop_hi'])}]")
    worst, mildest = frame["EX_drop"].idxmin(), frame["EX_drop"].idxmax()
    assert frame.loc[worst, "EX_drop"] < 0  # the reworded questions cost the scripted model
    assert lines[-1] == (f"robustness of baseline, loop on syn: EX drop from {_signed(frame.loc[worst, 'EX_drop'])} "
                         f"({worst}, syn) to {_signed(frame.loc[mildest, 'EX_drop'])} ({mildest}, syn) "
                         f"-> {tmp_path / 'rob' / 'robustness.md'}")
