"""What `make install` imports to compile a run's bytecode (nl2sql.imports.precompile)."""

from __future__ import annotations

import importlib.util

from nl2sql.imports import RUN_MODULES


def test_every_module_precompile_imports_exists() -> None:
    # A renamed module would fail `make install` at its last step: here it fails with its name.
    missing = [name for name in RUN_MODULES if importlib.util.find_spec(name) is None]
    assert not missing, f"nl2sql.imports.RUN_MODULES names modules that are not there: {missing}"
    assert len(set(RUN_MODULES)) == len(RUN_MODULES)
