"""The loop's state (docs/reference-loop.md#state): the reference variables plus counters and limits."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nl2sql.data.values import ValueHint, value_hints, with_value_hints
from nl2sql.llm.base import Usage
from nl2sql.methods.agent.options import LoopOptions
from nl2sql.sql.schema import Schema, read_schema, schema_to_text, with_samples

if TYPE_CHECKING:
    from nl2sql.data.examples import Shot
    from nl2sql.methods.agent.policy import Policy


@dataclass
class Counters:
    """How a question's loop went (docs/reference-loop.md#counters): rounds, calls, truncations, overrides."""

    rounds: int = 0  # steps executed (think -> act -> observe)
    llm_calls: int = 0
    tool_calls: int = 0  # tools executed (refused ones are counted in blocked_actions)
    forced_actions: int = 0
    policy_steps: int = 0  # steps the policy took without asking the model (LoopOptions.tool_choice)
    blocked_actions: int = 0  # run/finish gates and limits that refused an action
    reasks: int = 0
    no_action: int = 0  # steps whose output had no usable action even after re-asking
    tool_errors: int = 0  # unknown tools, bad arguments, tool exceptions
    tool_retries: int = 0  # re-asks after a tool error of the model's action (LoopOptions.max_tool_errors)
    tool_timeouts: int = 0
    truncated_observations: int = 0
    truncated_responses: int = 0  # completions cut by max_new_tokens
    history_trimmed: int = 0  # prompts built from a trimmed history
    clean_rejects: int = 0
    repairs: int = 0
    llm_errors: int = 0  # completions the backend failed to produce (finish_reason "error"): a rerun redoes the question

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class AgentState:
    """Everything one question's loop reads and writes; tools read it, only the loop changes it."""

    # -- the question and its database -----------------------------------------------------------------------
    example_id: str
    db_id: str
    db_path: Path
    nlq: str
    schema: Schema
    options: LoopOptions
    index: int = -1
    schema_text_full: str = ""
    schema_text_focus: str = ""
    focus_tables: list[str] = field(default_factory=list)
    value_hints: list[ValueHint] = field(default_factory=list)  # stored values the question names (value_hints)
    shots: list[Shot] = field(default_factory=list)  # retrieved examples from other databases (opts.fewshot_k)
    # -- the reference loop's variables ----------------------------------------------------------------------
    history: list[str] = field(default_factory=list)  # ReAct transcript shown to the model
    history_roles: list[str] = field(default_factory=list)  # per entry: "assistant" (model), "user" or "tool"
    # Per entry, with native_tools: the tool call an assistant entry made ({id, name, arguments, reply}) or the
    # call a "tool" entry answers ({id}); None for plain text (docs/reference-loop.md#native-tool-calls).
    history_calls: list[dict | None] = field(default_factory=list)
    trace: list[dict] = field(default_factory=list)  # full step-by-step log (reference-loop.md#traces)
    decision_log: list[dict] = field(default_factory=list)  # compact summary per step (#decision-log)
    last_sql: str | None = None  # most recent cleaned SQL candidate
    last_error: str | None = None  # most recent failure reason
    last_run: dict | None = None  # most recent run_sql observation
    last_rows: list[list] | None = None  # every row the last run fetched (at most ANSWER_ROWS), for finish's answer
    last_valid: bool | None = None  # validate_sql status for the current last_sql
    last_constraints_ok: bool | None = None  # validate_constraints status for the current last_sql
    constraints: dict | None = None  # extracted constraints for this NLQ
    pending_repair_error: str | None = None  # triggers forced repair_sql
    pending_force_generate: str | None = None  # triggers forced generate_sql (bounded)
    clean_reject_retries: int = 0  # retry counter for guardrail rejections
    # judge_sql's last verdict {sql, verdict, reason} (docs/reference-loop.md#judge) and the repairs its gate forced
    judge_verdict: dict | None = None
    judge_repairs: int = 0
    # -- histories (docs/reference-loop.md#state): what the question went through, in order ------------------
    generated_queries: list[str] = field(default_factory=list)  # every SQL the guardrails accepted as the candidate
    validation_results: list[dict] = field(default_factory=list)  # {tool, sql, valid, reason} per validation run
    retrieved_tables: list[str] = field(default_factory=list)  # tables a retrieval picked (link_schema pruning, retrieve_tables)
    # SQL known not to answer, with why: a failed or timed-out run, a failed validate_sql. The exit fallback
    # answers "does it execute?" from here instead of running a 40 s join a second time.
    known_failures: dict[str, str] = field(default_factory=dict)
    llm_error: str | None = None  # the backend's last failure on this question's calls (counters.llm_errors counts them)
    # -- counters and limits (docs/reference-loop.md#other-agents) -------------------------------------------
    step: int = -1  # -1 during bootstrap
    last_request: str | None = None  # the action+args the model asked for at the previous step
    policy: Policy | None = None  # the run's tool set's policy (None: the built-in tools'; nl2sql.methods.agent.policy)
    stalled: str | None = None  # why the loop cannot make progress any more (e.g. "repair_unchanged")
    last_raw: str | None = None  # the last raw generate/repair output (what a rejected candidate looked like)
    # generate_sql's last greedy prompt and its reply: a forced regeneration with the same prompt is answered from here
    last_generation: tuple[list, str] | None = None
    retrieval_calls: int = 0
    validation_attempts: dict[str, int] = field(default_factory=lambda: {"validate_sql": 0, "validate_constraints": 0})
    finished: bool = False
    final: dict | None = None  # the finish observation
    ended_by: str | None = None  # the tool whose result carried final_answer=True (the question ends there)
    counters: Counters = field(default_factory=Counters)
    usage: Usage = field(default_factory=Usage)
    prompt_chars: int = 0  # characters of the prompts whose tokens `usage` counts (the token budget's estimate)
    notes: dict[str, Any] = field(default_factory=dict)  # what tools added at run time keep between steps

    @classmethod
    def start(cls, example: Any, options: Any = None, schema: Schema | None = None,
              schema_text: str | None = None) -> "AgentState":
        """A fresh state for one example (an nl2sql.data.dataset.Example): schema read unless given, nothing done yet.

        options: LoopOptions (or any options holding them). The schema carries sample_rows example rows (when read
        here); value_hints adds the question's hints.
        """
        opts = LoopOptions.of(options)
        schema = schema or with_samples(read_schema(example.db_path, example.db_id), example.db_path, opts.sample_rows)
        full = schema_text if schema_text is not None else schema_to_text(schema, opts.schema_style)
        hints = value_hints(example.db_path, schema, example.question, opts.max_value_hints) if opts.value_hints else []
        return cls(example.id, example.db_id, Path(example.db_path), example.question, schema, opts,
                   index=example.index, schema_text_full=full, schema_text_focus=full,
                   focus_tables=list(schema.table_names), value_hints=hints)

    def sql_schema_text(self, focused: bool = True) -> str:
        """The schema text a SQL-writing prompt shows: the focused (or full) schema plus its tables' value hints."""
        if not focused:
            return with_value_hints(self.schema_text_full, self.value_hints)
        focus = {t.lower() for t in self.focus_tables}
        hints = [h for h in self.value_hints if h.table.lower() in focus]  # only tables the prompt shows
        return with_value_hints(self.schema_text_focus or self.schema_text_full, hints)

    def add_history(self, line: str, role: str = "user", call: dict | None = None) -> None:
        """Append one transcript entry; role "assistant" marks what the model said, "tool" a native call's result."""
        self.history.append(line)
        self.history_roles.append(role)
        self.history_calls.append(call)

    def record_failure(self, sql: str | None, reason: str) -> None:
        """Remember that this SQL failed (its first reason is kept), so no later step runs it only to fail again."""
        if sql:
            self.known_failures.setdefault(sql_key(sql), reason)

    def known_failure(self, sql: str | None) -> str | None:
        """Why this SQL already failed for this question, or None when it never did."""
        return self.known_failures.get(sql_key(sql)) if sql else None

    @property
    def tokens_used(self) -> int:
        """Prompt plus completion tokens spent on this question so far (the token budget counts these)."""
        return self.usage.total_tokens


def sql_key(sql: str) -> str:
    """A query up to surrounding whitespace and a trailing semicolon (inside, a literal's spaces and case count)."""
    return sql.strip().rstrip(";").rstrip()
