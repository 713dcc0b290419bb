""" "Return all land cards from your graveyard to the battlefield tapped" (Splendid Reclamation), "Return all
enchantment cards from your graveyard to your hand" (Crystal Chimes), "Each player returns all creature cards
from their graveyard to their hand" (Empty the Catacombs), "Put all creature cards from all graveyards onto the
battlefield under your control" (Rise of the Dark Realms): the instruction

    {"do": "return_all_from_graveyard", "for": <quality>, "into": "hand" | "in_play",
     "tapped": true?, "players": "each_player"?, "under_your_control": true?}

`for` is the quality as a dig reads it (effects/digging.py `fits`: `types`, `any_of_types`, `subtypes`,
`supertypes`, `mana_value_at_most`...; `{}` every card); `players` whose graveyards (absent: the controller's own;
"each_player": every player's); `into` where the cards go: each to its OWNER's hand
(2007 217.1a; 2026 400.3), or onto the battlefield under its owner's control, or under the controller's
with `under_your_control`. No card is chosen: every card of that quality in those graveyards as the
instruction is followed moves, all at once (one event: cards entering together see each other enter, 2007
410.10a / 2026 603.6a), each a new object (2007 217.1c; 2026 400.7)."""
from __future__ import annotations

from .effects.base import effect
from .effects.digging import describe, fits
from .log import emit
from .targets import display
from .zones import entering_together, move_card, put_into_play

INTO = ("hand", "in_play")
PLAYERS = ("each_player",)


def _graveyards(game, st, ctx) -> list:
    if st.get("players") == "each_player":
        return [game.players[i] for i in game.apnap()]
    return [game.players[ctx.controller]]


@effect("return_all_from_graveyard", fields=("for", "into", "tapped", "players", "under_your_control"))
def return_all_from_graveyard(game, st, ctx):
    wanted = st.get("for") or {}
    what = describe(wanted, game.words.today)
    whose = _graveyards(game, st, ctx)
    found = [(q, [game.objects[oid] for oid in game.zones[(q.index, "graveyard")] if fits(game, game.objects[oid], wanted)])
             for q in whose]
    moving = [card for _q, cards in found for card in cards]
    where = ("their owners' hands" if st.get("into", "hand") == "hand"
             else game.words.into_play + (" tapped" if st.get("tapped") else ""))
    graveyards = "their graveyard" if len(whose) > 1 else f"{whose[0].name}'s graveyard"
    if not moving:
        emit(game, f"{' and '.join(q.name + chr(39) + 's' for q in whose)} graveyard{'s hold' if len(whose) > 1 else ' holds'} "
                   f"no {what}: nothing is put {where}.")
        return
    you = game.players[ctx.controller]
    names = "; ".join(f"{q.name}: {', '.join(display(game, c) for c in cards) or 'none'}" for q, cards in found)
    if st.get("into", "hand") == "hand":
        for card in moving:
            move_card(game, card, "hand")
        emit(game, f"Every {what} in {graveyards if len(whose) == 1 else 'each graveyard'} is returned to its owner's hand at once ({names}).",
             ("card_to_owners_zone", "a card put into a hand goes to its owner's"),
             ("zone_change_new_object", "each card that changes zones becomes a new object"))
        return
    control = f"under {you.name}'s control" if st.get("under_your_control") else "under its owner's control"
    emit(game, f"Every {what} in {graveyards if len(whose) == 1 else 'each graveyard'} is put {where} {control} at once ({names}).",
         ("zone_change_new_object", "each card that changes zones becomes a new object"))
    with entering_together(game):
        for card in moving:
            put_into_play(game, card, ctx.controller if st.get("under_your_control") else card.owner, "put",
                          tapped=bool(st.get("tapped")))


def check(v, st: dict, sp: str, depth: int) -> None:
    """The loader's check: `into` and `players` among their words, `tapped` a boolean, `under_your_control`
    true, `for` an object (a dig's quality)."""
    if not isinstance(st.get("for", {}), dict):
        v.err(f"{sp}.for", "must be an object (the quality of the cards, as a dig's)")
    if "into" in st:
        v.choice(st["into"], f"{sp}.into", INTO)
    if "players" in st:
        v.choice(st["players"], f"{sp}.players", PLAYERS)
    if "tapped" in st:
        v.boolean(st["tapped"], f"{sp}.tapped")
    if "under_your_control" in st and st["under_your_control"] is not True:
        v.err(f"{sp}.under_your_control", "must be true (the cards enter under the controller's control)")
