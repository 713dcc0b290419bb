"""Devour N (2026: 702.82a; later than February 2007): "As this object enters, you
may sacrifice any number of creatures. This permanent enters with N +1/+1 counters
on it for each creature sacrificed this way." A static ability whose choice its
controller makes as the permanent enters (a replacement effect, 614.1c / 614.12):
the action's `choices` names the creatures (`{"id": {"devour": ["c1", "c2"]}}`);
without one, none is sacrificed. Only creatures its controller controls can be
sacrificed (701.21a), never the entering permanent itself, which isn't on the
battlefield yet. Each instance works separately (702.82e): a creature sacrificed
for one instance can't be sacrificed again for another, so the choice names the
creatures for the first instance only and a card with two is left text only by
the compiler. Under the 2007 rules, which don't have devour, it does nothing (the
log says so, as for any later keyword)."""
from __future__ import annotations

from .errors import IllegalAction
from .targets import display


def devour_notes(game, obj, card: dict, name: str) -> list[tuple]:
    from .choices import made_for
    from .continuous import characteristics
    from .zones import leave_play
    counts = [ab.get("count", 1) for ab in card.get("abilities", ()) if ab.get("kind") == "keyword" and ab.get("keyword") == "devour"]
    if not counts or obj.face_down:
        return []
    if not game.rules.applies("devour"):
        return [(f"{name}'s devour does nothing: the keyword came later than February 2007 and the 2007 rules don't have it.",)]
    n = counts[0]
    player = game.players[obj.controller]
    given = made_for(game, obj.id).get("devour")
    chosen = []
    for oid in given or ():
        other = game.objects.get(oid)
        if other is None or other.zone != "in_play" or other.id == obj.id or other.controller != obj.controller \
                or not characteristics(game, other).is_creature or other in chosen:
            raise IllegalAction("devour", f"{oid} can't be sacrificed to {name}'s devour: only creatures {player.name} controls "
                                          "can be, each once", "illegal_action_reversed")
        chosen.append(other)
    rule = ("devour", f"devour {n}: as it enters, its controller may sacrifice any number of creatures; "
                      f"it enters with {n} +1/+1 counter{'s' if n != 1 else ''} for each")
    if not chosen:
        default = " (no choice was given: none)" if given is None else ""
        return [(f"{player.name} sacrifices no creature to {name}'s devour{default}.", rule)]
    names = ", ".join(display(game, o) for o in chosen)
    for other in chosen:
        leave_play(game, other, "graveyard", "sacrifice")
    total = n * len(chosen)
    obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + total}
    return [(f"{player.name} sacrifices {names} to {name}'s devour: it enters with {total} +1/+1 counter{'s' if total != 1 else ''} on it.", rule)]
