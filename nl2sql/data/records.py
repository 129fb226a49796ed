"""What every dataset format reads into: Example and Dataset, and the readers the formats share (JSON question files,
tables.json's entries, examples marked evaluable or not, with why)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from nl2sql.data.formats import DEFAULT_FORMAT, FORMATS


class DatasetError(ValueError):
    """A dataset directory or file that cannot be read; the message names the file and the fix."""


def is_sqlite_file(path: Path) -> bool:
    """Whether a file starts with SQLite's header (a truncated download or a text file does not)."""
    try:
        with path.open("rb") as f:
            return f.read(16) == b"SQLite format 3\x00"
    except OSError:
        return False


def require_evaluable(ds: "Dataset") -> "Dataset":
    """The dataset itself if some question can be evaluated, else a DatasetError naming why none can."""
    if ds.evaluable:
        return ds
    if not ds.examples:
        raise DatasetError(f"no question selected in {ds.root} [{ds.split}]: check db_ids, limit and sample")
    reasons = sorted({e.reason or "" for e in ds.examples})
    raise DatasetError(f"none of the {len(ds)} selected questions in {ds.root} can be evaluated: "
                       f"{'; '.join(reasons[:3])}{' ...' if len(reasons) > 3 else ''} "
                       f"(see `python -m nl2sql info --data {ds.root}`)")


@dataclass(frozen=True)
class Example:
    """One question with its gold SQL and database; evaluable is False (with a reason) if the db is missing."""

    id: str
    index: int
    db_id: str
    question: str
    gold_sql: str
    db_path: Path
    evaluable: bool = True
    reason: str | None = None
    evidence: str | None = None  # BIRD's external knowledge for the question (None for Spider)
    difficulty: str | None = None  # BIRD's simple / moderate / challenging (None for Spider)

    def posed(self, use_evidence: bool = True) -> Example:
        """The example as a method asks it: BIRD's evidence on a line after the question, as BIRD's baselines prompt
        (itself where there is none, or use_evidence is off)."""
        if not use_evidence or not self.evidence:
            return self
        return replace(self, question=f"{self.question}\nEvidence: {self.evidence}")


@dataclass
class Dataset:
    """The examples of one split, in file order, with the tables.json entries by db_id."""

    root: Path
    split: str
    examples: list[Example]
    tables: dict[str, dict] = field(default_factory=dict)
    format: str = DEFAULT_FORMAT  # its name in nl2sql.data.formats.FORMATS
    files: list[Path] = field(default_factory=list)  # the question and schema files read (the run's fingerprint)

    def __iter__(self) -> Iterator[Example]:
        return iter(self.examples)

    def __len__(self) -> int:
        return len(self.examples)

    def __getitem__(self, i: int) -> Example:
        return self.examples[i]

    @property
    def evaluable(self) -> list[Example]:
        return [e for e in self.examples if e.evaluable]

    @property
    def db_ids(self) -> list[str]:
        return sorted({e.db_id for e in self.examples})

    def db_path(self, db_id: str) -> Path:
        """Where a database of this split lives (its format says: nl2sql.data.formats)."""
        return FORMATS.get_or_fail(self.format).db_path(self.root, self.split, db_id)

    def subset(self, examples: Iterable[Example]) -> Dataset:
        """Some of this split's examples with its tables and format (what evaluate scores a part of a split as)."""
        return replace(self, examples=list(examples))

    def select(
        self,
        db_ids: list[str] | None = None,
        limit: int | None = None,
        sample: int | None = None,
        seed: int = 0,
    ) -> Dataset:
        """Filter by db_id, then draw a seeded sample (kept in dataset order), then take the first `limit`."""
        examples = self.examples
        if db_ids:
            unknown = set(db_ids) - {e.db_id for e in examples}
            if unknown:
                raise DatasetError(f"no questions for db_id {sorted(unknown)} in {self.root} (known: {self.db_ids})")
            examples = [e for e in examples if e.db_id in set(db_ids)]
        if sample is not None and sample < len(examples):
            picked = sorted(random.Random(seed).sample(range(len(examples)), sample))
            examples = [examples[i] for i in picked]
        if limit is not None:
            examples = examples[:limit]
        return replace(self, examples=list(examples))


