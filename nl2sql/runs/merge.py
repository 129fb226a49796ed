"""`python -m nl2sql merge RUN_ID`: the shards in results/RUN_ID/shards/ joined into results/RUN_ID, scored and reported.

The merge refuses (ShardMergeError, exit status 2 on the command line) when a shard is missing or
unfinished, when the shards differ in a knob that changes outputs or in their model, or when they (or the
dataset now) differ in the data hash of nl2sql.store.provenance.dataset_fingerprint. The merged folder is what
an unsharded run of the same config writes: predictions.jsonl and traces.jsonl in dataset order,
predictions.sql, config.json, metrics.csv, tables and plots (nl2sql.runs.runner.score_run).
"""

from __future__ import annotations

import sys
import time
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

from nl2sql.config import RunConfig, output_knob_diff, upgrade
from nl2sql.data.dataset import Dataset
from nl2sql.paths import RESULTS_DIR
from nl2sql.runs.runner import RunResult, score_run
from nl2sql.store.jsonl import read_jsonl, write_jsonl_atomic
from nl2sql.store.provenance import dataset_fingerprint, environment
from nl2sql.store.runstore import (
    PREDICTIONS,
    RUN_LOG,
    TRACES,
    backend_failed,
    check_run_id,
    read_finished,
    read_manifest,
    read_traces,
    run_dir,
    run_lock,
    write_manifest,
    write_predictions_sql,
)
from nl2sql.store.shards import SHARDS_DIR, Shard, shard_of_folder, shard_questions


class ShardMergeError(ValueError):
    """Shards that cannot be merged: one missing or unfinished, or made with another setup or other data."""


@dataclass
class ShardRun:
    """One shard folder and its saved config.json."""

    shard: Shard
    path: Path
    manifest: dict

    @property
    def name(self) -> str:
        return self.shard.name


def find_shards(run_id: str, out_root: str | Path = RESULTS_DIR) -> list[ShardRun]:
    """Every shard of results/<run_id>, in order; ShardMergeError unless shards 1..N of one N all started."""
    folder = run_dir(run_id, out_root) / SHARDS_DIR
    found: dict[Shard, Path] = {}
    for path in sorted(folder.iterdir()) if folder.is_dir() else []:
        shard = shard_of_folder(path.name)
        if shard is not None and (path / "config.json").is_file():  # without it a shard never really started
            found[shard] = path
    if not found:
        raise ShardMergeError(f"no shards under {folder}: run `python -m nl2sql run ... --run-id {run_id} --shard K/N` "
                              f"for K = 1..N first")
    counts = sorted({s.n for s in found})
    if len(counts) > 1:
        raise ShardMergeError(f"{folder} holds shards of {' and '.join(map(str, counts))} shards: keep the folders "
                              f"of one N and delete the others")
    n = counts[0]
    missing = [str(Shard(k, n)) for k in range(1, n + 1) if Shard(k, n) not in found]
    if missing:
        raise ShardMergeError(f"shard {', '.join(missing)} of {run_id} missing under {folder}: run "
                              f"`python -m nl2sql run ... --run-id {run_id} --shard {missing[0]}` (same config) "
                              f"for each, then merge again")
    return [ShardRun(s, found[s], read_manifest(found[s]))
            for s in sorted(found, key=lambda s: s.k)]


def _data_hash(fingerprint: dict) -> dict:
    """The fingerprint less where the data sat (a cluster node mounts it elsewhere: the contents decide)."""
    return {k: v for k, v in fingerprint.items() if k != "root"}


def _model(manifest: dict) -> dict:
    """A shard's model identity less the server URL: shards may each talk to their own server of one model."""
    return {k: v for k, v in (manifest.get("model") or {}).items() if k != "base_url"}


def check_same_setup(shards: list[ShardRun]) -> None:
    """ShardMergeError naming each shard whose output knobs, model or data hash differ from the first shard's."""
    ref = shards[0]
    problems = []
    for s in shards[1:]:
        diff = output_knob_diff(ref.manifest.get("config", {}), s.manifest.get("config", {}))
        problems += [f"{s.name}: {k} is {b!r}, {ref.name}: {a!r}" for k, (a, b) in diff.items()]
        if _model(s.manifest) != _model(ref.manifest):
            problems.append(f"{s.name}: model {s.manifest.get('model')}, {ref.name}: {ref.manifest.get('model')}")
        if _data_hash(s.manifest.get("dataset", {})) != _data_hash(ref.manifest.get("dataset", {})):
            problems.append(f"{s.name} ran on other data or another selection than {ref.name} (the dataset "
                            f"fingerprints differ: files, databases, split or question ids)")
    if problems:
        raise ShardMergeError("the shards were made with different setups, so they are not one run: "
                              + "; ".join(problems) + ". Rerun the odd shards with the config of the others "
                              "(delete their folders first).")


