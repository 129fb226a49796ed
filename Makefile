# nl2sql: `make run` and `make test` work from a fresh clone; both install what is missing first.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
DATA   ?= data/mini

.PHONY: install data test run clean clean-all

install: $(STAMP)

# Re-runs only when the pins change, so a second `make install` takes seconds.
$(STAMP): requirements.txt pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "nl2sql needs Python 3.11+ (set PYTHON=python3.11)"'
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	@touch $(STAMP)

data: install
	$(PY) -m nl2sql build-data

test: install data
	$(PY) -m pytest -q

run: install data
	$(PY) -m nl2sql run --data $(DATA)

clean:
	rm -rf .pytest_cache build *.egg-info
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +
	find data -name '*.sqlite' -delete

clean-all: clean
	rm -rf $(VENV)
