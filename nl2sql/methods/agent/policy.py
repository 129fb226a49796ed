"""The loop policy: named rules read top to bottom, the first that applies winning (docs/reference-loop.md#gates).

Three kinds of rule:
- FORCED: overrides that replace whatever the model asked for (forced repair, constraint extraction,
  regeneration after a guardrail rejection); the loop's own, listed here;
- steps: the expected order, which names the next step (the observation's hint, the repeat guard's target, the
  step the policy takes under LoopOptions.tool_choice "policy");
- gates: refusals of an action whose preconditions do not hold (run gate, finish gate, call limits).
Steps and gates are declared by the tools themselves (`@tool(order=..., steps=..., gates=...)`, nl2sql.methods.agent
.toolkit): Policy.of(tools) assembles the tables of a run's tool set, so a tool of your own takes its place in the
order. A rule's name is what the trace records when it fires.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, Mapping

if TYPE_CHECKING:
    from nl2sql.methods.agent.state import AgentState
    from nl2sql.methods.agent.toolkit import Tool

BOOTSTRAP = ("get_schema", "link_schema")  # run before step 0, whatever the policy
RECOVERY = "repair_sql"  # called after a failed validation or run, outside the straight order


def run_ok(s: "AgentState") -> bool:
    """The current SQL's last run succeeded (and passed the intent check)."""
    return bool(s.last_run and s.last_run.get("success"))


def validated(s: "AgentState") -> bool:
    """Both validations passed for the current SQL (what the run gate asks)."""
    return s.last_valid is True and s.last_constraints_ok is True


@dataclass(frozen=True)
class Rule:
    """When `applies(state, requested)` holds, the rule calls for `action`; `why` is what the trace records."""

    name: str
    action: str
    applies: Callable[["AgentState", str | None], bool]
    detail: Callable[["AgentState"], str] | None = None  # appended to the name: "pending_repair_error: <error>"

    def why(self, state: "AgentState") -> str:
        return self.name if self.detail is None else f"{self.name}: {self.detail(state)}"


@dataclass(frozen=True)
class Step:
    """A tool's step in the expected order: while `needed(state)` holds (and no earlier step's does), the policy calls
    for the tool. `rank` places it among every tool's steps (None: the tool's own `order`)."""

    name: str
    needed: Callable[["AgentState"], bool]
    rank: float | None = None


@dataclass(frozen=True)
class Gate:
    """Refuses `actions` while `blocks(state, action)` holds; `message` tells the model what to do first."""

    name: str
    actions: tuple[str, ...]
    blocks: Callable[["AgentState", str], bool]
    message: Callable[["AgentState", str], str]
    extra: Callable[["AgentState"], dict] | None = None  # more fields for the trace's observation
    knob: str | None = None  # the LoopOptions switch that turns the gate off (run_gate, finish_gate); None: always on

    def on(self, state: "AgentState") -> bool:
        """Whether the run's config keeps this gate (a gate without a knob always applies)."""
        return self.knob is None or bool(getattr(state.options, self.knob))


FORCED: tuple[Rule, ...] = (
    Rule("pending_repair_error", "repair_sql", lambda s, r: bool(s.pending_repair_error),
         lambda s: s.pending_repair_error),
    # A repair the model asks for itself goes ahead before extraction; a forced regenerate does not.
    Rule("constraints_missing", "extract_constraints",
         lambda s, r: s.options.force_constraints and s.constraints is None
         and (r != "repair_sql" or bool(s.pending_force_generate))),
    Rule("pending_force_generate", "generate_sql", lambda s, r: bool(s.pending_force_generate),
         lambda s: s.pending_force_generate),
)


@dataclass(frozen=True)
class Policy:
    """The steps and gates of one tool set, and the expected order the system prompt shows."""

    order: tuple[Rule, ...]  # every tool's steps by rank (ties: the tools' order)
    gates: tuple[Gate, ...]  # by the declaring tool's order; for one action, in that order
    expected: tuple[str, ...]  # the tools with an `order`, by it: the prompt's numbered list

    @classmethod
    def of(cls, tools: Mapping[str, "Tool"]) -> "Policy":
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


# The built-in tools' policy (nl2sql.methods.agent.tools sets it): what a state without a run's own policy follows.
DEFAULT: Policy | None = None


def of(state: "AgentState") -> Policy:
    """The policy the state's run follows."""
    found = state.policy or DEFAULT
    assert found is not None, "nl2sql.methods.agent.tools declares the built-in policy: import nl2sql.methods.agent"
    return found


def forced(state: "AgentState", requested: str | None = None) -> Rule | None:
    """The override that decides the next action whatever the model asks for, if any."""
    return next((rule for rule in FORCED if rule.applies(state, requested)), None)


def expected_rule(state: "AgentState") -> Rule:
    """The rule that names the step the expected order calls for now."""
    return forced(state) or next(rule for rule in of(state).order if rule.applies(state, None))


def expected_next(state: "AgentState") -> str:
    """The tool the expected order calls for now (the hint, the repeat guard's target)."""
    return expected_rule(state).action


def deciding_rule(state: "AgentState") -> Rule | None:
    """The rule that takes this step without asking the model (LoopOptions.tool_choice), or None: ask it."""
    choice = state.options.tool_choice
    if choice == "policy":
        return expected_rule(state)
    if choice == "open":
        return forced(state)
    return None


@dataclass(frozen=True)
class Decision:
    """The action the loop takes and, when it is not the one requested, the rule's name and reason."""

    action: str | None
    rule: str | None = None
    reason: str | None = None

    @property
    def overridden(self) -> bool:
        return self.rule is not None


REPEAT = "repeat_of_previous_action"


def decide(state: "AgentState", requested: str | None, request_key: str | None) -> Decision:
    """The overrides in table order, then the repeat guard: what runs instead of `requested`, and why."""
    rule = forced(state, requested)
    if rule is not None and rule.action != requested:
        return Decision(rule.action, rule.name, rule.why(state))
    if rule is None and state.options.force_after_repeat and request_key is not None \
            and state.last_request == request_key:
        # Greedy small models repeat an action forever (a refused one, or link_schema again and again), and
        # every tool answers the same arguments the same way: the second identical request follows the order.
        nxt = expected_next(state)
        if nxt != requested:
            return Decision(nxt, REPEAT, f"{REPEAT}: {requested}")
    return Decision(requested)


def gate(state: "AgentState", action: str) -> Gate | None:
    """The first gate that refuses `action` now, if any; a gate its knob turns off refuses nothing."""
    return next((g for g in of(state).gates if action in g.actions and g.on(state) and g.blocks(state, action)), None)
