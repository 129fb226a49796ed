"""An nl2sql plugin, as a package of its own would ship one: a dataset format "csv", a method "fallback_baseline" and
a method that calls no model, "first_table". fallback_baseline brings a knob of its own (FallbackOptions.fallback_table).

Installed (here: tests/plugins on PYTHONPATH, whose nl2sql_csv_questions-0.1.dist-info names `register` as an
entry point of group "nl2sql.plugins"), nl2sql calls register() on the first lookup in any of its tables, so
`python -m nl2sql run --set data_format=csv --method fallback_baseline --set fallback_table=department` and notebooks
see them with no import.

    <folder>/questions.csv        columns question, query, db_id: one question a row, its gold SQL, its database
    <folder>/<db_id>.sqlite       the databases, beside it
"""

from __future__ import annotations

import csv
from dataclasses import dataclass, replace
from pathlib import Path

from nl2sql.data.formats import FORMATS, DatasetFormat
from nl2sql.data.records import Dataset, DatasetError, checked, make_examples
from nl2sql.knobs import knob
from nl2sql.methods.baseline import BaselineOptions, Prediction, run_baseline
from nl2sql.methods.registry import METHODS, Method
from nl2sql.sql.schema import read_schema, tables_json_entry

QUESTIONS = "questions.csv"


def detect(root: Path) -> bool:
    """A folder is a CSV folder when it holds questions.csv ("auto" asks this before Spider's fallback)."""
    return (root / QUESTIONS).is_file()


def db_path(root: Path, split: str, db_id: str) -> Path:
    return root / f"{db_id}.sqlite"


def load(root: Path, split: str) -> Dataset:
    """The questions of questions.csv (one split: dev) over the SQLite files beside it."""
    path = root / QUESTIONS
    if split != "dev":
        raise DatasetError(f"a CSV folder has one split, dev ({path}); got split {split!r}")
    if not path.is_file():
        raise DatasetError(f"{QUESTIONS} not found in {root}: a CSV folder holds questions.csv and <db_id>.sqlite files")
    with path.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    records = [(*checked(pos, path, row.get("question"), row.get("db_id"), row.get("query")), None, None)
               for pos, row in enumerate(rows)]
    # tables.json's entries, read from the databases themselves (prompts and the evaluable check use them)
    tables = {p.stem: tables_json_entry(p, p.stem) for p in sorted(root.glob("*.sqlite"))}
    examples = make_examples(split, records, lambda db_id: db_path(root, split, db_id), tables, QUESTIONS)
    return Dataset(root, split, examples, tables, "csv", [path])


@dataclass(frozen=True)
class FallbackOptions(BaselineOptions):
    """fallback_baseline's knobs: the baseline's, and its own."""

    fallback_table: str = knob("", "whose rows answer where the baseline gives no SQL; \"\" = the database's first "
                               "table")


def fallback_baseline(examples, llm, options: FallbackOptions, *, on_result=None, **_):
    """The baseline; where it gives no SQL, every row of a table (an answer that always runs)."""
    paths = {e.id: e.db_path for e in examples}

    def filled(pred):
        if pred.sql.strip():
            return pred
        table = options.fallback_table or read_schema(paths[pred.id]).tables[0].name
        return replace(pred, sql=f'SELECT * FROM "{table}"')

    def done(pred):
        if on_result is not None:
            on_result(filled(pred))

    return [filled(p) for p in run_baseline(examples, llm, options, on_result=done)]


def first_table(examples, llm, options):
    """Every row of the database's first table, with no model: the floor a method should beat."""
    return [Prediction(e.id, e.index, e.db_id, e.question, f'SELECT * FROM "{read_schema(e.db_path).tables[0].name}"')
            for e in examples]


def register() -> None:
    """The entry point: add the format and the methods to nl2sql's tables."""
    FORMATS.add("csv", DatasetFormat("csv", detect, load, db_path, title="CSV", comparator="multiset",
                                     metrics=("VA", "EX"), question_files=lambda root, split: [root / QUESTIONS]))
    METHODS.add("fallback_baseline", Method("fallback_baseline", fallback_baseline.__doc__, fallback_baseline,
                                            FallbackOptions))
    METHODS.add("first_table", Method("first_table", first_table.__doc__, first_table, BaselineOptions,
                                      needs_llm=False))
