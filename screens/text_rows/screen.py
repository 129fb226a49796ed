"""Scratch screen: example rows without their numeric columns (a cost cut: 23% fewer schema-text tokens on the tune
databases), the candidate agent on a whole split, one process. Paired later against a default run of the same
split. Writes OUT/SPLIT-NAME.json (ids, SQL, EX, seconds, prompt tokens).

    .venv/bin/python screens/text_rows/screen.py OUT SPLIT NAME      # NAME: textrows | default

The committed runs are in results/reference/robustness/screen/text_rows/ (OUT).
"""
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

import nl2sql.data.schema_texts as ST
from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.llm import load
from nl2sql.methods.candidates import CandidateOptions, run_candidates
from nl2sql.sql.schema import Schema

EX_ONLY = EvalOptions(ScoringOptions(metrics=["EX"]))  # this screen scores EX alone

orig = ST.with_samples


def text_rows(schema, db_path, n):
    """The example rows without the columns whose sampled values are all numbers (or NULL)."""
    s = orig(schema, db_path, n)
    tables = []
    for t in s.tables:
        if not t.samples:
            tables.append(t)
            continue
        keep = [k for k in t.samples[0] if not all(isinstance(r[k], (int, float)) or r[k] is None for r in t.samples)]
        tables.append(replace(t, samples=[{k: r[k] for k in keep} for r in t.samples] if keep else []))
    return Schema(s.db_id, tables, list(s.foreign_keys))


if __name__ == "__main__":
    out, split, name = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    out.mkdir(parents=True, exist_ok=True)
    if name == "textrows":
        ST.with_samples = text_rows
    base = RunConfig(data_dir="../shared/spider", method="candidates", llm_cache=False, split=split)
    llm = load(**base.llm_options())
    ds = load_dataset("../shared/spider", split)
    exs = list(ds.evaluable)
    t0 = time.perf_counter()
    preds = run_candidates(exs, llm, CandidateOptions.of(base))
    secs = round(time.perf_counter() - t0)
    ex = [bool(s.ex) for s in evaluate(ds.subset(exs), [p.sql for p in preds], EX_ONLY).scores]
    (out / f"{split}-{name}.json").write_text(json.dumps({
        "split": split, "variant": name, "ids": [e.id for e in exs], "sql": [p.sql for p in preds], "ex": ex,
        "seconds": secs, "prompt_tokens": sum(p.prompt_tokens for p in preds)}, indent=1))
    print(split, name, f"EX {100 * sum(ex) / len(ex):.1f} ({sum(ex)}/{len(ex)}), {secs} s", flush=True)
