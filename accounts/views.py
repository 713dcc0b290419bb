"""Accounts: sign up, log in with failed logins limited (see accounts.ratelimit), and the
judge's own account page: change the password (django.contrib.auth's view) or delete the
account with all its scenarios."""
import math

from django.contrib import messages
from django.contrib.auth import login, logout
from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import LoginView
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from rulings.services.store import delete_all_of

from .forms import DeleteAccountForm, SignupForm
from .ratelimit import LoginLimiter, client_ip


@require_http_methods(["GET", "POST"])
def signup(request):
    if request.user.is_authenticated:
        return redirect("rulings:scenario_list")
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        messages.success(request, f"Welcome, {user.get_username()}. You are signed up and logged in.")
        return redirect("rulings:scenario_list")
    return render(request, "registration/signup.html", {"form": form}, status=422 if form.is_bound else 200)


@login_required
@require_http_methods(["GET"])
def account(request):
    return render(request, "registration/account.html", {"scenario_count": request.user.scenarios.count()})


@login_required
@require_http_methods(["GET", "POST"])
def account_delete(request):
    """Ask first, saying how many scenarios will go, and for the password; then delete."""
    user = request.user
    form = DeleteAccountForm(user, request.POST or None)
    if request.method == "POST" and form.is_valid():
        username = user.get_username()
        deleted = delete_all_of(user)
        logout(request)
        user.delete()
        messages.success(request, f"The account {username} and its {deleted} scenario{'s' if deleted != 1 else ''} are deleted.")
        return redirect("home")
    context = {"form": form, "scenario_count": user.scenarios.count()}
    return render(request, "registration/account_delete.html", context, status=422 if form.is_bound else 200)


class RateLimitedLoginView(LoginView):
    """django.contrib.auth's LoginView, answering 429 after too many failures."""

    def post(self, request, *args, **kwargs):
        limiter = LoginLimiter()
        ip = client_ip(request)
        username = str(request.POST.get("username", ""))[:150]
        wait = limiter.blocked_for(ip, username)
        if wait:
            return self._too_many(wait)
        response = super().post(request, *args, **kwargs)
        if request.user.is_authenticated:
            limiter.forget(ip, username)
        else:
            limiter.record_failure(ip, username)
        return response

    def _too_many(self, wait: int):
        minutes = max(1, math.ceil(wait / 60))
        message = f"Too many failed logins. Try again in {minutes} minute{'s' if minutes != 1 else ''}."

        class Blocked(self.get_form_class()):
            def clean(self):
                # Refused before the password is checked: a blocked guess learns nothing.
                raise ValidationError(message, code="rate_limited")

        form = Blocked(self.request, data=self.request.POST)
        form.is_valid()
        response = self.render_to_response(self.get_context_data(form=form))
        response.status_code = 429
        response["Retry-After"] = str(wait)
        return response
