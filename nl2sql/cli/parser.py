"""The argument parser of `python -m nl2sql`: one subcommand per step, usage errors in one line."""

from __future__ import annotations

import argparse

from nl2sql.cli import commands
from nl2sql.methods.registry import METHODS
from nl2sql.paths import BUNDLED_DIR

# What `python -m nl2sql --help` says above the subcommands.
DESCRIPTION = """`python -m nl2sql ...`: every step a notebook runs, from the command line.

A mistake in the input (docs/bad-input.md) exits with status 2 and one line naming the problem and the fix;
--debug (anywhere on the line) shows the traceback instead.
"""


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
            number = "a whole number" if kind is int else "a number"
            raise argparse.ArgumentTypeError(f"{what} must be {number} > 0, got {text!r}") from None
        if not value > 0:
            raise argparse.ArgumentTypeError(f"{what} must be > 0, got {text}")
        return value

    return parse


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with one subcommand per step."""
    parser = OneLineParser(prog="python -m nl2sql", description=DESCRIPTION)
    sub = parser.add_subparsers(dest="command", required=True)
    _add_data_parsers(sub)
    _add_eval_parser(sub)
    _add_run_parsers(sub)
    _add_report_parsers(sub)
    _add_trace_parsers(sub)
    _add_notebooks_parser(sub)
    return parser


def _add_data_parsers(sub) -> None:
    """`build-data`, `info` and `plugins`: the bundled databases, a dataset's statistics, what is registered."""
    p = sub.add_parser("build-data", help="build the bundled databases from their SQL scripts")
    p.add_argument("--data", default=str(BUNDLED_DIR))
    p.add_argument("--force", action="store_true", help="rebuild even if up to date")
    p.add_argument("--tables", action="store_true", help="also regenerate tables.json from the databases")
    p.set_defaults(func=commands.cmd_build_data)

    p = sub.add_parser("info", help="dataset statistics: questions, evaluable, databases (BIRD: difficulty, evidence)")
    p.add_argument("--data", default=str(BUNDLED_DIR))
    p.add_argument("--split", default="dev")
    _add_format_arg(p)
    p.set_defaults(func=commands.cmd_info)

    p = sub.add_parser("plugins", help="what is registered: dataset formats, backends, methods, metrics, the loop's "
                                       "tools, and the installed plugins that added to them (docs/extending.md)")
    p.set_defaults(func=commands.cmd_plugins)


def _add_format_arg(p: argparse.ArgumentParser) -> None:
    from nl2sql.data.formats import FORMAT_CHOICES

    p.add_argument("--format", dest="data_format", choices=FORMAT_CHOICES, default="auto",
                   help="the folder's layout: a registered format, spider or bird or a plugin's (default: told apart "
                        "by its files)")


def _add_eval_parser(sub) -> None:
    """The `eval` subcommand: VA/EX/EM/TS (BIRD: VA/EX/R-VES/Soft-F1) of a prediction file, by hardness or difficulty,
    with a per-example CSV."""
    from nl2sql.eval.execution import COMPARATORS, DEFAULT_EXEC_TIMEOUT_S
    from nl2sql.eval.ves import DEFAULT_REPEATS

    p = sub.add_parser("eval", help="score predictions (VA, EX, EM, TS; BIRD: VA, EX, R-VES, Soft-F1) against a "
                                    "dataset's gold SQL: a file, or a run's own against the questions it used")
    p.add_argument("--run", metavar="RUN_ID",
                   help="score results/RUN_ID/predictions.sql (or --pred) against the questions that run used (its "
                        "data, split, --sample, --limit, seed, databases, shard) with its scoring settings")
    p.add_argument("--pred", help="file with one predicted SQL a line, in dataset order (default with --run: the "
                                  "run's predictions.sql)")
    p.add_argument("--data", default=None,
                   help="dataset folder (Spider: dev.json, tables.json, database/; BIRD: dev.json, dev_tables.json, "
                        "dev_databases/); default: the run's with --run, else the bundled mini set")
    p.add_argument("--split", default=None, help="the split (default: dev)")
    _add_format_arg(p)
    p.add_argument("--limit", type=_positive(int, "--limit"), default=None,
                   help="score only the split's first N questions (a run made with --limit N)")
    p.add_argument("--sample", type=_positive(int, "--sample"), default=None,
                   help="score a seeded random sample of N questions (a run made with --sample N; its seed: "
                        "--set seed=S)")
    p.add_argument("--set", action="append", metavar="KEY=VALUE",
                   help="a knob that selects questions, as `run` takes it, repeatable: seed, db_ids, shard, ...")
    p.add_argument("--metrics", default=None,
                   help="comma-separated subset of VA,EX,EM,TS,R-VES,Soft-F1 (default: the run's with --run, else "
                        "the dataset's: VA,EX,EM,TS for Spider, VA,EX,R-VES,Soft-F1 for BIRD)")
    p.add_argument("--out", help="write the per-example CSV here")
    p.add_argument("--comparator", choices=COMPARATORS, default=None, type=str.lower,  # as --metrics: any case
                   help="EX comparison: multiset (official Spider), set (BIRD), float (multiset, floats rounded); "
                        "default: the run's with --run, else the dataset's")
    p.add_argument("--ves-repeats", type=_positive(int, "--ves-repeats"), default=None,
                   help=f"R-VES: how often each query is timed (default: the run's, else {DEFAULT_REPEATS}; BIRD's "
                        f"evaluator: 100)")
    p.add_argument("--workers", type=_positive(int, "--workers"), default=None,
                   help="worker processes (default: all cores)")
    p.add_argument("--ts-k", type=_positive(int, "--ts-k"), default=None,
                   help="test-suite replicas per database (default: the run's with --run, else the evaluator's)")
    p.add_argument("--timeout", type=_positive(float, "--timeout"), default=DEFAULT_EXEC_TIMEOUT_S,
                   help="per-query timeout in seconds")
    p.add_argument("--results", default=None, help="results root of --run (default: <repo>/results)")
    p.set_defaults(func=commands.cmd_eval)


