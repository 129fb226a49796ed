"""The int8 layers: a linear layer whose matrix product runs in int8, and an embedding stored in int8.

    layer = Int8Linear.from_linear(torch.nn.Linear(896, 4864))
    y = layer(x)                                                       # x float32 [..., 896] -> float32 [..., 4864]

Weights are int8 with one float32 scale per output channel; each token's activations are quantized to int8 with a
scale of their own (its largest magnitude / 127) just before the product, which `torch._int_mm` computes exactly in
int32 with oneDNN's kernels (int8 dot products: VNNI where the CPU has them, AVX2's multiply-add where not). The int32
sums are exact, so the product does not depend on the CPU or on the rows batched with a token; the scales are applied
in float32 afterwards. Per-token scales keep one outlier token from coarsening the others (one scale for a whole
batch, as PyTorch's dynamic quantization uses, took EX from 50 to 32 in a probe). The model's other arithmetic
(norms, attention, activations) stays float32.

Where the CPU has no int8 dot product with a 32-bit sum (VNNI), oneDNN multiplies pairs of int8 into a saturating
16-bit sum (AVX2's vpmaddubsw, the activations shifted to u8 first), and a product with weights beyond +-64 comes out
wrong (measured with the ISA capped at AVX2 or AVX-512 without VNNI: 3% of the sums off). There each weight matrix is
used as two halves within +-64 (Int8Linear.split, on its first call), whose two exact products add up to the same
int32 sums: the same answers as on a VNNI CPU, at twice the product's cost.
"""

from __future__ import annotations

import functools
from typing import Any

import torch
from torch import nn


SAFE = 64  # |weight| at most this: a u8 x s8 pair sums within int16 (255 * 64 * 2 = 32640)


@functools.cache
def products_exact() -> bool:
    """Whether torch._int_mm's int8 products are exact on this CPU for weights over the whole int8 range (checked on
    random matrices of a few shapes against int64 arithmetic; the kernel differs with the rows' count)."""
    gen = torch.Generator().manual_seed(0)
    for rows, width in ((1, 896), (5, 1024), (64, 4864)):
        x = torch.randint(-127, 128, (rows, width), dtype=torch.int8, generator=gen)
        w = torch.randint(-127, 128, (96, width), dtype=torch.int8, generator=gen)
        if not torch.equal(torch._int_mm(x, w.t()).long(), x.long() @ w.long().t()):
            return False
    return True


