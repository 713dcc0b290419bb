"""Casting a card while an ability resolves, paying another cost rather than its mana cost (2026 118.9,
608.2g; 2007 409.1b, 413.2g): madness's card from exile (502.24b / 702.35b) and a miracle card from the
hand (702.94a) follow the steps of casting a spell. One piece for both: no land is cast; a card with an
additional cost or modes is refused (the engine doesn't ask for them here); a casting restriction is
checked (601.3); its targets are chosen (an Aura's, what it will enchant); cost increases and reductions
apply (601.2f; 409.1f); the cost is paid, then the spell goes on the stack and is cast."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .state import PendingTrigger, StackItem
from .targets import display, ref_display


def cast_paying(game, obj, owner, cost: str, keyword: str, from_words: str, no_target_cite: tuple[str, str],
                cast_cites: tuple, stays: str = "") -> bool:
    """Cast `obj` now for its `keyword` cost `cost`, from `from_words` ("their hand", "exile"); whether it was
    cast. `no_target_cite` is cited when no legal target can be chosen (`stays` says where the card stays),
    `cast_cites` as it goes on the stack."""
    from .actions import played
    from .casting_restrictions import cant_cast_now
    from .effects.unless import pay_generic
    from .mana import parse_cost
    from .spell_costs import apply as cost_changes
    from .sunburst import start
    from .triggers import _choose_targets, spell_cast
    card = obj.card
    c = characteristics(game, obj)
    w = game.words
    name = display(game, obj)
    if "Land" in c.types:
        return False
    if card.get("additional_cost") or card.get("modes"):
        raise IllegalAction(keyword, f"{name} has an additional cost or modes; {w.casting} it for its {keyword} cost with them "
                                     "is not in the engine")
    if cant_cast_now(game, owner.index, c, name):  # "Cast this spell only during combat" (601.3)
        return False
    specs, steps = tuple(card.get("targets", ())), tuple(card.get("effect", ()))
    if "Aura" in c.subtypes and not specs:
        specs = ("creature",)
    targets = ()
    if specs:
        targets = _choose_targets(game, PendingTrigger(owner.index, obj.id, obj.zcc, name, "", (), specs))
        if targets is None:
            emit(game, f"{name} can't be {w.cast_past} (no legal target){stays}.", no_target_cite)
            return False
    total = parse_cost(cost)
    changed = cost_changes(game, owner, obj, total, targets)  # increases and reductions apply (601.2f; 2007 409.1f)
    if changed:
        emit(game, f"{name}'s total cost: its {keyword} cost {cost}, changed to {total.text() or '{0}'}.", *changed)
    start(game)  # the mana spent to cast it, from here (increment.py)
    pay_generic(game, owner, total.text() or "{0}", f"{name}'s {keyword} cost")
    game.move(obj, "stack", controller=owner.index)
    item = StackItem(id=obj.id, kind="spell", controller=owner.index, name=name, text=card.get("text", ""),
                     source_id=obj.id, source_zcc=obj.zcc, effect=steps, targets=targets, target_specs=specs)
    game.push(item)
    tg = f" targeting {', '.join(ref_display(game, r) for r in targets)}" if targets else ""
    emit(game, f"{owner.name} {w.casts} {name} from {from_words} by paying its {keyword} cost {cost} rather than its mana "
               f"cost{tg}; it goes on the stack.", *cast_cites)
    played(game, obj, item, c)
    spell_cast(game, owner.index, obj, targets, mana_spent=game.mana_spent)
    return True
