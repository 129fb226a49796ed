"""Error classes, candidate coverage and the cost-quality frontier, on the bundled SQLite databases."""

from __future__ import annotations

import json
import shutil

import pandas as pd
import pytest

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.eval.errors import run_error_kind
from nl2sql.llm import FunctionLLM
from nl2sql.report.accuracy import load_metrics, scores_frame
from nl2sql.report.analysis import calibration, coverage_summary, errors_markdown, read_coverage, transitions
from nl2sql.report.frontier import Point, pareto, plot_frontier, run_cost
from nl2sql.runs.ablation import compare_runs
from nl2sql.runs.runner import run

# gold SQL of a bundled question -> (a wrong prediction, the classes it must get)
CASES = {
    "SELECT count(*) FROM student": ("SELECT count(*) FROM student AS T1 JOIN enrollment AS T2 "
                                     "ON T1.student_id = T2.student_id", ("join",)),
    "SELECT name, salary FROM instructor ORDER BY salary DESC": (
        "SELECT name, rank FROM instructor ORDER BY salary DESC", ("columns",)),
    "SELECT avg(gpa) FROM student WHERE enrollment_year = 2021": (
        "SELECT max(gpa) FROM student WHERE enrollment_year = 2021", ("aggregation",)),
    "SELECT semester, count(*) FROM enrollment GROUP BY semester": (
        "SELECT semester, count(*) FROM enrollment GROUP BY grade", ("grouping",)),
    "SELECT name FROM department WHERE founded_year < 1930": (
        "SELECT name FROM department WHERE founded_year > 1930", ("condition",)),
    "SELECT title FROM course WHERE credits = 4": ("SELECT title FROM course WHERE credits = 3", ("value",)),
    "SELECT name FROM student ORDER BY gpa DESC LIMIT 1": ("SELECT name FROM student ORDER BY gpa ASC LIMIT 1",
                                                           ("order",)),
    "SELECT name FROM student WHERE gpa > (SELECT avg(gpa) FROM student)": (
        "SELECT name FROM student WHERE gpa > 3.5", ("aggregation", "condition", "nesting")),  # avg went with it
    "SELECT name FROM instructor EXCEPT SELECT T1.name FROM instructor AS T1 JOIN course AS T2 "
    "ON T1.instructor_id = T2.instructor_id": (
        "SELECT name FROM instructor UNION SELECT T1.name FROM instructor AS T1 JOIN course AS T2 "
        "ON T1.instructor_id = T2.instructor_id", ("set_op",)),
    "SELECT count(*) FROM instructor WHERE hire_date BETWEEN '2010-01-01' AND '2019-12-31'": (
        "SELECT count(*) FROM course WHERE credits BETWEEN 2010 AND 2019", ("tables", "condition")),
    "SELECT hometown FROM student GROUP BY hometown HAVING count(*) >= 4": (
        "SELECT hometown FROM student GROUP BY hometown HAVING count(*) >= 4 LIMIT 1", ("order",)),
    "SELECT T1.title FROM course AS T1 JOIN instructor AS T2 ON T1.instructor_id = T2.instructor_id "
    "WHERE T2.name = 'Alan Park'": ("SELECT title FROM course ORDER BY title LIMIT 1 OFFSET 1",
                                    ("join", "condition", "order")),
    # an OFFSET is no part of Spider's structure: ran, wrong, nothing structural differs
    "SELECT T1.name FROM department AS T1 JOIN student AS T2 ON T1.dept_id = T2.major_dept_id GROUP BY T1.dept_id "
    "ORDER BY count(*) DESC LIMIT 1": (
        "SELECT T1.name FROM department AS T1 JOIN student AS T2 ON T1.dept_id = T2.major_dept_id GROUP BY T1.dept_id "
        "ORDER BY count(*) DESC LIMIT 1 OFFSET 1", ("other",)),
    # did not run: SQLite's error class
    "What are the titles of courses that have no enrollments?": ("SELECT title FROM courses", ("not_run:no_such_table",)),
    "Which students have a name starting with the letter E?": ("SELECT nme FROM student", ("not_run:no_such_column",)),
    "List the distinct hometowns of all students.": ("SELEC hometown FROM student", ("not_run:syntax",)),
    "How many students are there in each enrollment year?": ("", ("not_run:empty",)),
    # EX right, EM wrong; and a right answer has no class
    "How many students have a recorded GPA?": ("SELECT count(gpa) FROM student WHERE gpa IS NOT NULL", ("ex_not_em",)),
    "Which students received an A in a 4-credit course? List their distinct names.": (None, ()),
}


