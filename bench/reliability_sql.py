"""Sections 1, 2, 3 and 5 of bench/reliability.py: SQL execution under its limits (runaways, memory, corpus, gold)."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from nl2sql.data.dataset import ensure_bundled
from nl2sql.paths import REPO_ROOT
from nl2sql.sql.db import current_limits, execute

DB_ID = "concerts"
TABLE = "artist"


def copy_db(work: Path) -> Path:
    """A copy of the bundled database the sections run on (section 3 checks its bytes and folder stay unchanged)."""
    mini = ensure_bundled()
    db = work / f"{DB_ID}.sqlite"
    shutil.copy(mini / "database" / DB_ID / f"{DB_ID}.sqlite", db)
    return db


# -- 1. interrupting -----------------------------------------------------------------------------------------

def runaway_queries() -> dict[str, str]:
    """Queries that run until stopped; the last two are single calls the progress handler cannot enter."""
    n = current_limits().length // 2 - 1  # hex() doubles: values just under the length limit
    cross = ", ".join(f"{TABLE} t{i}" for i in range(12))
    return {
        "recursive CTE": "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n",
        "cartesian join": f"SELECT count(*) FROM {cross}",
        "sorted join": f"SELECT t0.name FROM {cross} ORDER BY random()",
        "LIKE, longest value": f"SELECT hex(zeroblob({n})) LIKE '%' || hex(zeroblob(499)) || '1'",
        "instr, longest values": f"SELECT instr(hex(zeroblob({n})) || '1', hex(zeroblob({n // 2})) || '1')",
        "printf precision": "SELECT printf('%.*c', 2000000000, 'x')",
    }


def interrupt_table(db: Path, timeouts: list[float]) -> float:
    """Print seconds to an answer and the multiple of the timeout; return the worst multiple."""
    print(f"{'query':<20} " + " ".join(f"{f'timeout {t:g} s':>18}" for t in timeouts) + "   answer")
    worst = 0.0
    for name, sql in runaway_queries().items():
        cells, answer = [], ""
        for t in timeouts:
            start = time.perf_counter()
            res = execute(db, sql, timeout_s=t)
            took = time.perf_counter() - start
            cells.append(f"{took:7.2f} s ({took / t:4.2f}x)")
            answer = (res.error or f"{len(res.rows)} rows")[:60]
            worst = max(worst, took / t)
        print(f"{name:<20} " + " ".join(f"{c:>18}" for c in cells) + f"   {answer}")
    return worst


# -- 2. memory ------------------------------------------------------------------------------------------------

_PROBE = r"""
import json, re, sqlite3, sys
from pathlib import Path
def hwm():
    return int(re.search(r"VmHWM:\s*(\d+)", Path("/proc/self/status").read_text()).group(1)) / 1024
capped, db, sql = sys.argv[1] == "capped", sys.argv[2], sys.argv[3]
from nl2sql.sql.db import execute
base = hwm()
if capped:
    res = execute(db, sql, timeout_s=60)
    outcome = res.error or f"{len(res.rows)} rows"
else:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        rows = conn.execute(sql).fetchall()
        outcome = f"{len(rows)} rows"
    except (sqlite3.Error, MemoryError) as exc:
        outcome = f"{type(exc).__name__}: {exc}"
