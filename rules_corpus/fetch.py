"""Download a rules file from a URL, as judges get it (`MagicCompRules%2020260619.txt`).

Plain stdlib (urllib): streamed in chunks with a size cap, a timeout on every
read, and at most a few redirects, so a wrong or hostile URL fails quickly with
a clear message instead of filling the disk or hanging an import. The bytes
then go through the same parser and checks as a file on disk.
"""
from __future__ import annotations

import http.client
import urllib.error
import urllib.request
from collections.abc import Callable
from urllib.parse import unquote, urlsplit

MAX_BYTES = 20 * 1024 * 1024  # the June 2026 rules are under 1 MB
TIMEOUT = 30.0  # seconds, for the connection and each read
MAX_REDIRECTS = 3
CHUNK = 64 * 1024

Progress = Callable[[int, "int | None"], None]


class FetchError(Exception):
    """The URL could not be downloaded as a rules file; names the URL and why."""


def is_url(text: str) -> bool:
    return str(text).lower().startswith(("http://", "https://"))


def file_name(url: str) -> str:
    """The file name a URL names, unquoted: "MagicCompRules 20260619.txt"."""
    return unquote(urlsplit(url).path.rsplit("/", 1)[-1]) or urlsplit(url).netloc


class _FewRedirects(urllib.request.HTTPRedirectHandler):
    max_redirections = MAX_REDIRECTS

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        if not is_url(newurl):
            raise FetchError(f"{req.full_url}: redirected to {newurl!r}, which is not an http(s) URL")
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def fetch(
    url: str,
    *,
    max_bytes: int = MAX_BYTES,
    timeout: float = TIMEOUT,
    progress: Progress | None = None,
) -> bytes:
    """The body of `url`, read in chunks; FetchError for anything that is not a
    complete answer of at most `max_bytes`."""
    if not is_url(url):
        raise FetchError(f"{url}: only http:// and https:// URLs can be imported")
    opener = urllib.request.build_opener(_FewRedirects())
    request = urllib.request.Request(url, headers={"User-Agent": "judge-rulings-import/1"})
    try:
        with opener.open(request, timeout=timeout) as response:
            total = _length(response.headers.get("Content-Length"))
            if total is not None and total > max_bytes:
                raise FetchError(f"{url}: the file is {total:,} bytes, more than the {max_bytes:,} allowed")
            chunks, done = [], 0
            while True:
                chunk = response.read(CHUNK)
                if not chunk:
                    break
                done += len(chunk)
                if done > max_bytes:
                    raise FetchError(f"{url}: more than the {max_bytes:,} bytes allowed; download stopped")
                chunks.append(chunk)
                if progress:
                    progress(done, total)
    except urllib.error.HTTPError as error:
        if 300 <= error.code < 400:
            raise FetchError(f"{url}: more than {MAX_REDIRECTS} redirects") from error
        raise FetchError(f"{url}: the server answered {error.code} {error.reason}") from error
    except urllib.error.URLError as error:
        raise FetchError(f"{url}: cannot download it ({error.reason})") from error
    except http.client.HTTPException as error:
        raise FetchError(f"{url}: the download broke off ({error!r})") from error
    except TimeoutError as error:
        raise FetchError(f"{url}: no answer within {timeout:g} s") from error
    except OSError as error:
        raise FetchError(f"{url}: the download failed ({error})") from error
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
