"""Download a rules file from a URL, as judges get it (`MagicCompRules%2020260619.txt`).

Plain stdlib (urllib): streamed in chunks with a size cap, a timeout on every
read, a deadline for the whole download, and at most a few redirects (to
http(s) only), so a wrong or hostile URL fails quickly with a clear message
naming its true reason instead of filling the disk or hanging an import. The bytes
then go through the same parser and checks as a file on disk.
"""
from __future__ import annotations

import http.client
import os
import socket
import threading
import urllib.error
import urllib.request
from collections.abc import Callable
from urllib.parse import unquote, urljoin, urlsplit

MAX_BYTES = 20 * 1024 * 1024  # the June 2026 rules are under 1 MB
TIMEOUT = 30.0  # seconds, for the connection and each read
# Seconds for the whole download, however the server paces it: a per-read
# timeout never ends a server trickling a few bytes every second.
DEADLINE = float(os.environ.get("RULES_DOWNLOAD_DEADLINE", "120"))
MAX_REDIRECTS = 3
CHUNK = 64 * 1024

Progress = Callable[[int, "int | None"], None]


class FetchError(Exception):
    """The URL could not be downloaded as a rules file; names the URL and why."""


class Unreachable(FetchError):
    """The host could not be reached at all (offline, or a wrong address)."""


def is_url(text: str) -> bool:
    return str(text).lower().startswith(("http://", "https://"))


def file_name(url: str) -> str:
    """The file name a URL names, unquoted: "MagicCompRules 20260619.txt"."""
    return unquote(urlsplit(url).path.rsplit("/", 1)[-1]) or urlsplit(url).netloc


class _Redirects(urllib.request.HTTPRedirectHandler):
    """At most MAX_REDIRECTS, to http(s) URLs only, each refusal saying which."""

    max_redirections = MAX_REDIRECTS

    def http_error_302(self, req, fp, code, msg, headers):
        location = headers.get("location") or headers.get("uri")
        if location:
            target = urljoin(req.full_url, location)
            if not is_url(target):
                fp.close()
                scheme = urlsplit(target).scheme or "relative"
                raise FetchError(
                    f"{req.full_url}: redirected to {target!r}: a redirect to a {scheme}:// URL is not allowed"
                    " (only http:// and https://)"
                )
            if len(getattr(req, "redirect_dict", {})) >= self.max_redirections:
                fp.close()
                raise FetchError(f"{req.full_url}: more than {MAX_REDIRECTS} redirects")
        return super().http_error_302(req, fp, code, msg, headers)

    http_error_301 = http_error_303 = http_error_307 = http_error_308 = http_error_302


class _Deadline:
    """Ends a download that runs past `seconds`, whatever each read does: a timer
    shuts the open connections down, which wakes a read blocked on them."""

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.expired = False
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    def __enter__(self) -> _Deadline:
        self._timer.start()
        return self

    def __exit__(self, *exc) -> None:
        self._timer.cancel()
        self._timer.join()

    def watch(self, sock: socket.socket) -> None:
        with self._lock:
            self._sockets.append(sock)
            expired = self.expired
        if expired:
            _shut(sock)

    def _expire(self) -> None:
        with self._lock:
            self.expired = True
            sockets = list(self._sockets)
        for sock in sockets:
            _shut(sock)


def _shut(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass  # already closed


def _watched(base: type[http.client.HTTPConnection], deadline: _Deadline):
    class Connection(base):
        def connect(self):
            super().connect()
            deadline.watch(self.sock)

    return Connection


class _HTTP(urllib.request.HTTPHandler):
    def __init__(self, deadline: _Deadline):
        super().__init__()
        self._connection = _watched(http.client.HTTPConnection, deadline)

    def http_open(self, req):
        return self.do_open(self._connection, req)


class _HTTPS(urllib.request.HTTPSHandler):
    def __init__(self, deadline: _Deadline):
        super().__init__()
        self._connection = _watched(http.client.HTTPSConnection, deadline)

    def https_open(self, req):
        return self.do_open(self._connection, req, context=self._context)


def _unreachable(url: str, reason) -> str:
    host = urlsplit(url).hostname or url
    if isinstance(reason, socket.gaierror):
        why = "its name does not resolve: no network, or a wrong address"
    elif isinstance(reason, ConnectionRefusedError):
        why = "the connection was refused"
    else:
        why = str(reason)
    return f"{url}: cannot reach {host} ({why})"


def fetch(
    url: str,
    *,
    max_bytes: int = MAX_BYTES,
    timeout: float = TIMEOUT,
    deadline: float | None = None,
    progress: Progress | None = None,
) -> bytes:
    """The body of `url`, read in chunks; FetchError for anything that is not a
    complete answer of at most `max_bytes` within `deadline` seconds in all
    (DEADLINE by default, `RULES_DOWNLOAD_DEADLINE`)."""
    if not is_url(url):
        raise FetchError(f"{url}: only http:// and https:// URLs can be imported")
    deadline = DEADLINE if deadline is None else deadline
    late = f"{url}: the download did not finish within the {deadline:g} s allowed"
    total, done, chunks = None, 0, []
    with _Deadline(deadline) as clock:
        opener = urllib.request.build_opener(_HTTP(clock), _HTTPS(clock), _Redirects())
        request = urllib.request.Request(url, headers={"User-Agent": "judge-rulings-import/1"})
        try:
            with opener.open(request, timeout=min(timeout, deadline)) as response:
                total = _length(response.headers.get("Content-Length"))
                if total is not None and total > max_bytes:
                    raise FetchError(f"{url}: the file is {total:,} bytes, more than the {max_bytes:,} allowed")
                while True:
                    chunk = response.read1(CHUNK)
                    if not chunk:
                        break
                    done += len(chunk)
                    if done > max_bytes:
                        raise FetchError(f"{url}: more than the {max_bytes:,} bytes allowed; download stopped")
                    chunks.append(chunk)
                    if progress:
                        progress(done, total)
        except FetchError:
            raise
        except urllib.error.HTTPError as error:
            raise FetchError(f"{url}: the server answered {error.code} {error.reason}") from error
        except (urllib.error.URLError, http.client.HTTPException, OSError) as error:
            if clock.expired:
                raise FetchError(f"{late} ({done:,} bytes received)") from error
            reason = getattr(error, "reason", error)
            if isinstance(reason, (TimeoutError, socket.timeout)):
                raise FetchError(f"{url}: no answer within {timeout:g} s") from error
            if isinstance(error, urllib.error.URLError) and isinstance(reason, OSError):
                raise Unreachable(_unreachable(url, reason)) from error
            if isinstance(error, http.client.HTTPException):
                raise FetchError(f"{url}: the download broke off ({error!r})") from error
            raise FetchError(f"{url}: the download failed ({reason})") from error
    if clock.expired:
        raise FetchError(f"{late} ({done:,} bytes received)")
    if total is not None and done < total:
        raise FetchError(f"{url}: the download stopped after {done:,} of {total:,} bytes")
    return b"".join(chunks)


def _length(value: str | None) -> int | None:
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None


def progress_bar(write: Callable[[str], None], width: int = 30) -> Progress:
    """A text progress bar for a terminal: "[#####·····]  45%  440 / 975 kB"."""

    def show(done: int, total: int | None) -> None:
        if total:
            filled = min(width, done * width // total)
            bar = "#" * filled + "·" * (width - filled)
            write(f"\r[{bar}] {done * 100 // total:3d}%  {done // 1024:,} / {total // 1024:,} kB")
        else:
            write(f"\r{done // 1024:,} kB")
        if total is None or done >= total:
            write("\n")

    return show
