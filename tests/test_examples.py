"""Retrieved few-shot examples: the exclusions (own database, tune split), k, selections, prompts, runs."""

from __future__ import annotations

import json
import re
import shutil
import zlib
from pathlib import Path

import numpy as np
import pytest

from nl2sql.config import RunConfig, output_knob_diff
from nl2sql.data import examples as ex_mod
from nl2sql.data.dataset import load_dataset
from nl2sql.data.examples import Shot, ShotPicker, select_shots, skeleton_similarity, sql_skeleton, tune_questions
from nl2sql.llm import FunctionLLM
from nl2sql.methods.agent import react_sql_batch
from nl2sql.methods.baseline import run_baseline
from nl2sql.methods.prompts import SHOTS_HEADER, baseline_prompt, generate_sql_prompt
from nl2sql.testing import scripted


class BagOfWords:
    """A deterministic stand-in for MiniLM: hashed word counts, so shared words mean similar questions."""

    def __init__(self) -> None:
        self.sentences = 0

    def encode(self, sentences: list[str], **_kw) -> np.ndarray:
        self.sentences += len(sentences)
        out = np.zeros((len(sentences), 256))
        for row, text in enumerate(sentences):
            for word in re.findall(r"[a-z]+", text.lower()):
                out[row, zlib.crc32(word.encode()) % 256] += 1.0
        return out


POOL = [  # (question, query, db_id): three databases, several skeletons
    ("How many singers are there?", "SELECT count(*) FROM singer", "music"),
    ("List the names of singers ordered by age.", "SELECT name FROM singer ORDER BY age", "music"),
    ("How many students are there?", "SELECT count(*) FROM student", "school"),
    ("What is the average age of students?", "SELECT avg(age) FROM student", "school"),
    ("Show the names of students older than 20.", "SELECT name FROM student WHERE age > 20", "school"),
    ("How many farms are there?", "SELECT count(*) FROM farm", "farm"),
    ("Which farm has the most cows?", "SELECT farm_id FROM farm ORDER BY cows DESC LIMIT 1", "farm"),
    ("How many cows are there on each farm?", "SELECT farm_id, count(*) FROM cow GROUP BY farm_id", "farm"),
]


def _write(path: Path, records: list[tuple[str, str, str]], field: str = "question") -> Path:
    path.write_text(json.dumps([{field: q, "query": sql, "db_id": db} for q, sql, db in records]), encoding="utf-8")
    return path


@pytest.fixture
def pool_file(tmp_path: Path) -> Path:
    return _write(tmp_path / "pool.json", POOL)


def _picker(path: Path, excluded=frozenset()) -> ShotPicker:
    from nl2sql.data.dataset import question_records

    return ShotPicker([Shot(q, s, d) for q, d, s in question_records(path)], excluded, BagOfWords())


# -- exclusions ----------------------------------------------------------------------------------------------

def test_never_the_questions_own_database(pool_file):
    picker = _picker(pool_file)
    for selection in ("question", "skeleton", "random"):
        for db in ("music", "school", "farm", "elsewhere"):
            shots = picker.pick("How many singers are there?", db, 8, selection, draft="SELECT count(*) FROM t")
            assert shots and all(s.db_id != db for s in shots), (selection, db)
    # The question itself sits in the pool on its own database: it is never shown as an example of itself.
    assert "How many singers are there?" not in {s.question for s in picker.pick("How many singers are there?",
                                                                                 "music", 8)}


