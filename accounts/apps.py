from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """Judges' accounts: sign-up, the rate-limited login and the failed-login counters."""

    name = "accounts"
    default_auto_field = "django.db.models.BigAutoField"
