"""An OpenAI-compatible server on loopback that fails a seeded share of its requests the ways real servers fail.

    with FaultServer({"http_503": 0.3, "stall": 0.1}, seed=0, stall_s=3) as server:
        llm = OpenAILLM("m", base_url=server.url, http_timeout_s=1)        # or RunConfig(base_url=server.url, ...)

Behind the faults it answers like nl2sql.testing.scripted (the bundled dataset's gold SQL, deterministic), at once.
Whether the k-th arrival of one request body is faulted, and how, is a hash of (seed, body, k): the same requests
meet the same faults whatever order concurrent requests arrive in. FAULTS lists the kinds; `rates` gives each its
share of requests (the shares add up to at most 1); fault_attempts spares every arrival of a body after its first
few, `only(path, body)` picks the requests that may be faulted at all. `log` holds one Arrival per request, `faults` counts them,
and `outage(seconds)` (or `down()` / `up()`) makes the port refuse every connection for a while.
"""

from __future__ import annotations

import hashlib
import json
import socket
import struct
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler

from nl2sql.testing import scripted

# Each fault kind and what the client meets.
FAULTS = {
    "refused": "the connection is reset and the port refuses connections for refuse_s (a restarting server)",
    "stall": "no answer for stall_s, past the client's timeout",
    "http_429": "HTTP 429 without Retry-After",
    "http_429_retry_after": "HTTP 429 with Retry-After: retry_after_s",
    "http_500": "HTTP 500",
    "http_502": "HTTP 502",
    "http_503": "HTTP 503",
    "cut_body": "the headers promise a body the server closes the connection in the middle of",
    "truncated_json": "HTTP 200 whose JSON body is cut in half",
    "invalid_json": "HTTP 200 with an HTML error page",
    "empty_choices": "HTTP 200 with \"choices\": []",
    "wrong_choices": "HTTP 200 with two choices for the one asked",
    "trickle": "the right answer, a few bytes at a time over trickle_s (within the client's timeout)",
    "drip": "the right answer, each piece on time but the whole past the client's timeout",
}


@dataclass(frozen=True)
class Arrival:
    """One request the server read: its body's key, which arrival of that body it was, when, and the fault it met."""

    key: str
    attempt: int
    at: float  # time.monotonic()
    fault: str | None
    path: str


def _unit(*parts: object) -> float:
    """A number in [0, 1) from the parts, the same in every process."""
    digest = hashlib.sha256(":".join(map(str, parts)).encode("utf-8", "surrogatepass")).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def completion(text: str, choices: int = 1) -> dict:
    """A chat completion answering `text` (its usage counted in words)."""
    choice = {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}
    return {"id": "fault-server", "object": "chat.completion", "model": "m",
            "choices": [dict(choice, index=i) for i in range(choices)],
            "usage": {"prompt_tokens": 10, "completion_tokens": len(text.split())}}


class FaultServer:
    """The server: start() (or `with`) serves on a free loopback port until stop()."""

    def __init__(self, rates: Mapping[str, float] | None = None, seed: int = 0, *,
                 answer: Callable[[list[dict]], str] = scripted.answer, stall_s: float = 3.0,
                 refuse_s: float = 0.05, retry_after_s: float = 1.0, trickle_s: float = 0.3, drip_s: float = 3.0,
                 drip_pieces: int = 6, fault_attempts: int | None = None,
                 only: Callable[[str, bytes], bool] | None = None) -> None:
        unknown = set(rates or {}) - set(FAULTS)
        if unknown:
            raise ValueError(f"unknown fault kinds {sorted(unknown)}; use those of FAULTS: {', '.join(FAULTS)}")
        self.rates = {k: float(v) for k, v in (rates or {}).items() if v}
        if sum(self.rates.values()) > 1 + 1e-9:
            raise ValueError(f"the fault rates add up to {sum(self.rates.values()):.2f}, more than every request")
        self.seed, self.answer = seed, answer
        self.stall_s, self.refuse_s, self.retry_after_s = stall_s, refuse_s, retry_after_s
        self.trickle_s, self.drip_s, self.drip_pieces = trickle_s, drip_s, drip_pieces
        self.fault_attempts = fault_attempts  # only the first this many arrivals of a body may be faulted
        self.only = only  # (path, body) -> whether that request may be faulted at all
        self.log: list[Arrival] = []
        self.faults: Counter = Counter()
        self._seen: defaultdict[str, int] = defaultdict(int)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._down_until = 0.0
        self._down = False  # down() until up()
        self._listener: socket.socket | None = None
        self._thread: threading.Thread | None = None
        self.port = 0

    # -- lifecycle ----------------------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        """The base URL a client takes (http://127.0.0.1:PORT/v1)."""
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> FaultServer:
        self._listener = self._listen(0)
        self.port = self._listener.getsockname()[1]
        self._thread = threading.Thread(target=self._accept_loop, daemon=True, name="fault-server")
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()  # wakes every stalled or trickling handler
        if self._thread is not None:
            self._thread.join(timeout=5)
        if self._listener is not None:
            self._listener.close()
            self._listener = None

    def __enter__(self) -> FaultServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def outage(self, seconds: float) -> None:
        """Refuse every connection for the next `seconds` (the port is shut when this returns)."""
        with self._lock:
            self._down_until = max(self._down_until, time.monotonic() + seconds)
        self._wait_shut()

    def down(self) -> None:
        """Refuse every connection until up() (the port is shut when this returns)."""
        self._down = True
        self._wait_shut()

    def _wait_shut(self) -> None:
        if threading.current_thread() is self._thread:
            return
        give_up = time.monotonic() + 2
        while self._listener is not None and self._thread is not None and time.monotonic() < give_up:
            time.sleep(0.001)

    def up(self) -> None:
        """Answer again (the seeded faults go on)."""
        with self._lock:
            self._down, self._down_until = False, 0.0

    def set_rates(self, rates: Mapping[str, float]) -> None:
        """New fault shares from now on ({} for a healthy server)."""
        self.rates = {k: float(v) for k, v in rates.items() if v}

    def attempts(self, path: str = "/v1/chat/completions") -> Counter:
        """How many times each request body arrived on `path`."""
        return Counter(a.key for a in self.log if a.path == path)

    # -- the socket -----------------------------------------------------------------------------------------------
    def _listen(self, port: int) -> socket.socket:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", port))
        sock.listen(128)
        sock.settimeout(0.02)
        return sock

    def _accept_loop(self) -> None:
        while not self._stop.is_set():
            refusing = self._down or time.monotonic() < self._down_until
            if refusing and self._listener is not None:
                self._listener.close()  # a closed port: connections are refused, as by a server that is not there
                self._listener = None
            elif not refusing and self._listener is None:
                self._listener = self._listen(self.port)
            if self._listener is None:
                time.sleep(0.01)
                continue
            try:
                conn, addr = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                continue
            conn.settimeout(None)
            threading.Thread(target=self._serve, args=(conn, addr), daemon=True).start()

    def _serve(self, conn: socket.socket, addr: tuple) -> None:
        try:
            _Handler(conn, addr, self)
        except OSError:
            pass  # the client gave up (its timeout) while the fault was being played out
        finally:
            try:
                conn.close()
            except OSError:
                pass

    # -- which fault ----------------------------------------------------------------------------------------------
    def choose(self, path: str, raw: bytes) -> tuple[str, int, str | None]:
        """(the body's key, which arrival of it this is, the fault it meets or None); logged."""
        key = hashlib.sha256(path.encode() + b"\0" + raw).hexdigest()[:16]
        with self._lock:
            attempt = self._seen[key]
            self._seen[key] += 1
            fault = None
            u, acc = _unit(self.seed, key, attempt), 0.0
            eligible = (self.fault_attempts is None or attempt < self.fault_attempts) and (
                self.only is None or self.only(path, raw))
            for name in FAULTS if eligible else ():  # a fixed order: the same u picks the same kind
                acc += self.rates.get(name, 0.0)
                if u < acc:
                    fault = name
                    break
            self.log.append(Arrival(key, attempt, time.monotonic(), fault, path))
            if fault:
                self.faults[fault] += 1
        return key, attempt, fault