@pytest.fixture(scope="module")
def campus(mini_dir):
    return [e for e in load_dataset(mini_dir, "dev") if e.db_id == "campus"]


def test_each_error_class_is_found_on_a_real_database(campus):
    preds, want = [], {}
    for ex in campus:
        case = CASES.get(ex.gold_sql) or CASES.get(ex.question)
        if case is None or ex.id in want:
            preds.append(ex.gold_sql)
            continue
        pred, classes = case
        preds.append(ex.gold_sql if pred is None else pred)
        want[ex.id] = classes
    assert len(want) == len(CASES)
    rep = evaluate(campus, preds, EvalOptions(ScoringOptions(metrics=["VA", "EX", "EM"]), workers=1))
    got = {s.id: s.errors for s in rep.scores if s.id in want}
    assert got == want
    for s in rep.scores:  # every EX-wrong answer has a class; every fully right one none
        assert bool(s.errors) == (s.ex is False or (s.ex is True and s.em is False))
    frame = scores_frame(rep)
    md = errors_markdown(frame)
    assert "| did not run | 4 |" in md and "|   no such column | 1 |" in md and "| missing or extra join | 2 |" in md


@pytest.mark.slow
def test_the_classes_go_into_metrics_csv_and_tables_md(mini_dir, tmp_path):
    cfg = RunConfig(data_dir=str(mini_dir), db_ids=["campus"], limit=3, run_id="err", metrics=["VA", "EX", "EM"],
                    llm_cache=False)
    res = run(cfg, llm=FunctionLLM(lambda m: "SELECT name FROM student"), out_root=tmp_path, progress=False)
    df = load_metrics(res.path / "metrics.csv")
    assert list(df["errors"]) == ["columns;aggregation", "tables;columns;condition", "tables;columns;condition"]
    assert "#### Error classes" in res.tables_md.read_text() and "| wrong columns | 3 |" in res.tables_md.read_text()


def test_run_error_kinds():
    assert run_error_kind("no such column: T1.nme") == "no_such_column"
    assert run_error_kind('near "SELEC": syntax error') == "syntax"
    assert run_error_kind("interrupted (timeout after 10 s)") == "timeout"
    assert run_error_kind("misuse of aggregate: count()") == "misuse_of_aggregate"
    assert run_error_kind("disk I/O error") == "other"


def _frame(rows):
    return pd.DataFrame([{"id": i, "EX": ex, "errors": err, "evaluable": True} for i, ex, err in rows])


def test_transitions_count_what_the_new_run_fixed_and_broke():
    ref = _frame([("a", 0.0, "join;condition"), ("b", 0.0, "join"), ("c", 1.0, ""), ("d", 1.0, "ex_not_em"),
                  ("e", 0.0, "not_run:syntax")])
    new = _frame([("a", 1.0, ""), ("b", 0.0, "condition"), ("c", 0.0, "join"), ("d", 1.0, ""),
                  ("e", 0.0, "not_run:no_such_column")])
    t = {r["class"]: r for r in transitions(ref, new)}
    assert (t["join"]["reference"], t["join"]["other"], t["join"]["fixed"], t["join"]["broken"]) == (2, 1, 1, 1)
    assert (t["condition"]["fixed"], t["condition"]["broken"]) == (1, 0)
    assert (t["ex_not_em"]["fixed"], t["ex_not_em"]["broken"]) == (1, 0)
    assert (t["not_run"]["reference"], t["not_run"]["other"], t["not_run"]["fixed"]) == (1, 1, 0)


def _candidates_run(mini_dir, tmp_path, run_id="cov"):
    """Candidate agent on 4 campus questions with a scripted model: the greedy answer is always wrong; for the
    first two questions the samples hold the gold (2 of 4 agree: the vote picks it), for the third one sample holds
    it (the vote picks the wrong majority), for the fourth none does."""
    qs = [e for e in load_dataset(mini_dir, "dev") if e.db_id == "campus"][:4]
    gold = {e.question: e.gold_sql for e in qs}
    wrong = "SELECT name FROM instructor"
    seen: dict[str, int] = {}

    def fn(messages):
        text = messages[-1]["content"]
        q = next(k for k in gold if k in text)
        i = seen[q] = seen.get(q, -1) + 1
        k = list(gold).index(q)
        if k < 2:
            return wrong if i == 0 else gold[q] if i in (1, 2) else "SELECT nme FROM student"
        if k == 2:
            return gold[q] if i == 1 else wrong
        return wrong if i % 2 == 0 else "SELECT title FROM course"

    # align_weight=0: the scripted majority must stand (the alignment would side with the third question's gold)
    cfg = RunConfig(data_dir=str(mini_dir), db_ids=["campus"], limit=4, method="candidates", n_candidates=4,
                    candidate_agree_stop=0, run_id=run_id, metrics=["VA", "EX", "EM"], llm_cache=False, align_weight=0)
    return run(cfg, llm=FunctionLLM(fn), out_root=tmp_path, progress=False)


