"""Planeswalkers (2026: 306, 606): loyalty, loyalty abilities, damage to a
planeswalker (120.3c), the state-based action for loyalty 0 (704.5i) and
attacking a planeswalker (506.3, 508.1b, 510.1b).

The February 2007 rules have no planeswalker card type (205.2a there lists
artifact, creature, enchantment, instant, land and sorcery), so under that
edition a planeswalker is refused with that rule: it can't be played, its
loyalty abilities can't be activated and it can't be attacked. Damage
redirection to planeswalkers (the old 306.7) is not a 2026 rule and is not
modelled.
"""
from __future__ import annotations

from .errors import IllegalAction
from .targets import display

PLANESWALKER = "Planeswalker"
NO_PLANESWALKERS_2007 = ("Planeswalker is not a card type of the February 2007 rules (205.2a there: artifact, creature, "
                         "enchantment, instant, land and sorcery); play this scenario under the 2026-06-19 rules")


def has_planeswalkers(game) -> bool:
    """Whether the edition played has the planeswalker card type."""
    return game.rules.applies("planeswalker_loyalty")


def is_planeswalker(c) -> bool:
    return PLANESWALKER in c.types


def refuse_under_2007(game, c, name: str) -> None:
    """205.2a (2007): the card type doesn't exist in that edition."""
    if is_planeswalker(c) and not has_planeswalkers(game):
        raise IllegalAction("card_types", f"{name} is a planeswalker, and {NO_PLANESWALKERS_2007}")


def loyalty(obj) -> int:
    """306.5c: a planeswalker's loyalty on the battlefield is its loyalty counters."""
    return obj.counters.get("loyalty", 0)


def loyalty_cost(ab: dict) -> int | None:
    """The loyalty symbol of an ability's cost (+1, 0, -3), or None (606.2)."""
    cost = ab.get("cost") or {}
    return cost.get("loyalty") if isinstance(cost, dict) else None


def check_loyalty_ability(game, player, obj, ab: dict, name: str) -> list:
    """606.3, 606.6: sorcery timing, once per permanent per turn, enough
    counters for a negative cost. The reasons to cite, or IllegalAction."""
    from .continuous import characteristics
    from .priority import where
    n = loyalty_cost(ab)
    if not has_planeswalkers(game):
        raise IllegalAction("card_types", f"{name}'s ability has a loyalty cost, and {NO_PLANESWALKERS_2007}")
    if game.active != player.index or game.phase not in ("precombat_main", "postcombat_main") or game.stack:
        why = (f"it is {game.players[game.active].name}'s turn" if game.active != player.index else
               f"it is the {where(game)}, not a main phase" if game.phase not in ("precombat_main", "postcombat_main") else
               "the stack is not empty")
        raise IllegalAction("loyalty_ability_timing", f"{name}'s loyalty ability can be activated only in its controller's "
                                                       f"main phase with an empty stack, and {why}", "loyalty_ability")
    if obj.ability_uses.get("loyalty") == obj.zcc:
        raise IllegalAction("loyalty_ability_timing", f"a loyalty ability of {name} was already activated this turn; "
                                                       "only one loyalty ability of a permanent may be activated each turn",
                            "loyalty_ability")
    if n < 0 and loyalty(obj) < -n:
        raise IllegalAction("loyalty_cost_needs_counters", f"{name} has {loyalty(obj)} loyalty counter"
                                                            f"{'s' if loyalty(obj) != 1 else ''}, fewer than the {-n} its cost removes",
                            "loyalty_cost")
    cites = [("loyalty_ability", "its cost has a loyalty symbol, so it is a loyalty ability"),
             ("loyalty_ability_timing", "activated in its controller's main phase with an empty stack, "
                                        "the first loyalty ability of this permanent this turn")]
    if not is_planeswalker(characteristics(game, obj)):
        cites.append(("loyalty_ability", f"{name} isn't a planeswalker, but the ability is still a loyalty ability"))
    return cites


def pay_loyalty(game, obj, ab: dict, name: str) -> None:
    """606.4: the cost is putting on or removing loyalty counters; the permanent
    is marked as having had a loyalty ability activated this turn (606.3)."""
    from .log import emit
    n = loyalty_cost(ab)
    obj.counters = {**obj.counters, "loyalty": loyalty(obj) + n}
    obj.ability_uses = {**obj.ability_uses, "loyalty": obj.zcc}
    game.used_this_turn = game.used_this_turn + (obj.id,)
    game.characteristics_changed()
    said = (f"puts {n} loyalty counter{'s' if n != 1 else ''} on it" if n > 0 else
            f"removes {-n} loyalty counter{'s' if n != -1 else ''} from it" if n < 0 else "adds and removes no counter")
    emit(game, f"To pay the loyalty cost, {game.players[obj.controller].name} {said} ({name} has loyalty {loyalty(obj)}).",
         ("loyalty_cost", f"the cost {'+' if n > 0 else ''}{n} is paid with loyalty counters"),
         ("planeswalker_loyalty", "a planeswalker's loyalty is the number of loyalty counters on it"))


def enters_with_loyalty(game, obj, card: dict) -> tuple | None:
    """306.5b: a planeswalker enters with loyalty counters equal to its printed
    loyalty (a replacement effect). The note to log, or None."""
    if PLANESWALKER not in card.get("types", ()) or "loyalty" not in card or not has_planeswalkers(game):
        return None
    n = card["loyalty"]
    obj.counters = {**obj.counters, "loyalty": obj.counters.get("loyalty", 0) + n}
    return (f"{display(game, obj)} enters with {n} loyalty counter{'s' if n != 1 else ''} on it.",
            ("planeswalker_enters_with_loyalty", f"its printed loyalty is {n}"))


def damage_to_planeswalker(game, obj, n: int, source_name: str, kind: str, cites: tuple) -> None:
    """120.3c: damage to a planeswalker removes that many loyalty counters."""
    from .log import emit
    removed = min(n, loyalty(obj))
    obj.counters = {**obj.counters, "loyalty": loyalty(obj) - removed}
    game.characteristics_changed()
    emit(game, f"{source_name} deals {n} {kind} to {display(game, obj)}: {removed} loyalty counter{'s are' if removed != 1 else ' is'} "
               f"removed from it (loyalty {loyalty(obj)}).", *cites,
         ("damage_to_planeswalker", "damage dealt to a planeswalker removes that many loyalty counters from it"))


def attacked_planeswalker(game, attacker, target_id: str, defending: int):
    """508.1b: the planeswalker a creature attacks must be one the defending
    player controls (506.3: only a player or a planeswalker can be attacked here)."""
    from .continuous import characteristics
    pw = game.objects.get(target_id)
    if pw is None:
        raise IllegalAction("attack_planeswalker", f'no object "{target_id}" to attack')
    c = characteristics(game, pw)
    name = display(game, pw)
    if not is_planeswalker(c):
        if not has_planeswalkers(game):
            raise IllegalAction("card_types", f"{display(game, attacker)} can attack only a player: {NO_PLANESWALKERS_2007}")
        raise IllegalAction("planeswalker_can_be_attacked", f"{name} is not a planeswalker; only a player or a planeswalker can be attacked")
    refuse_under_2007(game, c, name)
    if pw.zone != "in_play" or pw.controller != defending:
        raise IllegalAction("attack_planeswalker", f"{name} is not a planeswalker on the battlefield that "
                                                   f"{game.players[defending].name}, the defending player, controls")
    return pw
