"""Names and questions matched by meaning: the packaged MiniLM's cosine between texts, for the candidate agent.

    alignment("How many teachers are there?", ["SELECT count(*) FROM faculty", "SELECT count(*) FROM degrees"], schema)

weighs a vote's competing answers (WeighingOptions.align_weight): each query, read as the words it names (sql_in_words),
against the question; and

    nearest_meaning("Sex", ["dormid", "dorm_name", "gender"], floor=0.5)   # "gender"

respells a name the database lacks to the real one it means, when no spelling is close (VoteOptions.meaning_repair);
and

    linked_view("How many workers are from each town?", schema)   # "How many employee are from each city?"

rewrites a question with each word the schema lacks swapped for the name it means (WeighingOptions.view_candidates).
Nothing here reads gold, and nothing reads the synonym lists that reworded a split (data.rewording).
"""

from __future__ import annotations

import re
import threading
from functools import partial
from typing import Any, Sequence

from nl2sql.data.linking import default_embedder
from nl2sql.sql.identifiers import Meaning
from nl2sql.sql.schema import Schema
from nl2sql.sql.words import LINK_STOP_WORDS, identifier_words, singular

_LOCK = threading.Lock()
# How a query's aggregates and sort order read in a question, for sql_in_words.
_SQL_WORDS = {"count": "number of", "avg": "average", "sum": "total", "max": "maximum", "min": "minimum",
              "desc": "descending", "asc": "ascending"}
_SQL_TOKEN = re.compile(r"'[^']*'|\"[^\"]*\"|[A-Za-z_][A-Za-z_0-9]*")
MEANING_MARGIN = 0.15  # a lead over the runner-up below this is a guess between two names, not a meaning
# linked_view reads a question word as a schema name this near in meaning and this far ahead of the next name. A
# looser linker (0.5, 0.05) restores more of tune-syn's replaced words but its gain did not hold on confirm-syn
# (results/reference/robustness/screen/view_linker/).
VIEW_FLOOR = 0.6
VIEW_MARGIN = MEANING_MARGIN
_WORD = re.compile(r"'[^']*'|\"[^\"]*\"|[A-Za-z]+")


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


def _embed(texts: list[str]) -> Any:
    with _LOCK:  # one model for every thread of the process
        return _unit(default_embedder().encode(texts))


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


def _unnamed(m: re.Match, known: set[str]) -> bool:
    """Whether a question word is one no schema name has: not a quoted or capitalised value ("USA", "Germany"), not a
    stop word or an -ing form, and no name word's form ("ordered": order, "enrolled": enrollment)."""
    word = m.group()
    low = word.lower()
    if word[0] in "'\"" or len(word) < 3 or low in LINK_STOP_WORDS or (m.start() > 0 and word[0].isupper()) \
            or low.endswith("ing"):  # a verb's -ing form ("playing") is not the name of a thing ("player")
        return False
    return not any(low.startswith(k) if len(k) < 5 else low[:5] == k[:5] for k in known if len(k) > 2) \
        and singular(low) not in known


def linked_view(question: str, schema: Schema, floor: float = VIEW_FLOOR, margin: float = VIEW_MARGIN) -> str:
    """The question with each word the schema's names lack swapped for the name it means: the name whose words are
    nearest by MiniLM (cosine >= floor, margin ahead of the next). Quoted values, stop words and words a name
    contains stay; the question itself when nothing is swapped."""
    texts = list(dict.fromkeys(text for _, _, text in _names(schema)))
    known = {w for text in texts for w in text.split()}
    spans = [m for m in _WORD.finditer(question) if _unnamed(m, known)]
    if not spans or len(texts) < 2:
        return question
    words = list(dict.fromkeys(m.group().lower() for m in spans))
    vectors = _embed(words + texts)
    sims = vectors[: len(words)] @ vectors[len(words):].T
    swap = {}
    for w, row in zip(words, sims):
        order = row.argsort()[::-1]
        best, runner_up = float(row[order[0]]), float(row[order[1]])
        if best >= floor and best - runner_up >= margin:
            swap[w] = texts[order[0]]
    out, at = [], 0
    for m in spans:
        if m.group().lower() in swap:
            name = swap[m.group().lower()]
            out += [question[at:m.start()], name.capitalize() if m.group()[0].isupper() else name]
            at = m.end()
    return "".join(out) + question[at:]
