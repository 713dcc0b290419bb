"""The player who has the most of something gains control of the permanent: "At the beginning of your
upkeep, if a player has more life than each other player, the player with the most life gains control of
this creature." (Ghazbán Ogre, Wild Dogs), "... controls more creatures ..." (Wild Mammoth), "... controls
more Wizards ..." (Thoughtbound Primoc), "... has more cards in hand ..." (Sokenzan Renegade).

- the intervening "if" `{"a_player_has_the_most": MEASURE}` (2007 404.3; 2026 603.4: checked as the
  trigger event occurs and again as the ability resolves) holds when one player still in the game has
  more of MEASURE than each other player; a tie for the most is no such player;
- the instruction `{"do": "the_most_gains_control", "most": MEASURE}`: that player, found as it resolves,
  gains control of the ability's source (`what`, "self") for good: a control-changing effect (layer 2:
  2007 418.5a; 2026 613.1b) with no duration stated, so it lasts until the end of the game (2007 418.3a;
  2026 611.2a), as effects/control.give_control gives it. Without such a player, nothing happens.

MEASURE: `"life"` (the life total), `"cards_in_hand"`, `"creatures"` (creatures the player controls) or a
creature type, one capitalized word (`"Wizard"`: permanents of that subtype the player controls, read
through layer 4, a changeling has every creature type)."""
from __future__ import annotations

import re
from dataclasses import replace

from .continuous import _yours_of_type
from .effects.base import effect
from .log import emit

MEASURES = ("life", "cards_in_hand", "creatures")
KIND_WORD = r"[A-Z][a-z]+"


def valid_measure(value) -> bool:
    return isinstance(value, str) and (value in MEASURES or bool(re.fullmatch(KIND_WORD, value)))


def _amount(game, player, measure: str) -> int:
    if measure == "life":
        return player.life
    if measure == "cards_in_hand":
        return len(game.zones[(player.index, "hand")])
    return _yours_of_type(game, player.index, "Creature" if measure == "creatures" else measure)


def the_most(game, measure: str) -> int | None:
    """The index of the one player still in the game with more of `measure` than each other player, or None."""
    counts = sorted(((_amount(game, p, measure), p.index) for p in game.players if not p.lost), reverse=True)
    if not counts or (len(counts) > 1 and counts[0][0] == counts[1][0]):
        return None
    return counts[0][1]


def measure_words(measure: str) -> str:
    """ "more life", "more cards in hand", "more creatures", "more Wizards" (after "has" / "controls")."""
    if measure == "life":
        return "has more life"
    if measure == "cards_in_hand":
        return "has more cards in hand"
    return "controls more " + ("creatures" if measure == "creatures" else f"{measure}s")


def holds(game, cond: dict) -> bool:
    return the_most(game, cond["a_player_has_the_most"]) is not None


def said(cond: dict) -> str:
    return f"a player {measure_words(cond['a_player_has_the_most'])} than each other player"


@effect("the_most_gains_control", fields=("what", "most"))
def the_most_gains_control(game, st, ctx):
    """The player with the most of `most`, as it resolves, gains control of `what` (the source), for good."""
    from .effects.control import give_control
    measure = st.get("most", "life")
    to = the_most(game, measure)
    if to is None:
        emit(game, f"{ctx.source_name}: no player {measure_words(measure)} than each other player, so no one gains control of it.",
             ("follow_instructions", "the instruction names no player, so nothing happens"))
        return
    who = game.players[to].name
    emit(game, f"{who} {measure_words(measure)} than each other player: {who} is the player the ability names.",
         ("follow_instructions", "the ability's instruction names the player with the most, found as it resolves"))
    give_control(game, {"what": st.get("what", "self"), "to": "you"}, replace(ctx, controller=to))
