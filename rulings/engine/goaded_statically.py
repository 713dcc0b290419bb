"""An Aura's or Equipment's "Enchanted creature gets +2/+2 and is goaded" (the Impetus cycle, Redemption Arc): the
creature is goaded (2026 701.15b) for as long as the Aura (or Equipment) is attached to it, by the player who
controls the Aura then. A static ability of the Aura says so with `"goads": "enchanted"` (`"equipped"` for an
Equipment). Goaded is a designation, not an ability (701.15b): the creature losing its abilities doesn't end it;
the Aura losing its own abilities does (its static ability is gone).

A goaded creature attacks each combat if able and attacks a player other than the one who goaded it if able
(701.15b): in a game of two players the only player it can attack is the defending player, so the requirement
is "attacks each combat if able" (combat.py's requirements). With more than two players still in the game, a
declaration of attackers that would have to obey it is refused (goad.py's NOT_TWO_PLAYERS). Goad is later than
the February 2007 rules, which refuse the card (scenario/load.py, goad.py's NO_GOAD_2007). A player's goading by
a spell or ability (goad.py) is separate: it lasts until that player's next turn, whatever becomes of the Aura."""
from __future__ import annotations

FIELD = "goads"
WHAT = {"enchanted": "Aura", "equipped": "Equipment"}


def goaded_statically(game, obj) -> list[int]:
    """The players whose attached Aura or Equipment says `obj` is goaded, now."""
    from .continuous import abilities_now
    if obj.zone != "in_play":
        return []
    found = []
    for other in game.objects.values():
        if other.zone != "in_play" or other.attached_to != obj.id or other.face_down:
            continue
        for ab in abilities_now(game, other):
            if ab.get("kind") == "static" and ab.get(FIELD) in WHAT and WHAT[ab[FIELD]] in _subtypes(game, other):
                found.append(other.controller)
    return found


def _subtypes(game, obj):
    from .continuous import characteristics
    return characteristics(game, obj).subtypes


def note_requirements(game, must: list, cites: list) -> None:
    """The citation of the goaded creatures among those required to attack; refused with more than two players."""
    goaded = [o for o in must if goaded_statically(game, o)]
    if not goaded:
        return
    if sum(1 for p in game.players if not p.lost) > 2:
        from .errors import IllegalAction
        from .goad import NOT_TWO_PLAYERS
        raise IllegalAction("goad", NOT_TWO_PLAYERS)
    from .targets import display
    names = ", ".join(display(game, o) for o in goaded)
    cites.append(("goaded_attacks", f"{names} {'is' if len(goaded) == 1 else 'are'} goaded (an Aura or Equipment attached to "
                                    f"{'it' if len(goaded) == 1 else 'them'} says so): a goaded creature attacks each combat if able"))


def grants_goaded(abilities) -> bool:
    """Whether a card has such a static ability (refused under the 2007 rules)."""
    return any(isinstance(ab, dict) and ab.get("kind") == "static" and FIELD in ab for ab in abilities)


def problems(ab: dict) -> list[tuple[str, str]]:
    """`"goads"`: "enchanted" or "equipped", with nothing else but the ability's text."""
    if FIELD not in ab:
        return []
    if ab[FIELD] not in WHAT:
        return [(FIELD, 'is "enchanted" (an Aura\'s) or "equipped" (an Equipment\'s)')]
    if set(ab) - {"kind", FIELD, "text"}:
        return [(FIELD, 'a static ability with "goads" has nothing else but its "text"')]
    return []