class _Handler(BaseHTTPRequestHandler):
    """One connection: read the request, then answer it or play its fault out."""

    protocol_version = "HTTP/1.1"

    def __init__(self, conn: socket.socket, addr: tuple, owner: FaultServer) -> None:
        self.owner = owner
        super().__init__(conn, addr, None)  # type: ignore[arg-type]  # no socketserver: the owner is the server

    def log_message(self, *args: object) -> None:
        pass

    def do_GET(self) -> None:
        self._answer(b"")

    def do_POST(self) -> None:
        self._answer(self.rfile.read(int(self.headers.get("Content-Length") or 0)))

    def _answer(self, raw: bytes) -> None:
        owner = self.owner
        path = self.path.split("?")[0]
        _, _, fault = owner.choose(path, raw)
        self.close_connection = True
        if fault == "refused":
            owner.outage(owner.refuse_s)
            # SO_LINGER 0: closing sends a reset, as a server process that died would
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            return
        if fault == "stall":
            owner._stop.wait(owner.stall_s)
            return  # then close without a word
        if fault and fault.startswith("http_"):
            status = int(fault.split("_")[1])
            headers = {"Retry-After": f"{owner.retry_after_s:g}"} if fault == "http_429_retry_after" else {}
            return self._send(status, json.dumps({"error": {"message": f"injected {fault}"}}).encode(), headers)
        if path.endswith("/models"):
            return self._send(200, json.dumps({"object": "list", "data": [{"id": "m", "object": "model"}]}).encode())
        if not path.endswith("/chat/completions"):
            return self._send(404, b'{"error": "not found"}')
        try:
            messages = json.loads(raw)["messages"]
        except (ValueError, KeyError, TypeError):
            return self._send(400, b'{"error": "bad request"}')
        text = owner.answer(messages)
        body = json.dumps(completion(text, 2 if fault == "wrong_choices" else 1)).encode()
        if fault == "empty_choices":
            body = json.dumps({**completion(text), "choices": []}).encode()
        elif fault == "truncated_json":
            body = body[: len(body) // 2]
        elif fault == "invalid_json":
            body = b"<html><body><h1>502 Bad Gateway</h1></body></html>"
        if fault == "cut_body":
            self._head(200, len(body))
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            return
        if fault in ("trickle", "drip"):
            pieces = 4 if fault == "trickle" else owner.drip_pieces
            total = owner.trickle_s if fault == "trickle" else owner.drip_s
            self._head(200, len(body))
            step = -(-len(body) // pieces)
            for i in range(0, len(body), step):
                if owner._stop.wait(total / pieces):
                    return
                self.wfile.write(body[i:i + step])
                self.wfile.flush()
            return
        self._send(200, body)

    def _head(self, status: int, length: int, headers: Mapping[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(length))
        self.send_header("Connection", "close")
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()

    def _send(self, status: int, body: bytes, headers: Mapping[str, str] | None = None) -> None:
        self._head(status, len(body), headers)
        self.wfile.write(body)
        self.wfile.flush()
