"""int8 arithmetic for the transformers backend on a CPU (dtype="int8", the CPU default where it is the fastest path).

Holds: linear (Int8Linear: int8 weights, activations quantized per token, the product in oneDNN's int8 kernels through
torch._int_mm; Int8Embedding), rotation (the orthogonal rotations folded into the weights that make per-token int8
accurate), model (a model turned int8 in place, saved to and loaded from a folder). Our decoder
(nl2sql.llm.transformers.decoding) drives the model unchanged: one model, one prefix cache, generation and scoring
alike. docs/engines.md has the decision and the measurements. Exports nothing: import the modules. Of nl2sql.llm it
imports only the interface (nl2sql.llm.base).
"""
