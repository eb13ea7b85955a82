"""Optional accounts: sign up, log in and out, change the password, delete the account.

Passwords are hashed with Argon2 (``argon2-cffi``). A login is a session: a random token in an
HttpOnly cookie (the database keeps its SHA-256) with its own CSRF token, which a request
authenticated by the cookie must send back in the ``X-CSRF-Token`` header when it changes
something (requests with a seat's bearer token need none: a web page cannot add that header
to another site's request on its own). Deleting an account deletes its sessions and name;
its games stay, their seats no longer linked to anyone.

Names are compared folded (:func:`name_key`): ``Alice`` and ``alice`` are one name, and either
logs in. Changing the password ends every other session of the account; "log out everywhere"
ends them all. Logging in takes as long for an unknown name as for a wrong password (the
password is checked against a stand-in hash), and each account name has its own throttle on
login attempts besides the per-address limit of the routes.
"""

from __future__ import annotations

import hmac
import re
import secrets
import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import Any
from datetime import UTC, datetime, timedelta

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from boardlab.server.limits import Rate, RateLimiter
from boardlab.server.refusals import Refusal
from boardlab.server.storage import Store, seats_table, sessions_table, users_table

#: A username: 3 to 24 letters, digits, ``_`` or ``-``.
USERNAME = re.compile(r"[A-Za-z0-9_-]{3,24}")
MIN_PASSWORD = 8
MAX_PASSWORD = 256
SESSION_DAYS = 30
#: Login attempts per account name: 10 at once, then one every 30 seconds (whatever address
#: they come from, so that guessing one account's password from many addresses is slow too).
LOGIN_ATTEMPTS = Rate(1 / 30, 10)
_hasher = PasswordHasher()


def name_key(name: str) -> str:
    """A name folded for comparison: Unicode compatibility forms and letter case.

    >>> name_key("Alice") == name_key("ALICE") == name_key("ａｌｉｃｅ") == "alice"
    True
    """
    return unicodedata.normalize("NFKC", name).casefold()


@cache
def _stand_in_hash() -> str:
    """A hash to check passwords against when the name is unknown, so that a login takes as
    long whether or not the account exists."""
    return _hasher.hash(secrets.token_urlsafe(16))


class AccountError(Refusal, ValueError):
    """A refused account request (a :class:`~boardlab.server.refusals.Refusal`: code and
    arguments); ``status`` is the HTTP status to answer with (422 unless given)."""

    status = 422

    def __init__(self, code: str, status: int | None = None, /, **arguments: Any) -> None:
        # ``AccountError(text, 401)``, the form before refusals had codes, still holds (the lab's).
        super().__init__(code, status=status if status is not None else arguments.pop("status", None), **arguments)


@dataclass(frozen=True)
class User:
    id: int
    name: str


@dataclass(frozen=True)
class Session:
    """A login: the secret cookie value (given once) and the CSRF token that goes with it."""

    token: str
    csrf: str
    user: User


def _digest(token: str) -> str:
    from boardlab.server.live_game import hash_token

    return hash_token(token)


def check_name(name: object) -> str:
    if not isinstance(name, str) or not USERNAME.fullmatch(name):
        raise AccountError("username-invalid")
    return name


def check_password(password: object) -> str:
    if not isinstance(password, str) or not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
        raise AccountError("password-length", min=MIN_PASSWORD, max=MAX_PASSWORD)
    return password


