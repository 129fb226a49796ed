"""Retrieved few-shot examples: pick k question/SQL pairs from a training pool for each question.

    shots = select_shots(examples, options)          # {example id: [Shot, ...]}; {} when options.fewshot_k == 0
    shots = select_shots(examples, options, drafts={"dev-0001": "SELECT ..."})   # skeleton selection uses drafts

The pool is a JSON list of Spider-style records (`question` or `SpiderQuestion`, `query`, `db_id`), read as
nl2sql.data.dataset reads question files; PromptOptions.fewshot_pool names it, "" meaning <data_dir>/train_spider_syn.json.

Two exclusions hold by construction, whatever the selection:
- never an example from the question's own database (the model must not see answers over its schema);
- never a question of the tune split (nl2sql.data.dataset.load_dataset(data_dir, "tune")), matched by
  (db_id, question text) so that the rule holds whichever training file the split was drawn from.

Selections (PromptOptions.fewshot_selection): "question" ranks the pool by cosine similarity of MiniLM question
embeddings; "skeleton" (DAIL-SQL) re-ranks the most similar questions by a mix of question similarity and
the similarity of their SQL skeletons to a draft query, falling back to "question" without a draft;
"random" draws k eligible examples, seeded by PromptOptions.seed and the question (the ablation's control).
"""

from __future__ import annotations

import difflib
import functools
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from nl2sql.data.dataset import DatasetError, Example, load_dataset, question_files, question_records
from nl2sql.data.options import FEWSHOT_SELECTIONS, PromptOptions
from nl2sql.paths import cache_dir, sha256_file

DEFAULT_POOL = "train_spider_syn.json"
# "skeleton": the question-similar candidates re-ranked by skeleton similarity, and the weight of the latter.
SKELETON_CANDIDATES = 100
SKELETON_WEIGHT = 0.5
_ROUND = 6  # scores are rounded before ranking, so float noise cannot reorder ties between runs


@dataclass(frozen=True)
class Shot:
    """One retrieved example: a pool question, its SQL, its database, and how well it matched (higher is closer)."""

    question: str
    sql: str
    db_id: str
    score: float = 0.0


# -- the pool --------------------------------------------------------------------------------------------------

def pool_path(options: PromptOptions) -> Path:
    """The pool file the options name: fewshot_pool, or train_spider_syn.json in the data directory."""
    if options.fewshot_pool:
        return Path(options.fewshot_pool).expanduser()
    return Path(options.data_dir).expanduser() / DEFAULT_POOL


def load_pool(path: Path) -> list[Shot]:
    """Every record of a pool file as a Shot (score 0), in file order."""
    if not path.is_file():
        raise FileNotFoundError(
            f"few-shot pool not found: {path} (fewshot_k > 0 needs a JSON list of question/query/db_id records: "
            f"set fewshot_pool to such a file, or data_dir to a Spider folder holding {DEFAULT_POOL}, "
            "or fewshot_k=0)")
    return [Shot(q, sql, db) for q, db, sql in question_records(path, "few-shot pool")]


def _key(db_id: str, question: str) -> tuple[str, str]:
    return db_id, " ".join(question.split()).lower()


@functools.lru_cache(maxsize=4)
def tune_questions(data_dir: str) -> frozenset[tuple[str, str]]:
    """(db_id, normalised question) of every tune-split question; empty where the folder has no training file."""
    root = Path(data_dir).expanduser()
    if not root.is_dir() or not question_files(root, "tune"):
        return frozenset()
    try:
        tune = load_dataset(root, "tune")
    except DatasetError:  # e.g. no tables.json beside the training file: no tune split to protect
        return frozenset()
    return frozenset(_key(e.db_id, e.question) for e in tune)


# -- SQL skeletons (DAIL-SQL) ---------------------------------------------------------------------------------

