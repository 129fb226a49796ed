"""Values in the schema prompt: example rows under each table, value hints for the question, both bounded."""

from __future__ import annotations

import re
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from agent_scripts import Recorder, scripted

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.data.schema_texts import SchemaTexts
from nl2sql.data.values import HINTS_HEADER, PER_COLUMN, value_hints, value_hints_text, with_value_hints
from nl2sql.llm import FunctionLLM
from nl2sql.methods.agent import react_sql
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.baseline import run_baseline
from nl2sql.methods.candidates import run_candidates
from nl2sql.methods.prompts import baseline_prompt
from nl2sql.sql.schema import MAX_SAMPLE_ROWS, SAMPLE_VALUE_CHARS, read_schema, schema_to_text, with_samples

LONG = "A very long note that goes on and on, " * 6 + "\nwith a second line"


@pytest.fixture(scope="module")
def ds(mini_dir):
    return load_dataset(mini_dir)


def by_question(ds, start: str):
    return next(e for e in ds if e.question.startswith(start))


@pytest.fixture(scope="module")
def notes_db(tmp_path_factory) -> Path:
    """A real SQLite file: long text cells, more rows than any prompt shows, values that are stop words."""
    path = tmp_path_factory.mktemp("values") / "notes.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE note (note_id INTEGER PRIMARY KEY, body TEXT, city VARCHAR(40), code TEXT, "
                 "blob_col BLOB)")
    cities = ["New York", "York", "Paris", "Lyon", "Nice", "Oslo", "Rome", "Bern", "Kyiv", "Riga", "Lima", "Quito"]
    rows = [(i, LONG if i == 1 else f"note {i}", city, ["the", "name", "10", "list"][i % 4], b"\x00\x01")
            for i, city in enumerate(cities, start=1)]
    conn.executemany("INSERT INTO note VALUES (?, ?, ?, ?, ?)", rows)
    conn.execute("CREATE TABLE empty_table (x TEXT)")
    conn.commit()
    conn.close()
    return path


# -- example rows ------------------------------------------------------------------------------------------------

def test_sample_rows_are_capped_truncated_and_one_line_each(notes_db):
    schema = with_samples(read_schema(notes_db), notes_db, 10)  # asks for 10, gets MAX_SAMPLE_ROWS
    text = schema_to_text(schema, "create")
    block = re.search(r"/\* (\d) example rows of note:\n(.*?)\n\*/", text, re.S)
    assert block and int(block.group(1)) == MAX_SAMPLE_ROWS == 3
    header, *rows = block.group(2).split("\n")
    assert header == "note_id | body | city | code | blob_col" and len(rows) == 3
    cells = rows[0].split(" | ")
    assert cells[0] == "1" and len(cells[1]) == SAMPLE_VALUE_CHARS and cells[1].endswith("...")
    assert cells[1].startswith("A very long note that goes on") and cells[4] == "<2 bytes>"
    assert "second line" not in text and max(len(r) for r in rows) < 5 * (SAMPLE_VALUE_CHARS + 3)
    assert text.index(");\n/* 3 example rows of note") > 0  # right under its CREATE TABLE
    assert "empty_table" in text and "example rows of empty_table" not in text  # no rows, no block
    compact = schema_to_text(schema, "compact")
    assert compact.startswith("note(note_id PK, body, city, code, blob_col)\n/* 3 example rows of note:")
    # A focused schema keeps its tables' rows.
    assert "3 example rows of note" in schema_to_text(schema, "create", tables=["NOTE"])


def test_sample_rows_one_and_off(notes_db):
    plain = read_schema(notes_db)
    assert with_samples(plain, notes_db, 0) is plain
    one = schema_to_text(with_samples(plain, notes_db, 1), "create")
    assert "/* 1 example row of note:\nnote_id | body | city | code | blob_col\n1 | " in one
    assert "\n2 | note 2" not in one


def test_schema_texts_with_sample_rows_on_a_bundled_database(ds):
    ex = by_question(ds, "How many artists are from the USA")
    off = SchemaTexts("create").text(ex)
    assert off == schema_to_text(read_schema(ex.db_path, ex.db_id), "create")  # the default text is unchanged
    on = SchemaTexts("create", sample_rows=2).text(ex)
    assert on.count("/* 2 example rows of ") == len(read_schema(ex.db_path).tables)
    assert "1 | The Velvet Hours | UK | Rock | 2004 | 4" in on
    assert len(on) > len(off)


