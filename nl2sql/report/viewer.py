"""A run's traces as one self-contained HTML page (`python -m nl2sql view`): filters, transcripts, SQL diffs, rows.

The page needs no server and no network: its data sits in the file as JSON and a few lines of vanilla JS
filter the table and draw one question at a time. It opens from disk and inside Jupyter (show()).
With a second run, every question also shows that run's answer and is tagged win/loss/tie on EX.
"""

from __future__ import annotations

import difflib
import html
import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from nl2sql.eval.scores import METRICS
from nl2sql.methods.agent.trace import is_blocked
from nl2sql.paths import RESULTS_DIR
from nl2sql.report.accuracy import check_same_questions, load_metrics

# The Markdown transcript's own lines (traces.md), so the page and traces.md read the same.
from nl2sql.report.transcript import calls_label, llm_tag, observation_line, one_line, policy_label, vote_lines
from nl2sql.sql.db import execute, json_cell
from nl2sql.store.runstore import read_finished, read_manifest, read_traces, saved_data_dir

PAGE = "traces.html"
TEMPLATE = "traces.html.j2"
ROW_CAP = 10  # result rows shown per query: enough to see the difference, small enough for 1,000 questions
EXEC_TIMEOUT_S = 5.0  # per query at page-build time; a slow gold query shows its timeout instead of stalling
MAX_OBS_CHARS = 1500  # an observation longer than this is cut (the full text stays in traces.jsonl)
MAX_CELL_CHARS = 200
TIMING_FIELDS = ("steps", "llm_calls", "prompt_tokens", "completion_tokens", "elapsed_s", "latency_s")
# SQL tokens: quoted strings and identifiers whole, numbers, words, two-character operators, any other character.
_TOKEN = re.compile(r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|`[^`]*`|\d+(?:\.\d+)?|\w+|<=|>=|<>|!=|\|\||\S")


@dataclass
class RunData:
    """What the page shows of one run: its traces, predictions and per-question scores, by question id."""

    name: str
    path: Path
    traces: dict[str, dict]
    preds: dict[str, dict]
    scores: dict[str, dict] = field(default_factory=dict)
    # Candidate coverage (candidates.csv, nl2sql.report.analysis.run_coverage): EX-right candidate indices by question.
    coverage: dict[str, dict] = field(default_factory=dict)
    coverage_line: str = ""


@dataclass
class GoldQuestion:
    """A question's gold SQL and the database both queries run against."""

    sql: str
    db_path: Path | None


def load_run(run_dir: str | Path) -> RunData:
    """A run folder's traces.jsonl, predictions.jsonl and (once scored) metrics.csv."""
    run_dir = Path(run_dir)
    traces = read_traces(run_dir)
    if not traces:
        raise FileNotFoundError(f"no traces in {run_dir / 'traces.jsonl'}: pass a run id of results/ "
                                f"(a folder written by `python -m nl2sql run`)")
    scores: dict[str, dict] = {}
    if (run_dir / "metrics.csv").is_file():
        df = load_metrics(run_dir / "metrics.csv")
        cols = [c for c in ("hardness", "reason", *METRICS) if c in df.columns]
        scores = {str(r["id"]): {c: r[c] for c in cols if pd.notna(r[c]) and r[c] != ""}
                  for r in df.to_dict("records")}
    coverage, line = _coverage(run_dir)
    return RunData(run_dir.name, run_dir, traces, read_finished(run_dir), scores,
                   coverage, line)


def _coverage(run_dir: Path) -> tuple[dict[str, dict], str]:
    """Each question's candidate coverage and the run's summary line, from candidates.csv (empty when absent)."""
    from nl2sql.report.analysis import COVERAGE_FILE, coverage_summary, read_coverage

    if not (run_dir / COVERAGE_FILE).is_file():
        return {}, ""
    cov = read_coverage(run_dir / COVERAGE_FILE)
    per = {str(r["id"]): {"right": [int(i) for i in str(r["right_candidates"]).split(";") if i != ""],
                          "oracle": bool(r["oracle"])} for r in cov.to_dict("records")}
    s = coverage_summary(cov)

    def pct(v: float | None) -> str:
        return "n/a" if v is None else f"{100 * v:.1f}%"

    line = (f"oracle@{s['max_candidates']} {pct(s['oracle'])} · EX {pct(s['ex'])} · chosen right when covered "
            f"{pct(s['selection'])} · covered, chose wrong {s['right_not_chosen']}")
    return per, line


def gold_questions(run_dir: Path) -> dict[str, GoldQuestion]:
    """Gold SQL and database of a run's questions, from the dataset its config names (empty when unreadable)."""
    from nl2sql.data.dataset import DatasetError, load_dataset

    try:
        manifest = read_manifest(run_dir) or {}
        ds = load_dataset(saved_data_dir(manifest), manifest.get("config", {}).get("split", "dev"))
    except (OSError, KeyError, ValueError, DatasetError):
        return {}
    return {e.id: GoldQuestion(e.gold_sql, e.db_path if e.evaluable else None) for e in ds}


# -- the pieces of one question ---------------------------------------------------------------------------------

def sql_tokens(sql: str) -> list[str]:
    """SQL split into tokens (whitespace and layout do not count; quoted text stays one token)."""
    return _TOKEN.findall(sql or "")


def _token_key(token: str) -> str:
    """What a token compares by: words case-folded (keywords are case-insensitive), quoted text and symbols as is."""
    return token.upper() if token[:1].isalpha() or token[:1] == "_" else token


def token_diff(gold: str, pred: str) -> list[list[str]]:
    """The token diff of gold against predicted SQL: [op, text] runs, op "=" shared, "-" gold only, "+" predicted only.

    Keywords compare case-insensitively (SELECT = select); everything else exactly.
    """
    a, b = sql_tokens(gold), sql_tokens(pred)
    ops: list[list[str]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, [_token_key(t) for t in a], [_token_key(t) for t in b],
                                                        autojunk=False).get_opcodes():
        if tag == "equal":
            ops.append(["=", " ".join(b[j1:j2])])
            continue
        if i2 > i1:
            ops.append(["-", " ".join(a[i1:i2])])
        if j2 > j1:
            ops.append(["+", " ".join(b[j1:j2])])
    return ops


def result_rows(db_path: Path | None, sql: str, cap: int = ROW_CAP) -> dict:
    """The first cap rows of a query, run read-only: columns, rows, truncated, or the error."""
    if db_path is None:
        return {"error": "database not available"}
    if not (sql or "").strip():
        return {"error": "no SQL"}
    res = execute(db_path, sql, timeout_s=EXEC_TIMEOUT_S, max_rows=cap)
    if not res.ok:
        return {"error": res.error}
    rows = [[json_cell(v, MAX_CELL_CHARS, finite=True) for v in r] for r in res.rows]
    return {"columns": res.columns, "rows": rows, "truncated": res.truncated}


def transcript(trace: list[dict], max_chars: int = MAX_OBS_CHARS) -> list[dict]:
    """A trace as the page's steps ({step, kind, head, body}), in the form of transcript.render_trace.

    kind is llm, action, policy (a tool chosen by a rule, not by the model), forced (an override), refused (a blocked
    action) or vote.
    """
    steps = []
    for e in trace:
        step = e.get("step")
        if "llm" in e:
            head = llm_tag(e)
            steps.append({"step": step, "kind": "llm", "head": head, "body": str(e["llm"]).strip()})
        elif "asked" in e:
            steps.append({"step": step, "kind": "action", "head": "ASKED", "body": str(e["asked"])})
        elif "vote" in e:
            steps.append({"step": step, "kind": "vote", "head": "VOTE",
                          "body": "\n".join(vote_lines(e["vote"], max_chars))})
        elif "relinked" in e:
            steps.append({"step": step, "kind": "policy", "head": "RELINKED",
                          "body": f"no model call: {'; '.join(e['relinked'])}"})
        elif "decided" in e:
            steps.append({"step": step, "kind": "policy", "head": f"POLICY {e.get('decided_action')}",
                          "body": policy_label(e)})
        elif "forced_action" in e:
            steps.append({"step": step, "kind": "forced", "head": f"FORCED {e.get('forced_action')}",
                          "body": f"model asked for {e.get('requested_action')}: {e.get('reason')}"})
        elif "action" in e:
            obs = e.get("observation")
            body = observation_line(e["action"], obs, max_chars)
            if isinstance(obs, dict) and isinstance(obs.get("vote"), dict):
                body += "\n" + "\n".join(vote_lines(obs["vote"], max_chars))
            steps.append({"step": step, "kind": "refused" if is_blocked(obs) else "action",
                          "head": f"{'REFUSED ' if is_blocked(obs) else ''}Action: {e['action']}"
                                  f"[{one_line(e.get('args') or {}, max_chars)}]{calls_label(e)}",
                          "body": body})
    return steps


def votes(trace: list[dict], right: list[int] | None = None) -> list[dict]:
    """Every vote of a trace (a candidates entry, or a loop's generate_sql observation): candidates with scores.

    right: the indices (over every vote's candidates, in order) of the EX-right candidates, scored after the run
    (candidates.csv); each candidate then carries ex True/False, else None.
    """
    out = []
    seen = 0
    for e in trace:
        obs = e.get("observation")
        vote = e.get("vote") or (obs.get("vote") if isinstance(obs, dict) else None)
        if not isinstance(vote, dict):
            continue
        scores = vote.get("scores") or []
        cands = []
        for i, c in enumerate(vote.get("candidates") or []):
            k = c.get("cluster")
            ex = None if right is None else (seen + i) in right
            cands.append({"source": c.get("source"), "sql": c.get("sql") or c.get("raw") or "",
                          "cluster": k, "score": scores[k] if k is not None and k < len(scores) else None,
                          "rows": c.get("row_count"), "winner": i == vote.get("winner"),
                          "status": "ran" if k is not None else
                          f"rejected: {c['rejected']}" if c.get("rejected") else f"failed: {c.get('error')}",
                          "preview": c.get("preview") or [], "ex": ex})
            if c.get("fixed"):  # identifier repair made it run: say what it respelled
                cands[-1]["status"] += f" (identifier repair: {'; '.join(c['fixed'])})"
        seen += len(vote.get("candidates") or [])
        out.append({"step": e.get("step"), "reason": vote.get("reason"), "candidates": cands})
    return out


def _run_answer(run: RunData, qid: str, gold: GoldQuestion | None, rows_of) -> dict:
    """One run's side of a question: SQL, diff against gold, rows, scores, transcript, candidates, timing."""
    pred = run.preds.get(qid, {})
    trace = (run.traces.get(qid) or {}).get("trace") or []
    sql = pred.get("sql") or ""
    sc = run.scores.get(qid, {})
    cov = run.coverage.get(qid)
    return {
        "sql": sql,
        "ex": sc.get("EX"),
        "scores": {m: sc[m] for m in METRICS if m in sc},
        "reason": sc.get("reason"),
        "stop": pred.get("stop_reason"),
        "fallback": bool(pred.get("fallback_used")),
        "error": pred.get("error"),
        "timing": {k: pred.get(k) for k in TIMING_FIELDS if pred.get(k) is not None},
        "tools": pred.get("tool_calls") or {},
        "diff": token_diff(gold.sql, sql) if gold else None,
        "rows": rows_of(sql),
        "transcript": transcript(trace),
        "votes": votes(trace, cov["right"] if cov else None),
        "oracle": cov["oracle"] if cov else None,
    }


def page_data(runs: list[RunData], gold: dict[str, GoldQuestion], row_cap: int = ROW_CAP) -> dict:
    """The page's JSON: the runs' names and every question of the first run, each with every run's answer."""
    first = runs[0]
    order = sorted(first.traces, key=lambda i: first.traces[i].get("index", 0))
    questions = []
    for qid in order:
        t, g = first.traces[qid], gold.get(qid)
        db_path = g.db_path if g else None
        cache: dict[str, dict] = {}  # gold and the runs often share one SQL: run it once

        def rows_of(sql: str) -> dict:
            key = " ".join((sql or "").split())
            if key not in cache:
                cache[key] = result_rows(db_path, sql, row_cap)
            return cache[key]

        questions.append({
            "id": qid, "db": t.get("db_id"), "question": t.get("question"),
            "hardness": first.scores.get(qid, {}).get("hardness", "unknown"),
            "gold": g.sql if g else None, "gold_rows": rows_of(g.sql) if g else None,
            "answers": [_run_answer(r, qid, g, rows_of) for r in runs],
        })
    return {"runs": [r.name for r in runs], "coverage": [r.coverage_line for r in runs], "questions": questions}


# -- the page ---------------------------------------------------------------------------------------------------

def _finite(obj: Any) -> Any:
    """obj with every NaN or infinity replaced by its text (JSON has no such numbers)."""
    if isinstance(obj, float) and not math.isfinite(obj):
        return str(obj)
    if isinstance(obj, dict):
        return {k: _finite(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_finite(v) for v in obj]
    return obj


def embed_json(data: Any) -> str:
    """data as JSON safe inside a <script> element: no `<`, `>` or `&` (so `</script>` in SQL cannot end it)."""
    text = json.dumps(_finite(data), ensure_ascii=True, allow_nan=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def render_page(data: dict) -> str:
    """The HTML page of page_data's dict, from the package's Jinja2 template."""
    import jinja2
    from markupsafe import Markup

    env = jinja2.Environment(loader=jinja2.PackageLoader("nl2sql.report", "templates"), autoescape=True)
    title = " vs ".join(data["runs"])
    return env.get_template(TEMPLATE).render(title=title, data_json=Markup(embed_json(data)))


def write_page(run_dirs: list[str | Path], out: str | Path | None = None, row_cap: int = ROW_CAP) -> Path:
    """Write the traces page of a run (compared with a second one when given) to out (default: <run>/traces.html)."""
    if not 1 <= len(run_dirs) <= 2:
        raise ValueError(f"the viewer takes one run or two (a run and the one to compare it with), got {len(run_dirs)}")
    runs = [load_run(d) for d in run_dirs]
    if len(runs) == 2:  # paired by question id, as compare pairs: only runs of the same questions
        check_same_questions({str(d): pd.DataFrame([{"id": i, "db_id": t.get("db_id")} for i, t in r.traces.items()],
                                                   columns=["id", "db_id"]) for d, r in zip(run_dirs, runs)},
                             str(run_dirs[0]))
    path = Path(out) if out else runs[0].path / PAGE
    if path.is_dir():
        raise ValueError(f"--out {path} is a folder: give the page's file path, e.g. {path / PAGE}")
    data = page_data(runs, gold_questions(runs[0].path), row_cap)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_page(data), encoding="utf-8")
    return path


def show(run_id: str, other: str | None = None, results: str | Path = RESULTS_DIR, height: int = 800):
    """In a notebook: build results/<run_id>/traces.html (against other when given) and display it in a frame."""
    from IPython.display import HTML

    from nl2sql.store.runstore import check_run_id

    root = Path(results)
    dirs = [root / check_run_id(r) for r in (run_id, other) if r]
    page = write_page(dirs).read_text(encoding="utf-8")
    # srcdoc keeps the page's styles and ids apart from the notebook's own.
    return HTML(f'<div><iframe srcdoc="{html.escape(page, quote=True)}" style="width:100%;height:{height}px;'
                f'border:1px solid #ccc"></iframe></div>')
