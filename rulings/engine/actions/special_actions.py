"""The special actions besides playing a land (2007 408.2h, 408.2k; 2026 116.2): turning a face-down
permanent face up (morph) and suspending a card."""
from __future__ import annotations

from ..continuous import characteristics, copiable_card
from ..costs import special_action_payment, pay_mana
from ..errors import IllegalAction
from ..log import emit
from ..mana import parse_cost
from ..priority import after_action
from ..targets import display
from ..triggers import fire
from .timing import sorcery_timing_ok
from .action import Action


def turn_face_up(game, player, a: Action) -> None:
    obj = game.objects[a.object]
    if obj.zone != "in_play" or not obj.face_down:
        raise IllegalAction("turn_face_up_special_action", f"{a.object} is not a face-down permanent")
    if obj.controller != player.index:
        raise IllegalAction("turn_face_up_special_action", "only the controller of a face-down permanent can turn it face up")
    # 503 (2007): a face-down permanent that became a copy turns up as the copy,
    # for the copy's morph cost; a copy of a card without morph can't be turned up this way
    face_up = copiable_card(game, obj, face_up=True)
    morph = next((ab for ab in face_up.get("abilities", ()) if ab.get("kind") == "keyword" and ab.get("keyword") == "morph"), None)
    if morph is None:
        raise IllegalAction("morph_turn_face_up", f"{face_up.get('name')} has no morph cost to pay")
    pay_mana(game, player, parse_cost(morph.get("cost")), 0, (a.pay or {}).get("mana"), "the morph cost", special_action_payment(game))
    obj.face_down = False
    game.characteristics_changed()
    from ..megamorph import as_turned_face_up  # 2026 702.37b: a +1/+1 counter as it is turned face up
    as_turned_face_up(game, obj, morph)
    emit(game, f"{player.name} turns {face_up.get('name')} face up; this special action doesn't use the stack and can't be responded to.",
         ("turn_face_up_special_action", "turning a face-down permanent face up is a special action"),
         ("disguise_turn_face_up", f"the disguise cost {morph.get('cost')} was paid") if morph.get("disguise")
         else ("morph_turn_face_up", f"the morph cost {morph.get('cost')} was paid"),
         ("special_actions_no_stack", "special actions don't use the stack"))
    fire(game, "turned_face_up", obj=obj)
    after_action(game, player.index, "took a special action")


def suspend(game, player, a: Action) -> None:
    """408.2k, 502.59a: remove a card with suspend from the hand with N time
    counters, paying its suspend cost; a special action, no stack."""
    obj = game.objects[a.object]
    name = display(game, obj)
    if obj.zone != "hand" or obj.owner != player.index:
        raise IllegalAction("suspend_special_action", f"{name} is not in {player.name}'s hand")
    c = characteristics(game, obj)
    kw = c.keyword_ability("suspend")
    if kw is None:
        raise IllegalAction("suspend", f"{name} has no suspend")
    if "Instant" not in c.types:
        why = sorcery_timing_ok(game, player)
        if why:
            raise IllegalAction("suspend", f"{name} can be suspended only when it could be {game.words.cast_past} from the hand, and {why}")
    pay_mana(game, player, parse_cost(kw.get("cost")), 0, (a.pay or {}).get("mana"), f"suspending {name}", special_action_payment(game))
    game.move(obj, "removed_from_game")
    n = kw.get("count", 1)
    obj.counters = {"time": n}
    emit(game, f"{player.name} suspends {name}: it is {game.words.removed} with {n} time counter(s); this special action doesn't use the stack.",
         ("suspend_special_action", "removing a card with suspend from the hand is a special action, taken with priority"),
         ("suspend", f"suspend {n}: pay {kw.get('cost')} and {game.words.remove('it')} with {n} time counters"),
         ("suspended_card", f"it is now suspended: {game.words.removed}, with suspend and a time counter"),
         ("special_actions_no_stack", "special actions don't use the stack"))
    after_action(game, player.index, "took a special action")
