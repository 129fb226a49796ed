"""Prefix reuse: the LRU of key/value states, and greedy outputs equal to model.generate without it."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from nl2sql.llm import TINY_MODEL, GenParams, load
from nl2sql.llm.transformers.decoding import prefix_attention
from nl2sql.llm.transformers.decoding.decoder import Decoder
from nl2sql.llm.transformers.decoding.growing_layer import ROOM, growing_layer
from nl2sql.llm.transformers.decoding.prefix_cache import PrefixCache


def states(n: int) -> list[tuple[torch.Tensor, torch.Tensor]]:
    """Stand-in states for n tokens (two layers), enough for the cache's bookkeeping."""
    return [(torch.zeros(1, 1, n, 2), torch.zeros(1, 1, n, 2)) for _ in range(2)]


def test_longest_prefix_wins() -> None:
    cache = PrefixCache(100)
    cache.put(np.array([1, 2, 3]), states(3))
    cache.put(np.array([1, 2, 3, 4, 5, 6]), states(6))
    cache.put(np.array([9, 2, 3, 4, 5, 6, 7]), states(7))
    key, n = cache.longest(np.array([1, 2, 3, 4, 5, 8, 8]))
    assert n == 5 and list(cache.get(key).ids) == [1, 2, 3, 4, 5, 6]
    assert cache.longest(np.array([7, 7])) == (None, 0)


def test_eviction_keeps_the_token_budget_dropping_the_least_recent() -> None:
    cache = PrefixCache(10)
    cache.put(np.array([1, 1, 1, 1]), states(4))
    cache.put(np.array([2, 2, 2, 2]), states(4))
    cache.longest(np.array([1, 1]))  # a hit makes [1...] the most recent
    cache.put(np.array([3, 3, 3, 3]), states(4))
    assert cache.tokens == 8 and len(cache) == 2
    assert cache.longest(np.array([2, 2]))[1] == 0 and cache.longest(np.array([1, 1]))[1] == 2
    cache.put(np.arange(11), states(11))  # larger than the whole budget: not kept
    assert cache.tokens == 8


def test_an_extension_replaces_the_entry_it_extends() -> None:
    cache = PrefixCache(100)
    cache.put(np.array([1, 2]), states(2))
    key, _ = cache.longest(np.array([1, 2, 3]))
    cache.put(np.array([1, 2, 3, 4]), states(4), replaces=key)
    assert len(cache) == 1 and cache.tokens == 4


@pytest.fixture(scope="module")
def tiny():
    # fp32: the comparison is with a differently shaped computation, where bf16 rounding can flip a token.
    return load(TINY_MODEL, cache=False, dtype="float32")


@pytest.fixture(scope="module")
def tiny_int8():
    # int8 (the CPU default): exact integer products, a scale per token, float32 around them. Quantizing a token
    # turns the last-bit differences of two shapes of attention into a step of its int8 grid now and then
    # (docs/engines.md#differences), so a near tie can flip where fp32's tokens hold.
    return load(TINY_MODEL, cache=False, dtype="int8")


def conversations() -> list[list[dict]]:
    system = ("You write SQLite queries.\nCREATE TABLE singer (Singer_ID INT, Name TEXT, Country TEXT, Age INT);\n"
              "CREATE TABLE concert (concert_ID INT, Name TEXT, Year TEXT);\n")
    questions = ["How many singers are there?", "List the names of singers older than 30.",
                 "Which year had the most concerts?", "Show the youngest singer."]
    return [[{"role": "system", "content": system}, {"role": "user", "content": q}] for q in questions]


def two_turns(llm, params: GenParams) -> list[list[str]]:
    """Two turns of the four conversations: the second resends the first's prompt and answer before its own."""
    convs = conversations()
    texts = []
    for _ in range(2):
        comps = llm.generate(convs, params)
        texts.append([c.text for c in comps])
        for conv, comp in zip(convs, comps):
            conv += [{"role": "assistant", "content": comp.text},
                     {"role": "user", "content": "Observation: ok. Write it again."}]
    return texts


