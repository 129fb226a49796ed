"""Generic layers know no method and no method's knob by name: they ask the method (its options, its Method entry).

A method's name is compared only in that method's own modules, and a knob of a method's options is looked up by
string (getattr, hasattr, a config's ["..."] or .get("...")) only in the module declaring it; a new method's author
then finds every question the runner, the config and the reports ask in nl2sql.methods.options.MethodOptions and
nl2sql.methods.registry.Method, not scattered through the package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import nl2sql
from nl2sql.config import RunOptions, knob_table
from nl2sql.knobs import knobs
from nl2sql.llm.options import ModelOptions

PACKAGE = Path(nl2sql.__file__).parent
BUILT_IN = {"loop": ("methods/agent/",), "baseline": ("methods/baseline.py",), "candidates": ("methods/candidates.py",)}
# Names that hold a run's knobs (a RunConfig, a saved config dict, options, a notebook's parameters).
HOLDERS = {"cfg", "config", "conf", "saved", "current", "knobs", "options", "opts", "params", "parameters", "base",
           "changes", "values", "given"}


def method_knobs() -> dict[str, set[str]]:
    """Each knob of a built-in method's options (not the run's or the model's) with the files declaring it."""
    run_level = set(knobs(RunOptions)) | set(knobs(ModelOptions))
    owners: dict[str, set[str]] = {}
    for method in BUILT_IN:
        for name, k in knob_table(method).items():
            if name not in run_level:
                owners.setdefault(name, set()).add(k.owner.__module__.removeprefix("nl2sql.").replace(".", "/") + ".py")
    return owners


def _const(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def knob_lookups(tree: ast.AST, names: set[str]) -> list[tuple[int, str]]:
    """(line, knob) of each lookup by string of a name in `names`: getattr/hasattr(x, "knob"), holder["knob"],
    holder.get("knob")."""
    found = []
    for node in ast.walk(tree):
        key = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr"):
            key = _const(node.args[1]) if len(node.args) > 1 else None
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in HOLDERS:
            key = _const(node.slice)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
              and isinstance(node.func.value, ast.Name) and node.func.value.id in HOLDERS and node.args):
            key = _const(node.args[0])
        if key in names:
            found.append((node.lineno, key))
    return found


def method_comparisons(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, method) of each comparison with a built-in method's name: == / != / in / not in, either side."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        for side in sides:
            items = side.elts if isinstance(side, (ast.Tuple, ast.List, ast.Set)) else [side]
            found += [(node.lineno, v) for v in map(_const, items) if v in BUILT_IN]
    return found


def test_no_method_name_is_compared_outside_its_own_modules():
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        for line, name in method_comparisons(ast.parse(path.read_text(encoding="utf-8"))):
            if not rel.startswith(BUILT_IN[name]):
                wrong.append(f"nl2sql/{rel}:{line} compares with method {name!r}")
    assert not wrong, "ask the method (nl2sql.methods.registry.Method, MethodOptions) instead:\n" + "\n".join(wrong)


def test_no_methods_knob_is_looked_up_by_string_outside_the_module_declaring_it():
    owners = method_knobs()
    assert {"max_steps", "sample_rows", "n_candidates", "align_weight", "fewshot_k", "do_sample"} <= set(owners)
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        for line, knob in knob_lookups(ast.parse(path.read_text(encoding="utf-8")), set(owners)):
            if rel not in owners[knob]:
                wrong.append(f"nl2sql/{rel}:{line} looks up {knob!r} (declared in {', '.join(sorted(owners[knob]))})")
    assert not wrong, "ask the method's options (MethodOptions) instead:\n" + "\n".join(wrong)


def test_the_scanners_find_what_they_look_for():
    """The two scans catch the shapes they are for (the greps above would pass vacuously otherwise)."""
    tree = ast.parse('x = getattr(cfg, "align_weight", 0)\nif p.get("method") == "loop": pass\n'
                     'y = saved["n_candidates"]\nz = "baseline" in names\nw = m in ("candidates", "x")\n'
                     'for c in ("candidates", "ran"): pass\nv = row["guardrails"]\n')
    assert knob_lookups(tree, {"align_weight", "n_candidates", "guardrails"}) == [(1, "align_weight"),
                                                                                 (3, "n_candidates")]
    assert sorted(method_comparisons(tree)) == [(2, "loop"), (4, "baseline"), (5, "candidates")]
