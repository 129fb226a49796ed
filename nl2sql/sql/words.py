"""Question words: one normaliser, one tokenizer, and the cue vocabularies (aggregates, ranking, order, grouping).

Constraint extraction, the guardrails' projection contract, schema linking and the prompts all read the
question through these, so a cue word is defined once.
"""

from __future__ import annotations

import re

_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
}
_NUM = r"(\d+|" + "|".join(_NUMBER_WORDS) + r")"

# Aggregate cues; the earliest cue in the question decides a constraint's `agg`. A phone, mobile, contact or card
# "number of" someone is an attribute, not a count (cue words and exceptions are calibrated on training questions:
# docs/reference-loop.md#constraints).
_AGG_CUES: list[tuple[str, str]] = [
    ("COUNT", r"\bhow many\b"),
    ("COUNT", r"\btotal (?:number|count)\b"),
    ("COUNT", r"(?<!phone )(?<!mobile )(?<!contact )(?<!card )\bnumber of\b"),
    ("COUNT", r"\bcount\b"),
    ("AVG", r"\baverage\b|\bmean\b|\bavg\b"),
    ("SUM", r"\btotal\b(?! (?:number|count)\b)|\bsum\b"),
    ("MAX", r"\bmaximum\b|\bmax\b"),
    ("MIN", r"\bminimum\b|\bmin\b"),
]
# Superlatives: "the highest X", "the youngest", "the most common"; MAX-like or MIN-like.
SUPER_MAX = (r"highest|largest|biggest|greatest|most|oldest|latest|longest|tallest|heaviest|"
             r"richest|top|newest|farthest|furthest|maximal")
_SUPER_MIN = (r"lowest|smallest|least|fewest|youngest|earliest|shortest|lightest|cheapest|"
             r"poorest|minimal")
# "at least two" is a threshold and "from highest to lowest" a sort order, neither a superlative.
_NOT_SUPER = r"(?<!\bat )(?<!\bat the )(?<!\bfrom )(?<!\bfrom the )(?<!\bto )(?<!\bto the )"
SUPERLATIVE_RE = re.compile(rf"{_NOT_SUPER}\b(?P<word>{SUPER_MAX}|{_SUPER_MIN})\b")
# "per hour", "per minute", "per week" are units (miles per hour, pages per minute), not groups.
GROUP_RE = re.compile(
    r"\bfor each\b|\bfor every\b|\beach\b|\bper\b(?! (?:hour|minute|week)\b)|\bgrouped by\b|\bby each\b"
)
# "in each order", "in any order" and "an order in" name an order (a purchase), not a sort order.
ORDER_RE = re.compile(
    r"\bsort(?:ed|s|ing)?\b|\border(?:ed)? (?:by|of|them|the|from)\b|\bin (?:(?!(?:each|any)\b)\w+ )?order\b|"
    r"\bdescending\b|\bascending\b|\balphabetic(?:al)?(?:ly)?\b|\blexicographic(?:al)?(?:ly)?\b|"
    r"\branked\b|\brank(?:ed)? by\b|\bdecreasing\b|\bincreasing\b"
)
TOP_N_RE = re.compile(rf"\b(?:top|first|last|bottom)\s+{_NUM}\b|\b{_NUM}\s+(?:{SUPER_MAX}|{_SUPER_MIN})\b")
DISTINCT_RE = re.compile(r"\bdistinct\b|\bdifferent\b|\bunique\b")

_SUPER_WORDS = rf"{SUPER_MAX}|{_SUPER_MIN}|maximum|minimum|max|min|first|last"
# Words that ask for an aggregate value or a count-based condition (the intent check lets such a question have an
# answer of aggregates only; a word here that no training gold needs would only let wrong answers through).
ANY_AGG_CUE = re.compile(
    rf"\bhow (?:many|much)\b|\bnumber\b|\bcount\b|\baverage\b|\bmean\b|\btotal\b|\bsum\b|\b(?:{_SUPER_WORDS})\b"
)
# Words that can justify a LIMIT: superlatives, "top/first N", a single answer asked for.
_RANK_CUE = re.compile(
    rf"{_NOT_SUPER}\b(?:{_SUPER_WORDS})\b|\btop\b|\bbottom\b|\b(?!(?:interest|request|test|west|guest|forest|"
    rf"contest|suggest|honest|harvest|protest|digest|rest)\b)\w{{2,}}est\b"
)
# An aggregate cue and the one or two words after it: the noun a stored column may already count.
_CUE_NOUNS = re.compile(r"\b(?:how many|number of|average|mean|total|maximum|minimum|the most|the least)"
                        r"\s+(\w+)(?:\s+(\w+))?")

# Per-word aggregate cues by sqlglot's aggregate key: where the question asks for a SELECT item's aggregate.
_AGG_WORDS = {
    "count": ("how many", "number", "count", "total", "amount"),
    "avg": ("average", "mean", "avg"),
    "sum": ("total", "sum", "combined", "amount", "overall"),
    "max": ("max", "maximum", "highest", "largest", "biggest", "most", "greatest", "oldest", "latest", "top",
            "longest", "best", "last", "recent"),
    "min": ("min", "minimum", "lowest", "smallest", "least", "fewest", "youngest", "earliest", "shortest",
            "first", "cheapest"),
}
# Words that never mention a column on their own (the projection contract's list).
_MENTION_STOP = {"the", "a", "an", "of", "and", "or", "in", "on", "for", "to", "by", "with", "is", "are", "what",
                 "which", "who", "show", "list", "give", "find", "return", "all", "each", "their", "its", "that",
                 "this", "from", "me", "how", "many", "much", "do", "does", "did", "be", "was", "were", "has",
                 "have", "as"}
