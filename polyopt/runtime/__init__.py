"""Runtimes that turn generated source into callables: ``cpu`` (gcc + cffi), ``cuda`` (lazy)."""

from polyopt.runtime.cpu import DEFAULT_CFLAGS, build, load, pointer

__all__ = ["DEFAULT_CFLAGS", "build", "load", "pointer"]
