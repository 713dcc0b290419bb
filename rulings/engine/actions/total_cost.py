"""A spell's total cost (2007 409.1f; 2026 601.2f): the mana cost or one alternative cost, plus
additional costs (kicker, multikicker), and the costs besides mana paid with it (601.2h)."""
from __future__ import annotations

from ..continuous import characteristics
from ..costs import pay_other_costs
from ..errors import IllegalAction
from .action import Action


def alternative_cost(game, a: Action, c, name: str, way, permission, alt, cites: list) -> tuple:
    """The one alternative cost a spell is cast for, if any (2007 409.1b; 2026 118.9a): flashback
    or escape (`way`), warp, a free cast or foretell (`permission`), or a keyword's or the card's
    own (`alt`); (that cost or None, the warp cost or None)."""
    from .. import alternative_costs
    from ..warp import warp_cost  # 702.185a: an alternative cost, from the hand only
    warp = warp_cost(game, permission is None and way is None, c, a.pay, name) if not a.face_down else None
    if warp:
        cites.append(("warp", f"{game.words.cast_past} from the hand for its warp cost {warp} rather than its mana cost"))
    free = "{0}" if permission is not None and permission.get("free") else None
    if free:
        if a.x:
            raise IllegalAction("announce_mode_and_x", f"{name} is {game.words.cast_past} without paying its mana cost, so X is 0",
                                "without_paying_mana_cost")
        cites.append(("without_paying_mana_cost", "its mana cost is not paid: an alternative cost (X is 0)"))
    foretold = permission.get("cost") if permission is not None else None  # 702.143a: the foretell cost
    if foretold:
        cites.append(("foretell", f"{game.words.cast_past} from exile for its foretell cost {foretold} rather than its mana cost"))
    if alt is not None:
        if warp or free or foretold:  # 118.9a (2007 409.1b): one alternative cost
            other = "its warp cost" if warp else "without paying its mana cost" if free else "its foretell cost"
            raise IllegalAction("one_alternative_cost", f"{name} is {game.words.cast_past} for {other}: its {alt.keyword} cost can't be paid too")
        cites += alternative_costs.cites(game, alt, game.player_named(a.player))
    other_cost = (way.cost if way is not None and way.cost else None) or warp or free or foretold or (alt.cost if alt else None)
    return other_cost, warp


def spell_cost(game, a, c, name: str, flashback: str | None, cites: list) -> tuple[str | None, str | None]:
    """409.1f: the total cost: {3} face down (morph), else the flashback cost
    (502.22a) or the mana cost, plus the kicker cost if it is kicked (502.21a).
    (the total, the kicker cost or None)."""
    if a.kicked and a.face_down:
        raise IllegalAction("kicker", f"{name} is {game.words.cast_past} face down, so it has no kicker to pay", "playing_spell_steps")
    base = "{3}" if a.face_down else (flashback or c.mana_cost)
    if a.kicked and c.keyword_ability("multikicker"):  # 2026 702.33c: the multikicker cost, as many times as kicked
        from ..kicker import multikicker_cost
        kicker = multikicker_cost(game, c, a.kicked, name)
        cites.append(("multikicker", f"the multikicker cost {c.keyword_ability('multikicker')['cost']} is paid {int(a.kicked)} time"
                                     f"{'s' if int(a.kicked) != 1 else ''}: {kicker} is added to the total cost"))
        return add_costs(base, kicker), kicker
    if a.kicked is not True and a.kicked:
        raise IllegalAction("kicker", f"kicked: {name} has no multikicker, so it is kicked at most once (kicked: true)", "playing_spell_steps")
    kicker = kicker_cost(c) if a.kicked else None
    if a.kicked and kicker is None:
        raise IllegalAction("kicker", f"{name} has no kicker, so it can't be kicked", "playing_spell_steps")
    if kicker:
        from ..additional_costs import optional_cost_text
        cites.append(("kicker", f"the kicker cost {optional_cost_text(c.keyword_ability('kicker'))} is added to the total cost"))
        return add_costs(base, kicker), kicker
    return base, None


def kicker_cost(c) -> str | None:
    kicker = c.keyword_ability("kicker")
    return kicker.get("cost") if kicker else None


