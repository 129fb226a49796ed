"""The trace viewer (`python -m nl2sql view`): SQL diffs, safe embedding, transcripts, the page in headless Chromium."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pandas as pd
import pytest

from nl2sql.cli import main as cli_main
from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.methods.agent import trace as tr
from nl2sql.report.viewer import embed_json, show, sql_tokens, token_diff, transcript, write_page
from nl2sql.runs.runner import run
from nl2sql.sql.db import execute
from nl2sql.store.runstore import read_jsonl
from nl2sql.testing.browser import BrowserMissing, file_url, headless_chromium

SCRIPTED = {"backend": "function", "model": "nl2sql.testing.scripted:answer"}
INJECTED = "SELECT '</script><script>document.title = \"pwned\"</script>'"


def _run(mini_dir: Path, root: Path, run_id: str, **kw) -> Path:
    cfg = RunConfig.from_dict({"data_dir": str(mini_dir), "limit": 30, "run_id": run_id, **SCRIPTED, **kw})
    return run(cfg, out_root=root, progress=False, workers=1).path


def _ex(run_dir: Path) -> dict[str, float]:
    df = pd.read_csv(run_dir / "metrics.csv", dtype={"id": str})
    return dict(zip(df["id"], df["EX"]))


def _page_data(page: Path) -> dict:
    m = re.search(r'<script type="application/json" id="data">(.*?)</script>', page.read_text(encoding="utf-8"), re.S)
    return json.loads(m.group(1))


@pytest.fixture(scope="module")
def runs(mini_dir, tmp_path_factory) -> Path:
    """A loop and a baseline run of 30 bundled questions; one wrong baseline answer holds `</script>`."""
    root = tmp_path_factory.mktemp("viewer")
    _run(mini_dir, root, "loop")
    base = _run(mini_dir, root, "baseline", method="baseline")
    wrong = next(i for i, ex in _ex(base).items() if ex == 0)
    preds = read_jsonl(base / "predictions.jsonl")
    for p in preds:
        if p["id"] == wrong:  # still wrong: the SQL returns a string, not what the question asks
            p["sql"] = INJECTED
    (base / "predictions.jsonl").write_text("".join(json.dumps(p) + "\n" for p in preds), encoding="utf-8")
    assert cli_main(["view", "loop", "baseline", "--results", str(root)]) == 0
    return root


def test_token_diff_ignores_layout_and_keyword_case_but_not_values():
    assert token_diff("SELECT name FROM singer WHERE age > 20",
                      "select name, age\n FROM singer WHERE age > 30") == [
        ["=", "select name"], ["+", ", age"], ["=", "FROM singer WHERE age >"], ["-", "20"], ["+", "30"]]
    assert token_diff("SELECT id FROM t WHERE c = 'Paris'", "SELECT id FROM t WHERE c = 'paris'")[-2:] == [
        ["-", "'Paris'"], ["+", "'paris'"]]
    assert token_diff("SELECT a >= 1", "SELECT a >= 1") == [["=", "SELECT a >= 1"]]


def test_embedded_json_cannot_close_the_script_element():
    data = {"sql": "SELECT '</script><!-- & -->'", "score": float("nan"), "text": "caf\u00e9 \ud800"}
    text = embed_json(data)
    assert not re.search(r"[<>&]", text)
    assert json.loads(text) == {"sql": data["sql"], "score": "nan", "text": data["text"]}


def test_transcript_marks_policy_forced_and_refused_steps():
    steps = transcript([
        tr.action_entry(-1, "get_schema", {}, {"tables": {"singer": {}, "concert": {}}, "foreign_keys": []}),
        tr.decided_entry(0, "extract_constraints", "constraints_missing", "constraints_missing"),
        tr.llm_entry(1, "Action: run_sql[{}]"),
        tr.forced_entry(1, "validate_sql", "run_sql", "the SQL was never validated"),
        tr.action_entry(2, "run_sql", {}, {"error": "validate first", "blocked": True}),
        tr.llm_entry(3, "SELECT 1", fallback=True),
    ])
    assert [s["kind"] for s in steps] == ["action", "policy", "llm", "forced", "refused", "llm"]
    assert steps[0]["body"] == "2 tables (singer, concert), 0 foreign keys"
    assert steps[1]["head"] == "POLICY extract_constraints"
    assert steps[3]["head"] == "FORCED validate_sql" and "model asked for run_sql" in steps[3]["body"]
    assert steps[4]["head"] == "REFUSED Action: run_sql[{}]" and "validate first" in steps[4]["body"]
    assert steps[5]["head"] == "LLM (fallback)"


@pytest.mark.slow
def test_page_holds_every_question_with_diff_rows_scores_and_timing(runs, mini_dir):
    page = runs / "loop" / "traces.html"
    html = page.read_text(encoding="utf-8")
    assert html.count("</script>") == 2 and "http://" not in html and "https://" not in html  # no network
    data = _page_data(page)
    loop_ex, base_ex = _ex(runs / "loop"), _ex(runs / "baseline")
    assert data["runs"] == ["loop", "baseline"] and len(data["questions"]) == 30
    by_id = {q["id"]: q for q in data["questions"]}
    for qid, ex in loop_ex.items():
        q = by_id[qid]
        loop, base = q["answers"]
        assert (loop["ex"], base["ex"]) == (ex, base_ex[qid])
        assert loop["timing"]["steps"] >= 1 and loop["timing"]["prompt_tokens"] > 0 and "elapsed_s" in loop["timing"]
        assert any(s["kind"] == "policy" for s in loop["transcript"])
        # The diff rebuilds the predicted SQL's tokens; a wrong answer always differs from gold somewhere.
        assert " ".join(t for op, t in loop["diff"] if op != "-") == " ".join(sql_tokens(loop["sql"]))
        assert ex == 1 or any(op != "=" for op, _ in loop["diff"])
    wrong = next(q for q in data["questions"] if q["answers"][0]["ex"] == 0)
    gold = execute(load_dataset(mini_dir)[int(wrong["id"][-4:])].db_path, wrong["gold"], max_rows=10)
    assert wrong["gold_rows"]["columns"] == gold.columns and wrong["gold_rows"]["rows"] == [list(r) for r in gold.rows]
    injected = next(q for q in data["questions"] if q["answers"][1]["sql"] == INJECTED)
    assert injected["answers"][1]["rows"]["rows"] == [["</script><script>document.title = \"pwned\"</script>"]]


@pytest.mark.model
def test_candidates_and_their_scores_reach_the_page(mini_dir, tmp_path):
    _run(mini_dir, tmp_path, "cand", method="candidates", n_candidates=3, candidate_agree_stop=0, limit=3)
    data = _page_data(write_page([tmp_path / "cand"]))
    for q in data["questions"]:
        [vote] = q["answers"][0]["votes"]
        assert len(vote["candidates"]) == 3 and sum(c["winner"] for c in vote["candidates"]) == 1
        assert vote["reason"] and all(c["score"] is not None for c in vote["candidates"] if c["status"] == "ran")
        assert any(s["kind"] == "vote" for s in q["answers"][0]["transcript"])


@pytest.mark.slow
def test_show_frames_the_page_for_a_notebook(runs):
    frame = show("loop", "baseline", results=runs).data
    assert frame.startswith("<div><iframe srcdoc=") and "<script" not in frame and "&lt;script" in frame


def test_view_of_a_missing_run_names_the_fix(tmp_path, capsys):
    assert cli_main(["view", "nope", "--results", str(tmp_path)]) == 2
    assert "no traces" in capsys.readouterr().err


@pytest.fixture(scope="module")
def browser():
    """Headless Chromium; the test is skipped, saying what to install, where Chromium or its driver is absent."""
    try:
        driver = headless_chromium()
    except BrowserMissing as exc:
        pytest.skip(f"no headless browser: {exc}")
    yield driver
    driver.quit()


@pytest.mark.server
def test_page_in_a_browser_filters_wrong_answers_and_shows_the_diff(runs, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    loop_ex, base_ex = _ex(runs / "loop"), _ex(runs / "baseline")
    browser.get(file_url(runs / "loop" / "traces.html"))
    assert browser.title == "Traces: loop vs baseline"  # the injected `</script>` did not run
    assert browser.find_element(By.ID, "count").text == "(30 of 30 questions)"

    Select(browser.find_element(By.ID, "f-ex")).select_by_visible_text("wrong")
    rows = browser.find_elements(By.CSS_SELECTOR, "#questions tr.q")
    wrong = sorted(i for i, ex in loop_ex.items() if ex == 0)
    assert wrong and sorted(r.find_element(By.TAG_NAME, "td").text for r in rows) == wrong
    assert {r.find_elements(By.TAG_NAME, "td")[4].text for r in rows} == {"✗"}

    rows[0].click()
    detail = browser.find_element(By.ID, "detail")
    assert detail.find_element(By.TAG_NAME, "h2").text.startswith(wrong[0])
    diff = detail.find_element(By.CSS_SELECTOR, ".diff")
    assert diff.is_displayed() and diff.find_elements(By.CSS_SELECTOR, "del, ins")
    assert "Gold rows" in detail.text and "Transcript" in detail.text and "POLICY" in detail.text

    Select(browser.find_element(By.ID, "f-ex")).select_by_visible_text("all")
    Select(browser.find_element(By.ID, "f-vs")).select_by_visible_text("win")
    wins = sorted(i for i in loop_ex if loop_ex[i] == 1 and base_ex[i] == 0)
    shown = browser.find_elements(By.CSS_SELECTOR, "#questions tr.q")
    assert wins and sorted(r.find_element(By.TAG_NAME, "td").text for r in shown) == wins
    severe = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert not severe, severe
