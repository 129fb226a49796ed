"""`python -m nl2sql ...`: every step a notebook runs, from the command line.

A mistake in the input (docs/bad-input.md) exits with status 2 and one line naming the problem and the fix;
--debug (anywhere on the line) shows the traceback instead.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from nl2sql.methods.registry import METHODS
from nl2sql.paths import BUNDLED_DIR


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line (and exit status 2), like every other bad input."""

    def error(self, message: str):  # type: ignore[override]
        self.exit(2, f"error: {message} (see `{self.prog} --help`)\n")


def _positive(kind: type, what: str):
    """An argparse type: a number of `kind` that must be > 0."""

    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{what} must be a number > 0, got {text!r}") from None
        if not value > 0:
            raise argparse.ArgumentTypeError(f"{what} must be > 0, got {text}")
        return value

    return parse


def _cmd_build_data(args: argparse.Namespace) -> int:
    from nl2sql.data.dataset import ensure_bundled, write_tables_json

    root = ensure_bundled(Path(args.data), force=args.force)
    if args.tables:
        print(f"wrote {write_tables_json(root)}")
    print(f"databases built under {root / 'database'}")
    return 0


def _cmd_info(args: argparse.Namespace) -> int:
    from nl2sql.data.dataset import load_dataset

    ds = load_dataset(args.data, args.split)
    print(f"{ds.root} [{ds.split}]: {len(ds)} questions, {len(ds.evaluable)} evaluable, {len(ds.db_ids)} databases")
    missing = Counter(e.db_id for e in ds if not e.evaluable)
    for db_id, n in sorted(missing.items()):
        reason = next(e.reason for e in ds if e.db_id == db_id and not e.evaluable)
        print(f"  not evaluable: {db_id} ({n} questions): {reason}")
    return 0


def _cmd_eval(args: argparse.Namespace) -> int:
    """Score a prediction file (one SQL a line, dataset order) and print the table."""
    from nl2sql.data.dataset import load_dataset, require_evaluable
    from nl2sql.eval import evaluate, read_predictions

    ds = require_evaluable(load_dataset(args.data, args.split, limit=args.limit))
    preds = read_predictions(args.pred, expected=len(ds))
    metrics = [m.strip().upper() for m in args.metrics.split(",") if m.strip()]
    report = evaluate(
        ds, preds, metrics=metrics, comparator=args.comparator, workers=args.workers,
        timeout_s=args.timeout, ts_k=args.ts_k,
    )
    print(report.table())
    if args.out:
        print(f"per-example scores: {report.write_csv(args.out)}")
    return 0


def _add_eval_parser(sub) -> None:
    """The `eval` subcommand: VA/EX/EM/TS of a prediction file, by hardness, with a per-example CSV."""
    from nl2sql.eval.execution import COMPARATORS, DEFAULT_EXEC_TIMEOUT_S

    p = sub.add_parser("eval", help="score predictions (VA, EX, EM, TS) against a dataset's gold SQL")
    p.add_argument("--data", default=str(BUNDLED_DIR), help="dataset folder (dev.json, tables.json, database/)")
    p.add_argument("--split", default="dev")
    p.add_argument("--pred", required=True, help="file with one predicted SQL a line, in dataset order")
    p.add_argument("--limit", type=_positive(int, "--limit"), default=None,
                   help="score only the split's first N questions (a run made with --limit N)")
    p.add_argument("--metrics", default="VA,EX,EM,TS", help="comma-separated subset of VA,EX,EM,TS")
    p.add_argument("--out", help="write the per-example CSV here")
    p.add_argument("--comparator", choices=COMPARATORS, default="multiset",
                   help="EX comparison: multiset (official Spider), set (BIRD), float (multiset, floats rounded)")
    p.add_argument("--workers", type=_positive(int, "--workers"), default=None,
                   help="worker processes (default: all cores)")
    p.add_argument("--ts-k", type=_positive(int, "--ts-k"), default=None, help="test-suite replicas per database")
    p.add_argument("--timeout", type=_positive(float, "--timeout"), default=DEFAULT_EXEC_TIMEOUT_S,
                   help="per-query timeout in seconds")
    p.set_defaults(func=_cmd_eval)


