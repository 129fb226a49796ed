"""Which local engine answers fastest on this CPU: transformers (bf16, prefix reuse) against OpenVINO GenAI (int8)
and llama.cpp.

    .venv/bin/python screens/engines/compare.py --data ../shared/spider --split tune --sample 40

On the same seeded sample, in one process, each method (the baseline and the candidate agent; `--methods` adds the
loop) runs on every engine present:
(1) the default offline model through the transformers backend (bf16 where the CPU has it, batched, prefix cache);
(2) the same model through the openvino backend (the GGUF re-quantized to int8 Q8_0, OpenVINO GenAI continuous
    batching with prefix caching; optional: requirements-openvino.txt);
(3) the same model's GGUF served by llama-cpp-python's OpenAI-compatible server (a subprocess on loopback,
    `--threads`, the GGUF's own chat template) through the openai backend, `--concurrency` requests in flight
    (optional: requirements-llamacpp.txt, built from source).
The questions go in chunks of `--chunk`; the engines take turns chunk by chunk, the order rotating, so that all of
them see the same load of a shared machine. Each engine answers one short warm-up prompt before the clock starts.
Prints, per method and engine, wall time, questions per second, the speed-up over transformers, EX and VA, the
paired EX counts (questions only transformers gets right, only the engine gets right) and the share of questions
whose SQL is identical to transformers'. An engine whose package is missing is reported and skipped.
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
from nl2sql.eval import EvalOptions, ScoringOptions, evaluate
from nl2sql.llm import DEFAULT_MODEL, GenParams, load
from nl2sql.llm.weights.models import gguf_path
from nl2sql.methods.registry import get_method


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


def open_engines(base: RunConfig, args: argparse.Namespace, servers: list) -> dict[str, tuple]:
    """The engines present: name -> (llm, its RunConfig, load seconds)."""
    engines = {}
    wanted = [e.strip() for e in args.engines.split(",") if e.strip()]
    for name in wanted:
        cfg = base
        if name == "openvino":
            if importlib.util.find_spec("openvino_genai") is None:
                print("openvino-genai is not installed (pip install -r requirements-openvino.txt): skipped")
                continue
            cfg = base.override({"backend": "openvino"})
        elif name == "llama.cpp":
            if importlib.util.find_spec("llama_cpp") is None:
                print("llama-cpp-python is not installed (pip install -r requirements-llamacpp.txt): skipped")
                continue
            log = Path(tempfile.mkdtemp()) / "llama-server.log"
            proc, url = start_llama_server(gguf_path(DEFAULT_MODEL), log, args.threads, 8192)
            servers.append(proc)
            cfg = base.override({"backend": "openai", "base_url": url, "model": "qwen", "concurrency": args.concurrency})
        elif name != "transformers":
            raise SystemExit(f"unknown engine {name!r}: transformers, openvino, llama.cpp")
        t0 = time.perf_counter()
        llm = load(**cfg.llm_options())
        llm.generate(["Write SELECT 1 as SQL."], GenParams(max_new_tokens=8))  # warm-up, untimed
        engines[name] = (llm, cfg, time.perf_counter() - t0)
        print(f"{name}: loaded and warmed up in {engines[name][2]:.1f} s ({llm!r})", flush=True)
    return engines


def run_alternating(engines: dict[str, tuple], method: str, examples: list, chunk: int) -> dict[str, dict]:
    """One method over the examples on every engine, chunk by chunk, the engines' order rotating per chunk."""
    names = list(engines)
    figs = {n: {"wall_s": 0.0, "llm_s": 0.0, "calls": 0, "prompt_tokens": 0, "completion_tokens": 0, "sql": []}
            for n in names}
    run = get_method(method).run
    for k, start in enumerate(range(0, len(examples), chunk)):
        part = examples[start:start + chunk]
        order = names[k % len(names):] + names[:k % len(names)]
        for name in order:
            llm, cfg, _ = engines[name]
            before = llm.usage
            t0 = time.perf_counter()
            preds = run(part, llm, cfg.override({"method": method}))
            fig = figs[name]
            fig["wall_s"] += time.perf_counter() - t0
            used = llm.usage
            fig["llm_s"] += used.wall_s - before.wall_s
            fig["calls"] += used.calls - before.calls
            fig["prompt_tokens"] += used.prompt_tokens - before.prompt_tokens
            fig["completion_tokens"] += used.completion_tokens - before.completion_tokens
            fig.setdefault("chunks_s", []).append(round(time.perf_counter() - t0, 1))
            fig["sql"].extend(p.sql for p in preds)
        print(f"{method}: questions {start + 1}-{start + len(part)} done ("
              + ", ".join(f"{n} {figs[n]['chunks_s'][-1]:.0f} s" for n in order) + ")", flush=True)
    return figs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default="../shared/spider")
    ap.add_argument("--split", default="tune")
    ap.add_argument("--sample", type=int, default=40)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--chunk", type=int, default=8, help="questions per turn; the engines alternate every chunk")
    ap.add_argument("--methods", default="baseline,candidates", help="comma list of baseline, candidates, loop")
    ap.add_argument("--engines", default="transformers,openvino,llama.cpp", help="the ones installed are run")
    ap.add_argument("--concurrency", type=int, default=4, help="llama.cpp: requests in flight to the server")
    ap.add_argument("--threads", type=int, default=2, help="llama.cpp threads")
    ap.add_argument("--out", default="results/bench-engines")
    args = ap.parse_args()

    base = RunConfig(data_dir=args.data, split=args.split, sample=args.sample, model=DEFAULT_MODEL,
                     batch_size=args.batch_size, llm_cache=False)
    ds = load_dataset(base.data_dir, base.split, sample=base.sample, seed=base.seed)
    examples = ds.evaluable
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    print(f"{len(examples)} evaluable questions ({ds.root}, {ds.split}); batch {base.batch_size}, chunk {args.chunk}",
          flush=True)

    servers: list[subprocess.Popen] = []
    try:
        engines = open_engines(base, args, servers)
        if "transformers" not in engines:
            raise SystemExit("transformers is the reference engine: keep it in --engines")
        runs = {m: run_alternating(engines, m, examples, args.chunk) for m in args.methods.split(",")}
    finally:
        for proc in servers:
            proc.terminate()
            proc.wait(timeout=30)

    n = len(examples)
    header = ("method", "engine", "wall s", "q/s", "speed-up vs transformers", "EX", "VA", "only transformers right",
              "only engine right", "same SQL as transformers")
    print("\n| " + " | ".join(header) + " |\n|" + "---|" * len(header))
    for method, by_engine in runs.items():
        ref = by_engine["transformers"]
        for engine, fig in by_engine.items():
            rep = evaluate(ds.subset(examples), fig["sql"], EvalOptions(ScoringOptions(metrics=["VA", "EX"])))
            fig["EX"], fig["VA"] = rep.accuracy("EX"), rep.accuracy("VA")
            fig["ex"] = [bool(s.ex) for s in rep.scores]
        for engine, fig in by_engine.items():
            fig["same_sql"] = sum(a == b for a, b in zip(fig["sql"], ref["sql"])) / n
            only_ref = sum(a and not b for a, b in zip(ref["ex"], fig["ex"]))
            only_eng = sum(b and not a for a, b in zip(ref["ex"], fig["ex"]))
            fig["only_transformers"], fig["only_engine"] = only_ref, only_eng
            print(f"| {method} | {engine} | {fig['wall_s']:.0f} | {n / fig['wall_s']:.3f} | "
                  f"{ref['wall_s'] / fig['wall_s']:.2f} | {fig['EX']:.3f} | {fig['VA']:.3f} | {only_ref} | {only_eng} | "
                  f"{fig['same_sql']:.2f} |")
    meta = {"n": n, "data": str(ds.root), "split": ds.split, "sample": args.sample, "chunk": args.chunk,
            "batch_size": args.batch_size, "engines": {k: {"llm": repr(v[0]), "identity": v[0].identity(),
                                                           "load_s": round(v[2], 1)} for k, v in engines.items()}}
    (out / "summary.json").write_text(json.dumps({**meta, "runs": runs}, indent=2) + "\n", encoding="utf-8")
    print(f"\nwrote {out / 'summary.json'}")


if __name__ == "__main__":
    main()
