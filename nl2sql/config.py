"""RunConfig: the one configuration of a run, every knob of the loop, the baseline, the data and the model.

    cfg = RunConfig()                                   # the defaults of docs/reference-loop.md#parameters
    cfg = RunConfig.from_dict({"max_steps": 4})         # papermill parameters / JSON; unknown keys are an error
    cfg = cfg.override(["max_steps=4", "guardrails=clean,casing"])   # CLI "key=value" strings
    cfg.to_dict(); RunConfig.from_json(path); cfg.gen_params()

Each field's metadata says whether it can change a question's generated SQL: RunConfig.output_knobs()
decides what a resumed run must match and what names a run (see nl2sql.store.runstore).
"""

from __future__ import annotations

import dataclasses
import difflib
import json
import re
import types
import typing
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Iterable, Mapping

from nl2sql.defaults import DEFAULT_MODEL, GUARDRAIL_STEPS, MAX_SAMPLE_ROWS, REJECT_MULTI_STATEMENT, REORDER_PROJECTION
from nl2sql.llm.base import GenParams
from nl2sql.paths import BUNDLED_DIR

METHODS = ("loop", "baseline", "candidates")
RETRIEVALS = ("keyword", "embedding")
SCHEMA_STYLES = ("create", "compact")
PROMPT_STYLES = ("chat", "joined")
# What the ReAct system prompt asks the model to write (docs/reference-loop.md#action-formats; every format parses):
# "bracket" `Action: tool[{json}]`, or "action_input" `Action: tool` + `Action Input: {json}` + `FINAL_ANSWER:`.
ACTION_FORMATS = ("bracket", "action_input")
FALLBACK_POLICIES = ("verified_first", "vanilla_first", "seed")
MULTI_STATEMENTS = ("first", "reject")
TOOL_CHOICES = ("model", "open", "policy")
DTYPES = ("auto", "float32", "bfloat16", "float16")
FEWSHOT_SELECTIONS = ("question", "skeleton", "random")  # see nl2sql.data.examples
# The stop string every loop generation shares: the model must not write the Observation itself, and one
# GenParams for every loop request lets the batch driver send each round as a single generate() call.
LOOP_STOP = ("\nObservation:",)

# The upper-case names of docs/reference-loop.md#parameters, accepted as aliases (papermill cells often use them).
ALIASES = {
    "react_max_steps": "max_steps",
    "react_max_new_tokens": "max_new_tokens",
    "react_do_sample": "do_sample",
    "react_temperature": "temperature",
    "react_top_p": "top_p",
    "max_tables": "link_max_tables",
}

# Field metadata "output": whether a knob can change a question's generated SQL. Unmarked fields
# (any added later included) count as changing it.
NO_OUTPUT = {"output": False}  # selection, bookkeeping or scoring: a rerun reuses finished questions
SAMPLED_OUTPUT = {"output": "sampling"}  # changes outputs only when something is sampled (do_sample, candidates)


