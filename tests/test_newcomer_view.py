"""What a newcomer reads first: the table `make run` ends with (how many questions, how wide the interval, the
committed full-dev reference runs beside it), plot titles that fit their figure, trace labels that say what
happened."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pandas as pd
import pytest

from nl2sql.config import RunConfig
from nl2sql.data import load_dataset
from nl2sql.llm import FunctionLLM
from nl2sql.methods.agent import react_sql
from nl2sql.report import figures, frontier, plots
from nl2sql.report.accuracy import load_metrics
from nl2sql.report.frontier import Point, plot_frontier
from nl2sql.report.glance import DEV_REFERENCE, glance_markdown
from nl2sql.report.stats import bootstrap_ci
from nl2sql.report.transcript import render_trace
from nl2sql.report.viewer import transcript
from nl2sql.runs.ablation import compare_session
from nl2sql.runs.notebooks import session_tables
from nl2sql.runs.runner import run

SCRIPTED = {"backend": "function", "model": "nl2sql.testing.scripted:answer"}
LONG = ("Session a-rather-long-session-name: loop, candidates, fallback_baseline vs baseline: "
        "EX against cost per question")


@pytest.fixture(scope="module")
def session(tmp_path_factory, mini_dir) -> Path:
    """A session of the baseline and the loop on 8 bundled questions, compared as notebook 03 compares them."""
    root = tmp_path_factory.mktemp("results")
    for method in ("baseline", "loop"):
        run(RunConfig.from_dict({"data_dir": str(mini_dir), "sample": 8, "method": method, "metrics": ["EX"],
                                 "run_id": f"s/{method}", **SCRIPTED}), out_root=root, progress=False)
    compare_session("s", out_root=root, metrics=("EX",))
    return root / "s"


def _dev_row(run_id: str) -> list[str]:
    """A run's cells in the committed comparison.md's paired EX table."""
    md = (DEV_REFERENCE / "comparison.md").read_text(encoding="utf-8")
    line = next(x for x in md.splitlines() if x.startswith(f"| {run_id} |"))
    return [c.strip() for c in line.strip("|").split("|")]


@pytest.mark.slow
def test_the_closing_table_says_n_the_interval_and_the_full_dev_reference(session):
    _, closing = session_tables(session)
    assert closing.startswith("### s: what 8 questions can say")
    rows = {line.split("|")[1].strip(): [c.strip() for c in line.strip("|").split("|")]
            for line in closing.splitlines() if line.startswith("| baseline |") or line.startswith("| loop |")}
    ex = {m: bootstrap_ci(load_metrics(session / m / "metrics.csv")["EX"].dropna().to_numpy()) for m in rows}
    for method, cells in rows.items():
        assert cells[1] == "8" and cells[2] == f"{100 * ex[method].estimate:.1f} [{100 * ex[method].lo:.1f}, " \
                                                 f"{100 * ex[method].hi:.1f}]"
    half = max(100 * (ci.hi - ci.lo) / 2 for ci in ex.values())
    assert f"up to +/- {half:.0f} points wide: too wide to rank these methods" in " ".join(closing.split())
    # Beside them, the committed full-dev runs: the same EX and Δ as comparison.md (all 972 questions).
    loop_id = json.loads((DEV_REFERENCE / "loop" / "config.json").read_text(encoding="utf-8"))["run_id"]
    dev_loop = _dev_row(loop_id)  # Change, n, EX ref, EX, ΔEX [95% CI], ...
    assert dev_loop[1] == "972" and "Spider dev EX (n=972)" in closing
    assert rows["loop"][4].startswith(dev_loop[3] + " [") and rows["loop"][5] == dev_loop[4]
    assert rows["baseline"][4].startswith(dev_loop[2] + " [") and rows["baseline"][5] == ""
    assert "results/reference/spider-dev/comparison.md" in " ".join(closing.split())
    # The same table opens the session's tables.md, under its title.
    md = (session / "tables.md").read_text(encoding="utf-8")
    assert md.startswith("# Session s: loop vs baseline\n\n### s: what 8 questions can say")
    assert glance_markdown(session, reference=session.parent / "no-reference").count("Spider dev") == 0


def _kept(monkeypatch, module) -> list:
    """The figures `module` saves, kept for measuring after they are written."""
    kept = []

    def keep(fig, path):
        kept.append(fig)
        return figures.save_png(fig, path)

    monkeypatch.setattr(module, "save_png", keep)
    return kept


def _titles_inside(fig) -> list[str]:
    """Every title's text, after checking its rendered extent lies inside the figure."""
    renderer = fig.canvas.get_renderer()
    texts = [*fig.texts, *(ax.title for ax in fig.axes)]
    shown = []
    for t in texts:
        if not t.get_text():
            continue
        box = t.get_window_extent(renderer)
        assert 0 <= box.x0 and box.x1 <= fig.bbox.width and 0 <= box.y0 and box.y1 <= fig.bbox.height, (t, box)
        shown.append(t.get_text())
    return shown


