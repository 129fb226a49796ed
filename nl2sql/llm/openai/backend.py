"""OpenAI-compatible HTTP backend (transformers serve, vLLM, SGLang, llama.cpp server, Ollama), stdlib urllib only."""

from __future__ import annotations

import http.client
import json
import logging
import os
import random
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor, wait
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
from nl2sql.llm.openai.replies import (
    Retryable,
    check_completion,
    fault_text,
    read_by,
    retry_after_s,
    summary,
)

DEFAULT_BASE_URL = "http://127.0.0.1:8000/v1"
BASE_URL_ENVS = ("NL2SQL_OPENAI_BASE_URL", "OPENAI_BASE_URL")
RETRY_STATUS = {408, 409, 425, 429, 500, 502, 503, 504}
log = logging.getLogger(__name__)


class EndpointUnreachableError(LLMError):
    """No prompt can succeed: the server was never reached, or it stopped answering for longer than the outage
    budget. A run stops on it (keeping its finished questions)."""


class EndpointError(LLMError):
    """The server answered with an error that retrying will not fix."""

    def __init__(self, message: str, status: int | None = None, detail: str = "") -> None:
        super().__init__(message)
        self.status, self.detail = status, detail  # the HTTP status and the server's message, when it answered


class RetriesExhaustedError(EndpointError):
    """One request met a retryable fault on each of its attempts while the server answered otherwise: that prompt
    fails alone (an error Completion), the others go on."""


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
        http_timeout_s: float = 300.0,
        http_retries: int = 4,
        http_backoff_s: float = 0.5,
        max_backoff_s: float = 20.0,
        http_outage_s: float = 900.0,
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
        self.http_timeout_s = float(http_timeout_s)
        self.http_retries = max(0, int(http_retries))
        self.http_backoff_s = float(http_backoff_s)
        self.max_backoff_s = float(max_backoff_s)
        self.http_outage_s = float(http_outage_s)
        # What the client knows of the server: reached at all, its last good reply, a lasting outage (when it ended
        # or the message it ended the run with); `stats` counts requests, attempts, retries, outages and probes.
        self._reached = False
        self._last_ok: float | None = None
        self._recovered_at = 0.0
        self._dead: str | None = None
        self._state = threading.Lock()
        self._outage = threading.Lock()  # one thread probes a silent server; the others wait for its verdict
        self._closing = threading.Event()  # set by close(): backoff and outage waits end at once
        self.stats: dict[str, float] = {}
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

    # -- HTTP -----------------------------------------------------------------------------------------------------
    def _count(self, key: str, n: float = 1) -> None:
        with self._state:
            self.stats[key] = self.stats.get(key, 0) + n

    def _request(self, method: str, path: str, body: dict | None = None, check: Any = None) -> dict:
        """One JSON request. Connection errors, timeouts, 408/429/5xx and replies `check` refuses are retried up to
        http_retries times with exponential backoff (or the server's Retry-After). A request that used up its retries
        while the server stayed silent starts an outage (_after_retries): it is sent again once the server answers."""
        url = self.base_url + path
        data = json.dumps(body).encode("utf-8") if body is not None else None
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        self._count("requests")
        started, faults = time.monotonic(), []
        while True:
            try:
                out = self._attempt(method, url, data, headers, check)
            except Retryable as r:
                faults.append(r.fault)
                if len(faults) <= self.http_retries:
                    self._count("retries")
                    self._sleep(self._delay(len(faults) - 1, r.retry_after))
                    continue
                self._sent(started, len(faults))
                self._after_retries(url, started, faults)  # raises, or returns when an outage ended
                self._count("resent")
                started, faults = time.monotonic(), []
                continue
            self._sent(started, len(faults) + 1)
            with self._state:
                self._last_ok = time.monotonic()
            return out

    def _sent(self, started: float, attempts: int) -> None:
        """Keep the most attempts and the longest time one sending of a request took (outage waits apart)."""
        took = time.monotonic() - started
        with self._state:
            self.stats["most_attempts"] = max(self.stats.get("most_attempts", 0), attempts)
            self.stats["slowest_send_s"] = max(self.stats.get("slowest_send_s", 0.0), took)

    def _sleep(self, seconds: float) -> None:
        if self._closing.wait(seconds):
            raise EndpointUnreachableError(f"the client of {self.base_url} was closed while it waited")

    def _delay(self, attempt: int, retry_after: float | None) -> float:
        """Seconds before the next attempt: the server's Retry-After (up to the outage budget), else exponential."""
        if retry_after is not None:
            self._count("retry_after_waits")
            return min(retry_after, max(self.http_outage_s, self.max_backoff_s))
        return min(self.max_backoff_s, self.http_backoff_s * 2 ** attempt) * (0.75 + 0.5 * random.random())

    def _attempt(self, method: str, url: str, data: bytes | None, headers: dict, check: Any,
                 timeout_s: float | None = None) -> dict:
        """One HTTP exchange, the whole of it within the timeout: the JSON reply, or Retryable, or EndpointError."""
        self._count("attempts")
        timeout = self.http_timeout_s if timeout_s is None else timeout_s
        req = urllib.request.Request(url, data=data, headers=headers, method=method)
        try:
            with self._opener.open(req, timeout=timeout) as resp:
                self._reached = True
                raw = read_by(resp, time.monotonic() + timeout)
        except urllib.error.HTTPError as e:
            self._reached = True
            try:
                detail = e.read().decode("utf-8", "replace")[:500]
            except (OSError, http.client.HTTPException):
                detail = ""
            if e.code in RETRY_STATUS:
                raise Retryable(f"HTTP {e.code}", retry_after_s(e.headers.get("Retry-After") if e.headers else None))
            raise EndpointError(self._http_error_message(url, e.code, detail), e.code, detail) from None
        except (urllib.error.URLError, http.client.HTTPException, OSError) as e:  # refused, reset, timed out, cut
            raise Retryable(fault_text(e), reached=False) from None
        try:
            reply = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as e:
            raise Retryable(f"invalid JSON ({type(e).__name__}: {str(e)[:80]})") from None
        if check is not None:
            check(reply)
        return reply

    def _after_retries(self, url: str, started: float, faults: list[str]) -> None:
        """A request used up its attempts: raise what that means, or return once a silent server answers again.

        Never reached: EndpointUnreachableError at once (nothing listens there). The server answered others since
        the request began, or answers a probe now: only this request failed (RetriesExhaustedError, its prompt fails
        alone). Otherwise it has stopped answering: wait with backoff and probe it until it answers (then the request
        is sent again) or http_outage_s have passed (EndpointUnreachableError)."""
        tried = f"{len(faults)} attempts ({summary(faults)})"
        if not self._reached:
            raise EndpointUnreachableError(
                f"cannot reach the OpenAI-compatible server at {url} after {tried}. "
                "Start a server there (e.g. `transformers serve $(python -m nl2sql.llm fetch --dtype float32) "
                "--port 8000`, "
                f"`vllm serve MODEL`, `ollama serve`, or llama.cpp's `python -m llama_cpp.server --model "
                f"$(python -m nl2sql.llm path) --port 8000` after `pip install -r requirements-llamacpp.txt`) "
                f"or pass base_url= (or set NL2SQL_OPENAI_BASE_URL) to where one runs.")
        alone = RetriesExhaustedError(f"{url} failed all {tried}; the server answered other requests meanwhile")
        with self._outage:  # one at a time: while a thread waits out an outage, the others wait for its verdict
            if self._dead:
                raise EndpointUnreachableError(self._dead)
            if self._recovered_at > started:
                return  # an outage ended since this request began (its failures were the outage's): send it again
            if (self._last_ok or 0.0) > started or self._probe():
                raise alone
            self._count("outages")
            log.warning("the OpenAI-compatible server at %s stopped answering (%s); waiting up to %.0f s "
                        "(http_outage_s) for it, probing it with backoff", self.base_url, faults[-1],
                        self.http_outage_s)
            delay, since = max(self.http_backoff_s, 0.01), time.monotonic()
            while True:
                left = since + self.http_outage_s - time.monotonic()
                if left <= 0:
                    with self._state:
                        self._dead = (
                            f"the OpenAI-compatible server at {self.base_url} stopped answering and did not answer "
                            f"again within {self.http_outage_s:g} s (http_outage_s; last fault: {faults[-1]}); "
                            f"the questions finished before are kept")
                    raise EndpointUnreachableError(self._dead)
                self._sleep(min(delay * (0.75 + 0.5 * random.random()), left))
                delay = min(self.max_backoff_s, delay * 2)
                if (self._last_ok or 0.0) > since or self._probe():
                    self._recovered_at = time.monotonic()
                    self._count("outage_s", self._recovered_at - since)
                    log.warning("the OpenAI-compatible server at %s answers again after %.1f s",
                                self.base_url, self._recovered_at - since)
                    return

    def _probe(self) -> bool:
        """Whether the server answers at all now: one GET /models, any answer but a retryable status counts."""
        self._count("probes")
        url = self.base_url + "/models"
        headers = {"Accept": "application/json", **({"Authorization": f"Bearer {self.api_key}"} if self.api_key else {})}
        try:
            self._attempt("GET", url, None, headers, None)
        except Retryable as r:
            return r.reached and not r.fault.startswith("HTTP ")  # a reply that was not JSON: it answers
        except EndpointError:
            pass  # 401, 404...: something answers there
        return True

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
            # Servers read a seed as 32 bits or less (llama.cpp: uint32): every seed reaches them as one they take.
            "seed": params.seed % 2**31,
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
        """One prompt's completion; a request that used up its retries is an error Completion naming its faults."""
        t0 = time.perf_counter()
        try:
            data = self._request("POST", "/chat/completions", self.request_body(messages, params, tools),
                                 check_completion)
        except RetriesExhaustedError as e:
            return Completion(text="", finish_reason="error", error=f"{type(e).__name__}: {e}"[:500],
                              latency_s=time.perf_counter() - t0)
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
        choice = data["choices"][0]  # check_completion: exactly one, with a message
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
            futures = [self._pool.submit(self._one, p, replace(params, seed=s), tools)
                       for p, s in zip(prompts, seeds)]
        else:
            futures = [self._pool.submit(self._one, p, params, tools) for p in prompts]
        wait(futures)  # every request ends before an error is raised: none is left running behind the caller's back
        return [f.result() for f in futures]

    def close(self) -> None:
        """Stop the request threads (one waiting for a silent server gives up at once)."""
        self._closing.set()
        self._pool.shutdown(wait=False, cancel_futures=True)
