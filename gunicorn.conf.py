"""gunicorn settings for `make serve` (gunicorn -c gunicorn.conf.py config.wsgi).

Everything can be overridden from the environment: HOST, PORT, WEB_CONCURRENCY
(workers), GUNICORN_THREADS (threads per worker), GUNICORN_TIMEOUT.
Threaded workers keep a slow client (bad venue wifi) from holding a whole
process, and keep-alive connections alive between a judge's requests.
"""
import os
import sys

if not os.environ.get("SECRET_KEY", "").strip():
    sys.stderr.write(
        "gunicorn: SECRET_KEY is not set. Export SECRET_KEY (50+ random characters, e.g. "
        "python3 -c 'import secrets; print(secrets.token_urlsafe(50))') and start again.\n"
    )
    sys.exit(1)

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("PRODUCTION", "1")
# A worker never embeds a whole edition itself: that runs in a niced process of its own
# (rules_corpus.indexing.embed_later), so the worker keeps answering the heartbeat.
os.environ.setdefault("SEARCH_EMBED_IN_BACKGROUND", "process")

bind = os.environ.get("GUNICORN_BIND") or f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
# One worker per core (threads carry the concurrency): measured best on 2 cores
# (bench/load.py: 2x4 gave p99 127 ms where 4x4 gave 282 ms at the same load).
workers = int(os.environ.get("WEB_CONCURRENCY", str(max(2, os.cpu_count() or 1))))
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
worker_class = "gthread" if threads > 1 else "sync"
# Load Django once in the master and fork: faster worker starts, shared memory.
preload_app = True
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 30
keepalive = 5
backlog = 512
# Recycle a worker after this many requests (0: never), with jitter so not all at once.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "0"))
max_requests_jitter = max_requests // 10
# Trust X-Forwarded-Proto from these proxy addresses (comma-separated; "*" for any).
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1")
accesslog = os.environ.get("GUNICORN_ACCESS_LOG") or None
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")
proc_name = "judge-rulings"


def pre_fork(server, worker):
    """No database connection crosses a fork: the master closes any it opened."""
    from django.db import connections

    for connection in connections.all(initialized_only=True):
        connection.close()


def _warm_marker() -> str:
    from django.core.cache import caches

    return os.path.join(caches["pages"]._dir, "warm.done")


def on_starting(server):
    """A new release must never serve pages rendered by the old one: empty the page cache."""
    from django.conf import settings
    from django.core.cache import caches

    if getattr(settings, "PAGE_CACHE", False):
        caches["pages"].clear()
        try:
            os.unlink(_warm_marker())
        except FileNotFoundError:
            pass


def when_ready(server):
    """Render the shared pages in the background, at low priority, once the workers serve."""
    import subprocess

    from django.conf import settings

    if not getattr(settings, "PAGE_CACHE", False) or os.environ.get("PAGE_CACHE_WARM", "1") == "0":
        return
    here = os.path.dirname(os.path.abspath(__file__))
    server.log.info("Warming the page cache in the background")
    subprocess.Popen(
        ["nice", "-n", "10", sys.executable, os.path.join(here, "manage.py"), "warm_pages", "--marker", _warm_marker()],
        cwd=here,
        stdout=subprocess.DEVNULL,
    )


def pre_request(worker, req):
    from config import deadline

    deadline.pre_request(worker, req)


def post_request(worker, req, environ, resp):
    from config import deadline

    deadline.post_request(worker, req, environ, resp)


def post_worker_init(worker):
    """Watch every request's deadline: a threaded worker's heartbeat goes on while a
    thread is stuck, so `timeout` alone would never end one (config/deadline.py).
    Then load the embedding model before the first request rather than on the first
    question: the question is not kept waiting, and a worker's memory is what it
    will stay (onnxruntime's threads are not fork-safe, so not in the master)."""
    from config import deadline
    from rules_corpus.search import embedding

    deadline.watch(worker, timeout)
    embedding.encoder()
