"""Forms of the accounts app. Every form that checks a password counts the check first
(accounts.ratelimit), so too many guesses are refused before the password is looked at."""
from __future__ import annotations

import math

from django import forms
from django.contrib.auth.forms import AuthenticationForm, PasswordChangeForm, UserCreationForm

from .ratelimit import LoginLimiter, client_ip


class SignupForm(UserCreationForm):
    class Meta(UserCreationForm.Meta):
        fields = ("username",)


def wait_minutes(wait: int) -> str:
    minutes = max(1, math.ceil(wait / 60))
    return f"{minutes} minute{'s' if minutes != 1 else ''}"


class PasswordGuesses:
    """One password check by `username` from the request's address, counted before it
    is made: `before_check` raises the refusal when the limit is used up; `right`
    forgets the wrong guesses before it. `wait` is the refusal's Retry-After (0: none)."""

    def __init__(self, request, username: str, refusal: str):
        self.limiter = LoginLimiter()
        self.ip = client_ip(request)
        self.username = username
        self.refusal = refusal
        self.wait = 0

    def before_check(self) -> None:
        self.wait = self.limiter.attempt(self.ip, self.username)
        if self.wait:
            raise forms.ValidationError(f"{self.refusal} Try again in {wait_minutes(self.wait)}.", code="rate_limited")

    def right(self) -> None:
        self.limiter.succeeded(self.ip, self.username)


class LimitedAuthenticationForm(AuthenticationForm):
    """django.contrib.auth's login form; the username it authenticates with (already
    NFKC-normalized by its UsernameField) is counted before the password is checked."""

    guesses: PasswordGuesses | None = None

    def clean(self):
        username = self.cleaned_data.get("username")
        password = self.cleaned_data.get("password")
        self.guesses = None
        if username is not None and password:
            # Refused before the password is checked: a blocked guess learns nothing.
            self.guesses = PasswordGuesses(self.request, username, "Too many failed logins.")
            self.guesses.before_check()
        cleaned = super().clean()
        if self.guesses is not None:
            self.guesses.right()
        return cleaned


class LimitedPasswordChangeForm(PasswordChangeForm):
    """django.contrib.auth's password change; the old password's check is counted first."""

    def __init__(self, user, *args, guesses: PasswordGuesses, **kwargs):
        super().__init__(user, *args, **kwargs)
        self.guesses = guesses

    def clean_old_password(self):
        self.guesses.before_check()
        old_password = super().clean_old_password()
        self.guesses.right()
        return old_password


class DeleteAccountForm(forms.Form):
    """Deleting an account asks for its password: a session left open is not enough."""

    password = forms.CharField(
        label="Your password", strip=False, widget=forms.PasswordInput(attrs={"autocomplete": "current-password"})
    )

    def __init__(self, user, *args, guesses: PasswordGuesses, **kwargs):
        super().__init__(*args, **kwargs)
        self.user = user
        self.guesses = guesses

    def clean_password(self):
        password = self.cleaned_data["password"]
        self.guesses.before_check()
        if not self.user.check_password(password):
            raise forms.ValidationError("That is not your password.", code="password_incorrect")
        self.guesses.right()
        return password
