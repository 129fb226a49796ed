"""Identifier repair: misnamed columns and tables respelled against a real SQLite database (nl2sql.sql.identifiers)."""

from __future__ import annotations

import sqlite3

import pytest

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.data.meanings import meaning_respeller, nearest_meaning
from nl2sql.llm import FunctionLLM
from nl2sql.methods.agent import react_sql
from nl2sql.methods.ranking import candidate
from nl2sql.sql.db import execute
from nl2sql.sql.guardrails import ALL_STEPS
from nl2sql.sql.identifiers import closest, repair_identifiers, run_repaired
from nl2sql.sql.schema import read_schema


@pytest.fixture(scope="module")
def farm(tmp_path_factory):
    """Spider's training database farm (its tables as it declares them, a few of its rows): the same shape as the
    mistakes need, a link table (competition_record) between two tables and a table (farm_competition) with a
    foreign key to a third (city)."""
    db = tmp_path_factory.mktemp("identifiers") / "farm.sqlite"
    conn = sqlite3.connect(db)
    conn.executescript("""
        CREATE TABLE "city" ("City_ID" int, "Official_Name" text, "Status" text, "Area_km_2" real, "Population" real,
                             "Census_Ranking" text, PRIMARY KEY ("City_ID"));
        CREATE TABLE "farm" ("Farm_ID" int, "Year" int, "Total_Horses" real, "Working_Horses" real,
                             "Total_Cattle" real, "Oxen" real, "Bulls" real, "Cows" real, "Pigs" real,
                             "Sheep_and_Goats" real, PRIMARY KEY ("Farm_ID"));
        CREATE TABLE "farm_competition" ("Competition_ID" int, "Year" int, "Theme" text, "Host_city_ID" int,
                                         "Hosts" text, PRIMARY KEY ("Competition_ID"),
                                         FOREIGN KEY (`Host_city_ID`) REFERENCES `city`(`City_ID`));
        CREATE TABLE "competition_record" ("Competition_ID" int, "Farm_ID" int, "Rank" int,
                                           PRIMARY KEY ("Competition_ID","Farm_ID"),
                                           FOREIGN KEY (`Competition_ID`)
                                               REFERENCES `farm_competition`(`Competition_ID`),
                                           FOREIGN KEY (`Farm_ID`) REFERENCES `farm`(`Farm_ID`));
        INSERT INTO city VALUES (1, 'Grand Falls/Grand-Sault', 'Town', 18.06, 5706.0, '636 of 5008'),
                                (2, 'Perth-Andover', 'Village', 8.89, 1778.0, '1442 of 5,008'),
                                (3, 'Plaster Rock', 'Village', 3.09, 1135.0, '1936 of 5,008');
        INSERT INTO farm VALUES (1, 1927, 5056.5, 3900.1, 8374.5, 805.5, 31.6, 3852.1, 4412.4, 7956.3),
                                (2, 1928, 5486.9, 4090.5, 8604.8, 895.3, 32.8, 3987.0, 6962.9, 8112.2),
                                (3, 1929, 5607.5, 4198.8, 7611.0, 593.7, 26.9, 3873.0, 4161.2, 7030.8);
        INSERT INTO farm_competition VALUES (1, 2013, 'Carnival M is back!', 1, 'Miley Cyrus Jared Leto and Karen Mok'),
                                            (2, 2006, 'Codehunters', 2, 'Leehom Wang and Kelly Rowland'),
                                            (3, 2005, 'MTV Asia Aid', 3, 'Alicia Keys');
        INSERT INTO competition_record VALUES (1, 2, 2), (1, 3, 3), (2, 1, 3), (2, 3, 2), (3, 1, 3);
    """)
    conn.commit()
    conn.close()
    return db, read_schema(db, "farm")


