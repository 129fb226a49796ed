"""Where the harness keeps its files: the repository, bundled data, caches."""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
BUNDLED_DIR = REPO_ROOT / "data" / "mini"
RESULTS_DIR = REPO_ROOT / "results"


def cache_dir() -> Path:
    """The cache root: $NL2SQL_CACHE, else ~/.cache/nl2sql (created on demand)."""
    root = Path(os.environ.get("NL2SQL_CACHE") or Path.home() / ".cache" / "nl2sql").expanduser()
    root.mkdir(parents=True, exist_ok=True)
    return root


def default_spider_dir() -> Path:
    """../shared/spider beside the repository, the default Spider location in tests and benches."""
    return Path(os.environ.get("NL2SQL_SPIDER") or REPO_ROOT.parent / "shared" / "spider")
