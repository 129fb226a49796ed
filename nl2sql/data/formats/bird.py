"""BIRD's folder layout: which files a split reads, its question records, and its column descriptions.

    <root>/dev.json                       question_id, db_id, question, evidence, SQL, difficulty
    <root>/dev_tables.json                tables.json's layout
    <root>/dev_databases/<db>/<db>.sqlite (often with database_description/<table>.csv)
    <root>/dev.sql                        optional: one "SQL<TAB>db_id" a line, read when the records carry no SQL

Mini-dev keeps the same layout with mini_dev_sqlite.json as its questions; training is train.json,
train_tables.json and train_databases/. `load` reads these into the same Example as Spider's, with the evidence and
the difficulty filled (docs/evaluation-bird.md); FORMAT is the "bird" entry of nl2sql.data.formats.FORMATS: EX by
set, VA, EX, R-VES and Soft-F1, no exact match, prediction files read as written.
"""

from __future__ import annotations

import csv
import functools
import io
from collections.abc import Sequence
from pathlib import Path

from nl2sql.data import splits
from nl2sql.data.formats import DatasetFormat
from nl2sql.data.records import Dataset, DatasetError, Example, checked, make_examples, read_items, read_tables

# Question files per split, the first present wins (mini-dev names its SQLite questions file so).
QUESTION_FILES = {"dev": ("dev.json", "mini_dev_sqlite.json"), "train": ("train.json",)}
DIFFICULTIES = ("simple", "moderate", "challenging")
# Files only a BIRD folder has: any one of them says the folder is BIRD's.
MARKERS = ("dev_tables.json", "train_tables.json", "mini_dev_sqlite.json")


def is_bird(root: Path) -> bool:
    """Whether a folder has BIRD's layout: a <split>_tables.json, a <split>_databases/ folder, or mini-dev's file,
    and no tables.json (Spider's full release has a test_tables.json beside its tables.json: that is Spider's)."""
    if (root / "tables.json").is_file():
        return False
    return (any((root / m).is_file() for m in MARKERS) or any(root.glob("*_tables.json"))
            or any(p.is_dir() for p in root.glob("*_databases")))


def question_file(root: Path, split: str) -> Path | None:
    """The question file of a split in a BIRD folder, or None."""
    return next((root / n for n in QUESTION_FILES.get(split, (f"{split}.json",)) if (root / n).is_file()), None)


def tables_file(root: Path, split: str) -> Path | None:
    """The schema file of a split: <split>_tables.json, else the only *_tables.json, else tables.json."""
    own = root / f"{split}_tables.json"
    if own.is_file():
        return own
    others = sorted(root.glob("*_tables.json"))
    if len(others) == 1:
        return others[0]
    return root / "tables.json" if (root / "tables.json").is_file() else None


def databases_dir(root: Path, split: str) -> Path:
    """Where the split's databases live: <split>_databases/, else the only *_databases/, else database/."""
    own = root / f"{split}_databases"
    if own.is_dir():
        return own
    others = sorted(p for p in root.glob("*_databases") if p.is_dir())
    return others[0] if len(others) == 1 else root / "database"


def gold_lines(root: Path, split: str) -> list[str] | None:
    """The gold SQL of a split's `<split>.sql` (or `<split>_gold.sql`) file, one a line (text before a tab)."""
    for name in (f"{split}.sql", f"{split}_gold.sql"):
        path = root / name
        if path.is_file():
            return [line.split("\t")[0].strip() for line in path.read_text(encoding="utf-8").splitlines()
                    if line.strip()]
    return None


def evidence_of(item: dict) -> str | None:
    """A record's evidence, one line, None where it has none."""
    text = item.get("evidence")
    return " ".join(text.split()) or None if isinstance(text, str) else None


def difficulty_of(item: dict) -> str | None:
    """A record's difficulty (simple, moderate, challenging) in lower case; None where absent or unknown."""
    text = item.get("difficulty")
    return text.strip().lower() if isinstance(text, str) and text.strip().lower() in DIFFICULTIES else None


