"""OpenAI-compatible backend against real servers on loopback: `transformers serve` serving the default model,
and a tiny stdlib HTTP server for the retry, error and key paths."""

from __future__ import annotations

import http.server
import json
import os
import shlex
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest
from scripted_endpoint import ScriptedEndpoint, reply, serve_script

from nl2sql.cli import build_parser
from nl2sql.cli import main as cli_main
from nl2sql.cli.commands import config_from_args
from nl2sql.llm import DEFAULT_MODEL, GenParams, load
from nl2sql.llm.weights.models import ensure_hf_dir
from nl2sql.llm.openai.backend import EndpointError, EndpointUnreachableError, OpenAILLM
from nl2sql.paths import REPO_ROOT
from nl2sql.sql.db import execute
from nl2sql.store.runstore import read_jsonl

SQL_PROMPT = [
    {"role": "system", "content": "You are a SQLite expert."},
    {"role": "user", "content": "CREATE TABLE student (id INTEGER PRIMARY KEY, name TEXT, gpa REAL);\n\n"
                                "Question: How many students are there?\n\n"
                                "Answer with only one SQLite SELECT query that answers the question. Do not explain."},
]
RUN_SQL = {"type": "function", "function": {
    "name": "run_sql", "description": "Execute one SQLite query and return its rows.",
    "parameters": {"type": "object", "properties": {"sql": {"type": "string"}}, "required": ["sql"]}}}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# transformers serve lists (GET /v1/models) and names models by the hub cache, so the converted folder goes into a
# throwaway hub cache under this repo id, as a download would put it; the server loads it from there offline.
SERVED_MODEL = "nl2sql/qwen2.5-coder-0.5b-instruct"
SNAPSHOT = "0" * 40  # any commit hash: refs/main names the snapshot folder
# How the server parses a reply into content and native tool_calls (transformers' Qwen2 response template, read
# from the tokenizer config). transformers serve ignores tool_choice, so nothing forces the call's format, and this
# 0.5B model writes its call as a ```json block rather than Qwen's <tool_call> tags: both forms open a tool call.
RESPONSE_TEMPLATE = {
    "defaults": {"role": "assistant"},
    "start_anchor": "<|im_start|>assistant\n",
    "fields": {
        "reasoning_content": {"open": "<think>", "close": "</think>", "content": "text"},
        "tool_calls": {"open_pattern": r"\s*(?:<tool_call>|```json)", "close_pattern": r"</tool_call>|```",
                       "repeats": True, "content": "json", "transform": {"type": "function", "function": "{content}"}},
        "content": {"close_pattern": r"\s*(?:<\|im_end\|>|<\|endoftext\|>)", "content": "text"},
    },
}


def hub_cache(home: Path, repo_id: str, folder: Path) -> None:
    """Put `folder` in the hub cache under HF_HOME=`home` as `repo_id` at refs/main, with RESPONSE_TEMPLATE."""
    repo = home / "hub" / ("models--" + repo_id.replace("/", "--"))
    snapshot = repo / "snapshots" / SNAPSHOT
    snapshot.mkdir(parents=True)
    (repo / "refs").mkdir()
    (repo / "refs" / "main").write_text(SNAPSHOT)
    for f in folder.iterdir():
        if f.name != "tokenizer_config.json":
            (snapshot / f.name).symlink_to(f)
    config = json.loads((folder / "tokenizer_config.json").read_text(encoding="utf-8"))
    (snapshot / "tokenizer_config.json").write_text(json.dumps({**config, "response_template": RESPONSE_TEMPLATE}))


