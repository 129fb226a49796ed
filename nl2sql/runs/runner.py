"""Run a RunConfig over a dataset into results/<run_id>/: generate, store as it goes, score, report.

    from nl2sql.config import RunConfig
    from nl2sql.runs.runner import run
    res = run(RunConfig(limit=20, run_id="demo"))      # results/demo/{config.json, predictions.jsonl, ...}
    print(res.tables_md.read_text())

Running the same run_id again skips every question already finished; nl2sql.store.runstore keeps the files
crash-safe and refuses a resume whose saved setup differs in what changes outputs.
"""

from __future__ import annotations

import importlib
import json
import sys
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nl2sql.config import RunConfig, parse_shard
from nl2sql.data.dataset import Dataset, Example, load_dataset, require_evaluable
from nl2sql.llm.base import LLM, Completion, GenParams, LLMError, PromptLike
from nl2sql.paths import RESULTS_DIR
from nl2sql.report.writer import write_report
from nl2sql.runs.progress import RunProgress, progress_bar
from nl2sql.sql.db import set_memory_cap
from nl2sql.store.provenance import dataset_fingerprint, environment, git_state
from nl2sql.store.runstore import (
    PREDICTIONS,
    append_jsonl,
    backend_failed,
    check_model,
    check_resume,
    check_run_id,
    commit,
    dedupe_by_id,
    default_run_id,
    discard_unfinished,
    forget,
    read_jsonl,
    recover,
    rewrite_in_order,
    run_dir,
    run_lock,
    write_text_atomic,
)
from nl2sql.store.shards import folder_id, shard_questions

# ------------------------------------------------------------------------------- LLM


def load_llm(cfg: RunConfig) -> LLM:
    """The LLM a config names. backend="function": model is "module:callable" (messages -> text), for tests."""
    if cfg.backend == "function":
        from nl2sql.llm import FunctionLLM

        mod, _, attr = str(cfg.model).partition(":")
        if not attr:
            raise ValueError(f"backend 'function' needs model='package.module:callable', got {cfg.model!r}")
        try:
            fn = getattr(importlib.import_module(mod), attr)
        except (ImportError, AttributeError) as exc:
            raise ValueError(f"cannot import {cfg.model!r} for backend 'function': {exc}") from exc
        return FunctionLLM(fn, name=str(cfg.model))
    from nl2sql.llm import load, resolve_backend

    kw: dict[str, Any] = {}
    if cfg.base_url:
        kw["base_url"] = cfg.base_url
    backend = resolve_backend(cfg.model, cfg.backend, cfg.base_url)
    if backend == "transformers":
        # The loop's rounds carry up to one prefetched fallback prompt per question (prefetch_fallback): room for
        # them in the same forward pass, or they would be decoded as a second, sequential chunk.
        rows = cfg.batch_size * (2 if cfg.method == "loop" and cfg.prefetch_fallback else 1)
        kw.update(batch_size=rows, prefix_cache_tokens=cfg.prefix_cache_tokens, dtype=cfg.dtype)
    elif backend == "openai":
        kw.update(concurrency=cfg.concurrency, max_retries=cfg.http_retries, backoff_s=cfg.http_backoff_s,
                  timeout_s=cfg.http_timeout_s)
    return load(cfg.model, backend=cfg.backend, cache=cfg.llm_cache if cfg.backend != "replay" else False, **kw)