def fixed(farm, sql: str, meaning_floor: float = 0.0) -> tuple[str, list[str]] | None:
    """Run sql; on an error, repair (by meaning too at a floor > 0) and run again: (the SQL that ran, the notes)."""
    db, schema = farm
    res = execute(db, sql)
    assert not res.ok, "the test query must fail first"
    out = run_repaired(db, sql, res.error, schema, 5.0, 100, meaning_respeller(meaning_floor))
    return (out[0], out[2]) if out else None


def test_a_column_of_another_joined_table_is_requalified(farm):
    sql = ("SELECT T1.Theme FROM farm AS T1 JOIN competition_record AS T2 ON T1.Farm_ID = T2.Farm_ID "
           "JOIN farm_competition AS T3 ON T2.Competition_ID = T3.Competition_ID WHERE T1.Total_Horses > 5500")
    out, notes = fixed(farm, sql)
    assert out == sql.replace("T1.Theme", "T3.Theme") and notes == ["T1.Theme -> T3.Theme"]
    assert execute(farm[0], out).rows == [("Carnival M is back!",), ("Codehunters",)]


def test_a_misspelled_column_takes_the_closest_real_name(farm):
    out, notes = fixed(farm, "SELECT workinghorses FROM farm WHERE Year > 1927")
    assert out == "SELECT Working_Horses FROM farm WHERE Year > 1927" and notes == ["workinghorses -> Working_Horses"]
    # Every use of the name changes, qualified spellings keep their alias, the rest of the text stays byte for byte.
    out, _ = fixed(farm, "SELECT f.Working_Horse FROM farm f  WHERE f.Working_Horse > 4000 ORDER BY f.Year")
    assert out == "SELECT f.Working_Horses FROM farm f  WHERE f.Working_Horses > 4000 ORDER BY f.Year"


def test_a_plural_table_takes_the_schema_name(farm):
    out, notes = fixed(farm, 'SELECT count(*) FROM "farms" WHERE Year > 1927')
    assert out == 'SELECT count(*) FROM "farm" WHERE Year > 1927' and notes == ["table farms -> farm"]
    assert execute(farm[0], out).rows == [(2,)]


def test_an_ambiguous_column_is_qualified_by_the_first_table_that_has_it(farm):
    out, notes = fixed(farm, "SELECT Total_Horses FROM farm JOIN competition_record ON farm.Farm_ID = "
                             "competition_record.Farm_ID WHERE Farm_ID = 1")
    assert out.endswith("WHERE farm.Farm_ID = 1") and notes == ["Farm_ID -> farm.Farm_ID"]
    assert execute(farm[0], out).rows == [(5056.5,), (5056.5,)]


def test_several_errors_are_repaired_one_after_the_other(farm):
    out, notes = fixed(farm, "SELECT workinghorses, totalcattle FROM farms")
    assert out == "SELECT Working_Horses, Total_Cattle FROM farm" and len(notes) == 3


def test_a_missing_join_key_is_not_respelled_into_a_self_comparison(farm):
    # city has no Farm_ID: T2.Farm_ID -> T1.Farm_ID would join every row with every row (and competition_record,
    # which has a Farm_ID and links farm, is not joined in behind a join condition either).
    assert fixed(farm, "SELECT T1.Total_Horses FROM farm AS T1 JOIN city AS T2 ON T1.Farm_ID = T2.Farm_ID") is None


def test_no_guess_when_no_name_is_close_or_two_are_equally_close(farm):
    assert fixed(farm, "SELECT sheep FROM farm") is None  # Sheep_and_Goats is more than a misspelling away
    assert closest("populaton", ["Population", "Official_Name"]) == "Population"
    assert closest("area", ["Area_km_2"]) is None
    assert closest("farm_ids", ["farm_idx", "farm_idz"]) is None  # a tie is no evidence