@pytest.mark.model
def test_coverage_is_scored_from_the_traces_after_the_run(mini_dir, tmp_path):
    res = _candidates_run(mini_dir, tmp_path)
    cov = read_coverage(res.path / "candidates.csv")
    assert list(cov["candidates"]) == [4, 4, 4, 4]
    assert list(cov["right"]) == [2, 2, 1, 0] and list(cov["oracle"]) == [1, 1, 1, 0]
    assert list(cov["chosen"]) == [1.0, 1.0, 0.0, 0.0]
    assert list(cov["right_candidates"]) == ["1;2", "1;2", "1", ""]
    s = coverage_summary(cov)
    assert (s["oracle"], s["ex"], s["right_not_chosen"]) == (0.75, 0.5, 1) and s["selection"] == pytest.approx(2 / 3)
    assert list(cov["share"]) == [0.5, 0.5, 0.75, 0.5]
    cal = {c["share"]: c for c in calibration(cov)}
    assert cal["0.5 to <0.75"]["n"] == 3 and cal["0.5 to <0.75"]["ex"] == pytest.approx(2 / 3)
    md = res.tables_md.read_text()
    assert "oracle@4: some candidate EX-right (%) | 75.0 |" in md and "| covered but the vote chose wrong" in md
    # the predictions never carry what scoring learnt
    assert all("oracle" not in json.dumps(p) for p in res.predictions)
    # the viewer marks each candidate right or wrong and filters the covered questions the vote got wrong
    from nl2sql.report.viewer import gold_questions, load_run, page_data, write_page

    data = page_data([load_run(res.path)], gold_questions(res.path))
    assert data["coverage"] == ["oracle@4 75.0% · EX 50.0% · chosen right when covered 66.7% · covered, chose wrong 1"]
    third = data["questions"][2]["answers"][0]
    assert third["oracle"] is True and third["ex"] == 0
    assert [c["ex"] for c in third["votes"][0]["candidates"]] == [False, True, False, False]
    assert 'id="f-cov"' in write_page([res.path]).read_text()


@pytest.mark.model
def test_the_identifier_repair_is_counted_with_its_right_answers(mini_dir, tmp_path):
    cfg = RunConfig(data_dir=str(mini_dir), db_ids=["campus"], limit=2, method="candidates", n_candidates=1,
                    run_id="fix", metrics=["VA", "EX"], llm_cache=False)
    # "students" is respelled to the real table "student": the first question becomes right, the second runs wrong
    res = run(cfg, llm=FunctionLLM(lambda m: "SELECT count(*) FROM students"), out_root=tmp_path, progress=False)
    assert [p["sql"] for p in res.predictions] == ["SELECT count(*) FROM student"] * 2
    md = res.tables_md.read_text()
    assert "| final answers that run only because the identifier repair respelled them | 2 |" in md
    assert "| of them EX-right | 1 (50.0%) |" in md


