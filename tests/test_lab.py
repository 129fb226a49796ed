"""`make lab`'s JupyterLab in headless Chromium: 02_baseline runs there with the real model, tqdm's widget bar and
the accuracy table on the page; papermill's saved 02 keeps the run's bar as two lines.

The server (tests/lab_server.py) listens on a free port of 127.0.0.1, keeps its settings, runtime files and
kernels' folders in the test's temporary folder and is stopped at the end, the test failing or not. It serves a
copy of notebooks/02_baseline.ipynb whose injected parameters (as papermill injects them) pick the first LIMIT
bundled questions and a temporary results folder.
"""

from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path

import nbformat
import pandas as pd
import pytest
from lab_server import child_processes, port_open, running_lab, still_running
from notebook_outputs import outputs, tqdm_lines, widget_outputs

from nl2sql.paths import REPO_ROOT
from nl2sql.runs.notebooks import KERNEL_NAME, execute_notebooks
from nl2sql.testing.browser import BrowserMissing, headless_chromium

NOTEBOOK = "02_baseline.ipynb"
LIMIT = 3  # bundled questions: about 10 s each for the real 0.5B model on a 2-core CPU
RUN_ID = "lab"
PAGE_TIMEOUT_S = 300  # JupyterLab's page loaded and the nl2sql kernel idle, on a slow CPU
RUN_TIMEOUT_S = 1200  # every cell: loading the model, LIMIT questions, scoring, plots
# Every cell in the page's DOM (the default skips drawing cells outside the view), so the whole output is read.
SETTINGS = {"@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"}}
ANSI = re.compile(r"\x1b\[[0-9;]*m")

# The open notebook as the page's application sees it (window.jupyterapp: --LabApp.expose_app_in_browser).
STATE_JS = """
const app = window.jupyterapp;
const panel = app && app.shell.currentWidget;
if (!panel || !panel.sessionContext || !panel.content || !panel.content.widgets) return null;
const kernel = panel.sessionContext.session ? panel.sessionContext.session.kernel : null;
const cells = panel.content.widgets.filter(c => c.model.type === 'code');
const errors = [];
for (const c of cells) {
  const outs = c.model.outputs;
  for (let i = 0; i < outs.length; i++) {
    const o = outs.get(i).toJSON();
    if (o.output_type === 'error') errors.push(o.ename + ': ' + o.evalue + '\\n' + (o.traceback || []).join('\\n'));
  }
}
return {path: panel.context.path, kernel: kernel ? kernel.name : null, status: kernel ? kernel.status : null,
        counts: cells.map(c => c.model.executionCount),
        running: cells.filter(c => c.promptNode && c.promptNode.textContent.includes('*')).length,
        errors: errors};
"""
# The rows of every table the outputs show, and the text of every widget progress bar's row.
TABLES_JS = """
return Array.from(document.querySelectorAll('.jp-OutputArea-output table')).map(
  t => Array.from(t.rows).map(r => Array.from(r.cells).map(c => c.textContent.trim())));
"""
BARS_JS = """
return Array.from(document.querySelectorAll('.jp-OutputArea-output .widget-hprogress')).map(
  p => (p.closest('.widget-hbox') || p.parentElement).textContent.trim());
"""
OUTPUT_TEXT_JS = """
return Array.from(document.querySelectorAll('.jp-OutputArea-output')).map(o => o.textContent.trim()).slice(-6);
"""


def _register_kernel(data_dir: Path) -> None:
    """The nl2sql kernel `make kernel` registers in this venv, or the same one in data_dir where it has not run."""
    spec = Path(sys.prefix, "share", "jupyter", "kernels", KERNEL_NAME, "kernel.json")
    if spec.is_file() and Path(json.loads(spec.read_text())["argv"][0]).is_relative_to(sys.prefix):
        return
    own = data_dir / "kernels" / KERNEL_NAME / "kernel.json"
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_text(json.dumps({"argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
                               "display_name": "Python (nl2sql)", "language": "python"}), encoding="utf-8")


def _parameterized_copy(root: Path, results: Path) -> Path:
    """notebooks/02_baseline.ipynb with papermill's injected parameters: LIMIT questions into results/RUN_ID."""
    from papermill.iorw import load_notebook_node
    from papermill.parameterize import parameterize_notebook

    nb = load_notebook_node(str(REPO_ROOT / "notebooks" / NOTEBOOK))
    nb = parameterize_notebook(nb, {"limit": LIMIT, "run_id": RUN_ID, "results_dir": str(results)})
    nbformat.write(nb, root / NOTEBOOK)
    return root / NOTEBOOK


def _wait(what: str, timeout_s: float, probe, explain) -> object:
    """probe() until it returns something true; after timeout_s, fail saying what was awaited and explain()."""
    deadline = time.monotonic() + timeout_s
    while True:
        got = probe()
        if got:
            return got
        if time.monotonic() > deadline:
            pytest.fail(f"{what}: not after {timeout_s:.0f} s\n{explain()}", pytrace=False)
        time.sleep(1.0)


@pytest.fixture
def browser(tmp_path):
    """Headless Chromium on a fresh profile; skipped, saying what to install, where Chromium or its driver is absent."""
    try:
        driver = headless_chromium(tmp_path / "chromium-profile")
    except BrowserMissing as exc:
        pytest.skip(f"no headless browser: {exc}")
    try:
        yield driver
    finally:
        driver.quit()


