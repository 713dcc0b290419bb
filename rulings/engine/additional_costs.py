"""A spell's additional cost printed in its text: "As an additional cost to
cast this spell, sacrifice a creature / an artifact / a land / an artifact or
creature, discard a card, pay N life, exile a creature card from your
graveyard" (2007: announced 409.1b, part of the total cost 409.1f, paid
409.1h; 2026: 601.2b, 601.2f, 601.2h, and 118.8: paid at the same time as the
mana cost).

The card's `additional_cost` holds exactly one of:

* `"sacrifice"`: one of SACRIFICE (a kind, or two joined by "_or_"), or
  "subtype:Goblin"; the `play_spell` action's `pay.sacrifice` names the
  permanent; beside it, `"sacrifice_count"`: 2 to 5 ("sacrifice two creatures",
  "sacrifice five lands"), that many different permanents named in `pay.sacrifice`,
  sacrificed at once (sacrifice_costs.py);
* `"discard"`: how many cards, or "X"; `pay.discard` names them;
* `"life"`: how much life, or "X" (119.4 in 2026: only a player with that much can pay it);
* `"exile_from_graveyard"`: "creature": `pay.exile` names one creature card in the
  caster's graveyard;

("discard X cards", "pay X life": X is announced as the spell is cast, 2007 409.1b, 2026 601.2b, and
the spell's X is that value); and with `"sacrifice"` or `"discard"`, `"or_pay"`: mana the caster may pay instead ("sacrifice a
creature or pay {3}{B}"): without `pay.sacrifice` / `pay.discard` the action pays that mana as
part of the total cost (the choice announced, 2007 409.1b; 2026 601.2b).

Sacrificing, discarding and paying life go through costs.pay_other_costs,
like an activated ability's costs; exiling from the graveyard is here.
"""
from __future__ import annotations

import re

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .targets import display

KINDS = ("sacrifice", "discard", "life", "exile_from_graveyard")
#: "As an additional cost to cast this spell, return a land / a creature / a permanent you control to its owner's hand"
#: (Deprive, Familiar's Ruse, Disappearing Act): `{"count": 1, "kind": ...}`, the permanent named in `pay.return`,
#: returned as the total cost is paid (costs.pay_other_costs, return_costs.py)
KINDS += ("return_permanents",)
#: "reveal a Pirate card from your hand or pay {2}": "subtype:Pirate", always beside "or_pay" (reveal_costs.py)
KINDS += ("reveal",)
RETURN_KINDS = ("land", "creature", "permanent")
OR_PAY = "or_pay"
COUNT = "sacrifice_count"  # beside "sacrifice": how many (2 to 5)
OR_DISCARD = "or_discard"  # beside "sacrifice": "sacrifice a creature or discard a card" (1)
RANDOM = "discard_random"  # with "discard": 1: "discard a card at random" (random_discard_costs.py)
SACRIFICE = ("creature", "artifact", "land", "enchantment", "artifact_or_creature", "creature_or_land",
             "creature_or_enchantment", "artifact_or_enchantment",
             "permanent", "nonland_permanent", "creature_or_planeswalker")  # "a permanent", "a nonland permanent" (costs._is_sacrificeable)
SUBTYPE = re.compile(r"^subtype:[A-Z][A-Za-z-]*$")
EXILE_FROM_GRAVEYARD = {"creature": "Creature"}


