"""Checking a card defined inline: its characteristics, abilities and effect
instructions (the card vocabulary of SCENARIO_FORMAT.md)."""
from __future__ import annotations

import re

from ..effects import EFFECTS
from ..life_and_draws import INSTEAD as PLAYER_EVENTS
from ..mana import is_valid_cost
from .. import target_filter
from .. import characteristic_defining
from ..targets import TARGET_SPECS
from .fields import Checker, is_int, type_name
from .vocabulary import (TARGET_CONDITIONS, BOUNDS, CARD_TYPES, COLORS, CONDITIONS, COUNTS, EFFECT_KINDS, KEYWORDS, PROTECTION_QUALITIES, REF_WORDS,
                         STEP_NAMES, TIMINGS, TRIGGER_EVENTS, TRIGGER_KEYS, TRIGGER_SPELLS, TRIGGER_TO, TRIGGER_WHO, TRIGGER_WHOSE)
from .vocabulary import MANA_KEYS, MONARCH_CONDITIONS

TOKEN_ID = re.compile(r"[A-Za-z0-9_]+")
STATIC_AFFECTS = ("enchanted", "equipped", "creatures", "self")
#: "as long as ..." conditions of a static power/toughness modification, and what its "for each" counts
STATIC_WHILE = {"cards_in_your_graveyard_at_least": "integer", "artifacts_you_control_at_least": "integer",
                "you_control_a": "string", "card_types_in_your_graveyard_at_least": "integer", "your_turn": "true",
                "self_attacking": "true", "self_untapped": "true", "no_cards_in_hand": "true", "another_artifact": "true",
                "opponent_controls_a": "string", "self_monstrous": "true"}
#: those an ability granted to the permanent itself may have (they read no characteristic)
SAFE_WHILE = ("your_turn", "self_attacking", "self_untapped", "cards_in_your_graveyard_at_least",
              "card_types_in_your_graveyard_at_least", "no_cards_in_hand", "self_monstrous")
STATIC_WHILE["citys_blessing"] = "true"  # "as long as you have the city's blessing" (2026 702.131c): ascend.py
SAFE_WHILE += ("citys_blessing",)
STATIC_WHILE["max_speed"] = "true"  # "Max speed — ..." (2026 702.178a): speed.py
SAFE_WHILE += ("max_speed",)
STATIC_FOR_EACH = ("artifact_you_control", "aura_attached", "equipment_attached")
STATIC_FOR_EACH += ("card_in_your_hand",)  # "~ gets -1/-1 for each card in your hand" (continuous.static_count)
CARD_FIELDS = ("name", "mana_cost", "types", "supertypes", "subtypes", "colors", "power",
               "toughness", "loyalty", "abilities", "targets", "effect", "modes", "additional_cost", "text", "flip", "text_only", "choose")
# 508.1b: a flip card's upside-down half has its own name, text box, type line,
# power and toughness; its color and mana cost are the card's (508.1c)
FLIP_FIELDS = ("name", "supertypes", "types", "subtypes", "power", "toughness", "abilities", "text")


def card(v: Checker, c, path: str) -> None:
    if not v.obj(c, path, CARD_FIELDS, ("name", "types")):
        return
    if "name" in c:
        v.string(c["name"], f"{path}.name")
    if "mana_cost" in c and c["mana_cost"] is not None and not is_valid_cost(c["mana_cost"]):
        v.err(f"{path}.mana_cost", 'must be mana symbols such as "{1}{G}", "{X}{R}", "{G/W}", "{2/W}" or "{W/P}"')
    elif isinstance(c.get("mana_cost"), str) and v.edition == "2007-02-01" and ("/P}" in c["mana_cost"] or "{2/" in c["mana_cost"]):
        v.err(f"{path}.mana_cost", "the February 2007 rules have no monocolored hybrid ({2/W}) or Phyrexian ({W/P}) mana symbols "
                                   "(104.3 there lists the mana symbols); play this scenario under the 2026-06-19 rules")
    types = c.get("types")
    if "types" in c and v.listof(types, f"{path}.types"):
        if not types:
            v.err(f"{path}.types", "must name at least one card type")
        for i, t in enumerate(types):
            v.choice(t, f"{path}.types[{i}]", CARD_TYPES)
    for key in ("supertypes", "subtypes"):
        if key in c and v.listof(c[key], f"{path}.{key}"):
            for i, t in enumerate(c[key]):
                v.string(t, f"{path}.{key}[{i}]")
    if "colors" in c and v.listof(c["colors"], f"{path}.colors"):
        for i, t in enumerate(c["colors"]):
            v.choice(t, f"{path}.colors[{i}]", COLORS)
    is_creature = isinstance(types, list) and "Creature" in types
    for key in ("power", "toughness"):
        if key in c:
            v.integer(c[key], f"{path}.{key}", *BOUNDS["power_toughness"])
        elif is_creature:
            v.err(f"{path}.{key}", "is required for a creature")
    if "loyalty" in c:  # a planeswalker's printed loyalty (306.5a)
        v.integer(c["loyalty"], f"{path}.loyalty", *BOUNDS["loyalty"])
        if isinstance(types, list) and "Planeswalker" not in types:
            v.err(f"{path}.loyalty", "only a planeswalker has loyalty (306.5)")
    if "text" in c:
        v.string(c["text"], f"{path}.text", nonempty=False)
    if "abilities" in c and v.listof(c["abilities"], f"{path}.abilities"):
        for i, ab in enumerate(c["abilities"]):
            ability(v, ab, f"{path}.abilities[{i}]")
    ntargets = target_specs(v, c.get("targets"), f"{path}.targets") if "targets" in c else 0
    if "effect" in c:
        effects(v, c["effect"], f"{path}.effect", ntargets)
    if "modes" in c and v.listof(c["modes"], f"{path}.modes"):
        _modes(v, c["modes"], f"{path}.modes")
    if "choose" in c:  # "Choose two —", "Choose one or both —": the play_spell action's `modes` (700.2)
        if "modes" not in c:
            v.err(f"{path}.choose", "is only for a modal spell (with modes)")
        _choose(v, c["choose"], c.get("modes"), f"{path}.choose")
    if "additional_cost" in c:  # "As an additional cost to cast this spell, ..." (additional_costs.py)
        from ..additional_costs import problems as additional_cost_problems
        for field, message in additional_cost_problems(c["additional_cost"], BOUNDS):
            v.err(f"{path}.additional_cost" + (f".{field}" if field else ""), message)
        if isinstance(c["additional_cost"], dict) and "sacrifice" in c["additional_cost"] and any(
                isinstance(ab, dict) and ab.get("kind") == "keyword" and "sacrifice" in ab for ab in c.get("abilities") or ()):
            v.err(f"{path}.additional_cost.sacrifice", "a card can't also have a kicker or buyback that sacrifices: "
                                                       "pay.sacrifice names one permanent")
    if "flip" in c:
        flip_half(v, c["flip"], f"{path}.flip", types)
    if "text_only" in c and v.listof(c["text_only"], f"{path}.text_only"):
        for i, t in enumerate(c["text_only"]):  # Oracle text the engine does not play (the replay notes it)
            v.string(t, f"{path}.text_only[{i}]")


def flip_half(v: Checker, half, path: str, types) -> None:
    """The flipped half of a flip card (508.1b), checked like a card's own
    characteristics; it can't give a color or mana cost (508.1c)."""
    if not isinstance(half, dict):
        v.err(path, f"must be an object, not {type_name(half)}")
        return
    if isinstance(types, list) and ({"Instant", "Sorcery"} & set(types)):
        v.err(path, "only a permanent card can be a flip card: a flip card flips only in play (508.2)")
    for k in half:
        if k in ("mana_cost", "colors"):
            v.err(f"{path}.{k}", "a flip card's color and mana cost don't change when it flips (508.1c): give them on the card")
        elif k not in FLIP_FIELDS:
            v.err(f"{path}.{k}", "unknown field")
    card(v, {k: x for k, x in half.items() if k in FLIP_FIELDS}, path)


def _modes(v: Checker, modes, path: str) -> None:
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
                from ..planeswalkers import NO_PLANESWALKERS_2007
                v.err(f"{path}[{i}].types", NO_PLANESWALKERS_2007)
        else:
            v.choice(t, f"{path}[{i}]", tuple(TARGET_SPECS))
    up_to = [t for t in specs if isinstance(t, dict) and t.get("up_to") is True]
    if up_to:
        first = next(i for i, t in enumerate(specs) if isinstance(t, dict) and t.get("up_to") is True)
        if any(not (isinstance(t, dict) and t.get("up_to") is True) for t in specs[first:]) or any(t != up_to[0] for t in up_to):
            v.err(f"{path}[{first}].up_to", 'the targets of "up to N target ..." come last, all the same filter '
                                            '(one instance of the word "target")')
    return len(specs)


# --- abilities ----------------------------------------------------------------
def ability(v: Checker, ab, path: str, depth: int = 0) -> None:
    if not isinstance(ab, dict):
        v.err(path, f"must be an object, not {type_name(ab)}")
        return
    kind = ab.get("kind")
    if not v.choice(kind, f"{path}.kind", ("keyword", "activated", "triggered", "static")):
        return
    if kind == "keyword":
        _keyword(v, ab, path)
        if "text" in ab:
            v.string(ab["text"], f"{path}.text", nonempty=False)
        return
    {"activated": _activated, "triggered": _triggered, "static": _static}[kind](v, ab, path, depth)
    if "text" in ab:
        v.string(ab["text"], f"{path}.text", nonempty=False)


_KEYWORD_COSTS = {"equip": "{1}", "morph": "{3}{B}{B}", "suspend": "{R}", "flashback": "{1}{R}", "kicker": "{2}", "echo": "{2}{R}"}  # keyword -> an example cost
_KEYWORD_COSTS["buyback"] = "{3}"  # 502.16a; 2026 702.27a
_KEYWORD_COSTS["warp"] = "{2}{W}"  # 2026 702.185a
_KEYWORD_COSTS["plot"] = "{3}{R}"  # 2026 702.170a
_KEYWORD_COSTS["foretell"] = "{1}{U}"  # 2026 702.143a
_KEYWORD_COSTS["awaken"] = "{5}{U}"  # 2026 702.113a
_KEYWORD_COSTS.update({"entwine": "{2}", "escalate": "{1}"})  # 502.32a / 702.42a, 702.120a
_KEYWORD_COSTS["unearth"] = "{2}{B}"  # 2026 702.84a
_KEYWORD_COSTS.update({"dash": "{2}{R}", "blitz": "{2}{B}"})  # 2026 702.109a, 702.152a
_KEYWORD_COSTS["ninjutsu"] = "{U}"  # 502.43a; 2026 702.49a
_KEYWORD_COSTS["evoke"] = "{1}{U}"  # 2026 702.74a
_KEYWORD_COSTS["surge"] = "{1}{R}"  # 2026 702.117a
_KEYWORD_COSTS["spectacle"] = "{R}"  # 2026 702.137a
_KEYWORD_COSTS["escape"] = "{2}{B}"  # 2026 702.138a (its "count": the other graveyard cards exiled)
_KEYWORD_COSTS["alternative_cost"] = "{W}{U}{B}{R}{G}"  # 409.1b; 2026 118.9 (alternative_costs.py)
#: more keywords with a number N: soulshift N (502.39a / 702.46a), afterlife N (702.135a)
COUNTED_MORE = ("soulshift", "afterlife", "fading", "vanishing", "backup", "devour", "mobilize", "graft", "amplify", "annihilator", "tribute")  # and fading N, vanishing N (502.20a, 502.60a)
COUNTED_MORE += ("saddle",)  # 702.171a: saddle N
_KEYWORD_COSTS["multikicker"] = "{1}{W}"  # 2026 702.33c
_KEYWORD_COSTS.update({"offspring": "{2}", "squad": "{2}"})  # 2026 702.175a, 702.157a
_KEYWORD_COSTS["bestow"] = "{4}{W}"  # 2026 702.103a (bestow.py)
COUNTED_MORE += ("casualty",)  # 2026 702.153a: casualty N, the least power of the creature sacrificed (casualty.py)
COUNTED_MORE += ("firebending",)  # 2026 702.189a: firebending N, the red mana added (firebending.py)
_KEYWORD_COSTS["madness"] = "{1}{B}"  # 502.24a; 2026 702.35a (madness.py)
_KEYWORD_COSTS["flash_for_more"] = "{2}"  # "... as though it had flash if you pay {2} more" (casting_restrictions.py)


