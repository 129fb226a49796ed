"""Every figure of the README's results against the committed reference runs (results/reference/).

The README's Spider dev table is recomputed from each run's per-question metrics.csv (VA, EX, EM, TS), its
candidates.csv (oracle@8), cost.json and tables.md (LLM calls per question) and config.json (the commit, and the
command that made it); its cost table from the cost bench's summary file it names; the paired gains from
comparison.csv; the robustness tables from the robustness.csv of tune's and confirm's reference runs and the
runs' metrics.csv. A number
that drifts from the committed outputs fails here.
"""

from __future__ import annotations

import csv
import json
import re
import shlex
from pathlib import Path

import pytest

from nl2sql.config import RunConfig
from nl2sql.paths import REPO_ROOT

README = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
REFERENCE = REPO_ROOT / "results" / "reference"
DEV = REFERENCE / "spider-dev"
ROBUSTNESS = REFERENCE / "robustness"
# the README's row names -> the reference folders (results/reference/<set>/<folder>)
DEV_ROWS = {"single-shot baseline": "baseline", "ReAct loop": "loop", "candidate agent": "candidates"}
ROBUST_ROWS = {"baseline": "baseline", "loop": "loop", "candidate agent": "candidates"}
METRICS = ("VA", "EX", "EM", "TS")


# -- reading the README ---------------------------------------------------------------------------------------------

def section(text: str, heading: str) -> str:
    """The text under a Markdown heading (any level), up to the next heading of the same or a higher level (lines in
    fenced code blocks are never headings: a bash comment starts with "# " too)."""
    lines, start, level, fenced = text.splitlines(keepends=True), None, 0, False
    for i, line in enumerate(lines):
        if line.startswith("```"):
            fenced = not fenced
        m = None if fenced else re.match(r"^(#+) (.*)$", line.rstrip("\n"))
        if m and start is None and m.group(2).strip() == heading:
            start, level = i + 1, len(m.group(1))
        elif m and start is not None and len(m.group(1)) <= level:
            return "".join(lines[start:i])
    assert start is not None, f"the README has no section {heading!r}"
    return "".join(lines[start:])


def tables(text: str) -> list[list[dict[str, str]]]:
    """Every Markdown table of the text: its rows as {header: cell}."""
    found, lines = [], text.splitlines()
    for i in range(len(lines) - 1):
        if lines[i].startswith("|") and re.match(r"^\|( *:?-+:? *\|)+$", lines[i + 1]) and (
                i == 0 or not lines[i - 1].startswith("|")):
            header = _cells(lines[i])
            rows = []
            for line in lines[i + 2:]:
                if not line.startswith("|"):
                    break
                rows.append(dict(zip(header, _cells(line))))
            found.append(rows)
    return found


def _cells(line: str) -> list[str]:
    return [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]


def table_with(text: str, column: str) -> dict[str, dict[str, str]]:
    """The one table of the text with that column, by its first column."""
    candidates = [t for t in tables(text) if t and column in t[0]]
    assert len(candidates) == 1, f"expected one table with a {column!r} column, found {len(candidates)}"
    first = next(iter(candidates[0][0]))
    return {row[first]: row for row in candidates[0]}


def numbers(cell: str) -> list[str]:
    """The decimal numbers of a cell, as one-decimal strings without a sign for positives ("+2.0" -> "2.0")."""
    return [f"{float(x):.1f}" for x in re.findall(r"[-+]?\d+\.\d+", cell)]


# -- reading the committed outputs ----------------------------------------------------------------------------------

def percent(values: list[float]) -> str:
    return f"{100 * sum(values) / len(values):.1f}"


