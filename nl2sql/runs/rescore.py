"""Which questions a prediction file answers, for `eval`: a run's own, or a selection given the way `run` takes it.

    run = find_run("spider20/baseline", results)          # results/spider20/baseline (or a run folder's path)
    opts = selection({}, run_config(run))                   # the run's data, split, sample, limit, seed, db_ids, shard
    ds = run_questions(opts, run)                           # those questions, checked against what the run recorded

A run made with --sample or --limit wrote one predictions.sql line per question it used, not one per question of
the split; re-scoring it needs that selection, which its config.json holds.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from nl2sql.config import RunConfig, knob_name
from nl2sql.data.dataset import Dataset, require_evaluable
from nl2sql.data.options import DataOptions, parse_shard
from nl2sql.store.provenance import dataset_fingerprint
from nl2sql.store.runstore import CONFIG, read_manifest, run_dir, saved_data_dir
from nl2sql.store.shards import shard_questions

SELECTION = tuple(f.name for f in dataclasses.fields(DataOptions))  # the knobs that choose a run's questions
MOVABLE = ("data_dir", "data_format")  # what a run's own selection may change: where its data sits now
_WHAT_DIFFERS = {"ids_sha256": "question ids", "files": "question files", "databases": "databases",
                 "questions": "question count", "evaluable": "evaluable count", "split": "split", "format": "format"}


def find_run(run: str, results: Path) -> Path:
    """The folder of a run: RUN_ID under results/, or the path of a folder holding config.json."""
    run = run.rstrip("/") or run  # a shell's completion ends a folder with /
    try:
        folder: Path | None = run_dir(run, results)
    except ValueError:  # not a run id (an absolute path, say): only a path
        folder = None
    for candidate in (folder, Path(run)):
        if candidate is not None and (candidate / CONFIG).is_file():
            return candidate
    raise FileNotFoundError(f"no run under {folder or run}: pass --run a run id of results/ (a folder with "
                            f"config.json), or --pred FILE with the selection it answers (--limit, --sample, "
                            f"--set seed=...)")


def run_config(run: Path) -> RunConfig:
    """A run's saved config, its data folder found from here (saved relative to where the run started)."""
    cfg = RunConfig.from_json(run / CONFIG)
    found = saved_data_dir(read_manifest(run) or {})
    return cfg if found == Path(cfg.data.data_dir).expanduser() else cfg.override(data_dir=str(found))


def selection(changes: Mapping[str, Any], saved: RunConfig | None = None) -> DataOptions:
    """The questions to score: a run's selection (saved: its config; only where its data sits may change) or the
    defaults, with changes (any selection knob `run` takes: data_dir, split, limit, sample, seed, db_ids, shard,
    data_format)."""
    named = {_selection_knob(k): v for k, v in changes.items()}
    other = [k for k in named if k not in SELECTION]
    if other:
        raise ValueError(f"{', '.join(other)} does not choose questions: eval selects them with "
                         f"{', '.join(SELECTION)} (scoring has its own options: --metrics, --comparator, --ts-k)")
    base = DataOptions.of(saved) if saved is not None else DataOptions()
    fixed = [k for k in named if k not in MOVABLE and named[k] != getattr(base, k)]
    if saved is not None and fixed:
        raise ValueError(f"--run scores the questions run {saved.run_id} used, so {', '.join(fixed)} cannot change: "
                         f"leave {'it' if len(fixed) == 1 else 'them'} out (only --data and --format may say where "
                         f"its data is now)")
    return dataclasses.replace(base, **named)


def _selection_knob(key: str) -> str:
    """The knob a key names; a misspelled one is a ValueError with the selection knob it is closest to."""
    try:
        return knob_name(key)
    except ValueError:
        close = difflib.get_close_matches(str(key).lower(), SELECTION, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise ValueError(f"unknown selection knob {key!r}{hint}: eval selects questions with "
                         f"{', '.join(SELECTION)}") from None


def run_questions(opts: DataOptions, run: Path | None = None) -> Dataset:
    """The selection's questions (its shard's part); with a run, checked to be the ones that run recorded."""
    dataset = require_evaluable(opts.dataset())
    if run is not None:
        _check_same_questions(dataset, run)
    if opts.shard:  # a shard's folder holds its part of the selection, in dataset order
        dataset = shard_questions(parse_shard(opts.shard), dataset)
    return dataset


def _check_same_questions(dataset: Dataset, run: Path) -> None:
    """ValueError unless the dataset hashes as the run's config.json recorded (its root aside: data may move)."""
    saved = (read_manifest(run) or {}).get("dataset") or {}
    now = dataset_fingerprint(dataset)
    differ = [k for k in saved if k != "root" and k in now and saved[k] != now[k]]
    if differ:
        raise ValueError(f"the questions selected from {dataset.root} are not those run {run} used (its "
                         f"{', '.join(_WHAT_DIFFERS.get(k, k) for k in differ)} differ): pass --data to the folder "
                         f"it ran on")


def describe(opts: DataOptions) -> str:
    """A selection in words: "dev, sample 20 (seed 0)"."""
    parts = [opts.split]
    if opts.db_ids:
        parts.append(f"db_ids {','.join(opts.db_ids)}")
    if opts.sample:
        parts.append(f"sample {opts.sample} (seed {opts.seed})")
    if opts.limit:
        parts.append(f"limit {opts.limit}")
    if opts.shard:
        parts.append(f"shard {opts.shard}")
    return ", ".join(parts)


def length_hint(pred: Path, opts: DataOptions, results: Path, run: str | None = None) -> str:
    """How to score a prediction file whose length is not the selection's: what ends eval's error."""
    if run is not None:
        return f"run {run} used these questions ({describe(opts)}): pass the predictions.sql it wrote (leave --pred out)"
    folder = pred.resolve().parent
    if (folder / CONFIG).is_file():  # a run's own file, scored against the whole split
        root = results.resolve()
        rid = folder.relative_to(root) if folder.is_relative_to(root) else pred.parent  # --run takes either
        try:
            used = f" ({describe(DataOptions.of(run_config(folder)))})"
        except (OSError, ValueError):  # a config this version cannot read: the run id still says how
            used = ""
        return f"it is the file of run {rid}{used}: score it with eval --run {rid}"
    return ("a run's file scores against the questions that run used with eval --run RUN_ID, or pass the run's "
            "selection (--limit N, --sample N, --set seed=S)")