def problems(cost, bounds: dict) -> list[tuple[str, str]]:
    """What is wrong with a card's `additional_cost`, as (field, message) pairs."""
    if not isinstance(cost, dict):
        return [("", "must be an object")]
    out = [(k, "unknown field: one of " + ", ".join(f'"{x}"' for x in KINDS + (OR_PAY, COUNT, OR_DISCARD, RANDOM)))
           for k in cost if k not in KINDS + (OR_PAY, COUNT, OR_DISCARD, RANDOM)]
    if RANDOM in cost:  # "discard a card at random" (random_discard_costs.py)
        from .random_discard_costs import problems as random_problems
        out += random_problems(cost)
        cost = {k: v for k, v in cost.items() if k != RANDOM}
    if OR_DISCARD in cost:  # "sacrifice a creature or discard a card": only beside "sacrifice" alone
        if cost[OR_DISCARD] != 1 or isinstance(cost[OR_DISCARD], bool):
            _bad(out, OR_DISCARD, "must be 1 (a card)")
        if set(cost) != {"sacrifice", OR_DISCARD}:
            _bad(out, OR_DISCARD, 'is only beside "sacrifice" alone')
        cost = {k: v for k, v in cost.items() if k != OR_DISCARD}
    if COUNT in cost:  # "sacrifice two creatures": only beside "sacrifice"
        n = cost[COUNT]
        if isinstance(n, bool) or not isinstance(n, int) or not 2 <= n <= 5:
            _bad(out, COUNT, "must be an integer from 2 to 5")
        if "sacrifice" not in cost:
            _bad(out, COUNT, 'is only beside "sacrifice"')
        cost = {k: v for k, v in cost.items() if k != COUNT}
    if OR_PAY in cost:
        from .mana import is_valid_cost
        if not isinstance(cost[OR_PAY], str) or not is_valid_cost(cost[OR_PAY]) or "X" in cost[OR_PAY]:
            _bad(out, OR_PAY, 'must be mana symbols such as "{3}{B}"')
        if not ({"sacrifice", "discard", "reveal"} & set(cost)):
            _bad(out, OR_PAY, 'is only beside "sacrifice", "discard" or "reveal"')
        cost = {k: v for k, v in cost.items() if k != OR_PAY}
    if len(cost) != 1:
        out.append(("", "must be exactly one of " + ", ".join(f'"{x}"' for x in KINDS)))
    if "sacrifice" in cost and cost["sacrifice"] not in SACRIFICE and not (isinstance(cost["sacrifice"], str) and SUBTYPE.match(cost["sacrifice"])):
        _bad(out, "sacrifice", "must be one of " + ", ".join(f'"{x}"' for x in SACRIFICE) + ' or "subtype:Name"')
    for k, bound in (("discard", "cost_discard"), ("life", "cost_life")):
        if k in cost and cost[k] == "X" and OR_PAY not in cost:
            continue  # "discard X cards", "pay X life": X announced as the spell is cast (with_x below)
        if k in cost:
            lo, hi = bounds[bound]
            n = cost[k]
            if isinstance(n, bool) or not isinstance(n, int) or not max(lo, 1) <= n <= hi:
                out.append((k, f"must be an integer from {max(lo, 1)} to {hi}"))
    if "return_permanents" in cost:
        spec = cost["return_permanents"]
        if not isinstance(spec, dict) or spec.get("count") != 1 or spec.get("kind") not in RETURN_KINDS or set(spec) != {"count", "kind"}:
            _bad(out, "return_permanents", 'must be {"count": 1, "kind": ...}, the kind one of ' + ", ".join(f'"{x}"' for x in RETURN_KINDS))
    if "reveal" in cost and not (isinstance(cost["reveal"], str) and SUBTYPE.match(cost["reveal"])):
        _bad(out, "reveal", 'must be "subtype:Name"')
    if "exile_from_graveyard" in cost and cost["exile_from_graveyard"] not in EXILE_FROM_GRAVEYARD:
        _bad(out, "exile_from_graveyard", "must be one of " + ", ".join(f'"{x}"' for x in EXILE_FROM_GRAVEYARD))
    return out


def words(cost: dict) -> str:
    """The cost in Oracle's words ("sacrifice an artifact or creature")."""
    from .costs import cost_text
    if "exile_from_graveyard" in cost:
        return f"exile {cost['exile_from_graveyard']} card from your graveyard"
    if "reveal" in cost:  # reveal_costs.py
        sub = cost["reveal"].partition(":")[2]
        return f"reveal {'an' if sub[0] in 'AEIOU' else 'a'} {sub} card from your hand or pay {cost[OR_PAY]}"
    return cost_text(cost)


