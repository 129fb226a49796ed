"""Probe: can the default model propose synonyms for schema names (to annotate the schema text with, issue #41)?

40 columns drawn at random (seed 0) from the databases of the tune split, key columns left out; for each, the model
is asked greedily for three other words a person could use for it. Writes probe.jsonl (table, column, reply) in
results/reference/robustness/screen/model-synonyms/. Run from the repository root:

    .venv/bin/python screens/model_synonyms/probe.py
"""
import json
import random
import re
from pathlib import Path

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.llm import GenParams, load
from nl2sql.sql.schema import read_schema

ROOT = Path(__file__).resolve().parents[2]  # screens/<study>/<script>.py -> the repository root


def words(name: str) -> str:
    return " ".join(re.sub(r"([a-z])([A-Z])", r"\1 \2", name).replace("_", " ").split()).lower()


def main() -> None:
    ds = load_dataset("../shared/spider", "tune")
    dbs = {e.db_id: e.db_path for e in ds.evaluable}
    columns = []
    for db_id, path in sorted(dbs.items()):
        schema = read_schema(path, db_id)
        keys = {(fk.table.lower(), fk.column.lower()) for fk in schema.foreign_keys}
        for t in schema.tables:
            pk = {c.lower() for c in t.primary_key}
            columns += [(db_id, t.name, c.name) for c in t.columns
                        if c.name.lower() not in pk and (t.name.lower(), c.name.lower()) not in keys
                        and not c.name.lower().endswith("id")]
    picked = random.Random(0).sample(columns, 40)
    llm = load(**RunConfig(method="candidates", llm_cache=False).llm_options())
    prompts = [[{"role": "user", "content": f"In a database, the table '{t}' has a column '{c}' ({words(c)}). Give three "
                 f"other words a person could use for {words(c)} here, as a comma-separated list and nothing else."}]
               for _, t, c in picked]
    replies = llm.generate(prompts, GenParams(max_new_tokens=24))
    with open(ROOT / "results/reference/robustness/screen/model-synonyms/probe.jsonl", "w") as f:
        for (db, t, c), r in zip(picked, replies):
            f.write(json.dumps({"db_id": db, "table": t, "column": c, "reply": r.text}) + "\n")
            print(f"{t}.{c} -> {' | '.join(r.text.split(chr(10)))}")


if __name__ == "__main__":
    main()
