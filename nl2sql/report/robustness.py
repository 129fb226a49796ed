"""Robustness: the same methods on an original set and on its reworded variants, the drop paired by question.

    write_robustness("robust/tune", {"synonyms": "robust/tune-syn"}, out="robust/table")
    # results/robust/table/robustness.{md,tex,csv,png}: EX (and TS) per method and variant, the drop from the
    # original with a paired bootstrap interval, McNemar's exact p

A set is a folder of scored runs (results/<id>/<method>/metrics.csv, as `python -m nl2sql run --run-id
<id>/<method>` leaves them) or one run folder. Methods pair across sets by their folder name (one run: its
config's method). Questions pair by id when a variant keeps the original's questions in order (Spider-Syn,
the tune-syn split), else by database and gold SQL, the k-th occurrence with the k-th (Spider-Realistic and
other subsets that keep dev's queries); a question of a variant without a partner is left out and counted.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

import pandas as pd

from nl2sql.data.dataset import load_dataset
from nl2sql.eval.metric_table import metric_names
from nl2sql.paths import RESULTS_DIR
from nl2sql.report.accuracy import load_metrics
from nl2sql.report.stats import N_BOOT, SEED, bootstrap_ci, mcnemar_exact, paired_bootstrap_diff
from nl2sql.report.tables import latex_table, markdown_table
from nl2sql.store.runstore import check_run_id, read_manifest, saved_data_dir

PAIRINGS = ("auto", "id", "gold")
# The coverage of a voting run's candidates (candidates.csv), shown beside the metrics when both runs have it: the
# part of the EX drop it does not explain is lost by the vote's choice among them.
ORACLE = "oracle"


@dataclass
class RunScores:
    """One scored run: its folder, method, and per-question scores keyed by the pairing key."""

    path: Path
    method: str
    frame: pd.DataFrame  # metrics.csv rows of evaluable questions, with a "key" column


def _set_folder(folder: str | Path, results: Path = RESULTS_DIR) -> Path:
    """A set's folder: as given, or under results/ where a relative one does not exist here."""
    folder = Path(folder)
    return folder if folder.is_absolute() or folder.exists() else Path(results) / folder


def _runs(folder: Path, results: Path = RESULTS_DIR) -> dict[str, Path]:
    """The scored runs of a set folder (_set_folder) by method name (its subfolders), or the folder itself as one
    run."""
    folder = _set_folder(folder, results)
    if (folder / "metrics.csv").is_file():
        cfg = read_manifest(folder) or {}
        return {str((cfg.get("config") or {}).get("method") or folder.name): folder}
    found = {p.parent.name: p.parent for p in sorted(folder.glob("*/metrics.csv"))}
    if not found:
        raise FileNotFoundError(f"no scored run in {folder}: pass a run folder (with metrics.csv) or a folder of them "
                                f"(results/<id>/<method>/metrics.csv; score a run with python -m nl2sql report)")
    return found


def _gold_keys(run: Path, ids: Sequence[str]) -> dict[str, str]:
    """Each question's (database, gold SQL, occurrence) key, from the dataset the run's config names."""
    manifest = read_manifest(run)
    ds = load_dataset(saved_data_dir(manifest), manifest["config"]["split"])
    seen: dict[tuple[str, str], int] = defaultdict(int)
    keys = {}
    for e in ds:
        gold = (e.db_id, " ".join(e.gold_sql.split()).lower())
        keys[e.id] = f"{gold[0]}\t{gold[1]}\t{seen[gold]}"
        seen[gold] += 1
    return {i: keys.get(i, i) for i in ids}


def load_set(folder: str | Path, pair: str = "id", results: Path = RESULTS_DIR) -> dict[str, RunScores]:
    """The scored runs of one set, keyed by method, each question keyed for pairing ("id" or "gold")."""
    out = {}
    for method, run in _runs(Path(folder), results).items():
        df = load_metrics(run / "metrics.csv")
        df = df[df["evaluable"]].copy()
        if (run / "candidates.csv").is_file():  # a voting run: whether some candidate was EX-right (its coverage)
            votes = pd.read_csv(run / "candidates.csv", dtype={"id": str}).set_index("id")["oracle"]
            df[ORACLE] = df["id"].map(votes).astype(float)
        df["key"] = df["id"] if pair == "id" else df["id"].map(_gold_keys(run, list(df["id"])))
        out[method] = RunScores(run, method, df)
    return out


def _questions(runs: Mapping[str, RunScores]) -> dict[str, str]:
    """Each question's wording by id, from the dataset the set's first run names in its config."""
    run = next(iter(runs.values())).path
    manifest = read_manifest(run)
    return {e.id: e.question for e in load_dataset(saved_data_dir(manifest), manifest["config"]["split"])}


