"""Ablations: a grid of knob values around a base config, each variant a resumable run, compared in pairs.

    from nl2sql.config import RunConfig
    from nl2sql.runs.ablation import run_ablation
    res = run_ablation(RunConfig(limit=20), {"max_steps": [4, 12]}, "demo-ablation")
    print(res.tables_md.read_text())                  # accuracy per variant, then the paired table
"""

from __future__ import annotations

import difflib
import itertools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nl2sql.config import RunConfig, knob_table, knob_name, parse_assignments, parse_value
from nl2sql.data.dataset import require_evaluable
from nl2sql.eval.metric_table import metric_names
from nl2sql.llm import load
from nl2sql.llm.base import LLM
from nl2sql.methods.registry import get_method
from nl2sql.paths import RESULTS_DIR
from nl2sql.report.glance import write_glance
from nl2sql.report.writer import write_comparison
from nl2sql.runs.rescore import SELECTION
from nl2sql.runs.runner import RunResult, run
from nl2sql.store.runstore import check_run_id, run_dir

# One factor at a time away from the base config (docs/reference-loop.md#parameters): each value here is a variant.
DEFAULT_GRID: dict[str, list[Any]] = {
    "use_link_schema": [False],
    "guardrails": [[]],
    "force_constraints": [False],
    "max_steps": [4, 12],
    "tool_choice": ["model", "policy"],  # the base value is skipped: the other shows what tool choice costs
    "retrieval": ["embedding"],
    "method": ["baseline"],
}

# The candidate agent's parts (docs/reference-loop.md#candidates), each switched away from a base that has
# them on: use with a base of method="candidates" (n_candidates=1: the greedy candidate alone, through the same
# guardrails, run and identifier repair, so only the vote is gone).
COMPONENT_GRID: dict[str, list[Any]] = {
    "n_candidates": [1],
    "fewshot_k": [0, 3],
    "value_hints": [False, True],
    "sample_rows": [0, 3],
    "reflection": [True, False],
    "candidate_repair": [0, 3],
    "identifier_repair": [False, True],
    "judge": [False, True],
}
# The gates and the forced extraction (docs/reference-loop.md#gates), each turned off in turn: use with a base of
# tool_choice="model" (or "open"), where the model picks its steps. Under the default "policy" the policy never
# asks for a gated step, so these variants would repeat the base; the compliance flags show what each gate stops.
GATE_GRID: dict[str, list[Any]] = {
    "run_gate": [False],
    "finish_gate": [False],
    "force_constraints": [False],
}
GRIDS = {"default": DEFAULT_GRID, "components": COMPONENT_GRID, "gates": GATE_GRID}
RUN_FILES = ("tables", "traces", "summary", "metrics", "predictions", "config")  # a run folder's own file names
# The knobs that pick the questions (DataOptions but its seed, which also draws samples): the base's selection is
# every variant's, so a grid over one of these would run the base's questions under another label.
SELECTION_KNOBS = tuple(k for k in SELECTION if k != "seed")


