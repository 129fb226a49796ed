"""transformers backend on the offline default model: executable SQL, determinism, stops, accounting."""

from __future__ import annotations

import json
import re

import pytest
import torch

from nl2sql.llm import DEFAULT_MODEL, GenParams, load
from nl2sql.llm.transformers.chat_template import parse_tool_calls
from nl2sql.llm.transformers.device import pick_dtype
from nl2sql.llm.transformers.backend import HFLLM
from nl2sql.llm.weights.gguf import folder_dtype
from nl2sql.llm.weights.models import ensure_hf_dir
from nl2sql.methods.prompts import baseline_prompt
from nl2sql.sql.db import execute
from nl2sql.sql.schema import read_schema, schema_to_text


@pytest.fixture(scope="module")
def qwen() -> HFLLM:
    """The default model, fetched, verified and converted once into the real cache, then reused."""
    llm = load(DEFAULT_MODEL, cache=False)
    assert isinstance(llm, HFLLM)
    return llm


@pytest.fixture(scope="module")
def mini_questions(mini_dir):
    """The first three questions of data/mini/dev.json on its first database, as baseline prompts."""
    items = json.loads((mini_dir / "dev.json").read_text())
    first_db = items[0]["db_id"]
    qs = [q for q in items if q["db_id"] == first_db][:3]
    db_path = mini_dir / "database" / first_db / f"{first_db}.sqlite"
    schema = schema_to_text(read_schema(db_path), "create")
    return db_path, [baseline_prompt(schema, q["question"]) for q in qs]


def first_statement(text: str) -> str:
    """Minimal cleanup a caller does: drop code fences, keep the first statement."""
    text = re.sub(r"```(?:sql)?", "", text, flags=re.I).strip()
    return text.split(";")[0].strip()


@pytest.mark.model
def test_dtype_is_the_path_measured_fastest_on_this_cpu(qwen):
    from nl2sql.llm.transformers.device import fastest_cpu_path
    from nl2sql.llm.transformers.int8.linear import Int8Linear

    device, dtype = pick_dtype()
    assert (qwen.device, qwen.dtype_name) == (device, dtype)
    if device == "cpu":
        assert dtype == fastest_cpu_path()  # measured once per CPU, not read off its flags
    if dtype == "int8":  # every linear layer computes in int8; the rest of the model in float32
        linears = [m for m in qwen.model.modules() if isinstance(m, torch.nn.Linear)]
        assert not linears and sum(isinstance(m, Int8Linear) for m in qwen.model.modules()) == 24 * 7 + 1
        assert str(qwen.model.dtype) == "torch.float32"
        assert qwen.identity()["weights"].startswith("int8") and "oneDNN" in qwen.identity()["engine"]
    else:
        assert str(qwen.model.dtype) == f"torch.{dtype}"


@pytest.mark.model
def test_greedy_answers_to_three_bundled_questions_execute(qwen, mini_questions):
    db_path, prompts = mini_questions
    out = qwen.generate(prompts, GenParams(max_new_tokens=128))
    assert len(out) == 3
    for c in out:
        sql = first_statement(c.text)
        res = execute(db_path, sql)
        assert res.ok, (c.text, res.error)
        assert c.finish_reason == "stop" and 0 < c.completion_tokens < 128
        assert c.prompt_tokens > 100 and c.latency_s > 0
    u = qwen.last_usage
    assert u.calls == 3 and u.completion_tokens == sum(c.completion_tokens for c in out)


@pytest.mark.model
def test_greedy_is_deterministic_and_batching_keeps_order(qwen, mini_questions):
    _, prompts = mini_questions
    p = GenParams(max_new_tokens=24)
    a = qwen.generate([prompts[2], prompts[0]], p)
    b = qwen.generate([prompts[2], prompts[0]], p)
    assert [c.text for c in a] == [c.text for c in b]
    assert "course" in a[0].text.lower() and "student" in a[1].text.lower()  # answers stay with their prompts


@pytest.mark.model
def test_prompt_tokens_come_from_the_tokenizer(qwen, mini_questions):
    _, prompts = mini_questions
    [c] = qwen.generate([prompts[0]], GenParams(max_new_tokens=2))
    n = len(qwen.tokenizer(qwen.render(prompts[0]), add_special_tokens=False)["input_ids"])
    assert c.prompt_tokens == n
    assert "<|im_start|>assistant" in qwen.render(prompts[0])  # the model's own chat template