class PromptFailures:
    """An LLM whose failing batch fails each prompt alone: the batch is retried one prompt at a time, and a
    prompt that still raises gets an error Completion (finish_reason "error"), so its question is stored as
    failed (a rerun generates it again) and the rest of the run goes on.

    An unreachable server, or max_consecutive prompts failing in a row, still ends the run with its error:
    then no prompt can succeed, and the questions finished so far are kept.
    """

    def __init__(self, llm: LLM, max_consecutive: int = 16) -> None:
        self.llm = llm
        self.max_consecutive = max_consecutive
        self.failed = 0  # prompts answered with an error Completion
        self.in_a_row = 0
        self.last_error: str | None = None

    def __getattr__(self, name: str) -> Any:  # name, backend, usage, identity(), close(): the wrapped model's
        return getattr(self.llm, name)

    def generate(self, prompts: Sequence[PromptLike], params: GenParams | None = None,
                 tools: list[dict] | None = None) -> list[Completion]:
        """The wrapped model's completions; a prompt the backend fails on gets an error Completion instead."""
        try:
            out = self.llm.generate(prompts, params, tools)
        except Exception as exc:  # KeyboardInterrupt and SystemExit still stop the run
            self._check_fatal(exc)
            if len(prompts) == 1:
                return [self._failure(exc)]
            out = [self._one(p, params, tools) for p in prompts]
        else:
            self.in_a_row = 0
        return out

    def _one(self, prompt: PromptLike, params: GenParams | None, tools: list[dict] | None) -> Completion:
        try:
            [comp] = self.llm.generate([prompt], params, tools)
        except Exception as exc:
            self._check_fatal(exc)
            return self._failure(exc)
        self.in_a_row = 0
        return comp

    def _check_fatal(self, exc: Exception) -> None:
        from nl2sql.llm.base import ToolsUnsupportedError
        from nl2sql.llm.openai import EndpointUnreachableError

        if isinstance(exc, (EndpointUnreachableError, ToolsUnsupportedError)):  # no prompt can succeed
            raise exc

    def _failure(self, exc: Exception) -> Completion:
        self.failed += 1
        self.in_a_row += 1
        self.last_error = f"{type(exc).__name__}: {exc}"[:500]
        if self.in_a_row >= self.max_consecutive:
            raise LLMError(f"the model backend failed on {self.in_a_row} prompts in a row (last: {self.last_error}); "
                           f"fix the backend and rerun the same run_id: finished questions are kept") from exc
        return Completion(text="", finish_reason="error", error=self.last_error)


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
        "confidence": result.confidence, "explanation": result.explanation,
        **({"judge": result.judge} if result.judge else {}),  # RunConfig.judge: the verdict on the final SQL
    }
    trace = {"id": result.id, "index": result.index, "db_id": result.db_id, "question": result.question,
             "trace": result.trace, "decision_log": result.decision_log,
             "actions": (result.compliance or {}).get("actions", []),
             # the histories of docs/reference-loop.md#state (also readable from the trace, kept here for queries)
             "generated_queries": result.generated_queries, "validation_results": result.validation_results,
             "retrieved_tables": result.retrieved_tables}
    return pred, trace


