"""OpenAI-compatible HTTP backend (transformers serve, vLLM, SGLang, llama.cpp server, Ollama), stdlib urllib only."""

from __future__ import annotations

import http.client
import json
import os
import random
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import Any

from nl2sql.llm.base import (
    LLM,
    Completion,
    GenParams,
    LLMError,
    Message,
    ToolsUnsupportedError,
    as_openai_tools,
    canonical_json,
    finalize_text,
    sample_seeds,
)

DEFAULT_BASE_URL = "http://127.0.0.1:8000/v1"
BASE_URL_ENVS = ("NL2SQL_OPENAI_BASE_URL", "OPENAI_BASE_URL")
RETRY_STATUS = {408, 409, 425, 429, 500, 502, 503, 504}


class EndpointUnreachableError(LLMError):
    """The server could not be reached (connection refused, DNS, timeouts) after every retry."""


class EndpointError(LLMError):
    """The server answered with an error that retrying will not fix."""

    def __init__(self, message: str, status: int | None = None, detail: str = "") -> None:
        super().__init__(message)
        self.status, self.detail = status, detail  # the HTTP status and the server's message, when it answered


def normalize_base_url(url: str) -> str:
    """Strip a trailing slash; a bare host gets the conventional /v1 prefix."""
    url = url.strip().rstrip("/")
    if "://" not in url:
        url = "http://" + url
    parts = urllib.parse.urlsplit(url)
    if parts.path in ("", "/"):
        url += "/v1"
    return url


def is_loopback(url: str) -> bool:
    """True for 127.0.0.0/8, ::1 and localhost."""
    host = (urllib.parse.urlsplit(url).hostname or "").lower()
    return host in ("localhost", "::1") or host.startswith("127.")


def parse_tool_calls(message: dict) -> list[dict] | None:
    """OpenAI `tool_calls` (or legacy `function_call`) -> [{id, name, arguments (dict, or raw str)}]."""
    raw = message.get("tool_calls") or ([{"function": message["function_call"]}] if message.get("function_call") else [])
    calls = []
    for tc in raw:
        fn = tc.get("function") or {}
        args: Any = fn.get("arguments")
        if isinstance(args, str):
            try:
                args = json.loads(args)
            except ValueError:
                pass  # keep the raw string: the caller's action parser decides what to do with it
        call = {"name": fn.get("name"), "arguments": args}
        if tc.get("id"):
            call["id"] = tc["id"]
        calls.append(call)
    return calls or None


