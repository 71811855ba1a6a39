# polyopt developer tasks. Needs only Python >= 3.11, gcc and make; pip fetches the rest from PyPI.
#   make demo        run the demo          make test        the whole test suite
#   make test-quick  skip @slow tests      make lint        ruff and the import layers
#   make bench       benchmarks            make clean       remove build/test leftovers

SHELL := /bin/bash
PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: all venv .venv bytecode demo test test-quick lint bench bench-quick clean distclean

all: test

# The venv is (re)built when setup.cfg or pyproject.toml change; the stamp records success.
venv .venv: $(STAMP)

$(STAMP): setup.cfg pyproject.toml
	@test -n "$(PYTHON)" || { echo "error: no python3.11 or python3 on PATH" >&2; exit 1; }
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
		|| { echo "error: $(PYTHON) is not a working Python >= 3.11 (set PYTHON=...)" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --upgrade pip
	$(PY) -m pip install -e '.[test,notebooks,tune]'
	touch $@

# PyTorch, for polyopt.torch (its tests, notebooks/05) and the benchmarks' torch column: a release
# PyPI has. pip takes the CPU build of it where a wheel folder or extra index holds one (this machine
# keeps its wheel on disk: about 70 s and 0.9 GB in a fresh venv); from PyPI alone it is the CUDA
# build (several GB, which runs on the CPU too). Where it cannot be installed, the torch tests skip
# and say why, and the benchmarks leave the column out.
TORCH_CPU := torch==2.13.0
TORCH_STAMP := $(VENV)/.torch

$(TORCH_STAMP): $(STAMP)
	$(PY) -m pip install -q '$(TORCH_CPU)' || echo "note: no $(TORCH_CPU) wheel here: polyopt.torch's tests skip"
	touch $@

demo: $(STAMP)
	$(PY) -m polyopt.demo

# Bytecode of the editable install's sources, which PYTHONDONTWRITEBYTECODE=1 (set on our machines)
# would leave every process to compile again: ~0.6 s of CPU for each pytest worker and each Python
# subprocess of the tests (ASan runs, notebooks, the CLI); stale files are recompiled, never used.
bytecode: $(STAMP)
	@$(PY) -m compileall -q -j 0 polyopt kernels benchmarks > /dev/null

test: $(STAMP) $(TORCH_STAMP) bytecode
	$(PY) -m pytest -n auto -q

test-quick: $(STAMP) $(TORCH_STAMP) bytecode
	$(PY) -m pytest -n auto -q -m "not slow"

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports --no-cache

bench: $(STAMP) $(TORCH_STAMP)
	$(PY) -m pip install -q -e '.[bench]'
	$(PY) -m benchmarks.run

bench-quick: $(STAMP) $(TORCH_STAMP)
	$(PY) -m pip install -q -e '.[bench]'
	$(PY) -m benchmarks.run --quick

clean:
	rm -rf build dist *.egg-info .pytest_cache .ruff_cache .hypothesis benchmarks/results
	find . -path ./$(VENV) -prune -o -type d -name __pycache__ -exec rm -rf {} +

# Also removes the virtual environment (the next make target recreates it).
distclean: clean
	rm -rf $(VENV)
