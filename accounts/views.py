"""Accounts: sign up (limited per address), log in with password checks limited (see
accounts.ratelimit), and the judge's own account page: change the password
(django.contrib.auth's view) or delete the account with all its scenarios. Both ask for
the password, so checks there count with the login's (a session left open must not be a
way to guess it without limit)."""
from django.contrib import messages
from django.contrib.auth import login, logout
from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import LoginView, PasswordChangeView
from django.db import transaction
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from rulings.services.store import delete_all_of

from .forms import (
    DeleteAccountForm,
    LimitedAuthenticationForm,
    LimitedPasswordChangeForm,
    PasswordGuesses,
    SignupForm,
    wait_minutes,
)
from .ratelimit import SignupLimiter, client_ip


def _too_many(response, wait: int):
    response.status_code = 429
    response["Retry-After"] = str(wait)
    return response


@require_http_methods(["GET", "POST"])
def signup(request):
    if request.user.is_authenticated:
        return redirect("rulings:scenario_list")
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        limiter, ip = SignupLimiter(), client_ip(request)
        wait = limiter.attempt(ip)
        if wait:
            form.add_error(None, f"Too many accounts made from your address. Try again in {wait_minutes(wait)}.")
            return _too_many(render(request, "registration/signup.html", {"form": form}), wait)
        try:
            user = form.save()
        except BaseException:
            limiter.failed(ip)
            raise
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        messages.success(request, f"Welcome, {user.get_username()}. You are signed up and logged in.")
        return redirect("rulings:scenario_list")
    return render(request, "registration/signup.html", {"form": form}, status=422 if form.is_bound else 200)


@login_required
@require_http_methods(["GET"])
def account(request):
    return render(request, "registration/account.html", {"scenario_count": request.user.scenarios.count()})


def _own_password_guesses(request) -> PasswordGuesses:
    return PasswordGuesses(request, request.user.get_username(), "Too many wrong passwords.")


@login_required
@require_http_methods(["GET", "POST"])
def account_delete(request):
    """Ask first, saying how many scenarios will go, and for the password; then delete."""
    user = request.user
    guesses = _own_password_guesses(request)
    form = DeleteAccountForm(user, request.POST or None, guesses=guesses)
    if request.method == "POST" and form.is_valid():
        username = user.get_username()
        with transaction.atomic():  # the account and its scenarios go together, or neither
            deleted = delete_all_of(user)
            user.delete()
        logout(request)
        messages.success(request, f"The account {username} and its {deleted} scenario{'s' if deleted != 1 else ''} are deleted.")
        return redirect("home")
    context = {"form": form, "scenario_count": user.scenarios.count()}
    response = render(request, "registration/account_delete.html", context, status=422 if form.is_bound else 200)
    return _too_many(response, guesses.wait) if guesses.wait else response


class RateLimitedPasswordChangeView(PasswordChangeView):
    """django.contrib.auth's PasswordChangeView; the old password's check counts as a
    login's, and after too many the form answers 429 without checking it."""

    form_class = LimitedPasswordChangeForm

    def get_form_kwargs(self):
        return {**super().get_form_kwargs(), "guesses": _own_password_guesses(self.request)}

    def form_invalid(self, form):
        response = super().form_invalid(form)
        return _too_many(response, form.guesses.wait) if form.guesses.wait else response


class RateLimitedLoginView(LoginView):
    """django.contrib.auth's LoginView, answering 429 after too many failures."""

    form_class = LimitedAuthenticationForm

    def form_invalid(self, form):
        response = super().form_invalid(form)
        wait = form.guesses.wait if form.guesses is not None else 0
        return _too_many(response, wait) if wait else response