def exile_from_graveyard(game, player, cost: dict, pay: dict, name: str) -> None:
    """"Exile a creature card from your graveyard" as the total cost is paid (409.1h; 601.2h)."""
    from .zones import move_card
    kind = cost["exile_from_graveyard"]
    chosen = list((pay or {}).get("exile") or ())
    obj = game.objects.get(chosen[0]) if len(chosen) == 1 else None
    if obj is None or obj.zone != "graveyard" or obj.owner != player.index or obj.token \
            or EXILE_FROM_GRAVEYARD[kind] not in characteristics(game, obj).types:
        raise IllegalAction("pay_total_cost", f"pay.exile: the additional cost of {name} is to exile one {kind} card from "
                                              f"{player.name}'s graveyard, named in \"pay\": {{\"exile\": [...]}} "
                                              f"(given: {', '.join(map(str, chosen)) or 'none'})", "illegal_action_reversed")
    card = display(game, obj)
    move_card(game, obj, "removed_from_game")
    emit(game, f"As the additional cost of {name}, {player.name} chooses to {game.words.remove(card)} from their graveyard: "
               f"it is {game.words.removed}.",
         ("pay_total_cost", f"the total cost of {name}, its additional cost included, is paid"))


def has_x(cost) -> bool:
    """Whether the additional cost is "discard X cards" or "pay X life" (X announced as the spell is
    cast: 2007 409.1b; 2026 601.2b)."""
    return isinstance(cost, dict) and "X" in (cost.get("discard"), cost.get("life"))


def with_x(cost: dict, x: int) -> dict:
    """The cost with the announced X in it (2007 409.1f; 2026 601.2f); nothing to pay for X = 0."""
    return {k: x for k, v in cost.items() if v == "X" and x > 0} if has_x(cost) else cost


def _bad(out: list, field: str, message: str) -> None:
    out.append((field, message))


# --- optional costs that aren't mana: "Kicker—Sacrifice a land", "Buyback—Sacrifice a land" ------------------
#: what a kicker or buyback keyword may ask besides mana (its `cost` is then "{0}")
OPTIONAL_EXTRA = ("sacrifice", "life")
OPTIONAL_EXTRA += ("discard",)  # "Buyback—Discard two cards" (Forbid): the cards named in `pay.discard`
#: "Kicker—Tap an untapped Vampire you control" (`tap_creature`: true, `tap_subtype`), "Kicker—Return a creature you
#: control to its owner's hand" (`return_permanents`): paid as an activated ability's such costs are (costs.pay_other_costs),
#: the permanents named in the action's `pay.tap` / `pay.return`
KICKER_ONLY = ("tap_creature", "tap_subtype", "return_permanents")
OPTIONAL_EXTRA += KICKER_ONLY


def optional_extra(kw: dict | None) -> dict:
    """The part of a kicker or buyback cost that isn't mana ({"sacrifice": "land"}, {"life": 3}), or {}."""
    return {k: kw[k] for k in OPTIONAL_EXTRA if k in kw} if kw else {}


def optional_cost_text(kw: dict) -> str:
    """ "{2}{R}, sacrifice a land", "sacrifice a land", "{1}{G}": the whole kicker or buyback cost in words."""
    from .costs import cost_text
    extra = optional_extra(kw)
    mana = kw.get("cost") or "{0}"
    if not extra:
        return mana
    words = cost_text(extra)
    return words if mana == "{0}" else f"{mana}, {words}"


def pay_optional_extras(game, player, obj, c, kicked: bool, bought_back: bool, pay: dict, name: str) -> None:
    """Sacrifice or pay life for a kicker or buyback paid as the spell was cast, with the rest of the
    total cost (2007 409.1f, 409.1h; 2026 601.2f, 601.2h): the permanent is named in `pay.sacrifice`."""
    from .costs import pay_other_costs
    for keyword, paid in (("kicker", kicked), ("buyback", bought_back)):
        extra = optional_extra(c.keyword_ability(keyword)) if paid else {}
        if extra:
            pay_other_costs(game, player, obj, extra, pay, name, "pay_total_cost")


