"""Value relinking (nl2sql.sql.relink, the value_relink knob): a literal compared with a column that never holds
it moves to the one column of its table that does; on real SQLite databases."""

from __future__ import annotations

import json
import sqlite3

import pytest

from nl2sql.config import RunConfig
from nl2sql.llm import FunctionLLM
from nl2sql.report.transcript import render_trace
from nl2sql.runs.runner import run
from nl2sql.sql.relink import relink_literals
from nl2sql.sql.schema import read_schema


@pytest.fixture(scope="module")
def enzymes(tmp_path_factory):
    db = tmp_path_factory.mktemp("relink") / "enzymes.sqlite"
    conn = sqlite3.connect(db)
    conn.executescript("""
        CREATE TABLE enzyme (id INTEGER PRIMARY KEY, name TEXT, Product TEXT, Chromosome TEXT, Location TEXT);
        INSERT INTO enzyme VALUES (1, 'ALA synthase', 'Heme', '3p21.1', 'Mitochondrion'),
                                  (2, 'PBG deaminase', 'Hydroxymethyl bilane', '11q23.3', 'Cytosol'),
                                  (3, 'Cytosol', 'Protoporphyrin IX', '1q23', 'Cytosol');
        CREATE TABLE medicine (id INTEGER PRIMARY KEY, name TEXT, Trade_Name TEXT);
        INSERT INTO medicine VALUES (1, 'Amisulpride', 'Solian'), (2, 'Aripiprazole', 'Abilify');
        CREATE TABLE interaction (enzyme_id INTEGER, medicine_id INTEGER, interaction_type TEXT);
        INSERT INTO interaction VALUES (1, 1, 'inhibitor'), (2, 2, 'activitor');
    """)
    conn.close()
    return db, read_schema(db, "enzymes")


def _relink(enzymes, sql):
    return relink_literals(sql, enzymes[0], enzymes[1])


def test_a_literal_moves_to_the_one_column_that_holds_it(enzymes):
    fix = _relink(enzymes, "SELECT name FROM enzyme WHERE Chromosome != 'Heme'")
    assert fix.sql == "SELECT name FROM enzyme WHERE Product != 'Heme'"
    assert fix.notes == ["enzyme.Chromosome -> enzyme.Product ('Heme')"]
    # Either side of the comparison, through an alias, and only the identifier's text changes.
    fix = _relink(enzymes, "SELECT T1.name FROM enzyme AS T1 WHERE 'Heme' = T1.Chromosome ORDER BY T1.name")
    assert fix.sql == "SELECT T1.name FROM enzyme AS T1 WHERE 'Heme' = T1.Product ORDER BY T1.name"


@pytest.mark.parametrize("sql", [
    "SELECT name FROM enzyme WHERE Product = 'Heme'",  # the column holds it
    "SELECT name FROM enzyme WHERE Product = 'Vitamin C'",  # no column holds it: an empty answer may be right
    "SELECT name FROM enzyme WHERE Product = 'Cytosol'",  # two other columns hold it: which one is a guess
    "SELECT name FROM enzyme WHERE Chromosome LIKE 'Heme'",  # only =, != and <> are rewritten
    "SELECT name FROM enzyme WHERE id = 1",  # a number is no literal to relink
    "SELECT name FROM enzyme WHERE Chromosome = 'Heme' AND",  # does not parse
    "SELECT T1.name FROM enzyme AS T1 JOIN medicine AS T2 ON T1.id = T2.id WHERE name = 'Solian'",  # ambiguous name
])
def test_nothing_moves_without_one_holder(enzymes, sql):
    assert _relink(enzymes, sql) is None


def test_each_select_reads_its_own_tables(enzymes):
    sql = ("SELECT name FROM enzyme WHERE id IN (SELECT enzyme_id FROM interaction AS I JOIN medicine AS M "
           "ON I.medicine_id = M.id WHERE M.name = 'Solian')")
    fix = _relink(enzymes, sql)
    assert fix.sql == sql.replace("M.name", "M.Trade_Name")
    assert fix.notes == ["medicine.name -> medicine.Trade_Name ('Solian')"]


def test_an_unanswered_lookup_is_not_a_no(enzymes, monkeypatch):
    import nl2sql.sql.relink as relink

    real = relink.holds
    # The read of Location fails (the deadline, say): Product holding 'Heme' is then not known to be the only one.
    monkeypatch.setattr(relink, "holds", lambda conn, t, c, v: None if c == "Location" else real(conn, t, c, v))
    assert _relink(enzymes, "SELECT name FROM enzyme WHERE Chromosome != 'Heme'") is None


def test_a_database_that_cannot_be_read_changes_nothing(enzymes, tmp_path):
    assert relink_literals("SELECT name FROM enzyme WHERE Chromosome = 'Heme'", tmp_path / "none.sqlite",
                           enzymes[1]) is None
    assert relink_literals("SELECT name FROM enzyme WHERE Chromosome = 'Heme'", enzymes[0], None) is None


WRONG = "SELECT name FROM airport WHERE city = 'France'"
RIGHT = "SELECT name FROM airport WHERE country = 'France'"


@pytest.mark.parametrize("method, relink", [pytest.param("candidates", None, marks=pytest.mark.model),
                                            pytest.param("candidates", False, marks=pytest.mark.model),
                                            ("baseline", None), ("baseline", True), ("loop", None), ("loop", True)])
@pytest.mark.slow
def test_a_method_relinks_its_answer_when_asked(mini_dir, tmp_path, method, relink):
    cfg = RunConfig(data_dir=str(mini_dir), method=method, db_ids=["airline_routes"], run_id="relink", metrics=["VA"],
                    llm_cache=False, **({"value_relink": relink} if relink is not None else {}),
                    **({"n_candidates": 1, "review_weight": 0, "align_weight": 0} if method == "candidates" else {}))
    run(cfg, llm=FunctionLLM(lambda m: WRONG), out_root=tmp_path, progress=False)
    preds = [json.loads(line) for line in (tmp_path / "relink" / "predictions.jsonl").read_text().splitlines()]
    traces = [json.loads(line) for line in (tmp_path / "relink" / "traces.jsonl").read_text().splitlines()]
    entries = [e for e in traces[0]["trace"] if "relinked" in e]
    if cfg["value_relink"]:  # the candidate agent's default; asked for by the others
        assert {p["sql"] for p in preds} == {RIGHT}
        assert [e["relinked"] for e in entries] == [["airport.city -> airport.country ('France')"]]
        assert entries[0]["sql"] == RIGHT and entries[0] is traces[0]["trace"][-1]  # after the vote or the loop
        assert "RELINKED: airport.city -> airport.country ('France')" in render_trace(traces[0]).splitlines()
    else:
        assert {p["sql"] for p in preds} == {WRONG} and not entries


def test_relinking_is_the_candidate_agents_default_only():
    assert RunConfig(method="candidates").options().sql.value_relink is True
    assert RunConfig(method="candidates", value_relink=False).options().sql.value_relink is False
    assert RunConfig(method="baseline").options().sql.value_relink is False
    assert RunConfig(method="loop").options().sql.value_relink is False
    assert RunConfig(method="loop", value_relink=True).options().sql.value_relink is True
