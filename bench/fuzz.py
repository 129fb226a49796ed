"""Fuzz everything that reads model output with Hypothesis: N inputs per property, inputs/s, failures by type.

    python bench/fuzz.py [--n 100000] [--only parse_action,execute] [--seed 0]

The properties are nl2sql.testing.fuzz_properties (tests/test_fuzz.py runs them on 120 inputs each): any text in,
a result of the documented shape or a documented error out. Every exception or broken contract is counted
by type with its first input; the outcome labels show how many inputs reached each branch (valid SQL, rows,
errors). Runs against a copy of a bundled database and checks its bytes are unchanged at the end.
"""

from __future__ import annotations

import argparse
import hashlib
import logging
import shutil
import sys
import tempfile
import time
import warnings
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, seed, settings

from nl2sql.data.dataset import ensure_bundled
from nl2sql.testing.fuzz_properties import DB_ID, MINI, PROPERTIES, Target, target, texts


def campaign(name: str, tgt: Target, n: int, rng_seed: int) -> dict:
    """Run one property on n generated inputs; count outcomes and failures (never stops at one)."""
    outcomes: Counter = Counter()
    failures: Counter = Counter()
    first: dict[str, str] = {}
    prop = PROPERTIES[name]

    @seed(rng_seed)
    @settings(max_examples=n, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(texts())
    def one(text: str) -> None:
        try:
            outcomes[prop(tgt, text)] += 1
        except Exception as exc:  # counted, not raised: the campaign goes on
            kind = "broken contract" if isinstance(exc, AssertionError) else type(exc).__name__
            failures[kind] += 1
            first.setdefault(kind, text[:120])

    start = time.perf_counter()
    one()
    wall = time.perf_counter() - start
    return {"name": name, "inputs": sum(outcomes.values()) + sum(failures.values()), "wall_s": wall,
            "outcomes": outcomes, "failures": failures, "first": first}


def spread(total: int, names: list[str]) -> dict[str, int]:
    """total inputs shared out over the properties, the first ones taking the remainder (sums to total)."""
    share, rest = divmod(total, len(names))
    return {name: share + (i < rest) for i, name in enumerate(names)}


def run_fuzz(n: int | dict[str, int], names: list[str], rng_seed: int = 0, out=print) -> dict:
    """Every named property over n (or n[name]) inputs; prints a table, returns the totals (bench/reliability.py)."""
    counts = n if isinstance(n, dict) else dict.fromkeys(names, n)
    ensure_bundled()
    logging.getLogger("sqlglot").setLevel(logging.CRITICAL)  # its optimizer logs what validate_sql reports anyway
    warnings.filterwarnings("ignore", category=SyntaxWarning)  # ast.literal_eval on "1a" (loads_tolerant's fallback)
    work = Path(tempfile.mkdtemp(prefix="nl2sql-fuzz-"))
    try:
        db = work / f"{DB_ID}.sqlite"
        shutil.copy(MINI / "database" / DB_ID / f"{DB_ID}.sqlite", db)
        before = hashlib.sha256(db.read_bytes()).hexdigest()
        tgt = target(db)
        out(f"{'property':<15} {'inputs':>8} {'failures':>9} {'inputs/s':>9}  outcomes")
        results = []
        for name in names:
            r = campaign(name, tgt, counts[name], rng_seed)
            results.append(r)
            top = ", ".join(f"{k} {v}" for k, v in r["outcomes"].most_common(5))
            out(f"{name:<15} {r['inputs']:>8} {sum(r['failures'].values()):>9} "
                f"{r['inputs'] / r['wall_s']:>9.0f}  {top}")
            for kind, count in r["failures"].most_common():
                out(f"    {kind}: {count} (first input: {r['first'][kind]!r})")
        unchanged = hashlib.sha256(db.read_bytes()).hexdigest() == before
    finally:
        shutil.rmtree(work, ignore_errors=True)
    total = {"inputs": sum(r["inputs"] for r in results), "failures": sum(sum(r["failures"].values()) for r in results),
             "wall_s": sum(r["wall_s"] for r in results), "db_unchanged": unchanged}
    out(f"{'all':<15} {total['inputs']:>8} {total['failures']:>9} {total['inputs'] / total['wall_s']:>9.0f}  "
        f"database bytes unchanged: {'yes' if unchanged else 'NO'}")
    return total


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=100_000, help="inputs per property (default 100000)")
    ap.add_argument("--only", default=",".join(PROPERTIES), help=f"comma-separated subset of {', '.join(PROPERTIES)}")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    names = [s.strip() for s in args.only.split(",") if s.strip()]
    unknown = set(names) - set(PROPERTIES)
    if unknown:
        ap.error(f"unknown properties {sorted(unknown)}: choose from {', '.join(PROPERTIES)}")
    total = run_fuzz(args.n, names, args.seed)
    return 0 if total["failures"] == 0 and total["db_unchanged"] else 1


if __name__ == "__main__":
    sys.exit(main())
