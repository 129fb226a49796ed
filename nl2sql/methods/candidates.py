"""The candidate agent (method "candidates"): the baseline's prompt, several SQL candidates, their vote.

    preds = run_candidates(examples, llm, CandidateOptions())      # one Prediction per evaluable example

It sends the baseline's prompt, keeps the greedy answer as the first candidate and samples more; every candidate
goes through the guardrails and one read-only run, and the vote (nl2sql.methods.vote, docs/reference-loop.md#
candidates) picks the answer, whose literals are then checked against the database (value relinking). Its defaults
were chosen on the tune splits: 8 candidates, 3 example rows per table, the review, the alignment, the respelling by
meaning and the relinking, and a smaller prefix cache than the loop's, since its prompt reuse is mostly within a
question (1.1 GB less).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generator, Sequence

from nl2sql.data.dataset import Example
from nl2sql.data.meanings import linked_view
from nl2sql.data.options import PromptOptions
from nl2sql.knobs import component, knob
from nl2sql.llm.base import LLM
from nl2sql.methods.baseline import BaselineOptions, Prediction, SingleShot
from nl2sql.methods.driver import LLMRequest, drive
from nl2sql.methods.vote import Question, VoteOptions, WeighingOptions, vote
from nl2sql.sql.options import GuardrailOptions


@dataclass(frozen=True)
class CandidateOptions(BaselineOptions):
    """The candidate agent's knobs: the baseline's, the vote's and its weights, with the defaults chosen on the tune
    splits (the vote's own; 3 example rows per table; the answer's literals relinked)."""

    prompt: PromptOptions = component(PromptOptions, sample_rows=3)
    sql: GuardrailOptions = component(GuardrailOptions, value_relink=True)
    vote: VoteOptions = component(VoteOptions)
    weights: WeighingOptions = component(WeighingOptions)
    # ModelOptions' knob at this method's default (the run's model reads it: RunConfig gives both one value)
    prefix_cache_tokens: int = knob(32768, "the model's key/value states kept for shared prefixes: its reuse is "
                                    "mostly within a question (1.1 GB less)", minimum=0, output=False)

    def needs_embedder(self) -> bool:
        """The alignment and the respelling by meaning read MiniLM too."""
        return super().needs_embedder() or bool(self.weights.align_weight or self.vote.meaning_repair)

    def sampled(self) -> bool:
        """Candidates beyond the greedy one are sampled."""
        return super().sampled() or self.vote.n_candidates > 1


def voted_question(ex: Example, ctx: SingleShot) -> Generator[LLMRequest | list[LLMRequest], Any, Prediction]:
    """One question of method "candidates": the baseline prompt's greedy answer, the vote, the winner relinked.

    Every candidate count takes the same path (guardrails, one read-only run, the identifier repair when it is on):
    with n_candidates=1 the vote has the greedy candidate alone, so the knob changes the number of candidates and
    nothing else (the component ablation switches one thing per variant).
    """
    prompt = ctx.prompt(ex)
    greedy = yield LLMRequest(prompt, "baseline")
    pred = ctx.predict(ex, greedy)
    view = linked_view(ex.question, ctx.texts.schema(ex)) if ctx.options.weights.view_candidates else ex.question
    q = Question(prompt, ex.question, ctx.texts.schema(ex), ex.db_path, ctx.texts.prompt_text(ex, ex.question),
                 ctx.options.sql.steps, view=ctx.prompt(ex, view) if view != ex.question else None)
    result, extra = yield from vote(q, ctx.options.vote, greedy, ctx.options.weights)
    if result.winner is not None:
        pred.sql, pred.reject_reason = result.sql, None
    pred.vote, pred.method = result.to_dict(), "candidates"
    ctx.relink(ex, pred)
    if q.view:
        pred.vote["view"] = view  # the linked view's wording, for the trace
    pred.add_cost(extra)
    return pred


def run_candidates(examples: Sequence[Example], llm: LLM, options: Any = None,
                   on_result: Callable[[Prediction], None] | None = None) -> list[Prediction]:
    """The candidate agent over the evaluable examples, batch_size questions in flight; on_result sees each."""
    opts = CandidateOptions.of(options)
    todo = [e.posed(opts.prompt.use_evidence) for e in examples if e.evaluable]
    ctx = SingleShot.setup(todo, opts)
    params = opts.gen_params()
    return drive([lambda ex=ex: voted_question(ex, ctx) for ex in todo], llm, params, opts.vote.sample_params(params),
                 batch_size=opts.batch_size, on_result=on_result)
