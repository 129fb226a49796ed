"""How the official Spider parser reads a query's text: tokens, comments, a first statement, trailing junk.

Spider's tokenizer (NLTK's word tokenizer) reads some text sqlglot reads differently: strict mode
rejects spellings it cannot read and cuts the query where the official parser stops reading.
"""

from __future__ import annotations

import re

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError
from sqlglot.tokens import TokenType

from nl2sql.eval.sql_struct import SQLStructError
from nl2sql.sql.scanner import segments

_DIALECT = sqlglot.Dialect.get_or_raise("sqlite")


def read_query(text: str, strict: bool) -> tuple[str, exp.Expression]:
    """The first statement's sqlglot tree, read as the official parser reads it (strict) or as sqlglot does.

    Also returns the text with the comments the official parser skips blanked out (same length).
    """
    junk = ""  # text after a stray backtick, read as trailing junk
    try:
        tokens = _DIALECT.tokenize(text)
    except SqlglotError as exc:
        tick = text.find("`")
        if not strict or tick <= 0:
            raise SQLStructError(f"does not tokenize: {_first_line(exc)}") from None
        # A stray backtick (a code fence left in): Spider's tokenizer reads on, so read up to it.
        try:
            tokens = _DIALECT.tokenize(text[:tick])
        except SqlglotError:
            raise SQLStructError(f"does not tokenize: {_first_line(exc)}") from None
        junk = text[tick:]
    while strict and not junk:
        comment = _comment_start(text, tokens)
        if comment is None:
            break
        # Spider's tokenizer reads a comment's words as SQL. Right after `= column` they are
        # skipped with the column's trailing text; anywhere else they are trailing junk.
        before = [t for t in tokens if t.end < comment]
        end = comment + next(segments(text[comment:])).end
        if end < len(text) and _ends_column_comparison(before, len(before)) \
                and _swallowable([], text[comment:end]) is True:
            text = text[:comment] + " " * (end - comment) + text[end:]
            tokens = _DIALECT.tokenize(text)
            continue
        tokens, junk = before, text[comment:]
    # The official parser reads the first statement and ignores what follows its semicolon.
    for i, tok in enumerate(tokens):
        if tok.token_type == TokenType.SEMICOLON:
            tokens, junk = tokens[:i], ""
            break
    if not tokens:
        raise SQLStructError("empty SQL")
    if strict:
        tokens = _official_prefix(tokens)
        _check_tokens(text, tokens)
    trees = None
    if not junk:
        try:
            trees = _DIALECT.parser().parse(tokens, text)
        except SqlglotError as exc:
            if not strict:
                raise SQLStructError(f"does not parse: {_first_line(exc)}") from None
            error = exc
    else:
        error = SQLStructError(f"text the official parser cannot skip: {junk[:30]!r}")
    if trees is None:
        trees = _parse_before_junk(text, tokens, junk)
        if trees is None:
            raise SQLStructError(f"does not parse: {_first_line(error)}")
    tree = trees[0] if trees else None
    if tree is None:
        raise SQLStructError("empty SQL")
    return text, tree


def _parse_before_junk(text: str, tokens: list, junk: str) -> list | None:
    """Parse the longest prefix the official parser would stop after, ignoring the text that follows.

    It stops silently after a top-level GROUP BY or ORDER BY list or LIMIT n, and a comparison
    with a column on its right reads on to the next ',', ')', AND, clause or join keyword.
    """
    cuts = []
    depth, clause_at = 0, None
    for i, tok in enumerate(tokens):
        if depth == 0 and clause_at is not None and i > clause_at + 1:
            cuts.append(i)
        if depth == 0 and i >= 2 and _ends_column_comparison(tokens, i) and _swallowable(tokens[i:], junk):
            cuts.append(i)
        if tok.token_type == TokenType.L_PAREN:
            depth += 1
        elif tok.token_type == TokenType.R_PAREN:
            depth -= 1
        elif depth == 0 and tok.token_type in _CLAUSE_TOKENS:
            clause_at = i if tok.token_type in _FINAL_CLAUSES else None
            if tok.token_type == TokenType.LIMIT:
                cuts = [i + 2] if i + 2 <= len(tokens) else []
                clause_at = None
    n = len(tokens)
    if depth == 0 and ((clause_at is not None and n > clause_at + 1) or (
            _ends_column_comparison(tokens, n) and _swallowable([], junk))):
        cuts.append(n)
    for cut in sorted(set(c for c in cuts if c < n or junk), reverse=True)[:40]:
        try:
            return _DIALECT.parser().parse(tokens[:cut], text)
        except SqlglotError:
            continue
    return None

def _official_prefix(tokens: list) -> list:
    """The tokens the official parser reads: it stops silently at a stray ')' or NULLS FIRST/LAST."""
    depth = 0
    for i, tok in enumerate(tokens):
        kind = tok.token_type
        if kind == TokenType.L_PAREN:
            depth += 1
        elif kind == TokenType.R_PAREN:
            depth -= 1
            if depth < 0:
                return tokens[:i]
        elif tok.text.upper() == "NULLS" and i + 1 < len(tokens) \
                and tokens[i + 1].text.upper() in ("FIRST", "LAST"):
            if depth > 0:
                raise SQLStructError("NULLS FIRST/LAST inside a nested query")
            return tokens[:i]
    return tokens

