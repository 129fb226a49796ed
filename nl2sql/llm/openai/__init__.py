"""The openai backend: any OpenAI-compatible server (backend.py) and how its replies are read (replies.py)."""
