"""How often the linked view undoes a rewording: for each word span that tune-syn (Spider-Syn's training rewording) or
tune-hard replaced in a tune question, whether the view of the reworded question says the original words again, by
the view's cosine floor and margin; and how many original tune questions the view changes. MiniLM only, no LLM.

    .venv/bin/python screens/view_linker/linker.py   # writes results/reference/robustness/screen/view_linker/linker.txt

tune-hard's synonyms were kept only at MiniLM cosine 0.5 or more to the name, so its rates flatter a MiniLM linker;
tune-syn's rewording was made without MiniLM.
"""
import difflib
import re
from pathlib import Path

from nl2sql.data.dataset import load_dataset
from nl2sql.data.meanings import linked_view
from nl2sql.methods.baseline import SingleShot
from nl2sql.methods.candidates import CandidateOptions

ROOT = Path(__file__).resolve().parents[2]  # screens/<study>/<script>.py -> the repository root

DATA = "../shared/spider"
WORD = re.compile(r"[A-Za-z]+")


def replaced(a: str, b: str) -> list[tuple[list[str], list[str]]]:
    """The word spans of a that b replaces: (a's words, b's words), lowercased."""
    x, y = [w.lower() for w in WORD.findall(a)], [w.lower() for w in WORD.findall(b)]
    ops = difflib.SequenceMatcher(a=x, b=y).get_opcodes()
    return [(x[i1:i2], y[j1:j2]) for op, i1, i2, j1, j2 in ops if op == "replace"]


def restored(view: str, old: list[str], new: list[str]) -> bool:
    """The view says the original words again (by their first five letters: plurals count) and not all the new."""
    said = {w.lower()[:5] for w in WORD.findall(view)}
    return all(w[:5] in said for w in old) and not all(w[:5] in said for w in new)


def main() -> None:
    tune = {e.id: e for e in load_dataset(DATA, "tune").examples}
    ctx = SingleShot.setup(list(tune.values()), CandidateOptions())
    variants = {}
    for split in ("tune-syn", "tune-hard"):
        reworded = {e.id: e for e in load_dataset(DATA, split).examples}
        variants[split] = (reworded, {i: replaced(tune[i].question, reworded[i].question) for i in tune})
    lines = [f"{split}: {sum(map(len, spans.values()))} replaced spans in {sum(map(bool, spans.values()))} questions"
             for split, (_, spans) in variants.items()]
    lines.append("the view before this screen: floor 0.6, margin 0.15")
    for margin in (0.15, 0.1, 0.05, 0.0):
        for floor in (0.6, 0.55, 0.5, 0.45, 0.4):
            cells = []
            for split, (reworded, spans) in variants.items():
                n = got = 0
                for i, pairs in spans.items():
                    if pairs:
                        view = linked_view(reworded[i].question, ctx.texts.schema(reworded[i]), floor, margin)
                        n += len(pairs)
                        got += sum(restored(view, old, new) for old, new in pairs)
                cells.append(f"{split} restored {got}/{n} ({100 * got / n:.0f}%)")
            changed = sum(linked_view(e.question, ctx.texts.schema(e), floor, margin) != e.question for e in tune.values())
            lines.append(f"margin {margin} floor {floor}: " + "; ".join(cells) + f"; tune questions changed {changed}/300")
    (ROOT / "results/reference/robustness/screen/view_linker/linker.txt").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