def optional_extra_problems(ab: dict, bounds: dict) -> list[tuple[str, str]]:
    """What is wrong with a keyword's `sacrifice` or `life` (only a kicker's or buyback's)."""
    out: list[tuple[str, str]] = []
    extra = optional_extra(ab)
    if ab.get("keyword") in ("ward", "cumulative_upkeep"):  # their "life" is their own cost (ward.py, keywords_triggered.py)
        extra.pop("life", None)
    if ab.get("keyword") == "ward":  # ward's "discard" is its own cost too (ward.py)
        extra.pop("discard", None)
    if not extra:
        return out
    if ab.get("keyword") not in ("kicker", "buyback"):
        return [(k, "is only for kicker and buyback (a cost besides mana)") for k in extra]
    if set(KICKER_ONLY) & set(extra):
        return _kicker_only_problems(ab, extra)
    if len(extra) > 1:
        _bad(out, "sacrifice", 'at most one of "sacrifice" or "life"')
    if extra.get("life") == "X":
        _bad(out, "life", "must be an integer (X is only for a spell's own additional cost)")
        return out
    out += [(k, m) for k, m in problems(extra, bounds) if k]
    return out


def chose_mana(cost: dict, pay: dict) -> bool:
    """Whether the caster pays the `or_pay` mana rather than sacrificing or discarding (nothing named)."""
    return OR_PAY in cost and not (pay or {}).get("sacrifice" if "sacrifice" in cost else "reveal" if "reveal" in cost else "discard")


def with_mana_instead(game, card: dict, total: str, pay: dict, face_down: bool, name: str, cites: list) -> str:
    """The total cost with the `or_pay` mana added when the caster chose it (2007 409.1b, 409.1f; 2026 601.2b, 601.2f)."""
    cost = card.get("additional_cost") or {}
    if face_down or not chose_mana(cost, pay):
        return total
    from .actions import add_costs
    cites.append(("total_cost", f"{name}'s additional cost is paid as {cost[OR_PAY]} rather than by "
                                f"{'sacrificing' if 'sacrifice' in cost else 'revealing' if 'reveal' in cost else 'discarding'} (nothing named in pay), so it is added"))
    return add_costs(total, cost[OR_PAY])


def sacrifice_or_discard(cost: dict, pay: dict, name: str) -> dict:
    """ "Sacrifice a creature or discard a card" (Bone Shards): the caster chooses which as the spell is cast
    (2007 409.1b; 2026 601.2b), by naming a permanent in `pay.sacrifice` or a card in `pay.discard` (not both)."""
    sac, discard = bool((pay or {}).get("sacrifice")), bool((pay or {}).get("discard"))
    if sac == discard:
        raise IllegalAction("pay_total_cost", f"the additional cost of {name} is to sacrifice {cost['sacrifice'].replace('_', ' ')} or "
                                              f"discard a card: name one of them, \"pay\": {{\"sacrifice\": [...]}} or {{\"discard\": [...]}}",
                            "illegal_action_reversed")
    return {"sacrifice": cost["sacrifice"]} if sac else {"discard": cost[OR_DISCARD]}


def _kicker_only_problems(ab: dict, extra: dict) -> list[tuple[str, str]]:
    """ "Kicker—Tap an untapped Vampire you control" / "Kicker—Return a creature you control to its owner's hand"."""
    import re as _re
    if ab.get("keyword") != "kicker":
        return [(k, "is only for kicker") for k in extra if k in KICKER_ONLY]
    if "return_permanents" in extra:
        from .return_costs import problems as return_problems
        out = [("return_permanents", m) for m in return_problems(extra["return_permanents"])]
        if set(extra) != {"return_permanents"}:
            out.append(("return_permanents", 'goes alone (no other cost besides the mana)'))
        return out
    if set(extra) != {"tap_creature", "tap_subtype"} or extra["tap_creature"] is not True \
            or not (isinstance(extra["tap_subtype"], str) and _re.fullmatch(r"[A-Z][A-Za-z-]*", extra["tap_subtype"])):
        return [("tap_creature", 'must be true beside "tap_subtype" (a subtype such as "Vampire"), alone')]
    return []
