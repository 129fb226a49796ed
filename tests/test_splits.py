"""The training-derived splits (nl2sql.data.splits) and the -hard rewording (nl2sql.data.rewording)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from nl2sql.data import load_dataset
from nl2sql.data.dataset import DatasetError
from nl2sql.data.rewording import SchemaSynonyms, hard_questions, plural
from nl2sql.data.splits import draw, parse
from nl2sql.paths import cache_dir


class Words:
    """A stand-in embedder: each text's vector is given; an unknown text is orthogonal to every other. It keeps
    what it was asked to embed."""

    def __init__(self, vectors: dict[str, list[float]]) -> None:
        self.vectors = vectors
        self.asked: list[str] = []

    def encode(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), 3 + 64))
        for i, t in enumerate(texts):
            v = self.vectors.get(t)
            if v is None:
                out[i, 3 + len(self.asked) + i] = 1.0  # a dimension of its own
            else:
                out[i, :3] = v
        self.asked += texts
        return out


SCHEMA = {"db_id": "school", "table_names": ["student", "teacher"], "table_names_original": ["Student", "Teacher"],
          "column_names": [[-1, "*"], [0, "name"], [0, "home city"], [1, "name"]],
          "column_names_original": [[-1, "*"], [0, "Name"], [0, "Home_City"], [1, "Name"]]}
SYNONYMS = {"db_id": "school", "table_names": ["student | schoolchildren | pupil | scholastic | studentship",
                                               "teacher | educator | student"],
            "column_names": [[-1, "*"], [0, "name | surname | appellation"], [0, "home city | home town | hometown"],
                             [1, "name | surname | appellation"]]}
VECTORS = {"student": [1, 0, 0], "pupil": [0.9, 0.3, 0], "schoolchildren": [1, 0, 0], "scholastic": [1, 0, 0],
           "studentship": [1, 0, 0], "teacher": [0, 1, 0], "educator": [0, 0.95, 0.3], "name": [0, 0, 1],
           "appellation": [0, 0.2, 0.9], "home city": [0.5, 0, 0.5], "home town": [0.45, 0.1, 0.5],
           "hometown": [0.5, 0, 0.5]}


@pytest.fixture()
def words() -> SchemaSynonyms:
    return SchemaSynonyms([SYNONYMS], {"school": SCHEMA}, Words(VECTORS))


def test_the_closest_usable_synonym_is_kept_for_each_name(words):
    swaps = {s.name: s.synonym for s in words.swaps("school")}
    # schoolchildren is a plural, scholastic an adjective, studentship a compound of the name, surname holds "name";
    # "student" as the teacher's synonym is another name of the database; "home town" keeps a word of the name and
    # "hometown" writes one of them again: home city has none.
    assert swaps == {"student": "pupil", "teacher": "educator", "name": "appellation"}
    assert [s.name for s in words.swaps("school")] == ["student", "teacher", "name"]  # longest first, then by name


def test_a_text_two_databases_list_is_embedded_once_and_scored_alike():
    twin = dict(SYNONYMS, db_id="college")
    words = SchemaSynonyms([SYNONYMS, twin], {"school": SCHEMA, "college": dict(SCHEMA, db_id="college")},
                           Words(VECTORS))
    assert words.swaps("school") == words.swaps("college") != []
    # The names with a usable candidate and those candidates, once each though both databases list them.
    assert sorted(words._embedder.asked) == ["appellation", "educator", "name", "pupil", "student", "teacher"]


def test_a_question_is_reworded_everywhere_but_inside_quotes(words):
    q = "What are the names of students whose home city is 'Student Town' and of the teacher \"Name\"?"
    assert words.reword(q, "school") == ("What are the appellations of pupils whose home city is 'Student Town' and "
                                         "of the educator \"Name\"?")
    assert words.reword("Student names?", "school") == "Pupil appellations?"  # case and number kept
    assert words.reword("How many students?", "other_db") == "How many students?"  # no synonyms: unchanged


def test_the_swaps_a_question_gets_are_listed_once_in_order(words):
    q = "Which teacher teaches the students named 'Student' and which students have no name?"
    assert [(s.name, s.synonym) for s in words.applied(q, "school")] == [("teacher", "educator"),
                                                                       ("student", "pupil"), ("name", "appellation")]
    assert words.applied("Where do the 'students' live?", "school") == []  # quoted values are never swapped


def test_plurals():
    assert [plural(w) for w in ("city", "class", "day", "box", "match", "pupil")] == [
        "cities", "classes", "days", "boxes", "matches", "pupils"]


def test_the_split_names():
    assert parse("tune") == ("tune", None) and parse("confirm-hard") == ("confirm", "hard")
    assert parse("dev") is None and parse("tune-odd") is None and parse("train") is None


def test_confirm_shares_no_question_and_no_database_with_tune():
    class Q:
        def __init__(self, i: int) -> None:
            self.db_id, self.i = f"db{i // 5}", i

    train = [Q(i) for i in range(2000)]
    tune, confirm = draw("tune", train), draw("confirm", train)
    assert len(tune) == len(confirm) == 300 and draw("tune", train) == tune  # seeded: the same every time
    assert not {q.db_id for q in tune} & {q.db_id for q in confirm} and not set(tune) & set(confirm)


@pytest.mark.model
@pytest.mark.parametrize("base", ["tune", "confirm"])
def test_the_variants_pair_with_their_base_on_spider(spider_dir, base, tmp_path, monkeypatch):
    models = cache_dir() / "models"  # the user's models (MiniLM among them), not fetched again into tmp_path
    models.mkdir(exist_ok=True)
    monkeypatch.setenv("NL2SQL_CACHE", str(tmp_path))  # the rewordings are built here, not in the user's cache
    (tmp_path / "models").symlink_to(models, target_is_directory=True)
    plain = load_dataset(spider_dir, base)
    for variant in ("syn", "hard"):
        other = load_dataset(spider_dir, f"{base}-{variant}")
        assert [(e.id, e.gold_sql, e.db_id) for e in other] == [(e.id, e.gold_sql, e.db_id) for e in plain]
        changed = sum(a.question != b.question for a, b in zip(plain, other))
        assert changed > len(plain) / 3, (variant, changed)
    assert not {e.db_id for e in plain} & {e.db_id for e in load_dataset(spider_dir, "dev")}
    assert hard_questions(spider_dir, {plain[0].index: (plain[0].question, plain[0].db_id)}) == {
        plain[0].index: load_dataset(spider_dir, f"{base}-hard")[0].question}  # read back from the cache


@pytest.mark.slow
def test_tune_and_confirm_on_spider_share_nothing(spider_dir):
    tune, confirm = load_dataset(spider_dir, "tune"), load_dataset(spider_dir, "confirm")
    assert len(tune) == len(confirm) == 300
    assert not {e.id for e in tune} & {e.id for e in confirm} and not set(tune.db_ids) & set(confirm.db_ids)


@pytest.mark.slow
def test_a_hard_split_without_the_synonyms_file_names_it(tmp_path: Path, spider_dir):
    root = tmp_path / "spider"
    root.mkdir()
    for name in ("tables.json", "train_spider_syn.json"):
        (root / name).symlink_to(spider_dir / name)
    (root / "database").symlink_to(spider_dir / "database")
    assert len(load_dataset(root, "tune")) == 300
    with pytest.raises(DatasetError, match="synonyms_train.json"):
        load_dataset(root, "tune-hard")
    json.loads((root / "tables.json").read_text())  # the folder is otherwise whole
