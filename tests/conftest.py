"""Shared fixtures: the real Spider data beside the repo and the bundled mini dataset; and the guard that keeps
`make test-fast` free of real models (the test tiers: the markers of pyproject.toml's [tool.pytest.ini_options])."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from nl2sql.data import linking
from nl2sql.data.dataset import ensure_bundled
from nl2sql.imports import jsonschema
from nl2sql.llm import BACKENDS
from nl2sql.paths import BUNDLED_DIR, default_spider_dir

jsonschema()  # before the test modules' nbformat imports it the slow way (~1.3 s a worker; nl2sql/imports.py)

# The backends that load a model's weights into this process (the others reach a server, a file or a function).
IN_PROCESS_BACKENDS = ("transformers", "openvino")


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
    from nl2sql.testing.bird_layout import write_bird_folder

    return write_bird_folder(tmp_path_factory.mktemp("bird"), mini_dir)


_unmarked_loads: list[str] = []  # the real models the running test loaded while the guard is on


def _noted(loader: Callable[..., Any]) -> Callable[..., Any]:
    """loader, noting each model it hands back (a load that fails loads nothing)."""
    def load(name: str, *args: Any, **kw: Any) -> Any:
        model = loader(name, *args, **kw)
        _unmarked_loads.append(str(name))
        return model

    return load


@pytest.fixture(scope="session", autouse=True)
def _real_model_loads_noted(request: pytest.FixtureRequest) -> Iterator[None]:
    """The guard, on in a run that selected no `model` test (`make test-fast`, say): the ways nl2sql loads a real
    model (load()'s in-process backends, the embedding model of linking) note what they load."""
    if any(item.get_closest_marker("model") for item in request.session.items):
        yield
        return
    with pytest.MonkeyPatch.context() as mp:
        for name in IN_PROCESS_BACKENDS:
            backend = BACKENDS[name]
            # Replaced in place, not removed and added: the backends keep the order error messages list them in.
            mp.setitem(BACKENDS._items, name, replace(backend, load=_noted(backend.load)))
        mp.setattr(linking, "load_embedder", _noted(linking.load_embedder))
        yield


@pytest.fixture(autouse=True)
def _no_real_model_unless_marked() -> Iterator[None]:
    """A test that loaded a real model with the guard on fails. At its teardown, not at the load: the code under
    test may catch what a loader raises (a tool's error becomes an observation)."""
    yield
    loaded = list(_unmarked_loads)
    _unmarked_loads.clear()
    if loaded:
        pytest.fail(f"this test loaded {', '.join(sorted(set(loaded)))} but is not marked `model`: mark it "
                    "@pytest.mark.model (a whole file: pytestmark = pytest.mark.model) so that `make test-fast` "
                    "leaves it out", pytrace=False)