def test_a_decoding_batch_grows_in_place_and_keeps_its_rows_through_moves_trims_and_joins() -> None:
    # The batch's layer against plain concatenation: each row's states stay the same through every operation.
    torch.manual_seed(0)
    keys, values = torch.randn(3, 2, 5, 4), torch.randn(3, 2, 5, 4)
    room = (0, 0, 0, ROOM, 0, 0, 0, 2)  # ROOM more positions, 2 more rows
    layer = growing_layer()(torch.nn.functional.pad(keys, room), torch.nn.functional.pad(values, room), 3, 5)
    buffer = layer.kbuf.data_ptr()
    for _ in range(ROOM):  # the room fills without a copy
        k, v = torch.randn(3, 2, 1, 4), torch.randn(3, 2, 1, 4)
        keys, values = torch.cat([keys, k], 2), torch.cat([values, v], 2)
        out_k, out_v = layer.update(k, v)
        assert torch.equal(out_k, keys) and torch.equal(out_v, values)
    assert layer.kbuf.data_ptr() == buffer
    k, v = torch.randn(3, 2, 1, 4), torch.randn(3, 2, 1, 4)  # past the room: one copy, the same states
    keys, values = torch.cat([keys, k], 2), torch.cat([values, v], 2)
    layer.update(k, v)
    assert layer.kbuf.data_ptr() != buffer and torch.equal(layer.keys, keys)
    assert layer.get_seq_length() == 5 + ROOM + 1
    layer.move([(0, 2)], 2)  # row 0 ended: the last row takes its place
    keys, values = keys[[2, 1]], values[[2, 1]]
    assert torch.equal(layer.keys, keys) and torch.equal(layer.values, values)
    layer.trim(3)
    keys, values = keys[:, :, 3:], values[:, :, 3:]
    assert layer.room_for(3) and not layer.room_for(4)  # the 2 rows of room and the ended row's place
    buffer = layer.kbuf.data_ptr()
    new_k, new_v = torch.randn(1, 2, 7, 4), torch.randn(1, 2, 7, 4)  # a shorter row joins, right-aligned in place
    layer.append_rows([(new_k, new_v)], [7])
    assert layer.kbuf.data_ptr() == buffer and layer.keys.shape[0] == 3
    assert torch.equal(layer.keys[:2], keys) and torch.equal(layer.keys[2, :, -7:], new_k[0])
    k, v = torch.randn(3, 2, 1, 4), torch.randn(3, 2, 1, 4)
    out_k, out_v = layer.update(k, v)
    assert torch.equal(out_k[:2], torch.cat([keys, k[:2]], 2))
    assert torch.equal(out_v[2, :, -8:], torch.cat([new_v, v[2:]], 2)[0])


def plain_and_reused(tiny, monkeypatch) -> tuple[list[list[str]], list[list[str]], list[int]]:
    """Two turns of four conversations without reuse (model.generate), then with it (our decoder, chunked)."""
    # The plumbing, not the model: 24 tokens reach the decoder's every path (rows ending at different steps, a
    # second turn continuing the first from the cache) at a fraction of 40's cost on a slow CPU.
    params = GenParams(max_new_tokens=24, stop=("Observation:", ";"))
    tiny.prefix_cache.max_tokens = 0  # off: the plain model.generate path
    plain = two_turns(tiny, params)
    tiny.prefix_cache.max_tokens = 131072
    tiny.prefix_cache.clear()
    tiny.prefix_cache.hits = tiny.prefix_cache.computed = 0
    chunked = []  # the prompts prefilled after cached states, attended a chunk of queries at a time
    whole = prefix_attention._continued_forward
    monkeypatch.setattr(prefix_attention, "CHUNK", 8)  # the conversation's prompts are short
    monkeypatch.setattr(prefix_attention, "_continued_forward",
                        lambda *a, **kw: chunked.append(a[1].shape[2]) or whole(*a, **kw))
    reused = two_turns(tiny, params)
    return plain, reused, chunked


@pytest.mark.model
def test_greedy_with_reuse_equals_model_generate_over_a_conversation(tiny, monkeypatch) -> None:
    plain, reused, chunked = plain_and_reused(tiny, monkeypatch)
    assert reused == plain
    assert chunked and tiny.model.config._attn_implementation == prefix_attention.NAME
    # Turn 2 resends the history: most prompt tokens come from the cache.
    assert tiny.prefix_cache.hits > tiny.prefix_cache.computed > 0
    assert len({t for turn in plain for t in turn}) > 4  # the rows really differ (and end at different steps)


