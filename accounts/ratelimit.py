"""Password checks and sign-ups are limited, counted before the work they limit is done.

Password checks (the login, the account page's password change and deletion) are
limited per (client address, username) and per address; sign-ups per address.

- **Keyed on what authentication sees.** Django's login form normalizes the
  username with NFKC before looking it up (`UsernameField`), so `ｊｕｄｇｅ` (full
  width) logs in as `judge`: the counter's username is normalized the same way,
  and case-folded too (sign-up refuses a name that differs from another only by
  case, so a case variant is the same person's name).
- **Counted before the password is checked.** `attempt` adds one to the counters
  and reads them back in one transaction: the database orders racing requests
  (PostgreSQL locks the row until commit; SQLite has one writer), so of thirty
  guesses sent at once only as many as the limit allows get their password
  checked; the rest are refused and their counting is rolled back. A check that
  turns out right gives its count back (`succeeded`).

The counters are rows of the database (`accounts.models.LoginFailures`), shared by
every gunicorn worker and every app server on the same database. At a tournament
many judges share one venue address, so the per-address limits are generous; the
per-(address, username) limit is what stops password guessing.

django-axes was considered and not used: it checks for a lockout before
authenticating but records the failure afterwards (its `user_login_failed`
handler), so guesses sent in parallel are all checked before any is counted,
which is the hole this module closes; it has no sign-up limit either.
"""
from __future__ import annotations

import hashlib
import math
import time
import unicodedata
from dataclasses import dataclass

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F

from .models import LoginFailures


def _setting(name: str, default):
    return getattr(settings, name, default)


def client_ip(request) -> str:
    """The client's address; the last X-Forwarded-For hop only when a trusted proxy adds it."""
    if _setting("RATELIMIT_TRUST_X_FORWARDED_FOR", False):
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
        hops = [hop.strip() for hop in forwarded.split(",") if hop.strip()]
        if hops:
            return hops[-1]
    return request.META.get("REMOTE_ADDR", "") or "unknown"


def login_name(username: str) -> str:
    """The username as authentication looks it up (NFKC, as `UsernameField` and
    `AbstractBaseUser.normalize_username` do), case-folded."""
    return unicodedata.normalize("NFKC", str(username)).strip().casefold()


def _key(kind: str, *parts: str) -> str:
    digest = hashlib.sha256("\x00".join(parts).encode("utf-8", "surrogatepass")).hexdigest()[:32]
    return f"login-fail:{kind}:{digest}"


@dataclass(frozen=True)
class _Limit:
    key: str
    most: int  # attempts allowed in one window


class _WindowCounters:
    """Attempts counted in fixed windows of `window` seconds under keys of one `kind`."""

    kinds: tuple[str, ...] = ()

    def __init__(self, window: int):
        self.window = window

    def _take(self, limits: list[_Limit]) -> int:
        """Count one attempt under every limit, unless one is used up: then count
        nothing and answer the seconds until it frees (0: counted, go ahead)."""
        now = time.time()
        with transaction.atomic():
            # Writes first, in a fixed order: each UPDATE waits for a racing
            # request's row lock (or SQLite's write lock), so the counts read
            # back below are in the order the database gave the requests.
            for limit in limits:
                self._count(limit.key, now)
            rows = LoginFailures.objects.filter(key__in=[limit.key for limit in limits])
            counts = {key: (count, started) for key, count, started in rows.values_list("key", "count", "window_started")}
            wait = 0
            for limit in limits:
                count, started = counts[limit.key]
                if count > limit.most:
                    wait = max(wait, math.ceil(started + self.window - now), 1)
            if wait:
                transaction.set_rollback(True)  # a refused attempt is not counted
        if not wait:
            self._sweep(now)
        return wait

    def _count(self, key: str, now: float) -> None:
        """One more attempt under `key`, each step a single statement."""
        fresh = now - self.window
        if LoginFailures.objects.filter(key=key, window_started__gt=fresh).update(count=F("count") + 1):
            return
        # The window is over: this attempt starts a new one.
        if LoginFailures.objects.filter(key=key, window_started__lte=fresh).update(count=1, window_started=now):
            return
        try:
            with transaction.atomic():
                LoginFailures.objects.create(key=key, count=1, window_started=now)
        except IntegrityError:
            # Another request made the row first: count in it.
            LoginFailures.objects.filter(key=key).update(count=F("count") + 1)

    def _give_back(self, key: str) -> None:
        LoginFailures.objects.filter(key=key, count__gt=0).update(count=F("count") - 1)

    def _sweep(self, now: float) -> None:
        """Windows long over are of no use to anyone: keep the table small."""
        for kind in self.kinds:
            LoginFailures.objects.filter(
                key__startswith=f"login-fail:{kind}:", window_started__lt=now - 2 * self.window
            ).delete()


class LoginLimiter(_WindowCounters):
    """Password checks per (address, username) and per address.

    `attempt` before checking a password; `succeeded` when it was right (the
    wrong guesses before it are forgotten); a wrong one stays counted.
    """

    kinds = ("user", "ip")

    def __init__(self):
        super().__init__(int(_setting("LOGIN_FAILURE_WINDOW", 15 * 60)))
        self.per_user = int(_setting("LOGIN_FAILURES_PER_USERNAME", 5))
        self.per_ip = int(_setting("LOGIN_FAILURES_PER_ADDRESS", 50))

    def _limits(self, ip: str, username: str) -> list[_Limit]:
        return [
            _Limit(_key("user", ip, login_name(username)), self.per_user),
            _Limit(_key("ip", ip), self.per_ip),
        ]

    def attempt(self, ip: str, username: str) -> int:
        """Count a password check about to happen; the seconds to wait instead (0: go ahead)."""
        return self._take(self._limits(ip, username))

    def succeeded(self, ip: str, username: str) -> None:
        """The password was right: forget that username's failures from this address,
        and give the address its count back."""
        user, address = self._limits(ip, username)
        LoginFailures.objects.filter(key=user.key).delete()
        self._give_back(address.key)


class SignupLimiter(_WindowCounters):
    """Accounts made per address in a window (SIGNUPS_PER_ADDRESS per SIGNUP_WINDOW
    seconds): one address can't make accounts by the dozen."""

    kinds = ("signup",)

    def __init__(self):
        super().__init__(int(_setting("SIGNUP_WINDOW", 3600)))
        self.per_ip = int(_setting("SIGNUPS_PER_ADDRESS", 10))

    def attempt(self, ip: str) -> int:
        """Count a sign-up about to be saved; the seconds to wait instead (0: go ahead)."""
        return self._take([_Limit(_key("signup", ip), self.per_ip)])

    def failed(self, ip: str) -> None:
        """The account could not be saved after all: the address gets its count back."""
        self._give_back(_key("signup", ip))
