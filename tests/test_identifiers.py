"""Identifier repair: misnamed columns and tables respelled against a real SQLite database (nl2sql.sql.identifiers)."""

from __future__ import annotations

import sqlite3

import pytest

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.llm import FunctionLLM
from nl2sql.methods.agent import react_sql
from nl2sql.methods.candidates import candidate
from nl2sql.sql.db import execute
from nl2sql.sql.guardrails import ALL_STEPS
from nl2sql.sql.identifiers import closest, repair_identifiers, run_repaired
from nl2sql.sql.schema import read_schema


@pytest.fixture(scope="module")
def music(tmp_path_factory):
    db = tmp_path_factory.mktemp("identifiers") / "music.sqlite"
    conn = sqlite3.connect(db)
    conn.executescript("""
        CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT, song_name TEXT, age INTEGER);
        CREATE TABLE stadium (stadium_id INTEGER PRIMARY KEY, location TEXT, capacity INTEGER, highest INTEGER,
                              lowest INTEGER);
        CREATE TABLE concert (concert_id INTEGER PRIMARY KEY, concert_name TEXT, country TEXT, year TEXT,
                              stadium_id INTEGER REFERENCES stadium (stadium_id));
        CREATE TABLE singer_in_concert (concert_id INTEGER REFERENCES concert (concert_id),
                                        singer_id INTEGER REFERENCES singer (singer_id));
        INSERT INTO singer VALUES (1, 'Joe', 'France', 'Sun', 52), (2, 'Tim', 'USA', 'Moon', 29);
        INSERT INTO concert VALUES (1, 'Auditions', 'UK', '2014', 1), (2, 'Super bootcamp', 'UK', '2015', 2);
        INSERT INTO singer_in_concert VALUES (1, 1), (2, 2), (2, 1);
        INSERT INTO stadium VALUES (1, 'Raith', 10000, 1000, 200), (2, 'Ayr', 2000, 900, 100);
    """)
    conn.commit()
    conn.close()
    return db, read_schema(db, "music")


def fixed(music, sql: str) -> tuple[str, list[str]] | None:
    """Run sql; on an error, repair and run again: (the SQL that ran, the notes), or None."""
    db, schema = music
    res = execute(db, sql)
    assert not res.ok, "the test query must fail first"
    out = run_repaired(db, sql, res.error, schema, 5.0, 100)
    return (out[0], out[2]) if out else None


def test_a_column_of_another_joined_table_is_requalified(music):
    sql = ("SELECT T1.concert_name FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.singer_id = T2.singer_id "
           "JOIN concert AS T3 ON T2.concert_id = T3.concert_id WHERE T1.name = 'Tim'")
    out, notes = fixed(music, sql)
    assert out == sql.replace("T1.concert_name", "T3.concert_name") and notes == ["T1.concert_name -> T3.concert_name"]


def test_a_misspelled_column_takes_the_closest_real_name(music):
    out, notes = fixed(music, "SELECT songname FROM singer WHERE age > 30")
    assert out == "SELECT song_name FROM singer WHERE age > 30" and notes == ["songname -> song_name"]
    # Every use of the name changes, qualified spellings keep their alias, the rest of the text stays byte for byte.
    out, _ = fixed(music, "SELECT s.song_nam FROM singer s  WHERE s.song_nam != 'x' ORDER BY s.age")
    assert out == "SELECT s.song_name FROM singer s  WHERE s.song_name != 'x' ORDER BY s.age"


def test_a_plural_table_takes_the_schema_name(music):
    out, notes = fixed(music, 'SELECT count(*) FROM "singers" WHERE country = \'USA\'')
    assert out == 'SELECT count(*) FROM "singer" WHERE country = \'USA\'' and notes == ["table singers -> singer"]


def test_an_ambiguous_column_is_qualified_by_the_first_table_that_has_it(music):
    out, notes = fixed(music, "SELECT name FROM singer JOIN singer_in_concert ON singer.singer_id = "
                              "singer_in_concert.singer_id WHERE singer_id = 1")
    assert out.endswith("WHERE singer.singer_id = 1") and notes == ["singer_id -> singer.singer_id"]
    assert execute(music[0], out).rows == [("Joe",), ("Joe",)]


def test_several_errors_are_repaired_one_after_the_other(music):
    out, notes = fixed(music, "SELECT nme, songname FROM singers")
    assert out == "SELECT name, song_name FROM singer" and len(notes) == 3


def test_a_missing_join_key_is_not_respelled_into_a_self_comparison(music):
    # stadium has no singer_id: T2.singer_id -> T1.singer_id would join every row with every row.
    assert fixed(music, "SELECT T1.name FROM singer AS T1 JOIN stadium AS T2 ON T1.singer_id = T2.singer_id") is None


def test_no_guess_when_no_name_is_close_or_two_are_equally_close(music):
    assert fixed(music, "SELECT nation FROM singer") is None  # "name" is a different word
    assert closest("highes", ["highest", "lowest"]) == "highest"
    assert closest("cap", ["capacity"]) is None
    assert closest("stadium_ids", ["stadium_idx", "stadium_idz"]) is None  # a tie is no evidence


