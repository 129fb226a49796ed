"""Every row of docs/bad-input.md through `python -m nl2sql`: exit status 2, one line, the documented message."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from nl2sql.testing.bad_input import CASES, PREPARED_RUNS, Case, catalogue, message_pattern, run_catalogue

# Each command of the list, driven with a missing folder and with a misspelled knob (or option): their cases.
EVERY_COMMAND = {
    "notebooks": ("notebooks with a missing data folder", "notebook parameter misspelled"),
    "ablate": ("ablation with a missing data folder", "ablation grid with a misspelled knob"),
    "robustness": ("robustness set that is missing", "robustness metric misspelled"),
    "eval": ("eval with a missing data folder", "eval selection knob misspelled"),
    "report": ("report of an unknown run", "report option misspelled"),
    "view": ("view of an unknown run", "view option misspelled"),
    "merge": ("merge with a missing data folder", "merge option misspelled"),
}


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory, mini_dir: Path) -> dict[str, tuple[int, str, str]]:
    """Every case's (exit status, stdout, stderr), and "__root__": the scratch folder and the lock holder's pid."""
    root = tmp_path_factory.mktemp("bad-input")
    out, holder_pid = run_catalogue(root, mini_dir)
    out["__root__"] = (0, str(root), str(holder_pid))
    return out


def test_every_catalogue_row_has_a_case_and_back() -> None:
    assert sorted(catalogue()) == sorted(c.name for c in CASES)


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_input_exits_2_with_one_clear_line(case: Case, outcomes) -> None:
    code, stdout, stderr = outcomes[case.name]
    lines = stderr.splitlines()
    assert code == 2, stderr
    assert len(lines) == 1 and lines[0].startswith("error: "), stderr
    assert "Traceback" not in stderr and stdout == ""
    message = catalogue()[case.name]
    assert message_pattern(message).search(lines[0]), f"{lines[0]!r} does not contain the documented {message!r}"
    root = Path(outcomes["__root__"][1])
    if case.run_id not in (None, "r", "busy", "../x"):
        assert not (root / "results" / case.run_id).exists(), "a failed run left its folder behind"


@pytest.mark.slow
def test_every_command_meets_a_missing_folder_and_a_misspelled_knob(outcomes) -> None:
    by_name = {c.name: c for c in CASES}
    for command, names in EVERY_COMMAND.items():
        for name in names:
            assert by_name[name].argv[0] == command, name
            code, _, stderr = outcomes[name]
            assert code == 2 and len(stderr.splitlines()) == 1, (name, stderr)


@pytest.mark.slow
def test_bad_input_leaves_no_new_folder_under_results(outcomes) -> None:
    results = Path(outcomes["__root__"][1]) / "results"
    assert {p.name for p in results.iterdir()} == PREPARED_RUNS
    assert not (results / "sharded" / "config.json").exists()  # the merge wrote nothing over its shards
    assert not (results / "sampled" / "notebooks").exists()


@pytest.mark.slow
def test_the_run_id_in_use_names_the_live_owner(outcomes) -> None:
    _, _, stderr = outcomes["run id another process is writing"]
    holder_pid = outcomes["__root__"][2]
    assert f"pid {holder_pid}" in stderr and f"kill {holder_pid}" in stderr


@pytest.mark.slow
def test_debug_shows_the_traceback(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "nl2sql", "info", "--data", str(tmp_path / "nowhere"), "--debug"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0 and "Traceback" in proc.stderr and "dataset directory not found" in proc.stderr