def _pairing(original: Mapping[str, RunScores], variant: Mapping[str, RunScores]) -> str:
    """"id" when every shared method's variant questions carry the original's ids on the same databases, else "gold"."""
    for m in set(original) & set(variant):
        a = original[m].frame.set_index("id")["db_id"]
        b = variant[m].frame.set_index("id")["db_id"]
        if not set(b.index) <= set(a.index) or any(a[i] != b[i] for i in b.index):
            return "gold"
    return "id"


def check_sets(original: str | Path, variants: Mapping[str, str | Path], metrics: Sequence[str] = ("EX", "TS"),
               pair: str = "auto", results: Path = RESULTS_DIR, reworded_only: bool = False) -> list[str]:
    """The metrics in their own spelling, once every set's folder holds scored runs and the pairing is one that
    works: each mistake raised before anything is read at length or written."""
    if pair not in PAIRINGS:
        raise ValueError(f"pair must be one of {PAIRINGS}, got {pair!r}")
    if reworded_only and pair == "gold":
        raise ValueError("reworded_only compares a question's two wordings by id: use pair 'id' or 'auto'")
    if not isinstance(variants, Mapping) or not variants:
        raise ValueError(f"variants must name at least one reworded set, name -> folder (e.g. {{\"synonyms\": "
                         f"\"robust/tune-syn\"}}), got {variants!r}")
    names = metric_names(metrics, " to compare")
    blank = [n for n in variants if not str(n).strip()]
    if blank:
        raise ValueError(f"a variant needs a name: NAME=FOLDER (e.g. syn={variants[blank[0]]}), got "
                         f"{'=' + str(variants[blank[0]])!r}")
    for folder in (original, *variants.values()):
        for run in _runs(Path(folder), results).values():
            load_metrics(run / "metrics.csv")  # a metrics file that is not a run's: its one line, before a notebook
    base = _set_folder(original, results).resolve()
    same = [n for n, folder in variants.items() if _set_folder(folder, results).resolve() == base]
    if same:
        raise ValueError(f"variant {same[0]!r} is the original set itself ({original}): name a reworded set's folder")
    return names


def robustness_frame(original: str | Path, variants: Mapping[str, str | Path], metrics: Sequence[str] = ("EX", "TS"),
                     pair: str = "auto", n_boot: int = N_BOOT, seed: int = SEED,
                     results: Path = RESULTS_DIR, reworded_only: bool = False) -> pd.DataFrame:
    """One row per method and variant (the original first): accuracy on the paired questions, the drop from the
    original (points, paired bootstrap interval) and McNemar's p, per metric that both runs scored (and ORACLE, the
    candidates' coverage, for voting runs). reworded_only keeps the questions a variant words differently (read
    from the datasets the runs' configs name; id pairing), for a rewording that leaves most questions alone."""
    metrics = check_sets(original, variants, metrics, pair, results, reworded_only)
    base_by_id = load_set(original, "id", results)
    rows = []
    for name, folder in variants.items():
        var = load_set(folder, "id", results)
        how = _pairing(base_by_id, var) if pair == "auto" else pair
        if how == "gold":
            base, var = load_set(original, "gold", results), load_set(folder, "gold", results)
        else:
            base = base_by_id
        if reworded_only and how == "gold":
            raise ValueError(f"reworded_only needs {folder} to keep the original's question ids (it pairs by gold)")
        said = (_questions(base), _questions(var)) if reworded_only else None
        for method in [m for m in base if m in var]:
            a = base[method].frame.drop_duplicates("key").set_index("key")
            b = var[method].frame.drop_duplicates("key").set_index("key")
            paired = [k for k in b.index if k in a.index]
            keys = [k for k in paired if said is None or said[0].get(k) != said[1].get(k)]
            row = {"method": method, "variant": name, "pairing": how, "n": len(keys), "unpaired": len(b) - len(paired)}
            for m in dict.fromkeys([*metrics, ORACLE]):
                if m not in a or m not in b:
                    continue
                xa, xb = a.loc[keys, m], b.loc[keys, m]
                if xa.isna().all() or xb.isna().all():
                    continue
                ok = xa.notna() & xb.notna()
                va, vb = (xa[ok] == 1.0).to_list(), (xb[ok] == 1.0).to_list()
                drop = paired_bootstrap_diff(va, vb, n_boot, seed=seed)
                row.update({f"{m}_original": bootstrap_ci(va, n_boot, seed=seed).estimate,
                            f"{m}_variant": bootstrap_ci(vb, n_boot, seed=seed).estimate,
                            f"{m}_drop": drop.estimate, f"{m}_drop_lo": drop.lo, f"{m}_drop_hi": drop.hi,
                            f"{m}_p": mcnemar_exact(va, vb).p_value})
            rows.append(row)
    if not rows:
        raise ValueError(f"no method is in both {original} and the variants: name the runs alike "
                         f"(results/<set>/<method>/) so they pair")
    return pd.DataFrame(rows)


def _pct(v: float | None) -> str:
    return "" if v is None or pd.isna(v) else f"{100 * v:.1f}"


