"""nl2sql: an open research harness for agentic text-to-SQL."""

__version__ = "0.1.0"
