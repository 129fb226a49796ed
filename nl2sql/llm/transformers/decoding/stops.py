"""When a decoding row stops before its length cap: a stop string in its text, or a loop it cannot leave."""

from __future__ import annotations

from typing import Any, Callable, Sequence


def stop_check(tokenizer: Any, stop: Sequence[str]) -> Callable[[list[int]], bool]:
    """Whether a row's generated ids now contain one of the stop strings, or repeat themselves (repeats_itself)."""
    if not stop:
        return repeats_itself
    tail = max(len(s) for s in stop) + 2  # a stop string that just completed lies within its length in tokens

    def is_stopped(gen: list[int]) -> bool:
        text = tokenizer.decode(gen[-tail:], skip_special_tokens=True)
        return any(s in text for s in stop) or repeats_itself(gen)
    return is_stopped


# A row whose last LOOP_TOKENS ids (or LOOP_TIMES periods, if more) repeat one stretch of at most LOOP_PERIOD ids is
# stuck: the 0.5B model's "(SELECT a FROM t WHERE b = (SELECT a FROM t WHERE b = ..." runs to the length cap and gives
# no SQL either way, while a row left alone at a batch's end costs a whole step (a read of the weights) per token.
LOOP_TOKENS, LOOP_TIMES, LOOP_PERIOD = 48, 3, 32


def repeats_itself(ids: Sequence[int]) -> bool:
    """Whether the ids end in one stretch said over and over (see LOOP_TOKENS): a decoding loop."""
    n = len(ids)
    if n < LOOP_TOKENS:
        return False
    last = ids[-1]
    for period in range(1, min(LOOP_PERIOD, n // LOOP_TIMES) + 1):
        span = max(LOOP_TOKENS, LOOP_TIMES * period)
        if ids[-1 - period] == last and span <= n and list(ids[n - span + period:]) == list(ids[n - span:n - period]):
            return True
    return False