_COUNTED = {"suspend": "time counters", "dredge": "cards", "toxic": "poison counters: toxic N, 702.164a",
            "crew": "total power of the creatures that crew it: crew N, 702.122a"}


def _keyword(v: Checker, ab: dict, path: str) -> None:
    v.obj(ab, path, ("kind", "keyword", "cost", "what", "count", "from", "at_most", "at_least", "life", "discard", "text", "if_you_control",
                     "grants", "sacrifice", "megamorph"), ("keyword",))
    if "megamorph" in ab and (ab["megamorph"] is not True or ab.get("keyword") != "morph"):
        v.err(f"{path}.megamorph", 'is only true, and only for morph: "Megamorph [cost]" (2026 702.37b)')
    from ..additional_costs import optional_extra_problems  # "Kicker—Sacrifice a land" (additional_costs.py)
    for field, message in optional_extra_problems(ab, BOUNDS):
        v.err(f"{path}.{field}", message)
    if "keyword" not in ab or not v.choice(ab["keyword"], f"{path}.keyword", KEYWORDS):
        return
    kw = ab["keyword"]
    _ward_cost(v, ab, path)
    _alternative_condition(v, ab, path)
    if kw in _KEYWORD_COSTS:
        if "cost" not in ab:
            v.err(f"{path}.cost", f"is required for {kw}")
        elif not is_valid_cost(ab["cost"]):
            v.err(f"{path}.cost", f'must be mana symbols such as "{_KEYWORD_COSTS[kw]}"')
    if kw in ("suspend", "dredge", "bushido", "rampage", "renown", "toxic", "crew", "afflict", "fabricate", "bloodthirst", "modular", "awaken",
              "escape", "escapes_with", "alternative_cost") + COUNTED_MORE:
        if "count" not in ab:
            if kw != "alternative_cost":  # optional there: how many permanents its "what" names (one by default)
                v.err(f"{path}.count", f"is required for {kw} (the number of {_COUNTED.get(kw, 'N')})")
        else:
            v.integer(ab["count"], f"{path}.count", *BOUNDS["suspend_count"])
    elif "count" in ab:
        v.err(f"{path}.count", "is only for suspend, dredge, bushido, rampage, renown, toxic, crew, afflict, fabricate, bloodthirst, modular, "
                               "escape, escapes_with, alternative_cost, " + ", ".join(COUNTED_MORE))
    if kw == "cumulative_upkeep":  # 502.13a / 702.24a: a mana cost, or N life, for each age counter
        if ("cost" in ab) == ("life" in ab):
            v.err(f"{path}.cost", 'cumulative upkeep needs either "cost" (mana symbols such as "{1}") or "life" (N life)')
        elif "cost" in ab and not is_valid_cost(ab["cost"]):
            v.err(f"{path}.cost", 'must be mana symbols such as "{1}"')
        elif "life" in ab:
            v.integer(ab["life"], f"{path}.life", *BOUNDS["cost_life"])
    elif "life" in ab and kw not in ("ward", "kicker", "buyback"):
        v.err(f"{path}.life", "is only for cumulative upkeep, ward, kicker and buyback")
    if kw == "backup":  # 2026 702.165a: the abilities printed below it, which another creature gains
        if not isinstance(ab.get("grants"), list) or not ab["grants"]:
            v.err(f"{path}.grants", "is required for backup: a non-empty list of the abilities printed below it")
        else:
            for i, granted in enumerate(ab["grants"]):
                ability(v, granted, f"{path}.grants[{i}]", 1)
    elif "grants" in ab:
        v.err(f"{path}.grants", "is only for backup")
    if kw == "protection":
        if "from" not in ab:
            v.err(f"{path}.from", 'is required for protection: a color or a card type, such as "black"')
        else:
            from ..protection import is_quality
            if not (isinstance(ab["from"], str) and ab["from"].startswith("subtype:") and is_quality(ab["from"])):
                v.choice(ab["from"], f"{path}.from", PROTECTION_QUALITIES)  # or "subtype:Goblin" (a creature type)
    elif "from" in ab:
        v.err(f"{path}.from", "is only for protection")
    if kw == "enchant" and "what" in ab:
        if isinstance(ab["what"], dict):  # a target filter: "enchant creature you control" (2026 303.4a)
            from ..enchant import FIELDS as ENCHANT_FIELDS
            for field in ab["what"]:
                if field not in ENCHANT_FIELDS:
                    v.err(f"{path}.what.{field}", "an Aura enchants a permanent in play: not a field it can say")
            for field, msg in target_filter.problems(ab["what"], KEYWORDS):
                if field.split("[")[0] in ENCHANT_FIELDS:
                    v.err(f"{path}.what.{field}", msg)
        else:
            v.choice(ab["what"], f"{path}.what", ("creature", "permanent", "land"))
    elif kw == "cant_be_blocked_by":  # "can't be blocked by artifact creatures / Walls / creatures with flying"
        if "what" not in ab:
            v.err(f"{path}.what", "is required for cant_be_blocked_by")
        else:
            v.choice(ab["what"], f"{path}.what", ("artifact_creatures", "walls", "creatures_with_flying"))
    elif kw in ("landwalk", "cant_attack_unless"):  # "islandwalk": the land type (or supertype) it names (502.6a)
        if "what" not in ab:  # "can't attack unless defending player controls an Island": the land type
            v.err(f"{path}.what", f'is required for {kw}: the land type, such as "Island"')
        else:
            v.string(ab["what"], f"{path}.what")
    elif kw == "alternative_cost" and "what" in ab:  # what the alternative cost also returns to its owner's hand or sacrifices
        from ..alternative_costs import WHATS
        v.choice(ab["what"], f"{path}.what", WHATS)
    elif kw == "cast_only":  # "Cast this spell only during combat": when (casting_restrictions.py)
        from ..casting_restrictions import TIMES
        if "what" not in ab:
            v.err(f"{path}.what", "is required for cast_only: when the spell may be cast, such as \"combat\"")
        else:
            v.choice(ab["what"], f"{path}.what", tuple(TIMES))
    elif kw == "gift":  # "Gift a card": the gift's kind (2026 702.174d-h, gift.py)
        from ..gift import KINDS as GIFT_KINDS
        if "what" not in ab:
            v.err(f"{path}.what", 'is required for gift: what is given, such as "card"')
        else:
            v.choice(ab["what"], f"{path}.what", tuple(GIFT_KINDS))
    elif "what" in ab:
        v.err(f"{path}.what", "is only for enchant, landwalk, cant_attack_unless, cant_be_blocked_by alternative_cost, cast_only and gift")
    if kw in ("cant_be_blocked_by_power", "cant_block_power"):  # "... creatures with power 2 or less" (at_most) / "3 or greater" (at_least)
        if ("at_most" in ab) == ("at_least" in ab):
            v.err(path, f'{kw} needs exactly one of "at_most" and "at_least" (a power)')
        for key in ("at_most", "at_least"):
            if key in ab:
                v.integer(ab[key], f"{path}.{key}", *BOUNDS["power_toughness"])
    else:
        for key in ("at_most", "at_least"):
            if key in ab:
                v.err(f"{path}.{key}", "is only for cant_be_blocked_by_power and cant_block_power")


def _ward_cost(v: Checker, ab: dict, path: str) -> None:
    """Ward's cost (702.21a): exactly one of mana ("cost"), "life" or "discard" (cards)."""
    if ab["keyword"] != "ward":
        if "discard" in ab:
            v.err(f"{path}.discard", "is only for ward")
        return
    given = [k for k in ("cost", "life", "discard") if k in ab]
    if len(given) != 1:
        v.err(path, 'ward needs exactly one of "cost" (mana symbols), "life" and "discard" (a number of cards)')
        return
    if "cost" in ab and (not is_valid_cost(ab["cost"]) or "X" in ab["cost"]):
        v.err(f"{path}.cost", 'must be mana symbols such as "{2}"')
    if "life" in ab:
        v.integer(ab["life"], f"{path}.life", *BOUNDS["cost_life"])
    if "discard" in ab:
        v.integer(ab["discard"], f"{path}.discard", *BOUNDS["cost_discard"])


def _activated(v: Checker, ab: dict, path: str, depth: int) -> None:
    v.obj(ab, path, ("kind", "cost", "effect", "targets", "timing", "once_each_turn", "zone", "cycling", "text", "modes", "only_if",
                     "times_each_turn", "only_while", "any_player"),
          ("cost",) if "modes" in ab else ("cost", "effect"))
    if "modes" in ab:  # "Choose one —": the action's mode picks one (409.1b; 2026 602.2b)
        _ability_modes(v, ab, path, depth, choose=False)
    if "cost" in ab and v.obj(ab["cost"], f"{path}.cost", ("mana", "tap", "sacrifice", "life", "loyalty", "discard", "exile",
                                                            "remove_counters", "tap_creature", "return_to_hand")):
        cost = ab["cost"]
        if "loyalty" in cost:  # a loyalty symbol, +1 / 0 / -3: a loyalty ability (606.2)
            v.integer(cost["loyalty"], f"{path}.cost.loyalty", *BOUNDS["loyalty_cost"])
        if "mana" in cost and not is_valid_cost(cost["mana"]):
            v.err(f"{path}.cost.mana", 'must be mana symbols such as "{3}{B}"')
        if "tap" in cost:
            v.boolean(cost["tap"], f"{path}.cost.tap")
        if "sacrifice" in cost:
            if not (isinstance(cost["sacrifice"], str) and re.fullmatch(r"subtype:[A-Z][A-Za-z-]*", cost["sacrifice"])):
                v.choice(cost["sacrifice"], f"{path}.cost.sacrifice", ("self", "creature", "another_creature", "artifact", "land"))
        if "life" in cost:
            v.integer(cost["life"], f"{path}.cost.life", *BOUNDS["cost_life"])
        if "tap_creature" in cost:  # "Tap an untapped creature you control": the action's pay.tap names it
            v.boolean(cost["tap_creature"], f"{path}.cost.tap_creature")
        if "return_to_hand" in cost:  # "Return ~ to its owner's hand"
            v.choice(cost["return_to_hand"], f"{path}.cost.return_to_hand", ("self",))
        if "exile" in cost:  # "Exile ~" / "Exile this card from your graveyard"
            v.choice(cost["exile"], f"{path}.cost.exile", ("self",))
        if "remove_counters" in cost and v.obj(cost["remove_counters"], f"{path}.cost.remove_counters", ("+1/+1", "-1/-1", "charge", "spore", "oil")):
            for k, n in cost["remove_counters"].items():
                v.integer(n, f"{path}.cost.remove_counters.{k}", *BOUNDS["cost_discard"])
        if "discard" in cost and cost["discard"] != "self":  # "Discard a card" / "Discard two cards": the action's pay names them
            v.integer(cost["discard"], f"{path}.cost.discard", *BOUNDS["cost_discard"])
        if cost.get("discard") == "self" and ab.get("zone") != "hand":
            v.err(f"{path}.cost.discard", '"Discard this card" can be paid only from the hand: the ability needs "zone": "hand" (402.8e / 113.6j)')
    if "cycling" in ab and v.boolean(ab["cycling"], f"{path}.cycling") and ab["cycling"] and ab.get("cost", {}).get("discard") != "self":
        v.err(f"{path}.cycling", 'a cycling ability\'s cost discards the card itself ("discard": "self", 702.29a)')
    n = target_specs(v, ab["targets"], f"{path}.targets") if "targets" in ab else 0
    if "effect" in ab:
        effects(v, ab["effect"], f"{path}.effect", n, depth)
    if "timing" in ab:
        v.choice(ab["timing"], f"{path}.timing", TIMINGS)
    if "once_each_turn" in ab:
        v.boolean(ab["once_each_turn"], f"{path}.once_each_turn")
    if "only_if" in ab:  # "Activate only if you have the city's blessing" (602.5b): a condition of CONDITIONS
        condition(v, ab["only_if"], f"{path}.only_if")
    _activation_limits(v, ab, path)
    if "zone" in ab:
        v.choice(ab["zone"], f"{path}.zone", ("in_play", "graveyard", "hand"))


