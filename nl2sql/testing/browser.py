"""Headless Chromium (Debian's chromium and chromium-driver packages) driven by Selenium, for the viewer's page.

Used by tests/test_viewer.py, tests/test_lab.py and bench/viewer_speed.py. Never downloads a browser or driver:
where either is missing, BrowserMissing says what to install.
"""

from __future__ import annotations

import shutil
from pathlib import Path

BROWSERS = ("chromium", "chromium-browser", "google-chrome")
INSTALL = "apt-get install -y chromium chromium-driver (and pip install selenium)"


class BrowserMissing(RuntimeError):
    """No headless browser to drive: Selenium, Chromium or chromedriver is not installed."""


def headless_chromium(user_data_dir: Path | None = None):
    """A Selenium WebDriver for headless Chromium; BrowserMissing (naming what is absent) where it cannot start.

    user_data_dir: a fresh profile folder for it (the caller's to remove); None lets chromedriver make a temporary one.
    """
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        raise BrowserMissing(f"selenium is not installed: {INSTALL}") from None
    binary = next((b for b in map(shutil.which, BROWSERS) if b), None)
    driver = shutil.which("chromedriver")
    if not binary or not driver:
        missing = " and ".join(n for n, p in (("chromium", binary), ("chromedriver", driver)) if not p)
        raise BrowserMissing(f"{missing} not found on PATH: {INSTALL}")
    opts = webdriver.ChromeOptions()
    opts.binary_location = binary
    # --no-sandbox: Chromium refuses to run as root (CI containers) with its sandbox on.
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1400,900",
                # Nothing from the network of its own (updates, sync, first-run pages): the tests' pages are local.
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"):
        opts.add_argument(arg)
    if user_data_dir is not None:
        opts.add_argument(f"--user-data-dir={Path(user_data_dir).resolve()}")
    # An explicit driver path keeps Selenium Manager from going to the network for one.
    return webdriver.Chrome(service=Service(executable_path=driver), options=opts)


def file_url(path: Path) -> str:
    """The file:// URL of a page on disk."""
    return Path(path).resolve().as_uri()
