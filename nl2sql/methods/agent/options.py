"""The loop's knobs (docs/reference-loop.md#parameters, #departures, #other-agents), with the reference's defaults.

    LoopOptions(max_steps=4, tool_choice="model")          # react_sql(example, llm, options)

The reference loop's parameters (REACT_MAX_STEPS, ...), the policy's switches, the departures from the reference
(each a knob: docs/reference-loop.md#departures) and the limits taken from other ReAct agents; besides them the
loop reads the prompt's, the guardrails', the sampling and the vote's knobs (generate_sql and repair_sql vote when
n_candidates > 1, the identifier repair respells in repair_sql).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from nl2sql.data.options import PromptOptions
from nl2sql.knobs import NO_OUTPUT, minimum
from nl2sql.knobs import choices as one_of
from nl2sql.llm.base import GenParams
from nl2sql.llm.options import SamplingOptions
from nl2sql.methods.driver import BatchOptions
from nl2sql.methods.vote import VoteOptions
from nl2sql.sql.options import GuardrailOptions

RETRIEVALS = ("keyword", "embedding")
PROMPT_STYLES = ("chat", "joined")  # "chat": transcript lines as turns; "joined": the reference's one message
# What the ReAct system prompt asks the model to write (docs/reference-loop.md#action-formats; every format parses):
ACTION_FORMATS = ("bracket", "action_input")  # Action: tool[{json}] / Action: tool, Action Input: {json}, FINAL_ANSWER
FALLBACK_POLICIES = ("verified_first", "vanilla_first", "seed")  # "seed" (the reference): the vanilla SQL, unchecked
TOOL_CHOICES = ("model", "open", "policy")
# The stop string every loop generation shares: the model must not write the Observation itself, and one
# GenParams for every loop request lets the batch driver send each round as a single generate() call.
LOOP_STOP = ("\nObservation:",)


@dataclass(frozen=True)
class LoopOptions(VoteOptions, SamplingOptions, GuardrailOptions, PromptOptions, BatchOptions):
    """The tool-driven ReAct loop's knobs; its generate_sql votes only with n_candidates > 1 (unweighed: the review,
    the alignment and the linked view weigh the candidate agent's vote only)."""

    # -- the vote inside generate_sql and repair_sql: off unless asked --------------------------------------------
    n_candidates: int = field(default=1, metadata=minimum(1))  # the greedy one + n-1 sampled; 1 = no vote
    meaning_repair: float = field(default=0.0, metadata=minimum(0))  # respell by meaning at cosine >= it; 0 = off
    # -- docs/reference-loop.md#parameters (REACT_MAX_STEPS, ..., MAX_CLEAN_REJECT_RETRIES) -------------------
    max_steps: int = field(default=8, metadata=minimum(1))  # REACT_MAX_STEPS: model steps per question
    max_new_tokens: int = field(default=256, metadata=minimum(1))  # REACT_MAX_NEW_TOKENS: tokens per loop call
    use_link_schema: bool = True  # USE_LINK_SCHEMA: the bootstrap links the schema to the question
    # MAX_CLEAN_REJECT_RETRIES: regenerations after the clean step rejects
    max_clean_reject_retries: int = field(default=1, metadata=minimum(0))
    # -- the policy (ablation switches) ------------------------------------------------------------------------
    force_constraints: bool = True  # force extract_constraints before generating
    run_gate: bool = True  # off: a model picking its own steps may run SQL before both validations passed (#gates)
    finish_gate: bool = True  # off: it may finish before a successful run; the compliance flags record either
    link_max_tables: int = field(default=6, metadata=minimum(0))  # tables schema linking keeps at most
    # how retrieve_tables ranks tables: keyword or embedding (MiniLM)
    retrieval: str = field(default="keyword", metadata=one_of(RETRIEVALS))
    retrieval_top_k: int = field(default=5, metadata=minimum(0))  # tables retrieve_tables returns
    native_tools: bool = False  # tools as OpenAI tool schemas, calls as tool_calls (#native-tool-calls); text works too
    # who picks each step's tool: "model" (the reference: a call every step), "open" (none where an override decides)
    tool_choice: str = field(default="policy", metadata=one_of(TOOL_CHOICES))  # "policy": the model writes only SQL
    intent_check: bool = True  # after a successful run, a shape mismatch with the question forces repair
    next_action_hint: bool = True  # each observation names the step the expected order calls for next
    force_after_repeat: bool = True  # an action asked twice in a row (same arguments) is replaced by the expected one
    repair_retry: bool = False  # an unchanged repair_sql is retried once, sampled, shown the real columns and attempts
    prefetch_fallback: bool = field(default=True, metadata=NO_OUTPUT)  # greedy: the fallback rides the 1st repair batch
    stop_on_unchanged_repair: bool = True  # repair_sql returning the failed SQL unchanged ends the loop (fallback)
    fallback_policy: str = field(default="verified_first", metadata=one_of(FALLBACK_POLICIES))  # exit fallback rule
    prompt_style: str = field(default="chat", metadata=one_of(PROMPT_STYLES))  # how the transcript reaches the model
    # how the ReAct prompt asks for actions (ACTION_FORMATS; every one parses)
    action_format: str = field(default="bracket", metadata=one_of(ACTION_FORMATS, "(the ReAct prompt's action shape)"))
    specific_instructions: str = ""  # appended to the ReAct system prompt (a domain's policy); "" = nothing
    final_answer_demand: bool = False  # after max_steps: one last call demanding a FINAL_ANSWER, then the fallback
    # with judge: a "no" forces one repair_sql with the judge's reason; finish waits for it
    judge_gate: bool = False
    # -- limits from other ReAct agents (docs/reference-loop.md#other-agents); a Tool's own `timeout` wins --
    # seconds a tool may take; None: no limit (the reference)
    tool_timeout_s: float | None = field(default=30.0, metadata=minimum(0, "seconds or None (no limit)", op=">"))
    tool_timeout_covers_llm: bool = False  # a tool's time limit also covers its model call (generate_sql, repair_sql)
    max_observation_chars: int = field(default=12000, metadata=minimum(1))  # longer observations are cut
    max_observation_rows: int = field(default=10, metadata=minimum(0))  # rows run_sql shows
    # prompt + completion tokens per question, checked before each model call (docs/reference-loop.md#token-budget)
    token_budget: int | None = field(default=None, metadata=minimum(0, "tokens or None (no limit)"))
    # wall seconds per question, checked between steps (#wall-budget); ~max_steps x the slowest step, e.g. 120 on a GPU
    question_budget_s: float | None = field(default=None, metadata=minimum(0, "seconds or None (no limit)", op=">"))
    max_history_messages: int | None = None  # history entries shown to the model (the question always stays)
    max_reasks: int = field(default=1, metadata=minimum(0))  # re-asks per step when the output holds no parsable action
    max_tool_errors: int = field(default=0, metadata=minimum(0))  # tool-error retries per step (#tool-retries)
    backoff_s: float = field(default=0.0, metadata=minimum(0, "seconds", **NO_OUTPUT))  # the k-th retry waits k x this
    allow_input_pruning: bool = True  # unknown argument keys are dropped; False: they are an error the model fixes
    max_retrieval_calls: int = field(default=3, metadata=minimum(0))  # retrieve_tables calls per question
    max_validation_attempts: int = field(default=4, metadata=minimum(0))  # runs of each validation tool per question

    def check(self) -> None:
        name = type(self).__name__
        if self.native_tools and self.prompt_style != "chat":
            raise ValueError(f"{name}.native_tools needs prompt_style='chat': tool calls and their results go back "
                             "as chat messages; set prompt_style='chat' or native_tools=false")
        if self.max_history_messages is not None and self.max_history_messages < 2:
            raise ValueError(f"{name}.max_history_messages must be >= 2 (the question plus one entry) or None")
        if self.judge_gate and not self.judge:
            raise ValueError(f"{name}.judge_gate acts on the loop's judge_sql verdict: set judge=True with it")

    def gen_params(self) -> GenParams:
        """Generation parameters of every loop call (the ReAct step, generate_sql, repair_sql, the fallback)."""
        return GenParams(max_new_tokens=self.max_new_tokens, do_sample=self.do_sample, temperature=self.temperature,
                         top_p=self.top_p, stop=LOOP_STOP, seed=self.seed)

    @property
    def rows_in_flight(self) -> int:
        """Prompts one batch can hold: the loop's rounds carry a prefetched fallback prompt per question (greedy)."""
        return self.batch_size * (2 if self.prefetch_fallback else 1)
