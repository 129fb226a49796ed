"""Run a RunConfig over a dataset into results/<run_id>/: resumable, append-only, scored, reported.

    from nl2sql.config import RunConfig
    from nl2sql.runner import run
    res = run(RunConfig(limit=20, run_id="demo"))      # results/demo/{config.json, predictions.jsonl, ...}
    print(res.tables_md.read_text())

Each finished question is appended to traces.jsonl and then predictions.jsonl (the prediction line is
the commit record) and fsynced at once, so Ctrl-C or SIGKILL loses nothing finished. Running the same
run_id again skips every question already in predictions.jsonl; a torn last line from a killed
writer is dropped first. A saved config.json that differs in a knob that changes outputs (model,
method, loop knobs, dataset contents) makes the rerun refuse with a message naming the knobs.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.metadata
import json
import os
import platform
import re
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .config import RunConfig
from .data import Dataset, Example, load_dataset
from .llm.base import LLM
from .paths import REPO_ROOT, RESULTS_DIR
from .report import dedupe_by_id, read_jsonl, write_comparison, write_report

# Knobs that never change a question's generated SQL: selection (which questions), bookkeeping, scoring.
# Every other knob, including any added to RunConfig later, counts as changing outputs.
NON_OUTPUT_KNOBS = frozenset({
    "data_dir",  # the dataset's contents are compared by hash instead of its path
    "limit", "sample", "db_ids",  # which questions; the ones already done stay valid
    "batch_size",  # greedy batched == one by one (the loop's contract)
    "prefix_cache_tokens",  # reused key/value states give the same greedy tokens as recomputed ones
    "run_id", "llm_cache",
    "metrics", "comparator", "ts_k",  # scoring only: a rerun rescores the same predictions
})
PACKAGES = ("nl2sql", "torch", "transformers", "tokenizers", "accelerate", "safetensors", "gguf",
            "sentence-transformers", "sqlglot", "numpy", "pandas", "scipy", "matplotlib", "papermill", "tqdm")
_RUN_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._=+,-]*(/[A-Za-z0-9][A-Za-z0-9._=+,-]*)*$")


class RunConfigMismatch(ValueError):
    """A rerun of a run_id whose saved config differs in knobs that change outputs."""


# ------------------------------------------------------------------------------- JSONL, crash-safe


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def repair_tail(path: Path) -> None:
    """Drop a torn last line (a writer killed mid-line) so the next append starts on a fresh line."""
    if not path.is_file() or path.stat().st_size == 0:
        return
    with path.open("rb+") as f:
        f.seek(0, os.SEEK_END)
        size = f.tell()
        f.seek(max(0, size - 1))
        if f.read(1) == b"\n":
            return
        # Find the last newline; keep a complete JSON tail (only its newline was lost), else cut it.
        chunk = 1 << 16
        pos = size
        last_nl = -1
        while pos > 0 and last_nl < 0:
            start = max(0, pos - chunk)
            f.seek(start)
            block = f.read(pos - start)
            i = block.rfind(b"\n")
            if i >= 0:
                last_nl = start + i
            pos = start
        f.seek(last_nl + 1)
        tail = f.read()
        try:
            json.loads(tail.decode("utf-8"))
            f.seek(0, os.SEEK_END)
            f.write(b"\n")
        except (ValueError, UnicodeDecodeError):
            f.truncate(last_nl + 1)
        f.flush()
        os.fsync(f.fileno())


def append_jsonl(path: Path, rows: Iterable[Mapping]) -> None:
    """Append rows and fsync them, so a crash right after loses none of them."""
    with path.open("a", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")
        f.flush()
        os.fsync(f.fileno())


def write_jsonl_atomic(path: Path, rows: Iterable[Mapping]) -> None:
    """Replace a JSONL file in one step (written beside, fsynced, renamed): never half old, half new."""
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def write_text_atomic(path: Path, text: str) -> Path:
    """Write a text file atomically."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
    return path


# ------------------------------------------------------------------------------- provenance


def sha256_file(path: Path) -> str:
    """SHA-256 of a file's bytes."""
    from .eval.scorer import db_file_hash  # memoized by path, size and mtime

    return db_file_hash(path)


