"""Third-party modules imported where they are used, at less cost than a plain import.

    jsonschema()   # the jsonschema module, without the IRI grammar its import would build
    precompile()   # import what a run imports once, so Python writes its bytecode (`make install`)
"""

from __future__ import annotations

import os
import subprocess
import sys
from types import ModuleType

# What a run's processes import, in two groups that precompile() imports side by side: the model side (torch,
# transformers, MiniLM) and the rest (the command line, the runner, tables, plots, notebooks).
RUN_MODULES = (("nl2sql.llm.transformers.backend", "sentence_transformers"),
               ("nl2sql.cli", "nl2sql.runs.runner", "nl2sql.report.tables", "pandas", "matplotlib.pyplot", "papermill"))
# jsonschema as a run imports it first (papermill's nbformat would otherwise build the IRI grammar)
_IMPORT = ("import importlib, sys; from nl2sql.imports import jsonschema; jsonschema(); "
           "[importlib.import_module(name) for name in sys.argv[1:]]")


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
    """Import RUN_MODULES, a process a group, side by side, so that Python writes their bytecode now rather than in a
    run's first process.

    pip compiles every module it installs (~19,700 here, 32 s on 2 cores with compileall); a run imports ~3,900 of
    them. `make install` calls this instead (bench/install.py), and the rest is compiled the first time something
    imports it.
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # writing bytecode is the point
    procs = [subprocess.Popen([sys.executable, "-c", _IMPORT, *group], env=env) for group in RUN_MODULES]
    failed = [group for group, proc in zip(RUN_MODULES, procs) if proc.wait() != 0]
    if failed:
        raise SystemExit(f"precompile: importing {', '.join(m for g in failed for m in g)} failed (above); "
                         "reinstall with `make clean-all install`")