print(json.dumps({"peak_mb": hwm() - base, "outcome": outcome[:70]}))
"""


def bombs() -> dict[str, str]:
    """Queries whose answer is as big as their author likes (sized so the uncapped run fits a shared machine)."""
    rows = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n LIMIT {k}) "
    return {
        "zeroblob(2e8)": "SELECT zeroblob(200000000)",
        "string doubling to 128 MB": "WITH RECURSIVE s(x, k) AS (SELECT 'a', 0 UNION ALL SELECT x || x, k + 1 FROM s "
                                     "WHERE k < 27) SELECT max(length(x)) FROM s",
        "1000 rows of 0.9 MB": rows.format(k=1000) + "SELECT randomblob(900000) FROM n",
        # Uncapped, SQLite spills this sort to temporary files (about 1 GB of disk); capped, it sorts in memory
        # up to the heap cap.
        "sort of 6M rows (spills)": rows.format(k=6_000_000) + "SELECT count(*) FROM (SELECT x, randomblob(100) "
                                                               "FROM n ORDER BY random())",
    }


def memory_table(db: Path) -> float:
    """Print peak memory with and without the caps; return the largest capped peak (MB above baseline)."""
    cap = current_limits()
    print(f"memory cap {cap.memory_mb} MB: SQLite heap {cap.heap_bytes >> 20} MB, rows {cap.result_bytes >> 20} MB, "
          f"values {cap.length:,} bytes")
    print(f"{'query':<27} {'capped':>10} {'uncapped':>10}   capped answer / uncapped answer")
    worst = 0.0
    for name, sql in bombs().items():
        out = {}
        for how in ("capped", "uncapped"):
            proc = subprocess.run([sys.executable, "-c", _PROBE, how, str(db), sql], capture_output=True, text=True,
                                  timeout=600, cwd=REPO_ROOT)
            out[how] = json.loads(proc.stdout) if proc.returncode == 0 else {"peak_mb": float("nan"),
                                                                            "outcome": proc.stderr[-70:]}
        worst = max(worst, out["capped"]["peak_mb"])
        print(f"{name:<27} {out['capped']['peak_mb']:>7.0f} MB {out['uncapped']['peak_mb']:>7.0f} MB   "
              f"{out['capped']['outcome']} / {out['uncapped']['outcome']}")
    return worst


# -- 3. the adversarial corpus --------------------------------------------------------------------------------

def corpus_table(db: Path, timeout_s: float = 0.5) -> dict:
    """Run the adversarial corpus through execute; count escapes, created files, the slowest answer."""
    import hashlib

    from nl2sql.sql.schema import read_schema
    from nl2sql.testing.adversarial import corpus

    schema = read_schema(db, DB_ID)
    table = schema.tables[0]
    entries = corpus(db, db.parent, table.name, table.columns[0].name)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    files = sorted(p.name for p in db.parent.iterdir())
    worst, refused = 0.0, 0
    for e in entries:
        start = time.perf_counter()
        res = execute(db, e.sql, timeout_s=timeout_s, max_rows=1000)
        worst = max(worst, (time.perf_counter() - start) / timeout_s)
        refused += not res.ok
    changed = hashlib.sha256(db.read_bytes()).hexdigest() != before
    created = len(set(p.name for p in db.parent.iterdir()) - set(files))
    print(f"statements {len(entries)}, refused or failed {refused}, writes escaped {int(changed)}, "
          f"files created {created}, slowest answer {worst:.2f}x its {timeout_s:g} s timeout")
    return {"statements": len(entries), "escaped": int(changed), "created": created, "worst": worst}


# -- 5. gold queries under the limits ---------------------------------------------------------------------------

def gold_table(spider: Path) -> None:
    """Every Spider gold query (dev, train_spider_syn) under the limits vs without them."""
    from nl2sql.eval.execution import prepare_sql, run_for_scoring

    for name in ("dev.json", "train_spider_syn.json"):
        path = spider / name
        if not path.is_file():
            print(f"{name}: not found under {spider}")
            continue
        ran = same = both_fail = only_limited = no_db = 0
        start = time.perf_counter()
        for ex in json.loads(path.read_text(encoding="utf-8")):
            db = spider / "database" / ex["db_id"] / f"{ex['db_id']}.sqlite"
            if not db.is_file():
                no_db += 1
                continue
            plain = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)
            plain.text_factory = lambda b: b.decode("utf-8", errors="ignore")
            for sql in (ex["query"], prepare_sql(ex["query"])):
                ran += 1
                limited = run_for_scoring(db, sql)
                try:
                    free = plain.execute(sql).fetchall()
                except sqlite3.Error:
                    free = None
                if limited.ok and free is not None:
                    same += limited.rows == free
                elif free is None and not limited.ok:
                    both_fail += 1
                elif not limited.ok:
                    only_limited += 1
                    print(f"  fails only under the limits: {ex['db_id']}: {sql} ({limited.error})")
            plain.close()
        print(f"{name}: {ran} executions (raw and prepared) of {ran // 2} gold queries in "
              f"{time.perf_counter() - start:.1f} s: {same} same rows with and without limits, {only_limited} fail "
              f"only under the limits, {both_fail} fail either way (broken gold SQL); {no_db} without a database")
