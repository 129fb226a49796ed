"""A synthetic rewording of training questions as harsh as real rewording: every schema word swapped for a synonym.

    words = SchemaSynonyms.read(root)                       # synonyms_train.json + tables.json of a Spider folder
    words.reword("How many heads of the departments are older than 56?", "department_management")
    # 'How many skulls of the directorates are older than 56?' (harsh: a synonym of each name, whatever the sense)

Spider-Syn's training rewording (tune-syn) changes few words per question and the obvious ones; its dev rewording,
held out, changes more and less obvious ones. This generator builds the harsher proxy the `-hard` splits are
(nl2sql.data.splits): each mention in the question of a table or column name of its database, as tables.json
spells it in words ("people id", "height"), is replaced by one synonym of that name, the same one everywhere.

The synonyms come from Spider-Syn's automatic schema synonyms (`synonyms_train.json`: `name | synonym | ...` for
each table and column of the training databases; made from word embeddings, so noisy: "height | ... | orgasm").
A candidate is kept when it is made of letters, is not the name itself (or its plural), does not contain it, is
not another name of the same database, and the packaged MiniLM finds it at least MIN_SIMILARITY close in meaning;
the closest one wins. Nothing inside quotes changes (values stay values).

The synonym lists are the proxy's answer key: this module builds questions, and no method may read it or the file
when predicting (docs/runs.md#the-tune-split).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nl2sql.paths import cache_dir, sha256_file

SYNONYMS_FILE = "synonyms_train.json"
MIN_SIMILARITY = 0.5  # MiniLM cosine of a name and a kept synonym ("height" ~ "stature"; "orgasm" stays out)
STEM = 3  # words sharing their first 3 letters are one word's forms (department/dept, length/lengthwise)
VERSION = "1"  # bump when a rule changes what is generated: the cached rewordings are then built again
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|“[^”]*”")
_LETTERS = re.compile(r"^[a-z]+( [a-z]+)*$")
_PLURAL = re.compile(r"([^s]s|ren|people|men)$")
# Endings of adjectives, adverbs and gerunds: a noun's candidate ending so is no noun ("urban", "annually", "selling").
_NOT_NOUN = ("ly", "al", "ic", "ical", "ous", "ive", "ful", "less", "ing", "an", "ary")


def plural(word: str) -> str:
    """The English plural of a noun, by the regular rules (enough for schema words)."""
    if re.search(r"(s|x|z|ch|sh)$", word):
        return word + "es"
    if re.search(r"[^aeiou]y$", word):
        return word[:-1] + "ies"
    return word + "s"


def _plural_phrase(phrase: str) -> str:
    head, _, last = phrase.rpartition(" ")
    return f"{head} {plural(last)}".strip()


@dataclass(frozen=True)
class Swap:
    """One schema name as the question may say it, and the synonym it becomes."""

    name: str
    synonym: str
    score: float


class SchemaSynonyms:
    """The kept synonym of every schema name of the training databases, chosen once per database."""

    def __init__(self, synonyms: list[dict], tables: dict[str, dict], embedder: Any = None) -> None:
        self.synonyms = {e["db_id"]: e for e in synonyms if isinstance(e, dict) and "db_id" in e}
        self.tables = tables
        self._embedder = embedder
        self._swaps: dict[str, list[Swap]] = {}
        # Each text's unit vector, embedded once: the databases' lists share two thirds of their texts ("name", "id").
        self._vectors: dict[str, Any] = {}

    @classmethod
    def read(cls, root: str | Path, embedder: Any = None) -> "SchemaSynonyms":
        """The synonyms file and tables.json of a Spider folder; a missing synonyms file is an error naming it."""
        root = Path(root).expanduser()
        path = root / SYNONYMS_FILE
        if not path.is_file():
            raise FileNotFoundError(f"the -hard splits need {path} (Spider-Syn's schema synonyms of the training "
                                    "databases); use the split without -hard, or point --data at a folder holding it")
        tables = json.loads((root / "tables.json").read_text(encoding="utf-8"))
        return cls(json.loads(path.read_text(encoding="utf-8")), {t["db_id"]: t for t in tables}, embedder)

    def swaps(self, db_id: str) -> list[Swap]:
        """The database's names that have a kept synonym, longest first (a longer name is matched before its part)."""
        if db_id not in self._swaps:
            self._swaps[db_id] = self._choose(db_id)
        return self._swaps[db_id]

    def reword(self, question: str, db_id: str) -> str:
        """The question with each schema name it mentions (or its plural) swapped; quoted values left alone."""
        swaps = self.swaps(db_id)
        if not swaps:
            return question
        pieces, last = [], 0
        for m in _QUOTED.finditer(question):
            pieces += [_swap_all(question[last:m.start()], swaps), m.group(0)]
            last = m.end()
        return "".join(pieces) + _swap_all(question[last:], swaps)

    def applied(self, question: str, db_id: str) -> list[Swap]:
        """The swaps reword() makes in the question, once each, in the order of their first mention."""
        unquoted = _QUOTED.sub(lambda m: " " * len(m.group(0)), question)  # values blanked, positions kept
        found = sorted(_mentions(unquoted, self.swaps(db_id)), key=lambda m: m[0])
        return list(dict.fromkeys(s for _, _, s in found))

    def _choose(self, db_id: str) -> list[Swap]:
        entry, schema = self.synonyms.get(db_id), self.tables.get(db_id)
        if not entry or not schema:
            return []
        lists = [t for t in entry.get("table_names", [])] + [c for _, c in entry.get("column_names", [])[1:]]
        names = {n.strip().lower() for n in schema.get("table_names", [])} | {
            c.strip().lower() for _, c in schema.get("column_names", [])[1:]}
        options: dict[str, list[str]] = {}
        for line in lists:
            name, *others = [w.strip().lower() for w in str(line).split("|")]
            if name and name not in options:
                options[name] = [o for o in dict.fromkeys(others) if _usable(o, name, names)]
        scored = self._scores({n: o for n, o in options.items() if o})
        out = [Swap(name, syn, score) for name, (syn, score) in scored.items() if score >= MIN_SIMILARITY]
        return sorted(out, key=lambda s: (-len(s.name), s.name))

    def _scores(self, options: dict[str, list[str]]) -> dict[str, tuple[str, float]]:
        """Each name's closest candidate by MiniLM cosine (rounded, so ties break the same way on every machine)."""
        if not options:
            return {}
        vector = self._embedded({t for n, o in options.items() for t in (n, *o)})
        best = {}
        for name, cands in options.items():
            sims = [(round(float(vector[name] @ vector[c]), 4), c) for c in cands]
            score, syn = max(sims, key=lambda s: (s[0], [-ord(ch) for ch in s[1]]))
            best[name] = (syn, score)
        return best

    def _embedded(self, texts: set[str]) -> dict[str, Any]:
        """The unit vectors of texts, embedding (in sorted order) only those no earlier database asked for."""
        import numpy as np

        new = sorted(texts - self._vectors.keys())
        if new:
            if self._embedder is None:
                from nl2sql.data.linking import default_embedder

                self._embedder = default_embedder()
            vectors = np.asarray(self._embedder.encode(new), dtype=float)
            vectors /= np.clip(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12, None)
            self._vectors.update(zip(new, vectors))
        return self._vectors


