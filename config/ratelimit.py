"""Failed logins are rate-limited, per client address and per (address, username).

At a tournament many judges share one venue address, so the per-address limit
is generous; the per-(address, username) limit is what stops password guessing.
The counters live in the "ratelimit" cache, a database cache by default, so every
gunicorn worker (and every app server on the same database) shares them.
"""
from __future__ import annotations

import hashlib
import math
import time

from django.conf import settings
from django.contrib.auth.views import LoginView
from django.core.cache import caches
from django.core.exceptions import ValidationError

CACHE_ALIAS = "ratelimit"


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
        self.cache = caches[CACHE_ALIAS]
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
        wait = 0
        for key, limit in self._keys(ip, username):
            entry = self.cache.get(key)
            if entry and entry[0] >= limit:
                wait = max(wait, math.ceil(entry[1] + self.window - now))
        return max(0, wait)

    def record_failure(self, ip: str, username: str) -> None:
        now = time.time()
        for key, _limit in self._keys(ip, username):
            count, started = self.cache.get(key) or (0, now)
            if now - started >= self.window:
                count, started = 0, now
            remaining = max(1, math.ceil(started + self.window - now))
            self.cache.set(key, (count + 1, started), remaining)

    def forget(self, ip: str, username: str) -> None:
        """A successful login clears that username's failures from this address."""
        self.cache.delete(self._keys(ip, username)[0][0])


class RateLimitedLoginView(LoginView):
    """django.contrib.auth's LoginView, answering 429 after too many failures."""

    def post(self, request, *args, **kwargs):
        limiter = LoginLimiter()
        ip = client_ip(request)
        username = str(request.POST.get("username", ""))[:150]
        wait = limiter.blocked_for(ip, username)
        if wait:
            return self._too_many(wait)
        response = super().post(request, *args, **kwargs)
        if request.user.is_authenticated:
            limiter.forget(ip, username)
        else:
            limiter.record_failure(ip, username)
        return response

    def _too_many(self, wait: int):
        minutes = max(1, math.ceil(wait / 60))
        message = f"Too many failed logins. Try again in {minutes} minute{'s' if minutes != 1 else ''}."

        class Blocked(self.get_form_class()):
            def clean(self):
                # Refused before the password is checked: a blocked guess learns nothing.
                raise ValidationError(message, code="rate_limited")

        form = Blocked(self.request, data=self.request.POST)
        form.is_valid()
        response = self.render_to_response(self.get_context_data(form=form))
        response.status_code = 429
        response["Retry-After"] = str(wait)
        return response
