"""The conversion reads a GGUF's metadata once (nl2sql.llm.weights.gguf.one_reading): a real GGUF file written by the
gguf package, read through the same entry point transformers uses."""

from __future__ import annotations

import gguf
import numpy as np
import pytest

from nl2sql.llm.weights.gguf import one_reading


def small_gguf(path) -> None:
    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_string("general.name", "tiny test model")
    writer.add_token_list(["<s>", "a", "b"])
    writer.add_tensor("token_embd.weight", np.arange(12, dtype=np.float32).reshape(3, 4))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


def test_within_one_reading_a_path_is_parsed_once_and_reads_the_same(tmp_path) -> None:
    path, other = tmp_path / "m.gguf", tmp_path / "n.gguf"
    small_gguf(path)
    small_gguf(other)
    plain = gguf.GGUFReader(path)
    with one_reading():
        first = gguf.GGUFReader(path)
        assert gguf.GGUFReader(str(path)) is first  # the tokenizer, the config and the weights share it
        assert gguf.GGUFReader(other) is not first
        assert list(first.fields) == list(plain.fields)
        assert np.array_equal(first.tensors[0].data, plain.tensors[0].data)
    assert gguf.GGUFReader is type(plain)  # the reader class is back afterwards
    assert gguf.GGUFReader(path) is not first


def test_the_reader_slices_plain_arrays_and_the_metadata_is_parsed_once_per_path(tmp_path, monkeypatch) -> None:
    from transformers import modeling_gguf_pytorch_utils as hf_gguf

    path = tmp_path / "m.gguf"
    small_gguf(path)
    calls = []
    real = hf_gguf.load_gguf_checkpoint
    counting = lambda *a, **kw: calls.append((a, kw)) or real(*a, **kw)  # noqa: E731
    monkeypatch.setattr(hf_gguf, "load_gguf_checkpoint", counting)
    with one_reading():
        reader = gguf.GGUFReader(path)
        # numpy's memmap bookkeeping on every small slice was half the reader's time: the same bytes, plain arrays
        assert type(reader.data) is np.ndarray and type(reader.fields["general.name"].parts[-1]) is np.ndarray
        first = hf_gguf.load_gguf_checkpoint(str(path), return_tensors=False)  # the tokenizer's read
        first["config"]["changed"] = True  # a caller's change stays its own
        second = hf_gguf.load_gguf_checkpoint(str(path), return_tensors=False)  # the config's read
        assert "changed" not in second["config"] and second["tokenizer"]["tokens"] == ["<s>", "a", "b"]
        assert len(calls) == 1  # parsed once
        with pytest.raises(AttributeError):  # the weights' read (a model to load into) goes through as asked
            hf_gguf.load_gguf_checkpoint(str(path), return_tensors=True, model_to_load=None)
        assert len(calls) == 2 and calls[1][1] == {"return_tensors": True, "model_to_load": None}
    assert hf_gguf.load_gguf_checkpoint is counting and gguf.GGUFReader is type(gguf.GGUFReader(path))
