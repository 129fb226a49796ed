"""Parse a model's action in every accepted format (docs/reference-loop.md#action-formats); check arguments.

Any text parses to a ParsedAction, never an exception, in time linear in its length: each pass scans the text
once, and re-reading candidate actions (each "{" of a reply without an "Action:" label, each earlier action
when the last cannot be read) stops at a budget of characters (MAX_REREAD_CHARS).
"""

from __future__ import annotations

import bisect
import json
import re
from dataclasses import dataclass, field
from typing import Any

from nl2sql.imports import jsonschema as _jsonschema
from nl2sql.methods.agent.tolerant_json import balanced_span, bracket_ends, loads_tolerant

FORMATS = ("bracket", "action_input", "json", "native", "final_answer", "none")

# Characters one reply may spend re-reading candidate actions (scanning a candidate's brackets, parsing its
# JSON), on top of two per character of the reply. An ordinary reply reads each character about twice; a brace
# flood ("{" * 2000, every "{" a candidate running to the end) would read it once per brace, in quadratic time.
# Past the budget the parser keeps what it has found: the actions seen so far, or the last action's error.
MAX_REREAD_CHARS = 500_000

# Linear forms: in a run of asterisks, or of blank lines, every character could otherwise start a match attempt
# that reads to the end of the run. The (?<!...) guards skip only starts that cannot be the leftmost match (a
# match there implies one a character earlier); _SECTION_END matches from its header's own line, not from the
# first blank line before it, a difference of whitespace that its callers strip.
_ACTION = re.compile(r"(?im)(?:^|(?<=\s)|(?<=\*\*)(?:(?<!\*\*\*)|(?!\*))|(?<=\())\**Action\**\s*:\s*\**")
_ACTION_INPUT = re.compile(r"(?im)(?<!\*)\**Action[ _]Input\**\s*:\s*")  # searched from just after a tool name
_FINAL = re.compile(r"(?is)(?:<__final_answer__>\s*)?(?:FINAL_ANSWER|Final[ _]Answer)\s*:\s*(.*)")
_SECTION_END = re.compile(
    r"(?im)^[^\S\n]*\**(?:Observation|Thought|Action|Action Input|Final Answer|FINAL_ANSWER)\**\s*:")
_TOOL_NAME = re.compile(r"[`'\"]?([A-Za-z_][\w.\-]*)[`'\"]?(?:\(\))?")
_SPACE = re.compile(r"\s*")


@dataclass
class ParsedAction:
    """One parsed step: the tool and its arguments, or a final answer, or an error the model can act on."""

    tool: str | None
    args: dict = field(default_factory=dict)
    format: str = "none"
    final_answer: str | None = None
    error: str | None = None
    n_actions: int = 0  # how many actions the output held (the one returned is the last, or the first native call)
    call_id: str | None = None  # a native call's id, answered by its role "tool" result
    # The native calls after the first, in order: the loop runs them after it (docs/reference-loop.md#native-tool-calls).
    more: list[ParsedAction] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.error is None and (self.tool is not None or self.final_answer is not None)


_JsonAction = tuple[str, dict, str | None, bool]  # tool, arguments, argument error, final_answer flag


@dataclass
class _Budget:
    """Characters left for re-reading one reply's candidate actions (MAX_REREAD_CHARS)."""

    left: int

    @classmethod
    def for_text(cls, text: str) -> _Budget:
        return cls(MAX_REREAD_CHARS + 2 * len(text))

    def spend(self, chars: int) -> None:
        self.left -= chars

    @property
    def spent(self) -> bool:
        return self.left < 0


# -- action formats ------------------------------------------------------------------------------------------

def _normalize_tool(name: str) -> str:
    return name.strip().strip("`'\"*").removesuffix("()").strip().lower()


def _args_from(value: Any) -> tuple[dict, str | None]:
    """Arguments as a dict: a JSON object, a JSON string holding one, or None/empty."""
    if value is None or value == "" or value == []:
        return {}, None
    if isinstance(value, dict):
        return value, None
    if isinstance(value, str):
        parsed, err = loads_tolerant(value)
        if err:
            return {}, f"bad_arguments: {err}"
        return _args_from(parsed)
    return {}, f"bad_arguments: expected a JSON object, got {type(value).__name__}"