def test_a_column_of_a_linked_table_is_joined_in(farm):
    out, notes = fixed(farm, "SELECT Theme FROM farm_competition WHERE Population > 1500")
    assert out == ("SELECT Theme FROM farm_competition JOIN city ON farm_competition.Host_city_ID = city.City_ID "
                   "WHERE city.Population > 1500")
    assert notes == ["Population -> city.Population (joined city on farm_competition.Host_city_ID = city.City_ID)"]
    assert execute(farm[0], out).rows == [("Carnival M is back!",), ("Codehunters",)]
    # Qualified: the link starts at the qualified table; the join goes after the FROM clause's last condition.
    out, _ = fixed(farm, "SELECT c.Status FROM farm_competition AS c JOIN competition_record AS r ON "
                         "c.Competition_ID = r.Competition_ID WHERE r.Farm_ID = 2")
    assert out == ("SELECT city.Status FROM farm_competition AS c JOIN competition_record AS r ON c.Competition_ID = "
                   "r.Competition_ID JOIN city ON c.Host_city_ID = city.City_ID WHERE r.Farm_ID = 2")
    assert execute(farm[0], out).rows == [("Town",)]
    out, _ = fixed(farm, "SELECT T1.Total_Horses FROM farm AS T1 JOIN competition_record AS T2 ON T1.Farm_ID = "
                         "T2.Farm_ID WHERE T2.Theme = 'Codehunters'")
    assert out.endswith("T2.Farm_ID JOIN farm_competition ON T2.Competition_ID = farm_competition.Competition_ID "
                        "WHERE farm_competition.Theme = 'Codehunters'")
    assert execute(farm[0], out).rows == [(5056.5,), (5607.5,)]
    # A subquery that names the same column gets its own join.
    out, notes = fixed(farm, "SELECT Theme FROM farm_competition WHERE Population = "
                             "(SELECT max(Population) FROM farm_competition)")
    assert out == ("SELECT Theme FROM farm_competition JOIN city ON farm_competition.Host_city_ID = city.City_ID "
                   "WHERE city.Population = (SELECT max(city.Population) FROM farm_competition JOIN city ON "
                   "farm_competition.Host_city_ID = city.City_ID)")
    assert execute(farm[0], out).rows == [("Carnival M is back!",)] and len(notes) == 1


def test_no_join_without_a_foreign_key_or_with_two_candidate_tables(farm):
    assert fixed(farm, "SELECT Population FROM farm") is None  # farm has no link to city
    assert fixed(farm, "SELECT Year FROM competition_record") is None  # farm and farm_competition both have one


def test_other_errors_and_unparsable_sql_are_left_alone(farm):
    _, schema = farm
    assert repair_identifiers("SELECT count(*) FROM farm WHERE count(*) > 1", "misuse of aggregate: count()",
                              schema) is None
    assert repair_identifiers("SELEC workinghorses FROM farm", "no such column: workinghorses", schema) is None
    assert repair_identifiers("SELECT workinghorses FROM farm", None, schema) is None


@pytest.mark.model
def test_a_name_no_spelling_reaches_is_respelled_to_the_one_it_means(farm):
    # What Spider-Syn-style wording leads a model to write: the question's word as a column or table name.
    assert fixed(farm, "SELECT Season FROM farm WHERE Pigs > 4500") is None  # off unless asked for
    out, notes = fixed(farm, "SELECT Season FROM farm WHERE Pigs > 4500", 0.5)
    assert out == "SELECT Year FROM farm WHERE Pigs > 4500" and notes == ["Season -> Year (by meaning)"]
    assert execute(farm[0], out).rows == [(1928,)]
    out, notes = fixed(farm, "SELECT T.Host_Name FROM farm_competition AS T WHERE T.Year = 2005", 0.5)
    assert out == "SELECT T.Hosts FROM farm_competition AS T WHERE T.Year = 2005"
    assert notes == ["T.Host_Name -> T.Hosts (by meaning)"]
    out, notes = fixed(farm, "SELECT count(*) FROM town WHERE Population > 1500", 0.5)
    assert out == "SELECT count(*) FROM city WHERE Population > 1500" and notes == ["table town -> city (by meaning)"]
    # Spelling and a linked table come first: a meaning is the last resort.
    assert fixed(farm, "SELECT workinghorses FROM farm", 0.5)[1] == ["workinghorses -> Working_Horses"]
    assert fixed(farm, "SELECT Theme FROM farm_competition WHERE Population > 1500", 0.5)[1][0].startswith(
        "Population -> city.Population (joined city")


