"""Datasets: Spider's layout (questions JSON + tables.json + database/<db_id>/<db_id>.sqlite) or BIRD's
(dev.json + dev_tables.json + dev_databases/<db_id>/<db_id>.sqlite, with evidence and difficulty: nl2sql.data.bird)."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from nl2sql.data import bird, splits
from nl2sql.data.rewording import hard_questions
from nl2sql.data.unnaming import unname
from nl2sql.paths import BUNDLED_DIR

# Question files per split: the first group with a file present wins; a group's files are concatenated.
SPLIT_FILES = {
    "dev": (("dev.json",),),
    "train": (("train_spider.json", "train_others.json"), ("train_spider_syn.json",)),
    "test": (("test.json",),),
}
TUNE_SIZE = splits.SIZE  # the tune split's questions (nl2sql.data.splits)
FORMATS = ("auto", "spider", "bird")  # DataOptions.data_format: "auto" tells them apart by their files


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
    format: str = "spider"  # or "bird" (FORMATS)
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
        folder = bird.databases_dir(self.root, self.split) if self.format == "bird" else self.root / "database"
        return folder / db_id / f"{db_id}.sqlite"

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


def _read_json(path: Path, what: str):
    if not path.is_file():
        raise DatasetError(f"{what} not found: {path}")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DatasetError(f"malformed JSON in {path}: line {exc.lineno} column {exc.colno}: {exc.msg}") from exc


def _checked(pos: int, path: Path, question, db_id, gold) -> tuple[str, str, str]:
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


def _items(path: Path, what: str) -> list:
    items = _read_json(path, what)
    if not isinstance(items, list):
        raise DatasetError(f"malformed {path}: expected a list of questions")
    return items


def question_records(path: Path, what: str = "questions", field: str | None = None) -> list[tuple[str, str, str]]:
    """(question, db_id, gold SQL) of every record of a Spider-style question file, in file order; `field` names
    the question's key when it is not the usual one (Spider-Syn's "SpiderSynQuestion")."""
    records = []
    for pos, item in enumerate(_items(path, what)):
        try:
            # Spider-Syn files name the original question SpiderQuestion.
            question = item[field] if field else item["question"] if "question" in item \
                or "SpiderQuestion" not in item else item["SpiderQuestion"]
            db_id, gold = item["db_id"], item.get("query", item.get("sql_query", item.get("SQL")))
        except (KeyError, TypeError) as exc:
            raise DatasetError(f"malformed question {pos} in {path}: missing {exc}") from exc
        records.append(_checked(pos, path, question, db_id, gold))
    return records


def question_files(root: Path, split: str) -> list[Path]:
    """The question files a split reads in root (the training splits read one training file); [] if none."""
    if bird.is_bird(root):
        return [f] if (f := bird.question_file(root, split)) else []
    if splits.parse(split):
        return next(([root / n] for n in TRAINING_FILES if (root / n).is_file()), [])
    groups = SPLIT_FILES.get(split, ((f"{split}.json",),))
    return next(([root / n for n in group if (root / n).is_file()] for group in groups
                 if any((root / n).is_file() for n in group)), [])


def detect_format(root: Path, data_format: str = "auto") -> str:
    """"spider" or "bird": the one asked for, else BIRD's where the folder has its files (nl2sql.data.bird.MARKERS,
    a *_databases/ folder), else Spider's."""
    if data_format not in FORMATS:
        raise DatasetError(f"unknown data format {data_format!r}: choose one of {', '.join(FORMATS)}")
    if data_format != "auto":
        return data_format
    return "bird" if bird.is_bird(root) else "spider"


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
    if detect_format(root, data_format) == "bird":
        return _read_bird(root, split).select(db_ids, limit, sample, seed)
    if splits.parse(split):
        return _training(root, split).select(db_ids, limit, sample, seed)
    files = question_files(root, split)
    if not files:
        names = [n for group in SPLIT_FILES.get(split, ((f"{split}.json",),)) for n in group]
        raise DatasetError(f"no question file for split {split!r} in {root}: expected {' or '.join(names)}")
    return _read(root, split, files).select(db_ids, limit, sample, seed)


def _tables(path: Path) -> dict[str, dict]:
    """The tables.json-style entries of a schema file by db_id."""
    if not path.is_file():
        raise DatasetError(f"{path.name} not found: {path} (a Spider folder holds tables.json and database/, "
                           "a BIRD folder dev.json, dev_tables.json and dev_databases/)")
    tables_list = _read_json(path, path.name)
    if not isinstance(tables_list, list):
        raise DatasetError(f"malformed {path}: expected a list of database entries")
    return {t["db_id"]: t for t in tables_list if isinstance(t, dict) and "db_id" in t}


