"""A run folder over one run's life, behind one object: open, resume, manifest, commit, session log, finish.

    with RunFolder.open(run_id, out_root, shard) as folder:   # locked; a failed first start leaves nothing behind
        done = folder.resume(cfg, fingerprint)                  # questions finished before (the saved setup checked)
        folder.check_model(identity)
        folder.write_manifest(cfg, fingerprint, identity, tools)
        folder.commit(rows)                                     # each finished question, crash-safe, as it comes
        folder.log_session(session, usage)                      # run_log.jsonl: setup apart from the method's time
        predictions = folder.finish(dataset)                    # dataset order on disk, predictions.sql

The files and their guarantees are nl2sql.store.runstore's (the lock, the finished questions, the resume checks),
nl2sql.store.jsonl's (crash-safe JSON Lines) and nl2sql.store.runlog's (timings); this object sequences them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nl2sql.config import RunConfig
from nl2sql.data.dataset import Dataset
from nl2sql.paths import RESULTS_DIR
from nl2sql.store.provenance import environment
from nl2sql.store.runlog import Session, log_session
from nl2sql.store.runstore import (
    RunConfigMismatch,
    backend_failed,
    check_model,
    check_resume,
    commit,
    discard_unfinished,
    forget,
    read_manifest,
    recover,
    rewrite_in_order,
    run_dir,
    run_lock,
    write_manifest,
    write_predictions_sql,
)
from nl2sql.store.shards import folder_id


@dataclass
class RunFolder:
    """results/<run_id> (or its shard's folder) while this process holds it: what its last start saved, what is done."""

    path: Path
    run_id: str
    saved: dict | None = None  # the config.json a previous start wrote (None: this is the first start)
    done: dict[str, dict] = field(default_factory=dict)  # finished questions by id

    @classmethod
    @contextmanager
    def open(cls, run_id: str, out_root: str | Path = RESULTS_DIR, shard: str | None = None) -> Iterator[RunFolder]:
        """Hold the folder's lock while the run writes it (RunLocked names a live holder's pid). A start that fails
        before finishing any question removes what it wrote, and the folders it created, so a failure leaves nothing."""
        path = run_dir(folder_id(run_id, shard), out_root)
        fresh = [p for p in (path, *path.parents) if not p.exists()]  # folders this start creates
        try:
            with run_lock(path):
                try:
                    yield cls(path, run_id)
                except BaseException:
                    if fresh:
                        discard_unfinished(path)
                    raise
        except BaseException:
            for p in fresh:
                try:
                    p.rmdir()
                except OSError:
                    break
            raise

    def resume(self, cfg: RunConfig, fingerprint: dict) -> dict[str, dict]:
        """The questions finished here before, once the saved setup matches cfg and the dataset's fingerprint
        (RunConfigMismatch otherwise); those the model backend failed on are forgotten, so they run again."""
        self.saved = read_manifest(self.path)
        if self.saved is not None:
            check_resume(self.saved, cfg, fingerprint, self.path)
        done = recover(self.path)
        if done and self.saved is None:  # a run writes its config.json before its first answer
            raise RunConfigMismatch(
                f"{self.path} holds {len(done)} answers but no config.json saying what made them (a merge cut short, "
                "or a copy): merge it again if it is one, else delete its predictions.jsonl and traces.jsonl or use "
                "another run_id")
        retry = [k for k, p in done.items() if backend_failed(p)]
        if retry:
            forget(self.path, retry)
        self.done = {k: p for k, p in done.items() if k not in retry}
        return self.done

    @property
    def saved_model(self) -> dict:
        """The model identity the last start recorded ({} on a first start)."""
        return (self.saved or {}).get("model", {})

    def check_model(self, identity: Mapping[str, Any]) -> None:
        """RunConfigMismatch when the saved run was made with another model."""
        if self.saved is not None:
            check_model(self.saved, identity, self.path)

    def write_manifest(self, cfg: RunConfig, fingerprint: dict, identity: Mapping[str, Any],
                       tools: Sequence[str] | None = None) -> None:
        """config.json: every knob, the dataset's fingerprint, the model, the evaluation settings, the environment."""
        write_manifest(self.path, {
            "run_id": self.run_id,
            "config": cfg.to_dict(),
            "dataset": fingerprint,
            "model": identity,
            "evaluation": {"metrics": cfg.scoring.metrics and list(cfg.scoring.metrics),
                           "comparator": cfg.scoring.comparator, "ts_k": cfg.scoring.ts_k},
            "environment": environment(),
            **({"tools": list(tools)} if tools is not None else {}),  # the loop ran with these tools, in this order
        })

    def commit(self, rows: Sequence[tuple[dict, dict]]) -> list[tuple[dict, dict]]:
        """Store finished (prediction, trace) pairs at once; a question already done is never stored twice.
        Returns the pairs stored."""
        new = [(p, t) for p, t in rows if p["id"] not in self.done]
        if new:
            commit(self.path, new)
            self.done.update((p["id"], p) for p, _ in new)
        return new

    def log_session(self, session: Session, usage: Mapping | None) -> None:
        """Append this call's row to run_log.jsonl (nl2sql.store.runlog)."""
        log_session(self.path, session, usage)

    def finish(self, dataset: Dataset) -> list[dict]:
        """Rewrite the finished questions in dataset order (a resumed run ends like a straight one) and predictions.sql;
        returns the evaluable questions' predictions in that order."""
        order = {e.id: i for i, e in enumerate(dataset)}
        rows = sorted(self.done.values(), key=lambda r: (order.get(r["id"], len(order)), r.get("index", 0)))
        rewrite_in_order(self.path, rows)
        write_predictions_sql(self.path, dataset, self.done)
        return [self.done[e.id] for e in dataset.evaluable if e.id in self.done]

    def missing(self, dataset: Dataset) -> list[str]:
        """Ids of the evaluable questions not finished yet."""
        return [e.id for e in dataset.evaluable if e.id not in self.done]
