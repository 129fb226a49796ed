"""Schema linking by meaning (RunConfig.meaning_hints): the question's own words matched to schema names by MiniLM."""

from __future__ import annotations

import pytest

from nl2sql.config import RunConfig
from nl2sql.data import load_dataset
from nl2sql.data.meanings import MEANINGS_HEADER, meaning_hints, with_meaning_hints
from nl2sql.data.schema_texts import SchemaTexts
from nl2sql.methods.agent.state import AgentState
from nl2sql.sql.schema import read_schema


@pytest.fixture(scope="module")
def campus(mini_dir):
    return read_schema(mini_dir / "database" / "campus" / "campus.sqlite", "campus")


def test_a_synonym_gets_the_name_it_means(campus):
    [hint] = meaning_hints(campus, "List the names of all teachers.", 0.5)
    assert (hint.phrase, hint.table, hint.column) == ("teachers", "instructor", None) and hint.score >= 0.5
    two = meaning_hints(campus, "Which faculty has the biggest funding?", 0.5)
    assert [(h.phrase, h.table, h.column) for h in two][0] == ("funding", "department", "budget")
    assert [h.score for h in two] == sorted((h.score for h in two), reverse=True)  # the closest first


def test_words_the_schema_already_holds_get_no_hint(campus):
    assert meaning_hints(campus, "How many students are there?", 0.3) == []
    assert meaning_hints(campus, "What is the budget of each department?", 0.3) == []


def test_the_threshold_and_the_bound(campus):
    q = "What is the average grade point of pupils?"
    assert meaning_hints(campus, q, 0.0) == [] and meaning_hints(campus, q, 0.99) == []
    assert len(meaning_hints(campus, q, 0.4)) == 2 and len(meaning_hints(campus, q, 0.4, bound=1)) == 1


def test_the_hints_reach_every_prompt(mini_dir, campus):
    ex = next(e for e in load_dataset(mini_dir) if e.db_id == "campus")
    q = "List the names of all teachers."
    on = SchemaTexts.for_config(RunConfig(meaning_hints=0.5))
    assert on.prompt_text(ex, q).endswith(f'{MEANINGS_HEADER} "teachers" -> instructor.')
    assert MEANINGS_HEADER not in SchemaTexts.for_config(RunConfig()).prompt_text(ex, q)  # off by default
    state = AgentState.start(ex, RunConfig(meaning_hints=0.5))
    state.nlq = q
    state.meaning_hints = meaning_hints(campus, q, 0.5)
    assert state.sql_schema_text().endswith('"teachers" -> instructor.')
    state.focus_tables = ["student"]  # a focused prompt shows only hints on the tables it shows
    assert MEANINGS_HEADER not in state.sql_schema_text()
    assert with_meaning_hints("schema", []) == "schema"
