"""The loop as a stream of step events (docs/reference-loop.md#streaming).

    for event in react_sql_stream(example, llm, options):
        print(event.kind, event.text)      # thought, action, observation ... then final (event.result)

The stream is the step callback's output: react_sql runs in a worker thread and every StepEvent it reports
becomes its thought, action and observation events, in order, as the steps happen; the last event is the
final answer. Closing the stream early stops the question at its next step boundary.
"""

from __future__ import annotations

import queue
import threading
from typing import Any, Callable, Iterator

from nl2sql.data.dataset import Example
from nl2sql.llm.base import LLM
from nl2sql.methods.agent.loop import react_sql
from nl2sql.methods.agent.result import (
    AgentResult,
    StepEvent,
    StopSignal,
    StreamEvent,
    chain,
    final_event,
    stream_events,
)

_DONE = object()


def _is_set(stop: Any) -> bool:
    """Whether a stop argument of react_sql_batch (a StopSignal, an Event, any callable) asks to stop."""
    is_set = getattr(stop, "is_set", None)
    return bool(is_set() if callable(is_set) else stop())


def react_sql_stream(example: Example, llm: LLM, options: Any = None, *,
                     on_step: Callable[[StepEvent], None] | None = None, stop: Any = None,
                     **kw: Any) -> Iterator[StreamEvent]:
    """Run the loop on one question, yielding its step events as they happen and then the final one.

    on_step, stop and the other keywords (tools=...) are react_sql's. An exception of the run is raised here.
    """
    events: queue.Queue = queue.Queue()
    closed = StopSignal()
    halt = closed if stop is None else (lambda: closed() or _is_set(stop))

    def put_step(ev: StepEvent) -> None:
        for e in stream_events(ev):
            events.put(e)

    def work() -> None:
        try:
            result: AgentResult = react_sql(example, llm, options, on_step=chain(on_step, put_step), stop=halt, **kw)
            events.put(final_event(result))
        except BaseException as e:  # noqa: BLE001 - handed to the consumer below
            events.put(e)
        finally:
            events.put(_DONE)

    # A daemon thread: a consumer that stops reading cannot keep the process alive.
    threading.Thread(target=work, name=f"react-stream-{example.id}", daemon=True).start()
    try:
        while True:
            item = events.get()
            if item is _DONE:
                return
            if isinstance(item, BaseException):
                raise item
            yield item
    finally:
        closed.stop()  # a closed stream ends its question at the next step boundary
