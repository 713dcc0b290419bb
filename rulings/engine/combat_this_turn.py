"""Requirements and restrictions on attacking and blocking that a resolved spell
or ability creates for the rest of the turn (2007: 308.2a, 309.2a and 500.4-500.5;
2026: 508.1c-d and 509.1b-c): "Target creature attacks this turn if able",
"Target creature can't attack this turn", "All creatures able to block target
creature this turn do so", "Target creature must be blocked this turn if able",
"Target creature blocks this turn if able", "Target creature blocks this creature
this turn if able", "Target creature can't block this creature this turn",
"Creatures without flying can't block this turn", "[It] can attack this turn as
though it didn't have defender".

Each is an effect, not an ability the creature gains: it applies to the object as
it is when the effect begins (a new object after a zone change is not bound by
it, 2007 217.1c; 2026 400.7), except "Creatures without flying can't block this
turn", which is a rule for the turn read of each creature as blockers are
declared (it modifies no object's characteristics, so the creatures it affects
are not fixed as it begins: 2026 611.2c). Every one ends in the cleanup step
(2007 314.2; 2026 514.2). The requirements join the ones of the creatures'
own abilities (block_requirements.py, combat.py): a declaration must obey as
many as can be obeyed without breaking a restriction."""
from __future__ import annotations

from . import evasion
from .continuous import characteristics
from .effects.base import effect, permanent
from .log import emit
from .state import Effect
from .targets import display

#: the effect kinds bound to one creature, and what the log says each makes it do
ON_ONE = {"attacks_if_able": ("attacks this turn if able", "attack_requirements",
                              "a requirement on attacking, obeyed as attackers are declared"),
          "cant_attack": ("can't attack this turn", "attacking_restrictions",
                          "a restriction on attacking, checked as attackers are declared"),
          "lure": ("must be blocked this turn by every creature able to block it", "block_requirements",
                   "a requirement on each creature able to block it, obeyed as blockers are declared"),
          "must_be_blocked": ("must be blocked this turn if able", "block_requirements",
                              "a requirement on blocking, obeyed as blockers are declared"),
          "blocks_if_able": ("blocks this turn if able", "block_requirements",
                             "a requirement on blocking, obeyed as blockers are declared"),
          "attacks_despite_defender": ("can attack this turn as though it didn't have defender", "defender_cant_attack",
                                       "an effect lets it attack as though it didn't have defender")}


def _on(game, obj, kind: str, data: tuple, source_name: str) -> None:
    game.effects = game.effects + (Effect(game.new_timestamp(), kind, obj.id, obj.zcc, data, "end_of_turn", source_name),)
    game.characteristics_changed()


def has(game, obj, kind: str) -> bool:
    """Whether an effect of `kind` from this turn binds `obj` (the same object)."""
    return any(e.kind == kind and e.target == obj.id and e.zcc == obj.zcc for e in game.effects)


def _one(kind: str):
    def run(game, st, ctx):
        obj = permanent(game, ctx, st, "to", "target:0")
        if obj is None:
            return
        _on(game, obj, kind, (), ctx.source_name)
        words, concept, why = ON_ONE[kind]
        emit(game, f"{display(game, obj)} {words}.", (concept, why))
    return run


for _name, _kind in (("attacks_this_turn_if_able", "attacks_if_able"), ("cant_attack_this_turn", "cant_attack"),
                     ("lure_this_turn", "lure"), ("must_be_blocked_this_turn", "must_be_blocked"),
                     ("blocks_this_turn_if_able", "blocks_if_able"), ("attacks_as_though_no_defender", "attacks_despite_defender")):
    effect(_name, fields=("to",))(_one(_kind))


def _source(game, ctx):
    """The source creature still in play as the same object, or None."""
    src = game.objects.get(ctx.source_id)
    if src is None or src.zone != "in_play" or src.zcc != ctx.data.get("stack_source_zcc", ctx.data.get("source_zcc", src.zcc)):
        return None
    return src


@effect("blocks_it_this_turn_if_able", fields=("to",))
def blocks_it(game, st, ctx):
    """ "Target creature blocks this creature this turn if able": a requirement on the
    target, toward the source as the object it is now (nothing if it has left play)."""
    obj, src = permanent(game, ctx, st, "to", "target:0"), _source(game, ctx)
    if obj is None:
        return
    if src is None:
        emit(game, f"{ctx.source_name} has {game.words.left_play}: {display(game, obj)} has no creature to block.",
             ("block_requirements", "the requirement names a creature that is no longer there"))
        return
    _on(game, obj, "must_block", (("attacker", src.id), ("attacker_zcc", src.zcc)), ctx.source_name)
    emit(game, f"{display(game, obj)} blocks {display(game, src)} this turn if able.",
         ("block_requirements", "a requirement on blocking, obeyed as blockers are declared"))


