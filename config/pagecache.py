"""A shared cache of the pages every judge reads alike: rule pages, searches, replay steps.

At a tournament most requests are anonymous reads of the same few hundred rule
pages, searches and scenario steps, and a Whoosh search costs tens of
milliseconds. This middleware keeps the rendered page on the app server's disk
(Django's file-based cache: shared by every gunicorn worker, outside their
memory) and serves it again to the next anonymous reader.

It knows no app's URLs: each app marks its cacheable views with `@cacheable(version)`,
where `version(request, *args, **kwargs)` says what the page depends on (a string
that changes whenever the page would) or None when this page must not be cached.
What a page depends on is part of its key, so nothing stale is ever served; the
versions come from `Marker`s (config.markers), so a hit makes no database query.
The key also holds the path with its query and the htmx headers the views read.

Who is served from it: every reader who is not logged in, whatever cookies they
carry (an analytics cookie, a preference, a stale session), unless a message is
waiting for them (the page must show it). A logged-in judge is served from it only
on views marked `same_for_every_judge` (the rules, searches, the editions
compared: nothing on them depends on who reads them but the header; a public
scenario's steps, to every judge but its owner, whose page has other buttons).

What is stored: 200 responses that set no cookie but the CSRF cookie and leave the
session unchanged. Two parts of a page belong to its reader and are stored as
placeholders, filled in for each reader when served: every CSRF token of the
reader who rendered it (replaced by the new reader's own token, so forms keep
working and no reader ever gets another's token) and the header's account part
(`templates/partials/nav_user.html`: "Log in" or the judge's name and Log out
button). The cache folder is emptied when gunicorn starts (gunicorn.conf.py), so
a new release never serves old pages. Enabled by PAGE_CACHE (on with
PRODUCTION=1, off otherwise).
"""
from __future__ import annotations

import hashlib
import re
from typing import Callable

from django.conf import settings
from django.contrib.messages.storage.cookie import CookieStorage
from django.contrib.messages.storage.session import SessionStorage
from django.core.cache import caches
from django.http import HttpResponse
from django.middleware.csrf import _unmask_cipher_token, get_token
from django.template.loader import get_template

CACHE_ALIAS = "pages"
PLACEHOLDER = "__judge_csrf_token_placeholder__"
# Markup no escaped text can hold (a "<"), so nothing a user typed can be taken for it.
NAV_PLACEHOLDER = "<!--judge:nav-user-->"
NAV_TEMPLATE = "partials/nav_user.html"
HEADERS_KEPT = ("Content-Type", "Vary", "Content-Language")
HTMX_HEADERS = ("HTTP_HX_REQUEST", "HTTP_HX_HISTORY_RESTORE_REQUEST", "HTTP_HX_BOOSTED", "HTTP_HX_TARGET")
VERSION_ATTRIBUTE = "page_cache_version"
JUDGES_ATTRIBUTE = "page_cache_same_for_every_judge"

_TOKEN = re.compile(r"[a-zA-Z0-9]{64}")
# The header's account part (base.html); the first one is the header's, before any content.
_NAV_USER = re.compile(r'(<span class="nav-user">)(.*?)(</span>)', re.DOTALL)


def cacheable(version: Callable[..., str | None], *, same_for_every_judge: bool | Callable[..., bool] = False):
    """Mark a view whose pages readers share; `version` is called with the view's own
    arguments and names what the page depends on (None: not this one). With
    `same_for_every_judge` (or when it, called like `version`, says so for a logged-in
    judge), nothing on the page but the header depends on who reads it, so logged-in
    judges share it too."""

    def mark(view):
        setattr(view, VERSION_ATTRIBUTE, version)
        setattr(view, JUDGES_ATTRIBUTE, same_for_every_judge)
        return view

    return mark


