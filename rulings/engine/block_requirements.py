"""Requirements on blocking (500.4-500.5 in 2007; 509.1c in 2026): "All creatures
able to block [this creature] do so" (each creature that could block it must),
"[This creature] must be blocked if able" (one blocker is enough), and "[this
creature] blocks each combat if able". A declaration of blockers is illegal if it
obeys fewer requirements than the most that any declaration obeying every
restriction could obey; that most is found by trying every declaration the
individual restrictions allow (a blocker blocks one attacker, or as many as an
ability lets it: multiple_blocks.py)."""
from __future__ import annotations

from itertools import combinations, product

from .continuous import characteristics
from .errors import IllegalAction
from .targets import display

#: the most declarations tried; a board with more possible blocks is refused, saying so
MAX_TRIED = 50_000


def _requirements(game, blockers, attackers) -> list[tuple]:
    """Every requirement in force: ("lure", blocker, attacker), ("blocked", attacker),
    ("blocks", blocker)."""
    out = []
    for at in attackers:
        ac = characteristics(game, at)
        if ac.has_keyword("lure"):
            out += [("lure", b, at) for b in blockers]
        if ac.has_keyword("must_be_blocked"):
            out.append(("blocked", at))
    out += [("blocks", b) for b in blockers if characteristics(game, b).has_keyword("blocks_each_combat")]
    from .provoke import requirements as provoked
    out += provoked(game, blockers, attackers)  # "block this creature this combat if able" (502.29a / 702.39a)
    from .combat_this_turn import block_requirements as this_turn
    out += this_turn(game, blockers, attackers)  # "... this turn if able" from resolved spells and abilities
    return out


def _obeyed(requirements, pairs) -> int:
    """How many requirements the blocks `pairs` ((blocker, attacker), ...) obey."""
    n = 0
    blocks = {(b.id, at.id) for b, at in pairs}
    blocked = {at.id for _, at in pairs}
    blocking = {b.id for b, _ in pairs}
    for req in requirements:
        if req[0] in ("lure", "provoked", "must_block"):
            n += (req[1].id, req[2].id) in blocks
        elif req[0] == "blocked":
            n += req[1].id in blocked
        else:
            n += req[1].id in blocking
    return n


def _restrictions_obeyed(game, pairs) -> bool:
    from .evasion import blocks_alone, fewer_than_three, menace, more_than_one
    return all(f(game, pairs) is None for f in (menace, more_than_one, fewer_than_three, blocks_alone))


def check(game, player, pairs: list) -> list:
    """Refuse `pairs` ((blocker, attacker), ...) if they obey fewer blocking
    requirements than the most that could be obeyed; the citations to add if
    requirements were in force and are obeyed."""
    attackers = [o for o in game.in_play() if o.attacking]
    blockers = [o for o in game.in_play(player.index) if characteristics(game, o).is_creature]
    requirements = _requirements(game, blockers, attackers)
    if not requirements:
        return []
    declared = _obeyed(requirements, pairs)
    most, best = _most(game, player, blockers, attackers, requirements)
    if declared < most:
        better = "; ".join(f"{display(game, b)} blocks {display(game, at)}" for b, at in best)
        raise IllegalAction("block_requirements", f"these blocks obey {declared} of the blocking requirements "
                                                  f"({_describe(game, requirements)}), and {most} can be obeyed: {better}")
    return [("block_requirements", f"the blocks obey as many of the blocking requirements as can be obeyed ({_describe(game, requirements)})")]


_MOST: dict = {}


def _most(game, player, blockers, attackers, requirements) -> tuple[int, list]:
    """The most requirements a declaration obeying every restriction obeys, and
    one such declaration. Kept for the board as it is (the same board is asked
    again for every declaration a list of legal actions tries)."""
    from .combat import can_block
    key = (player.index, game.rules.date, tuple(_fingerprint(game, o) for o in game.in_play()),
           tuple((r[0], *(x.id for x in r[1:])) for r in requirements), tuple(e.timestamp for e in game.effects))
    if key in _MOST:
        most, ids = _MOST[key]
        return most, [(game.objects[b], game.objects[at]) for b, at in ids]
    from .multiple_blocks import most_attackers
    options = []
    for b in blockers:  # what each may block: nothing, one attacker, or (if it may block more) several
        able = [at for at in attackers if can_block(game, player, b, at)]
        most = most_attackers(game, b)
        most = len(able) if most is None else min(most, len(able))
        opts = [()] + [group for k in range(1, most + 1) for group in combinations(able, k)]
        if len(opts) > 1:
            options.append((b, opts))
    total = 1
    for _, opts in options:
        total *= len(opts)
    if total > MAX_TRIED:
        raise IllegalAction("block_requirements", f"there are {total:,} possible sets of blocks, more than the {MAX_TRIED:,} the "
                                                  "engine tries to find the most blocking requirements that can be obeyed")
    most, best = 0, []
    for pick in product(*(opts for _, opts in options)):
        trial = [(b, at) for (b, _), group in zip(options, pick) for at in group]
        n = _obeyed(requirements, trial)
        if n > most and _restrictions_obeyed(game, trial):
            most, best = n, trial
    if len(_MOST) > 64:
        _MOST.clear()
    _MOST[key] = (most, [(b.id, at.id) for b, at in best])
    return most, best


def _fingerprint(game, o) -> tuple:
    """Everything about a permanent that the restrictions and requirements on blocks read."""
    c = characteristics(game, o)
    return (o.id, o.zcc, o.tapped, o.attacking, o.controller, o.attached_to, tuple(sorted(o.chosen.items())), c.name, c.power, c.toughness, c.colors, c.types,
            tuple(c.subtypes), c.supertypes, repr([ab for ab in c.abilities if ab.get("kind") == "keyword"]))


def _describe(game, requirements) -> str:
    out = []
    for req in requirements:
        if req[0] == "lure" and f"all creatures able to block {display(game, req[2])} do so" not in out:
            out.append(f"all creatures able to block {display(game, req[2])} do so")
        elif req[0] == "blocked":
            out.append(f"{display(game, req[1])} must be blocked if able")
        elif req[0] == "blocks":
            out.append(f"{display(game, req[1])} blocks each combat if able")
        elif req[0] == "provoked":
            out.append(f"{display(game, req[1])} blocks {display(game, req[2])} this combat if able")
        elif req[0] == "must_block":
            out.append(f"{display(game, req[1])} blocks {display(game, req[2])} this turn if able")
    return "; ".join(out)
