"""What may block what: the evasion abilities and the other keywords that
restrict blocks (309.1 in 2007, 509.1b in 2026), one function per ability.

Each check takes the blocking and the attacking creature's characteristics and
returns None, or (concept, reason) when the block is illegal. Reach, menace
and their numbers exist only in later rules than February 2007: a card that
has them plays the same under both editions (its text says what it does), and
the log cites the keyword's rule where the edition has one."""
from __future__ import annotations

from .continuous import characteristics
from .effects.blocking import restricted
from .targets import display


def _landwalk_types(c) -> list[str]:
    return [ab.get("what") for ab in c.abilities if ab.get("kind") == "keyword" and ab.get("keyword") == "landwalk"]


def flying(game, b, bc, at, ac, bn, an):
    """502.4b / 702.9b: flying; 702.17b: reach may block it too."""
    if ac.has_keyword("flying") and not bc.has_keyword("flying") and not bc.has_keyword("reach"):
        lacks = "has neither flying nor reach" if game.rules.applies("reach") else "doesn't"
        return "flying_blocking", f"{an} has flying and {bn} {lacks}, so {bn} can't block it"
    return None


def fear(game, b, bc, at, ac, bn, an):
    """502.25b / 702.36b."""
    if ac.has_keyword("fear") and "Artifact" not in bc.types and "black" not in bc.colors:
        return "fear", f"{an} has fear and {bn} is neither an artifact creature nor black, so {bn} can't block it"
    return None


def shadow(game, b, bc, at, ac, bn, an):
    """502.8b / 702.28b: shadow blocks only shadow, and only shadow blocks shadow."""
    if ac.has_keyword("shadow") and not bc.has_keyword("shadow"):
        return "shadow", f"{an} has shadow and {bn} doesn't, so {bn} can't block it"
    if bc.has_keyword("shadow") and not ac.has_keyword("shadow"):
        return "shadow", f"{bn} has shadow and {an} doesn't, so {bn} can't block it"
    return None


def landwalk(game, b, bc, at, ac, bn, an):
    """502.6b / 702.14c: unblockable while the defending player controls a land
    of the type it names."""
    for kind in _landwalk_types(ac):
        for land in game.in_play(b.controller):
            lc = characteristics(game, land)
            if "Land" in lc.types and (kind in lc.subtypes or kind in lc.supertypes):
                return "landwalk", (f"{an} has {kind.lower()}walk and {game.players[b.controller].name} controls "
                                    f"{display(game, land)} ({kind}), so {an} can't be blocked")
    return None


def unblockable(game, b, bc, at, ac, bn, an):
    """ "[This creature] is unblockable" (2007's glossary; "can't be blocked" in 2026)."""
    if ac.has_keyword("unblockable"):
        return "blocking_restrictions", f"{an} is unblockable: no creature can block it"
    if restricted(game, at, "cant_be_blocked"):
        return "blocking_restrictions", f"{an} can't be blocked this turn"
    return None


def cant_block(game, b, bc, at, ac, bn, an):
    """ "[This creature] can't block": a restriction on the blocker."""
    if bc.has_keyword("cant_block"):
        return "blocking_restrictions", f"{bn} can't block"
    if restricted(game, b, "cant_block"):
        return "blocking_restrictions", f"{bn} can't block this turn"
    return None


BLOCK_CHECKS = (flying, fear, shadow, landwalk, unblockable, cant_block)


def why_cant_block(game, b, at, bn: str, an: str):
    """The first restriction that makes `b` blocking `at` illegal, or None."""
    bc, ac = characteristics(game, b), characteristics(game, at)
    for check in BLOCK_CHECKS:
        found = check(game, b, bc, at, ac, bn, an)
        if found is not None:
            return found
    return None


def menace(game, pairs) -> tuple | None:
    """702.111b: a creature with menace can't be blocked except by two or more
    creatures: (its name, how many block it) for the first one blocked by one."""
    count: dict = {}
    for b, at in pairs:
        count[at.id] = count.get(at.id, 0) + 1
    for b, at in pairs:
        if count[at.id] == 1 and characteristics(game, at).has_keyword("menace"):
            return at
    return None


def block_cites(game, pairs) -> list:
    """Why the legal blocks that an evasion keyword allowed are legal (reach)."""
    out = []
    for b, at in pairs:
        if characteristics(game, at).has_keyword("flying") and not characteristics(game, b).has_keyword("flying") \
                and game.rules.applies("reach"):
            out.append(("reach", f"{display(game, b)} has reach, so it can block a creature with flying"))
    return out
