"""Identifier repair: SQL that names a column or table its database lacks, respelled to the one it most likely meant.

    fix = repair_identifiers(sql, "no such column: T1.nam", schema)
    fix.sql, fix.notes     # "SELECT T1.name ...", ["T1.nam -> T1.name"]   (None when nothing safe applies)

Small models write `T1.name` where the name lives in `T2`, `singers` for `singer`, `song_nam` for `song_name`,
name a column of a table they did not join, or leave a column two joined tables share unqualified. SQLite names the
offending identifier in its error; this module finds it in the parsed query and rewrites only that name, to:

- a column of the same name in another table of the query (`T1.name` -> `T2.name`): the model mixed up aliases;
- else the closest spelling among the columns of the qualified table (or, unqualified, of all the query's tables),
  when it is close enough (difflib ratio >= MIN_SIMILARITY on lower-case names without underscores) and no other
  name is as close (an ambiguous guess is not a repair);
- else, when exactly one foreign key links a table of the column's SELECT (the qualified one, if any) to a table
  outside the query that has the column, that table joined at the end of the SELECT's FROM clause
  (`SELECT height FROM perpetrator` -> `... FROM perpetrator JOIN people ON perpetrator.People_ID =
  people.People_ID`), the column read from it;
- else, with a `meaning` respeller (VoteOptions.meaning_repair), the column of those tables whose name means what the
  unknown name means (`Sex` -> `gender`, nl2sql.data.meanings.nearest_meaning): Spider-Syn-style questions lead
  a model to name a column after the question's own word;
- for `no such table`, the closest table name of the schema, under the same rules (spelling, then meaning);
- for `ambiguous column name`, the same name qualified by the first table of the query that has it.

Nothing else in the text changes. It is a schema lookup, not a model call: deterministic, cheap, and recorded in
the trace with each rewrite (docs/reference-loop.md#identifier-repair).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

from sqlglot import exp

from nl2sql.sql.db import ExecResult, execute
from nl2sql.sql.parsing import parse_one
from nl2sql.sql.scanner import quote_identifier
from nl2sql.sql.schema import Schema

MIN_SIMILARITY = 0.75  # below this a respelling is a different word, not a typo of the same one
MAX_FIXES = 3  # rewrites per query: each one is re-run before the next error is known

_NO_COLUMN = re.compile(r"no such column:\s*(?:(?P<qual>[^\s.]+)\.)?(?P<name>\S+)", re.I)
_NO_TABLE = re.compile(r"no such table:\s*(?:main\.)?(?P<name>\S+)", re.I)
_AMBIGUOUS = re.compile(r"ambiguous column name:\s*(?P<name>\S+)", re.I)
Meaning = Callable[[str, Sequence[str]], "str | None"]  # (unknown name, real names) -> the one it means, or None


@dataclass
class IdentifierFix:
    """A rewritten query and what was rewritten."""

    sql: str
    notes: list[str] = field(default_factory=list)


def _norm(name: str) -> str:
    return name.lower().replace("_", "").replace(" ", "")


def closest(name: str, options: list[str]) -> str | None:
    """The one option spelled most like name (case and underscores aside), or None when none is close or two tie."""
    if not options:
        return None
    scored = sorted(((difflib.SequenceMatcher(None, _norm(name), _norm(o)).ratio(), o) for o in options),
                    key=lambda t: -t[0])
    best, pick = scored[0]
    if best < MIN_SIMILARITY or (len(scored) > 1 and scored[1][0] == best and _norm(scored[1][1]) != _norm(pick)):
        return None
    return pick


def _aliases(tree: exp.Expression, schema: Schema) -> dict[str, str]:
    """Alias (or bare name) of every schema table the query reads, lower-cased, to the schema's table name."""
    out: dict[str, str] = {}
    for t in tree.find_all(exp.Table):
        table = schema.table(t.name)
        if table is not None:
            out[(t.alias_or_name or t.name).lower()] = table.name
            out.setdefault(t.name.lower(), table.name)
    return out


def identifier_span(node: exp.Identifier, sql: str) -> tuple[int, int] | None:
    """The identifier's character span in sql, inside any quotes."""
    meta = node.meta or {}
    start, end = meta.get("start"), meta.get("end")
    if not isinstance(start, int) or not isinstance(end, int):
        return None
    if node.quoted:
        start, end = start + 1, end - 1
    return (start, end + 1) if sql[start:end + 1].lower() == node.name.lower() else None


def identifier_spans(nodes: list, sql: str) -> list[tuple[int, int]] | None:
    """The spans of these identifiers, or None when one has none (a rewrite must reach every use or none)."""
    spans = [identifier_span(n, sql) if isinstance(n, exp.Identifier) else None for n in nodes]
    return None if None in spans else spans


def edit_spans(sql: str, edits: list[tuple[int, int, str]]) -> str:
    """The text with each (start, end) span replaced, the last first so the earlier spans stay where they were."""
    for start, end, text in sorted(set(edits), reverse=True):
        sql = sql[:start] + text + sql[end:]
    return sql


