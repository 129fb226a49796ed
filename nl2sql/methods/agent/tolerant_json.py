"""Tolerant JSON: read JSON the way models write it, with one string-aware scanner for every pass.

Each pass reads the text once, mostly inside the regex engine, so parsing takes time linear in its length.
"""

from __future__ import annotations

import ast
import json
import re
import warnings
from typing import Any, Iterator

_FENCE = re.compile(r"```[\w+-]*[ \t]*\n?(.*?)(?:```|\Z)", re.S)
_PAIRS = {"{": "}", "[": "]", "(": ")"}
_BARE_KEY = re.compile(r"([{,]\s*)([A-Za-z_]\w*)(\s*:)")
# (needle, pattern, replacement): the pattern matches only where the needle occurs, a much cheaper test.
_JSON_REPAIRS = ((",", r",\s*([}\]])", r"\1"), ("True", r"\bTrue\b", "true"), ("False", r"\bFalse\b", "false"),
                 ("None", r"\bNone\b", "null"))
_PYTHON_LITERALS = (("true", r"\btrue\b", "True"), ("false", r"\bfalse\b", "False"), ("null", r"\bnull\b", "None"))
# Trailing runs are matched on the reversed text: `[...]+$` would retry from every character of a long run.
_TRAILING_JUNK = re.compile(r"[,:\s]*")
_TRAILING_CLOSERS = re.compile(r"[\s\]})]*")
# The file name Python's compiler gives model text: what it warns about that text (`1abc`: "invalid decimal literal",
# `'\d'`: "invalid escape sequence") is no news for the user, and is kept off stderr by this one narrow filter.
_SOURCE = "<model output>"
_QUIET = re.escape(_SOURCE)


# -- the scanner ---------------------------------------------------------------------------------------------
# Regexes that step over each JSON/Python string literal whole: either quote, backslash escapes, and a literal
# left open runs to the end of the text.

def _string_literals(word_apostrophes: bool) -> str:
    """A regex for a string literal, either quote; with word_apostrophes an apostrophe in a word (don't) opens none."""
    single = r"(?:(?<![^\W_])|(?='(?![^\W_])))'" if word_apostrophes else "'"  # [^\W_] is exactly str.isalnum
    return "|".join(rf"(?s:{opener}[^{q}\\]*(?:\\.[^{q}\\]*)*(?:{q}|\\)?)" for q, opener in (('"', '"'), ("'", single)))


def _to_brackets(literals: str, brackets: str) -> re.Pattern:
    """A regex that reads past plain text and string literals to the next run of brackets (group 1, empty at the end).

    It matches wherever the one before stopped, so that a search never starts inside a literal.
    """
    b = re.escape(brackets)
    # Possessive: a literal is never re-read as text. Runs stop at 64 brackets: a scan that ends early ("{}" of
    # "{}{}{}...") must not have read on to the end of the run.
    return re.compile(rf"(?:[^\"'{b}]++|{literals}|')*+([{b}]{{1,64}}+|\Z)")


_STRINGS = _string_literals(word_apostrophes=True)
_STRING = re.compile(_STRINGS)
_TO_BRACKETS = _to_brackets(_STRINGS, "{}[]()")
# Closing a text treats every apostrophe as a quote, so that u'x' stays a string there.
_CLOSE_STRING = re.compile(_string_literals(word_apostrophes=False))
_TO_CLOSE_BRACKETS = _to_brackets(_CLOSE_STRING.pattern, "{}[]")


def bracket_ends(text: str, start: int) -> tuple[dict[int, int | None], int, bool]:
    """Match the brackets from text[start] to the end of the value opening there.

    Returns the end (exclusive) of each bracket opened on the way, None for those left open, then the value's
    end and whether it closed. A scan from any of those brackets would read what follows the same way, so
    their ends are what balanced_span finds for them.
    """
    ends: dict[int, int | None] = {}
    closers: list[str] = []  # what each open bracket awaits, and where it opened
    opened: list[int] = []
    for m in _TO_BRACKETS.finditer(text, start):
        for i, ch in enumerate(m.group(1), m.start(1)):
            if ch in _PAIRS:
                closers.append(_PAIRS[ch])
                opened.append(i)
            elif closers and closers[-1] == ch:
                closers.pop()
                ends[opened.pop()] = i + 1
                if not closers:
                    return ends, i + 1, True
            elif not closers:
                return ends, i, True
    ends.update(dict.fromkeys(opened))
    return ends, len(text), False


def balanced_span(text: str, start: int) -> tuple[int, bool]:
    """End (exclusive) of the bracketed value opening at text[start], and whether it was closed."""
    _, end, closed = bracket_ends(text, start)
    return end, closed


