"""A JupyterLab server for a test: this Python's, on a free port of 127.0.0.1, every Jupyter folder in a temporary one.

`running_lab(root, home)` starts it on `root`, waits until it answers and stops it on the way out, an exception
included: the kernels first (through its API), then the server, then any of its children still alive. Used by
tests/test_lab.py.
"""

from __future__ import annotations

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

# Each Jupyter and IPython folder a server and its kernels write: all under the test's temporary home.
JUPYTER_DIRS = {
    "JUPYTER_CONFIG_DIR": "config",
    "JUPYTER_DATA_DIR": "data",
    "JUPYTER_RUNTIME_DIR": "runtime",
    "JUPYTERLAB_SETTINGS_DIR": "lab-settings",
    "JUPYTERLAB_WORKSPACES_DIR": "lab-workspaces",
    "IPYTHONDIR": "ipython",
}


class LabFailed(RuntimeError):
    """The server did not start, or did not answer in time (the message holds the end of its log)."""


def free_port() -> int:
    """A TCP port of 127.0.0.1 that nothing listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def port_open(port: int) -> bool:
    """True while something accepts connections on 127.0.0.1:port."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.settimeout(1)
        return s.connect_ex(("127.0.0.1", port)) == 0


@dataclass
class Lab:
    """A started server: its process, URL, token and log."""

    proc: subprocess.Popen
    port: int
    token: str
    log: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def page(self, path: str) -> str:
        """The browser URL of a page of the server (token included)."""
        sep = "&" if "?" in path else "?"
        return f"{self.url}/{path.lstrip('/')}{sep}token={self.token}"

    def api(self, path: str, method: str = "GET") -> object:
        """One call of the server's REST API; its JSON answer (None when empty)."""
        req = urllib.request.Request(f"{self.url}/api/{path.lstrip('/')}", method=method,
                                     headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(req, timeout=30) as resp:
            body = resp.read()
        return json.loads(body) if body else None

    def log_tail(self, n: int = 40) -> str:
        """The last n lines the server logged."""
        lines = self.log.read_text(encoding="utf-8", errors="replace").splitlines() if self.log.is_file() else []
        return "\n".join(lines[-n:])


def lab_environment(home: Path) -> dict[str, str]:
    """This process's environment with every Jupyter folder under home, and no setting that forces a plain bar."""
    env = {k: v for k, v in os.environ.items() if k not in ("NL2SQL_PROGRESS", "JUPYTER_PATH", "JUPYTER_TOKEN")}
    for var, sub in JUPYTER_DIRS.items():
        (home / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(home / sub)
    return env


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def child_processes(pid: int) -> dict[int, bytes]:
    """pid's child processes (Linux's /proc; none elsewhere), each with its command line."""
    kids = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == pid:
            kids[int(stat.parent.name)] = _cmdline(int(stat.parent.name))
    return kids


def still_running(pid: int, cmdline: bytes) -> bool:
    """True while process pid runs the command line it had (not a zombie, not a reused id)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z" and _cmdline(pid) == cmdline


def start_lab(root: Path, home: Path, settings: Mapping[str, Mapping] | None = None,
              start_timeout_s: float = 180.0) -> Lab:
    """jupyter lab on root, on a free port of 127.0.0.1, answering its API; LabFailed (with its log) if not.

    settings: JupyterLab settings by plugin id ("@jupyterlab/notebook-extension:tracker": {...}), written in home.
    """
    port, token = free_port(), secrets.token_hex(16)
    log = home / "lab.log"
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
           "--ServerApp.port_retries=0", f"--ServerApp.root_dir={root}", f"--IdentityProvider.token={token}",
           # window.jupyterapp: the test reads the notebook's kernel and cells from the page's application.
           "--LabApp.expose_app_in_browser=True",
           # No announcements or update checks: nothing from the network, no notification over the page.
           "--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
           "--LabApp.extension_manager=readonly"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # CI containers: Jupyter refuses root without it
        cmd.append("--allow-root")
    env = lab_environment(home)  # makes home's folders
    for plugin, values in (settings or {}).items():
        package, name = plugin.rsplit(":", 1)
        path = Path(env["JUPYTERLAB_SETTINGS_DIR"], package, f"{name}.jupyterlab-settings")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values), encoding="utf-8")
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, cwd=root, env=env, stdin=subprocess.DEVNULL, stdout=out,
                                stderr=subprocess.STDOUT)
    lab = Lab(proc, port, token, log)
    deadline = time.monotonic() + start_timeout_s
    while True:
        if proc.poll() is not None:
            raise LabFailed(f"jupyter lab exited with status {proc.returncode}:\n{lab.log_tail()}")
        try:
            lab.api("status")
            return lab
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            if time.monotonic() > deadline:
                stop_lab(lab)
                raise LabFailed(f"jupyter lab did not answer on {lab.url} in {start_timeout_s:.0f} s:\n"
                                f"{lab.log_tail()}") from None
            time.sleep(0.5)


def stop_lab(lab: Lab, timeout_s: float = 30.0) -> None:
    """Shut its kernels down, stop the server (SIGTERM, then SIGKILL), then end any child still alive."""
    kids = child_processes(lab.proc.pid)
    if lab.proc.poll() is None:
        try:
            for kernel in lab.api("kernels") or []:
                lab.api(f"kernels/{kernel['id']}", method="DELETE")
        except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
            pass  # a server that does not answer is stopped below all the same
        kids.update(child_processes(lab.proc.pid))
        lab.proc.terminate()
        try:
            lab.proc.wait(timeout_s)
        except subprocess.TimeoutExpired:
            lab.proc.kill()
            lab.proc.wait(timeout_s)
    # A kernel leaves by itself once its server is gone; one that has not after a few seconds is ended here.
    deadline = time.monotonic() + 10
    for pid, cmdline in kids.items():
        while still_running(pid, cmdline) and time.monotonic() < deadline:
            time.sleep(0.2)
        if still_running(pid, cmdline):
            os.kill(pid, signal.SIGKILL)


@contextmanager
def running_lab(root: Path, home: Path, settings: Mapping[str, Mapping] | None = None) -> Iterator[Lab]:
    """A started server on root (Jupyter's folders under home), stopped on the way out, an exception included."""
    lab = start_lab(root, home, settings)
    try:
        yield lab
    finally:
        stop_lab(lab)
