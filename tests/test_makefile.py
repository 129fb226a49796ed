"""The Makefile's first commands: `make install` installs Python packages only (the browser tests' Chromium comes
with `make test`), and the JupyterLab `make lab` starts asks no news question."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from nl2sql.paths import REPO_ROOT

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
NOTIFICATION = "@jupyterlab/apputils-extension:notification"


def _dry_run(target: str, venv: Path, *settings: str) -> str:
    """The commands `make TARGET` would run for a venv not yet made (make -n: nothing runs)."""
    done = subprocess.run(["make", "-n", f"VENV={venv}", *settings, target], cwd=REPO_ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("target", ["install", "run", "lab"])
def test_install_run_and_lab_install_no_browser(target, tmp_path):
    commands = _dry_run(target, tmp_path / "venv")
    assert "pip install" in commands  # a fresh venv: the packages come first
    assert "chromium" not in commands and "apt-get" not in commands


def test_make_test_installs_the_browser_the_browser_tests_drive(tmp_path):
    commands = _dry_run("test", tmp_path / "venv")
    assert "apt-get install -y -q chromium chromium-driver" in commands
    assert commands.index("pip install") < commands.index("chromium") < commands.index("-m pytest -q -n 2\n")


def test_make_test_runs_the_suite_in_test_jobs_processes(tmp_path):
    from importlib.metadata import version

    assert "-m pytest -q -n 3\n" in _dry_run("test", tmp_path / "venv", "TEST_JOBS=3")
    pins = (REPO_ROOT / "requirements.txt").read_text().splitlines()
    pin = next(line for line in pins if line.startswith("pytest-xdist"))
    assert pin == f"pytest-xdist=={version('pytest-xdist')}"  # the plugin -n needs is pinned and installed


def test_the_lab_make_lab_starts_turns_the_news_question_off(tmp_path):
    from jupyterlab.labapp import LabApp
    from jupyterlab_server.settings_utils import get_settings

    venv = tmp_path / "venv"
    venv.mkdir()
    (venv / ".installed").touch()  # an installed venv: make writes the lab's settings only
    assert "overrides.json" in _dry_run("lab", tmp_path / "fresh")  # `make lab` writes them
    done = subprocess.run(["make", "-s", f"VENV={venv}", "lab-settings"], cwd=REPO_ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    # Where JupyterLab reads a venv's defaults from: its app settings dir, under the venv it runs from.
    lab = LabApp()
    settings_dir = Path(lab.app_settings_dir)
    assert settings_dir == Path(sys.prefix) / "share" / "jupyter" / "lab" / "settings"
    written = venv / settings_dir.relative_to(sys.prefix)
    assert json.loads((written / "overrides.json").read_text(encoding="utf-8"))[NOTIFICATION]["fetchNews"] == "false"
    # What the lab serves for the notification plugin: its schema's default becomes "false" (Never), so the lab does
    # not ask; a user with no settings of their own gets it.
    served, _ = get_settings(str(written), lab.schemas_dir, str(tmp_path / "user-settings"), NOTIFICATION)
    assert served["schema"]["properties"]["fetchNews"]["default"] == "false"
    plain, _ = get_settings(str(tmp_path / "none"), lab.schemas_dir, str(tmp_path / "user-settings"), NOTIFICATION)
    assert plain["schema"]["properties"]["fetchNews"]["default"] == "none"  # without them: "none", which asks
