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
    """502.8b / 702.28b: shadow blocks only shadow, and only shadow blocks shadow; `blocks_shadow`
    ("can block creatures with shadow as though it had shadow": blocking_kinds.py) lets a creature
    without it block one with it."""
    if ac.has_keyword("shadow") and not bc.has_keyword("shadow") and not bc.has_keyword("blocks_shadow"):
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
    """ "[This creature] can't block": a restriction on the blocker; and unleash's
    "can't block as long as it has a +1/+1 counter on it" (702.98a in 2026)."""
    if bc.has_keyword("cant_block"):
        return "blocking_restrictions", f"{bn} can't block"
    for ab in bc.abilities:  # "This creature can't block unless you control a Vampire": checked as blockers are declared
        if ab.get("kind") == "keyword" and ab.get("keyword") == "cant_block_unless":
            from .triggers import check_condition, condition_text
            if not check_condition(game, ab["if"], b.controller, b.id, b.zcc):
                return "blocking_restrictions", f"{bn} can't block unless {condition_text(ab['if'], game.words)}, and that isn't so"
    if bc.has_keyword("unleash") and b.counters.get("+1/+1", 0) > 0:
        concept = "unleash" if game.rules.applies("unleash") else "blocking_restrictions"
        return concept, f"{bn} has unleash and a +1/+1 counter on it, so it can't block"
    if restricted(game, b, "cant_block"):
        return "blocking_restrictions", f"{bn} can't block this turn"
    return None


def horsemanship(game, b, bc, at, ac, bn, an):
    """502.17b / 702.31b: only horsemanship blocks horsemanship (a creature with
    it may block one without)."""
    if ac.has_keyword("horsemanship") and not bc.has_keyword("horsemanship"):
        return "horsemanship", f"{an} has horsemanship and {bn} doesn't, so {bn} can't block it"
    return None


def intimidate(game, b, bc, at, ac, bn, an):
    """702.13b (2026; later than February 2007, whose log cites 309.2a): only an
    artifact creature or a creature that shares a color with it may block it."""
    if ac.has_keyword("intimidate") and "Artifact" not in bc.types and not set(bc.colors) & set(ac.colors):
        concept = "intimidate" if game.rules.applies("intimidate") else "blocking_restrictions"
        return concept, f"{an} has intimidate and {bn} is neither an artifact creature nor shares a color with it, so {bn} can't block it"
    return None


def skulk(game, b, bc, at, ac, bn, an):
    """702.118b (2026; later than February 2007, whose log cites 309.2a): no
    creature with greater power may block it."""
    if ac.has_keyword("skulk") and (bc.power or 0) > (ac.power or 0):
        concept = "skulk" if game.rules.applies("skulk") else "blocking_restrictions"
        return concept, f"{an} has skulk and {bn} has greater power ({bc.power or 0} to {ac.power or 0}), so {bn} can't block it"
    return None


def blocked_by_power(game, b, bc, at, ac, bn, an):
    """ "[This creature] can't be blocked by creatures with power N or less"
    (or "N or greater"): a restriction on what blocks it."""
    power = bc.power or 0
    for ab in ac.abilities:
        if ab.get("kind") != "keyword" or ab.get("keyword") != "cant_be_blocked_by_power":
            continue
        if "at_most" in ab and power <= ab["at_most"]:
            return "blocking_restrictions", f"{an} can't be blocked by creatures with power {ab['at_most']} or less, and {bn} has power {power}"
        if "at_least" in ab and power >= ab["at_least"]:
            return "blocking_restrictions", f"{an} can't be blocked by creatures with power {ab['at_least']} or greater, and {bn} has power {power}"
    return None


def lesser_power(game, b, bc, at, ac, bn, an):
    """ "Creatures with power less than [this creature]'s power can't block it"."""
    if ac.has_keyword("cant_be_blocked_by_lesser_power") and (bc.power or 0) < (ac.power or 0):
        return "blocking_restrictions", f"{bn}'s power ({bc.power or 0}) is less than {an}'s ({ac.power or 0}), so {bn} can't block it"
    return None


def blocks_by_power(game, b, bc, at, ac, bn, an):
    """ "[This creature] can't block creatures with power 2 or greater" (or "2 or
    less"): a restriction on the blocker."""
    power = ac.power or 0
    for ab in bc.abilities:
        if ab.get("kind") != "keyword" or ab.get("keyword") != "cant_block_power":
            continue
        if "at_most" in ab and power <= ab["at_most"]:
            return "blocking_restrictions", f"{bn} can't block creatures with power {ab['at_most']} or less, and {an} has power {power}"
        if "at_least" in ab and power >= ab["at_least"]:
            return "blocking_restrictions", f"{bn} can't block creatures with power {ab['at_least']} or greater, and {an} has power {power}"
    return None


#: "[This creature] can't be blocked by artifact creatures / Walls / creatures with flying": the blockers each excludes
BLOCKED_BY = {"artifact_creatures": lambda bc: "Artifact" in bc.types, "walls": lambda bc: "Wall" in bc.subtypes,
              "creatures_with_flying": lambda bc: bc.has_keyword("flying")}
