"""A hostile stand-in for a model: per prompt, one of the replies a broken or adversarial model can give.

    llm = HostileLLM()      # a FunctionLLM; llm.calls counts prompts, llm.questions the questions they came from

Each prompt draws its behaviour from a hash of its text (the same prompt, the same reply, so a rerun compares):
garbage, empty text, None, a lone surrogate and NUL characters, a 200 KB reply, a brace flood, unknown tools,
wrong argument types, endless slow queries, a slow reply, a model that never calls finish, and a sane answer
(nl2sql.testing.scripted) now and then so that some questions finish. The prompts of the questions in RAISING
fail: the function raises (that prompt fails) or the whole generate() call raises (a crashed backend, retried
prompt by prompt by the runner). Used by tests/test_hostile_model.py and bench/reliability.py; a config names it
model="nl2sql.testing.hostile:HostileLLM", backend="function".
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from typing import Any

from nl2sql.llm import FunctionLLM
from nl2sql.testing import scripted

SURROGATE = "\udcff"  # a lone surrogate: UTF-8 cannot hold it, a tokenizer can emit it
ENDLESS_CTE = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"
WRONG_ARGS = ['Action: get_table_samples[{"table": 5, "n": "many"}]', 'Action: link_schema[{"max_tables": "all"}]',
              "Action: run_sql[[1, 2, 3]]", 'Action: retrieve_tables[{"question": {"a": 1}, "top_k": -3}]',
              'Action: finish[{"answer": ["not", "text"]}]']
MODES = ("sane", "garbage", "empty", "none", "surrogate", "huge", "braces", "unknown_tool", "wrong_args", "endless",
         "slow", "never_finishes")
SLOW_S = 0.02  # the pause of a "slow" reply
_QUESTION = re.compile(r"(?:User question|Question): (.*)")
_TABLE = re.compile(r'CREATE TABLE\s+"?(\w+)', re.I)


def question_of(messages: list[dict]) -> str:
    """The dataset question a prompt was built for ("" if none is shown)."""
    m = _QUESTION.search("\n".join(str(m.get("content") or "") for m in messages))
    return m.group(1).strip() if m else ""


def _digest(messages: list[dict]) -> int:
    return int.from_bytes(hashlib.sha256(json.dumps(messages, sort_keys=True).encode()).digest()[:8], "big")


def _is_react(messages: list[dict]) -> bool:
    return "text-to-SQL agent" in str(messages[0].get("content") or "")


def _first_table(messages: list[dict]) -> str:
    tables = _TABLE.findall("\n".join(str(m.get("content") or "") for m in messages))
    return tables[0] if tables else "sqlite_master"


def _slow_join(messages: list[dict]) -> str:
    """An 8-way self join of the schema's first table: valid SQL that outlives a short timeout."""
    t = _first_table(messages)
    return f"SELECT count(*) FROM {', '.join(f'{t} AS t{i}' for i in range(8))}"


def reply(messages: list[dict], mode: str) -> Any:
    """The reply of one mode to one prompt (a text, or None)."""
    react = _is_react(messages)
    digest = _digest(messages)
    if mode == "sane":
        return scripted.answer(messages)
    if mode == "garbage":
        return "\x07%$#@!~ ]]]][[[ }{ ::: Action Action: [ Thought: FINAL_ANSWER SELECT FROM WHERE ;;; \\x00"
    if mode == "empty":
        return ""
    if mode == "none":
        return None
    if mode == "surrogate":  # in a literal, a name, or a whole reply; with or without a NUL
        if react:
            return f"Thought: {SURROGATE}\x00\nAction: generate_sql[{{}}]"
        table = _first_table(messages)
        return [f"SELECT count(*) FROM {table} WHERE '{SURROGATE}' <> ''",
                f"SELECT count(*) FROM {table} WHERE '\x00{SURROGATE}' <> ''",
                f"SELECT '{SURROGATE}' || '\x00' AS x{SURROGATE}"][digest % 3]
    if mode == "huge":
        return ("Thought: " + "z" * 200_000 + "\nAction: generate_sql[{}]" if react
                else "SELECT " + "1 + " * 50_000 + "1")
    if mode == "braces":
        return "{" * 5_000 + "[" * 2_000 + "}" * 10
    if mode == "unknown_tool":
        return "Thought: clean up.\nAction: drop_database[{}]" if react else "DROP TABLE IF EXISTS users; VACUUM"
    if mode == "wrong_args":
        return WRONG_ARGS[digest % len(WRONG_ARGS)]
    if mode == "endless":
        return "Thought: run it.\nAction: run_sql[{}]" if react else (
            ENDLESS_CTE if digest % 2 else _slow_join(messages))
    if mode == "slow":
        time.sleep(SLOW_S)
        return scripted.answer(messages)
    if mode == "never_finishes":
        return "Thought: look again.\nAction: get_schema[{}]" if react else scripted.answer(messages)
    raise ValueError(f"unknown hostile mode {mode!r}")


class HostileLLM(FunctionLLM):
    """The hostile model; prompts of the questions in `raising` fail (a raised error, or a crashed batch)."""

    def __init__(self, raising: frozenset[str] = frozenset(), name: str = "hostile_llm") -> None:
        super().__init__(self._reply, name=name)
        self.raising = raising
        self.calls = 0
        self.questions: list[str] = []  # the question of every prompt answered or failed, in order

    def _reply(self, messages: list[dict]) -> Any:
        if question_of(messages) in self.raising:
            raise RuntimeError("the model backend exploded on this prompt")
        return reply(messages, MODES[_digest(messages) % len(MODES)])

    def _generate(self, prompts, params, tools):
        self.calls += len(prompts)
        self.questions += [question_of(p) for p in prompts]
        raising = [p for p in prompts if question_of(p) in self.raising]
        if raising and len(prompts) > 1 and _digest(raising[0]) % 2:
            raise RuntimeError("CUDA error: device-side assert triggered")  # the whole batch, as a crashed server
        return super()._generate(prompts, params, tools)
