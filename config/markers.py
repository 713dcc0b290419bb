"""Version markers: what a cached page depends on, known without a database query.

A marker holds the last value read from the database for a key (the corpora, one
scenario) in this process, with the token of a small file on this server's disk.
A change bumps the file (a scenario saved, an edition imported or switched), so
every worker on the server sees the new token on its next read and reads the
database again; a stat() is all a read costs otherwise. The database is read again
at least every PAGE_CACHE_RECHECK seconds too, for changes made on another app
server (which bump their own disk, not this one's).
"""
from __future__ import annotations

import os
import secrets
import threading
import time
from collections import OrderedDict
from pathlib import Path
from typing import Callable

from django.conf import settings
from django.db import transaction

# How many keys a marker remembers in each process (one scenario per key).
REMEMBERED = 10_000


class Marker:
    """`value(key)` is `read(key)` as of the last bump or recheck; `bump(key)` after a change."""

    def __init__(self, name: str, read: Callable[[str], str | None]):
        self.name = name
        self.read = read
        self._seen: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def _path(self, key: str) -> Path:
        return Path(settings.PAGE_CACHE_MARKER_DIR) / f"{self.name}-{key}"

    @staticmethod
    def _token(path: Path):
        try:
            found = os.stat(path)
        except OSError:
            return None
        return found.st_ino, found.st_mtime_ns, found.st_size

    def value(self, key: str = "") -> str | None:
        token = self._token(self._path(key))
        now = time.monotonic()
        seen = self._seen.get(key)
        if seen is not None and seen[0] == token and now - seen[2] < settings.PAGE_CACHE_RECHECK:
            return seen[1]
        value = self.read(key)
        with self._lock:
            self._seen[key] = (token, value, now)
            self._seen.move_to_end(key)
            while len(self._seen) > REMEMBERED:
                self._seen.popitem(last=False)
        return value

    def bump(self, key: str = "") -> None:
        """Now, and again once the current transaction commits: a reader that read the
        database between the two sees a new token and reads it again."""
        self._write(key)
        transaction.on_commit(lambda: self._write(key))

    def _write(self, key: str) -> None:
        path = self._path(key)
        with self._lock:
            self._seen.pop(key, None)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fresh = path.with_name(f".{path.name}.{secrets.token_hex(6)}")
            fresh.write_text(secrets.token_hex(8))
            os.replace(fresh, path)  # a new file: a new inode, so a new token
        except OSError:
            pass  # a read-only disk: the recheck still catches the change
