"""Scoring's knobs: which metrics a run is scored with, how EX compares rows, the test suites' size, R-VES's timings."""

from __future__ import annotations

from dataclasses import dataclass, field

from nl2sql.eval.execution import COMPARATORS
from nl2sql.eval.ves import DEFAULT_REPEATS
from nl2sql.knobs import NO_OUTPUT, Options, choices, minimum


@dataclass(frozen=True)
class ScoringOptions(Options):
    """What nl2sql.eval.evaluate is asked for after a run (scoring only: no knob here changes a prediction)."""

    # None: the dataset's (VA, EX, EM, TS for Spider; VA, EX, R-VES, Soft-F1 for BIRD: nl2sql.eval.scores)
    metrics: list[str] | None = field(default=None, metadata=NO_OUTPUT)
    # How EX compares result rows; None: the dataset's evaluator (multiset for Spider, set for BIRD)
    comparator: str | None = field(default=None, metadata=choices(COMPARATORS, "or None (the dataset's)", **NO_OUTPUT))
    ts_k: int | None = field(default=None, metadata=NO_OUTPUT)  # test-suite replicas per database; None: the default
    ves_repeats: int = field(default=DEFAULT_REPEATS, metadata=minimum(1, **NO_OUTPUT))  # R-VES: timings per query
