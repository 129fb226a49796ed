"""Report statistics on hand-checked inputs, tables as a researcher pastes them, plots on disk."""

from __future__ import annotations

import math
from pathlib import Path
from fractions import Fraction

import pandas as pd
import pytest

from nl2sql.eval.scores import EvalReport, ExampleScore
from nl2sql.report import accuracy, plots, stats, tables
from nl2sql.store import runstore

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def test_bootstrap_ci_hand_checked():
    ci = stats.bootstrap_ci([1, 1, 1, 1])
    assert (ci.estimate, ci.lo, ci.hi, ci.n) == (1.0, 1.0, 1.0, 4)
    # Mean of 4 draws with p = 3/4: P(0) = 0.4% < 2.5% < P(<= 1/4) = 5.1%, and P(1) = 31.6% > 2.5%.
    ci = stats.bootstrap_ci([1, 1, 1, 0])
    assert ci.estimate == 0.75 and ci.lo == 0.25 and ci.hi == 1.0
    # Two values: each resample mean is 0, 1/2 or 1 with P(0) = P(1) = 1/4, so the 95% interval is [0, 1].
    ci = stats.bootstrap_ci([True, False])
    assert (ci.estimate, ci.lo, ci.hi) == (0.5, 0.0, 1.0)
    empty = stats.bootstrap_ci([])
    assert empty.estimate is None and empty.n == 0


def test_bootstrap_is_seeded_and_brackets_the_mean():
    values = [1, 0, 1, 1, 0, 1, 0, 1, 1, 1] * 5
    a, b = stats.bootstrap_ci(values, seed=3), stats.bootstrap_ci(values, seed=3)
    assert a == b
    assert a.lo < a.estimate < a.hi
    # Normal approximation as a sanity bound: the percentile interval is close to +-1.96 SE.
    se = math.sqrt(0.7 * 0.3 / 50)
    assert abs((a.hi - a.lo) - 2 * 1.96 * se) < 0.06


def test_paired_difference_resamples_pairs_together():
    d = stats.paired_bootstrap_diff([0, 0, 1, 1], [1, 1, 1, 1])
    assert d.estimate == 0.5 and 0.0 <= d.lo <= d.hi <= 1.0
    same = stats.paired_bootstrap_diff([0, 1, 0, 1], [0, 1, 0, 1])
    assert (same.estimate, same.lo, same.hi) == (0.0, 0.0, 0.0)  # identical runs: no spread at all
    with pytest.raises(ValueError, match="length"):
        stats.paired_bootstrap_diff([1], [1, 0])


def test_mcnemar_exact_hand_checked():
    # 5 discordant pairs, all won by b: p = 2 * 0.5**5.
    t = stats.mcnemar_exact([0] * 5 + [1] * 3, [1] * 5 + [1] * 3)
    assert (t.only_a, t.only_b, t.n) == (0, 5, 8)
    assert t.p_value == pytest.approx(0.0625)
    # 8 won by b, 2 by a: p = 2 * P(X <= 2 | n=10) = 2 * 56 / 1024.
    a = [0] * 8 + [1] * 2 + [1] * 4
    b = [1] * 8 + [0] * 2 + [1] * 4
    assert stats.mcnemar_exact(a, b).p_value == pytest.approx(0.109375)
    assert stats.mcnemar_exact([1, 0], [0, 1]).p_value == 1.0
    assert stats.mcnemar_exact([1, 1, 0], [1, 1, 0]).p_value == 1.0  # no discordant pair


@pytest.mark.slow
def test_mcnemar_is_the_exact_binomial_sum():
    # scipy.stats.binomtest against the exact two-sided sum min(1, 2 * P(X <= min(b, c))), X ~ Bin(b + c, 1/2),
    # in rationals, for every discordant split with b + c <= 60; the printed p (tables._p) must agree too.
    for n in range(61):
        for only_b in range(n + 1):
            only_a = n - only_b
            k = min(only_a, only_b)
            exact = min(Fraction(1), 2 * Fraction(sum(math.comb(n, i) for i in range(k + 1)), 2 ** n))
            t = stats.mcnemar_exact([1] * only_a + [0] * only_b + [1], [0] * only_a + [1] * only_b + [1])
            assert (t.only_a, t.only_b, t.n) == (only_a, only_b, n + 1)
            assert abs(t.p_value - float(exact)) < 1e-12, (only_a, only_b)
            assert tables._p(t.p_value) == tables._p(float(exact))


def test_bootstrap_bounds_as_published():
    # The hand-written interval is what the tables print. scipy.stats.bootstrap (method="percentile", same seed)
    # draws the same resamples but takes its quantile differently: it prints 66.8 for this upper bound.
    ci = stats.bootstrap_ci([1] * 15 + [0] * 15)
    assert (ci.estimate, ci.n) == (0.5, 30)
    assert ci.lo == pytest.approx(1 / 3, abs=1e-12) and ci.hi == pytest.approx(0.6675, abs=1e-12)
    assert tables._cell({"accuracy": ci.estimate, "lo": ci.lo, "hi": ci.hi}) == "50.0 [33.3, 66.7]"
    assert stats.bootstrap_ci([1.0]) == stats.CI(1.0, 1.0, 1.0, 1)  # one question: scipy refuses, we do not


