"""Third-party modules imported where they are used, at less cost than a plain import.

    jsonschema()   # the jsonschema module, without the IRI grammar its import would build
    precompile()   # import what a run imports once, so Python writes its bytecode (`make install`)
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType

# What a run's processes import: the command line, the runner, the default backend, tables, plots, notebooks.
RUN_MODULES = ("nl2sql.cli", "nl2sql.runs.runner", "nl2sql.llm.transformers.backend", "nl2sql.report.tables",
               "pandas", "matplotlib.pyplot", "papermill", "sentence_transformers")


def jsonschema() -> ModuleType:
    """jsonschema, imported without its optional "iri" format checker.

    Where rfc3987_syntax is installed (JupyterLab brings it), jsonschema's import builds an Earley parser for each
    RFC 3987 term: ~1.3 s of every process that checks a tool's arguments or runs a notebook through papermill
    (nbformat imports jsonschema), more than the rest of a run's imports. Nothing here checks formats. A later
    `import rfc3987_syntax` still works; only this process's jsonschema.FormatChecker lacks "iri".
    """
    hide = "jsonschema" not in sys.modules and "rfc3987_syntax" not in sys.modules
    if hide:
        sys.modules["rfc3987_syntax"] = None  # type: ignore[assignment]  # an ImportError, which jsonschema skips
    try:
        import jsonschema as module
    finally:
        if hide:
            del sys.modules["rfc3987_syntax"]
    return module


def precompile() -> None:
    """Import RUN_MODULES, so that Python writes their bytecode now rather than in a run's first process.

    pip compiles every module it installs (~19,700 here, 33 s on 2 cores with compileall); a run imports ~3,900 of
    them (18 s in one process, 6.5 s of it the imports themselves: bench/install.py). `make install` calls this
    instead, and the rest is compiled the first time something imports it.
    """
    jsonschema()  # as a run imports it (papermill's nbformat would otherwise build the IRI grammar)
    for name in RUN_MODULES:
        importlib.import_module(name)