@functools.lru_cache(maxsize=65536)
def sql_skeleton(sql: str) -> tuple[str, ...]:
    """The query's tokens with names masked as "_" and values as "?": keywords, operators, functions stay."""
    import sqlglot
    from sqlglot.errors import SqlglotError
    from sqlglot.tokens import TokenType

    try:
        tokens = sqlglot.Dialect.get_or_raise("sqlite").tokenize(sql)
    except SqlglotError:
        return tuple(sql.lower().split())
    out: list[str] = []
    for i, tok in enumerate(tokens):
        nxt = tokens[i + 1].token_type if i + 1 < len(tokens) else None
        if tok.token_type in (TokenType.VAR, TokenType.IDENTIFIER) and nxt != TokenType.L_PAREN:
            word = "_"
        elif tok.token_type in (TokenType.NUMBER, TokenType.STRING):
            word = "?"
        elif tok.token_type == TokenType.SEMICOLON:
            continue
        else:
            word = tok.text.lower()
        if word == "_" and len(out) >= 2 and out[-1] == "." and out[-2] == "_":
            out.pop()  # T1.name reads as one name, like name
            continue
        out.append(word)
    return tuple(out)


def skeleton_similarity(a: str, b: str) -> float:
    """How alike two queries' skeletons are, in [0, 1] (difflib's ratio over the skeleton tokens)."""
    return difflib.SequenceMatcher(None, sql_skeleton(a), sql_skeleton(b), autojunk=False).ratio()


# -- embeddings --------------------------------------------------------------------------------------------------

_MATRICES: dict[tuple[str, str], Any] = {}  # (pool sha256, embedder name) -> unit vectors, once per process


def _unit(vecs: Any) -> Any:
    import numpy as np

    vecs = np.asarray(vecs, dtype=np.float32)
    return vecs / np.clip(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-12, None)


def pool_matrix(pool: Sequence[Shot], pool_sha: str, embedder: Any, name: str | None) -> Any:
    """Unit question vectors of the pool: from this process's memo, the .npy cache (named embedders), or computed."""
    import numpy as np

    memo = (pool_sha, name or f"id{id(embedder)}")
    if memo in _MATRICES:
        return _MATRICES[memo]
    file = cache_dir() / "fewshot" / f"{pool_sha[:16]}-{name}.npy" if name else None
    matrix = None
    if file is not None and file.is_file():
        try:
            matrix = np.load(file)
        except (OSError, ValueError):
            matrix = None  # a torn or foreign file: recompute it
        if matrix is not None and matrix.shape[0] != len(pool):
            matrix = None
    if matrix is None:
        matrix = _unit(embedder.encode([s.question for s in pool], batch_size=64))
        if file is not None:
            file.parent.mkdir(parents=True, exist_ok=True)
            tmp = file.with_suffix(f".{time.time_ns()}.tmp.npy")
            np.save(tmp, matrix)
            tmp.replace(file)  # atomic: a second process never reads half a matrix
    _MATRICES[memo] = matrix
    return matrix


def _default_embedder() -> tuple[Any, str]:
    """The packaged MiniLM and the name its pool vectors are cached under."""
    from nl2sql.data.linking import default_embedder
    from nl2sql.llm.weights.models import EMBEDDING_MODEL

    return default_embedder(), EMBEDDING_MODEL.replace("/", "_")


# -- selection ---------------------------------------------------------------------------------------------------

