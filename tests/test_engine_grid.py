"""bench/engine_grid.py's table: engines named backend:dtype, the paired counts, the share of the same SQL and the
rule's verdict, from run folders as `python -m nl2sql run` leaves them (no model: the folders are written here)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def grid():
    spec = importlib.util.spec_from_file_location("engine_grid", REPO / "bench" / "engine_grid.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def write_run(folder: Path, answers: dict[str, tuple[str, int]], method_s: float) -> None:
    """A finished run folder: predictions.jsonl, metrics.csv and run_log.jsonl with one session."""
    folder.mkdir(parents=True)
    (folder / "predictions.jsonl").write_text("".join(json.dumps({"id": q, "sql": sql}) + "\n"
                                                      for q, (sql, _) in answers.items()))
    (folder / "metrics.csv").write_text("id,EX\n" + "".join(f"{q},{ex}\n" for q, (_, ex) in answers.items()))
    (folder / "run_log.jsonl").write_text(json.dumps({"reused": 0, "generated": len(answers), "wall_s": method_s + 1,
                                                      "method_s": method_s, "setup_s": 1.0}) + "\n")


def test_engine_knobs_take_a_dtype_of_their_own():
    g = grid()
    assert g.engine_knobs("transformers:int8", "auto") == ["--set", "backend=transformers", "--set", "dtype=int8"]
    assert g.engine_knobs("openvino", "float32") == ["--set", "backend=openvino", "--set", "dtype=float32"]
    assert g.slug("transformers:bfloat16") == "transformers-bfloat16"


def test_the_table_pairs_the_engines_and_applies_the_rule(tmp_path):
    g = grid()
    ref = {f"q{i}": (f"SELECT {i}", int(i < 6)) for i in range(10)}
    fast = dict(ref, q0=("SELECT 0 -- other", 0))  # one answer differs and loses its point
    for split in ("tune", "confirm"):
        write_run(tmp_path / f"{split}-baseline-transformers-bfloat16", ref, 20.0)
        write_run(tmp_path / f"{split}-baseline-transformers-int8", fast, 10.0)
    rows = g.table(tmp_path, ["tune", "confirm"], ["transformers:bfloat16", "transformers:int8"], {})
    base, int8 = rows
    assert (base["engine"], base["questions"], base["EX"], base["method_s"]) == ("transformers:bfloat16", 20, 60.0, 40.0)
    assert int8["speedup"] == 2.0 and int8["ex_diff"] == -10.0
    assert (int8["only_reference_right"], int8["only_this_right"], int8["same_sql"]) == (2, 0, 0.9)
    assert int8["adopt"]  # 10 points apart, but 90% of the SQL the same: the greedy methods' other test
    slower = dict(ref, **{f"q{i}": (f"SELECT {i} -- other", int(i < 6)) for i in range(2)})
    for split in ("tune", "confirm"):
        write_run(tmp_path / f"{split}-baseline-openvino-float32", slower, 30.0)
    rows = g.table(tmp_path, ["tune", "confirm"], ["transformers:bfloat16", "openvino:float32"], {})
    assert rows[1]["same_sql"] == 0.8 and rows[1]["ex_diff"] == 0.0 and not rows[1]["adopt"]  # slower: refused
