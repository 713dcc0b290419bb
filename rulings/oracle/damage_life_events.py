"""Combat-damage trigger heads the other families don't read:

- "Whenever ~ / equipped creature / enchanted creature deals combat damage to a player or
  planeswalker" (Dreadhorde Butcher, Grateful Apparition): damage to a player, or to a
  planeswalker (a card type the June 2026 rules have and the February 2007 rules don't: under
  2007 no planeswalker can be in play, so only players are dealt it there). Its text may not say
  "that player" (the recipient may be a planeswalker) nor "that much / that many".
- "Whenever one or more creatures you control deal combat damage to a player" (Grim Hireling,
  Professional Face-Breaker): once for each player dealt combat damage in one combat damage step,
  whatever the number of creatures (2007: 310.4 with 410.6; 2026: 510.2 with 603.2c:
  rulings/engine/combat_damage_batches.py); "that player" is the player dealt the damage. The
  creatures themselves ("one of them", "those creatures") are not read.

"You gain that much life" after "deals [combat] damage" and "is dealt damage" is read by
damage_triggers.py."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .triggered import DEALERS, EVENT_PLAYER, _attaches, _it_is_self, _triggered


@ability_template(r"Whenever (~|equipped creature|enchanted creature) deals combat damage to a player or planeswalker, ([^\"]+)")
def combat_damage_to_player_or_planeswalker(card, m):
    who, text = DEALERS[m.group(1)], m.group(2)
    if who == "self" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    if who in ("equipped", "enchanted") and not _attaches(card, who):
        raise NotUnderstood(m.group(0))
    said = _it_is_self(text) if who == "self" else text
    if re.search(r"\b(that player|that planeswalker|that much|that many|that creature|its?|defending player)\b", said, re.IGNORECASE):
        raise NotUnderstood(text)
    return _triggered(card, {"event": "deals_damage", "who": who, "to": "player_or_planeswalker", "combat": True}, text)


@ability_template(r"Whenever one or more creatures you control deal combat damage to a player, ([^\"]+)")
def creatures_you_control_deal_combat_damage(card, m):
    """ "that player" is the player dealt the damage (the engine's "it" of the trigger)."""
    text = m.group(1)
    if re.search(r"\b(one of them|those creatures|they|them|their|that much|that many|it|its|that creature|defending player"
                 r"|that player's)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)
    return _triggered(card, {"event": "creatures_deal_combat_damage"}, re.sub(r"\b[Tt]hat player\b", EVENT_PLAYER, text))


_OWNERS = r"\b(?:to|into|on (?:the )?(?:top|bottom) of) its owner's (?:hand|library|graveyard)\b"


@ability_template(r"Whenever (~|a creature you control|equipped creature|enchanted creature) deals combat damage to a player, ([^\"]+)")
def combat_damage_to_player_its_owners(card, m):
    """triggered.py's head, where the text's only "its" is a card's "its owner's hand" (Wayward
    Guide-Beast's "return a land you control to its owner's hand"): the return templates read the
    phrase whole, so no "it" of the text is the damaged player."""
    who, text = DEALERS[m.group(1)], m.group(2)
    if not re.search(_OWNERS, text):
        raise NotUnderstood(text)
    if who == "self" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    if who in ("equipped", "enchanted") and not _attaches(card, who):
        raise NotUnderstood(m.group(0))
    rest = re.sub(_OWNERS, "", _it_is_self(text) if who == "self" else text)
    if re.search(r"\b(that much|that many|that creature|its?|they|them|their)\b", rest, re.IGNORECASE):
        raise NotUnderstood(text)
    return _triggered(card, {"event": "deals_damage", "who": who, "to": "player", "combat": True},
                      re.sub(r"\b[Tt]hat player\b", EVENT_PLAYER, text))
