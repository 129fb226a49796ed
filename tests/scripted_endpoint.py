"""An OpenAI-compatible endpoint on loopback that answers from a script of (status, body) and records requests."""

from __future__ import annotations

import http.server
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager


def reply(text: str, prompt_tokens: int, completion_tokens: int) -> dict:
    """A chat completion answering `text`, with its usage."""
    return {"choices": [{"message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens}}


class ScriptedEndpoint(http.server.BaseHTTPRequestHandler):
    """Pops (status, body) from `script` per request (`default` once it is empty); `seen` and `hits` count them."""

    script: list = []
    seen: list = []
    hits = 0
    default: dict = reply("SELECT 1", 5, 2)

    def do_POST(self):  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        cls = type(self)
        cls.hits += 1
        cls.seen.append({"auth": self.headers.get("Authorization"), "body": body})
        status, payload = cls.script.pop(0) if cls.script else (200, None)
        data = json.dumps(payload or cls.default).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


@contextmanager
def serve_script(handler: type[ScriptedEndpoint] = ScriptedEndpoint) -> Iterator[tuple[str, type[ScriptedEndpoint]]]:
    """The endpoint on a free loopback port: (its base URL without /v1, the handler class holding the script)."""
    handler.script, handler.seen, handler.hits = [], [], 0
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", handler
    finally:
        server.shutdown()
        server.server_close()
