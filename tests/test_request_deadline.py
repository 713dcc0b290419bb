"""A request stuck in a threaded gunicorn worker is ended at gunicorn's timeout."""
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from config.deadline import Requests

REPO = Path(__file__).resolve().parents[1]

APP = '''
import time

def app(environ, start_response):
    if environ["PATH_INFO"] == "/stuck":
        time.sleep(120)
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [b"ok"]
'''

CONF = '''
import sys
sys.path.insert(0, {repo!r})
from config import deadline

bind = "127.0.0.1:{port}"
workers = 1
worker_class = "gthread"
threads = 2
timeout = 2
pre_request = deadline.pre_request
post_request = deadline.post_request


def post_worker_init(worker):
    deadline.watch(worker, timeout)
'''


def test_a_request_older_than_the_limit_is_overdue_and_an_ended_one_is_not():
    now = [100.0]
    requests = Requests(clock=lambda: now[0])
    requests.began("GET /scenarios/1/compare")
    now[0] += 31
    assert requests.overdue(30) == [("GET /scenarios/1/compare", 31.0)]
    requests.ended()
    assert requests.overdue(30) == []


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url, timeout):
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.read()


def test_gunicorns_timeout_ends_a_request_stuck_in_a_worker_thread(tmp_path):
    # without the watchdog, a gthread worker keeps answering the heartbeat while a
    # thread sleeps, and the stuck request runs its full two minutes
    port = _free_port()
    (tmp_path / "stuckapp.py").write_text(APP)
    (tmp_path / "conf.py").write_text(CONF.format(repo=str(REPO), port=port))
    server = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", str(tmp_path / "conf.py"), "stuckapp:app"],
                              cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        for _ in range(100):
            try:
                assert _get(f"http://127.0.0.1:{port}/", 2) == b"ok"
                break
            except OSError:
                time.sleep(0.1)
        began = time.monotonic()
        with pytest.raises(Exception):  # the connection is dropped as the worker ends
            _get(f"http://127.0.0.1:{port}/stuck", 60)
        assert time.monotonic() - began < 20
        for _ in range(100):  # a fresh worker serves again
            try:
                assert _get(f"http://127.0.0.1:{port}/", 2) == b"ok"
                break
            except OSError:
                time.sleep(0.1)
        else:
            pytest.fail("no worker came back")
    finally:
        server.terminate()
        log = server.communicate(timeout=30)[0].decode()
    assert "Request GET /stuck still running after" in log, log


WIRING = '''
import os, runpy, sys, types
os.environ["SECRET_KEY"] = "x" * 60
sys.path.insert(0, {repo!r})
conf = runpy.run_path({conf!r})
from config import deadline
conf["pre_request"](None, types.SimpleNamespace(method="GET", path="/scenarios/1/compare"))
print(sorted(what for _, what in deadline.REQUESTS.running.values()))
conf["post_request"](None, None, {{}}, None)
print(sorted(what for _, what in deadline.REQUESTS.running.values()))
'''


def test_the_production_gunicorn_config_times_every_request():
    script = WIRING.format(repo=str(REPO), conf=str(REPO / "gunicorn.conf.py"))
    out = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert out.stdout.splitlines() == ["['GET /scenarios/1/compare']", "[]"], out.stderr
