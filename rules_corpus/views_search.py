"""Search views (issue 4): thin wrappers around rules_corpus.indexing / rules_corpus.search.

`/search?q=` renders the whole page without JavaScript, or only the results
partial for htmx's live search; `/api/search?q=` gives the same ranking as JSON.
"""
from functools import lru_cache
from urllib.parse import quote

from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_GET

from config.pagecache import cacheable

from .context_processors import request_active_corpus
from .indexing import fuller_copy, search_corpus
from .pagecache import corpus_version

PER_PAGE = 10
MAX_PAGE = 1000


def _page(request) -> int:
    try:
        return min(max(1, int(request.GET.get("page", "1"))), MAX_PAGE)
    except (TypeError, ValueError):
        return 1


def _query(request) -> str:
    # Django already decoded it; keep it whole for display, the engine trims it.
    return request.GET.get("q", "")


def _rule_url(number: str) -> str:
    # reverse() once per process shape, then plain joins: a page has ~40 links.
    return _RULE_URL_PREFIX() + quote(number, safe="")


@lru_cache(maxsize=1)
def _RULE_URL_PREFIX() -> str:
    return reverse("rules_corpus:rule", args=["0"])[:-1]


def hit_url(hit) -> str:
    if hit.is_glossary:
        return f"{reverse('rules_corpus:glossary')}#{quote(hit.slug, safe='-')}"
    return _rule_url(hit.number)


def _shown(hit) -> dict:
    """What the results template needs of a hit, with every URL made here."""
    if hit.is_glossary:
        label = f"Glossary: {hit.title}"
    else:
        label = f"{hit.number}. {hit.title}" if hit.title else hit.number
    return {
        "url": hit_url(hit),
        "label": label,
        "breadcrumb": [] if hit.is_glossary else [(_rule_url(number), text) for number, text in hit.breadcrumb],
        # Built by rules_corpus.search from html.escape()d text and <mark> tags only.
        "snippet": mark_safe(hit.snippet_html),  # noqa: S308
    }


def _grouped(hits) -> list[dict]:
    """The page's hits as groups: each rule's best hit (`lead`) with its siblings under it."""
    groups: list[dict] = []
    for hit in hits:
        if hit.lead or not groups:
            groups.append({"lead": _shown(hit), "siblings": []})
        else:
            groups[-1]["siblings"].append(_shown(hit))
    return groups


def _definition(results) -> dict | None:
    definition = results.definition if results else None
    if definition is None:
        return None
    return {
        "term": definition.term,
        "text": definition.text,
        "url": f"{reverse('rules_corpus:glossary')}#{quote(definition.slug, safe='-')}",
    }


WHOLE_EDITION = "full"
EXCERPT_ONLY = "excerpt"


def _searched(request, query: str, page: int, per_page: int):
    """(results, the corpus searched, the fuller copy of its edition or None, whether
    that copy is searched): the complete edition that the active excerpt was cut
    from, when one is loaded, is searched by default (issue 13: the whole book);
    `?edition=excerpt` keeps to the excerpt."""
    active = request_active_corpus(request)
    if active is None or not query.strip():
        return None, active, None, False
    fuller = fuller_copy(active)
    whole = fuller is not None and request.GET.get("edition") != EXCERPT_ONLY
    corpus = fuller if whole else active
    return search_corpus(corpus, query, page, per_page), corpus, fuller, whole


@cacheable(corpus_version, same_for_every_judge=True)
@require_GET
def search(request):
    query = _query(request)
    page = _page(request)
    results, searched, fuller, whole = _searched(request, query, page, PER_PAGE)
    jump = results is not None and not request.htmx and page == 1 and not request.GET.get("all")
    # A rule number typed in a search box and submitted jumps straight to it
    # (live results as you type never jump; "?all=1" shows the list instead).
    if jump and results.number_found:
        return redirect("rules_corpus:rule", number=results.number)
    fuller_total = None
    if results is not None and fuller is not None and not whole and page == 1:
        # The excerpt is a small part of its edition: say what the whole one has.
        in_fuller = search_corpus(fuller, query, 1, 1)
        if jump and results.number and not results.number_found and in_fuller.number_found:
            return redirect("rules_corpus:rule", number=in_fuller.number)  # its page reads the fuller copy
        fuller_total = in_fuller.total
    context = {
        "query": query,
        "nav_query": query,
        "results": results,
        "searched": searched,
        "fuller": fuller,
        "whole": whole,
        "fuller_total": fuller_total,
        "edition_param": f"&edition={WHOLE_EDITION}" if whole else "",
        "hits": _grouped(results.hits) if results else [],
        "definition": _definition(results),
        "first_rank": (results.page - 1) * results.per_page + 1 if results else 1,
    }
    partial = request.htmx and not request.htmx.history_restore_request
    template = "rules_corpus/partials/search_results.html" if partial else "rules_corpus/search.html"
    response = render(request, template, context)
    # The same URL answers with a page or a fragment: caches must keep them apart.
    patch_vary_headers(response, ["HX-Request"])
    if results is not None and results.meaning_pending:
        # Ranked by words while the vectors are computed: not a page to share from the cache.
        patch_cache_control(response, private=True)
    if results is not None and results.index_unavailable:
        patch_cache_control(response, no_store=True)  # a stopgap answer: never kept
    return response


@require_GET
def api_search(request):
    query = _query(request)
    page = _page(request)
    try:
        per_page = min(max(1, int(request.GET.get("per_page", PER_PAGE))), 50)
    except (TypeError, ValueError):
        per_page = PER_PAGE
    results, searched, _fuller, _whole = _searched(request, query, page, per_page)
    if results is None:
        return JsonResponse({"query": query, "page": page, "total": 0, "results": []})
    return JsonResponse(
        {
            "query": query,
            "page": results.page,
            "per_page": results.per_page,
            "total": results.total,
            "edition": searched.name,
            "number": results.number if results.number_found else None,
            "corrections": results.corrections,
            "meaning": results.meaning,
            "index_unavailable": results.index_unavailable,
            "definition": _definition(results),
            "results": [
                {
                    "number": hit.number or None,
                    "kind": hit.kind,
                    "title": hit.title,
                    "url": hit_url(hit),
                    "breadcrumb": [label for _number, label in hit.breadcrumb],
                    "snippet": hit.snippet_text,
                    "snippet_html": hit.snippet_html,
                    "score": hit.score,
                    "rule": hit.rule,
                    "lead": hit.lead,
                }
                for hit in results.hits
            ],
        }
    )
