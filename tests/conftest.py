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


@pytest.fixture(scope="session")
def bird_dir(tmp_path_factory, mini_dir) -> Path:
    """A BIRD-format folder (dev.json with evidence, dev_tables.json, dev_databases/) built from the mini dataset."""
    from bird_fixture import write_bird_folder

    return write_bird_folder(tmp_path_factory.mktemp("bird"), mini_dir)
