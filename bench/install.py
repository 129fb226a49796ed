"""Time the bytecode compiling of `make install`'s pip step: one file after another, as pip does it, or on every core.

    python bench/install.py [--repeat 3] [--out FILE.json]

pip compiles each module it installs to bytecode (compileall.compile_file, one file after another, in pip's own
process). `make install` runs `pip install --no-compile` and then `python -m compileall -j 0` over the venv's lib
folder, which compiles the same files on every core. Side by side in one run, on one fresh venv of requirements.txt
installed with --no-compile: its bytecode compiled with `compileall -j 1` (pip's way) and with `compileall -j 0`,
alternating which goes first, the bytecode removed before each; wall and CPU seconds (children included) and the CPU
time the machine's hypervisor took from it (steal, from /proc/stat), which makes one round of a shared machine slower
than the next. Also: the --no-compile install itself, and whether both ways leave the same bytecode files.
"""

from __future__ import annotations

import argparse
import json
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from nl2sql.llm.transformers.device import cpu_features

ROOT = Path(__file__).resolve().parents[1]
WAYS = {"one file after another (-j 1, pip's way)": "1", "every core (-j 0)": "0"}


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
    is not an error here): wall, CPU and steal seconds."""
    cpu, steal, start = children_cpu(), steal_s(), time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return {"wall_s": round(time.perf_counter() - start, 1), "cpu_s": round(children_cpu() - cpu, 1),
            "steal_s": round(steal_s() - steal, 1)}


def bytecode(lib: Path) -> list[str]:
    return sorted(str(p.relative_to(lib)) for p in lib.rglob("*.pyc"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="rounds, each compiling the venv both ways (~1.5 minutes)")
    ap.add_argument("--out", type=Path, help="write the figures as JSON here")
    args = ap.parse_args(argv)
    runs: dict[str, list[dict]] = {name: [] for name in WAYS}
    files: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-install-") as tmp:
        venv = Path(tmp) / ".venv"
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        python, lib = str(venv / "bin" / "python"), venv / "lib"
        install = timed([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-compile", "-r",
                         str(ROOT / "requirements.txt")])
        print(f"pip install --no-compile: {install['wall_s']} s wall", file=sys.stderr)
        for i in range(args.repeat):
            for name in list(WAYS) if i % 2 == 0 else list(reversed(WAYS)):
                for cache in list(lib.rglob("__pycache__")):
                    shutil.rmtree(cache)
                runs[name].append(timed([python, "-m", "compileall", "-qq", "-j", WAYS[name], str(lib)]))
                files[name] = bytecode(lib)
                print(f"round {i + 1}, {name}: {runs[name][-1]}", file=sys.stderr)
    median = {name: {k: statistics.median(r[k] for r in rs) for k in ("wall_s", "cpu_s", "steal_s")}
              for name, rs in runs.items()}
    serial, parallel = (median[name]["wall_s"] for name in WAYS)
    result = {
        "cpu": cpu_features(), "python": platform.python_version(), "rounds": args.repeat,
        "pip_install_no_compile": install, "compile_median": median, "compile_each_round": runs,
        "bytecode_files": {name: len(f) for name, f in files.items()},
        "bytecode_only_one_way": sorted(set.symmetric_difference(*(set(f) for f in files.values()))),
        "compile_speedup": round(serial / parallel, 2),
        "install_wall_s": {"pip compiling": round(install["wall_s"] + serial, 1),
                           "--no-compile, then compileall -j 0": round(install["wall_s"] + parallel, 1)},
    }
    same = not result["bytecode_only_one_way"]
    print(f"compiling {len(files[next(iter(WAYS))])} files: one file after another {serial:.1f} s, every core {parallel:.1f} s "
          f"({result['compile_speedup']}x; median of {args.repeat}); pip install --no-compile {install['wall_s']:.1f} s, "
          f"so the install {result['install_wall_s']['pip compiling']} s -> "
          f"{result['install_wall_s']['--no-compile, then compileall -j 0']} s; the same bytecode files: {same}")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
