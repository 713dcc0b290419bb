"""A shared cache of the pages every judge reads alike: rule pages, searches, replay steps.

At a tournament most requests are anonymous reads of the same few hundred rule
pages, searches and scenario steps, and a Whoosh search costs tens of
milliseconds. This middleware keeps the rendered page on the app server's disk
(Django's file-based cache: shared by every gunicorn worker, outside their
memory) and serves it again to the next anonymous reader.

What a page depends on is part of its key, so nothing stale is ever served:
- rule pages, contents, glossary and searches: the active corpus and every stored
  one (ids, count and the last time one was imported or switched);
- a replay step: the scenario's id, document hash and last change;
- always: the path with its query, and the htmx headers the views read.
Only anonymous requests whose only cookie is the CSRF cookie are served from or
stored in the cache; only 200 responses that set no cookie but the CSRF cookie
are stored. The CSRF token in a page is stored as a placeholder and replaced by
the reader's own token, so forms keep working. The cache folder is emptied when
gunicorn starts (gunicorn.conf.py), so a new release never serves old pages.
Enabled by PAGE_CACHE (on with PRODUCTION=1, off otherwise).
"""
from __future__ import annotations

import hashlib
import re

from django.conf import settings
from django.core.cache import caches
from django.http import HttpResponse
from django.middleware.csrf import get_token

CACHE_ALIAS = "pages"
PLACEHOLDER = "__judge_csrf_token_placeholder__"
HEADERS_KEPT = ("Content-Type", "Vary", "Content-Language")
HTMX_HEADERS = ("HTTP_HX_REQUEST", "HTTP_HX_HISTORY_RESTORE_REQUEST", "HTTP_HX_BOOSTED", "HTTP_HX_TARGET")

_CORPUS_PATHS = re.compile(r"^/(?:rules/[^/]*|glossary/|search)$")
_STEP_PATH = re.compile(r"^/scenarios/(\d+)/steps/\d+$")
_TOKEN = re.compile(r"[a-zA-Z0-9]{64}")


def _corpus_version() -> str | None:
    """The active corpus, and every stored one (a rule the active excerpt lacks is read
    from a full copy of its edition): any import, removal or switch changes it."""
    from django.db.models import Count, Max, Q

    from rules_corpus.models import Corpus

    found = Corpus.objects.aggregate(
        active=Max("pk", filter=Q(is_active=True)), count=Count("pk"), last=Max("pk"), changed=Max("imported_at")
    )
    changed = found["changed"].timestamp() if found["changed"] else 0
    return f"corpus:{found['active']}:{found['count']}:{found['last']}:{changed}"


def _scenario_version(pk: str) -> str | None:
    from rulings.models import Scenario

    row = Scenario.objects.filter(pk=pk).values_list("document_hash", "updated_at").first()
    return f"scenario:{pk}:{row[0]}:{row[1].timestamp()}" if row else None


def version_of(path: str) -> str | None:
    """What the page at `path` depends on, or None when it is not cached."""
    if _CORPUS_PATHS.match(path):
        return _corpus_version()
    match = _STEP_PATH.match(path)
    if match:
        scenario = _scenario_version(match.group(1))
        return scenario and f"{scenario}|{_corpus_version()}"
    return None


def _cacheable_request(request) -> bool:
    if request.method != "GET":
        return False
    if set(request.COOKIES) - {settings.CSRF_COOKIE_NAME}:
        return False  # a session, messages, a preference: this reader's page may differ
    user = getattr(request, "user", None)
    return user is None or not user.is_authenticated


def _key(request, version: str) -> str:
    # Not the host: these pages hold no absolute URL (CommonMiddleware has checked it).
    parts = [version, request.get_full_path()]
    parts.extend(request.META.get(name, "") for name in HTMX_HEADERS)
    return "page:" + hashlib.sha256("\x00".join(parts).encode("utf-8", "surrogatepass")).hexdigest()


def _with_placeholder(request, response) -> str:
    """The page with every CSRF token of this reader replaced by the placeholder."""
    content = response.content.decode(response.charset or "utf-8")
    secret = request.META.get("CSRF_COOKIE")
    if not secret:
        return content
    from django.middleware.csrf import _unmask_cipher_token  # a masked token's own format

    def swap(match):
        token = match.group(0)
        return PLACEHOLDER if _unmask_cipher_token(token) == secret else token

    return _TOKEN.sub(swap, content)


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


class PageCacheMiddleware:
    """Serve and store anonymous readers' pages (see the module docstring)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if not getattr(settings, "PAGE_CACHE", False) or not _cacheable_request(request):
            return self.get_response(request)
        version = version_of(request.path_info)
        if version is None:
            return self.get_response(request)
        cache = caches[CACHE_ALIAS]
        key = _key(request, version)
        stored = cache.get(key)
        if stored is not None:
            content, headers = stored
            if PLACEHOLDER in content:
                content = content.replace(PLACEHOLDER, get_token(request))
            response = HttpResponse(content)
            for name, value in headers:
                response[name] = value
            response["X-Page-Cache"] = "hit"
            return response
        response = self.get_response(request)
        if _cacheable_response(request, response):
            content = _with_placeholder(request, response)
            headers = [(name, response[name]) for name in HEADERS_KEPT if response.has_header(name)]
            cache.set(key, (content, headers))
            response["X-Page-Cache"] = "miss"
        return response
