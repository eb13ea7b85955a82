"""The requests the server refuses: one exception class per HTTP status it answers with.

Each is a :class:`~boardlab.server.refusals.Refusal`: a stable code and its arguments, whose
words are the message ``error-<code>`` of the ``errors.ftl`` dictionaries. The web app answers
``{"detail": English, "code", "message": in the reader's language}`` with the class's ``status``.

>>> error = Conflict("changed-meanwhile")
>>> error.status, error.code, error.message
(409, 'changed-meanwhile', 'the game changed meanwhile; reload it')
"""

from __future__ import annotations

from boardlab.server.refusals import MAX_MESSAGE, Refusal, shorten


class ServiceError(Refusal):
    """A request the server refuses; ``status`` is the HTTP status code to answer with.

    ``ServiceError(code, **arguments)`` (see :class:`~boardlab.server.refusals.Refusal`); the
    message is cut to :data:`MAX_MESSAGE` characters: it may quote the request, which could be
    a megabyte long.
    """

    status = 400


class TooManyRequests(ServiceError):
    """A client over its rate limit for a kind of request."""

    status = 429


class NotFound(ServiceError):
    status = 404


class Forbidden(ServiceError):
    status = 403


class Conflict(ServiceError):
    status = 409


class Unprocessable(ServiceError):
    status = 422


class Unavailable(ServiceError):
    """Something the server could not do in time (a hint that took too long)."""

    status = 503


class StoredGameBroken(ServiceError):
    """A stored game the current rules can no longer replay (the rules changed since)."""

    status = 500


def shown(text: str) -> str:
    """``text`` quoted for a message, cut short.

    >>> shown("e2-e4")
    "'e2-e4'"
    """
    return repr(shorten(text, 60))


__all__ = ["MAX_MESSAGE", "Conflict", "Forbidden", "NotFound", "ServiceError", "StoredGameBroken", "TooManyRequests",
           "Unavailable", "Unprocessable", "shorten", "shown"]