@pytest.mark.model
def test_int8_reuse_keeps_the_greedy_answers_but_for_rare_near_ties(tiny_int8, monkeypatch) -> None:
    plain, reused, chunked = plain_and_reused(tiny_int8, monkeypatch)
    rows = [(a, b) for p, r in zip(plain, reused) for a, b in zip(p, r)]
    # A flip follows a near tie (and its conversation's later turns with it): most rows stay the same, and every
    # first-turn answer starts the same way.
    assert sum(a == b for a, b in rows) >= 0.75 * len(rows)
    assert [a.split()[:3] for a in plain[0]] == [b.split()[:3] for b in reused[0]]
    assert chunked and tiny_int8.prefix_cache.hits > tiny_int8.prefix_cache.computed > 0


@pytest.mark.model
def test_sampled_copies_of_a_prompt_are_prefilled_once(tiny) -> None:
    tiny.prefix_cache.clear()
    tiny.paths.clear()  # no greedy answer to walk: every draw is decoded
    tiny.prefix_cache.hits = tiny.prefix_cache.computed = 0
    prompt = conversations()[0]
    n_ids = len(tiny.encode([prompt])[0])
    params = GenParams(max_new_tokens=8, do_sample=True, temperature=0.7, seed=1)
    first = tiny.generate([prompt] * 4, params)
    # Four draws, one prefill: the copies reuse the first row's states (candidates share their prompt's cost).
    assert tiny.prefix_cache.computed == n_ids and tiny.prefix_cache.hits == 3 * n_ids
    again = tiny.generate([prompt] * 4, params)
    assert [c.text for c in again] == [c.text for c in first]  # the same seed draws the same candidates
    assert tiny.prefix_cache.computed <= n_ids + 1  # ...and the second call reuses the stored prompt


@pytest.mark.model
def test_without_the_prefix_cache_any_integer_seed_draws(tiny, monkeypatch) -> None:
    monkeypatch.setattr(tiny.prefix_cache, "max_tokens", 0)  # model.generate's path, seeded by torch.manual_seed
    prompt = conversations()[0]

    def draw(seed: int) -> str:
        return tiny.generate([prompt], GenParams(max_new_tokens=8, do_sample=True, temperature=1.0, seed=seed))[0].text

    # torch reads a seed modulo 2**64; past 64 bits it refused one, and every sampled call of the run failed.
    assert draw(2**64 + 7) == draw(7) and draw(-1) == draw(2**64 - 1) and draw(-(2**70)) == draw(0)
    assert len({draw(0), draw(7), draw(8)}) > 1  # the seed picks the draw


@pytest.mark.model
def test_run_config_reaches_the_transformers_backend(tiny) -> None:
    from nl2sql.config import RunConfig
    from nl2sql.llm import load, resolve_backend

    assert resolve_backend("qwen2.5-coder-0.5b-instruct") == "transformers"
    assert resolve_backend("m", "auto", "http://127.0.0.1:8000/v1") == "openai"
    assert resolve_backend("http://host:8000/v1") == "openai" and resolve_backend("x", "hf") == "transformers"
    cfg = RunConfig(model=TINY_MODEL, llm_cache=False, batch_size=3, prefix_cache_tokens=0, dtype="float32")
    llm = load(**cfg.override(method="baseline").llm_options())
    assert llm.batch_size == 3 and llm.prefix_cache.max_tokens == 0 and llm.dtype_name == "float32"
    # The loop's rounds carry a prefetched fallback prompt per question at most: room for them in one pass.
    assert load(**cfg.llm_options()).batch_size == 6
    assert load(**cfg.override(prefetch_fallback=False).llm_options()).batch_size == 3
    with pytest.raises(ValueError, match="prefix_cache_tokens must be >= 0"):
        RunConfig(prefix_cache_tokens=-1)
    with pytest.raises(ValueError, match="dtype must be one of"):
        RunConfig(dtype="fp8")


@pytest.mark.model
def test_calls_answered_together_give_what_each_call_gives_alone(tiny, monkeypatch) -> None:
    from nl2sql.llm.base import Call

    convs = conversations()
    calls = [Call(convs[:2], GenParams(max_new_tokens=16, stop=(";",))),
             Call([convs[2]] * 3, GenParams(max_new_tokens=12, do_sample=True, temperature=0.8, seed=5,
                                            stop=(";",), continued=False)),
             Call([convs[3]] * 2, GenParams(max_new_tokens=6, do_sample=True, temperature=0.8, seed=6))]
    alone = []
    for call in calls:
        tiny.prefix_cache.clear()
        alone.append(tiny.generate(call.prompts, call.params))
    decodes = []
    real = Decoder.add
    monkeypatch.setattr(Decoder, "add", lambda self, prompts, **kw: decodes.append(len(prompts)) or real(self, prompts, **kw))
    tiny.prefix_cache.clear()
    before = tiny.usage.calls
    together = tiny.generate_calls(calls)
    # One decode of all seven rows; each row keeps its call's length cap, stop strings, seed and copy number.
    assert decodes == [7] and tiny.usage.calls == before + 7
    assert [[c.text for c in got] for got in together] == [[c.text for c in got] for got in alone]
    assert all(c.completion_tokens <= 6 for c in together[2]) and len({c.text for c in together[1]}) > 1


