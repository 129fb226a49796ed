"""Fuzzing one candidate replica from the original's value pools, and writing it as a SQLite file."""

from __future__ import annotations

import random
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from nl2sql.eval.ts_source import Source, SourceColumn, SourceFK, SourceTable
from nl2sql.sql.scanner import quote_identifier


@dataclass(frozen=True)
class _Knobs:
    """How one candidate departs from the original: sizes and how often values are perturbed."""

    size: str
    perturb: float
    mix: float
    literal: float
    whole: float  # share of rows copied whole from an original row (keeps values that belong together)


# The first candidate: the original rows, shuffled and capped, values untouched. It answers every
# gold query as the original does (when no table is over the cap): the suite's non-empty anchor.
_FAITHFUL = _Knobs(size="same", perturb=0.0, mix=0.0, literal=0.0, whole=1.0)


def pick_knobs(rng: random.Random, index: int, round_no: int) -> _Knobs:
    """The knobs of candidate `index`: the first is faithful, later rounds favour small replicas."""
    if index == 0:
        return _FAITHFUL
    sizes = ["tiny", "small", "same", "large"] if round_no == 0 else ["tiny", "tiny", "small"]
    return _Knobs(
        size=rng.choice(sizes),
        perturb=rng.choice([0.0, 0.1, 0.3, 0.6]),
        mix=rng.choice([0.0, 0.05, 0.2]),
        literal=rng.choice([0.1, 0.25, 0.5]),
        whole=rng.choice([0.0, 0.0, 0.5, 0.9]),
    )


