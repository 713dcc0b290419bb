""""The player or planeswalker it's attacking" of an attacking creature's triggered ability
(Hellrider: "Whenever a creature you control attacks, this creature deals 1 damage to the player or
planeswalker it's attacking"; Scorch Spitter; Rakdos Roustabout's "becomes blocked"): what the
creature of the trigger event attacks, noted as the ability triggers: the defending player
(2007 308.1; 2026 508.5), or the planeswalker the creature was announced attacking (2026 508.1b).
An instruction names it as `"to": "attacked"`; it keeps naming that player or planeswalker after the
creature has left combat or the battlefield (as "defending player" does), and names nothing if that
planeswalker has left the battlefield (2026 400.7)."""
from __future__ import annotations

from .state import TargetRef
from .targets import display


def attacked_noted(game, said: str, data: dict) -> tuple[tuple, tuple]:
    """(extra data, citations) of a pending trigger whose instructions say `"attacked"`."""
    obj = data.get("obj")
    if '"attacked"' not in said or obj is None or game.defending is None:
        return (), ()
    if obj.attacking_what is not None:
        pid, zcc = obj.attacking_what
        pw = game.objects.get(pid)
        if pw is None or pw.zcc != zcc:
            return (), ()
        return ((("attacked", TargetRef("object", pw.id, pw.zcc)),),
                (("attack_planeswalker", f"{display(game, obj)} is attacking {display(game, pw)}: the planeswalker it's attacking"),))
    p = game.players[game.defending]
    return ((("attacked", TargetRef("player", p.name, 0)),),
            (("defending_player_referent", f"{display(game, obj)} is attacking {p.name}: the player it's attacking"),))


#: the trigger events whose creature attacks (trigger_players.ATTACKER_EVENTS)
_ATTACKER_EVENTS = ("attacks", "attacks_alone", "attacks_unblocked", "becomes_blocked", "becomes_blocked_by")


def check_attacked_said(v, ab: dict, path: str) -> None:
    """The loader's check: `"attacked"` only in a triggered ability whose event is a creature's attack
    or block (what it attacks is noted as it triggers), never in its targets."""
    import json
    said = json.dumps(ab.get("effect", ()))
    if '"attacked"' in json.dumps(ab.get("targets", ())) or (
            '"attacked"' in said and ab.get("trigger", {}).get("event") not in _ATTACKER_EVENTS):
        v.err(f"{path}.effect", '"attacked" is said only by the trigger of a creature attacking (attacks, attacks_alone, '
                                'attacks_unblocked, becomes_blocked, becomes_blocked_by)')
