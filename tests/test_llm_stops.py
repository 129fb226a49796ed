"""When a decoding row stops early: a stop string, or a loop (the same stretch of tokens over and over)."""

from __future__ import annotations

import pytest

from nl2sql.llm import TINY_MODEL, GenParams, load
from nl2sql.llm.transformers.decoding.stops import LOOP_PERIOD, LOOP_TOKENS, repeats_itself, stop_check

pytestmark = pytest.mark.model

# What the default model wrote for a Spider dev question until its 200-token cap (the baseline, bf16).
RUNAWAY = ("SELECT owner_id, last_name FROM Owners WHERE owner_id = (SELECT owner_id FROM Dogs WHERE date_adopted = "
           + "(SELECT date_adopted FROM Dogs WHERE date_arrived = " * 12).rstrip()
# Long right answers repeat words, but not one stretch of tokens over and over.
LONG_SQL = ("SELECT T1.name, T1.country, count(*) FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.singer_id = "
            "T2.singer_id JOIN concert AS T3 ON T2.concert_id = T3.concert_id WHERE T3.year = 2014 OR T3.year = 2015 "
            "GROUP BY T1.singer_id HAVING count(*) > 1 UNION SELECT T1.name, T1.country, 0 FROM singer AS T1 WHERE "
            "T1.singer_id NOT IN (SELECT singer_id FROM singer_in_concert) ORDER BY T1.name, T1.country LIMIT 10")


@pytest.fixture(scope="module")
def tiny():
    return load(TINY_MODEL, cache=False, dtype="float32")


def test_a_loop_is_caught_and_a_long_answer_is_not(tiny) -> None:
    loop = tiny.tokenizer.encode(RUNAWAY)
    first = next(n for n in range(1, len(loop) + 1) if repeats_itself(loop[:n]))
    assert first < len(loop) - 20  # caught well before the text ends...
    assert not repeats_itself(tiny.tokenizer.encode(RUNAWAY.split("(SELECT date_adopted")[0]))  # ...not before it
    assert not any(repeats_itself(tiny.tokenizer.encode(LONG_SQL)[:n]) for n in range(1, 200))
    assert repeats_itself([7] * LOOP_TOKENS) and not repeats_itself([7] * (LOOP_TOKENS - 1))
    cycle = list(range(100, 100 + LOOP_PERIOD + 1))  # a stretch longer than LOOP_PERIOD is not a loop here
    assert not repeats_itself(cycle * 4)
    assert repeats_itself(list(range(100, 100 + LOOP_PERIOD)) * 3)


def test_stop_checks_catch_loops_with_or_without_stop_strings(tiny) -> None:
    loop = tiny.tokenizer.encode(RUNAWAY)
    assert stop_check(tiny.tokenizer, ())(loop) and stop_check(tiny.tokenizer, (";",))(loop)
    assert stop_check(tiny.tokenizer, (";",))(tiny.tokenizer.encode("SELECT 1;"))
    assert not stop_check(tiny.tokenizer, (";",))(tiny.tokenizer.encode(LONG_SQL))


def test_a_looping_row_ends_as_a_length_cut(tiny) -> None:
    # A completion cut by the loop check reads as cut short, like one at its length cap.
    ids = tiny.tokenizer.encode(RUNAWAY)
    cut = next(n for n in range(1, len(ids) + 1) if repeats_itself(ids[:n]))
    done = tiny._completion(ids[:cut], [1, 2, 3], GenParams(max_new_tokens=200), 0.0)
    assert done.finish_reason == "length" and done.completion_tokens == cut


def test_a_one_token_cap_answers_the_first_token_of_the_longer_answer(tiny) -> None:
    # Every row ends at the token its prefill picks: the batch has no row left to decode.
    prompts = ["SELECT name FROM singer WHERE", "How many singers are there?"]
    one = tiny.generate(prompts, GenParams(max_new_tokens=1))
    longer = tiny.generate(prompts, GenParams(max_new_tokens=4))
    assert [c.completion_tokens for c in one] == [1, 1] and {c.finish_reason for c in one} <= {"length", "stop"}
    assert all(b.text.startswith(a.text) and a.text for a, b in zip(one, longer))
