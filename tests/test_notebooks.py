"""The notebooks run top to bottom (nbclient, a python3 kernel of this interpreter): a cell that raises
fails the test. Outputs stay in memory; the files in notebooks/ are never rewritten."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")
pytest.importorskip("matplotlib")

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
CELL_TIMEOUT = 300  # seconds per cell; each notebook takes well under a minute at its sizes

pytestmark = pytest.mark.slow  # excluded from `make test-quick`


NEEDS_TORCH = {"05_gradients.ipynb"}


def test_the_five_notebooks_exist():
    assert [p.name for p in NOTEBOOKS] == ["01_quickstart.ipynb", "02_schedules.ipynb",
                                           "03_control_flow.ipynb", "04_experiments.ipynb", "05_gradients.ipynb"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_runs(path: Path):
    if path.name in NEEDS_TORCH:
        pytest.importorskip("torch", reason="torch is not installed (make test installs its CPU build where it can)")
    nb = nbformat.read(path, as_version=4)
    assert all(not c.get("outputs") and c.get("execution_count") is None for c in nb.cells if c.cell_type == "code"), \
        f"{path.name}: outputs must be stripped in git"
    # the kernel inherits the environment, so it uses the test suite's compile cache
    client = nbclient.NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3", allow_errors=False,
                                     resources={"metadata": {"path": str(path.parent)}})
    start = time.perf_counter()
    try:
        client.execute()
    except nbclient.exceptions.CellExecutionError as e:  # the message holds the cell and its traceback
        pytest.fail(f"{path.name}: a cell raised\n{e}")
    elapsed = time.perf_counter() - start
    print(f"{path.name}: {elapsed:.1f} s")
    figures = [c for c in nb.cells if "docs-figure" in c.metadata.get("tags", [])]
    assert figures, f"{path.name}: no cell tagged docs-figure"
    for c in figures:
        assert any("image/png" in o.get("data", {}) for o in c.outputs), f"{path.name}: the figure cell drew nothing"
