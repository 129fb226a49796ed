"""What a loop policy is made of: named rules, the steps and gates the tools declare, and Policy.of(tools) that
assembles a tool set's tables (docs/reference-loop.md#gates). nl2sql.methods.agent.policy reads them for a state.

This module sits below the state (AgentState holds its run's Policy) and the tools (a Tool declares its Steps and
Gates), so it names neither by an import: the state a rule reads is `State`, a tool is what `Declares` says.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping, Protocol

# The state a rule reads: one question's nl2sql.methods.agent.state.AgentState.
State = Any

BOOTSTRAP = ("get_schema", "link_schema")  # run before step 0, whatever the policy
RECOVERY = "repair_sql"  # called after a failed validation or run, outside the straight order


def run_ok(s: State) -> bool:
    """The current SQL's last run succeeded (and passed the intent check)."""
    return bool(s.last_run and s.last_run.get("success"))


def validated(s: State) -> bool:
    """Both validations passed for the current SQL (what the run gate asks)."""
    return s.last_valid is True and s.last_constraints_ok is True


@dataclass(frozen=True)
class Rule:
    """When `applies(state, requested)` holds, the rule calls for `action`; `why` is what the trace records."""

    name: str
    action: str
    applies: Callable[[State, str | None], bool]
    detail: Callable[[State], str] | None = None  # appended to the name: "pending_repair_error: <error>"

    def why(self, state: State) -> str:
        return self.name if self.detail is None else f"{self.name}: {self.detail(state)}"


@dataclass(frozen=True)
class Step:
    """A tool's step in the expected order: while `needed(state)` holds (and no earlier step's does), the policy calls
    for the tool. `rank` places it among every tool's steps (None: the tool's own `order`)."""

    name: str
    needed: Callable[[State], bool]
    rank: float | None = None


@dataclass(frozen=True)
class Gate:
    """Refuses `actions` while `blocks(state, action)` holds; `message` tells the model what to do first."""

    name: str
    actions: tuple[str, ...]
    blocks: Callable[[State, str], bool]
    message: Callable[[State, str], str]
    extra: Callable[[State], dict] | None = None  # more fields for the trace's observation
    # whether the run's options keep the gate (the LoopOptions switch run_gate, finish_gate...); None: always on
    enabled: Callable[[State], bool] | None = None

    def on(self, state: State) -> bool:
        """Whether the run's options keep this gate (a gate without a switch always applies)."""
        return self.enabled is None or bool(self.enabled(state))


class Declares(Protocol):
    """What Policy.of reads of a tool (an nl2sql.methods.agent.toolkit.Tool): its name and its place in the policy."""

    @property
    def name(self) -> str: ...

    @property
    def order(self) -> float | None: ...

    @property
    def steps(self) -> tuple[Step, ...]: ...

    @property
    def gates(self) -> tuple[Gate, ...]: ...


@dataclass(frozen=True)
class Policy:
    """The steps and gates of one tool set, and the expected order the system prompt shows."""

    order: tuple[Rule, ...]  # every tool's steps by rank (ties: the tools' order)
    gates: tuple[Gate, ...]  # by the declaring tool's order; for one action, in that order
    expected: tuple[str, ...]  # the tools with an `order`, by it: the prompt's numbered list

    @classmethod
    def of(cls, tools: Mapping[str, Declares]) -> "Policy":
        """The policy a tool set declares."""
        ts = list(tools.values())
        last = float("inf")
        steps = sorted(((s.rank if s.rank is not None else (t.order if t.order is not None else last), i, t, s)
                        for i, t in enumerate(ts) for s in t.steps), key=lambda x: (x[0], x[1]))
        order = tuple(Rule(s.name, t.name, lambda st, r, s=s: s.needed(st)) for _, _, t, s in steps)
        by_order = sorted(range(len(ts)), key=lambda i: (ts[i].order if ts[i].order is not None else last, i))
        gates = tuple(g for i in by_order for g in ts[i].gates)
        expected = tuple(ts[i].name for i in by_order if ts[i].order is not None)
        return cls(order, gates, expected)

    def order_text(self, tool_names: Iterable[str]) -> str:
        """The system prompt's expected-order paragraph; tools outside the order are listed as optional."""
        numbered = [f"{i}. {name}" for i, name in enumerate(self.expected, 1)]
        optional = [n for n in tool_names if n not in self.expected and n != RECOVERY]
        boot = sum(1 for n in self.expected if n in BOOTSTRAP)
        return (f"{'  '.join(numbered[:boot])}  (already done for you, see the transcript)\n"
                f"{'  '.join(numbered[boot:])}\n"
                f"Optional: {', '.join(optional)}. After a failed validation or run, call {RECOVERY}.")
