"""Abilities of cards that leave their owner's graveyard, with words the plain templates
(graveyard_casting.py, from_graveyard.py, returns_itself.py, graveyard_abilities.py) don't read.

- "Renew — [Cost], Exile this card from your graveyard: [Effect]. Activate only as a sorcery."
  (Adorned Crocodile, Constrictor Sage): renew is an ability word, with no rules meaning (2026
  207.2c lists it), so the ability is the activated ability after it, read by the other templates.
  It is kept only if they read it as an ability that works from the graveyard, its card exiled as
  its cost (2007 402.8g; 2026 113.6m): every printed renew ability is one.
- "Whenever a creature you control dies while this card is in your graveyard, you may pay {1}{W}.
  If you do, return this card from your graveyard to your hand." (Furious Forebear, Boneyard
  Scourge): the words "while this card is in your graveyard" say what the rules already do (the
  ability works only there, and a leaves-the-battlefield trigger looks back in time, 2007 410.10c /
  2026 603.10a: a card that died in the same event wasn't in the graveyard); the rest is
  returns_itself.py's. "Whenever another creature is put into your graveyard from the
  battlefield, ..." (Nether Traitor) is recover's trigger condition (rulings/engine/recover.py).
- Dredge on an instant or sorcery card (Life from the Loam, Darkblast): the compiler's
  SPELL_KEYWORDS has it (2007 502.47a; 2026 702.52a: it works while the card is in its owner's
  graveyard, whatever its type; rulings/engine/life_and_draws.py replaces the draw).
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, read_by_others

RENEW = r"Renew — ([^:\"—]+: [^\"]+)"


@ability_template(RENEW)
def renew(card, m) -> list[dict]:
    """The one graveyard ability the other templates read after the ability word."""
    found = read_by_others(card, m.group(1), lambda family, _fn: family == "graveyard_returns")
    if not found or len(found) != 1:
        raise NotUnderstood(m.group(0))
    ab = found[0]
    if ab.get("kind") != "activated" or ab.get("zone") != "graveyard" or (ab.get("cost") or {}).get("exile") != "self" \
            or ab.get("timing") != "sorcery" or not re.search(r"\. Activate only as a sorcery\.$", m.group(1)):
        raise NotUnderstood(m.group(0))
    return [ab]


WHILE_HERE = r"(Whenever [^,\"]+ dies) while this card is in your graveyard, ([^\"]+)"


@ability_template(WHILE_HERE)
def dies_while_in_graveyard(card, m) -> list[dict]:
    from .returns_itself import returns_itself
    found = returns_itself(card, f"{m.group(1)}, {m.group(2)}")
    if not found or found[0]["trigger"].get("event") != "dies":
        raise NotUnderstood(m.group(0))
    return found


INTO_YOUR_GRAVEYARD = (r"Whenever another creature is put into your graveyard from the battlefield, "
                       r"((?:you may pay [^.]+\. If you do, |you may )?return (?:~|this card) from your graveyard to [^.]+\.)")


@ability_template(INTO_YOUR_GRAVEYARD)
def another_creature_into_your_graveyard(card, m) -> list[dict]:
    """Nether Traitor: the return read by returns_itself.py under a stand-in head, then given recover's
    trigger condition: a creature its owner owns is put into a graveyard from the battlefield."""
    from .returns_itself import returns_itself
    found = returns_itself(card, f"At the beginning of your upkeep, {m.group(1)}")
    if not found or len(found) != 1 or found[0]["trigger"] != {"event": "beginning_of_step", "step": "upkeep", "whose": "your"} or "if" in found[0]:
        raise NotUnderstood(m.group(0))
    return [{**found[0], "trigger": {"event": "dies", "who": "creature_you_own"}}]


# --- "Whenever one or more cards leave your graveyard, ..." --------------------------------------
LEAVE_KINDS = {"": None, "creature ": ["Creature"], "artifact ": ["Artifact"], "artifact and/or creature ": ["Artifact", "Creature"]}
LEAVE = (r"Whenever one or more (creature |artifact |artifact and/or creature )?cards leave your graveyard( during your turn)?, "
         r"([^\"]+)")


@ability_template(LEAVE)
def cards_leave_your_graveyard(card, m) -> list[dict]:
    """Tormod, the Desecrator; Desecrated Tomb: a permanent's ability that triggers once for all the
    cards that leave its controller's graveyard at the same time (rulings/engine/graveyard_leaving.py;
    2007 410.6, 2026 603.2c). An effect that names those cards ("from among those cards", "the
    greatest mana value among them") stays text only: the engine doesn't hand them to it."""
    from .triggered import _triggered
    if {"Instant", "Sorcery"} & set(card.types) or re.search(r"\b(those cards|among them|they|them|that card)\b", m.group(3)):
        raise NotUnderstood(m.group(0))
    trigger: dict = {"event": "cards_leave_graveyard"}
    if LEAVE_KINDS[m.group(1) or ""]:
        trigger["card_types"] = LEAVE_KINDS[m.group(1) or ""]
    if m.group(2):
        trigger["during"] = "your_turn"
    found = _triggered(card, trigger, m.group(3))
    if len(found) != 1 or "if" in found[0]:
        raise NotUnderstood(m.group(0))
    return found
