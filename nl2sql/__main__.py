"""Run the command-line interface: python -m nl2sql."""

import sys

from .cli import main

sys.exit(main())
