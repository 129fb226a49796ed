"""Stand-ins and probes that exercise the harness without a real model or real data (tests/, bench/, a plugin's tests).

Holds: scripted (a deterministic model answering the bundled questions: backend "function",
model "nl2sql.testing.scripted:answer"), hostile (a model that replies every way a broken one can), fault_server
(an OpenAI-compatible server that fails a seeded share of requests), bird_layout (a BIRD-format copy of the bundled
questions), bad_input (docs/bad-input.md's catalogue as command lines), forked_cli (command lines forked from one warm
interpreter, for that catalogue), adversarial (hostile SQL), fuzz_properties
(the contracts of the readers of model output; needs Hypothesis), cli_runs (`python -m nl2sql run` in a subprocess
under a full or read-only disk), browser (headless Chromium for the viewer's page).
May import: every other unit (it sits on top, docs/architecture.md#layers); no module of the package imports it.
"""
