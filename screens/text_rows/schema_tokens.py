"""The tune databases' schema texts in tokens of the default model: without example rows, with three, and with
three whose numeric columns are dropped (screen.py's text_rows). Writes schema_tokens.txt in
results/reference/robustness/screen/text_rows/.

    .venv/bin/python screens/text_rows/schema_tokens.py
"""
from pathlib import Path

from screen import text_rows
from transformers import AutoTokenizer

from nl2sql.data.dataset import load_dataset
from nl2sql.data.schema_texts import SchemaTexts
from nl2sql.llm.transformers.device import pick_dtype
from nl2sql.llm.weights.models import ensure_hf_dir
from nl2sql.sql.schema import schema_to_text

ROOT = Path(__file__).resolve().parents[2]  # screens/<study>/<script>.py -> the repository root


def main() -> None:
    tok = AutoTokenizer.from_pretrained(str(ensure_hf_dir(dtype=pick_dtype("cpu")[1])))
    examples = {e.db_id: e for e in load_dataset("../shared/spider", "tune").evaluable}
    plain, rows = SchemaTexts("create", 0), SchemaTexts("create", 3)
    count = {"no rows": 0, "3 rows": 0, "3 rows, numeric columns dropped": 0}
    for e in examples.values():
        n = lambda text: len(tok(text)["input_ids"])  # noqa: E731
        count["no rows"] += n(plain.text(e))
        count["3 rows"] += n(rows.text(e))
        count["3 rows, numeric columns dropped"] += n(schema_to_text(text_rows(plain.schema(e), e.db_path, 3), "create"))
    lines = [f"{len(examples)} tune databases, schema-text tokens (Qwen2.5-Coder tokenizer):"]
    lines += [f"{k}: {v}" for k, v in count.items()]
    lines.append(f"numeric columns dropped / 3 rows: {count['3 rows, numeric columns dropped'] / count['3 rows']:.3f}")
    (ROOT / "results/reference/robustness/screen/text_rows/schema_tokens.txt").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
