"""Read-only SQL execution: a read-only connection, an authorizer, a real timeout and a row cap."""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_TIMEOUT_S = 10.0
DEFAULT_MAX_ROWS = 10_000
# How many SQLite VM instructions pass between deadline checks: small enough to stop a
# runaway join within milliseconds, large enough to cost nothing measurable.
_PROGRESS_EVERY = 2_000

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
class ExecResult:
    """The outcome of one query: rows and column names, or a short error a model can act on."""

    ok: bool
    rows: list[tuple] = field(default_factory=list)
    columns: list[str] = field(default_factory=list)
    error: str | None = None
    elapsed_s: float = 0.0
    truncated: bool = False


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
    return conn


def execute(
    db_path: str | Path,
    sql: str,
    timeout_s: float | None = DEFAULT_TIMEOUT_S,
    max_rows: int | None = DEFAULT_MAX_ROWS,
) -> ExecResult:
    """Run one SQL statement read-only; never raises for a bad query, only returns ok=False.

    A query that is not text (bytes, a number) is such a bad query, as are a NUL character and a lone surrogate.
    """
    start = time.perf_counter()

    def fail(message: str) -> ExecResult:
        return ExecResult(ok=False, error=message, elapsed_s=time.perf_counter() - start)

    # Empty or blank bytes have always read as an empty query; other bytes are refused below.
    if not sql or (isinstance(sql, (str, bytes, bytearray)) and not sql.strip()):
        return fail("empty query: write one SELECT statement")
    if not isinstance(sql, str):
        return fail(f"the query is {type(sql).__name__}, not text: pass the SQL as a str")
    try:
        conn = connect_readonly(db_path)
    except (DatabaseNotFound, sqlite3.Error) as exc:
        return fail(str(exc))
    denied: list[str] = []
    deadline = None if timeout_s is None else start + timeout_s
    conn.set_authorizer(_authorizer(denied))
    if deadline is not None:
        # Returning non-zero from the progress handler aborts the running statement at once.
        conn.set_progress_handler(lambda: int(time.perf_counter() > deadline), _PROGRESS_EVERY)
    try:
        cursor = conn.execute(sql)
        columns = [d[0] for d in cursor.description or ()]
        if max_rows is None:
            rows = cursor.fetchall()
            truncated = False
        else:
            rows = cursor.fetchmany(max_rows + 1)
            truncated = len(rows) > max_rows
            rows = rows[:max_rows]
        return ExecResult(True, rows, columns, None, time.perf_counter() - start, truncated)
    except (sqlite3.Warning, sqlite3.ProgrammingError) as exc:
        if "one statement" in str(exc):
            return fail("several statements given: write exactly one SELECT statement")
        return fail(str(exc))
    except (sqlite3.Error, OverflowError, ValueError) as exc:
        message = str(exc)
        if denied:
            message = f"{' '.join(sql.split()[:2]).upper()}: {denied[0]}"
        elif message == "interrupted" and deadline is not None and time.perf_counter() > deadline:
            message = f"timeout: the query ran longer than {timeout_s:g} s and was interrupted"
        return fail(message)
    finally:
        conn.close()