def parse_grid(items: Sequence[str] | None) -> dict | str | None:
    """--grid max_steps=4,12 --grid 'guardrails=[[]]' -> {"max_steps": [4, 12], "guardrails": [[]]};
    --grid components -> a named grid of nl2sql.runs.ablation.GRIDS."""
    if not items:
        return None
    if len(items) == 1 and items[0].strip() in GRIDS:
        return items[0].strip()
    defaults = RunConfig().to_dict()
    grid: dict = {}
    for item in items:
        if "=" not in item:
            close = difflib.get_close_matches(item.strip(), GRIDS, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise ValueError(f"unknown ablation grid {item.strip()!r}{hint}: name one of {', '.join(GRIDS)}, or give "
                             f"knob=value1,value2 (e.g. max_steps=4,12)")
        [(key, value)] = parse_assignments([item]).items()
        if isinstance(value, list):
            values = value
        elif isinstance(value, str):  # text: one value, or several separated by commas
            values = [parse_value(v) for v in value.split(",")]
        else:
            values = [value]
        # "none" for a list knob (guardrails=none) means the empty list: no step at all.
        if isinstance(defaults.get(knob_name(key)), list):
            values = [[] if v is None or v == "" else v for v in values]
        grid[key] = values
    return grid


def grid_of(grid: Mapping[str, Any] | str | Sequence[str] | None) -> dict[str, list[Any]]:
    """Any form of an ablation grid as knob -> values: None (DEFAULT_GRID), a dict of knob -> values (or one value),
    a name of GRIDS, the text `ablate --grid` takes ("max_steps=4,12"; several knobs separated by ";": "max_steps=4,12;
    guardrails=none"), or a list of such texts. Notebook 04's `grid` parameter is any of these."""
    if isinstance(grid, str):
        grid = parse_grid([part for part in grid.split(";") if part.strip()])
    elif isinstance(grid, (list, tuple)):
        if not all(isinstance(item, str) for item in grid):
            raise ValueError(f"ablation grid {grid!r}: a list holds knob=value1,value2 texts, e.g. ['max_steps=4,12']")
        grid = parse_grid(list(grid))
    if isinstance(grid, str):
        grid = GRIDS[grid]
    if grid is None:
        grid = DEFAULT_GRID
    if not isinstance(grid, Mapping):
        raise ValueError(f"ablation grid {grid!r}: give a dict of knob -> values, the text knob=value1,value2 "
                         f"(e.g. max_steps=4,12) or one of {', '.join(GRIDS)}")
    # One value stands for itself: list("embedding") would try every letter.
    grid = {knob_name(k): list(v) if isinstance(v, (list, tuple)) else [v] for k, v in grid.items()}
    data = [k for k in grid if k in SELECTION_KNOBS]
    if data:
        raise ValueError(f"ablation grid: {data[0]} picks the questions, which every variant shares (the pairs are "
                         "made by question): set it on the base (--data, --split, --limit, --sample or --set), and "
                         "run another data set as an ablation of its own")
    return grid


def _value_slug(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (list, tuple)):
        return "+".join(str(v) for v in value) or "none"
    return re.sub(r"[^A-Za-z0-9._+-]+", "-", str(value))


def ablation_configs(base: RunConfig, grid: Mapping[str, Sequence[Any]] | str | None = None,
                     mode: str = "one-at-a-time") -> dict[str, RunConfig]:
    """Variant name -> config: 'base' plus one variant per (knob, value) (or every combination, mode='full').

    grid is any form grid_of reads: a dict, a name of GRIDS ("default", "components", "gates"), the text of `ablate
    --grid` ("max_steps=4,12") or None (the default grid). Grid keys are knobs or upper-case aliases;
    every value is checked by building its config.
    """
    grid = grid_of(grid)
    base_d = base.to_dict()
    variants: dict[str, RunConfig] = {"base": base}
    if mode == "one-at-a-time":
        for knob, values in grid.items():
            for v in values:
                cfg = base.override({knob: v})
                if cfg.to_dict() == base_d:
                    continue  # the base value itself
                variants[f"{knob}={_value_slug(cfg.to_dict()[knob])}"] = cfg
    elif mode == "full":
        knobs = list(grid)
        for combo in itertools.product(*[list(dict.fromkeys([base_d[k], *grid[k]])) if k in base_d else grid[k]
                                         for k in knobs]):
            changes = dict(zip(knobs, combo))
            read = knob_table(changes.get("method") or base.method)  # a knob the combination's method reads
            cfg = base.override({k: v for k, v in changes.items() if k in read})
            cfg_d = cfg.to_dict()
            name = ",".join(f"{k}={_value_slug(cfg_d[k])}" for k in knobs if k in cfg_d and cfg_d[k] != base_d.get(k))
            variants.setdefault(name or "base", cfg)
    else:
        raise ValueError(f"ablation mode must be 'one-at-a-time' or 'full', got {mode!r}")
    for cfg in variants.values():
        cfg.options().check_inputs()  # a variant's missing few-shot pool, before the base runs
    return variants


@dataclass
class AblationResult:
    """The runs of a grid and the paired comparison files."""

    ablation_id: str
    path: Path
    runs: dict[str, RunResult]
    files: dict[str, Path]

    @property
    def tables_md(self) -> Path:
        return self.path / "ablation.md"


def run_ablation(
    base: RunConfig | Mapping[str, Any],
    grid: Mapping[str, Any] | str | Sequence[str] | None = None,
    ablation_id: str | None = None,
    *,
    mode: str = "one-at-a-time",
    llm: LLM | None = None,
    out_root: str | Path = RESULTS_DIR,
    progress: bool = True,
    workers: int | None = None,
    metrics: Sequence[str] = ("EX",),
) -> AblationResult:
    """Run every variant as results/<ablation_id>/<variant> (each resumable) and compare each to the base.

    Writes results/<ablation_id>/ablation.{md,tex,csv} (accuracy per variant, then the paired table: EX
    difference with its bootstrap CI and McNemar's exact p) and ablation_<metric>.png. grid: any form grid_of reads.
    Every mistake in the input (a knob, a value, the data, a metric) is raised before anything is written.
    """
    if not isinstance(base, RunConfig):
        base = RunConfig.from_dict(base)
    ablation_id = check_run_id(ablation_id or base.run_id or "ablation")
    grid = grid_of(grid)  # the base's label below lists the grid's knobs
    variants = ablation_configs(base, grid, mode)
    metrics = metric_names(metrics, " to compare")
    out = Path(out_root) / ablation_id  # made by the first variant's run: a failure before it leaves nothing
    dataset = require_evaluable(base.data.dataset())
    models: dict[tuple, LLM] = {}
    runs: dict[str, RunResult] = {}
    try:
        for name, cfg in variants.items():
            if llm is not None or not get_method(cfg.method).needs_llm:
                model = llm  # the runner gives a method that needs no model none
            else:
                m = cfg.model_options
                key = (m.model, m.backend, m.base_url, m.llm_cache)
                if key not in models:
                    models[key] = load(**cfg.llm_options())  # one load per distinct model, shared by the variants
                model = models[key]
            cfg = cfg.override(run_id=f"{ablation_id}/{name}")
            runs[name] = run(cfg, llm=model, dataset=dataset, out_root=out_root, progress=progress, workers=workers)
    finally:
        for m in models.values():
            m.close()
    labels = {name: name for name in runs}
    labels["base"] = "base (" + ", ".join(f"{k}={_value_slug(base[knob_name(k)])}"
                                          for k in grid) + ")"
    files = write_comparison({k: r.path for k, r in runs.items()}, "base", out, name="ablation",
                             title=f"Ablation {ablation_id}", labels=labels, metrics=metrics)
    return AblationResult(ablation_id, out, runs, files)


def compare_runs(run_ids: Sequence[str], reference: str | None = None, out: str | Path | None = None,
                 name: str = "comparison", title: str = "Paired comparison", out_root: str | Path = RESULTS_DIR,
                 metrics: Sequence[str] = ("EX",)) -> dict[str, Path]:
    """Paired comparison of finished runs (results/<id>) against the first (or `reference`)."""
    if len(run_ids) < 2:
        raise ValueError("compare needs at least two run ids (the first is the reference unless --reference)")
    reference = reference or run_ids[0]
    if not re.fullmatch(r"[A-Za-z0-9_=+,-][A-Za-z0-9._=+,-]*", name):
        raise ValueError(f"comparison name {name!r} is not a file name: the tables are <name>.md/.tex/.csv in --out; "
                         "use letters, digits, '.', '_', '-', e.g. --name loop-vs-baseline")
    if out is not None and (Path(out) / "config.json").is_file() and name in RUN_FILES:
        raise ValueError(f"--out {out} is a run's folder and its {name}.md is the run's own: use another --name")
    if out is not None and Path(out).exists() and not Path(out).is_dir():
        raise ValueError(f"--out {out} is a file: give a folder for {name}.md/.tex/.csv")
    if reference not in run_ids:
        raise ValueError(f"--reference {reference!r} is not among the runs compared ({', '.join(run_ids)}): name one")
    metrics = metric_names(metrics, " to compare")  # before any run is read: a misspelt metric is this one line
    paths = {rid: run_dir(rid, out_root) for rid in run_ids}
    out_dir = Path(out) if out else Path(out_root) / check_run_id(reference).split("/")[0]
    return write_comparison(paths, reference, out_dir, name=name, title=title, metrics=metrics)


def compare_session(session_id: str, out_root: str | Path = RESULTS_DIR, metrics: Sequence[str] = ("EX", "TS"),
                    reference: str = "baseline", others: Sequence[str] = ("loop", "candidates")) -> dict[str, Path] | None:
    """results/<session>/tables.{md,tex,csv}: the baseline's, the loop's and the candidate agent's tables (those the
    session ran) and their paired comparison with the baseline.

    None when the session lacks a scored baseline or every other method.
    """
    root = Path(out_root) / check_run_id(session_id)
    scored = [n for n in (reference, *others) if (root / n / "metrics.csv").is_file() and (root / n / "config.json").is_file()]
    if reference not in scored or len(scored) < 2:
        return None
    files = write_comparison({n: root / n for n in scored}, reference, root, name="tables",
                             title=f"Session {session_id}: {', '.join(scored[1:])} vs {reference}", metrics=metrics)
    write_glance(root)  # first in tables.md: what so few questions can say, beside the full-dev reference runs
    return files

