"""SQL and SQLite: the read-only executor, schema reading, the quote-aware scanner, and the checks and repairs of SQL.

Holds: db (read-only execution under a timeout that interrupts; json_cell, a result cell as JSON), schema (a
database's tables, columns and keys, and their CREATE TABLE text), scanner (the quote-aware scanner and
quote_identifier, the one identifier quoter), parsing (SQL parsed with the SQLite dialect), words (the question's cue
words the checks read), validation (with references: the tables and columns checked scope by scope, and
suggestions: the fix worded for each), guardrails (the pipeline; clean and rewrites: its steps; options: their
knobs), constraints and identifiers (identifier repair).
May import: layer 0 only: nl2sql.paths, nl2sql.knobs, nl2sql.registry, nl2sql.text (docs/architecture.md#layers).
"""
