"""Bad bytes stop at the door: a NUL character in any query parameter or form field
(its name or its value) is answered 400. (In the path, the URL patterns' converters
and the views answer their own ordinary 404; tests/test_bad_input.py checks them.)

PostgreSQL refuses NUL in text ("A string literal cannot contain NUL"), so a NUL
that reached a query (`/rules/409.1a?edition=%00`, the diff form's fields) was a 500
there, while SQLite stored or compared it quietly. Forms' CharFields refuse NUL
already (ProhibitNullCharactersValidator); this covers the parameters views read
themselves, for every view at once.
"""
from __future__ import annotations

from django.conf import settings
from django.shortcuts import render

NUL = "\x00"
FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def _bad_field(data) -> str | None:
    """The name of the first field whose name or value holds a NUL (shown escaped)."""
    for name, values in data.lists():
        if NUL in name or any(isinstance(value, str) and NUL in value for value in values):
            return name.replace(NUL, "\\0")
    return None


class BadInputMiddleware:
    """Refuses requests carrying a NUL before any view or query sees them."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        field = _bad_field(request.GET)
        if field is None and request.method == "POST" and request.content_type in FORM_TYPES and _small(request):
            field = _bad_field(request.POST)
        if field is not None:
            return render(request, "400.html", {"field": field}, status=400)
        return self.get_response(request)


def _small(request) -> bool:
    """Whether the body is small enough to read here: a larger one (an upload declaring a
    huge size) is left unread for the view, which refuses it by its size before reading it."""
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return False
    return length <= (settings.DATA_UPLOAD_MAX_MEMORY_SIZE or 0)
