"""The requests the server refuses: one exception class per HTTP status it answers with.

Every service and route raises these; the web app turns them into ``{"error": message}`` answers
with the class's ``status``.

>>> Conflict("the game changed meanwhile; reload it").status
409
"""

from __future__ import annotations

#: The longest error message the server answers with.
MAX_MESSAGE = 300


class ServiceError(Exception):
    """A request the server refuses; ``status`` is the HTTP status code to answer with.

    The message is cut to :data:`MAX_MESSAGE` characters: it may quote the request, which
    could be a megabyte long.
    """

    status = 400

    def __init__(self, message: str) -> None:
        message = shorten(message)
        super().__init__(message)
        self.message = message


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


def shorten(text: str, limit: int = 0) -> str:
    """``text`` cut to ``limit`` characters (default :data:`MAX_MESSAGE`), saying how much was left out.

    >>> shorten("x" * 1000, 20)
    'xxxxxx… (1000 chars)'
    """
    limit = limit or MAX_MESSAGE
    if len(text) <= limit:
        return text
    tail = f"… ({len(text)} chars)"
    return text[: max(0, limit - len(tail))] + tail


def shown(text: str) -> str:
    """``text`` quoted for a message, cut short.

    >>> shown("e2-e4")
    "'e2-e4'"
    """
    return repr(shorten(text, 60))
