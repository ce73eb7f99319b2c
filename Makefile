# ogrelab: every target sets up (or updates) its own virtual environment first.
#   make app    serve the welcome page and the game apps with Voila, print the URL
#   make test   unit, property and conformance tests, every notebook, the browser tests
#   make lab    JupyterLab on the notebooks
#   make bench  the speed benchmarks (on demand, never part of the tests)

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PORT   ?= 8866
STAMP  := $(VENV)/.ogrelab-installed

VOILA_FLAGS = --no-browser --port=$(PORT) --Voila.ip=127.0.0.1 \
	--MappingKernelManager.cull_idle_timeout=120 --MappingKernelManager.cull_interval=20

.PHONY: app test lab bench venv chromium clean

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	@touch $(STAMP)

venv: $(STAMP)

app: $(STAMP)
	@echo ""
	@echo "  ogrelab is starting; open  http://127.0.0.1:$(PORT)/voila/render/welcome.ipynb"
	@echo "  (stop it with Ctrl-C)"
	@echo ""
	cd notebooks && ../$(BIN)/voila $(VOILA_FLAGS)

lab: $(STAMP)
	$(BIN)/jupyter lab --no-browser $(if $(filter 0,$(shell id -u)),--allow-root) notebooks/

chromium:
	@scripts/ensure-chromium

test: $(STAMP) chromium
	$(BIN)/python -m pytest --nbval-lax -p no:playwright

bench: $(STAMP)
	$(BIN)/python benchmarks/run_all.py

clean:
	rm -rf $(VENV) .venv-uno build *.egg-info
