"""`python -m nl2sql ...`: every step a notebook runs, from the command line."""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from .paths import BUNDLED_DIR


def _cmd_build_data(args: argparse.Namespace) -> int:
    from .data import ensure_bundled, write_tables_json

    root = ensure_bundled(Path(args.data), force=args.force)
    if args.tables:
        print(f"wrote {write_tables_json(root)}")
    print(f"databases built under {root / 'database'}")
    return 0


def _cmd_info(args: argparse.Namespace) -> int:
    from .data import load_dataset

    ds = load_dataset(args.data, args.split)
    print(f"{ds.root} [{ds.split}]: {len(ds)} questions, {len(ds.evaluable)} evaluable, {len(ds.db_ids)} databases")
    missing = Counter(e.db_id for e in ds if not e.evaluable)
    for db_id, n in sorted(missing.items()):
        reason = next(e.reason for e in ds if e.db_id == db_id and not e.evaluable)
        print(f"  not evaluable: {db_id} ({n} questions): {reason}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with one subcommand per step."""
    parser = argparse.ArgumentParser(prog="python -m nl2sql", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("build-data", help="build the bundled databases from their SQL scripts")
    p.add_argument("--data", default=str(BUNDLED_DIR))
    p.add_argument("--force", action="store_true", help="rebuild even if up to date")
    p.add_argument("--tables", action="store_true", help="also regenerate tables.json from the databases")
    p.set_defaults(func=_cmd_build_data)

    p = sub.add_parser("info", help="dataset statistics: questions, evaluable, databases")
    p.add_argument("--data", default=str(BUNDLED_DIR))
    p.add_argument("--split", default="dev")
    p.set_defaults(func=_cmd_info)

    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point: parse, run, turn user errors into one clear line and exit code 2."""
    from .data import DatasetError

    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except (DatasetError, FileNotFoundError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
