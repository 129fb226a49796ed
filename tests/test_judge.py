"""LLM-as-judge (docs/reference-loop.md#judge): the verdict parser, judge_sql, the policy step, the judge gate,
the vote's judge bonus, the trace, and defaults that leave every prediction as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from agent_scripts import Recorder, follow, kind

from nl2sql.config import RunConfig
from nl2sql.data.dataset import load_dataset
from nl2sql.llm import Completion, FunctionLLM
from nl2sql.llm.base import GenParams
from nl2sql.methods.agent import Observation, PendingGeneration, policy, react_sql, react_sql_batch
from nl2sql.methods.agent.state import AgentState
from nl2sql.methods.agent.toolkit import apply_observation, call_tool
from nl2sql.methods.agent.tools import TOOLS, tools_for
from nl2sql.methods.agent.trace import confidence
from nl2sql.methods.candidates import run_candidates
from nl2sql.methods.judge import parse_verdict
from nl2sql.methods.prompts import JUDGE_INSTRUCTION
from nl2sql.methods.ranking import JUDGE_BONUS, candidate, judge_targets, rank
from nl2sql.methods.vote import Question, vote_batch
from nl2sql.report.transcript import render_trace, vote_lines
from nl2sql.sql.guardrails import ALL_STEPS
from nl2sql.sql.schema import read_schema

NLQ = "How many artists are from the USA?"
ALL = "SELECT count(*) FROM artist"
USA = "SELECT count(*) FROM artist WHERE country = 'USA'"
WRONG_WHY = "it counts every artist, not only the ones from the USA"


def _voting(cfg: RunConfig) -> tuple:
    """What vote_batch takes of a candidate agent's config: its vote's options and its weights."""
    return cfg.options().vote, cfg.options().weights


def is_judge(messages: list[dict]) -> bool:
    return JUDGE_INSTRUCTION in messages[-1]["content"]


def judged_sql(messages: list[dict]) -> str:
    """The SQL a judge prompt asks about."""
    return next(line[5:] for line in messages[-1]["content"].splitlines() if line.startswith("SQL: "))


@pytest.fixture(scope="module")
def usa_q(mini_dir):
    return next(e for e in load_dataset(mini_dir, "dev").examples if e.question == NLQ)


@pytest.fixture(scope="module")
def concerts(mini_dir):
    db = mini_dir / "database" / "concerts" / "concerts.sqlite"
    return db, read_schema(db, "concerts")


# -- the verdict -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("reply, verdict, reason", [
    ("yes: the query counts the artists from the USA.", "yes", "the query counts the artists from the USA."),
    ("No. It counts every artist.", "no", "It counts every artist."),
    ("**No** - the filter is missing", "no", "the filter is missing"),
    ("Answer: YES\nReason: it filters on country", "yes", "Reason: it filters on country"),
    ("The query filters on country, so yes.", "yes", "The query filters on country, so"),
    ("no: yes would be wrong, the filter is missing", "no", "yes would be wrong, the filter is missing"),
])
def test_the_first_yes_or_no_word_is_the_verdict(reply, verdict, reason):
    v = parse_verdict(reply)
    assert (v.verdict, v.reason, v.raw) == (verdict, reason, reply)


@pytest.mark.parametrize("reply", ["", None, "The query looks plausible.", "SELECT count(*) FROM artist",
                                   "nobody knows; yesterday it worked"])
def test_a_reply_without_yes_or_no_is_unknown_and_never_raises(reply):
    v = parse_verdict(reply)
    assert v.verdict == "unknown" and v.reason == " ".join((reply or "").split())


# -- judge_sql alone ------------------------------------------------------------------------------------------

def test_judge_sql_shows_the_question_the_sql_and_its_first_rows_and_records_the_verdict(usa_q):
    state = AgentState.start(usa_q, RunConfig(judge=True))
    state.last_sql = "SELECT name, country FROM artist ORDER BY name"  # not run yet: judge_sql runs it read-only
    tool = tools_for(state.options)["judge_sql"]
    pending = call_tool(tool, state, {}, 5.0)
    assert isinstance(pending, PendingGeneration) and pending.request.purpose == "judge"
    user = pending.request.messages[-1]["content"]
    assert f"Question: {NLQ}" in user and "SQL: SELECT name, country FROM artist ORDER BY name" in user
    assert "CREATE TABLE artist" in user and "columns: name, country" in user and JUDGE_INSTRUCTION in user
    rows = read_rows(usa_q.db_path, state.last_sql)
    assert len(rows) > 3 and f"Result: {len(rows)} row(s); first 3 rows:" in user
    assert all(" | ".join(map(str, r)) in user for r in rows[:3]) and " | ".join(map(str, rows[3])) not in user
    obs = pending.complete(Completion(text="No: it lists artists instead of counting them.", finish_reason="stop"))
    assert isinstance(obs, Observation) and obs.data["verdict"] == "no"
    assert obs.data["reason"] == "it lists artists instead of counting them." and obs.data["rows_shown"] == 3
    outcome = apply_observation(state, tool, obs)
    assert outcome.status == "ok" and state.judge_verdict == {"sql": state.last_sql, "verdict": "no",
                                                              "reason": "it lists artists instead of counting them."}
    assert state.pending_repair_error is None  # no gate: the verdict is only recorded
    garbage = pending.complete(Completion(text="", finish_reason="error", error="backend down"))
    assert garbage.data["verdict"] == "unknown" and garbage.ok


def read_rows(db: Path, sql: str) -> list[tuple]:
    import sqlite3

    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
        return con.execute(sql).fetchall()


def test_judge_sql_on_sql_that_does_not_execute_is_an_error_observation(usa_q):
    state = AgentState.start(usa_q, RunConfig(judge=True))
    state.last_sql = "SELECT nope FROM artist"
    obs = call_tool(tools_for(state.options)["judge_sql"], state, {}, 5.0)
    assert isinstance(obs, Observation) and not obs.ok
    assert "does not execute" in obs.error and "no such column" in obs.error


def test_judge_sql_is_offered_only_with_the_judge_knob():
    assert tools_for(RunConfig().options()) == TOOLS and "judge_sql" not in TOOLS
    names = list(tools_for(RunConfig(judge=True).options()))
    assert names.index("judge_sql") == names.index("finish") - 1 and len(names) == len(TOOLS) + 1
    order = policy.Policy.of(tools_for(RunConfig(judge=True).options())).order_text(names)
    assert "judge_sql" in order.split("Optional:")[1]


def test_knobs_are_checked():
    assert not RunConfig()["judge"] and not RunConfig()["judge_gate"]
    with pytest.raises(ValueError, match=r"judge=True: method 'baseline' does not read judge \(method='loop' or method='candidates' does\)"):
        RunConfig(method="baseline", judge=True)
    with pytest.raises(ValueError, match="judge_gate acts on the loop's judge_sql verdict"):
        RunConfig(judge_gate=True)
    with pytest.raises(ValueError, match="judge_gate"):
        RunConfig(method="candidates", judge=True, judge_gate=True)
    assert "judge" in RunConfig().output_knobs() and "judge_gate" in RunConfig().output_knobs()


# -- the loop --------------------------------------------------------------------------------------------------

def loop_llm(judge_replies: list[str], first_sql: str = ALL, repaired: str = USA):
    """generate_sql writes first_sql, repair_sql repaired; the judge answers from judge_replies in turn."""
    seen: dict[str, list] = {"judge": [], "repair": [], "sql": [], "react": [], "reask": []}

    def fn(messages):
        if is_judge(messages):
            seen["judge"].append(messages)
            return judge_replies[min(len(seen["judge"]), len(judge_replies)) - 1]
        k = kind(messages)
        seen[k].append(messages)
        if k in ("react", "reask"):
            return follow(messages)
        return repaired if k == "repair" else first_sql
    return FunctionLLM(fn), seen


def test_the_policy_judges_after_a_successful_run_and_before_finish(usa_q):
    llm, seen = loop_llm(["no: " + WRONG_WHY])
    result = react_sql(usa_q, llm, RunConfig(judge=True, llm_cache=False))
    actions = [e["action"] for e in result.trace if "action" in e and e["step"] >= 0]
    assert actions[-3:] == ["run_sql", "judge_sql", "finish"] and result.finished and result.sql == ALL
    judge = next(e for e in result.trace if e.get("action") == "judge_sql")
    assert judge["observation"]["verdict"] == "no" and judge["observation"]["reason"] == WRONG_WHY
    assert judge["observation"]["raw"] == "no: " + WRONG_WHY and judged_sql(seen["judge"][0]) == ALL
    assert next(e for e in result.trace if e.get("decided_action") == "judge_sql")["rule"] == "needs_judge"
    assert result.judge == {"verdict": "no", "reason": WRONG_WHY}
    # The judge is one of confidence's inputs: validation 1, execution 1, judge 0.
    assert result.confidence == pytest.approx(0.667) and confidence(result.sql, result.trace) == result.confidence
    pred, _ = result.rows()
    assert pred["judge"] == {"verdict": "no", "reason": WRONG_WHY} and pred["confidence"] == result.confidence
    assert "judge: no: " + WRONG_WHY in render_trace({"trace": result.trace, "id": "x"})

    off_llm, off_seen = loop_llm(["yes"])
    off = react_sql(usa_q, off_llm, RunConfig(llm_cache=False))
    assert not any(e.get("action") == "judge_sql" for e in off.trace) and not off_seen["judge"]
    assert off.judge is None and off.confidence == 1.0 and "judge" not in off.rows()[0]
    assert off.steps == result.steps - 1 and off.sql == result.sql


def test_the_judge_gate_forces_one_repair_with_the_judges_reason(usa_q):
    llm, seen = loop_llm(["no: " + WRONG_WHY, "yes: it filters on the country"])
    cfg = RunConfig(judge=True, judge_gate=True, max_steps=12, llm_cache=False)
    result = react_sql(usa_q, llm, cfg)
    assert result.sql == USA and result.finished and result.counters["repairs"] == 1
    repair_prompt = seen["repair"][0][-1]["content"]
    assert WRONG_WHY in repair_prompt and f"Previous SQL: {ALL}" in repair_prompt
    first = next(e for e in result.trace if e.get("action") == "judge_sql")
    assert first["observation"]["forced_repair"] is True
    forced = next(e for e in result.trace if e.get("forced_action") == "repair_sql" or
                  (e.get("decided_action") == "repair_sql"))
    assert WRONG_WHY in forced["reason"]
    assert [j["observation"]["sql"] for j in result.trace if j.get("action") == "judge_sql"] == [ALL, USA]
    assert result.judge["verdict"] == "yes" and len(seen["judge"]) == 2

    # At most once per question: a judge that always says no cannot loop; the repaired SQL finishes.
    stubborn, seen2 = loop_llm(["no: " + WRONG_WHY])
    again = react_sql(usa_q, stubborn, cfg)
    assert again.finished and again.sql == USA and again.counters["repairs"] == 1 and len(seen2["judge"]) == 2
    assert sum(bool(e["observation"].get("forced_repair")) for e in again.trace if e.get("action") == "judge_sql") == 1
    # Without the gate the same "no" is recorded and the first SQL stands.
    plain = react_sql(usa_q, loop_llm(["no: " + WRONG_WHY])[0], cfg.override(judge_gate=False))
    assert plain.sql == ALL and plain.counters["repairs"] == 0


def test_the_judge_gate_refuses_finish_until_the_sql_is_judged(usa_q):
    """A model that picks its own steps asks for finish straight after run_sql: refused once by the judge gate."""
    asked = []

    def react(messages):
        hint = follow(messages)
        if "judge_sql" in hint and not asked:
            asked.append(True)
            return "Thought: done.\nAction: finish[{}]"
        return hint

    systems = []

    def fn(messages):
        if is_judge(messages):
            return "yes: it counts the artists from the USA"
        if kind(messages) in ("react", "reask"):
            systems.append(messages[0]["content"])
            return react(messages)
        return USA
    cfg = RunConfig(tool_choice="model", judge=True, judge_gate=True, max_steps=10, llm_cache=False)
    result = react_sql(usa_q, FunctionLLM(fn), cfg)
    refused = [e for e in result.trace if e.get("action") == "finish" and e["observation"].get("blocked")]
    assert [e["observation"]["blocked"] for e in refused] == ["judge_gate"]
    assert "call judge_sql first" in refused[0]["observation"]["error"]
    assert result.finished and result.sql == USA and result.judge["verdict"] == "yes"
    assert result.counters["blocked_actions"] == 1
    # The model's system prompt lists judge_sql among the tools and the optional steps.
    assert "- judge_sql[{}]: ask a judge whether" in systems[0] and "judge_sql" in systems[0].split("Optional:")[1]


# -- the vote ----------------------------------------------------------------------------------------------------

def make(concerts, raws: list[str], nlq: str = NLQ):
    db, schema = concerts
    known: dict = {}
    return [candidate(r, "greedy" if i == 0 else f"sample {i}", nlq, schema, db, frozenset(ALL_STEPS), 5.0, known)
            for i, r in enumerate(raws)]


def test_the_judge_bonus_changes_the_winner_of_a_tied_vote(concerts):
    cands = make(concerts, [ALL, USA])
    tied = rank(cands)
    assert tied.scores[0] == tied.scores[1] and tied.winner == 0 and judge_targets(tied) == [0, 1]
    cands[0].judge = parse_verdict("no: " + WRONG_WHY).to_dict()
    cands[1].judge = parse_verdict("yes: it filters on the country").to_dict()
    judged = rank(cands)
    assert judged.winner == 1 and judged.scores == [tied.scores[0], tied.scores[1] + JUDGE_BONUS]
    assert judged.reason.endswith(", judge yes") and judge_targets(judged) == [0, 1]  # stable as verdicts come in
    d = judged.to_dict()
    assert [(j["cluster"], j["verdict"]) for j in d["judged"]] == [(0, "no"), (1, "yes")]
    lines = vote_lines(json.loads(json.dumps(d)))
    assert any(line.startswith("    greedy: cluster 0") and f"judge no: {WRONG_WHY}" in line for line in lines)
    assert any(line.startswith("  * sample 1: cluster 1") and "judge yes: it filters" in line for line in lines)
    fresh = rank(make(concerts, [ALL, USA])).to_dict()
    assert "judged" not in fresh and all("judge" not in c for c in fresh["candidates"])  # only judged ones say so


def test_a_clear_or_undecidable_vote_is_not_judged(concerts):
    clear = rank(make(concerts, [USA, USA, USA, ALL]))  # 3 against 1: no contest
    assert judge_targets(clear) == []
    near = rank(make(concerts, [ALL, USA, "SELECT count(artist_id) FROM artist WHERE country = 'USA'"]))
    assert near.scores[1] - near.scores[0] == 1 and judge_targets(near) == []  # a bonus of 0.5 cannot decide it


def test_vote_batch_judges_every_contested_question_in_one_call(concerts):
    db, schema = concerts
    qs = [Question([{"role": "user", "content": f"{NLQ} {i}"}], NLQ, schema, db, "CREATE TABLE artist (...)")
          for i in range(2)]
    agreed = Question([{"role": "user", "content": "agreed"}], NLQ, schema, db, "CREATE TABLE artist (...)")
    greedy = FunctionLLM(lambda m: ALL).generate([q.prompt for q in qs] + [agreed.prompt])

    def fn(messages):
        if is_judge(messages):
            return "yes: it filters on the country" if "WHERE" in judged_sql(messages) else "no: " + WRONG_WHY
        return ALL if messages[-1]["content"] == "agreed" else USA
    rec = Recorder(FunctionLLM(fn))
    cfg = RunConfig(method="candidates", n_candidates=2, candidate_agree_stop=0, judge=True, align_weight=0)  # ties stay
    votes, extra = vote_batch(rec, [*qs, agreed], greedy, GenParams(), *_voting(cfg))
    assert [v.sql for v in votes] == [USA, USA, ALL]
    judge_calls = [b for b in rec.batches if any(is_judge(p) for p in b[0])]
    assert len(judge_calls) == 1 and len(judge_calls[0][0]) == 4 and all(is_judge(p) for p in judge_calls[0][0])
    assert [len(e) for e in extra] == [3, 3, 1]  # the sample, then two verdicts; the agreed question: no judge
    off, _ = vote_batch(FunctionLLM(fn), qs, greedy[:2], GenParams(), *_voting(cfg.override(judge=False)))
    assert [v.sql for v in off] == [ALL, ALL]  # the tie goes to the greedy candidate without a judge


def test_the_loop_judges_a_contested_generation_and_reuses_the_verdict(usa_q):
    n = {"sql": 0, "judge": 0}

    def fn(messages):
        if is_judge(messages):
            n["judge"] += 1
            return "yes: it filters on the country" if "WHERE" in judged_sql(messages) else "no: " + WRONG_WHY
        n["sql"] += 1
        return ALL if n["sql"] == 1 else USA
    cfg = RunConfig(n_candidates=2, candidate_agree_stop=0, judge=True, llm_cache=False)
    result = react_sql(usa_q, FunctionLLM(fn), cfg)
    assert result.sql == USA and result.finished
    gen = next(e for e in result.trace if e.get("action") == "generate_sql")
    assert [j["verdict"] for j in gen["observation"]["vote"]["judged"]] == ["no", "yes"]
    judge = next(e for e in result.trace if e.get("action") == "judge_sql")
    assert judge["observation"]["from_vote"] is True and judge["observation"]["verdict"] == "yes"
    assert n["judge"] == 2 and result.usage["calls"] == 4  # greedy, sample, two verdicts; judge_sql reused one


# -- defaults ----------------------------------------------------------------------------------------------------

@pytest.mark.model
def test_defaults_leave_every_bundled_prediction_unchanged(mini_dir):
    """Under every default no judge prompt is sent and nothing records a verdict; a judge that always says yes
    only adds a step: the same SQL for every bundled question."""
    from nl2sql.testing.scripted import answer

    examples = load_dataset(mini_dir).examples
    prompts: list = []

    def recorded(messages):
        prompts.append(messages)
        return "yes: it answers the question" if is_judge(messages) else answer(messages)
    base = react_sql_batch(examples, FunctionLLM(recorded), RunConfig(llm_cache=False))
    assert not any(is_judge(p) for p in prompts)
    assert all(r.judge is None and "judge" not in r.rows()[0] for r in base)
    assert not any(e.get("action") == "judge_sql" for r in base for e in r.trace)
    prompts.clear()
    judged = react_sql_batch(examples, FunctionLLM(recorded), RunConfig(judge=True, llm_cache=False))
    judged_questions = sum(any(e.get("action") == "judge_sql" for e in r.trace) for r in judged)
    assert sum(map(is_judge, prompts)) == judged_questions > 0
    assert [r.sql for r in judged] == [r.sql for r in base]
    cands = run_candidates(examples, FunctionLLM(recorded), RunConfig(method="candidates", llm_cache=False))
    assert all("judged" not in (p.vote or {}) for p in cands)
