"""Time the bytecode compiling of an install: every module one file after another (pip's way), every module on
every core, or only what a run imports, by importing it once (`make install`'s way).

    python bench/install.py [--repeat 3] [--out FILE.json]

pip compiles each module it installs to bytecode (compileall.compile_file, one file after another, in pip's own
process). `make install` runs `pip install --no-compile`, then nl2sql.imports.precompile(): two processes side by
side import what a run imports (RUN_MODULES), and Python writes their bytecode; the rest is compiled when something
first imports it (the Makefile lets Python keep it where PYTHONDONTWRITEBYTECODE is set). Side by side in one run,
on one fresh venv of requirements.txt installed with --no-compile, the bytecode removed before each way: `compileall
-j 1`, `compileall -j 0` and precompile() (also timed again right after, its bytecode there: the import alone);
alternating the order; wall and CPU seconds (children included) and the CPU time the machine's hypervisor took from
it (steal, from /proc/stat), which makes one round of a shared machine slower than the next. Also: the --no-compile
install itself, how many files each way compiles, and whether the two compileall ways leave the same ones.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from nl2sql.imports import RUN_MODULES
from nl2sql.llm.transformers.device import cpu_features

ROOT = Path(__file__).resolve().parents[1]
SERIAL = "every module, one file after another (-j 1, pip's way)"
PARALLEL = "every module, every core (-j 0)"
ON_IMPORT = "what a run imports, on import (make install's way: nl2sql.imports.precompile)"
AGAIN = "precompile() again, compiled"


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def steal_s() -> float:
    """Seconds of CPU the hypervisor gave to others since boot, all cores (0 where /proc/stat has no such field)."""
    try:
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()
        return int(fields[8]) / 100 if len(fields) > 8 else 0.0
    except OSError:
        return 0.0


def timed(cmd: list[str]) -> dict:
    """Run cmd (its output dropped; a file that does not parse under this Python fails compileall as it fails pip, and
    is not an error here), Python free to write bytecode: wall, CPU and steal seconds."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cpu, steal, start = children_cpu(), steal_s(), time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=ROOT)
    return {"wall_s": round(time.perf_counter() - start, 1), "cpu_s": round(children_cpu() - cpu, 1),
            "steal_s": round(steal_s() - steal, 1)}


def bytecode(lib: Path) -> list[str]:
    return sorted(str(p.relative_to(lib)) for p in lib.rglob("*.pyc"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="rounds, each compiling the venv the three ways (~2 minutes)")
    ap.add_argument("--out", type=Path, help="write the figures as JSON here")
    args = ap.parse_args(argv)
    ways = (SERIAL, PARALLEL, ON_IMPORT)
    runs: dict[str, list[dict]] = {name: [] for name in ways}
    compiled_import: list[dict] = []  # precompile() again, its bytecode written: what importing costs anyway
    files: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-install-") as tmp:
        venv = Path(tmp) / ".venv"
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        python, lib = str(venv / "bin" / "python"), venv / "lib"
        commands = {SERIAL: [python, "-m", "compileall", "-qq", "-j", "1", str(lib)],
                    PARALLEL: [python, "-m", "compileall", "-qq", "-j", "0", str(lib)],
                    ON_IMPORT: [python, "-c", "from nl2sql.imports import precompile; precompile()"]}
        install = timed([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-compile", "-r",
                         str(ROOT / "requirements.txt")])
        print(f"pip install --no-compile: {install['wall_s']} s wall", file=sys.stderr)
        for i in range(args.repeat):
            for name in ways if i % 2 == 0 else reversed(ways):
                for cache in list(lib.rglob("__pycache__")):
                    shutil.rmtree(cache)
                runs[name].append(timed(commands[name]))
                files[name] = bytecode(lib)
                if name == ON_IMPORT:
                    compiled_import.append(timed(commands[name]))
                print(f"round {i + 1}, {name}: {runs[name][-1]}", file=sys.stderr)
    each_round = {**runs, AGAIN: compiled_import}
    median = {name: {k: statistics.median(r[k] for r in rs) for k in ("wall_s", "cpu_s", "steal_s")}
              for name, rs in each_round.items()}
    serial, parallel, on_import = (median[name]["wall_s"] for name in ways)
    result = {
        "cpu": cpu_features(), "python": platform.python_version(), "rounds": args.repeat, "imports": RUN_MODULES,
        "pip_install_no_compile": install, "compile_median": median,
        "compile_each_round": each_round,
        "bytecode_files": {name: len(f) for name, f in files.items()},
        "bytecode_only_one_way": sorted(set(files[SERIAL]) ^ set(files[PARALLEL])),
        "compile_speedup": round(serial / parallel, 2),
        "install_wall_s": {"pip compiling": round(install["wall_s"] + serial, 1),
                           "--no-compile, then compileall -j 0": round(install["wall_s"] + parallel, 1),
                           "--no-compile, then precompile() (make install)": round(install["wall_s"] + on_import, 1)},
    }
    same = not result["bytecode_only_one_way"]
    print(f"compiling {len(files[SERIAL])} files: one file after another {serial:.1f} s, every core {parallel:.1f} s "
          f"({result['compile_speedup']}x; median of {args.repeat}); precompile() compiles {len(files[ON_IMPORT])} "
          f"in {on_import:.1f} s (its imports alone, compiled: {median[AGAIN]['wall_s']:.1f} "
          f"s); pip install --no-compile {install['wall_s']:.1f} s; compileall's two ways write the same files: {same}")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
