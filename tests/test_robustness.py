"""Robustness splits and tables: tune-syn pairs tune question by question; `robustness` pairs runs across variants."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pandas as pd
import pytest

from nl2sql.config import RunConfig
from nl2sql.data import load_dataset
from nl2sql.data.dataset import TUNE_SIZE, DatasetError
from nl2sql.paths import REPO_ROOT
from nl2sql.report.robustness import check_sets, robustness_frame, write_robustness
from nl2sql.runs.runner import run

SCRIPTED = dict(backend="function", model="nl2sql.testing.scripted:answer", llm_cache=False, metrics=["VA", "EX"])


@pytest.mark.slow
def test_tune_syn_is_the_tune_split_reworded(spider_dir):
    tune, syn = load_dataset(spider_dir, "tune"), load_dataset(spider_dir, "tune-syn")
    assert len(tune) == len(syn) == TUNE_SIZE and [e.id for e in tune] == [e.id for e in syn]
    assert all(a.gold_sql == b.gold_sql and a.db_id == b.db_id for a, b in zip(tune, syn))
    reworded = sum(a.question != b.question for a, b in zip(tune, syn))
    assert 0.5 * TUNE_SIZE < reworded < TUNE_SIZE  # Spider-Syn leaves some questions as they were
    assert not {e.db_id for e in tune} & {"baseball_1", "soccer_1"}
    assert load_dataset(spider_dir, "tune-syn", limit=5).examples == syn.examples[:5]


@pytest.mark.slow
def test_a_standard_spider_folder_yields_the_same_tune_split(spider_dir, tmp_path):
    """train_spider.json (Spider's own questions) and train_others.json beside it: the same 300 questions."""
    syn = json.loads((spider_dir / "train_spider_syn.json").read_text(encoding="utf-8"))
    (tmp_path / "train_spider.json").write_text(json.dumps(
        [{"db_id": r["db_id"], "question": r["SpiderQuestion"], "query": r["query"]} for r in syn]))
    (tmp_path / "train_others.json").write_text(json.dumps(
        [{"db_id": "soccer_1", "question": "How many players?", "query": "SELECT count(*) FROM Player"}] * 50))
    shutil.copy(spider_dir / "tables.json", tmp_path / "tables.json")
    (tmp_path / "database").symlink_to(spider_dir / "database")
    ours, theirs = load_dataset(spider_dir, "tune"), load_dataset(tmp_path, "tune")
    assert [(e.id, e.question, e.gold_sql) for e in ours] == [(e.id, e.question, e.gold_sql) for e in theirs]
    with pytest.raises(DatasetError, match="split 'tune-syn' needs .*train_spider_syn.json"):
        load_dataset(tmp_path, "tune-syn")


@pytest.fixture(scope="module")
def sets(mini_dir, tmp_path_factory):
    """The bundled questions and a variant whose questions are reworded (the scripted model knows only the
    originals, so it answers the reworded ones with SELECT 1), each run by the baseline, the loop and the candidate
    agent."""
    sys.path.insert(0, str(REPO_ROOT / "tests"))
    root = tmp_path_factory.mktemp("variant")
    items = json.loads((mini_dir / "dev.json").read_text(encoding="utf-8"))[:30]
    for i, item in enumerate(items):
        if i % 3 == 0:
            item["question"] = "Please tell me: " + item["question"]
    (root / "dev.json").write_text(json.dumps(items))
    shutil.copy(mini_dir / "tables.json", root / "tables.json")
    (root / "database").symlink_to(mini_dir / "database")
    out = tmp_path_factory.mktemp("results")
    for name, data in (("orig", mini_dir), ("var", root)):
        for method in ("baseline", "loop", "candidates"):
            run(RunConfig(data_dir=str(data), limit=30, run_id=f"{name}/{method}", method=method, **SCRIPTED),
                out_root=out, progress=False)
    return out


@pytest.mark.model
def test_the_drop_is_paired_by_question(sets):
    frame = robustness_frame(sets / "orig", {"reworded": sets / "var"}, metrics=("EX",))
    assert list(frame["method"]) == ["baseline", "candidates", "loop"] and set(frame["pairing"]) == {"id"}
    a = pd.read_csv(sets / "orig" / "baseline" / "metrics.csv").set_index("id")["EX"]
    b = pd.read_csv(sets / "var" / "baseline" / "metrics.csv").set_index("id")["EX"]
    row = frame.set_index("method").loc["baseline"]
    assert row["n"] == 30 and row["EX_original"] == pytest.approx(a.mean())
    assert row["EX_drop"] == pytest.approx(b.mean() - a.mean()) and row["EX_drop"] < 0  # the reworded third fails
    assert row["EX_drop_lo"] <= row["EX_drop"] <= row["EX_drop_hi"] and 0 <= row["EX_p"] <= 1


@pytest.mark.model
def test_a_voting_run_shows_its_candidates_coverage_beside_ex(sets, tmp_path):
    frame = robustness_frame(sets / "orig", {"reworded": sets / "var"}, metrics=("EX",)).set_index("method")
    a = pd.read_csv(sets / "orig" / "candidates" / "candidates.csv").set_index("id")["oracle"]
    b = pd.read_csv(sets / "var" / "candidates" / "candidates.csv").set_index("id")["oracle"]
    row = frame.loc["candidates"]
    assert row["oracle_original"] == pytest.approx(a.mean()) and row["oracle_drop"] == pytest.approx(b.mean() - a.mean())
    assert row["oracle_drop"] < 0 and row["oracle_drop_lo"] <= row["oracle_drop"] <= row["oracle_drop_hi"]
    assert pd.isna(frame.loc["baseline"].get("oracle_drop", float("nan")))  # no votes, no coverage
    md = write_robustness(sets / "orig", {"reworded": sets / "var"}, tmp_path, metrics=("EX",))["robustness.md"]
    text = md.read_text(encoding="utf-8")
    assert "oracle drop" in text and "lost by the vote's choice" in text
    assert "| baseline | reworded | 30 |" in text and text.count("| candidates | reworded | 30 |") == 1


@pytest.mark.model
def test_reworded_only_keeps_the_questions_a_variant_words_differently(sets):
    """A rewording that leaves most questions alone (-nocols) is read on the questions it changed."""
    frame = robustness_frame(sets / "orig", {"reworded": sets / "var"}, metrics=("EX",), reworded_only=True)
    row = frame.set_index("method").loc["baseline"]
    ids = [f"dev-{i:04d}" for i in range(0, 30, 3)]  # the fixture rewords every third question
    a = pd.read_csv(sets / "orig" / "baseline" / "metrics.csv").set_index("id").loc[ids, "EX"]
    b = pd.read_csv(sets / "var" / "baseline" / "metrics.csv").set_index("id").loc[ids, "EX"]
    assert row["n"] == 10 and row["unpaired"] == 0 and row["EX_drop"] == pytest.approx(b.mean() - a.mean())
    whole = robustness_frame(sets / "orig", {"reworded": sets / "var"}, metrics=("EX",)).set_index("method")
    assert row["EX_drop"] == pytest.approx(whole.loc["baseline", "EX_drop"] * 3)  # the rest answered alike
    with pytest.raises(ValueError, match="reworded_only compares"):
        robustness_frame(sets / "orig", {"reworded": sets / "var"}, pair="gold", reworded_only=True)


@pytest.mark.model
def test_a_subset_variant_pairs_by_gold_sql(sets, mini_dir, tmp_path):
    """A variant that keeps only some questions (Spider-Realistic keeps 508 of dev's) pairs by database and SQL."""
    items = json.loads((mini_dir / "dev.json").read_text(encoding="utf-8"))[:30][1::2]
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "dev.json").write_text(json.dumps(items))
    shutil.copy(mini_dir / "tables.json", tmp_path / "data" / "tables.json")
    (tmp_path / "data" / "database").symlink_to(mini_dir / "database")
    run(RunConfig(data_dir=str(tmp_path / "data"), run_id="half/baseline", method="baseline", **SCRIPTED),
        out_root=tmp_path, progress=False)
    frame = robustness_frame(sets / "orig", {"half": tmp_path / "half"}, metrics=("EX",))
    row = frame.iloc[0]
    assert row["pairing"] == "gold" and row["n"] == 15 and row["unpaired"] == 0
    assert row["EX_drop"] == pytest.approx(0.0)  # the same questions, the same answers