@pytest.mark.model
def test_score_is_the_texts_log_likelihood_with_or_without_a_cached_prefix(qwen, mini_questions):
    _, prompts = mini_questions
    [answer] = qwen.generate([prompts[0]], GenParams(max_new_tokens=64))
    qwen.prefix_cache.clear()
    fresh = qwen.score(prompts[0], answer.text)
    again = qwen.score(prompts[0], answer.text)  # the prompt's states now come from the prefix cache
    n_text = len(qwen.tokenizer(answer.text, add_special_tokens=False)["input_ids"])
    assert fresh.finish_reason == "scored" and fresh.prompt_tokens == answer.prompt_tokens + n_text
    assert again.score == pytest.approx(fresh.score, abs=1e-2) and fresh.score < 0
    assert fresh.score / n_text == pytest.approx(answer.logprob[0], abs=0.05)  # greedy tokens: the decoder's mean
    shuffled = " ".join(reversed(answer.text.split()))
    assert qwen.score(prompts[0], shuffled).score < fresh.score - 10  # word salad is far less likely
    assert qwen.score(prompts[0], "").score == 0.0


@pytest.mark.model
def test_stop_strings_and_length_limit(qwen, mini_questions):
    _, prompts = mini_questions
    for c in qwen.generate([prompts[1], prompts[0]], GenParams(max_new_tokens=40, stop=(" FROM",))):
        assert c.text.strip().upper().startswith("SELECT") and "FROM" not in c.text
        assert c.finish_reason == "stop" and c.completion_tokens < 40
    [short] = qwen.generate([prompts[1]], GenParams(max_new_tokens=3))
    assert short.finish_reason == "length" and short.completion_tokens == 3


@pytest.mark.model
def test_sampling_is_reproducible_with_a_seed(qwen, mini_questions):
    _, prompts = mini_questions
    p = GenParams(max_new_tokens=12, do_sample=True, temperature=1.0, top_p=1.0, seed=7)
    assert qwen.generate([prompts[0]], p)[0].text == qwen.generate([prompts[0]], p)[0].text


@pytest.mark.model
def test_copies_of_a_prompt_are_independent_draws_whatever_the_batch(qwen, mini_questions):
    _, prompts = mini_questions
    p = GenParams(max_new_tokens=10, do_sample=True, temperature=1.0, top_p=1.0, seed=3)
    alone = qwen.generate([prompts[0]] * 3, p)
    mixed = qwen.generate([prompts[1], prompts[0], prompts[2], prompts[0], prompts[0]], p)
    # Draw k of a prompt depends on the seed, the prompt and k only, not on its neighbours in the batch.
    assert [c.text for c in alone] == [mixed[1].text, mixed[3].text, mixed[4].text]
    assert len({c.text for c in alone}) > 1
    other_seed = qwen.generate([prompts[0]] * 3, GenParams(max_new_tokens=10, do_sample=True, temperature=1.0,
                                                           top_p=1.0, seed=4))
    assert [c.text for c in other_seed] != [c.text for c in alone]


@pytest.mark.model
def test_cache_keeps_each_sampled_copy_apart(qwen, mini_questions, tmp_path):
    from nl2sql.llm import CachedLLM

    _, prompts = mini_questions
    cached = CachedLLM(qwen, tmp_path / "c.sqlite")
    p = GenParams(max_new_tokens=10, do_sample=True, temperature=1.0, top_p=1.0, seed=3)
    first = cached.generate([prompts[0]] * 3, p)
    again = cached.generate([prompts[0]] * 3, p)
    assert [c.text for c in again] == [c.text for c in first] and all(c.cached for c in again)
    assert cached.misses == 3 and len({c.text for c in first}) > 1


@pytest.mark.model
def test_converted_folder_is_reused(qwen):
    folder = ensure_hf_dir(DEFAULT_MODEL, folder_dtype(qwen.dtype_name))
    mark = folder / "nl2sql_converted.json"
    before = mark.stat().st_mtime_ns
    assert ensure_hf_dir(DEFAULT_MODEL, folder_dtype(qwen.dtype_name)) == folder
    assert mark.stat().st_mtime_ns == before and (folder / "model.safetensors").exists()
    cfg = json.loads((folder / "config.json").read_text())
    assert "quantization_config" not in cfg
    assert qwen.identity()["fingerprint"] == "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"


