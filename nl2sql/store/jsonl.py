"""Crash-safe JSON Lines and atomic rewrites: what every file of a run folder is written with.

An appended row is fsynced at once (a crash right after loses none of it); a reader skips a torn last line left by a
killed writer (repair_tail drops it before the next append); a rewrite goes beside the file, is fsynced and renamed
over it, so a file is never half old, half new. A write the disk refuses is one ResultsWriteError naming the file,
the cause and the fix.
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

PREDICTIONS = "predictions.jsonl"  # the file whose rows commit finished questions (named in ResultsWriteError)


class ResultsWriteError(OSError):
    """The results folder took no more writes (a full disk, a file-size limit, a read-only folder): one line naming
    the file, the cause and the fix; the questions finished before stay on disk and a rerun resumes after them."""


_FULL = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG}
_WHY = {errno.ENOSPC: "the disk is full", errno.EDQUOT: "the disk quota is used up",
        errno.EFBIG: "the file reached the size limit", errno.EROFS: "the file system is read-only",
        errno.ENOENT: "its folder is gone"}


@contextmanager
def _writing(path: Path) -> Iterator[None]:
    """Turn an OSError while writing `path` into a ResultsWriteError that says what to do."""
    try:
        yield
    except ResultsWriteError:
        raise
    except OSError as exc:
        full = exc.errno in _FULL
        cause = exc.strerror or str(exc)
        fix = ("free space there (or pass another results folder: --results)" if full
               else "make the folder writable again")
        err = ResultsWriteError(
            f"cannot write {path}: {cause} ({_WHY.get(exc.errno, 'the folder is not writable')}); "
            f"every question finished before is kept in {path.parent / PREDICTIONS}: {fix}, then rerun the same "
            f"run id to resume")
        err.errno = exc.errno
        raise err from exc


def _json_line(row: Mapping) -> str:
    # ASCII escapes keep a lone surrogate (a tokenizer can emit "\udcff") as "\\udcff", which json.loads
    # reads back unchanged; written raw it cannot be encoded as UTF-8 and would kill the run.
    return json.dumps(row, ensure_ascii=True, default=str) + "\n"


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_jsonl(path: str | Path) -> list[dict]:
    """Rows of a JSONL file; a torn last line (a killed writer) is skipped, never fatal, as is any line that is not
    a JSON object (a fragment that happens to parse: `null`, `[1]`, `3`)."""
    path = Path(path)
    if not path.is_file():
        return []
    rows = []
    with path.open(encoding="utf-8") as f:
        for line in f:
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue  # a torn last line (the writer died mid-line) or a stray fragment
            if isinstance(row, dict):
                rows.append(row)
    return rows


def dedupe_by_id(rows: Sequence[dict]) -> dict[str, dict]:
    """Rows by id; the first finished row for an id wins (a rerun can never replace it). A row without an id is no
    question's (a line edited by hand) and is left out."""
    out: dict[str, dict] = {}
    for r in rows:
        if r.get("id") is not None:
            out.setdefault(str(r["id"]), r)
    return out


def repair_tail(path: Path) -> None:
    """Drop a torn last line (a writer killed mid-line) so the next append starts on a fresh line."""
    if not path.is_file() or path.stat().st_size == 0:
        return
    with path.open("rb+") as f:
        f.seek(0, os.SEEK_END)
        size = f.tell()
        f.seek(max(0, size - 1))
        if f.read(1) == b"\n":
            return
        # Find the last newline; keep a complete JSON tail (only its newline was lost), else cut it.
        chunk = 1 << 16
        pos = size
        last_nl = -1
        while pos > 0 and last_nl < 0:
            start = max(0, pos - chunk)
            f.seek(start)
            block = f.read(pos - start)
            i = block.rfind(b"\n")
            if i >= 0:
                last_nl = start + i
            pos = start
        f.seek(last_nl + 1)
        tail = f.read()
        try:
            json.loads(tail.decode("utf-8"))
            f.seek(0, os.SEEK_END)
            f.write(b"\n")
        except (ValueError, UnicodeDecodeError):
            f.truncate(last_nl + 1)
        f.flush()
        os.fsync(f.fileno())


def append_jsonl(path: Path, rows: Iterable[Mapping]) -> None:
    """Append rows and fsync them, so a crash right after loses none of them; a write the disk refuses is a
    ResultsWriteError (a torn last line it leaves is dropped by the next reader, repair_tail)."""
    text = "".join(_json_line(row) for row in rows)
    with _writing(path):
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            data = text.encode("utf-8")
            while data:  # os.write may write part of it: the rest follows, or the disk's error is raised
                data = data[os.write(fd, data):]
            os.fsync(fd)
        finally:
            os.close(fd)


def _replace_with(path: Path, write: Any, sync: bool = True) -> None:
    """Write path's new contents beside it (write(file)), fsync, rename over it: never half old, half new. A
    failed write leaves the old file as it was and no temporary file behind."""
    tmp = path.with_name(path.name + ".tmp")
    with _writing(path):
        try:
            with tmp.open("w", encoding="utf-8", errors="backslashreplace") as f:
                write(f)
                f.flush()
                if sync:
                    os.fsync(f.fileno())
            os.replace(tmp, path)
        except OSError:
            try:
                tmp.unlink()
            except OSError:
                pass
            raise


def write_jsonl_atomic(path: Path, rows: Iterable[Mapping]) -> None:
    """Replace a JSONL file in one step (written beside, fsynced, renamed): never half old, half new."""
    _replace_with(path, lambda f: f.writelines(_json_line(row) for row in rows))
    _fsync_dir(path.parent)


def write_text_atomic(path: Path, text: str) -> Path:
    """Write a text file atomically; a character UTF-8 cannot hold (a lone surrogate) is written as its escape."""
    _replace_with(path, lambda f: f.write(text), sync=False)
    return path
