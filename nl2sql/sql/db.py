"""Read-only SQL execution: a read-only connection, an authorizer, SQLite's own limits, a real timeout, row and byte caps."""

from __future__ import annotations

import math
import re
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nl2sql.text import clip

DEFAULT_TIMEOUT_S = 10.0
DEFAULT_MAX_ROWS = 10_000
DEFAULT_MEMORY_MB = 1024
_MB = 1 << 20
# How many SQLite VM instructions pass between deadline checks: small enough to stop a
# runaway join within milliseconds, large enough to cost nothing measurable.
PROGRESS_EVERY = 2_000
_MAX_ERROR_CHARS = 500

# Pragmas that only read: some take a table or index name, the rest take nothing. Any
# other pragma, or one of the second group given a value (a write), is denied.
_READ_PRAGMAS_WITH_ARG = frozenset(
    {"table_info", "table_xinfo", "index_list", "index_info", "index_xinfo",
     "foreign_key_list", "foreign_key_check", "integrity_check", "quick_check"}
)
_READ_PRAGMAS = frozenset(
    {"table_list", "database_list", "collation_list", "function_list", "pragma_list", "compile_options"}
)
_ACTIONS = (
    "CREATE_INDEX CREATE_TABLE CREATE_TEMP_INDEX CREATE_TEMP_TABLE CREATE_TEMP_TRIGGER "
    "CREATE_TEMP_VIEW CREATE_TRIGGER CREATE_VIEW DELETE DROP_INDEX DROP_TABLE DROP_TEMP_INDEX "
    "DROP_TEMP_TABLE DROP_TEMP_TRIGGER DROP_TEMP_VIEW DROP_TRIGGER DROP_VIEW INSERT TRANSACTION "
    "UPDATE ATTACH DETACH ALTER_TABLE REINDEX ANALYZE CREATE_VTABLE DROP_VTABLE SAVEPOINT"
).split()
_SCHEMA_TABLES = frozenset({"sqlite_master", "sqlite_schema", "sqlite_temp_master", "sqlite_temp_schema"})
_ACTION_NAMES = {getattr(sqlite3, f"SQLITE_{a}"): a for a in _ACTIONS if hasattr(sqlite3, f"SQLITE_{a}")}


@dataclass(frozen=True)
class SqlLimits:
    """SQLite's own per-connection limits (Connection.setlimit) plus the memory caps execute() adds.

    Every gold query of Spider dev and train runs under these bounds (bench/reliability.py --gold counts
    them); the largest needs a 577-byte statement, 26 columns, 3 compound terms and cells of 213 bytes.
    """

    # Bytes of one string, blob or row (SQLITE_LIMIT_LENGTH): zeroblob(1e9) fails at once. It also bounds what the
    # timeout cannot interrupt, the work inside one function call: instr() or replace() is quadratic in it (two 1 MB
    # values took 5.7 s, two 100 KB ones take under 0.1 s). The largest row of any Spider database is 240 bytes.
    length: int = 100_000
    sql_length: int = 100_000  # bytes of one statement: a 10 MB IN-list is refused before parsing
    column: int = 1_000  # columns of a result, table, index, GROUP BY or ORDER BY
    expr_depth: int = 100  # nesting of one expression (a 150-term OR chain is 150 deep)
    compound_select: int = 32  # terms of a UNION / INTERSECT / EXCEPT chain
    like_pattern_length: int = 1_000  # bytes of a LIKE or GLOB pattern
    variable_number: int = 32  # highest ?NNN parameter (no query here binds any)
    function_arg: int = 64  # arguments of one function call
    attached: int = 0  # ATTACH is denied by the authorizer too; 0 also refuses it inside SQLite
    vdbe_op: int = 250_000  # instructions of one compiled statement
    memory_mb: int = DEFAULT_MEMORY_MB  # half is SQLite's heap (PRAGMA hard_heap_limit), a quarter the rows

    @property
    def heap_bytes(self) -> int:
        """SQLite's hard heap limit: sorts, hash tables and temp tables (kept in memory) fail beyond it."""
        return self.memory_mb * _MB // 2

    @property
    def result_bytes(self) -> int:
        """The most a result's rows may take in Python memory (estimated while they are fetched)."""
        return self.memory_mb * _MB // 4


