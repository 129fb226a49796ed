"""When can the candidate agent stop sampling? Stopping rules replayed on a finished run's recorded candidates.

    .venv/bin/python screens/stopping_rules/replay.py results/robust/tune/candidates [results/robust/tune-syn/candidates]
        [--agree 2,3] [--most 4,6] [--sure 0.5]

A run of method "candidates" records every candidate of every vote in traces.jsonl: its SQL, whether it ran, its
cluster (candidates whose results are equal share one), its checks and row count, and the greedy answer's token
log-probabilities. Each rule below decides, per question, which of those candidates it would have drawn; the
vote is recounted on them with the candidate agent's own score (nl2sql.methods.ranking.rank's formula), and the
chosen SQL is scored on EX against gold through the scoring path. No model runs, so a rule's EX and its samples
per question come from the same draws (a rule that draws fewer samples sees the first ones of the recording; in a
real run the later round's seeds would differ, not its distribution). Printed per rule: samples and calls per
question, EX, the paired EX difference from the recorded votes with its bootstrap interval, and wins / losses.
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path


from nl2sql.data.dataset import load_dataset
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.methods.ranking import CHECK_BONUS, ROWS_BONUS
from nl2sql.report.stats import mcnemar_exact, paired_bootstrap_diff


def _votes(row: dict) -> list[dict]:
    return [e["vote"] for e in row.get("trace", []) if isinstance(e.get("vote"), dict)]


def recount(cands: list[dict]) -> str:
    """The SQL the vote would choose among these candidates: rank()'s score over their recorded clusters."""
    clusters: dict[int, list[int]] = {}
    for i, c in enumerate(cands):
        if c.get("ran") and c.get("cluster") is not None:
            clusters.setdefault(c["cluster"], []).append(i)
    if not clusters:
        accepted = [c for c in cands if c.get("sql")]
        return accepted[0]["sql"] if accepted else ""

    def score(members: list[int]) -> tuple[float, int]:
        first = cands[members[0]]
        s = len(members) + CHECK_BONUS * any(cands[i].get("checks_ok") for i in members) \
            + ROWS_BONUS * ((first.get("row_count") or 0) > 0)
        return s, -members[0]
    best = max(clusters.values(), key=score)
    return cands[best[0]]["sql"]


def rules(agree_stops: list[int], thresholds: list[float], caps: list[int] = ()) -> dict[str, callable]:
    """name -> f(candidates of the recorded vote, greedy log-probs) -> the candidates the rule draws."""
    def agree(k: int):
        def pick(cands: list[dict], _lp) -> list[dict]:
            first = cands[:k]
            agreed = len(first) == k and all(c.get("ran") for c in first) and \
                len({c.get("cluster") for c in first}) == 1
            return first if agreed else cands
        return pick

    def sure(t: float, then):
        def pick(cands: list[dict], lp) -> list[dict]:
            return cands[:1] if lp is not None and math.exp(lp[1]) >= t else then(cands, lp)
        return pick
    out = {"recorded": lambda c, lp: c, "greedy only": lambda c, lp: c[:1]}
    for k in agree_stops:
        out[f"agree {k}"] = agree(k)
        for m in caps:  # a smaller second round: at most m candidates in all
            out[f"agree {k}, at most {m}"] = (lambda f, m: lambda c, lp: f(c, lp)[:m])(agree(k), m)
    for t in thresholds:
        out[f"sure p_min>={t:g}"] = sure(t, lambda c, lp: c)
        for k in agree_stops:
            out[f"sure p_min>={t:g}, then agree {k}"] = sure(t, agree(k))
    return out


def replay(run: Path, agree_stops: list[int], thresholds: list[float], caps: list[int] = ()) -> None:
    cfg = json.loads((run / "config.json").read_text(encoding="utf-8"))["config"]
    ds = load_dataset(cfg["data_dir"], cfg["split"], limit=cfg.get("limit"), sample=cfg.get("sample"),
                      seed=cfg.get("seed", 0))
    traces = {json.loads(line)["id"]: json.loads(line) for line in (run / "traces.jsonl").open(encoding="utf-8")}
    examples = [e for e in ds.evaluable if e.id in traces]
    recorded = []  # per question: (the sampled candidates in draw order, greedy log-probs)
    for e in examples:
        votes = _votes(traces[e.id])
        vote = votes[-1] if votes else {"candidates": []}
        cands = [c for c in vote["candidates"] if c["source"] == "greedy" or c["source"].startswith("sample")]
        recorded.append((cands, vote.get("greedy_logprob")))
    n = len(examples)
    known = sum(lp is not None for _, lp in recorded)
    print(f"{run}: {n} questions, {known} with the greedy answer's log-probabilities")
    table = {}
    stopped_at = cfg.get("candidate_agree_stop") or 0  # a recording that stopped early lacks the later draws
    for name, pick in rules([k for k in agree_stops if not stopped_at or k <= stopped_at], thresholds, caps).items():
        if "sure" in name and not known:
            continue
        drawn = [pick(c, lp) for c, lp in recorded]
        sqls = [recount(d) for d in drawn]
        rep = evaluate(ds.subset(examples), sqls, EvalOptions(ScoringOptions(metrics=["EX"])))
        table[name] = ([s.ex == 1.0 for s in rep.scores], sum(len(d) for d in drawn) / n)
    base = table["recorded"][0]
    print("| rule | samples/q | calls/q | EX | ΔEX [95% CI] | wins/losses |\n|---|---:|---:|---:|---:|---:|")
    for name, (right, per_q) in table.items():
        diff = paired_bootstrap_diff(base, right)
        test = mcnemar_exact(base, right)
        print(f"| {name} | {per_q - 1:.2f} | {per_q:.2f} | {100 * sum(right) / n:.1f} | "
              f"{100 * diff.estimate:+.1f} [{100 * diff.lo:+.1f}, {100 * diff.hi:+.1f}] | {test.only_b}/{test.only_a} |")
    print()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("runs", nargs="+", help="finished runs of method candidates (results/<run_id>)")
    ap.add_argument("--agree", default="2,3", help="agree-stop sizes to try (the greedy answer included)")
    ap.add_argument("--most", default="4,6", help="caps on the candidates drawn in all after a disagreement")
    ap.add_argument("--sure", default="0.3,0.5,0.7,0.9", help="thresholds on the greedy answer's least likely token")
    args = ap.parse_args()
    agree_stops = [int(x) for x in args.agree.split(",") if x.strip()]
    thresholds = [float(x) for x in args.sure.split(",") if x.strip()]
    caps = [int(x) for x in args.most.split(",") if x.strip()]
    for run in args.runs:
        replay(Path(run), agree_stops, thresholds, caps)


if __name__ == "__main__":
    main()