def _add_config_args(p: argparse.ArgumentParser) -> None:
    """--config, --set and the shortcut flags every config-driven command takes."""
    p.add_argument("--config", help="JSON file of knobs, or a run's saved results/<run_id>/config.json")
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


def _add_run_parsers(sub) -> None:
    """`run`, `merge` and `ablate`: a config run (or its shards joined), the ablation grid around one."""
    p = sub.add_parser("run", help="run a config over a dataset into results/<run_id> (resumable), score, report")
    _add_config_args(p)
    p.add_argument("--run-id", help="results/<run_id>; the same id again resumes (default: derived from the config)")
    p.add_argument("--shard", metavar="K/N", help="only shard K of N of the questions, into "
                                                  "results/<run_id>/shards/K-of-N (then `merge RUN_ID`)")
    p.add_argument("--verbose", action="store_true",
                   help="log every loop step (thought, action, observation) and each final answer to stderr")
    p.set_defaults(func=commands.cmd_run)

    p = sub.add_parser("merge", help="check and join the shards of results/RUN_ID/shards/ into results/RUN_ID, "
                                     "score, report")
    p.add_argument("run_id")
    p.add_argument("--data", default=None, help="the dataset folder, if it moved since the shards ran")
    p.add_argument("--workers", type=_positive(int, "--workers"), default=None,
                   help="scoring processes (default: all cores)")
    p.add_argument("--results", default=None, help="results root (default: <repo>/results)")
    p.set_defaults(func=commands.cmd_merge)

    p = sub.add_parser("ablate", help="the ablation grid around a base config, with paired tests against it")
    _add_config_args(p)
    p.add_argument("--grid", action="append", metavar="KNOB=V1,V2",
                   help="values to try for one knob, repeatable (default: link schema, guardrails, forced "
                        "constraints, max_steps 4/12, the model or the policy choosing tools, embedding retrieval, "
                        "baseline); or one named grid: "
                        "components (the candidate agent's parts, with --method candidates), gates")
    p.add_argument("--mode", choices=["one-at-a-time", "full"], default="one-at-a-time")
    p.add_argument("--ablation-id", default="ablation", help="results/<ablation_id>/<variant>")
    p.add_argument("--compare-metrics", default="EX,TS", help="metrics of the paired tables")
    p.set_defaults(func=commands.cmd_ablate, run_id=None)


