"""A model server that fails: every fault of nl2sql.testing.fault_server against the real OpenAI-compatible client, runs
that outlive an outage, a results folder that fills up or turns read-only, and model text Python warns about.

Runs in a subprocess and read-only folders: nl2sql.testing.cli_runs (bench/reliability_server.py's too).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from nl2sql.config import RunConfig
from nl2sql.llm import load
from nl2sql.llm.openai.replies import retry_after_s
from nl2sql.llm.openai.backend import EndpointUnreachableError, OpenAILLM
from nl2sql.runs.runner import run
from nl2sql.store.runstore import backend_failed, read_jsonl
from nl2sql.testing import scripted
from nl2sql.testing.cli_runs import (
    make_read_only,
    make_writable,
    read_only_stops_writes,
    run_cli,
    scripted_args,
    untimed,
    when_stored,
)
from nl2sql.testing.fault_server import FAULTS, FaultServer

ROOT = Path(__file__).resolve().parents[1]
PROMPT = [{"role": "system", "content": "You are a SQLite expert."},
          {"role": "user", "content": "Question: How many singers do we have?\n\nAnswer with one SQLite query."}]


def check_one_error_line(code: int, err: str, *needles: str) -> str:
    """Exit status 2 and one `error:` line holding every needle (an outage's notices may come before it)."""
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert code == 2 and "Traceback" not in err, err
    errors = [ln for ln in lines if ln.startswith("error: ")]
    assert len(errors) == 1 and errors[0] == lines[-1], err
    for needle in needles:
        assert needle in errors[0], (needle, errors[0])
    return errors[0]


# -- each fault against the client -----------------------------------------------------------------------------

def _client(server: FaultServer, **kw) -> OpenAILLM:
    opts = {"http_timeout_s": 0.5, "http_retries": 4, "http_backoff_s": 0.02, "http_outage_s": 5.0, **kw}
    return OpenAILLM("m", base_url=server.url, **opts)


@pytest.mark.server
@pytest.mark.parametrize("kind", [k for k in FAULTS if k != "trickle"])
def test_each_fault_is_retried_until_the_answer(kind: str):
    # The first two arrivals of the request meet the fault, the third is answered.
    with FaultServer({kind: 1.0}, fault_attempts=2, stall_s=2.0, drip_s=1.5, retry_after_s=0.2,
                     refuse_s=0.1) as server:
        llm = _client(server, http_retries=8)  # a refused port stays shut for refuse_s: attempts that never arrive
        [comp] = llm.generate([PROMPT])
        arrived = server.attempts()
    assert (comp.finish_reason, comp.text) == ("stop", scripted.answer(PROMPT))
    assert server.faults[kind] == 2 and list(arrived.values()) == [3]  # drip too: the whole reply is timed
    assert llm.stats["most_attempts"] >= 3 and llm.stats.get("outages", 0) == 0


@pytest.mark.server
def test_a_trickled_reply_within_the_timeout_is_taken():
    with FaultServer({"trickle": 1.0}, trickle_s=0.3) as server:
        [comp] = _client(server, http_timeout_s=2.0).generate([PROMPT])
    assert comp.text == scripted.answer(PROMPT) and list(server.attempts().values()) == [1]


@pytest.mark.server
def test_retry_after_is_honoured_and_its_absence_backs_off_briefly():
    with FaultServer({"http_429_retry_after": 1.0}, fault_attempts=2, retry_after_s=0.4) as server:
        _client(server).generate([PROMPT])
        waited = [b.at - a.at for a, b in zip(server.log, server.log[1:])]
    assert len(waited) == 2 and min(waited) >= 0.4  # the client waited what the server asked, each time
    with FaultServer({"http_429": 1.0}, fault_attempts=2) as server:
        _client(server).generate([PROMPT])
        waited = [b.at - a.at for a, b in zip(server.log, server.log[1:])]
    assert len(waited) == 2 and max(waited) < 0.3  # exponential from 0.02 s
    assert retry_after_s("3") == 3.0 and retry_after_s("soon") is None
    assert 0 < retry_after_s(time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(time.time() + 60))) <= 60


