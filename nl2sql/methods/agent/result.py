"""What the loop returns and reports: a question's result, step events for live progress, a stop flag."""

from __future__ import annotations

import json
import logging
import threading
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Mapping, Sequence

from nl2sql.methods.agent import trace as tr
from nl2sql.text import clip


class StopSignal:
    """A stop flag (docs/reference-loop.md#stop-signal): call stop(); the driver checks it between steps."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def stop(self) -> None:
        """Ask every running question to stop at its next step boundary."""
        self._event.set()

    def reset(self) -> None:
        self._event.clear()

    def __call__(self) -> bool:
        return self._event.is_set()


@dataclass
class StepEvent:
    """What one step did, for live progress (the on_step callback)."""

    id: str
    index: int
    step: int
    action: str | None
    requested: str | None
    forced: bool
    status: str
    sql: str | None
    finished: bool
    thought: str = ""  # the model's Thought line this step ("" when the policy took the step)
    args: dict = field(default_factory=dict)  # the arguments the action ran with
    observation: str = ""  # what the model reads back (as the transcript shows it)


@dataclass
class StreamEvent:
    """One item of react_sql_stream: a step's thought, action or observation, or the question's final answer."""

    kind: str  # thought | action | observation | final
    id: str
    step: int
    text: str
    data: dict = field(default_factory=dict)
    result: AgentResult | None = None  # the final event's result


def stream_events(ev: StepEvent) -> list[StreamEvent]:
    """A step as stream events: its thought (when the model wrote one), its action, its observation."""
    out = [StreamEvent("thought", ev.id, ev.step, ev.thought)] if ev.thought else []
    if ev.action is not None:
        text = f"{ev.action}[{json.dumps(ev.args, ensure_ascii=False, default=str)}]"
        out.append(StreamEvent("action", ev.id, ev.step, text, {"action": ev.action, "args": ev.args,
                                                                "requested": ev.requested, "forced": ev.forced}))
    out.append(StreamEvent("observation", ev.id, ev.step, ev.observation,
                           {"status": ev.status, "sql": ev.sql, "finished": ev.finished}))
    return out


def final_event(result: "AgentResult") -> StreamEvent:
    """The last stream event of a question: its SQL and how the loop ended."""
    return StreamEvent("final", result.id, result.steps, result.sql,
                       {"stop_reason": result.stop_reason, "finished": result.finished,
                        "fallback_used": result.fallback_used}, result)


def loop_report_rows(predictions: Sequence[Mapping]) -> list[tuple[str, str]]:
    """The loop's rows of a run's efficiency table: questions that reached finish, exit fallbacks, forced actions."""
    n = max(1, len(predictions))
    forced = sum((p.get("counters") or {}).get("forced_actions", 0) for p in predictions)
    return [("finished (finish reached)", str(sum(1 for p in predictions if p.get("finished")))),
            ("exit fallback used", str(sum(1 for p in predictions if p.get("fallback_used")))),
            ("forced actions per question", f"{forced / n:.2f}")]


# Step events go to this logger at DEBUG (`python -m nl2sql run --verbose` turns it on); the loop logs only while it is.
STEP_LOG = logging.getLogger("nl2sql.methods.agent.steps")


def log_step(ev: StepEvent) -> None:
    """Log one step's stream events, one line each, observations folded to one line of at most 300 chars."""
    for e in stream_events(ev):
        text = " ".join(e.text.split())
        STEP_LOG.debug("%s step %d %s: %s", e.id, e.step, e.kind, clip(text, 300))


def log_final(result: "AgentResult") -> None:
    """Log a question's final event (its SQL and stop reason)."""
    STEP_LOG.debug("%s final (%s): %s", result.id, result.stop_reason, result.sql)


def chain(*callbacks: Callable | None) -> Callable | None:
    """One callback calling each given one in order (None ones left out); None when none is given."""
    live = [c for c in callbacks if c is not None]
    if len(live) <= 1:
        return live[0] if live else None

    def call(*args: Any) -> None:
        for c in live:
            c(*args)
    return call


