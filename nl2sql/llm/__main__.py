"""`python -m nl2sql.llm fetch|verify|path|list [NAME]`: manage the offline models."""

from nl2sql.llm.models import main

raise SystemExit(main())
