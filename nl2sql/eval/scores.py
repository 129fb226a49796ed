"""Evaluation results: per-example scores, summaries by hardness (Spider) or difficulty (BIRD), the table, the CSV."""

from __future__ import annotations

import csv
import os
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from nl2sql.data.formats.bird import DIFFICULTIES
from nl2sql.eval.builtin_metrics import BUILT_IN

VERDICTS = ("VA", "EX", "EM", "TS")  # pass or fail per question (ExampleScore's own fields, always CSV columns)
METRICS = tuple(m.name for m in BUILT_IN)  # the built-in metrics, in the report's column order
RATES = tuple(m for m in METRICS if m not in VERDICTS)  # BIRD's per-question numbers (in ExampleScore.extra)
HARDNESS_LEVELS = ("easy", "medium", "hard", "extra")
DIFFICULTY_LEVELS = DIFFICULTIES  # BIRD's, in the hardness column of its questions
LEVELS = (*HARDNESS_LEVELS, *DIFFICULTY_LEVELS)
UNKNOWN_HARDNESS = "unknown"
_CANONICAL = {m.upper(): m for m in METRICS}


def canonical_metric(name: str) -> str:
    """A built-in metric's own spelling ("soft-f1" -> "Soft-F1"); any other name in upper case (registered ones)."""
    return _CANONICAL.get(str(name).upper(), str(name).upper())


CSV_COLUMNS = ("id", "db_id", "hardness", "VA", "EX", "EM", "TS", "reason", "errors")


class EvalError(ValueError):
    """A user error in what was given to evaluate (counts, metric names); the message names the fix."""


@dataclass
class ExampleScore:
    """The scores of one example; metrics are None where not evaluable or not computed."""

    id: str
    index: int
    db_id: str
    hardness: str | None
    va: bool | None
    ex: bool | None
    em: bool | None
    ts: bool | None
    reason: str
    evaluable: bool
    extra: dict[str, float | None] = field(default_factory=dict)  # every metric but the VERDICTS (RATES, registered)
    # Error classes of the answer (nl2sql.eval.errors): "not_run:syntax", "join", ..., "ex_not_em"; () when right.
    errors: tuple[str, ...] = ()

    def metric(self, name: str) -> bool | float | None:
        """The value of metric VA, EX, EM or TS, or of a registered one (None where not computed)."""
        key = canonical_metric(name)
        return getattr(self, key.lower()) if key in VERDICTS else self.extra.get(key)

    def set_metric(self, name: str, value: bool | float | None) -> None:
        """Write one metric's value where metric() reads it: a verdict's own field, else extra."""
        key = canonical_metric(name)
        if key in VERDICTS:
            setattr(self, key.lower(), value)
        else:
            self.extra[key] = value

    def csv_row(self) -> dict[str, str]:
        """One row of the per-example CSV: 1/0 for metrics, a number for registered ones, empty where absent."""

        def cell(v: bool | None) -> str:
            return "" if v is None else str(int(v))

        return {
            "id": self.id, "db_id": self.db_id, "hardness": self.hardness or "",
            "VA": cell(self.va), "EX": cell(self.ex), "EM": cell(self.em), "TS": cell(self.ts),
            "reason": self.reason, "errors": ";".join(self.errors),
            **{name: "" if v is None else repr(float(v)) for name, v in self.extra.items()},
        }


@dataclass
class SummaryRow:
    """Accuracy of each metric over the evaluable examples of one hardness level (or 'all')."""

    level: str
    n: int
    values: dict[str, float | None]
    counts: dict[str, int]  # how many examples each metric was computed on (== n unless unavailable)