@dataclass
class AgentResult:
    """One question's outcome: the final SQL, how it was reached, and what it cost."""

    id: str
    index: int
    db_id: str
    question: str
    sql: str
    finished: bool  # finish was reached (a successful run, then finish)
    fallback_used: bool  # the final SQL came from the exit fallback (docs/reference-loop.md#fallback)
    # finish | final_answer (a tool's result ended it) | max_steps | repair_unchanged | generate_unchanged |
    # token_budget | time_budget | stopped | error
    stop_reason: str
    steps: int
    trace: list[dict] = field(default_factory=list)
    decision_log: list[dict] = field(default_factory=list)
    compliance: dict = field(default_factory=dict)
    counters: dict = field(default_factory=dict)
    usage: dict = field(default_factory=dict)  # calls, prompt/completion tokens, latency
    elapsed_s: float = 0.0
    error: str | None = None
    # How well the loop's own checks support `sql`, in [0, 1] (docs/reference-loop.md#confidence).
    confidence: float = 0.0
    explanation: str | None = None  # the model's words with its finish / FINAL_ANSWER request, if it gave any
    judge: dict | None = None  # judge_sql's verdict and reason on `sql` (LoopOptions.judge), None when not judged
    # The histories of docs/reference-loop.md#state: accepted SQL, validation runs, retrieved tables, in order.
    generated_queries: list[str] = field(default_factory=list)
    validation_results: list[dict] = field(default_factory=list)
    retrieved_tables: list[str] = field(default_factory=list)

    @property
    def llm_calls(self) -> int:
        return int(self.usage.get("calls", 0))

    def rows(self) -> tuple[dict, dict]:
        """(predictions.jsonl row, traces.jsonl row) of this question."""
        usage = self.usage or {}
        compliance = {k: v for k, v in (self.compliance or {}).items() if isinstance(v, bool)}
        pred = {
            "id": self.id, "index": self.index, "db_id": self.db_id, "question": self.question,
            "sql": self.sql or "", "method": "loop", "finished": self.finished, "fallback_used": self.fallback_used,
            "stop_reason": self.stop_reason, "steps": self.steps, "llm_calls": int(usage.get("calls", 0)),
            "prompt_tokens": int(usage.get("prompt_tokens", 0)),
            "completion_tokens": int(usage.get("completion_tokens", 0)),
            "tool_calls": tool_calls(self.trace), "compliance": compliance, "counters": self.counters,
            "error": self.error, "elapsed_s": round(self.elapsed_s, 3),
            "latency_s": round(usage.get("latency_s", 0.0), 3),
            "confidence": self.confidence, "explanation": self.explanation,
            **({"judge": self.judge} if self.judge else {}),  # LoopOptions.judge: the verdict on the final SQL
        }
        trace = {"id": self.id, "index": self.index, "db_id": self.db_id, "question": self.question,
                 "trace": self.trace, "decision_log": self.decision_log,
                 "actions": (self.compliance or {}).get("actions", []),
                 # the histories of docs/reference-loop.md#state (also readable from the trace, kept for queries)
                 "generated_queries": self.generated_queries, "validation_results": self.validation_results,
                 "retrieved_tables": self.retrieved_tables}
        return pred, trace

    def to_dict(self, trace: bool = True) -> dict:
        """JSON-ready dict (one JSONL line); trace=False leaves out the trace and the decision log."""
        d = asdict(self)
        if not trace:
            d.pop("trace")
            d.pop("decision_log")
        return d


def tool_calls(trace: Sequence[Mapping]) -> dict[str, int]:
    """Tools that ran (refused ones excluded), counted over a trace, bootstrap included."""
    counts: Counter = Counter()
    for e in trace:
        if "action" in e:
            obs = e.get("observation")
            if isinstance(obs, dict) and obs.get("blocked"):
                continue
            counts[str(e["action"])] += 1
    return dict(sorted(counts.items()))


def results_summary(results: Sequence[AgentResult]) -> dict:
    """Mean steps, LLM calls and tokens per question, finish and fallback rates, and the compliance summary."""
    n = len(results)
    if n == 0:
        return {"n": 0}
    mean = lambda xs: sum(xs) / n  # noqa: E731
    return {
        "n": n,
        "finished": sum(r.finished for r in results),
        "fallback_used": sum(r.fallback_used for r in results),
        "errors": sum(r.stop_reason == "error" for r in results),
        "mean_steps": mean([r.steps for r in results]),
        "mean_llm_calls": mean([r.llm_calls for r in results]),
        "mean_prompt_tokens": mean([r.usage.get("prompt_tokens", 0) for r in results]),
        "mean_completion_tokens": mean([r.usage.get("completion_tokens", 0) for r in results]),
        "forced_actions": sum(r.counters.get("forced_actions", 0) for r in results),
        "blocked_actions": sum(r.counters.get("blocked_actions", 0) for r in results),
        "reasks": sum(r.counters.get("reasks", 0) for r in results),
        "compliance": tr.compliance_summary(r.compliance for r in results),
    }
