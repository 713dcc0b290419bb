"""The values a card's abilities and instructions share: targets, a characteristic, a condition, a
reference to an object or player, an amount (SCENARIO_FORMAT.md, "Values")."""
from __future__ import annotations

from ... import characteristic_defining
from ... import target_filter
from ...targets import TARGET_SPECS
from ..fields import Checker, is_int, type_name
from ..vocabulary import MONARCH_CONDITIONS
from ..vocabulary import TARGET_CONDITIONS, BOUNDS, CARD_TYPES, COLORS, CONDITIONS, COUNTS, KEYWORDS, REF_WORDS


def check_modes(v: Checker, modes, path: str) -> None:
    if not modes:
        v.err(path, "must list at least one mode")
    for i, m in enumerate(modes):
        mp = f"{path}[{i}]"
        if v.obj(m, mp, ("text", "targets", "effect"), ("effect",)):
            n = target_specs(v, m.get("targets"), f"{mp}.targets") if "targets" in m else 0
            if "text" in m:
                v.string(m["text"], f"{mp}.text", nonempty=False)
            if "effect" in m:
                effects(v, m["effect"], f"{mp}.effect", n)


def target_specs(v: Checker, specs, path: str) -> int:
    if not v.listof(specs, path):
        return 0
    for i, t in enumerate(specs):
        if isinstance(t, dict):  # a filter of fields (target_filter): each wrong field named
            for field, msg in target_filter.problems(t, KEYWORDS):
                v.err(f"{path}[{i}].{field}", msg)
            if target_filter.only_planeswalkers(t) and v.edition == "2007-02-01":
                from ...planeswalkers import NO_PLANESWALKERS_2007
                v.err(f"{path}[{i}].types", NO_PLANESWALKERS_2007)
            if target_filter.names_later_subtypes(t) and v.edition == "2007-02-01":
                v.err(f"{path}[{i}].any_of" if "any_of" in t else f"{path}[{i}].subtypes", target_filter.NO_VEHICLES_2007)
        else:
            v.choice(t, f"{path}[{i}]", tuple(TARGET_SPECS))
    up_to = [t for t in specs if isinstance(t, dict) and t.get("up_to") is True]
    if up_to:
        first = next(i for i, t in enumerate(specs) if isinstance(t, dict) and t.get("up_to") is True)
        if any(not (isinstance(t, dict) and t.get("up_to") is True) for t in specs[first:]) or any(t != up_to[0] for t in up_to):
            v.err(f"{path}[{first}].up_to", 'the targets of "up to N target ..." come last, all the same filter '
                                            '(one instance of the word "target")')
    if specs and isinstance(specs[0], dict) and specs[0].get("not_an_earlier_target") is True:
        v.err(f"{path}[0].not_an_earlier_target", '"another target ..." follows an earlier target; the first has none before it')
    return len(specs)


def characteristic(v: Checker, ch, path: str, subtypes: bool = False) -> None:
    """A characteristic an ability defines; `subtypes` ("Enchanted creature is a
    Zombie") only for what a static ability says another object is."""
    if not v.obj(ch, path, ("colors", "types", "power", "toughness") + (("subtypes", "land_type") if subtypes else ())):
        return
    if "land_type" in ch:  # "Enchanted land is an Island" (effects/type_changes.py: 2007 212.6e; 2026 305.7)
        from ...effects.type_changes import BASIC_LAND_MANA
        v.choice(ch["land_type"], f"{path}.land_type", tuple(BASIC_LAND_MANA))
    if "subtypes" in ch and v.listof(ch["subtypes"], f"{path}.subtypes"):
        for i, t in enumerate(ch["subtypes"]):
            v.string(t, f"{path}.subtypes[{i}]")
    if "colors" in ch and v.listof(ch["colors"], f"{path}.colors"):
        for i, t in enumerate(ch["colors"]):
            v.choice(t, f"{path}.colors[{i}]", COLORS)
    if "types" in ch and v.listof(ch["types"], f"{path}.types"):
        for i, t in enumerate(ch["types"]):
            v.choice(t, f"{path}.types[{i}]", CARD_TYPES)
    for k in ("power", "toughness"):
        if k in ch:
            if isinstance(ch[k], dict):
                if v.obj(ch[k], f"{path}.{k}", ("count", "filter", "plus"), ("count",)) and "count" in ch[k]:
                    v.choice(ch[k]["count"], f"{path}.{k}.count", CHARACTERISTIC_COUNTS)
                    if ch[k]["count"] in characteristic_defining.KINDS:
                        for field, message in characteristic_defining.problems(ch[k]):
                            v.err(f"{path}.{k}.{field}", message)
                    elif set(ch[k]) - {"count"}:
                        v.err(f"{path}.{k}", f'only a count of {", ".join(characteristic_defining.KINDS)} has a "filter" or "plus"')
            else:
                v.integer(ch[k], f"{path}.{k}", *BOUNDS["power_toughness"])


