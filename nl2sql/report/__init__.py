"""Report: accuracy tables with intervals and paired tests, plots, readable traces and the trace viewer.

Holds: writer (a run's tables.md/tables.tex/plots, comparisons), accuracy, stats, tables, plots, figures (titles that
fit), traces, viewer (templates/ holds its page), dataset_stats, analysis (error tables, transitions, candidate
coverage), frontier (the cost-quality chart), glance (a session beside the full-dev reference runs), headline (the
one line a command ends with), reference (re-scoring the committed reference runs).
May import: nl2sql.store, nl2sql.methods (the trace renderers), nl2sql.eval and below (docs/architecture.md#layers).
"""
