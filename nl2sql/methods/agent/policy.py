"""The loop policy: named rules read top to bottom, the first that applies winning (docs/reference-loop.md#gates).

Three kinds of rule:
- FORCED: overrides that replace whatever the model asked for (forced repair, constraint extraction,
  regeneration after a guardrail rejection); the loop's own, listed here;
- steps: the expected order, which names the next step (the observation's hint, the repeat guard's target, the
  step the policy takes under LoopOptions.tool_choice "policy");
- gates: refusals of an action whose preconditions do not hold (run gate, finish gate, call limits).
Steps and gates are declared by the tools themselves (`@tool(order=..., steps=..., gates=...)`, nl2sql.methods.agent
.toolkit): Policy.of(tools) (nl2sql.methods.agent.rules) assembles the tables of a run's tool set, so a tool of your
own takes its place in the order. A rule's name is what the trace records when it fires.
"""

from __future__ import annotations

from dataclasses import dataclass

from nl2sql.methods.agent.rules import Gate, Policy, Rule
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.tools import default_policy

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


def of(state: AgentState) -> Policy:
    """The policy the state's run follows: its own, else (a state started without one) the built-in tools'."""
    return state.policy or default_policy()


def forced(state: AgentState, requested: str | None = None) -> Rule | None:
    """The override that decides the next action whatever the model asks for, if any."""
    return next((rule for rule in FORCED if rule.applies(state, requested)), None)


def expected_rule(state: AgentState) -> Rule:
    """The rule that names the step the expected order calls for now."""
    return forced(state) or next(rule for rule in of(state).order if rule.applies(state, None))


def expected_next(state: AgentState) -> str:
    """The tool the expected order calls for now (the hint, the repeat guard's target)."""
    return expected_rule(state).action


def deciding_rule(state: AgentState) -> Rule | None:
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


def decide(state: AgentState, requested: str | None, request_key: str | None) -> Decision:
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


def gate(state: AgentState, action: str) -> Gate | None:
    """The first gate that refuses `action` now, if any; a gate its knob turns off refuses nothing."""
    return next((g for g in of(state).gates if action in g.actions and g.on(state) and g.blocks(state, action)), None)
