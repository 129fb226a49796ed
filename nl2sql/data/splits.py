"""The splits drawn from Spider's training questions: where defaults are chosen and confirmed, never on dev.

    tune          300 seeded training questions: every default and every method is chosen on it
    confirm       300 more, sharing no question and no database with tune (nor with dev: Spider's training and
                  dev databases are disjoint): a change adopted on tune is run here once before it is kept
    <base>-syn    the same questions as Spider-Syn rewords them (train_spider_syn.json's SpiderSynQuestion)
    <base>-hard   the same questions with every schema word they mention swapped for a synonym (data.rewording)
    <base>-nocols the same questions without the column names their values or ordering imply (data.unnaming)

Same ids (the training file's positions), gold SQL and databases in every variant, so runs pair by question.
Both bases leave out baseball_1 and soccer_1, which common copies of Spider lack, so every copy yields the same
questions.
"""

from __future__ import annotations

import random
from typing import Protocol, Sequence, TypeVar

SIZE = 300
SEED = 0
SKIPPED_DBS = frozenset({"baseball_1", "soccer_1"})
BASES = ("tune", "confirm")
VARIANTS = ("syn", "hard", "nocols")
# The Spider-Syn file and the field holding its rewording (the original question is "SpiderQuestion").
SYN_FILE, SYN_FIELD = "train_spider_syn.json", "SpiderSynQuestion"


class OnDatabase(Protocol):
    db_id: str


Q = TypeVar("Q", bound=OnDatabase)


def parse(split: str) -> tuple[str, str | None] | None:
    """("tune", None), ("confirm", "hard") ...; None when the split is not drawn from the training questions."""
    base, _, variant = split.partition("-")
    if base not in BASES or (variant and variant not in VARIANTS):
        return None
    return base, variant or None


def draw(base: str, train: Sequence[Q]) -> list[Q]:
    """The questions of a base split, in file order: tune a seeded sample of the pool; confirm a seeded sample of
    the pool's questions on databases tune does not use."""
    pool = [q for q in train if q.db_id not in SKIPPED_DBS]
    tune = _sample(pool)
    if base == "tune":
        return tune
    used = {q.db_id for q in tune}
    return _sample([q for q in pool if q.db_id not in used])


def _sample(pool: Sequence[Q]) -> list[Q]:
    picked = sorted(random.Random(SEED).sample(range(len(pool)), min(SIZE, len(pool))))
    return [pool[i] for i in picked]