@pytest.mark.server
def test_a_request_failing_every_attempt_fails_alone_and_names_its_faults():
    poisoned = [{"role": "user", "content": "Question: poison"}]
    only = lambda path, body: b"poison" in body  # noqa: E731
    with FaultServer({"http_500": 0.5, "empty_choices": 0.5}, only=only) as server:
        llm = _client(server, http_retries=3)
        out = llm.generate([PROMPT, poisoned, PROMPT[1:]])
        arrived = server.attempts()
    assert [c.finish_reason for c in out] == ["stop", "error", "stop"]
    assert out[1].error.startswith("RetriesExhaustedError:") and "failed all 4 attempts" in out[1].error
    assert "HTTP 500" in out[1].error or "no choices in the reply" in out[1].error
    assert sorted(arrived.values()) == [1, 1, 4]  # retries bounded by http_retries, the others asked once
    assert llm.stats["most_attempts"] == 4 and llm.stats.get("outages", 0) == 0


@pytest.mark.server
def test_a_server_never_reached_fails_at_once_and_a_closed_client_stops_waiting():
    with FaultServer() as server:
        url = server.url
    llm = OpenAILLM("m", base_url=url, http_retries=1, http_backoff_s=0.01)
    began = time.monotonic()
    with pytest.raises(EndpointUnreachableError, match="cannot reach the OpenAI-compatible server"):
        llm.generate([PROMPT])
    assert time.monotonic() - began < 2 and llm.stats.get("outages", 0) == 0


# -- outages: the client waits, then the run goes on or stops with one line -------------------------------------

@pytest.mark.server
def test_the_client_waits_out_an_outage_and_sends_again():
    with FaultServer() as server:
        llm = _client(server, http_retries=1, http_outage_s=10.0)
        llm.generate([PROMPT])  # reached once: from now on silence is an outage, not a wrong address
        server.outage(1.0)
        began = time.monotonic()
        out = llm.generate([PROMPT, PROMPT[1:], [{"role": "user", "content": "Question: x"}]])
    assert [c.finish_reason for c in out] == ["stop"] * 3
    assert 0.9 < time.monotonic() - began < 5 and llm.stats["outages"] >= 1 and llm.stats["probes"] >= 2


@pytest.mark.server
def test_an_outage_past_its_budget_raises_once_for_every_waiting_request():
    with FaultServer() as server:
        llm = _client(server, http_retries=1, http_outage_s=0.5)
        llm.generate([PROMPT])
        server.down()
        began = time.monotonic()
        with pytest.raises(EndpointUnreachableError, match=r"stopped answering and did not answer again within 0.5 s"):
            llm.generate([PROMPT, PROMPT[1:]])
    assert time.monotonic() - began < 4


def _cfg(data: Path, server: FaultServer, method: str, run_id: str, limit: int, **kw) -> RunConfig:
    return RunConfig.from_dict(data_dir=str(data), backend="openai", model="m", base_url=server.url, method=method,
                               limit=limit, run_id=run_id, llm_cache=False, http_timeout_s=0.5, http_retries=2,
                               http_backoff_s=0.02, http_outage_s=10.0, **kw)


@pytest.mark.server
def test_a_run_outlives_an_outage_with_every_question(tmp_path: Path, mini_dir: Path):
    with FaultServer() as server:
        cfg = _cfg(mini_dir, server, "loop", "outage", 24)
        healthy = run(cfg.override(run_id="healthy"), out_root=tmp_path, progress=False, score=False)
        llm = load(**cfg.llm_options())
        stored = []

        def on_result(p: dict) -> None:
            stored.append(p["id"])
            if len(stored) == 6:
                server.outage(1.5)

        res = run(cfg, llm=llm, out_root=tmp_path, progress=False, score=False, on_result=on_result)
    assert llm.stats["outages"] >= 1 and llm.stats["most_attempts"] <= 3
    rows = read_jsonl(res.path / "predictions.jsonl")
    assert [r["id"] for r in rows] == [r["id"] for r in read_jsonl(healthy.path / "predictions.jsonl")]
    assert [r["error"] for r in rows if backend_failed(r)] == []
    assert untimed(rows) == untimed(read_jsonl(healthy.path / "predictions.jsonl"))


