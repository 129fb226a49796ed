"""The numbered notebooks run through papermill: their kernel, their parameters, a batch run into results/."""

from __future__ import annotations

import difflib
import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

from nl2sql.imports import jsonschema
from nl2sql.paths import REPO_ROOT, RESULTS_DIR, shown
from nl2sql.runs.notebook_checks import check_notebooks, takes
from nl2sql.runs.notebook_log import LOG_NAME, kernel_options, notebook_line, papermill_log
from nl2sql.runs.parameters import renamed
from nl2sql.runs.progress import batch_environment
from nl2sql.store.runstore import run_dir

NOTEBOOKS = ("01_schema_prep", "02_baseline", "03_agentic_eval", "04_ablations")  # one session's, in order
EXTRA_NOTEBOOKS = ("05_robustness",)  # over sets of finished runs (--only 05)
NOTEBOOK_DIR = REPO_ROOT / "notebooks"
KERNEL_NAME = "nl2sql"


def notebook_kernel(preferred: str = KERNEL_NAME) -> str:
    """The kernel papermill uses: `nl2sql` where registered (make kernel), else this Python's `python3`."""
    from jupyter_client.kernelspec import KernelSpecManager, NoSuchKernel

    try:
        spec = KernelSpecManager().get_kernel_spec(preferred)
    except NoSuchKernel:
        return "python3"
    exe = Path(spec.argv[0]) if spec.argv else None
    # A kernel registered from another checkout or a deleted venv would run the wrong (or no) interpreter.
    if exe is not None and exe.is_absolute() and not exe.exists():
        return "python3"
    return preferred


@contextmanager
def kernel_environment(env: Mapping[str, str]) -> Iterator[None]:
    """os.environ with env added while inside (the kernels papermill starts inherit it), as it was after."""
    before = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        yield
    finally:
        for k, v in before.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def _papermill() -> ModuleType:
    """papermill, imported here rather than at the top (the command line does not need it), jsonschema first."""
    jsonschema()  # before papermill's nbformat imports it the slow way (nl2sql/imports.py)
    import papermill

    return papermill


def notebook_parameters(path: str | Path) -> dict[str, Any]:
    """The names (and defaults) of a notebook's papermill `parameters` cell."""
    return {k: v.get("default") for k, v in _papermill().inspect_notebook(str(path)).items()}


def execute_notebooks(
    run_id: str,
    parameters: Mapping[str, Any] | None = None,
    names: Sequence[str] = NOTEBOOKS[:3],
    *,
    out_root: str | Path = RESULTS_DIR,
    kernel_name: str | None = None,
    log_output: bool = False,
    notebook_dir: str | Path = NOTEBOOK_DIR,
    progress: bool = True,
) -> list[Path]:
    """Run numbered notebooks through papermill into results/<run_id>/notebooks/, in order.

    Each notebook receives the parameters its `parameters` cell declares and the knobs its method reads (others are
    skipped, so one dict can drive all of them), plus run_id and results_dir; an old upper-case twin (REACT_MAX_STEPS) is renamed
    to its knob with a warning. stderr gets one line per notebook (progress=False: none); papermill's cell banners
    and every output as it streams go to results/<run_id>/notebooks/papermill.log, and to stderr too with log_output.
    """
    papermill = _papermill()
    out_dir = run_dir(run_id, out_root) / "notebooks"
    kernel = kernel_name or notebook_kernel()
    known = NOTEBOOKS + EXTRA_NOTEBOOKS
    if not names:
        raise ValueError(f"no notebook chosen: name one or more, e.g. --only 01,02 (of {', '.join(known)})")
    sources = []
    for name in names:
        stem = next((n for n in known if n == name or n.startswith(f"{name}_")), name)
        src = Path(notebook_dir) / f"{stem}.ipynb"
        if not src.is_file():
            raise FileNotFoundError(f"notebook {src} not found: choose from {', '.join(known)}")
        sources.append((src, notebook_parameters(src)))
    given = {**renamed(parameters or {}), "run_id": run_id, "results_dir": str(Path(out_root).resolve())}
    names = {k for src, declared in sources for k in takes(src.stem, declared, given)}
    unknown = sorted(set(given) - names)
    if unknown:  # a typo would otherwise be ignored silently and the run would use the default
        raise ValueError(f"{', '.join(unknown)}: not a parameter of {', '.join(s.stem for s, _ in sources)}"
                         f"{_closest(unknown, names)}; see the first code cell of each notebook for the names")
    # What each notebook builds first (its configs, its questions, 04's grid, 05's sets), built here: a mistake is one
    # line now, not a traceback from a kernel after a half-written notebook.
    check_notebooks([(src.stem, declared) for src, declared in sources], given)
    out_dir.mkdir(parents=True, exist_ok=True)
    log = out_dir / LOG_NAME
    out = sys.stderr if progress else None
    if out is not None:
        print(f"notebooks {', '.join(s.stem for s, _ in sources)} (every cell's output as it runs: {shown(log)})",
              file=out)
    done = []
    with papermill_log(log, echo=sys.stderr if log_output else False):
        for i, (src, declared) in enumerate(sources, 1):
            params = {k: v for k, v in given.items() if k in takes(src.stem, declared, given)}
            dst = out_dir / src.name
            if log_output:  # the streamed output follows: the notebook's line is a heading of its own
                print(f"notebook {src.name} -> {shown(dst)}", file=sys.stderr)
            # The saved notebook keeps all a cell writes: a run's bar writes its start and end lines, not every redraw.
            line = notebook_line(i, len(sources), src.stem, dst, None if log_output else out, log)
            with line, kernel_environment(batch_environment()):
                papermill.execute_notebook(str(src), str(dst), parameters=params, kernel_name=kernel,
                                           cwd=str(REPO_ROOT), progress_bar=False, log_output=True,
                                           **kernel_options(log))
            done.append(dst)
    return done


def _closest(unknown: Sequence[str], names: set[str]) -> str:
    """The parameters the unknown names are closest to, as " (did you mean max_steps?)"; "" when none is close."""
    close = [c[0] for u in unknown if (c := difflib.get_close_matches(u.lower(), sorted(names), n=1))]
    return f" (did you mean {', '.join(dict.fromkeys(close))}?)" if close else ""


def session_tables(session: Path) -> tuple[list[Path], str]:
    """A notebook session's table files (its own last: the line to copy) and its closing table: each method's EX on
    the session's questions with its interval, beside the committed full-dev reference runs (nl2sql.report.glance)."""
    from nl2sql.report.glance import glance_markdown  # pandas and the report only where a session is summed up

    tables = [*sorted(session.glob("*/tables.md")), *sorted(session.glob("*/ablation.md")),
              *sorted(session.glob("*/robustness.md")), *sorted(session.glob("*.md"))]
    glance = glance_markdown(session)
    if glance:
        return tables, glance
    text = (session / "tables.md").read_text(encoding="utf-8") if (session / "tables.md").is_file() else ""
    part = text[text.find("### Session"):] if "### Session" in text else ""
    return tables, part.split("\n\nReference:")[0].strip()
