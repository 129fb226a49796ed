"""Spider's folder layout: questions JSON + tables.json + database/<db_id>/<db_id>.sqlite, and the splits drawn from
its training questions (tune, confirm and their rewordings: nl2sql.data.splits).

FORMAT is the "spider" entry of nl2sql.data.formats.FORMATS, the default: a folder no other format claims is read as
Spider's. Scored as the official evaluators do: VA, EX (multiset), EM and TS; a prediction file's 'value' -> '1'.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from nl2sql.data import splits
from nl2sql.data.formats import DEFAULT_FORMAT, DatasetFormat
from nl2sql.data.records import Dataset, DatasetError, make_examples, question_records, read_tables
from nl2sql.data.rewording import hard_questions
from nl2sql.data.unnaming import unname

# Question files per split: the first group with a file present wins; a group's files are concatenated.
SPLIT_FILES = {
    "dev": (("dev.json",),),
    "train": (("train_spider.json", "train_others.json"), ("train_spider_syn.json",)),
    "test": (("test.json",),),
}


def load(root: Path, split: str) -> Dataset:
    """A Spider split: its question files (a drawn split: from the training questions), tables.json, database/."""
    if splits.parse(split):
        return _training(root, split)
    files = split_files(root, split)
    if not files:
        names = [n for group in SPLIT_FILES.get(split, ((f"{split}.json",),)) for n in group]
        found = [s for s in SPLIT_FILES if split_files(root, s)]
        if "train" in found:  # the drawn splits (nl2sql.data.splits) come from the training questions
            found += [f"{b}{'-' + v if v else ''}" for b in splits.BASES for v in ("", *splits.VARIANTS)]
        raise DatasetError(f"no question file for split {split!r} in {root}: expected {' or '.join(names)}"
                           + (f" (its splits: {', '.join(found)})" if found else ""))
    return _read(root, split, files)


def db_path(root: Path, split: str, db_id: str) -> Path:
    """A database: database/<db_id>/<db_id>.sqlite, whatever the split."""
    return root / "database" / db_id / f"{db_id}.sqlite"


def split_files(root: Path, split: str) -> list[Path]:
    """The question files a split reads in a Spider folder (the training splits read one training file); [] if none."""
    if splits.parse(split):
        return next(([root / n] for n in TRAINING_FILES if (root / n).is_file()), [])
    groups = SPLIT_FILES.get(split, ((f"{split}.json",),))
    return next(([root / n for n in group if (root / n).is_file()] for group in groups
                 if any((root / n).is_file() for n in group)), [])


def _read(root: Path, split: str, files: list[Path]) -> Dataset:
    """The questions of these Spider files in order, ids "<split>-NNNN"."""
    tables = read_tables(root / "tables.json")
    records = [(q, db, gold, None, None) for path in files
               for q, db, gold in question_records(path, f"{split} questions")]
    examples = make_examples(split, records, lambda db_id: db_path(root, split, db_id), tables)
    return Dataset(root, split, examples, tables, files=[*files, root / "tables.json"])


# The training questions the training splits draw from: train_spider.json, or train_spider_syn.json (the same 7000
# questions in the same order, read as `SpiderQuestion`); ids stay the training ids (the position in that file).
TRAINING_FILES = ("train_spider.json", splits.SYN_FILE)


def _training(root: Path, split: str) -> Dataset:
    """A split drawn from the training questions (nl2sql.data.splits): tune or confirm, or a rewording of one."""
    base, variant = splits.parse(split)  # type: ignore[misc]
    files = split_files(root, base)
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


def _claims(root: Path) -> bool:
    """Spider's layout is the fallback: "auto" asks it last, and what no other format claims is read as Spider's."""
    return True


# What the layers above read of Spider: the official evaluators' defaults (docs/evaluation-ex.md, evaluation-em.md).
# nl2sql.data.dataset registers it in FORMATS.
FORMAT = DatasetFormat(DEFAULT_FORMAT, _claims, load, db_path, title="Spider", question_files=split_files,
                       comparator="multiset", metrics=("VA", "EX", "EM", "TS"), exact_match=True, placeholder=True)
