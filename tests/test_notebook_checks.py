"""Notebook parameters checked before papermill starts: a mistake is one clear error and no folder; notebook 04's grid
reads the text `ablate --grid` takes as well as a dict."""

from __future__ import annotations

import pytest

from nl2sql.config import RunConfig
from nl2sql.data.dataset import DatasetError
from nl2sql.runs.ablation import COMPONENT_GRID, DEFAULT_GRID, ablation_configs, grid_of
from nl2sql.runs.notebook_checks import check_notebooks
from nl2sql.runs.notebooks import NOTEBOOK_DIR, execute_notebooks, notebook_parameters

SCRIPTED = {"backend": "function", "model": "nl2sql.testing.scripted:answer"}


def test_a_grid_reads_alike_as_text_list_dict_or_name():
    assert grid_of("max_steps=4,12") == grid_of(["max_steps=4,12"]) == grid_of({"max_steps": [4, 12]}) \
        == {"max_steps": [4, 12]}
    assert grid_of("max_steps=4,12; guardrails=none") == {"max_steps": [4, 12], "guardrails": [[]]}
    assert grid_of({"REACT_MAX_STEPS": 4, "retrieval": "embedding"}) == {"max_steps": [4], "retrieval": ["embedding"]}
    assert grid_of("components") == COMPONENT_GRID and grid_of(None) == grid_of("") == DEFAULT_GRID
    assert list(ablation_configs(RunConfig(**SCRIPTED), "max_steps=4,12")) == ["base", "max_steps=4", "max_steps=12"]
    with pytest.raises(ValueError, match=r"unknown ablation grid 'componets' \(did you mean 'components'\?\)"):
        grid_of("componets")
    with pytest.raises(ValueError, match=r"unknown knob 'max_stepz' \(did you mean 'max_steps'\?\)"):
        grid_of("max_stepz=4,12")
    with pytest.raises(ValueError, match="give a dict of knob -> values"):
        grid_of(4)


def _declared(*stems: str) -> list[tuple[str, dict]]:
    return [(stem, notebook_parameters(NOTEBOOK_DIR / f"{stem}.ipynb")) for stem in stems]


def test_each_notebook_builds_its_first_cells_from_the_parameters(tmp_path, mini_dir):
    given = {"data_dir": str(mini_dir), "limit": 4, "run_id": "nb", "results_dir": str(tmp_path), **SCRIPTED}
    stems = ["01_schema_prep", "02_baseline", "03_agentic_eval", "04_ablations"]
    check_notebooks(_declared(*stems), {**given, "grid": "max_steps=4,12", "compare_metrics": "EX"})
    with pytest.raises(ValueError, match="LoopOptions.max_steps must be int"):
        check_notebooks(_declared("03_agentic_eval"), {**given, "max_steps": "abc"})
    check_notebooks(_declared("02_baseline"), {**given, "max_steps": "abc"})  # the baseline's notebook skips it
    with pytest.raises(ValueError, match=r"unknown metric\(s\) \['EZ'\] in compare_metrics"):
        check_notebooks(_declared("04_ablations"), {**given, "compare_metrics": "EX,EZ"})
    with pytest.raises(ValueError, match="ablation mode must be"):
        check_notebooks(_declared("04_ablations"), {**given, "mode": "all"})
    with pytest.raises(FileNotFoundError, match="no scored run in"):
        check_notebooks(_declared("05_robustness"), {**given, "original": "nowhere"})
    with pytest.raises(ValueError, match="variants must name at least one reworded set"):
        check_notebooks(_declared("05_robustness"), {**given, "variants": "tune-syn"})
    # A file the method reads at its first question: the bundled folder has no few-shot pool.
    for stem, knobs in (("02_baseline", {"fewshot_k": 3}), ("04_ablations", {"grid": "fewshot_k=0,3"})):
        with pytest.raises(FileNotFoundError, match=r"few-shot pool not found: .*train_spider_syn.json"):
            check_notebooks(_declared(stem), {**given, **knobs})
    with pytest.raises(ValueError, match=r"ablation grid: split picks the questions, which every variant shares"):
        grid_of("split=train")
    with pytest.raises(ValueError, match=r"candidate_agent must be true or false, got 'maybe'"):
        check_notebooks(_declared("03_agentic_eval"), {**given, "candidate_agent": "maybe"})


@pytest.mark.parametrize(("names", "params", "error", "match"), [
    (["02"], {"data_dir": "nowhere"}, DatasetError, "dataset directory not found"),
    (["02"], {"sample_rowz": 4}, ValueError, r"sample_rowz: not a parameter of 02_baseline \(did you mean sample_rows\?\)"),
    (["04"], {"grid": "max_stepz=4"}, ValueError, "did you mean 'max_steps'"),
    (["01", "05"], {"original": "nowhere"}, FileNotFoundError, "no scored run in"),
])
def test_bad_notebook_parameters_stop_before_anything_is_written(tmp_path, names, params, error, match):
    with pytest.raises(error, match=match):
        execute_notebooks("x", params, names, out_root=tmp_path)
    assert not list(tmp_path.iterdir())  # no results/x/notebooks/ with a half-executed notebook
