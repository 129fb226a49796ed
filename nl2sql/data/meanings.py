"""Schema linking by meaning: the question's words matched to the schema's names by sentence-embedding similarity.

    hints = meaning_hints(schema, "How many leaders of the divisions are older than 56?", threshold=0.5)
    with_meaning_hints(schema_text, hints)
    # ... schema ...
    # Question words and the schema names they may mean: "leaders" -> head; "divisions" -> department.

A question that stops quoting the schema ("leaders" for head, "staffs" for num_employees) leaves a small
model to guess the names; this writes the guess beside the schema (RunConfig.meaning_hints). Each phrase of
one or two content words of the question that the schema's names do not already hold word for word (the
model reads those itself) is embedded with the packaged MiniLM, and so is each table and column name as
words (num_employees -> "num employees"); a phrase gets a hint for its closest name when their similarity
reaches the threshold. At most MAX_HINTS hints, the closest first, one per name. Nothing here reads gold.

    alignment("How many teachers are there?", ["SELECT count(*) FROM faculty", "SELECT count(*) FROM degrees"], schema)

The same model weighs a vote's competing answers (RunConfig.align_weight): each query, read as the words it names
(sql_in_words), against the question; and respells a name the database lacks to the real one it means, when no
spelling is close (RunConfig.meaning_repair):

    nearest_meaning("Sex", ["dormid", "dorm_name", "gender"], floor=0.5)   # "gender"
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from functools import partial
from typing import Any, Sequence

from nl2sql.data.linking import default_embedder
from nl2sql.sql.identifiers import Meaning
from nl2sql.sql.schema import Schema
from nl2sql.sql.words import LINK_STOP_WORDS, identifier_words, singular

MEANINGS_HEADER = "Question words and the schema names they may mean:"
MAX_HINTS = 5
MAX_PHRASE_WORDS = 2
_WORD = re.compile(r"[a-z]+")
_LOCK = threading.Lock()
_NAMES: dict[tuple[str, ...], Any] = {}  # unit vectors of a schema's names, per schema (its names as words)
_MAX_CACHED = 64
# How a query's aggregates and sort order read in a question, for sql_in_words.
_SQL_WORDS = {"count": "number of", "avg": "average", "sum": "total", "max": "maximum", "min": "minimum",
              "desc": "descending", "asc": "ascending"}
_SQL_TOKEN = re.compile(r"'[^']*'|\"[^\"]*\"|[A-Za-z_][A-Za-z_0-9]*")
MEANING_MARGIN = 0.15  # a lead over the runner-up below this is a guess between two names, not a meaning


@dataclass(frozen=True)
class MeaningHint:
    """A phrase of the question and the table (or table.column) it may mean, with their cosine similarity."""

    phrase: str
    table: str
    column: str | None
    score: float

    def text(self) -> str:
        return f'"{self.phrase}" -> {self.table}.{self.column}' if self.column else f'"{self.phrase}" -> {self.table}'


def _unit(vectors: Any) -> Any:
    import numpy as np

    v = np.asarray(vectors, dtype=float)
    return v / np.clip(np.linalg.norm(v, axis=1, keepdims=True), 1e-12, None)


def _names(schema: Schema) -> list[tuple[str, str | None, str]]:
    """(table, column or None, its name as words) of every table and column."""
    out: list[tuple[str, str | None, str]] = []
    for t in schema.tables:
        out.append((t.name, None, " ".join(identifier_words(t.name))))
        out += [(t.name, c.name, " ".join(identifier_words(c.name))) for c in t.columns]
    return out


def _phrases(words: list[str]) -> list[str]:
    """The question's phrases of 1..MAX_PHRASE_WORDS words that hold a content word, in order, once each."""
    out = []
    for n in range(1, MAX_PHRASE_WORDS + 1):
        for i in range(len(words) - n + 1):
            gram = words[i:i + n]
            if any(w not in LINK_STOP_WORDS and len(w) > 2 for w in gram):
                out.append(" ".join(gram))
    return list(dict.fromkeys(out))


def _embed(texts: list[str]) -> Any:
    with _LOCK:  # one model for every thread of the process
        return _unit(default_embedder().encode(texts))