@pytest.fixture(scope="module")
def llm_server(tmp_path_factory):
    """`transformers serve` on 127.0.0.1, offline on the CPU, serving the default model's converted folder."""
    home = tmp_path_factory.mktemp("hf-home")
    # transformers serve loads a float folder (the int8 one is ours alone)
    hub_cache(home, SERVED_MODEL, ensure_hf_dir(DEFAULT_MODEL, dtype="float32"))
    port = free_port()
    log = home / "server.log"
    env = {**os.environ, "HF_HOME": str(home), "HF_HUB_CACHE": str(home / "hub"), "HF_HUB_OFFLINE": "1",
           "HF_HUB_DISABLE_UPDATE_CHECK": "1"}
    cmd = [sys.executable, "-m", "transformers.cli.transformers", "serve", SERVED_MODEL, "--host", "127.0.0.1",
           "--port", str(port), "--device", "cpu"]
    with open(log, "wb") as fh:
        proc = subprocess.Popen(cmd, stdout=fh, stderr=subprocess.STDOUT, env=env)
    base = f"http://127.0.0.1:{port}/v1"
    deadline = time.monotonic() + 120
    try:
        while True:
            if proc.poll() is not None:
                pytest.fail(f"transformers serve exited with {proc.returncode}:\n{log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(base + "/models", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"transformers serve not ready on {base} within 120 s:\n{log.read_text()[-2000:]}")
            time.sleep(0.3)
        yield base, proc, log
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def check_alive(proc, log: Path) -> None:
    assert proc.poll() is None, f"the server died ({proc.returncode}):\n{log.read_text()[-2000:]}"


@pytest.mark.model
@pytest.mark.server
def test_batch_of_prompts_is_answered_concurrently_and_greedily(llm_server, tmp_path):
    base, proc, log = llm_server
    llm = load(SERVED_MODEL, backend="openai", base_url=base, cache=False, concurrency=3)
    assert llm.list_models() == [SERVED_MODEL]
    other = [{"role": "user", "content": "Reply with the single word: yes"}]
    out = llm.generate([SQL_PROMPT, other, SQL_PROMPT], GenParams(max_new_tokens=64))
    check_alive(proc, log)
    assert out[0].text == out[2].text  # greedy: the same prompt gives the same text
    assert out[0].text.strip().upper().startswith("SELECT") and "student" in out[0].text.lower()
    assert out[1].text.strip() and out[1].text != out[0].text  # answers stay with their prompts
    for c in out:
        assert c.finish_reason == "stop" and c.prompt_tokens > 5 and c.completion_tokens > 0 and c.latency_s > 0
    db = tmp_path / "s.sqlite"
    import sqlite3

    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE student (id INTEGER PRIMARY KEY, name TEXT, gpa REAL)")
    assert execute(db, out[0].text.strip().strip("`").split(";")[0]).ok
    assert llm.usage.calls == 3 and llm.usage.completion_tokens == sum(c.completion_tokens for c in out)


@pytest.mark.model
@pytest.mark.server
def test_stop_strings_and_length(llm_server):
    base, proc, log = llm_server
    llm = OpenAILLM(SERVED_MODEL, base_url=base)
    capped = llm.generate([SQL_PROMPT, SQL_PROMPT], GenParams(max_new_tokens=3))
    assert all(c.finish_reason == "length" and c.completion_tokens == 3 for c in capped)
    [c] = llm.generate([SQL_PROMPT], GenParams(max_new_tokens=40, stop=(" FROM",)))
    assert c.finish_reason == "stop" and "FROM" not in c.text and c.text.strip().upper().startswith("SELECT")
    check_alive(proc, log)


@pytest.mark.model
@pytest.mark.server
def test_native_tool_calls_pass_through(llm_server):
    base, proc, log = llm_server
    forced = {"type": "function", "function": {"name": "run_sql"}}
    llm = OpenAILLM(SERVED_MODEL, base_url=base, tool_choice=forced)
    prompt = [{"role": "user", "content": "Count the rows of table student using the run_sql tool."}]
    [c] = llm.generate([prompt], GenParams(max_new_tokens=96), tools=[RUN_SQL])
    check_alive(proc, log)
    # The server parsed the model's call out of its reply (RESPONSE_TEMPLATE) and sent it as tool_calls, no content.
    assert c.finish_reason == "tool_calls" and c.tool_calls and not c.text.strip()
    call = c.tool_calls[0]
    assert call["name"] == "run_sql" and isinstance(call["arguments"], dict) and "sql" in call["arguments"]
    body = llm.request_body(prompt, GenParams(), [RUN_SQL["function"]])
    assert body["tools"] == [RUN_SQL]  # bare schemas wrapped
    assert body["tool_choice"] == forced  # sent for servers that honour it (vLLM, llama.cpp); transformers serve ignores it


class _Scripted(ScriptedEndpoint):
    """The scripted endpoint answering "SELECT 1;" (a stop string to trim)."""

    default = reply("SELECT 1;", 7, 3)


@pytest.fixture()
def scripted():
    with serve_script(_Scripted) as endpoint:
        yield endpoint


@pytest.mark.server
def test_retries_with_backoff_on_5xx_and_429(scripted, monkeypatch):
    url, handler = scripted
    handler.script = [(503, {"error": "loading"}), (429, {"error": "slow down"})]
    monkeypatch.setenv("MY_LLM_KEY", "sk-test")
    llm = OpenAILLM("m", base_url=url, api_key_env="MY_LLM_KEY", http_backoff_s=0.01)
    assert llm.base_url == url + "/v1"
    [c] = llm.generate(["q"], GenParams(stop=(";",)))
    assert (c.text, c.finish_reason, c.prompt_tokens, c.completion_tokens) == ("SELECT 1", "stop", 7, 3)
    assert len(handler.seen) == 3 and handler.seen[0]["auth"] == "Bearer sk-test"
    body = handler.seen[0]["body"]
    assert body["temperature"] == 0.0 and body["max_tokens"] == 256 and body["stop"] == [";"]


@pytest.mark.server
def test_a_seed_past_32_bits_reaches_the_server_as_one_it_takes(scripted):
    url, handler = scripted
    llm = OpenAILLM("m", base_url=url, http_backoff_s=0.01)
    llm.generate(["q"], GenParams(do_sample=True, seed=2**70 + 5))
    llm.generate(["q", "r"], GenParams(do_sample=True, seed=2**70 + 5))
    llm.generate(["q"], GenParams(seed=7))
    seeds = [seen["body"]["seed"] for seen in handler.seen]
    assert len(seeds) == 4 and all(0 <= s < 2**31 for s in seeds) and seeds[0] == 5 and seeds[-1] == 7


@pytest.mark.server
def test_client_errors_are_not_retried_and_name_the_fix(scripted, monkeypatch):
    url, handler = scripted
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    handler.script = [(401, {"error": "no key"})]
    llm = OpenAILLM("m", base_url=url, http_backoff_s=0.01)
    with pytest.raises(EndpointError, match=r"HTTP 401.*OPENAI_API_KEY"):
        llm.generate(["q"])
    assert len(handler.seen) == 1


def test_unreachable_endpoint_is_a_clear_error():
    url = f"http://127.0.0.1:{free_port()}/v1"
    llm = OpenAILLM("m", base_url=url, http_retries=2, http_backoff_s=0.01)
    with pytest.raises(EndpointUnreachableError) as e:
        llm.generate(["q"])
    assert url in str(e.value) and "3 attempts" in str(e.value) and "base_url" in str(e.value)


# -- docs/gpu.md: its run command, and >= 8 requests in flight -----------------------------------------------

GPU_DOC = REPO_ROOT / "docs" / "gpu.md"


def gpu_doc_command(base_url: str, model: str) -> list[str]:
    """docs/gpu.md's `python -m nl2sql run --backend openai` arguments, its HOST URL and model id replaced."""
    text = GPU_DOC.read_text(encoding="utf-8").replace("\\\n", " ")
    [line] = [ln for ln in text.splitlines() if ln.strip().startswith("python -m nl2sql run --backend openai")]
    argv = [base_url if a.startswith("http://HOST") else a for a in shlex.split(line)[3:]]
    argv[argv.index("--model") + 1] = model
    return argv


def test_the_gpu_doc_command_sets_the_backends_concurrency():
    argv = gpu_doc_command("http://127.0.0.1:8000/v1", "qwen")
    cfg = config_from_args(build_parser().parse_args(argv))
    assert (cfg["backend"], cfg["base_url"], cfg["model"]) == ("openai", "http://127.0.0.1:8000/v1", "qwen")
    assert cfg["concurrency"] >= 8 and cfg["batch_size"] == cfg["concurrency"]
    with pytest.raises(ValueError, match="concurrency must be >= 1"):
        cfg.override(concurrency=0)
    llm = load(**cfg.llm_options())  # no request yet: the client only
    try:
        assert isinstance(llm.inner, OpenAILLM) and llm.inner.concurrency == cfg["concurrency"]
        assert llm.identity()["base_url"] == cfg["base_url"]
    finally:
        llm.close()


class _SlowFirst(http.server.BaseHTTPRequestHandler):
    """Answers "SELECT n" to the prompt "n", the lower n the later, and counts the requests in flight."""

    lock = threading.Condition()
    in_flight = 0
    most = 0

    def do_POST(self):  # noqa: N802 - http.server's naming
        cls = type(self)
        with cls.lock:
            cls.in_flight += 1
            cls.most = max(cls.most, cls.in_flight)
            cls.lock.notify_all()
            # Hold each request until all ten are in (or 10 s pass): requests sent one after another never get there,
            # and a busy machine only delays them.
            cls.lock.wait_for(lambda: cls.most >= 10, timeout=10)
        n = int(json.loads(self.rfile.read(int(self.headers["Content-Length"])))["messages"][-1]["content"])
        time.sleep(0.05 * (10 - n))  # the first prompt finishes last
        data = json.dumps({"choices": [{"message": {"role": "assistant", "content": f"SELECT {n}"},
                                        "finish_reason": "stop"}]}).encode()
        with cls.lock:
            cls.in_flight -= 1
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


@pytest.mark.server
def test_parallel_answers_come_back_in_prompt_order():
    _SlowFirst.in_flight = _SlowFirst.most = 0
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _SlowFirst)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        llm = OpenAILLM("m", base_url=f"http://127.0.0.1:{server.server_address[1]}", concurrency=10)
        out = llm.generate([str(n) for n in range(10)], GenParams(max_new_tokens=4))
        llm.close()
    finally:
        server.shutdown()
        server.server_close()
    assert [c.text for c in out] == [f"SELECT {n}" for n in range(10)]
    assert _SlowFirst.most == 10  # they were in flight together, not one after another


