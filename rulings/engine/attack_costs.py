"""Costs to attack (2007 308.2d-f; 2026 508.1h-j): "Creatures can't attack you unless their controller
pays {2} for each creature they control that's attacking you" (Propaganda, Ghostly Prison, Windborn
Muse), "... attacking you or planeswalkers you control" (Baird's kin), and "Enchanted creature can't
attack unless its controller pays {3}" (Brainwash).

A static ability `{"kind": "static", "attack_tax": {"mana": "{2}" (generic mana only), "per": "attacker_of_you" |
"attacker_of_you_or_planeswalkers" | "enchanted"}}`. As attackers are declared, once the declaration
is legal, the active player determines the total cost (every such ability's, for the attackers it
names: locked in), may activate mana abilities (the declare_attackers action's `mana_abilities`; else
the fewest that pay it, as for a spell) and pays it all, or the declaration is refused: partial
payments are not allowed."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .mana import parse_cost
from .targets import display

PER = ("attacker_of_you", "attacker_of_you_or_planeswalkers", "enchanted")


def _taxes(game):
    for perm in game.in_play():
        for ab in characteristics(game, perm).abilities:
            if ab.get("kind") == "static" and isinstance(ab.get("attack_tax"), dict):
                yield perm, ab["attack_tax"]


def total_cost(game, chosen: list, attacked: dict) -> tuple[str, list[str]]:
    """The mana to attack with `chosen` (`attacked`: attacker id -> the planeswalker it attacks), as one
    mana cost, and what each tax adds (for the log)."""
    generic, parts = 0, []
    for perm, tax in _taxes(game):
        per = tax.get("per")
        if per == "enchanted":
            taxed = [o for o in chosen if perm.attached_to == o.id and perm.attached_zcc == o.zcc]
        else:
            def attacks_them(o):
                pw = attacked.get(o.id)
                if pw is None:
                    return game.defending == perm.controller  # the player attacked (two-player: the defending player)
                return per == "attacker_of_you_or_planeswalkers" and pw.controller == perm.controller
            taxed = [o for o in chosen if o.controller != perm.controller and attacks_them(o)]
        if not taxed:
            continue
        generic += parse_cost(tax["mana"]).generic * len(taxed)
        parts.append(f"{display(game, perm)}: {tax['mana']} for each of {', '.join(display(game, o) for o in taxed)}")
    return ("{%d}" % generic if generic else ""), parts


def pay(game, player, a, chosen: list, attacked: dict, cites: list) -> None:
    """308.2d-f / 508.1h-j: the total cost to attack, locked in, then paid in full."""
    text, parts = total_cost(game, chosen, attacked)
    if not text:
        return
    from .actions.paying import pay_mana_cost
    try:
        pay_mana_cost(game, player, a, parse_cost(text), "the cost to attack")
    except IllegalAction as e:
        raise IllegalAction("attack_costs", f"{player.name} can't pay {text} to attack ({'; '.join(parts)}): {e.reason}",
                            "illegal_action_reversed") from None
    emit(game, f"{player.name} pays {text} to attack ({'; '.join(parts)}).",
         ("attack_costs", "the total cost to attack is determined, locked in and paid before the creatures become attacking creatures"))
