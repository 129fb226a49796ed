"""What each subcommand of `python -m nl2sql` does: its work through the package's functions, then what it prints."""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path


def cmd_build_data(args: argparse.Namespace) -> int:
    """Build the bundled databases from their SQL scripts (and tables.json with --tables)."""
    from nl2sql.data.dataset import DatasetError, ensure_bundled, write_tables_json

    root = Path(args.data).expanduser()
    if not root.is_dir():  # else it would build nothing and say where it built it
        raise DatasetError(f"dataset directory not found: {args.data} (pass a folder holding database/<db_id>/"
                           "<db_id>.sql scripts, like data/mini)")
    if not any(root.glob("database/*/*.sql")):
        raise DatasetError(f"no database scripts under {root / 'database'}: build-data builds database/<db_id>/"
                           "<db_id>.sqlite from database/<db_id>/<db_id>.sql (as in data/mini)")
    root = ensure_bundled(root, force=args.force)
    if args.tables:
        print(f"wrote {write_tables_json(root)}")
    print(f"databases built under {root / 'database'}")
    return 0


def cmd_info(args: argparse.Namespace) -> int:
    """Print a dataset's counts (a format with levels, BIRD's: by difficulty; with evidence: how many have it) and the
    databases whose questions cannot be scored, with why."""
    from nl2sql.data.dataset import load_dataset
    from nl2sql.data.formats import format_of
    from nl2sql.eval.scores import UNKNOWN_HARDNESS

    ds = load_dataset(args.data, args.split, data_format=args.data_format)
    print(f"{ds.root} [{ds.split}, {ds.format}]: {len(ds)} questions, {len(ds.evaluable)} evaluable, "
          f"{len(ds.db_ids)} databases")
    fmt = format_of(ds)
    if fmt.levels:
        levels = Counter(e.difficulty or UNKNOWN_HARDNESS for e in ds)
        order = [lv for lv in (*fmt.levels, UNKNOWN_HARDNESS) if levels[lv]]
        print("  difficulty: " + ", ".join(f"{lv} {levels[lv]}" for lv in order))
    if fmt.evidence:
        with_evidence = sum(bool(e.evidence) for e in ds)
        print(f"  evidence: {with_evidence} of {len(ds)} questions ({100 * with_evidence / max(1, len(ds)):.1f}%)")
    missing = Counter(e.db_id for e in ds if not e.evaluable)
    for db_id, n in sorted(missing.items()):
        reason = next(e.reason for e in ds if e.db_id == db_id and not e.evaluable)
        print(f"  not evaluable: {db_id} ({n} questions): {reason}")
    return 0