def _check_tokens(sql: str, tokens: list) -> None:
    """Reject spellings the official tokenizer cannot read but sqlglot normalises away."""
    prefix_not_after = {TokenType.WHERE, TokenType.AND, TokenType.OR, TokenType.HAVING, TokenType.ON,
                        TokenType.L_PAREN}
    prev = None
    binary_dash = False
    for tok in tokens:
        kind, text = tok.token_type, tok.text
        if kind == TokenType.NEQ and text != "!=":
            raise SQLStructError(f"operator {text} (Spider's parser reads only !=)")
        if kind == TokenType.EQ and text != "=":
            raise SQLStructError(f"operator {text} (Spider's parser reads only =)")
        if kind == TokenType.NOT and (prev is None or prev.token_type in prefix_not_after):
            raise SQLStructError("NOT before a condition (Spider's parser reads only x NOT IN/LIKE/BETWEEN)")
        if kind == TokenType.IDENTIFIER and sql[tok.start] in "`[":
            raise SQLStructError(f"identifier quoted with {sql[tok.start]}: {text}")
        if prev is not None and prev.token_type == TokenType.IDENTIFIER and kind == TokenType.L_PAREN:
            raise SQLStructError(f'quoted function name "{prev.text}" (a string to Spider\'s tokenizer)')
        if prev is not None and prev.token_type == TokenType.DASH and kind == TokenType.NUMBER \
                and prev.end + 1 != tok.start and not binary_dash:
            # NLTK keeps "-5" whole; "- 5" gives a lone "-" the official parser cannot read.
            raise SQLStructError("minus sign apart from its number")
        if kind in (TokenType.STRING, TokenType.IDENTIFIER) and ("'" in text or '"' in text):
            raise SQLStructError(f"quote inside a quoted string: {text}")
        # The official tokenizer (NLTK's) splits on spaces and a few characters only, so an
        # operator glued to a name or value (x='a', a-b, n>=5) becomes part of a word.
        binary_dash = kind == TokenType.DASH and prev is not None and prev.token_type in _OPERAND_TOKENS
        if kind in _EQ_TOKENS or kind in (TokenType.PLUS, TokenType.SLASH) or binary_dash:
            for pos in range(tok.start, tok.end + 1):
                if sql[pos] in "=+-/" and not (_nltk_split_at(sql, pos - 1, left=True)
                                                     and _nltk_split_at(sql, pos + 1, left=False)):
                    raise SQLStructError(f"operator {text} not separated by spaces (Spider's tokenizer merges it)")
        prev = tok


_CLAUSE_TOKENS = (TokenType.SELECT, TokenType.FROM, TokenType.WHERE, TokenType.GROUP_BY, TokenType.HAVING,
                  TokenType.ORDER_BY, TokenType.LIMIT, TokenType.UNION, TokenType.INTERSECT, TokenType.EXCEPT)
_FINAL_CLAUSES = (TokenType.GROUP_BY, TokenType.ORDER_BY, TokenType.LIMIT)
_COMPARISONS = (TokenType.EQ, TokenType.GT, TokenType.LT, TokenType.GTE, TokenType.LTE, TokenType.NEQ,
                TokenType.LIKE)
# Words at which the official reading of a column value stops (then the junk after it matters).
_STOP_WORDS = frozenset(
    [",", ")", "and", "join", "on", "as", ";", "select", "from", "where", "group", "order", "limit", "intersect",
     "union", "except"]
)


def _comment_start(text: str, tokens: list) -> int | None:
    """Where the first SQL comment starts (outside tokens), if any."""
    pos = 0
    for tok in [*tokens, None]:
        gap_end = tok.start if tok is not None else len(text)
        gap = text[pos:gap_end]
        for marker in ("--", "/*"):
            at = gap.find(marker)
            if at >= 0:
                return pos + at
        if tok is not None:
            pos = tok.end + 1
    return None


def _ends_column_comparison(tokens: list, i: int) -> bool:
    """Whether tokens[:i] ends with `op column` (column: name or qualifier.name)."""
    j = i - 1
    if j < 1 or tokens[j].token_type not in (TokenType.VAR, TokenType.IDENTIFIER):
        return False
    if j >= 2 and tokens[j - 1].token_type == TokenType.DOT:
        j -= 2
    return j >= 1 and tokens[j - 1].token_type in _COMPARISONS and tokens[j].token_type == TokenType.VAR


def _swallowable(rest: list, junk: str) -> bool:
    """Whether trailing tokens and text hold none of the words that stop a column value's reading."""
    words = [t.text.lower() for t in rest] + re.findall(r"\w+|[^\w\s]", junk.lower())
    return bool(words) and not any(w in _STOP_WORDS for w in words)


_EQ_TOKENS = (TokenType.EQ, TokenType.GTE, TokenType.LTE, TokenType.NEQ)
_OPERAND_TOKENS = (TokenType.VAR, TokenType.IDENTIFIER, TokenType.NUMBER, TokenType.STRING, TokenType.R_PAREN)
# Characters NLTK's word tokenizer pads with spaces (',' and ':' only before a non-digit).
_NLTK_PADDED = frozenset(";@#$%&?!*[](){}<>")


def _nltk_split_at(text: str, pos: int, left: bool) -> bool:
    """Whether the character at pos (beside an operator) ends an NLTK token there."""
    if pos < 0 or pos >= len(text):
        return True
    ch = text[pos]
    if ch.isspace() or ch in _NLTK_PADDED:
        return True
    if ch in ",:":
        # Padded only before a non-digit; left of an operator that holds.
        return left or pos + 1 >= len(text) or not text[pos + 1].isdigit()
    return False


def _first_line(exc: Exception) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__