@pytest.mark.server
def test_the_server_stops_with_its_kernels_when_the_code_inside_fails(tmp_path):
    (tmp_path / "root").mkdir()
    with pytest.raises(RuntimeError, match="failed inside"):
        with running_lab(tmp_path / "root", tmp_path / "home") as lab:
            assert port_open(lab.port) and lab.api("status")["started"]
            lab.api("kernels", method="POST")  # a kernel of its own, which stopping must end too
            kernels = _wait("its kernel's process", 60, lambda: {pid: cmd for pid, cmd in child_processes(
                lab.proc.pid).items() if b"ipykernel" in cmd}, lab.log_tail)
            raise RuntimeError("the test failed inside")
    assert lab.proc.poll() is not None and not port_open(lab.port)
    assert not [pid for pid, cmd in kernels.items() if still_running(pid, cmd)]
    assert (tmp_path / "home" / "runtime" / "jupyter_cookie_secret").is_file()  # its files went to the test's folder


@pytest.mark.server
@pytest.mark.notebook
@pytest.mark.model
def test_lab_runs_the_baseline_notebook_and_shows_the_bar_and_the_accuracy_table(tmp_path, browser, mini_dir):
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC
    from selenium.webdriver.support.ui import WebDriverWait

    root, home, results = tmp_path / "root", tmp_path / "home", tmp_path / "results"
    root.mkdir()
    _register_kernel(home / "data")
    _parameterized_copy(root, results)
    with running_lab(root, home, SETTINGS) as lab:
        spec = lab.api("kernelspecs")["kernelspecs"].get(KERNEL_NAME)
        assert spec, f"JupyterLab has no {KERNEL_NAME} kernel: {lab.api('kernelspecs')}"
        assert Path(spec["spec"]["argv"][0]).is_relative_to(sys.prefix), spec  # this venv's Python

        def explain() -> str:
            shot = tmp_path / "page.png"
            try:
                browser.save_screenshot(str(shot))
                state, texts = browser.execute_script(STATE_JS), browser.execute_script(OUTPUT_TEXT_JS)
            except Exception as exc:  # noqa: BLE001  (the page itself may be what failed)
                state, texts = f"page unreadable: {exc}", []
            return (f"notebook state: {state}\nlast outputs: {texts}\nscreenshot: {shot}\n"
                    f"server log:\n{lab.log_tail()}")

        browser.get(lab.page(f"lab/tree/{NOTEBOOK}"))
        _wait(f"JupyterLab showing {NOTEBOOK} with an idle {KERNEL_NAME} kernel", PAGE_TIMEOUT_S,
              lambda: (s := browser.execute_script(STATE_JS)) and s["path"] == NOTEBOOK
              and s["kernel"] == KERNEL_NAME and s["status"] == "idle", explain)

        # Run > Run All Cells, as a person would.
        for kind, label in (("MenuBar", "Run"), ("Menu", "Run All Cells")):
            item = (By.XPATH, f"//li[contains(@class, 'lm-{kind}-item')]"
                              f"[div[contains(@class, 'lm-{kind}-itemLabel')][normalize-space()='{label}']]")
            try:
                WebDriverWait(browser, 60).until(EC.element_to_be_clickable(item)).click()
            except TimeoutException:
                pytest.fail(f"no menu item {label!r} to click\n{explain()}", pytrace=False)

        def finished() -> dict | None:
            s = browser.execute_script(STATE_JS)
            if s and s["errors"]:
                pytest.fail("a cell failed:\n" + ANSI.sub("", "\n".join(s["errors"]))[-4000:], pytrace=False)
            done = s and s["counts"] and all(c is not None for c in s["counts"])
            return s if done and not s["running"] and s["status"] == "idle" else None

        state = _wait(f"every cell of {NOTEBOOK} run", RUN_TIMEOUT_S, finished, explain)
        assert len(state["counts"]) == len(set(state["counts"])), state  # each cell ran once, in its own turn

        # The accuracy table: Level, n, VA, EX, EM, TS by hardness, then all LIMIT questions.
        tables = [t for t in browser.execute_script(TABLES_JS) if t and t[0][:2] == ["Level", "n"]]
        assert tables, f"no accuracy table on the page\n{explain()}"
        header, *rows = tables[0]
        assert header == ["Level", "n", "VA", "EX", "EM", "TS"], header
        [all_row] = [r for r in rows if r[0] == "all"]
        assert all_row[1] == str(LIMIT), all_row
        metrics = pd.read_csv(results / RUN_ID / "baseline" / "metrics.csv")
        assert len(metrics) == LIMIT  # the run went to the test's results folder
        assert all_row[3].startswith(f"{100 * metrics['EX'].mean():.1f}"), (all_row, metrics["EX"].tolist())

        # tqdm's widget bar, not the text bar: the run's own, at LIMIT of LIMIT.
        # tqdm.notebook writes its spaces as figure spaces (U+2007).
        bars = [b for b in (t.replace("\u2007", " ") for t in browser.execute_script(BARS_JS))
                if b.startswith(f"{RUN_ID}/baseline: ")]
        assert bars and f"{LIMIT}/{LIMIT} [" in bars[-1] and "LLM calls" in bars[-1], (bars, explain())
    assert lab.proc.poll() is not None and not port_open(lab.port)


@pytest.mark.notebook
@pytest.mark.model
def test_papermill_saves_the_runs_bar_as_two_lines(tmp_path, mini_dir):
    """As `make run` runs it (real model): the saved 02 keeps the bar's first and last line, no redraw, no widget."""
    [saved] = execute_notebooks("pm", {"limit": 2}, ["02"], out_root=tmp_path)
    assert not [o for o in outputs(saved) if o.get("output_type") == "error"]
    lines = tqdm_lines(saved)
    ours = [line for line in lines if line.startswith("pm/baseline:")]
    assert len(ours) == 2 and "| 0/2 [" in ours[0] and "| 2/2 [" in ours[1] and "LLM calls" in ours[1], lines
    assert len(lines) <= 6, lines  # loading the model draws no bar of its own there
    assert not widget_outputs(saved)