@effect("cant_block_it_this_turn", fields=("to",))
def cant_block_it(game, st, ctx):
    """ "Target creature can't block this creature this turn": a restriction on the
    target blocking the source (the same object)."""
    obj, src = permanent(game, ctx, st, "to", "target:0"), _source(game, ctx)
    if obj is None or src is None:
        return
    _on(game, obj, "cant_block_source", (("attacker", src.id), ("attacker_zcc", src.zcc)), ctx.source_name)
    emit(game, f"{display(game, obj)} can't block {display(game, src)} this turn.",
         ("blocking_restrictions", "a restriction on blocking, checked as blockers are declared"))


@effect("creatures_without_flying_cant_block")
def without_flying_cant_block(game, st, ctx):
    """ "Creatures without flying can't block this turn": read of each creature as
    blockers are declared, including one that enters or loses flying later."""
    game.effects = game.effects + (Effect(game.new_timestamp(), "without_flying_cant_block", "", 0, (), "end_of_turn", ctx.source_name),)
    emit(game, "Creatures without flying can't block this turn.",
         ("blocking_restrictions", "a restriction on blocking, checked of each creature as blockers are declared"),
         ("rules_modifying_effect", "it changes no object's characteristics, so it binds creatures it didn't affect as it began"))


@effect("opponents_creatures_cant_block")
def opponents_cant_block(game, st, ctx):
    """ "Creatures your opponents control can't block this turn": read of each creature as
    blockers are declared (a creature an opponent gains control of later can't block either)."""
    game.effects = game.effects + (Effect(game.new_timestamp(), "opponents_cant_block", "", 0, (("player", ctx.controller),),
                                          "end_of_turn", ctx.source_name),)
    emit(game, f"Creatures {game.players[ctx.controller].name}'s opponents control can't block this turn.",
         ("blocking_restrictions", "a restriction on blocking, checked of each creature as blockers are declared"),
         ("rules_modifying_effect", "it changes no object's characteristics, so it binds creatures it didn't affect as it began"))


def restricted_block(game, b, bc, at, ac, bn, an):
    """The restrictions above on `b` blocking `at` (a check of evasion.BLOCK_CHECKS)."""
    if not game.effects:
        return None
    for e in game.effects:
        if e.kind == "without_flying_cant_block" and not bc.has_keyword("flying"):
            return "blocking_restrictions", f"creatures without flying can't block this turn, and {bn} doesn't have flying"
        if e.kind == "opponents_cant_block" and b.controller != e.get("player"):
            return "blocking_restrictions", f"creatures {game.players[e.get('player')].name}'s opponents control can't block this turn"
        if (e.kind == "cant_block_source" and e.target == b.id and e.zcc == b.zcc and e.get("attacker") == at.id
                and e.get("attacker_zcc") == at.zcc):
            return "blocking_restrictions", f"{bn} can't block {an} this turn"
    return None


evasion.BLOCK_CHECKS += (restricted_block,)


def block_requirements(game, blockers, attackers) -> list[tuple]:
    """The requirements above in block_requirements.py's shapes: ("lure", blocker,
    attacker), ("blocked", attacker), ("blocks", blocker), ("must_block", blocker, attacker)."""
    out = []
    if not game.effects:
        return out
    for at in attackers:
        if has(game, at, "lure") and not characteristics(game, at).has_keyword("lure"):
            out += [("lure", b, at) for b in blockers]
        if has(game, at, "must_be_blocked"):
            out.append(("blocked", at))
    out += [("blocks", b) for b in blockers if has(game, b, "blocks_if_able")]
    by_id = {b.id: b for b in blockers}
    for e in game.effects:
        if e.kind != "must_block" or e.target not in by_id or by_id[e.target].zcc != e.zcc:
            continue
        at = next((a for a in attackers if a.id == e.get("attacker") and a.zcc == e.get("attacker_zcc")), None)
        if at is not None:
            out.append(("must_block", by_id[e.target], at))
    return out


def attacks_if_able(game, obj) -> bool:
    """Whether a requirement of this turn says `obj` attacks if able."""
    return bool(game.effects) and has(game, obj, "attacks_if_able")


def attack_restriction(game, obj, name: str, defender: bool):
    """(concept, reason) of this turn's effects for `obj` attacking: "can't attack this
    turn" refuses; "as though it didn't have defender" lets a creature with defender
    attack (the reason cited); None if neither applies."""
    if not game.effects:
        return None
    if has(game, obj, "cant_attack"):
        return "attacking_restrictions", f"{name} can't attack this turn", True
    if defender and has(game, obj, "attacks_despite_defender"):
        return "defender_cant_attack", f"{name} has defender, and an effect lets it attack this turn as though it didn't", False
    return None
