"""Replay backend: recorded completions by prompt, unknown prompts fail loudly, recording round-trips."""

from __future__ import annotations

import json

import pytest

from nl2sql.llm import GenParams, RecordingLLM, ReplayLLM, ReplayMissError, load, prompt_key
from nl2sql.llm.replay.backend import FunctionLLM, canonical_messages

Q1 = [{"role": "system", "content": "You are a SQLite expert."}, {"role": "user", "content": "How many students?"}]
Q2 = [{"role": "user", "content": "List all course titles."}]


def test_replay_from_pairs_returns_recorded_text():
    llm = ReplayLLM.from_pairs([(Q1, "SELECT count(*) FROM student"), (Q2, {"text": "SELECT title FROM course", "completion_tokens": 6})])
    a, b = llm.generate([Q1, Q2])
    assert a.text == "SELECT count(*) FROM student" and a.finish_reason == "stop"
    assert b.text == "SELECT title FROM course" and b.completion_tokens == 6
    assert llm.usage.calls == 2


def test_replay_unknown_prompt_is_an_error_showing_the_prompt():
    llm = ReplayLLM.from_pairs([(Q1, "SELECT 1")])
    with pytest.raises(ReplayMissError) as e:
        llm.generate([Q1, [{"role": "user", "content": "What is the meaning of the unknown question?"}]])
    msg = str(e.value)
    assert "no completion for this prompt" in msg and "What is the meaning of the unknown question?" in msg
    assert "1 recorded" in msg


def test_replay_keys_by_messages_json_hash_or_messages_json(tmp_path):
    as_dict = {canonical_messages(Q1): "A", prompt_key(Q2): {"text": "B", "finish_reason": "length"}}
    llm = ReplayLLM(as_dict)
    assert [c.text for c in llm.generate([Q1, Q2])] == ["A", "B"]
    assert llm.generate([Q2])[0].finish_reason == "length"
    path = tmp_path / "rec.json"
    path.write_text(json.dumps(as_dict))
    assert load(str(path)).generate([Q1])[0].text == "A"  # auto backend: a .json file is a replay


def test_replay_trims_stop_strings_and_keys_on_tools():
    tools = [{"name": "run_sql", "parameters": {"type": "object"}}]
    llm = ReplayLLM()
    llm.add(Q1, "SELECT 1;\nextra")
    llm.add(Q1, {"text": "", "finish_reason": "tool_calls", "tool_calls": [{"name": "run_sql", "arguments": {"sql": "SELECT 1"}}]}, tools=tools)
    [c] = llm.generate([Q1], GenParams(stop=(";",)))
    assert (c.text, c.finish_reason) == ("SELECT 1", "stop")
    [t] = llm.generate([Q1], tools=tools)
    assert t.finish_reason == "tool_calls" and t.tool_calls[0]["arguments"] == {"sql": "SELECT 1"}


def test_record_then_replay_roundtrip(tmp_path):
    path = tmp_path / "session.jsonl"
    real = FunctionLLM(lambda msgs: "SELECT " + str(len(msgs[-1]["content"])))
    rec = RecordingLLM(real, path)
    first = rec.generate([Q1, Q2])
    assert len(path.read_text().splitlines()) == 2
    replay = load(path, backend="replay")
    assert replay.generate([Q2, Q1]) == [first[1], first[0]]
    with pytest.raises(ReplayMissError):
        replay.generate([[{"role": "user", "content": "new"}]])


def test_replay_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(Exception, match="does not exist"):
        ReplayLLM(tmp_path / "nope.jsonl")


def test_replay_of_a_reply_without_text_is_empty(tmp_path):
    path = tmp_path / "rec.jsonl"
    rows = [{"messages": Q1, "completion": {"text": None, "finish_reason": "stop", "completion_tokens": 0}},
            {"messages": Q2, "completion": {"text": "SELECT title FROM course;", "finish_reason": "stop"}}]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    a, b = load(path).generate([Q1, Q2], GenParams(stop=(";",)))
    assert (a.text, a.finish_reason) == ("", "empty")
    assert (b.text, b.finish_reason) == ("SELECT title FROM course", "stop")


def test_recording_keeps_a_failed_prompt_and_replays_it(tmp_path):
    def fn(messages):
        if "students" in messages[-1]["content"]:
            raise TimeoutError("took too long")
        return "SELECT title FROM course"

    rec = RecordingLLM(FunctionLLM(fn), tmp_path / "rec.jsonl")
    failed, ok = rec.generate([Q1, Q2])
    assert failed.error == "TimeoutError: took too long" and ok.error is None
    lines = [json.loads(line) for line in (tmp_path / "rec.jsonl").read_text().splitlines()]
    assert "error" not in lines[1]["completion"]  # a normal reply is recorded exactly as before
    replayed = load(tmp_path / "rec.jsonl").generate([Q1, Q2])
    assert [(c.text, c.finish_reason, c.error) for c in replayed] == [
        ("", "error", "TimeoutError: took too long"), ("SELECT title FROM course", "stop", None)]