@dataclass
class RunConfig:
    """Every knob of a run; defaults are docs/reference-loop.md#parameters plus the limits of #other-agents."""

    # -- data ------------------------------------------------------------------------------------------------
    data_dir: str = field(default=str(BUNDLED_DIR), metadata=NO_OUTPUT)  # contents compared by hash instead
    split: str = "dev"
    limit: int | None = field(default=None, metadata=NO_OUTPUT)  # which questions: finished ones stay valid
    sample: int | None = field(default=None, metadata=NO_OUTPUT)
    seed: int = field(default=0, metadata=SAMPLED_OUTPUT)  # greedy: it only picks the sample (a selection)
    db_ids: list[str] | None = field(default=None, metadata=NO_OUTPUT)
    # "K/N": only shard K of N of the selection, into results/<run_id>/shards/K-of-N (nl2sql.store.shards); None = all
    shard: str | None = field(default=None, metadata=NO_OUTPUT)
    # -- model -----------------------------------------------------------------------------------------------
    model: str = DEFAULT_MODEL
    backend: str = "auto"
    base_url: str | None = None
    # openai backend: requests in flight at once (each generate() batch is at most batch_size prompts)
    concurrency: int = field(default=8, metadata=NO_OUTPUT)
    # openai backend: retries of a request after a connection error, 408/429/5xx (exponential backoff from
    # http_backoff_s, capped at 20 s, or the server's Retry-After), and the seconds one request may take.
    http_retries: int = field(default=4, metadata=NO_OUTPUT)
    http_backoff_s: float = field(default=0.5, metadata=NO_OUTPUT)
    http_timeout_s: float = field(default=300.0, metadata=NO_OUTPUT)
    llm_cache: bool = field(default=True, metadata=NO_OUTPUT)
    # transformers: key/value states kept for prompts sharing a prefix; 0 = off. Reused states give the same
    # greedy tokens as recomputed ones.
    prefix_cache_tokens: int = field(default=131072, metadata=NO_OUTPUT)
    # transformers: "auto" = bf16 where the hardware has it, else fp32. bf16 rounding can flip a rare greedy
    # token between batch compositions; float32 gives the same tokens whatever the batch (at half the speed).
    dtype: str = "auto"
    # -- method ----------------------------------------------------------------------------------------------
    method: str = "loop"
    # -- docs/reference-loop.md#parameters (REACT_MAX_STEPS, ..., MAX_CLEAN_REJECT_RETRIES) -------------------
    max_steps: int = 8
    max_new_tokens: int = 256
    do_sample: bool = False
    temperature: float = field(default=0.2, metadata=SAMPLED_OUTPUT)
    top_p: float = field(default=0.9, metadata=SAMPLED_OUTPUT)
    use_link_schema: bool = True
    max_clean_reject_retries: int = 1
    # -- loop policy (ablation switches) ---------------------------------------------------------------------
    guardrails: list[str] = field(default_factory=lambda: list(GUARDRAIL_STEPS))
    # A reply holding several SQL statements: clean keeps the "first"; "reject" (the reference) rejects the reply.
    multi_statement: str = "first"
    projection_reorder: bool = False  # the projection contract also puts the columns in the question's order (reference)
    force_constraints: bool = True
    # The gates (docs/reference-loop.md#gates): off lets a model that picks its own steps (tool_choice "model"
    # or "open") run SQL before both validations passed / finish before a successful run; the compliance
    # flags then record it. Under tool_choice "policy" the policy never asks for a gated step.
    run_gate: bool = True
    finish_gate: bool = True
    link_max_tables: int = 6
    retrieval: str = "keyword"
    retrieval_top_k: int = 5
    schema_style: str = "create"
    # -- values in the schema prompt (nl2sql.sql.schema.with_samples, nl2sql.data.values) -------------------------------
    # Example rows under each table of the schema text, 0..3 (values cut to 40 chars); None = the method's default:
    # 3 for "candidates" (chosen on the tune split, docs/reference-loop.md#candidates), 0 for the loop and baseline.
    sample_rows: int | None = None
    value_hints: bool = False  # add the stored text values the question names ("singer.Country = 'France'")
    max_value_hints: int = 10  # at most this many value hints per question (3 per column)
    # Offer the tools as OpenAI tool schemas; the model's calls and their results go back as tool_calls and
    # role "tool" messages (docs/reference-loop.md#native-tool-calls); text actions still work.
    native_tools: bool = False
    # Who picks each step's tool: "model" (the reference: a call at every step), "open" (no call when an
    # override decides the step), "policy" (the policy table decides every step; the model writes only SQL).
    tool_choice: str = "policy"
    intent_check: bool = True  # after a successful run, a shape mismatch with the question forces repair
    next_action_hint: bool = True  # each observation names the step the expected order calls for next
    force_after_repeat: bool = True  # an action requested twice in a row (same arguments) is replaced by the expected one
    # repair_sql returning the failed SQL unchanged is retried once, sampled, with the real columns and every attempt.
    repair_retry: bool = False
    # Greedy only: generate the exit fallback's vanilla candidate in the batch of the question's first repair, so
    # the fallback needs no round of its own (the same SQL, fewer rounds; unused ones still count as calls), or
    # reuse generate_sql's answer when it sent that very prompt.
    prefetch_fallback: bool = field(default=True, metadata=NO_OUTPUT)
    stop_on_unchanged_repair: bool = True  # repair_sql returning the failed SQL unchanged ends the loop (fallback)
    # exit fallback: "verified_first", "vanilla_first", or "seed" (the reference: the vanilla candidate, unchecked)
    fallback_policy: str = "verified_first"
    prompt_style: str = "chat"  # "joined": the reference's one-message "\n".join(history); "chat": lines as turns
    action_format: str = "bracket"  # "action_input": the Thought / Action / Action Input / FINAL_ANSWER system prompt
    specific_instructions: str = ""  # appended to the ReAct system prompt (a domain's policy); "" = nothing
    # max_steps without finish: one last call demanding a FINAL_ANSWER (a finish request, gated) before the fallback.
    final_answer_demand: bool = False
    # -- limits from other ReAct agents (docs/reference-loop.md#other-agents) ---------------------------------
    tool_timeout_s: float | None = 30.0  # a Tool's own `timeout` wins over it
    # True: a tool's time limit also covers its model call (generate_sql, repair_sql): a completion that comes
    # back after the limit is discarded and the tool times out. False: the backend alone bounds model calls.
    tool_timeout_covers_llm: bool = False
    exec_timeout_s: float = 10.0
    # Memory of one SQL execution (loop tools and scoring): half is SQLite's heap cap, a quarter the rows' bytes.
    exec_memory_mb: int = 1024
    max_observation_chars: int = 12000
    max_observation_rows: int = 10
    # Prompt + completion tokens per question, checked before each model call (docs/reference-loop.md#token-budget):
    # a call that would pass it, leaving no room for the exit fallback, is not made. None = unbounded.
    token_budget: int | None = None
    # Wall seconds per question, checked between steps; the question then ends with stop_reason "time_budget"
    # (through the exit fallback while it fits). None = unbounded; ~max_steps x (slowest step) + exec_timeout_s,
    # e.g. 120 on a GPU, 600 for a batch of 8 on a CPU.
    question_budget_s: float | None = None
    max_history_messages: int | None = None  # history entries shown to the model (the question always stays)
    max_reasks: int = 1  # re-asks per step when the output holds no parsable action
    # A tool error (unknown tool, bad arguments, a failure or timeout) of the model's own action: the model sees the
    # error and may fix its action, up to this many times per step, k x backoff_s seconds before the k-th retry.
    max_tool_errors: int = 0
    backoff_s: float = field(default=0.0, metadata=NO_OUTPUT)  # only waits (a transient failure may pass)
    allow_input_pruning: bool = True  # unknown argument keys are dropped; False: they are an error the model fixes
    max_retrieval_calls: int = 3
    max_validation_attempts: int = 4
    # -- baseline --------------------------------------------------------------------------------------------
    baseline_max_new_tokens: int = 200  # the single-shot reference setting of docs/model-weights.md#reference-numbers
    # -- retrieved few-shot examples (nl2sql.data.examples) -------------------------------------------------------
    fewshot_k: int = 0  # question/SQL pairs from other databases shown before the schema; 0 = off
    fewshot_pool: str = ""  # JSON list of question/query/db_id records; "" = <data_dir>/train_spider_syn.json
    fewshot_selection: str = "question"  # "question" (MiniLM similarity), "skeleton" (DAIL-SQL), "random"
    # -- candidates and voting (nl2sql.methods.candidates, docs/reference-loop.md#candidates) -------------------------
    # SQL candidates per generation: the greedy one plus n-1 sampled; None = 8 for method "candidates", else 1.
    n_candidates: int | None = None
    candidate_temperature: float = 0.7
    candidate_top_p: float = 0.95
    # Draw the first this-many candidates, and the rest only when they disagree (or one fails); 0 = all at once.
    candidate_agree_stop: int = 3
    # A contested vote (no result leads by 2) gets one reflection: the competing SQL and rows, asked for a final SQL.
    reflection: bool = False
    # When no candidate runs: this many repair candidates (one greedy, the rest sampled) from the first failure's
    # SQL, error and the real columns of its tables join the vote; 0 = off.
    candidate_repair: int = 0
    # SQL that fails on a column or table its database lacks runs respelled to the nearest real name (a typo, the
    # wrong alias, a plural; nl2sql.sql.identifiers): for every candidate, and as the loop's repair_sql before any call.
    identifier_repair: bool = True
    # -- LLM-as-judge (nl2sql.methods.judge, docs/reference-loop.md#judge) ------------------------------------------------
    # The loop calls judge_sql after a successful run_sql, before finish (the model answers yes/no with a reason);
    # with candidates, the clusters of a contested vote the judge could decide are judged and a yes adds JUDGE_BONUS.
    judge: bool = False
    # A "no" from judge_sql forces one repair_sql with the judge's reason (once per question); finish waits for a verdict.
    judge_gate: bool = False
    # -- run and evaluation ----------------------------------------------------------------------------------
    batch_size: int = field(default=8, metadata=NO_OUTPUT)  # greedy batched == one by one (the loop's contract)
    run_id: str | None = field(default=None, metadata=NO_OUTPUT)
    # Scoring only: a rerun rescores the same predictions.
    metrics: list[str] = field(default_factory=lambda: ["VA", "EX", "EM", "TS"], metadata=NO_OUTPUT)
    comparator: str = field(default="multiset", metadata=NO_OUTPUT)
    ts_k: int | None = field(default=None, metadata=NO_OUTPUT)

    def __post_init__(self) -> None:
        if self.guardrails is None:  # "guardrails=none" on the command line: every step off
            self.guardrails = []
        _check_types(self)
        self.guardrails = _steps(self.guardrails)
        if self.method not in METHODS:
            raise ValueError(f"RunConfig.method must be one of {METHODS}, got {self.method!r}")
        if self.retrieval not in RETRIEVALS:
            raise ValueError(f"RunConfig.retrieval must be one of {RETRIEVALS}, got {self.retrieval!r}")
        if self.prompt_style not in PROMPT_STYLES:
            raise ValueError(f"RunConfig.prompt_style must be one of {PROMPT_STYLES}, got {self.prompt_style!r}")
        if self.action_format not in ACTION_FORMATS:
            raise ValueError(f"RunConfig.action_format must be one of {ACTION_FORMATS} (the action shape the ReAct "
                             f"system prompt asks for), got {self.action_format!r}")
        if self.native_tools and self.prompt_style != "chat":
            raise ValueError("RunConfig.native_tools needs prompt_style='chat': tool calls and their results go back "
                             "as chat messages; set prompt_style='chat' or native_tools=false")
        if self.http_retries < 0 or not self.http_backoff_s >= 0 or not self.http_timeout_s > 0:
            raise ValueError(f"RunConfig.http_retries must be >= 0, http_backoff_s >= 0 and http_timeout_s > 0 "
                             f"seconds, got {self.http_retries}, {self.http_backoff_s} and {self.http_timeout_s}")
        if self.token_budget is not None and self.token_budget < 0:
            raise ValueError(f"RunConfig.token_budget must be >= 0 tokens or None (no limit), got {self.token_budget}")
        if not self.backoff_s >= 0:
            raise ValueError(f"RunConfig.backoff_s must be >= 0 seconds (0: retry a tool error at once), "
                             f"got {self.backoff_s}")
        self.shard = str(parse_shard(self.shard)) if self.shard else None  # "3 / 8" -> "3/8"
        if self.concurrency < 1:
            raise ValueError(f"RunConfig.concurrency must be >= 1 (requests in flight), got {self.concurrency}")
        if self.dtype not in DTYPES:
            raise ValueError(f"RunConfig.dtype must be one of {DTYPES}, got {self.dtype!r}")
        if self.fallback_policy not in FALLBACK_POLICIES:
            raise ValueError(f"RunConfig.fallback_policy must be one of {FALLBACK_POLICIES}, "
                             f"got {self.fallback_policy!r}")
        if self.multi_statement not in MULTI_STATEMENTS:
            raise ValueError(f"RunConfig.multi_statement must be one of {MULTI_STATEMENTS} (keep the first statement "
                             f"of a reply, or reject the reply), got {self.multi_statement!r}")
        if self.tool_choice not in TOOL_CHOICES:
            raise ValueError(f"RunConfig.tool_choice must be one of {TOOL_CHOICES}, got {self.tool_choice!r}")
        if self.schema_style not in SCHEMA_STYLES:
            raise ValueError(f"RunConfig.schema_style must be one of {SCHEMA_STYLES}, got {self.schema_style!r}")
        if self.fewshot_selection not in FEWSHOT_SELECTIONS:
            raise ValueError(f"RunConfig.fewshot_selection must be one of {FEWSHOT_SELECTIONS}, "
                             f"got {self.fewshot_selection!r}")
        for name in ("max_steps", "max_new_tokens", "batch_size", "baseline_max_new_tokens",
                     "max_observation_chars"):
            if getattr(self, name) < 1:
                raise ValueError(f"RunConfig.{name} must be >= 1, got {getattr(self, name)}")
        for name in ("max_clean_reject_retries", "max_reasks", "max_tool_errors", "max_retrieval_calls",
                     "max_validation_attempts",
                     "link_max_tables", "retrieval_top_k", "max_observation_rows", "prefix_cache_tokens",
                     "fewshot_k"):
            if getattr(self, name) < 0:
                raise ValueError(f"RunConfig.{name} must be >= 0, got {getattr(self, name)}")
        if self.sample_rows is not None and not 0 <= self.sample_rows <= MAX_SAMPLE_ROWS:
            raise ValueError(f"RunConfig.sample_rows must be 0..{MAX_SAMPLE_ROWS} (example rows per table), "
                             f"got {self.sample_rows}")
        if self.max_value_hints < 1:
            raise ValueError(f"RunConfig.max_value_hints must be >= 1 (turn hints off with value_hints=false), "
                             f"got {self.max_value_hints}")
        if not self.exec_timeout_s > 0:
            raise ValueError(f"RunConfig.exec_timeout_s must be > 0 seconds, got {self.exec_timeout_s}")
        if self.question_budget_s is not None and not self.question_budget_s > 0:
            raise ValueError(f"RunConfig.question_budget_s must be > 0 seconds or None (no limit), "
                             f"got {self.question_budget_s}")
        if self.tool_timeout_s is not None and not self.tool_timeout_s > 0:
            raise ValueError(f"RunConfig.tool_timeout_s must be > 0 seconds or None (no limit), got {self.tool_timeout_s}")
        for name in ("limit", "sample"):
            if getattr(self, name) is not None and getattr(self, name) < 1:
                raise ValueError(f"RunConfig.{name} must be >= 1 or None (every question), got {getattr(self, name)}")
        if self.exec_memory_mb < 16:
            raise ValueError(f"RunConfig.exec_memory_mb must be >= 16 (MB of memory per SQL execution), "
                             f"got {self.exec_memory_mb}")
        if self.max_history_messages is not None and self.max_history_messages < 2:
            raise ValueError("RunConfig.max_history_messages must be >= 2 (the question plus one entry) or None")
        if self.n_candidates is not None and self.n_candidates < 1:
            raise ValueError(f"RunConfig.n_candidates must be >= 1 or None (the method's default), got {self.n_candidates}")
        if self.method == "baseline" and self.candidate_count > 1:
            raise ValueError("method 'baseline' is single-shot: use method='candidates' for n_candidates > 1")
        if not self.candidate_temperature > 0 or not 0 < self.candidate_top_p <= 1:
            raise ValueError("RunConfig.candidate_temperature must be > 0 and candidate_top_p in (0, 1], got "
                             f"{self.candidate_temperature} and {self.candidate_top_p}")
        if self.candidate_repair < 0:
            raise ValueError(f"RunConfig.candidate_repair must be >= 0 (0 = off), got {self.candidate_repair}")
        if self.judge and self.method == "baseline":
            raise ValueError("RunConfig.judge needs method 'loop' or 'candidates': the single-shot baseline has no "
                             "step or vote for a verdict to act on")
        if self.judge_gate and not (self.judge and self.method == "loop"):
            raise ValueError("RunConfig.judge_gate acts on the loop's judge_sql verdict: set judge=True with "
                             f"method='loop' (got judge={self.judge}, method={self.method!r})")
        if self.candidate_agree_stop < 0:
            raise ValueError(f"RunConfig.candidate_agree_stop must be >= 0, got {self.candidate_agree_stop}")
        if self.do_sample and not self.temperature > 0:
            raise ValueError("RunConfig.temperature must be > 0 when do_sample is true")
        self.gen_params()  # GenParams checks top_p and the rest

    # -- conversions -----------------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        """Every field as JSON-ready values (lists stay lists)."""
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any] | None = None, **kw: Any) -> "RunConfig":
        """Build from a dict (JSON, papermill parameters) plus keywords; an unknown key is a ValueError naming it."""
        merged = {**dict(d or {}), **kw}
        return cls(**_normalize_keys(merged))

    def override(self, changes: Mapping[str, Any] | Iterable[str] | None = None, **kw: Any) -> "RunConfig":
        """A copy with some fields changed: a dict, "key=value" strings (CLI; values parsed as JSON), keywords."""
        updates: dict[str, Any] = {}
        if isinstance(changes, Mapping):
            updates.update(changes)
        elif changes is not None:
            updates.update(parse_assignments(changes))
        updates.update(kw)
        return RunConfig.from_dict({**self.to_dict(), **_normalize_keys(updates)})

    def to_json(self, path: str | Path) -> Path:
        """Write the config as pretty JSON (what a run saves beside its results)."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.to_dict(), indent=2, sort_keys=True) + "\n", encoding="utf-8")
        return path

    @classmethod
    def from_json(cls, path: str | Path) -> "RunConfig":
        """Read a config written by to_json, a run's saved results/<run_id>/config.json, or any JSON object of its keys."""
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise FileNotFoundError(f"config file not found: {path}") from None
        except ValueError as e:
            raise ValueError(f"config file {path} is not valid JSON: {e}") from None
        if isinstance(data, dict) and isinstance(data.get("config"), dict) and "dataset" in data:
            data = data["config"]  # a run's manifest: rerun (or resume) exactly that run
        if not isinstance(data, dict):
            raise ValueError(f"config file {path} must hold a JSON object of RunConfig keys")
        return cls.from_dict(data)

    # -- derived ---------------------------------------------------------------------------------------------
    def gen_params(self) -> GenParams:
        """Generation parameters of every loop call (the ReAct step, generate_sql, repair_sql, the fallback)."""
        return GenParams(max_new_tokens=self.max_new_tokens, do_sample=self.do_sample, temperature=self.temperature,
                         top_p=self.top_p, stop=LOOP_STOP, seed=self.seed)

    def baseline_gen_params(self) -> GenParams:
        """Generation parameters of the single-shot baseline."""
        return GenParams(max_new_tokens=self.baseline_max_new_tokens, do_sample=self.do_sample,
                         temperature=self.temperature, top_p=self.top_p, seed=self.seed)

    @property
    def candidate_count(self) -> int:
        """SQL candidates per generation: n_candidates, or the method's default (8 for "candidates", else 1)."""
        if self.n_candidates is not None:
            return self.n_candidates
        return 8 if self.method == "candidates" else 1

    @property
    def rows_per_table(self) -> int:
        """Example rows per table in the schema text: sample_rows, or the method's default (3 for "candidates")."""
        if self.sample_rows is not None:
            return self.sample_rows
        return 3 if self.method == "candidates" else 0

    @property
    def candidate_first_round(self) -> int:
        """Candidates drawn before checking agreement (the greedy one included): candidate_agree_stop, or all."""
        n = self.candidate_count
        return min(n, self.candidate_agree_stop) if self.candidate_agree_stop >= 2 else n

    def candidate_gen_params(self, base: GenParams) -> GenParams:
        """The sampled candidates' parameters: base's length cap, sampling, and a stop at the statement's end."""
        return replace(base, do_sample=True, temperature=self.candidate_temperature, top_p=self.candidate_top_p,
                       seed=self.seed, stop=tuple(dict.fromkeys((*base.stop, ";"))))

    @property
    def guardrail_steps(self) -> frozenset[str]:
        """The enabled guardrail steps and their options as a set (what nl2sql.sql.guardrails takes)."""
        options = {REJECT_MULTI_STATEMENT} if self.multi_statement == "reject" else set()
        if self.projection_reorder:
            options.add(REORDER_PROJECTION)
        return frozenset(self.guardrails) | options

    # -- what each knob changes ------------------------------------------------------------------------------
    @classmethod
    def output_knobs(cls) -> tuple[str, ...]:
        """Knobs that can change a question's generated SQL (the sampling ones included), in field order."""
        return tuple(f.name for f in dataclasses.fields(cls) if f.metadata.get("output", True) is not False)

    @classmethod
    def non_output_knobs(cls) -> frozenset[str]:
        """Knobs that never change a question's generated SQL: selection, bookkeeping, scoring."""
        return frozenset(f.name for f in dataclasses.fields(cls) if f.metadata.get("output", True) is False)

    @classmethod
    def sampling_knobs(cls) -> frozenset[str]:
        """Knobs that change a question's generated SQL only when do_sample is on."""
        return frozenset(f.name for f in dataclasses.fields(cls) if f.metadata.get("output") == "sampling")