#: "can't be blocked by white creatures" (a color) and "can't be blocked except by creatures with flying" (all but those)
BLOCKED_BY.update({f"{color}_creatures": (lambda color: lambda bc: color in bc.colors)(color)
                   for color in ("white", "blue", "black", "red", "green")})
BLOCKED_BY.update({"creatures_without_flying": lambda bc: not bc.has_keyword("flying"),
                   "creatures_without_flying_or_reach": lambda bc: not bc.has_keyword("flying") and not bc.has_keyword("reach"),
                   "nonblack_creatures": lambda bc: "black" not in bc.colors,
                   "creatures_without_flying_and_non_walls": lambda bc: not bc.has_keyword("flying") and "Wall" not in bc.subtypes})
#: how the log says each (the card's own words)
BLOCKED_BY_WORDS = {"creatures_without_flying": "except by creatures with flying",
                    "creatures_without_flying_or_reach": "except by creatures with flying or reach",
                    "nonblack_creatures": "except by black creatures",
                    "creatures_without_flying_and_non_walls": "except by Walls and/or creatures with flying"}
#: an Aura's "Enchanted creature can't be blocked except by Walls" (Invisibility), "... except by artifact creatures
#: and/or white creatures" (Seeker): every blocker but those (rulings/oracle/aura_wordings.py)
BLOCKED_BY.update({"non_walls": lambda bc: "Wall" not in bc.subtypes,
                   "nonartifact_nonwhite_creatures": lambda bc: "Artifact" not in bc.types and "white" not in bc.colors})
BLOCKED_BY_WORDS.update({"non_walls": "except by Walls",
                         "nonartifact_nonwhite_creatures": "except by artifact creatures and/or white creatures"})


def blocked_by_kind(game, b, bc, at, ac, bn, an):
    for ab in ac.abilities:
        if ab.get("kind") == "keyword" and ab.get("keyword") == "cant_be_blocked_by" and BLOCKED_BY[ab["what"]](bc):
            if ab["what"] in BLOCKED_BY_WORDS:
                return "blocking_restrictions", f"{an} can't be blocked {BLOCKED_BY_WORDS[ab['what']]}, and {bn} is not one"
            return "blocking_restrictions", f"{an} can't be blocked by {ab['what'].replace('_', ' ')}, and {bn} is one"
    return None


def block_only_flying(game, b, bc, at, ac, bn, an):
    """ "[This creature] can block only creatures with flying": a restriction on
    the blocker (501.3 in 2007)."""
    if bc.has_keyword("block_only_flying") and not ac.has_keyword("flying"):
        return "blocking_restrictions", f"{bn} can block only creatures with flying, and {an} doesn't have flying"
    return None


BLOCK_CHECKS = (flying, fear, shadow, landwalk, unblockable, cant_block, horsemanship, intimidate, skulk, blocked_by_power,
                block_only_flying, lesser_power, blocks_by_power, blocked_by_kind)


def _ring_bearer(game, b, bc, at, ac, bn, an):
    from .the_ring import cant_be_blocked_by_greater_power
    return cant_be_blocked_by_greater_power(game, b, bc, at, ac, bn, an)


BLOCK_CHECKS += (_ring_bearer,)  # the Ring's "can't be blocked by creatures with greater power" (2026 701.54c)


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


def more_than_one(game, pairs):
    """ "[This creature] can't be blocked by more than one creature": the first
    attacker with it that two or more creatures block, or None."""
    count: dict = {}
    for b, at in pairs:
        count[at.id] = count.get(at.id, 0) + 1
    for b, at in pairs:
        if count[at.id] > 1 and characteristics(game, at).has_keyword("cant_be_blocked_by_more_than_one"):
            return at
    return None


def fewer_than_three(game, pairs):
    """ "[This creature] can't be blocked except by three or more creatures": the
    first attacker with it that one or two creatures block, or None."""
    count: dict = {}
    for b, at in pairs:
        count[at.id] = count.get(at.id, 0) + 1
    for b, at in pairs:
        if count[at.id] < 3 and characteristics(game, at).has_keyword("cant_be_blocked_except_by_three_or_more"):
            return at
    return None


def blocks_alone(game, pairs):
    """ "[This creature] can't block alone" (506.5 in 2026: it blocks alone if it
    is the only creature declared as a blocker): that blocker, or None."""
    if len({b.id for b, _ in pairs}) == 1 and characteristics(game, pairs[0][0]).has_keyword("cant_block_alone"):
        return pairs[0][0]
    return None


def block_cites(game, pairs) -> list:
    """Why the legal blocks that an evasion keyword allowed are legal (reach: 702.17b in 2026;
    later than February 2007, whose log says the card's own text allows the block, 309.2a)."""
    out = []
    for b, at in pairs:
        if characteristics(game, at).has_keyword("flying") and not characteristics(game, b).has_keyword("flying"):
            if game.rules.applies("reach"):
                out.append(("reach", f"{display(game, b)} has reach, so it can block a creature with flying"))
            else:
                out.append(("blocking_restrictions", f"{display(game, b)} has reach, a keyword later than February 2007: "
                            "its own text lets it block a creature with flying"))
    return out