def test_tune_split_questions_are_never_shots(tmp_path, mini_dir):
    """A training file larger than the tune split: its 300 sampled questions never show as shots, the rest do."""
    root = tmp_path / "spider"
    tables = json.loads((mini_dir / "tables.json").read_text())
    (root / "database").mkdir(parents=True)
    (root / "tables.json").write_text(json.dumps([t for t in tables if t["db_id"] in ("campus", "concerts")]))
    for db in ("campus", "concerts"):
        shutil.copytree(mini_dir / "database" / db, root / "database" / db)
    filler = [(f"How many students have id {i}?", f"SELECT count(*) FROM student WHERE id = {i}", "campus")
              for i in range(320)]
    skipped = [("How many players are there?", "SELECT count(*) FROM player", "baseball_1")]  # never in tune
    records = filler + POOL + skipped
    _write(root / "train_spider_syn.json", records, field="SpiderQuestion")
    tune = tune_questions(str(root))
    everything = {(d, " ".join(q.split()).lower()) for q, _, d in records}
    assert len(tune) == 300 and tune < everything
    assert ("baseball_1", "how many players are there?") not in tune
    cfg = RunConfig(data_dir=str(root), fewshot_k=50)  # pool "" = <data_dir>/train_spider_syn.json
    picker = ShotPicker.from_options(cfg.options().prompt, embedder=BagOfWords())
    for selection in ("question", "random"):
        shots = picker.pick("How many students are there?", "airline_routes", 50, selection)
        assert len(shots) == len(records) - 300  # everything but the tune questions
        assert not {(s.db_id, " ".join(s.question.split()).lower()) for s in shots} & tune


@pytest.mark.slow
def test_real_spider_pool_excludes_own_database_and_tune_split(spider_dir):
    cfg = RunConfig(data_dir=str(spider_dir), fewshot_k=5)
    picker = ShotPicker.from_options(cfg.options().prompt, embedder=BagOfWords())
    tune = load_dataset(spider_dir, "tune")
    banned = {(e.db_id, " ".join(e.question.split()).lower()) for e in tune}
    assert len(banned) == len(tune) == 300 and len(picker.pool) == 7000
    questions = [*tune.select(limit=15), *load_dataset(spider_dir, "dev", sample=15, seed=3)]
    for selection in ("question", "skeleton", "random"):
        drafts = {e.id: e.gold_sql for e in questions}
        shots = select_shots(questions, cfg.override(fewshot_selection=selection), drafts, picker=picker)
        for e in questions:
            got = shots[e.id]
            assert len(got) == 5
            assert all(s.db_id != e.db_id for s in got), (selection, e.id)
            assert not {(s.db_id, " ".join(s.question.split()).lower()) for s in got} & banned, (selection, e.id)


# -- k, ranking, selections ----------------------------------------------------------------------------------

def test_k_is_respected_and_zero_is_off(pool_file, mini_dir):
    picker = _picker(pool_file)
    qs = load_dataset(mini_dir, "dev", limit=4)
    for k in (1, 3, 5):
        shots = select_shots(qs, RunConfig(fewshot_k=k), picker=picker)
        assert set(shots) == {e.id for e in qs} and all(len(v) == k for v in shots.values())
    assert select_shots(qs, RunConfig(fewshot_k=0), picker=picker) == {}
    assert len(picker.pick("How many cows?", "farm", 50)) == 5  # only five pool entries lie outside "farm"


def test_question_selection_ranks_the_closest_questions_first(pool_file):
    shots = _picker(pool_file).pick("How many students are enrolled?", "campus", 3)
    assert shots[0].question == "How many students are there?"
    assert [s.score for s in shots] == sorted((s.score for s in shots), reverse=True)
    assert shots[0].score > shots[-1].score


def test_skeleton_selection_follows_the_draft_and_falls_back_without_one(pool_file):
    picker = _picker(pool_file)
    q = "How many singers are there in each country?"
    plain = picker.pick(q, "campus", 2, "skeleton")
    assert plain == picker.pick(q, "campus", 2, "question")  # no draft: question similarity alone
    grouped = picker.pick(q, "campus", 1, "skeleton", draft="SELECT country, count(*) FROM singer GROUP BY country")
    assert grouped[0].sql == "SELECT farm_id, count(*) FROM cow GROUP BY farm_id"
    assert plain[0].sql != grouped[0].sql


