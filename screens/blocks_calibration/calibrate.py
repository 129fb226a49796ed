"""Calibrate the loop's deterministic building blocks on Spider's training questions (never on dev, the test set).

    python screens/blocks_calibration/calibrate.py [--spider ../shared/spider] [--split train|tune] [--pred FILE] [--embedding]

Prints, for the evaluable questions of the split (train: the 6904 training questions whose database is present;
tune: its seeded 300-question sample of them):
- validate_sql: gold queries rejected (must be 0);
- constraints: how often validate_constraints / intent_constraints reject the gold query, and how many
  structural mutations of gold (LIMIT, ORDER BY, GROUP BY, DISTINCT, COUNT dropped; a spurious LIMIT 1 or
  COUNT(*) added) they flag, counted over the gold queries each check accepts;
- guardrails: how many gold queries each step changes and whether the result stays the same;
- linking: recall of gold tables at max_tables 6/4/3 and of retrieve_tables top-5 (keyword; embedding
  with --embedding, which loads the packaged MiniLM).
Results are compared as Spider's EX does: multisets (lists when gold has ORDER BY), columns permutable.
The thresholds and cue words of nl2sql/sql/constraints.py and words.py are chosen from these figures on train.

--pred FILE (optional) adds figures for a model's predictions: one SQL per line, line i for question i of the
split's question file (Spider's official prediction format), with an official_per_example.csv (idx, EX) beside it
for the constraint checks' figures on correct predictions. A file of dev predictions needs --split dev; those
figures are a report on the test set and nothing is chosen from them.
"""

from __future__ import annotations

import argparse
import collections
import csv
import functools
import itertools
import time
from pathlib import Path


import sqlglot
from sqlglot import exp

from nl2sql.data.dataset import load_dataset
from nl2sql.data.linking import link_schema, retrieve_tables
from nl2sql.paths import default_spider_dir
from nl2sql.sql.constraints import extract_constraints, intent_constraints, validate_constraints
from nl2sql.sql.db import execute
from nl2sql.sql.guardrails import run_guardrails
from nl2sql.sql.scanner import normalize_whitespace
from nl2sql.sql.schema import read_schema
from nl2sql.sql.validation import validate_sql


@functools.lru_cache(maxsize=None)
def schema_of(path: Path, db_id: str):
    return read_schema(path, db_id)


@functools.lru_cache(maxsize=None)
def run(path: Path, sql: str):
    return execute(path, sql, timeout_s=10, max_rows=None)


def same_result(gold, pred, ordered: bool) -> bool:
    if not (gold.ok and pred.ok) or len(gold.rows) != len(pred.rows) or len(gold.columns) != len(pred.columns):
        return False
    width = len(gold.columns)
    for perm in itertools.permutations(range(width)) if width <= 6 else [tuple(range(width))]:
        rows = [tuple(r[i] for i in perm) for r in pred.rows]
        if (rows == gold.rows) if ordered else collections.Counter(rows) == collections.Counter(gold.rows):
            return True
    return False


def gold_tables(sql: str) -> set[str]:
    tree = sqlglot.parse_one(sql, read="sqlite")
    ctes = {c.alias_or_name.lower() for c in tree.find_all(exp.CTE)}
    return {t.name.lower() for t in tree.find_all(exp.Table)} - ctes


def pct(a: int, b: int) -> str:
    return f"{a}/{b} ({a / max(b, 1):.1%})"


