"""nl2sql: an open research harness for agentic text-to-SQL."""

import os

# OpenMP threads that spin while waiting collapse on a busy 2-core machine (a 1-token matmul measured
# 8-12 ms instead of 0.6 ms under load); sleeping waiters cost little when idle. libgomp reads this
# when torch is first imported, so it is set on importing the package, before anything imports
# torch; an explicit setting in the environment wins.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

# In a notebook without ipywidgets, tqdm.auto (transformers' and sentence-transformers' bars) warns once on
# import; loaded first here with that warning silenced, every bar is tqdm's plain one, warning-free.
from nl2sql.runs.progress import quiet_library_bars  # noqa: E402

quiet_library_bars()

__version__ = "0.1.0"