def add_costs(*costs: str | None) -> str:
    """"{1}{R}" and "{2}{G}" -> "{3}{R}{G}": a total cost (409.1f)."""
    import re
    generic, symbols = 0, []
    for cost in costs:
        for sym in re.findall(r"\{([^}]*)\}", cost or ""):
            if sym.isdigit():
                generic += int(sym)
            else:
                symbols.append(sym)
    return ("{%d}" % generic if generic or not symbols else "") + "".join("{%s}" % s for s in symbols)


def mark_flashback(game, obj, name: str) -> None:
    """"If the flashback cost was paid, remove this card from the game instead of
    putting it anywhere else any time it would leave the stack" (zones.move_card)."""
    from ..state import Effect
    game.effects = game.effects + (Effect(game.new_timestamp(), "flashback", obj.id, obj.zcc, (), None, name),)


def pay_costs_besides_mana(game, player, a: Action, obj, c, card: dict, name: str, way) -> tuple:
    """The costs besides mana paid once the mana is (409.1h / 601.2h): escape's exiled cards,
    retrace's and jump-start's discard, bargain, the card's additional cost, casualty and conspire;
    what the spell on the stack remembers of them."""
    from .. import graveyard_casting
    data = ()
    if way is not None and way.keyword == "escape":
        data += (("escaped", True),)  # 702.138b: the permanent it becomes escaped
    if way is not None and way.discard:
        graveyard_casting.pay_discard(game, player, way, a.pay or {}, name)
    if way is not None and way.exile:  # escape (702.138a)
        graveyard_casting.pay_exile(game, player, obj, way, a.pay or {}, name)
    from ..bargain import pay_bargain  # 2026 702.166a-b: an optional additional cost
    data += pay_bargain(game, player, obj, c, a.pay or {}, a.face_down, name)
    from ..gift import pay_gift  # 2026 702.174a, k: an optional additional cost, an opponent chosen
    data += pay_gift(game, player, c, a.pay or {}, a.face_down, name)
    if card.get("additional_cost") and not a.face_down:
        from ..additional_costs import with_x
        cost = with_x(card["additional_cost"], a.x or 0)  # "pay X life": the X announced (409.1f / 601.2f)
        data += pay_additional_cost(game, player, obj, cost, a.pay or {}, name) if cost else ()
    if not a.face_down:
        from ..casualty import pay_casualty  # 2026 702.153a: an optional additional cost
        data += pay_casualty(game, player, obj, c, a.pay or {}, name)
        from ..conspire import pay_conspire  # 2026 702.78a: an optional additional cost
        data += pay_conspire(game, player, obj, c, a.pay or {}, name)
    return data


def pay_additional_cost(game, player, obj, cost: dict, pay: dict, name: str) -> tuple:
    """"As an additional cost to play [this spell], sacrifice a creature" (409.1f-h):
    the sacrificed creature's power is remembered for the spell, and its copies (503.10)."""
    from ..additional_costs import chose_mana
    if chose_mana(cost, pay):  # its mana was paid with the total cost instead
        return ()
    if "or_discard" in cost:  # "sacrifice a creature or discard a card": the one the action names (additional_costs.py)
        from ..additional_costs import sacrifice_or_discard
        cost = sacrifice_or_discard(cost, pay, name)
    chosen = game.objects.get((pay.get("sacrifice") or [None])[0])
    power = characteristics(game, chosen).power if chosen is not None and chosen.zone == "in_play" else None
    toughness = characteristics(game, chosen).toughness if chosen is not None and chosen.zone == "in_play" else None
    from ..target_filter import mana_value  # "the sacrificed creature's mana value" (Sacrifice), as it last existed
    mv = mana_value(game, chosen, characteristics(game, chosen)) if chosen is not None and chosen.zone == "in_play" else 0
    if "reveal" in cost:  # "reveal a Pirate card from your hand or pay {2}" (reveal_costs.py)
        from ..reveal_costs import pay as pay_reveal
        pay_reveal(game, player, cost, pay, name)
        return ()
    if "exile_from_graveyard" in cost:  # "exile a creature card from your graveyard" (additional_costs.py)
        from ..additional_costs import exile_from_graveyard
        exile_from_graveyard(game, player, cost, pay, name)
        return ()
    pay_other_costs(game, player, obj, cost, pay, name, "pay_total_cost")
    return (("sacrificed_power", power or 0), ("sacrificed_toughness", toughness or 0), ("sacrificed_mana_value", mv))
