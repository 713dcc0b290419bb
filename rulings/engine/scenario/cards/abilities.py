"""Checking a card's abilities: keywords with their costs and numbers, activated abilities (their
timings and limits), triggered abilities (their events), static abilities and their conditions."""
from __future__ import annotations

import re

from ... import target_filter
from ...mana import is_valid_cost
from ...permanent_kinds import WHO as PERMANENT_KINDS_WHO, WITH_SUBTYPE as PERMANENT_KINDS_WITH_SUBTYPE
from ...permanent_kinds import COMBAT as PERMANENT_KINDS_COMBAT
from ...damaged_kinds import WHO as DAMAGED_KINDS_WHO
from ...named_counters import KINDS as NAMED_KINDS, WHILE as NAMED_WHILE  # quest, verse counters (named_counters.py)
from ...equipped_conditions import WHILE as EQUIPPED_WHILE  # "As long as equipped creature is a Human" (equipped_conditions.py)
from ...group_filters import KEYS as GROUP_KEYS, problems as group_problems  # "Multicolored / Other tapped creatures you control" (group_filters.py)
from ..fields import Checker, type_name
from ...state import MAIN_PHASES
from ..vocabulary import (BOUNDS, COLORS, KEYWORDS, PROTECTION_QUALITIES, STEP_NAMES, TIMINGS, TRIGGER_EVENTS, TRIGGER_KEYS, TRIGGER_SPELLS, TRIGGER_TO, TRIGGER_WHO, TRIGGER_WHOSE)


STATIC_AFFECTS = ("enchanted", "equipped", "creatures", "self", "paired")  # paired: soulbond's "both creatures" (soulbond.py)
STATIC_AFFECTS += ("lands",)  # "Nonbasic lands are Mountains" (land_types_static.py): with "filter" and "is" {"land_type"} only
STATIC_AFFECTS += ("permanents_you_control",)  # "Other permanents / Artifacts you control have indestructible": a keyword in `gains`, `filter` other / card_type
STATIC_AFFECTS += ("lands_you_control",)  # "Lands you control have "{T}: Add one mana of any color."" (Chromatic Lantern): `gains` only
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
STATIC_WHILE["self_entered_this_turn"] = "true"  # "~ has indestructible as long as it entered this turn" (power_up.py)
SAFE_WHILE += ("self_entered_this_turn",)
STATIC_WHILE["completed_a_dungeon"] = "true"  # "as long as you've completed a dungeon" (2026 309.7): dungeons.py
SAFE_WHILE += ("completed_a_dungeon",)
STATIC_FOR_EACH = ("artifact_you_control", "aura_attached", "equipment_attached")
STATIC_FOR_EACH += ("card_in_your_hand",)  # "~ gets -1/-1 for each card in your hand" (continuous.static_count)
STATIC_FOR_EACH += ("creature_card_in_your_graveyard", "other_creature_you_control")  # Liliana's Elite; Bravado
STATIC_FOR_EACH += ("creature_you_control",)  # "Equipped creature gets +1/+0 for each creature you control" (Pennon Blade)
STATIC_FOR_EACH += ("aura_or_equipment_attached",)  # "~ gets +2/+2 for each Aura and Equipment attached to it" (Champion of the Flame)
from ...source_counters import KINDS as _SOURCE_COUNTER_KINDS  # noqa: E402
STATIC_FOR_EACH += tuple(_SOURCE_COUNTER_KINDS)  # "Equipped creature gets +1/+1 for each charge counter on this Equipment": the source's own (continuous.static_count)
STATIC_WHILE["your_life_at_least"] = "integer"  # "~ gets +4/+4 as long as you have 25 or more life" (Divinity of Pride)
STATIC_WHILE["self_equipped"] = "true"  # "As long as ~ is equipped, it gets +1/+1" (reads Equipment's subtype: not SAFE_WHILE)
STATIC_WHILE["you_gained_life_this_turn"] = "true"  # infusion's "as long as you gained life this turn" (board_life_conditions.py)
SAFE_WHILE += ("you_gained_life_this_turn",)
STATIC_WHILE["self_has_shield_counter"] = "true"  # "as long as it has a shield counter on it" (2026 122.1c, later_counters.py)
SAFE_WHILE += ("self_has_shield_counter",)  # a counter on the source itself: no characteristic
STATIC_WHILE.update({"self_has_plus_one_counter": "true", "self_has_minus_one_counter": "true"})  # "as long as it has a +1/+1 counter on it"
SAFE_WHILE += ("self_has_plus_one_counter", "self_has_minus_one_counter")  # a counter on the source itself: no characteristic
STATIC_WHILE.update({k: "integer" for k in NAMED_WHILE})  # "as long as this enchantment has seven or more quest counters on it" (named_counters.py)
STATIC_WHILE.update(EQUIPPED_WHILE)  # "As long as equipped creature is a Human, it gets +1/+1" (equipped_conditions.py; with a pump only)
SAFE_WHILE += ("self_equipped",)  # "As long as ~ is equipped, it has menace": it reads the attached Equipment's types, never the creature's own
STATIC_WHILE["self_enchanted"] = "true"  # "As long as ~ is enchanted, it gets +2/+2" (continuous.py; attached_more.py)
SAFE_WHILE += ("self_enchanted",)  # it reads the attached Auras' types, never the creature's own
# "Metalcraft — ~ has double strike as long as you control three or more artifacts": the types of permanents
# (layer 4), read without the keywords granted this way, which change no type (continuous.py)
from ...continuous import TYPE_CONDITIONS  # noqa: E402
TYPELESS_KEYWORDS = ("flying", "first_strike", "double_strike", "vigilance", "lifelink", "trample", "deathtouch", "haste", "reach",
                     "menace", "hexproof", "shroud", "indestructible", "defender", "cant_block", "intimidate", "fear", "shadow")


def _changes_no_type(gains) -> bool:
    return isinstance(gains, dict) and gains.get("kind") == "keyword" and (gains.get("keyword") in TYPELESS_KEYWORDS
                                                                           or gains.get("keyword") == "protection")
from ...graveyard_counts import KEYS as _GRAVEYARD_COUNTS  # noqa: E402  ("four or more creature cards in your graveyard")
STATIC_WHILE.update({k: "integer" for k in _GRAVEYARD_COUNTS})
SAFE_WHILE += tuple(_GRAVEYARD_COUNTS)
from ...board_and_hand_conditions import HAND_KEYS as _HAND_KEYS, WHILE as _BOARD_WHILE  # noqa: E402
from ...attached_conditions import WHILE as _ATTACHED_WHILE  # noqa: E402
STATIC_WHILE.update(_ATTACHED_WHILE)  # "As long as enchanted creature is blue, it gets +1/+1" (attached_conditions.py)
STATIC_WHILE.update(_BOARD_WHILE)  # "as long as you control another black creature / have seven or more cards in hand"
SAFE_WHILE += _HAND_KEYS  # the hands' conditions read no characteristic (board_and_hand_conditions.py)
from ...counter_thresholds import WHILE as _THRESHOLD_WHILE  # noqa: E402  ("as long as ~ has three or more +1/+1 counters on it")
STATIC_WHILE.update({k: "integer" for k in _THRESHOLD_WHILE})
SAFE_WHILE += tuple(_THRESHOLD_WHILE)  # counters on the source itself: no characteristic
STATIC_WHILE["opponent_poison_at_least"] = "integer"  # corrupted's "As long as an opponent has three or more poison counters"
SAFE_WHILE += ("opponent_poison_at_least",)  # a player's poison counters: no characteristic


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
_KEYWORD_COSTS["mayhem"] = "{1}{R}"  # 2026 702.187b (mayhem.py)
#: more keywords with a number N: soulshift N (502.39a / 702.46a), afterlife N (702.135a)
COUNTED_MORE = ("soulshift", "afterlife", "fading", "vanishing", "backup", "devour", "mobilize", "graft", "amplify", "annihilator", "tribute")  # and fading N, vanishing N (502.20a, 502.60a)
COUNTED_MORE += ("saddle",)  # 702.171a: saddle N
_KEYWORD_COSTS["multikicker"] = "{1}{W}"  # 2026 702.33c


_KEYWORD_COSTS.update({"offspring": "{2}", "squad": "{2}"})  # 2026 702.175a, 702.157a


