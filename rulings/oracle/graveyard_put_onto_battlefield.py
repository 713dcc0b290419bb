"""Cards put onto the battlefield from a graveyard with words from_graveyard.py and removal.py don't read:

- "Put target artifact or creature card from a graveyard onto the battlefield under your control" (Beacon of
  Unrest), "... target land card ..." (Restore), "... target creature or planeswalker card ..." (The Eldest
  Reborn): the card enters under the control of the spell's or ability's controller, whoever owns it, a new
  object (2007 217.1c; 2026 400.7; the engine's put_onto_battlefield_under_your_control).
- "Return up to one target creature card from your graveyard to the battlefield" (Badlands Revival), "Return up
  to three target Hero creature cards ..." (Wondrous Revival): up to N targets (2007 409.1c; 2026 601.2c, 115.6),
  each card chosen returned under its owner's (your) control.

Only cards that can't be Auras (an artifact, creature, land or planeswalker card): an Aura put onto the
battlefield uncast is attached as it enters (2026 303.4f), which graveyard_permanents.py reads for its own
wordings."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import GRAVEYARD_TARGETS, spec
from .up_to import NUMBERS, PHRASE, up_to_targets

NOT_AURAS = {"Artifact", "Creature", "Land", "Planeswalker"}


def _not_an_aura(found) -> bool:
    return isinstance(found, dict) and bool(found.get("types")) and set(found["types"]) <= NOT_AURAS \
        and not {"any_of", "all_types"} & set(found)


@effect_template(r"put (target [a-z ,]+? card) from (a|an opponent's) graveyard onto the battlefield under your control")
def put_card_onto_the_battlefield_under_your_control(eff, m):
    phrase = f"{m.group(1).lower()} from {m.group(2)} graveyard"
    try:
        found = spec(phrase)
    except NotUnderstood:
        raise NotUnderstood(m.group(0))
    if not _not_an_aura(found) or found.get("zone") != "graveyard" or found.get("owner") not in (None, "opponent"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_onto_battlefield_under_your_control", "what": eff.target(found)})


@effect_template(rf"return up to (one|two|three|four|five) ({PHRASE}) to the battlefield( tapped)?")
def return_up_to_n_cards_to_the_battlefield(eff, m):
    refs = up_to_targets(eff, NUMBERS[m.group(1).lower()], m.group(2), GRAVEYARD_TARGETS)
    found = eff.targets[-1]
    if found.get("owner") != "you" or not _not_an_aura({k: v for k, v in found.items() if k != "up_to"}):
        raise NotUnderstood(m.group(0))
    for ref in refs:
        eff.steps.append({"do": "return_to_play", "what": ref, **({"tapped": True} if m.group(3) else {})})