def test_a_column_of_a_linked_table_is_joined_in(music):
    out, notes = fixed(music, "SELECT concert_name FROM concert WHERE capacity > 5000")
    assert out == ("SELECT concert_name FROM concert JOIN stadium ON concert.stadium_id = stadium.stadium_id "
                   "WHERE stadium.capacity > 5000")
    assert notes == ["capacity -> stadium.capacity (joined stadium on concert.stadium_id = stadium.stadium_id)"]
    assert execute(music[0], out).rows == [("Auditions",)]
    # Qualified: the link starts at the qualified table; the join goes after the FROM clause's last condition.
    out, _ = fixed(music, "SELECT c.location FROM concert AS c JOIN singer_in_concert AS s ON c.concert_id = "
                          "s.concert_id WHERE s.singer_id = 2")
    assert out == ("SELECT stadium.location FROM concert AS c JOIN singer_in_concert AS s ON c.concert_id = "
                   "s.concert_id JOIN stadium ON c.stadium_id = stadium.stadium_id WHERE s.singer_id = 2")
    assert execute(music[0], out).rows == [("Ayr",)]
    out, _ = fixed(music, "SELECT T1.name FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.singer_id = "
                          "T2.singer_id WHERE T2.concert_name = 'Auditions'")
    assert out.endswith("T2.singer_id JOIN concert ON T2.concert_id = concert.concert_id "
                        "WHERE concert.concert_name = 'Auditions'")
    # A subquery that names the same column gets its own join.
    out, notes = fixed(music, "SELECT concert_name FROM concert WHERE capacity = (SELECT max(capacity) FROM concert)")
    assert out == ("SELECT concert_name FROM concert JOIN stadium ON concert.stadium_id = stadium.stadium_id WHERE "
                   "stadium.capacity = (SELECT max(stadium.capacity) FROM concert JOIN stadium ON concert.stadium_id = "
                   "stadium.stadium_id)")
    assert execute(music[0], out).rows == [("Auditions",)] and len(notes) == 1


def test_no_join_without_a_foreign_key_or_with_two_candidate_tables(music):
    assert fixed(music, "SELECT capacity FROM singer") is None  # singer has no link to stadium
    assert fixed(music, "SELECT country FROM singer_in_concert") is None  # singer and concert both have one


def test_other_errors_and_unparsable_sql_are_left_alone(music):
    _, schema = music
    assert repair_identifiers("SELECT count(*) FROM singer WHERE count(*) > 1", "misuse of aggregate: count()",
                              schema) is None
    assert repair_identifiers("SELEC nme FROM singer", "no such column: nme", schema) is None
    assert repair_identifiers("SELECT nme FROM singer", None, schema) is None


def test_a_candidate_runs_repaired_and_keeps_what_was_changed(music):
    db, schema = music
    c = candidate("SELECT nme FROM singer WHERE country = 'USA'", "greedy", "Name the singers from the USA.", schema,
                  db, frozenset(ALL_STEPS), 5.0)
    assert c.ran and c.sql == "SELECT name FROM singer WHERE country = 'USA'" and c.rows == [("Tim",)]
    assert c.raw == "SELECT nme FROM singer WHERE country = 'USA'" and c.to_dict()["fixed"] == ["nme -> name"]
    off = candidate(c.raw, "greedy", "Name the singers from the USA.", schema, db, frozenset(ALL_STEPS), 5.0,
                    fix_identifiers=False)
    assert not off.ran and off.error == "no such column: nme" and "fixed" not in off.to_dict()


def test_the_loop_repairs_an_identifier_without_a_model_call(mini_dir):
    nlq = "How many artists are from the USA?"
    ex = next(e for e in load_dataset(mini_dir, "dev").examples if e.question == nlq)
    prompts = []

    def fn(messages):
        prompts.append(messages[-1]["content"])
        return "SELECT count(*) FROM artists WHERE country = 'USA'"
    result = react_sql(ex, FunctionLLM(fn), RunConfig(llm_cache=False, tool_choice="policy"))
    rep = next(e for e in result.trace if e.get("action") == "repair_sql")
    assert rep["observation"]["identifier_repair"] == ["table artists -> artist"]
    assert result.sql == "SELECT count(*) FROM artist WHERE country = 'USA'" and result.finished
    assert len(prompts) == 1 and result.usage["calls"] == 1  # generate_sql only: the repair took no call
    off = react_sql(ex, FunctionLLM(fn), RunConfig(llm_cache=False, tool_choice="policy", identifier_repair=False))
    assert off.sql != result.sql and off.usage["calls"] > 1


def test_traces_and_the_viewer_say_what_was_respelled(music):
    from nl2sql.methods.agent.trace import vote_lines
    from nl2sql.methods.candidates import rank
    from nl2sql.report.viewer import votes

    db, schema = music
    vote = rank([candidate("SELECT nme FROM singer", "greedy", "Name every singer.", schema, db, frozenset(ALL_STEPS),
                           5.0)]).to_dict()
    assert "identifier repair: nme -> name: SELECT name FROM singer" in vote_lines(vote)[0]
    assert votes([{"step": 0, "vote": vote}])[0]["candidates"][0]["status"] == "ran (identifier repair: nme -> name)"


def test_the_loop_never_runs_a_query_to_learn_its_error(mini_dir, monkeypatch):
    import nl2sql.methods.agent.tools as tools

    nlq = "How many artists are from the USA?"
    ex = next(e for e in load_dataset(mini_dir, "dev").examples if e.question == nlq)
    endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"
    ran = []
    monkeypatch.setattr(tools, "execute", lambda *a, **kw: ran.append(a) or execute(*a, **kw))
    # validate_sql calls c an unknown table; SQLite compiles the CTE fine, so there is nothing to respell and the
    # model is asked: the query is never executed to find that out.
    result = react_sql(ex, FunctionLLM(lambda m: endless), RunConfig(llm_cache=False, tool_choice="policy",
                                                                        exec_timeout_s=0.3))
    rep = next(e for e in result.trace if e.get("action") == "repair_sql")
    assert "identifier_repair" not in rep["observation"] and ran == []
