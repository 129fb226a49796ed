"""The openvino backend (optional install): OpenVINO GenAI's pipeline (backend.py) and its text scorer (score.py)."""
