"""A model whose failing prompts fail alone: what a long run wraps its model in, so a backend error costs one
question, not the run."""

from __future__ import annotations

from typing import Any, Sequence

from nl2sql.llm.base import LLM, Batch, Call, Completion, GenParams, LLMError, PromptLike, ToolsUnsupportedError


class PromptFailures:
    """An LLM whose failing batch fails each prompt alone: the batch is retried one prompt at a time, and a
    prompt that still raises gets an error Completion (finish_reason "error"), so its question is stored as
    failed (a rerun generates it again) and the rest of the run goes on. Error Completions a backend returns
    itself (the OpenAI-compatible client's request that used up its retries) are counted in `failed` too.

    A server that cannot be reached or stopped answering for longer than its outage budget, or max_consecutive
    prompts failing in a row, still ends the run with its error: then no prompt can succeed, and the questions
    finished so far are kept (run_id, when given, is named in the error as the way to resume).
    """

    def __init__(self, llm: LLM, max_consecutive: int = 16, run_id: str | None = None) -> None:
        self.llm = llm
        self.max_consecutive = max_consecutive
        self.run_id = run_id
        self.failed = 0  # prompts answered with an error Completion
        self.in_a_row = 0
        self.last_error: str | None = None

    def __getattr__(self, name: str) -> Any:  # name, backend, usage, identity(), close(): the wrapped model's
        return getattr(self.llm, name)

    def generate(self, prompts: Sequence[PromptLike], params: GenParams | None = None,
                 tools: list[dict] | None = None) -> list[Completion]:
        """The wrapped model's completions; a prompt the backend fails on gets an error Completion instead."""
        try:
            out = self.llm.generate(prompts, params, tools)
        except Exception as exc:  # KeyboardInterrupt and SystemExit still stop the run
            self._check_fatal(exc)
            if len(prompts) == 1:
                return [self._failure(exc)]
            return [self._one(p, params, tools) for p in prompts]
        for comp in out:
            self._tally(comp)
        return out

    def generate_calls(self, calls: Sequence[Call]) -> list[list[Completion]]:
        """Several calls answered together (LLM.generate_calls); when that fails, each call on its own as generate()."""
        try:
            out = self.llm.generate_calls(calls)
        except Exception as exc:
            self._check_fatal(exc)
            return [self.generate(c.prompts, c.params, c.tools) for c in calls]
        for comps in out:
            for comp in comps:
                self._tally(comp)
        return out

    def batch(self) -> Batch:
        """Calls in flight whose failures fail alone: a batch that raises is answered again call by call."""
        inner = self.llm.batch()
        return Batch(self) if type(inner) is Batch else _FallbackBatch(self, inner)

    def _one(self, prompt: PromptLike, params: GenParams | None, tools: list[dict] | None) -> Completion:
        try:
            [comp] = self.llm.generate([prompt], params, tools)
        except Exception as exc:
            self._check_fatal(exc)
            return self._failure(exc)
        self._tally(comp)
        return comp

    def _check_fatal(self, exc: Exception) -> None:
        from nl2sql.llm.openai.backend import EndpointUnreachableError  # imported here: the HTTP client loads on demand

        if isinstance(exc, EndpointUnreachableError) and self.run_id:  # no prompt can succeed: say how to resume
            raise EndpointUnreachableError(
                f"{exc}: rerun run id {self.run_id!r} (`--run-id {self.run_id}`) once the server answers, and it "
                f"resumes where it stopped") from exc
        if isinstance(exc, (EndpointUnreachableError, ToolsUnsupportedError)):
            raise exc

    def _tally(self, comp: Completion) -> None:
        """Count a completion: an error one the backend returned itself fails its prompt alone (the prompts of a few
        questions can fail every time, so it does not count toward max_consecutive); any other resets the count."""
        if comp.finish_reason != "error":
            self.in_a_row = 0
            return
        self.failed += 1
        self.last_error = (comp.error or "unknown backend error")[:500]

    def _failure(self, exc: Exception) -> Completion:
        self.failed += 1
        self.in_a_row += 1
        self.last_error = f"{type(exc).__name__}: {exc}"[:500]
        self._check_in_a_row(exc)
        return Completion(text="", finish_reason="error", error=self.last_error)

    def _check_in_a_row(self, exc: Exception | None) -> None:
        if self.in_a_row >= self.max_consecutive:
            again = f"rerun run id {self.run_id!r}" if self.run_id else "rerun the same run_id"
            raise LLMError(f"the model backend failed on {self.in_a_row} prompts in a row (last: {self.last_error}); "
                           f"fix the backend and {again}: finished questions are kept") from exc


class _FallbackBatch(Batch):
    """PromptFailures' batch over an inner batch that decodes calls as they come
    (nl2sql.llm.transformers.decoding.hf_batch): when a take() raises, every call still in flight is answered on its own
    (generate_calls, then each prompt) and a fresh inner batch takes the next calls."""

    def __init__(self, llm: PromptFailures, inner: Batch) -> None:
        super().__init__(llm)
        self.inner = inner
        self.calls: dict[int, tuple[int, Call]] = {}  # ticket -> (inner ticket, call)

    def __len__(self) -> int:
        return len(self.calls)

    def add(self, call: Call) -> int:
        self._next += 1
        self.calls[self._next] = (self.inner.add(call), call)
        return self._next

    def take(self) -> dict[int, list[Completion]]:
        if not self.calls:
            return {}
        try:
            got = self.inner.take()
        except Exception as exc:
            self.llm._check_fatal(exc)
            self.inner = self.llm.llm.batch()
            tickets = list(self.calls)
            answers = self.llm.generate_calls([self.calls.pop(t)[1] for t in tickets])
            return dict(zip(tickets, answers))
        out = {}
        for t, (inner_t, _call) in list(self.calls.items()):
            if inner_t in got:
                out[t] = got[inner_t]
                del self.calls[t]
                for comp in out[t]:
                    self.llm._tally(comp)
        return out
