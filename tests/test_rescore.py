"""`eval --run RUN_ID`: a run's predictions.sql re-scored against the questions that run used (sampled, limited,
sharded), to the numbers its own tables show; the selection's mistakes and the wrong length named."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pandas as pd
import pytest

from nl2sql.cli import main as cli_main
from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.runs.runner import run

pytestmark = pytest.mark.slow

SCRIPTED = {"backend": "function", "model": "nl2sql.testing.scripted:answer", "method": "baseline"}


def _all_row(table: str, metric: str) -> float:
    """The overall value of a metric, in %, from eval's printed table or a run's tables.md."""
    lines = [line for line in table.splitlines() if line.strip()]
    if lines[0].startswith("EX comparator"):  # eval's plain table: "level n VA EX ...", then "all 8 0.500 ..."
        header = lines[1].split()
        row = next(line.split() for line in lines if line.split()[0] == "all")
        return round(100 * float(row[header.index(metric)]), 1)
    header = [c.strip() for c in next(line for line in lines if line.startswith("| Level")).strip("|").split("|")]
    row = [c.strip() for c in next(line for line in lines if line.startswith("| all |")).strip("|").split("|")]
    return float(row[header.index(metric)].split(" [")[0])


def test_eval_run_rescores_a_sampled_run_to_the_ex_its_tables_show(tmp_path, mini_dir, capsys):
    cfg = RunConfig.from_dict(data_dir=str(mini_dir), sample=8, seed=3, run_id="s8/baseline", **SCRIPTED)
    res = run(cfg, out_root=tmp_path, progress=False, workers=1)
    tables_ex = _all_row(res.tables_md.read_text(), "EX")
    assert 0 < tables_ex < 100  # some right, some wrong: a re-score on other questions would show
    scores = tmp_path / "scores.csv"
    assert cli_main(["eval", "--run", "s8/baseline", "--results", str(tmp_path), "--workers", "1",
                     "--out", str(scores)]) == 0
    assert _all_row(capsys.readouterr().out, "EX") == tables_ex
    mine = pd.read_csv(scores, dtype={"id": str}).set_index("id")["EX"]
    theirs = pd.read_csv(res.path / "metrics.csv", dtype={"id": str}).set_index("id")["EX"]
    assert mine.to_dict() == theirs.to_dict()
    first = [e.id for e in load_dataset(mini_dir)][:8]
    assert sorted(mine.index) != sorted(first)  # the sample, not the first 8 (what --limit 8 would score)

    # The same questions through the selection options `run` takes, and the run's folder given as a path.
    pred = res.path / "predictions.sql"
    assert cli_main(["eval", "--data", str(mini_dir), "--pred", str(pred), "--sample", "8", "--set", "seed=3",
                     "--workers", "1", "--metrics", "EX"]) == 0
    assert _all_row(capsys.readouterr().out, "EX") == tables_ex
    assert cli_main(["eval", "--run", str(res.path), "--workers", "1", "--metrics", "EX"]) == 0
    assert _all_row(capsys.readouterr().out, "EX") == tables_ex

    # Against the whole split, the file's length is wrong, and the line says how to score it.
    assert cli_main(["eval", "--data", str(mini_dir), "--pred", str(pred), "--results", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "has 8 prediction lines but the dataset has" in err
    assert "it is the file of run s8/baseline (dev, sample 8 (seed 3)): score it with eval --run s8/baseline" in err
    assert len(err.splitlines()) == 1


def test_eval_run_scores_a_shard_and_follows_moved_data(tmp_path, mini_dir, capsys):
    data = tmp_path / "data"
    shutil.copytree(mini_dir, data)
    cfg = RunConfig.from_dict(data_dir=str(data), limit=6, shard="2/2", run_id="sh", **SCRIPTED)
    res = run(cfg, out_root=tmp_path / "results", progress=False, workers=1)
    shard = "sh/shards/2-of-2"
    common = ["--results", str(tmp_path / "results"), "--workers", "1", "--metrics", "EX"]
    assert cli_main(["eval", "--run", shard + "/", *common]) == 0  # a shell completes a folder with /
    out = capsys.readouterr().out
    assert _all_row(out, "EX") == _all_row(res.tables_md.read_text(), "EX")
    assert next(line for line in out.splitlines() if line.startswith("all")).split()[1] == "3"  # 3 of the 6

    # The data moved: the run's folder is gone, --data says where it is now; other data is refused.
    moved = data.rename(tmp_path / "moved")
    assert cli_main(["eval", "--run", shard, *common]) == 2
    assert "dataset directory not found" in capsys.readouterr().err
    assert cli_main(["eval", "--run", shard, "--data", str(moved), *common]) == 0
    capsys.readouterr()
    dev = json.loads((moved / "dev.json").read_text())
    dev[0]["query"] = "SELECT 1"  # a different gold answer for one of the run's questions
    (moved / "dev.json").write_text(json.dumps(dev))
    assert cli_main(["eval", "--run", shard, "--data", str(moved), *common]) == 2
    err = capsys.readouterr().err
    assert "are not those run" in err and "question files differ" in err and len(err.splitlines()) == 1
