"""Cascade (2026 702.85a): "When you cast this spell, exile cards from the top of your
library until you exile a nonland card whose mana value is less than this spell's mana
value. You may cast that card without paying its mana cost if the resulting spell's mana
value is less than this spell's mana value. Then put all cards exiled this way that weren't
cast on the bottom of your library in a random order." Each instance triggers separately
(702.85c). The choice to cast is the resolving action's `choices` for the spell with
cascade (`{"cast": true}`); the cast follows free_cast.py (608.2g). The random order is
one the engine draws from the game itself, the same on every replay. Later than February
2007: a spell with cascade is refused under those rules (free_cast.refuse_later_keyword)."""
from __future__ import annotations

from .continuous import characteristics
from .effects.base import effect
from .free_cast import cast_without_paying, chose_to_cast, exile_until_nonland, to_bottom_in_random_order
from .log import emit
from .state import PendingTrigger
from .target_filter import mana_value
from .targets import display

TEXT = ("Cascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card that "
        "costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom in a random order.)")


def trigger_cascade(game, obj, item, c) -> None:
    """As the spell becomes cast (601.2i), each instance of cascade triggers (702.85c)."""
    count = sum(1 for ab in c.abilities if ab.get("kind") == "keyword" and ab.get("keyword") == "cascade")
    value = mana_value(game, obj, c)
    for _ in range(count):
        game.pending = game.pending + (PendingTrigger(item.controller, obj.id, obj.zcc, display(game, obj), TEXT,
                                                      ({"do": "cascade"},), (), None, (("cascade_value", value),)),)


@effect("cascade", internal=True)
def cascade(game, st, ctx):
    you = game.players[ctx.controller]
    spell = game.objects.get(ctx.source_id)
    value = ctx.data.get("cascade_value", 0)
    if spell is not None and spell.zone == "stack" and spell.zcc == ctx.data.get("stack_source_zcc"):
        value = mana_value(game, spell, characteristics(game, spell))  # the spell as it is now
    exiled, hit = exile_until_nonland(game, you, lambda obj, c: mana_value(game, obj, c) < value)
    w = game.words
    names = ", ".join(display(game, o) for o in exiled) or "nothing (the library is empty)"
    found = f"; {display(game, hit)} is a nonland card with mana value less than {value}" if hit else \
        f"; no nonland card with mana value less than {value} was found"
    emit(game, f"{you.name} exiles cards from the top of their library: {names}{found}.",
         ("cascade", f"cards are exiled until a nonland card whose mana value is less than the spell's ({value})"))
    cast = False
    if hit is not None and chose_to_cast(game, ctx.source_id, you.name, display(game, hit)):
        cast = cast_without_paying(game, you.index, hit, ctx.source_id,
                                   ("cascade", f"{display(game, hit)}'s mana value is less than {value}: it may be {w.cast_past} "
                                               "without paying its mana cost"))
    rest = [o for o in exiled if not (cast and o is hit) and o.zone == "removed_from_game"]
    to_bottom_in_random_order(game, you, rest, ("cascade", "the exiled cards that weren't cast go on the bottom of the library "
                                                           "in a random order"))