CHARACTERISTIC_COUNTS = ("creature_cards_in_your_graveyard", "permanents_of_the_chosen_color_your_opponents_control",
                         "creatures_of_the_chosen_type") + characteristic_defining.KINDS


def condition(v: Checker, cond, path: str, targeted: bool = False) -> None:
    """An intervening "if" (404.3), or, with `targeted`, an instruction's
    condition, which may read the first target ("if that player has no cards in hand")."""
    if not v.obj(cond, path, CONDITIONS + (TARGET_CONDITIONS if targeted else ())):
        return
    if "target_hand_empty" in cond:
        v.boolean(cond["target_hand_empty"], f"{path}.target_hand_empty")
    if len(cond) != 1:
        v.err(path, "must have exactly one condition")
    for k in ("your_life_exactly", "your_life_at_most"):
        if k in cond:
            v.integer(cond[k], f"{path}.{k}", *BOUNDS["condition_life"])
    if "your_hand_empty" in cond:
        v.boolean(cond["your_hand_empty"], f"{path}.your_hand_empty")
    if "source_echo_due" in cond and cond["source_echo_due"] is not True:  # "Echo—Discard a card" written out (unless_you.py)
        v.err(f"{path}.source_echo_due", "must be true (echo's \"if this came under your control since the beginning of your last upkeep\")")
    if "tribute_not_paid" in cond and cond["tribute_not_paid"] is not True:
        v.err(f"{path}.tribute_not_paid", "must be true (\"if tribute wasn't paid\", 702.104b)")
    if "your_hand_at_least" in cond:
        v.integer(cond["your_hand_at_least"], f"{path}.your_hand_at_least", *BOUNDS["condition_hand"])
    if "your_hand_exactly" in cond:  # "if you have exactly seven cards in hand"
        v.integer(cond["your_hand_exactly"], f"{path}.your_hand_exactly", *BOUNDS["condition_hand"])
    if "active_hand_at_most" in cond:  # "if that player has two or fewer cards in hand" (a player's step)
        v.integer(cond["active_hand_at_most"], f"{path}.active_hand_at_most", *BOUNDS["condition_hand"])
    if "you_control_no_creatures" in cond:  # "if you control no creatures": the board, as the ability triggers and resolves
        v.boolean(cond["you_control_no_creatures"], f"{path}.you_control_no_creatures")
    for k in ("no_creatures_on_battlefield", "you_control_no_artifacts"):  # board_conditions.py
        if k in cond:
            v.boolean(cond[k], f"{path}.{k}")
    if "creatures_you_control_at_least" in cond:
        v.integer(cond["creatures_you_control_at_least"], f"{path}.creatures_you_control_at_least", *BOUNDS["condition_count"])
    if "source_x_at_least" in cond:  # ravenous's "if X is 5 or more" (2026 702.156a): ravenous.py
        v.integer(cond["source_x_at_least"], f"{path}.source_x_at_least", *BOUNDS["condition_count"])
    if "cards_in_your_graveyard_at_least" in cond:  # threshold (from_graveyard.py)
        v.integer(cond["cards_in_your_graveyard_at_least"], f"{path}.cards_in_your_graveyard_at_least", *BOUNDS["condition_count"])
    if "initiative" in cond and cond["initiative"] != "you":  # "if you have the initiative"; refused under 2007 (initiative.py)
        v.err(f"{path}.initiative", 'must be "you" ("if you have the initiative")')
    if "monarch" in cond:  # refused under 2007 by the loader (makes_a_monarch)
        v.choice(cond["monarch"], f"{path}.monarch", MONARCH_CONDITIONS)
    if "source_was_cast" in cond:  # "if you cast it [from your hand]" (cast_it.py)
        from ...cast_it import CAST_FROM
        v.choice(cond["source_was_cast"], f"{path}.source_was_cast", CAST_FROM)
    if "source_was_bargained" in cond and cond["source_was_bargained"] is not True:  # bargain.py
        v.err(f"{path}.source_was_bargained", "must be true")
    if "citys_blessing" in cond:  # "if you have the city's blessing" (702.131c)
        v.boolean(cond["citys_blessing"], f"{path}.citys_blessing")
    if "you_attacked_this_turn" in cond:  # raid's "if you attacked this turn" (raid.py)
        v.boolean(cond["you_attacked_this_turn"], f"{path}.you_attacked_this_turn")
    if "you_cast_noncreature_spell_this_turn" in cond:
        v.boolean(cond["you_cast_noncreature_spell_this_turn"], f"{path}.you_cast_noncreature_spell_this_turn")
    if "life_gained_this_turn_at_least" in cond:  # "if you gained 3 or more life this turn"
        v.integer(cond["life_gained_this_turn_at_least"], f"{path}.life_gained_this_turn_at_least", 1, 1000)
    if "card_types_in_your_graveyard_at_least" in cond:  # delirium
        v.integer(cond["card_types_in_your_graveyard_at_least"], f"{path}.card_types_in_your_graveyard_at_least", 1, 10)
    if "permanent_left_your_control_this_turn" in cond:  # revolt
        v.boolean(cond["permanent_left_your_control_this_turn"], f"{path}.permanent_left_your_control_this_turn")
    if "its_your_turn" in cond:  # "If it's your turn, ..." (the Fated spells)
        v.boolean(cond["its_your_turn"], f"{path}.its_your_turn")
    if "a_creature_died_this_turn" in cond:  # morbid's "if a creature died this turn" (morbid.py)
        v.boolean(cond["a_creature_died_this_turn"], f"{path}.a_creature_died_this_turn")
    if "source_tapped" in cond:  # "if this land is tapped" (storage_counters.py)
        v.boolean(cond["source_tapped"], f"{path}.source_tapped")
    if "source_is_enchantment" in cond:  # "if this permanent is an enchantment" (source_types.py)
        v.boolean(cond["source_is_enchantment"], f"{path}.source_is_enchantment")
    if "source_was_kicked" in cond and cond["source_was_kicked"] is not True:  # "if it was kicked" (kicker.py)
        v.err(f"{path}.source_was_kicked", "must be true")
    from ...board_life_conditions import problems as board_life_problems  # ferocious, coven, life this turn ...
    for field, message in board_life_problems(cond):
        v.err(f"{path}.{field}", message)


