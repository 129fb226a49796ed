"""What `make install` imports to compile a run's bytecode (nl2sql.imports.precompile)."""

from __future__ import annotations

import importlib.util

import pytest

from nl2sql import imports


def test_every_module_precompile_imports_exists() -> None:
    # A renamed module would fail `make install` at its last step: here it fails with its name.
    names = [name for group in imports.RUN_MODULES for name in group]
    missing = [name for name in names if importlib.util.find_spec(name) is None]
    assert not missing, f"nl2sql.imports.RUN_MODULES names modules that are not there: {missing}"
    assert len(set(names)) == len(names)


def test_a_module_precompile_cannot_import_stops_the_install_naming_it(monkeypatch, capfd) -> None:
    monkeypatch.setattr(imports, "RUN_MODULES", (("json",), ("no_such_module_here",)))
    with pytest.raises(SystemExit, match=r"importing no_such_module_here failed .*make clean-all install"):
        imports.precompile()
    assert "ModuleNotFoundError: No module named 'no_such_module_here'" in capfd.readouterr().err
