"""A BIRD-format folder built from the bundled mini dataset (never from BIRD's data): the tests' BIRD questions.

    dev.json            question_id, db_id, question, evidence, SQL, difficulty (from Spider's hardness)
    dev_tables.json     the bundled tables.json
    dev_databases/<db>/<db>.sqlite, and database_description/<table>.csv for retail_orders
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from nl2sql.data.dataset import load_dataset
from nl2sql.eval.hardness import hardness
from nl2sql.sql.schema import schema_from_tables_json

# Evidence written for the questions it helps, as BIRD's annotators write it: "<phrase> refers to <SQL>".
EVIDENCE = {
    "List the names of products that are out of stock.": "out of stock refers to stock = 0",
    "List the titles of all songs that were released as singles.": "released as singles refers to is_single = 1",
    "Which cities have customers who placed an order with free shipping (a shipping cost of zero)?":
        "free shipping refers to shipping_cost = 0",
    "Find the names of premium members who have borrowed a book from the Central Library.":
        "premium members refers to membership_type = 'premium'",
    "How many instructors were hired between 2010 and 2019?":
        "hired between 2010 and 2019 refers to hire_date BETWEEN '2010-01-01' AND '2019-12-31'",
}
# Spider's hardness as BIRD's difficulty: BIRD has three levels where Spider has four.
DIFFICULTY = {"easy": "simple", "medium": "simple", "hard": "moderate", "extra": "challenging"}
DESCRIPTIONS = {  # retail_orders/database_description/<table>.csv, in BIRD's columns
    "product": [("product_id", "product id", "the unique id of the product", "integer", ""),
                ("stock", "stock", "units in the warehouse", "integer", "0 means out of stock"),
                ("price", "price", "", "real", "")],
}


def write_bird_folder(target: Path, source: Path) -> Path:
    """Write a BIRD-layout copy of the Spider-style folder `source` (the bundled mini dataset) under target."""
    ds = load_dataset(source)
    target.mkdir(parents=True, exist_ok=True)
    records = []
    for e in ds:
        level = hardness(e.gold_sql, schema_from_tables_json(ds.tables[e.db_id]))
        records.append({"question_id": e.index, "db_id": e.db_id, "question": e.question,
                        "evidence": EVIDENCE.get(e.question, ""), "SQL": e.gold_sql, "difficulty": DIFFICULTY[level]})
    (target / "dev.json").write_text(json.dumps(records, indent=1), encoding="utf-8")
    shutil.copy(source / "tables.json", target / "dev_tables.json")
    for db_id in ds.db_ids:
        folder = target / "dev_databases" / db_id
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy(ds.db_path(db_id), folder / f"{db_id}.sqlite")
    desc = target / "dev_databases" / "retail_orders" / "database_description"
    desc.mkdir(exist_ok=True)
    for table, rows in DESCRIPTIONS.items():
        lines = ["original_column_name,column_name,column_description,data_format,value_description"]
        lines += [",".join(row) for row in rows]
        # BIRD's files often start with a byte-order mark: the reader must take it.
        (desc / f"{table}.csv").write_text("\ufeff" + "\n".join(lines) + "\n", encoding="utf-8")
    return target