def _score(i, level, ex, evaluable=True, va=None, reason=""):
    va = ex if va is None else va
    if not evaluable:
        return ExampleScore(f"q{i}", i, "db_b", level, None, None, None, None, "database file missing: x", False)
    return ExampleScore(f"q{i}", i, "db_a", level, va, ex, ex, ex, reason, True)


def _report() -> EvalReport:
    scores = [_score(0, "easy", True), _score(1, "easy", False, va=False, reason="prediction failed: no such column: x"),
              _score(2, "medium", True), _score(3, "hard", False, reason="EX: values differ"),
              _score(4, "easy", None, evaluable=False)]
    return EvalReport(scores, ("VA", "EX", "EM", "TS"), "multiset", False, 10)


def test_accuracy_table_levels_counts_and_not_evaluable(tmp_path):
    rep = _report()
    path = rep.write_csv(tmp_path / "metrics.csv")
    df = accuracy.load_metrics(path)
    pd.testing.assert_frame_equal(df, accuracy.scores_frame(rep), check_dtype=False)
    assert list(df["evaluable"]) == [True, True, True, True, False]
    table = accuracy.accuracy_table(df)
    ex = table[table["metric"] == "EX"].set_index("level")
    assert list(ex.index) == ["easy", "medium", "hard", "all"]
    assert ex.loc["easy", "n"] == 2 and ex.loc["easy", "accuracy"] == 0.5
    assert ex.loc["all", "n"] == 4 and ex.loc["all", "accuracy"] == 0.5
    meta = tables.table_meta(df, "Run t", "multiset", ts_k=10)
    md = tables.accuracy_markdown(table, meta)
    assert "| all | 4 | 50.0 [" in md
    assert "EX comparator: multiset" in md and "10 perturbed replicas" in md
    assert "Not evaluable: 1 of 5 questions (in no denominator): db_b 1." in md
    tex = tables.accuracy_latex(table, meta)
    assert r"\begin{tabular}{lrrrrr}" in tex and r"\toprule" in tex and r"\caption{" in tex
    assert "all & 4 & 50.0 {\\scriptsize [" in tex


def test_failure_categories():
    assert accuracy.failure_category({"EX": 1.0, "TS": 1.0}) == "correct (EX)"
    assert accuracy.failure_category({"EX": 1.0, "TS": 0.0}) == "EX only (fails TS)"
    assert accuracy.failure_category({"EX": 0.0, "VA": 0.0, "reason": "prediction failed: no such column: a"}) \
        == "no such column"
    assert accuracy.failure_category({"EX": 0.0, "VA": 1.0, "reason": "EX: row count differs: gold 2, pred 0"}) \
        == "wrong row count"
    assert accuracy.failure_category({"EX": 0.0, "VA": 0.0, "reason": "x"}, sql="") == "no SQL produced"


def test_paired_comparison_aligns_by_id_and_skips_not_evaluable(tmp_path):
    ref = accuracy.scores_frame(_report())
    other = ref.copy()
    other.loc[other["id"] == "q1", "EX"] = 1.0  # one question gained
    other = other.iloc[::-1].reset_index(drop=True)  # order must not matter
    row = accuracy.paired_comparison(ref, other)
    assert row["n"] == 4 and row["reference"] == 0.5 and row["other"] == 0.75
    assert (row["only_reference"], row["only_other"]) == (0, 1)
    assert row["diff"] == pytest.approx(0.25) and row["p_value"] == 1.0
    frame = accuracy.comparison_frame({"ref": ref, "new": other}, "ref")
    md = tables.comparison_markdown(frame, "Cmp", "ref")
    assert "| new | 4 | 50.0 | 75.0 | +25.0 [" in md and "McNemar" in md


def test_runs_pair_only_on_the_same_questions():
    ref = accuracy.scores_frame(_report())
    reworded = ref.copy()  # a reworded set keeps its ids and databases: it pairs
    accuracy.check_same_questions({"ref": ref, "syn": reworded, "first": ref.head(2)}, "ref")
    moved = ref.assign(db_id=ref["db_id"].where(ref["id"] != "q2", "db_z"))
    with pytest.raises(ValueError, match=r"'ref' and 'other' ran on different data: q2 is a question on db_a in one, "
                                         r"on db_z in the other \(1 of 5 shared ids differ\)"):
        accuracy.check_same_questions({"ref": ref, "other": moved}, "ref")
    with pytest.raises(ValueError, match=r"'ref' and 'tune' share no question id \(the first: q0, t0\)"):
        accuracy.check_same_questions({"ref": ref, "tune": ref.assign(id="t" + ref["id"].str[1:])}, "ref")


