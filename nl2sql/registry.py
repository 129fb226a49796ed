"""Tables of named plugins: the methods, the metrics and the loop's tools, each added the same way.

    METHODS = Registry("method")
    METHODS.add("constant", Method(...))        # a name already taken is an error naming the table and the fix
    METHODS.get("loop"); "loop" in METHODS; list(METHODS); {**TOOLS, "count_rows": count_rows}

A Registry is a read-only mapping with `add` (and `remove`, for what its caller added): nl2sql.methods.registry,
nl2sql.eval.scorer and nl2sql.methods.agent.tools keep one each. Names in `reserved` (the built-in metrics, which
evaluate() computes itself) can never be added.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Generic, Iterable, TypeVar

V = TypeVar("V")


class Registry(Mapping[str, V], Generic[V]):
    """Named plugins of one kind; `key` normalises names (metrics are upper-case)."""

    def __init__(self, kind: str, reserved: Iterable[str] = (), key: Callable[[str], str] = str) -> None:
        self.kind = kind
        self.key = key
        self.reserved = frozenset(key(n) for n in reserved)
        self._items: dict[str, V] = {}

    def add(self, name: str, item: V) -> V:
        """Register item under name; a name already taken (or reserved) is a ValueError naming the fix."""
        k = self.key(name)
        if k in self.reserved or k in self._items:
            where = "built in" if k in self.reserved else "already registered"
            raise ValueError(f"{self.kind} {k!r} is {where}: register yours under another name"
                             + ("" if k in self.reserved else f" (or remove the old one first: {self.kind}s.remove)"))
        self._items[k] = item
        return item

    def remove(self, name: str) -> V | None:
        """Take a plugin out again (a test's, say); None when it was not there."""
        return self._items.pop(self.key(name), None)

    def get_or_fail(self, name: str) -> V:
        """The plugin of that name; an unknown name is a ValueError listing the known ones."""
        k = self.key(name)
        if k not in self._items:
            raise ValueError(f"unknown {self.kind} {name!r}; known {self.kind}s: {', '.join(self._items)}")
        return self._items[k]

    def __getitem__(self, name: str) -> V:
        return self._items[self.key(name)]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __repr__(self) -> str:
        return f"Registry({self.kind!r}: {', '.join(self._items)})"
