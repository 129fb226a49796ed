"""What validate_sql says of a name it cannot resolve: the error for the model and the fix it suggests.

A near spelling in scope, a table outside FROM that has the column, or what there is to choose from.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence

from nl2sql.sql.schema import Schema

# (error, suggested fix): one entry of a ValidationResult's errors and suggestions.
Finding = tuple[str, str]


def closest(name: str, candidates: list[str], n: int = 1, cutoff: float = 0.6) -> list[str]:
    """Close matches compared case-insensitively, returned in their original spelling."""
    by_low: dict[str, str] = {}
    for c in candidates:
        by_low.setdefault(c.lower(), c)
    hits = difflib.get_close_matches(name.lower(), list(by_low), n=n, cutoff=cutoff)
    return [by_low[h] for h in hits]


def tables_having(schema: Schema, col: str, exclude: Sequence[str] = ()) -> list[str]:
    """The schema's tables with a column of that name, but those excluded."""
    low, skip = col.lower(), {e.lower() for e in exclude}
    return [t.name for t in schema.tables
            if t.name.lower() not in skip and any(c.name.lower() == low for c in t.columns)]


def closest_anywhere(schema: Schema, col: str) -> str | None:
    """The table.column of the whole schema whose column name is closest to col."""
    pairs = {f"{t.name}.{c.name}": c.name for t in schema.tables for c in t.columns}
    close = closest(col, list(pairs.values()))
    if not close:
        return None
    return next(k for k, v in pairs.items() if v == close[0])


def unknown_table(name: str, schema: Schema) -> Finding:
    """A table the schema lacks: the closest name, else the tables there are."""
    close = closest(name, schema.table_names)
    if close:
        return f"unknown_table:{name} (did you mean {close[0]}?)", f"replace table {name} with {close[0]}"
    listed = ", ".join(schema.table_names[:12])
    return f"unknown_table:{name} (tables: {listed})", f"use one of the tables: {listed}"


def unknown_column(shown: str, name: str, close: list[str], elsewhere: list[str],
                   cols: list[str] | None = None, owner: str = "") -> Finding:
    """One unknown_column error: the closest name in scope and any table outside FROM that has it."""
    notes, fixes = [], []
    # An exact name in a table outside FROM is a surer fix than a near spelling, so it comes first.
    if elsewhere:
        notes.append(f"{name} is in {', '.join(elsewhere[:4])}" + ("" if owner else ", not in FROM: join it"))
        fixes.append(f"join {elsewhere[0]} and use {elsewhere[0]}.{name}")
    if close:
        notes.append(f"or did you mean {close[0]}?" if elsewhere else f"did you mean {close[0]}?")
        fixes.append(f"replace {shown.split(' ')[0]} with {close[0]}")
    if not notes:
        notes.append(f"{owner} has {', '.join(cols[:15])}" if owner and cols else "no such column in any table")
        fixes.append(f"use a column of {owner}" if owner else "use a column listed in the schema")
    return f"unknown_column:{shown} ({'; '.join(notes)})", "; or ".join(fixes)


def unknown_qualifier(qual: str, name: str, visible: list[str], aliases: list[str], is_table: bool) -> Finding:
    """qual.name where no source of the query is called qual: a table under an alias, one not joined, or a typo.

    visible: the sources in scope; aliases: those that alias the table qual; is_table: whether the schema has qual.
    """
    if is_table:
        if aliases:
            alias = aliases[0]
            return (f"unknown_column:{qual}.{name} (table {qual} is aliased as {alias}; write {alias}.{name})",
                    f"replace {qual}.{name} with {alias}.{name}")
        return f"unknown_column:{qual}.{name} (table {qual} is not in FROM; join it)", f"add {qual} to FROM with a JOIN"
    close = closest(qual, visible)
    hint = f"did you mean {close[0]}.{name}?" if close else f"FROM has {', '.join(visible) or 'no tables'}"
    return (f"unknown_column:{qual}.{name} (no table or alias {qual}; {hint})",
            f"qualify with one of: {', '.join(visible)}" if visible else "add a FROM clause")