def ref(v: Checker, value, path: str, ntargets: int) -> None:
    if isinstance(value, str) and value.startswith("target:"):
        n = value[7:]
        if not n.isdigit() or int(n) >= ntargets:
            v.err(path, f'"{value}" refers to a target the ability doesn\'t have ({ntargets} target(s))')
        return
    v.choice(value, path, REF_WORDS + ("target:0",))


#: the counts besides "permanents" that may say "times" ("You gain 4 life for each creature tapped this way": tap_any_number.py)
_TIMES = ("cards_in_your_hand", "tapped_this_way", "basic_land_types")  # and domain ("2 life for each basic land type", counts_more.py)
_TIMES += ("spells_you_cast_this_turn",)  # "2 life for each spell you've cast this turn" (cast_spell_values.py)
_TIMES += ("times_source_was_kicked",)  # "2 life for each time it was kicked" (kick_counts.py)


def _count_filter(v: Checker, value: dict, path: str) -> None:
    """{"count": "permanents", "filter": {...}, "times": 2}: the permanents a target filter describes."""
    from ...counts_more import FILTERED
    if value.get("count") == "devotion" or "colors" in value:  # "your devotion to green" (devotion.py)
        from ...devotion import problems
        if value.get("count") != "devotion":
            v.err(f"{path}.colors", 'is only for "count": "devotion"')
            return
        for field, msg in problems(value):
            v.err(f"{path}.{field}", msg)
        return
    if value.get("count") == "subtype_died_this_turn":  # "for each Zubera that died this turn" (died_subtypes.py)
        from ...died_subtypes import problems
        for field, msg in problems(value):
            v.err(f"{path}.{field}", msg)
        return
    if "plus" in value:  # "2 plus the number of ..." (counts_more.py)
        if value.get("count") not in FILTERED + ("basic_land_types",):
            v.err(f"{path}.plus", 'is only for the counts of rulings/engine/counts_more.py')
        elif not is_int(value["plus"]) or not 1 <= value["plus"] <= 100:
            v.err(f"{path}.plus", "must be a whole number from 1 to 100")
    if value.get("count") not in ("permanents", "greatest_power") + FILTERED:  # greatest_power.py: the creatures a filter describes
        for k in ("filter", "times"):
            if k in value and not (k == "times" and value.get("count") in _TIMES):  # "2 life for each card in your hand"
                v.err(f"{path}.{k}", 'is only for "count": "permanents"' + (' and "cards_in_your_hand"' if k == "times" else ""))
        if "times" in value and value.get("count") in _TIMES:
            lo, hi = BOUNDS["count_times"]
            if not is_int(value["times"]) or not lo <= value["times"] <= hi:
                v.err(f"{path}.times", f"must be a whole number from {lo} to {hi}")
        return
    spec = value.get("filter", {})
    if not isinstance(spec, dict):
        v.err(f"{path}.filter", f"must be an object (a target filter's fields), not {type_name(spec)}")
    else:
        for field, msg in target_filter.problems(spec, KEYWORDS):
            v.err(f"{path}.filter.{field}", msg)
        for field in ("zone", "player"):
            if field in spec:
                v.err(f"{path}.filter.{field}", "only permanents in play: no zone, no player")
    lo, hi = BOUNDS["count_times"]
    if "times" in value and (not is_int(value["times"]) or not lo <= value["times"] <= hi):
        v.err(f"{path}.times", f"must be a whole number from {lo} to {hi}")
    if "times" in value and value.get("count") == "greatest_power":
        v.err(f"{path}.times", 'is not for "greatest_power"')


