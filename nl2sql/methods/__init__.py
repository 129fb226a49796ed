"""Methods: the ways a question becomes SQL, each a generator of model requests driven in batches.

Holds: registry (the methods by name, with their defaults), driver (the batch driver every method runs on),
baseline (single-shot), candidates (several candidates and their vote), agent/ (the tool-driven ReAct loop),
prompts (every prompt template) and judge (parsing a judge's verdict).
May import: nl2sql.data, nl2sql.sql, nl2sql.eval, nl2sql.llm, nl2sql.config and below (docs/architecture.md#layers).
"""