def merge(run_id: str, out_root: str | Path = RESULTS_DIR, *, data_dir: str | None = None,
          workers: int | None = None, report: bool = True) -> RunResult:
    """Check and join the shards of results/<run_id>/shards/ into results/<run_id>, then score and report it.

    data_dir: where the dataset is now, when it moved since the shards ran (its contents must hash the same).
    """
    t0 = time.perf_counter()
    run_id = check_run_id(run_id)
    shards = find_shards(run_id, out_root)
    check_same_setup(shards)
    out = run_dir(run_id, out_root)
    saved = read_manifest(out)
    if saved is not None and "shards" not in saved:
        raise ShardMergeError(f"{out} already holds an unsharded run: merge under another run id (move the "
                              f"shards folder) or delete {out / PREDICTIONS} and {out / 'config.json'} first")
    ref = shards[0]
    cfg = RunConfig.from_dict(upgrade(ref.manifest["config"])).override(shard=None, run_id=run_id,
                                                             **({"data_dir": data_dir} if data_dir else {}))
    dataset = cfg.data.dataset()
    fingerprint = dataset_fingerprint(dataset)
    if _data_hash(fingerprint) != _data_hash(ref.manifest.get("dataset", {})):
        raise ShardMergeError(f"the dataset at {cfg.data.data_dir} is not the one the shards ran on (its fingerprint "
                              f"differs): restore it, or pass --data to where that dataset is")
    with ExitStack() as held:  # no shard may be written while it is read, nor two merges at once
        for s in shards:
            held.enter_context(run_lock(s.path))
        held.enter_context(run_lock(out))
        preds, traces = _collect(shards, dataset)
        manifest = {
            "run_id": run_id, "config": cfg.to_dict(), "dataset": fingerprint, "model": ref.manifest.get("model"),
            "evaluation": {"metrics": cfg.scoring.metrics and list(cfg.scoring.metrics),
                           "comparator": cfg.scoring.comparator, "ts_k": cfg.scoring.ts_k},
            "environment": environment(),
            "shards": {s.name: {"git": s.manifest.get("environment", {}).get("git")} for s in shards},
        }
        # The manifest first: a merge killed after it leaves a folder that says it is a merge (merge again finishes
        # it; a run of another setup on this id is refused), never predictions without the setup they answer.
        write_manifest(out, manifest)
        write_jsonl_atomic(out / TRACES, traces)  # traces before the predictions, which commit them
        write_jsonl_atomic(out / PREDICTIONS, preds)
        write_jsonl_atomic(out / RUN_LOG, [{**row, "shard": s.name} for s in shards
                                           for row in read_jsonl(s.path / RUN_LOG)])
        done = {p["id"]: p for p in preds}
        write_predictions_sql(out, dataset, done)
        failed = [p for p in preds if backend_failed(p)]
        if failed:
            print(f"{run_id}: the model backend failed on {len(failed)} questions (first: {failed[0].get('error')}); "
                  f"they are scored as wrong: rerun their shards, then merge again", file=sys.stderr)
        rep, files = score_run(out, dataset, cfg, workers=workers, report=report)
    return RunResult(run_id, out, cfg, preds, rep, files, reused=len(preds), generated=0,
                     wall_s=time.perf_counter() - t0)


def _collect(shards: list[ShardRun], dataset: Dataset) -> tuple[list[dict], list[dict]]:
    """(predictions, traces) of every evaluable question in dataset order; ShardMergeError for an unfinished shard."""
    preds: dict[str, dict] = {}
    traces: dict[str, dict] = {}
    for s in shards:
        want = [e.id for e in shard_questions(s.shard, dataset).evaluable]
        done = read_finished(s.path)
        left = [i for i in want if i not in done]
        if left:
            raise ShardMergeError(f"shard {s.shard} is unfinished: {len(want) - len(left)} of {len(want)} questions "
                                  f"done (first missing: {left[0]}); rerun it with the same command to finish it, "
                                  f"then merge again")
        shard_traces = read_traces(s.path)
        for i in want:
            preds[i] = done[i]
            if i in shard_traces:
                traces[i] = shard_traces[i]
    order = [e.id for e in dataset.evaluable]
    return [preds[i] for i in order], [traces[i] for i in order if i in traces]