_LIMIT_IDS = {
    "length": "LENGTH", "sql_length": "SQL_LENGTH", "column": "COLUMN", "expr_depth": "EXPR_DEPTH",
    "compound_select": "COMPOUND_SELECT", "like_pattern_length": "LIKE_PATTERN_LENGTH",
    "variable_number": "VARIABLE_NUMBER", "function_arg": "FUNCTION_ARG", "attached": "ATTACHED",
    "vdbe_op": "VDBE_OP",
}
_limits = SqlLimits()


def set_memory_cap(memory_mb: int) -> SqlLimits:
    """Set the memory cap of every later connection (RunConfig.exec_memory_mb); returns the limits in force.

    SQLite's heap limit is process-wide and a connection can only lower it, so a cap raised after a
    lower one was used keeps the lower heap limit (the row cap follows the new value).
    """
    global _limits
    if memory_mb < 16:
        raise ValueError(f"the SQL memory cap must be >= 16 MB, got {memory_mb}")
    _limits = SqlLimits(memory_mb=int(memory_mb))
    return _limits


def current_limits() -> SqlLimits:
    """The limits new connections get."""
    return _limits


def apply_limits(conn: sqlite3.Connection, limits: SqlLimits | None = None) -> None:
    """Give a connection SQLite's own limits, a heap cap, and temp storage in (capped) memory, not on disk."""
    limits = limits or _limits
    for name, sqlite_name in _LIMIT_IDS.items():
        conn.setlimit(getattr(sqlite3, f"SQLITE_LIMIT_{sqlite_name}"), getattr(limits, name))
    # Sorts and temp tables spill to files otherwise (ORDER BY random() wrote 1.85 GB); in memory they
    # count against the heap limit below and fail with "out of memory" instead.
    conn.execute("PRAGMA temp_store = MEMORY")
    conn.execute(f"PRAGMA hard_heap_limit = {int(limits.heap_bytes)}")


# printf("%.*c", 2e9, "x") loops once per unit of precision inside one call, which no timeout interrupts
# (ten seconds in SQLite 3.40); a width or precision beyond SQLITE_LIMIT_LENGTH cannot produce a value anyway.
_PRINTF_SPEC = re.compile(r"%[-+ 0#,!]*(\*|\d+)?(?:\.(\*|\d*))?(?:ll|l)?[a-zA-Z%]")


def _as_int(value) -> int:
    try:
        return int(float(value))
    except (TypeError, ValueError, OverflowError):
        return 0


def _guard_printf(conn: sqlite3.Connection, limits: SqlLimits, notes: list[str]) -> None:
    """Replace printf() and format() by a check of their widths, then SQLite's own (on a side connection)."""
    side: list[sqlite3.Connection] = []

    def printf(*call):
        fmt, args = (call[0], call[1:]) if call else (None, ())
        if isinstance(fmt, str) and "%" in fmt:
            star = 0
            for m in _PRINTF_SPEC.finditer(fmt):
                for part in m.groups():
                    if part == "*":
                        size, star = (_as_int(args[star]) if star < len(args) else 0), star + 1
                    else:
                        size = int(part) if part else 0
                    if abs(size) > limits.length:
                        notes.append(f"printf width or precision {size:,} is over the {limits.length:,}-byte value "
                                     f"limit (SQLITE_LIMIT_LENGTH): use a smaller one")
                        raise ValueError(notes[-1])
        if not side:
            side.append(sqlite3.connect(":memory:", check_same_thread=False))
            side[0].setlimit(sqlite3.SQLITE_LIMIT_LENGTH, limits.length)
        return side[0].execute(f"SELECT printf({', '.join('?' * len(call))})", call).fetchone()[0]

    conn.create_function("printf", -1, printf, deterministic=True)
    conn.create_function("format", -1, printf, deterministic=True)


class ResultTooLarge(Exception):
    """A result's rows exceed the byte cap."""


@dataclass(frozen=True)
class ExecResult:
    """The outcome of one query: rows and column names, or a short error a model can act on."""

    ok: bool
    rows: list[tuple] = field(default_factory=list)
    columns: list[str] = field(default_factory=list)
    error: str | None = None
    elapsed_s: float = 0.0
    truncated: bool = False