def accuracy(folder: Path) -> dict[str, str]:
    """VA, EX, EM, TS in % over the evaluable questions of a run's metrics.csv (empty = not evaluable)."""
    with open(folder / "metrics.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    return {m: percent([float(r[m]) for r in rows if r[m] != ""]) for m in METRICS}


def tables_md_value(folder: Path, quantity: str) -> str:
    """A 'Quantity | Value' row of a run's tables.md."""
    m = re.search(rf"^\| {re.escape(quantity)} \| ([^|]+) \|$", (folder / "tables.md").read_text(encoding="utf-8"),
                  flags=re.M)
    assert m, f"{folder}/tables.md has no row {quantity!r}"
    return m.group(1).strip()


def manifest(folder: Path) -> dict:
    return json.loads((folder / "config.json").read_text(encoding="utf-8"))


def commit_cell_matches(cell: str, folder: Path) -> None:
    git = manifest(folder)["environment"]["git"]
    assert cell.split()[0] == git["commit"][:7], f"{folder.name}: README says {cell!r}, config.json {git['commit']}"
    assert ("dirty" in cell) == bool(git["dirty"]), f"{folder.name}: the tree was dirty={git['dirty']}, README {cell!r}"


# -- the Spider dev table -------------------------------------------------------------------------------------------

RESULTS = section(README, "Results on Spider dev")
DEV_TABLE = table_with(RESULTS, "oracle@8")


def test_the_dev_table_has_the_three_reference_runs():
    assert set(DEV_TABLE) == set(DEV_ROWS)
    assert {p.name for p in DEV.iterdir() if (p / "metrics.csv").is_file()} >= set(DEV_ROWS.values())


@pytest.mark.parametrize("row", sorted(DEV_ROWS))
def test_dev_accuracy_is_the_committed_runs(row):
    folder = DEV / DEV_ROWS[row]
    got = accuracy(folder)
    assert {m: DEV_TABLE[row][m] for m in METRICS} == got, f"{row}: README against {folder}/metrics.csv"
    # the run's own tables.md says the same (its "all" row: the point estimate before the interval)
    overall = re.search(r"^\| all \| (\d+) \| (.+) \|$", (folder / "tables.md").read_text(encoding="utf-8"), flags=re.M)
    assert [c.split()[0] for c in overall.group(2).split(" | ")] == [got[m] for m in METRICS]


@pytest.mark.parametrize("row", sorted(DEV_ROWS))
def test_dev_oracle_calls_and_commit_are_the_committed_runs(row):
    folder = DEV / DEV_ROWS[row]
    cells = DEV_TABLE[row]
    if (folder / "candidates.csv").is_file():
        with open(folder / "candidates.csv", newline="", encoding="utf-8") as f:
            oracle = percent([float(r["oracle"]) for r in csv.DictReader(f)])
        assert cells["oracle@8"] == oracle == tables_md_value(folder, "oracle@8: some candidate EX-right (%)")
    else:
        assert cells["oracle@8"] == "", f"{row} drew no candidates: no oracle"
    calls = f"{json.loads((folder / 'cost.json').read_text(encoding='utf-8'))['calls_per_question']:.2f}"
    assert cells["LLM calls / question"] == calls == tables_md_value(folder, "LLM calls per question")
    commit_cell_matches(cells["commit"], folder)


def run_commands(text: str) -> dict[str, dict[str, object]]:
    """The `python -m nl2sql run` lines of the text's bash blocks, by method: the knobs each sets explicitly."""
    flags = {"--data": "data_dir", "--method": "method", "--run-id": "run_id", "--split": "split",
             "--limit": "limit", "--sample": "sample", "--model": "model", "--backend": "backend"}
    found = {}
    for block in re.findall(r"^```bash\n(.*?)^```", text, flags=re.S | re.M):
        for line in block.splitlines():
            if not line.startswith("python -m nl2sql run "):
                continue
            words, knobs = shlex.split(line, comments=True)[4:], {}
            for flag, value in zip(words[::2], words[1::2]):
                if flag == "--set":
                    key = value.partition("=")[0]
                    knobs[key] = RunConfig().override([value]).to_dict()[key]  # typed as --set types it
                else:
                    assert flag in flags, f"unexpected flag {flag} in {line!r}"
                    knobs[flags[flag]] = value
            found[knobs["method"]] = knobs
    return found


def test_each_dev_row_names_the_command_that_made_it():
    """The command's explicit knobs are the run's config.json values; what it leaves to the defaults (batch size,
    the completion cache, the split) is what today's defaults give for its method."""
    commands = run_commands(RESULTS)
    assert set(commands) == set(DEV_ROWS.values()), sorted(commands)
    for method, knobs in commands.items():
        saved = manifest(DEV / method)["config"]
        for key, value in knobs.items():
            assert saved[key] == value, f"{method}: the command sets {key}={value!r}, config.json has {saved[key]!r}"
        cfg = RunConfig.from_dict(knobs)
        for key in ("batch_size", "llm_cache", "split"):
            if key not in knobs:
                default = cfg[key]
                assert saved[key] == default, f"{method}: config.json has {key}={saved[key]!r}, the command gives {default!r}"


def test_the_paired_gains_are_the_committed_comparison():
    with open(DEV / "comparison.csv", newline="", encoding="utf-8") as f:
        rows = {(r["run"], r["metric"]): r for r in csv.DictReader(f)}
    sentence = re.search(r"the loop gains EX ([-+]\d+\.\d) points over the baseline and the candidate agent ([-+]\d+\.\d)",
                         RESULTS)
    assert sentence, "the README's paired sentence is gone or reworded: update this test with it"
    for got, folder in zip(sentence.groups(), ("loop", "candidates")):
        run_id = manifest(DEV / folder)["run_id"]
        assert got == f"{100 * float(rows[(run_id, 'EX')]['diff']):+.1f}", folder


# -- the cost table -------------------------------------------------------------------------------------------------

COST = REFERENCE / "tune" / "cost-bench"
DTYPES = {"int8": "int8", "float32": "float32", "bf16": "bfloat16"}  # the README's column prefix -> the committed folder


def test_the_cost_table_is_the_committed_cost_guard():
    """The README's cost table: each dtype's columns are its committed cost-guard run on 100 tune questions."""
    table = table_with(RESULTS, "int8 x baseline")
    assert set(table) == set(DEV_ROWS)
    for prefix, folder in DTYPES.items():
        assert f"results/reference/tune/cost-bench/{folder}/summary.json" in RESULTS
        summary = json.loads((COST / folder / "summary.json").read_text(encoding="utf-8"))
        assert (summary["dtype"], summary["split"], summary["n"]) == (folder, "tune", 100)
        assert summary["cpu"]["model"] in RESULTS  # the README says which CPU
        n = summary["n"]
        for row, method in DEV_ROWS.items():
            r, cells = summary["runs"][next(k for k in summary["runs"] if k.startswith(method))], table[row]
            assert cells[f"{prefix} s / question"] == f"{r['wall_s'] / n:.2f}", (prefix, row)
            assert cells[f"{prefix} x baseline"] == f"{r['ratio']:.2f}", (prefix, row)
            assert cells[f"{prefix} peak RSS"] == f"{r['peak_rss_gb']:.2f} GB", (prefix, row)
        for method in ("baseline", "loop-policy", "candidates-8"):  # each method's answers, to compare commits with
            assert len((COST / folder / f"{method}.sql").read_text(encoding="utf-8").splitlines()) == n


ENGINES = COST / "engines-avx2"


def test_the_engine_table_is_the_committed_side_by_side_runs():
    """The README's engine table: each engine's seconds a question and EX are its committed cost-guard run, on the
    CPU the README names (AVX2 only: no bf16, no VNNI), and the speed-up is their ratio."""
    table = table_with(RESULTS, "OpenVINO speed-up")
    assert set(table) == set(DEV_ROWS)
    ref, ov = (json.loads((ENGINES / name / "summary.json").read_text(encoding="utf-8"))
               for name in ("transformers-float32", "openvino-f32"))
    assert ref["engine"]["backend"] == "transformers" and ov["engine"]["backend"] == "openvino"
    assert ref["dtype"] == "float32" and ref["n"] == ov["n"] == 40 and ref["split"] == ov["split"] == "tune"
    for cpu in (ref["cpu"], ov["cpu"]):
        assert cpu["model"] in RESULTS and cpu["avx2"] and not (cpu["avx512"] or cpu["avx512_bf16"] or cpu["amx_bf16"])
    n = ref["n"]
    for row, method in DEV_ROWS.items():
        a, b = (s["runs"][next(k for k in s["runs"] if k.startswith(method))] for s in (ref, ov))
        cells = table[row]
        assert cells["transformers s / question"] == f"{a['wall_s'] / n:.2f}", row
        assert cells["OpenVINO s / question"] == f"{b['wall_s'] / n:.2f}", row
        assert cells["OpenVINO speed-up"] == f"{a['wall_s'] / b['wall_s']:.2f}", row
        assert cells["EX (both)"] == f"{100 * a['EX']:.1f}" == f"{100 * b['EX']:.1f}", row


def test_the_dev_runs_cost_comes_from_the_run_or_a_committed_dev_bench():
    for folder in DEV_ROWS.values():
        cost = json.loads((DEV / folder / "cost.json").read_text(encoding="utf-8"))
        bench = re.search(r"summary-[0-9a-f]+\.json", cost["source"])
        if bench:
            assert (DEV / "cost-bench" / bench.group(0)).is_file(), cost["source"]
        else:  # measured by the run itself (nl2sql.report.reference --export): its calls are the README's
            assert cost["source"].endswith("of the run"), cost["source"]
            assert f"{cost['calls_per_question']:.2f}" == DEV_TABLE[next(r for r, f in DEV_ROWS.items() if f == folder)][
                "LLM calls / question"]


# -- the robustness tables --------------------------------------------------------------------------------------------

ROBUST = section(README, "Robustness to rewording")
# each base split -> its reference folder (runs under <folder>/<split>/<method>, the table in <folder>/robustness.csv)
BASES = {"tune": ROBUSTNESS, "confirm": REFERENCE / "confirm"}
ROBUST_TABLES = {base: table_with(ROBUST, f"EX {base}") for base in BASES}


def robustness_rows(base: str) -> dict[tuple[str, str], dict[str, str]]:
    with open(BASES[base] / "robustness.csv", newline="", encoding="utf-8") as f:
        return {(r["method"], r["variant"]): r for r in csv.DictReader(f)}


def pct(value: str) -> str:
    return f"{100 * float(value):.1f}"


@pytest.mark.parametrize("base", sorted(BASES))
@pytest.mark.parametrize("row", sorted(ROBUST_ROWS))
def test_robustness_is_the_committed_table(base, row):
    method, cells, folder = ROBUST_ROWS[row], ROBUST_TABLES[base][row], BASES[base]
    for variant in (f"{base}-syn", f"{base}-hard"):
        r = robustness_rows(base)[(method, variant)]
        assert cells[f"EX {base}"] == pct(r["EX_original"]), (row, variant)
        drop = [pct(r[f"EX_drop{s}"]) for s in ("", "_lo", "_hi")]
        assert numbers(cells[f"{variant} EX drop [95% CI]"]) == drop, (row, variant)
        # the table's inputs are the committed runs' per-question scores
        assert pct(r["EX_original"]) == accuracy(folder / base / method)["EX"]
        assert pct(r["EX_variant"]) == accuracy(folder / variant / method)["EX"]


@pytest.mark.parametrize("base", sorted(BASES))
def test_the_robustness_tables_have_every_method_and_variant(base):
    assert set(ROBUST_TABLES[base]) == set(ROBUST_ROWS)
    assert set(robustness_rows(base)) == {(m, f"{base}-{v}") for m in ROBUST_ROWS.values() for v in ("syn", "hard")}