def test_a_stored_row_of_the_wrong_type_names_the_question_and_the_fix(tmp_path):
    (tmp_path / "traces.jsonl").write_text('{"id": "q0", "index": 0, "trace": []}\n'
                                           '{"id": "q1", "index": 1, "trace": "oops"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"traces.jsonl: question q1's trace is \"oops\", not a list: mend that line"):
        runstore.read_traces(tmp_path)
    (tmp_path / "predictions.jsonl").write_text('{"id": "q0", "index": 0, "latency_s": 1, "compliance": {}}\n',
                                                encoding="utf-8")
    assert runstore.read_finished(tmp_path)["q0"]["latency_s"] == 1  # a whole number is a number


@pytest.mark.slow
def test_plots_are_pngs(tmp_path):
    table = accuracy.accuracy_table(accuracy.scores_frame(_report()))
    paths = [
        plots.plot_accuracy_by_hardness(table, tmp_path / "a.png"),
        plots.plot_steps([1, 2, 2, 8], tmp_path / "s.png"),
        plots.plot_tool_usage({"run_sql": 3, "finish": 1}, tmp_path / "t.png"),
        plots.plot_failures({}, tmp_path / "f.png"),
    ]
    for p in paths:
        assert p.read_bytes()[:8] == PNG_MAGIC


@pytest.mark.slow
def test_save_png_writes_what_savefig_writes_where_the_title_fits(tmp_path):
    from nl2sql.report.figures import figure, save_png

    def drawn(title: str):
        fig, ax = figure()
        ax.barh(["run_sql", "finish"], [3, 1])
        ax.set_title(title)
        return fig

    # One drawing lays out and paints; savefig lays out and paints too: the same pixels, the same file.
    save_png(drawn("tool calls"), tmp_path / "ours.png")
    drawn("tool calls").savefig(tmp_path / "savefig.png", format="png", metadata={"Software": None})
    assert (tmp_path / "ours.png").read_bytes() == (tmp_path / "savefig.png").read_bytes()
    # A title too wide is wrapped, then drawn again: the file shows the wrapped title, not the first drawing.
    long = drawn("a run name long enough to run past both edges of a six-inch figure " * 2)
    save_png(long, tmp_path / "long.png")
    assert "\n" in long.axes[0].get_title()
    long.savefig(tmp_path / "long-savefig.png", format="png", metadata={"Software": None})
    assert (tmp_path / "long.png").read_bytes() == (tmp_path / "long-savefig.png").read_bytes()


def test_read_jsonl_skips_a_torn_line_and_what_is_no_object(tmp_path):
    p = tmp_path / "x.jsonl"
    # A line that parses but holds no object (a stray `null`, a list) is a fragment too: every reader wants rows.
    p.write_text('{"id": "a"}\nnull\n{"id": "b"}\n[1]\n{"id": "a", "dup": 1}\n{"sql": "x"}\n{"id": "c", "sq',
                 encoding="utf-8")
    rows = runstore.read_jsonl(p)
    assert [r.get("id") for r in rows] == ["a", "b", "a", None]
    assert list(runstore.dedupe_by_id(rows)) == ["a", "b"]  # a row without an id is no question's
    assert "dup" not in runstore.dedupe_by_id(rows)["a"]


def test_a_metrics_file_without_a_runs_columns_names_them_and_the_fix(tmp_path):
    path = tmp_path / "metrics.csv"
    path.write_text("id,db_id\nx,y\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"lacks the column\(s\) hardness .*nl2sql eval --run RUN_ID"):
        accuracy.load_metrics(path)


@pytest.mark.parametrize("text", ["[]", "null", '{"config": []}', "{}"])
def test_a_config_json_that_is_no_runs_is_one_error_naming_it(tmp_path, text):
    from nl2sql.report.writer import load_run

    (tmp_path / "config.json").write_text(text, encoding="utf-8")
    # Every reader of a run's config.json goes through read_manifest: report, compare, robustness, merge, resume.
    for read in (runstore.read_manifest, load_run):
        with pytest.raises(ValueError, match=r"config.json is not a run's config.json .*run the config again"):
            read(tmp_path)


def test_a_comparison_never_writes_over_a_runs_own_tables(tmp_path):
    from nl2sql.runs.ablation import compare_runs

    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "config.json").write_text("{}", encoding="utf-8")
    with pytest.raises(ValueError, match=r"is a run's folder and its tables.md is the run's own"):
        compare_runs(["a", "b"], out=tmp_path / "a", name="tables", out_root=tmp_path)
    with pytest.raises(ValueError, match=r"a/config.json is a file: give a folder"):
        compare_runs(["a", "b"], out=tmp_path / "a" / "config.json", out_root=tmp_path)


def test_a_runs_data_folder_is_found_from_anywhere(tmp_path, monkeypatch):
    from nl2sql.paths import REPO_ROOT

    monkeypatch.chdir(tmp_path)  # a run started at the repository's root, read from elsewhere
    assert runstore.saved_data_dir({"config": {"data_dir": "data/mini"}}) == REPO_ROOT / "data" / "mini"
    moved = {"config": {"data_dir": "gone"}, "dataset": {"root": str(tmp_path)}}
    assert runstore.saved_data_dir(moved) == tmp_path  # the folder the manifest recorded
    assert runstore.saved_data_dir({"config": {"data_dir": "gone"}}) == Path("gone")  # loading it names it