@pytest.mark.model
def test_sample_tables_put_a_questions_rows_after_the_statements(ds):
    ex = by_question(ds, "How many artists are from the USA")
    other = by_question(ds, "Which artists have played at both Riverside Arena")
    bare = SchemaTexts("create").text(ex)
    top = SchemaTexts("create", sample_rows=2, sample_tables=2)
    text = top.prompt_text(ex, ex.question)
    kept = re.findall(r"example rows of (\w+):", text)
    assert len(kept) == 2 and "artist" in kept  # the table the question names keeps its rows
    # The statements without rows come first, the same for every question of the database (one cached prefix) ...
    assert text.startswith(bare + "\n\n/* 2 example rows of ")
    assert top.prompt_text(other, other.question).startswith(bare)
    # ... then the kept tables' row blocks, as they read under their statements with rows everywhere.
    every = SchemaTexts("create", sample_rows=2)
    blocks = re.findall(r"/\* 2 example rows of (\w+):\n.*?\*/", every.text(ex), re.S)
    assert text[len(bare) + 2:] == "\n\n".join(
        re.search(rf"/\* 2 example rows of {t}:\n.*?\*/", every.text(ex), re.S).group(0) for t in blocks if t in kept)
    assert every.prompt_text(ex, ex.question) == every.text(ex)  # 0: rows under every table, as before
    assert SchemaTexts("create", sample_tables=1).prompt_text(ex, ex.question) == bare  # no rows asked for: none


@pytest.mark.model
def test_the_candidate_agents_prompts_carry_only_the_kept_rows(ds):
    ex = by_question(ds, "Which artists have played at both Riverside Arena")
    rec = Recorder(FunctionLLM(lambda m: "SELECT name FROM artist"))
    run_candidates([ex], rec, RunConfig(method="candidates", sample_tables=1, n_candidates=1))
    user = rec.batches[0][0][0][1]["content"]
    assert len(re.findall(r"example rows of \w+:", user)) == 1 and user.count("CREATE TABLE") == 5
    with pytest.raises(ValueError, match="sample_tables must be >= 0"):
        RunConfig(sample_tables=-1)
    assert "sample_tables" in RunConfig().output_knobs()


# -- value hints -------------------------------------------------------------------------------------------------

def test_value_hints_find_a_stored_value_case_insensitively(ds):
    ex = by_question(ds, "Which artists have played at both Riverside Arena")
    schema = read_schema(ex.db_path)
    hints = value_hints(ex.db_path, schema, ex.question.lower(), bound=10)
    assert [(h.table, h.column, h.value) for h in hints] == [("venue", "name", "Riverside Arena"),
                                                           ("venue", "name", "Sunset Pavilion")]
    assert value_hints_text(hints) == (f"{HINTS_HEADER} venue.name = 'Riverside Arena'; "
                                       "venue.name = 'Sunset Pavilion'.")
    usa = value_hints(ex.db_path, schema, "How many artists are from the usa?")
    assert [h.text() for h in usa] == ["artist.country = 'USA'"]  # written as stored, not as asked


def test_value_hints_prefer_the_longest_match_and_skip_stop_words(notes_db):
    schema = read_schema(notes_db)
    hints = value_hints(notes_db, schema, "List the name of notes from New York, top 10")
    # "york" alone is inside "new york"; "list", "the", "name" and "10" are stored but are no value mention.
    assert [h.value for h in hints] == ["New York"]
    assert [h.value for h in value_hints(notes_db, schema, "notes from York")] == ["York"]
    assert value_hints(notes_db, schema, "show the name") == []


def test_value_hints_never_exceed_their_bounds(notes_db):
    schema = read_schema(notes_db)
    everything = "Notes from " + ", ".join(["New York", "Paris", "Lyon", "Nice", "Oslo", "Rome", "Bern", "Kyiv",
                                           "Riga", "Lima", "Quito"]) + " and note 2, note 3, note 4, note 5"
    for bound in (1, 2, 3, 5, 10, 50):
        hints = value_hints(notes_db, schema, everything, bound=bound)
        assert 0 < len(hints) <= bound
        per_column = {(h.table, h.column) for h in hints}
        assert all(sum((h.table, h.column) == c for h in hints) <= PER_COLUMN for c in per_column)
        block = value_hints_text(hints)
        assert block.count(" = '") == len(hints) and len(block) <= len(HINTS_HEADER) + bound * 40
    assert len(value_hints(notes_db, schema, everything, bound=50)) == 2 * PER_COLUMN  # city and body columns
    assert value_hints(notes_db, schema, everything, bound=0) == []


def test_value_hints_give_nothing_for_a_missing_or_corrupt_database(notes_db, tmp_path):
    schema = read_schema(notes_db)
    assert value_hints(tmp_path / "missing.sqlite", schema, "notes from Paris") == []
    corrupt = tmp_path / "corrupt.sqlite"
    corrupt.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    assert value_hints(corrupt, schema, "notes from Paris") == []
    assert with_value_hints("CREATE TABLE t (x);", []) == "CREATE TABLE t (x);"


