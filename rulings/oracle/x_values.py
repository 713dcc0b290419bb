"""Sentences that read the X announced for the spell's or ability's own cost:

- "Tap X target creatures", "Untap X target lands", "Destroy X target artifacts", "Return X target
  nonland permanents to their owners' hands", "Return X target creature cards from your graveyard
  to your hand": as many targets as X, one instance of the word "target" (2007: 409.1b then
  409.1c; 2026: 601.2b then 601.2c, 115.3): one filter marked `x_targets` that the engine makes X
  targets of (rulings/engine/x_targets.py), each one followed in turn.

(Target phrases with "with power X or less" / "with mana value X" are targets.py's grammar, read
only where registry.ANNOUNCED_X says a cost announces the X.)

Only where the X is announced: a spell with {X} in its mana cost or an X additional cost, an
activated ability with {X} in its cost. A triggered ability's X (a permanent's own X, 2026 107.3m),
or an X a "where X is" sentence defines, stays text only; so do "those creatures" after it.
"""
from __future__ import annotations

from .registry import ANNOUNCED_X, NotUnderstood, effect_template
from .targets import GRAVEYARD_TARGETS, PERMANENT_TARGETS, parse, spec
from .up_to import PHRASE, singular


def x_targets(eff, phrase: str, allowed) -> str:
    """The reference of "X [target phrase]" (a plural phrase): one filter marked `x_targets`."""
    if not (eff.allow_x and ANNOUNCED_X.get()):
        raise NotUnderstood(phrase)
    one = singular(" ".join(phrase.lower().split()), 2)  # "target creatures" -> "target creature"
    if one not in allowed or any(isinstance(t, dict) and (t.get("x_targets") or t.get("up_to")) for t in eff.targets):
        raise NotUnderstood(phrase)
    found = spec(one)
    if not isinstance(found, dict):
        found = parse(one)  # a named kind ("target creature") as its filter
    if found.get("other"):
        raise NotUnderstood(phrase)
    return eff.target(dict(sorted({**found, "x_targets": True}.items())))


@effect_template(rf"(tap|untap|destroy) X ({PHRASE})")
def tap_untap_or_destroy(eff, m):
    """ "Tap X target creatures" (Word of Binding), "Untap X target lands" (Candelabra of Tawnos),
    "Destroy X target artifacts" (By Force)."""
    eff.steps.append({"do": m.group(1).lower(), "what": x_targets(eff, m.group(2), PERMANENT_TARGETS)})


@effect_template(rf"return X ({PHRASE}) to (their owners' hands|your hand)")
def return_to_hand(eff, m):
    """ "Return X target nonland permanents to their owners' hands" (Distorting Wake); "Return X
    target creature cards from your graveyard to your hand" (Death Denied): cards of your own
    graveyard go to your hand, their owner's (2026 400.3)."""
    yours = m.group(2).lower() == "your hand"
    ref = x_targets(eff, m.group(1), GRAVEYARD_TARGETS if yours else PERMANENT_TARGETS)
    if yours and eff.targets[-1].get("owner") != "you":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "return_to_hand", "what": ref})