_SYNONYMS = {"name": ("who", "named", "called", "whom"), "id": ("identifier", "ids"), "dob": ("birth",),
             "num": ("number",), "no": ("number",), "desc": ("description",), "descr": ("description",)}
# Words that name no table or column (schema linking ignores them).
LINK_STOP_WORDS = frozenset(
    "a an the of in on at for to by with and or not no is are was were be been being do does did has have had "
    "what which who whom whose where when why how many much list show give find return display tell me all each "
    "every any that this these those their its his her there than more less most least also as from into per "
    "only both either some same other different distinct unique please name names number count total average "
    "sum maximum minimum max min highest lowest largest smallest order sorted ascending descending id ids".split()
)


def number_value(word: str) -> int:
    """The number a digit string or a number word ("three") stands for."""
    return int(word) if word.isdigit() else _NUMBER_WORDS[word]


def normalize_question(nlq: str) -> str:
    """Lowercase, punctuation (but ? . ') to spaces, whitespace folded."""
    return " ".join(re.sub(r"[^\w\s?.']", " ", nlq.lower()).split())


def singular(word: str) -> str:
    """A light singular: cities -> city, classes -> class, singers -> singer."""
    for suffix, repl in (("ies", "y"), ("sses", "ss"), ("ches", "ch"), ("shes", "sh"), ("xes", "x"), ("s", "")):
        if word.endswith(suffix) and len(word) > len(suffix) + 2 and not word.endswith("ss"):
            return word[: -len(suffix)] + repl
    return word


def tokenize(text: str) -> list[str]:
    """The words of a text: lowercased ASCII letter-and-digit runs, each made singular."""
    return [singular(w) for w in re.findall(r"[a-z0-9]+", text.lower())]


def identifier_words(name: str) -> list[str]:
    """Words of an identifier, singular and lowercased: "CarMakers" / "car_makers" -> ["car", "maker"]."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name)
    return [singular(w) for w in re.split(r"[\W_]+", spaced.lower()) if w]


def question_words(question: str) -> list[str]:
    """Content words of a question, singular and lowercased, stop words removed (order kept, no repeats)."""
    seen, out = set(), []
    for w in tokenize(question):
        if w not in LINK_STOP_WORDS and len(w) > 1 and w not in seen:
            seen.add(w)
            out.append(w)
    return out


# -- aggregate cues ---------------------------------------------------------------------------------------------

def aggregate_cues(text: str) -> list[tuple[int, str]]:
    """(position, aggregate) of each aggregate cue in a normalized question, in question order."""
    return sorted((m.start(), agg) for agg, pattern in _AGG_CUES if (m := re.search(pattern, text)))


def aggregates_named(nlq: str) -> list[str]:
    """Every aggregate the question names outright, in the order it names them ("average and maximum")."""
    return list(dict.fromkeys(agg for _, agg in aggregate_cues(normalize_question(nlq))))


def cue_nouns(text: str) -> list[str]:
    """The words right after an aggregate cue in a normalized question ("how many kids" -> kids)."""
    return [w for pair in _CUE_NOUNS.findall(text) for w in pair if w]


def aggregate_mention(agg: str, question: list[str], text: str) -> int | None:
    """Where the question first asks for this aggregate (sqlglot key "count", "avg", ...), by token position."""
    cues = _AGG_WORDS.get(agg, ())
    positions = [i for i, q in enumerate(question) if q in cues]
    if "how many" in text and agg in ("count", "sum"):
        positions.append(question.index("how") if "how" in question else 0)
    return min(positions) if positions else None


def mention_position(words: list[str], question: list[str], text: str) -> int | None:
    """Position in the question of the first mention of any content word of an item, or None.

    Deliberately generous (prefixes, substrings, synonyms): a missed mention would prune a wanted column.
    """
    best = None
    joined = "".join(words)
    for w in words:
        if w in _MENTION_STOP or len(w) < 2:
            continue
        keys = (w, *_SYNONYMS.get(w, ()))
        for i, q in enumerate(question):
            hit = any(q == k or (len(k) >= 4 and len(q) >= 4 and q[:4] == k[:4]) for k in keys)
            # "type" in pettype, "staff" in num_of_staff: a question word inside the column name.
            hit = hit or (len(q) >= 3 and q not in _MENTION_STOP and q in joined)
            if hit:
                best = i if best is None else min(best, i)
                break
    flat = text.replace(" ", "")
    if best is None and len(joined) >= 4 and joined in flat:
        best = len(text[: flat.index(joined)].split())  # "zip code" -> zipcode
    return best


# -- ranking and order ------------------------------------------------------------------------------------------

def asks_for_ranking(nlq: str) -> bool:
    """Does the question ask for a ranking, a top-N, a superlative or a single extreme row?"""
    text = normalize_question(nlq)
    return bool(_RANK_CUE.search(text) or TOP_N_RE.search(text) or re.search(r"\blimit\b", text))


def may_ask_for_one(nlq: str) -> bool:
    """Any "most"/"least" ("how many times at most") or "one"/"single": perhaps a ranking in disguise."""
    return bool(re.search(r"\b(?:most|least|one|single)\b", nlq, re.I))


def asks_for_order(nlq: str) -> bool:
    """Does the question ask for a sort order ("sorted by", "in descending order", "alphabetically")?"""
    return bool(ORDER_RE.search(normalize_question(nlq)))