def _drop(r: Mapping, m: str) -> str:
    if pd.isna(r.get(f"{m}_drop", float("nan"))):
        return ""
    return (f"{100 * r[f'{m}_drop']:+.1f} [{100 * r[f'{m}_drop_lo']:+.1f}, {100 * r[f'{m}_drop_hi']:+.1f}]"
            f" (p {r[f'{m}_p']:.3g})")


def robustness_rows(frame: pd.DataFrame, metrics: Sequence[str]) -> tuple[list[str], list[list[str]]]:
    """(header, rows) of the table: per method and variant, each metric on the original and the variant, the drop."""
    shown = [m for m in dict.fromkeys([*metrics, ORACLE]) if f"{m}_drop" in frame]
    header = ["method", "variant", "n"] + [h for m in shown for h in (f"{m} original", f"{m} variant", f"{m} drop")]
    rows = [[r["method"], r["variant"], str(r["n"])] + [c for m in shown for c in (
        _pct(r.get(f"{m}_original")), _pct(r.get(f"{m}_variant")), _drop(r, m))] for r in frame.to_dict("records")]
    return header, rows


def plot_robustness(frame: pd.DataFrame, path: Path, metric: str = "EX") -> Path:
    """Grouped bars: each method's accuracy on the original and on each variant."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    methods = list(dict.fromkeys(frame["method"]))
    variants = list(dict.fromkeys(frame["variant"]))
    width = 0.8 / (len(variants) + 1)
    fig, ax = plt.subplots(figsize=(1.8 + 1.4 * len(methods), 3.2))
    for k, label in enumerate(["original", *variants]):
        vals = []
        for m in methods:
            sub = frame[frame["method"] == m]
            col = f"{metric}_original" if label == "original" else f"{metric}_variant"
            sub = sub if label == "original" else sub[sub["variant"] == label]
            vals.append(100 * float(sub[col].iloc[0]) if len(sub) and col in sub else 0.0)
        ax.bar([i + k * width for i in range(len(methods))], vals, width, label=label)
    ax.set_xticks([i + width * len(variants) / 2 for i in range(len(methods))], methods)
    ax.set_ylabel(f"{metric} (%)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


def write_robustness(original: str | Path, variants: Mapping[str, str | Path], out: str | Path,
                     metrics: Sequence[str] = ("EX", "TS"), pair: str = "auto",
                     results: str | Path = RESULTS_DIR, reworded_only: bool = False) -> dict[str, Path]:
    """The robustness table as Markdown, LaTeX and CSV, and its plot, in <results>/<out>/ (or the folder out)."""
    out = Path(out)
    if not out.is_absolute():
        try:
            check_run_id(str(out))
        except ValueError:
            raise ValueError(f"--out {str(out)!r} is no folder name under the results root: use letters, digits, '.', "
                             "'_', '-' (and '/' between names), e.g. robust/table, or an absolute path") from None
        out = Path(results) / out
    metrics = check_sets(original, variants, metrics, pair, Path(results), reworded_only)
    frame = robustness_frame(original, variants, metrics, pair, results=Path(results), reworded_only=reworded_only)
    if not len(frame) or not (frame["n"] > 0).any():
        raise ValueError(f"the variants pair no question with {original} (no method of both sets answered a question "
                         "of the other): compare sets of the same questions, reworded")
    if not any(f"{m}_drop" in frame for m in metrics):
        raise ValueError(f"no run of these sets was scored with {', '.join(metrics)}: choose metrics they were "
                         "scored with (--robust-metrics EX,TS for Spider's runs)")
    out.mkdir(parents=True, exist_ok=True)  # only now: a mistake in the input leaves no folder behind
    header, rows = robustness_rows(frame, metrics)
    note = (f"Accuracy in % on the questions each variant pairs with the original ({frame['pairing'].iloc[0]}); "
            f"drop = variant - original in points with a paired 95% bootstrap interval ({N_BOOT} resamples, seed "
            f"{SEED}) and McNemar's exact p. Original: {original}."
            + (" Only the questions a variant words differently." if reworded_only else "")
            + (" oracle: some candidate of a voting run is EX-right; the EX drop beyond the oracle drop is lost by the "
               "vote's choice." if f"{ORACLE}_drop" in frame else ""))
    files = {"robustness.csv": out / "robustness.csv", "robustness.md": out / "robustness.md",
             "robustness.tex": out / "robustness.tex"}
    frame.to_csv(files["robustness.csv"], index=False)
    files["robustness.md"].write_text(f"### Robustness\n\n{markdown_table(header, rows, ['l', 'l'] + ['r'] * (len(header) - 2))}"
                                      f"\n\n{note}\n", encoding="utf-8")
    files["robustness.tex"].write_text(latex_table(header, rows, "ll" + "r" * (len(header) - 2), note, "tab:robustness")
                                       + "\n", encoding="utf-8")
    files["robustness.png"] = plot_robustness(frame, out / "robustness.png")
    return files
