"""Schema texts for prompts: each database's schema read once, rendered in a style, with example rows and the
question's value hints when a run asks for them (shared by every method)."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from nl2sql.data.formats.bird import column_descriptions
from nl2sql.data.linking import retrieve_tables
from nl2sql.data.options import PromptOptions
from nl2sql.data.values import ValueHint, value_hints, with_value_hints
from nl2sql.sql.schema import (
    Schema,
    read_schema,
    samples_text,
    schema_to_text,
    with_descriptions,
    with_samples,
    without_samples,
)


class OnDatabase(Protocol):
    """Anything that names a database: a dataset Example, for one."""

    db_id: str
    db_path: Path


class SchemaTexts:
    """Schemas and their prompt texts, read once per database file (shared by the baseline and the loop).

    sample_rows > 0 puts that many example rows under each table of every text (PromptOptions.sample_rows);
    max_value_hints > 0 adds, per question, the stored values it names (prompt_text, PromptOptions.value_hints), with
    unnamed_hints only those whose column it does not name (PromptOptions.value_hint_columns);
    descriptions puts BIRD's column descriptions beside the columns (PromptOptions.column_descriptions);
    sample_tables > 0 shows, after the statements, only the rows of the tables a question is most about (question_text).
    """

    def __init__(self, style: str = "create", sample_rows: int = 0, max_value_hints: int = 0,
                 descriptions: bool = False, sample_tables: int = 0, unnamed_hints: bool = False) -> None:
        self.style = style
        self.sample_rows = sample_rows
        self.sample_tables = sample_tables
        self.max_value_hints = max_value_hints
        self.unnamed_hints = unnamed_hints
        self.descriptions = descriptions
        self._schemas: dict[tuple[str, str], Schema] = {}
        self._texts: dict[tuple[str, str], str] = {}
        self._bare: dict[tuple[str, str], str] = {}  # the texts without example rows (sample_tables > 0)

    @classmethod
    def for_options(cls, options: PromptOptions) -> "SchemaTexts":
        """The texts a prompt's options ask for: schema_style, sample_rows, sample_tables, value_hints and
        column_descriptions."""
        return cls(options.schema_style, options.sample_rows, options.hint_limit, options.column_descriptions,
                   options.sample_tables, options.value_hint_columns == "unnamed")

    @staticmethod
    def _key(example: OnDatabase) -> tuple[str, str]:
        return str(Path(example.db_path)), example.db_id

    def schema(self, example: OnDatabase) -> Schema:
        """The schema of the example's database (read on first use), with its example rows when asked for."""
        key = self._key(example)
        if key not in self._schemas:
            schema = read_schema(example.db_path, example.db_id)
            if self.descriptions:
                schema = with_descriptions(schema, column_descriptions(str(example.db_path)))
            self._schemas[key] = with_samples(schema, example.db_path, self.sample_rows)
        return self._schemas[key]

    def text(self, example: OnDatabase) -> str:
        """The full schema text in this style (what the loop's get_schema shows and the baseline prompts with)."""
        key = self._key(example)
        if key not in self._texts:
            self._texts[key] = schema_to_text(self.schema(example), self.style)
        return self._texts[key]

    def hints(self, example: OnDatabase, question: str) -> list[ValueHint]:
        """The stored values of the example's database that the question names; [] when value hints are off."""
        if self.max_value_hints <= 0:
            return []
        return value_hints(example.db_path, self.schema(example), question, self.max_value_hints, self.unnamed_hints)

    def question_text(self, example: OnDatabase, question: str) -> str:
        """The schema text a question's prompt shows: with sample_tables > 0, the statements without rows, then the
        example rows of the sample_tables tables the question is most about.

        Example rows are most of a schema text's tokens, and a question rarely needs those of the tables it is not
        about. The packaged MiniLM ranks the tables by their names and columns in words (nl2sql.data.linking); the
        rows come after the statements so that the statements stay a prefix every question of the database shares
        (the model's prefix cache computes them once).
        """
        if self.sample_tables <= 0 or self.sample_rows <= 0:
            return self.text(example)
        schema = self.schema(example)
        key = self._key(example)
        if key not in self._bare:
            self._bare[key] = schema_to_text(without_samples(schema), self.style)
        keep = [name for name, _ in retrieve_tables(question, schema, self.sample_tables, method="embedding")]
        rows = samples_text(schema, keep)
        return f"{self._bare[key]}\n\n{rows}" if rows else self._bare[key]

    def prompt_text(self, example: OnDatabase, question: str) -> str:
        """The question's schema text plus its value hints: what a single-shot prompt shows."""
        return with_value_hints(self.question_text(example, question), self.hints(example, question))