@pytest.mark.model
def test_cached_generate_returns_identical_completions(qwen, mini_questions, tmp_path):
    from nl2sql.llm import CachedLLM

    _, prompts = mini_questions
    cached = CachedLLM(qwen, tmp_path / "c.sqlite")
    p = GenParams(max_new_tokens=16)
    first = cached.generate(prompts[:2], p)
    again = cached.generate(prompts[:2], p)
    assert again == first and all(c.cached for c in again) and cached.misses == 2


def test_hermes_tool_call_parsing():
    text = 'ok <tool_call>\n{"name": "run_sql", "arguments": {"sql": "SELECT 1"}}\n</tool_call>'
    assert parse_tool_calls(text) == [{"name": "run_sql", "arguments": {"sql": "SELECT 1"}}]
    assert parse_tool_calls("<tool_call>{bad json</tool_call>") == [{"name": None, "arguments": "{bad json"}]
    assert parse_tool_calls("no calls") is None


@pytest.mark.model
def test_gguf_file_and_local_folder_load_the_same_model():
    """A .gguf path is converted once (into the cache) and a local folder loads directly: same greedy text."""
    from nl2sql.llm import TINY_MODEL, gguf_path
    from nl2sql.llm.weights.gguf import converted_gguf_dir

    gguf = gguf_path(TINY_MODEL)
    from_gguf = load(str(gguf), cache=False)
    assert from_gguf.name == gguf.stem
    folder = converted_gguf_dir(gguf, folder_dtype(from_gguf.dtype_name))
    from_folder = load(str(folder), cache=False)
    p = [[{"role": "user", "content": "What is 2+2?"}]]
    a = from_gguf.generate(p, GenParams(max_new_tokens=12))[0]
    b = from_folder.generate(p, GenParams(max_new_tokens=12))[0]
    assert a.text and a.text == b.text


@pytest.mark.slow
def test_unreachable_hub_id_fails_fast_with_a_clear_error(monkeypatch):
    import socket

    from nl2sql.llm import LLMError

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv("HF_ENDPOINT", f"http://127.0.0.1:{port}")  # nothing listens there
    monkeypatch.delenv("HTTPS_PROXY", raising=False)
    monkeypatch.delenv("https_proxy", raising=False)
    with pytest.raises(LLMError, match=r"cannot load model 'nobody/no-such-model'.*not reachable"):
        load("nobody/no-such-model", cache=False)


@pytest.mark.model
def test_tools_are_rendered_by_the_chat_template(qwen, mini_questions):
    _, prompts = mini_questions
    bare = {"name": "run_sql", "description": "Execute SQL.", "parameters": {"type": "object", "properties": {}}}
    text = qwen.render(prompts[0], tools=[bare])
    assert "<tools>" in text and '"name": "run_sql"' in text and '"type": "function"' in text


def test_missing_local_paths_are_clear_errors(tmp_path):
    from nl2sql.llm import LLMError

    with pytest.raises(LLMError, match="does not exist"):
        load(str(tmp_path / "nope.gguf"), cache=False)
    with pytest.raises(LLMError, match="has no config.json"):
        load(str(tmp_path), cache=False)
    with pytest.raises(LLMError, match="embedding model"):
        load("all-minilm-l6-v2", cache=False)


@pytest.mark.model
def test_a_score_keeps_its_prompts_states_only_where_the_cache_lacked_most_of_them(qwen, mini_questions):
    _, prompts = mini_questions
    qwen.prefix_cache.clear()
    qwen.score(prompts[0], "SELECT 1")  # nothing was cached: the prompt's states are kept for the next review
    assert len(qwen.prefix_cache) == 1
    user = prompts[0][-1]
    longer = [*prompts[0][:-1], {**user, "content": user["content"] + "\n\nSQL: SELECT name FROM singer"}]
    computed = qwen.prefix_cache.computed
    qwen.score(longer, "SELECT 1")  # the first prompt's states are most of it: only its own tail is computed...
    assert qwen.prefix_cache.computed - computed < 30
    assert len(qwen.prefix_cache) == 1  # ...and not stored again: a copy would evict what later prompts share
