"""Forms for one object and one action of a scenario document.

The choices (players, object ids, zones, action types) come from the document
being edited and from the engine; what the values mean is checked by the engine.
One module per form: `objects`, `actions`; what both read of the document: `common`.
"""
from __future__ import annotations

from .actions import BLOCK_ROWS, MAX_ROWS, ROW_FIELDS, ActionForm, action_from_form, keep_unshown, unshown
from .objects import ObjectForm, card_types, inline_card, object_from_form

__all__ = ["BLOCK_ROWS", "MAX_ROWS", "ROW_FIELDS", "ActionForm", "ObjectForm", "action_from_form", "card_types", "inline_card", "keep_unshown",
           "object_from_form", "unshown"]
