"""What a person sees while papermill runs the notebooks: one line per notebook on the terminal; the rest in a log.

    with papermill_log(log):
        with notebook_line(2, 3, "02_baseline", dst, sys.stderr, log):
            papermill.execute_notebook(..., **kernel_options(log))  # "[2/3] 02_baseline ... 41 s -> results/..."

Two sources write to the terminal unless told otherwise. papermill logs through its logger: its cell banners
("Executing Cell 3---"), and with log_output every output of every cell as it streams (a cell's CREATE TABLE texts,
the RunConfig a cell shows, its frames, its progress bar). The kernel process writes its own log to the stderr it
inherits: a warning that it talks over TCP in plain text, and, when the kernel manager interrupts it on shutdown
while it answers a last message, "KeyboardInterrupt caught in kernel". Here papermill's logger and the kernel's
stderr both go to the session's papermill.log (`tail -f` it to watch a long run), papermill's to the terminal too
when asked (echo), and the kernel gets CurveZMQ keys, so it has nothing to warn about; each executed notebook keeps
every output of its own cells either way.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TextIO

from jupyter_client import AsyncKernelManager
from traitlets import Unicode

from nl2sql.paths import shown

LOG_NAME = "papermill.log"  # beside the executed notebooks, in results/<run_id>/notebooks/
PAPERMILL_LOGGER = "papermill"


@contextmanager
def papermill_log(path: Path, echo: bool | TextIO = False) -> Iterator[Path]:
    """papermill's logger writes to `path` (appended: a rerun of the session adds to it) while inside, and to the
    stream `echo` as well when one is given; as it was after."""
    logger = logging.getLogger(PAPERMILL_LOGGER)
    handlers: list[logging.Handler] = [logging.FileHandler(path, encoding="utf-8")]
    if echo:
        handlers.append(logging.StreamHandler(None if echo is True else echo))
    for h in handlers:
        h.setFormatter(logging.Formatter("%(message)s"))
        logger.addHandler(h)
    before = logger.level, logger.propagate
    # INFO: the banners and a cell's stdout; not propagated, so a root handler (logging.basicConfig) prints nothing.
    logger.setLevel(logging.INFO)
    logger.propagate = False
    try:
        yield path
    finally:
        logger.setLevel(before[0])
        logger.propagate = before[1]
        for h in handlers:
            logger.removeHandler(h)
            h.close()


class LoggedKernelManager(AsyncKernelManager):
    """nbclient's kernel manager, starting the kernel with its stderr appended to stderr_path ("": inherited)."""

    stderr_path = Unicode("", help="file the kernel process's stderr is appended to").tag(config=True)

    async def start_kernel(self, **kw: Any) -> None:  # type: ignore[override]
        if not self.stderr_path or "stderr" in kw:
            return await super().start_kernel(**kw)
        # The started kernel holds its own descriptor of the file: ours closes once it runs.
        with open(self.stderr_path, "ab") as err:
            return await super().start_kernel(**kw, stderr=err)


def kernel_options(log: Path) -> dict[str, Any]:
    """papermill's keywords for the kernel it starts: its stderr into `log`, and CurveZMQ keys from the kernel
    manager where pyzmq has Curve and the kernel declares it (ipykernel 7 does), so it does not talk in plain text."""
    import zmq
    from traitlets.config import Config

    config = Config({"LoggedKernelManager": {"stderr_path": str(log)}})
    if zmq.has("curve"):  # else "auto" would be refused; the kernel starts unencrypted and says so in the log
        config.KernelManager.transport_encryption = "auto"
    return {"kernel_manager_class": LoggedKernelManager, "config": config}


@contextmanager
def notebook_line(index: int, total: int, name: str, dst: Path, out: TextIO | None,
                  log: Path | None = None) -> Iterator[None]:
    """One line for one notebook: its name as it starts, then on the same line its time and where it was saved (or
    that it failed, and where its saved outputs and the log show why). out None: nothing is written."""
    if out is not None:
        out.write(f"[{index}/{total}] {name} ... ")
        out.flush()  # the name shows while the notebook runs, which can be minutes
    t0 = time.monotonic()
    try:
        yield
    except BaseException:
        if out is not None:
            also = f"; the log: {shown(log)}" if log is not None else ""
            out.write(f"failed after {time.monotonic() - t0:.0f} s (its outputs: {shown(dst)}{also})\n")
            out.flush()
        raise
    if out is not None:
        out.write(f"{time.monotonic() - t0:.0f} s -> {shown(dst)}\n")
        out.flush()
