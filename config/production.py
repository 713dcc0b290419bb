"""Production settings: the base settings with DEBUG off and HTTPS enforced.

Used by `make serve` and gunicorn (DJANGO_SETTINGS_MODULE=config.production).
TLS is expected to end at a reverse proxy or load balancer that sets
X-Forwarded-Proto (gunicorn trusts it from FORWARDED_ALLOW_IPS). HTTPS=0 turns
the HTTPS-only parts off for a plain-HTTP trial on loopback; `check --deploy`
is clean only with HTTPS on.
"""
import os

from django.core.exceptions import ImproperlyConfigured

from .settings import *  # noqa: F403
from .settings import env_bool

if DEBUG:  # noqa: F405
    raise ImproperlyConfigured("DEBUG must be off with config.production: unset DEBUG.")
if len(SECRET_KEY) < 50 or len(set(SECRET_KEY)) < 5:  # noqa: F405
    raise ImproperlyConfigured(
        "SECRET_KEY is too short for production: use at least 50 random characters, e.g. "
        "python3 -c 'import secrets; print(secrets.token_urlsafe(50))'."
    )

HTTPS = env_bool("HTTPS", True)

# Anonymous readers' rule pages, searches and replay steps from the page cache.
PAGE_CACHE = env_bool("PAGE_CACHE", True)

SECURE_SSL_REDIRECT = HTTPS
SESSION_COOKIE_SECURE = HTTPS
CSRF_COOKIE_SECURE = HTTPS
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "31536000")) if HTTPS else 0
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", True)
# The health check of a load balancer talks plain HTTP to the app server.
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]

# Long-lived database connections per worker (PostgreSQL); checked before reuse.
CONN_MAX_AGE = int(os.environ.get("DB_CONN_MAX_AGE", "300"))
if DATABASES["default"]["ENGINE"] != "django.db.backends.sqlite3":  # noqa: F405
    DATABASES["default"]["CONN_MAX_AGE"] = CONN_MAX_AGE  # noqa: F405

# Hashed, compressed static files with far-future cache headers, served by whitenoise.
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
    "loggers": {"django.request": {"level": "ERROR"}, "django.security": {"level": "WARNING"}},
}
