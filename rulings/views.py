"""Placeholder views until the scenario builder (issue 6) lands."""
from django.shortcuts import render
from django.views.decorators.http import require_GET


@require_GET
def home(request):
    return render(request, "home.html")


@require_GET
def signup(request):
    return render(request, "home.html")


@require_GET
def scenario_list(request):
    return render(request, "home.html")
