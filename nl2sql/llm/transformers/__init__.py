"""The transformers backend: its LLM (backend.py), where its weights load from (loading.py), the chat template
(chat_template.py), the device and CPU path (device.py), our batched decoder (decoding/) and the int8 engine (int8/)."""
