"""An activated ability's own cost change: "{5}, {T}: Draw a card. This ability costs {1} less to
activate for each other artifact you control." (Tamiyo's Logbook), "... {1} more to activate for each
card in your hand" (Loreseeker's Stone), "... {2} less to activate if you control a legendary creature"
(Esquire of the King).

The ability's field `"activation_cost"`:

* `"less": N` or `"more": N`: {N} generic mana less or more,
* with `"for_each"`: a count (the effects' amount vocabulary, counted for the player activating it
  with the ability's source as "this" / "other": permanents a filter describes, cards in a graveyard,
  basic land types among lands you control, cards in your hand, creatures in your party), or the
  source's own counters of one kind (`{"count": "quest_counters_on_source"}`): {N} for each;
* or with `"if"`: such a count and `"at_least"`: the change applies once if the count is at least that
  (`{"count": "your_turn", "at_least": 1}`: "during your turn", the turn of the player activating it).

The change is made as the total cost is determined (2007 409.1f: "The total cost is the mana cost,
activation cost, or alternative cost, plus all cost increases and minus all cost reductions"; 2026
601.2f, which 602.2b applies to activating an ability, its activation cost standing for the mana
cost), after the ability's targets are chosen, and the cost is locked in then. An increase adds
generic mana; a reduction takes only generic mana (2026 118.7a) and never below {0} (601.2f).
A mana ability's cost isn't changed here: such an ability is not written with this field."""
from __future__ import annotations

from .mana import ManaCost

AMOUNT_RANGE = (1, 20)
AT_LEAST_RANGE = (1, 20)
#: the count kinds the change may use (rulings/engine/effects/base.amount_of reads them), none of which
#: needs what only a resolving ability knows (its targets, an event, a cost paid)
COUNTS = ("permanents", "graveyard_cards", "basic_land_types", "creatures_in_your_party", "cards_in_your_hand")
#: "This ability costs {1} less to activate during your turn" (Hylda's Crown of Winter; "if" with "at_least": 1): cost_counts.py's
OWN_COUNTS = ("your_turn",)


def _source_counter_kind(count: str) -> str | None:
    """ "quest_counters_on_source" -> "quest": the source's own counters (source_counters.KINDS), or None."""
    from .source_counters import KINDS
    return KINDS.get(count)


def _counted(game, player: int, obj, spec: dict) -> int:
    if spec.get("count") in OWN_COUNTS:  # 1 during its player's own turn
        from .cost_counts import amount
        return amount(game, player, spec)
    kind = _source_counter_kind(spec.get("count", ""))
    if kind is not None:  # the source's own counters now (it is where the ability works)
        return obj.counters.get(kind, 0)
    from .effects.base import Ctx, amount_of
    from .targets import display
    return amount_of(game, Ctx(player, obj.id, display(game, obj)), {k: v for k, v in spec.items() if k != "at_least"})


def changed(game, player, obj, ab: dict, mcost: ManaCost) -> tuple[ManaCost, list]:
    """The ability's mana cost changed by its own "This ability costs {N} less / more to activate ...",
    and the citations; unchanged (no citation) if it has none or its condition doesn't hold."""
    spec = ab.get("activation_cost")
    if not spec:
        return mcost, []
    from .targets import display
    name = display(game, obj)
    if "for_each" in spec:
        times = _counted(game, player.index, obj, spec["for_each"])
        why = f"{times} counted"
    else:
        n = _counted(game, player.index, obj, spec["if"])
        if n < spec["if"]["at_least"]:
            return mcost, [("total_cost", f"{name}'s ability costs no less: its condition doesn't hold "
                                          f"({n} counted, at least {spec['if']['at_least']} needed)")]
        times, why = 1, f"the condition holds ({n} counted, at least {spec['if']['at_least']} needed)"
    more = spec.get("more", 0) * times
    less = spec.get("less", 0) * times
    left = ManaCost(dict(mcost.colored), mcost.generic + more, mcost.x_count, mcost.hybrid, mcost.phyrexian)
    taken = min(less, left.generic)
    left.generic -= taken
    said = f"{{{more}}} more" if spec.get("more") else f"{{{less}}} less"
    floor = f" ({{{taken}}} of it taken: only generic mana is reduced, and never below {{0}})" if taken != less else ""
    cites = [("total_cost", f"{name}'s ability's own cost change: {said} ({why}){floor}, "
                            f"so its total cost is {left.text() or '{0}'}")]
    if game.rules.applies("activation_total_cost"):  # 2026 602.2b (the 2007 409.1f names the activation cost itself)
        cites.append(("activation_total_cost", "an activated ability's activation cost stands for a spell's mana cost "
                                               "as its total cost is determined"))
    if less and game.rules.applies("generic_reduction"):
        cites.append(("generic_reduction", "a reduction by an amount of generic mana reduces only the cost's generic component"))
    return left, cites


# --- the scenario's card vocabulary --------------------------------------------------------------
def problems(spec, ability: dict) -> list[tuple[str, str]]:
    """What is wrong with an activated ability's `activation_cost`, as (field, message) pairs (the loader
    checks each count further as an amount of the effects' vocabulary: `counts`)."""
    from .costs import is_mana_ability
    from .source_counters import KINDS as COUNTER_KINDS
    if not isinstance(spec, dict):
        return [("", "must be an object")]
    out: list[tuple[str, str]] = []
    known = ("less", "more", "for_each", "if")
    for k in spec:
        if k not in known:
            out.append((k, "unknown field: one of " + ", ".join(f'"{f}"' for f in known)))
    if ("less" in spec) == ("more" in spec):
        out.append(("", 'needs one of "less" or "more"'))
    for k in ("less", "more"):
        if k in spec and (isinstance(spec[k], bool) or not isinstance(spec[k], int) or not AMOUNT_RANGE[0] <= spec[k] <= AMOUNT_RANGE[1]):
            out.append((k, f"must be an integer from {AMOUNT_RANGE[0]} to {AMOUNT_RANGE[1]}"))
    if ("for_each" in spec) == ("if" in spec):
        out.append(("", 'needs one of "for_each" or "if"'))
    for k in ("for_each", "if"):
        count = spec.get(k)
        if k not in spec:
            continue
        kinds = COUNTS + OWN_COUNTS + tuple(COUNTER_KINDS)
        if not isinstance(count, dict) or count.get("count") not in kinds:
            out.append((f"{k}.count", "must be one of " + ", ".join(f'"{c}"' for c in kinds)))
            continue
        if set(count) - {"count", "filter", "at_least"} or ("at_least" in count and k != "if"):
            out.append((k, 'a count has "count" and, for "permanents" or "graveyard_cards", "filter" (and "at_least" after "if")'))
        if k == "if":
            n = count.get("at_least")
            if isinstance(n, bool) or not isinstance(n, int) or not AT_LEAST_RANGE[0] <= n <= AT_LEAST_RANGE[1]:
                out.append(("if.at_least", f"must be an integer from {AT_LEAST_RANGE[0]} to {AT_LEAST_RANGE[1]}"))
    if is_mana_ability(ability):
        out.append(("", "a mana ability's cost isn't changed this way"))
    return out


def counts(spec) -> list[tuple[str, dict]]:
    """(field, the count without "at_least") of a well-formed `activation_cost`, for the loader's amount check;
    the source's own counters are this module's and left out."""
    out = []
    for k in ("for_each", "if"):
        count = spec.get(k) if isinstance(spec, dict) else None
        if isinstance(count, dict) and count.get("count") in COUNTS:
            out.append((k, {f: v for f, v in count.items() if f != "at_least"}))
    return out
