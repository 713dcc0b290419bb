"""Bargain (2026: 702.166; later than February 2007). 702.166a: "As an
additional cost to cast this spell, you may sacrifice an artifact, enchantment,
or token", paid with the rest of the total cost (601.2b, 601.2f-h); 702.166b: a
spell whose bargain cost its controller paid "has been bargained"; 702.166c:
its abilities linked to bargain ("if this spell was bargained", "When this
creature enters, if it was bargained") read that.

The `play_spell` action's `pay: {"bargain": "id"}` names the permanent to
sacrifice (an artifact, enchantment or token its caster controls); without it
the spell isn't bargained. A bargained instant or sorcery's instructions with
`"if_bargained": true` happen (false: only if it wasn't); a permanent spell
that was bargained is remembered by the permanent it becomes (condition
`source_was_bargained`) until it leaves the battlefield. Under the 2007 rules
paying a bargain cost is refused."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .state import Effect
from .targets import display


def pay_bargain(game, player, obj, c, pay: dict, face_down: bool, name: str) -> tuple:
    """Sacrifice the permanent `pay.bargain` names, as part of the total cost; the spell's data."""
    from .zones import leave_play
    chosen = (pay or {}).get("bargain")
    if not chosen:
        return ()
    if not game.rules.applies("bargain"):
        raise IllegalAction("playing_spell_steps", f"pay.bargain: bargain is later than February 2007; the {game.rules.title} don't "
                                                   f"have it, so {name} can't be bargained", "illegal_action_reversed")
    if face_down or not c.has_keyword("bargain"):
        raise IllegalAction("bargain" if game.rules.applies("bargain") else "playing_spell_steps",
                            f"pay.bargain: {name} has no bargain, so it can't be bargained", "illegal_action_reversed")
    sac = game.objects.get(chosen) if isinstance(chosen, str) else None
    sc = characteristics(game, sac) if sac is not None else None
    if sac is None or sac.zone != "in_play" or sac.controller != player.index or not (
            sac.token or {"Artifact", "Enchantment"} & set(sc.types)):
        raise IllegalAction("bargain", f"pay.bargain: {chosen} is not an artifact, enchantment or token {player.name} controls, "
                                       f"so it can't be sacrificed to bargain {name}", "illegal_action_reversed")
    what = display(game, sac)
    leave_play(game, sac, "graveyard", "sacrifice")
    emit(game, f"As it is {game.words.cast_past}, {player.name} sacrifices {what} to bargain {name}: {name} has been bargained.",
         ("bargain", "its bargain cost, an additional cost: sacrifice an artifact, enchantment, or token"),
         ("bargained", "its controller paid its bargain cost, so the spell has been bargained"),
         ("pay_total_cost", "the total cost, its additional costs included, is paid"))
    return (("bargained", True),)


def mark_entering(game, obj, item) -> None:
    """A bargained permanent spell: the permanent it becomes (its next zone-change count) was bargained."""
    if item.get("bargained"):
        game.effects = game.effects + (Effect(game.new_timestamp(), "bargained", obj.id, obj.zcc + 1, (), None, obj.id),)


def was_bargained(game, source_id: str | None, zcc: int | None = None) -> bool:
    obj = game.objects.get(source_id) if source_id else None
    if obj is None:
        return False
    want = obj.zcc if zcc is None else zcc
    return any(e.kind == "bargained" and e.target == obj.id and e.zcc == want for e in game.effects)
