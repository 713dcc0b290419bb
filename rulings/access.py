"""Who may do what to a scenario: its owner reads and writes it; others read it when it
is public, or through its share link when it is shared by link.

A number URL answers anyone who may not read the scenario with the same 404 as a
scenario that does not exist, so nothing leaks by counting numbers; a logged-out
visitor is sent to log in by a write URL before the scenario is even looked up.
"""
from functools import wraps

from django.contrib.auth.views import redirect_to_login
from django.shortcuts import get_object_or_404, render
from django.utils.cache import patch_cache_control

from .models import Scenario, Visibility
from .services import sharing


def forbidden(request, scenario, action="change"):
    """A 403 page that says why, with the fork button when forking would help."""
    return render(
        request,
        "rulings/forbidden.html",
        {"scenario": scenario, "action": action},
        status=403,
    )


def readable(request, pk, queryset=None) -> Scenario:
    """The scenario numbered `pk` if the reader may open it by number, else Http404."""
    queryset = Scenario.objects.all() if queryset is None else queryset
    return get_object_or_404(queryset.readable_by(request.user), pk=pk)


def shared(token, queryset=None) -> Scenario:
    """The scenario shared by link under `token`, else Http404 (as for a missing one)."""
    return get_object_or_404(sharing.shared(token, queryset))


def for_this_reader_alone(response):
    """No cache (ours, a proxy's, or the browser's once its judge has logged out) may keep it."""
    patch_cache_control(response, private=True, no_store=True)
    return response


def private_unless_public(response, scenario):
    """A page of a scenario that is not public is for its reader alone: no shared cache
    (ours or a proxy's) may keep it."""
    if scenario.visibility != Visibility.PUBLIC:
        for_this_reader_alone(response)
    return response


def owner_required(view):
    """Load the scenario named by `pk`; 403 unless the user owns it.

    Anonymous users are sent to log in first (they might be the owner), whether or
    not the scenario exists; a user who may not read it gets the 404 of a missing one.
    The owner's pages (the whole document, in forms) are for them alone, public or not.
    """

    @wraps(view)
    def wrapper(request, pk, *args, **kwargs):
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        scenario = readable(request, pk)
        if not scenario.can_edit(request.user):
            return forbidden(request, scenario)
        return for_this_reader_alone(view(request, scenario, *args, **kwargs))

    return wrapper
