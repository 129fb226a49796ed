"""The package's shape (docs/architecture.md): subpackages by role, imports only down the layers, no circle."""

from __future__ import annotations

import ast
from pathlib import Path

import nl2sql

PACKAGE = Path(nl2sql.__file__).parent
# Bottom to top. A module may import its own unit and the units of lower layers, never a unit of its own layer
# or of a higher one. The units are the subpackages and the top-level modules (docs/architecture.md#layers).
LAYERS: list[tuple[str, ...]] = [
    ("paths", "knobs", "registry", "text"),
    ("sql", "llm"),
    ("data",),
    ("eval",),
    ("methods",),
    ("config",),
    ("store",),
    ("report",),
    ("runs",),
    ("cli",),
    ("__main__",),
]
LAYER = {unit: i for i, units in enumerate(LAYERS) for unit in units}
MAX_LINES = 450
LONGER = {"eval/sql_parse.py": 530}  # its docstring says why it stays whole


def modules() -> dict[str, Path]:
    """Every module of the package by dotted name."""
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _type_only(tree: ast.Module) -> set[int]:
    """Line numbers of the imports under `if TYPE_CHECKING:` (annotations only: nothing runs them)."""
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            lines |= {n.lineno for child in node.body for n in ast.walk(child) if isinstance(n, ast.stmt)}
    return lines


def imports(path: Path, known: set[str], runtime_only: bool = False) -> set[str]:
    """The package's modules a file imports, anywhere in it (inside functions too); TYPE_CHECKING blocks unless
    runtime_only."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _type_only(tree) if runtime_only else set()
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, f"{path}: relative import (the package imports absolutely)"
            base = node.module or ""
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            continue
        if node.lineno not in skip:
            found |= {n for n in names if n in known}
    return found


def unit(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "nl2sql"


def graph(runtime_only: bool = False) -> dict[str, set[str]]:
    mods = modules()
    return {m: imports(p, set(mods), runtime_only) - {m} for m, p in mods.items()}


def test_every_module_sits_in_a_layer():
    assert {unit(m) for m in modules()} - {"nl2sql"} <= set(LAYER), sorted({unit(m) for m in modules()} - set(LAYER))


def test_imports_run_only_down_the_layers():
    wrong = []
    for mod, deps in graph().items():
        if mod == "nl2sql":  # the package's face sets the environment up before anything else loads
            continue
        for dep in deps:
            a, b = unit(mod), unit(dep)
            if a != b and (b == "nl2sql" or LAYER[b] >= LAYER[a]):
                wrong.append(f"{mod} -> {dep}")
    assert not wrong, "imports across or up the layers:\n" + "\n".join(sorted(wrong))


def test_no_import_circle():
    g = graph(runtime_only=True)  # a type named for an annotation only is no circle
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in g[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                circles.append(sorted(comp))

    for v in g:
        if v not in index:
            visit(v)
    assert not circles, circles


def test_subpackages_say_their_role_and_the_top_stays_small():
    top = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert len(top) <= 8, top
    for init in PACKAGE.glob("*/__init__.py"):
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
        assert doc and "May import" in doc, f"{init}: say its role and what it may import"


def test_modules_stay_short():
    long = {}
    for path in [*PACKAGE.rglob("*.py"), *(PACKAGE.parent / "bench").glob("*.py")]:
        rel = path.relative_to(PACKAGE).as_posix() if PACKAGE in path.parents else f"bench/{path.name}"
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > LONGER.get(rel, MAX_LINES):
            long[rel] = n
    assert not long, long
