"""What a metric is: how it scores one answer, and what that needs; the answer it scores, with what scoring has at hand.

A metric writes one column, its name: VA, EX, EM and TS are ExampleScore's own fields (always CSV columns), any
other is a number in ExampleScore.extra (a CSV column after `errors` where it was computed).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from nl2sql.data.dataset import Example
from nl2sql.eval.execution import ExMatch
from nl2sql.eval.gold_cache import GoldCache
from nl2sql.eval.ves import DEFAULT_REPEATS
from nl2sql.sql.db import ExecResult
from nl2sql.sql.schema import Schema

# What a metric may need beyond the example's schema:
EXECUTION = "execution"  # the gold and predicted queries run on the example's database (Run)
REPLICAS = "replicas"  # the test suite's replicas of that database (built before scoring)
ALL_ROWS = "all rows"  # every predicted row: the prediction runs without EX's row cap
NEEDS = (EXECUTION, REPLICAS, ALL_ROWS)


@dataclass(frozen=True)
class Settings:
    """What every example of an evaluation is scored with (one per evaluate call)."""

    metrics: tuple[str, ...]  # names in the metric table, in the report's order
    comparator: str
    keep_distinct: bool
    timeout_s: float | None
    float_digits: int
    use_disk_cache: bool
    classify: bool = True  # error classes of each answer (nl2sql.eval.errors), when EX is computed
    ves_repeats: int = DEFAULT_REPEATS  # R-VES: timings of each query (nl2sql.eval.ves)


@dataclass(frozen=True)
class Run:
    """The gold and predicted queries as run on the example's own database, and EX's verdict on them."""

    db_path: Path
    gold_sql: str  # as run: DISTINCT removed or kept (Settings.keep_distinct)
    pred_sql: str
    gold: ExecResult
    pred: ExecResult  # capped as EX caps it unless a metric needs ALL_ROWS
    ordered: bool  # whether row order counts (the gold has ORDER BY)
    verdict: ExMatch


@dataclass(frozen=True)
class Answer:
    """One predicted SQL for one example, with what its metrics score it from."""

    example: Example
    sql: str
    settings: Settings
    schema: Schema | None  # None: no tables.json entry and the database unreadable
    run: Run | None  # None: no metric asked needs EXECUTION
    replicas: list[GoldCache] | None  # the replicas this gold is checked on; None: no suite (why: ts_reason)
    ts_reason: str | None


@dataclass(frozen=True)
class Scored:
    """A metric's value for one answer (None: not computed for it) and a note for the answer's reason, if any."""

    value: bool | float | None
    note: str = ""


@dataclass(frozen=True)
class Metric:
    """One entry of the metric table: its name, how it scores one answer, and what that needs (NEEDS)."""

    name: str
    score: Callable[[Answer], Scored]
    needs: frozenset[str] = frozenset({EXECUTION})

    def __post_init__(self) -> None:
        unknown = sorted(self.needs - set(NEEDS))
        if unknown:
            raise ValueError(f"metric {self.name!r} needs {unknown}: choose from {', '.join(NEEDS)}")
        if self.needs and EXECUTION not in self.needs:  # replicas and uncapped rows both build on the runs
            raise ValueError(f"metric {self.name!r} needs {', '.join(map(repr, sorted(self.needs)))}: add "
                             f"{EXECUTION!r} to its needs")