def _native(calls: list) -> ParsedAction:
    """OpenAI-style tool calls: [{"name", "arguments", "id"?}] or [{"id"?, "function": {"name", "arguments"}}].

    The first call is returned, the others in `more`, each with its own arguments (or argument error) and id.
    """
    parsed = []
    for call in calls:
        if hasattr(call, "model_dump"):
            call = call.model_dump()
        if not isinstance(call, dict):
            continue
        fn = call.get("function") if isinstance(call.get("function"), dict) else call
        name = fn.get("name")
        if name:
            call_id = call.get("id") or fn.get("id")
            parsed.append((str(name), fn.get("arguments", fn.get("args", fn.get("input"))),
                           str(call_id) if call_id else None))
    if not parsed:
        return ParsedAction(None, {}, "native", None, "no_action: the tool call list holds no named call", 0)
    actions = []
    for name, raw, call_id in parsed:
        args, err = _args_from(raw)
        actions.append(ParsedAction(_normalize_tool(name), args, "native", None, err, len(parsed), call_id))
    first = actions[0]
    first.more = actions[1:]
    return first


def _json_action(obj: Any) -> _JsonAction | None:
    """A JSON action object: {"tool", "inputs"} (003), {"name", "arguments"}, {"action", "action_input"}."""
    if not isinstance(obj, dict):
        return None
    for tool_key, args_key in (("tool", "inputs"), ("tool", "args"), ("tool", "arguments"), ("tool", "input"),
                               ("name", "arguments"), ("name", "args"), ("action", "action_input"),
                               ("action", "args"), ("tool_name", "tool_input")):
        if isinstance(obj.get(tool_key), str):
            args, err = _args_from(obj.get(args_key))
            return obj[tool_key], args, err, bool(obj.get("final_answer"))
    return None


def _section(text: str, start: int) -> str:
    """Text from start to the next ReAct section header (Observation:, Thought:, Action:...) or the end."""
    nxt = _SECTION_END.search(text, start)
    return text[start : nxt.start()] if nxt else text[start:]


def _parse_one(text: str, pos: int, next_pos: int, budget: _Budget) -> tuple[str | None, dict, str, str | None]:
    """The action whose "Action:" label ends at pos: (tool, args, format, error)."""
    rest = text[pos:next_pos]
    stripped = rest.lstrip()
    offset = pos + len(rest) - len(stripped)
    if stripped.startswith(("{", "```")):
        source = _section(text, offset) if stripped.startswith("```") else stripped
        budget.spend(len(source))  # a fenced section may run past the next label: a flood of them re-reads
        value, err = loads_tolerant(source)
        found = _json_action(value)
        if found:
            tool, args, arg_err, _final = found
            return _normalize_tool(tool), args, "json", arg_err
        why = err or 'a JSON action needs a "tool" key and an "inputs" object'
        return None, {}, "json", f"bad_action: {why}"
    m = _TOOL_NAME.match(stripped)
    if not m:
        return None, {}, "none", "no_action: 'Action:' is not followed by a tool name"
    tool = _normalize_tool(m.group(1))
    after = stripped[m.end() :]
    gap = len(after) - len(after.lstrip(" \t"))
    after_s = after.lstrip(" \t")
    if after_s[:1] in ("[", "("):
        start = offset + m.end() + gap
        end, closed = balanced_span(text, start)
        inner = text[start + 1 : end - 1] if closed else text[start + 1 : next_pos]
        inner = inner.strip()
        if not inner:
            return tool, {}, "bracket", None
        args, err = _args_from(inner)
        if err and not inner.lstrip().startswith(("{", "[")):
            return tool, {"input": inner}, "bracket", None  # Action: run_sql[SELECT ...]
        return tool, args, "bracket", err
    # Action: tool  + "Action Input: {...}" on a later line (004), before the next Action.
    m_in = _ACTION_INPUT.search(text, offset + m.end(), next_pos if next_pos > pos else len(text))
    if m_in:
        raw = _section(text, m_in.end()).strip()
        if not raw:
            return tool, {}, "action_input", None
        if raw[:1] in "{[`":
            args, err = _args_from(raw)
            return tool, args, "action_input", err
        return tool, {"input": raw}, "action_input", None
    if after_s[:1] == "{":
        args, err = _args_from(after_s)
        return tool, args, "json", err
    return tool, {}, "bracket", None