def _target_rows(rng: random.Random, n: int, knobs: _Knobs, cap: int) -> int:
    n = n or 10  # an empty original table still gets rows (of synthetic values), or its queries say nothing
    size = knobs.size
    if knobs is not _FAITHFUL and rng.random() < 0.25:  # tables need not all share the candidate's size
        size = rng.choice(["tiny", "small", "same", "large"])
    if size == "tiny":
        m = rng.randint(1, min(n, 4))
    elif size == "small":
        m = rng.randint(max(1, n // 3), n)
    elif size == "same":
        m = n
    else:
        m = rng.randint(n, max(n + 2, 2 * n))
    return max(1, min(m, cap))


_WORD = re.compile(r"^[^\W\d_]+(?: [^\W\d_]+)*$")


def _decimals(value: float) -> int:
    text = repr(value)
    return min(len(text.split(".")[1]), 4) if "." in text and "e" not in text else 2


def _value(col: SourceColumn, rng: random.Random, knobs: _Knobs):
    """One value for a column: an original value, a gold literal, perhaps perturbed or mixed."""
    if col.literals and rng.random() < knobs.literal:
        return rng.choice(col.literals)
    if not col.values:
        return rng.choice(col.literals) if col.literals else None
    return _perturbed(rng.choice(col.values), col, rng, knobs)


def _perturbed(value, col: SourceColumn, rng: random.Random, knobs: _Knobs):
    """A value nudged (numbers) or mixed with another of its column (words), at the candidate's rates."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int) and rng.random() < knobs.perturb:
        delta = rng.choice([-2, -1, 1, 2]) if rng.random() < 0.5 else round(rng.uniform(-0.1, 0.1) * col.span)
        new = value + (delta or 1)
        return new if value < 0 or new >= 0 else value  # keep non-negative columns non-negative
    if isinstance(value, float) and rng.random() < knobs.perturb:
        new = round(value * (1 + rng.uniform(-0.1, 0.1)), _decimals(value))
        return new if value < 0 or new >= 0 else value
    if isinstance(value, str) and rng.random() < knobs.mix and _WORD.match(value):
        other = rng.choice(col.values)
        if isinstance(other, str) and _WORD.match(other):
            words, donor = value.split(" "), other.split(" ")
            words[rng.randrange(len(words))] = rng.choice(donor)
            if len(words) > 1 and rng.random() < 0.5:
                rng.shuffle(words)
            return " ".join(words)
    return value


def _unique_pool(col: SourceColumn, rng: random.Random, need: int) -> list:
    """Distinct values for a one-column key: original values and literals, then new ones past them."""
    pool = list(dict.fromkeys(v for v in col.literals + col.values if v is not None))
    rng.shuffle(pool)
    if len(pool) >= need:
        return pool
    ints = [v for v in pool if isinstance(v, int) and not isinstance(v, bool)]
    if ints or not pool:
        top = max(ints, default=0)
        pool += [top + i for i in range(1, need - len(pool) + 1)]
    else:
        base = [str(v) for v in pool]
        pool += [f"{base[i % len(base)]} {i // len(base) + 2}" for i in range(need - len(pool))]
    return pool


def _table_order(source: Source) -> list[str]:
    """Parents before children (self references ignored, cycles broken at the least-blocked table)."""
    deps = {t: set() for t in source.tables}
    for fk in source.fks:
        if fk.table.lower() != fk.ref_table.lower():
            deps[fk.table.lower()].add(fk.ref_table.lower())
    order: list[str] = []
    left = list(source.tables)
    while left:
        ready = [t for t in left if not (deps[t] - set(order))]
        pick = ready[0] if ready else min(left, key=lambda t: (len(deps[t] - set(order)), left.index(t)))
        order.append(pick)
        left.remove(pick)
    return order


def fuzz_rows(source: Source, rng: random.Random, knobs: _Knobs, cap: int) -> dict[str, list[list]]:
    """Rows for every table: keys unique, foreign keys drawn from the parent rows just made."""
    order = _table_order(source)
    rank = {t: i for i, t in enumerate(order)}
    made: dict[str, list[list]] = {}
    later: list[SourceFK] = []  # self references and cycle back-edges, filled once their parent exists
    for name in order:
        table = source.tables[name]
        n = _target_rows(rng, table.rows, knobs, cap)
        fks = [fk for fk in source.fks if fk.table.lower() == name]
        now = [fk for fk in fks if rank[fk.ref_table.lower()] < rank[name]]
        later += [fk for fk in fks if fk not in now]
        fk_cols = {c for fk in fks for c in fk.cols}
        pools = {}
        for key in table.keys:
            if len(key) == 1 and key[0] not in fk_cols:
                pools[key[0]] = _unique_pool(table.columns[key[0]], rng, 4 * n + 10)
        links = _links(now, made)
        rows: list[list] = []
        seen: list[set] = [set() for _ in table.keys]
        sources = list(range(len(table.sample)))
        rng.shuffle(sources)  # whole-row copies go through the original rows in a random order
        attempts = 0
        while len(rows) < n and attempts < 4 * n + 10:
            attempts += 1
            src = None
            if sources and knobs.whole and rng.random() < knobs.whole:
                src = table.sample[sources[(attempts - 1) % len(sources)]]
            row: list = [None] * len(table.columns)
            for col in table.columns:
                if col.index in fk_cols:
                    continue
                if src is not None:
                    row[col.index] = _perturbed(src[col.index], col, rng, knobs) if col.index not in pools else src[col.index]
                elif col.index in pools:  # one fresh key value per attempt, so a clash is never retried
                    row[col.index] = pools[col.index][attempts - 1]
                else:
                    row[col.index] = _maybe_null(col, rng, knobs, table, lambda c=col: _value(c, rng, knobs))
            if not _fill_links(row, links, table, rng, src):
                continue
            if not _keys_ok(row, table, seen, check_only=True):
                continue
            _keys_ok(row, table, seen, check_only=False)
            rows.append(row)
        made[name] = rows
    for name in dict.fromkeys(fk.table.lower() for fk in later):  # fill, then drop rows that broke a key
        table = source.tables[name]
        links = _links([fk for fk in later if fk.table.lower() == name], made)
        for row in made[name]:
            for c in {c for fk in later if fk.table.lower() == name for c in fk.cols}:
                row[c] = None
        seen = [set() for _ in table.keys]
        made[name] = [r for r in made[name] if _fill_links(r, links, table, rng) and _keys_ok(r, table, seen, False)]
    return made


@dataclass
class _Link:
    """Foreign keys of one table on the same columns, merged: values must exist in every parent."""

    cols: tuple[int, ...]
    tuples: list[tuple]  # allowed value tuples (with the parents' repeats)
    allowed: set[tuple]  # the same, normalised, for membership tests


def _links(fks: list[SourceFK], made: dict[str, list[list]]) -> list[_Link]:
    """Merge foreign keys by child columns (widest first) and intersect their parents' values."""
    by_cols: dict[tuple[int, ...], list[tuple]] = {}
    for fk in fks:
        tuples = [tuple(r[c] for c in fk.ref_cols) for r in made[fk.ref_table.lower()]]
        tuples = [t for t in tuples if all(v is not None for v in t)]
        if fk.cols in by_cols:
            keep = {tuple(map(_norm, t)) for t in tuples}
            by_cols[fk.cols] = [t for t in by_cols[fk.cols] if tuple(map(_norm, t)) in keep]
        else:
            by_cols[fk.cols] = tuples
    links = [_Link(cols, ts, {tuple(map(_norm, t)) for t in ts}) for cols, ts in by_cols.items()]
    return sorted(links, key=lambda link: -len(link.cols))


def _fill_links(
    row: list, links: list[_Link], table: SourceTable, rng: random.Random, src: tuple | None = None
) -> bool:
    """Draw each link's columns from its parents (keeping a copied row's own values where the parent has
    them); False if an overlapping, already drawn link disagrees."""
    filled: set[int] = set()
    for link in links:
        if filled & set(link.cols):
            if any(row[c] is None for c in link.cols):
                continue
            if tuple(_norm(row[c]) for c in link.cols) not in link.allowed:
                return False
            continue
        if src is not None:
            own = tuple(src[c] for c in link.cols)
            if all(v is None for v in own) or tuple(map(_norm, own)) in link.allowed:
                for c, v in zip(link.cols, own):
                    row[c] = v
                filled |= set(link.cols)
                continue
        cols = [table.columns[c] for c in link.cols]
        nullable = not any(c.notnull or any(c.index in key for key in table.keys) for c in cols)
        if not link.tuples or (nullable and rng.random() < max(c.null_rate for c in cols)):
            for c in link.cols:
                row[c] = None
        else:
            for c, v in zip(link.cols, rng.choice(link.tuples)):
                row[c] = v
        filled |= set(link.cols)
    return True


def _maybe_null(col: SourceColumn, rng: random.Random, knobs: _Knobs, table: SourceTable, draw: Callable[[], object]):
    """NULL at the original column's rate (at least 20% where a gold query tests IS NULL), never in a key column."""
    if col.notnull or any(col.index in key for key in table.keys):
        value = draw()
        return value if value is not None else 0  # a NOT NULL column with no values at all: any value
    rate = max(col.null_rate, 0.2) if col.wants_null else col.null_rate
    if rng.random() < rate:
        return None
    return draw()


def _keys_ok(row: list, table: SourceTable, seen: list[set], check_only: bool) -> bool:
    """Whether the row's primary key is complete and its key values unused; records them unless check_only."""
    if table.pk and any(row[c] is None for c in table.pk):
        return False
    values = []
    for key, used in zip(table.keys, seen):
        value = tuple(_norm(row[c]) for c in key)
        if any(v is None for v in value):  # NULLs never collide in a UNIQUE constraint
            values.append(None)
            continue
        if value in used:
            return False
        values.append(value)
    if not check_only:
        for value, used in zip(values, seen):
            if value is not None:
                used.add(value)
    return True


def _norm(value):
    """A key value as SQLite's affinity would see it: 1, 1.0 and '1' collide in a numeric column."""
    if isinstance(value, str):
        try:
            f = float(value)
            return int(f) if f.is_integer() else f
        except ValueError:
            return value.lower()  # collide case variants too: many Spider keys are COLLATE NOCASE-ish text
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def write_replica(source: Source, rows: dict[str, list[list]], target: Path) -> None:
    """Create the replica: the original DDL verbatim, the rows, then foreign keys repaired to a fixpoint."""
    target.unlink(missing_ok=True)
    conn = sqlite3.connect(target)
    try:
        conn.execute("PRAGMA journal_mode = OFF")
        conn.execute("PRAGMA synchronous = OFF")
        for kind, sql in source.ddl:
            if kind != "trigger":
                conn.execute(sql)
        for name, table in source.tables.items():
            if rows.get(name):
                marks = ", ".join("?" * len(table.columns))
                into = quote_identifier(table.name, always=True)
                conn.executemany(f"INSERT OR IGNORE INTO {into} VALUES ({marks})", rows[name])
        _repair_fks(conn, source)
        for kind, sql in source.ddl:  # triggers last: they would rewrite the fuzzed rows as they went in
            if kind == "trigger":
                conn.execute(sql)
        conn.commit()
    finally:
        conn.close()


def _repair_fks(conn: sqlite3.Connection, source: Source) -> None:
    """Delete child rows whose key is missing from the parent, until no foreign key is broken."""
    for _ in range(len(source.tables) + 2):
        deleted = 0
        for fk in source.fks:
            child, parent = source.tables[fk.table.lower()], source.tables[fk.ref_table.lower()]
            ctab, ptab = quote_identifier(child.name, always=True), quote_identifier(parent.name, always=True)
            ccols = [quote_identifier(child.columns[c].name, always=True) for c in fk.cols]
            pcols = [quote_identifier(parent.columns[c].name, always=True) for c in fk.ref_cols]
            if len(ccols) == 1:
                sql = (f"DELETE FROM {ctab} WHERE {ccols[0]} IS NOT NULL AND {ccols[0]} NOT IN "
                       f"(SELECT {pcols[0]} FROM {ptab} WHERE {pcols[0]} IS NOT NULL)")
            else:
                match = " AND ".join(f"p.{p} = {ctab}.{c}" for c, p in zip(ccols, pcols))
                sql = (f"DELETE FROM {ctab} WHERE {' AND '.join(c + ' IS NOT NULL' for c in ccols)} "
                       f"AND NOT EXISTS (SELECT 1 FROM {ptab} AS p WHERE {match})")
            deleted += conn.execute(sql).rowcount
        if not deleted:
            return

