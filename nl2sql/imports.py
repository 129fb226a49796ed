"""Third-party modules imported where they are used, at less cost than a plain import.

    jsonschema()   # the jsonschema module, without the IRI grammar its import would build
"""

from __future__ import annotations

import sys
from types import ModuleType


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
