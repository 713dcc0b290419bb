"""Card data files read in plain Python (no Django): one module per format.

Each reader turns a file into `CardRecord`s, checking as it goes; anything cut
short or malformed raises `SourceError` naming what is wrong, before the
database is touched. `read_cards(path)` finds the format by itself.
"""
from __future__ import annotations

from .model import CardRecord, FaceRecord, RulingRecord, SourceError, SourceRead
from .opening import detect_format, read_cards

__all__ = ["CardRecord", "FaceRecord", "RulingRecord", "SourceError", "SourceRead", "detect_format", "read_cards"]