@pytest.mark.model
def test_no_meaning_below_the_floor_or_without_a_clear_lead(farm):
    assert fixed(farm, "SELECT Season FROM farm", 0.7) is None  # cosine 0.65
    assert fixed(farm, "SELECT Horses FROM farm", 0.5) is None  # working horses or total horses: a guess
    assert fixed(farm, "SELECT Hosts, Host_Name FROM farm_competition", 0.5) is None  # Hosts means something else here
    assert fixed(farm, "SELECT * FROM city JOIN town", 0.5) is None  # city is named already
    columns = [c.name for c in farm[1].table("city").columns]
    assert nearest_meaning("Inhabitants", columns, 0.4) == "Population"
    # A name is never respelled to a key (its nearest column, City_ID) nor a key to a name.
    assert nearest_meaning("Residents", columns, 0.3) is None
    assert nearest_meaning("Town_ID", columns, 0.3) == "City_ID" and nearest_meaning("Town_ID", ["Status"], 0.1) is None
    assert meaning_respeller(0.0) is None and nearest_meaning("Season", ["Year"], 0.0) is None


@pytest.mark.model
def test_the_meaning_repair_knob(mini_dir):
    assert RunConfig(method="candidates").options().vote.meaning_repair == 0.5 and RunConfig()["meaning_repair"] == 0.0
    assert RunConfig(method="candidates", meaning_repair=0).options().vote.meaning_repair == 0.0
    with pytest.raises(ValueError, match="meaning_repair must be >= 0"):
        RunConfig(meaning_repair=-0.1)
    ex = next(e for e in load_dataset(mini_dir, "dev").examples if e.question.startswith("Show the name and salary"))
    on = react_sql(ex, FunctionLLM(lambda m: "SELECT name, wage FROM instructor ORDER BY wage DESC"),
                   RunConfig(llm_cache=False, tool_choice="policy", meaning_repair=0.5))
    assert on.finished and "wage" not in on.sql and on.sql.endswith("FROM instructor ORDER BY salary DESC")
    assert on.usage["calls"] == 1  # the loop's repair took no model call
    rep = next(e for e in on.trace if e.get("action") == "repair_sql")
    assert rep["observation"]["identifier_repair"] == ["wage -> salary (by meaning)"]


def test_a_candidate_runs_repaired_and_keeps_what_was_changed(farm):
    db, schema = farm
    raw = "SELECT official_nme FROM city WHERE status = 'Town'"
    c = candidate(raw, "greedy", "What are the official names of the towns?", schema, db, frozenset(ALL_STEPS), 5.0)
    assert c.ran and c.sql == "SELECT Official_Name FROM city WHERE status = 'Town'"
    assert c.row_count == 1 and c.preview == [["Grand Falls/Grand-Sault"]]
    assert c.raw == raw and c.to_dict()["fixed"] == ["official_nme -> Official_Name"]
    off = candidate(c.raw, "greedy", "What are the official names of the towns?", schema, db, frozenset(ALL_STEPS),
                    5.0, fix_identifiers=False)
    assert not off.ran and off.error == "no such column: official_nme" and "fixed" not in off.to_dict()


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


def test_traces_and_the_viewer_say_what_was_respelled(farm):
    from nl2sql.report.transcript import vote_lines
    from nl2sql.methods.ranking import rank
    from nl2sql.report.viewer import votes

    db, schema = farm
    vote = rank([candidate("SELECT official_nme FROM city", "greedy", "List the official names of the cities.",
                           schema, db, frozenset(ALL_STEPS), 5.0)]).to_dict()
    assert ("identifier repair: official_nme -> Official_Name: SELECT Official_Name FROM city"
            in vote_lines(vote)[0])
    assert (votes([{"step": 0, "vote": vote}])[0]["candidates"][0]["status"]
            == "ran (identifier repair: official_nme -> Official_Name)")


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