def baseline_rows(p: Any) -> tuple[dict, dict]:
    """(prediction row, trace row) of one baseline Prediction."""
    pred = {
        "id": p.id, "index": p.index, "db_id": p.db_id, "question": p.question, "sql": p.sql or "",
        "method": "candidates" if p.vote else "baseline", "finished": True, "fallback_used": False,
        "stop_reason": "vote" if p.vote else "single_shot", "steps": 1,
        "llm_calls": p.llm_calls, "prompt_tokens": p.prompt_tokens, "completion_tokens": p.completion_tokens,
        "tool_calls": {}, "compliance": {}, "counters": {"llm_errors": 1} if p.llm_error else {},
        "error": p.llm_error or p.reject_reason,
        "latency_s": round(p.latency_s, 3),
    }
    trace = {"id": p.id, "index": p.index, "db_id": p.db_id, "question": p.question,
             "trace": [{"step": 0, "llm": p.raw}] + ([{"step": 0, "vote": p.vote}] if p.vote else []),
             "decision_log": [], "guardrails": p.guardrails,
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


def run(cfg: RunConfig | Mapping[str, Any], *, out_root: str | Path = RESULTS_DIR, **kw: Any) -> RunResult:
    """Generate, store, score and report cfg's run (the arguments of _run) while holding its folder's lock.

    A second process on the same results/<run_id> is refused at once (nl2sql.store.runstore.RunLocked names its pid).
    """
    if not isinstance(cfg, RunConfig):
        cfg = RunConfig.from_dict(cfg)
    out = run_dir(folder_id(check_run_id(cfg.run_id or default_run_id(cfg)), cfg.shard), out_root)
    fresh = [p for p in (out, *out.parents) if not p.exists()]  # folders this call creates
    try:
        with run_lock(out):
            try:
                return _run(cfg, out_root=out_root, **kw)
            except BaseException:
                if fresh:
                    discard_unfinished(out)
                raise
    except BaseException:
        for p in fresh:  # a run that failed before writing anything leaves no empty folder behind
            try:
                p.rmdir()
            except OSError:
                break
        raise


def _run(
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
    set_memory_cap(cfg.exec_memory_mb)  # every SQL execution of this run, the loop's tools and scoring alike
    if dataset is None:
        dataset = load_dataset(cfg.data_dir, cfg.split, db_ids=cfg.db_ids, limit=cfg.limit, sample=cfg.sample,
                               seed=cfg.seed)
    require_evaluable(dataset)  # before anything is written: a run with no question to answer is a mistake
    fingerprint = dataset_fingerprint(dataset)  # the whole selection: every shard of a run records the same
    if cfg.shard:  # from here on the run is its shard's questions, in results/<run_id>/shards/K-of-N
        dataset = shard_questions(parse_shard(cfg.shard), dataset)
    out = run_dir(folder_id(run_id, cfg.shard), out_root)
    out.mkdir(parents=True, exist_ok=True)
    cfg_path = out / "config.json"

    saved = json.loads(cfg_path.read_text(encoding="utf-8")) if cfg_path.is_file() else None
    if saved is not None:
        check_resume(saved, cfg, fingerprint, out)
    done = recover(out)
    retry = [k for k, p in done.items() if backend_failed(p)]
    if retry:  # the model backend failed on these last time: generate them again
        forget(out, retry)
        done = {k: p for k, p in done.items() if k not in retry}

    todo = [e for e in dataset.evaluable if e.id not in done]
    owns_llm = llm is None
    if llm is None and (todo or saved is None):
        llm = load_llm(cfg)
    identity = llm.identity() if llm is not None else (saved or {}).get("model", {})
    if saved is not None:
        check_model(saved, identity, out)

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
        with progress_bar(len(dataset.evaluable), reused, run_id, progress) as bar:
            tracker = RunProgress(bar, llm)

            def save(rows: list[tuple[dict, dict]]) -> None:
                nonlocal generated
                rows = [(p, t) for p, t in rows if p["id"] not in done]
                if not rows:
                    return
                commit(out, rows)
                for p, _ in rows:
                    done[p["id"]] = p
                    if on_result is not None:
                        on_result(p)
                generated += len(rows)
                tracker.finished(len(rows))

            if todo:
                _generate(cfg, llm, todo, save, tracker)
    finally:
        if owns_llm and llm is not None:
            llm.close()
    _log_session(out, reused, generated, time.perf_counter() - t0, llm, usage_before)

    missing = [e.id for e in dataset.evaluable if e.id not in done]
    predictions = [done[e.id] for e in dataset.evaluable if e.id in done]
    # Dataset order on disk at the end, so an interrupted-then-resumed run leaves the same files as a straight one.
    order = {e.id: i for i, e in enumerate(dataset)}
    rows = sorted(done.values(), key=lambda r: (order.get(r["id"], len(order)), r.get("index", 0)))
    rewrite_in_order(out, rows)
    write_predictions_sql(out, dataset, done)

    result = RunResult(run_id, out, cfg, predictions, None, {}, reused, generated)
    failed = [p for p in predictions if backend_failed(p)]
    if failed:
        print(f"{run_id}: the model backend failed on {len(failed)} questions (first: {failed[0].get('error')}); "
              f"they are stored with empty SQL and scored as wrong: rerun the same run_id to generate them again",
              file=sys.stderr)
    if missing:
        print(f"{run_id}: {len(missing)} questions not finished (stopped); rerun to finish, then it is scored",
              file=sys.stderr)
    elif score:
        result.report, result.files = score_run(out, dataset, cfg, workers=workers, report=report)
    result.wall_s = time.perf_counter() - t0
    return result


def _generate(cfg: RunConfig, llm: LLM, todo: list[Example], save: Callable[[list[tuple[dict, dict]]], None],
              tracker: RunProgress | None = None) -> None:
    """Generate the questions in todo with the config's method, handing each finished batch to save."""
    llm = PromptFailures(llm)  # type: ignore[assignment]  # a backend error fails one question, not the batch
    if cfg.method in ("baseline", "candidates"):
        from nl2sql.methods.baseline import run_baseline

        run_baseline(todo, llm, cfg.baseline_gen_params(), cfg.guardrail_steps, cfg.schema_style, cfg.batch_size,
                     on_batch=lambda preds: save([baseline_rows(p) for p in preds]), cfg=cfg)
        return
    from nl2sql.methods.agent import react_sql_batch

    def one(result: Any) -> None:
        if result.stop_reason == "stopped":  # incomplete: it runs again on the next call
            return
        pred, trace = agent_rows(result)
        if backend_failed(pred) and not pred["error"]:
            pred["error"] = (f"the model backend failed on {pred['counters']['llm_errors']} of its calls "
                             f"(last error: {llm.last_error})")
        save([(pred, trace)])

    # A loop question finishes only after several rounds: the steps taken show the bar is not stuck.
    react_sql_batch(todo, llm, cfg, on_result=one, on_step=tracker.step if tracker is not None else None)


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


def write_predictions_sql(out: Path, dataset: Dataset, done: Mapping[str, dict]) -> Path:
    """predictions.sql: one SQL a line in dataset order, an empty line for a question without a prediction."""
    lines = [" ".join((done[e.id]["sql"] if e.id in done else "").split()) for e in dataset]
    return write_text_atomic(out / "predictions.sql", "\n".join(lines) + "\n")


def score_run(out: Path, dataset: Dataset, cfg: RunConfig, workers: int | None = None,
              report: bool = True) -> tuple[Any, dict[str, Path]]:
    """Score predictions.jsonl against the dataset; write metrics.csv, then the tables and plots."""
    from nl2sql.eval import evaluate

    done = dedupe_by_id(read_jsonl(out / PREDICTIONS))
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