def load(root: Path, split: str) -> Dataset:
    """A BIRD split: its questions with evidence and difficulty, its schema file, its databases."""
    if splits.parse(split):
        raise DatasetError(f"split {split!r} is drawn from Spider's training questions; a BIRD folder has dev and "
                           "train (use --split dev)")
    path = question_file(root, split)
    if path is None:
        names = QUESTION_FILES.get(split, (f"{split}.json",))
        raise DatasetError(f"no question file for split {split!r} in BIRD folder {root}: expected {' or '.join(names)}")
    tables_path = tables_file(root, split) or root / f"{split}_tables.json"
    tables = read_tables(tables_path)
    items = read_items(path, f"{split} questions")
    golds = gold_lines(root, split) if any(isinstance(i, dict) and "SQL" not in i for i in items) else None
    if golds is not None and len(golds) != len(items):
        raise DatasetError(f"{root / (split + '.sql')} has {len(golds)} gold queries for {len(items)} questions in "
                           f"{path.name}: they must pair line by line")
    records = []
    for pos, item in enumerate(items):
        if not isinstance(item, dict):
            raise DatasetError(f"malformed question {pos} in {path}: expected an object")
        gold = item.get("SQL", golds[pos] if golds else None)
        if gold is None and "query" in item:
            raise DatasetError(f"malformed question {pos} in {path}: a BIRD question holds its gold in 'SQL'; this one "
                               "has Spider's 'query': read the folder as Spider (--format spider, or auto)")
        question, db_id, gold = checked(pos, path, item.get("question"), item.get("db_id"), gold)
        records.append((question, db_id, gold, evidence_of(item), difficulty_of(item)))
    examples = make_examples(split, records, lambda db_id: db_path(root, split, db_id), tables, tables_path.name)
    return Dataset(root, split, examples, tables, FORMAT.name, [path, tables_path])


def db_path(root: Path, split: str, db_id: str) -> Path:
    """A database of the split: <databases_dir>/<db_id>/<db_id>.sqlite."""
    return databases_dir(root, split) / db_id / f"{db_id}.sqlite"


def split_files(root: Path, split: str) -> list[Path]:
    """The question file a split reads, in a list; [] where there is none."""
    return [f] if (f := question_file(root, split)) else []


def owns(examples: Sequence[Example]) -> bool:
    """Bare examples (no Dataset) are BIRD's when some carry a difficulty or evidence."""
    return any(e.difficulty or e.evidence for e in examples)


# -- column descriptions (database_description/<table>.csv) ----------------------------------------------------

def _read_text(path: Path) -> str:
    """A description file's text: BIRD's CSVs come in UTF-8 (some with a BOM) and in Latin-1."""
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


@functools.lru_cache(maxsize=64)
def column_descriptions(db_path: str) -> dict[tuple[str, str], str]:
    """{(table, column) in lower case: description} from the database's database_description/*.csv; {} if none.

    A description joins the column's description and its value description where they add to its name; a file
    that cannot be parsed is skipped (descriptions help a prompt, they never fail it).
    """
    folder = Path(db_path).parent / "database_description"
    out: dict[tuple[str, str], str] = {}
    for path in sorted(folder.glob("*.csv")) if folder.is_dir() else ():
        try:
            rows = list(csv.DictReader(io.StringIO(_read_text(path))))
        except (OSError, csv.Error):
            continue
        for row in rows:
            row = {(k or "").strip().lower(): " ".join((v or "").split()) for k, v in row.items() if k}
            column = row.get("original_column_name", "")
            parts = [row.get("column_description", ""), row.get("value_description", "")]
            parts = [p for p in parts if p and p.lower() not in (column.lower(), row.get("column_name", "").lower())]
            if column and parts:
                out[(path.stem.lower(), column.lower())] = "; ".join(parts)
    return out


# What the layers above read of BIRD: its own evaluator's defaults (docs/evaluation-bird.md). nl2sql.data.dataset
# registers it in FORMATS.
FORMAT = DatasetFormat("bird", is_bird, load, db_path, title="BIRD", question_files=split_files, comparator="set",
                       metrics=("VA", "EX", "R-VES", "Soft-F1"), exact_match=False, placeholder=False,
                       levels=DIFFICULTIES, evidence=True, owns=owns)