@pytest.mark.slow
@pytest.mark.parametrize("seconds", [None, 0.5])  # one panel (calls only, as a cached run has) or two
def test_the_frontier_title_fits_its_figure(monkeypatch, tmp_path, seconds):
    kept = _kept(monkeypatch, frontier)
    pts = [Point("baseline", 0.688, 1.0, seconds), Point("candidates", 0.688, 4.45, seconds and 3 * seconds)]
    plot_frontier(pts, tmp_path / "f.png", LONG)
    [title] = _titles_inside(kept[0])
    assert " ".join(title.split()) == LONG  # every word kept
    assert ("\n" in title) == (seconds is None)  # wrapped on one panel's width; two panels hold it on one line
    plot_frontier(pts, tmp_path / "short.png", "Cost")
    assert _titles_inside(kept[1]) == ["Cost"]  # a title that fits stays on one line


@pytest.mark.slow
def test_the_run_plots_titles_fit_their_figures(monkeypatch, tmp_path):
    kept = _kept(monkeypatch, plots)
    table = pd.DataFrame([{"level": "all", "n": 16, "metric": "EX", "accuracy": 0.688, "lo": 0.44, "hi": 0.94}])
    plots.plot_accuracy_by_hardness(table, tmp_path / "a.png", LONG)
    frame = pd.DataFrame([{"change": "candidates", "diff": 0.0, "diff_lo": -0.19, "diff_hi": 0.19}])
    plots.plot_comparison(frame, tmp_path / "c.png", "EX", LONG)
    plots.plot_tool_usage({"generate_sql": 16, "a_tool_with_a_long_name_of_its_own": 3}, tmp_path / "t.png", LONG)
    for fig in kept:
        [title] = _titles_inside(fig)
        assert "\n" in title and " ".join(title.split()) == LONG


def test_a_trace_says_the_policy_chose_the_tool_and_the_tool_called_the_model(mini_dir):
    example = load_dataset(mini_dir)[0]
    llm = FunctionLLM(lambda messages: "SELECT count(*) FROM student")
    result = react_sql(example, llm, RunConfig().options())  # tool_choice "policy": no model call picks a tool
    called = {e["action"]: e.get("llm_calls", 0) for e in result.trace if "action" in e}
    assert called["generate_sql"] == 1 and called["validate_sql"] == 0 and called["run_sql"] == 0
    assert sum(called.values()) == llm.usage.calls == 1
    text = render_trace({"id": example.id, "trace": result.trace})
    policy = [line for line in text.splitlines() if line.startswith("POLICY ")]
    assert policy and not [line for line in policy if "no model call" in line]
    at = text.splitlines().index("POLICY generate_sql (chosen by rule needs_candidate, without asking the model)")
    assert text.splitlines()[at + 1] == "Action: generate_sql[{}] (1 model call)"
    assert re.search(r"^Action: validate_sql\[\{\}\]$", text, flags=re.M)  # a tool without a model call: no count
    steps = transcript(result.trace)
    assert "Action: generate_sql[{}] (1 model call)" in [s["head"] for s in steps]
    assert not [s for s in steps if s["kind"] == "policy" and "no model call" in s["body"]]
