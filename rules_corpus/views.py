from django.http import HttpResponseNotFound
from django.shortcuts import render
from django.views.decorators.http import require_GET


@require_GET
def contents(request):
    return render(request, "home.html")


@require_GET
def rule_detail(request, number):
    return render(request, "home.html")


@require_GET
def glossary(request):
    return render(request, "home.html")


@require_GET
def corpus_list(request):
    return render(request, "home.html")


@require_GET
def api_rule(request, number):
    return render(request, "home.html")


def page_not_found(request, exception=None):
    return HttpResponseNotFound("Not found")
