"""`python -m nl2sql.llm fetch|verify|path|list [NAME]`: manage the offline models (nl2sql.llm.weights.cli)."""

from nl2sql.llm.weights.cli import main

raise SystemExit(main())