def _config_from_args(args: argparse.Namespace):
    """A RunConfig from --config FILE, then the shortcut flags, then --set KEY=VALUE (last wins)."""
    from nl2sql.config import RunConfig, parse_assignments

    cfg = RunConfig.from_json(args.config) if args.config else RunConfig()
    shortcuts = {"data_dir": args.data, "split": args.split, "limit": args.limit, "sample": args.sample,
                 "model": args.model, "backend": args.backend, "base_url": args.base_url, "method": args.method,
                 "run_id": args.run_id, "shard": getattr(args, "shard", None)}
    changes = {k: v for k, v in shortcuts.items() if v is not None}
    changes.update(parse_assignments(args.set or []))
    return cfg.override(changes) if changes else cfg


def _add_config_args(p: argparse.ArgumentParser) -> None:
    """--config, --set and the shortcut flags every config-driven command takes."""
    p.add_argument("--config", help="JSON file of RunConfig keys, or a run's saved results/<run_id>/config.json")
    p.add_argument("--set", action="append", metavar="KEY=VALUE",
                   help="override one knob, repeatable: --set max_steps=4 --set guardrails=clean,casing")
    p.add_argument("--data", help="dataset folder (default: the bundled mini set)")
    p.add_argument("--split")
    p.add_argument("--limit", type=int, help="first N questions")
    p.add_argument("--sample", type=int, help="a seeded random sample of N questions")
    p.add_argument("--model")
    p.add_argument("--backend", help="auto | transformers | openai | replay | function")
    p.add_argument("--base-url", help="OpenAI-compatible server URL")
    p.add_argument("--method", choices=METHODS)
    p.add_argument("--workers", type=_positive(int, "--workers"), default=None,
                   help="scoring processes (default: all cores)")
    p.add_argument("--results", default=None, help="results root (default: <repo>/results)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")


def _results_root(args: argparse.Namespace) -> Path:
    from nl2sql.paths import RESULTS_DIR

    return Path(args.results) if getattr(args, "results", None) else RESULTS_DIR


def _cmd_run(args: argparse.Namespace) -> int:
    """Run one config (resuming its run_id), score it, write tables and plots, print the tables."""
    from nl2sql.runs.runner import run

    cfg = _config_from_args(args)
    if args.verbose:
        _log_steps()
    # The bar and the step log share stderr: --verbose leaves the bar out.
    res = run(cfg, out_root=_results_root(args), progress=not (args.no_progress or args.verbose), workers=args.workers)
    print(res.table())
    print(f"results: {res.path} ({res.reused} reused, {res.generated} generated, {res.wall_s:.1f} s)")
    print(f"tables: {res.tables_md}")
    return 0


def _log_steps() -> None:
    """--verbose: every loop step's thought, action and observation through the logging module, on stderr."""
    import logging

    from nl2sql.methods.agent.result import STEP_LOG

    logging.basicConfig(format="%(message)s")  # the root logger's handler; its WARNING level holds back the rest
    STEP_LOG.setLevel(logging.DEBUG)


def _cmd_merge(args: argparse.Namespace) -> int:
    """Join the shards of results/RUN_ID/shards/ into results/RUN_ID, score it, print the tables."""
    from nl2sql.runs.merge import merge

    res = merge(args.run_id, _results_root(args), data_dir=args.data, workers=args.workers)
    print(res.table())
    print(f"results: {res.path} ({len(res.predictions)} questions merged, {res.wall_s:.1f} s)")
    print(f"tables: {res.tables_md}")
    return 0


def _cmd_ablate(args: argparse.Namespace) -> int:
    """Run the ablation grid around a base config and write the paired comparison."""
    from nl2sql.runs.ablation import parse_grid, run_ablation

    base = _config_from_args(args)
    metrics = [m.strip().upper() for m in args.compare_metrics.split(",") if m.strip()]
    res = run_ablation(base, parse_grid(args.grid), args.ablation_id, mode=args.mode, out_root=_results_root(args),
                       progress=not args.no_progress, workers=args.workers, metrics=metrics)
    print(res.tables_md.read_text(encoding="utf-8"))
    print(f"tables: {res.tables_md}")
    return 0


