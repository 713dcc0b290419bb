"""Forms of the accounts app."""
from django import forms
from django.contrib.auth.forms import UserCreationForm


class SignupForm(UserCreationForm):
    class Meta(UserCreationForm.Meta):
        fields = ("username",)


class DeleteAccountForm(forms.Form):
    """Deleting an account asks for its password: a session left open is not enough."""

    password = forms.CharField(
        label="Your password", strip=False, widget=forms.PasswordInput(attrs={"autocomplete": "current-password"})
    )

    def __init__(self, user, *args, refusal: str | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.user = user
        self.refusal = refusal  # too many wrong passwords: refused before it is checked

    def clean_password(self):
        if self.refusal:
            raise forms.ValidationError(self.refusal, code="rate_limited")
        password = self.cleaned_data["password"]
        if not self.user.check_password(password):
            raise forms.ValidationError("That is not your password.", code="password_incorrect")
        return password
