"""Action parsing in every seed format, tolerant JSON, and argument validation against JSON schemas."""

from __future__ import annotations

import pytest

from nl2sql.agent.actions import ParsedAction, loads_tolerant, parse_action, validate_args

SQL_SCHEMA = {
    "type": "object",
    "properties": {"sql": {"type": "string"}, "n": {"type": "integer"}, "strict": {"type": "boolean"}},
    "required": ["sql"],
    "additionalProperties": False,
}


# -- seed 000: Action: tool[{json}], the last Action wins -----------------------------------------------------

def test_bracket_format() -> None:
    got = parse_action('Thought: I need the schema.\nAction: get_schema[{}]')
    assert got == ParsedAction("get_schema", {}, "bracket", None, None, 1)
    got = parse_action('Thought: validate it\nAction: validate_sql[{"sql": "SELECT count(*) FROM singer"}]')
    assert (got.tool, got.args, got.format, got.ok) == ("validate_sql", {"sql": "SELECT count(*) FROM singer"}, "bracket", True)


def test_last_action_wins() -> None:
    text = (
        'Thought: generate first\nAction: generate_sql[{"nlq": "How many singers?"}]\n'
        "Observation: SELECT count(*) FROM singer\n"
        'Thought: now validate\nAction: validate_sql[{"sql": "SELECT count(*) FROM singer"}]'
    )
    got = parse_action(text)
    assert got.tool == "validate_sql" and got.n_actions == 2


def test_action_text_inside_arguments_is_not_an_action() -> None:
    got = parse_action('Action: generate_sql[{"nlq": "Explain the Action: foo[1] step"}]')
    assert (got.tool, got.args, got.n_actions) == ("generate_sql", {"nlq": "Explain the Action: foo[1] step"}, 1)
    got = parse_action('Action: {"tool": "run_sql", "inputs": {"sql": "SELECT 1 -- Action: drop"}}')
    assert got.tool == "run_sql" and got.n_actions == 1


def test_unreadable_last_action_falls_back_to_an_earlier_one() -> None:
    got = parse_action('Action: run_sql[{"sql": "SELECT 1"}]\nAction: ???')
    assert got.tool == "run_sql" and got.args == {"sql": "SELECT 1"}


@pytest.mark.parametrize(
    "text, tool, args",
    [
        ("Action: finish", "finish", {}),
        ("Action: finish[]", "finish", {}),
        ('Action: run_sql({"sql": "SELECT 1"})', "run_sql", {"sql": "SELECT 1"}),
        ('Action: `validate_sql`[{"sql": "x"}]', "validate_sql", {"sql": "x"}),
        ('**Action:** run_sql[{"sql": "x"}]', "run_sql", {"sql": "x"}),
        ('Action: Validate_SQL[{"sql": "x"}]', "validate_sql", {"sql": "x"}),
        ("Action: run_sql[SELECT name FROM singer]", "run_sql", {"input": "SELECT name FROM singer"}),
        # nested brackets and braces inside strings do not end the arguments
        ('Action: run_sql[{"sql": "SELECT a FROM t WHERE b = \'[x]\' AND c = \\"}\\""}]', "run_sql",
         {"sql": "SELECT a FROM t WHERE b = '[x]' AND c = \"}\""}),
        # raw newlines inside a JSON string (models write multi-line SQL)
        ('Action: run_sql[{"sql": "SELECT name\nFROM singer"}]', "run_sql", {"sql": "SELECT name\nFROM singer"}),
        # unicode
        ('Action: run_sql[{"sql": "SELECT nom FROM café WHERE x = \'日本\'"}]', "run_sql",
         {"sql": "SELECT nom FROM café WHERE x = '日本'"}),
    ],
)
def test_bracket_variants(text: str, tool: str, args: dict) -> None:
    got = parse_action(text)
    assert (got.tool, got.args, got.error) == (tool, args, None)


