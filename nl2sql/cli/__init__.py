"""`python -m nl2sql ...`: every step a notebook runs, from the command line.

Holds: parser (the argument parser, one subcommand per step), commands (what each subcommand does); main here turns
a mistake in the input (docs/bad-input.md) into one line and exit status 2.
May import: every other subpackage (docs/architecture.md#layers); only nl2sql.__main__ imports it.
"""

from __future__ import annotations

import signal
import sys
import threading

from nl2sql.cli.parser import build_parser

INTERRUPTED = "interrupted: every finished question is kept; the same command again resumes"


class Terminated(KeyboardInterrupt):
    """SIGTERM (a scheduler's stop, `kill`), raised where Ctrl-C would be, so that it ends the same way."""


def _terminate(signum, frame) -> None:
    raise Terminated()


def main(argv: list[str] | None = None) -> int:
    """Entry point: parse, run, turn user errors into one clear line and exit code 2 (--debug: the traceback)."""
    from nl2sql.data.dataset import DatasetError
    from nl2sql.llm.base import LLMError
    from nl2sql.registry import load_plugins
    from nl2sql.store.runstore import RunLocked

    argv = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in argv
    main_thread = threading.current_thread() is threading.main_thread()  # where a handler can be set
    before = signal.signal(signal.SIGTERM, _terminate) if main_thread else None
    try:
        load_plugins()  # before the parser: a plugin's methods and formats are choices of its options
        args = build_parser().parse_args([a for a in argv if a != "--debug"])
        return args.func(args)
    except (DatasetError, OSError, ValueError, LLMError, RunLocked) as exc:
        if debug:
            raise
        print(f"error: {_one_line(exc)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt as exc:  # Ctrl-C or SIGTERM: what finished is on disk (nl2sql.store.runstore)
        if debug:
            raise
        print(INTERRUPTED, file=sys.stderr)
        return 143 if isinstance(exc, Terminated) else 130
    finally:
        if main_thread:
            signal.signal(signal.SIGTERM, before)


def _one_line(exc: BaseException) -> str:
    """An exception as one line: its message (an OSError's with the path), newlines folded."""
    if isinstance(exc, OSError) and exc.filename and not isinstance(exc, FileNotFoundError):
        text = f"{exc.strerror or exc}: {exc.filename} (check the path and its permissions)"
    else:
        text = str(exc) or type(exc).__name__
    return " ".join(text.split())
