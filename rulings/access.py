"""Who may do what to a scenario: anyone reads, only the owner writes."""
from functools import wraps

from django.contrib.auth.views import redirect_to_login
from django.shortcuts import get_object_or_404, render

from .models import Scenario


def forbidden(request, scenario, action="change"):
    """A 403 page that says why, with the fork button when forking would help."""
    return render(
        request,
        "rulings/forbidden.html",
        {"scenario": scenario, "action": action},
        status=403,
    )


def owner_required(view):
    """Load the scenario named by `pk` (404 if none); 403 unless the user owns it.

    Anonymous users are sent to log in first, since they might be the owner.
    """

    @wraps(view)
    def wrapper(request, pk, *args, **kwargs):
        scenario = get_object_or_404(Scenario, pk=pk)
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        if not scenario.can_edit(request.user):
            return forbidden(request, scenario)
        return view(request, scenario, *args, **kwargs)

    return wrapper