def _triggered(v: Checker, ab: dict, path: str, depth: int) -> None:
    v.obj(ab, path, ("kind", "trigger", "if", "effect", "targets", "text", "modes", "choose", "zone"),
          ("trigger",) if "modes" in ab else ("trigger", "effect"))
    if "zone" in ab:  # "you may return this card from your graveyard ...": it works only there (graveyard_triggers.py)
        v.choice(ab["zone"], f"{path}.zone", ("graveyard",))
    if "modes" in ab:  # "Choose one —" and its bullets: chosen as it goes on the stack (603.3c / 410.4)
        _ability_modes(v, ab, path, depth, choose=True)
    if "trigger" in ab and v.obj(ab["trigger"], f"{path}.trigger", ("event", "who", "step", "whose", "what", "to", "spell", "by", "combat",
                                                                          "first_time", "you_control_no", "blocked_has", "saddled", "other", "mana_value_min", "mana_value_at_least", "subtype", "another", "or_cycles", "nth_this_turn",
                                                                          "power_at_most", "power_at_least", "toughness_at_least", "sacrificed",
                                                                          "attackers_at_least"),
                                                                          ("event",)):
        _trigger_event(v, ab["trigger"], f"{path}.trigger")
        if "mana_value_min" in ab["trigger"]:  # read by graveyard_triggers.py only
            v.integer(ab["trigger"]["mana_value_min"], f"{path}.trigger.mana_value_min", 0, 100)
            if ab.get("zone") != "graveyard":
                v.err(f"{path}.trigger.mana_value_min", 'is read only on an ability with "zone": "graveyard"')
    if "if" in ab:
        condition(v, ab["if"], f"{path}.if")
    n = target_specs(v, ab["targets"], f"{path}.targets") if "targets" in ab else 0
    if "effect" in ab:
        effects(v, ab["effect"], f"{path}.effect", n, depth)


def _choose(v: Checker, choose, modes, path: str) -> None:
    """How many modes may be chosen: {"min": 1, "max": 2} ("Choose one or both")."""
    if v.obj(choose, path, ("min", "max"), ("min", "max")):
        lo, hi = choose.get("min"), choose.get("max")
        if v.integer(lo, f"{path}.min", *BOUNDS["mode"]) & v.integer(hi, f"{path}.max", *BOUNDS["mode"]) and isinstance(modes, list):
            if not (lo <= hi <= len(modes) and hi >= 1):
                v.err(path, f"min <= max <= the number of modes ({len(modes)})")


def _ability_modes(v: Checker, ab: dict, path: str, depth: int, choose: bool) -> None:
    """The modes of a modal triggered or activated ability (700.2): two or more,
    each its own targets and instructions; nothing else of the ability is its effect."""
    for key in ("effect", "targets"):
        if key in ab:
            v.err(f"{path}.{key}", "a modal ability's targets and instructions are its modes'")
    if v.listof(ab["modes"], f"{path}.modes"):
        if len(ab["modes"]) < 2:
            v.err(f"{path}.modes", "a modal ability has two or more modes (700.2)")
        _modes(v, ab["modes"], f"{path}.modes")
    if "choose" in ab and (not choose or v.obj(ab["choose"], f"{path}.choose", ("min", "max"), ("min", "max"))):
        if not choose:
            v.err(f"{path}.choose", "an activated ability's mode is one, given by the action's mode")
            return
        lo, hi = ab["choose"].get("min"), ab["choose"].get("max")
        if v.integer(lo, f"{path}.choose.min", *BOUNDS["mode"]) & v.integer(hi, f"{path}.choose.max", *BOUNDS["mode"]) and isinstance(ab["modes"], list):
            if not (lo <= hi <= len(ab["modes"]) and hi >= 1):
                v.err(f"{path}.choose", f"min <= max <= the number of modes ({len(ab['modes'])})")


from ..permanent_kinds import WHO as PERMANENT_KINDS_WHO, WITH_SUBTYPE as PERMANENT_KINDS_WITH_SUBTYPE  # noqa: E402


def _trigger_event(v: Checker, tr: dict, path: str) -> None:
    if "event" not in tr or not v.choice(tr["event"], f"{path}.event", TRIGGER_EVENTS):
        return
    ev = tr["event"]
    for k in tr:
        if k != "event" and k not in TRIGGER_KEYS[ev]:
            v.err(f"{path}.{k}", f"is not used by the {ev} event (it reads {', '.join(TRIGGER_KEYS[ev])})")
    if ev in ("comes_into_play", "leaves_play", "dies", "turned_face_up", "attacks", "attacks_alone", "blocks", "becomes_blocked",
              "becomes_blocked_by", "dealt_damage", "attacks_unblocked", "becomes_tapped", "blocks_a_creature", "becomes_monstrous",
              "explores", "exerted"):
        if "who" not in tr:
            v.err(f"{path}.who", "is required for this event")
        else:
            v.choice(tr["who"], f"{path}.who", TRIGGER_WHO)
            if tr["who"] in ("self_or_another_ally_you_control", "another_ally_you_control") and ev != "comes_into_play":
                v.err(f"{path}.who", f"{tr['who']} is only for the comes_into_play event")
            if tr["who"] == "dealt_damage_by_self" and ev != "dies":
                v.err(f"{path}.who", "dealt_damage_by_self is only for the dies event")
            if tr["who"] == "creature_you_own" and ev != "dies":
                v.err(f"{path}.who", "creature_you_own is only for the dies event")
    if "other" in tr and ev in TRIGGER_KEYS and "other" in TRIGGER_KEYS[ev]:  # "by a non-Wall creature" (other_creature.py)
        from ..other_creature import check as check_other
        check_other(v, tr["other"], f"{path}.other")
    if ev == "blocks_a_creature" and "blocked_has" in tr:  # "Whenever ~ blocks a creature with flying"
        v.choice(tr["blocked_has"], f"{path}.blocked_has", ("flying",))
    if ev in ("comes_into_play", "dies") and (tr.get("who") in PERMANENT_KINDS_WITH_SUBTYPE or "subtype" in tr):
        from ..permanent_kinds import WITH_SUBTYPE  # "Whenever another Human you control enters" (permanent_kinds.py)
        if tr.get("who") not in WITH_SUBTYPE:
            v.err(f"{path}.subtype", f"is only for who {', '.join(WITH_SUBTYPE)}")
        elif "subtype" not in tr:
            v.err(f"{path}.subtype", f"is required for who {tr['who']}")
        else:
            v.string(tr["subtype"], f"{path}.subtype")
    if ev not in ("comes_into_play", "dies") and tr.get("who") in PERMANENT_KINDS_WHO:
        v.err(f"{path}.who", f"{tr['who']} is only for the comes_into_play and dies events")
    for k in ("power_at_most", "power_at_least", "toughness_at_least"):  # "with power 2 or less" (permanent_kinds.py)
        if k in tr:
            v.integer(tr[k], f"{path}.{k}", *BOUNDS["trigger_stat"])
    if ev == "plays_spell" and "nth_this_turn" in tr:  # "your second spell each turn" (spell_filters.py)
        v.integer(tr["nth_this_turn"], f"{path}.nth_this_turn", *BOUNDS["nth_this_turn"])
    if ev == "plays_spell" and "mana_value_at_least" in tr:  # "a spell with mana value N or greater" (spell_filters.py)
        v.integer(tr["mana_value_at_least"], f"{path}.mana_value_at_least", *BOUNDS["mana_value_at_least"])
    if ev == "you_attack" and "attackers_at_least" in tr:  # "Whenever you attack with three or more creatures"
        v.integer(tr["attackers_at_least"], f"{path}.attackers_at_least", *BOUNDS["trigger_stat"])
    if ev == "sacrifices":  # "Whenever you sacrifice another permanent / a Clue" (sacrifice_triggers.py)
        from ..sacrifice_triggers import WHAT
        if "whose" in tr:
            v.choice(tr["whose"], f"{path}.whose", ("your", "each"))
        if "another" in tr:
            v.boolean(tr["another"], f"{path}.another")
        if "sacrificed" in tr:
            v.choice(tr["sacrificed"], f"{path}.sacrificed", WHAT)
        if (tr.get("sacrificed") == "subtype") != ("subtype" in tr):
            v.err(f"{path}.subtype", "is required with sacrificed: subtype, and only with it")
        elif "subtype" in tr:
            v.string(tr["subtype"], f"{path}.subtype")
    if ev in ("discards", "cycles"):  # "Whenever you cycle or discard a card" (discard_triggers.py)
        if "whose" in tr:
            v.choice(tr["whose"], f"{path}.whose", TRIGGER_WHOSE)
        for k in ("another", "or_cycles"):
            if k in tr:
                v.boolean(tr[k], f"{path}.{k}")
    if ev == "draws_card" and "whose" in tr:  # "Whenever you / an opponent / a player draw(s) a card" (draw_triggers.py)
        v.choice(tr["whose"], f"{path}.whose", TRIGGER_WHOSE)
    if ev == "draws_second_card" and "whose" in tr:  # "Whenever you / an opponent / a player draw(s) ... second card each turn"
        v.choice(tr["whose"], f"{path}.whose", TRIGGER_WHOSE)
    if "saddled" in tr:  # "Whenever ~ attacks while saddled" (702.171b)
        v.boolean(tr["saddled"], f"{path}.saddled")
    if ev == "exploits":  # "When ~ exploits a creature" (702.110b): the creature's own
        v.choice(tr.get("who"), f"{path}.who", ("self",))
    if ev == "gain_life" and "whose" in tr:  # "Whenever you gain life" / "Whenever a player gains life"
        v.choice(tr["whose"], f"{path}.whose", ("your", "each"))
    if tr.get("whose") == "enchanted_controller" and ev != "beginning_of_step":  # enchanted_controllers_step.py
        v.err(f"{path}.whose", '"enchanted_controller" is only for beginning_of_step')
    if ev == "beginning_of_step":
        if "step" not in tr:
            v.err(f"{path}.step", "is required for beginning_of_step")
        else:
            v.choice(tr["step"], f"{path}.step", STEP_NAMES)
        if "whose" in tr:
            v.choice(tr["whose"], f"{path}.whose", TRIGGER_WHOSE)
    if ev == "deals_damage":
        if "who" not in tr:
            v.err(f"{path}.who", "is required for this event")
        else:
            v.choice(tr["who"], f"{path}.who", ("self", "equipped", "enchanted", "creature_you_control"))
        if "to" in tr:
            v.choice(tr["to"], f"{path}.to", TRIGGER_TO)
    if ev == "plays_spell":  # "Whenever you / an opponent cast(s) a [kind of] spell" (601.2i; 2007: 409.1i)
        if "whose" in tr:
            v.choice(tr["whose"], f"{path}.whose", TRIGGER_WHOSE)
        if "spell" in tr:
            v.choice(tr["spell"], f"{path}.spell", TRIGGER_SPELLS)
    if ev == "becomes_blocked_by" and "by" in tr:
        v.choice(tr["by"], f"{path}.by", ("without_flanking",))
    if ev == "becomes_target":  # ward.py
        from ..ward import BY, WHO, WHOSE
        if "who" not in tr:
            v.err(f"{path}.who", "is required for this event")
        else:
            v.choice(tr["who"], f"{path}.who", WHO)
        if "by" in tr:
            v.choice(tr["by"], f"{path}.by", BY)
        if "whose" in tr:
            v.choice(tr["whose"], f"{path}.whose", WHOSE)
        if "first_time" in tr:
            v.boolean(tr["first_time"], f"{path}.first_time")
    if ev == "state":  # "When you control no Islands" (state_triggers.py)
        from ..state_triggers import LAND_TYPES
        if "you_control_no" not in tr:
            v.err(f"{path}.you_control_no", "is required for the state event")
        else:
            v.choice(tr["you_control_no"], f"{path}.you_control_no", LAND_TYPES)
    if ev == "deals_damage" and "combat" in tr and not isinstance(tr["combat"], bool):
        v.err(f"{path}.combat", "must be true or false")
    if ev == "tapped_for_mana" and "what" in tr:
        v.choice(tr["what"], f"{path}.what", ("land",))


