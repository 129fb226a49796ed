"""Scratch screen: value relinking of every candidate before the vote (B) against the answer only (A, the default),
the candidate agent on the -nocols reworded questions, in one process; B reuses A's completions through the cache."""
import json
import tempfile
import time
from pathlib import Path

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.llm import load
from nl2sql.llm.cache import CachedLLM, CompletionCache
from nl2sql.methods.candidates import CandidateOptions, run_candidates
import nl2sql.methods.vote as V
from nl2sql.sql.relink import relink_literals

ROOT = Path(__file__).resolve().parents[2]  # screens/<study>/<script>.py -> the repository root
RESULTS = ROOT / "results/reference/relink/candidates-screen"  # its output, screen.json

EX_ONLY = EvalOptions(ScoringOptions(metrics=["EX"]))  # this screen scores EX alone

orig = V.candidate
def relinked(raw, source, nlq, schema, db_path, guardrails, timeout_s, known=None, fix_identifiers=True, meaning=None):
    c = orig(raw, source, nlq, schema, db_path, guardrails, timeout_s, known, fix_identifiers, meaning)
    fix = relink_literals(c.sql, db_path, schema) if c.sql else None
    if fix is None:
        return c
    c2 = orig(fix.sql, source, nlq, schema, db_path, guardrails, timeout_s, known, fix_identifiers, meaning)
    c2.raw, c2.fixed = raw, list(c2.fixed) + fix.notes
    return c2


def main() -> None:
    base = RunConfig(data_dir="../shared/spider", method="candidates", llm_cache=False)
    llm = CachedLLM(load(**base.llm_options()), CompletionCache(Path(tempfile.mkdtemp()) / "completions.sqlite"))
    out = {}
    for nc, orig_split in (("tune-nocols", "tune"), ("confirm-nocols", "confirm")):
        a = {e.id: e.question for e in load_dataset("../shared/spider", orig_split).examples}
        ds = load_dataset("../shared/spider", nc)
        exs = [e for e in ds.evaluable if e.question != a[e.id]]
        opts = CandidateOptions.of(base.override(split=nc))
        res = {}
        for name in ("A", "B"):
            V.candidate = relinked if name == "B" else orig
            t = time.perf_counter()
            preds = run_candidates(exs, llm, opts)
            ex = [bool(s.ex) for s in evaluate(ds.subset(exs), [p.sql for p in preds], EX_ONLY).scores]
            res[name] = {"sql": [p.sql for p in preds], "ex": ex, "relinked": [p.relinked for p in preds],
                         "s": round(time.perf_counter() - t)}
            print(nc, name, f"{sum(ex)}/{len(ex)} right, {sum(bool(r) for r in res[name]['relinked'])} answers relinked, {res[name]['s']} s", flush=True)
        g = sum(b and not a_ for a_, b in zip(res["A"]["ex"], res["B"]["ex"])); l = sum(a_ and not b for a_, b in zip(res["A"]["ex"], res["B"]["ex"]))
        print(nc, f"B vs A: gained {g} lost {l}", flush=True)
        out[nc] = {"ids": [e.id for e in exs], **res}
    json.dump(out, open(RESULTS / "screen.json", "w"), indent=1)


if __name__ == "__main__":
    main()
