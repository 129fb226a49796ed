"""Write the numbered notebooks (without outputs) from the cell sources below: `python notebooks/generate_notebooks.py`.

The notebooks hold parameters, calls into nl2sql and displays, nothing else; edit them here so the
committed .ipynb files stay output-free and reviewable (tests/test_notebooks.py checks they match).
Each starts with a cell tagged `parameters`, so papermill can set any of its names:
    python -m papermill notebooks/03_agentic_eval.ipynb out.ipynb -k nl2sql -p limit 20 -p max_steps 4
or, for 01-03 in one go, `python -m nl2sql notebooks --limit 20` (what `make run` calls).
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from nl2sql.config import knob_table
from nl2sql.data.options import DataOptions
from nl2sql.runs.ablation import DEFAULT_GRID
from nl2sql.runs.parameters import literal, parameters_cell

HERE = Path(__file__).resolve().parent
KERNEL = {"name": "nl2sql", "display_name": "Python (nl2sql)", "language": "python"}


# Every knob of a run, generated from the option dataclasses (nl2sql.runs.parameters): a knob a component declares
# is a parameter of 02-04 under its own name, with its default and its doc. The session's run_id is among the knobs
# a researcher sets first (the top of the cell), its results folder among the rest.
RUN_ID = 'run_id = "mini"  # results/<run_id>/ holds this session\'s runs, tables, plots and executed notebooks'
RESULTS_DIR = '''\
# -- The notebook session
results_dir = None  # None: <repo>/results'''
DATA_ONLY = set(knob_table()) - {f.name for f in dataclasses.fields(DataOptions)}

IMPORTS = '''\
from pathlib import Path

from IPython.display import Image, Markdown, display

from nl2sql.report import writer
from nl2sql.paths import RESULTS_DIR
from nl2sql.runs.parameters import notebook_config
from nl2sql.runs.runner import run'''

RUN_CELL = '''\
result = run(cfg, out_root=results_dir or RESULTS_DIR)
print(f"{result.run_id}: {result.reused} reused, {result.generated} generated; {result.timing()}")'''

SHOW_RUN = '''\
display(Markdown(result.table()))
print(f"tables: {result.tables_md}  {result.tables_tex}")'''

SHOW_PLOTS = '''\
for png in sorted((result.path / "plots").glob("*.png")):
    display(Image(filename=str(png)))'''


def _nb(name: str, cells: list[tuple[str, str]]) -> nbformat.NotebookNode:
    """A notebook from (kind, source) pairs; the first code cell is the papermill parameters cell."""
    nb = new_notebook()
    nb.metadata = {"kernelspec": dict(KERNEL), "language_info": {"name": "python"}}
    tagged = False
    for i, (kind, src) in enumerate(cells):
        cell = new_markdown_cell(src) if kind == "md" else new_code_cell(src)
        cell.id = f"{name.split('_')[0]}-{i:02d}"  # stable ids: regenerating gives the same file
        if kind == "code" and not tagged:
            cell.metadata["tags"] = ["parameters"]
            tagged = True
        nb.cells.append(cell)
    return nb


def schema_prep() -> nbformat.NotebookNode:
    return _nb("01_schema_prep", [
        ("md", "# 01 · Schema preparation\n\nThe dataset and its databases: statistics, the schema texts the "
               "prompts are built from, schema linking on one question, and the test suites that TS evaluates "
               "on. Everything below calls `nl2sql`; the first code cell holds the papermill parameters."),
        ("code", parameters_cell(exclude=DATA_ONLY, first=RUN_ID, of="the questions", rest=(
            "# -- This notebook's own\n"
            "show_db = None  # the database whose schema texts are shown; None: the first\n"
            "link_max_tables = 2  # how far linking prunes in the illustration below\n"
            "build_test_suites = True  # build (or load from the cache) the TS replicas of every database\n"
            f"ts_k = None  # replicas per database; None: the evaluator's default\n{RESULTS_DIR}"))),
        ("code", "from pathlib import Path\n\nfrom IPython.display import Image, Markdown, display\n\n"
                 "from nl2sql.report import dataset_stats, plots, tables\nfrom nl2sql.data.linking import link_schema\n"
                 "from nl2sql.data.options import DataOptions\nfrom nl2sql.paths import RESULTS_DIR\n"
                 "from nl2sql.runs.parameters import notebook_config\n"
                 "from nl2sql.sql.schema import read_schema, schema_to_text\n\n"
                 "dataset = DataOptions.of(notebook_config(globals())).dataset()\n"
                 "out = Path(results_dir or RESULTS_DIR) / run_id / \"schema\"\n"
                 "out.mkdir(parents=True, exist_ok=True)\n"
                 "print(f\"{dataset.root} [{split}, {dataset.format}]: {len(dataset)} questions, \"\n"
                 "      f\"{len(dataset.evaluable)} evaluable, {len(dataset.db_ids)} databases\")"),
        ("md", "## Dataset and schema statistics\n\nQuestions per database with their Spider hardness (on BIRD: "
               "their difficulty, and how many carry evidence), and the size of each schema. Not-evaluable "
               "questions (database missing) are listed apart."),
        ("code", "stats = dataset_stats.dataset_summary(dataset)\nstats.to_csv(out / \"dataset_summary.csv\", index=False)\n"
                 "display(Markdown(tables.frame_markdown(stats)))\n"
                 "display(Image(filename=str(plots.plot_dataset(stats, out / \"questions_by_hardness.png\"))))"),
        ("code", "[(e.id, e.db_id, e.reason) for e in dataset if not e.evaluable][:20]"),
        ("md", "## Schema texts\n\nThe CREATE TABLE text (the loop's and the baseline's default) and the compact "
               "one-line-per-table text, then what schema linking keeps for one question."),
        ("code", "db = show_db or dataset.evaluable[0].db_id\n"
                 "example = next(e for e in dataset.evaluable if e.db_id == db)\n"
                 "schema = read_schema(example.db_path, db)\nprint(schema_to_text(schema, \"create\"))"),
        ("code", "print(schema_to_text(schema, \"compact\"))"),
        ("code", "linked = link_schema(example.question, schema, max_tables=link_max_tables)\n"
                 "print(example.question)\nprint(\"linked tables:\", linked.tables)\n"
                 "print(\"scores:\", {t: round(s, 2) for t, s in linked.scores.items()})"),
        ("code", "texts = dataset_stats.write_schema_texts(dataset, out / \"schema_texts.md\")\nprint(f\"schema texts: {texts}\")"),
        ("md", "## Test suites (TS)\n\nPerturbed replicas of each database, distilled against its gold queries "
               "(built once, then cached). `killed_by_suite - killed_by_original` (ts_only) counts the near-miss "
               "queries TS rejects that EX alone accepts."),
        ("code", "if build_test_suites:\n"
                 "    from nl2sql.eval.suites import DEFAULT_K, build_dataset_suites\n\n"
                 "    suites = build_dataset_suites(dataset, k=ts_k or DEFAULT_K, seed=0)\n"
                 "    suite_stats = dataset_stats.suite_summary(suites)\n"
                 "    suite_stats.to_csv(out / \"test_suites.csv\", index=False)\n"
                 "    display(Markdown(tables.frame_markdown(suite_stats)))"),
    ])


def baseline() -> nbformat.NotebookNode:
    return _nb("02_baseline", [
        ("md", "# 02 · Single-shot baseline\n\nOne prompt per question (the schema's CREATE TABLE statements, the "
               "question, one instruction), the same guardrails as the loop, greedy decoding. The run is resumable: "
               "rerunning with the same `run_id` skips finished questions."),
        ("code", parameters_cell("baseline", exclude={"method", "run_id"}, first=RUN_ID, rest=RESULTS_DIR)),
        ("code", f"{IMPORTS}\n\ncfg = notebook_config(globals(), method=\"baseline\", run_id=f\"{{run_id}}/baseline\")\ncfg"),
        ("code", RUN_CELL),
        ("md", "## Accuracy (VA, EX, EM, TS; on BIRD VA, EX, R-VES, Soft-F1) by hardness (BIRD: difficulty), 95% "
               "bootstrap intervals"),
        ("code", SHOW_RUN),
        ("code", SHOW_PLOTS),
        ("md", "## Predictions"),
        ("code", "writer.predictions_frame(result.path, n=10)"),
    ])


def agentic_eval() -> nbformat.NotebookNode:
    return _nb("03_agentic_eval", [
        ("md", "# 03 · Agentic evaluation: the tool-driven ReAct loop and the candidate agent\n\nThe "
               "[reference loop](../docs/reference-loop.md) (bootstrap, gates, forced repair, guardrails, intent "
               "check, exit fallback) over the dataset, then the candidate agent (several SQL candidates voted on by "
               "their results), both scored with VA, EX, EM and TS and compared with the baseline of notebook 02 "
               "when it ran in the same session."),
        ("code", parameters_cell("loop", exclude={"method", "run_id"}, rest=RESULTS_DIR, also=("candidates",), first=(
            f"{RUN_ID}\ncandidate_agent = True  # also run the candidate agent (method \"candidates\", "
            "docs/reference-loop.md#candidates)"))),
        ("code", f"{IMPORTS}\nfrom nl2sql.report import traces\nfrom nl2sql.runs.ablation import compare_session\n\n"
                 "cfg = notebook_config(globals(), method=\"loop\", run_id=f\"{run_id}/loop\")\ncfg"),
        ("code", RUN_CELL),
        ("md", "## Accuracy by hardness (BIRD: difficulty), cost per question and compliance"),
        ("code", SHOW_RUN),
        ("code", SHOW_PLOTS),
        ("md", "## One question's decision log ([reference](../docs/reference-loop.md#decision-log))"),
        ("code", "traces.trace_frame(result.path)"),
        ("md", "## Traces to read against the [reference loop](../docs/reference-loop.md#traces)\n\n"
               "The first questions as transcripts (LLM output, actions, observations, overrides, gold SQL, "
               "scores) are in `traces.md`; "
               "`python -m nl2sql trace RUN_ID --where wrong` picks others."),
        ("code", "print(f\"traces: {result.path / 'traces.md'}\")\n"
                 "display(Markdown(traces.traces_markdown(result.path, n=1)))"),
        ("code", "writer.predictions_frame(result.path, n=10)"),
        ("md", "## The candidate agent\n\nThe baseline's prompt with 3 example rows per table, the greedy answer "
               "and sampled ones (more only when they disagree), each run read-only (a misspelled name repaired), "
               "the winner the largest cluster of equal results "
               "([docs](../docs/reference-loop.md#candidates))."),
        ("code", "if candidate_agent:\n"
                 "    cand = run(cfg.override(method=\"candidates\", run_id=f\"{run_id}/candidates\"), "
                 "out_root=results_dir or RESULTS_DIR)\n"
                 "    print(f\"{cand.run_id}: {cand.reused} reused, {cand.generated} generated; {cand.timing()}\")\n"
                 "    display(Markdown(cand.table()))"),
        ("md", "## The loop and the candidate agent versus the baseline (paired on the same questions)\n\nEX "
               "difference with a paired bootstrap interval and McNemar's exact test; written to "
               "`results/<run_id>/tables.md` and `.tex`."),
        ("code", "session = compare_session(run_id, out_root=results_dir or RESULTS_DIR)\n"
                 "if session:\n    display(Markdown(session[\"tables.md\"].read_text()))\n"
                 "    print(f\"tables: {session['tables.md']}  {session['tables.tex']}\")\n"
                 "else:\n    print(\"no baseline run in this session: run 02_baseline.ipynb with the same run_id\")"),
    ])


def ablations() -> nbformat.NotebookNode:
    return _nb("04_ablations", [
        ("md", "# 04 · Ablations\n\nOne knob at a time away from the base configuration (the "
               "[defaults](../docs/reference-loop.md#parameters)): schema linking, guardrails, forced constraint "
               "extraction, REACT_MAX_STEPS, keyword versus embedding retrieval, and the loop versus the "
               "single-shot baseline; with `grid = \"components\"` and `method = \"candidates\"`, each part of the "
               "candidate agent (voting, retrieved examples, value hints, sample rows, reflection, repair candidates, "
               "identifier repair, the judge) in turn. "
               "Each variant is its own resumable run under `results/<run_id>/ablation/`; "
               "every variant is compared with the base on the same questions "
               "(EX difference with a paired bootstrap interval, McNemar's exact p)."),
        ("code", parameters_cell("loop", exclude={"run_id"}, rest=RESULTS_DIR, first=(
            f"{RUN_ID}\n# -- The ablation\n"
            "# knob -> values tried, each one alone against the base; or the text `ablate --grid` takes, which\n"
            "# `--param grid=max_steps=4,12` passes: \"max_steps=4,12\", several knobs separated by \";\" (\"max_steps=4,12;\n"
            "# guardrails=none\"); or a named grid: \"components\" (each part of the candidate agent switched in turn:\n"
            "# nl2sql.runs.ablation.COMPONENT_GRID, with method = \"candidates\"), \"gates\" (GATE_GRID)\n"
            "grid = {\n"
            + "".join(f"    {literal(k)}: {literal(v)},\n" for k, v in DEFAULT_GRID.items()) + "}\n"
            "mode = \"one-at-a-time\"  # or \"full\": every combination\n"
            "compare_metrics = \"EX,TS\"\n"
            "reference = \"spider-dev\"  # a folder of results/reference/ whose analysis is shown at the end"))),
        ("code", f"{IMPORTS}\nfrom nl2sql.runs.ablation import ablation_configs, run_ablation\n\n"
                 "base = notebook_config(globals(), run_id=None)  # each variant names its own run\n"
                 "variants = ablation_configs(base, grid, mode)\nlist(variants)"),
        ("code", "ablation = run_ablation(base, grid, f\"{run_id}/ablation\", mode=mode, "
                 "out_root=results_dir or RESULTS_DIR,\n"
                 "                        metrics=[m.strip() for m in compare_metrics.split(\",\") if m.strip()])\n"
                 "print(f\"tables: {ablation.tables_md}\")"),
        ("md", "## Accuracy of each variant, then the paired comparison with the base"),
        ("code", "display(Markdown(ablation.tables_md.read_text()))"),
        ("code", "for png in sorted(ablation.path.glob(\"ablation_*.png\")):\n    display(Image(filename=str(png)))"),
        ("md", "## What kind of mistakes, how close the candidates came, what each point costs\n\nThe tables above "
               "end with the error classes of every variant and the ones each fixes or breaks against the base, the "
               "candidate coverage of the variants that sample candidates and the cost-quality chart "
               "(`ablation_frontier.png`). Below, per variant: its error classes and, where it drew candidates, "
               "oracle@N (some candidate EX-right) against EX, selection given coverage and EX by the vote's share "
               "([docs/analysis.md](../docs/analysis.md))."),
        ("code", "from nl2sql.report.accuracy import load_metrics\n"
                 "from nl2sql.report.analysis import coverage_markdown, errors_markdown, run_coverage\n\n"
                 "for name, r in ablation.runs.items():\n"
                 "    scores = load_metrics(r.path / \"metrics.csv\")\n"
                 "    parts = [errors_markdown(scores, f\"{name}: error classes\"),\n"
                 "             coverage_markdown(run_coverage(r.path, scores), f\"{name}: candidate coverage\")]\n"
                 "    display(Markdown(\"\\n\\n\".join(p for p in parts if p)))"),
        ("md", "## The committed reference runs\n\nThe same analysis of the predictions committed under "
               "`results/reference/` (re-scored without a model: `python -m nl2sql.report.reference "
               "results/reference/spider-dev`)."),
        ("code", "from nl2sql.paths import REPO_ROOT\nfrom nl2sql.report.analysis import analysis_sections\n\n"
                 "ref = REPO_ROOT / \"results\" / \"reference\" / reference\n"
                 "for md in [*sorted(ref.glob(\"comparison.md\")), *sorted(ref.rglob(\"ablation.md\"))]:\n"
                 "    display(Markdown(f\"### {md.relative_to(ref.parent)}\\n\\n\" + analysis_sections(md.read_text())))\n"
                 "for png in sorted(ref.rglob(\"*_frontier.png\")):\n    display(Image(filename=str(png)))"),
    ])


def robustness() -> nbformat.NotebookNode:
    return _nb("05_robustness", [
        ("md", "# 05 · Robustness: the same questions reworded\n\nThe same methods on an original set and on its "
               "reworded variants (Spider-Syn's synonyms, the tune-syn split, or any Spider-style folder whose "
               "questions pair with the original's by id or by gold SQL): accuracy per variant and the drop from the "
               "original, paired by question, with a bootstrap interval and McNemar's test. Each set is a folder of "
               "scored runs, `results/<set>/<method>/`, e.g. `python -m nl2sql run --split tune-syn --method "
               "candidates --run-id robust/tune-syn/candidates`. For a voting run (the candidate agent) the table "
               "adds its candidates' coverage, the oracle: where it drops less than EX, the rest of the drop is lost "
               "by the vote's choice among candidates."),
        ("code", 'original = "reference/robustness/tune"  # a folder of scored runs (results/<set>/<method>/) or one '
                 'run folder\n'
                 'variants = {"synonyms": "reference/robustness/tune-syn"}  # name -> folder, paired with the original '
                 '(default: the committed runs)\n'
                 'metrics = ["EX", "TS"]\npair = "auto"  # id | gold | auto (id when the ids pair)\n'
                 'reworded_only = False  # only the questions a variant words differently (-nocols: one in nine)\n'
                 'run_id = "robust"  # the tables go to results/<run_id>/robustness/\n'
                 'results_dir = None  # None: <repo>/results (relative set folders are read there too)'),
        ("code", "from pathlib import Path\n\nfrom IPython.display import Image, Markdown, display\n\n"
                 "from nl2sql.paths import RESULTS_DIR\nfrom nl2sql.report.robustness import write_robustness\n\n"
                 "results = Path(results_dir or RESULTS_DIR)\n"
                 "files = write_robustness(original, variants, f\"{run_id}/robustness\", metrics, pair, results,\n"
                 "                         reworded_only)\n"
                 "display(Markdown(files[\"robustness.md\"].read_text()))\n"
                 "display(Image(filename=str(files[\"robustness.png\"])))\n"
                 "print(f\"tables: {files['robustness.md']}  {files['robustness.tex']}  {files['robustness.csv']}\")"),
    ])


NOTEBOOKS = {
    "01_schema_prep": schema_prep,
    "02_baseline": baseline,
    "03_agentic_eval": agentic_eval,
    "04_ablations": ablations,
    "05_robustness": robustness,
}


def render(name: str) -> str:
    """The .ipynb text of one notebook."""
    nb = NOTEBOOKS[name]()
    nbformat.validate(nb)
    return nbformat.writes(nb) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write every notebook beside this script (or check they are current with --check)."""
    args = sys.argv[1:] if argv is None else argv
    stale = []
    for name in NOTEBOOKS:
        path = HERE / f"{name}.ipynb"
        text = render(name)
        if "--check" in args:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    if stale:
        print(f"out of date: {', '.join(stale)}; run python notebooks/generate_notebooks.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