def _columns(schema: Schema, table: str) -> list[str]:
    t = schema.table(table)
    return [c.name for c in t.columns] if t is not None else []


def _fix_column(sql: str, tree: exp.Expression, qual: str | None, name: str, schema: Schema,
                meaning: Meaning | None = None) -> IdentifierFix | None:
    """`no such column: qual.name`: requalified, else respelled, else its table joined in, else respelled by
    meaning (the module's rules)."""
    aliases = _aliases(tree, schema)
    in_query = list(dict.fromkeys(aliases.values()))
    targets = [c for c in tree.find_all(exp.Column)
               if c.name.lower() == name.lower() and (c.table or "").lower() == (qual or "").lower()]
    if not targets:
        return None
    if any(_in_join_condition(c) for c in targets):
        return None  # a join key the table lacks needs another join path, not a respelling (T2.x = T2.x joins all)
    owner = aliases.get(qual.lower()) if qual else None
    options = _columns(schema, owner) if owner is not None else [c for t in in_query for c in _columns(schema, t)]
    if qual:
        # The column is spelled right but lives in another table the query joins: requalify it.
        holders = [a for a, t in aliases.items() if t != owner and any(c.lower() == name.lower()
                                                                      for c in _columns(schema, t))]
        if owner is not None and holders:
            alias = _spelled(tree, next((a for a in holders if a != aliases[a].lower()), holders[0]))  # the alias
            spans = identifier_spans([col.args.get("table") for col in targets], sql)
            if spans is None:
                return None
            return IdentifierFix(edit_spans(sql, [(*sp, alias) for sp in spans]), [f"{qual}.{name} -> {alias}.{name}"])
    pick = closest(name, options) if owner is not None or not qual else None
    how = ""
    if pick is None:
        joined = _join_fix(sql, tree, qual, name, targets, schema)
        if joined is not None or meaning is None or (qual and owner is None):
            return joined
        # A name the query already uses is another thing the model meant ("SELECT name, title" is not "name, name").
        named = {c.name.lower() for c in tree.find_all(exp.Column)}
        pick, how = meaning(name, [o for o in options if o.lower() not in named]), " (by meaning)"
    spans = identifier_spans([col.this for col in targets], sql)
    if pick is None or pick.lower() == name.lower() or spans is None:
        return None
    prefix = f"{qual}." if qual else ""
    return IdentifierFix(edit_spans(sql, [(*sp, pick) for sp in spans]), [f"{prefix}{name} -> {prefix}{pick}{how}"])


_AFTER_FROM = re.compile(r"\s*($|\)|;|(WHERE|GROUP|ORDER|LIMIT|HAVING|UNION|INTERSECT|EXCEPT|JOIN|INNER|LEFT|CROSS|"
                         r"NATURAL)\b)", re.I)


def _end_of_from(sql: str, select: exp.Select) -> int | None:
    """Where a JOIN can be added to the select's FROM clause: after its last table (and that table's ON condition)."""
    frm = select.args.get("from_")
    joins = select.args.get("joins") or []
    last = joins[-1] if joins else frm
    if last is None or last.args.get("using"):
        return None
    spans = [identifier_span(i, sql) for i in last.find_all(exp.Identifier)]
    if not spans or None in spans:
        return None
    end = max(e for _, e in spans)
    return end if _AFTER_FROM.match(sql, end) else None  # the ON condition ends in a name, not a literal


def _join_fix(sql: str, tree: exp.Expression, qual: str | None, name: str, targets: list[exp.Column],
              schema: Schema) -> IdentifierFix | None:
    """The column lives in a table outside the query that one foreign key links to a table of the column's SELECT:
    join it at the end of that SELECT's FROM clause and read the column from it. None unless the link is unique."""
    read = {t.name.lower() for t in tree.find_all(exp.Table)}
    by_select: dict[int, tuple[exp.Select, list[exp.Column]]] = {}
    for c in targets:
        select = c.find_ancestor(exp.Select)
        if select is None:
            return None
        by_select.setdefault(id(select), (select, []))[1].append(c)
    edits: list[tuple[int, int, str]] = []
    notes: list[str] = []
    for select, cols in by_select.values():
        frm = select.args.get("from_")
        scope = [frm.this] if isinstance(frm, exp.From) else []
        scope += [j.this for j in select.args.get("joins") or []]
        sources = [t for t in scope if isinstance(t, exp.Table) and schema.table(t.name) is not None
                   and (not qual or t.alias_or_name.lower() == qual.lower())]
        links = set()
        for src in sources:
            here = schema.table(src.name).name.lower()
            for fk in schema.foreign_keys:
                for a, col, b, other in ((fk.table, fk.column, fk.ref_table, fk.ref_column),
                                         (fk.ref_table, fk.ref_column, fk.table, fk.column)):
                    target = schema.table(b)
                    if a.lower() == here and b.lower() not in read and target is not None and target.column(name):
                        links.add((src.alias_or_name, schema.table(src.name).name, col, target.name, other))
        if len(links) != 1:
            return None  # no link, or several tables (or keys) that could be meant
        alias, source, col, table, other = links.pop()
        at = _end_of_from(sql, select)
        if at is None:
            return None
        spans = identifier_spans([c.args.get("table") if qual else c.this for c in cols], sql)
        if spans is None:
            return None
        q = quote_identifier
        edits.append((at, at, f" JOIN {q(table)} ON {alias}.{q(col)} = {q(table)}.{q(other)}"))
        edits += [(*sp, q(table)) if qual else (sp[0], sp[0], f"{q(table)}.") for sp in spans]
        notes.append(f"{qual + '.' if qual else ''}{name} -> {table}.{name} (joined {table} on {source}.{col} = "
                     f"{table}.{other})")
    return IdentifierFix(edit_spans(sql, edits), list(dict.fromkeys(notes)))


