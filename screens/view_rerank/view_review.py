"""The view_candidates=6 votes on tune-hard re-ranked with the review and the alignment read on the question's linked
view as well as on its words: does the view tell the right result where the votes do not?

    .venv/bin/python screens/view_rerank/view_review.py score
    .venv/bin/python screens/view_rerank/view_review.py

Inputs and outputs live in results/reference/robustness/screen/tune-hard/view_candidates=6-rerank/.
`score` (the default model, ../shared/spider) writes view_reviews.jsonl there: each question's linked view and,
where two or more results compete, each result's review log p(wording | its SQL) on the question and on the view.
Without it, the rules are re-scored from that file, votes.jsonl and the packaged MiniLM (the alignment on the view),
against the default run on the same CPU (results/reference/robustness/screen/text_rows/tune-hard-default.json); output
in view_review.txt.
"""
import json
import sys
from functools import cache
from pathlib import Path

from nl2sql.data.dataset import load_dataset
from nl2sql.data.meanings import alignment, linked_view
from nl2sql.methods.baseline import SingleShot
from nl2sql.methods.candidates import CandidateOptions
from nl2sql.methods.ranking import CHECK_BONUS, ROWS_BONUS
from nl2sql.methods.vote import REVIEW_WEIGHT, WeighingOptions

ROOT = Path(__file__).resolve().parents[2]  # screens/<study>/<script>.py -> the repository root

HERE = ROOT / "results/reference/robustness/screen/tune-hard/view_candidates=6-rerank"  # votes.jsonl and the outputs
DATA = "../shared/spider"


@cache
def study() -> tuple[dict, dict, SingleShot]:
    """The votes by question, the tune-hard questions they answer, and the linked view's context (MiniLM), read once."""
    votes = {v["id"]: v for v in map(json.loads, (HERE / "votes.jsonl").read_text().splitlines())}
    examples = {e.id: e for e in load_dataset(DATA, "tune-hard").evaluable}
    return votes, examples, SingleShot.setup([examples[i] for i in votes], CandidateOptions(view_candidates=6))


def score() -> None:
    """Each competing result's review on the question and on its linked view (prefill only: no SQL is generated)."""
    from nl2sql.config import RunConfig
    from nl2sql.llm import load
    from nl2sql.methods.prompts import review_prompt

    votes, examples, ctx = study()
    llm = load(**RunConfig(data_dir=DATA, split="tune-hard", method="candidates", llm_cache=False).llm_options())
    with open(HERE / "view_reviews.jsonl", "w", encoding="utf-8") as out:
        for qid, v in votes.items():
            ex = examples[qid]
            view = linked_view(ex.question, ctx.texts.schema(ex), 0.6, 0.15)  # the linker this run had
            rec = {"id": qid, "view": view, "question": ex.question, "scores": []}
            if len(v["clusters"]) > 1:
                text = ctx.texts.prompt_text(ex, ex.question)
                for c in v["clusters"]:
                    prompt = review_prompt(text, c["sql"])
                    said = llm.score(prompt, ex.question).score
                    read = llm.score(prompt, view).score if view != ex.question else said
                    rec["scores"].append({"review": said, "stored": c["review"], "review_view": read})
            out.write(json.dumps(rec) + "\n")


def rerank() -> None:
    """The vote's score with the review and the alignment split between the question's words and its view."""
    votes, examples, ctx = study()
    reviews = {r["id"]: r for r in map(json.loads, (HERE / "view_reviews.jsonl").read_text().splitlines())}
    default = json.loads((HERE.parents[1] / "text_rows" / "tune-hard-default.json").read_text())
    right = dict(zip(default["ids"], default["ex"]))
    align = WeighingOptions().align_weight
    for qid, r in reviews.items():
        sqls = [c["sql"] for c in votes[qid]["clusters"]]
        if len(sqls) > 1:
            r["align_view"] = alignment(r["view"], sqls, ctx.texts.schema(examples[qid]))

    def pick(qid: str, review_q: float, review_v: float, align_q: float, align_v: float) -> dict | None:
        clusters, r = votes[qid]["clusters"], reviews[qid]
        if not clusters:
            return None
        scores = [len(c["sources"]) + CHECK_BONUS * c["checks_ok"] + ROWS_BONUS * (c["row_count"] > 0)
                  for c in clusters]
        if len(clusters) > 1:
            for w, values in ((REVIEW_WEIGHT * review_q, [s["review"] for s in r["scores"]]),
                              (REVIEW_WEIGHT * review_v, [s["review_view"] for s in r["scores"]]),
                              (align * align_q, [c["align"] for c in clusters]), (align * align_v, r["align_view"])):
                if w and None not in values:
                    scores = [x + w * (v - max(values)) for x, v in zip(scores, values)]
        return clusters[max(range(len(clusters)), key=lambda k: scores[k])]  # ties: the earliest result

    n = len(reviews)
    live = sum(any(c["ex"] and c["sql"] == votes[q]["sql"] for c in votes[q]["clusters"]) for q in reviews)
    off = max(abs(s["review"] - s["stored"]) for r in reviews.values() for s in r["scores"])
    lines = [f"tune-hard, {n} questions; linked view differs from the question in "
             f"{sum(r['view'] != r['question'] for r in reviews.values())}; reviews recomputed within {off:.2f} "
             "of the run's", f"default run (same CPU): EX {100 * sum(right[q] for q in reviews) / n:.1f}; "
             f"view_candidates=6 as run: {100 * live / n:.1f}",
             "weights (review on the question, on the view; alignment on the question, on the view): EX, gained and "
             "lost against the default"]
    for weights in ((1, 0, 1, 0), (0, 1, 1, 0), (.5, .5, 1, 0), (1, 1, 1, 0), (1, 0, 0, 1), (1, 0, .5, .5),
                    (.5, .5, .5, .5), (0, 1, 0, 1), (1, 1, 1, 1)):
        got = {q: bool((p := pick(q, *weights)) and p["ex"]) for q in reviews}
        gained = sum(got[q] and not right[q] for q in got)
        lost = sum(right[q] and not got[q] for q in got)
        lines.append(f"  {weights}: EX {100 * sum(got.values()) / n:.1f} ({gained} gained, {lost} lost)")
    (HERE / "view_review.txt").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    score() if sys.argv[1:2] == ["score"] else rerank()