def cmd_plugins(args: argparse.Namespace) -> int:
    """Print every table of named plugins and the installed plugins (entry points of group nl2sql.plugins)."""
    from nl2sql.data.formats import FORMATS
    from nl2sql.eval.metric_table import METRIC_TABLE
    from nl2sql.llm.backends import BACKENDS
    from nl2sql.methods.agent import TOOLS
    from nl2sql.methods.registry import METHODS
    from nl2sql.registry import load_plugins

    plugins = load_plugins()
    for what, names in (("dataset formats", FORMATS), ("backends", ["auto", *BACKENDS]), ("methods", METHODS),
                        ("metrics", METRIC_TABLE), ("loop tools", TOOLS)):
        print(f"{what}: {', '.join(names)}")
    print("plugins: " + (", ".join(f"{p.name} ({p.value}, from {p.distribution})" for p in plugins)
                         or "none installed (docs/extending.md#plugins)"))
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    """Score a prediction file (one SQL a line, dataset order), or a run's own against the questions it used, and
    print the table."""
    from nl2sql.config import RunConfig, parse_assignments
    from nl2sql.eval import EvalOptions, ScoringOptions, evaluate, read_predictions
    from nl2sql.runs.rescore import find_run, length_hint, run_config, run_questions, selection

    if not args.pred and not args.run:
        raise ValueError("eval scores a file: pass --pred FILE (one SQL a line, in dataset order) or --run RUN_ID "
                         "(a run's predictions.sql)")
    root = results_root(args)
    run = find_run(args.run, root) if args.run else None
    shortcuts = {"data_dir": args.data, "split": args.split, "limit": args.limit, "sample": args.sample,
                 "data_format": None if args.data_format == "auto" else args.data_format}
    changes = {k: v for k, v in shortcuts.items() if v is not None}
    changes = with_set(changes, parse_assignments(args.set or []))
    saved = run_config(run) if run is not None else None
    opts = selection(changes, saved)
    scoring = (saved or RunConfig()).scoring  # a run is scored as its tables were
    ds = run_questions(opts, run)
    pred = Path(args.pred) if args.pred else run / "predictions.sql"
    if args.out:  # before the scoring: a path that cannot take the table is one line, not a table then an error
        check_out(args.out, pred)
    preds = read_predictions(pred, expected=len(ds), data_format=ds.format,
                             hint=length_hint(pred, opts, root, args.run))
    metrics = [m.strip() for m in args.metrics.split(",") if m.strip()] if args.metrics else scoring.metrics
    asked = ScoringOptions(metrics=metrics, comparator=args.comparator or scoring.comparator,
                           ts_k=args.ts_k or scoring.ts_k, ves_repeats=args.ves_repeats or scoring.ves_repeats)
    report = evaluate(ds, preds, EvalOptions(asked, workers=args.workers, timeout_s=args.timeout))
    print(report.table())
    if args.out:
        print(f"per-example scores: {report.write_csv(args.out)}")
    return 0


def with_set(flags: dict, assignments: dict) -> dict:
    """The flags' settings (--limit, --data, ...) and --set's together; one knob given both ways with two values is
    an error naming both (which would win is no question a user should have to ask)."""
    from nl2sql.config import knob_name

    for key, value in assignments.items():
        try:
            name = knob_name(key)
        except ValueError:  # a misspelt knob: the config names it, with the knobs it knows
            continue
        if name in flags and flags[name] != value:
            raise ValueError(f"{name} is given twice: {flags[name]!r} by its option and {value!r} by --set (--param): "
                             "keep one")
    return {**flags, **assignments}


def check_out(text: str, pred: Path) -> None:
    """eval --out: a CSV file's path, not a folder, not the predictions it scores, under folders (made if missing)."""
    out = Path(text)
    if out.is_dir() or text.endswith("/"):
        raise ValueError(f"--out {text} names a folder: give the CSV file's path, e.g. {out / 'scores.csv'}")
    if out.exists() and pred.exists() and out.resolve() == pred.resolve():
        raise ValueError(f"--out {out} is the prediction file: give another path for the per-example scores")
    for parent in out.parents:
        if parent.exists() and not parent.is_dir():
            raise ValueError(f"--out {out}: {parent} is a file, not a folder: give a path under a folder")


def config_from_args(args: argparse.Namespace):
    """A RunConfig from --config FILE, then the shortcut flags, then --set KEY=VALUE (last wins)."""
    from nl2sql.config import RunConfig, parse_assignments
    from nl2sql.methods.registry import get_method

    cfg = RunConfig.from_json(args.config) if args.config else RunConfig()
    shortcuts = {"data_dir": args.data, "split": args.split, "limit": args.limit, "sample": args.sample,
                 "model": args.model, "backend": args.backend, "base_url": args.base_url, "method": args.method,
                 "run_id": args.run_id, "shard": getattr(args, "shard", None)}
    changes = {k: v for k, v in shortcuts.items() if v is not None}
    if not get_method(changes.get("method") or cfg.method).needs_llm:  # its runs load no model, whatever --model says
        changes = {k: v for k, v in changes.items() if k not in ("model", "backend", "base_url")}
    changes = with_set(changes, parse_assignments(args.set or []))
    return cfg.override(changes) if changes else cfg


