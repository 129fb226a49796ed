"""The README's "## Add a ..." sections: every python block in them runs as written and checks its own result."""

from __future__ import annotations

import ast
import re

import pytest

from nl2sql.eval import scorer
from nl2sql.paths import REPO_ROOT

README = REPO_ROOT / "README.md"
_BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def add_a_sections(text: str) -> dict[str, list[str]]:
    """The python blocks of every level-2 section whose heading starts with "Add a", by heading."""
    sections: dict[str, list[str]] = {}
    for part in re.split(r"^(?=## )", text, flags=re.M):
        heading = part.split("\n", 1)[0]
        if heading.startswith("## Add a"):
            sections[heading[3:].strip()] = _BLOCK.findall(part)
    return sections


SECTIONS = add_a_sections(README.read_text(encoding="utf-8"))


def test_the_extension_sections_are_there():
    assert {"Add a backend", "Add a metric"} <= set(SECTIONS), sorted(SECTIONS)
    assert all(SECTIONS.values()), {k: len(v) for k, v in SECTIONS.items()}


@pytest.mark.parametrize("heading", sorted(SECTIONS))
def test_readme_example_runs(heading, mini_dir, tmp_path, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    monkeypatch.setenv("NL2SQL_CACHE", str(tmp_path / "cache"))  # nothing written to the user's cache
    registered = set(scorer.CUSTOM_METRICS)
    try:
        for code in SECTIONS[heading]:
            tree = ast.parse(code)
            assert isinstance(tree.body[-1], ast.Assert), f"the {heading!r} example must end with an assert"
            namespace: dict = {"__name__": "readme_example"}
            exec(compile(tree, f"README.md ({heading})", "exec"), namespace)
    finally:  # a metric the example registered must not leak into other tests
        for name in set(scorer.CUSTOM_METRICS) - registered:
            scorer.CUSTOM_METRICS.remove(name)
