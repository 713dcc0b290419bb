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

def _fewer_malloc_arenas() -> None:
    """glibc gives each thread that allocates at the same time as another an arena of its
    own (up to 8 per core) and seldom gives their memory back, so a threaded worker's
    memory creeps up with its load. Two per process (glibc's MALLOC_ARENA_MAX, set here so
    that no start script has to) keep it flat; the workers inherit it from the master.
    GUNICORN_MALLOC_ARENAS=0 leaves glibc's default."""
    import ctypes

    count = int(os.environ.get("GUNICORN_MALLOC_ARENAS", "2"))
    if count <= 0 or os.environ.get("MALLOC_ARENA_MAX"):
        return
    try:
        ctypes.CDLL("libc.so.6").mallopt(-8, count)  # -8: M_ARENA_MAX (malloc.h)
    except (OSError, AttributeError):  # not glibc: nothing to set
        pass


_fewer_malloc_arenas()

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
    """No database connection crosses a fork: the master closes any it opened. The
    spelling corrector's English word lists (about 30 MB, read-only) are read here, once,
    so that the workers share the master's copy instead of each reading its own."""
    from django.db import connections

    from rules_corpus.search import known_words

    known_words.english_words()

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
    Then load the embedding model and open the search (rules_corpus.indexing.warm_search)
    before the first request rather than on the first question: the question is not kept
    waiting, and a worker's memory is what it will stay (onnxruntime's threads are not
    fork-safe, so not in the master)."""
    from django.db import connections

    from config import deadline
    from rules_corpus.indexing import warm_search
    from rules_corpus.search import embedding

    deadline.watch(worker, timeout)
    embedding.encoder()
    warm_search()
    connections.close_all()  # the next request opens its own
    # A page served from the cache needs the interpreter for a moment, several times; a
    # search being ranked on another thread holds it for up to the switch interval each
    # time (5 ms by default). 0.3 ms keeps the cached pages' latency low under load, at no
    # cost measured to the throughput (bench/load.py, quiet machine: cached anonymous p99
    # 100-134 ms at 0.3 ms, 111-167 ms at 1 ms, 216 ms at 5 ms in a noisier pair of runs).
    sys.setswitchinterval(float(os.environ.get("GUNICORN_SWITCH_INTERVAL", "0.0003")))
