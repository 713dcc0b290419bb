"""`make serve` on its own database: gunicorn with several workers serves the app, DEBUG off,
static files through whitenoise, the search index built at start; stopped at the end."""
import http.client
import os
import re
import signal
import subprocess
import time

import pytest

from tests.test_deploy_support import REPO, app_env, free_port, fresh_database


def get(port, path, headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", path, headers={"Host": "127.0.0.1", **(headers or {})})
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("serve")
    port = free_port()
    with fresh_database(folder) as database_url:
        env = app_env(
            folder,
            database_url,
            PORT=str(port),
            WEB_CONCURRENCY="2",
            GUNICORN_THREADS="2",
            PAGE_CACHE_WARM="0",
        )
        env.pop("DJANGO_SETTINGS_MODULE")  # make serve chooses the settings (PRODUCTION=1)
        log = open(folder / "serve.log", "w+")
        process = subprocess.Popen(
            ["make", "-s", "serve", f"PORT={port}"], cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        try:
            deadline = time.monotonic() + 300
            while True:
                if process.poll() is not None:
                    log.seek(0)
                    pytest.fail(f"make serve exited with {process.returncode}:\n{log.read()[-3000:]}")
                try:
                    if get(port, "/healthz")[0] == 200:
                        break
                except OSError:
                    pass
                if time.monotonic() > deadline:
                    pytest.fail("make serve did not answer in time")
                time.sleep(0.3)
            yield {"port": port, "process": process, "folder": folder}
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    process.wait(30)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait(10)
            log.close()


def gunicorn_processes(session: int) -> dict[int, int]:
    """pid -> parent pid of the gunicorn processes in the session `make serve` started."""
    found = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            cmdline = open(f"/proc/{entry}/cmdline", "rb").read()
            stat = open(f"/proc/{entry}/stat").read()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        parent, sid = int(fields[1]), int(fields[3])
        if sid == session and b"gunicorn" in cmdline:
            found[int(entry)] = parent
    return found


def gunicorn_workers(server) -> list[int]:
    processes = gunicorn_processes(server["process"].pid)
    return [pid for pid, parent in processes.items() if parent in processes]


def test_gunicorn_runs_several_workers(server):
    assert len(gunicorn_workers(server)) == 2


def test_the_home_page_is_served_with_the_security_headers(server):
    status, headers, body = get(server["port"], "/")
    assert status == 200
    assert "script-src 'self'" in headers["Content-Security-Policy"]
    assert b"Judge Rulings" in body


def test_the_seed_corpus_is_imported_and_searchable(server):
    status, _headers, body = get(server["port"], "/search?q=combat", {"HX-Request": "true"})
    assert status == 200
    assert b"/rules/" in body


def test_debug_is_off(server):
    status, _headers, body = get(server["port"], "/no-such-page")
    assert status == 404
    assert b"Technical details" not in body and b"URLconf" not in body


def test_static_files_are_served_by_whitenoise_with_hashed_names_and_long_caching(server):
    _status, _headers, body = get(server["port"], "/")
    css = re.search(rb'href="(/static/css/site\.[0-9a-f]{12}\.css)"', body)
    assert css, "the stylesheet link carries a content hash"
    status, headers, _body = get(server["port"], css.group(1).decode())
    assert status == 200
    assert "max-age=315360000" in headers["Cache-Control"]


def test_the_search_index_was_built_at_start(server):
    index = server["folder"] / "index"
    assert any(path.name.startswith("corpus-") for path in index.iterdir())


def test_sigterm_stops_the_server(server):
    process = server["process"]
    os.killpg(process.pid, signal.SIGTERM)
    assert process.wait(30) is not None
    with pytest.raises(OSError):
        get(server["port"], "/healthz")
