"""State triggers (2007 410.11; 2026 603.8): "When you control no Islands, sacrifice this
creature" (Sea Serpent, Dandân) triggers on a game state, not on an event: as soon as
the state matches, and not again until that ability has left the stack (resolved, been
countered or otherwise removed); then, if its source is still in the same zone and the
state still matches, it triggers again.

The trigger `{"event": "state", "you_control_no": "Island"}`: its source's controller
controls no permanent with that subtype. The engine looks at the state after each
instruction a resolving spell or ability follows and whenever a player would receive
priority (after state-based actions), so a state that holds only inside one
instruction is not seen."""
from __future__ import annotations

from .continuous import abilities_now, characteristics

#: the land types a state trigger may name ("When you control no Islands")
LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
#: the card types it may name: "When you control no other artifacts" (Synod Centurion), "When there are
#: no creatures on the battlefield" (Drop of Honey): `another` leaves the source out, `on_battlefield`
#: counts every player's permanents
CARD_TYPES = ("Artifact", "Creature", "Land")
KINDS = LAND_TYPES + CARD_TYPES


def _has(game, o, kind: str) -> bool:
    ch = characteristics(game, o)
    return kind in (ch.types if kind in CARD_TYPES else ch.subtypes)


def _matches(game, source, trig: dict) -> bool:
    kind = trig.get("you_control_no")
    if kind is None:
        return False
    around = game.in_play() if trig.get("on_battlefield") else game.in_play(source.controller)
    return not any(_has(game, o, kind) for o in around if not (trig.get("another") and o.id == source.id))


def _said(game, source, trig: dict) -> str:
    kind = trig["you_control_no"]
    plural = {"Artifact": "artifacts", "Creature": "creatures", "Land": "lands"}.get(kind, kind)
    if trig.get("on_battlefield"):
        return f"there are no {plural} {game.words.in_play}"
    return f"{game.players[source.controller].name} controls no {'other ' if trig.get('another') else ''}{plural}"


def _waiting(game, source, text: str) -> bool:
    """Whether this ability of `source` has triggered and not yet left the stack."""
    for pt in game.pending:
        if pt.source_id == source.id and pt.source_zcc == source.zcc and pt.text == text:
            return True
    return any(item.kind == "triggered" and item.source_id == source.id and item.source_zcc == source.zcc and item.text == text
               for item in game.stack)


def check_state_triggers(game) -> None:
    """Trigger each state-triggered ability of a permanent whose state matches now."""
    from .triggers import _trigger
    for source in game.in_play():
        if source.face_down:
            continue
        for ab in abilities_now(game, source):
            trig = ab.get("trigger") if ab.get("kind") == "triggered" else None
            if not trig or trig.get("event") != "state":
                continue
            text = ab.get("text", "")
            if _matches(game, source, trig) and not _waiting(game, source, text):
                _trigger(game, source, source.controller, ab, {},
                         extra_cites=(("state_trigger", f"it triggers as soon as {_said(game, source, trig)}, "
                                                        f"and not again until it has left the stack"),))
