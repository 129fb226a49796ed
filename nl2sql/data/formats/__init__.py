"""Dataset formats: a benchmark folder's layout, and how its questions are scored and shown, one entry a format.

    FORMATS[dataset.format].comparator                 # what EX compares by unless told: BIRD's "set"
    FORMATS.add("csv", DatasetFormat("csv", ...))      # a plugin's (docs/extending.md#add-a-dataset-format)
    format_of(dataset).exact_match                     # whether Spider's exact match applies

An entry is plain data (names, tuples, functions), so the layers above (eval, report, cli) read what they need from
it without this layer importing them. The built-in entries, spider.py and bird.py, are registered by
nl2sql.data.dataset (which nl2sql.data imports): Spider first, and "auto" asks Spider last, as the fallback.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nl2sql.registry import Registry

DEFAULT_FORMAT = "spider"  # a folder no format claims, and a run saved before formats had names, read as Spider's


@dataclass(frozen=True)
class DatasetFormat:
    """A benchmark folder's layout (detect, load, db_path) and what the layers above read of it: the defaults its
    questions are scored with (comparator, metrics, exact_match, placeholder) and what the statistics show (levels,
    evidence)."""

    name: str
    detect: Callable[[Path], bool]  # (root) -> whether a folder is this format's ("auto" asks each format in order)
    load: Callable[[Path, str], Any]  # (root, split) -> nl2sql.data.dataset.Dataset, or a DatasetError naming the fix
    db_path: Callable[[Path, str, str], Path]  # (root, split, db_id) -> that database's SQLite file
    title: str = ""  # in words, in tables: "(BIRD format)"; "" = the name
    question_files: Callable[[Path, str], list[Path]] | None = None  # (root, split) -> the files a split reads
    comparator: str = "multiset"  # EX's comparison unless told (nl2sql.eval.execution.COMPARATORS)
    metrics: tuple[str, ...] = ("VA", "EX")  # scored unless told: names in nl2sql.eval.metric_table
    exact_match: bool = False  # Spider's exact set match applies (the gold SQL is in Spider's grammar)
    placeholder: bool = False  # a prediction file's 'value' becomes '1', as Spider's evaluator does
    levels: tuple[str, ...] = ()  # the difficulty labels its questions carry (Example.difficulty); () = Spider's hardness
    evidence: bool = False  # its questions carry evidence (Example.evidence): the statistics count them
    owns: Callable[[Sequence[Any]], bool] | None = None  # bare examples (no Dataset) that are surely this format's

    @property
    def words(self) -> str:
        return self.title or self.name


FORMATS: Registry[DatasetFormat] = Registry("dataset format")


class _Choices(Collection[str]):
    """DataOptions.data_format's values: "auto" and every registered format, read at each check (a plugin's too)."""

    def __contains__(self, name: object) -> bool:
        return name == "auto" or (isinstance(name, str) and name in FORMATS)

    def __iter__(self) -> Iterator[str]:
        return iter(("auto", *FORMATS))

    def __len__(self) -> int:
        return 1 + len(FORMATS)

    def __repr__(self) -> str:
        return repr(tuple(self))


FORMAT_CHOICES: Collection[str] = _Choices()


def detect_order() -> list[DatasetFormat]:
    """The formats "auto" asks, in order: every registered one but the default, then the default (the fallback)."""
    return sorted(FORMATS.values(), key=lambda f: f.name == DEFAULT_FORMAT)


def format_of(dataset: Any) -> DatasetFormat:
    """A dataset's format; bare examples (a list): the first format that owns them, else the default."""
    name = getattr(dataset, "format", None)
    if name:
        return FORMATS.get_or_fail(name)
    examples = list(dataset)
    return next((f for f in detect_order() if f.owns is not None and f.owns(examples)), FORMATS[DEFAULT_FORMAT])
