"""Shards of a run: `--shard K/N` answers a deterministic slice of the questions in its own run folder.

Shard K of N takes every question whose position in the selection's evaluable list is K-1 modulo N
(round-robin): shard sizes differ by at most one, each shard gets a mix of easy and hard databases, and
within a shard the questions keep dataset order, so those of one database stay together (shared schema
prompts). Shard K of N of run R lives in results/R/shards/K-of-N/, a complete run folder of its own with
its own lock, so shards run concurrently (a SLURM array, any scheduler) and each resumes like a run.
nl2sql.runs.merge joins them into results/R/.
"""

from __future__ import annotations

import re
from dataclasses import replace

from nl2sql.data.dataset import Dataset
from nl2sql.data.options import Shard, parse_shard

SHARDS_DIR = "shards"
_FOLDER = re.compile(r"^(\d+)-of-(\d+)$")


def shard_questions(shard: Shard, dataset: Dataset) -> Dataset:
    """The shard's questions: every evaluable one at position k-1 modulo n, in dataset order."""
    picked = dataset.evaluable[shard.k - 1::shard.n]
    if not picked:
        raise ValueError(f"shard {shard} has no question: the selection has {len(dataset.evaluable)} evaluable "
                         f"questions, so use at most {len(dataset.evaluable)} shards")
    return replace(dataset, examples=picked)


def shard_of_folder(name: str) -> Shard | None:
    """The Shard a folder name "K-of-N" stands for (None for any other name)."""
    m = _FOLDER.match(name)
    if not m or not 1 <= int(m.group(1)) <= int(m.group(2)):
        return None
    return Shard(int(m.group(1)), int(m.group(2)))


def folder_id(run_id: str, shard: str | None) -> str:
    """The folder id under results/ of run_id's shard: "<run_id>/shards/K-of-N", or run_id itself unsharded."""
    return run_id if not shard else f"{run_id}/{SHARDS_DIR}/{parse_shard(shard).name}"