def amount(v: Checker, value, path: str) -> None:
    if is_int(value):
        lo, hi = BOUNDS["amount"]
        if not (lo <= value <= hi):
            v.err(path, f"must be between {lo} and {hi}")
        return
    if value == "X":
        return
    if isinstance(value, dict):
        if v.obj(value, path, ("count", "of", "filter", "times", "plus", "minus", "subtracted_from", "colors"), ("count",)) and "count" in value:
            for k in ("minus", "subtracted_from"):  # "the number of cards in their hand minus 4", "3 minus the number of ..."
                if k in value and (not is_int(value[k]) or not 1 <= value[k] <= 100):
                    v.err(f"{path}.{k}", "must be a whole number from 1 to 100")
            if "minus" in value and "subtracted_from" in value:
                v.err(path, 'has "minus" or "subtracted_from", not both')
            v.choice(value["count"], f"{path}.count", COUNTS)
            _count_filter(v, value, path)
            if "of" in value:
                if value.get("count") not in ("power_of", "toughness_of", "cards_in_hand", "half_life_rounded_up", "mana_value_of",
                                              "half_library_rounded_down", "permanents"):
                    v.err(f"{path}.of", 'is only for "power_of", "toughness_of", "cards_in_hand" and "permanents"')
                elif not (isinstance(value["of"], str) and (value["of"] in REF_WORDS or value["of"].startswith("target:"))):
                    v.err(f"{path}.of", 'must be "self", "it", "you" or "target:N"')
        return
    v.err(path, 'must be a whole number, "X" or {"count": ...}')


# the checks call each other (an ability's instructions may hold abilities): imported last, so that
# either module may be loaded first
from .effect_checks import effects  # noqa: E402