def _message_waiting(request) -> bool:
    """A message for this reader (after a login, a deletion...) that the page must show."""
    if CookieStorage.cookie_name in request.COOKIES:
        return True
    if settings.SESSION_COOKIE_NAME not in request.COOKIES:
        return False
    return SessionStorage.session_key in request.session


def _cacheable_request(request, for_this_judge: Callable[[], bool]) -> bool:
    if request.method != "GET" or _message_waiting(request):
        return False
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return True  # other cookies (a preference, analytics, a stale session) change nothing here
    return for_this_judge()


def _key(request, version: str) -> str:
    # Not the host: these pages hold no absolute URL (CommonMiddleware has checked it).
    parts = [version, request.get_full_path()]
    parts.extend(request.META.get(name, "") for name in HTMX_HEADERS)
    return "page:" + hashlib.sha256("\x00".join(parts).encode("utf-8", "surrogatepass")).hexdigest()


def _with_placeholders(request, response) -> str:
    """The page with its reader's parts replaced by placeholders: the header's account
    part, and every CSRF token of this reader."""
    content = response.content.decode(response.charset or "utf-8")
    content = _NAV_USER.sub(lambda m: m.group(1) + NAV_PLACEHOLDER + m.group(3), content, count=1)
    secret = request.META.get("CSRF_COOKIE")
    if not secret:
        return content

    def swap(match):
        token = match.group(0)
        return PLACEHOLDER if _unmask_cipher_token(token) == secret else token

    return _TOKEN.sub(swap, content)


def _nav_user(request) -> str:
    """This reader's part of the header (no context processors: no database query)."""
    user = request.user
    context = {"user": user, "csrf_token": get_token(request) if user.is_authenticated else ""}
    return get_template(NAV_TEMPLATE).render(context)


def _cacheable_response(request, response) -> bool:
    if response.status_code != 200 or response.streaming:
        return False
    if set(response.cookies) - {settings.CSRF_COOKIE_NAME}:
        return False
    session = getattr(request, "session", None)
    if session is not None and session.modified:
        return False
    control = response.get("Cache-Control", "")
    return "private" not in control and "no-store" not in control


def _stored_response(request, stored) -> HttpResponse:
    content, headers = stored
    if NAV_PLACEHOLDER in content:
        content = content.replace(NAV_PLACEHOLDER, _nav_user(request), 1)
    if PLACEHOLDER in content:
        content = content.replace(PLACEHOLDER, get_token(request))
    response = HttpResponse(content)
    for name, value in headers:
        response[name] = value
    response["X-Page-Cache"] = "hit"
    return response


class PageCacheMiddleware:
    """Serve and store anonymous readers' pages of the views marked @cacheable."""

    def __init__(self, get_response):
        self.get_response = get_response

    def process_view(self, request, view_func, view_args, view_kwargs):
        """After the URL is resolved, before the view runs: answer from the cache if we can."""
        version_of = getattr(view_func, VERSION_ATTRIBUTE, None)
        if version_of is None or not getattr(settings, "PAGE_CACHE", False):
            return None
        shared = getattr(view_func, JUDGES_ATTRIBUTE, False)

        def for_this_judge() -> bool:
            return shared(request, *view_args, **view_kwargs) if callable(shared) else bool(shared)

        if not _cacheable_request(request, for_this_judge):
            return None
        version = version_of(request, *view_args, **view_kwargs)
        if version is None:
            return None
        key = _key(request, version)
        stored = caches[CACHE_ALIAS].get(key)
        if stored is not None:
            return _stored_response(request, stored)
        request.page_cache_key = key
        return None

    def __call__(self, request):
        response = self.get_response(request)
        key = getattr(request, "page_cache_key", None)
        if key is not None and _cacheable_response(request, response):
            content = _with_placeholders(request, response)
            headers = [(name, response[name]) for name in HEADERS_KEPT if response.has_header(name)]
            caches[CACHE_ALIAS].set(key, (content, headers))
            response["X-Page-Cache"] = "miss"
        return response
