"""The scripts of bench/ (docs/benchmarks.md) and screens/ (screens/README.md): each imports without running, finds
the package as installed (no sys.path of its own), and takes from nl2sql only public names and nothing from tests/."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = sorted([*(REPO / "bench").glob("*.py"), *(REPO / "screens").glob("*/*.py")])
# What tests/ holds: a script that imports one of these runs only where tests/ is on the path.
TEST_MODULES = {"tests", "conftest", *(p.stem for p in (REPO / "tests").glob("*.py"))}
MAIN_GUARD = 'if __name__ == "__main__":'


def rel(path: Path) -> str:
    return path.relative_to(REPO).as_posix()


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def siblings(path: Path) -> set[str]:
    """The modules beside a script: Python finds them because a script's folder comes first on its path."""
    return {p.stem for p in path.parent.glob("*.py")} - {path.stem}


def imported_by_a_sibling(path: Path) -> bool:
    """Whether another script of its folder imports it (then it is a part of that script, with no command line)."""
    for other in path.parent.glob("*.py"):
        for node in ast.walk(tree(other)) if other != path else ():
            if isinstance(node, ast.ImportFrom) and node.module == path.stem:
                return True
            if isinstance(node, ast.Import) and any(a.name == path.stem for a in node.names):
                return True
    return False


def package_imports(module: ast.Module) -> tuple[list[str], set[str]]:
    """The names imported from nl2sql (dotted), and the local names bound to nl2sql modules or objects."""
    names, bound = [], set()
    for node in ast.walk(module):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "nl2sql":
            names += [f"{node.module}.{a.name}" for a in node.names]
            bound |= {a.asname or a.name for a in node.names}
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.split(".")[0] == "nl2sql":
                    names.append(a.name)
                    bound.add(a.asname or a.name.split(".")[0])
    return names, bound


def private(dotted: str) -> bool:
    return any(part.startswith("_") and not part.startswith("__") for part in dotted.split("."))


def test_the_scripts_are_found():
    assert len(SCRIPTS) >= 30 and REPO / "bench" / "same_outputs.py" in SCRIPTS


def test_the_docs_name_every_script():
    """docs/benchmarks.md lists each bench (the parts reliability.py imports aside), screens/README.md each study."""
    benches = (REPO / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    screens = (REPO / "screens" / "README.md").read_text(encoding="utf-8")
    missing = [rel(p) for p in SCRIPTS if p.parent.name == "bench" and not imported_by_a_sibling(p)
               and f"`{rel(p)}" not in benches]
    missing += [rel(p) for p in SCRIPTS if p.parent.parent.name == "screens" and f"| {p.parent.name} |" not in screens]
    assert not missing, f"not in docs/benchmarks.md or screens/README.md: {missing}"


@pytest.mark.parametrize("path", SCRIPTS, ids=rel)
def test_a_script_leaves_sys_path_alone(path: Path):
    assert "sys.path" not in path.read_text(encoding="utf-8"), f"{rel(path)}: the package is installed, import it"


@pytest.mark.parametrize("path", SCRIPTS, ids=rel)
def test_a_script_uses_public_names_of_the_package_and_nothing_of_tests(path: Path):
    module = tree(path)
    names, bound = package_imports(module)
    wrong = [n for n in names if private(n)]
    wrong += [f"{node.value.id}.{node.attr}" for node in ast.walk(module) if isinstance(node, ast.Attribute)
              and isinstance(node.value, ast.Name) and node.value.id in bound and private(node.attr)]
    for node in ast.walk(module):
        if isinstance(node, ast.ImportFrom) and node.module:
            wrong += [node.module] if node.module.split(".")[0] in TEST_MODULES else []
        elif isinstance(node, ast.Import):
            wrong += [a.name for a in node.names if a.name.split(".")[0] in TEST_MODULES]
    assert not wrong, f"{rel(path)} imports private names or test modules: {wrong}"


@pytest.mark.parametrize("path", SCRIPTS, ids=rel)
def test_a_script_does_its_work_under_its_main_guard(path: Path):
    """At the top only the docstring, imports, definitions and constants; the work under `if __name__ == ...`."""
    module = tree(path)
    work = []
    for i, node in enumerate(module.body):
        if isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
                             ast.Assign, ast.AnnAssign)):
            continue
        if i == 0 and isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            continue
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("__name__ == '__main__'", '__name__ == "__main__"'):
            continue
        work.append(f"line {node.lineno}: {ast.unparse(node).splitlines()[0]}")
    assert not work, f"{rel(path)} does work when imported:\n" + "\n".join(work)
    has_guard = MAIN_GUARD in path.read_text(encoding="utf-8")
    assert has_guard or imported_by_a_sibling(path), f"{rel(path)}: no `{MAIN_GUARD}`"


@pytest.mark.slow  # the scripts' own imports: transformers, Hypothesis, ... (seconds); the checks above read text
@pytest.mark.parametrize("path", SCRIPTS, ids=rel)
def test_a_script_imports_without_running(path: Path, monkeypatch):
    """Imported as Python runs it (its folder first on the path), under a name of its own, main() not called."""
    monkeypatch.syspath_prepend(str(path.parent))
    for name in siblings(path):  # a sibling of another folder by the same name (screen, compare) must not answer
        monkeypatch.delitem(sys.modules, name, raising=False)
    monkeypatch.setattr(sys, "argv", [str(path), "--no-such-option"])  # main() would stop at it
    name = "script_" + rel(path).removesuffix(".py").replace("/", "_")
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, name, module)  # where a dataclass of the script looks itself up
    spec.loader.exec_module(module)
    assert module.__doc__, f"{rel(path)}: say in a docstring what it measures and how to run it"
