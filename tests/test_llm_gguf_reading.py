"""The conversion reads a GGUF's metadata once (nl2sql.llm.weights.gguf.one_reading): a real GGUF file written by the
gguf package, read through the same entry point transformers uses."""

from __future__ import annotations

import gguf
import numpy as np

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
