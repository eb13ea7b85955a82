"""The one error type of comet circumflex sentences."""

from __future__ import annotations

from boardlab.core.errors import BoardlabError


class SentenceError(BoardlabError):
    """A malformed or unknown comet circumflex sentence, or a bad parameter for one.

    ``problem`` is a short code (``no-end-mark``, ``unknown-number``, ``parameter-count``,
    ``parameter-type``, ``combining-mark``, ``foreign-digits``, ``parameter-too-long``,
    ``bad-number``, ``bad-character``, ``bad-escape``); ``position`` the index (in code
    points, from 0) of the offending character in the text read, or ``None`` when encoding;
    ``number`` the sentence number when it could be read.
    ``start`` and ``end`` bound the malformed sequence when reading; decoding resumes at ``end``.

    >>> from boardlab.sentences import decode
    >>> decode("hi \\u2604\\u0302\\u20e3999999\\u2604\\u0302\\u20e2")
    Traceback (most recent call last):
    ...
    boardlab.sentences.errors.SentenceError: unknown sentence 999999 at position 6
    """

    def __init__(self, message: str, problem: str, position: int | None = None,
                 start: int | None = None, end: int | None = None, number: int | None = None) -> None:
        super().__init__(message if position is None else f"{message} at position {position}")
        self.problem = problem
        self.position = position
        self.start = start
        self.end = end
        self.number = number  # the sentence's number, when the error is about a known one