@pytest.mark.model
def test_sampled_candidates_leave_no_states_behind(tiny) -> None:
    prompt = conversations()[1]
    tiny.prefix_cache.clear()
    tiny.generate([prompt], GenParams(max_new_tokens=10))  # the greedy answer stores the prompt and its tokens
    held, tokens = len(tiny.prefix_cache), tiny.prefix_cache.tokens
    computed = tiny.prefix_cache.computed
    candidates = GenParams(max_new_tokens=10, do_sample=True, temperature=0.7, seed=2, continued=False)
    tiny.generate([prompt] * 4, candidates)
    # No draw needed a prefill (each walked the greedy answer, whose states are cached up to where it left it, its
    # own token fed in the first decoding step) and none was stored: no copy, nothing evicted.
    assert tiny.prefix_cache.computed == computed
    assert (len(tiny.prefix_cache), tiny.prefix_cache.tokens) == (held, tokens)
    tiny.generate([prompt] * 4, GenParams(max_new_tokens=10, do_sample=True, temperature=0.7, seed=2))
    assert tiny.prefix_cache.tokens > tokens  # a turn that may be continued keeps its states


@pytest.mark.model
def test_samples_walk_the_greedy_answer_and_draw_what_decoding_draws(tiny) -> None:
    prompts = conversations()
    sampled = GenParams(max_new_tokens=16, do_sample=True, temperature=0.7, seed=4, stop=(";",), continued=False)
    texts = {}
    for walk in (True, False):
        tiny.prefix_cache.clear()
        tiny.paths.clear()
        tiny.paths.max_prompts = 256 if walk else 0
        tiny.paths.followed = tiny.paths.decoded = 0
        tiny.generate(prompts, GenParams(max_new_tokens=16))  # the greedy answers first, as the candidate agent asks
        texts[walk] = [c.text for c in tiny.generate([p for p in prompts for _ in range(4)], sampled)]
        counts = (tiny.paths.followed, tiny.paths.decoded)
        # Drawn tokens that repeat a greedy token cost no decoding (with this tiny model's doubts, a few of them).
        assert (counts[0] > 0) == walk and counts[1] > 0
    tiny.paths.max_prompts = 256
    # The same seeds draw the same candidates, walked or decoded: the walk draws from the greedy step's logits.
    assert texts[True] == texts[False] and len(set(texts[True])) > 4


@pytest.mark.model
def test_calls_added_while_others_decode_join_the_running_batch(tiny) -> None:
    from nl2sql.llm.base import Call

    convs = conversations()
    long = Call([convs[0], convs[3]], GenParams(max_new_tokens=24))
    short = Call([convs[1]], GenParams(max_new_tokens=2))
    later = Call([convs[2]] * 3, GenParams(max_new_tokens=12, do_sample=True, temperature=0.8, seed=5,
                                           continued=False))
    alone = []
    for call in (long, short, later):
        tiny.prefix_cache.clear()
        tiny.paths.clear()
        alone.append([c.text for c in tiny.generate(call.prompts, call.params)])
    tiny.prefix_cache.clear()
    tiny.paths.clear()
    batch = tiny.batch()
    together: list[set[int]] = []  # the calls whose rows each decoding step holds
    real = batch.decoder.step
    batch.decoder.step = lambda: together.append({batch.rows[id(r)].ticket for r in batch.decoder.rows}) or real()
    t_long, t_short = batch.add(long), batch.add(short)
    got = batch.take()
    # The short call comes back alone while the long one still decodes...
    assert list(got) == [t_short] and len(batch) == 1 and batch.decoder.rows
    t_later = batch.add(later)
    while len(got) < 3:
        got.update(batch.take())
    # ...and the call added then joins the long call's rows instead of waiting for them to end.
    assert any({t_long, t_later} <= held for held in together)
    # Each call's texts are the ones it gets alone (the same seeds, stop rules and length caps).
    assert [[c.text for c in got[t]] for t in (t_long, t_short, t_later)] == alone
    assert batch.take() == {} and len(batch) == 0
