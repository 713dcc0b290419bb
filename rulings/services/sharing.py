"""Who may read a scenario, and its share link.

A link carries a random token of 192 bits (`secrets.token_urlsafe(24)`): it cannot be
guessed or counted, unlike the scenario's number. A token exists only while the
scenario is shared by link; making it private or public, or asking for a new link,
kills the old one.
"""
from __future__ import annotations

import re
import secrets

from rulings.models import Scenario, Visibility

TOKEN_BYTES = 24
# What a token can be: URL-safe base64, no longer than the column. Anything else (a NUL,
# which PostgreSQL refuses in a text parameter, or a megabyte of text) is no link at all.
TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{1,64}")


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def set_visibility(scenario: Scenario, visibility: str) -> None:
    """Private, shared by link (a token is made if it has none) or public."""
    if visibility not in Visibility.values:
        raise ValueError(f"no such visibility: {visibility!r}")
    scenario.visibility = visibility
    if visibility != Visibility.LINK:
        scenario.share_token = None
    elif not scenario.share_token:
        scenario.share_token = new_token()
    scenario.save(update_fields=["visibility", "share_token"])


def new_link(scenario: Scenario) -> None:
    """A new link for a scenario shared by link; the old link stops working at once."""
    scenario.visibility = Visibility.LINK
    scenario.share_token = new_token()
    scenario.save(update_fields=["visibility", "share_token"])


def shared(token: str, queryset=None):
    """The scenario shared by link under `token`, as a queryset (empty when none is)."""
    queryset = Scenario.objects.all() if queryset is None else queryset
    if not TOKEN_SHAPE.fullmatch(token):
        return queryset.none()
    return queryset.filter(visibility=Visibility.LINK, share_token=token)