def test_unnamed_only_keeps_the_hints_whose_column_the_question_does_not_name(ds):
    ex = by_question(ds, "Which artists have played at both Riverside Arena")
    schema = read_schema(ex.db_path)
    named = "Which venues with name Riverside Arena or Sunset Pavilion hosted artists from the USA?"
    assert [h.text() for h in value_hints(ex.db_path, schema, named)] == [
        "venue.name = 'Riverside Arena'", "venue.name = 'Sunset Pavilion'", "artist.country = 'USA'"]
    # "name" is said, so only the country, which the question leaves to its value, keeps its hint
    assert [h.text() for h in value_hints(ex.db_path, schema, named, unnamed_only=True)] == ["artist.country = 'USA'"]
    assert [h.text() for h in value_hints(ex.db_path, schema, "How many artists from countries like the USA?",
                                          unnamed_only=True)] == []  # a plural names the column too


# -- the knobs in the baseline and the loop ----------------------------------------------------------------------

def test_knobs_are_validated():
    with pytest.raises(ValueError, match="sample_rows must be 0..3"):
        RunConfig(sample_rows=4)
    with pytest.raises(ValueError, match="max_value_hints must be >= 1"):
        RunConfig(max_value_hints=0)
    with pytest.raises(ValueError, match="value_hint_columns"):
        RunConfig(value_hint_columns="some")
    assert {"sample_rows", "value_hints", "max_value_hints"} <= set(RunConfig().output_knobs())


def test_baseline_prompt_is_unchanged_with_the_knobs_off_and_carries_both_when_on(ds):
    ex = by_question(ds, "Which artists have played at both Riverside Arena")
    plain = baseline_prompt(schema_to_text(read_schema(ex.db_path, ex.db_id), "create"), ex.question)
    off, on = Recorder(FunctionLLM(lambda m: "SELECT 1")), Recorder(FunctionLLM(lambda m: "SELECT 1"))
    run_baseline([ex], off, RunConfig(method="baseline"))
    run_baseline([ex], on, RunConfig(method="baseline", sample_rows=3, value_hints=True))
    assert off.batches[0][0][0] == plain
    user = on.batches[0][0][0][1]["content"]
    assert "/* 3 example rows of venue:" in user
    assert f"*/\n\n{HINTS_HEADER} venue.name = 'Riverside Arena'; venue.name = 'Sunset Pavilion'.\n\nQuestion:" in user
    unnamed = Recorder(FunctionLLM(lambda m: "SELECT 1"))
    asked = replace(ex, question=ex.question.replace("at both", "at both venues by the name"))
    run_baseline([asked], unnamed, RunConfig(method="baseline", value_hints=True, value_hint_columns="unnamed"))
    assert HINTS_HEADER not in unnamed.batches[0][0][0][1]["content"]  # the question names venue.name


def test_the_loop_prompts_carry_the_hints_of_the_focused_tables(ds):
    ex = by_question(ds, "Which artists have played at both Riverside Arena")
    cfg = RunConfig(sample_rows=1, value_hints=True, max_steps=3)
    llm, script = scripted(sql=["SELECT name FROM artist"])
    react_sql(ex, llm, cfg)
    user = script.prompts("sql")[0][1]["content"]  # generate_sql
    assert "venue.name = 'Riverside Arena'; venue.name = 'Sunset Pavilion'." in user
    assert "/* 1 example row of venue:" in user
    # Hints for tables the focused schema leaves out are left out too; the full text keeps them.
    state = AgentState.start(ex, cfg)
    assert state.value_hints and "Riverside Arena" in state.sql_schema_text()
    state.focus_tables = ["artist"]
    assert HINTS_HEADER not in state.sql_schema_text() and "Riverside Arena" in state.sql_schema_text(False)
    # Off: the loop's SQL prompt holds neither.
    llm, script = scripted(sql=["SELECT name FROM artist"])
    react_sql(ex, llm, RunConfig(max_steps=3))
    user = script.prompts("sql")[0][1]["content"]
    assert HINTS_HEADER not in user and "example row" not in user


def test_the_loop_fallback_sends_the_baseline_prompt_with_values(ds):
    ex = by_question(ds, "Which artists have played at both Riverside Arena")
    cfg = RunConfig(sample_rows=2, value_hints=True, tool_choice="model", max_steps=1, max_reasks=0)
    prompts: list = []
    react_sql(ex, FunctionLLM(lambda m: prompts.append(m) or "Thought: hm."), cfg)
    rec = Recorder(FunctionLLM(lambda m: "SELECT 1"))
    run_baseline([ex], rec, cfg.override(method="baseline"))
    assert prompts[-1] == rec.batches[0][0][0] and HINTS_HEADER in prompts[-1][1]["content"]