# -- helpers ---------------------------------------------------------------------------------------------------

_FIELDS = {f.name for f in dataclasses.fields(RunConfig)}


def knob_name(key: Any) -> str:
    """The RunConfig field a key names: a field name in any case, or an upper-case alias (REACT_MAX_STEPS...).

    An unknown key is a ValueError naming it and the closest known key.
    """
    name = str(key)
    low = name.lower()
    name = low if low in _FIELDS else ALIASES.get(low, name)
    if name not in _FIELDS:
        close = difflib.get_close_matches(low, sorted(_FIELDS | set(ALIASES)), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise ValueError(f"unknown RunConfig key {key!r}{hint}; known keys: {', '.join(sorted(_FIELDS))}")
    return name


# Knobs that were renamed, with how an old value reads today (old run manifests still load and resume).
RENAMED = {"call_llm_when_forced": ("tool_choice", lambda v: "model" if v in (True, "true", "True") else "open")}


def _normalize_keys(d: Mapping[str, Any]) -> dict[str, Any]:
    """Map upper-case aliases (REACT_MAX_STEPS, USE_LINK_SCHEMA...) to field names; reject unknown keys clearly."""
    out = {}
    for key, value in d.items():
        if str(key).lower() in RENAMED:
            key, convert = RENAMED[str(key).lower()]
            value = convert(value)
        out[knob_name(key)] = value
    return out


def parse_value(raw: str) -> Any:
    """A command-line value: JSON when it parses, none/null/true/false in any case, else the text itself."""
    raw = raw.strip()
    try:
        return json.loads(raw)
    except ValueError:
        return {"none": None, "null": None, "true": True, "false": False}.get(raw.lower(), raw)


def parse_assignments(items: Iterable[str]) -> dict[str, Any]:
    """["max_steps=4", "guardrails=clean,casing", "base_url=http://x"] -> dict; values are JSON when they parse."""
    out: dict[str, Any] = {}
    for item in items:
        if "=" not in item:
            raise ValueError(f"config override {item!r} must look like key=value (e.g. max_steps=4)")
        key, raw = item.split("=", 1)
        out[key.strip()] = parse_value(raw)
    return out


def output_knob_diff(saved: Mapping[str, Any], current: Mapping[str, Any]) -> dict[str, tuple[Any, Any]]:
    """Knobs that change outputs and differ: {knob: (saved, current)}; a knob absent from an old file is its default."""
    defaults = RunConfig().to_dict()
    skip, sampling = RunConfig.non_output_knobs(), RunConfig.sampling_knobs()
    diff = {}
    for k in sorted(set(saved) | set(current)):
        if k in skip:
            continue
        a, b = saved.get(k, defaults.get(k)), current.get(k, defaults.get(k))
        sampled = any(c.get("do_sample") or (c.get("n_candidates") or 1) > 1 or c.get("method") == "candidates"
                      or ((c.get("fewshot_k") or 0) > 0 and c.get("fewshot_selection") == "random")  # seeded shots
                      for c in (saved, current))
        if k in sampling and not sampled:
            continue
        if a != b:
            diff[k] = (a, b)
    return diff


def _steps(value: Any) -> list[str]:
    """Guardrail steps from a list, a set or a comma-separated string, in pipeline order."""
    if isinstance(value, str):
        value = [s for s in (p.strip() for p in value.split(",")) if s and s.lower() != "none"]
    steps = {str(s).strip().lower() for s in value}
    unknown = steps - set(GUARDRAIL_STEPS)
    if unknown:
        raise ValueError(f"unknown guardrail step(s) {sorted(unknown)}: choose from {', '.join(GUARDRAIL_STEPS)}")
    return [s for s in GUARDRAIL_STEPS if s in steps]


def _plain(value: Any) -> Any:
    if isinstance(value, (set, frozenset, tuple)):
        return sorted(value) if isinstance(value, (set, frozenset)) else list(value)
    return value


_HINTS: dict[str, Any] | None = None


def _check_types(cfg: RunConfig) -> None:
    """Coerce unambiguous values (an int for a float, a comma string for a list) and reject the rest clearly."""
    global _HINTS
    if _HINTS is None:
        _HINTS = typing.get_type_hints(RunConfig)
    for name, hint in _HINTS.items():
        value = getattr(cfg, name)
        ok, coerced = _coerce(value, hint)
        if not ok:
            raise ValueError(f"RunConfig.{name} must be {_hint_name(hint)}, got {type(value).__name__} {value!r}")
        setattr(cfg, name, coerced)


def _coerce(value: Any, hint: Any) -> tuple[bool, Any]:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(hint)
        if value is None:
            return type(None) in args, None
        for arg in args:
            if arg is type(None):
                continue
            ok, v = _coerce(value, arg)
            if ok:
                return True, v
        return False, value
    if origin is list:
        if isinstance(value, str):
            value = [s.strip() for s in value.split(",") if s.strip()]
        if isinstance(value, (list, tuple, set, frozenset)):
            return True, [str(v) for v in value] if typing.get_args(hint) == (str,) else list(value)
        return False, value
    if hint is bool:
        return isinstance(value, bool), value
    if hint is int:
        if isinstance(value, bool):
            return False, value
        if isinstance(value, float) and value.is_integer():
            return True, int(value)
        return isinstance(value, int), value
    if hint is float:
        if isinstance(value, bool):
            return False, value
        return isinstance(value, (int, float)), float(value) if isinstance(value, (int, float)) else value
    if hint is str:
        return isinstance(value, (str, Path)), str(value) if isinstance(value, Path) else value
    return True, value


def _hint_name(hint: Any) -> str:
    return str(hint).replace("typing.", "").replace("<class '", "").replace("'>", "")


# -- shards (RunConfig.shard; nl2sql.store.shards keeps their folders) ------------------------------------------

_SHARD = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


@dataclass(frozen=True)
class Shard:
    """Shard k (1-based) of n."""

    k: int
    n: int

    @property
    def name(self) -> str:
        """The shard's folder name: "K-of-N"."""
        return f"{self.k}-of-{self.n}"

    def __str__(self) -> str:
        return f"{self.k}/{self.n}"


def parse_shard(text: str) -> Shard:
    """"K/N" (1 <= K <= N) -> Shard; anything else is a ValueError that shows the form."""
    m = _SHARD.match(str(text))
    if not m:
        raise ValueError(f"shard {text!r} must look like K/N, e.g. 3/8 for the third of eight shards")
    k, n = int(m.group(1)), int(m.group(2))
    if not 1 <= k <= n:
        raise ValueError(f"shard {text!r} needs 1 <= K <= N (K/N: shard K of N), got K={k}, N={n}")
    return Shard(k, n)