def meaning_hints(schema: Schema, question: str, threshold: float, bound: int = MAX_HINTS) -> list[MeaningHint]:
    """At most `bound` hints, the most similar first: each ungrounded question phrase's closest schema name, when
    their similarity reaches `threshold`; [] when threshold <= 0."""
    if threshold <= 0 or bound <= 0:
        return []
    words = _WORD.findall(question.lower())
    phrases = _phrases(words)
    names = _names(schema)
    if not phrases or not names:
        return []
    vocabulary = {singular(w) for _, _, text in names for w in text.split()}
    # A phrase whose content words are all schema words is grounded already: the model reads those names itself.
    phrases = [p for p in phrases if not all(singular(w) in vocabulary for w in p.split()
                                             if w not in LINK_STOP_WORDS and len(w) > 2)]
    if not phrases:
        return []
    key = tuple(text for _, _, text in names)
    with _LOCK:
        cached = _NAMES.get(key)
    if cached is None:
        cached = _embed(list(key))
        with _LOCK:
            if len(_NAMES) >= _MAX_CACHED:
                _NAMES.pop(next(iter(_NAMES)))
            _NAMES[key] = cached
    sims = cached @ _embed(phrases).T  # names x phrases
    best: dict[tuple[str, str | None], MeaningHint] = {}
    for j, phrase in enumerate(phrases):
        k = int(sims[:, j].argmax())
        if sims[k, j] < threshold:
            continue
        table, column, _ = names[k]
        hint = MeaningHint(phrase, table, column, round(float(sims[k, j]), 3))
        if (table, column) not in best or hint.score > best[(table, column)].score:
            best[(table, column)] = hint  # one hint per name: its closest phrase
    return sorted(best.values(), key=lambda h: -h.score)[:bound]


def with_meaning_hints(schema_text: str, hints: list[MeaningHint]) -> str:
    """The schema text followed by the hint line; the schema text itself when there are none."""
    if not hints:
        return schema_text
    return f"{schema_text}\n\n{MEANINGS_HEADER} " + "; ".join(h.text() for h in hints) + "."


def sql_in_words(sql: str, schema: Schema) -> str:
    """What a query names, in words and in order: its quoted values, aggregates, sort order, and the schema's tables and
    columns as words ("SELECT count(*) FROM Car_Makers" -> "number of car maker"); aliases and keywords are dropped."""
    named = _names(schema)
    names = {table.lower(): text for table, column, text in named if column is None}
    names.update({column.lower(): text for _, column, text in named if column})  # a column wins over a same-named table
    out = []
    for token in _SQL_TOKEN.findall(sql):
        low = token.lower()
        if token[0] in "'\"":
            out.append(token[1:-1])
        elif low in _SQL_WORDS:
            out.append(_SQL_WORDS[low])
        elif low in names:
            out.append(names[low])
    return " ".join(out)


def alignment(question: str, sqls: Sequence[str], schema: Schema) -> list[float]:
    """Each query's cosine similarity to the question, both embedded by the packaged MiniLM (a query as sql_in_words):
    how closely what it names matches what the question says, synonyms included."""
    vectors = _embed([question] + [sql_in_words(sql, schema) for sql in sqls])
    return [round(float(v), 4) for v in vectors[1:] @ vectors[0]]


def _is_key(name: str) -> bool:
    return identifier_words(name)[-1:] == ["id"]


def nearest_meaning(name: str, options: Sequence[str], floor: float) -> str | None:
    """The option whose words mean most nearly what name's words mean (MiniLM cosine >= floor and MEANING_MARGIN
    ahead of the next), or None. A key (a name ending in id) is matched only to keys, any other name only to others:
    an id swapped for a name is a wrong join or a wrong column, not a synonym."""
    pool = [o for o in dict.fromkeys(options) if _is_key(o) == _is_key(name)]
    if not pool or floor <= 0:
        return None
    vectors = _embed([" ".join(identifier_words(n)) for n in [name, *pool]])
    sims = sorted(zip((float(v) for v in vectors[1:] @ vectors[0]), pool), reverse=True)
    best, pick = sims[0]
    runner_up = sims[1][0] if len(sims) > 1 else -1.0
    return pick if best >= floor and best - runner_up >= MEANING_MARGIN else None


def meaning_respeller(floor: float) -> Meaning | None:
    """nearest_meaning at this floor, for nl2sql.sql.identifiers; None when floor is 0 (off)."""
    return partial(nearest_meaning, floor=floor) if floor > 0 else None