def _cmd_report(args: argparse.Namespace) -> int:
    """Rebuild the tables and plots of a run (or of every run in a session / ablation folder) from its files."""
    from nl2sql.report.writer import write_comparison, write_report
    from nl2sql.runs.ablation import compare_session
    from nl2sql.store.runstore import check_run_id

    root = _results_root(args) / check_run_id(args.run_id)
    if (root / "config.json").is_file():
        for name, path in write_report(root).items():
            print(f"{name}: {path}")
        print((root / "tables.md").read_text(encoding="utf-8"))
        return 0
    subs = sorted(p.parent for p in root.glob("*/config.json"))
    if not subs:
        raise FileNotFoundError(f"no run under {root}: pass a run id of results/ (a folder with config.json)")
    for sub in subs:
        write_report(sub)
        print(f"tables: {sub / 'tables.md'}")
    names = {p.name for p in subs}
    if "base" in names:  # an ablation folder
        files = write_comparison({p.name: p for p in subs}, "base", root, name="ablation",
                                 title=f"Ablation {args.run_id}", metrics=("EX", "TS"))
        print(f"tables: {files['ablation.md']}")
    elif "baseline" in names and names & {"loop", "candidates"}:
        files = compare_session(args.run_id, _results_root(args))
        if files:
            print(f"tables: {files['tables.md']}")
    return 0


def _cmd_compare(args: argparse.Namespace) -> int:
    """Paired comparison of finished runs against the first (or --reference)."""
    from nl2sql.runs.ablation import compare_runs

    metrics = [m.strip().upper() for m in args.compare_metrics.split(",") if m.strip()]
    files = compare_runs(args.run_ids, args.reference, args.out, name=args.name, out_root=_results_root(args),
                         metrics=metrics)
    print(files[f"{args.name}.md"].read_text(encoding="utf-8"))
    print(f"tables: {files[f'{args.name}.md']}")
    return 0


def _cmd_robustness(args: argparse.Namespace) -> int:
    """The same methods on an original set and its reworded variants: the drop per method, paired by question."""
    from nl2sql.report.robustness import write_robustness

    variants = dict(v.split("=", 1) if "=" in v else (Path(v).name, v) for v in args.variants)
    metrics = [m.strip().upper() for m in args.robust_metrics.split(",") if m.strip()]
    files = write_robustness(args.original, variants, args.out, metrics, args.pair)
    print(files["robustness.md"].read_text(encoding="utf-8"))
    print(f"tables: {files['robustness.md']}  {files['robustness.tex']}  {files['robustness.csv']}")
    return 0


def _cmd_notebooks(args: argparse.Namespace) -> int:
    """Run the numbered notebooks through papermill into results/<run_id>/notebooks/ and print where the tables are."""
    import logging

    from nl2sql.config import parse_assignments
    from nl2sql.runs.notebooks import execute_notebooks, session_tables

    params = {"data_dir": args.data, "split": args.split, "limit": args.limit, "sample": args.sample,
              "model": args.model, "backend": args.backend, "base_url": args.base_url}
    params = {k: v for k, v in params.items() if v is not None}
    if params.get("data_dir"):
        params["data_dir"] = str(Path(params["data_dir"]).resolve())
    params.update(parse_assignments(args.param or []))
    names = [n.strip() for n in args.only.split(",") if n.strip()]
    if not args.quiet:
        logging.basicConfig(level=logging.INFO, format="%(message)s")
    root = _results_root(args)
    paths = execute_notebooks(args.run_id, params, names, out_root=root, kernel_name=args.kernel,
                              log_output=not args.quiet)
    for p in paths:
        print(f"executed: {p}")
    tables, summary = session_tables(root / args.run_id)
    for t in tables:
        print(f"tables: {t}")
    if summary:
        print("\n" + summary)
    return 0


