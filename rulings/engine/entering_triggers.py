""""Creatures entering don't cause abilities to trigger" (Torpor Orb, Hushwing Gryff): the card's
text beats the rule that an ability triggers whenever its trigger event happens (2007 103.1 over
410.1; 2026 101.1 over 603.2). Every ability that a creature entering would trigger (its own "When
this creature enters", another permanent's "Whenever a creature enters", evolve) doesn't; what
modifies how it enters (replacement effects, 2026 614.1c-d) still applies."""
from __future__ import annotations

from .log import emit
from .targets import display

#: a static ability's "entering_dont_trigger": the permanents whose entering triggers nothing
KINDS = {"creatures": ("Creature",), "artifacts_and_creatures": ("Artifact", "Creature")}


def triggers_nothing(game, obj) -> bool:
    """Whether `obj`, which just entered, causes no ability to trigger (logged, with the source)."""
    from .continuous import abilities_now, characteristics
    types = set(characteristics(game, obj).types)
    if not types & {"Artifact", "Creature"}:
        return False
    for perm in game.in_play():
        if perm.face_down:
            continue
        for ab in abilities_now(game, perm):
            kinds = KINDS.get(ab.get("entering_dont_trigger")) if ab.get("kind") == "static" else None
            if kinds and types & set(kinds):
                source, what = display(game, perm), " or ".join(k.lower() for k in kinds)
                emit(game, f"{display(game, obj)} {game.words.comes_into_play} without causing abilities to trigger ({source}).",
                     ("card_text_precedence", f"{source}'s text: {'an' if what[0] == 'a' else 'a'} {what} that {game.words.comes_into_play} causes no ability to trigger"))
                return True
    return False
