# nl2sql: `make run` and `make test` work from a fresh clone; both install what is missing first.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
DATA   ?= data/mini
# `make run`: notebooks 01-03 (the baseline, the loop, the candidate agent) on a seeded sample of SAMPLE questions into
# results/$(RUN_ID)/; SAMPLE= (empty) runs every question. MODEL/BACKEND pick the model (default: the offline one).
RUN_ID ?= mini
SAMPLE ?= 16
MODEL  ?=
BACKEND ?=
KERNEL := $(VENV)/share/jupyter/kernels/nl2sql/kernel.json
# Defaults JupyterLab reads for this venv's lab (its app settings dir): no "receive official Jupyter news?" pop-up.
LAB_OVERRIDES := $(VENV)/share/jupyter/lab/settings/overrides.json
NB_ARGS = --data $(DATA) $(if $(SAMPLE),--sample $(SAMPLE)) $(if $(MODEL),--model $(MODEL)) $(if $(BACKEND),--backend $(BACKEND))

.PHONY: install data test test-fast browser run reproduce kernel lab-settings lab clean clean-all

install: $(STAMP)

# Re-runs only when the pins change, so a second `make install` takes seconds. pip would compile all ~19,700 modules
# to bytecode (32 s on every core of 2 AMD Zen 4 cores); a run imports ~3,900 of them, which precompile() imports once
# so that Python writes their bytecode (15 s: bench/install.py), and Python compiles the rest when something imports
# it. Where PYTHONDONTWRITEBYTECODE is set every process would compile its imports anew: the targets here let Python
# keep what it compiles (in .venv/ and the tree's gitignored __pycache__/).
unexport PYTHONDONTWRITEBYTECODE
$(STAMP): requirements.txt pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "nl2sql needs Python 3.11+ (set PYTHON=python3.11)"'
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --no-compile -r requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	@$(PY) -c 'from nl2sql.imports import precompile; precompile()'
	@touch $(STAMP)

data: install
	@$(PY) -m nl2sql build-data

# kernel and the lab settings: tests/test_lab.py runs a notebook in JupyterLab on the kernel `make lab` uses.
# TEST_JOBS test processes (pytest-xdist): on 2 cores two took 7:05 where one took 11:00 (docs/runs.md#install).
# TEST_JOBS=0: one process.
TEST_JOBS ?= 2
test: install data kernel lab-settings browser
	$(PY) -m pytest -q -n $(TEST_JOBS)

# The browser tests (tests/test_viewer.py, tests/test_lab.py; marked server) drive Debian's Chromium. Only the tests
# need it, so `make test` installs it, not `make install`; without it (not root, no apt) those tests are skipped.
browser:
	@if command -v chromedriver >/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing chromium and chromium-driver for the browser tests (apt-get)"; \
		{ apt-get update -q && apt-get install -y -q chromium chromium-driver; } >/dev/null 2>&1 || \
		echo "chromium not installed (apt-get install -y chromium chromium-driver): the browser tests will be skipped"; \
	else echo "no chromedriver (apt-get install chromium chromium-driver): the browser tests will be skipped"; fi

# test-fast: under a minute; leaves out the tests marked model, notebook, server or slow (pyproject.toml's markers).
test-fast: install data
	$(PY) -m pytest -q -m "not model and not notebook and not server and not slow"

# The Jupyter kernel papermill runs the notebooks with: this venv's Python, registered inside the venv.
kernel: $(KERNEL)

$(KERNEL): $(STAMP)
	@$(PY) -m ipykernel install --sys-prefix --name nl2sql --display-name "Python (nl2sql)" >/dev/null
	@echo "registered Jupyter kernel nl2sql -> $(PY)"

# `make lab`: JupyterLab on notebooks/ with the nl2sql kernel; it prints the URL (with its token) to open. Without a
# display (no DISPLAY or WAYLAND_DISPLAY, not macOS) it opens no browser. LAB_ARGS adds options, e.g. --port=8890.
LAB_ARGS ?=
LAB_BROWSER = $(if $(or $(DISPLAY),$(WAYLAND_DISPLAY),$(filter Darwin,$(shell uname -s))),,--no-browser)
# Jupyter refuses to run as root (containers) unless told it may.
LAB_ROOT = $(if $(filter 0,$(shell id -u)),--allow-root)

# The news pop-up asks every new lab to fetch a feed from the web; "false" answers it once for this venv (a user's
# own choice in the lab's settings still wins). Order-only on the install: the file is written once, kept after.
lab-settings: $(LAB_OVERRIDES)

$(LAB_OVERRIDES): | $(STAMP)
	@mkdir -p $(dir $@)
	@printf '%s\n' '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}' > $@

lab: install data kernel lab-settings
	$(VENV)/bin/jupyter lab --notebook-dir=notebooks $(LAB_BROWSER) $(LAB_ROOT) $(LAB_ARGS)

# One line per notebook, then the closing table; each cell's output goes to results/$(RUN_ID)/notebooks/papermill.log.
run: install data kernel
	$(PY) -m nl2sql notebooks --run-id $(RUN_ID) --only 01,02,03 $(NB_ARGS)

# The full grid (notebooks 01-04, every question): make reproduce DATA=../shared/spider
# results/<data folder name>-full/ (spider-full for ../shared/spider); MODEL/BACKEND as for run.
reproduce: install data kernel
	$(PY) -m nl2sql notebooks --run-id $(notdir $(abspath $(DATA)))-full --only 01,02,03,04 \
		--data $(DATA) $(if $(MODEL),--model $(MODEL)) $(if $(BACKEND),--backend $(BACKEND))

clean:
	rm -rf .pytest_cache build *.egg-info
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +
	find data -name '*.sqlite' -delete

clean-all: clean
	rm -rf $(VENV)
