"""Abilities that work from the graveyard, with what is said around them, that the plain templates
(graveyard_casting.py, from_graveyard.py, returns_itself.py) don't read.

- "Max speed — {3}, Exile this card from your graveyard: Draw a card." (Leonin Surveyor): 2026
  702.178a, "Max speed — [Ability]" means "As long as your speed is 4, this object has
  '[Ability]'", and 702.178b: the granted ability says it works from the graveyard ("Exile this
  card from your graveyard", 113.6m), so the max speed ability works from there too. Played as the
  graveyard ability itself with `"max_speed": true` (rulings/engine/max_speed_zones.py): it can be
  activated only while its owner's speed is 4. keywords_later.max_speed_granted reads the max
  speed abilities that work on the battlefield and leaves these to this module.
- The cost "Exile two other creature cards from your graveyard" / "Exile another creature card
  from your graveyard" / "Exile seven other cards from your graveyard" / "Exile an instant or
  sorcery card from your graveyard" (Despoiler of Souls, Scrapheap Scrounger, Bone Dragon,
  Postmortem Professor, Psychatog): read by activated.cost through `exile_cards_cost`, paid by
  rulings/engine/graveyard_card_costs.py (the player names the cards as the cost is paid, 2007
  409.1h / 2026 601.2h). "other" excludes the ability's own card (for an ability that works
  from the graveyard, the card itself is there).
- The cost "Sacrifice two Treasures" / "Sacrifice three Foods" / "Sacrifice two other creatures"
  (Gilded Assault Cart's graveyard return, and any activated ability with it): `sacrifice_count_cost`,
  paid by rulings/engine/sacrifice_costs.py (the player names the permanents, all sacrificed at
  once). Only a regular plural of a card type or of a creature, basic land, Treasure, Food or
  Clue subtype; "Blood tokens", "Eldrazi Scions", "artifacts and/or creatures" stay text only.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template

COUNTS = {"a": 1, "an": 1, "another": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
KINDS = {"": None, "creature": ["Creature"], "artifact": ["Artifact"], "land": ["Land"], "instant or sorcery": ["Instant", "Sorcery"],
         "enchantment": ["Enchantment"]}
EXILE_CARDS = (rf"Exile ({'|'.join(COUNTS)}) (other )?((?:{'|'.join(k for k in KINDS if k)}) )?cards? from your graveyard")


def exile_cards_cost(part: str) -> dict | None:
    """The engine's `exile_cards` cost of one cost part, or None if it is not one."""
    m = re.fullmatch(EXILE_CARDS, part)
    if m is None:
        return None
    n = COUNTS[m.group(1)]
    plural = part.split(" from ")[0].endswith("cards")
    if plural != (n > 1) or (m.group(1) == "another" and m.group(2)) or (m.group(1) in ("a", "an") and m.group(2)):
        return None  # "a cards", "another other card": not a phrasing the pool has
    if m.group(1) in ("a", "an") and m.group(1) != ("an" if (m.group(3) or "x")[0] in "aeiou" else "a"):
        return None
    spec: dict = {"count": n}
    kinds = KINDS[(m.group(3) or "").strip()]
    if kinds:
        spec["types"] = kinds
    if m.group(2) or m.group(1) == "another":
        spec["other"] = True
    return spec


@ability_template(r"Max speed — ([^\"—]+: [^\"]+)")
def max_speed_from_graveyard(card, m) -> list[dict]:
    """The one activated ability the max speed ability grants, when it works only from the graveyard."""
    from .compiler import _ability
    inner = _ability(card, m.group(1))
    if len(inner) != 1:
        raise NotUnderstood(m.group(0))
    ab = inner[0]
    if ab.get("kind") != "activated" or ab.get("zone") != "graveyard" or "max_speed" in ab:
        raise NotUnderstood(m.group(0))  # on the battlefield: keywords_later.max_speed_granted
    return [{**ab, "max_speed": True}]


SACRIFICE_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}
SACRIFICE_KINDS = {"creatures": "creature", "other creatures": "another_creature", "artifacts": "artifact", "lands": "land", "enchantments": "enchantment"}
OTHER_SUBTYPES = ("Treasure", "Food", "Clue", "Island", "Swamp", "Mountain", "Forest")


def sacrifice_count_cost(part: str) -> tuple | None:
    """(the engine's sacrifice kind, how many) of "Sacrifice two Treasures", or None."""
    from rulings.engine.creature_types import CREATURE_TYPES
    m = re.fullmatch(rf"Sacrifice ({'|'.join(SACRIFICE_COUNTS)}) ((?:other )?[a-z]+|[A-Z][a-z]+s)", part)
    if m is None:
        return None
    kind = SACRIFICE_KINDS.get(m.group(2))
    if kind is None and m.group(2)[0].isupper():
        singular = m.group(2)[:-1]
        if singular in CREATURE_TYPES or singular in OTHER_SUBTYPES:
            kind = f"subtype:{singular}"
    return (kind, SACRIFICE_COUNTS[m.group(1)]) if kind else None


@ability_template(r"Scavenge ((?:\{(?:\d+|[WUBRG])\})+)")
def scavenge(card, m) -> list[dict]:
    """ "Scavenge [cost]" (2026 702.97a): "[Cost], Exile this card from your graveyard: Put a number
    of +1/+1 counters equal to the power of the card you exiled on target creature. Activate only as
    a sorcery." The card's printed power (a card in a graveyard has it); a card whose power isn't a
    number (*) stays text only (rulings/engine/scavenge.py)."""
    if not card.is_permanent_creature or not re.fullmatch(r"\d+", str(card.power or "")):
        raise NotUnderstood(m.group(0))
    return [{"kind": "activated", "cost": {"mana": m.group(1), "exile": "self"}, "zone": "graveyard", "timing": "sorcery",
             "scavenge": True, "targets": ["creature"],
             "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": int(card.power), "to": "target:0"}]}]
