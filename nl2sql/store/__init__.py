"""Store: what a run leaves on disk and how it stays safe: crash-safe JSON Lines, the run lock, resume checks,
provenance (dataset and environment fingerprints) and shard folders.

May import: nl2sql.data, nl2sql.config and below (docs/architecture.md#layers).
"""
