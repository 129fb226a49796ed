"""What a saved notebook holds: its outputs, the tqdm bar lines among them, its widget outputs."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat

# One drawn tqdm bar: "desc:  40%|████      | 2/5 [00:01<00:02, ...]" (any bar_format that keeps n/total [ ... ]).
TQDM_LINE = re.compile(r"\|\s*[\d.]+[kMGT]?/[\d.?]+[kMGT]?\s*\[")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def outputs(path: Path) -> list[dict]:
    """Every output of every code cell."""
    nb = nbformat.read(path, as_version=4)
    return [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]


def output_texts(path: Path) -> list[str]:
    """The text of each output: a stream's text, a display's or result's text/plain."""
    texts = []
    for o in outputs(path):
        text = o.get("text") if o.get("output_type") == "stream" else o.get("data", {}).get("text/plain", "")
        texts.append("".join(text) if isinstance(text, list) else text or "")
    return texts


def tqdm_lines(path: Path) -> list[str]:
    """Every tqdm bar the saved notebook shows, one per line: each redraw of a text bar (after \\r or \\n) counts."""
    return [line for text in output_texts(path) for line in re.split(r"[\r\n]+", text) if TQDM_LINE.search(line)]


def widget_outputs(path: Path) -> list[dict]:
    """The outputs that display a Jupyter widget (a tqdm.notebook bar, say)."""
    return [o for o in outputs(path) if WIDGET_VIEW in o.get("data", {})]
