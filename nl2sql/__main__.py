"""Run the command-line interface: python -m nl2sql."""

import sys

from nl2sql.cli import main

sys.exit(main())
