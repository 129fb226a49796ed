"""Store: what a run leaves on disk and how it stays safe: a run folder over its life (RunFolder), crash-safe JSON
Lines, the run lock, resume checks, the session log (setup apart from the method's time), provenance (dataset and
environment fingerprints) and shard folders.

May import: nl2sql.config, nl2sql.data and below, never nl2sql.methods (docs/architecture.md#layers).
"""