def _action_labels(text: str) -> list[re.Match]:
    """The "Action:" labels of a text, skipping any inside an earlier action's [arguments] or {object}."""
    labels: list[re.Match] = []
    covered = -1
    for m in _ACTION.finditer(text):
        if m.start() < covered:
            continue  # e.g. generate_sql[{"nlq": "... Action: ..."}]
        labels.append(m)
        start = _SPACE.match(text, m.end()).end()
        name = _TOOL_NAME.match(text, start)
        if name and not text.startswith("{", start):
            start = name.end()
            while start < len(text) and text[start] in " \t":
                start += 1
        if start < len(text) and text[start] in "[({":
            covered = balanced_span(text, start)[0]
    return labels


def _json_objects(text: str) -> list[tuple[_JsonAction, int]]:
    """The JSON action objects of a text without "Action:" labels, possibly fenced: (action, end) in order.

    Each "{" outside an earlier action object is a candidate, read to its closing brace or the end of the text.
    """
    objs: list[tuple[_JsonAction, int]] = []
    budget = _Budget.for_text(text)
    ends: dict[int, int | None] = {}  # bracket ends found by earlier scans, valid for later candidates
    quotes = [m.start() for m in re.finditer("[\"']", text)]
    for m in re.finditer(r"\{", text):
        start = m.start()
        if objs and start < objs[-1][1]:
            continue
        if start not in ends:
            if budget.spent:
                break
            found_ends, end, _ = bracket_ends(text, start)
            ends.update(found_ends)
            budget.spend(end - start)
        end = ends[start] or len(text)  # None: never closed, the candidate runs to the end
        q = bisect.bisect_left(quotes, start)
        if q == len(quotes) or quotes[q] >= end:
            continue  # no quote, so no string to name a tool (no repair adds one): not an action object
        if budget.spent:
            break
        budget.spend(end - start)
        found = _json_action(loads_tolerant(text[start:end])[0])
        if found:
            objs.append((found, end))
    return objs


def parse_action(output: Any) -> ParsedAction:
    """Parse one model output: text in any accepted format, or native tool calls (a list or {"tool_calls": [...]})."""
    if isinstance(output, dict) and isinstance(output.get("tool_calls"), list) and output["tool_calls"]:
        return _native(output["tool_calls"])
    if isinstance(output, list):
        return _native(output)
    if isinstance(output, dict):
        found = _json_action(output)
        if found:
            tool, args, err, _ = found
            return ParsedAction(_normalize_tool(tool), args, "json", None, err, 1)
        output = output.get("content") or ""
    text = "" if output is None else str(output)
    if not text.strip():
        return ParsedAction(None, {}, "none", None, "no_action: the output is empty; reply with Action: tool[{...}]")

    final = _FINAL.search(text)
    labels = _action_labels(text)
    n_actions = len(labels)
    if final:  # FINAL_ANSWER takes priority over any action (docs/reference-loop.md#final-answer)
        answer = re.sub(r"</?__final_answer__>", "", final.group(1)).strip()
        return ParsedAction(None, {}, "final_answer", answer, None, n_actions)
    if labels:
        # The last Action wins (docs/reference-loop.md#prompt-contract); an earlier one is used only if the last cannot be read.
        bounds = [m.end() for m in labels] + [len(text)]
        errors = []
        budget = _Budget.for_text(text)
        for idx in range(len(labels) - 1, -1, -1):
            if budget.spent:
                break  # keep the last action's error
            nxt = labels[idx + 1].start() if idx + 1 < len(labels) else len(text)
            tool, args, fmt, err = _parse_one(text, bounds[idx], nxt, budget)
            if tool is not None:
                return ParsedAction(tool, args, fmt, None, err, n_actions)
            errors.append(err)
        return ParsedAction(None, {}, "none", None, errors[0], n_actions)
    objs = _json_objects(text)  # no "Action:" label: bare JSON action objects, the last one wins
    if objs:
        (tool, args, err, _), _ = objs[-1]
        return ParsedAction(_normalize_tool(tool), args, "json", None, err, len(objs))
    return ParsedAction(
        None, {}, "none", None,
        'no_action: no "Action: tool_name[{json args}]" found; end your reply with exactly one Action line',
    )


# -- argument validation -------------------------------------------------------------------------------------

_TYPE_NAMES = {"string": "a string", "integer": "an integer", "number": "a number", "boolean": "true or false",
               "object": "a JSON object", "array": "a JSON array", "null": "null"}


