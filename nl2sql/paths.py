"""Where the harness keeps its files: the repository, bundled data, caches."""

from __future__ import annotations

import contextlib
import hashlib
import os
import threading
from collections.abc import Iterator
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
BUNDLED_DIR = REPO_ROOT / "data" / "mini"
RESULTS_DIR = REPO_ROOT / "results"


def shown(path: str | Path) -> str:
    """A path as a terminal line names it: relative to the working directory where it lies under it
    (results/mini/tables.md), else as given."""
    path = Path(path)
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:  # outside the working directory (a --results elsewhere, a temporary folder)
        return str(path)


def cache_dir() -> Path:
    """The cache root: $NL2SQL_CACHE, else ~/.cache/nl2sql (created on demand)."""
    root = Path(os.environ.get("NL2SQL_CACHE") or Path.home() / ".cache" / "nl2sql").expanduser()
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # where the folder comes from is the fix: say so (an OSError, one line on the CLI)
        where = "NL2SQL_CACHE" if os.environ.get("NL2SQL_CACHE") else "the default cache"
        why = "it is a file" if root.exists() else exc.strerror or str(exc)
        raise NotADirectoryError(f"cannot use {root} as the cache folder ({where}): {why}; "
                                 "set NL2SQL_CACHE to a writable folder") from None
    return root


def default_spider_dir() -> Path:
    """../shared/spider beside the repository, the default Spider location in tests and benches."""
    return Path(os.environ.get("NL2SQL_SPIDER") or REPO_ROOT.parent / "shared" / "spider")


def default_bench_data() -> tuple[Path, str]:
    """The benchmarks' questions unless told otherwise: Spider's tune split (training questions, so no speed rule is
    shaped on dev questions) where the Spider folder holds them, else the bundled set's questions."""
    spider = default_spider_dir()
    if any((spider / name).is_file() for name in ("train_spider.json", "train_spider_syn.json")):
        return spider, "tune"
    return BUNDLED_DIR, "dev"


_SHA256_MEMO: dict[tuple[str, int, int], str] = {}
_SHA256_LOCK = threading.Lock()


def sha256_file(path: str | Path, fresh: bool = False) -> str:
    """sha256 hex of a file's bytes, read in chunks and memoised by (resolved path, size, mtime_ns).

    fresh=True re-reads the file even when the memo holds it (integrity checks that must not
    trust an unchanged stat).
    """
    resolved = Path(path).resolve()
    st = resolved.stat()
    key = (str(resolved), st.st_size, st.st_mtime_ns)
    if not fresh:
        with _SHA256_LOCK:
            hit = _SHA256_MEMO.get(key)
        if hit is not None:
            return hit
    h = hashlib.sha256()
    with resolved.open("rb") as f:
        while block := f.read(8 << 20):
            h.update(block)
    digest = h.hexdigest()
    with _SHA256_LOCK:
        _SHA256_MEMO[key] = digest
    return digest


@contextlib.contextmanager
def locked_folder(folder: Path) -> Iterator[None]:
    """Hold an exclusive lock on a cache folder (released automatically if the process dies)."""
    import fcntl  # POSIX only; imported here so that reading paths never needs it

    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / ".lock", "w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)
