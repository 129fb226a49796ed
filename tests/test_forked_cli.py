"""nl2sql.testing.forked_cli: a command line forked from a warm interpreter answers as `python -m` answers."""

from __future__ import annotations

import signal
import sys

import pytest

from nl2sql.testing.forked_cli import one_interpreter_each, run_forked

PROBE = '''
import os, sys
print(os.path.basename(os.getcwd()), os.environ["PROBE"], sys.argv[1:], repr(sys.stdin.read()))
print("to stderr", file=sys.stderr)
what = sys.argv[1]
if what == "message":
    sys.exit("a message")
if what == "raise":
    raise ValueError("boom")
if what == "sleep":
    import time
    time.sleep(60)
sys.exit(int(what))
'''

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform != "linux", reason="forks only on Linux")]


@pytest.fixture
def probe_env(tmp_path):
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "probe_cli.py").write_text(PROBE)
    (tmp_path / "work").mkdir()
    return {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(tmp_path / "lib"), "PROBE": "set"}


def test_a_forked_command_answers_as_its_own_interpreter_does(tmp_path, probe_env, mini_dir):
    commands = [("probe_cli", ["0"]), ("probe_cli", ["3"]), ("probe_cli", ["message"]), ("probe_cli", ["raise"]),
                ("nl2sql", ["info", "--data", str(mini_dir)]), ("nl2sql", ["info", "--data", "nowhere"])]
    forked = run_forked(commands, cwd=tmp_path / "work", env=probe_env, jobs=3)
    alone = one_interpreter_each(commands, cwd=tmp_path / "work", env=probe_env, jobs=3)
    assert [code for code, _, _ in forked] == [0, 3, 1, 1, 0, 2]
    assert [code for code, _, _ in alone] == [0, 3, 1, 1, 0, 2]
    # Working folder, environment, argv, an empty stdin; stdout and stderr kept apart.
    assert forked[0] == alone[0] == (0, "work set ['0'] ''\n", "to stderr\n")
    assert forked[2] == alone[2] and forked[2][2] == "to stderr\na message\n"  # sys.exit("text"): the text, status 1
    assert forked[3][2].splitlines()[-1] == alone[3][2].splitlines()[-1] == "ValueError: boom"  # a traceback
    assert forked[3][2].startswith("to stderr\nTraceback (most recent call last):")
    assert forked[4:] == alone[4:]  # the package's own command line, line for line
    assert forked[5][2].startswith("error: ") and "nowhere" in forked[5][2]


def test_a_command_past_its_timeout_is_killed_and_the_others_finish(tmp_path, probe_env):
    commands = [("probe_cli", ["sleep"]), ("probe_cli", ["0"])]
    forked = run_forked(commands, cwd=tmp_path / "work", env=probe_env, timeout=1, jobs=2)
    alone = one_interpreter_each(commands, cwd=tmp_path / "work", env=probe_env, timeout=1, jobs=2)
    assert [code for code, _, _ in forked] == [code for code, _, _ in alone] == [-signal.SIGKILL, 0]
    assert forked[1] == alone[1]
