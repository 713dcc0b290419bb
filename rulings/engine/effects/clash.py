""""Clash with an opponent. If you win, [effect]. [Otherwise, [effect].]" (2026 701.30a-d):
you and the chosen opponent each reveal the top card of your libraries at the same time; then,
in APNAP order, each decides whether that card goes to the bottom of their library; a player
wins if they revealed a card with a higher mana value than every other card revealed.

Where each revealed card goes is the resolving action's `choices` for the source: `bottom`
names the revealed cards put on the bottom (the others stay on top; no choice: they stay, and
the log says so). The engine plays a clash in a game of two players, where "an opponent" is
the one there is. Clash is later than the February 2007 rules: a spell that clashes is refused
as it is cast under those rules, and an ability's clash does nothing there, the log saying why."""
from __future__ import annotations

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..free_cast import LATER_ACTION_WORDS, LATER_ACTIONS
from ..log import emit
from ..target_filter import mana_value
from ..targets import display
from .base import effect, run

LATER_ACTIONS["clash"] = "701.30"
LATER_ACTION_WORDS["clash"] = "clashes, a keyword action"


@effect("clash", fields=("won", "lost"))
def clash(game, st, ctx):
    you = game.players[ctx.controller]
    if not game.words.today:
        emit(game, f"{ctx.source_name} would have {you.name} clash: a keyword action later than the February 2007 rules "
                   f"(2026: rule {LATER_ACTIONS['clash']}), which the engine applies only under the 2026 rules, so nothing happens.")
        return
    opponents = game.opponents(you.index)
    if len(opponents) != 1:
        raise IllegalAction("clash", f"{ctx.source_name} has {you.name} clash with an opponent of their choice: the engine "
                                     "plays a clash only in a game of two players")
    them = opponents[0]
    revealed = {}
    for p in (you, them):
        library = game.zones[(p.index, "library")]
        revealed[p.index] = game.objects[library[-1]] if library else None
    values = {i: (mana_value(game, o, characteristics(game, o)) if o is not None else None) for i, o in revealed.items()}

    def said(p):
        o = revealed[p.index]
        return f"{p.name} reveals {display(game, o)} (mana value {values[p.index]})" if o is not None \
            else f"{p.name}'s library is empty, so they reveal nothing"
    won = values[you.index] is not None and all(v is None or values[you.index] > v for i, v in values.items() if i != you.index)
    emit(game, f"{you.name} clashes with {them.name}: {said(you)}; {said(them)}.",
         ("clash", "each clashing player reveals the top card of their library"),
         ("clash_with_an_opponent", f"{you.name} and {them.name} each clash"))
    bottom = made_for(game, ctx.source_id).get("bottom")
    shown = {o.id for o in revealed.values() if o is not None}
    wrong = [oid for oid in bottom or () if oid not in shown]
    if wrong:
        raise IllegalAction("clash", f"choices.{ctx.source_id}.bottom names {', '.join(wrong)}, which was not revealed in "
                                     f"the clash ({', '.join(sorted(shown)) or 'none'})")
    order = sorted((you, them), key=lambda p: p.index != game.active)  # 101.4: APNAP
    for p in order:
        o = revealed[p.index]
        if o is None:
            continue
        if o.id in (bottom or ()):
            library = game.zones[(p.index, "library")]
            zones = dict(game.zones)
            zones[(p.index, "library")] = (o.id,) + tuple(x for x in library if x != o.id)
            game.zones = zones
            game.characteristics_changed()
            where = "on the bottom of their library"
        else:
            where = "back on top of their library" + ("" if bottom is not None else " (no choice was given: it stays)")
        emit(game, f"{p.name} puts {display(game, o)} {where}.",
             ("clash_apnap", "the clashing players decide in APNAP order where to put the revealed cards"))
    emit(game, f"{you.name} {'wins' if won else 'does not win'} the clash.",
         ("clash_win", f"{you.name} {'revealed' if won else 'did not reveal'} a card with a higher mana value than all other "
                       "cards revealed"))
    run(game, st.get("won" if won else "lost", ()), ctx)
