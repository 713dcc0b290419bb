"""A deadline on every request of a threaded gunicorn worker.

gunicorn's `timeout` kills a worker whose main loop stops answering the arbiter's
heartbeat. A threaded (gthread) worker's main loop keeps answering while one of its
threads is stuck in a request, so on its own the timeout never ends a request. Python
cannot stop one thread from another, so the watchdog ends the whole worker: a
request still running after `timeout` seconds is logged with its path, and the
worker exits at once; the arbiter starts a fresh one. The other requests that worker
was serving lose their connection too: that is the price of a request that would
otherwise hold a thread, and the memory it grew, for ever. Work that can't finish in
time is refused before it starts (rulings.services.limits); this is the backstop.

Wired in gunicorn.conf.py (pre_request, post_request, post_worker_init).
"""
from __future__ import annotations

import os
import threading
import time


class Requests:
    """The requests a worker is serving: when each began, by thread."""

    def __init__(self, clock=time.monotonic) -> None:
        self.clock = clock
        self.lock = threading.Lock()
        self.running: dict[int, tuple[float, str]] = {}

    def began(self, what: str) -> None:
        with self.lock:
            self.running[threading.get_ident()] = (self.clock(), what)

    def ended(self) -> None:
        with self.lock:
            self.running.pop(threading.get_ident(), None)

    def overdue(self, limit: float) -> list[tuple[str, float]]:
        """(what, seconds so far) of each request running longer than `limit` seconds."""
        now = self.clock()
        with self.lock:
            return [(what, now - began) for began, what in self.running.values() if now - began > limit]


REQUESTS = Requests()


def pre_request(worker, req) -> None:
    REQUESTS.began(f"{req.method} {req.path}")


def post_request(worker, req, environ, resp) -> None:
    REQUESTS.ended()


def watch(worker, limit: float, requests: Requests = REQUESTS, every: float = 1.0, end=os._exit) -> threading.Thread:
    """Start the watchdog thread: once a request outlives `limit` seconds, log it and
    end the worker (`end(1)`; os._exit, since a stuck thread would hold a normal exit)."""

    def run() -> None:
        while True:
            time.sleep(every)
            late = requests.overdue(limit)
            if late:
                for what, seconds in late:
                    worker.log.error("Request %s still running after %.0f s (timeout %s s): ending worker %s",
                                     what, seconds, limit, os.getpid())
                end(1)
                return

    thread = threading.Thread(target=run, name="request-deadline", daemon=True)
    thread.start()
    return thread
