"""What an in-process model reads and writes around its chat template: the prompt text, tool calls, end-of-turn tokens.

The transformers and OpenVINO backends share these: a prompt rendered by the model's own template, tool calls read
from Hermes/Qwen-style `<tool_call>` blocks of the reply.
"""

from __future__ import annotations

import json
import re
from typing import Any

from nl2sql.llm.base import Message, as_openai_tools

_TOOL_CALL_RE = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", re.S)


def parse_tool_calls(text: str) -> list[dict] | None:
    """Hermes/Qwen-style `<tool_call>{"name":..., "arguments":...}</tool_call>` blocks -> tool calls."""
    calls = []
    for raw in _TOOL_CALL_RE.findall(text):
        try:
            obj = json.loads(raw)
        except ValueError:
            calls.append({"name": None, "arguments": raw})
            continue
        if isinstance(obj, dict):
            calls.append({"name": obj.get("name"), "arguments": obj.get("arguments", obj.get("parameters", {}))})
    return calls or None


def render_chat(tokenizer: Any, messages: list[Message], tools: list[dict] | None = None) -> str:
    """The prompt text a model sees: its chat template with the generation prompt (every in-process backend)."""
    if tokenizer.chat_template:
        kw: dict[str, Any] = {"tools": as_openai_tools(tools)} if tools else {}
        return tokenizer.apply_chat_template(template_messages(messages), add_generation_prompt=True, tokenize=False,
                                             **kw)
    # A base model without a template: a plain transcript ending with the assistant's turn.
    return "".join(f"{m['role']}: {m.get('content') or ''}\n" for m in messages) + "assistant: "


def end_of_turn_ids(tokenizer: Any, configured: Any = None) -> list[int]:
    """Every token that ends a turn: the tokenizer's EOS, the generation config's, and the chat models' end tokens."""
    ids: set[int] = set()
    for src in (tokenizer.eos_token_id, configured):
        if isinstance(src, int):
            ids.add(src)
        elif src:
            ids.update(int(i) for i in src)
    # Chat models end a turn with one of these even when the config names another EOS.
    for t in ("<|im_end|>", "<|endoftext|>", "<|eot_id|>", "<end_of_turn>"):
        tid = tokenizer.convert_tokens_to_ids(t)
        if isinstance(tid, int) and tid >= 0 and tid != tokenizer.unk_token_id:
            ids.add(tid)
    return sorted(ids)


def template_takes_tools(template: str | dict | None) -> bool:
    """Whether a chat template (or any of a dict of named ones) reads the `tools` variable."""
    texts = template.values() if isinstance(template, dict) else [template or ""]
    return any(re.search(r"\btools\b", t or "") for t in texts)


def template_messages(messages: list[Message]) -> list[Message]:
    """Messages as chat templates read them: a tool call's JSON-string arguments (the OpenAI wire form) as a dict."""
    out = []
    for m in messages:
        calls = m.get("tool_calls")
        if calls:
            fixed = []
            for call in calls:
                fn = call.get("function") if isinstance(call.get("function"), dict) else None
                raw = (fn or call).get("arguments")
                if isinstance(raw, str):
                    try:
                        parsed = json.loads(raw)
                    except ValueError:
                        parsed = raw
                    call = {**call, "function": {**fn, "arguments": parsed}} if fn else {**call, "arguments": parsed}
                fixed.append(call)
            m = {**m, "tool_calls": fixed}
        out.append(m)
    return out
