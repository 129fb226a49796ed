"""Store: what a run leaves on disk and how it stays safe: crash-safe JSON Lines, the run lock, resume checks,
provenance (dataset and environment fingerprints) and shard folders.

May import: nl2sql.config, nl2sql.data and below, never nl2sql.methods (docs/architecture.md#layers).
"""
