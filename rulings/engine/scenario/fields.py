"""The validator's primitive checks: each records an error with the field's
path (`actions[3].targets[0]`) and says whether the value can be read on."""
from __future__ import annotations

import json

from ..errors import FieldError


def is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def type_name(v) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "a boolean"
    if isinstance(v, (int, float)):
        return "a number"
    if isinstance(v, str):
        return "a string"
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "an object"
    return type(v).__name__


def _jsonable(v) -> bool:
    try:
        json.dumps(v)
        return True
    except Exception:
        return False


class Checker:
    """Collects every error of one document."""

    def __init__(self):
        self.errors: list[FieldError] = []
        self.edition = "2007-02-01"  # the edition the document names (what a card may be depends on it)

    def err(self, path: str, msg: str) -> None:
        self.errors.append(FieldError(path, msg))

    def obj(self, v, path: str, allowed: tuple, required: tuple = ()) -> bool:
        if not isinstance(v, dict):
            self.err(path, f"must be an object, not {type_name(v)}")
            return False
        for k in v:
            if not isinstance(k, str):
                self.err(path, f"has a key that is not a string: {k!r}")
            elif k not in allowed:
                self.err(f"{path}.{k}" if path else k, "unknown field")
        for k in required:
            if k not in v:
                self.err(f"{path}.{k}" if path else k, "is required")
        return True

    def string(self, v, path: str, nonempty: bool = True) -> bool:
        if not isinstance(v, str):
            self.err(path, f"must be a string, not {type_name(v)}")
            return False
        if nonempty and not v.strip():
            self.err(path, "must not be empty")
            return False
        return True

    def integer(self, v, path: str, minimum: int | None = None, maximum: int | None = None) -> bool:
        if not is_int(v):
            self.err(path, f"must be an integer, not {type_name(v)}")
            return False
        if minimum is not None and v < minimum:
            self.err(path, f"must be at least {minimum}")
            return False
        if maximum is not None and v > maximum:
            self.err(path, f"must be at most {maximum}")
            return False
        return True

    def boolean(self, v, path: str) -> bool:
        if not isinstance(v, bool):
            self.err(path, f"must be true or false, not {type_name(v)}")
            return False
        return True

    def listof(self, v, path: str) -> bool:
        if not isinstance(v, list):
            self.err(path, f"must be a list, not {type_name(v)}")
            return False
        return True

    def choice(self, v, path: str, options) -> bool:
        if not isinstance(v, str) or v not in options:
            shown = ", ".join(f'"{o}"' for o in options)
            self.err(path, f"must be one of {shown}, not {json.dumps(v) if _jsonable(v) else type_name(v)}")
            return False
        return True
