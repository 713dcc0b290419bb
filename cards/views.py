"""Card pages: the library's search, one card's page, and the JSON API.

Thin views over cards.search and cards.pages; every page works without
JavaScript, and the search answers htmx with its results partial alone.
"""
from __future__ import annotations


from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_GET

from . import pages, search
from .models import Card

MAX_QUERY = 200
PER_PAGE = 50
API_RESULTS = 20


def _clean(text: str) -> str:
    # PostgreSQL refuses NUL in a query's text: drop it rather than answer 500
    return text.replace("\x00", "")[:MAX_QUERY]


def _param(request, name: str) -> str:
    return _clean(request.GET.get(name, ""))


@require_GET
def card_list(request):
    query, type_line, text = _param(request, "q"), _param(request, "type"), _param(request, "text")
    found = search.search(query, type_line, text, limit=PER_PAGE)
    context = {
        "query": query,
        "type_query": type_line,
        "text_query": text,
        "searched": bool(query.strip() or type_line.strip() or text.strip()),
        "results": [pages.summary(card, pages.card_url(card.name)) for card in found],
        "card_count": Card.objects.count(),
    }
    partial = request.htmx and not request.htmx.history_restore_request
    response = render(request, "cards/partials/card_results.html" if partial else "cards/card_list.html", context)
    patch_vary_headers(response, ["HX-Request"])
    return response


@require_GET
def card_detail(request, name):
    name = _clean(name)
    card = Card.objects.filter(name=name).prefetch_related("faces", "rulings").first()
    if card is None:
        canonical = search.exact(name)
        if canonical is not None:
            return redirect(pages.card_url(canonical), permanent=True)
        suggestions = [pages.summary(found, pages.card_url(found.name)) for found in search.search(name, limit=10)]
        return render(request, "cards/card_missing.html", {"name": name, "results": suggestions}, status=404)
    context = pages.card_page(request, card)
    return render(request, "cards/card_detail.html", context)


@require_GET
def api_cards(request):
    query = _param(request, "q")
    found = search.search(query, _param(request, "type"), _param(request, "text"), limit=API_RESULTS)
    return JsonResponse({"query": query, "results": [pages.as_json(card) for card in found]})
