"""A run's progress bar: tqdm's widget bar in a notebook that has ipywidgets, its plain text bar on the command line,
and two lines (the start and the end) in a notebook that papermill runs (NL2SQL_PROGRESS=lines).

papermill saves every byte a cell writes to stderr, so the text bar's redraws, one per finished question, all end
up in the saved notebook; `nl2sql.runs.notebooks` starts its kernels with `batch_environment()`, which asks for
the two-line bar and turns off the Hugging Face libraries' bars (loading weights), which would be saved too.
papermill run by hand gets the same with `NL2SQL_PROGRESS=lines HF_HUB_DISABLE_PROGRESS_BARS=1 papermill ...`.

The bar counts finished questions; its postfix shows the loop steps taken, the LLM calls made and the
questions per second since generation started, refreshed as steps happen, so a batched loop run whose
questions all end in the last rounds still shows it is moving. The ETA is the questions left at the
average rate so far (smoothing 0): finishes come in waves, and a moving average of waves swings.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import time
import warnings
from typing import Any

from tqdm.std import tqdm as _TextBar

# Without a rate field: the postfix carries questions/s (so the rate is not shown twice).
BAR_FORMAT = "{l_bar}{bar}| {n_fmt}/{total_fmt} [{elapsed}<{remaining}{postfix}]"
# "lines": a line when a run starts and one when it ends, nothing between (what papermill's kernels get).
PROGRESS_ENV = "NL2SQL_PROGRESS"


def batch_environment() -> dict[str, str]:
    """The variables a kernel that papermill runs gets: the two-line bar, and no bars from the HF libraries."""
    return {PROGRESS_ENV: "lines", "HF_HUB_DISABLE_PROGRESS_BARS": "1"}


def in_notebook() -> bool:
    """True inside a Jupyter kernel, by the test tqdm.autonotebook makes (so our bar and libraries' bars agree)."""
    return "ipykernel.zmqshell" in sys.modules


def widgets_available() -> bool:
    """True when ipywidgets can be imported (tqdm's notebook bar needs it)."""
    return importlib.util.find_spec("ipywidgets") is not None


def quiet_library_bars() -> None:
    """In a notebook without ipywidgets, load tqdm.auto once with its "IProgress not found" warning silenced.

    transformers, huggingface_hub and sentence-transformers draw their bars with tqdm.auto, which warns on
    its first import in such a kernel and then uses the plain bar anyway; imported here first, it is cached
    and they get the plain bar without the warning.
    """
    if "tqdm.autonotebook" in sys.modules or not in_notebook() or widgets_available():
        return
    from tqdm.std import TqdmWarning

    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*IProgress not found", category=TqdmWarning)
        import tqdm.autonotebook  # noqa: F401  (cached for every later `import tqdm.auto`)


def progress_style() -> str:
    """"lines" where NL2SQL_PROGRESS says so, "widget" in a notebook with ipywidgets, else "text"."""
    if os.environ.get(PROGRESS_ENV, "").strip().lower() == "lines":
        return "lines"
    return "widget" if in_notebook() and widgets_available() else "text"


class LineBar(_TextBar):
    """tqdm's text bar written as whole lines: one when it starts, one when it closes, none between."""

    monitor_interval = 0  # no monitor thread: nothing is drawn between the two lines anyway

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._written = 0
        self._closing = False
        super().__init__(*args, **kwargs)

    def refresh(self, nolock: bool = False, lock_args: Any = None) -> bool | None:
        # The first refresh is the one tqdm makes as the bar starts; the later ones (updates, postfix) draw nothing.
        return super().refresh(nolock, lock_args) if not self._written else False

    def display(self, msg: str | None = None, pos: int | None = None) -> bool:
        if msg == "":  # a request to clear the bar (leave=False): a written line stays
            return True
        # close() ends its line with "\n" itself; the start line gets its own.
        self.fp.write(str(self) + ("" if self._closing else "\n"))
        self.fp.flush()
        self._written += 1
        return True

    def close(self) -> None:
        self._closing = True
        super().close()


def tqdm_class() -> type:
    """tqdm.notebook's widget bar, LineBar or tqdm's plain text bar, as progress_style() says."""
    style = progress_style()
    if style == "widget":
        from tqdm.notebook import tqdm  # imports ipywidgets: only where it is drawn

        return tqdm
    return LineBar if style == "lines" else _TextBar


def progress_bar(total: int, initial: int, desc: str, enabled: bool = True) -> Any:
    """A bar of `total` questions, `initial` of them already done (a resumed run)."""
    quiet_library_bars()
    bar = tqdm_class()
    # unit "q": questions; stderr so a piped stdout keeps only results.
    return bar(total=total, initial=initial, unit="q", desc=desc, disable=not enabled, file=sys.stderr,
               dynamic_ncols=True, smoothing=0, bar_format=BAR_FORMAT)


class RunProgress:
    """Moves a run's bar: finished questions advance it; steps, LLM calls and questions/s go in its postfix."""

    def __init__(self, bar: Any, llm: Any = None, every_s: float = 1.0) -> None:
        self.bar = bar
        self.llm = llm
        self.every_s = every_s  # at most one postfix refresh per this many seconds between finishes
        self.steps = 0
        self.calls_before = self._calls()
        self.started = time.monotonic()
        self.shown = float("-inf")

    def _calls(self) -> int:
        usage = getattr(self.llm, "usage", None)
        return int(getattr(usage, "calls", 0) or 0)

    def step(self, _event: Any = None) -> None:
        """One loop step was taken (nl2sql.methods.agent's on_step)."""
        self.steps += 1
        self.show()

    def finished(self, n: int) -> None:
        """n more questions are done and stored."""
        self.bar.update(n)
        self.show(force=True)

    def postfix(self) -> str:
        """'12 steps, 14 LLM calls, 0.35 q/s' (steps only for the loop)."""
        done = self.bar.n - self.bar.initial
        elapsed = time.monotonic() - self.started
        parts = [f"{self.steps} steps"] if self.steps else []
        if self.llm is not None:
            parts.append(f"{self._calls() - self.calls_before} LLM calls")
        parts.append(f"{done / elapsed if elapsed > 0 else 0.0:.2f} q/s")
        return ", ".join(parts)

    def show(self, force: bool = False) -> None:
        """Refresh the postfix (and with it the elapsed time and ETA), at most every every_s unless forced."""
        now = time.monotonic()
        if self.bar.disable or (not force and now - self.shown < self.every_s):
            return
        self.shown = now
        self.bar.set_postfix_str(self.postfix(), refresh=True)
