"""Runs: a RunConfig over a dataset into results/<run_id>/ (runner), grids of runs (ablation), shards joined
(merge), the numbered notebooks executed (notebooks; notebook_log: their line each on the terminal, the rest in a
log), and the progress display.

May import: every other subpackage (docs/architecture.md#layers); only nl2sql.cli imports it.
"""