@pytest.mark.server
def test_a_run_stops_after_its_outage_budget_with_one_line_and_resumes(tmp_path: Path, mini_dir: Path):
    with FaultServer() as server:
        args = ["--data", str(mini_dir), "--backend", "openai", "--base-url", server.url, "--model", "m",
                "--method", "baseline", "--limit", "24", "--run-id", "down", "--set", "http_timeout_s=0.5", "--set", "http_retries=1",
                "--set", "http_backoff_s=0.02", "--set", "http_outage_s=1", "--set", "batch_size=4"]
        pred = tmp_path / "down" / "predictions.jsonl"
        code, err = run_cli(args, tmp_path, watch=when_stored(pred, 4, server.down))
        check_one_error_line(code, err, "stopped answering", "within 1 s (http_outage_s", "--run-id down", "resumes")
        kept = read_jsonl(pred)
        assert 4 <= len(kept) < 24 and "waiting up to 1 s" in err  # the wait was announced before the end
        server.up()
        cfg = _cfg(mini_dir, server, "baseline", "down", 24, batch_size=4)
        res = run(cfg, out_root=tmp_path, progress=False, score=False)
    assert res.reused == len([r for r in kept if not backend_failed(r)]) and len(res.predictions) == 24
    assert not any(backend_failed(p) for p in res.predictions)  # the healthy server: 0 per-question errors
    assert len({r["id"] for r in read_jsonl(pred)}) == len(read_jsonl(pred)) == 24


# -- every method through a flaky server, a kill in the middle -------------------------------------------------

QUICK = {k: 0.6 / 9 for k in ("http_429", "http_500", "http_502", "http_503", "cut_body", "truncated_json",
                               "invalid_json", "empty_choices", "wrong_choices")}  # 60% faulted, none slow


@pytest.mark.server
@pytest.mark.parametrize("method", ["baseline", "loop", pytest.param("candidates", marks=pytest.mark.model)])
def test_every_method_ends_each_question_through_a_flaky_server(tmp_path: Path, mini_dir: Path, method: str):
    extra = {"n_candidates": 3} if method == "candidates" else {}
    with FaultServer(QUICK, seed=3) as server:
        cfg = _cfg(mini_dir, server, method, "flaky", 16, **extra)
        llm = load(**cfg.llm_options())
        res = run(cfg, llm=llm, out_root=tmp_path, progress=False, score=False)
        rows = read_jsonl(res.path / "predictions.jsonl")
        assert len(rows) == len({r["id"] for r in rows}) == 16  # none lost, none twice
        failed = [r for r in rows if backend_failed(r)]
        assert all("failed all 3 attempts (" in r["error"] for r in failed)  # which faults, each named
        assert llm.stats["most_attempts"] <= 3 and sum(server.faults.values()) > 0
        server.set_rates({})
        healthy = run(cfg.override(run_id="healthy"), out_root=tmp_path, progress=False, score=False)
        again = run(cfg, out_root=tmp_path, progress=False, score=False)  # the server is healthy: resume
    assert again.generated == len(failed) and not any(backend_failed(p) for p in again.predictions)
    resumed = read_jsonl(again.path / "predictions.jsonl")
    assert untimed(resumed) == untimed(read_jsonl(healthy.path / "predictions.jsonl"))


@pytest.mark.server
def test_a_run_killed_midway_resumes_to_the_undisturbed_records(tmp_path: Path, mini_dir: Path):
    with FaultServer(QUICK, seed=5) as server:
        cfg = _cfg(mini_dir, server, "loop", "straight", 24)
        straight = run(cfg, out_root=tmp_path, progress=False, score=False)
        args = ["--data", str(mini_dir), "--backend", "openai", "--base-url", server.url, "--model", "m",
                "--method", "loop", "--limit", "24", "--run-id", "killed", "--set", "llm_cache=false",
                "--set", "http_timeout_s=0.5", "--set", "http_retries=2", "--set", "http_backoff_s=0.02"]
        pred = tmp_path / "killed" / "predictions.jsonl"
        code, _ = run_cli(args, tmp_path, watch=lambda proc: when_stored(pred, 8, proc.kill)(proc))
        assert code == -9 and 8 <= len(read_jsonl(pred)) < 24
        resumed = run(cfg.override(run_id="killed"), out_root=tmp_path, progress=False, score=False)
    a = {r["id"]: untimed(r) for r in read_jsonl(straight.path / "predictions.jsonl")}
    b = {r["id"]: untimed(r) for r in read_jsonl(resumed.path / "predictions.jsonl")}
    assert list(a) == list(b) and len(b) == 24  # same questions, same order, once each
    answered = [k for k in a if not backend_failed(a[k]) and not backend_failed(b[k])]
    assert len(answered) >= 12 and all(a[k] == b[k] for k in answered)  # modulo the per-question errors


