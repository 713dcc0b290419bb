"""A database too busy to take a write answers 503 with Retry-After, not a traceback.

SQLite has one writer at a time (WAL mode lets readers go on): a write waits for the
lock up to the busy timeout (settings: SQLITE_BUSY_TIMEOUT, well under gunicorn's own
timeout), and if the lock is still held (a long import, a stuck process) the request
is answered "busy, try again in a few seconds". On PostgreSQL the same goes for a
lock that can't be obtained (lock_not_available, when a lock_timeout is set).
"""
from __future__ import annotations

import logging
import sys

from django.db import OperationalError
from django.template.loader import render_to_string
from django.http import HttpResponse
from django.views import defaults

logger = logging.getLogger(__name__)

RETRY_AFTER = 10  # seconds
_SQLITE_LOCKED = ("database is locked", "database table is locked", "database is busy")
_PG_LOCK_NOT_AVAILABLE = "55P03"


def is_busy(error: BaseException | None) -> bool:
    """Whether `error` says the database's lock could not be had in time."""
    if not isinstance(error, OperationalError):
        return False
    if any(message in str(error) for message in _SQLITE_LOCKED):
        return True
    return getattr(error.__cause__, "sqlstate", None) == _PG_LOCK_NOT_AVAILABLE


def busy_response() -> HttpResponse:
    # A page of its own (not base.html): it must render without the database.
    response = HttpResponse(render_to_string("503.html"), status=503)
    response["Retry-After"] = str(RETRY_AFTER)
    response["Cache-Control"] = "no-store"
    return response


class BusyDatabaseMiddleware:
    """A view whose write could not get the lock: 503, Retry-After."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if not is_busy(exception):
            return None
        logger.warning("Database busy, answered 503: %s %s: %s", request.method, request.path, exception)
        return busy_response()


def server_error(request, template_name=defaults.ERROR_500_TEMPLATE_NAME):
    """Django's 500 handler, but 503 when the error is a busy database outside a view
    (a session saved by the session middleware, say)."""
    if is_busy(sys.exc_info()[1]):
        return busy_response()
    return defaults.server_error(request, template_name)
