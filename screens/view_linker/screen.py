"""Scratch screen: the linked view's candidates (view_candidates=2) with a looser linker, the candidate agent on a
whole split, one process. The view swaps a question word for the schema name MiniLM finds nearest at cosine FLOOR or
more, MARGIN ahead of the next (the package's view: 0.6 and 0.15). Writes OUT/SPLIT-NAME.json (ids, SQL, EX, the
oracle: some candidate EX-right, seconds, prompt tokens, the view of each question).

    .venv/bin/python screens/view_linker/screen.py OUT SPLIT NAME [FLOOR MARGIN]

NAME: a label; no FLOOR: the view off (the default).

N=10 in the environment runs the split's first 10 questions only (a smoke test). The committed runs are in
results/reference/robustness/screen/view_linker/ (OUT).
"""
import json
import os
import sys
import time
from functools import partial
from pathlib import Path

import nl2sql.methods.candidates as C
from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.data.meanings import linked_view
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.llm import load

EX_ONLY = EvalOptions(ScoringOptions(metrics=["EX"]))  # this screen scores EX alone

if __name__ == "__main__":
    out, split, name = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    out.mkdir(parents=True, exist_ok=True)
    sets = {"method": "candidates", "llm_cache": False, "split": split}
    if len(sys.argv) > 4:
        C.linked_view = partial(linked_view, floor=float(sys.argv[4]), margin=float(sys.argv[5]))
        sets["view_candidates"] = 2
    base = RunConfig(data_dir="../shared/spider", **sets)
    llm = load(**base.llm_options())
    ds = load_dataset("../shared/spider", split)
    exs = list(ds.evaluable)[:int(os.environ.get("N", len(ds.evaluable)))]
    t0 = time.perf_counter()
    preds = C.run_candidates(exs, llm, C.CandidateOptions.of(base))
    secs = round(time.perf_counter() - t0)
    ex = [bool(s.ex) for s in evaluate(ds.subset(exs), [p.sql for p in preds], EX_ONLY).scores]
    # The oracle: every distinct SQL that ran, scored once.
    ran = [sorted({c["sql"] for c in (p.vote or {}).get("candidates", []) if c.get("ran")}) for p in preds]
    flat = [(i, sql) for i, sqls in enumerate(ran) for sql in sqls]
    right = evaluate(ds.subset(exs[i] for i, _ in flat), [sql for _, sql in flat], EX_ONLY).scores
    oracle = [False] * len(exs)
    for (i, _), s in zip(flat, right):
        oracle[i] = oracle[i] or bool(s.ex)
    (out / f"{split}-{name}.json").write_text(json.dumps({
        "split": split, "variant": name, "argv": sys.argv[1:], "ids": [e.id for e in exs],
        "sql": [p.sql for p in preds], "ex": ex, "oracle": oracle, "seconds": secs,
        "prompt_tokens": sum(p.prompt_tokens for p in preds),
        "view": [(p.vote or {}).get("view", "") for p in preds]}, indent=1))
    print(split, name, f"EX {100 * sum(ex) / len(ex):.1f} ({sum(ex)}/{len(ex)}), "
          f"oracle {100 * sum(oracle) / len(ex):.1f}, {secs} s", flush=True)
