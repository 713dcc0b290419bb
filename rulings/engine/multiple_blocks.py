"""A creature that blocks more than one attacker: "[This creature] can block an
additional creature each combat", "... can block any number of creatures", and
"... can block an additional creature this turn" (an effect). Each changes the
rule that a blocker blocks one attacking creature (2007: 309.2a; 2026: 509.1a).

The engine keeps the first attacker a creature blocks in `blocking` and the others
in `also_blocking` (read only while `blocking` is set, so every rule that removes
a creature from combat ends them too). A blocking creature blocking two or more
attackers divides its combat damage among them as its controller chooses (2007:
310.2d; 2026: 510.1d); "Whenever [it] blocks" triggers once however many it
blocks (2026: 509.3a). Each "additional creature" ability or effect says one
more attacker it may block, so two of them let it block three."""
from __future__ import annotations

from .continuous import characteristics
from .effects.base import effect, permanent
from .errors import IllegalAction
from .log import emit
from .state import Effect
from .targets import display


def attackers_blocked_by(b) -> list:
    """The ids of the attacking creatures `b` blocks (none if it isn't blocking)."""
    if b.blocking is None:
        return []
    return [b.blocking, *b.also_blocking]


def is_blocking(b, attacker_id) -> bool:
    return b.blocking is not None and (b.blocking == attacker_id or attacker_id in b.also_blocking)


def blockers_of(game, at) -> list:
    """The creatures blocking `at`."""
    return [b for b in game.in_play() if is_blocking(b, at.id)]


def additional(game, b) -> tuple[int, bool]:
    """(how many "additional creature" abilities and effects `b` has, whether it can block any number)."""
    c = characteristics(game, b)
    n = sum(1 for ab in c.abilities if ab.get("kind") == "keyword" and ab.get("keyword") == "block_additional")
    n += sum(1 for e in game.effects if e.kind == "block_additional" and e.target == b.id and e.zcc == b.zcc)
    return n, c.has_keyword("block_any_number")


def most_attackers(game, b) -> int | None:
    """The most attackers `b` may block: None for any number; one more for each
    "additional creature" ability or effect."""
    n, any_number = additional(game, b)
    if any_number:
        return None
    return 1 + n


def check(game, pairs) -> list:
    """Refuse a blocker declared for more attackers than it may block; the citations
    for the ones that block more than one."""
    count: dict = {}
    for b, at in pairs:
        count.setdefault(b.id, [b, 0])[1] += 1
    cites = []
    for b, n in count.values():
        if n == 1:
            continue
        extra, any_number = additional(game, b)
        name = display(game, b)
        if any_number:
            cites.append(("block_restrictions", f"{name} can block any number of creatures: it blocks {n}"))
            continue
        if extra == 0:
            raise IllegalAction("block_restrictions", f"{name} can block only one attacking creature")
        if n > 1 + extra:
            raise IllegalAction("block_restrictions", f"{name} can block {_count(extra)} additional creature{'s' if extra > 1 else ''}: "
                                                      f"{1 + extra} attackers, not {n}")
        cites.append(("block_restrictions", f"{name} can block {_count(extra)} additional creature{'s' if extra > 1 else ''}: it blocks {_count(n)}"))
    return cites


def _count(n: int) -> str:
    return {1: "one", 2: "two", 3: "three", 4: "four"}.get(n, str(n))


@effect("block_additional_this_turn", fields=("to",))
def block_additional_this_turn(game, st, ctx):
    """ "[This creature] can block an additional creature this turn": for that object,
    until the cleanup step (2007: 314.2; 2026: 514.2)."""
    obj = permanent(game, ctx, st, "to", "self")
    if obj is None:
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), "block_additional", obj.id, obj.zcc, (), "end_of_turn", ctx.source_name),)
    game.characteristics_changed()
    emit(game, f"{display(game, obj)} can block an additional creature this turn.",
         ("block_restrictions", "an effect lets it block one more attacking creature this turn"))


@effect("remove_from_combat", fields=("to",))
def remove_from_combat(game, st, ctx):
    """ "Remove target attacking or blocking creature from combat", Gustcloak's "untap it and
    remove it from combat": it stops being an attacking, blocking, blocked or unblocked
    creature (2007: 306.2; 2026: 506.4). A creature blocking it stays a blocking creature
    that blocks nothing, so it assigns no combat damage (310.2d / 510.1d), and an attacker
    it blocked stays blocked (2026: 509.1h)."""
    obj = permanent(game, ctx, st, "to", "self")
    if obj is None:
        return
    if not obj.attacking and obj.blocking is None:
        emit(game, f"{display(game, obj)} isn't in combat: nothing to remove it from.",
             ("removed_from_combat", "only an attacking or blocking creature is removed from combat"))
        return
    obj.attacking, obj.attacking_what, obj.blocked = False, None, False
    obj.blocking, obj.also_blocking = None, ()
    game.characteristics_changed()
    emit(game, f"{display(game, obj)} is removed from combat.",
         ("removed_from_combat", "an effect removes it from combat: it stops being an attacking, blocking, blocked and unblocked creature"))
