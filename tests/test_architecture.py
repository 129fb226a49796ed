"""The package's shape (docs/architecture.md): subpackages by role, imports only down the layers, no circle, short
modules and few long functions."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import nl2sql

PACKAGE = Path(nl2sql.__file__).parent
# Bottom to top. A module may import its own unit and the units of lower layers, never a unit of its own layer
# or of a higher one. The units are the subpackages and the top-level modules (docs/architecture.md#layers).
LAYERS: list[tuple[str, ...]] = [
    ("paths", "knobs", "registry", "text", "imports"),
    ("sql", "llm"),
    ("data",),
    ("eval",),
    ("methods",),
    ("config",),
    ("store",),
    ("report",),
    ("runs",),
    ("cli",),
    ("testing",),
    ("__main__",),
]
LAYER = {unit: i for i, units in enumerate(LAYERS) for unit in units}
MAX_LINES = 420
LONGER = {"eval/sql_parse.py": 530}  # its docstring says why it stays whole
# A function over LONG_FUNCTION lines does several things; at most MAX_LONG_FUNCTIONS of them, each a known exception.
LONG_FUNCTION = 80
MAX_LONG_FUNCTIONS = 3


def modules() -> dict[str, Path]:
    """Every module of the package by dotted name."""
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


@functools.cache  # each file parsed once for the tests that read it: the package does not change during a run
def parsed(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def imports(path: Path, known: set[str]) -> set[str]:
    """The package's modules a file imports, anywhere in it (inside functions and `if TYPE_CHECKING:` blocks too)."""
    found = set()
    for node in ast.walk(parsed(path)):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, f"{path}: relative import (the package imports absolutely)"
            base = node.module or ""
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            continue
        found |= {n for n in names if n in known}
    return found


def unit(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "nl2sql"


@functools.cache  # built once for the tests that read it
def graph() -> dict[str, set[str]]:
    mods = modules()
    return {m: imports(p, set(mods)) - {m} for m, p in mods.items()}


def within(module: str, package: str) -> bool:
    """Whether a module is the package or one of its modules."""
    return module == package or module.startswith(package + ".")


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


def test_only_the_registry_of_methods_imports_the_loop():
    """methods.agent may import the rest of methods; of the rest only methods.registry, which assembles the methods,
    imports methods.agent."""
    agent = "nl2sql.methods.agent"
    wrong = [f"{mod} -> {dep}" for mod, deps in graph().items() for dep in deps
             if within(mod, "nl2sql.methods") and not within(mod, agent) and mod != "nl2sql.methods.registry"
             and within(dep, agent)]
    assert not wrong, "modules of methods outside agent/ importing the loop:\n" + "\n".join(sorted(wrong))


def test_the_run_store_knows_nothing_of_methods():
    wrong = [f"{mod} -> {dep}" for mod, deps in graph().items() for dep in deps
             if within(mod, "nl2sql.store") and within(dep, "nl2sql.methods")]
    assert not wrong, "nl2sql.store importing nl2sql.methods:\n" + "\n".join(sorted(wrong))


def test_the_model_layers_systems_keep_to_their_rooms():
    """Each backend is a folder of llm (transformers, openai, openvino, replay) that uses the interface (base) and no
    other backend, but for OpenVINO reading prompts as transformers' tokenizers do (the chat template, the top-k of
    its samplers); within transformers, decoding (the batched decoder) and int8 (the int8 layers and weights) are
    systems of their own on the interface alone; weights (the offline models' files) uses the interface, the CPU
    path and the int8 model (an int8 folder is built from a GGUF)."""
    llm = "nl2sql.llm"
    rooms = {f"{llm}.transformers.decoding": {f"{llm}.base"}, f"{llm}.transformers.int8": {f"{llm}.base"},
             f"{llm}.weights": {f"{llm}.base", f"{llm}.transformers.device", f"{llm}.transformers.int8.model"},
             f"{llm}.transformers": {f"{llm}.base", f"{llm}.weights"},
             f"{llm}.openai": {f"{llm}.base"}, f"{llm}.replay": {f"{llm}.base"},
             f"{llm}.openvino": {f"{llm}.base", f"{llm}.weights", f"{llm}.transformers.chat_template",
                                 f"{llm}.transformers.decoding.pickers"}}
    wrong = [f"{mod} -> {dep}" for mod, deps in graph().items() for room, allowed in rooms.items() if within(mod, room)
             and not any(within(mod, inner) for inner in rooms if inner != room and within(inner, room))
             for dep in deps if within(dep, llm) and not within(dep, room) and not any(within(dep, a) for a in allowed)]
    assert not wrong, "imports out of llm's rooms:\n" + "\n".join(sorted(wrong))


def test_the_model_layers_root_holds_the_interface_and_the_registry():
    """llm's root: the interface, the registry of backends, the model options, the completion cache and the failure
    wrappers (8 files at most); each backend in a folder of its own."""
    root = PACKAGE / "llm"
    files = sorted(p.name for p in root.iterdir() if p.is_file() and p.name != ".DS_Store")
    assert len(files) <= 8, files
    assert {"transformers", "openai", "openvino", "replay"} <= {p.name for p in root.iterdir() if p.is_dir()}


def test_no_import_circle():
    g = graph()  # a type imported for annotations only ties the modules as much as any other import
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
    scripts = [*(PACKAGE.parent / "bench").glob("*.py"), *(PACKAGE.parent / "screens").glob("*/*.py")]
    for path in [*PACKAGE.rglob("*.py"), *scripts]:
        rel = (path.relative_to(PACKAGE) if PACKAGE in path.parents else path.relative_to(PACKAGE.parent)).as_posix()
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > LONGER.get(rel, MAX_LINES):
            long[rel] = n
    assert not long, long


def test_few_functions_run_long():
    long = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(parsed(path)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                n = node.end_lineno - node.lineno + 1
                if n > LONG_FUNCTION:
                    long.append(f"{path.relative_to(PACKAGE).as_posix()} {node.name} ({n} lines)")
    assert len(long) <= MAX_LONG_FUNCTIONS, (
        f"{len(long)} functions over {LONG_FUNCTION} lines, at most {MAX_LONG_FUNCTIONS}:\n" + "\n".join(sorted(long)))


def test_no_code_under_results():
    """results/ holds outputs only; the scripts that made them live in screens/ (screens/README.md)."""
    repo = Path(__file__).resolve().parents[1]
    code = sorted(p.relative_to(repo).as_posix() for p in (repo / "results").rglob("*.py"))
    assert not code, f"move these scripts to screens/: {code}"