_KEYWORD_COSTS["bestow"] = "{4}{W}"  # 2026 702.103a (bestow.py)
COUNTED_MORE += ("casualty",)  # 2026 702.153a: casualty N, the least power of the creature sacrificed (casualty.py)
COUNTED_MORE += ("firebending",)
COUNTED_MORE += ("discarded_by_opponent_enters_with_counters",)  # the +1/+1 counters it enters with (discard_to_battlefield.py)  # 2026 702.189a: firebending N, the red mana added (firebending.py)
_KEYWORD_COSTS["madness"] = "{1}{B}"  # 502.24a; 2026 702.35a (madness.py)
_KEYWORD_COSTS["flash_for_more"] = "{2}"  # "... as though it had flash if you pay {2} more" (casting_restrictions.py)
_KEYWORD_COSTS["replicate"] = "{1}{U}"  # 502.52a; 2026 702.56a (replicate.py)
_KEYWORD_COSTS["overload"] = "{6}{U}"  # 2026 702.96a (overload.py)
_KEYWORD_COSTS["splice"] = "{1}{R}"  # 502.40a; 2026 702.47a (splice.py)
_KEYWORD_COSTS["emerge"] = "{5}{U}{U}"  # 2026 702.119a (emerge.py)
_COUNTED = {"suspend": "time counters", "dredge": "cards", "toxic": "poison counters: toxic N, 702.164a",
            "crew": "total power of the creatures that crew it: crew N, 702.122a"}


def _keyword(v: Checker, ab: dict, path: str) -> None:
    v.obj(ab, path, ("kind", "keyword", "cost", "what", "count", "from", "at_most", "at_least", "life", "discard", "text", "if_you_control", "if_an_opponent_controls", "if_not_your_turn", "also_life",
                     "grants", "sacrifice", "megamorph", "disguise", "any_player", "if", "creatures", "effect", "onto", "pays",
                     "tap_creature", "tap_subtype", "return_permanents"), ("keyword",))  # the last three: a kicker's (additional_costs.py)
    from ...equip_other_costs import problems as equip_pays_problems  # "Equip—Sacrifice a creature." (equip_other_costs.py)
    for field, message in equip_pays_problems(ab):
        v.err(f"{path}.{field}", message)
    if (ab.get("keyword") == "splice") != ("onto" in ab):  # 502.40a / 702.47a: what it splices onto (splice.py)
        v.err(f"{path}.onto", 'is required for splice, and only for it: "Arcane" or "instant_or_sorcery"')
    elif "onto" in ab:
        v.choice(ab["onto"], f"{path}.onto", ("Arcane", "instant_or_sorcery"))
    from ...overload import problems as overload_problems  # 2026 702.96a: overload's instructions of its changed text
    for field, message in overload_problems(ab):
        v.err(f"{path}.{field}", message)
    if ab.get("keyword") == "overload" and isinstance(ab.get("effect"), list) and ab["effect"]:
        effects(v, ab["effect"], f"{path}.effect", 0)  # no targets (702.96b)
    if "disguise" in ab and (ab["disguise"] is not True or ab.get("keyword") != "morph" or "megamorph" in ab):
        v.err(f"{path}.disguise", 'is only true, and only for morph: "Disguise [cost]" (2026 702.168a)')
    elif "disguise" in ab and v.edition == "2007-02-01":
        from ...disguise import NO_DISGUISE_2007
        v.err(f"{path}.disguise", NO_DISGUISE_2007)
    if "megamorph" in ab and (ab["megamorph"] is not True or ab.get("keyword") != "morph"):
        v.err(f"{path}.megamorph", 'is only true, and only for morph: "Megamorph [cost]" (2026 702.37b)')
    from ...additional_costs import optional_extra_problems  # "Kicker—Sacrifice a land" (additional_costs.py)
    for field, message in optional_extra_problems(ab, BOUNDS):
        v.err(f"{path}.{field}", message)
    if "keyword" not in ab or not v.choice(ab["keyword"], f"{path}.keyword", KEYWORDS):
        return
    kw = ab["keyword"]
    if "if" in ab and kw not in ("cant_attack_unless", "cant_block_unless"):
        v.err(f"{path}.if", "is only for cant_attack_unless and cant_block_unless")
    if kw == "cant_block_unless" and "if" not in ab:
        v.err(f"{path}.if", "is required for cant_block_unless: the condition")
    from ...blocking_kinds import KEYWORDS as KIND_KEYWORDS, problems as kind_problems  # "can't be blocked by Humans"
    if kw in KIND_KEYWORDS:
        if "creatures" not in ab:
            v.err(f"{path}.creatures", f"is required for {kw}: the kind of creature, such as {{\"subtypes\": [\"Human\"]}}")
        else:
            for field, message in kind_problems(ab["creatures"], KEYWORDS):
                v.err(f"{path}.creatures" + (f".{field}" if field else ""), message)
    elif "creatures" in ab:
        v.err(f"{path}.creatures", "is only for " + ", ".join(KIND_KEYWORDS))
    _ward_cost(v, ab, path)
    _alternative_condition(v, ab, path)
    if kw in _KEYWORD_COSTS and not (kw == "equip" and "pays" in ab):
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
    if "also_life" in ab:  # "You may pay 1 life and exile a blue card from your hand ..." (exile_from_hand_costs.py)
        if kw != "alternative_cost" or not str(ab.get("what", "")).startswith("exile:"):
            v.err(f"{path}.also_life", 'is only for an alternative_cost with "what": "exile:[color]"')
        else:
            v.integer(ab["also_life"], f"{path}.also_life", *BOUNDS["cost_life"])
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
            from ...protection import is_quality
            if not (isinstance(ab["from"], str) and ab["from"].startswith("subtype:") and is_quality(ab["from"])):
                v.choice(ab["from"], f"{path}.from", PROTECTION_QUALITIES)  # or "subtype:Goblin" (a creature type)
    elif "from" in ab:
        v.err(f"{path}.from", "is only for protection")
    if kw == "enchant" and "what" in ab:
        if isinstance(ab["what"], dict):  # a target filter: "enchant creature you control" (2026 303.4a)
            from ...enchant import FIELDS as ENCHANT_FIELDS
            for field in ab["what"]:
                if field not in ENCHANT_FIELDS:
                    v.err(f"{path}.what.{field}", "an Aura enchants a permanent in play: not a field it can say")
            for field, msg in target_filter.problems(ab["what"], KEYWORDS):
                if field.split("[")[0] in ENCHANT_FIELDS:
                    v.err(f"{path}.what.{field}", msg)
        else:
            v.choice(ab["what"], f"{path}.what", ("creature", "permanent", "land", "player", "opponent"))  # a player: player_auras.py
    elif kw == "cant_be_blocked_by":  # "can't be blocked by artifact creatures / Walls / creatures with flying"
        if "what" not in ab:
            v.err(f"{path}.what", "is required for cant_be_blocked_by")
        else:
            from ...evasion import BLOCKED_BY
            v.choice(ab["what"], f"{path}.what", tuple(BLOCKED_BY))
    elif kw in ("cant_attack_unless", "cant_block_unless") and "if" in ab:  # "can't attack unless you control seven or more lands"
        from .values import condition
        condition(v, ab["if"], f"{path}.if")
        if "what" in ab:
            v.err(f"{path}.what", 'goes without "if": one condition')
    elif kw in ("landwalk", "cant_attack_unless"):  # "islandwalk": the land type (or supertype) it names (502.6a)
        if "what" not in ab:  # "can't attack unless defending player controls an Island": the land type
            v.err(f"{path}.what", f'is required for {kw}: the land type, such as "Island"')
        else:
            v.string(ab["what"], f"{path}.what")
    elif kw == "alternative_cost" and "what" in ab:  # what the alternative cost also returns to its owner's hand or sacrifices
        from ...alternative_costs import WHATS
        v.choice(ab["what"], f"{path}.what", WHATS)
    elif kw == "cast_only":  # "Cast this spell only during combat": when (casting_restrictions.py)
        from ...casting_restrictions import TIMES
        if "what" not in ab:
            v.err(f"{path}.what", "is required for cast_only: when the spell may be cast, such as \"combat\"")
        else:
            v.choice(ab["what"], f"{path}.what", tuple(TIMES))
    elif kw == "gift":  # "Gift a card": the gift's kind (2026 702.174d-h, gift.py)
        from ...gift import KINDS as GIFT_KINDS
        if "what" not in ab:
            v.err(f"{path}.what", 'is required for gift: what is given, such as "card"')
        else:
            v.choice(ab["what"], f"{path}.what", tuple(GIFT_KINDS))
    elif kw == "flash_permission":  # "You may cast creature spells as though they had flash" (casting_permissions.py)
        from ...casting_permissions import quality_ok
        what = ab.get("what")
        if not isinstance(what, str) or not all(k.split() and all(quality_ok(w) for w in k.split()) for k in what.split(" or ")):
            v.err(f"{path}.what", 'is required for flash_permission: the kinds of spell, such as "Creature" or "green Creature or colorless"')
    elif kw == "champion":  # "Champion a Goblin or Shaman" (2026 702.72a, champion.py)
        from ...champion import KINDS as CHAMPION_KINDS
        what = ab.get("what")
        if not isinstance(what, dict) or len(what) != 1 or set(what) - set(CHAMPION_KINDS) or not isinstance(next(iter(what.values())), list) \
                or not next(iter(what.values())) or not all(isinstance(x, str) and x for x in next(iter(what.values()))):
            v.err(f"{path}.what", 'is required for champion: {"types": [...]} or {"subtypes": [...]}, the kinds of permanent (any of them)')
    elif kw == "partner_with":  # "Partner with Blaring Captain" (2026 702.124j, partner_with.py): the name
        if not isinstance(ab.get("what"), str) or not ab["what"].strip():
            v.err(f"{path}.what", "is required for partner_with: the name of the card its triggered ability searches for")
    elif "what" in ab:
        v.err(f"{path}.what", "is only for enchant, landwalk, cant_attack_unless, cant_be_blocked_by alternative_cost, cast_only and gift")
    if "any_player" in ab and (kw != "flash_permission" or ab["any_player"] is not True):
        v.err(f"{path}.any_player", 'is only true, and only for flash_permission: "Any player may cast ... as though they had flash"')
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
        if "discard" in ab and ab["keyword"] not in ("kicker", "buyback"):  # "Buyback—Discard two cards" (additional_costs.py)
            v.err(f"{path}.discard", "is only for ward, kicker and buyback")
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


