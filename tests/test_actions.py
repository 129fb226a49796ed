"""Action parsing in every accepted format, tolerant JSON, and argument validation against JSON schemas."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from nl2sql.methods.agent.actions import FORMATS, MAX_REREAD_CHARS, ParsedAction, parse_action, validate_args
from nl2sql.methods.agent.tolerant_json import bracket_ends, loads_tolerant

SQL_SCHEMA = {
    "type": "object",
    "properties": {"sql": {"type": "string"}, "n": {"type": "integer"}, "strict": {"type": "boolean"}},
    "required": ["sql"],
    "additionalProperties": False,
}


# -- Action: tool[{json}], the last Action wins -------------------------------------------------------------

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


# -- Action + Action Input, FINAL_ANSWER first --------------------------------------------------------------

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


# -- {"tool": ..., "inputs": ...} -----------------------------------------------------------------------------

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


# -- native OpenAI tool calls -------------------------------------------------------------------------------

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


def test_checking_arguments_skips_jsonschemas_iri_grammar_and_leaves_it_importable() -> None:
    # A fresh process, as a run's: the first check imports jsonschema without building rfc3987_syntax's parsers.
    code = """
import importlib.util, sys
from nl2sql.methods.agent.actions import validate_args
print(validate_args({"sql": 1}, {"type": "object", "properties": {"sql": {"type": "string"}}})[1] is None)
print("jsonschema" in sys.modules, "rfc3987_syntax" in sys.modules)
if importlib.util.find_spec("rfc3987_syntax"):  # installed with JupyterLab: still there for whoever asks
    import rfc3987_syntax
    print(rfc3987_syntax.is_valid_syntax("iri", "https://example.org/x"))
else:
    print(True)
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["True", "True", "False", "True"], done.stdout + done.stderr


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


# -- hostile output: any string in, a ParsedAction out, in linear time -------------------------------------------

FLOOD = 200_000  # characters: a 200 KB reply
NO_ACTION = 'no_action: no "Action: tool_name[{json args}]" found; end your reply with exactly one Action line'


