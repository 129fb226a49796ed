"""Replay, no model: an answer that returns no row and compares a column with a string that no column of its table
stores, that comparison dropped (the model filtering on a question word it took for a value: "names of skippers" ->
WHERE Class = 'Skippers'), kept when the query then returns rows. Applied after value relinking to every committed
reference run of the tune and confirm splits; each changed answer scored before and after (EX).

    .venv/bin/python screens/empty_results/replay.py [DATA_DIR] > \
        results/reference/robustness/screen/empty-results/replay.txt
"""
import csv
import sys
from functools import cache
from pathlib import Path

from sqlglot import exp

from nl2sql.data.dataset import load_dataset
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.sql.db import connect_readonly, execute
from nl2sql.sql.parsing import parse_one
from nl2sql.sql.relink import holds, home_table, relink_literals, select_tables, string_comparison
from nl2sql.sql.schema import read_schema

ROOT = Path(__file__).resolve().parents[2]  # screens/<study>/<script>.py -> the repository root

EX_ONLY = EvalOptions(ScoringOptions(metrics=["EX"]))  # this screen scores EX alone

RUNS = ROOT / "results" / "reference"
SPLITS = ["tune", "tune-syn", "tune-hard", "tune-nocols", "confirm", "confirm-syn", "confirm-hard", "confirm-nocols"]
METHODS = ["baseline", "candidates", "loop"]


def dropped(sql: str, db_path: Path, schema) -> tuple[str, list[str]] | None:
    """The query without each AND-ed `column = 'string'` whose table stores the string in no column, or None."""
    tree = parse_one(sql)
    if tree is None:
        return None
    conn, notes = connect_readonly(db_path), []
    try:
        for select in list(tree.find_all(exp.Select)):
            tables = select_tables(select, schema)
            for node in list(select.find_all(exp.EQ)):
                pair = string_comparison(node) if node.parent_select is select else None
                if pair is None or not isinstance(node.parent, (exp.And, exp.Where)):
                    continue
                home = home_table(pair[0], tables)
                if home is None or any(holds(conn, home.name, c.name, pair[1]) is not False for c in home.columns):
                    continue
                parent = node.parent
                if isinstance(parent, exp.Where):
                    parent.pop()
                else:
                    parent.replace(parent.expression if parent.this is node else parent.this)
                notes.append(f"{home.name}.{pair[0].name} = {pair[1]!r}")
    finally:
        conn.close()
    return (tree.sql(dialect="sqlite"), notes) if notes else None


@cache
def schema_of(db_path: Path, db_id: str):
    """Each database's schema, read once for all runs."""
    return read_schema(db_path, db_id)


def replay(run: Path, ds) -> tuple[list, list[str], list[str], dict]:
    """Each evaluable question's answer after relinking, and after the drop, with what was dropped."""
    rows = list(csv.DictReader(open(run / "metrics.csv", encoding="utf-8")))
    answer = dict(zip((r["id"] for r in rows), (run / "predictions.sql").read_text(encoding="utf-8").splitlines()))
    exs, before, after, notes = [], [], [], {}
    for ex in ds.evaluable:
        schema = schema_of(ex.db_path, ex.db_id)
        sql = answer[ex.id]
        fix = relink_literals(sql, ex.db_path, schema)
        sql = fix.sql if fix else sql
        res = execute(ex.db_path, sql, timeout_s=10, max_rows=1)
        new = dropped(sql, ex.db_path, schema) if res.ok and not res.rows else None
        if new and (res := execute(ex.db_path, new[0], timeout_s=10, max_rows=1)).ok and res.rows:
            exs.append(ex)
            before.append(sql)
            after.append(new[0])
            notes[ex.id] = new[1]
    return exs, before, after, notes


if __name__ == "__main__":
    data = sys.argv[1] if len(sys.argv) > 1 else "../shared/spider"
    total: dict[tuple[str, str], list[int]] = {}
    for split in SPLITS:
        ds = load_dataset(data, split)
        for method in METHODS:
            run = RUNS / ("confirm" if split.startswith("confirm") else "robustness") / split / method
            exs, before, after, notes = replay(run, ds)
            a = evaluate(ds.subset(exs), before, EX_ONLY).scores if exs else []
            b = evaluate(ds.subset(exs), after, EX_ONLY).scores if exs else []
            gained = [e for e, x, y in zip(exs, a, b) if y.ex and not x.ex]
            lost = [e for e, x, y in zip(exs, a, b) if x.ex and not y.ex]
            side = total.setdefault((split.split("-")[0], method), [0, 0, 0])
            side[0], side[1], side[2] = side[0] + len(exs), side[1] + len(gained), side[2] + len(lost)
            print(f"{split:15s} {method:10s} {len(exs):2d} answers rewritten, {len(gained)} gained, {len(lost)} lost")
            for sign, group in (("+", gained), ("-", lost)):
                for e in group:
                    print(f"    {sign} {e.id} {'; '.join(notes[e.id])} | {e.question}")
    print("\nby side (rewritten, gained, lost):")
    for (side, method), (n, g, lo) in total.items():
        print(f"  {side:8s} {method:10s} {n:3d} {g:2d} {lo:2d}")