def quantize_rows(w: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Symmetric int8 of each row of a float matrix: (int8 rows, float32 scale of each row)."""
    w = w.float()
    scale = w.abs().amax(1).clamp_(min=1e-12).div_(127)
    return torch.round(w / scale[:, None]).to(torch.int8), scale


class SharedInput:
    """The int8 form of the input that several layers read in a row (q, k and v of one attention; gate and up of one
    MLP): the first of them computes it, the others reuse it, the last lets it go (a prefill's inputs are large)."""

    def __init__(self, readers: int) -> None:
        self.readers = readers
        self.x: Any = None
        self.quantized: tuple[torch.Tensor, torch.Tensor] | None = None
        self.left = 0

    def __call__(self, x: torch.Tensor, rows: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """The int8 form of rows (x as [tokens, features]), reused while the layers are handed the same x object (the
        model passes one tensor to q, k and v in a row; inference tensors keep no version counter to check)."""
        if self.x is not x or not self.left:
            self.x, self.quantized, self.left = x, quantize_tokens(rows), self.readers
        quantized = self.quantized
        self.left -= 1
        if not self.left:
            self.x = self.quantized = None
        assert quantized is not None
        return quantized


def quantize_tokens(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Each row (token) of a float32 [tokens, features] matrix as int8 with its own scale: (int8, scales [tokens, 1])."""
    # max |x| as max(max x, -min x): two plain reductions, an order of magnitude faster than abs().amax() or an
    # infinity norm on a CPU, and exact
    scale = torch.maximum(x.amax(1, keepdim=True), x.amin(1, keepdim=True).neg_()).clamp_(min=1e-12).div_(127)
    return torch.div(x, scale).round_().to(torch.int8), scale


class Int8Linear(nn.Module):
    """y = x W^T + b with W in int8 (a scale per output channel) and x quantized per token; float32 in and out.

    input_rotation (optional, a [b, b] orthogonal matrix): each block of b input features is multiplied by it before
    quantizing (the weight's columns were rotated alike when it was built: int8.rotation), which spreads an outlier
    feature over its block. shared: the SharedInput of the layers that read the same input as this one.
    """

    def __init__(self, in_features: int, out_features: int, bias: bool, input_block: int = 0) -> None:
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        self.qweight = nn.Parameter(torch.zeros(out_features, in_features, dtype=torch.int8), requires_grad=False)
        self.scale = nn.Parameter(torch.ones(out_features), requires_grad=False)
        self.bias = nn.Parameter(torch.zeros(out_features), requires_grad=False) if bias else None
        self.input_rotation = (nn.Parameter(torch.eye(input_block), requires_grad=False) if input_block else None)
        self.shared: SharedInput | None = None
        self.halves: tuple[torch.Tensor, torch.Tensor] | None = None  # split(): kept out of the state dict

    def split(self) -> None:
        """Use the weight as two halves within +-SAFE (a CPU whose int8 products saturate: see the module's doc)."""
        high = self.qweight.data.clamp(-SAFE, SAFE)
        self.halves = (high, self.qweight.data - high)

    def _load_from_state_dict(self, *args: Any, **kwargs: Any) -> None:
        self.halves = None  # new weights: split again if this CPU needs it
        super()._load_from_state_dict(*args, **kwargs)

    @classmethod
    def from_linear(cls, linear: nn.Linear, input_rotation: torch.Tensor | None = None) -> "Int8Linear":
        """The int8 form of a float linear layer (its weight already rotated where input_rotation is given)."""
        block = 0 if input_rotation is None else input_rotation.shape[0]
        layer = cls(linear.in_features, linear.out_features, linear.bias is not None, block)
        q, s = quantize_rows(linear.weight.detach())
        layer.qweight.data, layer.scale.data = q, s
        if linear.bias is not None:
            layer.bias.data = linear.bias.detach().float().clone()
        if input_rotation is not None:
            layer.input_rotation.data = input_rotation.float().clone()
        return layer

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        shape = x.shape
        x2 = x.reshape(-1, self.in_features).float()
        if self.input_rotation is not None:
            b = self.input_rotation.shape[0]
            x2 = (x2.view(-1, self.in_features // b, b) @ self.input_rotation).view(-1, self.in_features)
        xq, xs = self.shared(x, x2) if self.shared is not None else quantize_tokens(x2)
        if self.halves is None and not products_exact():
            self.split()
        # qweight is [out, in]: its transpose is the [in, out] operand int_mm wants, laid out as oneDNN reads fastest
        if self.halves is None:
            y = torch._int_mm(xq, self.qweight.t()).float()
        else:
            y = torch._int_mm(xq, self.halves[0].t()).add_(torch._int_mm(xq, self.halves[1].t())).float()
        y.mul_(xs).mul_(self.scale)
        if self.bias is not None:
            y.add_(self.bias)
        return y.view(*shape[:-1], self.out_features)

    def extra_repr(self) -> str:
        rot = self.input_rotation.shape[0] if self.input_rotation is not None else 0
        return (f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}, "
                f"int8 per channel x per token{f', input rotated in blocks of {rot}' if rot else ''}")


class Int8Embedding(nn.Module):
    """An embedding table stored in int8 with one scale per row (token): a lookup returns float32 rows."""

    def __init__(self, num_embeddings: int, embedding_dim: int) -> None:
        super().__init__()
        self.num_embeddings, self.embedding_dim = num_embeddings, embedding_dim
        self.qweight = nn.Parameter(torch.zeros(num_embeddings, embedding_dim, dtype=torch.int8), requires_grad=False)
        self.scale = nn.Parameter(torch.ones(num_embeddings), requires_grad=False)

    @classmethod
    def from_embedding(cls, emb: nn.Embedding) -> "Int8Embedding":
        layer = cls(emb.num_embeddings, emb.embedding_dim)
        layer.qweight.data, layer.scale.data = quantize_rows(emb.weight.detach())
        return layer

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        return self.qweight[ids].float() * self.scale[ids].unsqueeze(-1)
