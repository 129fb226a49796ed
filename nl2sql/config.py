"""RunConfig: the one configuration of a run, every knob of the loop, the baseline, the data and the model.

    cfg = RunConfig()                                   # the defaults of docs/reference-loop.md#parameters
    cfg = RunConfig.from_dict({"max_steps": 4})         # papermill parameters / JSON; unknown keys are an error
    cfg = cfg.override(["max_steps=4", "guardrails=clean,casing"])   # CLI "key=value" strings
    cfg.to_dict(); RunConfig.from_json(path); cfg.gen_params()

Each field's metadata holds the knob's own check (choices(), minimum()) and whether it can change a question's
generated SQL: RunConfig.output_knobs() decides what a resumed run must match and what names a run (store.runstore).
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
from nl2sql.llm import resolve_backend
from nl2sql.llm.base import GenParams
from nl2sql.paths import BUNDLED_DIR

# What a method sets for the knobs left at None ("candidates": sample_rows, review_weight, align_weight and meaning_repair
# chosen on the tune splits, a smaller prefix cache since its reuse is mostly within a question: 1.1 GB less).
METHOD_DEFAULTS: dict[str, dict[str, float]] = {"loop": {}, "baseline": {}, "candidates": {"n_candidates": 8,
    "sample_rows": 3, "prefix_cache_tokens": 32768, "review_weight": 0.4, "align_weight": 14, "meaning_repair": 0.5}}
PREFIX_CACHE_TOKENS = 131072  # about 1.5 GB of key/value states in bf16 for the default model
METHODS = tuple(METHOD_DEFAULTS)
RETRIEVALS = ("keyword", "embedding")
SCHEMA_STYLES = ("create", "compact")
PROMPT_STYLES = ("chat", "joined")  # "chat": transcript lines as turns; "joined": the reference's one message
# What the ReAct system prompt asks the model to write (docs/reference-loop.md#action-formats; every format parses):
ACTION_FORMATS = ("bracket", "action_input")  # Action: tool[{json}] / Action: tool, Action Input: {json}, FINAL_ANSWER
FALLBACK_POLICIES = ("verified_first", "vanilla_first", "seed")  # "seed" (the reference): the vanilla SQL, unchecked
MULTI_STATEMENTS = ("first", "reject")
TOOL_CHOICES = ("model", "open", "policy")
DTYPES = ("auto", "float32", "bfloat16", "float16")  # only float32 gives the same greedy tokens whatever the batch
FEWSHOT_SELECTIONS = ("question", "skeleton", "random")  # MiniLM similarity, DAIL-SQL skeletons, random (data.examples)
# The stop string every loop generation shares: the model must not write the Observation itself, and one
# GenParams for every loop request lets the batch driver send each round as a single generate() call.
LOOP_STOP = ("\nObservation:",)

# The upper-case names of docs/reference-loop.md#parameters, accepted as aliases (papermill cells often use them).
ALIASES = {"react_max_steps": "max_steps", "react_max_new_tokens": "max_new_tokens", "react_do_sample": "do_sample",
           "react_temperature": "temperature", "react_top_p": "top_p", "max_tables": "link_max_tables"}

# Field metadata "output": whether a knob can change a question's generated SQL; unmarked fields (later ones too) can.
NO_OUTPUT = {"output": False}  # selection, bookkeeping or scoring: a rerun reuses finished questions
SAMPLED_OUTPUT = {"output": "sampling"}  # changes outputs only when something is sampled (do_sample, candidates)


def choices(allowed: Iterable[str], hint: str = "", **meta: Any) -> dict[str, Any]:
    """Field metadata (plus meta, e.g. **NO_OUTPUT): the values a knob allows; hint follows them in the error."""
    return {**meta, "choices": allowed, "hint": hint}


def minimum(low: int, hint: str = "", *, op: str = ">=", **meta: Any) -> dict[str, Any]:
    """Field metadata: the knob must be >= low (or > low, op=">"; None passes); hint follows the bound in the error."""
    return {**meta, "minimum": low, "op": op, "hint": hint}


@dataclass
class RunConfig:
    """Every knob of a run; defaults are docs/reference-loop.md#parameters plus the limits of #other-agents."""

    # -- data ------------------------------------------------------------------------------------------------
    data_dir: str = field(default=str(BUNDLED_DIR), metadata=NO_OUTPUT)  # contents compared by hash instead
    split: str = "dev"
    # which questions (the first N / N at random): finished ones stay valid
    limit: int | None = field(default=None, metadata=minimum(1, "or None (every question)", **NO_OUTPUT))
    sample: int | None = field(default=None, metadata=minimum(1, "or None (every question)", **NO_OUTPUT))
    seed: int = field(default=0, metadata=SAMPLED_OUTPUT)  # greedy: it only picks the sample (a selection)
    db_ids: list[str] | None = field(default=None, metadata=NO_OUTPUT)
    shard: str | None = field(default=None, metadata=NO_OUTPUT)  # "K/N": shard K of N (nl2sql.store.shards); None = all
    # -- model -----------------------------------------------------------------------------------------------
    model: str = DEFAULT_MODEL
    backend: str = "auto"
    base_url: str | None = None
    concurrency: int = field(default=8, metadata=minimum(1, "(requests in flight)", **NO_OUTPUT))  # openai backend
    http_retries: int = field(default=4, metadata=NO_OUTPUT)  # openai: retries after a connection error, 408/429/5xx
    http_backoff_s: float = field(default=0.5, metadata=NO_OUTPUT)  # first wait, doubling to 20 s (or Retry-After)
    http_timeout_s: float = field(default=300.0, metadata=NO_OUTPUT)  # seconds one request may take
    http_outage_s: float = field(default=900.0, metadata=minimum(0, "seconds", **NO_OUTPUT))  # wait out a silent server
    llm_cache: bool = field(default=True, metadata=NO_OUTPUT)
    # transformers: key/value states kept for shared prompt prefixes; 0 = off, None: the method's, PREFIX_CACHE_TOKENS
    prefix_cache_tokens: int | None = field(default=None, metadata=minimum(0, **NO_OUTPUT))
    dtype: str = field(default="auto", metadata=choices(DTYPES))  # transformers: "auto" = bf16 if supported, else fp32
    # -- method ----------------------------------------------------------------------------------------------
    method: str = field(default="loop", metadata=choices(METHOD_DEFAULTS))  # a METHOD_DEFAULTS key (registered too)
    # -- docs/reference-loop.md#parameters (REACT_MAX_STEPS, ..., MAX_CLEAN_REJECT_RETRIES) -------------------
    max_steps: int = field(default=8, metadata=minimum(1))
    max_new_tokens: int = field(default=256, metadata=minimum(1))
    do_sample: bool = False
    temperature: float = field(default=0.2, metadata=SAMPLED_OUTPUT)
    top_p: float = field(default=0.9, metadata=SAMPLED_OUTPUT)
    use_link_schema: bool = True
    max_clean_reject_retries: int = field(default=1, metadata=minimum(0))
    # -- loop policy (ablation switches) ---------------------------------------------------------------------
    guardrails: list[str] = field(default_factory=lambda: list(GUARDRAIL_STEPS))
    multi_statement: str = field(default="first", metadata=choices(  # a reply of several SQL statements
        MULTI_STATEMENTS, "(keep the first statement of a reply, or reject the reply)"))  # "reject": the reference
    projection_reorder: bool = False  # the projection contract also orders the columns as the question does (reference)
    force_constraints: bool = True
    run_gate: bool = True  # off: a model picking its own steps may run SQL before both validations passed (#gates)
    finish_gate: bool = True  # off: it may finish before a successful run; the compliance flags record either
    link_max_tables: int = field(default=6, metadata=minimum(0))
    retrieval: str = field(default="keyword", metadata=choices(RETRIEVALS))
    retrieval_top_k: int = field(default=5, metadata=minimum(0))
    schema_style: str = field(default="create", metadata=choices(SCHEMA_STYLES))
    # -- values in the schema prompt (nl2sql.sql.schema.with_samples, nl2sql.data.values) ----------------------
    sample_rows: int | None = None  # example rows per table in the schema text, 0..3; None = the method's default
    natural_names: bool = False  # a column whose tables.json name says more gets it as a comment (LName -- last name)
    value_hints: bool = False  # add the stored text values the question names (at most max_value_hints, 3 per column)
    max_value_hints: int = field(default=10, metadata=minimum(1, "(turn hints off with value_hints=false)"))
    meaning_hints: float = field(default=0.0, metadata=minimum(0))  # question words -> schema names, similarity >= it
    rephrase: bool = False  # baseline, candidates: one greedy call first rewords the question in the schema's names
    native_tools: bool = False  # tools as OpenAI tool schemas, calls as tool_calls (#native-tool-calls); text works too
    # who picks each step's tool: "model" (the reference: a call every step), "open" (none where an override decides)
    tool_choice: str = field(default="policy", metadata=choices(TOOL_CHOICES))  # "policy": the model writes only SQL
    intent_check: bool = True  # after a successful run, a shape mismatch with the question forces repair
    next_action_hint: bool = True  # each observation names the step the expected order calls for next
    force_after_repeat: bool = True  # an action asked twice in a row (same arguments) is replaced by the expected one
    repair_retry: bool = False  # an unchanged repair_sql is retried once, sampled, shown the real columns and attempts
    prefetch_fallback: bool = field(default=True, metadata=NO_OUTPUT)  # greedy: the fallback rides the 1st repair batch
    stop_on_unchanged_repair: bool = True  # repair_sql returning the failed SQL unchanged ends the loop (fallback)
    fallback_policy: str = field(default="verified_first", metadata=choices(FALLBACK_POLICIES))  # exit fallback rule
    prompt_style: str = field(default="chat", metadata=choices(PROMPT_STYLES))  # how the transcript reaches the model
    action_format: str = field(default="bracket", metadata=choices(ACTION_FORMATS, "(the ReAct prompt's action shape)"))
    specific_instructions: str = ""  # appended to the ReAct system prompt (a domain's policy); "" = nothing
    final_answer_demand: bool = False  # after max_steps: one last call demanding a FINAL_ANSWER, then the fallback
    # -- limits from other ReAct agents (docs/reference-loop.md#other-agents); a Tool's own `timeout` wins --
    tool_timeout_s: float | None = field(default=30.0, metadata=minimum(0, "seconds or None (no limit)", op=">"))
    tool_timeout_covers_llm: bool = False  # a tool's time limit also covers its model call (generate_sql, repair_sql)
    exec_timeout_s: float = field(default=10.0, metadata=minimum(0, "seconds", op=">"))  # per SQL execution
    # Memory of one SQL execution (loop tools and scoring): half is SQLite's heap cap, a quarter the rows' bytes.
    exec_memory_mb: int = field(default=1024, metadata=minimum(16, "(MB of memory per SQL execution)"))
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
    baseline_max_new_tokens: int = field(default=200, metadata=minimum(1))  # the reference (model-weights.md)
    # -- retrieved few-shot examples (nl2sql.data.examples) --------------------------------------------------
    fewshot_k: int = field(default=0, metadata=minimum(0))  # question/SQL pairs from other databases; 0 = off
    fewshot_pool: str = ""  # JSON list of question/query/db_id records; "" = <data_dir>/train_spider_syn.json
    fewshot_selection: str = field(default="question", metadata=choices(FEWSHOT_SELECTIONS))  # how shots are picked
    # -- candidates and voting (nl2sql.methods.candidates, docs/reference-loop.md#candidates) ----------------
    n_candidates: int | None = field(default=None, metadata=minimum(1, "or None"))  # the greedy one + n-1 sampled
    candidate_temperature: float = 0.7
    candidate_top_p: float = 0.95
    candidate_agree_stop: int = field(default=2, metadata=minimum(0))  # draw the rest on disagreement; 0 = all at once
    hinted_candidates: float = field(default=0.0, metadata=minimum(0))  # >0: half the candidates see meaning hints
    review_weight: float | None = field(default=None, metadata=minimum(0))  # x log p(question | SQL) (#review)
    align_weight: float | None = field(default=None, metadata=minimum(0))  # x cos(question, SQL in words) (#alignment)
    reflection: bool = False  # a contested vote (no result leads by 2) gets one reflection on the competing SQL, rows
    candidate_repair: int = field(default=0, metadata=minimum(0, "(0 = off)"))  # repair candidates when none runs
    identifier_repair: bool = True  # an unknown column or table in failing SQL is respelled to the nearest real name
    meaning_repair: float | None = field(default=None, metadata=minimum(0))  # ... or, cosine >= it, the one it means
    # -- LLM-as-judge (nl2sql.methods.judge, docs/reference-loop.md#judge) -----------------------------------
    judge: bool = False  # judge_sql after a successful run_sql (loop), or for a contested vote (a yes: JUDGE_BONUS)
    judge_gate: bool = False  # a "no" forces one repair_sql with the judge's reason; finish waits for a verdict
    # -- run and evaluation ----------------------------------------------------------------------------------
    batch_size: int = field(default=8, metadata=minimum(1, **NO_OUTPUT))  # greedy batched == one by one (the contract)
    run_id: str | None = field(default=None, metadata=NO_OUTPUT)
    metrics: list[str] = field(default_factory=lambda: ["VA", "EX", "EM", "TS"], metadata=NO_OUTPUT)  # what is scored
    comparator: str = field(default="multiset", metadata=NO_OUTPUT)  # how EX compares result rows (scoring only)
    ts_k: int | None = field(default=None, metadata=NO_OUTPUT)  # test-suite replicas per database (scoring only)

    def __post_init__(self) -> None:
        self.guardrails = [] if self.guardrails is None else self.guardrails  # "guardrails=none": every step off
        for f in dataclasses.fields(self):  # coerce unambiguous values (an int for a float, "a,b" for a list)
            ok, value = _coerce(getattr(self, f.name), _HINTS[f.name])
            if not ok:
                raise ValueError(f"RunConfig.{f.name} must be {f.type}, got {type(value).__name__} {value!r}")
            setattr(self, f.name, value)
        steps = {s.strip().lower() for s in self.guardrails}
        if unknown := steps - set(GUARDRAIL_STEPS):
            raise ValueError(f"unknown guardrail step(s) {sorted(unknown)}: choose from {', '.join(GUARDRAIL_STEPS)}")
        self.guardrails = [s for s in GUARDRAIL_STEPS if s in steps]  # pipeline order, whatever order was given
        for f in dataclasses.fields(self):  # each knob's own check: choices() or minimum() in its metadata
            value, meta = getattr(self, f.name), f.metadata
            hint = f" {meta['hint']}" if meta.get("hint") else ""
            if "choices" in meta and value not in meta["choices"]:
                raise ValueError(f"RunConfig.{f.name} must be one of {tuple(meta['choices'])}{hint}, got {value!r}")
            low, op = meta.get("minimum"), meta.get("op")
            if low is not None and value is not None and not (value > low if op == ">" else value >= low):
                raise ValueError(f"RunConfig.{f.name} must be {op} {low}{hint}, got {value}")
        if self.native_tools and self.prompt_style != "chat":
            raise ValueError("RunConfig.native_tools needs prompt_style='chat': tool calls and their results go back "
                             "as chat messages; set prompt_style='chat' or native_tools=false")
        if self.http_retries < 0 or not self.http_backoff_s >= 0 or not self.http_timeout_s > 0:
            raise ValueError(f"RunConfig.http_retries must be >= 0, http_backoff_s >= 0 and http_timeout_s > 0 "
                             f"seconds, got {self.http_retries}, {self.http_backoff_s} and {self.http_timeout_s}")
        self.shard = str(parse_shard(self.shard)) if self.shard else None  # "3 / 8" -> "3/8"
        if self.sample_rows is not None and not 0 <= self.sample_rows <= MAX_SAMPLE_ROWS:
            raise ValueError(f"RunConfig.sample_rows must be 0..{MAX_SAMPLE_ROWS} (example rows per table), "
                             f"got {self.sample_rows}")
        if self.max_history_messages is not None and self.max_history_messages < 2:
            raise ValueError("RunConfig.max_history_messages must be >= 2 (the question plus one entry) or None")
        if self.method == "baseline" and self.candidate_count > 1:
            raise ValueError("method 'baseline' is single-shot: use method='candidates' for n_candidates > 1")
        if not self.candidate_temperature > 0 or not 0 < self.candidate_top_p <= 1:
            raise ValueError("RunConfig.candidate_temperature must be > 0 and candidate_top_p in (0, 1], got "
                             f"{self.candidate_temperature} and {self.candidate_top_p}")
        if self.judge and self.method == "baseline":
            raise ValueError("RunConfig.judge needs method 'loop' or 'candidates': the single-shot baseline has no "
                             "step or vote for a verdict to act on")
        if (self.review_weight or self.align_weight) and self.method != "candidates":
            raise ValueError("RunConfig.review_weight and align_weight weigh the vote: use method='candidates'")
        if self.judge_gate and not (self.judge and self.method == "loop"):
            raise ValueError("RunConfig.judge_gate acts on the loop's judge_sql verdict: set judge=True with "
                             f"method='loop' (got judge={self.judge}, method={self.method!r})")
        if self.do_sample and not self.temperature > 0:
            raise ValueError("RunConfig.temperature must be > 0 when do_sample is true")
        self.gen_params()  # GenParams checks top_p and the rest

    def to_dict(self) -> dict:
        """Every field as JSON-ready values (lists stay lists)."""
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any] | None = None, **kw: Any) -> "RunConfig":
        """Build from a dict (JSON, papermill parameters) plus keywords; an unknown key is a ValueError naming it."""
        return cls(**_normalize_keys({**dict(d or {}), **kw}))

    def override(self, changes: Mapping[str, Any] | Iterable[str] | None = None, **kw: Any) -> "RunConfig":
        """A copy with some fields changed: a dict, "key=value" strings (CLI; values parsed as JSON), keywords."""
        changes = changes if changes is None or isinstance(changes, Mapping) else parse_assignments(changes)
        return RunConfig.from_dict({**self.to_dict(), **_normalize_keys({**(changes or {}), **kw})})

    def to_json(self, path: str | Path) -> Path:
        """Write the config as pretty JSON (what a run saves beside its results)."""
        (path := Path(path)).parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.to_dict(), indent=2, sort_keys=True) + "\n", encoding="utf-8")
        return path

    @classmethod
    def from_json(cls, path: str | Path) -> "RunConfig":
        """Read a config written by to_json, a run's results/<run_id>/config.json, or any JSON object of its keys."""
        try:
            data = json.loads((path := Path(path)).read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise FileNotFoundError(f"config file not found: {path}") from None
        except ValueError as e:
            raise ValueError(f"config file {path} is not valid JSON: {e}") from None
        if isinstance(data, dict) and isinstance(data.get("config"), dict) and "dataset" in data:
            data = data["config"]  # a run's manifest: rerun (or resume) exactly that run
        if not isinstance(data, dict):
            raise ValueError(f"config file {path} must hold a JSON object of RunConfig keys")
        return cls.from_dict(data)

    def gen_params(self) -> GenParams:
        """Generation parameters of every loop call (the ReAct step, generate_sql, repair_sql, the fallback)."""
        return GenParams(max_new_tokens=self.max_new_tokens, do_sample=self.do_sample, temperature=self.temperature,
                         top_p=self.top_p, stop=LOOP_STOP, seed=self.seed)

    def llm_options(self) -> dict[str, Any]:
        """The keywords of nl2sql.llm.load for this run's model: `load(**cfg.llm_options())`."""
        kw: dict[str, Any] = {"name_or_path": self.model, "backend": self.backend, "cache": self.llm_cache
                              and self.backend not in ("replay", "function"), **({"base_url": self.base_url} if self.base_url else {})}
        backend = resolve_backend(self.model, self.backend, self.base_url)
        if backend == "transformers":  # the loop's rounds carry a prefetched fallback prompt per question: room for them
            rows = self.batch_size * (2 if self.method == "loop" and self.prefetch_fallback else 1)
            kw.update(batch_size=rows, prefix_cache_tokens=self.prefix_cache_size, dtype=self.dtype)
        elif backend == "openai":
            kw.update(concurrency=self.concurrency, max_retries=self.http_retries, backoff_s=self.http_backoff_s,
                      timeout_s=self.http_timeout_s, outage_budget_s=self.http_outage_s)
        return kw

    def baseline_gen_params(self) -> GenParams:
        """Generation parameters of the single-shot baseline."""
        return GenParams(max_new_tokens=self.baseline_max_new_tokens, do_sample=self.do_sample,
                         temperature=self.temperature, top_p=self.top_p, seed=self.seed)

    def method_default(self, knob: str, fallback: int) -> int:
        """A knob's value, or for one left at None the method's default (METHOD_DEFAULTS), else fallback."""
        value = getattr(self, knob)
        return METHOD_DEFAULTS[self.method].get(knob, fallback) if value is None else value

    candidate_count = property(lambda self: self.method_default("n_candidates", 1), doc="SQL candidates per generation")
    rows_per_table = property(lambda self: self.method_default("sample_rows", 0), doc="example rows per table")
    reviewer_weight = property(lambda self: self.method_default("review_weight", 0.0), doc="the vote's review weight")
    aligner_weight = property(lambda self: self.method_default("align_weight", 0.0), doc="the vote's alignment weight")
    meaning_floor = property(lambda self: self.method_default("meaning_repair", 0.0), doc="respelling by meaning: cos >=")
    prefix_cache_size = property(lambda self: self.method_default("prefix_cache_tokens", PREFIX_CACHE_TOKENS),
                                 doc="prompt tokens of key/value states kept for reuse")

    @property
    def candidate_first_round(self) -> int:
        """Candidates drawn before checking agreement (the greedy one included): candidate_agree_stop, or all."""
        n, stop = self.candidate_count, self.candidate_agree_stop
        return min(n, stop) if stop >= 2 else n

    def candidate_gen_params(self, base: GenParams) -> GenParams:
        """The sampled candidates' parameters: base's length cap, sampling, and a stop at the statement's end."""
        return replace(base, do_sample=True, temperature=self.candidate_temperature, top_p=self.candidate_top_p,
                       seed=self.seed, stop=tuple(dict.fromkeys((*base.stop, ";"))), continued=False)

    @property
    def guardrail_steps(self) -> frozenset[str]:
        """The enabled guardrail steps and their options as a set (what nl2sql.sql.guardrails takes)."""
        options = {REJECT_MULTI_STATEMENT} if self.multi_statement == "reject" else set()
        return frozenset(self.guardrails) | options | ({REORDER_PROJECTION} if self.projection_reorder else set())

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
_HINTS = typing.get_type_hints(RunConfig)
# Knobs that were renamed, with how an old value reads today (old run manifests still load and resume).
RENAMED = {"call_llm_when_forced": ("tool_choice", lambda v: "model" if v in (True, "true", "True") else "open")}


def knob_name(key: Any) -> str:
    """The field a key names: a field in any case, or an alias (REACT_MAX_STEPS...); else a ValueError with a hint."""
    low = str(key).lower()
    name = low if low in _FIELDS else ALIASES.get(low)
    if name is None:
        close = difflib.get_close_matches(low, sorted(_FIELDS | set(ALIASES)), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise ValueError(f"unknown RunConfig key {key!r}{hint}; known keys: {', '.join(sorted(_FIELDS))}")
    return name


def _normalize_keys(d: Mapping[str, Any]) -> dict[str, Any]:
    """Map upper-case aliases (REACT_MAX_STEPS, USE_LINK_SCHEMA...) to field names; reject unknown keys clearly."""
    out = {}
    for key, value in d.items():
        key, convert = RENAMED.get(str(key).lower(), (key, None))  # an old name: its value as it reads today
        out[knob_name(key)] = convert(value) if convert else value
    return out


def parse_value(raw: str) -> Any:
    """A command-line value: JSON when it parses, none/null/true/false in any case, else the text itself."""
    try:
        return json.loads(raw.strip())
    except ValueError:
        return {"none": None, "null": None, "true": True, "false": False}.get(raw.strip().lower(), raw.strip())


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
    sampled = any(c.get("do_sample") or (c.get("n_candidates") or 1) > 1 or c.get("method") == "candidates"
                  or ((c.get("fewshot_k") or 0) > 0 and c.get("fewshot_selection") == "random")  # seeded shots
                  for c in (saved, current))
    skip = RunConfig.non_output_knobs() | (frozenset() if sampled else RunConfig.sampling_knobs())
    pairs = {k: (saved.get(k, defaults.get(k)), current.get(k, defaults.get(k))) for k in set(saved) | set(current)}
    return {k: (a, b) for k, (a, b) in sorted(pairs.items()) if k not in skip and a != b}


def _plain(value: Any) -> Any:
    """A JSON-ready value: a set as a sorted list, a tuple as a list."""
    return sorted(value) if isinstance(value, (set, frozenset)) else list(value) if isinstance(value, tuple) else value


def _coerce(value: Any, hint: Any) -> tuple[bool, Any]:
    """(whether value fits the type hint, the value as that type)."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        if value is None:
            return type(None) in typing.get_args(hint), None
        fits = (_coerce(value, arg) for arg in typing.get_args(hint) if arg is not type(None))
        return next((fit for fit in fits if fit[0]), (False, value))
    if typing.get_origin(hint) is list:
        if isinstance(value, str):
            value = [s.strip() for s in value.split(",") if s.strip()]
        if isinstance(value, (list, tuple, set, frozenset)):
            return True, [str(v) for v in value] if typing.get_args(hint) == (str,) else list(value)
        return False, value
    if hint is bool or (hint in (int, float) and isinstance(value, bool)):  # a bool is no number here
        return isinstance(value, bool) and hint is bool, value
    if hint is int:
        whole = isinstance(value, float) and value.is_integer()
        return whole or isinstance(value, int), int(value) if whole else value
    if hint is float:
        return (True, float(value)) if isinstance(value, (int, float)) else (False, value)
    if hint is str:
        return isinstance(value, (str, Path)), str(value) if isinstance(value, Path) else value
    return True, value


# -- shards (RunConfig.shard; nl2sql.store.shards keeps their folders) ------------------------------------------
_SHARD = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


@dataclass(frozen=True)
class Shard:
    """Shard k (1-based) of n: str() gives "K/N", name its folder name "K-of-N"."""

    k: int
    n: int

    @property
    def name(self) -> str:
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
