"""Gold results computed once per (database file hash, gold SQL): kept in the process and on disk.

The disk copy lives under nl2sql.paths.cache_dir(), one pickle per database file, so a rerun skips gold execution.
"""

from __future__ import annotations

import os
import pickle
import tempfile
from pathlib import Path

from nl2sql.eval.execution import run_for_scoring
from nl2sql.paths import cache_dir, sha256_file
from nl2sql.sql.db import ExecResult

# Bump when what is cached for a gold query changes meaning (preparation, fetch settings).
_GOLD_CACHE_VERSION = "1"
_MEMO_LIMIT = 100_000

# The gold results this process holds, by (database file hash, versioned SQL), shared by every GoldCache.
GOLD_MEMO: dict[tuple[str, str], ExecResult] = {}


class GoldCache:
    """Gold results of one database file: in-process dict, backed by one pickle per file hash."""

    def __init__(self, db_path: Path, use_disk: bool = True):
        self.db_path = db_path
        self.hash = sha256_file(db_path)
        self.use_disk = use_disk
        self.path = cache_dir() / "gold_results" / f"{self.hash}.pkl" if use_disk else None
        self.new: dict[str, tuple] = {}
        self.loaded = False

    def _load(self) -> None:
        self.loaded = True
        if self.path is None or not self.path.is_file():
            return
        try:
            # A local cache this harness wrote itself; a corrupt file only means recomputing.
            stored = pickle.loads(self.path.read_bytes())
        except Exception:
            return
        for sql, (rows, columns) in stored.items():
            GOLD_MEMO.setdefault((self.hash, sql), ExecResult(True, rows, columns))

    def get(self, sql: str, timeout_s: float | None) -> ExecResult:
        """The gold result of a prepared query on this database, executed at most once."""
        key = (self.hash, f"{_GOLD_CACHE_VERSION}|{sql}")
        if key not in GOLD_MEMO and not self.loaded:
            self._load()
        if key in GOLD_MEMO:
            return GOLD_MEMO[key]
        result = run_for_scoring(self.db_path, sql, timeout_s)
        if result.ok:  # failures (a timeout on a busy machine) are not worth remembering
            if len(GOLD_MEMO) > _MEMO_LIMIT:
                GOLD_MEMO.clear()
            GOLD_MEMO[key] = result
            self.new[key[1]] = (result.rows, result.columns)
        return result

    def save(self) -> None:
        """Merge new entries into the on-disk file (atomic replace; a lost race only costs a rerun)."""
        if self.path is None or not self.new:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        stored: dict = {}
        if self.path.is_file():
            try:
                stored = pickle.loads(self.path.read_bytes())
            except Exception:
                stored = {}
        stored.update(self.new)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(stored, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, self.path)
        self.new = {}
