"""Methods: the ways a question becomes SQL, each a generator of model requests driven in batches.

Holds: registry (the methods by name, each with its options class), driver (the batch driver every method runs
on), baseline (single-shot), vote (several candidates and their vote; ranking: a candidate's run and the clusters'
scores), candidates (the candidate agent), agent/ (the tool-driven ReAct loop), prompts (every prompt template) and
judge (parsing a judge's verdict). Each method's options dataclass lives beside it.
May import: nl2sql.data, nl2sql.sql, nl2sql.eval, nl2sql.llm and below (docs/architecture.md#layers).
"""
