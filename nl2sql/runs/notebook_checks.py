"""What the numbered notebooks build from their parameters, built before the first of them runs.

    check_notebooks([("02_baseline", declared)], {"data_dir": "nowhere", "run_id": "mini"})   # DatasetError, at once

A mistake in the parameters (a knob's value, the data folder, notebook 04's grid or metrics, notebook 05's sets)
would otherwise surface from inside a kernel as papermill's traceback, after a half-executed notebook was written
under results/. Here it is the one-line error of docs/bad-input.md, raised before anything is written. Each check
builds what its notebook's first cells build, with the same functions and the parameters papermill would inject.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from nl2sql.config import RunConfig, knob_table
from nl2sql.data.dataset import require_evaluable
from nl2sql.data.options import DataOptions
from nl2sql.eval.metric_table import metric_names
from nl2sql.llm.backends import check_model
from nl2sql.methods.registry import METHODS
from nl2sql.paths import RESULTS_DIR
from nl2sql.report.robustness import check_sets
from nl2sql.runs.ablation import ablation_configs
from nl2sql.runs.parameters import notebook_config

Namespace = Mapping[str, Any]


def check_notebooks(sources: Sequence[tuple[str, Mapping[str, Any]]], given: Namespace) -> None:
    """Raise the first mistake one of the notebooks would meet: sources holds each notebook's stem and its parameters
    cell (name -> default as papermill reads it), given what it is passed (run_id and results_dir included)."""
    loaded: set[str] = set()  # one load per selection: every notebook of a session reads the same questions

    def questions(cfg: RunConfig, evaluable: bool = True) -> None:
        if cfg.method in METHODS:
            cfg.options().check_inputs()
            if cfg.model_options is not None:  # a method that calls a model: one its name can never load
                m = cfg.model_options
                check_model(m.model, m.backend, m.base_url)
        part = DataOptions.of(cfg)
        if repr((part, evaluable)) not in loaded:
            dataset = part.dataset()
            if evaluable:
                require_evaluable(dataset)
            loaded.add(repr((part, evaluable)))

    for stem, declared in sources:
        for name, value in given.items():  # a notebook's own switch (candidate_agent, reworded_only): true or false
            if isinstance(_literal(declared.get(name)), bool) and not isinstance(value, bool):
                raise ValueError(f"{name} must be true or false, got {value!r} ({stem}'s parameters cell)")
        check = CHECKS.get(stem)
        if check is not None:
            check(_namespace(declared, {k: v for k, v in given.items() if k in takes(stem, declared, given)}),
                  questions)


# The method each notebook runs (04 runs its `method` parameter's).
METHOD_OF = {"02_baseline": "baseline", "03_agentic_eval": "loop", "04_ablations": "loop"}


def takes(stem: str, declared: Mapping[str, Any], given: Namespace) -> set[str]:
    """The parameters a notebook takes: those its cell declares, and the knobs its method's run reads (a plugin
    method's own, say, which no cell lists)."""
    method = given.get("method") if "method" in declared and given.get("method") else METHOD_OF.get(stem)
    return set(declared) | (set(knob_table(method)) if method in METHODS else set())


def _literal(default: Any) -> Any:
    """A parameters cell's default as its value (None where it is no literal)."""
    try:
        return ast.literal_eval(default) if isinstance(default, str) else default
    except (ValueError, SyntaxError):
        return None


def _namespace(declared: Mapping[str, Any], given: Namespace) -> dict[str, Any]:
    """A notebook's names once its parameters cell ran: each default, then what papermill injects over it."""
    names: dict[str, Any] = {}
    for name, default in declared.items():
        try:
            names[name] = ast.literal_eval(default) if isinstance(default, str) else default
        except (ValueError, SyntaxError):
            continue  # not a literal: the notebook's own expression, nothing a caller can get wrong
    names.update(given)
    return names


Questions = Callable[..., None]


def _schema_prep(ns: Namespace, questions: Questions) -> None:
    questions(notebook_config(ns), evaluable=False)  # 01 shows every question, the ones it cannot score too


def _baseline(ns: Namespace, questions: Questions) -> None:
    questions(notebook_config(ns, method="baseline", run_id=f"{ns['run_id']}/baseline"))


def _agentic_eval(ns: Namespace, questions: Questions) -> None:
    cfg = notebook_config(ns, method="loop", run_id=f"{ns['run_id']}/loop")
    if ns.get("candidate_agent", True):
        cfg.override(method="candidates", run_id=f"{ns['run_id']}/candidates")
    questions(cfg)


def _ablations(ns: Namespace, questions: Questions) -> None:
    base = notebook_config(ns, run_id=None)
    ablation_configs(base, ns.get("grid"), ns.get("mode", "one-at-a-time"))
    metric_names(ns.get("compare_metrics", "EX,TS"), " in compare_metrics")
    questions(base)


def _robustness(ns: Namespace, questions: Questions) -> None:
    results = Path(ns.get("results_dir") or RESULTS_DIR)
    check_sets(ns["original"], ns["variants"], ns.get("metrics", ("EX", "TS")), ns.get("pair", "auto"), results,
               ns.get("reworded_only", False))


CHECKS: dict[str, Callable[[Namespace, Questions], None]] = {
    "01_schema_prep": _schema_prep,
    "02_baseline": _baseline,
    "03_agentic_eval": _agentic_eval,
    "04_ablations": _ablations,
    "05_robustness": _robustness,
}
