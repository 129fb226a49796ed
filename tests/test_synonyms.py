"""RunConfig.schema_synonyms: a question word that WordNet calls a synonym of a schema word is rewritten to it."""

from __future__ import annotations

import json
import shutil

import pytest

from nl2sql.config import RunConfig
from nl2sql.data.synonyms import in_schema_words, synonym_links
from nl2sql.llm import FunctionLLM
from nl2sql.runs.runner import run
from nl2sql.sql.schema import read_schema


@pytest.fixture(scope="module")
def campus(mini_dir):
    return read_schema(mini_dir / "database" / "campus" / "campus.sqlite", "campus")


def _rewritten(schema, question: str, senses: int = 2) -> str:
    return in_schema_words(question, synonym_links(schema, question, senses))


def test_a_synonym_becomes_the_schema_word_in_its_number_and_case(campus):
    links = synonym_links(campus, "What is the wage of each teacher?", 2)
    assert [(k.word, k.schema_word, k.name) for k in links] == [("wage", "salary", "salary"),
                                                               ("teacher", "instructor", "instructor")]
    assert _rewritten(campus, "What is the wage of each teacher?") == "What is the salary of each instructor?"
    assert _rewritten(campus, "How many pupils are there?") == "How many students are there?"  # plural kept
    assert _rewritten(campus, "Which Teachers earn the most?") == "Which Instructors earn the most?"


def test_quoted_values_and_the_schemas_own_words_stay(campus):
    assert _rewritten(campus, 'Which teacher is named "teacher"?') == 'Which instructor is named "teacher"?'
    for q in ("How many students are there?", "List the instructors by salary.", "Which departments have budgets?"):
        assert synonym_links(campus, q, 2) == [] and _rewritten(campus, q) == q


def test_only_nouns_link_and_senses_zero_is_off(campus):
    # "biggest funding" names no schema word's noun synonym (MiniLM's meaning hints would guess budget).
    assert synonym_links(campus, "Which faculty has the biggest funding?", 2) == []
    assert synonym_links(campus, "What is the wage of each teacher?", 0) == []


def test_numbers_spellings_and_abbreviations_stay(mini_dir):
    concerts = read_schema(mini_dir / "database" / "concerts" / "concerts.sqlite", "concerts")
    # WordNet lists single among the senses of "one", and secs is the schema's short form of seconds.
    for q in ("Which artists played at least one concert?", "Which songs are longer than 300 seconds?"):
        assert synonym_links(concerts, q, 2) == []


def test_the_rewritten_question_reaches_the_prompt_and_the_trace(mini_dir, tmp_path):
    seen: list[str] = []

    def answer(messages) -> str:
        seen.append(messages[-1]["content"])
        return "SELECT name FROM instructor"

    data = tmp_path / "data"
    shutil.copytree(mini_dir, data)
    questions = json.loads((data / "dev.json").read_text())
    first = next(q for q in questions if q["db_id"] == "campus")
    first["question"] = "List the names of all teachers."
    (data / "dev.json").write_text(json.dumps([first]))
    cfg = RunConfig(data_dir=str(data), limit=1, method="baseline", schema_synonyms=2, run_id="syn", metrics=["VA"],
                    llm_cache=False)
    res = run(cfg, llm=FunctionLLM(answer), out_root=tmp_path / "results", progress=False)
    assert len(seen) == 1 and "Question: List the names of all instructors.\n" in seen[0]  # no call to rewrite
    trace = json.loads((res.path / "traces.jsonl").read_text().splitlines()[0])
    assert trace["question"] == "List the names of all teachers."  # scored and reported as asked
    assert trace["trace"][0]["asked"] == "List the names of all instructors."
