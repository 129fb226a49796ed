"""MethodOptions: the root of a method's options, and what the generic layers ask of a method through them.

    options = RunConfig(method="candidates").options()     # CandidateOptions, a MethodOptions
    options.rows_in_flight                                 # prompts one model batch must hold (the model is sized by it)
    options.needs_embedder()                               # load the packaged MiniLM before the first question
    options.sampled()                                      # the run draws at random: its sampling knobs change outputs
    options.check_inputs()                                 # a file the run reads is missing: the error, before it runs

A method's options class derives from MethodOptions (directly, or from one method's options it extends) and
answers these for its own knobs, so that the runner, the config and the resume check never look a method's knob up
by name. The defaults suit a method that sends one greedy call per question and reads no embedding.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from nl2sql.data.options import PromptOptions
from nl2sql.knobs import Options, knob

ROWS_IN_FLIGHT = 8  # a method that does not say: the driver's default batch


def batch_knob() -> Any:
    """batch_size, declared by each method that keeps questions in flight (nl2sql.methods.driver.drive)."""
    return knob(ROWS_IN_FLIGHT, "questions in flight: their calls go out batched; a greedy run gives the same answers "
                "batched as one by one (the contract)", minimum=1, output=False)


class MethodOptions(Options):
    """A method's knobs (a dataclass of plain fields and components), and what a run of it needs."""

    @property
    def rows_in_flight(self) -> int:
        """Prompts one batch of the model must hold for this method's run."""
        return ROWS_IN_FLIGHT

    def needs_embedder(self) -> bool:
        """Whether this run uses the packaged MiniLM (the runner warms it before the first question)."""
        return False

    def sampled(self) -> bool:
        """Whether this run draws anything at random, so that its sampling knobs (seed, temperature...) change its
        outputs (what a resumed run must then match)."""
        return False

    def check_inputs(self) -> None:
        """Raise the error a run would meet at its first question for a file it reads besides its questions (the
        few-shot pool of each prompt component): a grid of runs (ablate, notebook 04) fails before its first run."""
        from nl2sql.data.examples import check_pool  # imports numpy and the picker: only where a check runs

        for f in fields(self):
            part = getattr(self, f.name)
            if isinstance(part, PromptOptions):
                check_pool(part)
