"""Which local engine answers fastest on this machine: transformers (bf16, prefix reuse) against llama.cpp.

    .venv/bin/python bench/engines.py --data ../shared/spider --sample 40

On the same seeded sample, in one process, the baseline and the loop (tool_choice "policy") run on
(1) the default offline model through the transformers backend (batched, with the prefix cache) and
(2) the same model's GGUF served by llama-cpp-python's OpenAI-compatible server (a subprocess on
loopback, 2 threads, the GGUF's own chat template) through the openai backend, `--concurrency`
requests in flight. Prints wall time, questions per second, EX and VA of each, and the share of
questions whose SQL is identical across the two engines. llama-cpp-python is an optional install
(requirements-llamacpp.txt); without it the script says so and measures transformers only.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.eval import evaluate
from nl2sql.llm import DEFAULT_MODEL, load
from nl2sql.llm.models import gguf_path
from nl2sql.methods.agent import react_sql_batch
from nl2sql.methods.baseline import run_baseline

sys.path.insert(0, str(Path(__file__).resolve().parent))
from loop_vs_baseline import _measure  # noqa: E402  (the same timing for both benches)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_llama_server(gguf: Path, log: Path, threads: int, ctx: int) -> tuple[subprocess.Popen, str]:
    """llama-cpp-python's OpenAI-compatible server on loopback; returns it and its base URL once it answers."""
    port = _free_port()
    cmd = [sys.executable, "-m", "llama_cpp.server", "--model", str(gguf), "--host", "127.0.0.1", "--port", str(port),
           "--n_ctx", str(ctx), "--model_alias", "qwen", "--n_threads", str(threads), "--verbose", "False"]
    proc = subprocess.Popen(cmd, stdout=log.open("wb"), stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}/v1"
    deadline = time.monotonic() + 120
    while True:
        if proc.poll() is not None:
            raise SystemExit(f"llama.cpp server exited with {proc.returncode}: {log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(base + "/models", timeout=2) as r:
                if r.status == 200:
                    return proc, base
        except OSError:
            pass
        if time.monotonic() > deadline:
            proc.kill()
            raise SystemExit(f"llama.cpp server not ready within 120 s: {log.read_text()[-2000:]}")
        time.sleep(0.3)


def run_engine(name: str, cfg: RunConfig, examples: list) -> dict[str, dict]:
    """Baseline and loop on one engine: each run's figures and SQL."""
    llm = load(**cfg.llm_options())
    out = {}
    preds, fig = _measure(llm, lambda: run_baseline(examples, llm, cfg=cfg))
    out["baseline"] = {**fig, "sql": [p.sql for p in preds]}
    print(f"{name} baseline done in {fig['wall_s']:.0f} s", flush=True)
    results, fig = _measure(llm, lambda: react_sql_batch(examples, llm, cfg.override({"tool_choice": "policy"})))
    out["loop"] = {**fig, "sql": [r.sql for r in results]}
    print(f"{name} loop done in {fig['wall_s']:.0f} s", flush=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default="../shared/spider")
    ap.add_argument("--split", default="dev")
    ap.add_argument("--sample", type=int, default=40)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--concurrency", type=int, default=4, help="openai backend: requests in flight to the server")
    ap.add_argument("--threads", type=int, default=2, help="llama.cpp threads")
    ap.add_argument("--out", default="results/bench-engines")
    args = ap.parse_args()

    base = RunConfig(data_dir=args.data, split=args.split, sample=args.sample, model=DEFAULT_MODEL,
                     batch_size=args.batch_size, llm_cache=False)
    ds = load_dataset(base.data_dir, base.split, sample=base.sample, seed=base.seed)
    examples = ds.evaluable
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    print(f"{len(examples)} evaluable questions ({ds.root}, {ds.split}); batch {base.batch_size}", flush=True)

    runs = {"transformers": run_engine("transformers", base, examples)}
    if importlib.util.find_spec("llama_cpp") is None:
        print("llama-cpp-python is not installed (pip install -r requirements-llamacpp.txt): transformers only")
    else:
        log = Path(tempfile.mkdtemp()) / "llama-server.log"
        proc, url = start_llama_server(gguf_path(DEFAULT_MODEL), log, args.threads, 8192)
        try:
            cfg = base.override({"backend": "openai", "base_url": url, "model": "qwen",
                                 "concurrency": args.concurrency})
            runs["llama.cpp"] = run_engine("llama.cpp", cfg, examples)
        finally:
            proc.terminate()
            proc.wait(timeout=30)

    n = len(examples)
    header = ("engine", "method", "wall s", "q/s", "x transformers", "EX", "VA", "same SQL as transformers")
    print("\n| " + " | ".join(header) + " |\n|" + "---|" * len(header))
    for engine, by_method in runs.items():
        for method, fig in by_method.items():
            ref = runs["transformers"][method]
            rep = evaluate(examples, fig["sql"], metrics=("VA", "EX"), tables=ds.tables)
            fig["EX"], fig["VA"] = rep.accuracy("EX"), rep.accuracy("VA")
            fig["same_sql"] = sum(a == b for a, b in zip(fig["sql"], ref["sql"])) / n
            print(f"| {engine} | {method} | {fig['wall_s']:.0f} | {n / fig['wall_s']:.3f} | "
                  f"{fig['wall_s'] / ref['wall_s']:.2f} | {fig['EX']:.3f} | {fig['VA']:.3f} | {fig['same_sql']:.2f} |")
    (out / "summary.json").write_text(json.dumps({"n": n, "runs": runs}, indent=2) + "\n", encoding="utf-8")
    print(f"\nwrote {out / 'summary.json'}")


if __name__ == "__main__":
    main()
