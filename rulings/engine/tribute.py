"""Tribute N (2026: 702.104a; later than February 2007): "As this creature enters,
choose an opponent. That player may put an additional N +1/+1 counters on it as it
enters." A static ability whose choices are made as the creature enters (a
replacement effect, 614.1c / 614.12): the action's `choices` for the creature says
whether the opponent pays (`{"id": {"tribute": true}}`) and may name the opponent
(`"tribute_by": "Bob"`); without them, the next opponent in turn order is chosen
and doesn't pay (the log says so). Its linked ability "When this creature enters,
if tribute wasn't paid, ..." (702.104b) reads what happened from
`game.tribute_paid` (id -> (zcc it entered with, paid)), also once the creature
has left the battlefield (last known information, 608.2h). Under the 2007 rules,
which don't have tribute, it does nothing (the log says so), so no tribute is paid."""
from __future__ import annotations

from .errors import IllegalAction


def tribute_notes(game, obj, card: dict, name: str) -> list[tuple]:
    from .choices import made_for
    counts = [ab.get("count", 1) for ab in card.get("abilities", ()) if ab.get("kind") == "keyword" and ab.get("keyword") == "tribute"]
    if not counts or obj.face_down:
        return []
    if not game.rules.applies("tribute"):
        game.tribute_paid = {**game.tribute_paid, obj.id: (obj.zcc, False)}
        return [(f"{name}'s tribute does nothing: the keyword came later than February 2007 and the 2007 rules don't have it, "
                 "so no tribute is paid.",)]
    n = counts[0]
    made = made_for(game, obj.id)
    opponents = game.opponents(obj.controller)
    if not opponents:
        return []
    by = made.get("tribute_by")
    chosen = next((p for p in opponents if p.name == by), None) if by is not None else opponents[0]
    if chosen is None:
        raise IllegalAction("tribute", f"{by} is not an opponent of {game.players[obj.controller].name}, so can't be chosen for "
                                       f"{name}'s tribute", "illegal_action_reversed")
    paid = bool(made.get("tribute"))
    game.tribute_paid = {**game.tribute_paid, obj.id: (obj.zcc, paid)}
    said = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
    rule = ("tribute", f"tribute {n}: an opponent chosen as it enters may put {said} on it")
    who = f"{game.players[obj.controller].name} chooses {chosen.name}" + (" (no choice was given: the next opponent)" if by is None else "")
    if paid:
        obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + n}
        return [(f"{who} for {name}'s tribute; {chosen.name} pays tribute: it enters with {said} on it.", rule)]
    default = " (no choice was given: they don't)" if "tribute" not in made else ""
    return [(f"{who} for {name}'s tribute; {chosen.name} doesn't pay tribute{default}.", rule)]


def tribute_not_paid(game, source_id) -> bool:
    """"If tribute wasn't paid" (702.104b): as the creature entered, as it is now or as it last
    existed on the battlefield."""
    obj = game.objects.get(source_id) if source_id else None
    if obj is None or source_id not in game.tribute_paid:
        return False
    zcc, paid = game.tribute_paid[source_id]
    return obj.zcc in (zcc, zcc + 1) and not paid