class Accounts:
    """The accounts kept in a :class:`Store`'s database."""

    def __init__(self, store: Store, login_attempts: Rate | None = LOGIN_ATTEMPTS) -> None:
        self.store = store
        self._attempts = RateLimiter({"login": login_attempts} if login_attempts else None)
        _stand_in_hash()                        # made now, so that the first unknown name is not slower

    def sign_up(self, name: object, password: object) -> Session:
        """A new account, logged in. A name in use (in any letter case) is refused with 409."""
        name, password = check_name(name), check_password(password)
        if self._user_row(name) is not None:
            raise AccountError("username-taken", name=repr(name), status=409)
        hashed = _hasher.hash(password)
        try:
            with self.store.writing() as connection:
                result = connection.execute(insert(users_table).values(
                    name=name, name_key=name_key(name), password_hash=hashed, created_at=datetime.now(UTC)))
                user_id = int(result.inserted_primary_key[0])
        except IntegrityError:
            raise AccountError("username-taken", name=repr(name), status=409) from None
        return self._new_session(User(user_id, name))

    def log_in(self, name: object, password: object) -> Session:
        """A new session for the right name (in any letter case) and password; 401 otherwise,
        never saying which was wrong, and in the same time either way. 429 after too many
        attempts for one name."""
        name = name if isinstance(name, str) else ""
        password = password if isinstance(password, str) else ""
        if not self._attempts.allow("login", name_key(name)[:64]):
            raise AccountError("login-attempts", status=429)
        row = self._user_row(name) if len(name) <= 64 else None
        matches = _verify(row.password_hash if row is not None else _stand_in_hash(), password)
        if row is None or not matches:
            raise AccountError("login-wrong", status=401)
        return self._new_session(User(row.id, row.name))

    def user_of(self, token: str | None) -> tuple[User, str] | None:
        """The user and CSRF token of a live session cookie, or ``None``."""
        if not token:
            return None
        query = (select(users_table.c.id, users_table.c.name, sessions_table.c.csrf_token, sessions_table.c.expires_at)
                 .join(sessions_table, sessions_table.c.user_id == users_table.c.id)
                 .where(sessions_table.c.token_hash == _digest(token)))
        with self.store.reading() as connection:
            row = connection.execute(query).first()
        if row is None or _aware(row.expires_at) < datetime.now(UTC):
            return None
        return User(row.id, row.name), row.csrf_token

    def log_out(self, token: str) -> None:
        """End one session."""
        with self.store.writing() as connection:
            connection.execute(delete(sessions_table).where(sessions_table.c.token_hash == _digest(token)))

    def log_out_everywhere(self, user: User) -> None:
        """End every session of the account, on every device."""
        with self.store.writing() as connection:
            connection.execute(delete(sessions_table).where(sessions_table.c.user_id == user.id))

    def change_password(self, user: User, old: object, new: object, keep: str | None = None) -> None:
        """Change the password (the old one must be right); every session but ``keep`` (the
        cookie of the session asking) ends, so a stolen session does not outlive the change."""
        row = self._user_row(user.name)
        if row is None or not isinstance(old, str) or not _verify(row.password_hash, old):
            raise AccountError("password-current-wrong", status=401)
        hashed = _hasher.hash(check_password(new))
        kept = _digest(keep) if keep else ""
        with self.store.writing() as connection:
            connection.execute(update(users_table).where(users_table.c.id == user.id).values(password_hash=hashed))
            connection.execute(delete(sessions_table).where(sessions_table.c.user_id == user.id,
                                                            sessions_table.c.token_hash != kept))

    def delete(self, user: User, password: object) -> None:
        """Delete the account (the password must be right); its games stay, anonymised."""
        row = self._user_row(user.name)
        if row is None or not isinstance(password, str) or not _verify(row.password_hash, password):
            raise AccountError("password-wrong", status=401)
        with self.store.writing() as connection:
            connection.execute(update(seats_table).where(seats_table.c.user_id == user.id).values(user_id=None))
            connection.execute(delete(sessions_table).where(sessions_table.c.user_id == user.id))
            connection.execute(delete(users_table).where(users_table.c.id == user.id))

    def games(self, user: User) -> list[tuple[str, str]]:
        """(game id, seat) of every seat the account holds."""
        query = select(seats_table.c.game_id, seats_table.c.seat).where(seats_table.c.user_id == user.id)
        with self.store.reading() as connection:
            return [(game_id, seat) for game_id, seat in connection.execute(query)]

    def _user_row(self, name: str) -> object | None:
        """The account named exactly ``name``, else the one whose name folds the same (an
        account made before names were folded may share its folded name with an older one:
        its exact name finds it)."""
        with self.store.reading() as connection:
            return (connection.execute(select(users_table).where(users_table.c.name == name)).first()
                    or connection.execute(select(users_table).where(users_table.c.name_key == name_key(name))).first())

    def _new_session(self, user: User) -> Session:
        token, csrf = secrets.token_urlsafe(32), secrets.token_urlsafe(24)
        with self.store.writing() as connection:
            connection.execute(insert(sessions_table).values(
                token_hash=_digest(token), user_id=user.id, csrf_token=csrf,
                expires_at=datetime.now(UTC) + timedelta(days=SESSION_DAYS)))
        return Session(token, csrf, user)


def csrf_matches(expected: str, given: str | None) -> bool:
    return bool(given) and hmac.compare_digest(expected, given or "")


def _verify(hashed: str, password: str) -> bool:
    try:
        return _hasher.verify(hashed, password)
    except (VerificationError, InvalidHashError):
        return False


def _aware(stamp: datetime) -> datetime:
    return stamp if stamp.tzinfo is not None else stamp.replace(tzinfo=UTC)