@pytest.mark.parametrize(
    "text, error",
    [
        ("{" * FLOOD, NO_ACTION),  # each "{" a candidate object running to the end
        ("{" * (FLOOD // 2) + "}" * (FLOOD // 2), NO_ACTION),  # nested candidates, each closed
        ("{}" * (FLOOD // 8), NO_ACTION),
        ('{"a": ' * (FLOOD // 24), NO_ACTION),  # candidates with strings: each is parsed, up to the budget
        ("*" * FLOOD, NO_ACTION),  # every "*" could start "**Action:"
        ("\n" * FLOOD + "Thought: done", NO_ACTION),  # every line could start a section header
        ("Action: ```json " * (FLOOD // 16), "bad_action: invalid JSON (Expecting value at line 1 column 1)"),
    ],
    ids=["braces", "nested", "pairs", "keys", "asterisks", "blank-lines", "fenced-labels"],
)
@pytest.mark.slow
def test_floods_parse_and_return(text: str, error: str) -> None:
    got = parse_action(text)
    assert (got.tool, got.error) == (None, error)


def test_one_scan_gives_the_end_of_every_bracket_it_passes() -> None:
    # What keeps a brace flood linear: the ends of all nested candidates come from the first candidate's scan.
    ends, end, closed = bracket_ends("{" * 1000 + "}" * 1000, 0)
    assert (end, closed) == (2000, True) and ends == {i: 2000 - i for i in range(1000)}
    assert bracket_ends('{"{": [1, (2)]', 0) == ({10: 13, 6: 14, 0: None}, 14, False)  # strings skipped, one unclosed


@pytest.mark.slow
def test_a_flood_of_candidates_stops_at_the_reread_budget() -> None:
    action = '{"tool": "run_sql", "inputs": {}}'
    # Closed candidates without strings are ruled out by one short scan each, however many.
    assert parse_action("{}" * (FLOOD // 16) + action).tool == "run_sql"
    # Each "{" below is a candidate running to the end of the reply, holding the action's strings: reading them
    # all is what made parsing quadratic. Past MAX_REREAD_CHARS the parser stops and reports no action.
    prose = " and so on" * 1500
    assert 300 * len(prose) > 2 * MAX_REREAD_CHARS
    assert parse_action("{" * 300 + action + prose).error == NO_ACTION
    assert parse_action("{" * 10 + action + prose).tool == "run_sql"  # 150,000 characters: within the budget


@pytest.mark.parametrize("text", ["[" * 100_000, '{"a":' * 5000, "Action: run_sql[" + "[" * 100_000])
def test_deep_brackets_are_invalid_json_not_a_recursion_error(text: str) -> None:
    if text.startswith("Action"):
        got = parse_action(text)
        assert (got.tool, got.args, got.error) == ("run_sql", {}, "bad_arguments: invalid JSON (nested too deeply)")
    else:
        assert loads_tolerant(text) == (None, "invalid JSON (nested too deeply)")


def test_numbers_past_the_digit_limit_are_invalid_json() -> None:
    assert loads_tolerant('{"n": ' + "1" * 5000 + "}") == (None, "invalid JSON (number too long)")


def test_nul_and_lone_surrogates() -> None:
    text = 'Action: run_sql[{"sql": "SELECT \udcff\x00"}]'
    assert parse_action(text) == ParsedAction("run_sql", {"sql": "SELECT \udcff\x00"}, "bracket", None, None, 1)
    assert parse_action("\x00" * 1000).error == NO_ACTION
    assert parse_action("\udcff").error == NO_ACTION
    assert parse_action("Action: \udcff").error == "no_action: 'Action:' is not followed by a tool name"
    assert loads_tolerant("{'sql': '\udcff'}")[0] is None  # Python's parser refuses surrogates: not a crash


def _deep_list(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize(
    "args, error",
    [
        ({"sql": b"SELECT 1"}, "'sql' must be a string (got b'SELECT 1')"),  # Python literals JSON cannot show
        ({"sql": "x", "n": {1, 2}}, "'n' must be an integer (got {1, 2})"),
        ({"sql": "x", "n": "9" * 5000}, "'n' must be an integer (got \"" + "9" * 39 + ")"),
        ({"sql": 10**5000}, "a value too large or too deeply nested"),
        ({"sql": "x", "n": _deep_list(5000)}, "a value too large or too deeply nested"),
    ],
)
def test_validate_args_never_raises(args: dict, error: str) -> None:
    _, err = validate_args(args, SQL_SCHEMA)
    assert err.startswith("invalid arguments: " + error)


# A deterministic property test (Hypothesis is not a dependency): random replies built from the pieces models
# write always parse to a well-formed ParsedAction, and their arguments always validate without raising.
PIECES = ["Thought: ", "Action: ", "**Action:** ", "Action Input: ", "Observation: ok\n", "FINAL_ANSWER: ", "```json\n",
          "```", "run_sql", "get_schema", "finish", "[", "]", "{", "}", "(", ")", '"', "'", "\\", ",", ":", " ", "\n",
          '"sql"', '"SELECT 1"', "True", "null", "don't", '{"tool": "run_sql", "inputs": {"sql": "SELECT 1"}}',
          '{"name": "finish", "arguments": "{}"}', "[1, 2]", "42", "*", "\x00", "\udcff", "é"]


def test_any_reply_parses_to_a_well_formed_action() -> None:
    rng = random.Random(15)
    for _ in range(500):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randrange(1, 40)))
        got = parse_action(text)
        assert isinstance(got, ParsedAction) and got.format in FORMATS and isinstance(got.args, dict)
        if got.final_answer is not None:
            assert (got.format, got.tool, got.error) == ("final_answer", None, None)
        elif got.tool is not None:
            assert got.format in ("bracket", "action_input", "json") and got.tool == got.tool.lower()
        else:
            assert got.error.split(":")[0] in ("no_action", "bad_action")
        assert got.error is None or got.error.split(":")[0] in ("no_action", "bad_action", "bad_arguments")
        value, err = loads_tolerant(text)
        assert err is None or (value is None and err.startswith(("invalid JSON", "empty JSON")))
        args, err = validate_args(got.args, SQL_SCHEMA, prune_unknown=rng.random() < 0.5)
        assert isinstance(args, dict) and (err is None or err.startswith("invalid arguments"))
