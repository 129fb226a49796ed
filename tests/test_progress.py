"""The run's progress bar: advances per finished question with steps, LLM calls and q/s; no TqdmWarning in notebooks."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from nl2sql.config import RunConfig
from nl2sql.runs.progress import widgets_available
from nl2sql.runs.runner import run
from nl2sql.store.runstore import read_jsonl

pytestmark = pytest.mark.slow

# A Jupyter kernel has ipykernel.zmqshell loaded: tqdm (and nl2sql.runs.progress) take that for a notebook.
NOTEBOOK_LIKE = "import ipykernel.zmqshell\nimport warnings\n"


def _in_notebook(code: str, tmp_path: Path) -> subprocess.CompletedProcess:
    """Run code in a fresh interpreter that looks like a Jupyter kernel (nothing of tqdm imported yet)."""
    return subprocess.run([sys.executable, "-c", NOTEBOOK_LIKE + textwrap.dedent(code)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)


def test_tqdm_auto_alone_warns_in_a_notebook_without_widgets(tmp_path):
    """The setting the next test guards against is real: without nl2sql, tqdm.auto warns there."""
    proc = _in_notebook("""
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            import tqdm.auto
        print([f"{w.category.__name__}: {w.message}" for w in seen])
    """, tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert ("TqdmWarning: IProgress not found" in proc.stdout) is not widgets_available()


def test_a_run_in_a_notebook_shows_its_bar_without_a_warning(tmp_path, mini_dir):
    proc = _in_notebook(f"""
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # any warning, TqdmWarning included, fails the run
            from nl2sql.config import RunConfig
            from nl2sql.runs.runner import run
            import tqdm.auto  # as transformers and sentence-transformers import it
            from nl2sql.runs.progress import tqdm_class
            cfg = RunConfig.from_dict(data_dir={str(mini_dir)!r}, limit=3, backend="function",
                                      model="nl2sql.testing.scripted:answer", run_id="nb")
            res = run(cfg, out_root="results", progress=True)
        print(tqdm_class().__module__, res.generated)
    """, tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "Warning" not in proc.stderr
    expected = "tqdm.notebook" if widgets_available() else "tqdm.std"
    # Outside a real kernel IPython's display() prints the widget bar's text first (tests/test_lab.py: the widget).
    assert proc.stdout.splitlines()[-1].split() == [expected, "3"], proc.stdout
    if expected == "tqdm.std":  # the plain bar on stderr, finished
        assert re.search(r"nb: 100%.*3/3", proc.stderr), proc.stderr


def test_a_notebook_run_by_papermill_writes_only_the_first_and_last_line_of_its_bar(tmp_path, mini_dir):
    """NL2SQL_PROGRESS=lines (papermill's kernels, nl2sql.runs.notebooks): two whole lines, no redraw between."""
    code = f"""
        import os
        os.environ.update(batch_environment())
        from nl2sql.config import RunConfig
        from nl2sql.runs.runner import run
        from nl2sql.runs.progress import tqdm_class
        cfg = RunConfig.from_dict(data_dir={str(mini_dir)!r}, sample=10, seed=1, backend="function",
                                  model="nl2sql.testing.scripted:answer", run_id="pm", batch_size=4)
        res = run(cfg, out_root="results", progress=True)
        print(tqdm_class().__name__, res.generated)
    """
    proc = _in_notebook("from nl2sql.runs.progress import batch_environment\n" + textwrap.dedent(code), tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["LineBar", "10"], proc.stdout
    bars = [line for line in proc.stderr.splitlines() if line.startswith("pm:")]
    assert "\r" not in proc.stderr and len(bars) == 2, proc.stderr
    assert re.search(r"\| 0/10 \[", bars[0]) and re.search(r"\| 10/10 \[.*LLM calls, [\d.]+ q/s\]$", bars[1]), bars


def test_a_batched_loop_bar_moves_per_question_and_shows_steps_calls_and_rate(tmp_path, mini_dir, capfd):
    cfg = RunConfig.from_dict(data_dir=str(mini_dir), sample=10, seed=1, backend="function",
                              model="nl2sql.testing.scripted:answer", run_id="bar", batch_size=8)
    res = run(cfg, out_root=tmp_path, progress=True)
    err = capfd.readouterr().err
    frames = [f for f in re.split(r"[\r\n]+", err) if f.startswith("bar:")]
    shown = {int(m.group(1)) for f in frames if (m := re.search(r"\| *(\d+)/10 ", f))}
    assert shown == set(range(11))  # every finished question moved the bar, one at a time
    last = re.search(r"10/10 \[.*?, (\d+) steps, (\d+) LLM calls, ([\d.]+) q/s\]", frames[-1])
    assert last, frames[-1]
    preds = read_jsonl(res.path / "predictions.jsonl")
    assert int(last.group(2)) == sum(p["llm_calls"] for p in preds)
    assert int(last.group(1)) >= sum(p["steps"] for p in preds) > 0 and float(last.group(3)) > 0
