"""Datasets: a folder's split read by its format (nl2sql.data.formats: Spider's questions JSON + tables.json +
database/, BIRD's dev.json + dev_tables.json + dev_databases/, or a plugin's), and the bundled mini set built."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

from nl2sql.data import splits
from nl2sql.data.formats import FORMATS, bird, detect_order, spider
from nl2sql.data.records import (  # noqa: F401  (what the package imports from here: Dataset, Example, ...)
    Dataset,
    DatasetError,
    Example,
    is_sqlite_file,
    question_records,
    require_evaluable,
)
from nl2sql.paths import BUNDLED_DIR

TUNE_SIZE = splits.SIZE  # the tune split's questions (nl2sql.data.splits)
# The built-in formats, Spider's first: the default, which "auto" asks last (error messages list them in this order).
for _format in (spider.FORMAT, bird.FORMAT):
    FORMATS.add(_format.name, _format)


def question_files(root: Path, split: str) -> list[Path]:
    """The question files a split reads in root, as its format says (Spider's training splits read one training
    file); [] if none."""
    fmt = FORMATS[detect_format(root)]
    return fmt.question_files(root, split) if fmt.question_files is not None else []


def detect_format(root: Path, data_format: str = "auto") -> str:
    """The format's name: the one asked for, else the first registered format whose detect() claims the folder
    (BIRD's by its files: nl2sql.data.formats.bird.MARKERS, a *_databases/ folder), else Spider's (the fallback)."""
    if data_format != "auto":
        if data_format not in FORMATS:
            raise DatasetError(f"unknown data format {data_format!r}: choose one of {', '.join(['auto', *FORMATS])}"
                               " (a format of a plugin is known once its package is installed: docs/extending.md)")
        return data_format
    return next(f.name for f in detect_order() if f.detect(root))


def load_dataset(
    root: str | Path,
    split: str = "dev",
    db_ids: list[str] | None = None,
    limit: int | None = None,
    sample: int | None = None,
    seed: int = 0,
    data_format: str = "auto",
) -> Dataset:
    """Load a Spider or BIRD folder; questions whose database is missing stay, marked not evaluable."""
    root = Path(root).expanduser()
    if not root.is_dir():
        raise DatasetError(f"dataset directory not found: {root} (pass the folder holding {split}.json and "
                           "tables.json, or BIRD's dev.json and dev_tables.json)")
    if root.resolve() == BUNDLED_DIR.resolve():
        ensure_bundled()
    return FORMATS[detect_format(root, data_format)].load(root, split).select(db_ids, limit, sample, seed)


def build_database(script: Path, target: Path) -> Path:
    """Build one SQLite file from its SQL script (atomic: written beside, then renamed)."""
    tmp = target.with_suffix(".sqlite.tmp")
    tmp.unlink(missing_ok=True)
    try:
        with closing(sqlite3.connect(tmp)) as conn:
            conn.executescript(script.read_text(encoding="utf-8"))
            conn.commit()
    except sqlite3.Error as exc:
        tmp.unlink(missing_ok=True)  # a half-built file is no database
        raise DatasetError(f"cannot build {target.name} from {script}: {exc}") from exc
    tmp.replace(target)
    return target


def ensure_bundled(root: Path = BUNDLED_DIR, force: bool = False) -> Path:
    """Build the bundled mini dataset's databases from their SQL scripts where missing or stale."""
    for script in sorted(root.glob("database/*/*.sql")):
        target = script.with_suffix(".sqlite")
        if force or not target.exists() or target.stat().st_mtime < script.stat().st_mtime:
            build_database(script, target)
    return root


def write_tables_json(root: Path = BUNDLED_DIR) -> Path:
    """Regenerate root/tables.json from the databases (how the bundled tables.json is made)."""
    from nl2sql.sql.schema import tables_json_entry

    ensure_bundled(root)
    entries = [tables_json_entry(p, p.parent.name) for p in sorted(root.glob("database/*/*.sqlite"))]
    out = root / "tables.json"
    out.write_text(json.dumps(entries, indent=1) + "\n", encoding="utf-8")
    return out
