"""The polyopt kernel library: ``.tc`` kernels plus their registry (see registry.py)."""