@pytest.mark.model
def test_the_command_writes_the_tables_and_the_plot(sets, tmp_path):
    cmd = [sys.executable, "-m", "nl2sql", "robustness", str(sets / "orig"), f"reworded={sets / 'var'}",
           "--out", str(tmp_path / "table"), "--robust-metrics", "EX"]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=REPO_ROOT)
    assert done.returncode == 0, done.stderr
    md = (tmp_path / "table" / "robustness.md").read_text(encoding="utf-8")
    assert "| baseline | reworded | 30 |" in md and "EX drop" in md
    assert (tmp_path / "table" / "robustness.png").stat().st_size > 1000
    assert "\\begin{tabular}" in (tmp_path / "table" / "robustness.tex").read_text(encoding="utf-8")
    files = write_robustness(sets / "orig", {"reworded": sets / "var"}, tmp_path / "again", metrics=("EX",))
    assert files["robustness.csv"].read_text() == (tmp_path / "table" / "robustness.csv").read_text()


@pytest.mark.model
def test_a_variant_named_like_a_number_or_not_at_all(sets, tmp_path):
    from nl2sql.report.headline import robustness_lines

    files = write_robustness(sets / "orig", {"1": sets / "var"}, tmp_path / "t", metrics=("EX",))
    lines = robustness_lines(files["robustness.csv"], files["robustness.md"], ["EX"])
    assert lines[-1].startswith("robustness of baseline, candidates, loop on 1: EX drop")  # read back as text
    with pytest.raises(ValueError, match=r"a variant needs a name: NAME=FOLDER"):
        check_sets(sets / "orig", {"": sets / "var"})
    with pytest.raises(ValueError, match=r"variant 'v' is the original set itself"):
        check_sets(sets / "orig", {"v": sets / "orig"})


def test_a_set_without_runs_is_a_clear_error(tmp_path):
    with pytest.raises(FileNotFoundError, match="no scored run in"):
        robustness_frame(tmp_path, {"v": tmp_path})


def test_a_set_whose_metrics_are_not_a_runs_is_one_error_before_anything(tmp_path):
    # check_sets is what `notebooks --only 05` runs before its kernel starts: no notebook is left half run.
    (tmp_path / "metrics.csv").write_text("id,db_id\nx,y\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"metrics.csv lacks the column\(s\) hardness"):
        check_sets(tmp_path, {"v": tmp_path}, results=tmp_path)


@pytest.mark.notebook
def test_notebook_05_writes_the_table_through_papermill(sets, monkeypatch):
    from nl2sql.runs.notebooks import execute_notebooks, notebook_parameters

    assert {"original", "variants", "run_id", "results_dir"} <= set(notebook_parameters(
        REPO_ROOT / "notebooks" / "05_robustness.ipynb"))
    params = {"original": "orig", "variants": {"reworded": "var"}, "metrics": ["EX"]}
    [done] = execute_notebooks("robust", params, ["05"], out_root=sets)
    assert done.is_file() and "| loop | reworded | 30 |" in (sets / "robust" / "robustness" / "robustness.md").read_text()