def _static(v: Checker, ab: dict, path: str, depth: int) -> None:
    v.obj(ab, path, ("kind", "characteristic", "affects", "filter", "gains", "is", "pump", "loses_all_abilities", "replacement",
                     "comes_into_play", "additional_land_plays", "no_maximum_hand_size", "while", "for_each", "keeps_this_aura", "text",
                     "spell_cost", "controls_enchanted", "adds_chosen_type", "adds_subtypes"))
    if "adds_subtypes" in ab:  # "Equipped creature ... is a Warrior in addition to its other types" (layer 4)
        from ..creature_types import CREATURE_TYPES
        if not isinstance(ab["adds_subtypes"], list) or not ab["adds_subtypes"] or not all(t in CREATURE_TYPES for t in ab["adds_subtypes"]):
            v.err(f"{path}.adds_subtypes", 'is a non-empty list of creature types ("Warrior")')
    if "adds_chosen_type" in ab and (ab["adds_chosen_type"] is not True or ab.get("affects") != "self"):
        v.err(f"{path}.adds_chosen_type", 'is only true, with "affects": "self" ("This creature is the chosen type in addition to its other types")')
    if "controls_enchanted" in ab:  # an Aura's "You control enchanted creature" (layer 2: aura_control.py)
        if ab["controls_enchanted"] is not True:
            v.err(f"{path}.controls_enchanted", "is only true")
        if set(ab) - {"kind", "controls_enchanted", "text"}:
            v.err(f"{path}.controls_enchanted", 'a static ability with "controls_enchanted" has nothing else but its "text"')
        return
    if "keeps_this_aura" in ab and (ab["keeps_this_aura"] is not True or ab.get("affects") != "enchanted"
                                    or not isinstance(ab.get("gains"), dict) or ab["gains"].get("keyword") != "protection"):
        v.err(f"{path}.keeps_this_aura", 'is only true, with "affects": "enchanted" and "gains" protection (aura_protection.py)')
    if "spell_cost" in ab:  # a cost increase or reduction (409.1f; 2026 601.2f): rulings/engine/spell_costs.py
        from ..spell_costs import problems as spell_cost_problems
        for field, message in spell_cost_problems(ab["spell_cost"]):
            v.err(f"{path}.spell_cost" + (f".{field}" if field else ""), message)
        if set(ab) - {"kind", "spell_cost", "text"}:
            v.err(f"{path}.spell_cost", 'a static ability with "spell_cost" has nothing else but its "text"')
        return
    if "gains" in ab and "while" in ab:  # "During your turn, ~ has first strike"
        if ab.get("affects") != "self" or {"pump", "is", "loses_all_abilities", "for_each", "filter"} & set(ab):
            v.err(f"{path}.while", 'with "gains", only for "affects": "self" and nothing else')
        elif isinstance(ab["while"], dict) and set(ab["while"]) - set(SAFE_WHILE):
            v.err(f"{path}.while", f'with "gains", only {", ".join(SAFE_WHILE)}')
        _while(v, ab, path)
    elif "while" in ab or "for_each" in ab:
        _conditional_pump(v, ab, path)
    if "additional_land_plays" in ab:  # "You may play an additional land on each of your turns" (212.6b; 305.2)
        v.integer(ab["additional_land_plays"], f"{path}.additional_land_plays", *BOUNDS["additional_land_plays"])
        return
    if "no_maximum_hand_size" in ab:  # "You have no maximum hand size" (418.5j; 613.11)
        from ..hand_size import WHOSE
        v.choice(ab["no_maximum_hand_size"], f"{path}.no_maximum_hand_size", WHOSE)
        return
    if "characteristic" in ab:
        characteristic(v, ab["characteristic"], f"{path}.characteristic")
        return
    if "replacement" in ab:
        _replacement(v, ab["replacement"], f"{path}.replacement")
        return
    if "comes_into_play" in ab:
        _comes_into_play(v, ab["comes_into_play"], f"{path}.comes_into_play")
        return
    if "affects" not in ab:
        v.err(path, 'a static ability needs "characteristic", "affects", "replacement", "comes_into_play", "additional_land_plays" or "no_maximum_hand_size"')
        return
    v.choice(ab["affects"], f"{path}.affects", STATIC_AFFECTS)
    if "filter" in ab:
        if ab["affects"] != "creatures":
            v.err(f"{path}.filter", 'is only for "affects": "creatures"')
        elif v.obj(ab["filter"], f"{path}.filter", ("color", "supertype", "subtype", "keyword", "chosen_type", *CREATURE_FILTERS, "with_counter", "card_type",
                                                                 "chosen_color")):
            if "card_type" in ab["filter"]:  # "Artifact creatures you control get +1/+1" (a card type, after layer 4)
                v.choice(ab["filter"]["card_type"], f"{path}.filter.card_type", ("Artifact", "Enchantment"))
            if "with_counter" in ab["filter"]:  # "Each creature you control with a +1/+1 counter on it has trample"
                v.choice(ab["filter"]["with_counter"], f"{path}.filter.with_counter", ("+1/+1",))
            if "chosen_type" in ab["filter"]:  # "Creatures you control of the chosen type get +1/+1"
                v.boolean(ab["filter"]["chosen_type"], f"{path}.filter.chosen_type")
            if "chosen_color" in ab["filter"]:  # "Creatures you control of the chosen color get +1/+1"
                v.boolean(ab["filter"]["chosen_color"], f"{path}.filter.chosen_color")
                if "color" in ab["filter"]:
                    v.err(f"{path}.filter.color", "a filter of the chosen color names no other color")
            if "keyword" in ab["filter"]:  # "Creatures you control with flying get +1/+1"
                v.choice(ab["filter"]["keyword"], f"{path}.filter.keyword", KEYWORDS)
                if {"gains", "is", "loses_all_abilities"} & set(ab):  # abilities are read after they are all known
                    v.err(f"{path}.filter.keyword", 'is only for a "pump" (power and toughness apply after abilities)')
            for k in CREATURE_FILTERS:  # "Other Sliver creatures you control get +1/+1"
                if k in ab["filter"]:
                    v.boolean(ab["filter"][k], f"{path}.filter.{k}")
            if "subtype" in ab["filter"]:
                v.string(ab["filter"]["subtype"], f"{path}.filter.subtype")
            if "color" in ab["filter"]:
                v.choice(ab["filter"]["color"], f"{path}.filter.color", COLORS)
            if "supertype" in ab["filter"]:  # "Legendary creatures get +2/+2"
                v.string(ab["filter"]["supertype"], f"{path}.filter.supertype")
    if "gains" in ab:
        if depth < 3:
            ability(v, ab["gains"], f"{path}.gains", depth + 1)
        else:
            v.err(f"{path}.gains", "is nested too deeply")
    if "is" in ab:
        characteristic(v, ab["is"], f"{path}.is", subtypes=True)
    if "loses_all_abilities" in ab:
        v.boolean(ab["loses_all_abilities"], f"{path}.loses_all_abilities")
    if "pump" in ab and v.obj(ab["pump"], f"{path}.pump", ("power", "toughness"), ("power", "toughness")):
        for key in ("power", "toughness"):
            v.integer(ab["pump"][key], f"{path}.pump.{key}", *BOUNDS["pump"])
    if "gains" not in ab and "is" not in ab and "pump" not in ab and "loses_all_abilities" not in ab and "adds_chosen_type" not in ab \
            and "adds_subtypes" not in ab:
        v.err(path, 'a static ability with "affects" needs "gains", "is", "pump" or "loses_all_abilities"')


def _conditional_pump(v: Checker, ab: dict, path: str) -> None:
    """ "~ gets +2/+2 as long as seven or more cards are in your graveyard" (while) and
    "~ gets +1/+1 for each artifact you control" (for_each): only a power/toughness
    modification ("pump", with nothing else)."""
    if "pump" not in ab or {"gains", "is", "loses_all_abilities"} & set(ab):
        v.err(path, '"while" and "for_each" are only for a static ability that has "pump" and no "gains", "is" or "loses_all_abilities"')
    _while(v, ab, path)
    if "for_each" in ab:
        v.choice(ab["for_each"], f"{path}.for_each", STATIC_FOR_EACH)


def _while(v: Checker, ab: dict, path: str) -> None:
    if "while" in ab and v.obj(ab["while"], f"{path}.while", tuple(STATIC_WHILE)):
        if not ab["while"]:
            v.err(f"{path}.while", "needs a condition")
        for k, kind in STATIC_WHILE.items():
            if k in ab["while"]:
                if kind == "integer":
                    v.integer(ab["while"][k], f"{path}.while.{k}", *BOUNDS["condition_count"])
                elif kind == "true":
                    if ab["while"][k] is not True:
                        v.err(f"{path}.while.{k}", "must be true")
                else:
                    v.string(ab["while"][k], f"{path}.while.{k}")


REPLACEMENT_EVENTS = {"put_into_graveyard": ("remove_from_game", "shuffle_into_library", "reveal_and_shuffle_into_library"),
                      "comes_into_play": ("tapped",),
                      "deal_damage": ("double",), "damage_to": ("redirect",), **PLAYER_EVENTS,
                      "dies": ("remove_from_game",), "prevent_damage": ("prevent", "prevent_remove_counter"),
                      "create_tokens": ("double",)}
#: what a replacement's "what" may say, by event (by default: creatures or permanents)
REPLACEMENT_WHAT = {"damage_to": ("you", "you_and_other_permanents_you_control"),
                    "prevent_damage": ("self", "enchanted", "equipped", "you")}  # the damage's recipient
#: a static prevention's "by": the damage's source (prevention_statics.py)
PREVENTION_BY = ("self", "enchanted", "equipped", "creatures", "opponents_sources")
REPLACEMENT_WHOSE = ("any", "self", "opponents", "yours", "self_from_anywhere", "dealt_damage_by_self", "dealt_damage_by_enchanted")


def _replacement(v: Checker, rep, path: str) -> None:
    """A static replacement effect (419.1a): the event it watches and what
    happens instead."""
    if not v.obj(rep, path, ("event", "whose", "what", "instead", "count", "to", "by", "combat"), ("event", "instead")):
        return
    if event_is_prevention := rep.get("event") == "prevent_damage":
        if "by" in rep:
            v.choice(rep["by"], f"{path}.by", PREVENTION_BY)
        if "combat" in rep:
            v.boolean(rep["combat"], f"{path}.combat")
        if "whose" in rep:
            v.err(f"{path}.whose", 'is not for a prevention (its "what" and "by" say whose)')
    for key in ("by", "combat"):
        if key in rep and not event_is_prevention:
            v.err(f"{path}.{key}", 'is only for a static prevention ("event": "prevent_damage")')
    event = rep.get("event")
    if "event" in rep and v.choice(event, f"{path}.event", tuple(REPLACEMENT_EVENTS)):
        if "instead" in rep:
            v.choice(rep["instead"], f"{path}.instead", REPLACEMENT_EVENTS[event])
    if "whose" in rep:  # a player's life gain or draw is "yours", an opponent's or anyone's
        v.choice(rep["whose"], f"{path}.whose", ("any", "opponents", "yours") if event in PLAYER_EVENTS
                 else ("any", "self", "opponents", "dealt_damage_by_self", "dealt_damage_by_enchanted") if event == "dies"
                 else ("any", "yours") if event == "create_tokens"
                 else REPLACEMENT_WHOSE)
    if rep.get("whose") == "self_from_anywhere" and event != "put_into_graveyard":
        v.err(f"{path}.whose", '"self_from_anywhere" is only for "put_into_graveyard"')
    if "count" in rep:  # "If you would draw a card, draw two cards instead"; "that much life plus 1"
        if (event, rep.get("instead")) in (("draw", "draw"), ("gain_life", "plus"), ("prevent_damage", "prevent")):
            v.integer(rep["count"], f"{path}.count", *BOUNDS["draw_instead"])
        else:
            v.err(f"{path}.count", 'is only for a draw replaced by draws ("instead": "draw") or a life gain plus more ("plus")')
    if "what" in rep:
        v.choice(rep["what"], f"{path}.what", REPLACEMENT_WHAT.get(event, ("creatures", "permanents")))
    if "to" in rep:  # where a redirection sends the damage (419.6c)
        if event == "damage_to":
            v.choice(rep["to"], f"{path}.to", ("self", "enchanted"))
        else:
            v.err(f"{path}.to", 'is only for a redirection ("event": "damage_to")')


CHOICE_KINDS = ("color", "creature_type", "card_name", "nonland_card_name")