# Kept by every rule above and wrong all the same, found by reading the tune split's rewordings: a misspelling, a
# verb form, an antonym, a cause for its subject, the vehicle for the company.
REJECTED = frozenset({("address", "adress"), ("song", "sung"), ("host", "guest"), ("patient", "illness"),
                      ("airline", "plane"), ("market", "sell")})


def _usable(candidate: str, name: str, names: set[str]) -> bool:
    """A candidate that reads as another noun for the name: letters only, not another name of the database, not a
    plural, not an adjective or adverb form where the name is none, not a form or a compound of the name's words."""
    if not _LETTERS.match(candidate) or len(candidate) < 3 or candidate in names or (name, candidate) in REJECTED:
        return False
    last, name_last = candidate.split()[-1], name.split()[-1]
    if _PLURAL.search(last) and not _PLURAL.search(name_last):
        return False  # "schoolchildren" for student: its singular mentions would read wrong
    if any(last.endswith(end) and not name_last.endswith(end) for end in _NOT_NOUN):
        return False  # "urban" for city, "annually" for year: the question's grammar breaks
    if name.replace(" ", "") in candidate.replace(" ", "") or candidate.replace(" ", "") in name.replace(" ", ""):
        return False  # "bedroom" for room, "counterbalance" for balance
    # No word of it may be a form of one of the name's: a derivation or a spelling (creation/create,
    # catalog/catalogue, id/identify) tests spelling, which the identifier repair handles; and a candidate keeping a
    # word of a longer name changes only the rest, where Spider-Syn's lists grow wild (drug id -> physician id).
    return not any(_stem_shared(w, v) for w in candidate.split() for v in name.split())


def _stem_shared(a: str, b: str) -> bool:
    """Whether two words share their first STEM letters (or one begins the other)."""
    return a.startswith(b) or b.startswith(a) or (len(a) >= STEM and a[:STEM] == b[:STEM])


def _mentions(text: str, swaps: list[Swap]) -> list[tuple[int, int, Swap]]:
    """Every whole-word mention of a name (singular or plural, any case), longest names first, no overlaps."""
    taken: list[tuple[int, int, Swap]] = []
    for s in swaps:
        pattern = re.compile(rf"\b({re.escape(s.name)}|{re.escape(_plural_phrase(s.name))})\b", re.I)
        for m in pattern.finditer(text):
            if not any(m.start() < b and a < m.end() for a, b, _ in taken):
                taken.append((m.start(), m.end(), s))
    return taken


def _swap_all(text: str, swaps: list[Swap]) -> str:
    """Every mention of a name replaced by its synonym, in the number and case the question said it."""
    for a, b, s in sorted(_mentions(text, swaps), key=lambda m: m[0], reverse=True):
        said = text[a:b]
        new = _plural_phrase(s.synonym) if said.lower() != s.name else s.synonym
        text = text[:a] + (new[:1].upper() + new[1:] if said[:1].isupper() else new) + text[b:]
    return text


def hard_questions(root: str | Path, questions: dict[int, tuple[str, str]]) -> dict[int, str]:
    """{index: (question, db_id)} reworded, cached on disk by the inputs' hashes and VERSION (MiniLM runs once)."""
    root = Path(root).expanduser()
    key = "-".join([VERSION, sha256_file(root / SYNONYMS_FILE)[:16], sha256_file(root / "tables.json")[:16]])
    path = cache_dir() / "rewordings" / f"hard-{key}.json"
    cached: dict[str, str] = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    missing = {i: q for i, q in questions.items() if str(i) not in cached}
    if missing:
        words = SchemaSynonyms.read(root)
        cached.update({str(i): words.reword(q, db) for i, (q, db) in missing.items()})
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(cached, sort_keys=True), encoding="utf-8")
        tmp.replace(path)
    return {i: cached[str(i)] for i in questions}