@pytest.mark.parametrize(
    "text, args",
    [
        ('Action: validate_sql[{"sql": "SELECT 1",}]', {"sql": "SELECT 1"}),  # trailing comma
        ("Action: validate_sql[{'sql': 'SELECT 1', 'strict': True}]", {"sql": "SELECT 1", "strict": True}),  # Python
        ('Action: validate_sql[{"sql": "SELECT 1", "n": None}]', {"sql": "SELECT 1", "n": None}),
        ('Action: validate_sql[{"sql": "SELECT 1"', {"sql": "SELECT 1"}),  # unclosed brace and bracket
        ('Action: validate_sql[{"sql": "SELECT 1', {"sql": "SELECT 1"}),  # unclosed string too
        ('Action: validate_sql[{"sql": "x"]', {"sql": "x"}),  # mismatched closer
        ('Action: validate_sql[{sql: "x"}]', {"sql": "x"}),  # bare key
        ('Action: validate_sql[```json\n{"sql": "x"}\n```]', {"sql": "x"}),  # fenced
    ],
)
def test_tolerant_json(text: str, args: dict) -> None:
    got = parse_action(text)
    assert got.tool == "validate_sql" and got.args == args and got.error is None


# -- seed 004: Action + Action Input, FINAL_ANSWER first ------------------------------------------------------

def test_action_input_format() -> None:
    got = parse_action('Thought: search\nAction: web_search\nAction Input: {"query": "spider dataset"}')
    assert (got.tool, got.args, got.format) == ("web_search", {"query": "spider dataset"}, "action_input")
    got = parse_action("Action: run_sql\nAction Input: SELECT 1\nObservation: [(1,)]")
    assert got.args == {"input": "SELECT 1"}


def test_final_answer_takes_priority() -> None:
    got = parse_action('Action: search\nAction Input: {"query": "x"}\nThought: I know.\nFINAL_ANSWER: 42 singers')
    assert got.final_answer == "42 singers" and got.tool is None and got.format == "final_answer" and got.ok
    got = parse_action("Thought: done\nFinal Answer: there are 6 singers")
    assert got.final_answer == "there are 6 singers"
    got = parse_action("<__final_answer__>Final Answer: six</__final_answer__>")
    assert got.final_answer == "six"


# -- seed 003: {"tool": ..., "inputs": ...} ---------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        'Action: {"tool": "run_sql", "inputs": {"sql": "SELECT 1"}, "final_answer": false}',
        'Thought: run it\nAction:\n```json\n{"tool": "run_sql", "inputs": {"sql": "SELECT 1"}}\n```',
        '```json\n{"tool": "run_sql", "inputs": {"sql": "SELECT 1"}}\n```',
        'I will run {"tool": "run_sql", "inputs": {"sql": "SELECT 1"}} now',
        '{"tool": "run_sql", "inputs": {"sql": "SELECT 1",},}',
        '{"action": "run_sql", "action_input": {"sql": "SELECT 1"}}',
    ],
)
def test_json_action_format(text: str) -> None:
    got = parse_action(text)
    assert (got.tool, got.args, got.format, got.error) == ("run_sql", {"sql": "SELECT 1"}, "json", None)


def test_json_action_without_tool_key_is_an_error() -> None:
    got = parse_action('Action: {"inputs": {"sql": "SELECT 1"}}')
    assert got.tool is None and got.error.startswith("bad_action")


# -- seed 002: native OpenAI tool calls -----------------------------------------------------------------------

def test_native_tool_calls() -> None:
    calls = [{"name": "run_sql", "arguments": '{"sql": "SELECT 1"}'}, {"name": "finish", "arguments": {}}]
    got = parse_action(calls)
    assert (got.tool, got.args, got.format, got.n_actions) == ("run_sql", {"sql": "SELECT 1"}, "native", 2)
    openai_shape = [{"id": "c1", "type": "function", "function": {"name": "run_sql", "arguments": '{"sql": "SELECT 1"'}}]
    assert parse_action(openai_shape).args == {"sql": "SELECT 1"}  # truncated arguments repaired
    message = {"content": None, "tool_calls": [{"function": {"name": "get_schema", "arguments": ""}}]}
    assert (parse_action(message).tool, parse_action(message).args) == ("get_schema", {})
    bad = parse_action([{"name": "run_sql", "arguments": "not json at all"}])
    assert bad.tool == "run_sql" and bad.error.startswith("bad_arguments")
    assert parse_action([{"arguments": "{}"}]).error.startswith("no_action")


