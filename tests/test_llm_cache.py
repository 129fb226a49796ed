"""Completion cache: hits are identical and skip the model; keys cover model, params and tools; it can be off."""

from __future__ import annotations

from nl2sql.llm import CachedLLM, CompletionCache, GenParams, load
from nl2sql.llm.base import Batch
from nl2sql.llm.replay.backend import FunctionLLM

P = [[{"role": "user", "content": "How many students?"}], [{"role": "user", "content": "List titles."}]]


class Counting(FunctionLLM):
    """Counts how many prompts reach the model."""

    def __init__(self, name="counting"):
        self.seen = 0

        def fn(msgs):
            self.seen += 1
            return {"text": f"SELECT {self.seen} -- {msgs[-1]['content']}", "prompt_tokens": 4, "completion_tokens": 3,
                    "latency_s": 0.25}

        super().__init__(fn, name=name)


def test_cache_hit_is_identical_and_skips_the_model(tmp_path):
    inner = Counting()
    llm = CachedLLM(inner, tmp_path / "c.sqlite")
    first = llm.generate(P)
    assert inner.seen == 2 and not any(c.cached for c in first)
    again = llm.generate(P)
    assert inner.seen == 2 and again == first and all(c.cached for c in again)
    assert llm.usage.calls == 4 and llm.usage.cached_calls == 2
    # A new process (a new wrapper on the same file) sees the same entries.
    other = CachedLLM(Counting(), tmp_path / "c.sqlite")
    assert other.generate(P) == first and other.inner.seen == 0


def test_cache_mixes_hits_and_misses_in_order_and_dedups(tmp_path):
    inner = Counting()
    llm = CachedLLM(inner, CompletionCache(tmp_path / "c.sqlite"))
    [a] = llm.generate(P[:1])
    b = llm.generate([P[1], P[0], P[1]])
    assert inner.seen == 2  # P[1] generated once even though it appears twice
    assert b[1] == a and b[0] == b[2] and b[0].text.endswith("List titles.")


def test_cache_key_covers_params_tools_and_model(tmp_path):
    path = tmp_path / "c.sqlite"
    inner = Counting()
    llm = CachedLLM(inner, path)
    llm.generate(P[:1])
    llm.generate(P[:1], GenParams(max_new_tokens=8))
    llm.generate(P[:1], tools=[{"name": "run_sql"}])
    assert inner.seen == 3
    llm.generate(P[:1], GenParams(temperature=0.7))  # greedy: temperature does not matter
    assert inner.seen == 3
    llm.generate(P[:1], GenParams(do_sample=True, seed=1))
    llm.generate(P[:1], GenParams(do_sample=True, seed=2))
    assert inner.seen == 5
    other_model = CachedLLM(Counting(name="other"), path)
    other_model.generate(P[:1])
    assert other_model.inner.seen == 1


def test_cache_can_be_turned_off(tmp_path, monkeypatch):
    monkeypatch.setenv("NL2SQL_CACHE", str(tmp_path))
    rec = tmp_path / "r.json"
    rec.write_text('{"' + '%064x' % 0 + '": "x"}')
    assert not isinstance(load(str(rec), backend="replay"), CachedLLM)  # replay: off by default
    assert isinstance(load(str(rec), backend="replay", cache=True), CachedLLM)
    assert isinstance(load(str(rec), backend="replay", cache=tmp_path / "x.sqlite"), CachedLLM)
    monkeypatch.setenv("NL2SQL_NO_CACHE", "1")
    assert not isinstance(load(str(rec), backend="replay", cache=True), CachedLLM)
    monkeypatch.setenv("NL2SQL_NO_CACHE", "0")
    llm = load(str(rec), backend="replay", cache=True)
    assert isinstance(llm, CachedLLM) and llm.cache.path == tmp_path / "completions.sqlite"


def test_cache_clear_and_len(tmp_path):
    c = CompletionCache(tmp_path / "c.sqlite")
    llm = CachedLLM(Counting(), c)
    llm.generate(P)
    assert len(c) == 2
    c.clear()
    assert len(c) == 0
    run_dir = tmp_path / "run1"
    run_dir.mkdir()
    assert CompletionCache(run_dir).path == run_dir / "completions.sqlite"  # a folder gets a file inside it


def test_failed_calls_are_not_cached(tmp_path):
    calls = {"n": 0}

    def flaky(msgs):
        calls["n"] += 1
        if calls["n"] == 1:
            raise ConnectionError("server restarting")
        return "SELECT 1"

    llm = CachedLLM(FunctionLLM(flaky), tmp_path / "c.sqlite")
    [first] = llm.generate(P[:1])
    assert first.finish_reason == "error" and len(llm.cache) == 0
    [again] = llm.generate(P[:1])
    assert (again.text, again.cached, calls["n"]) == ("SELECT 1", False, 2) and len(llm.cache) == 1


class Together(Counting):
    """Counts generate_calls() the way a batching backend takes them: all missing calls in one go."""

    def __init__(self):
        super().__init__(name="together")
        self.batches: list[int] = []

    def _generate_calls(self, calls):
        self.batches.append(sum(len(c.prompts) for c in calls))
        return [self._generate(list(c.prompts), c.params, c.tools) for c in calls]


def test_calls_answered_together_go_through_the_cache(tmp_path):
    from nl2sql.llm.base import Call

    inner = Together()
    llm = CachedLLM(inner, tmp_path / "c.sqlite")
    sampled = GenParams(do_sample=True, temperature=0.7, seed=3)
    [[plain]] = llm.generate_calls([Call(P[:1])])
    assert inner.batches == [1]
    # The cached prompt comes from the cache; the misses of both calls reach the model in one batch.
    got = llm.generate_calls([Call(P), Call([P[1]] * 2, sampled)])
    assert inner.batches == [1, 3] and got[0][0].text == plain.text
    assert [c.cached for c in got[0]] == [True, False] and len({c.text for c in got[1]}) == 2
    again = llm.generate_calls([Call(P), Call([P[1]] * 2, sampled)])
    assert inner.batches == [1, 3] and [[c.text for c in g] for g in again] == [[c.text for c in g] for g in got]
    assert all(c.cached for g in again for c in g) and llm.usage.calls == 1 + 4 + 4


class OneAtATime(Batch):
    """A batch that answers one call per take(), the way a backend decoding calls as they come returns them."""

    def take(self):
        if not self.waiting:
            return {}
        t = min(self.waiting)
        call = self.waiting.pop(t)
        return {t: self.llm.generate(call.prompts, call.params, call.tools)}


class Streaming(Counting):
    def batch(self):
        return OneAtATime(self)


def test_a_batch_through_the_cache_answers_hits_without_waiting_for_the_model(tmp_path):
    from nl2sql.llm.base import Call

    inner = Streaming(name="streaming")
    llm = CachedLLM(inner, tmp_path / "c.sqlite")
    batch = llm.batch()
    first = batch.add(Call(P[:1]))
    assert batch.take()[first][0].cached is False and inner.seen == 1
    batch = llm.batch()
    miss, hit = batch.add(Call(P[1:])), batch.add(Call(P[:1]))
    # The cached call comes back first, before the model is asked anything; the miss then reaches the model.
    got = batch.take()
    assert list(got) == [hit] and got[hit][0].cached and inner.seen == 1
    got = batch.take()
    assert list(got) == [miss] and not got[miss][0].cached and inner.seen == 2 and len(batch) == 0
    assert llm.usage.calls == 3 and llm.hits == 1 and llm.misses == 2 and len(llm.cache) == 2
