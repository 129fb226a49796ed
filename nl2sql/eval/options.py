"""Scoring's knobs: which metrics a run is scored with, how EX compares rows, the test suites' size."""

from __future__ import annotations

from dataclasses import dataclass, field

from nl2sql.knobs import NO_OUTPUT, Options


@dataclass(frozen=True)
class ScoringOptions(Options):
    """What nl2sql.eval.evaluate is asked for after a run (scoring only: no knob here changes a prediction)."""

    metrics: list[str] = field(default_factory=lambda: ["VA", "EX", "EM", "TS"], metadata=NO_OUTPUT)
    comparator: str = field(default="multiset", metadata=NO_OUTPUT)  # how EX compares result rows
    ts_k: int | None = field(default=None, metadata=NO_OUTPUT)  # test-suite replicas per database; None: the default
