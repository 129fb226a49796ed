"""Dataset and schema statistics (notebook 01): questions by database and hardness, test suites, schema texts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from pathlib import Path

import pandas as pd

from nl2sql.data.formats import format_of
from nl2sql.eval.scores import HARDNESS_LEVELS, UNKNOWN_HARDNESS


def dataset_summary(dataset) -> pd.DataFrame:
    """One row per database: questions, evaluable, tables, columns, foreign keys, rows, questions by hardness (a
    format with its own levels, BIRD's: by its difficulty), and where the format has evidence the questions with it."""
    from nl2sql.eval.hardness import hardness
    from nl2sql.sql.db import execute
    from nl2sql.sql.schema import read_schema, schema_from_tables_json

    fmt = format_of(dataset)

    rows = []
    for db_id in dataset.db_ids:
        exs = [e for e in dataset if e.db_id == db_id]
        row: dict = {"db_id": db_id, "questions": len(exs), "evaluable": sum(e.evaluable for e in exs)}
        path = Path(exs[0].db_path)
        schema = None
        if db_id in dataset.tables:
            schema = schema_from_tables_json(dataset.tables[db_id])
        elif path.is_file():
            schema = read_schema(path, db_id)
        if schema is not None:
            row.update(tables=len(schema.tables), columns=sum(len(t.columns) for t in schema.tables),
                       foreign_keys=len(schema.foreign_keys))
        if path.is_file():
            total = 0
            for t in read_schema(path, db_id).tables:
                res = execute(path, f'SELECT COUNT(*) FROM "{t.name}"', max_rows=1)
                total += int(res.rows[0][0]) if res.ok and res.rows else 0
            row["rows"] = total
        levels: Counter = Counter()
        if fmt.evidence:
            row["with_evidence"] = sum(bool(e.evidence) for e in exs)
        for e in exs:
            if fmt.levels:
                levels[e.difficulty or UNKNOWN_HARDNESS] += 1
                continue
            try:
                levels[hardness(e.gold_sql, schema) if schema is not None else UNKNOWN_HARDNESS] += 1
            except Exception:  # a gold outside Spider's grammar counts as unknown, as in scoring
                levels[UNKNOWN_HARDNESS] += 1
        for lv in (*(fmt.levels or HARDNESS_LEVELS), UNKNOWN_HARDNESS):
            row[lv] = levels.get(lv, 0)
        rows.append(row)
    df = pd.DataFrame(rows)
    if len(df):
        total = df.drop(columns=["db_id"]).sum(numeric_only=True)
        df = pd.concat([df, pd.DataFrame([{"db_id": "all", **total.to_dict()}])], ignore_index=True)
        if (df[UNKNOWN_HARDNESS] == 0).all():
            df = df.drop(columns=[UNKNOWN_HARDNESS])
    return df


def suite_summary(suites: Mapping[str, object]) -> pd.DataFrame:
    """Test-suite statistics by database (nl2sql.eval.suites.build_dataset_suites output)."""
    rows = []
    for db_id, suite in suites.items():
        st = suite.stats
        rows.append({"db_id": db_id, "replicas": st.replicas, "candidates": st.candidates,
                     "gold_queries": st.gold_queries, "mutants": st.mutants, "killed_by_original": st.killed_by_original,
                     "killed_by_suite": st.killed_by_suite, "ts_only": st.ts_only, "survivors": st.survivors,
                     "all_nonempty": st.all_nonempty})
    return pd.DataFrame(rows)


def write_schema_texts(dataset, path: str | Path, style: str = "create") -> Path:
    """Every database's schema text (what the prompts show) in one Markdown file."""
    from nl2sql.sql.schema import read_schema, schema_to_text

    parts = []
    for db_id in dataset.db_ids:
        ex = next((e for e in dataset if e.db_id == db_id and Path(e.db_path).is_file()), None)
        if ex is None:
            continue
        parts.append(f"## {db_id}\n\n```sql\n{schema_to_text(read_schema(ex.db_path, db_id), style)}\n```")
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n\n".join(parts) + "\n", encoding="utf-8")
    return path
