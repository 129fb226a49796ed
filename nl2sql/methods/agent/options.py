"""The loop's knobs (docs/reference-loop.md#parameters, #departures, #other-agents), with the reference's defaults.

    LoopOptions(max_steps=4, tool_choice="model")          # react_sql(example, llm, options)

The reference loop's parameters (REACT_MAX_STEPS, ...), the policy's switches, the departures from the reference
(each a knob: docs/reference-loop.md#departures) and the limits taken from other ReAct agents; besides them the
loop reads the prompt's, the guardrails', the sampling and the vote's knobs (generate_sql and repair_sql vote when
n_candidates > 1, the identifier repair respells in repair_sql).
"""

from __future__ import annotations

from dataclasses import dataclass

from nl2sql.data.options import PromptOptions
from nl2sql.knobs import component, knob
from nl2sql.llm.base import GenParams
from nl2sql.llm.options import SamplingOptions
from nl2sql.methods.options import MethodOptions, batch_knob
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
class LoopOptions(MethodOptions):
    """The tool-driven ReAct loop's knobs; its generate_sql votes only with n_candidates > 1 (unweighed: the review,
    the alignment and the linked view weigh the candidate agent's vote only)."""

    prompt: PromptOptions = component(PromptOptions)
    sql: GuardrailOptions = component(GuardrailOptions)
    sampling: SamplingOptions = component(SamplingOptions)
    # the vote inside generate_sql and repair_sql: off unless asked (n_candidates=1), no respelling by meaning
    vote: VoteOptions = component(VoteOptions, n_candidates=1, meaning_repair=0.0)
    batch_size: int = batch_knob()
    # -- docs/reference-loop.md#parameters (REACT_MAX_STEPS, ..., MAX_CLEAN_REJECT_RETRIES) -------------------
    max_steps: int = knob(8, "REACT_MAX_STEPS: model steps per question", minimum=1)
    max_new_tokens: int = knob(256, "REACT_MAX_NEW_TOKENS: tokens per loop call", minimum=1)
    use_link_schema: bool = knob(True, "USE_LINK_SCHEMA: the bootstrap links the schema to the question")
    max_clean_reject_retries: int = knob(1, "MAX_CLEAN_REJECT_RETRIES: regenerations after the clean step rejects",
                                         minimum=0)
    # -- the policy (ablation switches) ------------------------------------------------------------------------
    force_constraints: bool = knob(True, "force extract_constraints before generating")
    run_gate: bool = knob(True, "off: a model picking its own steps may run SQL before both validations passed "
                          "(#gates)")
    finish_gate: bool = knob(True, "off: it may finish before a successful run; the compliance flags record either")
    link_max_tables: int = knob(6, "tables schema linking keeps at most", minimum=0)
    retrieval: str = knob("keyword", "how retrieve_tables ranks tables: keyword or embedding (MiniLM)",
                          choices=RETRIEVALS)
    retrieval_top_k: int = knob(5, "tables retrieve_tables returns", minimum=0)
    native_tools: bool = knob(False, "tools as OpenAI tool schemas, calls as tool_calls (#native-tool-calls); text "
                              "works too")
    tool_choice: str = knob("policy", "who picks each step's tool: \"model\" (the reference: a call every step), "
                            "\"open\" (none where an override decides); \"policy\": the model writes only SQL",
                            choices=TOOL_CHOICES)
    intent_check: bool = knob(True, "after a successful run, a shape mismatch with the question forces repair")
    next_action_hint: bool = knob(True, "each observation names the step the expected order calls for next")
    force_after_repeat: bool = knob(True, "an action asked twice in a row (same arguments) is replaced by the "
                                    "expected one")
    repair_retry: bool = knob(False, "an unchanged repair_sql is retried once, sampled, shown the real columns and "
                              "attempts")
    prefetch_fallback: bool = knob(True, "greedy: the fallback rides the 1st repair batch", output=False)
    stop_on_unchanged_repair: bool = knob(True, "repair_sql returning the failed SQL unchanged ends the loop "
                                          "(fallback)")
    fallback_policy: str = knob("verified_first", "exit fallback rule", choices=FALLBACK_POLICIES)
    prompt_style: str = knob("chat", "how the transcript reaches the model", choices=PROMPT_STYLES)
    action_format: str = knob("bracket", "how the ReAct prompt asks for actions (ACTION_FORMATS; every one parses)",
                              choices=ACTION_FORMATS, hint="(the ReAct prompt's action shape)")
    specific_instructions: str = knob("", "appended to the ReAct system prompt (a domain's policy); \"\" = nothing")
    final_answer_demand: bool = knob(False, "after max_steps: one last call demanding a FINAL_ANSWER, then the "
                                     "fallback")
    judge_gate: bool = knob(False, "with judge: a \"no\" forces one repair_sql with the judge's reason; finish waits "
                            "for it")
    # -- limits from other ReAct agents (docs/reference-loop.md#other-agents); a Tool's own `timeout` wins --
    tool_timeout_s: float | None = knob(30.0, "seconds a tool may take; None: no limit (the reference)",
                                        minimum=0, hint="seconds or None (no limit)", op=">")
    tool_timeout_covers_llm: bool = knob(False, "a tool's time limit also covers its model call (generate_sql, "
                                         "repair_sql)")
    max_observation_chars: int = knob(12000, "longer observations are cut", minimum=1)
    max_observation_rows: int = knob(10, "rows run_sql shows", minimum=0)
    token_budget: int | None = knob(None, "prompt + completion tokens per question, checked before each model call "
                                    "(docs/reference-loop.md#token-budget)",
                                    minimum=0, hint="tokens or None (no limit)")
    question_budget_s: float | None = knob(None, "wall seconds per question, checked between steps (#wall-budget); "
                                           "~max_steps x the slowest step, e.g. 120 on a GPU",
                                           minimum=0, hint="seconds or None (no limit)", op=">")
    max_history_messages: int | None = knob(None, "history entries shown to the model (the question always stays)")
    max_reasks: int = knob(1, "re-asks per step when the output holds no parsable action", minimum=0)
    max_tool_errors: int = knob(0, "tool-error retries per step (#tool-retries)", minimum=0)
    backoff_s: float = knob(0.0, "the k-th retry waits k x this", minimum=0, hint="seconds", output=False)
    allow_input_pruning: bool = knob(True, "unknown argument keys are dropped; False: they are an error the model "
                                     "fixes")
    max_retrieval_calls: int = knob(3, "retrieve_tables calls per question", minimum=0)
    max_validation_attempts: int = knob(4, "runs of each validation tool per question", minimum=0)


    def check(self) -> None:
        name = type(self).__name__
        if self.native_tools and self.prompt_style != "chat":
            raise ValueError(f"{name}.native_tools needs prompt_style='chat': tool calls and their results go back "
                             "as chat messages; set prompt_style='chat' or native_tools=false")
        if self.max_history_messages is not None and self.max_history_messages < 2:
            raise ValueError(f"{name}.max_history_messages must be >= 2 (the question plus one entry) or None")
        if self.judge_gate and not self.vote.judge:
            raise ValueError(f"{name}.judge_gate acts on the loop's judge_sql verdict: set judge=True with it")

    def gen_params(self) -> GenParams:
        """Generation parameters of every loop call (the ReAct step, generate_sql, repair_sql, the fallback)."""
        s = self.sampling
        return GenParams(max_new_tokens=self.max_new_tokens, do_sample=s.do_sample, temperature=s.temperature,
                         top_p=s.top_p, stop=LOOP_STOP, seed=s.seed)

    @property
    def rows_in_flight(self) -> int:
        """Prompts one batch can hold: the loop's rounds carry a prefetched fallback prompt per question (greedy)."""
        return self.batch_size * (2 if self.prefetch_fallback else 1)

    def needs_embedder(self) -> bool:
        """Embedding retrieval, the respelling by meaning and examples picked by similarity read MiniLM."""
        return self.retrieval == "embedding" or bool(self.vote.meaning_repair) or self.prompt.similarity_shots()

    def sampled(self) -> bool:
        """Sampled steps, a vote's samples, the sampled repair retry, or examples drawn at random."""
        return (self.sampling.do_sample or self.vote.n_candidates > 1 or self.repair_retry
                or self.prompt.random_shots())
