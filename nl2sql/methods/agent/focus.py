"""The focused schema: schema linking with the configured retriever, and the tables a question's retrievals picked
(docs/reference-loop.md#tools: link_schema, retrieve_tables)."""

from __future__ import annotations

import threading

from nl2sql.data.linking import LinkResult, select_tables
from nl2sql.data.linking import link_schema as _link_schema
from nl2sql.data.linking import retrieve_tables as _retrieve_tables
from nl2sql.methods.agent.state import AgentState
from nl2sql.sql.schema import schema_to_text


def focus(state: AgentState, tables: list[str]) -> tuple[list[str], str]:
    """The focused schema of these tables: the ones the database has, in its order and spelling, and their text."""
    order = {t.lower(): i for i, t in enumerate(state.schema.table_names)}
    canon = {t.lower(): t for t in state.schema.table_names}
    keep = [canon[t] for t in sorted({t.lower() for t in tables if t.lower() in canon}, key=order.__getitem__)]
    return keep, schema_to_text(state.schema, state.options.prompt.schema_style, tables=keep)


def link(state: AgentState, max_tables: int) -> LinkResult:
    """Schema linking with the configured retriever: keyword scores (linking.py) or embedding similarity."""
    opts = state.options
    if opts.retrieval == "keyword":
        return _link_schema(state.nlq, state.schema, max_tables=max_tables, style=opts.prompt.schema_style)
    ranked = _retrieve_tables(state.nlq, state.schema, top_k=len(state.schema.tables), method="embedding",
                              embedder=embedder())
    scores = dict(ranked)
    everything = LinkResult(state.schema.table_names, state.schema_text_full, False, scores)
    if max_tables <= 0 or len(state.schema.tables) <= max_tables:
        return everything
    tables = select_tables(scores, state.schema, max_tables)
    if not tables or len(tables) == len(state.schema.tables):
        return everything
    return LinkResult(tables, schema_to_text(state.schema, opts.prompt.schema_style, tables=tables), True, scores)


_EMBEDDER_LOCK = threading.Lock()


def embedder():
    """The packaged MiniLM sentence embedder (loaded once per process)."""
    from nl2sql.data.linking import default_embedder

    with _EMBEDDER_LOCK:
        return default_embedder()
