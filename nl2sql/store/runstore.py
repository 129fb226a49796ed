"""A run's folder on disk, crash-safe: results/<run_id>/{config.json, predictions.jsonl, traces.jsonl, run_log.jsonl}.

One process at a time writes a run folder: run_lock holds an flock on results/<run_id>/run.lock (with the
owner's pid inside) and a second process is refused at once; the kernel frees the lock when its owner dies.

Each finished question is appended to traces.jsonl and then predictions.jsonl (the prediction line is
the commit record) and fsynced at once, so Ctrl-C or SIGKILL loses nothing finished. Reopening a run
drops a torn last line from a killed writer, keeps the first row per question id and the traces of
finished questions only. A saved config.json that differs in a knob that changes outputs (model,
method, loop knobs, dataset contents) makes a resume refuse with a message naming the knobs.

These are the folder's parts; nl2sql.store.runfolder.RunFolder sequences them over one run's life, and
nl2sql.store.jsonl writes every file (read_jsonl and dedupe_by_id are reachable here too).
"""

from __future__ import annotations

import fcntl
import glob
import hashlib
import json
import os
import re
import socket
import sys
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from nl2sql.config import RunConfig, output_knob_diff
from nl2sql.data.dataset import Dataset
from nl2sql.paths import REPO_ROOT, RESULTS_DIR
from nl2sql.store.jsonl import (
    PREDICTIONS,
    append_jsonl,
    dedupe_by_id,
    read_jsonl,
    repair_tail,
    write_jsonl_atomic,
    write_text_atomic,
)

TRACES = "traces.jsonl"
CONFIG = "config.json"
RUN_LOG = "run_log.jsonl"
LOCK = "run.lock"
_RUN_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._=+,-]*(/[A-Za-z0-9][A-Za-z0-9._=+,-]*)*$")


class RunConfigMismatch(ValueError):
    """A rerun of a run_id whose saved config differs in knobs that change outputs."""


class RunLocked(RuntimeError):
    """Another live process is writing the same run folder."""


# ------------------------------------------------------------------------------- run ids


def check_run_id(run_id: str) -> str:
    """A run id is a relative path of safe names (letters, digits, . _ = + , -), folders allowed."""
    if not run_id or not _RUN_ID.match(run_id) or ".." in run_id.split("/"):
        raise ValueError(f"run_id {run_id!r} is not a safe folder name: use letters, digits, '.', '_', '-', '=' "
                         f"(and '/' for a sub-run), e.g. 'mini-loop' or 'ablation/max_steps=4'")
    return run_id


def run_dir(run_id: str, out_root: str | Path = RESULTS_DIR) -> Path:
    """results/<run_id>."""
    return Path(out_root) / check_run_id(run_id)


def default_run_id(cfg: RunConfig, out_root: str | Path | None = None) -> str:
    """<method>-<model>-<hash of the output-changing knobs>: the same config maps to the same run (resumes). Given
    out_root, a folder this config named under an earlier naming (hashing every method's knobs) is found and kept."""
    skip = cfg.non_output_knobs()
    knobs = {k: v for k, v in cfg.to_dict().items() if k not in skip}
    digest = hashlib.sha256(json.dumps(knobs, sort_keys=True, default=str).encode()).hexdigest()[:8]
    name = cfg.model_options.model if cfg.model_options is not None else "no-model"  # a method that calls none
    model = re.sub(r"[^A-Za-z0-9._-]+", "-", Path(str(name)).name)[:40].strip("-")
    prefix = f"{cfg.method}-{model or 'model'}-"
    if out_root is not None and not (Path(out_root) / (prefix + digest)).exists():
        return _earlier_run(cfg, Path(out_root), prefix) or prefix + digest
    return prefix + digest


def _earlier_run(cfg: RunConfig, root: Path, prefix: str) -> str | None:
    """A default-named run folder whose saved config has this config's output knobs (it resumes under its name)."""
    for path in sorted(root.glob(f"{glob.escape(prefix)}*/{CONFIG}")):
        if not re.fullmatch(r"[0-9a-f]{8}", path.parent.name[len(prefix):]):
            continue
        try:
            saved = read_manifest(path.parent) or {}
            if not output_knob_diff(saved.get("config", {}), cfg.to_dict()):
                return path.parent.name
        except ValueError:  # unreadable, or a knob retired since: not this config's run
            continue
    return None


# ------------------------------------------------------------------------------- one writer per run


def _lock_owner(fd: int) -> dict:
    """What the lock file says about its holder (empty while the holder is still writing it)."""
    try:
        owner = json.loads(os.pread(fd, 4096, 0).decode("utf-8") or "{}")
    except (OSError, ValueError):
        return {}
    return owner if isinstance(owner, dict) else {}


_HELD_LOCKS: set[int] = set()  # descriptors of the run locks this process holds


def _drop_inherited_locks() -> None:
    """In a forked child (the scorer's workers): close the parent's lock descriptors. An flock belongs to the
    open file, which a fork shares, so a worker left behind by a SIGKILLed run would hold its lock forever."""
    for fd in _HELD_LOCKS:
        try:
            os.close(fd)
        except OSError:
            pass
    _HELD_LOCKS.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_drop_inherited_locks)


