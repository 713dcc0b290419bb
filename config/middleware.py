"""Security headers Django does not send by itself: a Content Security Policy and friends.

Django 5.2 has no CSP support; the policy is a fixed string (no nonces) because
the pages carry no inline script or style: scripts and styles come from our own
static files only, so an injected <script> or on* attribute never runs.
"""
from __future__ import annotations

from django.conf import settings

PERMISSIONS_POLICY = (
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), "
    "microphone=(), payment=(), usb=()"
)


def content_security_policy() -> str:
    """The policy string, from settings.CONTENT_SECURITY_POLICY (a dict of directives)."""
    directives = settings.CONTENT_SECURITY_POLICY
    return "; ".join(f"{name} {value}".strip() for name, value in directives.items())


class SecurityHeadersMiddleware:
    """Adds CSP, Permissions-Policy and Cross-Origin-Resource-Policy to every response.

    A view that sets its own Content-Security-Policy keeps it.
    """

    def __init__(self, get_response):
        self.get_response = get_response
        self.policy = content_security_policy()

    def __call__(self, request):
        response = self.get_response(request)
        response.headers.setdefault("Content-Security-Policy", self.policy)
        response.headers.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        response.headers.setdefault("Cross-Origin-Resource-Policy", "same-origin")
        return response
