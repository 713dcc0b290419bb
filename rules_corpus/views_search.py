"""Search views (issue 4): thin wrappers around rules_corpus.search."""
from django.http import JsonResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET


@require_GET
def search(request):
    return render(request, "home.html")


@require_GET
def api_search(request):
    return JsonResponse({"results": []})
