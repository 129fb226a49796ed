"""What a run's config.json records besides its knobs: dataset hashes, package versions, git state, platform."""

from __future__ import annotations

import hashlib
import importlib.metadata
import platform
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from nl2sql.data.dataset import Dataset, question_files
from nl2sql.llm.transformers.device import cpu_features
from nl2sql.paths import REPO_ROOT, sha256_file

PACKAGES = ("nl2sql", "torch", "transformers", "tokenizers", "accelerate", "safetensors", "gguf",
            "sentence-transformers", "sqlglot", "numpy", "pandas", "scipy", "matplotlib", "papermill", "tqdm")


def dataset_fingerprint(dataset: Dataset) -> dict:
    """Hashes of the question and schema files (tables.json, BIRD's dev_tables.json) and every database the selection
    uses."""
    root = Path(dataset.root)
    paths = dataset.files or [*question_files(root, dataset.split), root / "tables.json"]
    files = {p.name: sha256_file(p) for p in paths if p.is_file()}
    dbs = {}
    for ex in dataset:
        if ex.db_id not in dbs and Path(ex.db_path).is_file():
            dbs[ex.db_id] = sha256_file(ex.db_path)
    ids = hashlib.sha256("\n".join(e.id for e in dataset).encode()).hexdigest()
    return {"root": str(root.resolve()), "split": dataset.split, "format": dataset.format, "questions": len(dataset),
            "evaluable": len(dataset.evaluable), "ids_sha256": ids, "files": files, "databases": dict(sorted(dbs.items()))}


def package_versions(names: Sequence[str] = PACKAGES) -> dict[str, str | None]:
    """Installed versions of the packages a run depends on (None where absent)."""
    out: dict[str, str | None] = {}
    for name in names:
        try:
            out[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            out[name] = None
    return out


def git_state(repo: Path = REPO_ROOT) -> dict:
    """The commit checked out and whether the tree has uncommitted changes (None outside git)."""
    def git(*args: str) -> str | None:
        try:
            r = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, timeout=10)
        except (OSError, subprocess.SubprocessError):
            return None
        return r.stdout.strip() if r.returncode == 0 else None

    commit = git("rev-parse", "HEAD")
    status = git("status", "--porcelain", "--untracked-files=no") if commit else None
    return {"commit": commit, "dirty": bool(status) if status is not None else None}


def environment() -> dict:
    """Python, platform, the CPU, package versions, git commit."""
    return {"python": sys.version.split()[0], "platform": platform.platform(), "cpu": cpu_features(),
            "packages": package_versions(), "git": git_state()}
