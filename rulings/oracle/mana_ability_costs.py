"""Mana abilities whose cost sacrifices, discards or taps something besides the source (2007 406.1,
409.1f-h, 411.1; 2026 605.1a, 605.3, 601.2h, 602.2b):

- "Sacrifice a creature: Add {C}{C}." (Ashnod's Altar), "Sacrifice an artifact: Add {C}{C}."
  (Krark-Clan Ironworks), "Sacrifice a Goblin: Add {R}." (Skirk Prospector), "{T}, Sacrifice a Swamp:
  Add {B}{B}{B}{B}." (Lake of the Dead), "{B}, {T}, Sacrifice a creature: Add {C}{C}{C}." (Transmogrant
  Altar);
- "{B}, {T}, Discard a card: Add {B}{B}{B}." (Bog Witch), "Discard a card, Sacrifice this creature: Add
  {B}{B}{B}." (Overeager Apprentice);
- "Tap three untapped Elves you control: Add {G}{G}{G}." (Heritage Druid), "Tap two untapped Foods you control:
  Add one mana of any color." (The Cabbage Merchant);
- "Exile this card from your hand: Add {R}." (Simian Spirit Guide, Elvish Spirit Guide): a mana ability of
  the card in its owner's hand (2007 402.8g; 2026 113.6m).

The engine pays such a cost from the action's `pay` (an `activate_ability` action's, or a spell's
`mana_abilities` entry's own `pay`): the permanent sacrificed, the card discarded, the creature tapped
(rulings/engine/costs.py). It never picks them for a player: an action that names none is refused,
and the engine's own search for a way to pay a spell leaves such an ability out (payment.py).

The general activated template (activated.py) leaves these to this module: it reads only mana
abilities whose cost is mana, {T}, life or the source itself. Here the effect must be mana alone
(one instruction that adds it, with at most a spending restriction on it); a restriction on when it
may be activated, an ability word or any other effect stays with the others (text only)."""
from __future__ import annotations

import re

from .activated import cost as read_cost
from .registry import NotUnderstood, ability_template, parse_effect
from .text import sentences

#: the cost parts a mana ability of this module's has besides its mana, {T}, life or the source itself
OTHERS = ("discard", "tap_creature", "exile_cards")
#: the cost parts it may have at all
ALLOWED = {"mana", "tap", "life", "sacrifice", "sacrifice_count", "discard", "discard_type", "tap_creature", "tap_subtype", "exile_cards"}
#: the instructions that add mana this module reads as the whole effect
ADDS = ("add_mana", "add_mana_for_each")


def _other_cost(cost: dict) -> bool:
    """Whether the cost asks the action for something it names (a permanent sacrificed other than the
    source, a card discarded, a creature tapped, cards exiled)."""
    return any(k in cost for k in OTHERS) or cost.get("sacrifice", "self") != "self"


@ability_template(r"([^:\"—\[\]]+): (Add [^\"]+)")
def mana_ability_with_other_costs(card, m) -> list[dict]:
    """ "[cost that sacrifices / discards / taps another]: Add {C}{C}." : a mana ability (2007 406.1;
    2026 605.1a) activated with the permanent or card named in the action's `pay`."""
    cost_words, effect_text = m.group(1), m.group(2)
    if re.search(r"\bActivate\b|\bX\b", effect_text) or not card.types or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    cost = read_cost(cost_words)
    if set(cost) - ALLOWED or not _other_cost(cost) or cost.get("discard_random") or "zone" in cost:
        raise NotUnderstood(cost_words)
    return [{"kind": "activated", "cost": cost, "effect": [_mana_only(card, effect_text)]}]


def _mana_only(card, effect_text: str) -> dict:
    """The one instruction that adds mana, the whole of the effect (with at most a spending restriction on it)."""
    eff = parse_effect(card, sentences(effect_text))
    if eff.targets or len(eff.steps) != 1 or eff.steps[0].get("do") not in ADDS:
        raise NotUnderstood(effect_text)
    step = eff.steps[0]
    if step.get("kept") or step.get("player"):
        raise NotUnderstood(effect_text)
    return step


#: "Tap three untapped Elves you control": the plural of a subtype and the subtype
_PLURAL_SUBTYPES = {"Elves": "Elf", "Foods": "Food", "Goblins": "Goblin", "Merfolk": "Merfolk", "Slivers": "Sliver", "Allies": "Ally",
                    "Clues": "Clue", "Treasures": "Treasure", "Gates": "Gate", "Humans": "Human", "Druids": "Druid"}
_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5}


@ability_template(r"Tap (two|three|four|five) untapped ([A-Z][a-z]+) you control: (Add [^\"]+)")
def tap_untapped_subtypes_for_mana(card, m) -> list[dict]:
    """ "Tap three untapped Elves you control: Add {G}{G}{G}." (Heritage Druid), "Tap two untapped Foods you
    control: Add one mana of any color." (The Cabbage Merchant): that many different untapped permanents of the
    subtype, named in the action's `pay.tap` (the source among them if it is one; no {T} symbol, so summoning
    sickness doesn't matter: 2007 212.3d; 2026 302.6)."""
    sub = _PLURAL_SUBTYPES.get(m.group(2))
    if sub is None:
        raise NotUnderstood(m.group(2))
    cost = {"tap_creature": _COUNT[m.group(1)], "tap_subtype": sub}
    return [{"kind": "activated", "cost": cost, "effect": [_mana_only(card, m.group(3))]}]


@ability_template(r"Exile (?:~|this card) from your hand: (Add (?:\{[WUBRGC]\})+)\.")
def exile_from_hand_for_mana(card, m) -> list[dict]:
    """ "Exile this card from your hand: Add {G}." (Elvish Spirit Guide, Simian Spirit Guide): a mana ability
    (2007 406.1; 2026 605.1a) that works only while the card is in its owner's hand, the cost moving it out of
    there (2007 402.8g; 2026 113.6m); activated like any mana ability, never by the engine's own search for a
    way to pay (which reads the permanents on the battlefield)."""
    if not card.types or "Land" in card.types:
        raise NotUnderstood(m.group(0))
    eff = parse_effect(card, sentences(m.group(1) + "."))
    if eff.targets or len(eff.steps) != 1 or set(eff.steps[0]) != {"do", "mana"} or eff.steps[0]["do"] != "add_mana":
        raise NotUnderstood(m.group(1))
    return [{"kind": "activated", "zone": "hand", "cost": {"exile": "self"}, "effect": eff.steps}]
