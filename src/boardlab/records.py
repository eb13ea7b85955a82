"""Game records: read, write and replay them, one or many to a file (the public API).

A record names its game, options, players, date and result in header tags, then lists the
turns in the game's bracketed format (docs/records.md)::

    >>> import boardlab
    >>> state = boardlab.load("c1", variant="c2").start().play_turn("Tb3-b4/Cd1-d2")
    >>> text = boardlab.records.write(state, tags={"Black": "Ann", "White": "Ben"})
    >>> print(text.split("\\n\\n")[1])
    [Tb3-b4/Cd1-d2]
    >>> record = boardlab.records.read(text)
    >>> record.game, record.options["variant"], record.tags["White"], record.moves
    ('c1', 'c2', 'Ben', ('Tb3-b4/Cd1-d2',))
    >>> record.replay() == state
    True

A plain record without a header, as in the rulebooks, is read with the game given:

    >>> boardlab.records.read("[Cd1-d2, Pe7-e6] [Pb1-d5]", "c1").replay().to_move
    'white'

Several records in one text are read with :func:`read_all` and written with :func:`write_all`:

    >>> comet = boardlab.records.read(boardlab.records.write(boardlab.load("comet").start()))
    >>> both = boardlab.records.write_all([record, comet])
    >>> [r.game for r in boardlab.records.read_all(both)]
    ['c1', 'comet']

Bad input raises :class:`boardlab.RecordError` naming the ply (turns counted from 1):

    >>> boardlab.records.read("[Cd1-d2/Pe7-e6]", "c1").replay()
    Traceback (most recent call last):
    ...
    boardlab.core.errors.RecordError: ply 1 (black): Cd1-d2/Pe7-e6 holds more than one turn: black's turn ends after Cd1-d2; the rest belongs in the next entry
"""

from boardlab.core.movetext import result_text
from boardlab.core.records import (
    Record,
    date_tag,
    read,
    read_all,
    seat_tag,
    write,
    write_all,
)

__all__ = ["Record", "date_tag", "read", "read_all", "result_text", "seat_tag", "write", "write_all"]