def test_sql_skeleton_masks_names_and_values_and_keeps_structure():
    assert sql_skeleton("SELECT T1.name FROM singer AS T1 WHERE T1.age  >  56") == \
        ("select", "_", "from", "_", "as", "_", "where", "_", ">", "?")
    assert sql_skeleton("SELECT count(*) FROM head") == ("select", "count", "(", "*", ")", "from", "_")
    assert skeleton_similarity("SELECT name FROM a WHERE x = 'b'", "SELECT title FROM c WHERE y = 3") == 1.0
    assert skeleton_similarity("SELECT count(*) FROM a", "SELECT name FROM a ORDER BY b DESC LIMIT 1") < 0.5


def test_random_selection_is_reproducible_for_a_seed_and_independent_of_the_batch(pool_file, mini_dir):
    picker = _picker(pool_file)
    qs = load_dataset(mini_dir, "dev", limit=6)
    cfg = RunConfig(fewshot_k=3, fewshot_selection="random", seed=7)
    first = select_shots(qs, cfg, picker=picker)
    assert first == select_shots(qs, cfg, picker=_picker(pool_file))  # a fresh picker, the same draw
    assert select_shots(qs[3:4], cfg, picker=picker) == {qs[3].id: first[qs[3].id]}
    other = select_shots(qs, cfg.override(seed=8), picker=picker)
    assert other != first


def test_pool_vectors_are_cached_on_disk_for_the_next_process(pool_file, tmp_path, monkeypatch):
    monkeypatch.setenv("NL2SQL_CACHE", str(tmp_path / "cache"))
    first = BagOfWords()
    pool = [Shot(q, s, d) for q, s, d in POOL]
    ShotPicker(pool, embedder=first, embedder_name="bow", pool_sha="ab" * 32).matrix()
    assert first.sentences == len(POOL)
    saved = list((tmp_path / "cache" / "fewshot").glob("*-bow.npy"))
    assert len(saved) == 1 and np.load(saved[0]).shape == (len(POOL), 256)
    monkeypatch.setattr(ex_mod, "_MATRICES", {})  # what a second process starts with
    second = BagOfWords()
    picker = ShotPicker(pool, embedder=second, embedder_name="bow", pool_sha="ab" * 32)
    picker.pick("How many farms?", "music", 2)
    assert second.sentences == 1  # only the question itself was embedded


# -- configuration and errors ------------------------------------------------------------------------------------

def test_knobs_are_validated_and_a_missing_pool_names_the_fix(tmp_path, mini_dir):
    with pytest.raises(ValueError, match="fewshot_k must be >= 0"):
        RunConfig(fewshot_k=-1)
    with pytest.raises(ValueError, match="fewshot_selection must be one of"):
        RunConfig(fewshot_selection="nearest")
    missing = tmp_path / "nope.json"
    with pytest.raises(FileNotFoundError, match=re.escape(str(missing)) + ".*fewshot_pool"):
        select_shots(load_dataset(mini_dir, "dev", limit=1), RunConfig(fewshot_k=2, fewshot_pool=str(missing)))
    with pytest.raises(FileNotFoundError, match="train_spider_syn.json"):  # the bundled data has no training file
        select_shots(load_dataset(mini_dir, "dev", limit=1), RunConfig(data_dir=str(mini_dir), fewshot_k=2))


def test_the_seed_matters_to_a_resumed_run_only_with_random_shots():
    base = RunConfig(fewshot_k=3).to_dict()
    assert output_knob_diff(base, {**base, "seed": 5}) == {}
    rand = {**base, "fewshot_selection": "random"}
    assert output_knob_diff(rand, {**rand, "seed": 5}) == {"seed": (0, 5)}


# -- prompts ------------------------------------------------------------------------------------------------------

SHOTS = [Shot("How many farms are there?", "SELECT count(*)  FROM farm", "farm", 0.9),
         Shot("List all cows.", "SELECT * FROM cow", "farm", 0.5)]


