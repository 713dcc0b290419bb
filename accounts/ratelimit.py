"""Failed logins are rate-limited, per client address and per (address, username).

At a tournament many judges share one venue address, so the per-address limit
is generous; the per-(address, username) limit is what stops password guessing.
The counters are rows of the database (`accounts.models.LoginFailures`), so every
gunicorn worker (and every app server on the same database) shares them, and
each failure is counted by one UPDATE statement, so guesses sent all at once
are all counted.
"""
from __future__ import annotations

import hashlib
import math
import time

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


def _key(kind: str, *parts: str) -> str:
    digest = hashlib.sha256("\x00".join(parts).encode("utf-8", "surrogatepass")).hexdigest()[:32]
    return f"login-fail:{kind}:{digest}"


class LoginLimiter:
    """Counts failed logins in fixed windows; `blocked_for` says how long to wait, if at all."""

    def __init__(self):
        self.window = int(_setting("LOGIN_FAILURE_WINDOW", 15 * 60))
        self.per_user = int(_setting("LOGIN_FAILURES_PER_USERNAME", 5))
        self.per_ip = int(_setting("LOGIN_FAILURES_PER_ADDRESS", 50))

    def _keys(self, ip: str, username: str) -> list[tuple[str, int]]:
        return [
            (_key("user", ip, username.strip().lower()), self.per_user),
            (_key("ip", ip), self.per_ip),
        ]

    def blocked_for(self, ip: str, username: str) -> int:
        """Seconds until another attempt is allowed (0: allowed now)."""
        now = time.time()
        limits = dict(self._keys(ip, username))
        wait = 0
        for key, count, started in LoginFailures.objects.filter(
            key__in=limits, window_started__gt=now - self.window
        ).values_list("key", "count", "window_started"):
            if count >= limits[key]:
                wait = max(wait, math.ceil(started + self.window - now))
        return max(0, wait)

    def record_failure(self, ip: str, username: str) -> None:
        now = time.time()
        for key, _limit in self._keys(ip, username):
            self._count(key, now)
        # Windows long over are of no use to anyone: keep the table small.
        LoginFailures.objects.filter(window_started__lt=now - 2 * self.window).delete()

    def _count(self, key: str, now: float) -> None:
        """One more failure under `key`: each step is a single statement, so racing
        requests each count (the database orders their updates of the row)."""
        fresh = now - self.window
        if LoginFailures.objects.filter(key=key, window_started__gt=fresh).update(count=F("count") + 1):
            return
        # The window is over: this failure starts a new one (only one racer matches).
        if LoginFailures.objects.filter(key=key, window_started__lte=fresh).update(count=1, window_started=now):
            return
        try:
            with transaction.atomic():
                LoginFailures.objects.create(key=key, count=1, window_started=now)
        except IntegrityError:
            # Another request made the row first: count in it.
            LoginFailures.objects.filter(key=key).update(count=F("count") + 1)

    def forget(self, ip: str, username: str) -> None:
        """A successful login clears that username's failures from this address."""
        LoginFailures.objects.filter(key=self._keys(ip, username)[0][0]).delete()
