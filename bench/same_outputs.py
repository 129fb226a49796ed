"""Digests of what scripted runs write, to show a refactor leaves behaviour alone.

    python bench/same_outputs.py --out before.json          # on the old commit
    python bench/same_outputs.py --out after.json           # on the new one
    python bench/same_outputs.py --compare before.json after.json
    python bench/same_outputs.py --bird --out before-bird.json  # the same on a BIRD copy, evidence on and off

Each configuration runs over the bundled questions with a deterministic scripted model (nl2sql.testing.scripted's
answers, varied on a prompt's repeats so votes have something to choose between, and a scorer for the review) and
is scored. The digest covers predictions.jsonl, traces.jsonl, metrics.csv and tables.md with the wall-clock fields
blanked (they differ between any two runs); config.json is left out, since a refactor may name knobs anew. With
--bird the questions are a BIRD-layout copy of the bundled set (nl2sql.testing.bird_layout) and each configuration runs
with BIRD's evidence and without it, scored with VA, EX and Soft-F1 (R-VES times queries, so it differs run to run).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import tempfile
from pathlib import Path

# Knobs by their flat RunConfig names, which old and new configs both accept.
CONFIGS: dict[str, dict] = {
    "baseline": {"method": "baseline"},
    "baseline-rows-compact": {"method": "baseline", "sample_rows": 3, "schema_style": "compact", "value_hints": True},
    "baseline-reference-guardrails": {"method": "baseline", "multi_statement": "reject", "projection_reorder": True},
    "loop": {"method": "loop"},
    "loop-model": {"method": "loop", "tool_choice": "model"},
    "loop-open-action-input": {"method": "loop", "tool_choice": "open", "action_format": "action_input",
                               "prompt_style": "joined", "max_tool_errors": 1},
    "loop-reference": {"method": "loop", "tool_choice": "model", "next_action_hint": False,
                       "force_after_repeat": False, "stop_on_unchanged_repair": False, "identifier_repair": False,
                       "fallback_policy": "seed", "multi_statement": "reject", "projection_reorder": True,
                       "max_reasks": 0, "prompt_style": "joined", "prefetch_fallback": False},
    "loop-judge-gate": {"method": "loop", "judge": True, "judge_gate": True, "max_steps": 12},
    "loop-candidates": {"method": "loop", "n_candidates": 4, "meaning_repair": 0.5, "repair_retry": True},
    "loop-budgets": {"method": "loop", "max_steps": 3, "final_answer_demand": True, "token_budget": 6000,
                     "retrieval": "embedding"},
    "candidates": {"method": "candidates"},
    "candidates-one": {"method": "candidates", "n_candidates": 1},
    "candidates-extras": {"method": "candidates", "reflection": True, "candidate_repair": 2, "judge": True,
                          "candidate_agree_stop": 0},
    "candidates-plain-vote": {"method": "candidates", "review_weight": 0, "align_weight": 0, "sample_rows": 0,
                              "meaning_repair": 0},
}
# Fields that hold wall-clock time: blanked before hashing.
TIMED = re.compile(r'"(latency_s|elapsed_s|wall_s|seconds|time_s)": ?[-0-9.e]+')


def varied_model():
    """The scripted model, answering a SQL prompt's k-th repeat (a sample) with one of a few variants."""
    from nl2sql.llm import FunctionLLM
    from nl2sql.testing.scripted import answer

    seen: dict[str, int] = {}

    def fn(messages: list[dict]) -> str:
        text = answer(messages)
        key = json.dumps(messages, sort_keys=True)
        k = seen[key] = seen.get(key, -1) + 1
        if k == 0 or "text-to-SQL agent" in (messages[0].get("content") or ""):
            return text
        table = (re.findall(r"FROM\s+(\w+)", text, flags=re.I) or ["t"])[0]
        return [text, f"SELECT count(*) FROM ({text.rstrip(';')})", f"SELECT nme FROM {table}", text][k % 4]

    def scorer(messages: list[dict], text: str) -> float:
        digest = hashlib.sha256((json.dumps(messages, sort_keys=True) + text).encode()).hexdigest()
        return -float(int(digest[:6], 16) % 1000) / 100

    return FunctionLLM(fn, name="scripted", scorer=scorer)


def digest(path: Path) -> str:
    """The file's sha256 with its wall-clock fields blanked ("" when it is missing)."""
    if not path.is_file():
        return ""
    text = TIMED.sub(lambda m: f'"{m.group(1)}": 0', path.read_text(encoding="utf-8"))
    text = re.sub(r"\| *[0-9.]+ s *\|", "| s |", text)  # seconds in the tables' cost columns
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def snapshot(names: list[str], bird: bool = False) -> dict[str, dict[str, str]]:
    """Run each named configuration into a temporary folder; the digests of its files."""
    from nl2sql.config import RunConfig
    from nl2sql.data.dataset import ensure_bundled
    from nl2sql.runs.runner import run

    out: dict[str, dict[str, str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        data, metrics, variants = ensure_bundled(), ["VA", "EX", "EM"], {"": {}}
        if bird:
            from nl2sql.testing.bird_layout import write_bird_folder

            data, metrics = write_bird_folder(Path(tmp) / "bird", data), ["VA", "EX", "Soft-F1"]
            variants = {"-evidence": {"use_evidence": True}, "-no-evidence": {"use_evidence": False}}
        for name in names:
            for suffix, extra in variants.items():
                key = name + suffix
                knobs = {"data_dir": str(data), "backend": "function", "model": "scripted", "llm_cache": False,
                         "metrics": metrics, "run_id": key, **extra, **CONFIGS[name]}
                res = run(RunConfig.from_dict(knobs), llm=varied_model(), out_root=Path(tmp) / "runs",
                          progress=False, workers=1)
                out[key] = {f: digest(res.path / f) for f in ("predictions.jsonl", "traces.jsonl", "metrics.csv",
                                                             "tables.md")}
                print(f"{key:<44} " + "  ".join(f"{f.split('.')[0]} {d}" for f, d in out[key].items()), flush=True)
    return out


def compare(a: Path, b: Path) -> int:
    """Print each configuration's files that differ; exit status 1 when any does."""
    old, new = (json.loads(p.read_text(encoding="utf-8")) for p in (a, b))
    differ = [(n, f) for n in old for f in old[n] if new.get(n, {}).get(f) != old[n][f]]
    for n, f in differ:
        print(f"differs: {n} {f}")
    print(f"{len(old)} configurations, {sum(len(v) for v in old.values())} files: "
          f"{'all identical' if not differ else f'{len(differ)} differ'}")
    return 1 if differ else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, help="write the digests here (JSON)")
    ap.add_argument("--only", help="comma-separated configuration names (default: all)")
    ap.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    ap.add_argument("--bird", action="store_true", help="a BIRD-layout copy of the bundled set, evidence on and off")
    args = ap.parse_args()
    if args.compare:
        return compare(*args.compare)
    got = snapshot(args.only.split(",") if args.only else list(CONFIGS), bird=args.bird)
    if args.out:
        args.out.write_text(json.dumps(got, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