def _in_join_condition(node: exp.Expression) -> bool:
    """Whether the node sits in a JOIN's ON or USING."""
    child, parent = node, node.parent
    while parent is not None:
        if isinstance(parent, exp.Join) and child is not parent.this:
            return True
        child, parent = parent, parent.parent
    return False


def _spelled(tree: exp.Expression, alias_lower: str) -> str:
    """The alias as the query spells it."""
    for t in tree.find_all(exp.Table):
        if (t.alias_or_name or "").lower() == alias_lower:
            return t.alias_or_name
    return alias_lower


def _fix_table(sql: str, tree: exp.Expression, name: str, schema: Schema,
               meaning: Meaning | None = None) -> IdentifierFix | None:
    """`no such table: name`: every use respelled to the closest table of the schema, else to the one it means."""
    pick, how = closest(name, schema.table_names), ""
    if pick is None and meaning is not None:
        read = {t.name.lower() for t in tree.find_all(exp.Table)}
        pick, how = meaning(name, [t for t in schema.table_names if t.lower() not in read]), " (by meaning)"
    if pick is None:
        return None
    spans = identifier_spans([t.this for t in tree.find_all(exp.Table) if t.name.lower() == name.lower()], sql)
    if not spans:
        return None
    return IdentifierFix(edit_spans(sql, [(*sp, pick) for sp in spans]), [f"table {name} -> {pick}{how}"])


def _fix_ambiguous(sql: str, tree: exp.Expression, name: str, schema: Schema) -> IdentifierFix | None:
    """`ambiguous column name: name`: every unqualified use qualified by the first table of the query that has it."""
    order = [t for t in tree.find_all(exp.Table) if schema.table(t.name) is not None]
    owner = next((t for t in order if any(c.lower() == name.lower() for c in _columns(schema, t.name))), None)
    if owner is None:
        return None
    alias = owner.alias_or_name
    bare = [c.this for c in tree.find_all(exp.Column) if c.name.lower() == name.lower() and not c.table]
    spans = identifier_spans(bare, sql)
    return IdentifierFix(edit_spans(sql, [(sp[0], sp[0], f"{alias}.") for sp in spans]),
                         [f"{name} -> {alias}.{name}"]) if spans else None


def is_identifier_error(error: str | None) -> bool:
    """Whether SQLite's error names a missing column or table or an ambiguous column (what repair_identifiers fixes)."""
    return bool(error) and any(p.search(error) for p in (_NO_COLUMN, _NO_TABLE, _AMBIGUOUS))


def repair_identifiers(sql: str, error: str | None, schema: Schema | None,
                       meaning: Meaning | None = None) -> IdentifierFix | None:
    """One rewrite of the identifier SQLite's error names, or None when the error is another kind or no fix is safe
    (meaning: the respeller of last resort, nl2sql.data.meanings.meaning_respeller)."""
    if not sql or not error or schema is None:
        return None
    try:
        tree = parse_one(sql)
    except RecursionError:
        return None
    if tree is None:
        return None
    if m := _NO_COLUMN.search(error):
        fix = _fix_column(sql, tree, m.group("qual"), m.group("name").strip("\"'`[]"), schema, meaning)
    elif m := _NO_TABLE.search(error):
        fix = _fix_table(sql, tree, m.group("name").strip("\"'`[]"), schema, meaning)
    elif m := _AMBIGUOUS.search(error):
        fix = _fix_ambiguous(sql, tree, m.group("name").strip("\"'`[]"), schema)
    else:
        return None
    return fix if fix is not None and fix.sql != sql else None


def run_repaired(db_path: str | Path, sql: str, error: str | None, schema: Schema | None, timeout_s: float | None,
                 max_rows: int | None, meaning: Meaning | None = None) -> tuple[str, ExecResult, list[str]] | None:
    """Rewrite the identifiers SQLite's errors name, one at a time, until the query runs: (sql, result, notes),
    or None when no rewrite applies or MAX_FIXES of them still leave an error."""
    notes: list[str] = []
    for _ in range(MAX_FIXES):
        fix = repair_identifiers(sql, error, schema, meaning)
        if fix is None:
            return None
        sql, notes = fix.sql, notes + fix.notes
        res = execute(db_path, sql, timeout_s=timeout_s, max_rows=max_rows)
        if res.ok:
            return sql, res, notes
        error = res.error
    return None
