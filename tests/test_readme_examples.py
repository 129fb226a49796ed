"""The documentation's examples run as written and check their own result: every python block of the README, and
every python block of docs/extending.md's and docs/knobs.md's "## Add a ..." sections (what they register is taken
out again)."""

from __future__ import annotations

import ast
import re

import pytest

from nl2sql.data.formats import FORMATS
from nl2sql.eval import METRIC_TABLE
from nl2sql.llm import BACKENDS
from nl2sql.methods.agent.tools import TOOLS
from nl2sql.methods.registry import METHODS
from nl2sql.paths import REPO_ROOT

README = REPO_ROOT / "README.md"
EXTENDING = REPO_ROOT / "docs" / "extending.md"
KNOBS = REPO_ROOT / "docs" / "knobs.md"
_BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def sections(text: str, level: str = "## ") -> dict[str, list[str]]:
    """The python blocks of every section of that heading level, by heading (blocks before the first: "")."""
    found: dict[str, list[str]] = {}
    for part in re.split(rf"^(?={level})", text, flags=re.M):
        heading = part.split("\n", 1)[0][len(level):].strip() if part.startswith(level) else ""
        blocks = _BLOCK.findall(part)
        if blocks:
            found.setdefault(heading, []).extend(blocks)
    return found


def add_a_sections(text: str) -> dict[str, list[str]]:
    """The python blocks of every level-2 section whose heading starts with "Add a", by heading."""
    return {h: blocks for h, blocks in sections(text).items() if h.startswith("Add a")}


EXAMPLES = {
    **{f"docs/extending.md: {h}": blocks for h, blocks in add_a_sections(EXTENDING.read_text(encoding="utf-8")).items()},
    **{f"docs/knobs.md: {h}": blocks for h, blocks in add_a_sections(KNOBS.read_text(encoding="utf-8")).items()},
    **{f"README.md: {h}": blocks for h, blocks in sections(README.read_text(encoding="utf-8")).items()},
}


def test_the_extension_sections_are_there():
    found = add_a_sections(EXTENDING.read_text(encoding="utf-8"))
    assert {"Add a tool", "Add a backend", "Add a metric", "Add a method", "Add a dataset format"} <= set(found), \
        sorted(found)
    assert all(found.values()), {k: len(v) for k, v in found.items()}
    assert any(k.startswith("README.md") for k in EXAMPLES), "the README's options example is gone"
    assert "docs/knobs.md: Add a knob" in EXAMPLES, "docs/knobs.md's add-a-knob recipe is gone"


def test_the_readme_has_no_extension_guides_left():
    """They live in docs/extending.md, which the README links."""
    readme = README.read_text(encoding="utf-8")
    assert not add_a_sections(readme) and "docs/extending.md" in readme


@pytest.mark.slow
@pytest.mark.parametrize("where", sorted(EXAMPLES))
def test_documented_example_runs(where, mini_dir, tmp_path, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    monkeypatch.setenv("NL2SQL_CACHE", str(tmp_path / "cache"))  # nothing written to the user's cache
    registered = {"metrics": set(METRIC_TABLE), "methods": set(METHODS), "tools": set(TOOLS),
                  "formats": set(FORMATS), "backends": set(BACKENDS)}
    try:
        for code in EXAMPLES[where]:
            tree = ast.parse(code)
            assert isinstance(tree.body[-1], ast.Assert), f"the example of {where!r} must end with an assert"
            namespace: dict = {"__name__": "documented_example"}
            exec(compile(tree, where, "exec", dont_inherit=True), namespace)  # as a user runs it: no __future__
    finally:  # a metric, method or tool the example registered must not leak into other tests
        for name in set(METRIC_TABLE) - registered["metrics"]:
            METRIC_TABLE.remove(name)
        for name in set(METHODS) - registered["methods"]:
            METHODS.remove(name)
        for name in set(TOOLS) - registered["tools"]:
            TOOLS.remove(name)
        for name in set(FORMATS) - registered["formats"]:
            FORMATS.remove(name)
        for name in set(BACKENDS) - registered["backends"]:
            BACKENDS.remove(name)


def test_the_readme_stays_a_readable_length():
    # Depth goes to docs/; the README teaches the first hour.
    assert len(README.read_text(encoding="utf-8").splitlines()) <= 350
