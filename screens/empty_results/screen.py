"""Scratch screen: two candidates that agree on an empty result do not stop the draw (the vote samples the rest, as
it does on disagreement). Only the questions whose committed reference vote stopped at two candidates on an empty
answer can change, so the default and the variant are run on those, one after the other in one process, and paired.
Writes SPLIT.json (ids; each run's SQL, EX, seconds; the variant's clusters: members, rows, score) in
results/reference/robustness/screen/empty-results/.

    .venv/bin/python screens/empty_results/screen.py SPLIT [DATA_DIR]
"""
import csv
import json
import sys
import time
from pathlib import Path

import nl2sql.methods.candidates as C
from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.llm import load
from nl2sql.methods import ranking
from nl2sql.sql.db import execute

ROOT = Path(__file__).resolve().parents[2]  # screens/<study>/<script>.py -> the repository root

EX_ONLY = EvalOptions(ScoringOptions(metrics=["EX"]))  # this screen scores EX alone

HERE = ROOT / "results/reference/robustness/screen/empty-results"  # its outputs, SPLIT.json
RUNS = ROOT / "results" / "reference"
DEFAULT_AGREE = ranking.Vote.agree


def reference(split: str) -> Path:
    return RUNS / ("confirm" if split.startswith("confirm") else "robustness") / split / "candidates"


def stopped_on_empty(split: str, examples: list) -> list:
    """The questions whose reference vote drew two candidates and answered with SQL that returns no row."""
    run = reference(split)
    sqls = (run / "predictions.sql").read_text(encoding="utf-8").splitlines()
    drawn = {r["id"]: int(r["candidates"]) for r in csv.DictReader(open(run / "candidates.csv", encoding="utf-8"))}
    answer = {r["id"]: s for r, s in zip(csv.DictReader(open(run / "metrics.csv", encoding="utf-8")), sqls)}
    out = []
    for ex in examples:
        if drawn.get(ex.id) == 2:
            res = execute(ex.db_path, answer[ex.id], timeout_s=10, max_rows=1)
            if res.ok and not res.rows:
                out.append(ex)
    return out


def rows_agree(vote: ranking.Vote) -> bool:
    """The variant: agreement stops the draw only when the agreed result has rows."""
    return DEFAULT_AGREE.fget(vote) and vote.candidates[vote.clusters[0][0]].row_count > 0


if __name__ == "__main__":
    split = sys.argv[1]
    data = sys.argv[2] if len(sys.argv) > 2 else "../shared/spider"
    config = RunConfig(data_dir=data, method="candidates", llm_cache=False, split=split)
    llm = load(**config.llm_options())
    ds = load_dataset(data, split)
    exs = stopped_on_empty(split, list(ds.evaluable))
    out = {"split": split, "ids": [e.id for e in exs]}
    for name, agree in (("default", DEFAULT_AGREE.fget), ("draw on empty", rows_agree)):
        ranking.Vote.agree = property(agree)
        t0 = time.perf_counter()
        preds = C.run_candidates(exs, llm, C.CandidateOptions.of(config))
        secs = round(time.perf_counter() - t0)
        ex = [bool(s.ex) for s in evaluate(ds.subset(exs), [p.sql for p in preds], EX_ONLY).scores]
        out[name] = {"sql": [p.sql for p in preds], "ex": ex, "seconds": secs,
                     "clusters": [[(len(m), v["candidates"][m[0]]["row_count"], v["scores"][k])
                                   for k, m in enumerate(v["clusters"])] for v in (p.vote or {} for p in preds)]}
        print(split, name, f"{sum(ex)}/{len(ex)} right, {secs} s", flush=True)
    a, b = out["default"]["ex"], out["draw on empty"]["ex"]
    print(f"paired: {sum(y and not x for x, y in zip(a, b))} gained, {sum(x and not y for x, y in zip(a, b))} lost")
    (HERE / f"{split}.json").write_text(json.dumps(out, indent=1))
