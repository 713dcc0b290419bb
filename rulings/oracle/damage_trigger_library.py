"""A creature's combat damage trigger whose "it" is a card of its controller's library: "Whenever this
creature deals combat damage to a player, you may search your library for a card named Tempest Hawk,
reveal it, put it into your hand, then shuffle." (Tempest Hawk; Higure, the Still Wind's Ninja card),
"..., exile the top card of your library. You may play it this turn." (Prophetic Flamespeaker), "...,
reveal the top card of your library and put that card into your hand. You gain life equal to its mana
value." (Augury Adept).

triggered.py reads a damage trigger only without "it" / "its", which there might name the creature or
the player dealt the damage; here each "it" is inside one of these library wordings, where it can only
be the card searched for, exiled or revealed; with those wordings set aside no other "it" may remain.
The effect is then read as triggered.py reads any (its `_triggered`; "that player" is the player dealt
the damage, 510.3a's trigger event)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template

#: the library wordings whose "it" / "its" is the card (each a whole sentence, or the start of one)
_CARD_IT = (
    r"(?:you may )?search your library for an? (?:[^.\"]+? )?card(?: named [^,.\"]+)?, reveal it, put it into your hand, then shuffle\.",
    r"exile the top card of your library\. You may play it this turn\.",
    r"reveal the top card of your library and put that card into your hand\. You gain life equal to its mana value\.",
)


@ability_template(r"Whenever ~ deals combat damage to a player, ([^\"]+)")
def combat_damage_library_it(card, m):
    from .triggered import EVENT_PLAYER, _triggered
    text = m.group(1)
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    rest, found = text, 0
    for pattern in _CARD_IT:
        rest, n = re.subn(rf"(?:^|(?<=\. )){pattern}", "", rest, flags=re.IGNORECASE)
        found += n
    if not found or re.search(r"\b(that much|that creature|its?)\b", rest, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "deals_damage", "who": "self", "to": "player", "combat": True},
                      re.sub(r"\b[Tt]hat player\b", EVENT_PLAYER, text))
