"""The loop policy as one ordered table of named rules (docs/reference-loop.md#gates).

Three kinds of rule, each read top to bottom, the first that applies winning:
- FORCED: overrides that replace whatever the model asked for (forced repair, constraint extraction,
  regeneration after a guardrail rejection);
- ORDER: the expected order, which names the next step (the observation's hint, the repeat guard's target);
- GATES: refusals of an action whose preconditions do not hold (run gate, finish gate, call limits).
The loop's override, the next-action hint, the prompt's order text, the steps taken without asking the
model (RunConfig.tool_choice) and the names in the trace all come from these tables: a rule's name is
what the trace records when it fires.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable

if TYPE_CHECKING:
    from nl2sql.methods.agent.state import AgentState

# The expected order of the system prompt; the first two run in the bootstrap, before step 0.
EXPECTED_ORDER = ("get_schema", "link_schema", "extract_constraints", "generate_sql", "validate_sql",
                  "validate_constraints", "run_sql", "finish")
BOOTSTRAP = EXPECTED_ORDER[:2]
RECOVERY = "repair_sql"  # called after a failed validation or run, outside the straight order


def _run_ok(s: "AgentState") -> bool:
    return bool(s.last_run and s.last_run.get("success"))


def _judged(s: "AgentState") -> bool:
    """judge_sql has given the current SQL a verdict (yes, no or unknown; docs/reference-loop.md#judge)."""
    return bool(s.judge_verdict) and s.judge_verdict.get("sql") == s.last_sql


@dataclass(frozen=True)
class Rule:
    """When `applies(state, requested)` holds, the rule calls for `action`; `why` is what the trace records."""

    name: str
    action: str
    applies: Callable[["AgentState", str | None], bool]
    detail: Callable[["AgentState"], str] | None = None  # appended to the name: "pending_repair_error: <error>"

    def why(self, state: "AgentState") -> str:
        return self.name if self.detail is None else f"{self.name}: {self.detail(state)}"


FORCED: tuple[Rule, ...] = (
    Rule("pending_repair_error", "repair_sql", lambda s, r: bool(s.pending_repair_error),
         lambda s: s.pending_repair_error),
    # A repair the model asks for itself goes ahead before extraction; a forced regenerate does not.
    Rule("constraints_missing", "extract_constraints",
         lambda s, r: s.cfg.force_constraints and s.constraints is None
         and (r != "repair_sql" or bool(s.pending_force_generate))),
    Rule("pending_force_generate", "generate_sql", lambda s, r: bool(s.pending_force_generate),
         lambda s: s.pending_force_generate),
)

ORDER: tuple[Rule, ...] = (
    Rule("needs_candidate", "generate_sql",
         lambda s, r: not s.last_sql or s.last_valid is False or s.last_constraints_ok is False),
    Rule("needs_validation", "validate_sql", lambda s, r: s.last_valid is not True),
    Rule("needs_constraint_check", "validate_constraints", lambda s, r: s.last_constraints_ok is not True),
    Rule("needs_run", "run_sql", lambda s, r: not _run_ok(s) and not s.last_run),
    Rule("run_failed", "generate_sql", lambda s, r: not _run_ok(s)),
    Rule("needs_judge", "judge_sql", lambda s, r: s.cfg.judge and not _judged(s)),  # RunConfig.judge, off by default
    Rule("ready", "finish", lambda s, r: True),
)


def forced(state: "AgentState", requested: str | None = None) -> Rule | None:
    """The override that decides the next action whatever the model asks for, if any."""
    return next((rule for rule in FORCED if rule.applies(state, requested)), None)


def expected_rule(state: "AgentState") -> Rule:
    """The rule that names the step the expected order calls for now."""
    return forced(state) or next(rule for rule in ORDER if rule.applies(state, None))


def expected_next(state: "AgentState") -> str:
    """The tool the expected order calls for now (the hint, the repeat guard's target)."""
    return expected_rule(state).action


def deciding_rule(state: "AgentState") -> Rule | None:
    """The rule that takes this step without asking the model (RunConfig.tool_choice), or None: ask it."""
    choice = state.cfg.tool_choice
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
    if rule is None and state.cfg.force_after_repeat and request_key is not None \
            and state.last_request == request_key:
        # Greedy small models repeat an action forever (a refused one, or link_schema again and again), and
        # every tool answers the same arguments the same way: the second identical request follows the order.
        nxt = expected_next(state)
        if nxt != requested:
            return Decision(nxt, REPEAT, f"{REPEAT}: {requested}")
    return Decision(requested)


# -- gates -------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Gate:
    """Refuses `actions` while `blocks(state, action)` holds; `message` tells the model what to do first."""

    name: str
    actions: tuple[str, ...]
    blocks: Callable[["AgentState", str], bool]
    message: Callable[["AgentState", str], str]
    extra: Callable[["AgentState"], dict] | None = None  # more fields for the trace's observation
    knob: str | None = None  # the RunConfig switch that turns the gate off (run_gate, finish_gate); None: always on

    def on(self, state: "AgentState") -> bool:
        """Whether the run's config keeps this gate (a gate without a knob always applies)."""
        return self.knob is None or bool(getattr(state.cfg, self.knob))


def _run_gate_message(s: "AgentState", action: str) -> str:
    if not s.last_sql:
        why = "there is no SQL candidate yet; call generate_sql first"
    elif s.last_valid is not True:
        why = "validate_sql has not passed for the current SQL; call validate_sql first"
    else:
        why = "validate_constraints has not passed for the current SQL; call validate_constraints first"
    return f"run_sql refused (run gate): {why}"


GATES: tuple[Gate, ...] = (
    Gate("run_gate", ("run_sql",), lambda s, a: not (s.last_valid is True and s.last_constraints_ok is True),
         _run_gate_message,
         lambda s: {"last_valid": s.last_valid, "last_constraints_ok": s.last_constraints_ok}, knob="run_gate"),
    Gate("finish_gate", ("finish",), lambda s, a: not _run_ok(s),
         lambda s, a: "finish refused (finish gate): run_sql has not succeeded for the current SQL",
         knob="finish_gate"),
    # RunConfig.judge_gate: finish waits for a verdict on the current SQL (a "no" forces one repair: tools.py).
    Gate("judge_gate", ("finish",), lambda s, a: not _judged(s),
         lambda s, a: "finish refused (judge gate): judge_sql has not judged the current SQL; call judge_sql first",
         lambda s: {"judge_verdict": s.judge_verdict}, knob="judge_gate"),
    Gate("retrieval_limit", ("retrieve_tables",), lambda s, a: s.retrieval_calls >= s.cfg.max_retrieval_calls,
         lambda s, a: f"retrieve_tables refused: the limit of {s.cfg.max_retrieval_calls} retrieval calls is reached"),
    Gate("validation_limit", ("validate_sql", "validate_constraints"),
         lambda s, a: s.validation_attempts[a] >= s.cfg.max_validation_attempts,
         lambda s, a: f"{a} refused: the limit of {s.cfg.max_validation_attempts} validation attempts is reached"),
)


def gate(state: "AgentState", action: str) -> Gate | None:
    """The first gate that refuses `action` now, if any; a gate its knob turns off refuses nothing."""
    return next((g for g in GATES if action in g.actions and g.on(state) and g.blocks(state, action)), None)


def order_text(tool_names: Iterable[str]) -> str:
    """The system prompt's expected-order paragraph; tools outside the order are listed as optional."""
    numbered = [f"{i}. {name}" for i, name in enumerate(EXPECTED_ORDER, 1)]
    optional = [n for n in tool_names if n not in EXPECTED_ORDER and n != RECOVERY]
    return (f"{'  '.join(numbered[:len(BOOTSTRAP)])}  (already done for you, see the transcript)\n"
            f"{'  '.join(numbered[len(BOOTSTRAP):])}\n"
            f"Optional: {', '.join(optional)}. After a failed validation or run, call {RECOVERY}.")