def read_json(path: Path, what: str):
    if not path.is_file():
        raise DatasetError(f"{what} not found: {path}")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DatasetError(f"malformed JSON in {path}: line {exc.lineno} column {exc.colno}: {exc.msg}") from exc


def checked(pos: int, path: Path, question, db_id, gold) -> tuple[str, str, str]:
    """One record's (question, db_id, gold SQL), or a DatasetError naming the record, the field and the fix."""
    if not isinstance(gold, str):
        raise DatasetError(f"malformed question {pos} in {path}: no gold SQL in 'query' (Spider) or 'SQL' (BIRD)")
    for key, value in (("question", question), ("db_id", db_id)):
        if not isinstance(value, str) or not value.strip():
            raise DatasetError(f"malformed question {pos} in {path}: {key!r} must be a non-empty string, "
                               f"got {value!r}")
    if db_id in (".", "..") or "/" in db_id or "\\" in db_id:  # a db_id names a folder under database/
        raise DatasetError(f"malformed question {pos} in {path}: db_id {db_id!r} is not a folder name")
    return question, db_id, gold


def read_items(path: Path, what: str) -> list:
    items = read_json(path, what)
    if not isinstance(items, list):
        raise DatasetError(f"malformed {path}: expected a list of questions")
    return items


def question_records(path: Path, what: str = "questions", field: str | None = None) -> list[tuple[str, str, str]]:
    """(question, db_id, gold SQL) of every record of a Spider-style question file, in file order; `field` names
    the question's key when it is not the usual one (Spider-Syn's "SpiderSynQuestion")."""
    records = []
    for pos, item in enumerate(read_items(path, what)):
        if not isinstance(item, dict):
            raise DatasetError(f"malformed question {pos} in {path}: expected an object with 'question', 'db_id' "
                               f"and 'query', got {json.dumps(item)[:40]}")
        try:
            # Spider-Syn files name the original question SpiderQuestion.
            question = item[field] if field else item["question"] if "question" in item \
                or "SpiderQuestion" not in item else item["SpiderQuestion"]
            db_id, gold = item["db_id"], item.get("query", item.get("sql_query", item.get("SQL")))
        except KeyError as exc:
            raise DatasetError(f"malformed question {pos} in {path}: missing {exc}") from exc
        records.append(checked(pos, path, question, db_id, gold))
    return records


def read_tables(path: Path) -> dict[str, dict]:
    """The tables.json-style entries of a schema file by db_id."""
    if not path.is_file():
        raise DatasetError(f"{path.name} not found: {path} (a Spider folder holds tables.json and database/, "
                           "a BIRD folder dev.json, dev_tables.json and dev_databases/)")
    tables_list = read_json(path, path.name)
    if not isinstance(tables_list, list):
        raise DatasetError(f"malformed {path}: expected a list of database entries")
    return {t["db_id"]: t for t in tables_list if isinstance(t, dict) and "db_id" in t}


def make_examples(split: str, records: list[tuple[str, str, str, str | None, str | None]],
                  db_path: Callable[[str], Path], tables: dict[str, dict],
                  tables_name: str = "tables.json") -> list[Example]:
    """Examples "<split>-NNNN" from (question, db_id, gold, evidence, difficulty) records, each database where
    db_path(db_id) says; a question whose database is missing or unreadable is kept, marked not evaluable."""
    examples: list[Example] = []
    readable: dict[Path, bool] = {}
    for index, (question, db_id, gold, evidence, difficulty) in enumerate(records):
        path = db_path(db_id)
        reason = None
        if not path.is_file():
            reason = f"database file missing: {path}"
        elif not readable.setdefault(path, is_sqlite_file(path)):
            reason = f"not a SQLite database: {path} (rebuild or download it again)"
        elif db_id not in tables:
            reason = f"db_id {db_id!r} missing from {tables_name}"
        examples.append(Example(f"{split}-{index:04d}", index, db_id, question, gold, path, reason is None, reason,
                                evidence, difficulty))
    return examples
