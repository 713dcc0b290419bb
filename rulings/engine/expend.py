""""Whenever you expend 4, ..." (Bakersbane Duo, Teapot Slinger): a player expends N if they pay a
cost to cast a spell and the mana they had spent this turn to cast spells was less than N before
paying it and at least N after (2026 700.14; later than February 2007, so the loader refuses it
under the 2007 rules). The engine counts each player's mana spent on spells this turn (the mana
paid for each spell cast, counted as it becomes cast), forgotten as a turn begins; a scenario that
starts in the middle of a turn gives the mana already spent (`players[].mana_spent_on_spells_this_turn`).

The trigger: `{"event": "expends", "count": N}` (N required)."""
from __future__ import annotations

NO_EXPEND_2007 = "expend is later than the February 2007 rules (2026: 700.14); play this scenario under the 2026-06-19 rules"


def spent_on_a_spell(game, player: int, mana: int) -> None:
    """`player` paid `mana` to cast a spell: the "expends" event for each N it crosses."""
    if mana <= 0:
        return
    p = game.players[player]
    before = p.mana_spent_on_spells_this_turn
    p.mana_spent_on_spells_this_turn = before + mana
    from .triggers import fire
    fire(game, "expends", player=player, before=before, after=before + mana)


def matches(trig: dict, source, data: dict) -> bool:
    n = trig["count"]
    return data["player"] == source.controller and data["before"] < n <= data["after"]


def cites(game, trig: dict, data: dict) -> list:
    name = game.players[data["player"]].name
    return [("expend", f"{name} expended {trig['count']}: the mana they spent on spells this turn went from "
                       f"{data['before']} to {data['after']}")]