def test_prompts_render_shots_before_the_schema_and_are_unchanged_without():
    schema = "CREATE TABLE student (id INTEGER, name TEXT);"
    plain = baseline_prompt(schema, "How many students?")
    assert plain[1]["content"] == (f"{schema}\n\nQuestion: How many students?\n\nAnswer with only one SQLite SELECT "
                                   "query that answers the question. Do not explain.")
    assert baseline_prompt(schema, "How many students?", ()) == plain
    block = ("Examples from other databases:\nQuestion: How many farms are there?\nSQL: SELECT count(*) FROM farm\n"
             "Question: List all cows.\nSQL: SELECT * FROM cow\n\n")
    assert baseline_prompt(schema, "How many students?", SHOTS)[1]["content"] == block + plain[1]["content"]
    gen = generate_sql_prompt("How many students?", schema, {"agg": "COUNT"})
    assert generate_sql_prompt("How many students?", schema, {"agg": "COUNT"}, []) == gen
    assert generate_sql_prompt("How many students?", schema, {"agg": "COUNT"}, SHOTS)[1]["content"] == \
        block + gen[1]["content"]


# -- runs ----------------------------------------------------------------------------------------------------------

def _strip_shots(messages: list[dict]) -> list[dict]:
    """The prompt without its examples block (the scripted model reads the first "Question:" line)."""
    user = messages[-1]["content"]
    if user.startswith(SHOTS_HEADER):
        user = user.split("\n\n", 1)[1]
    return [*messages[:-1], {**messages[-1], "content": user}]


def test_a_baseline_run_shows_each_question_its_shots(pool_file, mini_dir):
    prompts: list[str] = []

    def model(messages):
        prompts.append(messages[-1]["content"])
        return scripted.answer(_strip_shots(messages))

    qs = load_dataset(mini_dir, "dev", limit=5)
    cfg = RunConfig(data_dir=str(mini_dir), method="baseline", fewshot_k=2, fewshot_pool=str(pool_file),
                    fewshot_selection="random", batch_size=2)
    preds = run_baseline(qs, FunctionLLM(model), cfg)
    shots = select_shots(qs, cfg)
    assert len(preds) == len(prompts) == 5
    for e, prompt, pred in zip(qs, prompts, preds):
        assert len(shots[e.id]) == 2
        block = prompt.split("\n\n", 1)[0]
        assert block.startswith(SHOTS_HEADER) and f"Question: {e.question}" in prompt.split("\n\n", 1)[1]
        for s in shots[e.id]:
            assert f"Question: {s.question}\nSQL: {' '.join(s.sql.split())}" in block
        assert pred.sql == scripted.answer(baseline_prompt("", e.question))  # it answered its own question
    off = []
    run_baseline(qs[:1], FunctionLLM(lambda m: off.append(m[-1]["content"]) or "SELECT 1"),
                 cfg.override(fewshot_k=0))
    assert SHOTS_HEADER not in off[0] and off[0] == prompts[0].split("\n\n", 1)[1]


def test_the_loop_shows_shots_to_generate_sql_and_the_fallback(pool_file, mini_dir):
    seen: dict[str, list[str]] = {"sql": [], "react": []}

    def model(messages):
        kind = "react" if "text-to-SQL agent" in messages[0]["content"] else "sql"
        seen[kind].append(messages[-1]["content"])
        return scripted.answer(_strip_shots(messages))

    qs = load_dataset(mini_dir, "dev", limit=3)
    cfg = RunConfig(data_dir=str(mini_dir), fewshot_k=2, fewshot_pool=str(pool_file), fewshot_selection="random",
                    max_steps=2)  # two steps end without finish: the fallback prompt is asked too
    results = react_sql_batch(qs, FunctionLLM(model), cfg)
    shots = select_shots(qs, cfg)
    assert len(results) == 3 and all(r.fallback_used for r in results)
    for e, r in zip(qs, results):
        mine = [p for p in seen["sql"] if f"Question: {e.question}\n" in p.split("\n\n", 1)[-1]]
        # generate_sql and the fallback; when generate_sql sent the fallback's very prompt, the fallback reuses it
        reused = any(t.get("reused_generation") for t in r.trace)
        assert len(mine) >= (1 if reused else 2)
        for p in mine:
            for s in shots[e.id]:
                assert p.startswith(SHOTS_HEADER) and f"Question: {s.question}\n" in p
    assert not any(SHOTS_HEADER in p for p in seen["react"])  # the ReAct transcript stays as it was
