"""One-off setup (loading the model, warming the embedding model) is timed apart from the method: in run_log.jsonl,
the run's result, the cost-quality table and chart; old run logs without it still read as before. Also the run
folder object on its own."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.llm import FunctionLLM
from nl2sql.report.frontier import Point, frontier_markdown, run_cost
from nl2sql.runs import prepare
from nl2sql.runs.ablation import compare_session
from nl2sql.runs.runner import run
from nl2sql.store.runfolder import RunFolder
from nl2sql.store.runlog import read_sessions
from nl2sql.store.runstore import read_jsonl

SCRIPTED = {"backend": "function", "model": "nl2sql.testing.scripted:answer"}
LOAD_S = 0.4  # what the fake slow load takes


def _cfg(mini_dir: Path, **kw) -> RunConfig:
    return RunConfig.from_dict({"data_dir": str(mini_dir), "limit": 4, "metrics": ["VA", "EX"], "llm_cache": False,
                                **SCRIPTED, **kw})


@pytest.fixture
def slow_load(monkeypatch):
    """cfg's model loads as before, after LOAD_S seconds (a fetch, a conversion, a load)."""
    real = prepare.load

    def load(**kw):
        time.sleep(LOAD_S)
        return real(**kw)

    monkeypatch.setattr(prepare, "load", load)


@pytest.mark.slow
def test_the_model_load_is_setup_not_the_methods_time(tmp_path, mini_dir, slow_load):
    res = run(_cfg(mini_dir, method="baseline", run_id="s/baseline"), out_root=tmp_path, progress=False)
    [row] = read_jsonl(res.path / "run_log.jsonl")
    assert row["setup_s"] >= LOAD_S and row["method_s"] < row["wall_s"] - LOAD_S
    assert row["setup_s"] + row["method_s"] <= row["wall_s"] + 0.002  # both inside the call, apart
    assert row["questions_per_s"] == round(4 / res.method_s, 4)  # of the method's time (unrounded, as logged)
    assert res.setup_s >= LOAD_S and res.method_s == pytest.approx(row["method_s"], abs=1e-3)
    cost = run_cost(res.path)
    assert cost.seconds == pytest.approx(row["method_s"] / 4) and cost.setup_s == row["setup_s"]
    again = run(_cfg(mini_dir, method="baseline", run_id="s/baseline"), out_root=tmp_path, progress=False)
    assert again.generated == 0 and again.setup_s < LOAD_S  # nothing left: no model loaded
    assert run_cost(res.path) == cost  # a session that generated nothing costs nothing


@pytest.mark.slow
def test_the_session_frontier_counts_the_method_and_shows_the_setup(tmp_path, mini_dir, slow_load):
    base = run(_cfg(mini_dir, method="baseline", run_id="s/baseline"), out_root=tmp_path, progress=False)
    loop = run(_cfg(mini_dir, method="loop", run_id="s/loop"), out_root=tmp_path, progress=False)
    files = compare_session("s", out_root=tmp_path, metrics=("EX",))
    md = files["tables.md"].read_text()
    table = md[md.index("cost and quality"):]
    assert "| Run | EX | s / question | setup s (not counted) | LLM calls / question | cost from |" in table
    for name, res in (("baseline", base), ("loop", loop)):
        row = next(line for line in table.splitlines() if line.startswith(f"| {name} |"))
        cells = [c.strip() for c in row.strip("|").split("|")]
        assert float(cells[2].rstrip(" *")) == pytest.approx(res.method_s / 4, abs=0.006)
        assert cells[3] == f"{run_cost(res.path).setup_s:.1f}"
    baseline_row = next(line for line in table.splitlines() if line.startswith("| baseline |"))
    assert float(baseline_row.split("|")[4]) >= LOAD_S  # the load shown beside, not in the seconds
    assert "the one-off setup (fetching, converting and loading the model, loading the embedding model)" in table
    assert files["tables_frontier.png"].read_bytes()[:4] == b"\x89PNG"


