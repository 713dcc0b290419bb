"""Instructions of small families, each read whole or refused:

- "Search your library for a Rebel permanent card with mana value 3 or less, put it onto
  the battlefield, then shuffle" (the Rebels of Mercadian Masques, the Mercenaries): a
  search for a stated quality (2007: the glossary's "Search"; 2026: 701.23a-b),
  the card's subtype, any permanent card type (2026 110.4a), and a mana value bound (2007:
  converted mana cost, 203.3; 2026: 202.3), X counted as 0 in the library (202.3e).

- "Switch target creature's / this creature's power and toughness until end of turn": the
  engine's `switch_pt` (2007: 418.5i; 2026: 613.4d).
- "Look at target player's hand" / "Look at target opponent's hand" (Peek, Glasses of Urza):
  the engine's `reveal_hand` with `look`, the cards shown only to the player who looks (2026
  701.20e) and written in the log.
- "Target creature gets -X/-X until end of turn" (Death Wind), "+X/+0": X is the spell's or
  ability's own {X} (2007: 409.1b; 2026: 601.2b, 602.2b); the engine's `pump` with "X" / "-X".
- "Discard your hand" / "Target player discards their hand": the engine's `discard_hand`
  (2026 701.9a).

Anything else stays text only: "you may search", a card to the hand, "X or less", a
sentence after "shuffle".
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import CREATURE_TARGETS, TARGET_RE, ref

PERMANENT_TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]
_NOT_SUBTYPES = {"Basic", "Legendary", "Snow", "Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Instant", "Sorcery",
                 "Kindred", "Tribal", "World", "Battle"}


@effect_template(r"search your library for (?:a|an) ((?-i:[A-Z][a-z]+)) permanent card with mana value (\d+) or less, "
                 r"put (?:it|that card) onto the battlefield, then shuffle")
def search_subtype_permanent_with_mana_value(eff, m):
    """Ramosian Captain's "Search your library for a Rebel permanent card with mana value 3 or
    less, put it onto the battlefield, then shuffle": the first card that fits from the top
    unless the action names one; none may be found (a stated quality)."""
    subtype = m.group(1)
    if subtype in _NOT_SUBTYPES:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "search_library", "for": {"any_of_types": list(PERMANENT_TYPES), "subtypes": [subtype],
                                                      "mana_value_at_most": int(m.group(2))}, "into": "in_play"})
    eff.steps.append({"do": "shuffle_library"})


@effect_template(rf"switch ((?:{TARGET_RE})|~)'s power and toughness until end of turn")
def switch_power_and_toughness(eff, m):
    """Twisted Image's "Switch target creature's power and toughness until end of turn", Myr
    Quadropod's "this creature's": applied after every other power/toughness effect and counter,
    whenever they began (2007: 418.5i; 2026: 613.4d), so a +3/+3 that comes later is switched too."""
    eff.steps.append({"do": "switch_pt", "to": ref(eff, m.group(1), CREATURE_TARGETS + ("~",)), "until": "end_of_turn"})


@effect_template(r"look at (target player|target opponent)'s hand")
def look_at_hand(eff, m):
    """Peek's "Look at target player's hand": information only; the hand stays as it is. A
    sentence after it that reads the hand ("You choose a nonland card from it") is players.py's."""
    eff.steps.append({"do": "reveal_hand", "player": ref(eff, m.group(1)), "look": True})


@effect_template(rf"({TARGET_RE}|~) gets ([+-])(X|\d+)/([+-])(X|\d+) until end of turn")
def pump_by_x(eff, m):
    """Death Wind's "Target creature gets -X/-X until end of turn": X is the number announced for
    the {X} of the spell's or ability's own cost (2007: 409.1b; 2026: 601.2b, 602.2b). Without an
    {X} in that cost (an X a "where X is" defines, or none), text only; and pump.py's for N/N."""
    if "X" not in (m.group(3), m.group(5)) or not eff.allow_x:
        raise NotUnderstood(m.group(0))
    if not {"Instant", "Sorcery"} & set(eff.card.types) and "{X}" in (eff.card.mana_cost or ""):
        raise NotUnderstood(m.group(0))  # a permanent's own X (its enters trigger's, 2026 107.3m): not this X
    values = []
    for sign, v in ((m.group(2), m.group(3)), (m.group(4), m.group(5))):
        if v == "X":
            values.append("X" if sign == "+" else "-X")
        else:
            n = int(v) * (1 if sign == "+" else -1)
            if not -100 <= n <= 100:
                raise NotUnderstood(m.group(0))
            values.append(n)
    eff.steps.append({"do": "pump", "power": values[0], "toughness": values[1],
                      "to": ref(eff, m.group(1), CREATURE_TARGETS + ("~",)), "until": "end_of_turn"})


@effect_template(r"(discard your hand|(target player|target opponent) discards their hand)")
def discard_hand(eff, m):
    """Grafted Skullcap's "discard your hand": all of it, no choice (2026 701.9a)."""
    eff.steps.append({"do": "discard_hand", "player": ref(eff, m.group(2)) if m.group(2) else "you"})