def _add_report_parsers(sub) -> None:
    """`report`, `compare` and `robustness`: tables of finished runs, paired comparisons, rewording drops."""
    p = sub.add_parser("report", help="rebuild tables.md/.tex and plots of results/RUN_ID from its files")
    p.add_argument("run_id")
    p.add_argument("--results", default=None, help="results root (default: <repo>/results)")
    p.set_defaults(func=commands.cmd_report)

    p = sub.add_parser("compare", help="paired comparison (EX difference with CI, McNemar) of finished runs")
    p.add_argument("run_ids", nargs="+", help="results/<run_id> folders; the first is the reference")
    p.add_argument("--reference", default=None)
    p.add_argument("--out", default=None, help="folder for <name>.md/.tex/.csv/.png (default: the reference's)")
    p.add_argument("--name", default="comparison")
    p.add_argument("--compare-metrics", default="EX")
    p.add_argument("--results", default=None)
    p.set_defaults(func=commands.cmd_compare)

    p = sub.add_parser("robustness", help="methods on an original set and its reworded variants: EX/TS per variant, "
                                          "the drop paired by question (bootstrap interval, McNemar)")
    p.add_argument("original", help="a folder of scored runs (results/<id>/<method>/) or one run folder")
    p.add_argument("variants", nargs="+", help="the variants' folders alike, each NAME=FOLDER or FOLDER (named by it)")
    p.add_argument("--out", required=True, help="results/<out>/ gets robustness.md/.tex/.csv/.png")
    p.add_argument("--robust-metrics", default="EX,TS")
    p.add_argument("--pair", choices=("auto", "id", "gold"), default="auto",
                   help="pair questions by id, or by database and gold SQL (auto: id when the ids pair)")
    p.add_argument("--reworded-only", action="store_true",
                   help="only the questions a variant words differently (its rewording leaves the rest alone)")
    p.add_argument("--results", default=None, help="results root: relative folders are read and --out written there "
                                                   "(default: <repo>/results)")
    p.set_defaults(func=commands.cmd_robustness)


def _add_trace_parsers(sub) -> None:
    """`trace` and `view`: a run's traces as Markdown, or as one HTML page."""
    p = sub.add_parser("trace", help="a run's traces as readable Markdown: LLM output, actions, observations, overrides")
    p.add_argument("run_id")
    p.add_argument("--id", action="append", help="a question id, repeatable (default: the first --n)")
    p.add_argument("--n", type=_positive(int, "--n"), default=20, help="how many questions (default 20)")
    p.add_argument("--where", default="all", help="all | finish | fallback | wrong | right (EX, once scored)")
    p.add_argument("--seed", type=int, default=None, help="a seeded random sample of --n instead of the first")
    p.add_argument("--max-chars", type=_positive(int, "--max-chars"), default=500,
                   help="observations longer than this are cut")
    p.add_argument("--out", default=None, help="write the Markdown here instead of printing it")
    p.add_argument("--results", default=None)
    p.set_defaults(func=commands.cmd_trace)

    p = sub.add_parser("view", help="a run's traces as one HTML page (filters, transcripts, SQL diffs, rows); "
                                    "a second run id adds win/loss against it")
    p.add_argument("run_ids", nargs="+", metavar="RUN_ID",
                   help="a run of results/, then optionally the run to compare with")
    p.add_argument("--rows", type=_positive(int, "--rows"), default=10, help="result rows shown per query (default 10)")
    p.add_argument("--out", default=None, help="write the page here (default: results/<RUN_ID>/traces.html)")
    p.add_argument("--results", default=None)
    p.set_defaults(func=commands.cmd_view)


def _add_notebooks_parser(sub) -> None:
    """`notebooks`: the numbered notebooks run into results/<run_id>/."""
    p = sub.add_parser("notebooks", help="run the numbered notebooks through papermill into results/<run_id>/")
    p.add_argument("--run-id", default="mini")
    p.add_argument("--only", default="01,02,03", help="comma-separated notebook numbers (01,02,03,04,05)")
    p.add_argument("--data")
    p.add_argument("--split")
    p.add_argument("--limit", type=int)
    p.add_argument("--sample", type=int)
    p.add_argument("--model")
    p.add_argument("--backend")
    p.add_argument("--base-url")
    p.add_argument("--param", action="append", metavar="NAME=VALUE",
                   help="any parameters-cell name (every knob), repeatable: --param max_steps=4")
    p.add_argument("--kernel", default=None, help="Jupyter kernel (default: nl2sql if registered, else python3)")
    p.add_argument("--results", default=None)
    p.add_argument("--quiet", action="store_true", help="no line per notebook while they run (the closing table and "
                                                       "the summary line only)")
    p.add_argument("--verbose", action="store_true",
                   help="stream every cell's output to the terminal as it runs (always kept in "
                        "results/<run_id>/notebooks/papermill.log)")
    p.set_defaults(func=commands.cmd_notebooks)