@contextmanager
def run_lock(out: Path, busy: str = "a second run of the same run_id would repeat its questions. Wait for it to "
             "finish, stop it (kill {pid}), or use another run_id") -> Iterator[Path]:
    """Hold results/<run_id>/run.lock while writing the run; RunLocked if a live process holds it (busy: what the
    error says after naming the holder; {pid} is its pid).

    An flock (local file systems) is freed by the kernel when its holder exits, SIGKILL included, so a lock
    file left by a dead process is simply taken over.
    """
    out.mkdir(parents=True, exist_ok=True)
    path = out / LOCK
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            owner = _lock_owner(fd)
            os.close(fd)
            pid = owner.get("pid", "unknown")
            where = f" on {owner['host']}" if owner.get("host") else ""
            since = f", since {owner['started']}" if owner.get("started") else ""
            raise RunLocked(
                f"{out} is being written by another process (pid {pid}{where}{since}): {busy.format(pid=pid)}; the "
                f"lock {path} frees itself when that process exits."
            ) from None
        # The previous holder unlinks the file when done: if ours was unlinked meanwhile, lock the new one.
        try:
            current = os.stat(path).st_ino == os.fstat(fd).st_ino
        except FileNotFoundError:
            current = False
        if current:
            break
        os.close(fd)
    os.ftruncate(fd, 0)
    os.write(fd, json.dumps({"pid": os.getpid(), "host": socket.gethostname(),
                             "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "argv": sys.argv[:6]}).encode())
    _HELD_LOCKS.add(fd)
    try:
        yield path
    finally:
        try:
            os.unlink(path)  # before closing: a process that opened the old file retries on a fresh one
        except OSError:  # gone already, or a folder made read-only: the flock ends with the descriptor anyway
            pass
        _HELD_LOCKS.discard(fd)
        os.close(fd)


# ------------------------------------------------------------------------------- the finished questions


def recover(out: Path) -> dict[str, dict]:
    """The finished questions of a run folder by id, after dropping torn tails, duplicates and orphan traces."""
    pred_path, trace_path = out / PREDICTIONS, out / TRACES
    for p in (pred_path, trace_path):
        repair_tail(p)
    pred_rows = read_jsonl(pred_path)
    done = dedupe_by_id(pred_rows)
    trace_rows = read_jsonl(trace_path)
    traces = {k: v for k, v in dedupe_by_id(trace_rows).items() if k in done}
    if len(done) != len(pred_rows):
        write_jsonl_atomic(pred_path, done.values())
    if len(traces) != len(trace_rows):
        write_jsonl_atomic(trace_path, traces.values())
    return done


# The stored rows' fields that readers compute with (sort, sum, look into), and their JSON types: a line edited by hand
# to another type is named with its fix here, not met as a TypeError deep inside a report.
_ROW_TYPES: dict[str, tuple[type, ...]] = {
    "index": (int,), "steps": (int,), "llm_calls": (int,), "prompt_tokens": (int,), "completion_tokens": (int,),
    "latency_s": (int, float), "sql": (str,), "db_id": (str,), "question": (str,), "compliance": (dict,),
    "counters": (dict,), "tool_calls": (dict,), "trace": (list,), "decision_log": (list,)}
_TYPE_WORDS = {int: "a whole number", float: "a number", str: "a text", dict: "an object", list: "a list"}


def checked_rows(path: Path, rows: dict[str, dict]) -> dict[str, dict]:
    """rows (by id, as read from path), each field of _ROW_TYPES it has of its type; else a ValueError naming the
    question, the field and the fix."""
    for qid, row in rows.items():
        for field, kinds in _ROW_TYPES.items():
            if field in row and not isinstance(row[field], kinds):
                raise ValueError(f"{path}: question {qid}'s {field} is {json.dumps(row[field])[:40]}, not "
                                 f"{_TYPE_WORDS[kinds[0]]}: mend that line, or delete it (a rerun answers the "
                                 "question again)")
    return rows


def read_finished(out: Path) -> dict[str, dict]:
    """The finished questions of a run folder by id, as stored (read only: a report of a folder another process may
    be writing repairs nothing)."""
    return checked_rows(out / PREDICTIONS, dedupe_by_id(read_jsonl(out / PREDICTIONS)))


def read_traces(out: Path) -> dict[str, dict]:
    """The traces of a run folder by id, as stored (read only)."""
    return checked_rows(out / TRACES, dedupe_by_id(read_jsonl(out / TRACES)))


def backend_failed(row: Mapping) -> bool:
    """A stored question on which the model backend failed (counters.llm_errors): a rerun generates it again."""
    counters = row.get("counters")
    return isinstance(counters, dict) and bool(counters.get("llm_errors"))


def forget(out: Path, ids: Iterable[str]) -> None:
    """Drop questions from a run folder so they run again: predictions first, then their (then orphan) traces."""
    drop = {str(i) for i in ids}
    for path in (out / PREDICTIONS, out / TRACES):
        write_jsonl_atomic(path, [r for r in read_jsonl(path) if str(r.get("id")) not in drop])


def discard_unfinished(out: Path) -> None:
    """Remove what a run that finished no question wrote (config, log), so a failed first start leaves nothing."""
    if read_jsonl(out / PREDICTIONS):
        return  # finished questions are kept whatever failed afterwards
    for name in (CONFIG, CONFIG + ".tmp", RUN_LOG, PREDICTIONS, TRACES):
        try:
            (out / name).unlink(missing_ok=True)
        except OSError:  # a read-only folder: what failed is the error to show, not this
            pass


def commit(out: Path, rows: Sequence[tuple[dict, dict]]) -> None:
    """Store finished questions as (prediction, trace) pairs: traces first, then the predictions that commit them."""
    append_jsonl(out / TRACES, [t for _, t in rows])
    append_jsonl(out / PREDICTIONS, [p for p, _ in rows])


def rewrite_in_order(out: Path, rows: Sequence[dict]) -> None:
    """Rewrite predictions.jsonl as rows and traces.jsonl in the same order (a resumed run ends like a straight one)."""
    write_jsonl_atomic(out / PREDICTIONS, rows)
    trace_path = out / TRACES
    repair_tail(trace_path)
    trace_by_id = dedupe_by_id(read_jsonl(trace_path))
    write_jsonl_atomic(trace_path, [trace_by_id[r["id"]] for r in rows if r["id"] in trace_by_id])


def write_predictions_sql(out: Path, dataset: Dataset, done: Mapping[str, dict]) -> Path:
    """predictions.sql: one SQL a line in dataset order, an empty line for a question without a prediction."""
    lines = [" ".join((done[e.id]["sql"] if e.id in done else "").split()) for e in dataset]
    return write_text_atomic(out / "predictions.sql", "\n".join(lines) + "\n")


def read_manifest(out: Path) -> dict | None:
    """The run's config.json (None before its first start wrote one); a ValueError naming the file where it is not
    what a run writes: a JSON object whose "config" is an object of knobs."""
    path = Path(out) / CONFIG
    if not path.is_file():
        return None
    manifest = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(manifest, dict) or not isinstance(manifest.get("config"), dict):
        raise ValueError(f"{path} is not a run's config.json (a JSON object whose \"config\" is an object of knobs): "
                         "restore it from a copy, or run the config again into a new run id")
    return manifest


def saved_data_dir(manifest: Mapping[str, Any]) -> Path:
    """Where a run's data folder is now: its data_dir as saved (relative to where the run started), else that path
    under the repository (a run started at its root, read from elsewhere), else the folder its manifest recorded;
    the saved path when none is a folder (loading it names the folder that is missing)."""
    text = str(manifest.get("config", {}).get("data_dir") or "")
    saved = Path(text).expanduser()
    recorded = (manifest.get("dataset") or {}).get("root")
    candidates = [saved, REPO_ROOT / saved] if text else []
    for candidate in [*candidates, *([Path(recorded)] if recorded else [])]:
        if candidate.is_dir():
            return candidate
    return saved


def write_manifest(out: Path, manifest: Mapping[str, Any]) -> Path:
    """config.json, replaced in one step; sorted keys, so one setup always writes the same text."""
    return write_text_atomic(out / CONFIG, json.dumps(manifest, indent=2, sort_keys=True, default=str) + "\n")


# ------------------------------------------------------------------------------- resume checks


def check_resume(saved: Mapping, cfg: RunConfig, fingerprint: dict, out: Path) -> None:
    """Refuse a rerun whose config, dataset contents or databases differ from the saved run in what changes outputs."""
    problems = [f"{k}: saved {a!r}, now {b!r}" for k, (a, b) in output_knob_diff(saved.get("config", {}),
                                                                               cfg.to_dict()).items()]
    old = saved.get("dataset", {})
    if old.get("split") and old.get("split") != fingerprint["split"]:
        problems.append(f"split: saved {old.get('split')!r}, now {fingerprint['split']!r}")
    for name, sha in fingerprint["files"].items():
        if name in old.get("files", {}) and old["files"][name] != sha:
            problems.append(f"dataset file {name} changed (sha256 {old['files'][name][:12]} -> {sha[:12]})")
    for db, sha in fingerprint["databases"].items():
        if db in old.get("databases", {}) and old["databases"][db] != sha:
            problems.append(f"database {db} changed (sha256 {old['databases'][db][:12]} -> {sha[:12]})")
    if problems:
        raise RunConfigMismatch(
            f"results/{saved.get('run_id', out.name)} was made with a different setup, so its predictions cannot be "
            f"resumed: " + "; ".join(problems) + f". Use a new run_id, or delete {out} to start it over."
        )


def check_model(saved: Mapping, identity: Mapping[str, Any], out: Path) -> None:
    """Refuse a rerun whose model identity differs from the saved run's."""
    old = saved.get("model")
    if old and dict(old) != dict(identity):
        raise RunConfigMismatch(
            f"results/{saved.get('run_id', out.name)} was made with model {old}, not {dict(identity)}: its "
            f"predictions cannot be resumed. Use a new run_id, or delete {out} to start it over."
        )
