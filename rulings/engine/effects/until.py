""""Exile target creature an opponent controls until this creature leaves the battlefield"
(Banisher Priest, Oblivion Ring's kin): a one-shot effect that changes an object's zone
"until" an event; a second one-shot effect, created immediately after that event, returns it
(2026: 610.3), under its owner's control (610.3c). If the source has already left before the
first effect would happen, the object doesn't move (610.3a-b). The February 2007 rules have
no such rule (such cards then used two abilities): under them the card's own words are
followed and the log says no rule of that edition is cited (as for surveil)."""
from __future__ import annotations

from ..log import emit
from ..state import Effect, TargetRef
from ..targets import display
from .base import effect, permanent

KIND = "exiled_until_source_leaves"
LATER = " (A rule later than February 2007: cited only under the 2026 rules; the card's own words are followed.)"


def _say(game, text: str, *cites) -> None:
    if game.words.today:
        emit(game, text, *cites)
    else:
        emit(game, text + LATER)


@effect("exile_until_source_leaves", fields=("what",))
def exile_until_source_leaves(game, st, ctx):
    from ..zones import leave_play
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    src = game.objects.get(ctx.source_id)
    if src is None or src.zone != "in_play" or src.zcc != ctx.data.get("stack_source_zcc", src.zcc):
        _say(game, f"{ctx.source_name} has already {game.words.left_play}, so {display(game, obj)} is not {game.words.removed}.",
             ("until_event_already_happened", "the event the exile lasts until has already happened, so the object doesn't move"))
        return
    name = display(game, obj)
    leave_play(game, obj, "removed_from_game", "removed")
    if obj.zone != "removed_from_game":
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), KIND, obj.id, obj.zcc,
                                          (("source_id", src.id), ("source_zcc", src.zcc)), None, ctx.source_name),)
    _say(game, f"{name} is {game.words.removed} until {display(game, src)} {game.words.leaves_play}.",
         ("until_one_shot", "it returns by a second one-shot effect created immediately after that event"))
    ctx.data["it"] = TargetRef("object", obj.id, obj.zcc)


def source_left(game, src, zcc: int) -> None:
    """The source `src` (as the object it was, `zcc`) left the battlefield: each card it
    exiled "until" then returns at once, under its owner's control (610.3, 610.3c), a new
    object; a token that was exiled stays where it is (it ceased to exist, 111.8)."""
    from ..zones import entering_together, put_into_play
    linked = [e for e in game.effects if e.kind == KIND and e.get("source_id") == src.id and e.get("source_zcc") == zcc]
    if not linked:
        return
    game.effects = tuple(e for e in game.effects if e not in linked)
    with entering_together(game):  # several return in one event (603.6a)
        for e in linked:
            obj = game.objects.get(e.target)
            if obj is None or obj.zone != "removed_from_game" or obj.zcc != e.zcc:
                continue
            text = (f"{display(game, src)} has {game.words.left_play}: {display(game, obj)} returns {game.words.to_play} "
                    f"under its owner's ({game.players[obj.owner].name}'s) control as a new object.")
            cites = (("until_one_shot", "the second one-shot effect returns it as soon as the event happens"),
                     ("until_returns_under_owner", "it returns under its owner's control"))
            put_into_play(game, obj, obj.owner, "returned", text=text if game.words.today else text + LATER,
                          cites=cites if game.words.today else ())
