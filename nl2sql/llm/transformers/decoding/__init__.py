"""Our own batched decoder for the transformers backend (nl2sql.llm.transformers.backend), with a prefix cache.

Holds: hf_batch (a backend's calls in flight, decoded as they come: HFBatch), decoder (the decoding batch: rows
that join and leave between steps), prefix_cache (the key/value states of earlier prompts, by token ids),
growing_layer and prefix_attention (the batch's states and the attention over the prompts its rows share), pickers
(greedy or seeded sampling, one step's picks for the batch), greedy_paths (samples that follow the greedy answer
cost no decoding), stops (stop strings and loops), heap (a prefill's freed memory handed back). Exports nothing:
import the modules. Of nl2sql.llm it imports only the interface (nl2sql.llm.base).
"""
