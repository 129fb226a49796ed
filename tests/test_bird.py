"""BIRD folders: loading (evidence, difficulty), evidence in every method's prompt, column descriptions, BIRD's metrics
in the scorer and the tables, all on a BIRD-format folder built from the bundled databases
(nl2sql.testing.bird_layout)."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys

import pandas as pd
import pytest

from nl2sql.config import RunConfig
from nl2sql.data.dataset import DatasetError, load_dataset
from nl2sql.data.schema_texts import SchemaTexts
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.llm import FunctionLLM
from nl2sql.paths import REPO_ROOT
from nl2sql.report.dataset_stats import dataset_summary
from nl2sql.runs.runner import run
from nl2sql.testing import scripted

OUT_OF_STOCK = "List the names of products that are out of stock."


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "nl2sql", *args], capture_output=True, text=True, cwd=REPO_ROOT)


def _gold_file(ds, path):
    path.write_text("".join(e.gold_sql + "\n" for e in ds), encoding="utf-8")
    return path


# -- loading ---------------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_a_bird_folder_loads_with_evidence_and_difficulty(bird_dir):
    ds = load_dataset(bird_dir)
    assert ds.format == "bird" and len(ds) == len(ds.evaluable) == 127
    assert [p.name for p in ds.files] == ["dev.json", "dev_tables.json"]
    ex = next(e for e in ds if e.question == OUT_OF_STOCK)
    assert ex.evidence == "out of stock refers to stock = 0" and ex.difficulty == "simple"
    assert ex.db_path == bird_dir / "dev_databases" / "retail_orders" / "retail_orders.sqlite"
    assert {e.difficulty for e in ds} == {"simple", "moderate", "challenging"}
    assert sum(e.evidence is not None for e in ds) == 5  # "" evidence reads as none
    spider = load_dataset(REPO_ROOT / "data" / "mini")
    assert spider.format == "spider" and spider[0].evidence is None and spider[0].difficulty is None


def test_gold_sql_from_the_split_sql_file_when_the_records_have_none(bird_dir, tmp_path):
    root = tmp_path / "bird"
    shutil.copytree(bird_dir, root)
    records = json.loads((root / "dev.json").read_text())
    (root / "dev.sql").write_text("".join(f"{r.pop('SQL')}\t{r['db_id']}\n" for r in records))
    (root / "dev.json").write_text(json.dumps(records))
    ds = load_dataset(root)
    assert [e.gold_sql for e in ds] == [e.gold_sql for e in load_dataset(bird_dir)]
    (root / "dev.sql").write_text("SELECT 1\tcampus\n")
    with pytest.raises(DatasetError, match=r"dev.sql has 1 gold queries for 127 questions"):
        load_dataset(root)


def test_bad_folders_get_one_line_errors_naming_what_is_missing(bird_dir, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "dev.json").write_text("[]")
    with pytest.raises(DatasetError, match=r"tables.json not found: .*a BIRD folder dev.json, dev_tables.json and "
                                           r"dev_databases/"):
        load_dataset(empty)
    root = tmp_path / "no_questions"
    shutil.copytree(bird_dir, root)
    (root / "dev.json").unlink()
    with pytest.raises(DatasetError, match=r"no question file for split 'dev' in BIRD folder .*dev.json or "
                                           r"mini_dev_sqlite.json"):
        load_dataset(root)
    with pytest.raises(DatasetError, match="split 'tune' is drawn from Spider's training questions"):
        load_dataset(bird_dir, "tune")
    with pytest.raises(DatasetError, match="unknown data format 'birds': choose one of auto, spider, bird"):
        load_dataset(bird_dir, data_format="birds")
    with pytest.raises(DatasetError, match=r"tables.json not found"):  # told it is Spider's, it reads as Spider's
        load_dataset(bird_dir, data_format="spider")


def test_a_spider_folder_with_a_test_tables_file_stays_spider(mini_dir, tmp_path):
    root = tmp_path / "spider"
    shutil.copytree(mini_dir, root)
    shutil.copy(root / "tables.json", root / "test_tables.json")  # as Spider's full release ships it
    ds = load_dataset(root)
    assert ds.format == "spider" and len(ds.evaluable) == 127


def test_mini_dev_layout_loads(bird_dir, tmp_path):
    root = tmp_path / "minidev"
    shutil.copytree(bird_dir, root)
    (root / "dev.json").rename(root / "mini_dev_sqlite.json")
    ds = load_dataset(root)
    assert ds.format == "bird" and len(ds.evaluable) == 127 and ds.files[0].name == "mini_dev_sqlite.json"


@pytest.mark.slow
def test_info_prints_difficulty_counts_and_the_evidence_share(bird_dir):
    r = _cli("info", "--data", str(bird_dir))
    assert r.returncode == 0, r.stderr
    assert "[dev, bird]: 127 questions, 127 evaluable, 5 databases" in r.stdout
    assert "difficulty: simple 73, moderate 29, challenging 25" in r.stdout
    assert "evidence: 5 of 127 questions (3.9%)" in r.stdout
    summary = dataset_summary(load_dataset(bird_dir))
    total = summary.iloc[-1]
    assert (total["simple"], total["moderate"], total["challenging"], total["with_evidence"]) == (73, 29, 25, 5)
    assert "easy" not in summary


# -- scoring ---------------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_eval_scores_gold_against_itself_100_on_every_bird_metric(bird_dir, tmp_path):
    ds = load_dataset(bird_dir)
    r = _cli("eval", "--data", str(bird_dir), "--pred", str(_gold_file(ds, tmp_path / "gold.sql")),
             "--out", str(tmp_path / "m.csv"))
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "EX comparator: set (DISTINCT kept)"
    assert lines[1].split() == ["level", "n", "VA", "EX", "R-VES", "Soft-F1"]
    rows = {ln.split()[0]: ln.split()[1:] for ln in lines[2:6]}
    assert rows == {"simple": ["73", *["1.000"] * 4], "moderate": ["29", *["1.000"] * 4],
                    "challenging": ["25", *["1.000"] * 4], "all": ["127", *["1.000"] * 4]}
    csv = pd.read_csv(tmp_path / "m.csv")
    assert list(csv.columns)[-2:] == ["R-VES", "Soft-F1"] and set(csv["hardness"]) == {"simple", "moderate",
                                                                                        "challenging"}


def test_em_does_not_apply_to_bird_and_says_so(bird_dir):
    ds = load_dataset(bird_dir, limit=4)
    rep = evaluate(ds, [e.gold_sql for e in ds],
                   EvalOptions(ScoringOptions(metrics=["VA", "EX", "EM"]), workers=1))
    assert rep.metrics == ("VA", "EX") and all(s.em is None for s in rep.scores)
    assert any("EM does not apply to BIRD" in n for n in rep.notes) and "EM does not apply" in rep.table()


def test_partly_right_answers_get_partial_soft_f1_and_no_rves(bird_dir):
    ds = load_dataset(bird_dir, db_ids=["campus"])
    ex = next(e for e in ds if e.gold_sql == "SELECT title FROM course WHERE credits = 4")  # several rows
    rows = sqlite3.connect(ex.db_path).execute(ex.gold_sql).fetchall()
    first = rows[0][0].replace("'", "''")
    preds = [f"SELECT title FROM course WHERE title = '{first}'",      # one row of gold's, first in place
             "SELECT title, course_id FROM course WHERE credits = 4",  # an extra column in every row
             ex.gold_sql + " LIMIT 1000"]                               # gold's rows, another query
    rep = evaluate([ex] * 3, preds, EvalOptions(workers=1))
    one, wide, same = rep.scores
    n = len(rows)
    # One row of n paired with gold's first, the rest gold-only: P = 1, R = 1/n, F1 = 2/(n + 1).
    assert one.ex is False and one.metric("R-VES") == 0.0 and one.metric("Soft-F1") == pytest.approx(2 / (n + 1))
    # Each row: 1 match, 1 pred-only over gold's 1 column: P = 1/2, R = 1, F1 = 2/3.
    assert wide.ex is False and wide.metric("Soft-F1") == pytest.approx(2 / 3)
    assert same.ex is True and same.metric("Soft-F1") == 1.0 and same.metric("R-VES") > 0


# -- evidence in the prompts -------------------------------------------------------------------------------------

class Recorder:
    """The scripted model, keeping every prompt it was sent."""

    def __init__(self) -> None:
        self.prompts: list[str] = []

    def __call__(self, messages: list[dict]) -> str:
        self.prompts.append("\n".join(m.get("content") or "" for m in messages))
        return scripted.answer(messages)


@pytest.mark.slow
@pytest.mark.parametrize("method", ["baseline", pytest.param("candidates", marks=pytest.mark.model), "loop"])
def test_every_method_puts_the_evidence_in_its_prompts_and_the_trace(bird_dir, tmp_path, method):
    rec = Recorder()
    cfg = RunConfig(data_dir=str(bird_dir), method=method, db_ids=["retail_orders"], run_id=f"bird-{method}")
    res = run(cfg, llm=FunctionLLM(rec), out_root=tmp_path, progress=False)
    evidence = "Evidence: out of stock refers to stock = 0"
    asked = [p for p in rec.prompts if OUT_OF_STOCK in p]
    assert asked and all(evidence in p for p in asked)  # every prompt of that question, the loop's steps too
    traces = [json.loads(line) for line in (res.path / "traces.jsonl").read_text().splitlines()]
    assert any(t["question"] == f"{OUT_OF_STOCK}\n{evidence}" for t in traces)
    manifest = json.loads((res.path / "config.json").read_text())
    assert manifest["config"]["use_evidence"] is True and manifest["dataset"]["format"] == "bird"
    assert manifest["evaluation"]["metrics"] == ["VA", "EX", "R-VES", "Soft-F1"]
    assert manifest["evaluation"]["comparator"] == "set"
    md = (res.path / "tables.md").read_text()
    assert "| Level | n | VA | EX | R-VES | Soft-F1 |" in md and "Data: dev of " in md and "(BIRD format)" in md
    assert "EM does not apply to BIRD" in md and "EX right, EM wrong" not in md


@pytest.mark.slow
def test_use_evidence_off_leaves_it_out(bird_dir, tmp_path):
    rec = Recorder()
    cfg = RunConfig(data_dir=str(bird_dir), method="baseline", db_ids=["retail_orders"], use_evidence=False)
    run(cfg, llm=FunctionLLM(rec), out_root=tmp_path, progress=False)
    assert any(OUT_OF_STOCK in p for p in rec.prompts) and not any("Evidence:" in p for p in rec.prompts)


# -- column descriptions ---------------------------------------------------------------------------------------

def test_column_descriptions_comment_the_schema_text_which_stays_valid_sql(bird_dir):
    ex = next(e for e in load_dataset(bird_dir) if e.db_id == "retail_orders")
    plain = SchemaTexts().text(ex)
    described = SchemaTexts(descriptions=True).text(ex)
    assert "--" not in plain
    assert "stock INTEGER, -- units in the warehouse; 0 means out of stock" in described
    assert "product_id INTEGER, -- the unique id of the product" in described
    assert "price REAL," in described and "price REAL, --" not in described  # no description: no comment
    conn = sqlite3.connect(":memory:")
    conn.executescript(described)  # every comma outside the comments: the text still creates the tables
    assert {r[0] for r in conn.execute("SELECT name FROM sqlite_master")} >= {"product", "orders"}


def test_bird_prediction_files_keep_their_text(tmp_path):
    from nl2sql.eval import read_predictions

    path = tmp_path / "dev.sql"
    path.write_text("SELECT market_value FROM player\tsoccer\n")
    assert read_predictions(path, data_format="bird") == ["SELECT market_value FROM player"]
    assert read_predictions(path) == ["SELECT market_1 FROM player"]  # Spider's evaluator replaces 'value'
