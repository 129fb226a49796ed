"""Time the trace viewer on a Spider-dev-sized run: page build time, page size, load time in headless Chromium.

    python bench/viewer_speed.py [RUN_DIR [RUN_DIR2]] [--n 972] [--repeat 3] [--no-browser]

With run folders (e.g. results/spider-dev-loop results/spider-dev-baseline) it builds their page as
`python -m nl2sql view` does. Without, it makes a loop and a baseline run of the bundled mini set with the
scripted model (nl2sql.testing.scripted) and replicates their questions up to --n (972, the evaluable Spider
dev questions), each copy keeping its gold SQL, so every query still runs at build time. The load time is
the page's navigation loadEventEnd in headless Chromium (parse, JSON, drawing the table), median of
--repeat loads; the goal is under 2 s for 972 questions.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from nl2sql.report.viewer import RunData, gold_questions, load_run, page_data, render_page, write_page

LOAD_GOAL_S = 2.0
SPIDER_DEV_EVALUABLE = 972


def mini_runs(out: Path) -> list[Path]:
    """A loop run and a baseline run of every bundled mini question, answered by the scripted model."""
    from nl2sql.config import RunConfig
    from nl2sql.paths import BUNDLED_DIR
    from nl2sql.runs.runner import run

    dirs = []
    for method in ("loop", "baseline"):
        cfg = RunConfig.from_dict({"data_dir": str(BUNDLED_DIR), "backend": "function",
                                   "model": "nl2sql.testing.scripted:answer", "method": method, "run_id": method})
        dirs.append(run(cfg, out_root=out, progress=False, workers=1).path)
    return dirs


def copies(run: RunData, n: int) -> dict[str, str]:
    """n question ids made by repeating run's questions in order (suffixed -r0, -r1, ...), each to its source id."""
    ids = sorted(run.traces, key=lambda i: run.traces[i].get("index", 0))
    return {f"{ids[k % len(ids)]}-r{k // len(ids)}": ids[k % len(ids)] for k in range(n)}


def replicate(run: RunData, ids: dict[str, str]) -> RunData:
    """run with its questions copied under the new ids of copies()."""
    traces, preds, scores = {}, {}, {}
    for k, (new, src) in enumerate(ids.items()):
        traces[new] = {**run.traces[src], "id": new, "index": k}
        if src in run.preds:
            preds[new] = {**run.preds[src], "id": new, "index": k}
        if src in run.scores:
            scores[new] = run.scores[src]
    return replace(run, traces=traces, preds=preds, scores=scores)


def build(run_dirs: list[Path], n: int, out: Path) -> tuple[Path, int, float]:
    """The page of the given runs (or of the replicated mini runs): its path, question count and build seconds."""
    if run_dirs:
        start = time.perf_counter()
        page = write_page(run_dirs, out=out)
        return page, len(load_run(run_dirs[0]).traces), time.perf_counter() - start
    made = mini_runs(out.parent / "runs")
    start = time.perf_counter()
    runs = [load_run(d) for d in made]
    ids = copies(runs[0], n)
    gold = gold_questions(made[0])
    data = page_data([replicate(r, ids) for r in runs], {new: gold[src] for new, src in ids.items() if src in gold})
    out.write_text(render_page(data), encoding="utf-8")
    return out, n, time.perf_counter() - start


def load_times(page: Path, repeat: int) -> tuple[list[float], list[float]]:
    """Navigation loadEventEnd (s) and wall time of driver.get (s) of each load in headless Chromium."""
    from nl2sql.testing.browser import file_url, headless_chromium

    driver = headless_chromium()
    nav, wall = [], []
    try:
        for _ in range(repeat):
            start = time.perf_counter()
            driver.get(file_url(page))
            wall.append(time.perf_counter() - start)
            nav.append(driver.execute_script(
                "return performance.getEntriesByType('navigation')[0].loadEventEnd") / 1000)
            shown = driver.find_element("id", "count").text
            assert shown.startswith("("), f"the page did not draw its table: {shown!r}"
    finally:
        driver.quit()
    return nav, wall


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("run_dirs", nargs="*", type=Path, help="a run folder, then optionally one to compare with")
    ap.add_argument("--n", type=int, default=SPIDER_DEV_EVALUABLE, help="questions of the synthesized run")
    ap.add_argument("--repeat", type=int, default=3, help="page loads to time")
    ap.add_argument("--no-browser", action="store_true", help="build only")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="viewer_speed_") as tmp:
        page, n, build_s = build(args.run_dirs, args.n, Path(tmp) / "traces.html")
        size = page.stat().st_size
        what = " vs ".join(str(d) for d in args.run_dirs) or f"mini loop vs baseline replicated to {n}"
        print(f"runs: {what}")
        print(f"questions: {n}  build: {build_s:.2f} s  page: {size / 1e6:.2f} MB")
        if args.no_browser:
            return 0
        from nl2sql.testing.browser import BrowserMissing

        try:
            nav, wall = load_times(page, args.repeat)
        except BrowserMissing as exc:
            print(f"load: not measured ({exc})")
            return 1
        load = statistics.median(nav)
        print(f"load (loadEventEnd, median of {len(nav)}): {load:.2f} s  [{', '.join(f'{s:.2f}' for s in nav)}]"
              f"  driver.get wall: {statistics.median(wall):.2f} s")
        verdict = "met" if load < LOAD_GOAL_S else "MISSED"
        print(f"goal < {LOAD_GOAL_S:g} s for {SPIDER_DEV_EVALUABLE} questions: {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