#: "Sacrifice a permanent / a nonland permanent / a token / a nontoken artifact" (costs._is_sacrificeable)
MORE_SACRIFICE_KINDS = ("permanent", "nonland_permanent", "token", "nontoken_creature", "nontoken_artifact", "nontoken_permanent")


def _activated(v: Checker, ab: dict, path: str, depth: int) -> None:
    v.obj(ab, path, ("kind", "cost", "effect", "targets", "timing", "once_each_turn", "zone", "cycling", "text", "modes", "only_if",
                     "times_each_turn", "only_while", "any_player", "max_speed", "scavenge", "reinforce", "only_once", "exhaust", "boast",
                     "power_up", "activation_cost"),
          ("cost",) if "modes" in ab else ("cost", "effect"))
    if "max_speed" in ab and ab["max_speed"] is not True:  # granted by "Max speed — " (2026 702.178b): max_speed_zones.py
        v.err(f"{path}.max_speed", "must be true")
    if "scavenge" in ab and (ab["scavenge"] is not True or ab.get("zone") != "graveyard"):  # 2026 702.97a: scavenge.py
        v.err(f"{path}.scavenge", 'must be true, on an ability with "zone": "graveyard"')
    if "modes" in ab:  # "Choose one —": the action's mode picks one (409.1b; 2026 602.2b)
        _ability_modes(v, ab, path, depth, choose=False)
    if "cost" in ab and v.obj(ab["cost"], f"{path}.cost", ("mana", "tap", "sacrifice", "life", "loyalty", "discard", "exile",
                                                            "remove_counters", "put_counters", "tap_creature", "tap_subtype", "discard_type", "return_to_hand", "energy", "exile_cards", "sacrifice_count", "remove_any_counters", "remove_x_counters", "mill", "discard_random",
                                                            "remove_counter_from_creature", "exert", "return_permanents")):
        cost = ab["cost"]
        if "remove_counter_from_creature" in cost:  # "Remove a +1/+1 counter from a creature you control" (creature_counter_costs.py)
            from ...creature_counter_costs import KINDS as COUNTER_FROM_KINDS
            v.choice(cost["remove_counter_from_creature"], f"{path}.cost.remove_counter_from_creature", COUNTER_FROM_KINDS)
        if "return_permanents" in cost:  # "Return a land you control to its owner's hand" (return_costs.py)
            from ...return_costs import problems as return_problems
            for message in return_problems(cost["return_permanents"]):
                v.err(f"{path}.cost.return_permanents", message)
        if "exert" in cost and cost["exert"] is not True:  # "Exert this creature" (exert_costs.py)
            v.err(f"{path}.cost.exert", "must be true")
        from ...random_discard_costs import problems as random_discard_problems  # "Discard a card at random"
        for field, message in random_discard_problems(cost):
            v.err(f"{path}.cost.{field}", message)
        if "energy" in cost:  # "Pay {E}{E}": energy counters (2026 107.14)
            v.integer(cost["energy"], f"{path}.cost.energy", *BOUNDS["cost_life"])
        if "sacrifice_count" in cost:  # "Sacrifice two Treasures" (sacrifice_costs.py)
            v.integer(cost["sacrifice_count"], f"{path}.cost.sacrifice_count", 2, 5)
            if cost.get("sacrifice", "self") == "self":
                v.err(f"{path}.cost.sacrifice_count", "needs a \"sacrifice\" kind other than \"self\"")
        if "exile_cards" in cost and v.obj(cost["exile_cards"], f"{path}.cost.exile_cards", ("count", "types", "other"), ("count",)):
            spec = cost["exile_cards"]  # "Exile two other creature cards from your graveyard" (graveyard_card_costs.py)
            v.integer(spec["count"], f"{path}.cost.exile_cards.count", *BOUNDS["cost_discard"])
            if "other" in spec:
                v.boolean(spec["other"], f"{path}.cost.exile_cards.other")
            if "types" in spec and not (isinstance(spec["types"], list) and spec["types"]
                                        and all(t in ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery") for t in spec["types"])):
                v.err(f"{path}.cost.exile_cards.types", "must be a list of card types")
        if "loyalty" in cost:  # a loyalty symbol, +1 / 0 / -3: a loyalty ability (606.2)
            v.integer(cost["loyalty"], f"{path}.cost.loyalty", *BOUNDS["loyalty_cost"])
        if "mana" in cost and not is_valid_cost(cost["mana"]):
            v.err(f"{path}.cost.mana", 'must be mana symbols such as "{3}{B}"')
        if "tap" in cost:
            v.boolean(cost["tap"], f"{path}.cost.tap")
        if "sacrifice" in cost:
            if not (isinstance(cost["sacrifice"], str) and re.fullmatch(r"subtype:[A-Z][A-Za-z-]*|"
                                                                       r"(creature|artifact|land|enchantment)_or_(creature|artifact|land|enchantment|planeswalker)",
                                                                       cost["sacrifice"])):
                from ...sacrifice_another import is_kind as another_kind  # "Sacrifice another creature or artifact"
                if not another_kind(cost["sacrifice"]):
                    v.choice(cost["sacrifice"], f"{path}.cost.sacrifice", ("self", "creature", "another_creature", "artifact", "land", "enchantment",
                                                                           *MORE_SACRIFICE_KINDS))
        if "life" in cost:
            v.integer(cost["life"], f"{path}.cost.life", *BOUNDS["cost_life"])
        if "tap_creature" in cost:  # "Tap an untapped creature you control" (or N of them: 2-5): the action's pay.tap names them
            if cost["tap_creature"] is not True:
                v.integer(cost["tap_creature"], f"{path}.cost.tap_creature", *BOUNDS["cost_tap_creatures"])
        if "tap_subtype" in cost:  # "Tap an untapped Ally you control": permanents of that subtype, not only creatures
            if not (isinstance(cost["tap_subtype"], str) and re.fullmatch(r"[A-Z][A-Za-z-]*", cost["tap_subtype"])):
                v.err(f"{path}.cost.tap_subtype", "must be a subtype such as \"Ally\"")
            elif "tap_creature" not in cost:
                v.err(f"{path}.cost.tap_subtype", 'goes with "tap_creature"')
        if "discard_type" in cost:  # "Discard a creature card"
            v.choice(cost["discard_type"], f"{path}.cost.discard_type", ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery"))
            if not isinstance(cost.get("discard"), int) or isinstance(cost.get("discard"), bool):
                v.err(f"{path}.cost.discard_type", 'goes with a number of cards in "discard"')
        if "return_to_hand" in cost:  # "Return ~ to its owner's hand"
            v.choice(cost["return_to_hand"], f"{path}.cost.return_to_hand", ("self",))
        if "exile" in cost:  # "Exile ~" / "Exile this card from your graveyard"
            v.choice(cost["exile"], f"{path}.cost.exile", ("self",))
        if "put_counters" in cost and v.obj(cost["put_counters"], f"{path}.cost.put_counters", ("-1/-1", "+1/+1")):
            for k, n in cost["put_counters"].items():  # "Put a -1/-1 counter on this creature" (costs.py)
                v.integer(n, f"{path}.cost.put_counters.{k}", *BOUNDS["cost_discard"])
        if "remove_counters" in cost and v.obj(cost["remove_counters"], f"{path}.cost.remove_counters", ("+1/+1", "-1/-1", "charge", "spore", "oil", "storage", "depletion", "fade", *NAMED_KINDS)):
            for k, n in cost["remove_counters"].items():
                v.integer(n, f"{path}.cost.remove_counters.{k}", *BOUNDS["cost_discard"])
        if "remove_any_counters" in cost:  # "Remove any number of storage counters from this land" (storage_counters.py)
            v.choice(cost["remove_any_counters"], f"{path}.cost.remove_any_counters", ("storage", "charge"))  # charge: the Mana Batteries (named_counters.py)
        if "mill" in cost:  # "Mill a card" (mill_costs.py)
            v.integer(cost["mill"], f"{path}.cost.mill", *BOUNDS["cost_discard"])
        if "remove_x_counters" in cost:  # "Remove X storage counters from this land" (storage_counters.py)
            v.choice(cost["remove_x_counters"], f"{path}.cost.remove_x_counters", ("storage",))
        if "discard" in cost and cost["discard"] != "self":  # "Discard a card" / "Discard two cards": the action's pay names them
            v.integer(cost["discard"], f"{path}.cost.discard", *BOUNDS["cost_discard"])
        if cost.get("discard") == "self" and ab.get("zone") != "hand":
            v.err(f"{path}.cost.discard", '"Discard this card" can be paid only from the hand: the ability needs "zone": "hand" (402.8e / 113.6j)')
    if "only_once" in ab:  # "Activate only once." (activation_limits.only_once)
        v.boolean(ab["only_once"], f"{path}.only_once")
    if "boast" in ab and (ab["boast"] is not True or ab.get("once_each_turn") is not True
                          or ab.get("only_while") != {"self_attacked_this_turn": True}):  # 2026 702.142a
        v.err(f"{path}.boast", 'must be true, on an ability with "once_each_turn": true and "only_while": {"self_attacked_this_turn": true} (702.142a)')
    if "exhaust" in ab and (ab["exhaust"] is not True or ab.get("only_once") is not True):  # 2026 702.177a
        v.err(f"{path}.exhaust", 'must be true, on an ability with "only_once": true (702.177a)')
    from ...power_up import problems as power_up_problems  # 2026 702.193a
    for why in power_up_problems(ab):
        v.err(f"{path}.power_up", why)
    if "activation_cost" in ab:  # "This ability costs {1} less to activate for each ..." (activation_cost_changes.py)
        from ...activation_cost_changes import counts as activation_counts, problems as activation_cost_problems
        from .values import amount as amount_check
        for field, message in activation_cost_problems(ab["activation_cost"], ab):
            v.err(f"{path}.activation_cost" + (f".{field}" if field else ""), message)
        for field, count in activation_counts(ab["activation_cost"]):
            amount_check(v, count, f"{path}.activation_cost.{field}")
    if "reinforce" in ab and (ab["reinforce"] is not True or ab.get("cost", {}).get("discard") != "self"):  # 2026 702.77a (reinforce.py)
        v.err(f"{path}.reinforce", 'must be true, on an ability whose cost discards the card itself ("discard": "self", 702.77a)')
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
    v.obj(ab, path, ("kind", "trigger", "if", "effect", "targets", "text", "modes", "choose", "zone", "once_each_turn"),
          ("trigger",) if "modes" in ab else ("trigger", "effect"))
    if "once_each_turn" in ab:  # "This ability triggers only once each turn." (trigger_limits.py)
        v.boolean(ab["once_each_turn"], f"{path}.once_each_turn")
    if "zone" in ab:  # "you may return this card from your graveyard ...": it works only there (graveyard_triggers.py)
        v.choice(ab["zone"], f"{path}.zone", ("graveyard",))
    if "modes" in ab:  # "Choose one —" and its bullets: chosen as it goes on the stack (603.3c / 410.4)
        _ability_modes(v, ab, path, depth, choose=True)
    if "trigger" in ab and v.obj(ab["trigger"], f"{path}.trigger", ("event", "who", "step", "whose", "what", "to", "spell", "by", "combat",
                                                                          "first_time", "you_control_no", "blocked_has", "saddled", "other", "mana_value_min", "mana_value_at_least", "subtype", "or_subtype", "another", "or_cycles", "nth_this_turn", "or_copies",
                                                                          "power_at_most", "power_at_least", "toughness_at_least", "sacrificed",
                                                                          "attackers_at_least", "on_battlefield", "during", "with_counter", "spell_is", "card_types", "count", "chapters",
                                                                          "described", "into", "dealer", "each_counter", "not_subtypes"),
                                                                          ("event",)):
        _trigger_event(v, ab["trigger"], f"{path}.trigger")
        if ab["trigger"].get("event") == "put_into_graveyard_from_anywhere" and ab.get("zone") != "graveyard":
            v.err(f"{path}.zone", 'must be "graveyard": the put_into_graveyard_from_anywhere event triggers there (graveyard_arrivals.py)')
        if "mana_value_min" in ab["trigger"]:  # read by graveyard_triggers.py only
            v.integer(ab["trigger"]["mana_value_min"], f"{path}.trigger.mana_value_min", 0, 100)
            if ab.get("zone") != "graveyard":
                v.err(f"{path}.trigger.mana_value_min", 'is read only on an ability with "zone": "graveyard"')
    if "if" in ab:
        condition(v, ab["if"], f"{path}.if")
    n = target_specs(v, ab["targets"], f"{path}.targets") if "targets" in ab else 0
    if "effect" in ab:
        effects(v, ab["effect"], f"{path}.effect", n, depth)
    from ...attacked_recipients import check_attacked_said
    check_attacked_said(v, ab, path)


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
        check_modes(v, ab["modes"], f"{path}.modes")
    if "choose" in ab and (not choose or v.obj(ab["choose"], f"{path}.choose", ("min", "max"), ("min", "max"))):
        if not choose:
            v.err(f"{path}.choose", "an activated ability's mode is one, given by the action's mode")
            return
        lo, hi = ab["choose"].get("min"), ab["choose"].get("max")
        if v.integer(lo, f"{path}.choose.min", *BOUNDS["mode"]) & v.integer(hi, f"{path}.choose.max", *BOUNDS["mode"]) and isinstance(ab["modes"], list):
            if not (lo <= hi <= len(ab["modes"]) and hi >= 1):
                v.err(f"{path}.choose", f"min <= max <= the number of modes ({len(ab['modes'])})")


def _described_trigger(v: Checker, tr: dict, ev: str, path: str) -> None:
    """ "who": "described" with "described", a target filter's fields (tapped_kinds.py): the becomes_tapped event only."""
    if ev != "becomes_tapped" or tr.get("who") != "described" or "described" not in tr:
        v.err(f"{path}.who", 'who "described" goes with "described", on the becomes_tapped event only')
        return
    from .effect_checks import in_play_filter
    in_play_filter(v, tr["described"], f"{path}.described")


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
            if tr["who"] == "enchanted_player":
                v.err(f"{path}.who", "enchanted_player is only for the player_attacked event")
            if tr["who"].startswith("creature_attacking_") and ev != "attacks":
                v.err(f"{path}.who", f"{tr['who']} is only for the attacks event")
    if "dealer" in tr:  # "Whenever a Ninja you control deals combat damage to a player" (combat_damage_dealers.py)
        from ...combat_damage_dealers import problems as dealer_problems
        for field, message in dealer_problems(tr, KEYWORDS):
            v.err(f"{path}.dealer" + (f".{field}" if field else ""), message)
    if tr.get("who") == "described" or "described" in tr:  # "Whenever a Forest an opponent controls becomes tapped" (tapped_kinds.py)
        _described_trigger(v, tr, ev, path)
    if ev == "becomes_untapped" and tr.get("who") != "self":  # "Whenever this creature becomes untapped" only
        v.err(f"{path}.who", 'must be "self" for the becomes_untapped event')
    if ev in ("phases_in", "phases_out"):  # "Whenever this creature phases in / out" (phasing.py): its own only
        v.choice(tr.get("who"), f"{path}.who", ("self",))
    if ev == "player_attacked":  # "Whenever enchanted player is attacked" (player_auras.py)
        v.choice(tr.get("who"), f"{path}.who", ("enchanted_player",))
    if "other" in tr and ev in TRIGGER_KEYS and "other" in TRIGGER_KEYS[ev]:  # "by a non-Wall creature" (other_creature.py)
        from ...other_creature import check as check_other
        check_other(v, tr["other"], f"{path}.other")
    if ev == "blocks_a_creature" and "blocked_has" in tr:  # "Whenever ~ blocks a creature with flying"
        v.choice(tr["blocked_has"], f"{path}.blocked_has", ("flying",))
    if ev in ("comes_into_play", "dies") + PERMANENT_KINDS_COMBAT and (tr.get("who") in PERMANENT_KINDS_WITH_SUBTYPE or "subtype" in tr):
        from ...permanent_kinds import WITH_SUBTYPE  # "Whenever another Human you control enters" (permanent_kinds.py)
        if ev == "dies" and tr.get("who") in ("enchanted", "equipped") and "subtype" in tr:
            v.string(tr["subtype"], f"{path}.subtype")  # "Whenever equipped creature dies, if it was a Human" (aura_dies.py)
        elif tr.get("who") not in WITH_SUBTYPE:
            v.err(f"{path}.subtype", f"is only for who {', '.join(WITH_SUBTYPE)}, and enchanted or equipped of dies")
        elif "subtype" not in tr:
            v.err(f"{path}.subtype", f"is required for who {tr['who']}")
        else:
            v.string(tr["subtype"], f"{path}.subtype")
    if "or_subtype" in tr:  # "Whenever a Samurai or Warrior you control attacks alone" (permanent_kinds.py)
        v.string(tr["or_subtype"], f"{path}.or_subtype")
        if "subtype" not in tr or tr["or_subtype"] == tr.get("subtype"):
            v.err(f"{path}.or_subtype", 'goes beside "subtype", another subtype')
    if ev not in ("comes_into_play", "dies") and tr.get("who") in PERMANENT_KINDS_WHO \
            and not (ev in PERMANENT_KINDS_COMBAT and tr.get("who") in PERMANENT_KINDS_WITH_SUBTYPE) \
            and not (ev == "attacks" and tr.get("who") == "nontoken_creature_you_control"):  # "Whenever a nontoken creature you control attacks"
        v.err(f"{path}.who", f"{tr['who']} is only for the comes_into_play and dies events (with a subtype: {', '.join(PERMANENT_KINDS_COMBAT)} too)")
    if ev == "dealt_damage" and tr.get("who") not in (None, "self") + DAMAGED_KINDS_WHO:  # "enchanted creature is dealt damage" (damaged_kinds.py)
        v.err(f"{path}.who", f"is one of self, {', '.join(DAMAGED_KINDS_WHO)} for the dealt_damage event")
    if ev == "counters_put" and tr.get("who") not in ("self", "creature_you_control", "another_creature_you_control"):  # counter_triggers.py
        v.err(f"{path}.who", 'is required and must be "self", "creature_you_control" or "another_creature_you_control" for the counters_put event')
    if ev == "counters_put" and "each_counter" in tr:  # "Whenever a +1/+1 counter is put on ~": once for each counter
        v.boolean(tr["each_counter"], f"{path}.each_counter")
        if tr.get("who") != "self":
            v.err(f"{path}.each_counter", 'goes only with "who": "self"')
    if ev == "counters_put" and "not_subtypes" in tr:  # "another non-Hydra creature you control"
        if v.listof(tr["not_subtypes"], f"{path}.not_subtypes"):
            for i, s in enumerate(tr["not_subtypes"]):
                v.string(s, f"{path}.not_subtypes[{i}]")
        if tr.get("who") == "self":
            v.err(f"{path}.not_subtypes", 'goes only with a creature you control, not "self"')
    if "during" in tr:  # "Whenever you cast a spell during an opponent's turn" (trigger_limits.py)
        from ..vocabulary import TRIGGER_DURING
        allowed = ("your_turn",) if ev == "cards_leave_graveyard" else tuple(d for d in TRIGGER_DURING if d != "your_turn") + ("your_turn",)
        if v.choice(tr["during"], f"{path}.during", TRIGGER_DURING) and tr["during"] not in allowed:
            v.err(f"{path}.during", '"your_turn" is the only one for the cards_leave_graveyard event')
    if ev == "cards_leave_graveyard" and "card_types" in tr:  # "one or more creature cards" (graveyard_leaving.py)
        from ...graveyard_leaving import CARD_TYPES
        if not isinstance(tr["card_types"], list) or not tr["card_types"]:
            v.err(f"{path}.card_types", "must be a non-empty list of card types")
        else:
            for i, t in enumerate(tr["card_types"]):
                v.choice(t, f"{path}.card_types[{i}]", CARD_TYPES)
    for k in ("power_at_most", "power_at_least", "toughness_at_least"):  # "with power 2 or less" (permanent_kinds.py)
        if k in tr:
            v.integer(tr[k], f"{path}.{k}", *BOUNDS["trigger_stat"])
    if ev == "plays_spell" and "nth_this_turn" in tr:  # "your second spell each turn" (spell_filters.py)
        v.integer(tr["nth_this_turn"], f"{path}.nth_this_turn", *BOUNDS["nth_this_turn"])
    if ev == "plays_spell" and "mana_value_at_least" in tr:  # "a spell with mana value N or greater" (spell_filters.py)
        v.integer(tr["mana_value_at_least"], f"{path}.mana_value_at_least", *BOUNDS["mana_value_at_least"])
    if ev == "plays_spell" and "spell_is" in tr:  # "a nonblack spell", "an Elf spell", "a kicked spell" (cast_filters.py)
        _spell_is(v, tr["spell_is"], f"{path}.spell_is")
    if ev == "you_attack" and "attackers_at_least" in tr:  # "Whenever you attack with three or more creatures"
        v.integer(tr["attackers_at_least"], f"{path}.attackers_at_least", *BOUNDS["trigger_stat"])
    if ev == "attacks" and "attackers_at_least" in tr:  # battalion: "Whenever ~ and at least two other creatures attack"
        v.integer(tr["attackers_at_least"], f"{path}.attackers_at_least", *BOUNDS["trigger_stat"])
        if tr.get("who") not in ("self", "equipped"):  # "equipped": "Whenever equipped creature and at least one other creature attack"
            v.err(f"{path}.attackers_at_least", 'is only for "who": "self" or "equipped" ("Whenever ~ and at least two other creatures attack")')
    if ev == "sacrifices":  # "Whenever you sacrifice another permanent / a Clue" (sacrifice_triggers.py)
        from ...sacrifice_triggers import WHAT
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
    if ev == "chapter":  # a Saga's chapter ability (2026 714.2b-c): its chapter numbers
        if "chapters" not in tr:
            v.err(f"{path}.chapters", "is required for chapter: the chapter numbers, [1] for \"I —\"")
        elif v.listof(tr["chapters"], f"{path}.chapters"):
            if not tr["chapters"]:
                v.err(f"{path}.chapters", "must name at least one chapter")
            for i, n in enumerate(tr["chapters"]):
                v.integer(n, f"{path}.chapters[{i}]", 1, 20)
    if ev == "transforms_into":  # 2026 701.27e: the name of the face it transforms into
        if "into" not in tr:
            v.err(f"{path}.into", "is required for transforms_into: the name of the face it transforms into")
        else:
            v.string(tr["into"], f"{path}.into")
    if ev == "expends":  # "Whenever you expend 4" (expend.py): its N
        if "count" not in tr:
            v.err(f"{path}.count", "is required for expends")
        else:
            v.integer(tr["count"], f"{path}.count", 1, 100)
    elif "count" in tr:
        v.err(f"{path}.count", "is only for expends")
    if ev in ("scries", "surveils") and "whose" in tr:  # only "Whenever you scry / surveil" (scry_triggers.py)
        v.choice(tr["whose"], f"{path}.whose", ("your",))
    if ev == "commits_crime" and "whose" in tr:  # "Whenever you / an opponent commit(s) a crime" (crimes.py)
        v.choice(tr["whose"], f"{path}.whose", ("your", "opponent"))
    if ev == "draws_card" and "whose" in tr:  # "Whenever you / an opponent / a player draw(s) a card" (draw_triggers.py)
        v.choice(tr["whose"], f"{path}.whose", TRIGGER_WHOSE)
    if ev == "draws_second_card" and "whose" in tr:  # "Whenever you / an opponent / a player draw(s) ... second card each turn"
        v.choice(tr["whose"], f"{path}.whose", TRIGGER_WHOSE)
    if "with_counter" in tr:  # "a creature you control with a +1/+1 counter on it" (trigger_counters.py)
        v.choice(tr["with_counter"], f"{path}.with_counter", ("+1/+1",))
    if "saddled" in tr:  # "Whenever ~ attacks while saddled" (702.171b)
        v.boolean(tr["saddled"], f"{path}.saddled")
    if ev == "exploits":  # "When ~ exploits a creature" (702.110b): the creature's own
        v.choice(tr.get("who"), f"{path}.who", ("self",))
    if ev == "gain_life" and "whose" in tr:  # "Whenever you gain life" / "Whenever a player gains life"
        v.choice(tr["whose"], f"{path}.whose", ("your", "each"))
    if tr.get("whose") == "enchanted_controller" and ev != "beginning_of_step":  # enchanted_controllers_step.py
        v.err(f"{path}.whose", '"enchanted_controller" is only for beginning_of_step')
    if tr.get("whose") == "enchanted_player" and ev != "beginning_of_step":  # player_auras.py
        v.err(f"{path}.whose", '"enchanted_player" is only for beginning_of_step')
    if ev == "beginning_of_step":
        if "step" not in tr:
            v.err(f"{path}.step", "is required for beginning_of_step")
        else:
            v.choice(tr["step"], f"{path}.step", STEP_NAMES + MAIN_PHASES)  # a main phase has no steps (505.1)
        if "whose" in tr:
            v.choice(tr["whose"], f"{path}.whose", TRIGGER_WHOSE)
    if ev == "deals_damage":
        if "who" not in tr:
            v.err(f"{path}.who", "is required for this event")
        else:
            from ...damage_to_you import WHO as TO_YOU_WHO  # "a creature deals damage to you" (damage_to_you.py)
            v.choice(tr["who"], f"{path}.who", ("self", "equipped", "enchanted", "creature_you_control") + TO_YOU_WHO)
            if (tr["who"] in TO_YOU_WHO) != (tr.get("to") == "you"):
                v.err(f"{path}.who", f"{', '.join(TO_YOU_WHO)} go with to: you, and only they")
        if "to" in tr:
            v.choice(tr["to"], f"{path}.to", TRIGGER_TO)
    if ev == "plays_spell":  # "Whenever you / an opponent cast(s) a [kind of] spell" (601.2i; 2007: 409.1i)
        if "whose" in tr:
            v.choice(tr["whose"], f"{path}.whose", TRIGGER_WHOSE)
        if "spell" in tr:
            v.choice(tr["spell"], f"{path}.spell", TRIGGER_SPELLS)
        if "or_copies" in tr:  # "cast or copy" (copy_triggers.py)
            v.boolean(tr["or_copies"], f"{path}.or_copies")
    if ev == "becomes_blocked_by" and "by" in tr:
        v.choice(tr["by"], f"{path}.by", ("without_flanking",))
    if ev == "becomes_target":  # ward.py
        from ...ward import BY, WHO, WHOSE
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
        from ...state_triggers import KINDS
        if "you_control_no" not in tr:
            v.err(f"{path}.you_control_no", "is required for the state event")
        else:
            v.choice(tr["you_control_no"], f"{path}.you_control_no", KINDS)
        for k in ("another", "on_battlefield"):  # "no other artifacts", "no creatures on the battlefield"
            if k in tr:
                v.boolean(tr[k], f"{path}.{k}")
    if ev in ("deals_damage", "dealt_damage") and "combat" in tr and not isinstance(tr["combat"], bool):
        v.err(f"{path}.combat", "must be true or false")
    if ev == "tapped_for_mana" and "what" in tr:
        from ...tapped_for_mana import WHAT as TAPPED_WHAT  # "whenever enchanted land is tapped for mana"
        v.choice(tr["what"], f"{path}.what", TAPPED_WHAT)
    if ev == "tapped_for_mana" and "subtype" in tr:  # "Whenever a Forest is tapped for mana" (tapped_for_mana.py)
        v.choice(tr["subtype"], f"{path}.subtype", ("Plains", "Island", "Swamp", "Mountain", "Forest"))


def _static(v: Checker, ab: dict, path: str, depth: int) -> None:
    if "as_though_power_greater" in ab:  # "crews Vehicles as though its power were 2 greater" (crew_power_bonus.py)
        from ...crew_power_bonus import problems as crew_bonus_problems
        for field, message in crew_bonus_problems(ab["as_though_power_greater"]):
            v.err(f"{path}.as_though_power_greater" + (f".{field}" if field else ""), message)
        if set(ab) - {"kind", "as_though_power_greater", "text"}:
            v.err(path, 'a static ability with "as_though_power_greater" has nothing else but its "text"')
        return
    v.obj(ab, path, ("kind", "characteristic", "affects", "filter", "gains", "is", "pump", "loses_all_abilities", "replacement",
                     "comes_into_play", "additional_land_plays", "land_plays_for", "no_maximum_hand_size", "hand_size", "activation_ban", "while", "for_each", "keeps_this_aura", "text",
                     "spell_cost", "controls_enchanted", "adds_chosen_type", "adds_subtypes", "keeps_tapped", "untaps_during_others", "reveals",
                     "entering_dont_trigger", "attack_tax", "loses", "adds_types", "equip_cost_reduction", "equip_target_self",
                     "room_abilities_trigger_additional", "opponents_venture_once_each_turn", "adds_colors", "sets_creature_types", "untap_limit",
                     "goads", "cant_have"))
    from ...cant_have import problems as cant_have_problems  # "... lose flying and can't have or gain flying" (cant_have.py)
    for field, message in cant_have_problems(ab, KEYWORDS):
        v.err(f"{path}.{field}", message)
    from ...goaded_statically import problems as goads_problems  # "Enchanted creature ... is goaded" (goaded_statically.py)
    for field, message in goads_problems(ab):
        v.err(f"{path}.{field}", message)
    if "goads" in ab:
        return
    # "Room abilities of dungeons you own trigger an additional time"; "Each opponent can't venture into the dungeon more
    # than once each turn" (dungeons.py)
    for key in ("room_abilities_trigger_additional", "opponents_venture_once_each_turn"):
        if key in ab:
            if ab[key] is not True:
                v.err(f"{path}.{key}", "must be true")
            if set(ab) - {"kind", key, "text"}:
                v.err(path, f'a static ability with "{key}" has nothing else but its "text"')
            return
    if "untap_limit" in ab:  # "Players can't untap more than one creature during their untap steps" (untap_limits.py)
        from ...untap_limits import problems as untap_limit_problems
        for field, message in untap_limit_problems(ab["untap_limit"]):
            v.err(f"{path}.untap_limit" + (f".{field}" if field else ""), message)
        if isinstance(ab["untap_limit"], dict) and isinstance(ab["untap_limit"].get("described"), dict):
            for field, msg in target_filter.problems(ab["untap_limit"]["described"], KEYWORDS):
                v.err(f"{path}.untap_limit.described.{field}", msg)
        return
    if "equip_cost_reduction" in ab:  # "Equip abilities you activate cost {1} less to activate" (equip_costs.py)
        from ...equip_costs import problems as equip_cost_problems
        for field, message in equip_cost_problems(ab):
            v.err(f"{path}.{field}" if field else path, message)
        return
    if "attack_tax" in ab:  # "Creatures can't attack you unless their controller pays {2} for each ..." (attack_costs.py)
        from ...attack_costs import PER
        tax = ab["attack_tax"]
        if v.obj(tax, f"{path}.attack_tax", ("mana", "per"), ("mana", "per")):
            if "mana" in tax and (not isinstance(tax["mana"], str) or not re.fullmatch(r"\{\d+\}", tax["mana"])):
                v.err(f"{path}.attack_tax.mana", 'must be generic mana such as "{2}"')
            if "per" in tax:
                v.choice(tax["per"], f"{path}.attack_tax.per", PER)
        if set(ab) - {"kind", "attack_tax", "text"}:
            v.err(path, "an attack tax goes alone in its static ability")
        return
    if "entering_dont_trigger" in ab:  # "Creatures entering don't cause abilities to trigger" (entering_triggers.py)
        from ...entering_triggers import KINDS
        v.choice(ab["entering_dont_trigger"], f"{path}.entering_dont_trigger", tuple(KINDS))
        if set(ab) - {"kind", "entering_dont_trigger", "text"}:
            v.err(f"{path}.entering_dont_trigger", 'a static ability with "entering_dont_trigger" has nothing else but its "text"')
        return
    if "reveals" in ab:  # "Play with the top card of your library revealed" (revealed_information.py)
        from ...revealed_information import REVEALS
        v.choice(ab["reveals"], f"{path}.reveals", tuple(REVEALS))
        if set(ab) - {"kind", "reveals", "text"}:
            v.err(f"{path}.reveals", 'a static ability with "reveals" has nothing else but its "text"')
        return
    if "adds_subtypes" in ab:  # "Equipped creature ... is a Warrior in addition to its other types" (layer 4)
        from ...creature_types import CREATURE_TYPES
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
        from ...spell_costs import problems as spell_cost_problems
        for field, message in spell_cost_problems(ab["spell_cost"]):
            v.err(f"{path}.spell_cost" + (f".{field}" if field else ""), message)
        if set(ab) - {"kind", "spell_cost", "text"}:
            v.err(f"{path}.spell_cost", 'a static ability with "spell_cost" has nothing else but its "text"')
        return
    if "gains" in ab and "while" in ab:  # "During your turn, ~ has first strike"
        from ...attached_conditions import WHILE as ATTACHED_WHILE
        if ab.get("affects") == "enchanted" and isinstance(ab["while"], dict) and not {"pump", "is", "loses_all_abilities", "for_each", "filter"} & set(ab):
            # "As long as enchanted creature is blue, it ... has shroud": the creature's colors and types, read without such grants
            if not ab["while"] or set(ab["while"]) - set(ATTACHED_WHILE):
                v.err(f"{path}.while", f'with "gains" and "affects": "enchanted", only {", ".join(ATTACHED_WHILE)}')
            elif not _changes_no_type(ab["gains"]):
                v.err(f"{path}.gains", "granted while the enchanted creature's colors or types are read: only a keyword that changes no type "
                                       f"({', '.join(TYPELESS_KEYWORDS)}, protection)")
        elif ab.get("affects") not in ("self", "equipped") or {"pump", "is", "loses_all_abilities", "for_each", "filter"} & set(ab):
            v.err(f"{path}.while", 'with "gains", only for "affects": "self" (or "equipped") and nothing else')
        elif ab["affects"] == "equipped" and ab["while"] != {"your_turn": True}:  # "During your turn, equipped creature ... has first strike"
            v.err(f"{path}.while", 'with "gains" and "affects": "equipped", only {"your_turn": true} (its other conditions read the source itself)')
        elif isinstance(ab["while"], dict) and set(ab["while"]) - set(SAFE_WHILE) - set(TYPE_CONDITIONS):
            v.err(f"{path}.while", f'with "gains", only {", ".join(SAFE_WHILE + TYPE_CONDITIONS)}')
        elif isinstance(ab["while"], dict) and set(ab["while"]) & set(TYPE_CONDITIONS) and not _changes_no_type(ab["gains"]):
            v.err(f"{path}.gains", "granted while permanents' types are counted: only a keyword that changes no type "
                                   f"({', '.join(TYPELESS_KEYWORDS)}, protection)")
        _while(v, ab, path)
    elif "while" in ab or "for_each" in ab:
        _conditional_pump(v, ab, path)
    if "additional_land_plays" in ab:  # "You may play an additional land on each of your turns" (212.6b; 305.2)
        v.integer(ab["additional_land_plays"], f"{path}.additional_land_plays", *BOUNDS["additional_land_plays"])
        if "land_plays_for" in ab:  # "Each player may play an additional land on each of their turns"
            v.choice(ab["land_plays_for"], f"{path}.land_plays_for", ("you", "each_player"))
        return
    if "untaps_during_others" in ab and ab["untaps_during_others"] == "self":  # "Untap this creature during each other player's untap step"
        return
    for key in ("keeps_tapped", "untaps_during_others"):  # "Islands don't untap during ..." (doesnt_untap_statics.py; 302.2 / 502.3)
        if key not in ab:
            continue
        spec, kp = ab[key], f"{path}.{key}"
        if not isinstance(spec, dict):
            v.err(kp, ('must be "self" or ' if key == "untaps_during_others" else "must be ") + f"an object (a target filter's fields), not {type_name(spec)}")
            return
        for field, msg in target_filter.problems(spec, KEYWORDS):
            v.err(f"{kp}.{field}", msg)
        for field in ("zone", "player"):
            if field in spec:
                v.err(f"{kp}.{field}", "only permanents in play: no zone, no player")
        return
    if "activation_ban" in ab:  # "Activated abilities of artifacts can't be activated" (activation_bans.py)
        from ...activation_bans import TYPES, WHOSE
        ban, bp = ab["activation_ban"], f"{path}.activation_ban"
        if v.obj(ban, bp, ("types", "whose", "except_mana")):
            if v.listof(ban.get("types"), f"{bp}.types") and ban["types"]:
                for j, t in enumerate(ban["types"]):
                    v.choice(t, f"{bp}.types[{j}]", TYPES)
            elif isinstance(ban.get("types"), list):
                v.err(f"{bp}.types", "needs at least one card type")
            if "whose" in ban:
                v.choice(ban["whose"], f"{bp}.whose", WHOSE)
            if "except_mana" in ban:
                v.boolean(ban["except_mana"], f"{bp}.except_mana")
        return
    if "no_maximum_hand_size" in ab:  # "You have no maximum hand size" (418.5j; 613.11)
        from ...hand_size import WHOSE
        v.choice(ab["no_maximum_hand_size"], f"{path}.no_maximum_hand_size", WHOSE)
        return
    if "hand_size" in ab:  # "Your maximum hand size is reduced by four" (418.5j; 613.11: hand_size.py)
        from ...hand_size import HAND_SIZE_WHOSE
        hs = ab["hand_size"]
        if not isinstance(hs, dict) or set(hs) != {"whose", "by"}:
            v.err(f"{path}.hand_size", 'must be {"whose": "you" | "each_opponent", "by": a whole number from -20 to 20, not 0}')
        else:
            v.choice(hs["whose"], f"{path}.hand_size.whose", HAND_SIZE_WHOSE)
            if v.integer(hs["by"], f"{path}.hand_size.by", -20, 20) and hs["by"] == 0:
                v.err(f"{path}.hand_size.by", "must not be 0")
        return
    if "characteristic" in ab:
        characteristic(v, ab["characteristic"], f"{path}.characteristic")
        return
    if "replacement" in ab:
        replacement(v, ab["replacement"], f"{path}.replacement")
        return
    if "comes_into_play" in ab:
        comes_into_play(v, ab["comes_into_play"], f"{path}.comes_into_play")
        return
    if "affects" not in ab:
        v.err(path, 'a static ability needs "characteristic", "affects", "replacement", "comes_into_play", "additional_land_plays", "keeps_tapped", "no_maximum_hand_size" or "hand_size"')
        return
    v.choice(ab["affects"], f"{path}.affects", STATIC_AFFECTS)
    if ab["affects"] == "lands":  # "Nonbasic lands are Mountains", "All Mountains are Plains" (land_types_static.py)
        from ...land_types_static import problems as land_type_problems
        for field, message in land_type_problems(ab):
            v.err(f"{path}.{field}", message)
        return
    if ab["affects"] == "lands_you_control" and (set(ab) - {"kind", "affects", "gains", "text"} or "gains" not in ab):
        v.err(f"{path}.affects", '"lands_you_control" grants an ability ("gains") and nothing else')
    if ab["affects"] == "permanents_you_control":
        gains = ab.get("gains")
        if set(ab) - {"kind", "affects", "gains", "filter", "text"} or not isinstance(gains, dict) or gains.get("kind") != "keyword" \
                or gains.get("keyword") not in ("hexproof", "indestructible", "shroud") or set(gains) - {"kind", "keyword"}:
            v.err(f"{path}.affects", '"permanents_you_control" grants hexproof, indestructible or shroud ("gains") and nothing else')
        if "filter" in ab and v.obj(ab["filter"], f"{path}.filter", ("other", "card_type")):
            if "other" in ab["filter"]:
                v.boolean(ab["filter"]["other"], f"{path}.filter.other")
            if "card_type" in ab["filter"]:
                v.choice(ab["filter"]["card_type"], f"{path}.filter.card_type", ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker"))
    elif "filter" in ab:
        if ab["affects"] != "creatures":
            v.err(f"{path}.filter", 'is only for "affects": "creatures"')
        elif v.obj(ab["filter"], f"{path}.filter", ("color", "supertype", "subtype", "keyword", "chosen_type", *CREATURE_FILTERS, "with_counter", "card_type",
                                                                 "chosen_color", "token", "untapped", "colorless", "enchanted_player_controls",
                                                                 "commander", "you_own", *GROUP_KEYS)):
            group_problems(v, ab["filter"], f"{path}.filter")  # "Multicolored / Other tapped creatures you control" (group_filters.py)
            for k in ("commander", "you_own"):  # "Commander creatures you control / you own" (commander.py)
                if k in ab["filter"] and ab["filter"][k] is not True:
                    v.err(f"{path}.filter.{k}", "must be true")
            if "enchanted_player_controls" in ab["filter"]:  # "Creatures enchanted player controls get -1/-1" (player_auras.py)
                if ab["filter"]["enchanted_player_controls"] is not True:
                    v.err(f"{path}.filter.enchanted_player_controls", "must be true")
                elif {"you_control", "opponents_control"} & set(ab["filter"]):
                    v.err(f"{path}.filter.enchanted_player_controls", 'goes without "you_control" and "opponents_control"')
            if "token" in ab["filter"]:  # "Creature tokens you control have haste"
                v.boolean(ab["filter"]["token"], f"{path}.filter.token")
            if "untapped" in ab["filter"]:  # "Untapped creatures you control get +0/+2"
                v.boolean(ab["filter"]["untapped"], f"{path}.filter.untapped")
            if "colorless" in ab["filter"]:  # "Other colorless creatures you control get +1/+0"
                v.boolean(ab["filter"]["colorless"], f"{path}.filter.colorless")
                if "color" in ab["filter"]:
                    v.err(f"{path}.filter.colorless", "a colorless creature has no color")
            if "card_type" in ab["filter"]:  # "Artifact creatures you control get +1/+1" (a card type, after layer 4)
                v.choice(ab["filter"]["card_type"], f"{path}.filter.card_type", ("Artifact", "Enchantment", "Land"))  # Land: "Land creatures you control"
            if "with_counter" in ab["filter"]:  # "Each creature you control with a +1/+1 counter on it has trample"
                v.choice(ab["filter"]["with_counter"], f"{path}.filter.with_counter", ("+1/+1", "any"))  # any: "with a counter on it"
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
    if "adds_types" in ab and ab["adds_types"] == ["Artifact"]:  # "Equipped creature ... is an artifact in addition to its other types"
        if ab.get("affects") not in ("enchanted", "equipped"):  # (animate_types.py: layer 4, 2007 212.1c; 2026 205.1b)
            v.err(f"{path}.adds_types", 'is only for "affects": "enchanted" or "equipped"')
    elif "adds_types" in ab:  # an Aura's "Enchanted land is a 2/6 white Wall creature ... It's still a land." (aura_wordings.py)
        if ab.get("affects") != "enchanted":
            v.err(f"{path}.adds_types", 'is only for "affects": "enchanted"')
        elif ab["adds_types"] != ["Creature"]:
            v.err(f"{path}.adds_types", 'is ["Creature"] or ["Artifact"]')
    if "sets_creature_types" in ab:  # an Aura's "... is a blue Fish with base power and toughness 0/1" (layer 4: animate_types.py)
        from ...creature_types import CREATURE_TYPES
        if ab.get("affects") != "enchanted":
            v.err(f"{path}.sets_creature_types", 'is only for "affects": "enchanted"')
        elif not isinstance(ab["sets_creature_types"], list) or not ab["sets_creature_types"] \
                or not all(t in CREATURE_TYPES for t in ab["sets_creature_types"]):
            v.err(f"{path}.sets_creature_types", 'is a non-empty list of creature types ("Fish")')
    if "adds_colors" in ab:  # "... is a black Zombie in addition to its other colors and types" (layer 5; 2026 105.3: animate_types.py)
        if ab.get("affects") not in ("enchanted", "equipped"):
            v.err(f"{path}.adds_colors", 'is only for "affects": "enchanted" or "equipped"')
        elif not isinstance(ab["adds_colors"], list) or not ab["adds_colors"] or len(set(map(str, ab["adds_colors"]))) != len(ab["adds_colors"]):
            v.err(f"{path}.adds_colors", 'is a non-empty list of different colors ("black")')
        else:
            for i, color in enumerate(ab["adds_colors"]):
                v.choice(color, f"{path}.adds_colors[{i}]", COLORS)
    if "loses" in ab:  # an Aura's "Enchanted creature loses flying" (rulings/oracle/aura_wordings.py); an Equipment's (attached_more.py)
        if ab.get("affects") not in ("enchanted", "equipped"):
            v.err(f"{path}.loses", 'is only for "affects": "enchanted" or "equipped"')
        elif v.listof(ab["loses"], f"{path}.loses"):
            for i, kw in enumerate(ab["loses"]):
                v.choice(kw, f"{path}.loses[{i}]", KEYWORDS)
    if "pump" in ab and v.obj(ab["pump"], f"{path}.pump", ("power", "toughness"), ("power", "toughness")):
        for key in ("power", "toughness"):
            v.integer(ab["pump"][key], f"{path}.pump.{key}", *BOUNDS["pump"])
    from ...cant_attack_you import problems as cant_attack_you_problems  # "can't attack you": an Aura's or Equipment's grant
    for field, message in cant_attack_you_problems(ab):
        v.err(f"{path}.{field}", message)
    if "gains" not in ab and "is" not in ab and "pump" not in ab and "loses_all_abilities" not in ab and "adds_chosen_type" not in ab \
            and "adds_subtypes" not in ab and "loses" not in ab and "adds_types" not in ab and "adds_colors" not in ab \
            and "sets_creature_types" not in ab and "cant_have" not in ab:
        v.err(path, 'a static ability with "affects" needs "gains", "is", "pump" or "loses_all_abilities"')


def _conditional_pump(v: Checker, ab: dict, path: str) -> None:
    """ "~ gets +2/+2 as long as seven or more cards are in your graveyard" (while) and
    "~ gets +1/+1 for each artifact you control" (for_each): only a power/toughness
    modification ("pump", with nothing else)."""
    if "pump" not in ab or {"gains", "is", "loses_all_abilities"} & set(ab):
        v.err(path, '"while" and "for_each" are only for a static ability that has "pump" and no "gains", "is" or "loses_all_abilities"')
    _while(v, ab, path)
    if "for_each" in ab and isinstance(ab["for_each"], dict):  # a count object (static_counts.py)
        from ...static_counts import problems as count_problems
        for field, message in count_problems(ab["for_each"]):
            v.err(f"{path}.for_each" + (f".{field}" if field else ""), message)
    elif "for_each" in ab:
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
        from ...equipped_conditions import problems as equipped_problems
        for field, message in equipped_problems(ab["while"]):
            v.err(f"{path}.while.{field}", message)
        from ...board_and_hand_conditions import problems as board_problems
        for field, message in board_problems(ab["while"]):
            v.err(f"{path}.while.{field}", message)
        from ...attached_conditions import problems as attached_problems
        for field, message in attached_problems(ab["while"]):
            v.err(f"{path}.while.{field}", message)


def _alternative_condition(v: Checker, ab: dict, path: str) -> None:
    """ "If you control a Plains, you may ... rather than pay this spell's mana cost": alternative_cost only."""
    if "if_you_control" in ab:
        from ...alternative_costs import LAND_TYPES
        if ab.get("keyword") != "alternative_cost":
            v.err(f"{path}.if_you_control", "is only for alternative_cost")
        else:
            v.choice(ab["if_you_control"], f"{path}.if_you_control", LAND_TYPES + ("commander",))  # a commander: 2026 903.3d
    if "if_not_your_turn" in ab and (ab.get("keyword") != "alternative_cost" or ab["if_not_your_turn"] is not True):
        v.err(f"{path}.if_not_your_turn", "is only for alternative_cost, and must be true")  # exile_from_hand_costs.py
    if "if_an_opponent_controls" in ab:  # "If an opponent controls a Swamp and you control a Plains, ..." (alternative_cost_conditions.py)
        from ...alternative_costs import LAND_TYPES
        if ab.get("keyword") != "alternative_cost" or ab.get("if_you_control") not in LAND_TYPES:
            v.err(f"{path}.if_an_opponent_controls", "is only for alternative_cost, with a land type in if_you_control")
        else:
            v.choice(ab["if_an_opponent_controls"], f"{path}.if_an_opponent_controls", LAND_TYPES)


def _activation_limits(v: Checker, ab: dict, path: str) -> None:
    """ "Activate no more than twice each turn", "Activate only if you control ...",
    "Any player may activate this ability" (403.2-403.3; 2026 602.2, 602.5b): activation_limits.py."""
    from ...activation_limits import FROM_STATIC, ONLY_WHILE, TIMES_RANGE
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


# the checks call each other (an ability's instructions may hold abilities): imported last, so that
# either module may be loaded first
from .effect_checks import CREATURE_FILTERS, effects
from .replacements import comes_into_play, replacement
from .values import check_modes, characteristic, condition, target_specs  # noqa: E402


def _spell_is(v: Checker, flt, path: str) -> None:
    """A cast trigger's kind of spell (rulings/engine/cast_filters.py): each key named and checked."""
    from ...cast_filters import KEYS
    from ...spell_filters import COLORS
    if not v.obj(flt, path, KEYS, ()):
        return
    if not flt:
        v.err(path, f"names at least one of {', '.join(KEYS)}")
    for k in ("types_any", "types_none", "colors_any", "colors_none", "colors_all"):
        if k in flt:
            if not isinstance(flt[k], list) or not flt[k]:
                v.err(f"{path}.{k}", "is a non-empty list")
                continue
            for i, w in enumerate(flt[k]):
                if k.startswith("colors"):
                    v.choice(w, f"{path}.{k}[{i}]", COLORS)
                else:
                    v.string(w, f"{path}.{k}[{i}]")
    for k in ("mana_value_at_most", "mana_value_at_least"):
        if k in flt:
            v.integer(flt[k], f"{path}.{k}", 0, 100)
    if "mana_spent_at_least" in flt:  # "if at least four mana was spent to cast it" (cast_filters.py)
        v.integer(flt["mana_spent_at_least"], f"{path}.mana_spent_at_least", 1, 100)
    for k in ("kicked", "from_graveyard", "not_from_hand", "chosen_color", "chosen_creature_type", "not_owned"):
        if k in flt:
            v.boolean(flt[k], f"{path}.{k}")
    if "targets_a" in flt and not isinstance(flt["targets_a"], dict):
        v.err(f"{path}.targets_a", f"must be an object, not {type(flt['targets_a']).__name__}")
    elif "targets_a" in flt:  # a filter of permanents (cast_targets.py)
        from ...target_filter import problems
        for field, msg in problems(flt["targets_a"], KEYWORDS):
            v.err(f"{path}.targets_a.{field}", msg)
        if set(flt["targets_a"]) & {"zone", "player", "up_to", "or_spell"}:
            v.err(f"{path}.targets_a", "is a filter of permanents (no zone, player or up_to)")
