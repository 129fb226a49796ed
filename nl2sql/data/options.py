"""The data components' knobs: which questions a run answers, and what a prompt shows of their databases.

    DataOptions(data_dir="../shared/spider", split="tune", sample=100)     # the selection (nl2sql.data.dataset)
    PromptOptions(sample_rows=3, value_hints=True)                        # schema texts and examples in a prompt
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from nl2sql.data.dataset import Dataset, load_dataset
from nl2sql.data.formats import FORMAT_CHOICES
from nl2sql.knobs import Options, knob, seed_knob
from nl2sql.paths import BUNDLED_DIR
from nl2sql.sql.schema import MAX_SAMPLE_ROWS

VALUE_HINT_COLUMNS = ("all", "unnamed")

SCHEMA_STYLES = ("create", "compact")
FEWSHOT_SELECTIONS = ("question", "skeleton", "random")  # MiniLM similarity, DAIL-SQL skeletons, random (data.examples)


def folder_knob() -> Any:
    """The benchmark folder, declared by each component that reads it (the selection, the retrieved examples)."""
    return knob(str(BUNDLED_DIR), "a Spider folder (dev.json, tables.json, database/) or a BIRD one; a run compares "
                "its contents by hash, not its path", output=False)


@dataclass(frozen=True)
class DataOptions(Options):
    """Which questions: a Spider-style folder, a split, and a selection of it (finished questions stay valid)."""

    data_dir: str = folder_knob()
    seed: int = seed_knob()
    split: str = knob("dev", "the split: dev, train, or a derived one (tune, tune-syn, ...: nl2sql.data.splits)")
    limit: int | None = knob(None, "first N", minimum=1, hint="or None (every question)", output=False)
    sample: int | None = knob(None, "N random", minimum=1, hint="or None (every question)", output=False)
    db_ids: list[str] | None = knob(None, 'only these databases, e.g. ["concert_singer", "pets_1"]; None = all',
                                    output=False)
    shard: str | None = knob(None, '"K/N": shard K of N (nl2sql.store.shards); None = all', output=False)
    data_format: str = knob("auto", "The folder's layout: a registered format (nl2sql.data.formats), or \"auto\": the "
                            "first that claims the folder", choices=FORMAT_CHOICES, output=False, hint=(
                                "(a plugin's format is one once its package is installed: docs/extending.md#plugins)"))

    def check(self) -> None:
        if self.shard:
            self.set("shard", str(parse_shard(self.shard)))  # "3 / 8" -> "3/8"

    def dataset(self) -> Dataset:
        """The selection these options name: data_dir's split, its db_ids, the seeded sample, the first `limit`."""
        return load_dataset(self.data_dir, self.split, db_ids=self.db_ids, limit=self.limit, sample=self.sample,
                            seed=self.seed, data_format=self.data_format)


@dataclass(frozen=True)
class PromptOptions(Options):
    """What a SQL prompt shows of a database and a question: the schema text's style, example rows, value hints,
    column descriptions, retrieved examples, BIRD's evidence (nl2sql.data.schema_texts, nl2sql.data.values,
    nl2sql.data.examples, nl2sql.data.formats.bird)."""

    data_dir: str = folder_knob()
    seed: int = seed_knob()
    schema_style: str = knob("create", "the schema text: CREATE TABLE statements, or one compact line per table",
                             choices=SCHEMA_STYLES)
    sample_rows: int = knob(0, "example rows per table under its CREATE TABLE, 0..3")
    sample_tables: int = knob(0, "single-shot prompts: only the example rows of the k tables the question is most "
                              "about (MiniLM), after the statements (nl2sql.data.schema_texts); 0 = rows under every "
                              "table", minimum=0, hint="(0 = every table)")
    value_hints: bool = knob(False, "add the stored text values the question names (at most max_value_hints, 3 per "
                             "column)")
    max_value_hints: int = knob(10, "value hints per question at most", minimum=1,
                                hint="(turn hints off with value_hints=false)")
    value_hint_columns: str = knob("all", 'which value hints: "all", or "unnamed", only the values whose column the '
                                   "question does not name (a question reworded without its column names, "
                                   "Spider-Realistic's kind, needs them; the others' prompts stay as they were)",
                                   choices=VALUE_HINT_COLUMNS)
    fewshot_k: int = knob(0, "question/SQL pairs from other databases; 0 = off", minimum=0)
    fewshot_pool: str = knob("", 'JSON list of question/query/db_id records; "" = <data_dir>/train_spider_syn.json')
    fewshot_selection: str = knob("question", "how shots are picked", choices=FEWSHOT_SELECTIONS)
    use_evidence: bool = knob(True, "BIRD's evidence after the question in every prompt (no effect on data without "
                              "it)")
    column_descriptions: bool = knob(False, "BIRD's database_description/*.csv as comments on the schema text's "
                                     "columns")

    def check(self) -> None:
        if not 0 <= self.sample_rows <= MAX_SAMPLE_ROWS:
            raise ValueError(f"{type(self).__name__}.sample_rows must be 0..{MAX_SAMPLE_ROWS} (example rows per "
                             f"table), got {self.sample_rows}")

    @property
    def hint_limit(self) -> int:
        """Value hints per question: max_value_hints with value_hints on, else 0 (none)."""
        return self.max_value_hints if self.value_hints else 0

    def similarity_shots(self) -> bool:
        """Whether retrieved examples are picked by MiniLM similarity (the embedding model is then needed)."""
        return self.fewshot_k > 0 and self.fewshot_selection != "random"

    def random_shots(self) -> bool:
        """Whether retrieved examples are drawn at random (seeded: the seed then changes the prompts)."""
        return self.fewshot_k > 0 and self.fewshot_selection == "random"


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