def _comes_into_play(v: Checker, how, path: str) -> None:
    """ "comes into play tapped" / "with N counters" (419.1b-c)."""
    if not v.obj(how, path, ("tapped", "counters", "as_copy_of", "except_colors", "gains", "choose", "unless", "pay_life", "if_kicked",
                             "per_kick", "also_types", "also_subtypes", "not_legendary", "base_pt", "colors", "no_mana_cost", "until",
                             "per_color_spent", "if_you_attacked")):
        return
    if "if_you_attacked" in how and (how["if_you_attacked"] is not True or set(how) != {"if_you_attacked", "counters"}):
        v.err(f"{path}.if_you_attacked", 'must be true, beside "counters" alone ("... if you attacked this turn")')
    if "per_color_spent" in how and (how["per_color_spent"] is not True or set(how) != {"per_color_spent", "counters"}):
        v.err(f"{path}.per_color_spent", 'must be true, beside "counters" alone ("for each color of mana spent to cast it")')
    if "if_kicked" in how:  # "If ~ was kicked, it enters with N +1/+1 counters on it" (502.21b / 702.33e)
        v.boolean(how["if_kicked"], f"{path}.if_kicked")
        if set(how) - {"per_kick"} != {"if_kicked", "counters"}:
            v.err(f"{path}.if_kicked", 'is only for "counters" alone')
    if "per_kick" in how and (how["per_kick"] is not True or how.get("if_kicked") is not True):
        v.err(f"{path}.per_kick", 'must be true, beside "if_kicked": true ("for each time it was kicked", 702.33c)')
    if "pay_life" in how:  # "you may pay N life. If you don't, it comes into play tapped" (419.1b / 614.12a)
        v.integer(how["pay_life"], f"{path}.pay_life", *BOUNDS["cost_life"])
    if "unless" in how:  # "enters tapped unless you control ..." (419.1c / 614.1d)
        _unless(v, how, f"{path}.unless")
    if "choose" in how:  # "As [this] comes into play, choose a color / a creature type" (419.1b)
        v.choice(how["choose"], f"{path}.choose", CHOICE_KINDS)
    from ..effects.copy_permanent import COPY_CHOICES, EXCEPTION_KEYS
    if "as_copy_of" in how:
        v.choice(how["as_copy_of"], f"{path}.as_copy_of", tuple(COPY_CHOICES))
    for key in (*EXCEPTION_KEYS, "until"):
        if key in how and "as_copy_of" not in how:
            v.err(f"{path}.{key}", 'is only for "as_copy_of"')
    if "until" in how:  # "you may have it become a copy of any creature ... until end of turn" (Cursed Mirror)
        v.choice(how["until"], f"{path}.until", ("end_of_turn",))
    copy_exceptions(v, how, path)
    if "tapped" in how:
        v.boolean(how["tapped"], f"{path}.tapped")
    if "counters" in how and v.obj(how["counters"], f"{path}.counters", ("+1/+1", "-1/-1", "time", "charge", "shield", "stun", "oil")):
        for k, n in how["counters"].items():
            if n != "X":  # "enters with X +1/+1 counters": the X paid for the spell (107.3m)
                v.integer(n, f"{path}.counters.{k}", *BOUNDS["counters_on_arrival"])


def _unless(v: Checker, how: dict, path: str) -> None:
    from ..entering_conditions import UNLESS_KEYS
    if how.get("tapped") is not True:
        v.err(path, 'is only for "tapped": true')
    unless = how["unless"]
    if not v.obj(unless, path, UNLESS_KEYS):
        return
    if len(unless) != 1:
        v.err(path, "must have exactly one condition")
    if "you_control_subtype" in unless and v.listof(unless["you_control_subtype"], f"{path}.you_control_subtype"):
        if not unless["you_control_subtype"]:
            v.err(f"{path}.you_control_subtype", "must name at least one subtype")
        for i, t in enumerate(unless["you_control_subtype"]):
            v.string(t, f"{path}.you_control_subtype[{i}]")
    for k in UNLESS_KEYS[1:]:
        if k in unless:
            v.integer(unless[k], f"{path}.{k}", *BOUNDS["condition_life" if k == "a_player_life_at_most" else "condition_count"])


def characteristic(v: Checker, ch, path: str, subtypes: bool = False) -> None:
    """A characteristic an ability defines; `subtypes` ("Enchanted creature is a
    Zombie") only for what a static ability says another object is."""
    if not v.obj(ch, path, ("colors", "types", "power", "toughness") + (("subtypes",) if subtypes else ())):
        return
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
    if "tribute_not_paid" in cond and cond["tribute_not_paid"] is not True:
        v.err(f"{path}.tribute_not_paid", "must be true (\"if tribute wasn't paid\", 702.104b)")
    if "your_hand_at_least" in cond:
        v.integer(cond["your_hand_at_least"], f"{path}.your_hand_at_least", *BOUNDS["condition_hand"])
    if "you_control_no_creatures" in cond:  # "if you control no creatures": the board, as the ability triggers and resolves
        v.boolean(cond["you_control_no_creatures"], f"{path}.you_control_no_creatures")
    if "creatures_you_control_at_least" in cond:
        v.integer(cond["creatures_you_control_at_least"], f"{path}.creatures_you_control_at_least", *BOUNDS["condition_count"])
    if "source_x_at_least" in cond:  # ravenous's "if X is 5 or more" (2026 702.156a): ravenous.py
        v.integer(cond["source_x_at_least"], f"{path}.source_x_at_least", *BOUNDS["condition_count"])
    if "cards_in_your_graveyard_at_least" in cond:  # threshold (from_graveyard.py)
        v.integer(cond["cards_in_your_graveyard_at_least"], f"{path}.cards_in_your_graveyard_at_least", *BOUNDS["condition_count"])
    if "monarch" in cond:  # refused under 2007 by the loader (makes_a_monarch)
        v.choice(cond["monarch"], f"{path}.monarch", MONARCH_CONDITIONS)
    if "source_was_bargained" in cond and cond["source_was_bargained"] is not True:  # bargain.py
        v.err(f"{path}.source_was_bargained", "must be true")
    if "citys_blessing" in cond:  # "if you have the city's blessing" (702.131c)
        v.boolean(cond["citys_blessing"], f"{path}.citys_blessing")
    if "you_attacked_this_turn" in cond:  # raid's "if you attacked this turn" (raid.py)
        v.boolean(cond["you_attacked_this_turn"], f"{path}.you_attacked_this_turn")
    if "source_was_kicked" in cond and cond["source_was_kicked"] is not True:  # "if it was kicked" (kicker.py)
        v.err(f"{path}.source_was_kicked", "must be true")


def ref(v: Checker, value, path: str, ntargets: int) -> None:
    if isinstance(value, str) and value.startswith("target:"):
        n = value[7:]
        if not n.isdigit() or int(n) >= ntargets:
            v.err(path, f'"{value}" refers to a target the ability doesn\'t have ({ntargets} target(s))')
        return
    v.choice(value, path, REF_WORDS + ("target:0",))


def _count_filter(v: Checker, value: dict, path: str) -> None:
    """{"count": "permanents", "filter": {...}, "times": 2}: the permanents a target filter describes."""
    if value.get("count") != "permanents":
        for k in ("filter", "times"):
            if k in value and not (k == "times" and value.get("count") == "cards_in_your_hand"):  # "2 life for each card in your hand"
                v.err(f"{path}.{k}", 'is only for "count": "permanents"' + (' and "cards_in_your_hand"' if k == "times" else ""))
        if "times" in value and value.get("count") == "cards_in_your_hand":
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


def amount(v: Checker, value, path: str) -> None:
    if is_int(value):
        lo, hi = BOUNDS["amount"]
        if not (lo <= value <= hi):
            v.err(path, f"must be between {lo} and {hi}")
        return
    if value == "X":
        return
    if isinstance(value, dict):
        if v.obj(value, path, ("count", "of", "filter", "times"), ("count",)) and "count" in value:
            v.choice(value["count"], f"{path}.count", COUNTS)
            _count_filter(v, value, path)
            if "of" in value:
                if value.get("count") not in ("power_of", "toughness_of", "cards_in_hand"):
                    v.err(f"{path}.of", 'is only for "power_of", "toughness_of" and "cards_in_hand"')
                elif not (isinstance(value["of"], str) and (value["of"] in REF_WORDS or value["of"].startswith("target:"))):
                    v.err(f"{path}.of", 'must be "self", "it", "you" or "target:N"')
        return
    v.err(path, 'must be a whole number, "X" or {"count": ...}')


# --- effect instructions --------------------------------------------------------
def effects(v: Checker, steps, path: str, ntargets: int, depth: int = 0) -> None:
    """Each instruction's fields are the ones its effect kind registered
    (effects.EFFECTS); a kind with more to check has a checker below."""
    if not v.listof(steps, path):
        return
    for i, st in enumerate(steps):
        sp = f"{path}[{i}]"
        if not isinstance(st, dict):
            v.err(sp, f"must be an object, not {type_name(st)}")
            continue
        if not v.choice(st.get("do"), f"{sp}.do", EFFECT_KINDS):
            continue
        do = st["do"]
        allowed = {"do", "if_kicked", *EFFECTS[do].fields}  # any instruction may happen only if kicked (502.21b)
        allowed.update(("if_bargained", "if_gift"))  # or only if bargained (2026 702.166c): bargain.py
        check = EFFECT_CHECKS.get(do)
        if check is not None:
            check(v, st, sp, depth)
        for k in st:
            if k not in allowed:
                v.err(f"{sp}.{k}", "unknown field")
        for k in ("to", "what", "refers_to", "player", "of"):
            if k in st and k in allowed:
                ref(v, st[k], f"{sp}.{k}", ntargets)
        if do == "for_each":  # its instructions see the same targets, and "it" is each creature in turn
            crit = st.get("creatures")
            if isinstance(crit, dict) and "shares_color_with" in crit:
                ref(v, crit["shares_color_with"], f"{sp}.creatures.shares_color_with", ntargets)
            if depth < 3:
                effects(v, st.get("effect"), f"{sp}.effect", ntargets, depth + 1)
        if do in ("flip_coin", "clash"):  # what happens if the flip (the clash) is won, and if not: they see the same targets
            for k in ("won", "lost"):
                if k in st and depth < 3:
                    effects(v, st[k], f"{sp}.{k}", ntargets, depth + 1)
                elif k in st:
                    v.err(f"{sp}.{k}", "is nested too deeply")
        if do == "roll_die":  # 706.3a: each line of the results table, a range of results and its instructions
            _results_table(v, st, sp, ntargets, depth)
        if do == "may":  # the optional instructions and "if you do": they see the same targets
            if "pay" in st:
                amount(v, st["pay"], f"{sp}.pay")
            for k in ("pay_energy", "pay_life"):  # {E} (2026 107.14) or life (119.4) to pay
                if k in st:
                    amount(v, st[k], f"{sp}.{k}")
            if "pay_sacrifice" in st:
                from ..effects.may_sacrifice import KINDS
                v.choice(st["pay_sacrifice"], f"{sp}.pay_sacrifice", KINDS)
            if "pay_mana" in st and not _plain_mana(st["pay_mana"]):
                v.err(f"{sp}.pay_mana", 'must be a mana cost without {X}, hybrid or Phyrexian symbols, such as "{1}{W}"')
            elif "pay_mana" in st and v.edition == "2007-02-01" and "{C}" in st["pay_mana"]:
                v.err(f"{sp}.pay_mana", "the February 2007 rules have no {C} symbol (104.3 there lists the mana symbols; 2026 107.4c); "
                                        "play this scenario under the 2026-06-19 rules")
            for k in ("effect", "then"):
                if k in st and depth < 3:
                    effects(v, st[k], f"{sp}.{k}", ntargets, depth + 1)
                elif k in st:
                    v.err(f"{sp}.{k}", "is nested too deeply")
        if "if_kicked" in st:
            v.boolean(st["if_kicked"], f"{sp}.if_kicked")
        if "if_bargained" in st:
            v.boolean(st["if_bargained"], f"{sp}.if_bargained")
        if "if_gift" in st:  # 2026 702.174k: gift.py
            v.boolean(st["if_gift"], f"{sp}.if_gift")
        if "until" in st and "until" in allowed and st["until"] is not None:
            if v.choice(st["until"], f"{sp}.until", ("end_of_turn", "source_tapped")) and st["until"] == "source_tapped" \
                    and do not in AS_LONG_AS_TAPPED:
                v.err(f"{sp}.until", f'"source_tapped" is only for {", ".join(AS_LONG_AS_TAPPED)}')


# the instructions whose effect can last "as long as [the source] remains tapped" (418.3d)
AS_LONG_AS_TAPPED = ("pump", "set_pt", "gain_ability", "lose_ability", "lose_all_abilities", "set_types", "set_colors", "switch_pt")


def _amount_or(default):
    def check(v: Checker, st: dict, sp: str, depth: int) -> None:
        amount(v, st.get("amount", default), f"{sp}.amount")
    return check


def _damage(v: Checker, st: dict, sp: str, depth: int) -> None:
    amount(v, st.get("amount", 0), f"{sp}.amount")
    _no_regenerate(v, st, sp, depth)
    if "exile_if_dies" in st:  # "If a creature dealt damage this way would die this turn, exile it instead"
        v.boolean(st["exile_if_dies"], f"{sp}.exile_if_dies")


