"""The scenario file: exported as the document alone, imported whole or not at all."""
from __future__ import annotations

import json
import re

from rulings.models import Scenario

from .validation import Problem, validate

# An uploaded scenario file larger than this is refused before it is parsed.
MAX_UPLOAD_BYTES = 1024 * 1024


def export_bytes(scenario: Scenario) -> bytes:
    """The scenario file a judge downloads: the document, nothing else."""
    return (json.dumps(scenario.document, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def export_filename(scenario: Scenario) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", scenario.name.lower()).strip("-")[:60] or "scenario"
    return f"{slug}.json"


class ImportRefused(Exception):
    """An uploaded file that is not a scenario; problems name the fields when it is JSON."""

    def __init__(self, message: str, problems: list[Problem] | None = None):
        super().__init__(message)
        self.message = message
        self.problems = problems or []


_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
# A scenario document is a few levels deep; what reads it (the validator, the hash, the
# database's JSON) recurses, and thousands of levels would run out of stack.
MAX_DEPTH = 32
_TOO_DEEP = f"The file is nested too deeply: a scenario file has at most {MAX_DEPTH} levels of lists and objects."


def _unstorable(document) -> str | None:
    """Why the document cannot be stored, if it cannot: nested too deeply, or text that is
    not text (JSON may escape a lone surrogate, which UTF-8 cannot write, or a NUL, which
    PostgreSQL refuses)."""
    pending = [(document, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, (dict, list)) and depth > MAX_DEPTH:
            return _TOO_DEEP
        if isinstance(value, dict):
            pending.extend((key, depth) for key in value)
            pending.extend((item, depth + 1) for item in value.values())
        elif isinstance(value, list):
            pending.extend((item, depth + 1) for item in value)
        elif isinstance(value, str) and _UNSTORABLE.search(value):
            return (
                "The file holds text that cannot be stored: a NUL character (\\u0000) "
                "or half of a surrogate pair (\\ud800 to \\udfff)."
            )
    return None


def read_upload(upload) -> dict:
    """Parse and validate an uploaded scenario file, or raise ImportRefused.

    Nothing is saved here: the caller creates the scenario only from a document
    that passed, so a bad file is never half-imported.
    """
    if upload is None:
        raise ImportRefused("Choose a scenario file (.json) to import.")
    if upload.size is not None and upload.size > MAX_UPLOAD_BYTES:
        raise ImportRefused(
            f"That file is {upload.size:,} bytes; scenario files may be at most {MAX_UPLOAD_BYTES:,} bytes."
        )
    raw = upload.read(MAX_UPLOAD_BYTES + 1)
    if len(raw) > MAX_UPLOAD_BYTES:
        raise ImportRefused(f"That file is larger than {MAX_UPLOAD_BYTES:,} bytes.")
    try:
        text = raw.decode("utf-8-sig")
        document = json.loads(text)
    except (UnicodeDecodeError, ValueError):
        raise ImportRefused("That file is not a JSON scenario file (it could not be read as JSON).")
    except RecursionError:
        raise ImportRefused(_TOO_DEEP)
    if not isinstance(document, dict):
        raise ImportRefused("A scenario file holds one JSON object ({...}), not a list or a value.")
    refusal = _unstorable(document)
    if refusal:
        raise ImportRefused(refusal)
    problems = validate(document)
    if problems:
        raise ImportRefused("The file was not imported: fix these fields and try again.", problems)
    return document
