"""Scoring's knobs: which metrics a run is scored with, how EX compares rows, the test suites' size, R-VES's timings;
and EvalOptions, everything one evaluate() call is asked for (those knobs and how this evaluation runs)."""

from __future__ import annotations

from dataclasses import dataclass, field

from nl2sql.eval.execution import COMPARATORS, DEFAULT_EXEC_TIMEOUT_S, DEFAULT_FLOAT_DIGITS
from nl2sql.eval.ves import DEFAULT_REPEATS
from nl2sql.knobs import Options, knob


@dataclass(frozen=True)
class ScoringOptions(Options):
    """What nl2sql.eval.evaluate is asked for after a run (scoring only: no knob here changes a prediction)."""

    metrics: list[str] | None = knob(None, "None: the dataset's (VA, EX, EM, TS for Spider; VA, EX, R-VES, Soft-F1 "
                                     "for BIRD: nl2sql.eval.scores)", output=False)
    comparator: str | None = knob(None, "How EX compares result rows; None: the dataset's evaluator (multiset for "
                                  "Spider, set for BIRD)", choices=COMPARATORS, hint="or None (the dataset's)",
                                  output=False)
    ts_k: int | None = knob(None, "test-suite replicas per database; None: the default", minimum=1,
                            hint="or None (the default)", output=False)
    ves_repeats: int = knob(DEFAULT_REPEATS, "R-VES: timings per query", minimum=1, output=False)


@dataclass(frozen=True)
class EvalOptions:
    """One evaluate() call: a run's scoring knobs (ScoringOptions; a RunConfig holds them too) and how this evaluation
    runs, none of which is a run's knob.

        EvalOptions(ScoringOptions(metrics=["EX", "TS"], ts_k=4), workers=1)
        EvalOptions(ScoringOptions.of(cfg), workers=workers)   # as a run's tables are scored
    """

    scoring: ScoringOptions = field(default_factory=ScoringOptions)
    workers: int | None = None  # worker processes; None: every core, 1: in this process
    timeout_s: float | None = DEFAULT_EXEC_TIMEOUT_S  # per query run
    ts_seed: int = 0  # the test suites' replicas are drawn with it
    # DISTINCT in the queries run; None: the comparator's ('multiset'/'float': removed as the official evaluator
    # does, 'set': kept)
    keep_distinct: bool | None = None
    float_digits: int = DEFAULT_FLOAT_DIGITS  # the 'float' comparator rounds to this many digits
    cache: bool = True  # False: no on-disk gold results or test suites (those built are deleted after)
    classify: bool = True  # the error classes of each answer (nl2sql.eval.errors)
