"""Is an official rules file whole? Its own contents say what it must hold.

A download cut short (at any byte) still parses: the rules up to the cut are
well formed. But the file's table of contents lists every section and then
"Glossary" and "Credits", so a body missing any of them is a file cut short,
and it is refused with what is missing and where the text stops, before it
can replace a complete copy of its edition.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .model import SECTION, ParseError, Rule

_CONTENTS_SECTION = re.compile(r"([1-9]\d{2})\.\s+(\S.*)")
_SHOWN = 8


def contents_listing(lines: Sequence[str], body_start: int) -> tuple[list[str], set[str]]:
    """The section numbers and the closing parts ("glossary", "credits") that the
    contents (everything above the body) announce."""
    sections: list[str] = []
    parts: set[str] = set()
    for line in lines[:body_start]:
        stripped = line.strip()
        match = _CONTENTS_SECTION.fullmatch(stripped)
        if match:
            sections.append(match.group(1))
        elif stripped.casefold() in ("glossary", "credits"):
            parts.add(stripped.casefold())
    return sections, parts


def check_complete(
    lines: Sequence[str],
    body_start: int,
    glossary_at: int | None,
    credits_at: int | None,
    rules: Sequence[Rule],
    error: Callable[[str, int | None], ParseError],
) -> None:
    """Raise `error(...)` naming what the contents list and the file lacks."""
    listed, parts = contents_listing(lines, body_start)
    last = _last_text_line(lines)
    where = f"the text stops at line {last + 1}"
    if glossary_at is not None:
        where += ", inside the Glossary"
    elif rules:
        where += f", after rule {rules[-1].number}"
    present = {rule.number for rule in rules if rule.kind == SECTION}
    missing = [number for number in listed if number not in present]
    if missing:
        shown = ", ".join(missing[:_SHOWN]) + (f" and {len(missing) - _SHOWN} more" if len(missing) > _SHOWN else "")
        raise error(
            f"the file is cut short: {len(missing)} of the {len(listed)} sections its contents list "
            f"are not in its body ({shown}); {where}",
            last,
        )
    for part, found in (("glossary", glossary_at), ("credits", credits_at)):
        if part in parts and found is None:
            raise error(
                f"the file is cut short: its contents list the {part.capitalize()}, "
                f"which is not in the file; {where}",
                last,
            )


def _last_text_line(lines: Sequence[str]) -> int:
    for i in range(len(lines) - 1, -1, -1):
        if lines[i].strip():
            return i
    return 0