def json_cell(value: Any, max_chars: int | None = None, *, blob_chars: int | None = None,
              finite: bool = False) -> Any:
    """One cell of ExecResult.rows as a JSON-ready value.

    SQLite gives None, int, float, str or bytes: None, numbers and text stay as they are, a blob (or anything
    else) becomes its repr (b'...'). max_chars clips text and a blob's repr to that many chars and "..."
    (nl2sql.text.clip); blob_chars cuts only a blob's repr, bare; finite=True writes inf and nan as text
    ("inf"), which strict JSON (a page's JavaScript) cannot hold.
    """
    if value is None or isinstance(value, int):
        return value
    if isinstance(value, float):
        return str(value) if finite and not math.isfinite(value) else value
    text = value if isinstance(value, str) else repr(value)[:blob_chars]
    return text if max_chars is None else clip(text, max_chars)


class DatabaseNotFound(FileNotFoundError):
    """The database file does not exist."""


def _authorizer(denied: list[str]):
    """An authorizer that allows reads and records the first thing it denies."""

    def check(action: int, arg1, arg2, _db, _trigger) -> int:
        if action in (sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_RECURSIVE):
            return sqlite3.SQLITE_OK
        if action == sqlite3.SQLITE_FUNCTION:
            if (arg2 or "").lower() == "load_extension":
                denied.append("load_extension() is not allowed (extension loading is disabled)")
                return sqlite3.SQLITE_DENY
            return sqlite3.SQLITE_OK
        if action == sqlite3.SQLITE_PRAGMA:
            name = (arg1 or "").lower()
            if name in _READ_PRAGMAS_WITH_ARG or (name in _READ_PRAGMAS and arg2 is None):
                return sqlite3.SQLITE_OK
            shown = f"PRAGMA {arg1}={arg2}" if arg2 is not None else f"PRAGMA {arg1}"
            denied.append(f"{shown} is not allowed (only read-only pragmas run)")
            return sqlite3.SQLITE_DENY
        if (arg1 or "").lower() in _SCHEMA_TABLES:  # DDL shows up as a write to sqlite_master
            denied.append("changing the schema is not allowed: the database is read-only, only SELECT queries run")
        else:
            what = _ACTION_NAMES.get(action, str(action)).replace("_", " ")
            target = f" on {arg1}" if arg1 else ""
            denied.append(f"{what}{target} is not allowed: the database is read-only, only SELECT queries run")
        return sqlite3.SQLITE_DENY

    return check


def connect_readonly(db_path: str | Path) -> sqlite3.Connection:
    """Open a SQLite file read-only (URI mode=ro plus query_only); raise DatabaseNotFound if missing."""
    path = Path(db_path)
    if not path.is_file():
        raise DatabaseNotFound(f"database file not found: {path} (check the dataset's database/ folder)")
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, check_same_thread=False)
    # Spider databases hold a few invalid UTF-8 bytes; the official evaluator ignores them too.
    conn.text_factory = lambda b: b.decode("utf-8", errors="ignore")
    conn.execute("PRAGMA query_only = 1")
    apply_limits(conn)
    return conn


def compile_error(db_path: str | Path, sql: str) -> str | None:
    """SQLite's error for a statement that does not compile (a missing table or column), or None: never runs it.

    EXPLAIN compiles the statement and lists its program instead of executing it, so an endless query answers at once.
    """
    conn = connect_readonly(db_path)
    try:
        conn.execute("EXPLAIN " + sql).fetchone()
        return None
    except (sqlite3.Error, ValueError) as e:  # ValueError: a NUL character in the text
        return " ".join(str(e).split())
    finally:
        conn.close()


def _row_bytes(row: tuple) -> int:
    """Roughly what a fetched row takes in Python memory (tuple, objects, text and blob bytes)."""
    size = 56 + 8 * len(row)
    for v in row:
        size += len(v) + 49 if isinstance(v, (str, bytes)) else 32
    return size


def _fetch(cursor: sqlite3.Cursor, max_rows: int | None, max_bytes: int, deadline: float | None
           ) -> tuple[list[tuple], bool]:
    """Rows of a running statement, at most max_rows (+1 to tell truncation); ResultTooLarge past max_bytes."""
    rows: list[tuple] = []
    size = 0
    want = None if max_rows is None else max_rows + 1
    # Row by row: a batch of wide rows could blow the byte cap before it is looked at.
    for row in cursor:
        size += _row_bytes(row)
        if size > max_bytes:
            raise ResultTooLarge
        rows.append(row)
        if want is not None and len(rows) >= want:
            break
        if deadline is not None and time.perf_counter() > deadline:
            raise sqlite3.OperationalError("interrupted")
    truncated = max_rows is not None and len(rows) > max_rows
    return (rows[:max_rows] if truncated else rows), truncated


