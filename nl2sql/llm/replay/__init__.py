"""The replay and function backends: recorded completions played back, and a Python function as the model."""
