"""``python -m boardlab.cli``: the same as the ``boardlab`` command."""

from boardlab.cli import main

main()
