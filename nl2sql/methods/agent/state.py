"""The loop's state (docs/reference-loop.md#state): the reference variables plus counters and limits, and the named
methods through which alone the loop's parts and the tools' effects change it."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Sequence

from nl2sql.data.examples import Shot
from nl2sql.data.values import ValueHint, value_hints, with_value_hints
from nl2sql.llm.base import Completion, Usage
from nl2sql.methods.agent.options import LoopOptions
from nl2sql.methods.agent.rules import Policy
from nl2sql.sql.schema import Schema, read_schema, schema_to_text, with_samples


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


# The validation tools and the state field each one's verdict on the current SQL goes to.
CHECKS = {"validate_sql": "last_valid", "validate_constraints": "last_constraints_ok"}


@dataclass
class AgentState:
    """Everything one question's loop reads and writes. Tools read it; it changes only through the loop and the
    methods below (which the loop, the tools' effects and the loop's parts call), so each change has a name."""

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
    shots: list[Shot] = field(default_factory=list)  # retrieved examples from other databases (opts.prompt.fewshot_k)
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
    repair_attempts: list[str] = field(default_factory=list)  # the SQL each repair started from, each once
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
    # Prompts answered ahead of time, in the call of an earlier request (LoopOptions.prefetch_fallback), by
    # prompt_key: asked later they cost no call; never asked, they are charged when the question ends.
    prefetched: dict[str, Completion] = field(default_factory=dict)
    prefetch_tried: set[str] = field(default_factory=set)  # every prompt prefetched once (never twice)
    notes: dict[str, Any] = field(default_factory=dict)  # free for tools added at run time to keep things in

    @classmethod
    def start(cls, example: Any, options: Any = None, schema: Schema | None = None, schema_text: str | None = None,
              *, shots: Sequence[Shot] = (), policy: Policy | None = None) -> "AgentState":
        """A fresh state for one example (an nl2sql.data.dataset.Example): schema read unless given, nothing done yet.

        options: LoopOptions (or any options holding them). The schema carries sample_rows example rows (when read
        here); value_hints adds the question's hints. shots: its retrieved examples; policy: its run's (None: the
        built-in tools').
        """
        opts = LoopOptions.of(options)
        prompt = opts.prompt
        schema = schema or with_samples(read_schema(example.db_path, example.db_id), example.db_path, prompt.sample_rows)
        full = schema_text if schema_text is not None else schema_to_text(schema, prompt.schema_style)
        hints = value_hints(example.db_path, schema, example.question, prompt.max_value_hints,
                            prompt.value_hint_columns == "unnamed") if prompt.value_hints else []
        return cls(example.id, example.db_id, Path(example.db_path), example.question, schema, opts,
                   index=example.index, schema_text_full=full, schema_text_focus=full,
                   focus_tables=list(schema.table_names), value_hints=hints, shots=list(shots), policy=policy)

    def sql_schema_text(self, focused: bool = True) -> str:
        """The schema text a SQL-writing prompt shows: the focused (or full) schema plus its tables' value hints."""
        if not focused:
            return with_value_hints(self.schema_text_full, self.value_hints)
        focus = {t.lower() for t in self.focus_tables}
        hints = [h for h in self.value_hints if h.table.lower() in focus]  # only tables the prompt shows
        return with_value_hints(self.schema_text_focus or self.schema_text_full, hints)

    @property
    def tokens_used(self) -> int:
        """Prompt plus completion tokens spent on this question so far (the token budget counts these)."""
        return self.usage.total_tokens

    # -- the transcript, the trace and the counters ----------------------------------------------------------

    def add_history(self, line: str, role: str = "user", call: dict | None = None) -> None:
        """Append one transcript entry; role "assistant" marks what the model said, "tool" a native call's result."""
        self.history.append(line)
        self.history_roles.append(role)
        self.history_calls.append(call)

    def record(self, entry: dict | None = None, decision: dict | None = None) -> None:
        """Append a trace entry and/or a decision-log entry (nl2sql.methods.agent.trace builds both)."""
        if entry is not None:
            self.trace.append(entry)
        if decision is not None:
            self.decision_log.append(decision)

    def annotate_reply(self, step: int, **fields: Any) -> None:
        """Add fields to the trace entry of the step's last model reply (what became of the calls it held)."""
        reply = next((e for e in reversed(self.trace) if e.get("step") == step and "llm" in e), None)
        if reply is not None:
            reply.update(fields)

    def count(self, **increments: int) -> None:
        """Add to counters by name: state.count(tool_errors=1)."""
        for name, n in increments.items():
            setattr(self.counters, name, getattr(self.counters, name) + n)

    def note_request(self, key: str | None) -> None:
        """The call (action and arguments) that ran last: the repeat guard compares the next request with it."""
        self.last_request = key

    # -- model calls ------------------------------------------------------------------------------------------

    def charge(self, completions: Sequence[Completion], prompt_chars: int) -> None:
        """Count what completions the question received cost: usage, prompt characters, calls, cut and failed ones."""
        self.usage = self.usage + Usage.of(completions)
        self.prompt_chars += prompt_chars
        self.count(llm_calls=len(completions),
                   truncated_responses=sum(c.finish_reason == "length" for c in completions),
                   llm_errors=sum(c.finish_reason == "error" for c in completions))
        self.llm_error = next((c.error for c in reversed(completions) if c.finish_reason == "error"), self.llm_error)

    def prefetched_before(self, prompt: list) -> bool:
        """Whether this prompt was prefetched once already (a prompt is prefetched at most once)."""
        return prompt_key(prompt, None) in self.prefetch_tried

    def keep_prefetched(self, prompt: list, completion: Completion) -> None:
        """Keep the answer to a prompt sent ahead of time: asked later, it costs no call (take_prefetched)."""
        key = prompt_key(prompt, None)
        self.prefetch_tried.add(key)
        self.prefetched[key] = completion

    def take_prefetched(self, messages: list, tools: list | None) -> Completion | None:
        """The prefetched answer to this prompt, once; None when there is none (ask the model)."""
        return self.prefetched.pop(prompt_key(messages, tools), None)

    def charge_unused_prefetches(self) -> None:
        """Charge the prefetched answers the question never asked for: generated for it, their calls still count."""
        # Calls and tokens only, not latency: it rode in a call whose wait is counted already. A failed one counts as
        # a failure too: a rerun redoes the question.
        unused = list(self.prefetched.values())
        self.prefetched.clear()
        u = Usage.of(unused)
        self.usage = self.usage + Usage(calls=u.calls, prompt_tokens=u.prompt_tokens,
                                        completion_tokens=u.completion_tokens)
        self.count(llm_calls=len(unused), llm_errors=sum(c.finish_reason == "error" for c in unused))

    # -- the candidate SQL (docs/reference-loop.md#tool-semantics) -------------------------------------------

    def keep_raw(self, raw: str) -> str | None:
        """Keep a generation's raw output (what a rejected candidate looked like); returns the one it replaces."""
        previous, self.last_raw = self.last_raw, raw
        return previous

    def remember_generation(self, prompt: list, text: str) -> None:
        """generate_sql's greedy prompt and its reply: the same prompt again is answered from here."""
        self.last_generation = (prompt, text)

    def accept_sql(self, sql: str) -> None:
        """A new candidate: its checks start over and the pending repair and regeneration clear."""
        self.last_sql = sql
        self.last_valid = self.last_constraints_ok = None
        self.last_run = self.last_rows = None
        self.pending_repair_error = self.pending_force_generate = None
        self.last_error = None
        self.generated_queries.append(sql)

    def reject_sql(self, reason: str, regenerate: bool = True) -> bool:
        """A generation the guardrails rejected; regenerate forces one re-generate while retries last (True if so)."""
        self.count(clean_rejects=1)
        self.last_error = reason
        self.pending_repair_error = None
        if regenerate and self.clean_reject_retries < self.options.max_clean_reject_retries:
            self.pending_force_generate = reason
            self.clean_reject_retries += 1
        elif regenerate:
            self.pending_force_generate = None
        return self.pending_force_generate is not None

    def fail(self, reason: str, judged: bool = False) -> None:
        """A validation, execution or judge failure: remember it and force repair (judged: by the judge gate)."""
        self.judge_repairs += int(judged)
        self.pending_repair_error = reason
        self.last_error = reason

    def stall(self, why: str) -> None:
        """No later step can change the candidate (e.g. "repair_unchanged"): the loop ends and takes the fallback."""
        self.stalled = why

    def note_repair_attempt(self, sql: str) -> list[str]:
        """Add the SQL a repair starts from to the attempts (each once); returns them all, in order."""
        if sql and sql not in self.repair_attempts:
            self.repair_attempts.append(sql)
        return list(self.repair_attempts)

    def record_failure(self, sql: str | None, reason: str) -> None:
        """Remember that this SQL failed (its first reason is kept), so no later step runs it only to fail again."""
        if sql:
            self.known_failures.setdefault(sql_key(sql), reason)

    def known_failure(self, sql: str | None) -> str | None:
        """Why this SQL already failed for this question, or None when it never did."""
        return self.known_failures.get(sql_key(sql)) if sql else None

    # -- what the tools found out -----------------------------------------------------------------------------

    def focus_on(self, tables: Sequence[str], schema_text: str) -> None:
        """The focused schema: its tables and the text the SQL-writing prompts show of them."""
        self.focus_tables = list(tables)
        self.schema_text_focus = schema_text

    def add_retrieved(self, tables: Sequence[str], call: bool = False) -> None:
        """Tables a retrieval picked, each once, in the order first picked (call: a retrieve_tables call, counted)."""
        self.retrieval_calls += int(call)
        self.retrieved_tables += [t for t in dict.fromkeys(tables) if t not in self.retrieved_tables]

    def use_constraints(self, constraints: dict) -> None:
        """The structure the question asks for (extract_constraints): what validate_constraints checks."""
        self.constraints = constraints

    def record_validation(self, tool: str, sql: str | None, valid: bool, reason: str | None) -> None:
        """A validation tool's verdict on the current SQL, counted against its limit and kept in the history."""
        self.validation_attempts[tool] += 1
        setattr(self, CHECKS[tool], valid)
        self.validation_results.append({"tool": tool, "sql": sql, "valid": valid, "reason": reason})

    def record_run(self, run: dict, rows: list[list] | None) -> None:
        """run_sql's result (a failed intent check recorded as a failure) and every row it fetched (None: failed)."""
        self.last_run = run
        self.last_rows = rows

    def record_verdict(self, verdict: dict) -> None:
        """judge_sql's verdict {sql, verdict, reason} on a SQL."""
        self.judge_verdict = verdict

    def finish(self, final: dict) -> None:
        """finish ran: the question ends with its observation."""
        self.finished = True
        self.final = final

    def answered(self, by: str) -> None:
        """A tool's result carried final_answer: the question ends with the current SQL after this step."""
        self.ended_by = by


def prompt_key(messages: list, tools: list | None) -> str:
    """A prompt's identity (its messages and tool schemas), for the answers prefetched ahead of time."""
    return json.dumps([messages, tools], sort_keys=True, ensure_ascii=False)


def sql_key(sql: str) -> str:
    """A query up to surrounding whitespace and a trailing semicolon (inside, a literal's spaces and case count)."""
    return sql.strip().rstrip(";").rstrip()
