"""The failed-login counters of the rate-limited login (accounts.ratelimit)."""
from django.db import models


class LoginFailures(models.Model):
    """Failed logins counted under one key (an address, or an address and a username)
    in the window that started at `window_started`.

    A row per key, counted with single UPDATE statements, so that a burst of
    guesses at once on several workers is counted exactly: a read-then-write
    counter in a cache loses the increments that race each other.
    """

    key = models.CharField(max_length=80, unique=True)
    count = models.PositiveIntegerField(default=0)
    window_started = models.FloatField(help_text="seconds since the epoch", db_index=True)

    class Meta:
        # The table the deployment app (config) created first: kept, with its rows.
        db_table = "config_loginfailures"

    def __str__(self):
        return f"{self.key}: {self.count}"