def dataset_fingerprint(dataset: Dataset) -> dict:
    """Hashes of the question files, tables.json and every database the selection uses."""
    from .data import SPLIT_FILES

    root = Path(dataset.root)
    names = SPLIT_FILES.get(dataset.split, (f"{dataset.split}.json",))
    files = {n: sha256_file(root / n) for n in (*names, "tables.json") if (root / n).is_file()}
    dbs = {}
    for ex in dataset:
        if ex.db_id not in dbs and Path(ex.db_path).is_file():
            dbs[ex.db_id] = sha256_file(ex.db_path)
    ids = hashlib.sha256("\n".join(e.id for e in dataset).encode()).hexdigest()
    return {"root": str(root.resolve()), "split": dataset.split, "questions": len(dataset),
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
    """Python, platform, package versions, git commit."""
    return {"python": sys.version.split()[0], "platform": platform.platform(), "packages": package_versions(),
            "git": git_state()}


# ------------------------------------------------------------------------------- config checks


def check_run_id(run_id: str) -> str:
    """A run id is a relative path of safe names (letters, digits, . _ = + , -), folders allowed."""
    if not run_id or not _RUN_ID.match(run_id) or ".." in run_id.split("/"):
        raise ValueError(f"run_id {run_id!r} is not a safe folder name: use letters, digits, '.', '_', '-', '=' "
                         f"(and '/' for a sub-run), e.g. 'mini-loop' or 'ablation/max_steps=4'")
    return run_id


def default_run_id(cfg: RunConfig) -> str:
    """<method>-<model>-<hash of the output-changing knobs>: the same config maps to the same run (resumes)."""
    knobs = {k: v for k, v in cfg.to_dict().items() if k not in NON_OUTPUT_KNOBS}
    digest = hashlib.sha256(json.dumps(knobs, sort_keys=True, default=str).encode()).hexdigest()[:8]
    model = re.sub(r"[^A-Za-z0-9._-]+", "-", Path(str(cfg.model)).name)[:40].strip("-") or "model"
    return f"{cfg.method}-{model}-{digest}"


def output_knob_diff(saved: Mapping[str, Any], current: Mapping[str, Any]) -> dict[str, tuple[Any, Any]]:
    """Knobs that change outputs and differ: {knob: (saved, current)}; a knob absent from an old file is its default."""
    defaults = RunConfig().to_dict()
    diff = {}
    for k in sorted(set(saved) | set(current)):
        if k in NON_OUTPUT_KNOBS:
            continue
        a, b = saved.get(k, defaults.get(k)), current.get(k, defaults.get(k))
        if k in ("seed", "temperature", "top_p") and not current.get("do_sample") and not saved.get("do_sample"):
            continue  # greedy decoding ignores them (seed otherwise only picks which questions: a selection)
        if a != b:
            diff[k] = (a, b)
    return diff


def _check_resume(saved: Mapping, cfg: RunConfig, fingerprint: dict, out: Path) -> None:
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


def _check_model(saved: Mapping, identity: Mapping, out: Path) -> None:
    old = saved.get("model")
    if old and dict(old) != dict(identity):
        raise RunConfigMismatch(
            f"results/{saved.get('run_id', out.name)} was made with model {old}, not {dict(identity)}: its "
            f"predictions cannot be resumed. Use a new run_id, or delete {out} to start it over."
        )


# ------------------------------------------------------------------------------- LLM


def load_llm(cfg: RunConfig) -> LLM:
    """The LLM a config names. backend="function": model is "module:callable" (messages -> text), for tests."""
    if cfg.backend == "function":
        from .llm import FunctionLLM

        mod, _, attr = str(cfg.model).partition(":")
        if not attr:
            raise ValueError(f"backend 'function' needs model='package.module:callable', got {cfg.model!r}")
        try:
            fn = getattr(importlib.import_module(mod), attr)
        except (ImportError, AttributeError) as exc:
            raise ValueError(f"cannot import {cfg.model!r} for backend 'function': {exc}") from exc
        return FunctionLLM(fn, name=str(cfg.model))
    from .llm import load, resolve_backend

    kw: dict[str, Any] = {}
    if cfg.base_url:
        kw["base_url"] = cfg.base_url
    if resolve_backend(cfg.model, cfg.backend, cfg.base_url) == "transformers":
        kw.update(batch_size=cfg.batch_size, prefix_cache_tokens=cfg.prefix_cache_tokens, dtype=cfg.dtype)
    return load(cfg.model, backend=cfg.backend, cache=cfg.llm_cache if cfg.backend != "replay" else False, **kw)


# ------------------------------------------------------------------------------- rows


def _tool_calls(trace: Sequence[Mapping]) -> dict[str, int]:
    """Tools that ran (refused ones excluded), counted over a trace, bootstrap included."""
    counts: Counter = Counter()
    for e in trace:
        if "action" in e:
            obs = e.get("observation")
            if isinstance(obs, dict) and obs.get("blocked"):
                continue
            counts[str(e["action"])] += 1
    return dict(sorted(counts.items()))


def agent_rows(result: Any) -> tuple[dict, dict]:
    """(prediction row, trace row) of one AgentResult."""
    usage = result.usage or {}
    compliance = {k: v for k, v in (result.compliance or {}).items() if isinstance(v, bool)}
    pred = {
        "id": result.id, "index": result.index, "db_id": result.db_id, "question": result.question,
        "sql": result.sql or "", "method": "loop", "finished": result.finished, "fallback_used": result.fallback_used,
        "stop_reason": result.stop_reason, "steps": result.steps, "llm_calls": int(usage.get("calls", 0)),
        "prompt_tokens": int(usage.get("prompt_tokens", 0)), "completion_tokens": int(usage.get("completion_tokens", 0)),
        "tool_calls": _tool_calls(result.trace), "compliance": compliance, "counters": result.counters,
        "error": result.error, "elapsed_s": round(result.elapsed_s, 3), "latency_s": round(usage.get("latency_s", 0.0), 3),
    }
    trace = {"id": result.id, "index": result.index, "db_id": result.db_id, "question": result.question,
             "trace": result.trace, "decision_log": result.decision_log,
             "actions": (result.compliance or {}).get("actions", [])}
    return pred, trace


def baseline_rows(p: Any) -> tuple[dict, dict]:
    """(prediction row, trace row) of one baseline Prediction."""
    pred = {
        "id": p.id, "index": p.index, "db_id": p.db_id, "question": p.question, "sql": p.sql or "",
        "method": "baseline", "finished": True, "fallback_used": False, "stop_reason": "single_shot", "steps": 1,
        "llm_calls": p.llm_calls, "prompt_tokens": p.prompt_tokens, "completion_tokens": p.completion_tokens,
        "tool_calls": {}, "compliance": {}, "counters": {}, "error": p.reject_reason,
        "latency_s": round(p.latency_s, 3),
    }
    trace = {"id": p.id, "index": p.index, "db_id": p.db_id, "question": p.question,
             "trace": [{"step": 0, "llm": p.raw}], "decision_log": [], "guardrails": p.guardrails,
             "reject_reason": p.reject_reason}
    return pred, trace


# ------------------------------------------------------------------------------- the run


@dataclass
class RunResult:
    """A finished (or resumed) run: where it lives, its scores, what this call did."""

    run_id: str
    path: Path
    config: RunConfig
    predictions: list[dict]  # dataset order, one per generated question
    report: Any = None  # nl2sql.eval.EvalReport (None when score=False)
    files: dict[str, Path] = field(default_factory=dict)
    reused: int = 0  # questions found done on disk
    generated: int = 0  # questions generated by this call
    wall_s: float = 0.0

    @property
    def tables_md(self) -> Path:
        return self.path / "tables.md"

    @property
    def tables_tex(self) -> Path:
        return self.path / "tables.tex"

    def table(self) -> str:
        """The Markdown tables of the run."""
        return self.tables_md.read_text(encoding="utf-8") if self.tables_md.is_file() else ""


def run_dir(run_id: str, out_root: str | Path = RESULTS_DIR) -> Path:
    """results/<run_id>."""
    return Path(out_root) / check_run_id(run_id)


def _progress(total: int, initial: int, desc: str, enabled: bool):
    from tqdm import tqdm

    # unit "q": tqdm shows questions/s and the ETA; stderr so a piped stdout keeps only results.
    return tqdm(total=total, initial=initial, unit="q", desc=desc, disable=not enabled, file=sys.stderr,
                dynamic_ncols=True, smoothing=0.1)


def run(
    cfg: RunConfig | Mapping[str, Any],
    *,
    llm: LLM | None = None,
    dataset: Dataset | None = None,
    out_root: str | Path = RESULTS_DIR,
    progress: bool = True,
    score: bool = True,
    report: bool = True,
    workers: int | None = None,
    on_result: Callable[[dict], None] | None = None,
) -> RunResult:
    """Generate every evaluable question of cfg's dataset not yet done in results/<run_id>, then score and report.

    llm: an already loaded model (else cfg's model is loaded, only if a question is left to generate).
    dataset: an already loaded selection (else cfg's data_dir/split/db_ids/sample/limit).
    """
    t0 = time.perf_counter()
    if not isinstance(cfg, RunConfig):
        cfg = RunConfig.from_dict(cfg)
    run_id = check_run_id(cfg.run_id or default_run_id(cfg))
    if cfg.run_id != run_id:
        cfg = cfg.override(run_id=run_id)
    if dataset is None:
        dataset = load_dataset(cfg.data_dir, cfg.split, db_ids=cfg.db_ids, limit=cfg.limit, sample=cfg.sample,
                               seed=cfg.seed)
    out = run_dir(run_id, out_root)
    out.mkdir(parents=True, exist_ok=True)
    cfg_path, pred_path, trace_path = out / "config.json", out / "predictions.jsonl", out / "traces.jsonl"

    fingerprint = dataset_fingerprint(dataset)
    saved = json.loads(cfg_path.read_text(encoding="utf-8")) if cfg_path.is_file() else None
    if saved is not None:
        _check_resume(saved, cfg, fingerprint, out)

    # Recover what is on disk: drop torn tails, keep the first row per id, drop traces of unfinished questions.
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

    todo = [e for e in dataset.evaluable if e.id not in done]
    owns_llm = llm is None
    if llm is None and (todo or saved is None):
        llm = load_llm(cfg)
    identity = llm.identity() if llm is not None else (saved or {}).get("model", {})
    if saved is not None:
        _check_model(saved, identity, out)

    manifest = {
        "run_id": run_id,
        "config": cfg.to_dict(),
        "dataset": fingerprint,
        "model": identity,
        "evaluation": {"metrics": list(cfg.metrics), "comparator": cfg.comparator, "ts_k": cfg.ts_k},
        "environment": environment(),
    }
    write_text_atomic(cfg_path, json.dumps(manifest, indent=2, sort_keys=True, default=str) + "\n")

    reused = sum(1 for e in dataset.evaluable if e.id in done)
    generated = 0
    usage_before = llm.usage if llm is not None else None
    if reused and todo:
        print(f"resuming {run_id}: {reused} of {len(dataset.evaluable)} questions already done", file=sys.stderr)
    try:
        with _progress(len(dataset.evaluable), reused, run_id, progress) as bar:
            def save(rows: list[tuple[dict, dict]]) -> None:
                nonlocal generated
                rows = [(p, t) for p, t in rows if p["id"] not in done]
                if not rows:
                    return
                # Trace first, prediction second: a prediction line is the record that the question is done.
                append_jsonl(trace_path, [t for _, t in rows])
                append_jsonl(pred_path, [p for p, _ in rows])
                for p, _ in rows:
                    done[p["id"]] = p
                    if on_result is not None:
                        on_result(p)
                generated += len(rows)
                bar.update(len(rows))

            if todo:
                _generate(cfg, llm, todo, save, bar)
    finally:
        if owns_llm and llm is not None:
            llm.close()
    _log_session(out, reused, generated, time.perf_counter() - t0, llm, usage_before)

    missing = [e.id for e in dataset.evaluable if e.id not in done]
    predictions = [done[e.id] for e in dataset.evaluable if e.id in done]
    # Dataset order on disk at the end, so an interrupted-then-resumed run leaves the same files as a straight one.
    order = {e.id: i for i, e in enumerate(dataset)}
    rows = sorted(done.values(), key=lambda r: (order.get(r["id"], len(order)), r.get("index", 0)))
    write_jsonl_atomic(pred_path, rows)
    repair_tail(trace_path)
    trace_by_id = dedupe_by_id(read_jsonl(trace_path))
    write_jsonl_atomic(trace_path, [trace_by_id[r["id"]] for r in rows if r["id"] in trace_by_id])
    sql_lines = [" ".join((done[e.id]["sql"] if e.id in done else "").split()) for e in dataset]
    write_text_atomic(out / "predictions.sql", "\n".join(sql_lines) + "\n")

    result = RunResult(run_id, out, cfg, predictions, None, {}, reused, generated)
    if missing:
        print(f"{run_id}: {len(missing)} questions not finished (stopped); rerun to finish, then it is scored",
              file=sys.stderr)
    elif score:
        result.report, result.files = score_run(out, dataset, cfg, workers=workers, report=report)
    result.wall_s = time.perf_counter() - t0
    return result


def _generate(cfg: RunConfig, llm: LLM, todo: list[Example], save: Callable[[list[tuple[dict, dict]]], None],
              bar: Any = None) -> None:
    """Generate the questions in todo with the config's method, handing each finished batch to save."""
    if cfg.method == "baseline":
        from .baseline import run_baseline

        run_baseline(todo, llm, cfg.baseline_gen_params(), cfg.guardrail_steps, cfg.schema_style, cfg.batch_size,
                     on_batch=lambda preds: save([baseline_rows(p) for p in preds]))
        return
    from .agent import react_sql_batch

    def one(result: Any) -> None:
        if result.stop_reason == "stopped":  # incomplete: it runs again on the next call
            return
        save([agent_rows(result)])

    # A loop question finishes only after several rounds: show the steps taken so the bar never looks stuck.
    steps = {"n": 0, "shown": 0.0}

    def step(_event: Any) -> None:
        steps["n"] += 1
        now = time.monotonic()
        if bar is not None and now - steps["shown"] >= 2.0:
            steps["shown"] = now
            bar.set_postfix_str(f"{steps['n']} steps", refresh=True)

    react_sql_batch(todo, llm, cfg, on_result=one, on_step=step)


def _log_session(out: Path, reused: int, generated: int, wall_s: float, llm: LLM | None, before: Any) -> None:
    """Append this call's timing and usage to run_log.jsonl (kept apart: timings never enter the tables)."""
    usage = None
    if llm is not None and before is not None:
        u = llm.usage
        usage = {k: getattr(u, k) - getattr(before, k) for k in ("calls", "prompt_tokens", "completion_tokens",
                                                                 "cached_calls")}
        usage["wall_s"] = round(u.wall_s - before.wall_s, 3)
    append_jsonl(out / "run_log.jsonl", [{
        "finished_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "reused": reused, "generated": generated,
        "wall_s": round(wall_s, 3), "questions_per_s": round(generated / wall_s, 4) if wall_s > 0 else None,
        "usage": usage, "git": git_state(),  # a run resumed across commits shows each part's commit here
    }])


def score_run(out: Path, dataset: Dataset, cfg: RunConfig, workers: int | None = None,
              report: bool = True) -> tuple[Any, dict[str, Path]]:
    """Score predictions.jsonl against the dataset; write metrics.csv, then the tables and plots."""
    from .eval import evaluate

    done = dedupe_by_id(read_jsonl(out / "predictions.jsonl"))
    preds = [done[e.id]["sql"] if e.id in done else "" for e in dataset]
    rep = evaluate(dataset, preds, metrics=cfg.metrics, comparator=cfg.comparator, ts_k=cfg.ts_k, workers=workers)
    files = {"metrics.csv": rep.write_csv(out / "metrics.csv")}
    cfg_path = out / "config.json"
    manifest = json.loads(cfg_path.read_text(encoding="utf-8"))
    manifest["evaluation"] = {"metrics": list(rep.metrics), "comparator": rep.comparator,
                              "keep_distinct": rep.keep_distinct, "ts_k": rep.ts_k, "notes": rep.notes}
    write_text_atomic(cfg_path, json.dumps(manifest, indent=2, sort_keys=True, default=str) + "\n")
    if report:
        files.update(write_report(out))
    return rep, files


# ------------------------------------------------------------------------------- ablations

# One factor at a time away from the base config (seed 000 section 5 defaults): each value here is a variant.
DEFAULT_GRID: dict[str, list[Any]] = {
    "use_link_schema": [False],
    "guardrails": [[]],
    "force_constraints": [False],
    "max_steps": [4, 12],
    "retrieval": ["embedding"],
    "method": ["baseline"],
}


def _value_slug(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (list, tuple)):
        return "+".join(str(v) for v in value) or "none"
    return re.sub(r"[^A-Za-z0-9._+-]+", "-", str(value))


def canonical_knob(name: str) -> str:
    """The RunConfig field a knob name means (seed names such as REACT_MAX_STEPS included)."""
    import dataclasses

    from .config import ALIASES

    fields = {f.name for f in dataclasses.fields(RunConfig)}
    low = str(name).lower()
    knob = low if low in fields else ALIASES.get(low, str(name))
    if knob not in fields:
        raise ValueError(f"unknown knob {name!r} in the ablation grid: use RunConfig field names (e.g. max_steps)")
    return knob


def ablation_configs(base: RunConfig, grid: Mapping[str, Sequence[Any]] | None = None,
                     mode: str = "one-at-a-time") -> dict[str, RunConfig]:
    """Variant name -> config: 'base' plus one variant per (knob, value) (or every combination, mode='full')."""
    import itertools

    grid = {canonical_knob(k): list(v) for k, v in (DEFAULT_GRID if grid is None else grid).items()}
    base_d = base.to_dict()
    variants: dict[str, RunConfig] = {"base": base}
    if mode == "one-at-a-time":
        for knob, values in grid.items():
            for v in values:
                cfg = base.override({knob: v})
                if cfg.to_dict() == base_d:
                    continue  # the base value itself
                variants[f"{knob}={_value_slug(getattr(cfg, knob))}"] = cfg
    elif mode == "full":
        knobs = list(grid)
        for combo in itertools.product(*[list(dict.fromkeys([base_d[k], *grid[k]])) if k in base_d else grid[k]
                                         for k in knobs]):
            cfg = base.override(dict(zip(knobs, combo)))
            name = ",".join(f"{k}={_value_slug(getattr(cfg, k))}" for k in knobs if getattr(cfg, k) != base_d.get(k))
            variants.setdefault(name or "base", cfg)
    else:
        raise ValueError(f"ablation mode must be 'one-at-a-time' or 'full', got {mode!r}")
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
    grid: Mapping[str, Sequence[Any]] | None = None,
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
    difference with its bootstrap CI and McNemar's exact p) and ablation_<metric>.png.
    """
    if not isinstance(base, RunConfig):
        base = RunConfig.from_dict(base)
    ablation_id = check_run_id(ablation_id or base.run_id or "ablation")
    variants = ablation_configs(base, grid, mode)
    out = Path(out_root) / ablation_id
    out.mkdir(parents=True, exist_ok=True)
    dataset = load_dataset(base.data_dir, base.split, db_ids=base.db_ids, limit=base.limit, sample=base.sample,
                           seed=base.seed)
    models: dict[tuple, LLM] = {}
    runs: dict[str, RunResult] = {}
    try:
        for name, cfg in variants.items():
            key = (cfg.model, cfg.backend, cfg.base_url, cfg.llm_cache)
            if llm is not None:
                model = llm
            else:
                if key not in models:
                    models[key] = load_llm(cfg)  # one load per distinct model, shared by the variants
                model = models[key]
            cfg = cfg.override(run_id=f"{ablation_id}/{name}")
            runs[name] = run(cfg, llm=model, dataset=dataset, out_root=out_root, progress=progress, workers=workers)
    finally:
        for m in models.values():
            m.close()
    labels = {name: name for name in runs}
    labels["base"] = "base (" + ", ".join(f"{k}={_value_slug(getattr(base, canonical_knob(k)))}"
                                          for k in (grid or DEFAULT_GRID)) + ")"
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
    paths = {rid: run_dir(rid, out_root) for rid in run_ids}
    out_dir = Path(out) if out else Path(out_root) / check_run_id(reference).split("/")[0]
    return write_comparison(paths, reference, out_dir, name=name, title=title, metrics=metrics)


def compare_session(session_id: str, out_root: str | Path = RESULTS_DIR, metrics: Sequence[str] = ("EX", "TS"),
                    reference: str = "baseline", other: str = "loop") -> dict[str, Path] | None:
    """results/<session>/tables.{md,tex,csv}: the baseline and loop tables and their paired comparison.

    None when the session lacks a scored baseline or loop run.
    """
    root = Path(out_root) / check_run_id(session_id)
    runs = {name: root / name for name in (reference, other)}
    if not all((p / "metrics.csv").is_file() and (p / "config.json").is_file() for p in runs.values()):
        return None
    return write_comparison(runs, reference, root, name="tables", title=f"Session {session_id}: {other} vs {reference}",
                            metrics=metrics)


# ------------------------------------------------------------------------------- notebooks (papermill)

NOTEBOOKS = ("01_schema_prep", "02_baseline", "03_agentic_eval", "04_ablations")
NOTEBOOK_DIR = REPO_ROOT / "notebooks"
KERNEL_NAME = "nl2sql"


def notebook_kernel(preferred: str = KERNEL_NAME) -> str:
    """The kernel papermill uses: `nl2sql` where registered (make kernel), else this Python's `python3`."""
    from jupyter_client.kernelspec import KernelSpecManager, NoSuchKernel

    try:
        spec = KernelSpecManager().get_kernel_spec(preferred)
    except NoSuchKernel:
        return "python3"
    exe = Path(spec.argv[0]) if spec.argv else None
    # A kernel registered from another checkout or a deleted venv would run the wrong (or no) interpreter.
    if exe is not None and exe.is_absolute() and not exe.exists():
        return "python3"
    return preferred


def notebook_parameters(path: str | Path) -> dict[str, Any]:
    """The names (and defaults) of a notebook's papermill `parameters` cell."""
    import papermill

    return {k: v.get("default") for k, v in papermill.inspect_notebook(str(path)).items()}


def execute_notebooks(
    run_id: str,
    parameters: Mapping[str, Any] | None = None,
    names: Sequence[str] = NOTEBOOKS[:3],
    *,
    out_root: str | Path = RESULTS_DIR,
    kernel_name: str | None = None,
    log_output: bool = False,
    notebook_dir: str | Path = NOTEBOOK_DIR,
) -> list[Path]:
    """Run numbered notebooks through papermill into results/<run_id>/notebooks/, in order.

    Each notebook receives the parameters its `parameters` cell declares (others are skipped, so one
    dict can drive all of them), plus run_id and results_dir.
    """
    import papermill

    check_run_id(run_id)
    out_dir = Path(out_root) / run_id / "notebooks"
    kernel = kernel_name or notebook_kernel()
    sources = []
    for name in names:
        stem = next((n for n in NOTEBOOKS if n == name or n.startswith(f"{name}_")), name)
        src = Path(notebook_dir) / f"{stem}.ipynb"
        if not src.is_file():
            raise FileNotFoundError(f"notebook {src} not found: choose from {', '.join(NOTEBOOKS)}")
        sources.append((src, notebook_parameters(src)))
    given = {**dict(parameters or {}), "run_id": run_id, "results_dir": str(Path(out_root).resolve())}
    unknown = sorted(set(given) - {k for _, declared in sources for k in declared})
    if unknown:  # a typo would otherwise be ignored silently and the run would use the default
        raise ValueError(f"{', '.join(unknown)}: not a parameter of {', '.join(s.stem for s, _ in sources)}; "
                         f"see the first code cell of each notebook for the names")
    out_dir.mkdir(parents=True, exist_ok=True)
    done = []
    for src, declared in sources:
        params = {k: v for k, v in given.items() if k in declared}
        dst = out_dir / src.name
        print(f"notebook {src.name} -> {dst}", file=sys.stderr)
        papermill.execute_notebook(str(src), str(dst), parameters=params, kernel_name=kernel, cwd=str(REPO_ROOT),
                                   progress_bar=False, log_output=log_output)
        done.append(dst)
    return done