def _examples(split: str, records: list[tuple[str, str, str, str | None, str | None]], db_dir: Path,
              tables: dict[str, dict], tables_name: str = "tables.json") -> list[Example]:
    """Examples "<split>-NNNN" from (question, db_id, gold, evidence, difficulty) records; a question whose database
    is missing or unreadable is kept, marked not evaluable."""
    examples: list[Example] = []
    readable: dict[Path, bool] = {}
    for index, (question, db_id, gold, evidence, difficulty) in enumerate(records):
        db_path = db_dir / db_id / f"{db_id}.sqlite"
        reason = None
        if not db_path.is_file():
            reason = f"database file missing: {db_path}"
        elif not readable.setdefault(db_path, is_sqlite_file(db_path)):
            reason = f"not a SQLite database: {db_path} (rebuild or download it again)"
        elif db_id not in tables:
            reason = f"db_id {db_id!r} missing from {tables_name}"
        examples.append(Example(f"{split}-{index:04d}", index, db_id, question, gold, db_path, reason is None, reason,
                                evidence, difficulty))
    return examples


def _read(root: Path, split: str, files: list[Path]) -> Dataset:
    """The questions of these Spider files in order, ids "<split>-NNNN"."""
    tables = _tables(root / "tables.json")
    records = [(q, db, gold, None, None) for path in files
               for q, db, gold in question_records(path, f"{split} questions")]
    return Dataset(root, split, _examples(split, records, root / "database", tables), tables,
                   files=[*files, root / "tables.json"])


def _read_bird(root: Path, split: str) -> Dataset:
    """A BIRD split (nl2sql.data.bird): its questions with evidence and difficulty, its schema file, its databases."""
    if splits.parse(split):
        raise DatasetError(f"split {split!r} is drawn from Spider's training questions; a BIRD folder has dev and "
                           "train (use --split dev)")
    path = bird.question_file(root, split)
    if path is None:
        names = bird.QUESTION_FILES.get(split, (f"{split}.json",))
        raise DatasetError(f"no question file for split {split!r} in BIRD folder {root}: expected {' or '.join(names)}")
    tables_path = bird.tables_file(root, split) or root / f"{split}_tables.json"
    tables = _tables(tables_path)
    items = _items(path, f"{split} questions")
    golds = bird.gold_lines(root, split) if any(isinstance(i, dict) and "SQL" not in i for i in items) else None
    if golds is not None and len(golds) != len(items):
        raise DatasetError(f"{root / (split + '.sql')} has {len(golds)} gold queries for {len(items)} questions in "
                           f"{path.name}: they must pair line by line")
    records = []
    for pos, item in enumerate(items):
        if not isinstance(item, dict):
            raise DatasetError(f"malformed question {pos} in {path}: expected an object")
        gold = item.get("SQL", golds[pos] if golds else None)
        question, db_id, gold = _checked(pos, path, item.get("question"), item.get("db_id"), gold)
        records.append((question, db_id, gold, bird.evidence_of(item), bird.difficulty_of(item)))
    db_dir = bird.databases_dir(root, split)
    return Dataset(root, split, _examples(split, records, db_dir, tables, tables_path.name), tables, "bird",
                   [path, tables_path])


# The training questions the training splits draw from: train_spider.json, or train_spider_syn.json (the same 7000
# questions in the same order, read as `SpiderQuestion`); ids stay the training ids (the position in that file).
TRAINING_FILES = ("train_spider.json", splits.SYN_FILE)


def _training(root: Path, split: str) -> Dataset:
    """A split drawn from the training questions (nl2sql.data.splits): tune or confirm, or a rewording of one."""
    base, variant = splits.parse(split)  # type: ignore[misc]
    files = question_files(root, base)
    if not files:
        raise DatasetError(f"no training questions for split {base!r} in {root}: expected "
                           f"{' or '.join(TRAINING_FILES)}")
    train = _read(root, "train", files)
    drawn = replace(train, split=split, examples=splits.draw(base, train.examples))
    if variant == "syn":
        path = root / splits.SYN_FILE
        if not path.is_file():
            raise DatasetError(f"split {split!r} needs {path} (Spider-Syn's training file, with "
                               f"{splits.SYN_FIELD!r}); use split {base!r} without it")
        reworded = [q for q, _, _ in question_records(path, f"{split} questions", splits.SYN_FIELD)]
        if len(reworded) != len(train):
            raise DatasetError(f"{path} has {len(reworded)} questions, {files[0].name} {len(train)}: the files must "
                               "pair question by question")
        return replace(drawn, examples=[replace(e, question=reworded[e.index]) for e in drawn])
    if variant == "hard":
        try:
            hard = hard_questions(root, {e.index: (e.question, e.db_id) for e in drawn})
        except FileNotFoundError as exc:
            raise DatasetError(str(exc)) from None
        return replace(drawn, examples=[replace(e, question=hard[e.index]) for e in drawn])
    if variant == "nocols":
        return replace(drawn, examples=[replace(e, question=unname(e.question, e.gold_sql, train.tables[e.db_id]))
                                        if e.db_id in train.tables else e for e in drawn])
    return drawn


def build_database(script: Path, target: Path) -> Path:
    """Build one SQLite file from its SQL script (atomic: written beside, then renamed)."""
    tmp = target.with_suffix(".sqlite.tmp")
    tmp.unlink(missing_ok=True)
    conn = sqlite3.connect(tmp)
    try:
        conn.executescript(script.read_text(encoding="utf-8"))
        conn.commit()
    except sqlite3.Error as exc:
        raise DatasetError(f"cannot build {target.name} from {script}: {exc}") from exc
    finally:
        conn.close()
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
