"""Time a run's report (tables.md, tables.tex, summary.csv and its four plots) with the figures written two ways.

    python bench/report_figures.py [--repeat 3] [--out FILE.json]

Side by side in one run, on run folders it makes first (the scripted model over the bundled questions: the baseline
and the loop, samples of 4 to 20 questions and all of them, six seeds):
1. "measured, then savefig": a layout without painting to measure the titles (wrapping any that run past the edges,
   and measuring again), then matplotlib's savefig, which lays the figure out once more before it paints;
2. "save_png" (nl2sql.report.figures, what every report uses): each round lays out and paints in one drawing, and the
   pixels of the round whose titles all fit are written.
Each way writes every run's report --repeat times, alternating; printed: CPU seconds a report (median), the ratio, and
how many of the PNG files are byte for byte the same both ways (a figure whose layout moves on a second pass differs
by a fraction of a pixel).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from nl2sql.cli import main as cli
from nl2sql.data.dataset import ensure_bundled
from nl2sql.llm.transformers.device import cpu_features
from nl2sql.paths import BUNDLED_DIR
from nl2sql.report import figures, plots
from nl2sql.report.writer import write_report

SCRIPTED = ["--backend", "function", "--model", "nl2sql.testing.scripted:answer", "--no-progress"]


def measured_then_savefig(fig: Any, path: str | Path) -> Path:
    """The figures as written before save_png painted once: measured on layouts of their own, then savefig."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    if not hasattr(fig.canvas, "get_renderer"):
        FigureCanvasAgg(fig)
    for _ in range(figures.ROUNDS):
        fig.draw_without_rendering()
        if not figures.wrap_wide_titles(fig, fig.canvas.get_renderer()):
            break
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, format="png", metadata={"Software": None})
    return path


WAYS = {"measured, then savefig": measured_then_savefig, "save_png": figures.save_png}


def make_runs(root: Path, data: Path) -> list[Path]:
    """Twelve run folders: the baseline and the loop, on samples of 4, 8, 12, 16 and 20 questions and all of them."""
    runs = []
    for method in ("baseline", "loop"):
        for seed, sample in enumerate((4, 8, 12, 16, 20, None)):
            run_id = f"{method}-{seed}"
            argv = ["run", "--data", str(data), "--method", method, "--set", f"seed={seed}", "--run-id", run_id,
                    "--results", str(root), *SCRIPTED, *(["--sample", str(sample)] if sample else [])]
            with contextlib.redirect_stdout(io.StringIO()):  # each run's own two lines
                failed = cli(argv) != 0
            if failed:
                raise SystemExit(f"the run {run_id} failed: python -m nl2sql {' '.join(argv)}")
            runs.append(root / run_id)
    return runs


def write_all(runs: list[Path], way: str) -> tuple[float, dict[str, str]]:
    """Each run's report written `way`: the CPU seconds of all of them, and each PNG's sha256."""
    plots.save_png = WAYS[way]
    start = time.process_time()
    written = {}
    for run in runs:
        for name, path in write_report(run).items():
            if name.endswith(".png"):
                written[f"{run.name}/{name}"] = hashlib.sha256(Path(path).read_bytes()).hexdigest()
    return time.process_time() - start, written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--out", help="write the figures here as JSON")
    args = ap.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="bench-report-") as tmp:
        runs = make_runs(Path(tmp), ensure_bundled(BUNDLED_DIR))
        for way in WAYS:  # a first pass each, so that neither pays for matplotlib's font cache and imports
            write_all(runs[:1], way)
        cpu: dict[str, list[float]] = {way: [] for way in WAYS}
        files: dict[str, dict[str, str]] = {}
        for _ in range(args.repeat):
            for way in WAYS:
                took, files[way] = write_all(runs, way)
                cpu[way].append(took / len(runs))
    old, new = (statistics.median(cpu[way]) for way in WAYS)
    same = sum(files["save_png"][f] == digest for f, digest in files["measured, then savefig"].items())
    report = {"cpu": cpu_features(), "python": platform.python_version(), "runs": len(runs),
              "cpu_s_a_report": {way: round(statistics.median(t), 3) for way, t in cpu.items()},
              "ratio": round(old / new, 2), "png_files": len(files["save_png"]), "png_same_bytes": same}
    print(f"a run's report, {len(runs)} runs x {args.repeat}: measured, then savefig {old:.3f} CPU s; save_png "
          f"{new:.3f} CPU s ({report['ratio']}x); PNG files the same byte for byte: {same} of {report['png_files']}")
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