def _power_toughness(v: Checker, st: dict, sp: str, depth: int) -> None:
    for k in ("power", "toughness"):
        if k not in st:
            v.err(f"{sp}.{k}", "is required")
        elif st.get("do") == "pump" and st[k] in ("X", "-X"):
            pass  # "Target creature gets -X/-X until end of turn": the X of the spell or ability (pump)
        else:
            v.integer(st[k], f"{sp}.{k}", *BOUNDS["pump"])


def _gained_ability(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "ability" not in st:
        v.err(f"{sp}.ability", "is required")
    elif depth < 3:
        ability(v, st["ability"], f"{sp}.ability", depth + 1)
    else:
        v.err(f"{sp}.ability", "is nested too deeply")


def _lost_keyword(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "keyword" not in st:
        v.err(f"{sp}.keyword", "is required")
    else:
        v.choice(st["keyword"], f"{sp}.keyword", KEYWORDS)


def _types(v: Checker, st: dict, sp: str, depth: int) -> None:
    if v.listof(st.get("types"), f"{sp}.types"):
        for j, t in enumerate(st["types"]):
            v.choice(t, f"{sp}.types[{j}]", CARD_TYPES)
    if "subtypes" in st and v.listof(st["subtypes"], f"{sp}.subtypes"):
        for j, t in enumerate(st["subtypes"]):
            v.string(t, f"{sp}.subtypes[{j}]")


def _colors(v: Checker, st: dict, sp: str, depth: int) -> None:
    if v.listof(st.get("colors"), f"{sp}.colors"):
        for j, t in enumerate(st["colors"]):
            v.choice(t, f"{sp}.colors[{j}]", COLORS)


def _instead(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "instead" in st:
        v.choice(st["instead"], f"{sp}.instead", REPLACEMENT_EVENTS["put_into_graveyard"])


def _token(v: Checker, st: dict, sp: str, depth: int) -> None:
    """216.1: the token's characteristics, and the id the scenario calls it by."""
    from ..effects.tokens import token_card
    if "id" not in st:
        v.err(f"{sp}.id", 'is required: the name later actions call the token by ("soldier"; the next one is "soldier-2")')
    elif v.string(st["id"], f"{sp}.id") and not TOKEN_ID.fullmatch(st["id"]):
        v.err(f"{sp}.id", "must be letters, digits and _ only")
    if "token" not in st:
        v.err(f"{sp}.token", "is required: the token's characteristics")
    elif isinstance(st["token"], dict):
        # "an X/X token": power and toughness may be the X of the spell or ability (107.3a)
        card(v, token_card({k: (0 if k in ("power", "toughness") and x == "X" else x) for k, x in st["token"].items()}), f"{sp}.token")
    else:
        card(v, st["token"], f"{sp}.token")
    amount(v, st.get("count", 1), f"{sp}.count")
    if "predefined" in st:  # "create a Treasure token": characteristics the rules define (2026 111.10)
        from ..effects.tokens import PREDEFINED_TOKENS
        v.choice(st["predefined"], f"{sp}.predefined", tuple(PREDEFINED_TOKENS))


def copy_exceptions(v: Checker, how: dict, path: str, keys: tuple | None = None) -> None:
    """The exceptions a copy effect makes (503.9; 707.9a-c): `except_colors`,
    `gains` (an ability or a list of them), `also_types` / `also_subtypes` ("in
    addition to its other types"), `not_legendary`, `base_pt` ([7, 7])."""
    if keys is not None:
        for k in how:
            if k not in keys:
                v.err(f"{path}.{k}", f"unknown field: a copy's exceptions are {', '.join(keys)}")
    for k in ("except_colors", "not_legendary", "no_mana_cost"):
        if k in how:
            v.boolean(how[k], f"{path}.{k}")
    if "colors" in how and v.listof(how["colors"], f"{path}.colors"):
        for i, c in enumerate(how["colors"]):
            v.choice(c, f"{path}.colors[{i}]", COLORS)
    if "gains" in how:
        for i, ab in enumerate(how["gains"] if isinstance(how["gains"], list) else [how["gains"]]):
            ability(v, ab, f"{path}.gains" + (f"[{i}]" if isinstance(how["gains"], list) else ""), 1)
    if "also_types" in how and v.listof(how["also_types"], f"{path}.also_types"):
        for i, t in enumerate(how["also_types"]):
            v.choice(t, f"{path}.also_types[{i}]", CARD_TYPES)
    if "also_subtypes" in how and v.listof(how["also_subtypes"], f"{path}.also_subtypes"):
        for i, t in enumerate(how["also_subtypes"]):
            v.string(t, f"{path}.also_subtypes[{i}]")
    if "base_pt" in how and v.listof(how["base_pt"], f"{path}.base_pt"):
        if len(how["base_pt"]) != 2:
            v.err(f"{path}.base_pt", "must be [power, toughness]")
        for i, n in enumerate(how["base_pt"]):
            v.integer(n, f"{path}.base_pt[{i}]", 0, 99)


def _token_copy(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Create a token that's a copy of target creature [, except ...]": the id later actions call it by."""
    if "id" not in st:
        v.err(f"{sp}.id", 'is required: the name later actions call the token by ("copy"; the next one is "copy-2")')
    elif v.string(st["id"], f"{sp}.id") and not TOKEN_ID.fullmatch(st["id"]):
        v.err(f"{sp}.id", "must be letters, digits and _ only")
    if "except" in st and not isinstance(st["except"], dict):
        v.err(f"{sp}.except", f"must be an object, not {type_name(st['except'])}")
    elif "except" in st:
        copy_exceptions(v, st["except"], f"{sp}.except", ("gains", "also_types", "also_subtypes", "not_legendary", "base_pt",
                                                          "colors", "no_mana_cost"))
    if "count" in st:  # "create N tokens that are copies"
        amount(v, st["count"], f"{sp}.count")
    if "keyword_ability" in st:  # embalm, eternalize (2026 only: the loader refuses them under 2007)
        from ..effects.copy_permanent import TOKEN_COPY_KEYWORDS
        v.choice(st["keyword_ability"], f"{sp}.keyword_ability", TOKEN_COPY_KEYWORDS)


def _results_table(v: Checker, st: dict, sp: str, ntargets: int, depth: int) -> None:
    sides = st.get("sides", 20)
    if "sides" in st and v.integer(sides, f"{sp}.sides", 4, 20) and sides not in (4, 6, 8, 10, 12, 20):
        v.err(f"{sp}.sides", "must be 4, 6, 8, 10, 12 or 20 (a d4 to a d20)")
    if "results" not in st or not v.listof(st["results"], f"{sp}.results"):
        return
    for i, row in enumerate(st["results"]):
        rp = f"{sp}.results[{i}]"
        if not v.obj(row, rp, ("min", "max", "effect"), ("min", "max", "effect")) or not {"min", "max", "effect"} <= set(row):
            continue
        top = sides if isinstance(sides, int) and not isinstance(sides, bool) else 20
        low, high = row.get("min"), row.get("max")
        if v.integer(low, f"{rp}.min", 1, top) and v.integer(high, f"{rp}.max", 1, top) and low > high:
            v.err(f"{rp}.max", f"must not be less than min ({low})")
        if depth < 3:
            effects(v, row.get("effect"), f"{rp}.effect", ntargets, depth + 1)
        else:
            v.err(f"{rp}.effect", "is nested too deeply")


def instructions(value):
    """Every instruction (a dict with "do") anywhere in a card or effect, nested ones included."""
    stack = [value]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            if "do" in x:
                yield x
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)


#: the id of the token a promised gift creates (rulings/engine/gift.py)
GIFT_TOKEN_IDS = {"tapped_fish": "fish", "food": "food", "treasure": "treasure"}


def declared_tokens(value) -> set:
    """The ids that the create_token instructions anywhere in a card give (investigate's Clue
    token, 701.16a, is called "clue")."""
    found = {st["id"] for st in instructions(value) if st.get("do") in ("create_token", "create_token_copy", "populate") and isinstance(st.get("id"), str)}
    found |= {ab["keyword"] for ab in (value.get("abilities") or () if isinstance(value, dict) else ())
              if isinstance(ab, dict) and ab.get("keyword") in ("offspring", "squad")}  # their token copies (offspring.py)
    found |= {GIFT_TOKEN_IDS[ab.get("what")] for ab in (value.get("abilities") or () if isinstance(value, dict) else ())
              if isinstance(ab, dict) and ab.get("keyword") == "gift" and ab.get("what") in GIFT_TOKEN_IDS}  # gift.py (702.174)
    return found | ({"clue"} if any(st.get("do") == "investigate" for st in instructions(value)) else set())


def _skipped_step(v: Checker, st: dict, sp: str, depth: int) -> None:
    v.choice(st.get("step"), f"{sp}.step", ("untap", "upkeep", "draw"))


def _mana(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "spend_only" in st:  # "Spend this mana only to cast a creature spell" (2026 106.6): restricted_mana.py
        from ..restricted_mana import SPEND_ONLY
        v.choice(st["spend_only"], f"{sp}.spend_only", tuple(SPEND_ONLY))
    if "kept" in st:  # "Until end of turn, you don't lose this mana as steps and phases end": kept_mana.py
        v.choice(st["kept"], f"{sp}.kept", ("end_of_turn",))
        if "one_of" in st or "spend_only" in st:
            v.err(f"{sp}.kept", 'goes only with "mana" (the mana added, kept until end of turn)')
    if "combination" in st:  # "Add two mana in any combination of colors": mana_combination.py
        c = st["combination"]
        if "mana" in st or "one_of" in st or "kept" in st:
            v.err(f"{sp}.combination", 'goes without "mana", "one_of" and "kept": the mana added is the combination chosen')
        if v.obj(c, f"{sp}.combination", ("amount", "of"), ("amount",)):
            if not isinstance(c.get("amount"), int) or isinstance(c.get("amount"), bool) or not 1 <= c["amount"] <= 20:
                v.err(f"{sp}.combination.amount", "must be a whole number from 1 to 20")
            if "of" in c and (not isinstance(c["of"], list) or len(c["of"]) < 2 or len(set(map(str, c["of"]))) != len(c["of"])
                              or not set(c["of"]) <= set("WUBRG")):
                v.err(f"{sp}.combination.of", 'must list two or more different colors of "W", "U", "B", "R", "G"')
        return
    if "one_of" in st:  # "Add {W} or {U}": options of one type each, the player names one as it resolves
        if "mana" in st:
            v.err(f"{sp}.one_of", 'goes without "mana": the mana added is the option chosen')
        if v.listof(st["one_of"], f"{sp}.one_of"):
            if len(st["one_of"]) < 2:
                v.err(f"{sp}.one_of", "must list at least two options")
            seen = set()
            for i, o in enumerate(st["one_of"]):
                kinds = {s for s in re.findall(r"\{([^{}]*)\}", o)} if isinstance(o, str) else set()
                if not (o and _plain_mana(o)) or len(kinds) != 1 or kinds & seen or not kinds <= set(MANA_KEYS):
                    v.err(f"{sp}.one_of[{i}]", 'must be mana of one type not listed before, such as "{W}" or "{G}{G}"')
                seen |= kinds
        return
    if not _plain_mana(st.get("mana")):
        v.err(f"{sp}.mana", 'must be mana symbols such as "{B}{B}{B}"')


def _plain_mana(text) -> bool:
    return is_valid_cost(text) and "X" not in text and "/" not in text


def _card_type(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "type" in st:
        v.choice(st["type"], f"{sp}.type", CARD_TYPES)


def _delayed(v: Checker, st: dict, sp: str, depth: int) -> None:
    v.choice(st.get("at"), f"{sp}.at", ("end_of_turn", "next_upkeep", "end_of_combat"))
    if "duration" in st:
        v.choice(st["duration"], f"{sp}.duration", ("this_turn",))
    if "text" in st:
        v.string(st["text"], f"{sp}.text", nonempty=False)
    if depth < 3:
        effects(v, st.get("effect"), f"{sp}.effect", 0, depth + 1)
    else:
        v.err(f"{sp}.effect", "is nested too deeply")


CREATURE_FILTERS = ("you_control", "opponents_control", "other", "attacking")  # booleans; "subtype" is a creature type


def _for_each(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "players" in st:
        v.choice(st["players"], f"{sp}.players", ("each_player", "each_opponent"))
        if "creatures" in st:
            v.err(f"{sp}.creatures", 'an instruction is for each player or for each creature, not both ("players" is given)')
        if depth >= 3:
            v.err(f"{sp}.effect", "is nested too deeply")
        return
    if "permanents" in st:  # "destroy all artifacts and enchantments": a target filter's fields, no target
        _permanents(v, st, sp)
        if depth >= 3:
            v.err(f"{sp}.effect", "is nested too deeply")
        return
    crit = st.get("creatures", {})
    if v.obj(crit, f"{sp}.creatures", ("color", "shares_color_with", "subtype", *CREATURE_FILTERS)):
        if "color" in crit:
            v.choice(crit["color"], f"{sp}.creatures.color", COLORS)
        for k in CREATURE_FILTERS:
            if k in crit:
                v.boolean(crit[k], f"{sp}.creatures.{k}")
        if "subtype" in crit:
            v.string(crit["subtype"], f"{sp}.creatures.subtype")
    if depth >= 3:
        v.err(f"{sp}.effect", "is nested too deeply")


def _permanents(v: Checker, st: dict, sp: str) -> None:
    spec = st["permanents"]
    if "creatures" in st:
        v.err(f"{sp}.permanents", 'an instruction is for each creature or for each permanent described, not both ("creatures" is given)')
    if not isinstance(spec, dict):
        v.err(f"{sp}.permanents", f"must be an object (a target filter's fields), not {type_name(spec)}")
        return
    for field, msg in target_filter.problems(spec, KEYWORDS):
        v.err(f"{sp}.permanents.{field}", msg)
    for field in ("zone", "player"):
        if field in spec:
            v.err(f"{sp}.permanents.{field}", "only permanents in play: no zone, no player")
    if target_filter.only_planeswalkers(spec) and v.edition == "2007-02-01":
        from ..planeswalkers import NO_PLANESWALKERS_2007
        v.err(f"{sp}.permanents.types", NO_PLANESWALKERS_2007)


def _damage_sources(v: Checker, st: dict, sp: str, depth: int) -> None:
    v.choice(st.get("from", "creatures"), f"{sp}.from", ("creatures", "combat"))


def _gains(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "gains" in st:
        v.choice(st["gains"], f"{sp}.gains", ("this_ability",))
    if "except_colors" in st:  # become_copy: "except it doesn't copy that creature's color" (503.9; 707.9c)
        v.boolean(st["except_colors"], f"{sp}.except_colors")


def _discard(v: Checker, st: dict, sp: str, depth: int) -> None:
    amount(v, st.get("amount", 1), f"{sp}.amount")
    if "random" in st:
        v.boolean(st["random"], f"{sp}.random")


def _counters(v: Checker, st: dict, sp: str, depth: int) -> None:
    amount(v, st.get("amount", 1), f"{sp}.amount")
    if "counter" in st:
        v.choice(st["counter"], f"{sp}.counter", ("+1/+1", "-1/-1", "charge", "shield", "stun", "spore", "oil"))


def _source_color(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "color" in st:
        v.choice(st["color"], f"{sp}.color", COLORS)


def _once(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "once" in st:
        v.boolean(st["once"], f"{sp}.once")


def _flip_condition(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "If you have nine or more cards in hand, flip [this]": the condition is
    checked as the instruction is followed."""
    if "if" in st:
        condition(v, st["if"], f"{sp}.if", targeted=True)


def _reveal_hand(v: Checker, st: dict, sp: str, depth: int) -> None:
    for k in ("look", "discard"):
        if k in st:
            v.boolean(st[k], f"{sp}.{k}")
    if "choose" in st:
        v.choice(st["choose"], f"{sp}.choose", ("any", "nonland", "noncreature_nonland", "creature"))
    elif st.get("discard"):
        v.err(f"{sp}.discard", 'discards the chosen card: "choose" says which kind')


def _no_regenerate(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "no_regenerate" in st:
        v.boolean(st["no_regenerate"], f"{sp}.no_regenerate")


def _attaching_keyword(v: Checker, st: dict, path: str, depth: int) -> None:
    """attach_to's `by`: the keyword ability it is part of (living weapon, For Mirrodin!: 2026 only,
    which the loader refuses under 2007: see `attaching_keywords`)."""
    from ..effects.equip import ATTACHING_KEYWORDS
    if "by" in st:
        v.choice(st["by"], f"{path}.by", ATTACHING_KEYWORDS)


def makes_a_monarch(value) -> bool:
    """Whether an instruction anywhere in a card makes a player the monarch, or a
    condition asks who is (2026 725)."""
    if any(st.get("do") == "become_the_monarch" for st in instructions(value)):
        return True
    abilities = value.get("abilities") if isinstance(value, dict) else None
    return isinstance(abilities, list) and any(
        isinstance(ab, dict) and isinstance(ab.get("if"), dict) and "monarch" in ab["if"] for ab in abilities)


def token_copy_keywords(value) -> set:
    """The keyword abilities later than 2007 (embalm, eternalize) whose create_token_copy a card has."""
    return {st["keyword_ability"] for st in instructions(value)
            if st.get("do") == "create_token_copy" and isinstance(st.get("keyword_ability"), str)}


def attaching_keywords(value) -> set:
    """The keyword abilities later than 2007 (living weapon, For Mirrodin!) whose attach_to a card has."""
    return {st["by"] for st in instructions(value) if st.get("do") in ("attach_to", "unattach") and isinstance(st.get("by"), str)}


def _prevent_this_turn(v: Checker, st: dict, sp: str, depth: int) -> None:
    """"Prevent all [combat] damage that would be dealt to / by / to and dealt by [it] this turn"."""
    v.choice(st.get("dealt", "to"), f"{sp}.dealt", ("to", "by", "to_and_by"))
    if "combat" in st:
        v.boolean(st["combat"], f"{sp}.combat")


def _countered_instead(v: Checker, st: dict, sp: str, depth: int) -> None:
    """A counterspell's "exile it instead" / "put it on top of its owner's library instead"."""
    if "instead" in st:
        v.choice(st["instead"], f"{sp}.instead", ("remove_from_game", "top_of_library"))
    if st.get("do") == "counter_unless_pays":
        _amount_or(0)(v, st, sp, depth)


def _new_targets(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "new_targets" in st:
        v.boolean(st["new_targets"], f"{sp}.new_targets")


EFFECT_CHECKS = {
    "damage": _damage, "pump": _power_toughness, "set_pt": _power_toughness, "gain_ability": _gained_ability,
    "lose_ability": _lost_keyword, "set_types": _types, "set_colors": _colors, "add_mana": _mana, "gain_life": _amount_or(0),
    "lose_life": _amount_or(0), "additional_land": _amount_or(1), "draw": _amount_or(1), "poison": _amount_or(1), "get_energy": _amount_or(1), "discard": _discard, "put_counters": _counters, "prevent_damage_from_source": _source_color, "prevent_damage": _amount_or(0),
    "put_into_play_from_hand": _card_type, "delayed_trigger": _delayed, "destroy": _no_regenerate,
"replace_graveyard": _instead, "skip": _skipped_step, "create_token": _token, "become_copy": _gains, "copy_spell": _new_targets,
    "counter_unless_pays": _countered_instead, "counter": _countered_instead, "prevent_all_damage_this_turn": _prevent_this_turn,
    "monstrosity": _amount_or(1), "adapt": _amount_or(1),  # 701.37a / 701.46a
    "return_one_you_control": lambda v, st, sp, depth: v.choice(st.get("type", "Land"), f"{sp}.type", ("Land", "Creature")),
    "reveal_hand": _reveal_hand,
    "return_to_hand_from_graveyard": lambda v, st, sp, depth: v.choice(st.get("what"), f"{sp}.what", ("self",)),
    "for_each": _for_each, "prevent_all_damage": _damage_sources, "redirect_damage": _once, "flip": _flip_condition,
    "attach_to": _attaching_keyword,
    "becomes_creature": lambda v, st, sp, depth: _becomes_creature(v, st, sp, depth),
    "becomes_creature_type": lambda v, st, sp, depth: _becomes_creature(v, st, sp, depth),
    "create_token_copy": _token_copy,
    "populate": _token_copy,  # 701.36a (2026): its `id`
}
EFFECT_CHECKS["unattach"] = lambda v, st, sp, depth: v.choice(st.get("by"), f"{sp}.by", ("reconfigure",))  # 2026 702.151a


def _becomes_creature(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Becomes a 2/2 white Bird creature with flying ... It's still a land" (205.1b / 212.1c)."""
    _power_toughness(v, st, sp, depth)
    if "types" in st:
        _types(v, st, sp, depth)
    if "subtypes" in st and v.listof(st["subtypes"], f"{sp}.subtypes"):
        for j, t in enumerate(st["subtypes"]):
            v.string(t, f"{sp}.subtypes[{j}]")
    if "colors" in st:
        _colors(v, st, sp, depth)
    if "abilities" in st and v.listof(st["abilities"], f"{sp}.abilities"):
        for j, ab in enumerate(st["abilities"]):
            if depth < 3:
                ability(v, ab, f"{sp}.abilities[{j}]", depth + 1)
            else:
                v.err(f"{sp}.abilities[{j}]", "is nested too deeply")
    for k in ("keeps_types", "replaces_creature_types"):
        if k in st:
            v.boolean(st[k], f"{sp}.{k}")


# --- the library (scry, surveil, mill, search, investigate) ------------------------
SEARCH_KEYS = ("types", "supertypes", "subtypes", "same_mana_value_as", "any_of_types")
SEARCH_KEYS += ("mana_value_at_most",)  # "a Rebel permanent card with mana value 3 or less"


def _search(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Search your library for a basic land card": what it looks for (each key a
    list the card must have all of; {} is any card), how many, and where they go."""
    if "for" in st and v.obj(st["for"], f"{sp}.for", SEARCH_KEYS):
        if "same_mana_value_as" in st["for"]:  # transmute: "a card with the same mana value as the discarded card"
            v.choice(st["for"]["same_mana_value_as"], f"{sp}.for.same_mana_value_as", ("self",))
        for k in SEARCH_KEYS[:3] + ("any_of_types",):
            if k in st["for"] and v.listof(st["for"][k], f"{sp}.for.{k}"):
                for i, w in enumerate(st["for"][k]):
                    if k in ("types", "any_of_types"):
                        v.choice(w, f"{sp}.for.types[{i}]", CARD_TYPES)
                    else:
                        v.string(w, f"{sp}.for.{k}[{i}]")
        if "mana_value_at_most" in st["for"]:
            v.integer(st["for"]["mana_value_at_most"], f"{sp}.for.mana_value_at_most", *BOUNDS["dig_quality"])
    amount(v, st.get("count", 1), f"{sp}.count")
    if "into" in st:
        v.choice(st["into"], f"{sp}.into", ("hand", "in_play", "top"))
    for k in ("tapped", "reveal", "optional"):
        if k in st:
            v.boolean(st[k], f"{sp}.{k}")
    if st.get("tapped") and st.get("into", "hand") != "in_play":
        v.err(f"{sp}.tapped", 'is only for "into": "in_play"')


def _if_searched(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "if_searched" in st:
        v.boolean(st["if_searched"], f"{sp}.if_searched")


def _look_at_top(v: Checker, st: dict, sp: str, depth: int) -> None:
    amount(v, st.get("amount", 1), f"{sp}.amount")
    if "rest" in st:
        v.choice(st["rest"], f"{sp}.rest", ("graveyard", "bottom"))


def _put_on_library(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "bottom" in st:
        v.boolean(st["bottom"], f"{sp}.bottom")
    if "from_top" in st:
        v.integer(st["from_top"], f"{sp}.from_top", 2, 3)
        if st.get("bottom"):
            v.err(f"{sp}.from_top", 'is not for "bottom": true')


def _investigate(v: Checker, st: dict, sp: str, depth: int) -> None:
    """The Clue token's characteristics (111.10f), as create_token's."""
    from ..effects.tokens import token_card
    if "token" not in st:
        v.err(f"{sp}.token", "is required: the Clue token's characteristics")
    elif isinstance(st["token"], dict):
        card(v, token_card(st["token"]), f"{sp}.token")
    else:
        v.err(f"{sp}.token", "must be the token's characteristics")


EFFECT_CHECKS.update({"scry": _amount_or(1), "surveil": _amount_or(1), "mill": _amount_or(1), "search_library": _search,
                      "look_and_put_back": _amount_or(1), "put_on_library": _put_on_library, "look_at_top": _look_at_top,
                      "shuffle_library": _if_searched,
                      "investigate": _investigate})


def _exile_top(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Exile the top N cards of your library. [Until ...,] you may play those cards" (play_from_exile.py)."""
    from ..play_from_exile import DURATIONS
    amount(v, st.get("amount", 1), f"{sp}.amount")
    if "may_play" in st:
        v.choice(st["may_play"], f"{sp}.may_play", tuple(DURATIONS))
    if "spells_only" in st:
        v.boolean(st["spells_only"], f"{sp}.spells_only")
        if "may_play" not in st:
            v.err(f"{sp}.spells_only", 'is only for an instruction with "may_play"')


EFFECT_CHECKS["exile_top"] = _exile_top
EFFECT_CHECKS["discover"] = _amount_or(1)  # 701.57a: "discover N" (discover.py)
def _return_to_play(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Return this card from your graveyard to the battlefield tapped": `tapped` is for the card itself,
    or a target card ("return target land card from your graveyard to the battlefield tapped")."""
    if "tapped" in st and v.boolean(st["tapped"], f"{sp}.tapped") and st["tapped"] \
            and not (st.get("what", "self") == "self" or str(st.get("what")).startswith("target:")):
        v.err(f"{sp}.tapped", 'is only for "what": "self" or a target')


EFFECT_CHECKS["return_to_play"] = _return_to_play


def _amass(v: Checker, st: dict, sp: str, depth: int) -> None:
    """2026 701.47a: "amass [subtype] N": `subtype` a creature type (amass.py), `amount` N."""
    from ..creature_types import CREATURE_TYPES
    if "subtype" not in st:
        v.err(f"{sp}.subtype", "is required: the creature type the Army is or becomes (\"Orc\", \"Zombie\")")
    else:
        v.choice(st["subtype"], f"{sp}.subtype", tuple(sorted(CREATURE_TYPES)))
    amount(v, st.get("amount", 1), f"{sp}.amount")


EFFECT_CHECKS["amass"] = _amass  # 2026 701.47a (amass.py)
EFFECT_CHECKS["bolster"] = _amount_or(1)  # 2026 701.39a (bolster.py)


def _alternative_condition(v: Checker, ab: dict, path: str) -> None:
    """ "If you control a Plains, you may ... rather than pay this spell's mana cost": alternative_cost only."""
    if "if_you_control" in ab:
        from ..alternative_costs import LAND_TYPES
        if ab.get("keyword") != "alternative_cost":
            v.err(f"{path}.if_you_control", "is only for alternative_cost")
        else:
            v.choice(ab["if_you_control"], f"{path}.if_you_control", LAND_TYPES)


def _activation_limits(v: Checker, ab: dict, path: str) -> None:
    """ "Activate no more than twice each turn", "Activate only if you control ...",
    "Any player may activate this ability" (403.2-403.3; 2026 602.2, 602.5b): activation_limits.py."""
    from ..activation_limits import FROM_STATIC, ONLY_WHILE, TIMES_RANGE
    if "times_each_turn" in ab:
        v.integer(ab["times_each_turn"], f"{path}.times_each_turn", *TIMES_RANGE)
    if "any_player" in ab:
        v.boolean(ab["any_player"], f"{path}.any_player")
    if "only_while" in ab and v.obj(ab["only_while"], f"{path}.only_while", (*FROM_STATIC, *ONLY_WHILE)):
        cond = ab["only_while"]
        if len(cond) != 1:
            v.err(f"{path}.only_while", "must name exactly one condition")
        for k, value in cond.items():
            kind = ONLY_WHILE.get(k) or STATIC_WHILE.get(k)
            if kind is None:
                continue  # named by v.obj
            if kind == "integer":
                v.integer(value, f"{path}.only_while.{k}", *BOUNDS["condition_count"])
            elif kind == "strings":
                if not (isinstance(value, list) and value and all(isinstance(x, str) and x for x in value)):
                    v.err(f"{path}.only_while.{k}", "must be a list of card types or subtypes")
            elif kind == "true":
                if value is not True:
                    v.err(f"{path}.only_while.{k}", "must be true")
            elif not (isinstance(value, str) and value):
                v.err(f"{path}.only_while.{k}", "must be a card type or subtype")
def _removed_counters(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Remove a +1/+1 counter from it" (effects/remove_counters.py)."""
    amount(v, st.get("amount", 1), f"{sp}.amount")
    if "counter" in st:
        v.choice(st["counter"], f"{sp}.counter", ("+1/+1", "-1/-1"))


EFFECT_CHECKS["remove_counters"] = _removed_counters
# --- digging: "look at the top N cards ... from among them ... the rest" (effects/digging.py) ----------
DIG_KEYS = ("types", "supertypes", "subtypes", "any_of_types", "any_of", "not_types", "colors", "colorless",
            "power_at_most", "mana_value_at_most", "each_of")


def _dig_quality(v: Checker, wanted, path: str, depth: int = 0) -> None:
    """What a card taken from among them must be: each key of DIG_KEYS, `any_of` a list of such filters."""
    if not v.obj(wanted, path, DIG_KEYS):
        return
    for k in ("types", "any_of_types", "not_types"):
        if k in wanted and v.listof(wanted[k], f"{path}.{k}"):
            for i, w in enumerate(wanted[k]):
                v.choice(w, f"{path}.{k}[{i}]", CARD_TYPES)
    for k in ("supertypes", "subtypes"):
        if k in wanted and v.listof(wanted[k], f"{path}.{k}"):
            for i, w in enumerate(wanted[k]):
                v.string(w, f"{path}.{k}[{i}]")
    if "colors" in wanted and v.listof(wanted["colors"], f"{path}.colors"):
        for i, w in enumerate(wanted["colors"]):
            v.choice(w, f"{path}.colors[{i}]", ("white", "blue", "black", "red", "green"))
    if "colorless" in wanted:
        v.boolean(wanted["colorless"], f"{path}.colorless")
    for k in ("power_at_most", "mana_value_at_most"):
        if k in wanted:
            v.integer(wanted[k], f"{path}.{k}", *BOUNDS["dig_quality"])
    for key in ("any_of", "each_of"):  # one of these kinds; at most one card of each kind ("and/or")
        if key in wanted and v.listof(wanted[key], f"{path}.{key}"):
            for i, w in enumerate(wanted[key]):
                if depth < 2:
                    _dig_quality(v, w, f"{path}.{key}[{i}]", depth + 1)
                else:
                    v.err(f"{path}.{key}[{i}]", "is nested too deeply")


def _dig(v: Checker, st: dict, sp: str, depth: int) -> None:
    amount(v, st.get("amount", 1), f"{sp}.amount")
    if "for" in st:
        _dig_quality(v, st["for"], f"{sp}.for")
    amount(v, st.get("count", 1), f"{sp}.count")
    for k in ("reveal", "all", "optional", "show", "tapped"):
        if k in st:
            v.boolean(st[k], f"{sp}.{k}")
    if "into" in st:
        v.choice(st["into"], f"{sp}.into", ("hand", "in_play"))
    if st.get("tapped") and st.get("into", "hand") != "in_play":
        v.err(f"{sp}.tapped", 'is only for "into": "in_play"')
    if "rest" in st:
        v.choice(st["rest"], f"{sp}.rest", ("bottom", "graveyard", "hand"))
    if "order" in st:
        v.choice(st["order"], f"{sp}.order", ("any", "random"))
        if st.get("rest") != "bottom":
            v.err(f"{sp}.order", 'is only for "rest": "bottom"')


EFFECT_CHECKS["dig"] = _dig


def _kinship(v: Checker, st: dict, sp: str, depth: int) -> None:
    """Kinship's "If you do, [effect]": instructions of their own, with no target (the ability has none)."""
    if "effect" not in st:
        v.err(f"{sp}.effect", "is required: what happens if the card is revealed")
    elif depth < 3:
        effects(v, st["effect"], f"{sp}.effect", 0, depth + 1)
    else:
        v.err(f"{sp}.effect", "is nested too deeply")


EFFECT_CHECKS["kinship"] = _kinship


def _reveal_until(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Reveal cards from the top of your library until you reveal a creature card. Put that card ..." """
    if "for" not in st:
        v.err(f"{sp}.for", "is required: the quality of the card revealed last")
    else:
        _dig_quality(v, st["for"], f"{sp}.for")
    if "into" in st:
        v.choice(st["into"], f"{sp}.into", ("hand", "in_play"))
    if "tapped" in st:
        v.boolean(st["tapped"], f"{sp}.tapped")
        if st.get("into", "hand") != "in_play":
            v.err(f"{sp}.tapped", 'is only for "into": "in_play"')
    if "rest" in st:
        v.choice(st["rest"], f"{sp}.rest", ("bottom", "graveyard"))
    if "order" in st:
        v.choice(st["order"], f"{sp}.order", ("any", "random"))
        if st.get("rest") != "bottom":
            v.err(f"{sp}.order", 'is only for "rest": "bottom"')


EFFECT_CHECKS["reveal_until"] = _reveal_until


def _two_piles(v: Checker, st: dict, sp: str, depth: int) -> None:
    amount(v, st.get("amount", 1), f"{sp}.amount")
    if "separates" in st:
        v.choice(st["separates"], f"{sp}.separates", ("opponent", "you"))


EFFECT_CHECKS["two_piles"] = _two_piles


def _mill_and_take(v: Checker, st: dict, sp: str, depth: int) -> None:
    amount(v, st.get("amount", 1), f"{sp}.amount")
    amount(v, st.get("count", 1), f"{sp}.count")
    if "for" in st:
        _dig_quality(v, st["for"], f"{sp}.for")
    if "optional" in st:
        v.boolean(st["optional"], f"{sp}.optional")


EFFECT_CHECKS["mill_and_take"] = _mill_and_take


def _card_names(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Choose a nonland card name", the search that exiles the cards with it, and "discards all
    cards of that color" (effects/card_names.py)."""
    if "name_of" in st:
        v.choice(st["name_of"], f"{sp}.name_of", ("nonland", "artifact"))
    if "all" in st:
        v.boolean(st["all"], f"{sp}.all")
    if "count" in st:  # "up to four cards with that name"
        v.integer(st["count"], f"{sp}.count", 1, 100)
    if "all" in st and "count" in st:
        v.err(f"{sp}.count", 'a search for "all" cards has no "count"')
    if "kind" in st:
        v.choice(st["kind"], f"{sp}.kind", ("color", "card_name"))


EFFECT_CHECKS.update({"choose_card_name": _card_names, "exile_cards_with_chosen_name": _card_names, "discard_all_chosen": _card_names})


def _players_sacrifice(v: Checker, st: dict, sp: str, depth: int) -> None:
    """An edict (effects/edict.py): one player (`player`) or a group (`players`), and what they sacrifice."""
    if ("player" in st) == ("players" in st):
        v.err(sp, 'needs one of "player" or "players"')
    if "players" in st:
        v.choice(st["players"], f"{sp}.players", ("each_player", "each_opponent"))
    if "sacrificed" in st:
        v.choice(st["sacrificed"], f"{sp}.sacrificed", ("creature", "land", "artifact", "enchantment", "permanent"))


EFFECT_CHECKS["players_sacrifice"] = _players_sacrifice


def _divided_damage(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "N damage divided as you choose among ... targets" (divided_damage.py): `amount` a number
    of at least 1 or "X", `among` the target references it divides among ("target:N", at least one)."""
    n = st.get("amount")
    if not (n == "X" or is_int(n) and 1 <= n <= BOUNDS["amount"][1]):
        v.err(f"{sp}.amount", f'must be a whole number from 1 to {BOUNDS["amount"][1]} or "X"')
    among = st.get("among")
    if not isinstance(among, list) or not among or not all(isinstance(r, str) and re.fullmatch(r"target:\d+", r) for r in among):
        v.err(f"{sp}.among", 'must list the targets it divides among ("target:0", ...), at least one')


EFFECT_CHECKS["divided_damage"] = _divided_damage  # 2007 409.1e; 2026 601.2d
EFFECT_CHECKS["divided_prevention"] = _divided_damage  # "Prevent the next 5 damage ... to any number of targets, divided as you choose"


def _pump_for_each(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "gets +1/+1 until end of turn for each ..." (pump_for_each.py): `power` and `toughness` what
    each one counted gives, `count` an amount."""
    for k in ("power", "toughness"):
        v.integer(st.get(k, 0), f"{sp}.{k}", *BOUNDS["pump"])
    if "count" not in st:
        v.err(f"{sp}.count", "is required")
    else:
        amount(v, st["count"], f"{sp}.count")


EFFECT_CHECKS["pump_for_each"] = _pump_for_each  # 2007 413.2f; 2026 608.2h