def _cmd_trace(args: argparse.Namespace) -> int:
    """A run's traces as Markdown to read against docs/reference-loop.md#traces: printed, or written to --out."""
    from nl2sql.report.traces import traces_markdown
    from nl2sql.store.runstore import check_run_id

    md = traces_markdown(_results_root(args) / check_run_id(args.run_id), ids=args.id, n=args.n, where=args.where,
                         seed=args.seed, max_chars=args.max_chars)
    if args.out:
        Path(args.out).write_text(md + "\n", encoding="utf-8")
        print(f"traces: {args.out}")
    else:
        print(md)
    return 0


def _cmd_view(args: argparse.Namespace) -> int:
    """A run's traces as one self-contained HTML page (against a second run when given): results/<run>/traces.html."""
    from nl2sql.report.viewer import write_page
    from nl2sql.store.runstore import check_run_id

    root = _results_root(args)
    page = write_page([root / check_run_id(r) for r in args.run_ids], out=args.out, row_cap=args.rows)
    print(f"traces page: {page}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with one subcommand per step."""
    parser = OneLineParser(prog="python -m nl2sql", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("build-data", help="build the bundled databases from their SQL scripts")
    p.add_argument("--data", default=str(BUNDLED_DIR))
    p.add_argument("--force", action="store_true", help="rebuild even if up to date")
    p.add_argument("--tables", action="store_true", help="also regenerate tables.json from the databases")
    p.set_defaults(func=_cmd_build_data)

    p = sub.add_parser("info", help="dataset statistics: questions, evaluable, databases")
    p.add_argument("--data", default=str(BUNDLED_DIR))
    p.add_argument("--split", default="dev")
    p.set_defaults(func=_cmd_info)

    _add_eval_parser(sub)

    p = sub.add_parser("run", help="run a config over a dataset into results/<run_id> (resumable), score, report")
    _add_config_args(p)
    p.add_argument("--run-id", help="results/<run_id>; the same id again resumes (default: derived from the config)")
    p.add_argument("--shard", metavar="K/N", help="only shard K of N of the questions, into "
                                                  "results/<run_id>/shards/K-of-N (then `merge RUN_ID`)")
    p.add_argument("--verbose", action="store_true",
                   help="log every loop step (thought, action, observation) and each final answer to stderr")
    p.set_defaults(func=_cmd_run)

    p = sub.add_parser("merge", help="check and join the shards of results/RUN_ID/shards/ into results/RUN_ID, "
                                     "score, report")
    p.add_argument("run_id")
    p.add_argument("--data", default=None, help="the dataset folder, if it moved since the shards ran")
    p.add_argument("--workers", type=_positive(int, "--workers"), default=None,
                   help="scoring processes (default: all cores)")
    p.add_argument("--results", default=None, help="results root (default: <repo>/results)")
    p.set_defaults(func=_cmd_merge)

    p = sub.add_parser("ablate", help="the ablation grid around a base config, with paired tests against it")
    _add_config_args(p)
    p.add_argument("--grid", action="append", metavar="KNOB=V1,V2",
                   help="values to try for one knob, repeatable (default: link schema, guardrails, forced "
                        "constraints, max_steps 4/12, embedding retrieval, baseline); or one named grid: "
                        "components (the candidate agent's parts, with --method candidates), gates")
    p.add_argument("--mode", choices=["one-at-a-time", "full"], default="one-at-a-time")
    p.add_argument("--ablation-id", default="ablation", help="results/<ablation_id>/<variant>")
    p.add_argument("--compare-metrics", default="EX,TS", help="metrics of the paired tables")
    p.set_defaults(func=_cmd_ablate, run_id=None)

    p = sub.add_parser("report", help="rebuild tables.md/.tex and plots of results/RUN_ID from its files")
    p.add_argument("run_id")
    p.add_argument("--results", default=None, help="results root (default: <repo>/results)")
    p.set_defaults(func=_cmd_report)

    p = sub.add_parser("compare", help="paired comparison (EX difference with CI, McNemar) of finished runs")
    p.add_argument("run_ids", nargs="+", help="results/<run_id> folders; the first is the reference")
    p.add_argument("--reference", default=None)
    p.add_argument("--out", default=None, help="folder for <name>.md/.tex/.csv/.png (default: the reference's)")
    p.add_argument("--name", default="comparison")
    p.add_argument("--compare-metrics", default="EX")
    p.add_argument("--results", default=None)
    p.set_defaults(func=_cmd_compare)

    p = sub.add_parser("robustness", help="methods on an original set and its reworded variants: EX/TS per variant, "
                                          "the drop paired by question (bootstrap interval, McNemar)")
    p.add_argument("original", help="a folder of scored runs (results/<id>/<method>/) or one run folder")
    p.add_argument("variants", nargs="+", help="the variants' folders alike, each NAME=FOLDER or FOLDER (named by it)")
    p.add_argument("--out", required=True, help="results/<out>/ gets robustness.md/.tex/.csv/.png")
    p.add_argument("--robust-metrics", default="EX,TS")
    p.add_argument("--pair", choices=("auto", "id", "gold"), default="auto",
                   help="pair questions by id, or by database and gold SQL (auto: id when the ids pair)")
    p.set_defaults(func=_cmd_robustness)

    p = sub.add_parser("trace", help="a run's traces as readable Markdown: LLM output, actions, observations, overrides")
    p.add_argument("run_id")
    p.add_argument("--id", action="append", help="a question id, repeatable (default: the first --n)")
    p.add_argument("--n", type=int, default=20, help="how many questions (default 20)")
    p.add_argument("--where", default="all", help="all | finish | fallback | wrong | right (EX, once scored)")
    p.add_argument("--seed", type=int, default=None, help="a seeded random sample of --n instead of the first")
    p.add_argument("--max-chars", type=int, default=500, help="observations longer than this are cut")
    p.add_argument("--out", default=None, help="write the Markdown here instead of printing it")
    p.add_argument("--results", default=None)
    p.set_defaults(func=_cmd_trace)

    p = sub.add_parser("view", help="a run's traces as one HTML page (filters, transcripts, SQL diffs, rows); "
                                    "a second run id adds win/loss against it")
    p.add_argument("run_ids", nargs="+", metavar="RUN_ID",
                   help="a run of results/, then optionally the run to compare with")
    p.add_argument("--rows", type=_positive(int, "--rows"), default=10, help="result rows shown per query (default 10)")
    p.add_argument("--out", default=None, help="write the page here (default: results/<RUN_ID>/traces.html)")
    p.add_argument("--results", default=None)
    p.set_defaults(func=_cmd_view)

    p = sub.add_parser("notebooks", help="run the numbered notebooks through papermill into results/<run_id>/")
    p.add_argument("--run-id", default="mini")
    p.add_argument("--only", default="01,02,03", help="comma-separated notebook numbers (01,02,03,04)")
    p.add_argument("--data")
    p.add_argument("--split")
    p.add_argument("--limit", type=int)
    p.add_argument("--sample", type=int)
    p.add_argument("--model")
    p.add_argument("--backend")
    p.add_argument("--base-url")
    p.add_argument("--param", action="append", metavar="NAME=VALUE",
                   help="any parameters-cell name, repeatable: --param REACT_MAX_STEPS=4")
    p.add_argument("--kernel", default=None, help="Jupyter kernel (default: nl2sql if registered, else python3)")
    p.add_argument("--results", default=None)
    p.add_argument("--quiet", action="store_true", help="do not stream the notebooks' output")
    p.set_defaults(func=_cmd_notebooks)

    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point: parse, run, turn user errors into one clear line and exit code 2 (--debug: the traceback)."""
    from nl2sql.data.dataset import DatasetError
    from nl2sql.llm.base import LLMError
    from nl2sql.store.runstore import RunLocked

    argv = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in argv
    args = build_parser().parse_args([a for a in argv if a != "--debug"])
    try:
        return args.func(args)
    except (DatasetError, OSError, ValueError, LLMError, RunLocked) as exc:
        if debug:
            raise
        print(f"error: {_one_line(exc)}", file=sys.stderr)
        return 2


def _one_line(exc: BaseException) -> str:
    """An exception as one line: its message (an OSError's with the path), newlines folded."""
    if isinstance(exc, OSError) and exc.filename and not isinstance(exc, FileNotFoundError):
        text = f"{exc.strerror or exc}: {exc.filename} (check the path and its permissions)"
    else:
        text = str(exc) or type(exc).__name__
    return " ".join(text.split())
