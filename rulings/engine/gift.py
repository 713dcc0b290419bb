"""Gift (2026: 702.174; later than February 2007). 702.174a: gift is two
abilities: "As an additional cost to cast this spell, you may choose an
opponent" (paid as additional costs are, 601.2b, 601.2f-h) and, on an instant
or sorcery, "If this spell's gift cost was paid, [effect]" (702.174b), the
effect given by the gift's kind: a card (702.174e: the chosen player draws a
card), a tapped Fish (702.174f: creates a tapped 1/1 blue Fish creature token),
a Food (702.174d) or a Treasure (702.174h). 702.174j: that effect happens
before the spell's other abilities, and not at all if the spell leaves the
stack before resolving. 702.174k: a spell whose controller declared the
intention to pay its gift cost has its gift "promised"; the card's linked
instructions with `"if_gift": true` happen only then (false: only if it wasn't).

The card's keyword is `{"kind": "keyword", "keyword": "gift", "what": KIND}`.
The `play_spell` action's `pay: {"gift": "player name"}` names the opponent the
gift is promised to; without it the gift isn't promised. Only an instant or
sorcery's gift is played (a permanent's is a triggered ability, 702.174b: not
here). Under the 2007 rules a spell with gift is refused as it is cast
(free_cast.refuse_later_keyword)."""
from __future__ import annotations

from .errors import IllegalAction
from .free_cast import LATER_KEYWORDS
from .log import emit

LATER_KEYWORDS["gift"] = "702.174"

#: the gift kinds played, and the 2026 rule (a citation concept) that defines each one's effect
KINDS = {"card": "gift_card", "tapped_fish": "gift_tapped_fish", "food": "gift_food", "treasure": "gift_treasure"}
#: the kinds in Oracle's words ("Gift a tapped Fish")
WORDS = {"card": "a card", "tapped_fish": "a tapped Fish", "food": "a Food", "treasure": "a Treasure"}
FISH = {"name": "Fish", "types": ["Creature"], "subtypes": ["Fish"], "colors": ["Blue"], "power": 1, "toughness": 1}
#: 2026 111.10b: a colorless Food artifact token with "{2}, {T}, Sacrifice this token: You gain 3 life."
FOOD = {"types": ["Artifact"], "subtypes": ["Food"], "colors": [],
        "abilities": [{"kind": "activated", "cost": {"mana": "{2}", "tap": True, "sacrifice": "self"},
                       "effect": [{"do": "gain_life", "amount": 3, "player": "you"}],
                       "text": "{2}, {T}, Sacrifice this token: You gain 3 life."}]}
#: 2026 111.10a: a colorless Treasure artifact token with "{T}, Sacrifice this token: Add one mana of any color."
TREASURE = {"types": ["Artifact"], "subtypes": ["Treasure"], "colors": [],
            "abilities": [{"kind": "activated", "cost": {"tap": True, "sacrifice": "self"},
                           "effect": [{"do": "add_mana", "one_of": ["{W}", "{U}", "{B}", "{R}", "{G}"]}],
                           "text": "{T}, Sacrifice this token: Add one mana of any color."}]}


def pay_gift(game, player, c, pay: dict, face_down: bool, name: str) -> tuple:
    """The opponent `pay.gift` names, chosen as the gift cost is paid; the spell's data."""
    chosen = (pay or {}).get("gift")
    if not chosen:
        return ()
    ab = None if face_down else c.keyword_ability("gift")
    if ab is None:
        raise IllegalAction("gift" if game.rules.applies("gift") else "playing_spell_steps",
                            f"pay.gift: {name} has no gift, so no gift can be promised", "illegal_action_reversed")
    opponent = next((p for p in game.players if p.name == chosen), None)
    if opponent is None or opponent.index == player.index or opponent.lost:
        raise IllegalAction("gift", f"pay.gift: {chosen} is not an opponent of {player.name} in the game, so the gift of {name} "
                                    f"can't be promised to them", "illegal_action_reversed")
    emit(game, f"As it is {game.words.cast_past}, {player.name} promises {opponent.name} the gift of {name} "
               f"({WORDS.get(ab.get('what'), ab.get('what'))}): the gift was promised.",
         ("gift", "its gift cost, an additional cost: choose an opponent"),
         ("gift_promised", "its controller declared the intention to pay its gift cost, so its gift was promised"),
         ("pay_total_cost", "the total cost, its additional costs included, is paid"))
    return (("gift", opponent.index),)


def give(game, item, c, source_id: str, source_name: str) -> None:
    """The gift of a resolving instant or sorcery whose gift was promised, before its other
    instructions (702.174j)."""
    index = item.get("gift")
    ab = c.keyword_ability("gift")
    if index is None or ab is None:
        return
    from .effects.base import Ctx
    from .effects.tokens import create_token
    p = game.players[index]
    kind = ab.get("what")
    cites = (("gift_first", "the gift's effect happens before the spell's other abilities"), (KINDS[kind], f"gift {WORDS[kind]}"))
    emit(game, f"The gift of {source_name} was promised to {p.name}: {p.name} gets {WORDS[kind]} first.", *cites)
    ctx = Ctx(index, source_id, source_name)
    if kind == "card":
        from .life_and_draws import draw_cards
        draw_cards(game, p, 1)
    elif kind == "tapped_fish":
        create_token(game, {"do": "create_token", "id": "fish", "token": FISH, "tapped": True}, ctx)
    elif kind == "food":
        create_token(game, {"do": "create_token", "id": "food", "predefined": "Food", "token": FOOD}, ctx)
    elif kind == "treasure":
        create_token(game, {"do": "create_token", "id": "treasure", "predefined": "Treasure", "token": TREASURE}, ctx)
