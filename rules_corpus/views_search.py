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

from cards.pagecache import search_version
from cards.pages import search_card
from config.pagecache import cacheable

from .indexing import search_corpus
from .reading import edition_value, reading
from .views import edition_not_loaded

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


def _rule_url(number: str, edition_query: str = "") -> str:
    # reverse() once per process shape, then plain joins: a page has ~40 links.
    return _RULE_URL_PREFIX() + quote(number, safe="") + edition_query


@lru_cache(maxsize=1)
def _RULE_URL_PREFIX() -> str:
    return reverse("rules_corpus:rule", args=["0"])[:-1]


def hit_url(hit, edition_query: str = "") -> str:
    """Where a hit opens, in the edition searched (`edition_query`: its `?edition=`, or "")."""
    if hit.is_glossary:
        return f"{reverse('rules_corpus:glossary')}{edition_query}#{quote(hit.slug, safe='-')}"
    return _rule_url(hit.number, edition_query)


def _shown(hit, edition_query: str) -> dict:
    """What the results template needs of a hit, with every URL made here."""
    if hit.is_glossary:
        label = f"Glossary: {hit.title}"
    else:
        label = f"{hit.number}. {hit.title}" if hit.title else hit.number
    return {
        "url": hit_url(hit, edition_query),
        "label": label,
        "breadcrumb": [] if hit.is_glossary else [
            (_rule_url(number, edition_query), text) for number, text in hit.breadcrumb
        ],
        # Built by rules_corpus.search from html.escape()d text and <mark> tags only.
        "snippet": mark_safe(hit.snippet_html),  # noqa: S308
    }


def _without_definition(results) -> list:
    """The hits less the glossary entry that the definition box shows."""
    shown = results.definition.slug if results.definition else None
    return [hit for hit in results.hits if not (hit.is_glossary and shown and hit.slug == shown)]


def _grouped(hits, edition_query: str) -> list[dict]:
    """The page's hits as groups: each rule's best hit (`lead`) with its siblings under it."""
    groups: list[dict] = []
    for hit in hits:
        if hit.lead or not groups:
            groups.append({"lead": _shown(hit, edition_query), "siblings": []})
        else:
            groups[-1]["siblings"].append(_shown(hit, edition_query))
    return groups


def _definition(results, edition_query: str) -> dict | None:
    definition = results.definition if results else None
    if definition is None:
        return None
    return {
        "term": definition.term,
        "text": definition.text,
        "url": f"{reverse('rules_corpus:glossary')}{edition_query}#{quote(definition.slug, safe='-')}",
    }


def _searched(request, query: str, page: int, per_page: int):
    """(results or None, the Reading): the edition read is searched, the newest
    complete one unless `?edition=` names another (`excerpt`: the seed excerpt)."""
    read = reading(request)
    if read.corpus is None or read.unknown or not query.strip():
        return None, read
    return search_corpus(read.corpus, query, page, per_page), read


def _fuller(read):
    """The complete copy of the edition searched, when the search keeps to its excerpt."""
    edition = read.edition
    if edition is None or read.corpus is None or edition.corpus.pk == read.corpus.pk:
        return None
    return edition


@cacheable(search_version, same_for_every_judge=True)  # the corpora, and the card library for the card block
@require_GET
def search(request):
    query = _query(request)
    page = _page(request)
    results, read = _searched(request, query, page, PER_PAGE)
    if read.unknown:
        return edition_not_loaded(request, read)
    jump = results is not None and not request.htmx and page == 1 and not request.GET.get("all")
    # A rule number typed in a search box and submitted jumps straight to it
    # (live results as you type never jump; "?all=1" shows the list instead).
    if jump and results.number_found:
        return redirect(_rule_url(results.number, read.query))
    fuller = _fuller(read)
    fuller_total = None
    if results is not None and fuller is not None and page == 1:
        # The excerpt is a small part of its edition: say what the whole one has.
        in_fuller = search_corpus(fuller.corpus, query, 1, 1)
        if jump and results.number and not results.number_found and in_fuller.number_found:
            return redirect(_rule_url(in_fuller.number, "?edition=" + fuller.value))
        fuller_total = in_fuller.total
    excerpt = read.excerpt
    context = {
        "query": query,
        "nav_query": query,
        "results": results,
        "searched": read.corpus,
        "fuller": fuller,
        "fuller_total": fuller_total,
        "excerpt": excerpt,
        "excerpt_value": edition_value(excerpt, read.editions) if excerpt else "",
        "edition_param": f"&edition={read.chosen}" if read.chosen else "",
        # The definition box at the top is the glossary's answer: not listed again under it.
        "hits": _grouped(_without_definition(results), read.query) if results else [],
        "definition": _definition(results, read.query),
        "first_rank": (results.page - 1) * results.per_page + 1 if results else 1,
        "card_match": search_card(query) if page == 1 else None,  # the card named, above the rules
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
    results, read = _searched(request, query, page, per_page)
    if read.unknown:
        return JsonResponse({"error": f"the edition {read.requested!r} is not loaded",
                             "editions": [edition.value for edition in read.editions]}, status=404)
    if results is None:
        return JsonResponse({"query": query, "page": page, "total": 0, "results": []})
    searched = read.corpus
    return JsonResponse(
        {
            "query": query,
            "page": results.page,
            "per_page": results.per_page,
            "total": results.total,
            "edition": searched.name,
            "edition_date": searched.effective_date.isoformat() if searched.effective_date else None,
            "number": results.number if results.number_found else None,
            "corrections": results.corrections,
            "meaning": results.meaning,
            "reranked": results.reranked,
            # Meaning is not in this ranking yet (the edition's vectors are being computed):
            # asked again later, the same question may be ranked differently.
            "meaning_pending": results.meaning_pending,
            "index_unavailable": results.index_unavailable,
            "definition": _definition(results, read.query),
            "results": [
                {
                    "number": hit.number or None,
                    "kind": hit.kind,
                    "title": hit.title,
                    "url": hit_url(hit, read.query),
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