def _limit_message(message: str, limits: SqlLimits) -> str:
    """SQLite's message for a hit limit, with the bound and the fix."""
    if message == "string or blob too big":
        return (f"string or blob too big: a value over {limits.length:,} bytes (SQLITE_LIMIT_LENGTH); "
                f"select less data")
    if message == "query string is too large":
        return f"the statement is longer than {limits.sql_length:,} bytes (SQLITE_LIMIT_SQL_LENGTH): write a shorter query"
    return message


def execute(
    db_path: str | Path,
    sql: str,
    timeout_s: float | None = DEFAULT_TIMEOUT_S,
    max_rows: int | None = DEFAULT_MAX_ROWS,
) -> ExecResult:
    """Run one SQL statement read-only; never raises for a bad query, only returns ok=False.

    A query that is not text (bytes, a number) is such a bad query, as are a NUL character and a lone surrogate.
    SQLite's limits (SqlLimits), its heap cap and the cap on the rows' bytes end a runaway query with ok=False.
    """
    start = time.perf_counter()

    def fail(message: str) -> ExecResult:
        # One line, bounded: SQLite quotes the offending token, which can be a reply's whole fenced block or a
        # megabyte-long literal.
        message = clip(" ".join(message.split()), _MAX_ERROR_CHARS, mark="... ({total:,} chars)")
        return ExecResult(ok=False, error=message, elapsed_s=time.perf_counter() - start)

    # Empty or blank bytes have always read as an empty query; other bytes are refused below.
    if not sql or (isinstance(sql, (str, bytes, bytearray)) and not sql.strip()):
        return fail("empty query: write one SELECT statement")
    if not isinstance(sql, str):
        return fail(f"the query is {type(sql).__name__}, not text: pass the SQL as a str")
    limits = _limits
    try:
        conn = connect_readonly(db_path)
    except (DatabaseNotFound, sqlite3.Error) as exc:
        return fail(str(exc))
    denied: list[str] = []
    notes: list[str] = []  # why a guarded function refused
    deadline = None if timeout_s is None else start + timeout_s
    _guard_printf(conn, limits, notes)
    conn.set_authorizer(_authorizer(denied))
    if deadline is not None:
        # Returning non-zero from the progress handler aborts the running statement at once.
        conn.set_progress_handler(lambda: int(time.perf_counter() > deadline), PROGRESS_EVERY)
    try:
        cursor = conn.execute(sql)
        if cursor.description is None:  # no result set: only comments or semicolons (writes are denied above)
            return fail("empty query: write one SELECT statement")
        columns = [d[0] for d in cursor.description]
        rows, truncated = _fetch(cursor, max_rows, limits.result_bytes, deadline)
        return ExecResult(True, rows, columns, None, time.perf_counter() - start, truncated)
    except ResultTooLarge:
        return fail(f"result too large: its rows take more than {limits.result_bytes // _MB} MB (the memory cap is "
                    f"{limits.memory_mb} MB): add a LIMIT or select fewer or narrower columns")
    except MemoryError:
        return fail(f"out of memory: the query needed more than SQLite's {limits.heap_bytes // _MB} MB heap cap "
                    f"(the memory cap is {limits.memory_mb} MB): add a LIMIT, filter earlier or avoid huge values")
    except (sqlite3.Warning, sqlite3.ProgrammingError) as exc:
        if "one statement" in str(exc):
            return fail("several statements given: write exactly one SELECT statement")
        return fail(str(exc))
    except (sqlite3.Error, OverflowError, ValueError) as exc:
        message = str(exc)
        if denied:
            message = f"{' '.join(sql.split()[:2]).upper()}: {denied[0]}"
        elif notes:
            message = notes[0]
        elif message == "interrupted" and deadline is not None and time.perf_counter() > deadline:
            message = f"timeout: the query ran longer than {timeout_s:g} s and was interrupted"
        else:
            message = _limit_message(message, limits)
        return fail(message)
    finally:
        conn.close()
