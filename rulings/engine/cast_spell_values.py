""" "Whenever you cast an instant or sorcery spell, this creature gets +X/+0 until end of turn, where X
is that spell's mana value" (Erratic Cyclops), "Kaervek deals damage equal to that spell's mana value
to any target" (Kaervek the Merciless), "you may gain life equal to that spell's mana value"
(Bounteous Kirin): `{"count": "cast_spell_mana_value"}`, the mana value (2007: converted mana cost)
of the spell whose casting triggered the ability (2026 202.3; 2007 203.3), X its announced number
(2026 202.3e).

The cast trigger notes the value as the spell becomes cast (2026 601.2i; 2007 409.1i), and the
instruction reads it as it is followed: the spell is then still on the stack (its ability resolves
first) with the same mana value, or it has left it, and its value is the one it last had there
(last known information, 2026 608.2h; 2007 413.2f). Outside a cast trigger the count is 0. A copy
of a spell is not cast (2026 707.10; 2007 503.10): it triggers none of these abilities."""
from __future__ import annotations

#: the count kinds this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them)
KINDS = ("cast_spell_mana_value",)
#: "for each spell you've cast this turn" / "the number of spells you've cast this turn" (Aetherflux Reservoir, Volcanic
#: Torrent): the spells the instruction's controller has cast this turn, each counted as it became cast (2026 601.2i;
#: 2007 409.1i), however it was cast, a spell resolving now among them if it was cast; times `times` (default 1)
KINDS += ("spells_you_cast_this_turn",)


def noted(ab: dict, data: dict) -> tuple:
    """What a cast trigger's ability remembers of its event: the spell's mana value as it became cast."""
    if ab.get("trigger", {}).get("event") != "plays_spell" or data.get("copied") or "mana_value" not in data:
        return ()
    return (("cast_spell_mana_value", data["mana_value"]),)


def counted(game, ctx, amount: dict) -> int:
    from .log import emit
    if amount.get("count") == "spells_you_cast_this_turn":
        player = game.players[ctx.controller]
        n = player.spells_cast_this_turn
        emit(game, f"{player.name} has {game.words.cast_past} {n} spell{'s' if n != 1 else ''} this turn (counted once, as the instruction "
                   "is followed).", ("information_determined_once", "the number is counted once, as the instruction is followed"))
        return n * amount.get("times", 1)
    if "cast_spell_mana_value" not in ctx.data:
        return 0
    n = ctx.data["cast_spell_mana_value"]
    words = "mana value" if game.words.today else "converted mana cost"
    emit(game, f"The {words} of the spell that triggered {ctx.source_name}'s ability is {n}.",
         ("mana_value", f"the spell's {words} is the total amount of mana in its mana cost: {n}"))
    return n
