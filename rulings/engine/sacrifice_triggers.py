""""Whenever you sacrifice another permanent" (Bloodbriar), "Whenever you sacrifice a Clue"
(Tireless Tracker), "Whenever a player sacrifices a creature": triggered abilities whose event
is a permanent sacrificed (2026 701.21a: its controller moves it from the battlefield directly to
its owner's graveyard), by a cost or an effect. They look back in time (2026 603.10a: "abilities
that trigger when a player sacrifices a permanent"; 2007 410.10d for leaves-play abilities): the
permanent is seen as it last existed on the battlefield, and a permanent sacrificed triggers its
own ability ("Whenever you sacrifice a creature" on a creature sacrificed).

The engine fires `sacrifices` in zones.leave_play, for a permanent that leaves the battlefield
by being sacrificed. The trigger: `{"event": "sacrifices", "whose": "your" | "each",
"sacrificed": <one of WHAT>, "another": true?, "subtype": "Clue"?}` (with `sacrificed: "subtype"`);
`"sacrificed": "self"` is "When you sacrifice this Aura" (the Ordeals)."""
from __future__ import annotations

WHAT = ("permanent", "creature", "artifact", "land", "token", "nontoken_permanent", "subtype")
WHAT += ("self",)  # "When you sacrifice this Aura" (the Ordeals): the permanent itself, sacrificed by its controller
WHAT += ("artifact_or_creature",)  # "Whenever you sacrifice an artifact or creature" (Ravenous Squirrel): either


def matches(trig: dict, source, data: dict) -> bool:
    obj, c = data["obj"], data["last"]
    if trig.get("sacrificed") == "self":
        return obj.id == source.id  # only its controller sacrifices it (2026 701.21a): "you"
    if trig.get("another") and obj.id == source.id:
        return False
    controller = source.controller if source.zone == "in_play" else data.get("source_controller", source.controller)
    if trig.get("whose", "your") == "your" and data["player"] != controller:
        return False
    what = trig.get("sacrificed", "permanent")
    if what in ("creature", "artifact", "land"):
        return what.capitalize() in c.types
    if what == "artifact_or_creature":
        return bool({"Artifact", "Creature"} & set(c.types))
    if what == "token":
        return obj.token
    if what == "nontoken_permanent":
        return not obj.token
    if what == "subtype":
        return trig.get("subtype") in c.subtypes
    return True


def cites(game, data: dict) -> list:
    name = game.players[data["player"]].name
    return [("sacrifice_trigger", f"{name} sacrificed a permanent: an ability that triggers on it looks back at the permanent "
                                  f"as it last existed {game.words.in_play}")]
