"""The web app: a JSON API, live updates and the browser front end for every boardlab game.

Start it with ``boardlab serve``, or build the app yourself with :func:`create_app`.
"""

from boardlab.server.app import create_app

__all__ = ["create_app"]
