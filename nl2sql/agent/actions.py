"""Parse a model's action in every format the seeds use, tolerate broken JSON, and check arguments."""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field
from typing import Any

import jsonschema

FORMATS = ("bracket", "action_input", "json", "native", "final_answer", "none")

_ACTION = re.compile(r"(?im)(?:^|(?<=\s)|(?<=\*\*)|(?<=\())\**Action\**\s*:\s*\**")
_ACTION_INPUT = re.compile(r"(?im)\**Action[ _]Input\**\s*:\s*")
_FINAL = re.compile(r"(?is)(?:<__final_answer__>\s*)?(?:FINAL_ANSWER|Final[ _]Answer)\s*:\s*(.*)")
_SECTION_END = re.compile(r"(?im)^\s*\**(?:Observation|Thought|Action|Action Input|Final Answer|FINAL_ANSWER)\**\s*:")
_TOOL_NAME = re.compile(r"[`'\"]?([A-Za-z_][\w.\-]*)[`'\"]?(?:\(\))?")
_FENCE = re.compile(r"```[\w+-]*[ \t]*\n?(.*?)(?:```|\Z)", re.S)


@dataclass
class ParsedAction:
    """One parsed step: the tool and its arguments, or a final answer, or an error the model can act on."""

    tool: str | None
    args: dict = field(default_factory=dict)
    format: str = "none"
    final_answer: str | None = None
    error: str | None = None
    n_actions: int = 0  # how many actions the output held (the one returned is the last, or the first native call)

    @property
    def ok(self) -> bool:
        return self.error is None and (self.tool is not None or self.final_answer is not None)


# -- tolerant JSON -------------------------------------------------------------------------------------------

def _scan(text: str):
    """Yield (index, char, in_string) with JSON/Python string awareness (both quote kinds, escapes)."""
    quote, escaped = None, False
    for i, ch in enumerate(text):
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = None
                yield i, ch, True
                continue
            yield i, ch, True
        else:
            if ch in "\"'":
                # An apostrophe inside a word (don't) is not a quote.
                if ch == "'" and i > 0 and text[i - 1].isalnum() and i + 1 < len(text) and text[i + 1].isalnum():
                    yield i, ch, False
                    continue
                quote = ch
                yield i, ch, True
                continue
            yield i, ch, False


def balanced_span(text: str, start: int) -> tuple[int, bool]:
    """End (exclusive) of the bracketed value opening at text[start], and whether it was closed."""
    stack: list[str] = []
    pairs = {"{": "}", "[": "]", "(": ")"}
    for i, ch, in_str in _scan(text[start:]):
        if in_str:
            continue
        if ch in pairs:
            stack.append(pairs[ch])
        elif ch in ")]}":
            if stack and stack[-1] == ch:
                stack.pop()
                if not stack:
                    return start + i + 1, True
            elif not stack:
                return start + i, True
    return len(text), False


def _close(text: str) -> str:
    """Close an unterminated string and any open brackets at the end of the text."""
    stack: list[str] = []
    quote = None
    escaped = False
    for ch in text:
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
        elif ch in "{[":
            stack.append("}" if ch == "{" else "]")
        elif ch in "}]" and stack and stack[-1] == ch:
            stack.pop()
    out = text + (quote or "")
    out = re.sub(r"[,:\s]+$", "", out)
    return out + "".join(reversed(stack))


def _replace_outside_strings(text: str, pattern: str, repl) -> str:
    """Apply a regex substitution only to the parts of text outside string literals."""
    segments: list[tuple[bool, str]] = []
    current_in, start = False, 0
    for i, _ch, in_str in _scan(text):
        if in_str != current_in:
            segments.append((current_in, text[start:i]))
            current_in, start = in_str, i
    segments.append((current_in, text[start:]))
    return "".join(seg if in_str else re.sub(pattern, repl, seg) for in_str, seg in segments)


def _candidates(text: str) -> list[str]:
    """Repaired variants of a JSON-ish text, most faithful first."""
    base = text.strip()
    fenced = _FENCE.search(base)
    if fenced and fenced.group(1).strip():
        base = fenced.group(1).strip()
    start = min((i for i in (base.find("{"), base.find("[")) if i >= 0), default=-1)
    if start > 0:
        base = base[start:]
    if base[:1] in "{[":
        end, closed = balanced_span(base, 0)
        base = base[:end] if closed else _close(base)
    fixed = _replace_outside_strings(base, r",\s*([}\]])", r"\1")
    fixed = _replace_outside_strings(fixed, r"\bTrue\b", "true")
    fixed = _replace_outside_strings(fixed, r"\bFalse\b", "false")
    fixed = _replace_outside_strings(fixed, r"\bNone\b", "null")
    fixed = _replace_outside_strings(fixed, r"([{,]\s*)([A-Za-z_]\w*)(\s*:)", r'\1"\2"\3')  # bare keys
    # Mismatched closers ('{"sql": "x"]'): drop every trailing closer and close again properly.
    reclosed = _close(re.sub(r"[\s\]})]+$", "", fixed))
    return [base, fixed, reclosed]


