"""Settings for the Judge Rulings Assistant, all read from environment variables.

Safe local defaults: SQLite in the project folder, DEBUG off unless DEBUG=1, and
a SECRET_KEY that must come from the environment whenever DEBUG is off.
"""
import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None or value.strip() == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


DEBUG = env_bool("DEBUG", False)

SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if DEBUG:
        SECRET_KEY = "insecure-local-development-key-only-used-with-DEBUG-on"
    else:
        raise ImproperlyConfigured(
            "SECRET_KEY is not set. Set the SECRET_KEY environment variable "
            "(or DEBUG=1 for local development)."
        )

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django_htmx",
    "accounts",
    "rules_corpus",
    "rulings",
    "cards",
    "config",  # management commands of the deployment (warm_pages)
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    # A NUL in a parameter or field: 400 before any view or query sees it.
    "config.bad_input.BadInputMiddleware",
    # A write that can't get the database's lock in time: 503 with Retry-After.
    "config.busy_database.BusyDatabaseMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "config.middleware.SecurityHeadersMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Last: a cached page still gets the headers and the CSRF cookie of the middleware above.
    "config.pagecache.PageCacheMiddleware",
]

ROOT_URLCONF = "config.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "rules_corpus.context_processors.active_corpus",
            ],
        },
    },
]

WSGI_APPLICATION = "config.wsgi.application"

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
        conn_max_age=int(os.environ.get("DB_CONN_MAX_AGE", "60")),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Drop a connection the server closed (a restart, a failover) instead of failing a request.
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
    # A write waiting for a row another transaction holds gives up well before gunicorn's
    # timeout and is answered 503 (config.busy_database), as on SQLite.
    DATABASES["default"].setdefault("OPTIONS", {}).setdefault(
        "options", f"-c lock_timeout={int(float(os.environ.get('DB_LOCK_TIMEOUT', '10')) * 1000)}"
    )
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Browser tests drive a live server in another thread: the test database
    # lives on disk so both threads see the same data (one file per test run).
    DATABASES["default"]["TEST"] = {"NAME": str(BASE_DIR / f".test-db-{os.getpid()}.sqlite3")}
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # WAL: pages keep reading the old corpus while an import writes the new one,
    # instead of waiting on the writer's lock; a busy writer is waited for (well under
    # gunicorn's timeout), then answered 503 (config.busy_database).
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
            "timeout": float(os.environ.get("SQLITE_BUSY_TIMEOUT", "10")),
            # A transaction takes the write lock when it begins (waiting for it as above),
            # not when it first writes after reading: that upgrade fails at once if another
            # writer went first, with no wait.
            "transaction_mode": "IMMEDIATE",
        }
    )

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    # Rendered pages for anonymous readers (config.pagecache), on this server's disk:
    # shared by the gunicorn workers without growing their memory.
    "pages": {
        "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
        "LOCATION": os.environ.get("PAGE_CACHE_DIR", str(BASE_DIR / "var" / "page-cache")),
        "TIMEOUT": 24 * 3600,
        "OPTIONS": {"MAX_ENTRIES": 20000, "CULL_FREQUENCY": 4},
    },
}
# Off for tests and `make run`; on in production (PRODUCTION=1) unless PAGE_CACHE=0.
PAGE_CACHE = env_bool("PAGE_CACHE", False)
# What cached pages depend on (config.markers): a file per marker, bumped on a change,
# and the database read again at least this often for changes made on other servers.
PAGE_CACHE_MARKER_DIR = os.environ.get("PAGE_CACHE_MARKER_DIR", str(BASE_DIR / "var" / "page-cache-markers"))
PAGE_CACHE_RECHECK = float(os.environ.get("PAGE_CACHE_RECHECK", "2"))

# Failed logins: per (client address, username) and per address, in a window of seconds.
LOGIN_FAILURES_PER_USERNAME = int(os.environ.get("LOGIN_FAILURES_PER_USERNAME", "5"))
LOGIN_FAILURES_PER_ADDRESS = int(os.environ.get("LOGIN_FAILURES_PER_ADDRESS", "50"))
LOGIN_FAILURE_WINDOW = int(os.environ.get("LOGIN_FAILURE_WINDOW", "900"))
# Accounts made from one address in a window of seconds.
SIGNUPS_PER_ADDRESS = int(os.environ.get("SIGNUPS_PER_ADDRESS", "10"))
SIGNUP_WINDOW = int(os.environ.get("SIGNUP_WINDOW", "3600"))
# Behind a reverse proxy that appends the client's address to X-Forwarded-For.
RATELIMIT_TRUST_X_FORWARDED_FOR = env_bool("RATELIMIT_TRUST_X_FORWARDED_FOR", False)

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", BASE_DIR / "staticfiles"))

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

# Where the Whoosh index lives; one sub-folder per corpus.
SEARCH_INDEX_DIR = Path(os.environ.get("SEARCH_INDEX_DIR", BASE_DIR / "var" / "search-index"))

# Security headers that cost nothing locally.
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_HTTPONLY = False  # htmx reads the token from the page, not the cookie
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
# The Content Security Policy sent by config.middleware (no inline script or style).
CONTENT_SECURITY_POLICY = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "font-src": "'self'",
    "connect-src": "'self'",
    "object-src": "'none'",
    "frame-src": "'none'",
    "frame-ancestors": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "manifest-src": "'self'",
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}

# --- Production (`make serve`, gunicorn): PRODUCTION=1 -----------------------------
# DEBUG off and enforced, a long SECRET_KEY, HTTPS-only cookies and redirects (TLS ends
# at a reverse proxy or load balancer that sets X-Forwarded-Proto; HTTPS=0 turns the
# HTTPS-only parts off for a plain-HTTP trial on loopback; `check --deploy` is clean only
# with HTTPS on), hashed static files and the page cache.
PRODUCTION = env_bool("PRODUCTION", False)
if PRODUCTION:
    if DEBUG:
        raise ImproperlyConfigured("DEBUG must be off with PRODUCTION=1: unset DEBUG.")
    if len(SECRET_KEY) < 50 or len(set(SECRET_KEY)) < 5:
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
    if DATABASES["default"]["ENGINE"] != "django.db.backends.sqlite3":
        DATABASES["default"]["CONN_MAX_AGE"] = int(os.environ.get("DB_CONN_MAX_AGE", "300"))

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