@dataclass
class EvalReport:
    """Per-example scores in dataset order plus the settings they were computed with."""

    scores: list[ExampleScore]
    metrics: tuple[str, ...]
    comparator: str
    keep_distinct: bool
    ts_k: int | None = None
    notes: list[str] = field(default_factory=list)
    elapsed_s: float = 0.0

    @property
    def evaluable(self) -> list[ExampleScore]:
        return [s for s in self.scores if s.evaluable]

    @property
    def not_evaluable(self) -> list[ExampleScore]:
        return [s for s in self.scores if not s.evaluable]

    def accuracy(self, metric: str, level: str = "all") -> float | None:
        """Share of evaluable examples (of this hardness level) that pass metric; None if not computed."""
        row = next((r for r in self.summary() if r.level == level), None)
        return None if row is None else row.values.get(metric)

    def summary(self) -> list[SummaryRow]:
        """One row per level present (Spider's hardness or BIRD's difficulty, then unknown) then 'all'."""
        groups: dict[str, list[ExampleScore]] = defaultdict(list)
        for s in self.evaluable:
            groups[s.hardness or UNKNOWN_HARDNESS].append(s)
        levels = [lv for lv in (*LEVELS, UNKNOWN_HARDNESS) if groups.get(lv)]
        levels += sorted(lv for lv in groups if lv not in levels)
        rows = [self._row(lv, groups[lv]) for lv in levels]
        rows.append(self._row("all", self.evaluable))
        return rows

    def _row(self, level: str, scores: list[ExampleScore]) -> SummaryRow:
        values: dict[str, float | None] = {}
        counts: dict[str, int] = {}
        for m in self.metrics:
            got = [s.metric(m) for s in scores if s.metric(m) is not None]
            counts[m] = len(got)
            values[m] = sum(got) / len(got) if got else None
        return SummaryRow(level, len(scores), values, counts)

    def table(self) -> str:
        """The printed table: accuracy by hardness and overall, n, the comparator, not-evaluable count."""
        distinct = "DISTINCT kept" if self.keep_distinct else "DISTINCT removed"
        head = f"EX comparator: {self.comparator} ({distinct})"
        if "TS" in self.metrics:
            head += f"; TS: original + {self.ts_k if self.ts_k is not None else 'default'} replicas per database"
        widths = {m: max(7, len(m)) for m in self.metrics}  # a registered metric's name may be longer
        rows = self.summary()
        w = max(8, *(len(r.level) for r in rows))  # BIRD's "challenging" is wider than Spider's levels
        lines = [head, f"{'level':<{w}} {'n':>6}" + "".join(f" {m:>{widths[m]}}" for m in self.metrics)]
        for row in rows:
            cells = "".join(f" {_fmt(row.values[m]):>{widths[m]}}" for m in self.metrics)
            lines.append(f"{row.level:<{w}} {row.n:>6}{cells}")
        all_row = rows[-1]
        for m in self.metrics:
            if all_row.counts[m] != all_row.n:
                lines.append(f"{m} computed on {all_row.counts[m]} of {all_row.n} evaluable examples (see notes)")
        bad = self.not_evaluable
        line = f"not evaluable: {len(bad)} of {len(self.scores)} (in no denominator)"
        if bad:
            by_db: dict[str, int] = defaultdict(int)
            for s in bad:
                by_db[s.db_id] += 1
            line += ": " + ", ".join(f"{db} {n}" for db, n in sorted(by_db.items()))
        lines.append(line)
        lines += [f"note: {n}" for n in self.notes]
        return "\n".join(lines)

    def write_csv(self, path: str | Path) -> Path:
        """Write the per-example CSV (one row per question, dataset order), whole or not at all: written beside, then
        renamed over the old file, so a run killed while scoring leaves the previous metrics.csv, not half of one."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        try:
            with tmp.open("w", newline="", encoding="utf-8") as f:
                extra = [m for m in self.metrics if m not in VERDICTS]  # rates and registered metrics: after errors
                writer = csv.DictWriter(f, fieldnames=[*CSV_COLUMNS, *extra])
                writer.writeheader()
                for s in self.scores:
                    writer.writerow(s.csv_row())
            os.replace(tmp, path)
        finally:
            tmp.unlink(missing_ok=True)
        return path


def _fmt(v: float | None) -> str:
    return "n/a" if v is None else f"{v:.3f}"