class ShotPicker:
    """Picks shots from one pool, minus the excluded questions; embeds the pool once, on first use."""

    def __init__(self, pool: Sequence[Shot], excluded: frozenset[tuple[str, str]] = frozenset(),
                 embedder: Any = None, embedder_name: str | None = None, pool_sha: str = "") -> None:
        import numpy as np

        self.pool = list(pool)
        self.pool_sha = pool_sha
        self._embedder, self._embedder_name = embedder, embedder_name
        self._db = np.array([s.db_id for s in self.pool], dtype=object)
        # The tune questions are never eligible, whatever the question asked.
        self._open = np.array([_key(s.db_id, s.question) not in excluded for s in self.pool], dtype=bool)
        self._matrix: Any = None
        self._questions: dict[str, Any] = {}

    @classmethod
    def from_options(cls, options: PromptOptions, embedder: Any = None,
                     embedder_name: str | None = None) -> "ShotPicker":
        """The options' pool minus the tune split of their data_dir; the embedder is the packaged MiniLM unless given."""
        path = pool_path(options)
        pool = load_pool(path)
        return cls(pool, tune_questions(str(options.data_dir)), embedder, embedder_name, sha256_file(path))

    def eligible(self, db_id: str) -> Any:
        """The pool positions a question on db_id may be shown: other databases, not the tune split."""
        return self._open & (self._db != db_id)

    def pick(self, question: str, db_id: str, k: int, selection: str = "question", *, seed: int = 0,
             draft: str | None = None) -> list[Shot]:
        """Up to k shots for one question, best first; the same arguments give the same shots."""
        import numpy as np

        if selection not in FEWSHOT_SELECTIONS:
            raise ValueError(f"unknown few-shot selection {selection!r}: use one of {FEWSHOT_SELECTIONS}")
        ok = np.flatnonzero(self.eligible(db_id))
        if k <= 0 or not len(ok):
            return []
        if selection == "random":
            # Seeded by the question too, so a question's shots do not depend on the batch it runs in.
            picked = random.Random(f"{seed}\x00{db_id}\x00{question}").sample(ok.tolist(), min(k, len(ok)))
            return [self.pool[i] for i in picked]
        sims = self.matrix() @ self._question_vector(question)
        if selection == "question" or not draft:
            return self._top(ok, sims[ok], k)
        near = self._top(ok, sims[ok], SKELETON_CANDIDATES, as_index=True)
        mixed = np.array([(1 - SKELETON_WEIGHT) * sims[i]
                          + SKELETON_WEIGHT * skeleton_similarity(draft, self.pool[i].sql) for i in near])
        return self._top(np.asarray(near), mixed, k)

    def _top(self, idx: Any, scores: Any, k: int, as_index: bool = False) -> Any:
        """The k best (index order breaks ties) as Shots with their scores, or as pool positions."""
        import numpy as np

        rounded = np.round(np.asarray(scores, dtype=float), _ROUND)
        order = np.lexsort((idx, -rounded))[:k]
        if as_index:
            return [int(idx[j]) for j in order]
        return [replace(self.pool[int(idx[j])], score=float(rounded[j])) for j in order]

    def matrix(self) -> Any:
        """The pool's unit question vectors (embedded once per process and pool file; cached on disk)."""
        if self._matrix is None:
            if self._embedder is None:
                self._embedder, self._embedder_name = _default_embedder()
            self._matrix = pool_matrix(self.pool, self.pool_sha, self._embedder, self._embedder_name)
        return self._matrix

    def _question_vector(self, question: str) -> Any:
        # One question per encode() call: a vector must not depend on what it was batched with.
        if question not in self._questions:
            self.matrix()
            self._questions[question] = _unit(self._embedder.encode([question]))[0]
        return self._questions[question]


_PICKERS: dict[tuple[str, str, str], ShotPicker] = {}


def check_pool(options: PromptOptions) -> None:
    """Raise the error naming the pool file and its fix when the options show shots (fewshot_k > 0) and it is gone."""
    if options.fewshot_k > 0 and not pool_path(options).is_file():
        load_pool(pool_path(options))


def shot_picker(options: PromptOptions) -> ShotPicker:
    """The options' ShotPicker with the packaged MiniLM, built once per process per pool file and data directory."""
    path = pool_path(options)
    if not path.is_file():
        load_pool(path)  # raises the error that names the path and the fix
    key = (str(path.resolve()), sha256_file(path), str(Path(options.data_dir).expanduser().resolve()))
    if key not in _PICKERS:
        _PICKERS[key] = ShotPicker.from_options(options)
    return _PICKERS[key]


def select_shots(examples: Sequence[Example], options: PromptOptions, drafts: Mapping[str, str] | None = None, *,
                 picker: ShotPicker | None = None) -> dict[str, list[Shot]]:
    """fewshot_k shots per example, keyed by example id ({} when fewshot_k is 0); drafts feed "skeleton"."""
    opts = PromptOptions.of(options)
    if opts.fewshot_k <= 0:
        return {}
    picker = picker or shot_picker(opts)
    drafts = drafts or {}
    return {e.id: picker.pick(e.question, e.db_id, opts.fewshot_k, opts.fewshot_selection, seed=opts.seed,
                              draft=drafts.get(e.id))
            for e in examples}
