"""Requirements on blocking (500.4-500.5 in 2007; 509.1c in 2026): "All creatures
able to block [this creature] do so" (each creature that could block it must),
"[This creature] must be blocked if able" (one blocker is enough), and "[this
creature] blocks each combat if able". A declaration of blockers is illegal if it
obeys fewer requirements than the most that any declaration obeying every
restriction could obey; that most is found by trying every declaration the
individual restrictions allow (a blocker blocks one attacker here)."""
from __future__ import annotations

from itertools import product

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
    return out


def _obeyed(requirements, chosen: dict) -> int:
    """How many requirements the blocks `chosen` (blocker id -> attacker) obey."""
    n = 0
    blocked = {at.id for at in chosen.values()}
    for req in requirements:
        if req[0] == "lure":
            n += chosen.get(req[1].id) is req[2]
        elif req[0] == "blocked":
            n += req[1].id in blocked
        else:
            n += req[1].id in chosen
    return n


def _restrictions_obeyed(game, pairs) -> bool:
    from .evasion import blocks_alone, fewer_than_three, menace, more_than_one
    return all(f(game, pairs) is None for f in (menace, more_than_one, fewer_than_three, blocks_alone))


def check(game, player, pairs: list) -> list:
    """Refuse `pairs` ((blocker, attacker), ...) if they obey fewer blocking
    requirements than the most that could be obeyed; the citations to add if
    requirements were in force and are obeyed."""
    from .combat import can_block
    attackers = [o for o in game.in_play() if o.attacking]
    blockers = [o for o in game.in_play(player.index) if characteristics(game, o).is_creature]
    requirements = _requirements(game, blockers, attackers)
    if not requirements:
        return []
    declared = _obeyed(requirements, {b.id: at for b, at in pairs})
    options = [(b, [None] + [at for at in attackers if can_block(game, player, b, at)]) for b in blockers]
    options = [(b, opts) for b, opts in options if len(opts) > 1]
    total = 1
    for _, opts in options:
        total *= len(opts)
    if total > MAX_TRIED:
        raise IllegalAction("block_requirements", f"there are {total:,} possible sets of blocks, more than the {MAX_TRIED:,} the "
                                                  "engine tries to find the most blocking requirements that can be obeyed")
    for pick in product(*(opts for _, opts in options)):
        trial = [(b, at) for (b, _), at in zip(options, pick) if at is not None]
        if _obeyed(requirements, {b.id: at for b, at in trial}) > declared and _restrictions_obeyed(game, trial):
            better = "; ".join(f"{display(game, b)} blocks {display(game, at)}" for b, at in trial)
            raise IllegalAction("block_requirements", f"these blocks obey {declared} of the blocking requirements "
                                                      f"({_describe(game, requirements)}), and more can be obeyed: {better}")
    return [("block_requirements", f"the blocks obey as many of the blocking requirements as can be obeyed ({_describe(game, requirements)})")]


def _describe(game, requirements) -> str:
    out = []
    for req in requirements:
        if req[0] == "lure" and f"all creatures able to block {display(game, req[2])} do so" not in out:
            out.append(f"all creatures able to block {display(game, req[2])} do so")
        elif req[0] == "blocked":
            out.append(f"{display(game, req[1])} must be blocked if able")
        elif req[0] == "blocks":
            out.append(f"{display(game, req[1])} blocks each combat if able")
    return "; ".join(out)
