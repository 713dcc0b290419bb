""" "Partner with [name]" (2026 702.124j; later than February 2007): the keyword `partner_with`, its `what`
the name ("Partner with Blaring Captain", rulings/oracle/partner_with.py). It represents two abilities: a
partner ability, which changes only how a Commander deck is built (702.124a) and does nothing in a game
already begun, and the triggered ability "When this permanent enters, target player may search their library
for a card named [name], reveal it, put it into their hand, then shuffle." (702.124j).

The triggered ability is played with the instructions a library search uses (effects/library.py): its
target is a player (the action's `trigger_targets` for the permanent, else the first legal one, its
controller); that player may decline, `{"permanent_id": {"search": false}}` in the resolving action's
`choices`, and then nothing is searched nor shuffled; `cards` names the card found ([] for none: a search
for a stated quality, the name, need not find it, 701.23b). Under the 2007 rules the keyword doesn't exist:
it doesn't trigger and the log says so (triggers.LATER_THAN_2007, engine.MODERN_ONLY_KEYWORDS)."""
from __future__ import annotations


def text(name: str) -> str:
    return (f"Partner with {name} (When this permanent enters, target player may search their library for a card named {name}, "
            "reveal it, put it into their hand, then shuffle.)")


def partner_with_trigger(ab: dict) -> dict:
    """The triggered ability "Partner with [name]" represents (702.124j)."""
    name = ab.get("what", "")
    return {"kind": "triggered", "keyword": "partner_with", "trigger": {"event": "comes_into_play", "who": "self"},
            "targets": ["player"],
            "effect": [{"do": "search_library", "player": "target:0", "for": {"named": name}, "into": "hand", "reveal": True,
                        "optional": True},
                       {"do": "shuffle_library", "player": "target:0", "if_searched": True}],
            "text": text(name)}
