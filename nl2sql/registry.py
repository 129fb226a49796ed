"""Tables of named plugins: the methods, the metrics and the loop's tools, each added the same way.

    METHODS = Registry("method")
    METHODS.add("constant", Method(...))        # a name already taken is an error naming the table and the fix
    METHODS.get("loop"); "loop" in METHODS; list(METHODS); {**TOOLS, "count_rows": count_rows}

A Registry is a read-only mapping with `add` (and `remove`, for what its caller added): nl2sql.methods.registry,
nl2sql.eval.metric_table and nl2sql.methods.agent.tools keep one each. Its `builtin` entries (the built-in metrics)
are there from the start and can be neither replaced nor removed. nl2sql.data.formats and nl2sql.llm.backends keep the
dataset formats and the model backends.

Installed plugins fill the tables too: each entry point of group "nl2sql.plugins" names a callable `register()` (or a
module whose import registers); the first lookup in any table loads them all, once, so `python -m nl2sql` and a
notebook's kernel see them with no import (docs/extending.md#plugins). NL2SQL_NO_PLUGINS=1 leaves them out.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from importlib import metadata
from typing import Generic, Iterable, TypeVar

V = TypeVar("V")
PLUGIN_GROUP = "nl2sql.plugins"
NO_PLUGINS_ENV = "NL2SQL_NO_PLUGINS"


class Registry(Mapping[str, V], Generic[V]):
    """Named plugins of one kind; `key` normalises names (a metric's: a built-in's own spelling, else upper-case)."""

    def __init__(self, kind: str, key: Callable[[str], str] = str, builtin: Iterable[tuple[str, V]] = ()) -> None:
        self.kind = kind
        self.key = key
        self._items: dict[str, V] = {key(name): item for name, item in builtin}
        self.builtin = frozenset(self._items)

    def add(self, name: str, item: V) -> V:
        """Register item under name; a name already taken (or built in) is a ValueError naming the fix."""
        k = self.key(name)
        if k in self._items:
            where = "built in" if k in self.builtin else "already registered"
            raise ValueError(f"{self.kind} {k!r} is {where}: register yours under another name"
                             + ("" if k in self.builtin else f" (or remove the old one first: {self.kind}s.remove)"))
        self._items[k] = item
        return item

    def remove(self, name: str) -> V | None:
        """Take a plugin out again (a test's, say); None when it was not there. A built-in one stays."""
        k = self.key(name)
        if k in self.builtin:
            raise ValueError(f"{self.kind} {k!r} is built in: it cannot be removed")
        return self._items.pop(k, None)

    def get_or_fail(self, name: str) -> V:
        """The plugin of that name; an unknown name is a ValueError listing the known ones."""
        load_plugins()
        k = self.key(name)
        if k not in self._items:
            raise ValueError(f"unknown {self.kind} {name!r}; known {self.kind}s: {', '.join(self._items)}")
        return self._items[k]

    def __getitem__(self, name: str) -> V:
        load_plugins()
        return self._items[self.key(name)]

    def __iter__(self) -> Iterator[str]:
        load_plugins()
        return iter(self._items)

    def __len__(self) -> int:
        load_plugins()
        return len(self._items)

    def __repr__(self) -> str:
        return f"Registry({self.kind!r}: {', '.join(self)})"


# -- plugins: entry points of group nl2sql.plugins ------------------------------------------------------------------

class PluginError(ValueError):
    """A plugin that fails to import or register; the message names its entry point, its distribution and the fix."""


@dataclass(frozen=True)
class Plugin:
    """One loaded entry point: its name, what it points at ("module:register") and the distribution it came with."""

    name: str
    value: str
    distribution: str


class _Plugins:
    """What has been loaded: a lock (a notebook's threads), and `loading` so that a plugin's own lookups in the tables,
    made while it registers, do not load the plugins again."""

    lock = threading.RLock()
    loading = False
    done = False
    loaded: dict[tuple[str, str], Plugin] = {}


def load_plugins() -> list[Plugin]:
    """Load every installed plugin once (the tables' first lookup does); the plugins loaded. A plugin that fails is a
    PluginError, again at the next lookup (those loaded before it stay loaded)."""
    if _Plugins.done or os.environ.get(NO_PLUGINS_ENV) or _importing():
        return list(_Plugins.loaded.values())
    with _Plugins.lock:
        if _Plugins.done or _Plugins.loading:
            return list(_Plugins.loaded.values())
        _Plugins.loading = True
        try:
            for ep in metadata.entry_points(group=PLUGIN_GROUP):
                dist = ep.dist.name if ep.dist is not None else "an unknown distribution"
                if (dist, ep.name) not in _Plugins.loaded:
                    _register(ep, dist)
                    _Plugins.loaded[(dist, ep.name)] = Plugin(ep.name, ep.value, dist)
            _Plugins.done = True
        finally:
            _Plugins.loading = False
    return list(_Plugins.loaded.values())


def _importing() -> bool:
    """Whether some module is still being imported: a table looked up at import time (the loop's tool order, say)
    leaves the plugins to the next lookup, since their imports would find that module half made."""
    return any(getattr(getattr(m, "__spec__", None), "_initializing", False) for m in list(sys.modules.values()))


def _register(ep: metadata.EntryPoint, dist: str) -> None:
    """Import what the entry point names and call it when it is a callable (a module registers by its import)."""
    try:
        target = ep.load()
        if callable(target):
            target()
    except Exception as exc:
        raise PluginError(
            f"plugin {ep.name!r} ({ep.value}, entry point of group {PLUGIN_GROUP!r} in distribution {dist!r}) failed "
            f"to load: {type(exc).__name__}: {exc}. Fix the plugin, or uninstall it (pip uninstall {dist}); "
            f"{NO_PLUGINS_ENV}=1 runs without plugins") from exc
