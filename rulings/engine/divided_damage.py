""" "~ deals 3 damage divided as you choose among one, two, or three targets" (Arc Lightning,
Forked Bolt, Pyrotechnics): the instruction `divided_damage` (`amount`, `among`: the target
references it divides among, in order).

The division is announced as the spell is cast, with its targets (2007: 409.1e; 2026:
601.2d): the `play_spell` action's `divide`, one amount for each target chosen, each at least
1, adding up to the amount. On resolution each target still legal is dealt its part; the
part of an illegal target is not dealt to anyone (2007: 413.2a; 2026: 608.2b), and the
division can't be changed (2026 115.7f)."""
from __future__ import annotations

from .effects.base import effect, resolve_ref
from .log import emit
from .errors import IllegalAction
from .targets import ref_display


#: the instructions whose amount is divided among their targets (divided_counters.py: "distribute")
DIVIDING = ("divided_damage", "divided_prevention", "divided_counters")


def _divided(steps) -> dict | None:
    """The spell's one `divided_damage` instruction, if it has one."""
    found = [st for st in steps if isinstance(st, dict) and st.get("do") in DIVIDING]
    if len(found) > 1:
        raise IllegalAction("announce_division", "the engine divides only one amount for each spell")
    return found[0] if found else None


def announce(game, steps, specs, targets, a, name: str, cites: list) -> tuple:
    """The division the action announces, checked against the targets chosen (409.1e /
    601.2d), as the stack item's data (("division", (2, 1)),); () for a spell that divides
    nothing. Refused: no division, one of another length, a 0, or a total other than the amount."""
    st = _divided(steps)
    if st is None:
        if a.divide:
            raise IllegalAction("announce_division", f"{name} doesn't divide anything, so no division is announced",
                                "playing_spell_steps")
        return ()
    what = {"divided_damage": "damage", "divided_prevention": "damage to prevent"}.get(st["do"], f"{st.get('counter')} counters")
    total = st["amount"] if isinstance(st["amount"], int) else (a.x or 0) if st["amount"] == "X" else None
    if total is None:
        raise IllegalAction("announce_division", f"{name}'s amount to divide isn't known as it is cast", "playing_spell_steps")
    division = tuple(a.divide or ())
    if not division and len(targets) == 1:  # one target: all of it goes there, nothing to divide (601.2d)
        division = (total,)
    chosen = [(r.kind, r.id) for r in targets]
    if len(set(chosen)) != len(chosen):  # one word "target": none twice (2007 409.1c; 2026 115.3)
        twice = next(r for i, r in enumerate(targets) if (r.kind, r.id) in chosen[:i])
        raise IllegalAction("same_target_once", f"{ref_display(game, twice)} is chosen twice for one instance of the word \"target\"",
                            "choose_targets", "playing_spell_steps", "illegal_action_reversed")
    shown = ", ".join(ref_display(game, r) for r in targets)
    if len(division) != len(targets):
        raise IllegalAction("announce_division", f"{name} divides {total} {what} among {len(targets)} target(s) ({shown}): "
                                                 f"announce one amount for each ({len(division)} given)",
                            "playing_spell_steps", "illegal_action_reversed")
    if any(not isinstance(n, int) or n < 1 for n in division):
        raise IllegalAction("announce_division", f"each target of {name} must receive at least 1 of the {what}",
                            "playing_spell_steps", "illegal_action_reversed")
    if sum(division) != total:
        raise IllegalAction("announce_division", f"{name} divides {total} {what}, but the division adds up to {sum(division)}",
                            "playing_spell_steps", "illegal_action_reversed")
    cites.append(("announce_division", "the division: " + ", ".join(f"{n} to {ref_display(game, r)}" for n, r in zip(division, targets))))
    return (("division", division),)


@effect("divided_damage", fields=("amount", "among"))
def divided_damage(game, st, ctx):
    """Each target still legal is dealt the part announced for it, from the spell (one
    `damage` instruction each, in the order of the targets); an illegal target's part is
    not dealt (2007 413.2a; 2026 608.2b)."""
    from .effects.damage import damage
    division = ctx.data.get("division")
    if division is None:  # put on the stack another way (a free cast, madness, a copy made anew): no division was announced
        raise IllegalAction("announce_division", f"{ctx.source_name} was put on the stack without a division of its damage "
                                                 "announced (the engine announces it only as a play_spell action casts it)")
    refs = list(st.get("among") or ())
    for i, n in enumerate(division):
        if i >= len(refs):
            break
        if refs[i].startswith("target:") and resolve_ref(game, ctx, refs[i]) is None:
            gone = ctx.targets[int(refs[i].split(":")[1])]
            emit(game, f"{ctx.source_name}'s {n} damage divided to {ref_display(game, gone)} is not dealt: it is no longer a legal target.",
                 ("illegal_target_unaffected", "the spell does nothing to an illegal target"))
            continue
        damage(game, {"do": "damage", "amount": n, "to": refs[i]}, ctx)


@effect("divided_prevention", fields=("amount", "among"))
def divided_prevention(game, st, ctx):
    """Remedy's "Prevent the next 5 damage that would be dealt this turn to any number of targets,
    divided as you choose": a shield of its part on each target still legal (2007 419.7b; 2026
    615.7), the division announced as it was cast; an illegal target gets none."""
    from .effects.damage import prevent_damage
    division = ctx.data.get("division")
    if division is None:
        raise IllegalAction("announce_division", f"{ctx.source_name} was put on the stack without a division announced "
                                                 "(the engine announces it only as a play_spell action casts it)")
    refs = list(st.get("among") or ())
    for i, n in enumerate(division[:len(refs)]):
        if refs[i].startswith("target:") and resolve_ref(game, ctx, refs[i]) is None:
            gone = ctx.targets[int(refs[i].split(":")[1])]
            emit(game, f"{ctx.source_name}'s shield of {n} divided to {ref_display(game, gone)} is not created: it is no longer a legal target.",
                 ("illegal_target_unaffected", "the spell does nothing to an illegal target"))
            continue
        prevent_damage(game, {"do": "prevent_damage", "amount": n, "to": refs[i]}, ctx)
