"""A run's one-off setup, timed apart from its method: the model loaded, the embedding model warmed.

Fetching and converting a named model (the first time on a machine), loading it, and loading the packaged MiniLM
a method's options will use are paid once per process, whatever the number of questions: counted as the method's
time they made the first run of a session look slow per question. The runner records them as setup_s in
run_log.jsonl (nl2sql.store.runlog); reports count the method's time only and show the setup beside it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from nl2sql.config import RunConfig
from nl2sql.data.linking import default_embedder
from nl2sql.llm import load
from nl2sql.llm.base import LLM
from nl2sql.methods.registry import get_method


@dataclass
class Setup:
    """What the run set up before its first question, and the seconds it took."""

    llm: LLM | None  # the model the questions run on (None: nothing left to generate on a resumed run)
    owns_llm: bool  # loaded here, so closed by the run
    seconds: float = 0.0


def prepare(cfg: RunConfig, llm: LLM | None, generate: bool, first_start: bool) -> Setup:
    """Warm the embedding model the method will use and load cfg's model unless given, when there are questions to
    generate (a first start loads the model anyway: config.json records its identity). A method declared with
    needs_llm=False gets no model, not even a given one: loading one would be setup time spent on nothing."""
    t0 = time.perf_counter()
    if generate and cfg.options().needs_embedder():
        default_embedder()  # loaded once per process: the method's later calls find it loaded
    if not get_method(cfg.method).needs_llm:
        return Setup(None, False, time.perf_counter() - t0)
    owns = llm is None and (generate or first_start)
    if owns:
        llm = load(**cfg.llm_options())
    return Setup(llm, owns, time.perf_counter() - t0)
