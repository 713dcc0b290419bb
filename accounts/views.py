"""Accounts: sign up, log in with failed logins limited (see accounts.ratelimit), and the
judge's own account page: change the password (django.contrib.auth's view) or delete the
account with all its scenarios. Both ask for the password, so wrong passwords there count
with the login's (a session left open must not be a way to guess it without limit)."""
import math

from django.contrib import messages
from django.contrib.auth import login, logout
from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import LoginView, PasswordChangeView
from django.core.exceptions import ValidationError
from django.db import transaction
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


def _wait_minutes(wait: int) -> str:
    minutes = max(1, math.ceil(wait / 60))
    return f"{minutes} minute{'s' if minutes != 1 else ''}"


def _too_many_wrong_passwords(wait: int) -> str:
    return f"Too many wrong passwords. Try again in {_wait_minutes(wait)}."


class _PasswordGuesses:
    """The login's counters, for a logged-in judge's own username and address."""

    def __init__(self, request):
        self.limiter = LoginLimiter()
        self.ip = client_ip(request)
        self.username = request.user.get_username()

    def blocked_for(self) -> int:
        return self.limiter.blocked_for(self.ip, self.username)

    def count(self, form, field: str) -> None:
        """A wrong password counts; the right one clears the wrong guesses before it."""
        if form.has_error(field, "password_incorrect"):
            self.limiter.record_failure(self.ip, self.username)
        elif form.is_valid():
            self.limiter.forget(self.ip, self.username)


def _blocked(response, wait: int):
    response.status_code = 429
    response["Retry-After"] = str(wait)
    return response


@login_required
@require_http_methods(["GET", "POST"])
def account_delete(request):
    """Ask first, saying how many scenarios will go, and for the password; then delete."""
    user = request.user
    guesses = _PasswordGuesses(request)
    wait = guesses.blocked_for() if request.method == "POST" else 0
    refusal = _too_many_wrong_passwords(wait) if wait else None
    form = DeleteAccountForm(user, request.POST or None, refusal=refusal)
    if request.method == "POST" and not wait:
        guesses.count(form, "password")
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
    return _blocked(response, wait) if wait else response


class RateLimitedPasswordChangeView(PasswordChangeView):
    """django.contrib.auth's PasswordChangeView; a wrong old password counts as a failed
    login, and after too many the form answers 429 without checking it."""

    def post(self, request, *args, **kwargs):
        guesses = _PasswordGuesses(request)
        wait = guesses.blocked_for()
        if wait:
            message = _too_many_wrong_passwords(wait)

            class Blocked(self.get_form_class()):
                def clean_old_password(self):
                    raise ValidationError(message, code="rate_limited")

            form = Blocked(**self.get_form_kwargs())
            form.is_valid()
            return _blocked(self.render_to_response(self.get_context_data(form=form)), wait)
        form = self.get_form()
        guesses.count(form, "old_password")
        return self.form_valid(form) if form.is_valid() else self.form_invalid(form)


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
        message = f"Too many failed logins. Try again in {_wait_minutes(wait)}."

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