def loads_tolerant(text: str) -> tuple[Any, str | None]:
    """Parse JSON the way models write it (fences, trailing commas, single quotes, unclosed braces, Python literals)."""
    if text is None or not str(text).strip():
        return None, "empty JSON"
    first_error = None
    for cand in _candidates(str(text)):
        try:
            return json.loads(cand, strict=False), None  # strict=False: raw newlines inside strings
        except json.JSONDecodeError as exc:
            first_error = first_error or f"{exc.msg} at line {exc.lineno} column {exc.colno}"
        py = _replace_outside_strings(cand, r"\btrue\b", "True")
        py = _replace_outside_strings(py, r"\bfalse\b", "False")
        py = _replace_outside_strings(py, r"\bnull\b", "None")
        try:
            value = ast.literal_eval(py)
            if isinstance(value, (dict, list)):
                return value, None
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            pass
    return None, f"invalid JSON ({first_error})"


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
    """OpenAI-style tool calls: [{"name", "arguments"}] or [{"function": {"name", "arguments"}}]; first call wins."""
    parsed = []
    for call in calls:
        if hasattr(call, "model_dump"):
            call = call.model_dump()
        if not isinstance(call, dict):
            continue
        fn = call.get("function") if isinstance(call.get("function"), dict) else call
        name = fn.get("name")
        if name:
            parsed.append((str(name), fn.get("arguments", fn.get("args", fn.get("input")))))
    if not parsed:
        return ParsedAction(None, {}, "native", None, "no_action: the tool call list holds no named call", 0)
    name, raw = parsed[0]
    args, err = _args_from(raw)
    return ParsedAction(_normalize_tool(name), args, "native", None, err, len(parsed))


def _json_action(obj: Any) -> tuple[str, dict, str | None, bool] | None:
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


def _parse_one(text: str, pos: int, next_pos: int) -> tuple[str | None, dict, str, str | None]:
    """The action whose "Action:" label ends at pos: (tool, args, format, error)."""
    rest = text[pos:next_pos]
    stripped = rest.lstrip()
    offset = pos + len(rest) - len(stripped)
    if stripped.startswith(("{", "```")):
        value, err = loads_tolerant(_section(text, offset) if stripped.startswith("```") else stripped)
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
        rest = text[m.end() :]
        name = _TOOL_NAME.match(rest.lstrip())
        start = m.end() + len(rest) - len(rest.lstrip())
        if name and not rest.lstrip().startswith("{"):
            start += name.end()
            while start < len(text) and text[start] in " \t":
                start += 1
        if start < len(text) and text[start] in "[({":
            covered = balanced_span(text, start)[0]
    return labels


def parse_action(output: Any) -> ParsedAction:
    """Parse one model output: text in any seed format, or native tool calls (a list or {"tool_calls": [...]})."""
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
    if final:  # FINAL_ANSWER takes priority over any action (seed 004)
        answer = re.sub(r"</?__final_answer__>", "", final.group(1)).strip()
        return ParsedAction(None, {}, "final_answer", answer, None, n_actions)
    if labels:
        # The last Action wins (seed 000); an earlier one is used only if the last cannot be read.
        bounds = [m.end() for m in labels] + [len(text)]
        errors = []
        for idx in range(len(labels) - 1, -1, -1):
            nxt = labels[idx + 1].start() if idx + 1 < len(labels) else len(text)
            tool, args, fmt, err = _parse_one(text, bounds[idx], nxt)
            if tool is not None:
                return ParsedAction(tool, args, fmt, None, err, n_actions)
            errors.append(err)
        return ParsedAction(None, {}, "none", None, errors[0], n_actions)
    # No "Action:" label: a bare JSON action object (003), possibly fenced; the last one wins.
    objs = []
    for m in re.finditer(r"\{", text):
        if objs and m.start() < objs[-1][1]:
            continue
        end, closed = balanced_span(text, m.start())
        value, err = loads_tolerant(text[m.start() : end] if closed else text[m.start() :])
        found = _json_action(value)
        if found:
            objs.append((found, end))
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
        return int(value)
    if want == "integer" and isinstance(value, float) and value.is_integer():
        return int(value)
    if want == "number" and isinstance(value, str) and re.fullmatch(r"\s*-?\d+(\.\d+)?\s*", value):
        return float(value) if "." in value else int(value)
    if want == "boolean" and isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    if want == "string" and isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    return value


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
    """Prune unknown keys (seed 003), coerce obvious scalar types, then check against the JSON schema.

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
    errors = sorted(jsonschema.Draft202012Validator(json_schema).iter_errors(args), key=lambda e: list(e.path))
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
            messages.append(f"'{where}' must be {_TYPE_NAMES.get(want, want)} (got {json.dumps(err.instance)[:40]})")
        elif err.validator == "enum":
            messages.append(f"'{where}' must be one of {err.validator_value} (got {json.dumps(err.instance)[:40]})")
        else:
            messages.append(f"'{where or 'arguments'}': {err.message[:120]}")
    return args, f"invalid {who}arguments: {'; '.join(messages)}; expected {signature(json_schema)}"
