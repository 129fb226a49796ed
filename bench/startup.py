"""Time what fresh processes pay before their work: jsonschema's import, and docs/bad-input.md's command lines.

    python bench/startup.py [--repeat 5] [--out FILE.json]

Side by side in one run:
1. a fresh interpreter importing jsonschema plainly, and through nl2sql.imports.jsonschema() (without the IRI grammar
   rfc3987_syntax builds where JupyterLab installed it): wall seconds, median of --repeat, alternating;
2. the bad-input catalogue (nl2sql.testing.bad_input, 61 command lines) with an interpreter started for each line, and
   with each line forked from one warm interpreter (nl2sql.testing.forked_cli): wall seconds and the CPU seconds of
   the processes it started, and whether both gave the same answers (exit status and stderr, line for line).
"""

from __future__ import annotations

import argparse
import json
import platform
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from nl2sql.data.dataset import ensure_bundled
from nl2sql.llm.transformers.device import cpu_features
from nl2sql.paths import BUNDLED_DIR
from nl2sql.testing.bad_input import run_catalogue

SINCE = re.compile(r"since \d{4}-\d\d-\d\dT[\d:]+[+-]\d{4}")
IMPORTS = {"plain": "import jsonschema", "nl2sql.imports": "from nl2sql.imports import jsonschema; jsonschema()"}


def import_seconds(code: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    return time.perf_counter() - start


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def catalogue(forked: bool) -> tuple[dict, dict[str, tuple[int, str]]]:
    """The catalogue's wall and children's CPU seconds, and each case's exit status and stderr (its scratch folder,
    the lock holder's pid and the lock's time written as ROOT, PID and TIME, which differ from one run to the next)."""
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        cpu, start = children_cpu(), time.perf_counter()
        answers, holder = run_catalogue(Path(tmp), ensure_bundled(BUNDLED_DIR), forked=forked)
        took = {"wall_s": round(time.perf_counter() - start, 2), "cpu_s": round(children_cpu() - cpu, 2)}
        return took, {name: (code, SINCE.sub("since TIME", err.replace(tmp, "ROOT").replace(str(holder), "PID")))
                      for name, (code, _, err) in answers.items()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--out", help="write the figures here as JSON")
    args = ap.parse_args(argv)

    times: dict[str, list[float]] = {name: [] for name in IMPORTS}
    for _ in range(args.repeat):
        for name, code in IMPORTS.items():
            times[name].append(import_seconds(code))
    imports = {name: round(statistics.median(t), 3) for name, t in times.items()}
    each, each_answers = catalogue(forked=False)
    forked, forked_answers = catalogue(forked=True)
    differ = sorted(name for name in each_answers if each_answers[name] != forked_answers.get(name))
    same = not differ
    report = {
        "cpu": cpu_features(), "python": platform.python_version(),
        "jsonschema_import_s": imports,
        "jsonschema_import_ratio": round(imports["plain"] / imports["nl2sql.imports"], 2),
        "catalogue": {"commands": len(each_answers), "interpreter_each": each, "forked": forked,
                      "same_answers": same, "differ": differ,
                      "wall_ratio": round(each["wall_s"] / forked["wall_s"], 2),
                      "cpu_ratio": round(each["cpu_s"] / forked["cpu_s"], 2)},
    }
    print(f"jsonschema in a fresh interpreter: plain {imports['plain']:.2f} s, through nl2sql.imports "
          f"{imports['nl2sql.imports']:.2f} s ({report['jsonschema_import_ratio']}x)")
    print(f"bad-input catalogue, {len(each_answers)} command lines: an interpreter each {each['wall_s']:.1f} s wall, "
          f"{each['cpu_s']:.1f} s CPU; forked {forked['wall_s']:.1f} s wall, {forked['cpu_s']:.1f} s CPU "
          f"({report['catalogue']['wall_ratio']}x wall, {report['catalogue']['cpu_ratio']}x CPU); same answers: {same}")
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
