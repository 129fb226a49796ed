"""The column-names-removed rewording (nl2sql.data.unnaming) and the -nocols splits built with it."""

from __future__ import annotations

import pytest

from nl2sql.data import load_dataset
from nl2sql.data.splits import parse
from nl2sql.data.unnaming import unname

SINGER = {"db_id": "concert",
          "column_names": [[-1, "*"], [0, "name"], [0, "country"], [0, "age"], [0, "net worth millions"],
                           [1, "home city"], [1, "last name"]],
          "column_names_original": [[-1, "*"], [0, "Name"], [0, "Country"], [0, "Age"], [0, "Net_Worth_Millions"],
                                    [1, "Home_City"], [1, "LName"]]}


@pytest.mark.parametrize("question, gold, expected", [
    # a column named before its literal: a lead word reads "with", a verb stays, a preposition keeps its place
    ("Which singers have age more than 30?", "SELECT name FROM singer WHERE age > 30",
     "Which singers have more than 30?"),
    ("List the artists whose last name is \"Heilo\".", "SELECT name FROM artist WHERE lname = \"Heilo\"",
     "List the artists with \"Heilo\"."),
    ("Who lives in home city 'Paris'?", "SELECT name FROM artist WHERE home_city = 'Paris'",
     "Who lives in 'Paris'?"),
    # ... or after it
    ("Which singers earn more than 10 in net worth millions?",
     "SELECT name FROM singer WHERE net_worth_millions > 10", "Which singers earn more than 10?"),
    ("How many singers are from 'France' country or 'Spain' country?",
     "SELECT count(*) FROM singer WHERE country = 'France' OR country = 'Spain'",
     "How many singers are from 'France' or 'Spain'?"),
    # ordered by a column only where the direction implies it
    ("Show the names, ordered by age from the oldest to the youngest.", "SELECT name FROM singer ORDER BY age DESC",
     "Show the names, ordered from the oldest to the youngest."),
])
def test_a_column_the_question_implies_is_removed(question, gold, expected):
    assert unname(question, gold, SINGER) == expected


@pytest.mark.parametrize("question, gold", [
    # the direction alone does not say which column
    ("Show the names, ordered by age descending.", "SELECT name FROM singer ORDER BY age DESC"),
    ("Show the names, sorted by age from most to least.", "SELECT name FROM singer ORDER BY age DESC"),
    # a noun before the column without a lead word or preposition: removing it breaks the question
    ("Which singers country 'France' are there?", "SELECT name FROM singer WHERE country = 'France'"),
    # the column is named, but not beside the value the query compares it with
    ("Which singers are older than 30, by age?", "SELECT name FROM singer WHERE age > 30"),
    # a column compared with another column has no value to infer it from
    ("Which singers have age equal to their net worth millions?",
     "SELECT name FROM singer WHERE age = net_worth_millions"),
    ("How many in double spaced  words?", "SELECT count(*) FROM singer"),  # unchanged, spaces too
    ("Which singers have age more than 30?", "SELECT name FROM singer WHERE age >>> 30"),  # gold that cannot parse
])
def test_a_question_keeps_what_is_not_implied(question, gold):
    assert unname(question, gold, SINGER) == question


def test_the_split_name():
    assert parse("tune-nocols") == ("tune", "nocols") and parse("confirm-nocols") == ("confirm", "nocols")


@pytest.mark.slow
@pytest.mark.parametrize("base", ["tune", "confirm"])
def test_the_nocols_splits_pair_with_their_base_on_spider(spider_dir, base):
    plain, other = load_dataset(spider_dir, base), load_dataset(spider_dir, f"{base}-nocols")
    assert [(e.id, e.gold_sql, e.db_id) for e in other] == [(e.id, e.gold_sql, e.db_id) for e in plain]
    changed = [(a.question, b.question) for a, b in zip(plain, other) if a.question != b.question]
    # a milder rewording than Spider-Realistic's by hand (about half of dev): about one question in ten
    assert len(plain) / 20 < len(changed) < len(plain) / 5, len(changed)
    assert all(len(b) < len(a) for a, b in changed)  # words are only ever removed
