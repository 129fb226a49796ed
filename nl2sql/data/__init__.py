"""Data: Spider-style datasets and splits, and what a prompt shows of a database (schema texts, linking, values,
retrieved examples).

Holds: options (DataOptions: which questions; PromptOptions: what a prompt shows), dataset (load_dataset, the
bundled set), records (Dataset, Example, the readers formats share), formats (DatasetFormat, FORMATS: Spider's, BIRD's,
a plugin's), schema_texts, linking, values, examples, meanings (MiniLM matches of names).
May import: nl2sql.sql, nl2sql.llm and layer 0 (docs/architecture.md#layers).
"""

from nl2sql.data.dataset import Dataset, DatasetError, Example, ensure_bundled, load_dataset

__all__ = ["Dataset", "DatasetError", "Example", "ensure_bundled", "load_dataset"]
