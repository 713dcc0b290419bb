"""A card revealed at random from a hand (the engine's `reveal_at_random`, rulings/engine/effects/random_reveal.py):

- "Target opponent reveals a card at random from their hand." (Planeswalker's Mirth, Fury, Ignite Memories);
- Merfolk Spy's "Whenever this creature deals combat damage to a player, that player reveals a card at random
  from their hand." (the player dealt the damage: triggered.py's EVENT_PLAYER, the engine's "it");
- then "You gain life equal to that card's mana value." (Mirth), "This enchantment deals damage equal to that
  card's mana value to that player." (Fury), "~ deals damage to that player equal to that card's mana value."
  (Ignite Memories): the card revealed, which stays in the hand (`revealed_mana_value`);
- "target player reveals a card at random from their hand, then loses life equal to that card's mana value"
  (Singe-Mind Ogre); "Target opponent loses 2 life, then reveals a card at random from their hand." (Hired
  Torturer).

Anything else said of the revealed card ("If it's a land card", "exile it", "where X is the revealed card's mana
value") stays text only."""
from __future__ import annotations

from .damage import _amount
from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, pass_on
from .targets import ref
from .text import NUMBER
from .triggered import EVENT_PLAYER

AT_RANDOM = "reveals a card at random from their hand"
SOURCE = r"(?:~|this enchantment|this artifact|this creature)"


def _reveal(eff, who: str) -> dict:
    step = {"do": "reveal_at_random", "player": ref(eff, who)}
    eff.steps.append(step)
    return step


@effect_template(rf"(target player|target opponent) {AT_RANDOM}")
def reveals_at_random(eff, m):
    """One card of that player's hand, picked by chance, is shown to all (2026 701.20a-b)."""
    _reveal(eff, m.group(1))


@effect_template(rf"{EVENT_PLAYER} {AT_RANDOM}")
def damaged_player_reveals_at_random(eff, m):
    """Merfolk Spy: the player dealt the combat damage (the engine's "it" of the damage trigger)."""
    eff.steps.append({"do": "reveal_at_random", "player": "it"})


@effect_template(rf"(target player|target opponent) {AT_RANDOM}, then loses life equal to that card's mana value")
def reveals_then_loses_life(eff, m):
    """Singe-Mind Ogre: the reveal, then that player loses life equal to the revealed card's mana value (608.2c)."""
    step = _reveal(eff, m.group(1))
    eff.steps.append({"do": "lose_life", "amount": {"count": "revealed_mana_value"}, "player": step["player"]})


@effect_template(rf"(target player|target opponent) loses ({NUMBER}) life, then {AT_RANDOM}")
def loses_life_then_reveals(eff, m):
    """Hired Torturer: the life loss, then the reveal, by the same player (608.2c)."""
    who = ref(eff, m.group(1))
    eff.steps.append({"do": "lose_life", "amount": _amount(eff, m.group(2)), "player": who})
    eff.steps.append({"do": "reveal_at_random", "player": who})


def _last_random_reveal(eff) -> dict:
    last = eff.steps[-1] if eff.steps else {}
    return last if last.get("do") == "reveal_at_random" else {}


@effect_template(r"you (gain|lose) life equal to that card's mana value")
def life_equal_to_the_revealed_cards_mana_value(eff, m):
    """Planeswalker's Mirth: the card just revealed at random; any other "that card's mana value" is passed on
    (digging.py's, after a reveal of the top card; from_graveyard.py's ...)."""
    if not _last_random_reveal(eff):
        pass_on(eff, m, life_equal_to_the_revealed_cards_mana_value)
        return
    eff.steps.append({"do": f"{m.group(1).lower()}_life", "amount": {"count": "revealed_mana_value"}, "player": "you"})


@effect_template(rf"{SOURCE} deals damage (?:equal to that card's mana value to that player|to that player equal to that card's mana value)")
def damage_equal_to_the_revealed_cards_mana_value(eff, m):
    """Planeswalker's Fury, Ignite Memories: the source deals that player (the one who revealed, a target) damage
    equal to the revealed card's mana value."""
    last = _last_random_reveal(eff)
    if not last or not str(last.get("player", "")).startswith("target:"):
        raise NotUnderstood(m.group(0))
    if m.group(0).split(" deals ")[0].lower() != "~" and not _names_the_source(eff, m.group(0).split(" deals ")[0]):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "damage", "amount": {"count": "revealed_mana_value"}, "to": last["player"]})


def _names_the_source(eff, words: str) -> bool:
    """ "this enchantment" on an enchantment, "this artifact" on an artifact, "this creature" on a creature."""
    kind = words.lower().removeprefix("this ").capitalize()
    return kind in eff.card.types


# read before life_more.py's and digging.py's "life equal to its / that card's mana value", which would read the
# card as another one; any sentence not after a random reveal is passed on to them
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES)
                                                     if t[2] is life_equal_to_the_revealed_cards_mana_value)))