def _replace_outside_strings(text: str, subs: tuple[tuple[str, str, str], ...]) -> str:
    """Apply (needle, pattern, replacement) substitutions, in order, to the parts of text outside string literals.

    No pattern may match, nor replacement hold, a double quote: the literals are set aside, each leaving a '"'
    (a character no text outside them holds), and put back after.
    """
    if not any(needle in text for needle, _, _ in subs):
        return text
    literals = _STRING.findall(text)
    outside = _STRING.sub('"', text)
    for _, pattern, repl in subs:
        outside = re.sub(pattern, repl, outside)
    parts = outside.split('"')
    return "".join(part + literal for part, literal in zip(parts, literals)) + parts[-1]


def _quote_bare_keys(text: str) -> str:
    """Quote the bare keys outside string literals: {sql: "x"} -> {"sql": "x"}."""
    if not _BARE_KEY.search(text):
        return text
    # A key matches no quote: matching the literals whole in the same regex steps over them.
    return re.sub(f"{_BARE_KEY.pattern}|{_STRINGS}",
                  lambda m: m.group() if m.group(1) is None else f'{m.group(1)}"{m.group(2)}"{m.group(3)}', text)


# -- repairs -------------------------------------------------------------------------------------------------

def _rstrip(text: str, trailing: re.Pattern) -> str:
    """text without its trailing run of the characters `trailing` matches."""
    return text[: len(text) - trailing.match(text[::-1]).end()]


def _close(text: str) -> str:
    """Close an unterminated string and any open brackets at the end of the text."""
    stack: list[str] = []
    for run in _TO_CLOSE_BRACKETS.findall(text):
        for ch in run:
            if ch in _PAIRS:
                stack.append(_PAIRS[ch])
            elif stack and stack[-1] == ch:
                stack.pop()
    # Only the last literal can be open: one not ending in its own quote, or ending in one a backslash escapes.
    literal = (_CLOSE_STRING.findall(text) or [""])[-1]
    body = literal[1:-1]
    closed = len(literal) > 1 and literal[-1] == literal[0] and (len(body) - len(body.rstrip("\\"))) % 2 == 0
    return _rstrip(text + ("" if closed or not literal else literal[0]), _TRAILING_JUNK) + "".join(reversed(stack))


def _candidates(text: str) -> Iterator[str]:
    """Repaired variants of a JSON-ish text, most faithful first, each made only when the one before fails."""
    base = text.strip()
    fenced = _FENCE.search(base)
    if fenced and fenced.group(1).strip():
        base = fenced.group(1).strip()
    start = min((i for i in (base.find("{"), base.find("[")) if i >= 0), default=-1)
    if start > 0:
        base = base[start:]
    if base[:1] in "{[":
        end, closed = balanced_span(base, 0)
        base = base[:end] if closed else _close(base)
    yield base
    fixed = _quote_bare_keys(_replace_outside_strings(base, _JSON_REPAIRS))
    yield fixed
    # Mismatched closers ('{"sql": "x"]'): drop every trailing closer and close again properly.
    yield _close(_rstrip(fixed, _TRAILING_CLOSERS))


def loads_tolerant(text: str) -> tuple[Any, str | None]:
    """Parse JSON the way models write it (fences, trailing commas, single quotes, unclosed braces, Python literals).

    Returns (value, None), or (None, "empty JSON" or "invalid JSON (...)"); it never raises.
    """
    if text is None or not str(text).strip():
        return None, "empty JSON"
    first_error = None
    for cand in _candidates(str(text)):
        try:
            return json.loads(cand, strict=False), None  # strict=False: raw newlines inside strings
        except json.JSONDecodeError as exc:
            first_error = first_error or f"{exc.msg} at line {exc.lineno} column {exc.colno}"
        except RecursionError:
            first_error = first_error or "nested too deeply"
        except ValueError:  # an integer past Python's 4300-digit limit
            first_error = first_error or "number too long"
        try:
            value = _python_literal(_replace_outside_strings(cand, _PYTHON_LITERALS))
            if isinstance(value, (dict, list)):
                return value, None
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            pass
    return None, f"invalid JSON ({first_error})"


def _python_literal(text: str) -> Any:
    """ast.literal_eval of model text, without the compiler's warnings about it reaching stderr."""
    if not any(f[0] == "ignore" and f[3] is not None and f[3].pattern == _QUIET for f in warnings.filters):
        warnings.filterwarnings("ignore", module=_QUIET)  # installed once (again after a caller reset the filters)
    return ast.literal_eval(compile(text.lstrip(" \t"), _SOURCE, "eval", ast.PyCF_ONLY_AST))
