"""Whether a player has "descended this turn" (2026 700.11): a permanent card has been put into that player's
graveyard from anywhere this turn (it needn't still be there). "At the beginning of your end step, if you descended
this turn, put a +1/+1 counter on this creature." (Child of the Volcano): `{"you_descended_this_turn": true}` in an
ability's `if`, read for the ability's controller as it triggers and again as it resolves (2026 603.4).

Each card put into a graveyard (GameState.move) is noted for its owner, whose graveyard it is, if it is a permanent
card there (an artifact, creature, enchantment, land, planeswalker or battle card); a token is no card (2026 111.1),
and the note is forgotten as a new turn begins (priority._new_turn). Descend is later than the February 2007 rules:
a card that asks it is refused under them (scenario/load.py)."""
from __future__ import annotations

KEY = "you_descended_this_turn"
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
NO_DESCEND_2007 = ("\"descended this turn\" is later than the February 2007 rules (2026: 700.11); "
                   "play this scenario under the 2026-06-19 rules")


def arrived(game, obj) -> None:
    """A card has just been put into its owner's graveyard."""
    if obj.id in game.tokens or not set(obj.card.get("types", ())) & set(PERMANENT_TYPES):
        return
    if obj.owner not in game.descended_this_turn:
        game.descended_this_turn = game.descended_this_turn + (obj.owner,)


def forget(game) -> None:
    if game.descended_this_turn:
        game.descended_this_turn = ()


def descended(game, player: int) -> bool:
    return player in game.descended_this_turn


def asks_descended(card) -> bool:
    """Whether a card's abilities have the condition (the loader's refusal under 2007)."""
    abilities = card.get("abilities") if isinstance(card, dict) else None
    return isinstance(abilities, list) and any(isinstance(ab, dict) and isinstance(ab.get("if"), dict) and KEY in ab["if"]
                                               for ab in abilities)
