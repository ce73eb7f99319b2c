# ogrelab: every target sets up (or updates) its own virtual environment first.
#   make app    serve the welcome page and the game apps with Voila, print the URL
#               (HOST=0.0.0.0: to a classroom on the local network, behind a token; TOKEN=... to choose it)
#   make test   unit, property and conformance tests, every notebook, the browser tests
#   make lab    JupyterLab on the notebooks
#   make bench  the speed benchmarks (on demand, never part of the tests)
#   make site   the apps, the lessons and the rules notebooks as a static site in site/ (runs in the browser)
#   make lock   pin binder/requirements.txt to the versions installed here (run after the tests pass)

SHELL  := /bin/bash
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PORT   ?= 8866
HOST   ?= 127.0.0.1
TOKEN  ?=
STAMP  := $(VENV)/.ogrelab-installed
SITE_VENV  ?= .venv-site
SITE_STAMP := $(SITE_VENV)/.ogrelab-site-installed

# Voila's settings (kernel pool, culling, output wait) live in binder/voila.json, shared with Binder.

.PHONY: app test lab bench lock venv chromium node site clean

# setuptools' notice on every editable install (folders named like the package may shadow it) is
# left out of the newcomer's terminal: PYTHONWARNINGS reaches the build backend through pip.
$(STAMP): pyproject.toml
	@echo "ogrelab: setting up $(VENV) (the first time takes one to two minutes)"
	@test -x $(BIN)/python || { echo "  [1/3] creating the virtual environment $(VENV)"; $(PYTHON) -m venv $(VENV); }
	@echo "  [2/3] updating pip"
	@$(BIN)/python -m pip install --quiet --upgrade pip
	@echo "  [3/3] installing ogrelab with Jupyter, Voila, ipywidgets, plotly, pandas, dask and the test tools"
	@PYTHONWARNINGS="ignore:Editable installation" $(BIN)/python -m pip install --progress-bar on -e ".[test]" | grep --line-buffered -E "^(Collecting|Successfully|ERROR)" \
		| sed -u -e 's/^Collecting /    fetching /' -e 's/^/  /'; test $${PIPESTATUS[0]} -eq 0
	@touch $(STAMP)
	@echo "  done: $(VENV) is ready"

venv: $(STAMP)

app: $(STAMP)
	@$(BIN)/python scripts/serve-app $(PORT) $(BIN)/voila $(HOST) $(TOKEN)

lab: $(STAMP)
	$(BIN)/jupyter lab --no-browser $(if $(filter 0,$(shell id -u)),--allow-root) notebooks/

chromium:
	@scripts/ensure-chromium

# The static site's build tools live in their own environment (pinned in site-src/requirements.txt).
$(SITE_STAMP): site-src/requirements.txt
	@echo "ogrelab: setting up $(SITE_VENV) for the site's build tools (JupyterLite, the Pyodide kernel)"
	@test -x $(SITE_VENV)/bin/python || { echo "  [1/2] creating the virtual environment $(SITE_VENV)"; $(PYTHON) -m venv $(SITE_VENV); }
	@echo "  [2/2] installing the pinned build tools"
	@$(SITE_VENV)/bin/python -m pip install --quiet --upgrade pip
	@$(SITE_VENV)/bin/python -m pip install --progress-bar on -r site-src/requirements.txt | grep --line-buffered -E "^(Collecting|Successfully|ERROR)" \
		| sed -u -e 's/^Collecting /    fetching /' -e 's/^/  /'; test $${PIPESTATUS[0]} -eq 0
	@touch $(SITE_STAMP)

node:
	@scripts/ensure-node

site: $(SITE_STAMP) node
	@$(SITE_VENV)/bin/python scripts/build-site

test: $(STAMP) chromium site
	$(BIN)/python -m pytest --nbval-lax -p no:playwright

bench: $(STAMP)
	$(BIN)/python benchmarks/run_all.py

lock: $(STAMP)
	$(BIN)/python scripts/lock-binder

clean:
	rm -rf $(VENV) $(SITE_VENV) .venv-uno build site *.egg-info
