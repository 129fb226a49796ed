"""Schema texts for prompts: each database's schema read once, rendered in a style, with example rows and the
question's value hints when a run asks for them (shared by every method)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from nl2sql.data.dataset import _read_json
from nl2sql.data.meanings import MeaningHint, meaning_hints, with_meaning_hints
from nl2sql.data.values import ValueHint, value_hints, with_value_hints
from nl2sql.sql.schema import Schema, read_schema, schema_to_text, with_natural_names, with_samples

if TYPE_CHECKING:
    from nl2sql.config import RunConfig


class OnDatabase(Protocol):
    """Anything that names a database: a dataset Example, for one."""

    db_id: str
    db_path: Path


class SchemaTexts:
    """Schemas and their prompt texts, read once per database file (shared by the baseline and the loop).

    sample_rows > 0 puts that many example rows under each table of every text (RunConfig.sample_rows);
    max_value_hints > 0 adds, per question, the stored values it names (prompt_text, RunConfig.value_hints);
    meaning_threshold > 0 the schema names its words may mean (RunConfig.meaning_hints, nl2sql.data.meanings).
    """

    def __init__(self, style: str = "create", sample_rows: int = 0, max_value_hints: int = 0,
                 meaning_threshold: float = 0.0, tables_json: Path | None = None) -> None:
        self.style = style
        self.tables_json = tables_json
        self._entries: dict[str, dict] | None = None
        self.sample_rows = sample_rows
        self.max_value_hints = max_value_hints
        self.meaning_threshold = meaning_threshold
        self._schemas: dict[tuple[str, str], Schema] = {}
        self._texts: dict[tuple[str, str], str] = {}

    @classmethod
    def for_config(cls, cfg: "RunConfig", style: str | None = None) -> "SchemaTexts":
        """The texts a run's config asks for: schema_style (or style), sample_rows, value_hints, natural_names."""
        hints = cfg.max_value_hints if cfg.value_hints else 0
        tables_json = Path(cfg.data_dir).expanduser() / "tables.json" if cfg.natural_names else None
        return cls(style or cfg.schema_style, cfg.rows_per_table, hints, cfg.meaning_hints, tables_json)

    @staticmethod
    def _key(example: OnDatabase) -> tuple[str, str]:
        return str(Path(example.db_path)), example.db_id

    def schema(self, example: OnDatabase) -> Schema:
        """The schema of the example's database (read on first use), with its example rows when asked for."""
        key = self._key(example)
        if key not in self._schemas:
            schema = with_natural_names(read_schema(example.db_path, example.db_id), self.entry(example.db_id))
            self._schemas[key] = with_samples(schema, example.db_path, self.sample_rows)
        return self._schemas[key]

    def entry(self, db_id: str) -> dict | None:
        """The database's tables.json entry when natural names are asked for (RunConfig.natural_names); None else."""
        if self.tables_json is None:
            return None
        if self._entries is None:
            if not self.tables_json.is_file():
                raise FileNotFoundError(f"natural_names=true needs the data directory's tables.json, and there is "
                                        f"none at {self.tables_json}: point data_dir at a Spider folder, or set "
                                        "natural_names=false")
            entries = _read_json(self.tables_json, "tables.json")  # the dataset's reader: its errors name the line
            self._entries = {e.get("db_id"): e for e in entries if isinstance(e, dict)}
        return self._entries.get(db_id)

    def text(self, example: OnDatabase) -> str:
        """The full schema text in this style (what the loop's get_schema shows and the baseline prompts with)."""
        key = self._key(example)
        if key not in self._texts:
            self._texts[key] = schema_to_text(self.schema(example), self.style)
        return self._texts[key]

    def hints(self, example: OnDatabase, question: str) -> list["ValueHint"]:
        """The stored values of the example's database that the question names; [] when value hints are off."""
        if self.max_value_hints <= 0:
            return []
        return value_hints(example.db_path, self.schema(example), question, self.max_value_hints)

    def meanings(self, example: OnDatabase, question: str) -> list[MeaningHint]:
        """The schema names the question's words may mean; [] when meaning hints are off."""
        return meaning_hints(self.schema(example), question, self.meaning_threshold)

    def prompt_text(self, example: OnDatabase, question: str) -> str:
        """The full schema text plus the question's value and meaning hints: what a single-shot prompt shows."""
        text = with_value_hints(self.text(example), self.hints(example, question))
        return with_meaning_hints(text, self.meanings(example, question))