@pytest.mark.slow
def test_the_frontier_marks_the_pareto_front(tmp_path):
    pts = [Point("a", 0.5, 1.0, 1.0), Point("b", 0.6, 5.0, 6.0), Point("c", 0.55, 6.0, 0.5),
           Point("d", 0.4, 2.0, None)]
    assert [p.name for p in pareto(pts, "calls")] == ["a", "b"]
    assert [p.name for p in pareto(pts, "seconds")] == ["c", "b"]
    png = plot_frontier(pts, tmp_path / "f.png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.model
def test_compare_writes_transitions_coverage_and_the_frontier(mini_dir, tmp_path):
    _candidates_run(mini_dir, tmp_path, "cmp/cand")
    cfg = RunConfig(data_dir=str(mini_dir), db_ids=["campus"], limit=4, method="baseline", run_id="cmp/base",
                    metrics=["VA", "EX", "EM"],
                    llm_cache=False)
    run(cfg, llm=FunctionLLM(lambda m: "SELECT name FROM instructor"), out_root=tmp_path, progress=False)
    cost = run_cost(tmp_path / "cmp" / "base")
    assert cost.calls == 1.0 and cost.seconds is not None and cost.seconds > 0 and "run_log" in cost.source
    files = compare_runs(["cmp/base", "cmp/cand"], out=tmp_path / "out", out_root=tmp_path)
    md = files["comparison.md"].read_text()
    assert "error transitions against cmp/base" in md and "| wrong columns | 2 / 0 |" in md
    assert "candidate coverage" in md and "| cmp/cand | 4.00 | 75.0 | 50.0 | 66.7 | 1 |" in md
    assert "cost and quality" in md and files["comparison_frontier.png"].is_file()
    assert "| cmp/base | 0.0 |" in md and "| cmp/cand | 50.0 |" in md


@pytest.mark.model
def test_a_reference_folder_is_rescored_without_a_model(mini_dir, tmp_path):
    from nl2sql.report.reference import rescore_run

    res = _candidates_run(mini_dir, tmp_path, "ref")
    before = res.tables_md.read_text()
    keep = {"predictions.sql", "config.json", "tables.md", "candidates.csv"}
    for p in res.path.iterdir():  # what a committed reference folder keeps
        if p.name not in keep:
            p.unlink() if p.is_file() else shutil.rmtree(p)
    rescore_run(res.path, workers=1)
    after = res.tables_md.read_text()
    head = before[:before.index("#### Cost")]
    assert after.startswith(head) and "#### Cost per question and compliance" in after  # same accuracy, cost kept
    assert "#### Error classes" in after and "oracle@4: some candidate EX-right (%) | 75.0 |" in after
    assert list(load_metrics(res.path / "metrics.csv")["errors"])[:2] == ["", ""]


@pytest.mark.model
def test_a_finished_run_is_exported_as_a_reference_folder(mini_dir, tmp_path):
    from nl2sql.report.reference import KEPT_FILES, export_run, main, rescore_run

    res = _candidates_run(mini_dir, tmp_path, "exp")
    dest = export_run(res.path, tmp_path / "reference" / "mini" / "candidates")
    assert sorted(p.name for p in dest.iterdir()) == sorted([*KEPT_FILES, "cost.json"])  # no traces, no run log
    cost = json.loads((dest / "cost.json").read_text())
    assert cost["calls_per_question"] == run_cost(res.path).calls and "of the run" in cost["source"]
    assert cost["setup_seconds"] == round(run_cost(res.path).setup_s, 1)  # kept apart, as the run logged it
    rescore_run(dest, workers=1)  # a reference folder scores the same as the run it came from
    assert list(load_metrics(dest / "metrics.csv")["EX"]) == list(load_metrics(res.path / "metrics.csv")["EX"])
    with pytest.raises(FileNotFoundError, match="not a finished run"):
        export_run(tmp_path / "missing", tmp_path / "elsewhere")
    assert main(["--export", str(res.path)]) == 2  # a missing destination prints the usage


@pytest.mark.model
def test_a_reference_comparison_takes_a_run_exported_since(mini_dir, tmp_path):
    from nl2sql.report.reference import export_run, rescore_group

    _candidates_run(mini_dir, tmp_path, "old/cand")
    cfg = RunConfig(data_dir=str(mini_dir), db_ids=["campus"], limit=4, method="baseline", run_id="old/base",
                    metrics=["VA", "EX", "EM"], llm_cache=False)
    run(cfg, llm=FunctionLLM(lambda m: "SELECT name FROM instructor"), out_root=tmp_path, progress=False)
    group = tmp_path / "reference"
    for name in ("base", "cand"):
        export_run(tmp_path / "old" / name, group / name)
    compare_runs(["old/base", "old/cand"], out=group, out_root=tmp_path)
    _candidates_run(mini_dir, tmp_path, "new/cand")  # today's run of the same method, under another run id
    shutil.rmtree(group / "cand")
    export_run(tmp_path / "new" / "cand", group / "cand")
    rescore_group(group, workers=1)
    md = (group / "comparison.md").read_text()
    assert "### new/cand (Run new/cand" in md and "old/cand" not in md
    assert md.index("### old/base") < md.index("### new/cand")  # the reference stays first
