"""Shared fixtures: the real Spider data beside the repo and the bundled mini dataset."""

from __future__ import annotations

from pathlib import Path

import pytest

from nl2sql.data.dataset import ensure_bundled
from nl2sql.paths import BUNDLED_DIR, default_spider_dir


@pytest.fixture(scope="session")
def spider_dir() -> Path:
    """../shared/spider (or $NL2SQL_SPIDER); tests that need it skip only where it is absent."""
    path = default_spider_dir()
    if not (path / "dev.json").is_file():
        pytest.skip(f"Spider data not found at {path}")
    return path


@pytest.fixture(scope="session")
def mini_dir() -> Path:
    """The bundled mini dataset, its databases built from their SQL scripts."""
    return ensure_bundled(BUNDLED_DIR)
