"""``python -m polyopt``: the same command line as the ``polyopt`` console script."""

import sys

from polyopt.cli import main

if __name__ == "__main__":
    sys.exit(main())
