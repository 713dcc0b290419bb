"""Turn the bytes of a rules file into text and lines, whatever its age.

Wizards has published the Comprehensive Rules as classic Mac OS exports (Mac
Roman, bare CR), Windows ASCII with CRLF, and UTF-8 with a BOM and CRLF or
bare CR; a judge may also hand us a copy a text editor re-saved as UTF-16 or
Windows-1252. Guessing wrong would silently corrupt quotes and card names, so
the guess is made from evidence (BOMs, NUL patterns, strict UTF-8, and which
single-byte decoding gives characters that fit their context).
"""
from __future__ import annotations

import codecs
import re

from .model import ParseError

_BOMS = (
    # longest first: the UTF-32 LE BOM starts with the UTF-16 LE one
    (codecs.BOM_UTF32_LE, "utf-32-le", "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32-be", "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig", "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16-le", "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16-be", "utf-16"),
)

UTF8_REPLACED = "utf-8 (invalid bytes replaced)"
_NON_ASCII = re.compile(r"[^\x00-\x7f]")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")

# Control bytes that never occur in a text file (tab, LF, VT, FF, CR and ESC
# aside: ESC is rare but harmless; the rest mean binary data).
_BINARY_BYTES = bytes(b for b in range(32) if b not in (9, 10, 11, 12, 13, 27))
_CONTROL_BYTE = re.compile(b"[" + re.escape(_BINARY_BYTES) + b"]")

# Characters that English rules text is full of: typographic punctuation and
# symbols. Their presence makes a single-byte decoding plausible.
_TYPOGRAPHIC = set("‘’“”–—…•©®™°·×−")


def decode_rules_bytes(data: bytes, path: str = "") -> tuple[str, str]:
    """Decode a rules file; return (text, name of the encoding used).

    Raises ParseError for empty or binary data. The returned text keeps its
    line endings; use `split_lines` to cut it into lines.
    """
    if not data:
        raise ParseError("empty file", path=path, line=1)
    for bom, codec, name in _BOMS:
        if data.startswith(bom):
            try:
                text = data[len(bom):].decode(codec)
            except UnicodeDecodeError as exc:
                raise ParseError(f"not a text file: invalid {name} data", path=path, line=_line_of(data, exc.start)) from exc
            return _checked(text, path), name
    utf16 = _bomless_utf16(data)
    if utf16:
        try:
            return _checked(data.decode(utf16), path), utf16
        except UnicodeDecodeError:
            pass
    if b"\x00" in data:
        raise ParseError("not a text file (it contains NUL bytes)", path=path, line=_line_of(data, data.index(b"\x00")))
    sample = data[:65536]
    controls = len(sample) - len(sample.translate(None, _BINARY_BYTES))
    if controls > max(2, len(sample) // 1000):
        first = _CONTROL_BYTE.search(sample).start()
        raise ParseError("not a text file (it contains control bytes)", path=path, line=_line_of(data, first))
    if data.isascii():
        return data.decode("ascii"), "ascii"
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    mended = _mostly_utf8(data)
    if mended is not None:
        return mended, UTF8_REPLACED
    return _single_byte(data)


def _mostly_utf8(data: bytes) -> str | None:
    """UTF-8 text with a few damaged bytes (a hand-edited download): decoding
    it as Windows-1252 would garble every quote, so replace the bad bytes."""
    text = data.decode("utf-8", errors="replace")
    bad = text.count("\ufffd")
    good = len(_NON_ASCII.findall(text)) - bad
    if good >= 20 * bad:
        return text
    return None


def split_lines(text: str) -> list[str]:
    """Split on CRLF, bare CR and bare LF alike (mixtures too), nothing else.

    Unlike str.splitlines, form feeds, U+2028 and friends stay inside a line,
    so line numbers match what an editor with universal newlines shows.
    A final line break does not start an extra empty line.
    """
    lines = _LINE_BREAK.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def _line_of(data: bytes, offset: int) -> int:
    """1-based line of a byte offset (CR, LF and CRLF each end a line)."""
    head = data[:offset]
    return head.count(b"\n") + head.count(b"\r") - head.count(b"\r\n") + 1


def _checked(text: str, path: str) -> str:
    if not text:
        raise ParseError("empty file", path=path, line=1)
    if "\x00" in text:
        line = len(split_lines(text[: text.index("\x00")] + "x"))  # the line of the first NUL
        raise ParseError("not a text file (it contains NUL characters)", path=path, line=line)
    return text


def _bomless_utf16(data: bytes) -> str | None:
    """'utf-16-le'/'utf-16-be' when the NUL bytes sit in every other position,
    as they do in UTF-16 text that is mostly Latin script."""
    sample = data[:4096]
    if len(sample) < 4 or len(data) % 2:
        return None
    even = sample[0::2]
    odd = sample[1::2]
    even_nuls = even.count(0)
    odd_nuls = odd.count(0)
    if odd_nuls >= 0.7 * len(odd) and even_nuls <= 0.05 * len(even):
        return "utf-16-le"
    if even_nuls >= 0.7 * len(even) and odd_nuls <= 0.05 * len(odd):
        return "utf-16-be"
    return None


def _single_byte(data: bytes) -> tuple[str, str]:
    """Choose between Windows-1252 and Mac Roman by which reads more like text.

    A Windows file read as Mac Roman turns its ’ “ ” into í ì î; a Mac file read
    as Windows-1252 turns them into Õ Ò Ó inside lower-case words. Bare CR line
    endings (classic Mac OS) break a tie in favour of Mac Roman.
    """
    candidates: list[tuple[int, int, str, str]] = []
    mac_lines = data.count(b"\r") > 0 and data.count(b"\n") == 0
    for order, name in enumerate(("cp1252", "mac_roman")):
        try:
            text = data.decode(name)
        except UnicodeDecodeError:
            continue
        score = _plausibility(text)
        if name == "mac_roman" and mac_lines:
            score += 1
        candidates.append((score, -order, text, name))
    if not candidates:  # unreachable: mac_roman decodes every byte
        return data.decode("latin-1"), "latin-1"
    score, _, text, name = max(candidates)
    return text, name


def _plausibility(text: str) -> int:
    """Score how natural the non-ASCII characters of a decoding look."""
    score = 0
    last = len(text) - 1
    for match in re.finditer(r"[^\x00-\x7f]", text):
        i = match.start()
        char = text[i]
        before = text[i - 1] if i > 0 else " "
        after = text[i + 1] if i < last else " "
        if char in _TYPOGRAPHIC:
            score += 3
        elif char.isalpha():
            if char.isupper() and before.islower():
                score -= 3  # "donÕt": an upper-case letter inside a word
            elif char.islower() and (before.isalpha() or after.isalpha()) and not after.isupper():
                score += 1  # "Hajjâj", "Séance"
            else:
                score -= 1
        elif "\x80" <= char <= "\x9f":
            score -= 5  # C1 control characters never occur in text
        else:
            score -= 2  # ‰, √, ∫ ... in the middle of rules text
    return score