@pytest.mark.slow
def test_old_run_logs_read_as_before(tmp_path, mini_dir):
    res = run(_cfg(mini_dir, method="baseline", run_id="old"), out_root=tmp_path, progress=False)
    log = res.path / "run_log.jsonl"
    rows = read_jsonl(log)
    old = [{k: v for k, v in r.items() if k not in ("setup_s", "method_s")} for r in rows]  # before the split
    log.write_text("".join(json.dumps(r) + "\n" for r in old))
    [session] = read_sessions(res.path)
    assert session.setup_s is None and session.method_s == session.wall_s == old[0]["wall_s"]
    cost = run_cost(res.path)
    assert cost.setup_s is None and cost.seconds == pytest.approx(old[0]["wall_s"] / 4)
    md = frontier_markdown([Point("old", 0.5, cost.calls, cost.seconds, cost.source, cost.setup_s)])
    assert "setup s" not in md and "Seconds are the wall time of the sessions that generated" in md


def test_a_committed_cost_file_without_setup_reports_as_before(tmp_path):
    (tmp_path / "cost.json").write_text(json.dumps({"calls_per_question": 1.0, "seconds_per_question": 0.41,
                                                    "source": "bench"}))
    cost = run_cost(tmp_path)
    assert (cost.calls, cost.seconds, cost.source, cost.setup_s) == (1.0, 0.41, "bench", None)


@pytest.mark.slow
def test_the_embedding_model_is_warmed_as_setup_when_the_options_use_it(tmp_path, mini_dir, monkeypatch):
    warmed = []

    def slow_embedder():
        time.sleep(LOAD_S)
        warmed.append(1)

    monkeypatch.setattr(prepare, "default_embedder", slow_embedder)
    answer = FunctionLLM(lambda m: "SELECT count(*) FROM artist", name="scripted")
    kw = {"db_ids": ["concerts"], "limit": 1}
    res = run(_cfg(mini_dir, method="candidates", n_candidates=1, run_id="c", **kw), llm=answer, out_root=tmp_path,
              progress=False)
    assert warmed == [1] and res.setup_s >= LOAD_S and read_jsonl(res.path / "run_log.jsonl")[0]["setup_s"] >= LOAD_S
    run(_cfg(mini_dir, method="baseline", run_id="b", **kw), llm=answer, out_root=tmp_path, progress=False)
    assert warmed == [1]  # the baseline never embeds


@pytest.mark.parametrize("knobs, needed", [
    ({"method": "candidates"}, True),  # the vote's alignment and meaning repair
    ({"method": "candidates", "align_weight": 0, "meaning_repair": 0}, False),
    ({"method": "loop"}, False),
    ({"method": "loop", "retrieval": "embedding"}, True),
    ({"method": "loop", "meaning_repair": 0.5}, True),
    ({"method": "baseline"}, False),
    ({"method": "baseline", "fewshot_k": 2}, True),
    ({"method": "baseline", "fewshot_k": 2, "fewshot_selection": "random"}, False),
])
def test_needs_embedder(knobs, needed):
    assert RunConfig(**knobs).options().needs_embedder() is needed


def test_the_run_folder_commits_once_and_finishes_in_dataset_order(tmp_path, mini_dir):
    dataset = load_dataset(mini_dir, "dev", limit=3)
    cfg = _cfg(mini_dir, limit=3, run_id="f")
    rows = [({"id": e.id, "sql": "SELECT 1", "index": i}, {"id": e.id}) for i, e in enumerate(dataset.evaluable)]
    with RunFolder.open("f", tmp_path) as folder:
        assert folder.resume(cfg, {"split": "dev", "files": {}, "databases": {}}) == {} and folder.saved is None
        assert folder.commit(rows[2:]) == rows[2:] and folder.commit(rows[2:]) == []  # never stored twice
        folder.commit(rows[:2])
        assert folder.missing(dataset) == []
        assert [p["id"] for p in folder.finish(dataset)] == [e.id for e in dataset.evaluable]
    assert [r["id"] for r in read_jsonl(tmp_path / "f" / "predictions.jsonl")] == [e.id for e in dataset.evaluable]
    assert (tmp_path / "f" / "predictions.sql").read_text().splitlines() == ["SELECT 1"] * 3
    assert not (tmp_path / "f" / "run.lock").exists()


def test_a_first_start_that_fails_leaves_no_folder(tmp_path):
    with pytest.raises(RuntimeError, match="boom"):
        with RunFolder.open("a/b", tmp_path):
            raise RuntimeError("boom")
    assert not (tmp_path / "a").exists()
