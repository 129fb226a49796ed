"""Figures without pyplot, and their titles kept inside the picture: a long run name in a title wraps, never cut.

    fig, ax = figure(6.0, 3.6)
    ax.set_title("Session mini: loop, candidates vs baseline: EX against cost per question")
    save_png(fig, "plot.png")     # every title wrapped to fit the figure's width, then written

matplotlib centres a title over its axes (a figure's title over the figure) and lets it run past the edges; the
constrained layout makes room for a taller title, not for a wider one. So the titles are measured after a layout and
wrapped onto more lines until they fit.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

MARGIN_PX = 4  # what a title keeps clear of the figure's edges
ROUNDS = 6  # wrap, lay out and measure again at most this often (one round is the rule; the layout may move axes)


def figure(width: float = 6.0, height: float = 3.6, panels: int = 1) -> tuple[Any, Any]:
    """A Figure (no pyplot: no global backend switch, nothing kept alive, PNG through Agg) and its axes."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=120, layout="constrained")
    FigureCanvasAgg(fig)  # a canvas that can measure text
    axes = fig.subplots(1, panels, squeeze=False)[0] if panels > 1 else fig.subplots()
    return fig, axes


def _titles(fig: Any) -> list[Any]:
    """The figure's own texts (its suptitle) and every axes' title, where they say something."""
    texts = [*fig.texts, *(ax.title for ax in fig.axes)]
    return [t for t in texts if t.get_text().strip()]


def _room(fig: Any, text: Any, renderer: Any) -> float:
    """The width in pixels a centred title may take: twice the distance from its centre to the nearer edge."""
    box = text.get_window_extent(renderer)
    centre = (box.x0 + box.x1) / 2
    return 2 * max(0.0, min(centre, fig.bbox.width - centre)) - 2 * MARGIN_PX


def inside(fig: Any, text: Any, renderer: Any) -> bool:
    """Whether a text lies within the figure (MARGIN_PX clear of the left and right edges)."""
    box = text.get_window_extent(renderer)
    return box.x0 >= MARGIN_PX - 0.5 and box.x1 <= fig.bbox.width - MARGIN_PX + 0.5


def wrap_wide_titles(fig: Any, renderer: Any) -> bool:
    """Wrap each title lying past the figure's edges (as laid out for renderer) onto as few lines as fit; whether any
    did lie past them."""
    wide = [t for t in _titles(fig) if not inside(fig, t, renderer)]
    for t in wide:
        words = " ".join(t.get_text().split())
        width = t.get_window_extent(renderer).width
        longest = max(len(line) for line in t.get_text().splitlines())
        chars = max(8, int(longest * _room(fig, t, renderer) / width) - 1)  # what fits, one char to spare
        lines = -(-len(words) // chars)
        even = -(-len(words) // lines) + 3  # lines of about equal length read better than one long, one short
        t.set_text(textwrap.fill(words, min(chars, even), break_long_words=True, break_on_hyphens=False))
    return bool(wide)


def save_png(fig: Any, path: str | Path) -> Path:
    """Wrap every title onto as few lines as keep it inside the figure, then write fig as a PNG (no software tag, so
    the same figure gives the same bytes).

    Each round lays the figure out and paints it in one drawing; once every title lies inside (mostly the first
    round), those pixels are written, so what was measured is what is shown. (savefig would lay it out again.)
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.image import imsave

    agg = all(hasattr(fig.canvas, a) for a in ("get_renderer", "buffer_rgba"))
    canvas = fig.canvas if agg else FigureCanvasAgg(fig)  # one that measures text and paints pixels
    for _ in range(ROUNDS):
        canvas.draw()
        if not wrap_wide_titles(fig, canvas.get_renderer()):
            break
    else:
        canvas.draw()  # the last round's wrapping, painted
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # What savefig's Agg PNG writer does with the painted buffer.
    imsave(path, canvas.buffer_rgba(), format="png", origin="upper", dpi=fig.dpi, metadata={"Software": None})
    return path