@pytest.mark.model
@pytest.mark.server
def test_four_parallel_requests_to_the_real_server_keep_their_order(llm_server):
    base, proc, log = llm_server
    # Four in flight at once, each answer handed back to its own prompt; each prompt is also asked alone (two answers
    # of the server a prompt, ~0.7 s each on 2 cores: eight took 12 s).
    numbers = range(21, 25)
    prompts = [[{"role": "user", "content": f"Reply with the number {n} and nothing else."}] for n in numbers]
    params = GenParams(max_new_tokens=4)
    parallel = load(SERVED_MODEL, backend="openai", base_url=base, cache=False, concurrency=4)
    out = parallel.generate(prompts, params)
    one_by_one = OpenAILLM(SERVED_MODEL, base_url=base, concurrency=1)
    alone = [one_by_one.generate([p], params)[0] for p in prompts]
    check_alive(proc, log)
    assert [c.text for c in out] == [c.text for c in alone]  # greedy: each answer is its own prompt's
    assert sum(str(n) in c.text for n, c in zip(numbers, out)) >= 3
    assert parallel.usage.calls == 4 and all(c.finish_reason in ("stop", "length") for c in out)


@pytest.mark.model
@pytest.mark.server
def test_the_gpu_doc_command_runs_against_the_real_server(llm_server, tmp_path):
    base, proc, log = llm_server
    # The command's plumbing, not the model: 2 questions (8 took 40 s on 2 busy cores, 4 24 s).
    argv = [*gpu_doc_command(base, SERVED_MODEL), "--limit", "2", "--method", "baseline", "--no-progress",
            "--set", "baseline_max_new_tokens=48", "--set", "llm_cache=false", "--results", str(tmp_path)]
    assert cli_main(argv) == 0
    check_alive(proc, log)
    preds = read_jsonl(tmp_path / "gpu-loop" / "predictions.jsonl")
    assert len(preds) == 2 and not any(p["counters"].get("llm_errors") for p in preds)
    assert any(p["sql"].upper().startswith("SELECT") for p in preds)
