"""Accounts: sign up, and log in with failed logins limited (see accounts.ratelimit)."""
import math

from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.views import LoginView
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from .forms import SignupForm
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