def mutations(sql: str) -> dict[str, str]:
    """Structural errors a model makes, applied to the outermost SELECT of a gold query."""
    tree = sqlglot.parse_one(sql, read="sqlite")
    if not isinstance(tree, exp.Select):
        return {}
    out = {}
    for name, key, also in (("drop LIMIT", "limit", ()), ("drop ORDER BY", "order", ("limit",)),
                            ("drop GROUP BY", "group", ("having",)), ("drop DISTINCT", "distinct", ())):
        if tree.args.get(key):
            t = tree.copy()
            for k in (key, *also):
                t.set(k, None)
            out[name] = t.sql("sqlite")
    counts = [e for e in tree.expressions if isinstance(e, exp.Count)]
    if counts:
        t = tree.copy()
        for c in [e for e in t.expressions if isinstance(e, exp.Count)]:
            c.replace(exp.column("name"))
        out["drop COUNT"] = t.sql("sqlite")
    if not tree.args.get("limit"):
        out["add LIMIT 1"] = tree.copy().limit(1).sql("sqlite")
    if not tree.args.get("group") and not any(e.find(exp.AggFunc) for e in tree.expressions):
        t = tree.copy()
        t.set("expressions", [sqlglot.parse_one("count(*)")])
        out["add COUNT(*)"] = t.sql("sqlite")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--spider", type=Path, default=default_spider_dir())
    ap.add_argument("--split", default="train", choices=("train", "tune", "dev"),
                    help="questions to calibrate on: train (default, all evaluable) or tune (its 300-question "
                         "sample); dev only to report on --pred dev predictions, never to choose anything")
    ap.add_argument("--pred", type=Path, default=None,
                    help="optional predictions, one SQL per line in the split's question-file order (reported only)")
    ap.add_argument("--embedding", action="store_true", help="also measure embedding retrieval (loads MiniLM)")
    args = ap.parse_args()
    examples = load_dataset(args.spider, args.split).evaluable
    n = len(examples)
    print(f"calibration on Spider {args.split}: {n} evaluable questions ({args.spider})")
    if args.split == "dev":
        print("dev is the test set: these figures are a report; no threshold or rule is chosen from them")
    preds = args.pred.read_text().split("\n") if args.pred is not None else None
    needed = max(e.index for e in examples) + 1
    if preds is not None and len(preds) < needed:
        ap.error(f"{args.pred} has {len(preds)} lines; the {args.split} questions need {needed} "
                 f"(one per question of the split's question file)")
    official = {}
    if preds is not None and (args.pred.parent / "official_per_example.csv").is_file():
        with open(args.pred.parent / "official_per_example.csv") as f:
            official = {int(r["idx"]): int(r["EX"]) for r in csv.DictReader(f) if r["EX"]}

    print(f"== validate_sql ({n} questions)")
    t0 = time.perf_counter()
    bad = [e.id for e in examples if not validate_sql(e.gold_sql, schema_of(e.db_path, e.db_id)).valid]
    print(f"gold rejected: {pct(len(bad), n)}  {bad[:5]}  [{time.perf_counter() - t0:.2f} s]")
    if preds:
        rejected = runs = fails = caught = 0
        for e in examples:
            p = preds[e.index]
            res, ok = validate_sql(p, schema_of(e.db_path, e.db_id)), run(e.db_path, p).ok
            fails += not ok
            if not res.valid:
                rejected += 1
                runs += ok
                caught += not ok
        print(f"predictions rejected: {rejected}; of them executable (false rejections): {runs}; "
              f"failing predictions caught: {pct(caught, fails)}")

    print("== constraints")
    v_q = [e.id for e in examples
           if not validate_constraints(e.gold_sql, extract_constraints(e.question), nlq=e.question)[0]]
    v_noq = sum(not validate_constraints(e.gold_sql, extract_constraints(e.question))[0] for e in examples)
    i_bad = [e.id for e in examples if not intent_constraints(e.question, e.gold_sql)[0]]
    print(f"gold rejected: validate_constraints {pct(len(v_q), n)} (without the question {pct(v_noq, n)}); "
          f"intent_constraints {pct(len(i_bad), n)}")
    print(f"  validate_constraints rejects {v_q[:8]}; intent_constraints rejects {i_bad[:8]}")
    if preds and official:
        checked = v_rej = v_correct = i_rej = i_correct = 0
        for e in examples:
            p = preds[e.index]
            if not run(e.db_path, p).ok:
                continue
            checked += 1
            ex_ok = official.get(e.index, 0)
            if not validate_constraints(p, extract_constraints(e.question), nlq=e.question)[0]:
                v_rej += 1
                v_correct += ex_ok
            if not intent_constraints(e.question, p)[0]:
                i_rej += 1
                i_correct += ex_ok
        print(f"executable predictions: {checked}; validate_constraints rejects {v_rej} "
              f"(of them correct: {v_correct}); intent rejects {i_rej} (correct: {i_correct})")
    # A mutation counts only where the check accepts the gold query: flagging a mutation of gold it already rejects
    # says nothing about the mutation.
    flagged: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0, 0, 0])
    v_rejected, i_rejected = set(v_q), set(i_bad)
    for e in examples:
        cons = extract_constraints(e.question)
        for name, sql in mutations(e.gold_sql).items():
            counts = flagged[name]
            if e.id not in v_rejected:
                counts[0] += 1
                counts[1] += not validate_constraints(sql, cons, nlq=e.question)[0]
            if e.id not in i_rejected:
                counts[2] += 1
                counts[3] += not intent_constraints(e.question, sql)[0]
    for name, (v_total, v, i_total, i) in flagged.items():
        print(f"mutation {name:14s} flagged by validate_constraints {pct(v, v_total)}, by intent {pct(i, i_total)} "
              f"(mutations of the gold each check accepts)")

    print("== guardrails on gold (as if the model wrote it)")
    changed: collections.Counter = collections.Counter()
    kept = 0
    t0 = time.perf_counter()
    for e in examples:
        r = run_guardrails(e.gold_sql, e.question, schema_of(e.db_path, e.db_id))
        for s in r.steps:
            if s.step != "clean" and s.changed:
                changed[s.step] += 1
        if r.reason is None and r.sql == normalize_whitespace(e.gold_sql):
            kept += 1
        elif r.reason is None:
            kept += same_result(run(e.db_path, e.gold_sql), run(e.db_path, r.sql), "order by" in e.gold_sql.lower())
    print(f"changed by step (beyond whitespace): {dict(changed)}; result kept: {pct(kept, n)} "
          f"[{time.perf_counter() - t0:.2f} s]")
    if preds:
        before = after = rejected = 0
        for e in examples:
            p = preds[e.index]
            gold = run(e.db_path, e.gold_sql)
            ordered = "order by" in e.gold_sql.lower()
            b = same_result(gold, run(e.db_path, p), ordered)
            r = run_guardrails(p, e.question, schema_of(e.db_path, e.db_id))
            rejected += r.reason is not None
            before += b
            after += same_result(gold, run(e.db_path, r.sql), ordered) if r.reason is None else 0
        print(f"predictions EX before {pct(before, n)}, after guardrails {pct(after, n)}; rejected {rejected}")

    print("== linking")
    for k in (6, 4, 3):
        hit = big = big_hit = width = 0
        for e in examples:
            schema = schema_of(e.db_path, e.db_id)
            linked = link_schema(e.question, schema, max_tables=k).tables
            ok = gold_tables(e.gold_sql) <= {t.lower() for t in linked}
            hit += ok
            width += len(linked)
            if len(schema.tables) > k:
                big += 1
                big_hit += ok
        print(f"link_schema max_tables={k}: recall {pct(hit, n)}; on databases with more than {k} tables "
              f"{pct(big_hit, big)}; mean tables kept {width / n:.2f}")
    methods = ["keyword"] + (["embedding"] if args.embedding else [])
    for method in methods:
        hit = total = 0
        t0 = time.perf_counter()
        for e in examples:
            schema = schema_of(e.db_path, e.db_id)
            if len(schema.tables) <= 5:
                continue
            got = {t.lower() for t, _ in retrieve_tables(e.question, schema, top_k=5, method=method)}
            total += 1
            hit += gold_tables(e.gold_sql) <= got
        print(f"retrieve_tables top_k=5 {method}: all gold tables in top 5 {pct(hit, total)} "
              f"(databases with more than 5 tables) [{time.perf_counter() - t0:.1f} s]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