class OpenAILLM(LLM):
    """Chat completions over HTTP; a batch becomes concurrent requests."""

    backend = "openai"

    def __init__(
        self,
        model: str,
        base_url: str | None = None,
        *,
        api_key: str | None = None,
        api_key_env: str = "OPENAI_API_KEY",
        concurrency: int = 8,
        timeout_s: float = 300.0,
        max_retries: int = 4,
        backoff_s: float = 0.5,
        max_backoff_s: float = 20.0,
        tool_choice: Any = None,
        extra_body: dict | None = None,
        fingerprint: str | None = None,
    ) -> None:
        super().__init__()
        env_url = next((os.environ[e] for e in BASE_URL_ENVS if os.environ.get(e)), None)
        self.base_url = normalize_base_url(base_url or env_url or DEFAULT_BASE_URL)
        self.name = model
        self.api_key_env = api_key_env
        self.api_key = api_key if api_key is not None else os.environ.get(api_key_env)
        self.concurrency = max(1, int(concurrency))
        self.timeout_s = float(timeout_s)
        self.max_retries = max(0, int(max_retries))
        self.backoff_s = float(backoff_s)
        self.max_backoff_s = float(max_backoff_s)
        self.tool_choice = tool_choice
        self.extra_body = dict(extra_body or {})
        self.fingerprint = fingerprint
        # Loopback traffic must not go through an HTTP proxy set in the environment.
        handlers = [urllib.request.ProxyHandler({})] if is_loopback(self.base_url) else []
        self._opener = urllib.request.build_opener(*handlers)
        self._pool = ThreadPoolExecutor(max_workers=self.concurrency, thread_name_prefix="nl2sql-openai")

    def identity(self) -> dict:
        """Model id, server and optional weights fingerprint."""
        return {"backend": self.backend, "model": self.name, "base_url": self.base_url, "fingerprint": self.fingerprint}

    # -- HTTP -----------------------------------------------------------------------------------
    def _request(self, method: str, path: str, body: dict | None = None) -> dict:
        """One JSON request with retries and exponential backoff on connection errors, 429 and 5xx."""
        url = self.base_url + path
        data = json.dumps(body).encode("utf-8") if body is not None else None
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        last = ""
        for attempt in range(self.max_retries + 1):
            delay = min(self.max_backoff_s, self.backoff_s * 2 ** attempt) * (0.75 + 0.5 * random.random())
            req = urllib.request.Request(url, data=data, headers=headers, method=method)
            try:
                with self._opener.open(req, timeout=self.timeout_s) as resp:
                    return json.loads(resp.read().decode("utf-8"))
            except urllib.error.HTTPError as e:
                detail = e.read().decode("utf-8", "replace")[:500]
                if e.code in RETRY_STATUS and attempt < self.max_retries:
                    retry_after = e.headers.get("Retry-After") if e.headers else None
                    if retry_after and retry_after.replace(".", "", 1).isdigit():
                        delay = min(self.max_backoff_s, float(retry_after))
                    last = f"HTTP {e.code}: {detail}"
                    time.sleep(delay)
                    continue
                raise EndpointError(self._http_error_message(url, e.code, detail), e.code, detail) from None
            except (urllib.error.URLError, http.client.HTTPException, ConnectionError, socket.timeout, TimeoutError) as e:
                last = f"{type(e).__name__}: {getattr(e, 'reason', e)}"
                if attempt < self.max_retries:
                    time.sleep(delay)
                    continue
            except ValueError as e:  # the server answered something that is not JSON
                raise EndpointError(f"{url} answered with invalid JSON ({e}); is it an OpenAI-compatible server?") from None
        raise EndpointUnreachableError(
            f"cannot reach the OpenAI-compatible server at {url} after {self.max_retries + 1} attempts ({last}). "
            f"Start a server there (e.g. `transformers serve $(python -m nl2sql.llm fetch) --port 8000`, "
            f"`vllm serve MODEL`, `ollama serve`, or llama.cpp's `python -m llama_cpp.server --model "
            f"$(python -m nl2sql.llm path) --port 8000` after `pip install -r requirements-llamacpp.txt`) "
            f"or pass base_url= (or set NL2SQL_OPENAI_BASE_URL) to where one runs."
        )

    def _http_error_message(self, url: str, code: int, detail: str) -> str:
        """A clear message for an HTTP error that retrying will not fix."""
        if code in (401, 403):
            hint = (f"set the API key in ${self.api_key_env} (or pass api_key_env= naming the variable that holds it)"
                    if not self.api_key else f"the key in ${self.api_key_env} was refused")
        elif code == 404:
            hint = f"check base_url (usually ends with /v1) and that the server serves model {self.name!r}"
        else:
            hint = "the request was rejected; see the server's message"
        return f"{url} answered HTTP {code}: {detail.strip() or '(no body)'} -- {hint}"

    def list_models(self) -> list[str]:
        """Model ids the server offers (GET /models); also a readiness check."""
        data = self._request("GET", "/models")
        return [m.get("id") for m in data.get("data", [])]

    # -- generation -----------------------------------------------------------------------------
    def request_body(self, messages: list[Message], params: GenParams, tools: list[dict] | None) -> dict:
        """The chat-completions request for one prompt."""
        body: dict[str, Any] = {
            "model": self.name,
            "messages": messages,
            "max_tokens": params.max_new_tokens,
            # Greedy = temperature 0 on every server we target; top_p 1 so nothing is truncated.
            "temperature": params.temperature if params.do_sample else 0.0,
            "top_p": params.top_p if params.do_sample else 1.0,
            "seed": params.seed,
            "stream": False,
        }
        if params.stop:
            body["stop"] = list(params.stop)
        if tools:
            body["tools"] = as_openai_tools(tools)
            if self.tool_choice is not None:
                body["tool_choice"] = self.tool_choice
        body.update(self.extra_body)
        return body

    def _one(self, messages: list[Message], params: GenParams, tools: list[dict] | None) -> Completion:
        t0 = time.perf_counter()
        try:
            data = self._request("POST", "/chat/completions", self.request_body(messages, params, tools))
        except EndpointError as e:
            # A server or model without tool calling refuses `tools` on the first request (vLLM without
            # --enable-auto-tool-choice, Ollama, llama.cpp without --jinja): say so, and how to run without them.
            if tools and e.status is not None and "tool" in e.detail.lower():
                raise ToolsUnsupportedError(
                    f"{self.base_url} refused native tool calling for model {self.name!r} (HTTP {e.status}: "
                    f"{e.detail.strip()[:300]}). Set native_tools=false to use text actions, or serve a model "
                    f"and server with tool calling enabled.") from None
            raise
        dt = time.perf_counter() - t0
        try:
            choice = data["choices"][0]
        except (KeyError, IndexError, TypeError):
            raise EndpointError(f"{self.base_url}/chat/completions returned no choices: {str(data)[:300]}") from None
        msg = choice.get("message") or {}
        calls = parse_tool_calls(msg)
        server_reason = choice.get("finish_reason") or "stop"
        text, reason = finalize_text(msg.get("content") or "", params, natural_stop=server_reason != "length",
                                     hit_length=server_reason == "length")
        if calls or server_reason in ("tool_calls", "function_call"):
            reason = "tool_calls"
        usage = data.get("usage") or {}
        return Completion(text=text, finish_reason=reason, prompt_tokens=int(usage.get("prompt_tokens") or 0),
                          completion_tokens=int(usage.get("completion_tokens") or 0), latency_s=dt, tool_calls=calls)

    def _generate(self, prompts: list[list[Message]], params: GenParams, tools: list[dict] | None) -> list[Completion]:
        if len(prompts) == 1:
            return [self._one(prompts[0], params, tools)]
        if params.do_sample:  # each copy of a prompt is its own draw (nl2sql.llm.base.sample_seeds)
            seeds = sample_seeds([canonical_json(p) for p in prompts], params.seed)
            futures = [self._pool.submit(self._one, p, replace(params, seed=s % 2**31), tools)
                       for p, s in zip(prompts, seeds)]
            return [f.result() for f in futures]
        futures = [self._pool.submit(self._one, p, params, tools) for p in prompts]
        return [f.result() for f in futures]

    def close(self) -> None:
        """Stop the request threads."""
        self._pool.shutdown(wait=False, cancel_futures=True)
