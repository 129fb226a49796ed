"""Sharded runs: `run --shard K/N` then `merge RUN_ID` gives the files of one unsharded run; bad merges exit 2."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from nl2sql.cli import main as cli_main
from nl2sql.config import RunConfig
from nl2sql.runs.runner import run
from nl2sql.store.runstore import read_jsonl, run_lock
from nl2sql.store.shards import parse_shard

SCRIPTED = {"backend": "function", "model": "nl2sql.testing.scripted:answer"}
# Wall-clock fields of a prediction row: the only bytes a shard's rerun of a question may change.
_TIMING = re.compile(r'"(elapsed_s|latency_s)": [0-9.e-]+')
SAME_BYTES = ("traces.jsonl", "predictions.sql", "metrics.csv", "tables.md", "tables.tex", "summary.csv", "traces.md")


def _cfg(data: Path, **kw) -> RunConfig:
    return RunConfig.from_dict({"data_dir": str(data), "sample": 10, "seed": 1, "run_id": "grid", **SCRIPTED, **kw})


def _shards(cfg: RunConfig, root: Path, n: int, per_shard: dict[int, dict] | None = None) -> None:
    for k in range(1, n + 1):
        run(cfg.override(shard=f"{k}/{n}", **(per_shard or {}).get(k, {})), out_root=root, progress=False)


def _merge(root: Path, capsys, *extra: str) -> tuple[int, str]:
    capsys.readouterr()
    code = cli_main(["merge", "grid", "--results", str(root), *extra])
    err = capsys.readouterr().err.strip().splitlines()
    return code, err[-1] if err else ""


@pytest.mark.slow
@pytest.mark.parametrize("method", ["loop", "baseline"])
def test_shards_merged_equal_one_unsharded_run(tmp_path, mini_dir, method, capsys):
    cfg = _cfg(mini_dir, method=method)
    whole = run(cfg, out_root=tmp_path / "whole", progress=False)
    _shards(cfg, tmp_path / "sharded", 3)
    sizes = [len(read_jsonl(tmp_path / "sharded" / "grid" / "shards" / f"{k}-of-3" / "predictions.jsonl"))
             for k in (1, 2, 3)]
    assert sizes == [4, 3, 3]  # round-robin over the 10 evaluable questions
    assert _merge(tmp_path / "sharded", capsys)[0] == 0
    merged = tmp_path / "sharded" / "grid"
    for name in SAME_BYTES:
        assert (merged / name).read_bytes() == (whole.path / name).read_bytes(), name
    a, b = ((p / "predictions.jsonl").read_text(encoding="utf-8") for p in (whole.path, merged))
    assert _TIMING.sub("T", a) == _TIMING.sub("T", b) and a.count("\n") == 10
    manifest = json.loads((merged / "config.json").read_text())
    assert sorted(manifest["shards"]) == ["1-of-3", "2-of-3", "3-of-3"] and manifest["config"]["shard"] is None
    assert [r["shard"] for r in read_jsonl(merged / "run_log.jsonl")] == ["1-of-3", "2-of-3", "3-of-3"]
    # The merged folder is a finished run: the same config unsharded reuses every question.
    again = run(cfg, out_root=tmp_path / "sharded", progress=False)
    assert (again.reused, again.generated) == (10, 0)


@pytest.mark.slow
def test_a_shard_resumes_in_its_own_folder(tmp_path, mini_dir):
    cfg = _cfg(mini_dir, shard="2/3")
    first = run(cfg, out_root=tmp_path, progress=False)
    assert first.path == tmp_path / "grid" / "shards" / "2-of-3" and first.generated == 3
    again = run(cfg, out_root=tmp_path, progress=False)
    assert (again.reused, again.generated) == (3, 0)
    with pytest.raises(ValueError, match=r"shard 11/11 has no question.*at most 10 shards"):
        run(_cfg(mini_dir, shard="11/11"), out_root=tmp_path, progress=False)


@pytest.mark.parametrize("text", ["3", "0/2", "3/2", "a/b"])
def test_a_bad_shard_is_refused(text):
    with pytest.raises(ValueError, match="K/N"):
        RunConfig(shard=text)
    assert str(parse_shard(" 3 / 8 ")) == "3/8" and RunConfig(shard="3/8").data.shard == "3/8"


@pytest.mark.slow
def test_merge_refuses_a_missing_or_unfinished_shard(tmp_path, mini_dir, capsys):
    cfg = _cfg(mini_dir)
    code, line = _merge(tmp_path, capsys)
    assert code == 2 and line.startswith("error: no shards under")
    run(cfg.override(shard="1/3"), out_root=tmp_path, progress=False)
    run(cfg.override(shard="3/3"), out_root=tmp_path, progress=False)
    code, line = _merge(tmp_path, capsys)
    assert code == 2 and "shard 2/3 of grid missing" in line and "--shard 2/3" in line
    run(cfg.override(shard="2/3"), out_root=tmp_path, progress=False)
    pred = tmp_path / "grid" / "shards" / "2-of-3" / "predictions.jsonl"
    pred.write_text("".join(pred.read_text().splitlines(keepends=True)[:-1]))  # its last question lost
    code, line = _merge(tmp_path, capsys)
    assert code == 2 and "shard 2/3 is unfinished: 2 of 3 questions done" in line
    with run_lock(tmp_path / "grid" / "shards" / "2-of-3"):  # a shard still running
        code, line = _merge(tmp_path, capsys)
    assert code == 2 and "is being written by another process" in line
    run(cfg.override(shard="2/3"), out_root=tmp_path, progress=False)  # the rerun finishes it
    assert _merge(tmp_path, capsys)[0] == 0


@pytest.mark.slow
def test_answers_without_their_config_are_never_reused_by_another_setup(tmp_path, mini_dir, capsys):
    from nl2sql.store.runstore import RunConfigMismatch

    cfg = _cfg(mini_dir)
    _shards(cfg, tmp_path, 2)
    assert _merge(tmp_path, capsys)[0] == 0
    (tmp_path / "grid" / "config.json").unlink()  # a merge killed between its files, as merges once wrote them
    with pytest.raises(RunConfigMismatch, match=r"holds 10 answers but no config.json saying what made them"):
        run(cfg.override(method="baseline"), out_root=tmp_path, progress=False)
    assert not (tmp_path / "grid" / "config.json").exists()


@pytest.mark.slow
def test_merge_refuses_shards_of_another_config_or_data(tmp_path, mini_dir, capsys):
    _shards(_cfg(mini_dir), tmp_path / "knobs", 3, {2: {"max_steps": 4}})
    code, line = _merge(tmp_path / "knobs", capsys)
    assert code == 2 and "different setups" in line and "2-of-3: max_steps is 4, 1-of-3: 8" in line

    data = tmp_path / "data"
    shutil.copytree(mini_dir, data, ignore=shutil.ignore_patterns("*.sql"))
    cfg = _cfg(data)
    run(cfg.override(shard="1/2"), out_root=tmp_path / "data-run", progress=False)
    tables = data / "tables.json"
    tables.write_text(tables.read_text() + "\n")  # the same schemas, another file: another data hash
    run(cfg.override(shard="2/2"), out_root=tmp_path / "data-run", progress=False)
    code, line = _merge(tmp_path / "data-run", capsys)
    assert code == 2 and "2-of-2 ran on other data" in line


@pytest.mark.slow
def test_shards_run_at_the_same_time_as_processes(tmp_path, mini_dir):
    argv = [sys.executable, "-m", "nl2sql", "run", "--data", str(mini_dir), "--sample", "10", "--set", "seed=1",
            "--backend", "function", "--model", "nl2sql.testing.scripted:answer", "--run-id", "grid", "--results",
            str(tmp_path), "--no-progress"]
    procs = [subprocess.Popen([*argv, "--shard", f"{k}/3"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True) for k in (1, 2, 3)]
    for proc in procs:
        _, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
    merged = subprocess.run([sys.executable, "-m", "nl2sql", "merge", "grid", "--results", str(tmp_path)],
                            capture_output=True, text=True, timeout=300)
    assert merged.returncode == 0, merged.stderr
    assert "10 questions merged" in merged.stdout and "| all | 10 |" in merged.stdout
    order = [r["index"] for r in read_jsonl(tmp_path / "grid" / "predictions.jsonl")]
    assert len(order) == 10 and order == sorted(order)  # dataset order, whichever shard finished first