# -- nothing to parse -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["", "   ", "I think the answer is 42.", "Thought: hmm, let me think."])
def test_no_action_is_an_actionable_error(text: str) -> None:
    got = parse_action(text)
    assert got.tool is None and not got.ok and got.error.startswith("no_action") and "Action" in got.error


def test_action_label_without_tool_name() -> None:
    assert parse_action("Action: [ ]").error.startswith("no_action")


def test_loads_tolerant() -> None:
    assert loads_tolerant('{"a": [1, 2,], "b": {"c": "d"}}') == ({"a": [1, 2], "b": {"c": "d"}}, None)
    assert loads_tolerant('{"a": {"b": [1, 2') == ({"a": {"b": [1, 2]}}, None)
    assert loads_tolerant("{'q': \"it's\", 'ok': False}") == ({"q": "it's", "ok": False}, None)
    assert loads_tolerant('{"sql": "SELECT \'{\' FROM t"}') == ({"sql": "SELECT '{' FROM t"}, None)
    value, err = loads_tolerant("nothing here")
    assert value is None and err.startswith("invalid JSON")
    assert loads_tolerant("")[1] == "empty JSON"


# -- argument validation --------------------------------------------------------------------------------------

def test_validate_args_prunes_unknown_keys_and_coerces() -> None:
    args, err = validate_args({"sql": "SELECT 1", "junk": 1, "n": "3", "strict": "true"}, SQL_SCHEMA)
    assert (args, err) == ({"sql": "SELECT 1", "n": 3, "strict": True}, None)


def test_validate_args_errors_name_the_fix() -> None:
    args, err = validate_args({"junk": 1}, SQL_SCHEMA, tool="run_sql")
    assert err == (
        "invalid run_sql arguments: missing required argument 'sql'; "
        'expected {"sql": string, "n"?: integer, "strict"?: boolean}'
    )
    _, err = validate_args({"sql": "x", "n": "abc"}, SQL_SCHEMA)
    assert "'n' must be an integer" in err
    _, err = validate_args({"sql": 5.5}, SQL_SCHEMA)
    assert err is None  # a number where a string is wanted becomes a string
    _, err = validate_args({"sql": ["SELECT 1"]}, SQL_SCHEMA)
    assert "'sql' must be a string" in err
    _, err = validate_args({"sql": "x", "junk": 1}, SQL_SCHEMA, prune_unknown=False)
    assert "unknown key(s) 'junk'" in err
    _, err = validate_args("SELECT 1", SQL_SCHEMA)
    assert "expected a JSON object" in err


def test_validate_args_maps_a_bare_input_to_the_only_required_parameter() -> None:
    assert validate_args({"input": "SELECT 1"}, SQL_SCHEMA) == ({"sql": "SELECT 1"}, None)
    assert validate_args(None, {"type": "object", "properties": {}}) == ({}, None)


def test_validate_args_prunes_keys_for_a_tool_without_parameters() -> None:
    no_params = {"type": "object", "properties": {}, "additionalProperties": False}
    assert validate_args({"input": "all", "db": "x"}, no_params, tool="get_schema") == ({}, None)
    _, err = validate_args({"db": "x"}, no_params, prune_unknown=False, tool="get_schema")
    assert "unknown key(s) 'db'" in err


def test_validate_args_enum() -> None:
    schema = {"type": "object", "properties": {"method": {"type": "string", "enum": ["keyword", "embedding"]}}}
    _, err = validate_args({"method": "bm25"}, schema)
    assert "must be one of ['keyword', 'embedding']" in err