def _coerce(value: Any, spec: dict) -> Any:
    """Unambiguous fixes of scalar types models get wrong ("3" for 3, "true" for true, 3 for "3")."""
    want = spec.get("type")
    if isinstance(want, list):
        return value
    if want == "integer" and isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*", value):
        return _convert(int, value)
    if want == "integer" and isinstance(value, float) and value.is_integer():
        return int(value)
    if want == "number" and isinstance(value, str) and re.fullmatch(r"\s*-?\d+(\.\d+)?\s*", value):
        return float(value) if "." in value else _convert(int, value)
    if want == "boolean" and isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    if want == "string" and isinstance(value, (int, float)) and not isinstance(value, bool):
        return _convert(str, value)
    return value


def _convert(to: type, value: Any) -> Any:
    """to(value), or the value itself for an integer past Python's digit limit (4300 digits)."""
    try:
        return to(value)
    except ValueError:
        return value


def _preview(value: Any) -> str:
    """The start of a value for an error message: as JSON, else as Python, else its type."""
    for show in (json.dumps, repr):
        try:
            return show(value)[:40]
        except (TypeError, ValueError, RecursionError):  # bytes or sets (Python literals), huge ints, deep nesting
            pass
    return type(value).__name__


def signature(json_schema: dict) -> str:
    """A compact argument signature for error messages: {"sql": string, "n"?: integer}."""
    props = json_schema.get("properties", {}) or {}
    required = set(json_schema.get("required", []) or [])
    parts = [f'"{k}"{"" if k in required else "?"}: {v.get("type", "any") if isinstance(v, dict) else "any"}'
             for k, v in props.items()]
    return "{" + ", ".join(parts) + "}"


def validate_args(
    args: Any, json_schema: dict, prune_unknown: bool = True, tool: str | None = None
) -> tuple[dict, str | None]:
    """Prune unknown keys (docs/reference-loop.md#argument-validation), coerce obvious scalar types, then check against the JSON schema.

    Returns (args, None) when valid, else (args, error) with an error naming the fix and the expected shape.
    """
    who = f"{tool} " if tool else ""
    if args is None:
        args = {}
    if not isinstance(args, dict):
        return {}, f"invalid {who}arguments: expected a JSON object {signature(json_schema)}, got {type(args).__name__}"
    props = json_schema.get("properties", {}) or {}
    required = list(json_schema.get("required", []) or [])
    args = dict(args)
    # A bare string argument ("Action Input: SELECT ...") belongs to the only required parameter.
    if set(args) == {"input"} and "input" not in props and len(required) == 1:
        args = {required[0]: args["input"]}
    unknown = [k for k in args if k not in props]
    if unknown:  # a tool without parameters takes none: its stray keys go too
        if prune_unknown:
            for k in unknown:
                args.pop(k)
        elif json_schema.get("additionalProperties") is False:
            return args, (f"invalid {who}arguments: unknown key(s) {', '.join(map(repr, unknown))}; "
                          f"expected {signature(json_schema)}")
    for key, spec in props.items():
        if key in args and isinstance(spec, dict):
            args[key] = _coerce(args[key], spec)
    jsonschema = _jsonschema()
    try:
        errors = sorted(jsonschema.Draft202012Validator(json_schema).iter_errors(args), key=lambda e: list(e.path))
    except (ValueError, RecursionError):  # its messages repr the values: an int past 4300 digits, deep nesting
        return args, (f"invalid {who}arguments: a value too large or too deeply nested; "
                      f"expected {signature(json_schema)}")
    if not errors:
        return args, None
    messages = []
    for err in errors[:3]:
        where = ".".join(str(p) for p in err.path)
        if err.validator == "required":
            missing = err.message.split("'")[1] if "'" in err.message else err.message
            messages.append(f"missing required argument '{missing}'")
        elif err.validator == "type":
            want = err.validator_value if isinstance(err.validator_value, str) else "/".join(err.validator_value)
            messages.append(f"'{where}' must be {_TYPE_NAMES.get(want, want)} (got {_preview(err.instance)})")
        elif err.validator == "enum":
            messages.append(f"'{where}' must be one of {err.validator_value} (got {_preview(err.instance)})")
        else:
            messages.append(f"'{where or 'arguments'}': {err.message[:120]}")
    return args, f"invalid {who}arguments: {'; '.join(messages)}; expected {signature(json_schema)}"