def results_root(args: argparse.Namespace) -> Path:
    """Where runs live: --results, else the repository's results/."""
    from nl2sql.paths import RESULTS_DIR

    return Path(args.results) if getattr(args, "results", None) else RESULTS_DIR


def cmd_run(args: argparse.Namespace) -> int:
    """Run one config (resuming its run_id), score it, write tables and plots; print where, and one line of scores."""
    from nl2sql.paths import shown
    from nl2sql.report.headline import run_line
    from nl2sql.runs.runner import run

    cfg = config_from_args(args)
    if args.verbose:
        _log_steps()
    # The bar and the step log share stderr: --verbose leaves the bar out.
    res = run(cfg, out_root=results_root(args), progress=not (args.no_progress or args.verbose), workers=args.workers)
    print(f"results: {shown(res.path)} ({res.reused} reused, {res.generated} generated; {res.timing()})")
    print(run_line(res.path))  # the tables themselves stay in tables.md
    return 0


def _log_steps() -> None:
    """--verbose: every loop step's thought, action and observation through the logging module, on stderr."""
    import logging

    from nl2sql.methods.agent.result import STEP_LOG

    logging.basicConfig(format="%(message)s")  # the root logger's handler; its WARNING level holds back the rest
    STEP_LOG.setLevel(logging.DEBUG)


def cmd_merge(args: argparse.Namespace) -> int:
    """Join the shards of results/RUN_ID/shards/ into results/RUN_ID, score it, print the tables."""
    from nl2sql.runs.merge import merge

    res = merge(args.run_id, results_root(args), data_dir=args.data, workers=args.workers)
    print(res.table())
    print(f"results: {res.path} ({len(res.predictions)} questions merged, {res.wall_s:.1f} s)")
    print(f"tables: {res.tables_md}")
    return 0


def cmd_ablate(args: argparse.Namespace) -> int:
    """Run the ablation grid around a base config, write the paired comparison; print a line per variant, then one
    summary line naming ablation.md."""
    from nl2sql.report.headline import ablation_lines
    from nl2sql.runs.ablation import parse_grid, run_ablation

    base = config_from_args(args)
    metrics = [m.strip().upper() for m in args.compare_metrics.split(",") if m.strip()]
    res = run_ablation(base, parse_grid(args.grid), args.ablation_id, mode=args.mode, out_root=results_root(args),
                       progress=not args.no_progress, workers=args.workers, metrics=metrics)
    print("\n".join(ablation_lines(res.files["ablation.csv"], res.tables_md, res.ablation_id)))
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    """Rebuild the tables and plots of a run (or of every run in a session / ablation folder) from its files."""
    from nl2sql.report.glance import REFERENCE_RUN
    from nl2sql.report.headline import SESSION_ORDER
    from nl2sql.report.writer import write_comparison, write_report
    from nl2sql.runs.ablation import compare_session
    from nl2sql.store.runstore import check_run_id, run_lock

    def report(run: Path) -> dict[str, Path]:
        # A run still writing its folder writes its own tables when it ends: a report now would mix its files.
        with run_lock(run, busy="it writes its tables when it ends; report it then, or stop it (kill {pid})"):
            return write_report(run)

    root = results_root(args) / check_run_id(args.run_id)
    if (root / "config.json").is_file():
        for name, path in report(root).items():
            print(f"{name}: {path}")
        print((root / "tables.md").read_text(encoding="utf-8"))
        return 0
    subs = sorted(p.parent for p in root.glob("*/config.json"))
    if not subs:
        raise FileNotFoundError(f"no run under {root}: pass a run id of results/ (a folder with config.json)")
    for sub in subs:
        report(sub)
        print(f"tables: {sub / 'tables.md'}")
    names = {p.name for p in subs}
    if "base" in names:  # an ablation folder
        files = write_comparison({p.name: p for p in subs}, "base", root, name="ablation",
                                 title=f"Ablation {args.run_id}", metrics=("EX", "TS"))
        print(f"tables: {files['ablation.md']}")
    elif REFERENCE_RUN in names and names & set(SESSION_ORDER) - {REFERENCE_RUN}:  # a notebook session's runs
        files = compare_session(args.run_id, results_root(args))
        if files:
            print(f"tables: {files['tables.md']}")
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    """Paired comparison of finished runs against the first (or --reference)."""
    from nl2sql.runs.ablation import compare_runs

    files = compare_runs(args.run_ids, args.reference, args.out, name=args.name, out_root=results_root(args),
                         metrics=args.compare_metrics.split(","))  # compare_runs spells and checks them
    print(files[f"{args.name}.md"].read_text(encoding="utf-8"))
    print(f"tables: {files[f'{args.name}.md']}")
    return 0