# -- the results folder ----------------------------------------------------------------------------------------

@pytest.mark.slow
def test_a_full_disk_stops_the_run_with_one_line_and_loses_nothing(tmp_path: Path, mini_dir: Path):
    code, err = run_cli(scripted_args(mini_dir, "full", 30, "loop"), tmp_path, file_limit=40_000)
    check_one_error_line(code, err, "cannot write", "the file reached the size limit", "free space", "run id")
    kept = read_jsonl(tmp_path / "full" / "predictions.jsonl")
    assert 0 < len(kept) < 30
    code, err = run_cli(scripted_args(mini_dir, "full", 30, "loop"), tmp_path)
    assert code == 0, err
    rows = read_jsonl(tmp_path / "full" / "predictions.jsonl")
    assert len(rows) == len({r["id"] for r in rows}) == 30
    final = {r["id"]: untimed(r) for r in rows}
    assert all(final[r["id"]] == untimed(r) for r in kept)  # the questions finished before the disk filled, kept


@pytest.mark.slow
def test_a_folder_made_read_only_midway_stops_the_run_with_one_line(tmp_path: Path, mini_dir: Path):
    if not read_only_stops_writes(tmp_path):
        pytest.skip("this root user writes into read-only folders (no CAP_SETPCAP to give CAP_DAC_OVERRIDE up)")
    results = tmp_path / "results"
    folder = results / "ro"
    code, err = run_cli(scripted_args(mini_dir, "ro", 40), results,
                        watch=when_stored(folder / "predictions.jsonl", 6, lambda: make_read_only(folder)))
    check_one_error_line(code, err, "cannot write", "not writable", "make the folder writable again", "run id")
    kept = read_jsonl(folder / "predictions.jsonl")
    assert len(kept) >= 6 and not list(folder.glob("*.tmp"))
    make_writable(folder)
    code, err = run_cli(scripted_args(mini_dir, "ro", 40), results)
    rows = read_jsonl(folder / "predictions.jsonl")
    assert code == 0 and len(rows) == len({r["id"] for r in rows}) == 40, err
    assert {json.dumps(r, sort_keys=True) for r in map(untimed, kept)} <= {json.dumps(r, sort_keys=True)
                                                                            for r in map(untimed, rows)}


# -- model text the compiler warns about -----------------------------------------------------------------------

WARNS = ['Action: run_sql[{"sql": 1and 2}]', "Action: run_sql[{'sql': '\\d'}]", '{"a": [1if 2 else 3]}',
         "Action: finish[[0x1for]]", '{"tool": "run_sql", "inputs": {"sql": 1or 0}}']


@pytest.mark.slow
def test_parsing_model_text_prints_no_python_warning():
    code = ("import sys, warnings\nfrom nl2sql.methods.agent.actions import parse_action\n"
            "from nl2sql.methods.agent.tolerant_json import loads_tolerant\n"
            f"for t in {WARNS!r}:\n    parse_action(t)\n    loads_tolerant(t)\n"
            "warnings.simplefilter('always')\nimport ast\n"
            "try:\n    ast.literal_eval('[1if 2 else 3]')\nexcept ValueError:\n    pass\n")
    proc = subprocess.run([sys.executable, "-W", "default", "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    # Only the last line's own warning reaches stderr: Python's file name for it is "<unknown>", not model text.
    assert [ln for ln in proc.stderr.splitlines() if "Warning" in ln] == ["<unknown>:1: SyntaxWarning: invalid "
                                                                         "decimal literal"], proc.stderr
