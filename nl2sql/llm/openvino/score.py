"""A text's likelihood on OpenVINO: the exported model run directly by the OpenVINO runtime, for LLM.score.

OpenVINO GenAI's pipelines generate; none reads the log-probability of a given text. The exported IR is a stateful
causal LM (inputs input_ids, attention_mask, position_ids, beam_idx; the key/value states kept inside the request),
so the scorer compiles it once more, on first use, with one change: the hidden states are sliced to the last
`logits_to_keep` positions before the output layer (as transformers' `logits_to_keep`), so scoring a 40-token text
after a 1,500-token prompt computes 41 rows of logits, not 1,541 (each row is 152k floats).

The candidate agent's reviews of one question share their prompt's start (the schema), so the scorer keeps the
states of the last prompt it read and continues from the longest prefix it shares with the next one, as the
transformers backend's prefix cache does.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

KEEP = "logits_to_keep"


def _with_logits_to_keep(model: Any) -> Any:
    """The model with a new input `logits_to_keep` (i64 [1]): logits of the last that many positions only."""
    import numpy as np
    import openvino as ov
    from openvino import opset13 as ops

    head = model.output("logits").get_node().input(0).get_source_output().get_node()
    while head.get_type_name() != "MatMul":  # the output layer, possibly behind a Convert
        head = head.input(0).get_source_output().get_node()
    keep = ops.parameter([1], ov.Type.i64, name=KEEP)
    keep.output(0).get_tensor().set_names({KEEP})
    hidden = head.input(0).get_source_output()
    last = ops.slice(hidden, ops.negative(keep), ops.constant(np.array([2 ** 62], dtype=np.int64)),
                     ops.constant(np.array([1], dtype=np.int64)), ops.constant(np.array([1], dtype=np.int64)))
    head.input(0).replace_source_output(last.output(0))
    model.add_parameters([keep])
    model.validate_nodes_and_infer_types()
    return model


class Scorer:
    """log p(continuation | prompt) for token ids, on a second compiled copy of an OpenVINO LLM folder's model."""

    def __init__(self, folder: str | Path, properties: dict[str, Any], device: str = "CPU") -> None:
        import openvino as ov

        core = ov.Core()
        model = _with_logits_to_keep(core.read_model(str(Path(folder) / "openvino_model.xml")))
        self.request = core.compile_model(model, device, properties).create_infer_request()
        self.ids: list[int] = []  # the prompt whose states the request holds (after a score: the prompt alone)
        self.reused = 0  # prompt tokens continued from the kept states rather than computed (for the usage counts)

    def _restore(self, ids: list[int]) -> int:
        """Keep the states of the longest prefix the held prompt shares with `ids` (never all of `ids`: its last
        token is fed to score the text's first); returns that prefix's length."""
        import openvino as ov

        m = 0
        for a, b in zip(self.ids, ids[:-1]):
            if a != b:
                break
            m += 1
        if m == 0:
            self.request.reset_state()
            return 0
        for state in self.request.query_state():
            kv = state.state.data  # [batch, heads, positions, head size]
            state.state = ov.Tensor(kv[:, :, :m].copy())
        return m

    def logprob(self, ids: list[int], cont: list[int]) -> float:
        """The summed log-probability of the tokens `cont` following the prompt tokens `ids`."""
        import numpy as np

        m = self._restore(ids)
        feed = np.asarray([ids[m:] + cont], dtype=np.int64)
        total = len(ids) + len(cont)
        out = self.request.infer({"input_ids": feed, "attention_mask": np.ones((1, total), dtype=np.int64),
                                  "position_ids": np.arange(m, total, dtype=np.int64)[None],
                                  "beam_idx": np.zeros(1, dtype=np.int32), KEEP: np.array([len(cont) + 1])})
        logits = np.asarray(out["logits"][0, :-1], dtype=np.float64)  # row k predicts cont[k]
        top = logits.max(axis=1, keepdims=True)
        logz = (top[:, 0] + np.log(np.exp(logits - top).sum(axis=1)))
        self.reused = m
        # The states now hold prompt + text; the next call keeps only what it shares with its own prompt.
        self.ids = list(ids)
        return float(sum(logits[k, t] - logz[k] for k, t in enumerate(cont)))