def cmd_robustness(args: argparse.Namespace) -> int:
    """The same methods on an original set and its reworded variants: the drop per method, paired by question; a line
    per method and variant, then one summary line naming robustness.md."""
    from nl2sql.report.headline import robustness_lines
    from nl2sql.report.robustness import write_robustness

    variants = dict(v.split("=", 1) if "=" in v else (Path(v).name, v) for v in args.variants)
    files = write_robustness(args.original, variants, args.out, args.robust_metrics.split(","), args.pair,
                             results_root(args), reworded_only=args.reworded_only)
    metrics = [m.strip().upper() for m in args.robust_metrics.split(",") if m.strip()]
    print("\n".join(robustness_lines(files["robustness.csv"], files["robustness.md"], metrics)))
    return 0


def cmd_notebooks(args: argparse.Namespace) -> int:
    """Run the numbered notebooks through papermill into results/<run_id>/notebooks/ (a line per notebook on stderr),
    then print the session's closing table and one summary line naming its tables."""
    from nl2sql.config import parse_assignments
    from nl2sql.report.headline import session_line
    from nl2sql.runs.notebooks import execute_notebooks, session_tables

    params = {"data_dir": args.data, "split": args.split, "limit": args.limit, "sample": args.sample,
              "model": args.model, "backend": args.backend, "base_url": args.base_url}
    params = {k: v for k, v in params.items() if v is not None}
    if params.get("data_dir"):
        params["data_dir"] = str(Path(params["data_dir"]).resolve())
    params = with_set(params, parse_assignments(args.param or []))
    names = list(dict.fromkeys(n.strip() for n in args.only.split(",") if n.strip()))  # 02,02: once
    root = results_root(args)
    execute_notebooks(args.run_id, params, names, out_root=root, kernel_name=args.kernel, log_output=args.verbose,
                      progress=not args.quiet)
    tables, closing = session_tables(root / args.run_id)
    if closing:
        print("\n" + closing + "\n")
    print(session_line(root / args.run_id, tables[-1] if tables else None))
    return 0


def cmd_trace(args: argparse.Namespace) -> int:
    """A run's traces as Markdown to read against docs/reference-loop.md#traces: printed, or written to --out."""
    from nl2sql.report.traces import traces_markdown
    from nl2sql.store.runstore import check_run_id

    md = traces_markdown(results_root(args) / check_run_id(args.run_id), ids=args.id, n=args.n, where=args.where,
                         seed=args.seed, max_chars=args.max_chars)
    if args.out:
        Path(args.out).write_text(md + "\n", encoding="utf-8")
        print(f"traces: {args.out}")
    else:
        print(md)
    return 0


def cmd_view(args: argparse.Namespace) -> int:
    """A run's traces as one self-contained HTML page (against a second run when given): results/<run>/traces.html."""
    from nl2sql.report.viewer import write_page
    from nl2sql.store.runstore import check_run_id

    root = results_root(args)
    page = write_page([root / check_run_id(r) for r in args.run_ids], out=args.out, row_cap=args.rows)
    print(f"traces page: {page}")
    return 0
