"""The data components' knobs: which questions a run answers, and what a prompt shows of their databases.

    DataOptions(data_dir="../shared/spider", split="tune", sample=100)     # the selection (nl2sql.data.dataset)
    PromptOptions(sample_rows=3, value_hints=True)                        # schema texts and examples in a prompt
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from nl2sql.data.dataset import Dataset, load_dataset
from nl2sql.data.formats import FORMAT_CHOICES
from nl2sql.knobs import NO_OUTPUT, Options, SeedOptions, choices, minimum
from nl2sql.paths import BUNDLED_DIR
from nl2sql.sql.schema import MAX_SAMPLE_ROWS

VALUE_HINT_COLUMNS = ("all", "unnamed")

SCHEMA_STYLES = ("create", "compact")
FEWSHOT_SELECTIONS = ("question", "skeleton", "random")  # MiniLM similarity, DAIL-SQL skeletons, random (data.examples)


@dataclass(frozen=True)
class FolderOptions(Options):
    """The benchmark folder: its questions and databases, and the retrieved examples' default pool."""

    # a Spider folder (dev.json, tables.json, database/) or a BIRD one; a run compares its contents by hash, not its path
    data_dir: str = field(default=str(BUNDLED_DIR), metadata=NO_OUTPUT)


@dataclass(frozen=True)
class DataOptions(FolderOptions, SeedOptions):
    """Which questions: a Spider-style folder, a split, and a selection of it (finished questions stay valid)."""

    split: str = "dev"  # the split: dev, train, or a derived one (tune, tune-syn, ...: nl2sql.data.splits)
    limit: int | None = field(default=None, metadata=minimum(1, "or None (every question)", **NO_OUTPUT))  # first N
    sample: int | None = field(default=None, metadata=minimum(1, "or None (every question)", **NO_OUTPUT))  # N random
    # only these databases, e.g. ["concert_singer", "pets_1"]; None = all
    db_ids: list[str] | None = field(default=None, metadata=NO_OUTPUT)
    shard: str | None = field(default=None, metadata=NO_OUTPUT)  # "K/N": shard K of N (nl2sql.store.shards); None = all
    # The folder's layout: a registered format (nl2sql.data.formats), or "auto": the first that claims the folder
    data_format: str = field(default="auto", metadata=choices(
        FORMAT_CHOICES, "(a plugin's format is one once its package is installed: docs/extending.md#plugins)", **NO_OUTPUT))

    def check(self) -> None:
        if self.shard:
            self.set("shard", str(parse_shard(self.shard)))  # "3 / 8" -> "3/8"

    def dataset(self) -> Dataset:
        """The selection these options name: data_dir's split, its db_ids, the seeded sample, the first `limit`."""
        return load_dataset(self.data_dir, self.split, db_ids=self.db_ids, limit=self.limit, sample=self.sample,
                            seed=self.seed, data_format=self.data_format)


@dataclass(frozen=True)
class PromptOptions(FolderOptions, SeedOptions):
    """What a SQL prompt shows of a database and a question: the schema text's style, example rows, value hints,
    column descriptions, retrieved examples, BIRD's evidence (nl2sql.data.schema_texts, nl2sql.data.values,
    nl2sql.data.examples, nl2sql.data.formats.bird)."""

    # the schema text: CREATE TABLE statements, or one compact line per table
    schema_style: str = field(default="create", metadata=choices(SCHEMA_STYLES))
    sample_rows: int = 0  # example rows per table under its CREATE TABLE, 0..3
    # single-shot prompts: only the example rows of the k tables the question is most about (MiniLM), after the
    # statements (nl2sql.data.schema_texts); 0 = rows under every table
    sample_tables: int = field(default=0, metadata=minimum(0, "(0 = every table)"))
    value_hints: bool = False  # add the stored text values the question names (at most max_value_hints, 3 per column)
    # value hints per question at most
    max_value_hints: int = field(default=10, metadata=minimum(1, "(turn hints off with value_hints=false)"))
    # which value hints: "all", or "unnamed", only the values whose column the question does not name (a question
    # reworded without its column names, Spider-Realistic's kind, needs them; the others' prompts stay as they were)
    value_hint_columns: str = field(default="all", metadata=choices(VALUE_HINT_COLUMNS))
    fewshot_k: int = field(default=0, metadata=minimum(0))  # question/SQL pairs from other databases; 0 = off
    fewshot_pool: str = ""  # JSON list of question/query/db_id records; "" = <data_dir>/train_spider_syn.json
    fewshot_selection: str = field(default="question", metadata=choices(FEWSHOT_SELECTIONS))  # how shots are picked
    use_evidence: bool = True  # BIRD's evidence after the question in every prompt (no effect on data without it)
    column_descriptions: bool = False  # BIRD's database_description/*.csv as comments on the schema text's columns

    def check(self) -> None:
        if not 0 <= self.sample_rows <= MAX_SAMPLE_ROWS:
            raise ValueError(f"{type(self).__name__}.sample_rows must be 0..{MAX_SAMPLE_ROWS} (example rows per "
                             f"table), got {self.sample_rows}")

    @property
    def hint_limit(self) -> int:
        """Value hints per question: max_value_hints with value_hints on, else 0 (none)."""
        return self.max_value_hints if self.value_hints else 0


# -- shards (DataOptions.shard; nl2sql.store.shards keeps their folders) -------------------------------------------
_SHARD = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


@dataclass(frozen=True)
class Shard:
    """Shard k (1-based) of n: str() gives "K/N", name its folder name "K-of-N"."""

    k: int
    n: int

    @property
    def name(self) -> str:
        return f"{self.k}-of-{self.n}"

    def __str__(self) -> str:
        return f"{self.k}/{self.n}"


def parse_shard(text: str) -> Shard:
    """"K/N" (1 <= K <= N) -> Shard; anything else is a ValueError that shows the form."""
    m = _SHARD.match(str(text))
    if not m:
        raise ValueError(f"shard {text!r} must look like K/N, e.g. 3/8 for the third of eight shards")
    k, n = int(m.group(1)), int(m.group(2))
    if not 1 <= k <= n:
        raise ValueError(f"shard {text!r} needs 1 <= K <= N (K/N: shard K of N), got K={k}, N={n}")
    return Shard(k, n)
