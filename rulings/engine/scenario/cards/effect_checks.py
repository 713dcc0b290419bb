"""Checking a spell's or ability's instructions: the registry `EFFECT_CHECKS` maps an instruction
(`do`) to the function that checks its fields; other modules add theirs to it."""
from __future__ import annotations

from ...pt_counters import KINDS as PT_KINDS  # "+2/+2", "-0/-1" counters (pt_counters.py)

import re

from ... import target_filter
from ...effects import EFFECTS
from ...mana import is_valid_cost
from ..fields import Checker, is_int, type_name
from ..vocabulary import BOUNDS, CARD_TYPES, COLORS, EFFECT_KINDS, KEYWORDS
from ..vocabulary import MANA_KEYS
from ...named_counters import KINDS as NAMED_KINDS  # quest, verse counters (named_counters.py)


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
        allowed.add("if_condition")  # or only if a condition holds as it is followed (board_life_conditions.py)
        allowed.add("unless_condition")  # or only if it doesn't: the version replaced "instead" (instead_conditions.py)
        allowed.update(("if_target_is", "unless_target_is"))  # or on a quality of its target as it resolves (target_quality.py)
        check = EFFECT_CHECKS.get(do)
        if check is not None:
            check(v, st, sp, depth)
        for k in st:
            if k not in allowed:
                v.err(f"{sp}.{k}", "unknown field")
        for k in ("to", "what", "refers_to", "player", "of", "with", "attached_to"):  # attached_to: create_token (roles.py)
            if k in st and k in allowed:
                ref(v, st[k], f"{sp}.{k}", ntargets)
        if do == "for_each":  # its instructions see the same targets, and "it" is each creature in turn
            crit = st.get("creatures")
            if isinstance(crit, dict) and "shares_color_with" in crit:
                ref(v, crit["shares_color_with"], f"{sp}.creatures.shares_color_with", ntargets)
            if "controlled_by" in st:  # "all creatures target player controls": a player reference (effects/each.py)
                if "permanents" not in st:
                    v.err(f"{sp}.controlled_by", 'is only for "permanents" (the permanents that player controls)')
                ref(v, st["controlled_by"], f"{sp}.controlled_by", ntargets)
            if depth < 3:
                effects(v, st.get("effect"), f"{sp}.effect", ntargets, depth + 1)
        if do == "each_token_made":  # "They gain haste until end of turn." after a creation of tokens (those_tokens.py)
            if depth < 3:
                effects(v, st.get("effect"), f"{sp}.effect", ntargets, depth + 1)
            else:
                v.err(f"{sp}.effect", "is nested too deeply")
        if do == "if_cast_spell":  # Opus: "If five or more mana was spent to cast that spell, ..." (cast_spell_conditions.py)
            if not is_int(st.get("mana_spent_at_least")) or not 1 <= st["mana_spent_at_least"] <= 100:
                v.err(f"{sp}.mana_spent_at_least", "is required: an integer from 1 to 100")
            for key in ("effect", "otherwise"):
                if key in st and depth < 3:
                    effects(v, st[key], f"{sp}.{key}", ntargets, depth + 1)
                elif key in st:
                    v.err(f"{sp}.{key}", "is nested too deeply")
        if do == "if_counters":  # "Then if it has three or more +1/+1 counters on it, ..." (effects/if_counters.py)
            if depth < 3:
                effects(v, st.get("effect"), f"{sp}.effect", ntargets, depth + 1)
            else:
                v.err(f"{sp}.effect", "is nested too deeply")
        if do in ("flip_coin", "clash"):  # what happens if the flip (the clash) is won, and if not: they see the same targets
            for k in ("won", "lost"):
                if k in st and depth < 3:
                    effects(v, st[k], f"{sp}.{k}", ntargets, depth + 1)
                elif k in st:
                    v.err(f"{sp}.{k}", "is nested too deeply")
        if do in ("sacrifice_a_creature", "players_sacrifice") and "if_none" in st:  # "If you / the player can't, ..." (sacrifice_a_creature.py, edict.py)
            if depth < 3:
                effects(v, st["if_none"], f"{sp}.if_none", ntargets, depth + 1)
            else:
                v.err(f"{sp}.if_none", "is nested too deeply")
        if do == "sacrifice_a_creature" and "another" in st:
            v.boolean(st["another"], f"{sp}.another")
        if do == "roll_die":  # 706.3a: each line of the results table, a range of results and its instructions
            _results_table(v, st, sp, ntargets, depth)
        if do == "sacrifice_unless_you_pay" and not _plain_mana(st.get("cost")):  # effects/sacrifice_unless.py
            v.err(f"{sp}.cost", 'must be a mana cost without {X}, hybrid or Phyrexian symbols, such as "{1}{U}"')
        if do == "sacrifice_unless_you":  # effects/sacrifice_unless_you.py
            _sacrifice_unless_you(v, st, sp)
        if do == "unless_you" and isinstance(st.get("effect"), list) and depth < 3:  # unless_checks.py: its instructions see the same targets
            effects(v, st["effect"], f"{sp}.effect", ntargets, depth + 1)
        if do == "may":  # the optional instructions and "if you do": they see the same targets
            if "pay" in st:
                amount(v, st["pay"], f"{sp}.pay")
            for k in ("pay_energy", "pay_life"):  # {E} (2026 107.14) or life (119.4) to pay
                if k in st:
                    amount(v, st[k], f"{sp}.{k}")
            if "pay_sacrifice" in st:
                from ...effects.may_sacrifice import KINDS
                v.choice(st["pay_sacrifice"], f"{sp}.pay_sacrifice", KINDS)
            if "pay_mana" in st and not _plain_mana(st["pay_mana"]):
                v.err(f"{sp}.pay_mana", 'must be a mana cost without {X}, hybrid or Phyrexian symbols, such as "{1}{W}"')
            elif "pay_mana" in st and v.edition == "2007-02-01" and "{C}" in st["pay_mana"]:
                v.err(f"{sp}.pay_mana", "the February 2007 rules have no {C} symbol (104.3 there lists the mana symbols; 2026 107.4c); "
                                        "play this scenario under the 2026-06-19 rules")
            if "pay_x" in st and v.boolean(st["pay_x"], f"{sp}.pay_x") and st["pay_x"]:  # "you may pay {X}[{R}]" (effects/pay_x.py)
                for k in ("pay", "pay_energy", "pay_life", "pay_sacrifice"):
                    if k in st:
                        v.err(f"{sp}.{k}", 'not beside "pay_x" (only "pay_mana", the rest of the mana cost)')
            for k in ("effect", "then", "otherwise"):  # "otherwise": "If you don't, ..." (ifyoudo.py)
                if k in st and depth < 3:
                    effects(v, st[k], f"{sp}.{k}", ntargets, depth + 1)
                elif k in st:
                    v.err(f"{sp}.{k}", "is nested too deeply")
        if do == "if_done":  # "Sacrifice this enchantment. If you do, ..." (effects/if_done.py): one cost, said of the source
            _if_done(v, st, sp, ntargets, depth)
        if "if_kicked" in st:
            v.boolean(st["if_kicked"], f"{sp}.if_kicked")
        if "if_bargained" in st:
            v.boolean(st["if_bargained"], f"{sp}.if_bargained")
        if "if_gift" in st:  # 2026 702.174k: gift.py
            v.boolean(st["if_gift"], f"{sp}.if_gift")
        if "if_condition" in st:  # "If an opponent lost life this turn, ..." (board_life_conditions.py)
            from ...board_life_conditions import INSTRUCTION_IF
            from .values import condition
            condition(v, st["if_condition"], f"{sp}.if_condition")
            from ...instead_conditions import INSTEAD_IF  # the second of an "instead" pair may have those too
            paired = i > 0 and isinstance(steps[i - 1], dict) and steps[i - 1].get("unless_condition") == st["if_condition"]
            keys = INSTRUCTION_IF + (INSTEAD_IF if paired else ())
            if isinstance(st["if_condition"], dict) and not set(st["if_condition"]) <= set(keys):
                v.err(f"{sp}.if_condition", f'only {", ".join(keys)}')
        if "unless_condition" in st:  # "..., ~ deals 4 damage instead if ..." replaces this one (instead_conditions.py)
            from ...board_life_conditions import INSTRUCTION_IF
            from ...instead_conditions import INSTEAD_IF
            from .values import condition
            condition(v, st["unless_condition"], f"{sp}.unless_condition")
            if isinstance(st["unless_condition"], dict) and not set(st["unless_condition"]) <= set(INSTRUCTION_IF + INSTEAD_IF):
                v.err(f"{sp}.unless_condition", f'only {", ".join(INSTRUCTION_IF + INSTEAD_IF)}')
            if "if_condition" in st:
                v.err(f"{sp}.unless_condition", 'not beside "if_condition"')
            following = steps[i + 1] if i + 1 < len(steps) else None
            if not isinstance(following, dict) or following.get("if_condition") != st["unless_condition"] or "unless_condition" in following:
                v.err(f"{sp}.unless_condition", 'must be followed by the instruction said "instead", with the same "if_condition"')
        if "if_target_is" in st or "unless_target_is" in st:  # "If that permanent is green, ... instead" (target_quality.py)
            _target_quality(v, steps, i, sp, ntargets)
        if "until" in st and "until" in allowed and st["until"] is not None:
            if v.choice(st["until"], f"{sp}.until", ("end_of_turn", "source_tapped", "your_next_turn", *SOURCE_DURATIONS, "source_controlled_tapped")) \
                    and st["until"] == "source_tapped" and do not in AS_LONG_AS_TAPPED:
                v.err(f"{sp}.until", f'"source_tapped" is only for {", ".join(AS_LONG_AS_TAPPED)}')
            if st["until"] == "your_next_turn" and do not in ("pump", "gain_ability"):  # until_next_turn.py: ended as that turn begins
                v.err(f"{sp}.until", '"your_next_turn" is only for pump and gain_ability')
            if st["until"] in SOURCE_DURATIONS and do not in ("give_control", "doesnt_untap_while"):  # effects/control.py: "for as long as you control ~"
                v.err(f"{sp}.until", f'"{st["until"]}" is only for give_control')
            if st["until"] == "source_controlled_tapped" and do != "give_control":  # "for as long as you control ~ and ~ remains tapped"
                v.err(f"{sp}.until", '"source_controlled_tapped" is only for give_control')


# "for as long as you control ~" / "for as long as ~ remains on the battlefield" (effects/control.py; 2007 418.3d, 2026 611.2b)
SOURCE_DURATIONS = ("source_controlled", "source_in_play")
# the instructions whose effect can last "as long as [the source] remains tapped" (418.3d)
AS_LONG_AS_TAPPED = ("pump", "set_pt", "gain_ability", "lose_ability", "lose_all_abilities", "set_types", "set_colors", "switch_pt", "doesnt_untap_while")
AS_LONG_AS_TAPPED += ("give_control",)  # "gain control of target creature for as long as ~ remains tapped" (effects/control.py)


def amount_or(default):
    def check(v: Checker, st: dict, sp: str, depth: int) -> None:
        amount(v, st.get("amount", default), f"{sp}.amount")
    return check


def _damage(v: Checker, st: dict, sp: str, depth: int) -> None:
    amount(v, st.get("amount", 0), f"{sp}.amount")
    _no_regenerate(v, st, sp, depth)
    if "exile_if_dies" in st:  # "If a creature dealt damage this way would die this turn, exile it instead"
        v.boolean(st["exile_if_dies"], f"{sp}.exile_if_dies")
    if "cant_be_prevented" in st:  # "The damage can't be prevented." (unpreventable.py)
        v.boolean(st["cant_be_prevented"], f"{sp}.cant_be_prevented")
    if "no_regenerate_if_dealt" in st:  # "A creature dealt damage this way can't be regenerated this turn"
        v.boolean(st["no_regenerate_if_dealt"], f"{sp}.no_regenerate_if_dealt")
    if "if_creature" in st:  # "If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead"
        riders = st["if_creature"]
        if not isinstance(riders, list) or not riders or any(r not in ("no_regenerate", "exile_if_dies") for r in riders) \
                or len(set(riders)) != len(riders):
            v.err(f"{sp}.if_creature", 'must be a list of "no_regenerate" and/or "exile_if_dies", each once')


def _power_toughness(v: Checker, st: dict, sp: str, depth: int) -> None:
    for k in ("power", "toughness"):
        if k not in st:
            v.err(f"{sp}.{k}", "is required")
        elif st.get("do") == "pump" and st[k] in ("X", "-X"):
            pass  # "Target creature gets -X/-X until end of turn": the X of the spell or ability (pump)
        elif st.get("do") == "becomes_creature" and st[k] == "X":
            pass  # "{X}: This artifact becomes an X/X Construct artifact creature": the ability's X (amount_of)
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


def _returned_kind(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "return another tapped red or green creature you control to its owner's hand" (effects/return_yours.py)."""
    from ...effects.return_yours import KINDS
    v.choice(st.get("type", "Land"), f"{sp}.type", KINDS)
    for flag in ("another", "tapped", "nonland"):
        if flag in st:
            v.boolean(st[flag], f"{sp}.{flag}")
    if "colors" in st:
        _colors(v, st, sp, depth)


def _instead(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "instead" in st:
        v.choice(st["instead"], f"{sp}.instead", REPLACEMENT_EVENTS["put_into_graveyard"])


def _token(v: Checker, st: dict, sp: str, depth: int) -> None:
    """216.1: the token's characteristics, and the id the scenario calls it by."""
    from ...effects.tokens import token_card
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
    if "x_is" in st:  # "an X/X token, where X is ...": the count X is (x_size_tokens.py; 2007 413.2f; 2026 608.2h)
        amount(v, st["x_is"], f"{sp}.x_is")
        if not isinstance(st.get("token"), dict) or "X" not in (st["token"].get("power"), st["token"].get("toughness")):
            v.err(f"{sp}.x_is", "is only for a token whose power or toughness is X")
    if "predefined" in st:  # "create a Treasure token": characteristics the rules define (2026 111.10)
        from ...effects.tokens import PREDEFINED_TOKENS
        v.choice(st["predefined"], f"{sp}.predefined", tuple(PREDEFINED_TOKENS))
    if "attached_to" in st:  # "a Monster Role token attached to target creature": an Aura token (roles.py; 2026 303.4i)
        if not isinstance(st.get("token"), dict) or "Aura" not in (st["token"].get("subtypes") or ()):
            v.err(f"{sp}.attached_to", "is only for an Aura token")
        if st.get("count", 1) != 1:
            v.err(f"{sp}.count", "must be 1 for a token created attached to a permanent")
    if "counters" in st and (not isinstance(st["counters"], dict) or not all(
            isinstance(k, str) and isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 1000 for k, n in st["counters"].items())):
        v.err(f"{sp}.counters", 'must map a kind of counter to how many the token enters with ({"+1/+1": 2}: incubate.py)')


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
    if "creature_types" in how and v.listof(how["creature_types"], f"{path}.creature_types"):  # "except it's a 4/4 black Zombie"
        from ...creature_types import CREATURE_TYPES
        if not how["creature_types"]:
            v.err(f"{path}.creature_types", "must name at least one creature type")
        for i, t in enumerate(how["creature_types"]):
            v.choice(t, f"{path}.creature_types[{i}]", sorted(CREATURE_TYPES))
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
                                                          "colors", "no_mana_cost", "creature_types"))
    if "count" in st:  # "create N tokens that are copies"
        amount(v, st["count"], f"{sp}.count")
    if "tapped" in st:  # "create a tapped token that's a copy of this creature"
        v.boolean(st["tapped"], f"{sp}.tapped")
    if "keyword_ability" in st:  # embalm, eternalize (2026 only: the loader refuses them under 2007)
        from ...effects.copy_permanent import TOKEN_COPY_KEYWORDS
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
    found |= {"encore"} if any(st.get("do") == "encore" for st in instructions(value)) else set()  # encore.py (702.141a)
    found |= {"incubator"} if any(st.get("do") == "incubate" for st in instructions(value)) else set()  # incubate.py (701.53a)
    found |= {"spirit"} if any(st.get("do") == "endure" for st in instructions(value)) else set()  # endure.py (701.63a)
    return found | ({"clue"} if any(st.get("do") == "investigate" for st in instructions(value)) else set())


def _skipped_step(v: Checker, st: dict, sp: str, depth: int) -> None:
    v.choice(st.get("step"), f"{sp}.step", ("untap", "upkeep", "draw"))


def _mana(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "spend_only" in st:  # "Spend this mana only to cast a creature spell" (2026 106.6): restricted_mana.py
        from ...restricted_mana import SPEND_ONLY, TYPED
        so = st["spend_only"]
        if isinstance(so, str) and so.startswith(TYPED):  # "a Sliver spell", "a Dragon creature spell": a fixed subtype
            if not re.fullmatch(r"[a-z_]+:[A-Z][a-z]+", so):
                v.err(f"{sp}.spend_only", 'must name one subtype after the colon, such as "spell_of_type:Sliver"')
        else:
            v.choice(so, f"{sp}.spend_only", tuple(SPEND_ONLY))
    if "kept" in st:  # "Until end of turn, you don't lose this mana as steps and phases end": kept_mana.py
        v.choice(st["kept"], f"{sp}.kept", ("end_of_turn",))
        if "one_of" in st or "spend_only" in st:
            v.err(f"{sp}.kept", 'goes only with "mana" (the mana added, kept until end of turn)')
    if "combination" in st:  # "Add two mana in any combination of colors": mana_combination.py
        c = st["combination"]
        if "mana" in st or "one_of" in st or "kept" in st:
            v.err(f"{sp}.combination", 'goes without "mana", "one_of" and "kept": the mana added is the combination chosen')
        if v.obj(c, f"{sp}.combination", ("amount", "of", "different"), ("amount",)):
            if "different" in c:  # "two mana of different colors" (mana_combination.py)
                v.boolean(c["different"], f"{sp}.combination.different")
            if c.get("amount") == {"count": "counters_removed_this_way"}:
                pass  # "Add X mana in any combination of {R} and/or {G}" after "Remove X storage counters" (storage_counters.py)
            elif not isinstance(c.get("amount"), int) or isinstance(c.get("amount"), bool) or not 1 <= c["amount"] <= 20:
                v.err(f"{sp}.combination.amount", 'must be a whole number from 1 to 20, or {"count": "counters_removed_this_way"}')
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
                symbols = re.findall(r"\{([^{}]*)\}", o) if isinstance(o, str) else []
                kinds = set(symbols)
                # an option of one type is named by it ("W" for "{W}{W}"); one of two types by its letters ("UR", a filter land's)
                name = "".join(sorted(kinds)) if len(kinds) == 1 else "".join(sorted(symbols))
                bad = len(kinds) == 1 and kinds & seen or len(kinds) > 1 and (len(symbols) != 2 or name in seen)
                if not (o and _plain_mana(o)) or not kinds or bad or not kinds <= set(MANA_KEYS):
                    v.err(f"{sp}.one_of[{i}]", 'must be mana of one type not listed before, such as "{W}" or "{G}{G}", '
                                               'or two mana of two types ("{U}{R}")')
                seen |= kinds if len(kinds) == 1 else {name}
        return
    if not _plain_mana(st.get("mana")):
        v.err(f"{sp}.mana", 'must be mana symbols such as "{B}{B}{B}"')


def _plain_mana(text) -> bool:
    return is_valid_cost(text) and "X" not in text and "/" not in text


def _card_type(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "type" in st:
        v.choice(st["type"], f"{sp}.type", CARD_TYPES)
    if "for" in st:  # put_into_play_from_hand: the card's quality, as a library search's `for` says it
        if "type" in st:
            v.err(f"{sp}.for", 'is not for an instruction that names "type"')
        from .library import _search
        _search(v, {"for": st["for"]}, sp, depth)


def _delayed(v: Checker, st: dict, sp: str, depth: int) -> None:
    v.choice(st.get("at"), f"{sp}.at", ("end_of_turn", "next_upkeep", "your_next_upkeep", "end_of_combat", "next_instant_or_sorcery_cast",
                                        "dies_this_turn"))  # the last: "When that creature dies this turn" (dies_this_turn.py)
    if st.get("at") == "dies_this_turn" and (not st.get("refers_to") or st.get("duration") != "this_turn"):
        v.err(f"{sp}.at", 'dies_this_turn watches the creature `refers_to` names, for `"duration": "this_turn"`')
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
        v.choice(st["players"], f"{sp}.players", ("each_player", "each_opponent", "each_other_opponent"))
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
    if v.obj(crit, f"{sp}.creatures", ("color", "shares_color_with", "subtype", *CREATURE_FILTERS, "with_counter")):
        if "color" in crit:
            v.choice(crit["color"], f"{sp}.creatures.color", COLORS)
        for k in CREATURE_FILTERS:
            if k in crit:
                v.boolean(crit[k], f"{sp}.creatures.{k}")
        if "subtype" in crit:
            v.string(crit["subtype"], f"{sp}.creatures.subtype")
        if "with_counter" in crit:  # "each creature you control with a +1/+1 counter on it"
            v.choice(crit["with_counter"], f"{sp}.creatures.with_counter", ("+1/+1",))
    if depth >= 3:
        v.err(f"{sp}.effect", "is nested too deeply")


def _target_quality(v: Checker, steps: list, i: int, sp: str, ntargets: int) -> None:
    """`if_target_is` / `unless_target_is`: a target ("target:N") and a filter of permanents in play; an
    `unless_target_is` right before the instruction with the same `if_target_is`, neither beside another condition."""
    st = steps[i]
    for key in ("if_target_is", "unless_target_is"):
        if key not in st:
            continue
        cond = st[key]
        if not isinstance(cond, dict) or set(cond) != {"target", "filter"}:
            v.err(f"{sp}.{key}", 'must be an object with "target" and "filter"')
            continue
        if not (isinstance(cond["target"], str) and cond["target"].startswith("target:")):
            v.err(f"{sp}.{key}.target", 'must be a target ("target:0")')
        else:
            ref(v, cond["target"], f"{sp}.{key}.target", ntargets)
        in_play_filter(v, cond["filter"], f"{sp}.{key}.filter")
        if set(st) & {"if_condition", "unless_condition"}:
            v.err(f"{sp}.{key}", 'not beside "if_condition" or "unless_condition"')
    if "unless_target_is" in st:
        following = steps[i + 1] if i + 1 < len(steps) else None
        if "if_target_is" in st or not isinstance(following, dict) or following.get("if_target_is") != st["unless_target_is"] \
                or "unless_target_is" in following:
            v.err(f"{sp}.unless_target_is", 'must be followed by the instruction said "instead", with the same "if_target_is"')


def in_play_filter(v: Checker, spec, path: str) -> bool:
    """A target filter's fields describing permanents in play (no zone, no player); False if it isn't an object."""
    if not isinstance(spec, dict):
        v.err(path, f"must be an object (a target filter's fields), not {type_name(spec)}")
        return False
    for field, msg in target_filter.problems(spec, KEYWORDS):
        v.err(f"{path}.{field}", msg)
    for field in ("zone", "player"):
        if field in spec:
            v.err(f"{path}.{field}", "only permanents in play: no zone, no player")
    return True


def _permanents(v: Checker, st: dict, sp: str) -> None:
    spec = st["permanents"]
    if "creatures" in st:
        v.err(f"{sp}.permanents", 'an instruction is for each creature or for each permanent described, not both ("creatures" is given)')
    if not in_play_filter(v, spec, f"{sp}.permanents"):
        return
    if target_filter.only_planeswalkers(spec) and v.edition == "2007-02-01":
        from ...planeswalkers import NO_PLANESWALKERS_2007
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
        v.choice(st["counter"], f"{sp}.counter", ("+1/+1", "-1/-1", "charge", "shield", "stun", "spore", "oil", "storage", "depletion", *NAMED_KINDS, *PT_KINDS))


def _source_color(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "color" in st:
        v.choice(st["color"], f"{sp}.color", COLORS)
    from ...chosen_source_kinds import problems  # "a black or red source", "an artifact source"
    for field, why in problems(st).items():
        v.err(f"{sp}.{field}", why)


def _once(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "once" in st:
        v.boolean(st["once"], f"{sp}.once")
    if "amount" in st:  # "The next 1 damage that would be dealt to ~ this turn is dealt to ... instead"
        if not (isinstance(st["amount"], int) and not isinstance(st["amount"], bool) and 1 <= st["amount"] <= 100):
            v.err(f"{sp}.amount", "must be a number from 1 to 100")
        elif st.get("once"):
            v.err(f"{sp}.amount", "a redirection of an amount is not also `once`")


def _flip_condition(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "If you have nine or more cards in hand, flip [this]": the condition is
    checked as the instruction is followed."""
    if "if" in st:
        condition(v, st["if"], f"{sp}.if", targeted=True)


def _reveal_hand(v: Checker, st: dict, sp: str, depth: int) -> None:
    for k in ("look", "discard", "exile", "linked"):
        if k in st:
            v.boolean(st[k], f"{sp}.{k}")
    if "choose" in st:
        v.choice(st["choose"], f"{sp}.choose", ("any", "nonland", "noncreature_nonland", "creature", "artifact", "artifact_or_creature"))
    elif st.get("discard") or st.get("exile"):
        v.err(f"{sp}.discard", 'discards the chosen card: "choose" says which kind')
    if "count" in st:  # "choose X cards from it. That player discards those cards" (effects/hand.py)
        from .values import amount as _amount_check
        _amount_check(v, st["count"], f"{sp}.count")
        if "choose" not in st or st.get("exile") or st.get("linked"):
            v.err(f"{sp}.count", 'chooses several cards to discard: "choose" is required, and no "exile" or "linked"')
    if "reveals" in st:  # "reveals three cards from their hand" of that player's choice (Blackmail: effects/hand.py)
        from .values import amount as _amount_check
        _amount_check(v, st["reveals"], f"{sp}.reveals")
        if st.get("look"):
            v.err(f"{sp}.reveals", 'the player reveals the cards: no "look"')
    if "optional" in st:
        v.boolean(st["optional"], f"{sp}.optional")
        if "count" not in st:
            v.err(f"{sp}.optional", 'is only for "count" ("up to two cards")')
    if "for" in st:  # the chosen card's quality, as a dig's (scenario/cards/digging.py)
        from .digging import _dig_quality
        if "choose" not in st:
            v.err(f"{sp}.for", 'narrows the card chosen: "choose" is required with it')
        _dig_quality(v, st["for"], f"{sp}.for")


def _no_regenerate(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "no_regenerate" in st:
        v.boolean(st["no_regenerate"], f"{sp}.no_regenerate")


def _attaching_keyword(v: Checker, st: dict, path: str, depth: int) -> None:
    """attach_to's `by`: the keyword ability it is part of (living weapon, For Mirrodin!: 2026 only,
    which the loader refuses under 2007: see `attaching_keywords`)."""
    from ...effects.equip import ATTACHING_KEYWORDS
    if "by" in st:
        v.choice(st["by"], f"{path}.by", ATTACHING_KEYWORDS)


def gives_an_emblem(value) -> bool:
    """Whether an instruction anywhere in a card gives a player an emblem (2026 114.2; none in 2007)."""
    return any(st.get("do") == "get_emblem" for st in instructions(value))


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
        v.choice(st["instead"], f"{sp}.instead", ("remove_from_game", "top_of_library", "hand"))
    if st.get("do") == "counter_unless_pays":
        amount_or(0)(v, st, sp, depth)


def _new_targets(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "new_targets" in st:
        v.boolean(st["new_targets"], f"{sp}.new_targets")
    if "colors" in st and st.get("do") == "copy_spell":  # "except that the copy is red" (Fork)
        _colors(v, st, sp, depth)


EFFECT_CHECKS = {
    "damage": _damage, "pump": _power_toughness, "set_pt": _power_toughness, "gain_ability": _gained_ability,
    "lose_ability": _lost_keyword, "set_types": _types, "set_colors": _colors, "add_mana": _mana, "gain_life": amount_or(0),
    "lose_life": amount_or(0), "additional_land": amount_or(1), "draw": amount_or(1), "poison": amount_or(1), "get_energy": amount_or(1), "discard": _discard, "put_counters": _counters, "prevent_damage_from_source": _source_color, "prevent_damage": amount_or(0),
    "put_into_play_from_hand": _card_type, "delayed_trigger": _delayed, "destroy": _no_regenerate,
"replace_graveyard": _instead, "skip": _skipped_step, "create_token": _token, "become_copy": _gains, "copy_spell": _new_targets,
    "counter_unless_pays": _countered_instead, "counter": _countered_instead, "prevent_all_damage_this_turn": _prevent_this_turn,
    "monstrosity": amount_or(1), "adapt": amount_or(1),  # 701.37a / 701.46a
    "return_one_you_control": _returned_kind,
    "reveal_hand": _reveal_hand,
    "return_to_hand_from_graveyard": lambda v, st, sp, depth: v.choice(st.get("what"), f"{sp}.what", ("self",)),
    "for_each": _for_each, "prevent_all_damage": _damage_sources, "redirect_damage": _once, "flip": _flip_condition,
    "attach_to": _attaching_keyword,
    "becomes_creature": lambda v, st, sp, depth: _becomes_creature(v, st, sp, depth),
    "becomes_creature_type": lambda v, st, sp, depth: _becomes_creature(v, st, sp, depth),
    "create_token_copy": _token_copy,
    "populate": _token_copy,  # 701.36a (2026): its `id`
}


EFFECT_CHECKS["extra_turn"] = lambda v, st, sp, depth: (  # "At the beginning of that turn's end step, you lose the game."
    v.boolean(st["lose_at_its_end_step"], f"{sp}.lose_at_its_end_step") if "lose_at_its_end_step" in st else None)
EFFECT_CHECKS["get_emblem"] = lambda v, st, sp, depth: _emblem(v, st, sp, depth)  # 2026 114.2 (emblems.py)
EFFECT_CHECKS["cant_gain_life_this_turn"] = lambda v, st, sp, depth: (  # "players": whom it covers (cant_gain_life_this_turn.py)
    v.choice(st["players"], f"{sp}.players", ("each_player", "each_opponent")) if "players" in st else None)
EFFECT_CHECKS["attach_equipment"] = lambda v, st, sp, depth: [  # the Equipment and the creature (effects/attach_equipment.py)
    v.err(f"{sp}.{k}", 'names the Equipment ("what") and the creature ("to")') for k in ("what", "to") if k not in st]
EFFECT_CHECKS["unattach"] = lambda v, st, sp, depth: v.choice(st.get("by"), f"{sp}.by", ("reconfigure",))  # 2026 702.151a


def _prevent_described(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Prevent all damage that would be dealt this turn to creatures you control" (prevention_filters.py)."""
    from ...prevention_filters import BY, TO
    if "dealt_to" in st:
        v.choice(st["dealt_to"], f"{sp}.dealt_to", tuple(TO))
    if "dealt_by" in st:
        v.choice(st["dealt_by"], f"{sp}.dealt_by", tuple(BY))
    if "dealt_to" not in st and "dealt_by" not in st:
        v.err(f"{sp}.dealt_to", "says what the damage is dealt to, or `dealt_by` what it is dealt")
    if "combat" in st:
        v.boolean(st["combat"], f"{sp}.combat")


EFFECT_CHECKS["prevent_all_damage_described"] = _prevent_described


def _linked_return(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Return the exiled card(s) to the battlefield [tapped] / to its owner's hand / graveyard" (effects/linked_exile.py)."""
    from ...effects.linked_exile import INTO
    if "into" in st:
        v.choice(st["into"], f"{sp}.into", INTO)
    if "tapped" in st:
        v.boolean(st["tapped"], f"{sp}.tapped")
        if st.get("into", "in_play") != "in_play":
            v.err(f"{sp}.tapped", 'is only for cards returned to the battlefield ("into": "in_play")')


EFFECT_CHECKS["return_linked_exiled"] = _linked_return
EFFECT_CHECKS["remove_from_game"] = lambda v, st, sp, depth: v.boolean(st["linked"], f"{sp}.linked") if "linked" in st else None


EMBLEM_ABILITY_KEYS = {"kind", "affects", "filter", "pump", "gains", "text"}
EMBLEM_FILTER_KEYS = {"you_control", "card_type", "subtype", "keyword", "attacking", "with_counter"}


def _emblem(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "You get an emblem with [ability]": its text and its static abilities that affect creatures
    or its triggered abilities of a step (the kinds an emblem has in the engine, rulings/engine/emblems.py)."""
    v.string(st.get("text"), f"{sp}.text")
    if "player" in st:  # "Target opponent gets an emblem with ..." (114.2): a player target of the ability
        v.choice(st["player"], f"{sp}.player", ("you", "target:0"))
    if v.listof(st.get("abilities"), f"{sp}.abilities"):
        for j, ab in enumerate(st["abilities"]):
            from ...emblems import is_emblem_trigger
            if isinstance(ab, dict) and ab.get("kind") == "triggered":  # 114.4: "At the beginning of your end step, ..."
                if not is_emblem_trigger(ab):
                    v.err(f"{sp}.abilities[{j}]", "an emblem's triggered ability must trigger at the beginning of an upkeep, "
                                                 "draw step or end step, or on a draw (whose: your, each, opponent), with no "
                                                 "target and no condition: the only kinds of emblem trigger the engine plays")
                elif depth < 3:
                    ability(v, ab, f"{sp}.abilities[{j}]", depth + 1)
            elif not (isinstance(ab, dict) and ab.get("kind") == "static" and ab.get("affects") == "creatures"):
                v.err(f"{sp}.abilities[{j}]", "must be a static ability that affects creatures "
                                             "(\"Creatures you control get +1/+1\") or a step's triggered ability, "
                                             "the only kinds of emblem ability the engine applies")
            elif set(ab) - EMBLEM_ABILITY_KEYS or not isinstance(ab.get("filter", {}), dict) \
                    or set(ab.get("filter", {})) - EMBLEM_FILTER_KEYS:
                v.err(f"{sp}.abilities[{j}]", "an emblem's static ability may have only "
                                             f"{', '.join(sorted(EMBLEM_ABILITY_KEYS))} and a filter of {', '.join(sorted(EMBLEM_FILTER_KEYS))}: "
                                             "an emblem has no characteristics to read a condition or a choice from (2026 114.3)")
            elif depth < 3:
                ability(v, ab, f"{sp}.abilities[{j}]", depth + 1)


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
    for k in ("keeps_types", "replaces_creature_types", "all_creature_types"):
        if k in st:
            v.boolean(st[k], f"{sp}.{k}")


def _copy_that_spell(v: Checker, st: dict, sp: str, depth: int) -> None:
    _new_targets(v, st, sp, depth)
    if "count" in st:  # "copy that spell twice"
        v.integer(st["count"], f"{sp}.count", *BOUNDS["count_times"])


EFFECT_CHECKS["copy_that_spell"] = _copy_that_spell  # a cast trigger's "copy that spell" (effects/copy_that_spell.py)


def _could_produce(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "a land an opponent controls" / "a basic land" / "any color" (could_produce.py)."""
    if "lands" in st:
        v.choice(st["lands"], f"{sp}.lands", ("opponents",))
    for key in ("basic", "colors_only"):
        if key in st and st[key] is not True:
            v.err(f"{sp}.{key}", "must be true (or left out)")


def _mana_for_each(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Add {G} for each creature you control" (mana_amounts.py): one mana symbol and an amount; or, instead
    of `mana`, `one_of` ("Add X mana of any one color, where X is ..."): two or more single colored symbols."""
    if "one_of" in st:
        opts = st["one_of"]
        if "mana" in st:
            v.err(f"{sp}.one_of", "can't be given with mana")
        elif not (isinstance(opts, list) and len(opts) >= 2 and len(set(map(str, opts))) == len(opts)
                  and all(isinstance(o, str) and re.fullmatch(r"\{[WUBRG]\}", o) for o in opts)):
            v.err(f"{sp}.one_of", 'must list two or more different one-color mana symbols, such as ["{W}", "{U}"]')
    elif not (isinstance(st.get("mana"), str) and re.fullmatch(r"\{[WUBRGC]\}", st["mana"])):
        v.err(f"{sp}.mana", 'must be one mana symbol such as "{G}"')
    if "amount" not in st:
        v.err(f"{sp}.amount", "is required")


EFFECT_CHECKS["add_mana_land_could_produce"] = _could_produce
EFFECT_CHECKS["add_mana_for_each"] = _mana_for_each
EFFECT_CHECKS["add_additional_mana"] = _mana  # "an additional {G}" / "one mana of any color" / "two mana in any combination of colors"

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


# the checks call each other (an ability's instructions may hold abilities): imported last, so that
# either module may be loaded first
from .abilities import ability
from .card import TOKEN_ID, card
from .replacements import REPLACEMENT_EVENTS
from .values import amount, condition, ref  # noqa: E402


def _sacrifice_unless_you(v, st, sp) -> None:
    """ "sacrifice it unless you discard / sacrifice / return ...": the action, how many, and of what kind."""
    from ...effects.sacrifice_unless_you import ACTIONS, FILTER_KEYS
    if st.get("action") not in ACTIONS:
        v.err(f"{sp}.action", f"must be one of {', '.join(ACTIONS)}")
    n = st.get("count", 1)
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 20:
        v.err(f"{sp}.count", "must be a whole number from 1 to 20")
    flt = st.get("filter", {})
    if not isinstance(flt, dict) or set(flt) - set(FILTER_KEYS):
        v.err(f"{sp}.filter", f"must be an object with only {', '.join(FILTER_KEYS)}")
        return
    for k in ("types", "subtypes", "not_subtypes"):
        if k in flt and not (isinstance(flt[k], list) and all(isinstance(x, str) for x in flt[k])):
            v.err(f"{sp}.filter.{k}", "must be a list of type names")
    for k in ("another", "untapped"):
        if k in flt and not isinstance(flt[k], bool):
            v.err(f"{sp}.filter.{k}", "must be true or false")


EFFECT_CHECKS["double_counters"] = lambda v, st, sp, depth: v.choice(st.get("counter", "+1/+1"), f"{sp}.counter", ("+1/+1",))  # 2026 701.10e


def _divided_counters(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Distribute three +1/+1 counters among ..." (divided_counters.py): as divided damage, and the counter."""
    _divided_damage(v, st, sp, depth)
    v.choice(st.get("counter"), f"{sp}.counter", ("+1/+1", "-1/-1"))


EFFECT_CHECKS["divided_counters"] = _divided_counters  # 2007 409.1e; 2026 601.2d


def _exile_from_your_graveyard(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "You may exile a creature card from your graveyard" (effects/exile_from_graveyard.py): `amount`
    a number of at least 1, `card` a target filter's fields for a card in a graveyard (the kind)."""
    n = st.get("amount", 1)
    if not (is_int(n) and 1 <= n <= BOUNDS["amount"][1]):
        v.err(f"{sp}.amount", f'must be a whole number from 1 to {BOUNDS["amount"][1]}')
    spec = st.get("card", {})
    if not isinstance(spec, dict):
        v.err(f"{sp}.card", f"must be an object (a target filter's fields), not {type_name(spec)}")
        return
    for field, msg in target_filter.problems({**spec, "zone": "graveyard"}, KEYWORDS):
        v.err(f"{sp}.card.{field}", msg)
    for field in ("zone", "owner", "up_to", "single_graveyard", "other", "player"):
        if field in spec:
            v.err(f"{sp}.card.{field}", "the kind of card only: it is a card of your own graveyard")


EFFECT_CHECKS["exile_from_your_graveyard"] = _exile_from_your_graveyard  # 2007 413.2c; 2026 608.2d


def _flash_this_turn(v, st, sp, depth):
    """ "You may cast creature spells this turn as though they had flash": the kinds of spell (casting_permissions.py)."""
    from ...casting_permissions import quality_ok
    what = st.get("spells", "any")
    if not isinstance(what, str) or not all(k.split() and all(quality_ok(w) for w in k.split()) for k in what.split(" or ")):
        v.err(f"{sp}.spells", 'must be the kinds of spell, such as "Creature" or "green Creature or colorless"')


EFFECT_CHECKS["flash_this_turn"] = _flash_this_turn  # 2026 101.1, 702.8a; 2007 103.1, 502.57a


def _exchange_control(v, st, sp, depth):
    """ "Exchange control of two target creatures" (effects/control.py): `what` and `with`, two different permanents."""
    for k in ("what", "with"):
        if k not in st:
            v.err(f"{sp}.{k}", 'is required: the two permanents whose control is exchanged ("self" or "target:N")')
        elif st[k] not in ("self",) and not (isinstance(st[k], str) and re.fullmatch(r"target:\d+", st[k])):
            v.err(f"{sp}.{k}", 'must be "self" or "target:N"')
    if "what" in st and st.get("what") == st.get("with"):
        v.err(f"{sp}.with", "must name a permanent other than `what`")


EFFECT_CHECKS["exchange_control"] = _exchange_control  # 2026 701.12a-b


def _give_control(v, st, sp, depth):
    """ "Target opponent gains control of this creature" (effects/control.py): `to` names the player who gains it."""
    if "to" not in st:
        v.err(f"{sp}.to", 'is required: the player who gains control ("target:N")')


EFFECT_CHECKS["give_control"] = _give_control  # 2007 418.5a; 2026 613.1b


def _owners_gain_control(v, st, sp, depth):
    """ "Each player gains control of all creatures they own" (effects/control.py): `owned`, the kind."""
    from ...effects.control import OWNED
    if "owned" in st:
        v.choice(st["owned"], f"{sp}.owned", OWNED)


EFFECT_CHECKS["owners_gain_control"] = _owners_gain_control  # 2007 418.5a; 2026 613.1b
def _becomes_land_type(v, st, sp, depth):
    """ "Target land becomes an Island / the basic land type of your choice": which one (effects/type_changes.py)."""
    from ...effects.type_changes import BASIC_LAND_MANA, OF_YOUR_CHOICE
    v.choice(st.get("land_type"), f"{sp}.land_type", (*BASIC_LAND_MANA, OF_YOUR_CHOICE))


EFFECT_CHECKS["becomes_land_type"] = _becomes_land_type  # 2007 212.6e; 2026 305.7
EFFECT_CHECKS["becomes_artifact_creature"] = lambda v, st, sp, depth: "pt" not in st or v.choice(st["pt"], f"{sp}.pt", ("mana_value",))
EFFECT_CHECKS["becomes_creature_type_of_choice"] = lambda v, st, sp, depth: None  # `to` and `until` only (effects/type_changes.py)
EFFECT_CHECKS["becomes_color_of_choice"] = lambda v, st, sp, depth: None  # `to` and `until` only (effects/type_changes.py)
EFFECT_CHECKS["set_life_total"] = amount_or(0)  # "Target player's life total becomes 10" (life_events.py, 2026 119.5)
EFFECT_CHECKS["sacrifice_if_no_counters"] = lambda v, st, sp, depth: v.choice(st.get("counter", "depletion"), f"{sp}.counter", ("depletion",))  # storage_counters.py


def _doesnt_untap_while(v, st, sp, depth):
    """ "It doesn't untap during its controller's untap step for as long as ~ remains tapped / you control ~"
    (effects/doesnt_untap.py): `until` one of its two durations, said."""
    from ...effects.doesnt_untap import DURATIONS
    if "until" not in st:
        v.err(f"{sp}.until", f"is required: one of {', '.join(DURATIONS)}")
    else:
        v.choice(st["until"], f"{sp}.until", DURATIONS)


EFFECT_CHECKS["doesnt_untap_while"] = _doesnt_untap_while  # 2007 418.3d; 2026 611.2b
EFFECT_CHECKS["untap_up_to_lands"] = lambda v, st, sp, depth: v.integer(st.get("amount"), f"{sp}.amount", 1, 20)  # "untap up to five lands"


def _from_outside_the_game(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "You may reveal a sorcery card you own from outside the game and put it into your hand"
    (outside_the_game.py): `card` the kind of card, `reveal` whether it is revealed."""
    from ...outside_the_game import CARD_FIELDS, CARD_TYPES as TYPES_OUTSIDE
    spec = st.get("card", {})
    if v.obj(spec, f"{sp}.card", CARD_FIELDS):
        if "any_of_types" in spec and v.listof(spec["any_of_types"], f"{sp}.card.any_of_types"):
            for i, t in enumerate(spec["any_of_types"]):
                v.choice(t, f"{sp}.card.any_of_types[{i}]", TYPES_OUTSIDE)
        if "subtypes" in spec and v.listof(spec["subtypes"], f"{sp}.card.subtypes"):
            for i, t in enumerate(spec["subtypes"]):
                v.string(t, f"{sp}.card.subtypes[{i}]")
        for flag in ("multicolored", "named_self"):
            if flag in spec:
                v.boolean(spec[flag], f"{sp}.card.{flag}")
    if "reveal" in st:
        v.boolean(st["reveal"], f"{sp}.reveal")


EFFECT_CHECKS["put_into_hand_from_outside_the_game"] = _from_outside_the_game  # 2007 217.1e; 2026 400.11b
EFFECT_CHECKS["learn"] = lambda v, st, sp, depth: None  # no field (2026 701.48a)

EFFECT_CHECKS["return_from_your_graveyard"] = _exile_from_your_graveyard  # the same fields: the kind and how many (return_from_graveyard_chosen.py)
EFFECT_CHECKS["blight"] = amount_or(1)  # "blight 2" (2026 701.68a): blight.py


def _if_counters(v: Checker, st: dict, sp: str, depth: int) -> None:
    """effects/if_counters.py: `at_least` (1-100, required), `counter` (`"+1/+1"`, the default), `effect` (required)."""
    if "at_least" not in st:
        v.err(f"{sp}.at_least", "is required")
    elif not is_int(st["at_least"]) or not 1 <= st["at_least"] <= 100:
        v.err(f"{sp}.at_least", "must be an integer from 1 to 100")
    v.choice(st.get("counter", "+1/+1"), f"{sp}.counter", ("+1/+1",))
    if "effect" not in st:
        v.err(f"{sp}.effect", "is required")


EFFECT_CHECKS["if_counters"] = _if_counters


def _if_done(v, st, sp, ntargets, depth) -> None:
    """`effect`: exactly one cost of the source ("sacrifice ~", "remove a +1/+1 counter from ~"); `then`: instructions."""
    from ...effects.if_done import COSTS
    cost = st.get("effect")
    one = cost[0] if isinstance(cost, list) and len(cost) == 1 and isinstance(cost[0], dict) else None
    if one is None or one.get("do") not in COSTS or one.get(COSTS[one["do"]], "self") != "self" \
            or not set(one) <= {"do", COSTS[one["do"]], "counter", "amount"}:
        v.err(f"{sp}.effect", 'must be one instruction, {"do": "sacrifice", "what": "self"} or {"do": "remove_counters", "to": "self", ...}')
    if "then" not in st:
        v.err(f"{sp}.then", "is required")
    for k in ("effect", "then"):
        if isinstance(st.get(k), list) and depth < 3:
            effects(v, st[k], f"{sp}.{k}", ntargets, depth + 1)
        elif k in st and depth >= 3:
            v.err(f"{sp}.{k}", "is nested too deeply")


EFFECT_CHECKS["exile_this_spell_with_time_counters"] = lambda v, st, sp, depth: v.integer(  # "count" time counters (time_counters.py)
    st.get("count"), f"{sp}.count", 1, 99)
# "[it] phases out" (phasing.py): a permanent, never a player
EFFECT_CHECKS["phase_out"] = lambda v, st, sp, depth: (
    v.err(f"{sp}.what", "names a permanent (phasing is a permanent's), not a player")
    if st.get("what") in ("you", "controller", "opponent", "each_opponent", "target_player") else None)


def _becomes_in_addition(v, st, sp, depth):
    """ "Target permanent becomes an artifact in addition to its other types" (effects/types_in_addition.py):
    the card types it adds (artifact, enchantment) and the subtypes, at least one of them."""
    from ...effects.types_in_addition import TYPES
    if "types" in st and v.listof(st["types"], f"{sp}.types"):
        for j, t in enumerate(st["types"]):
            v.choice(t, f"{sp}.types[{j}]", TYPES)
    if "subtypes" in st and v.listof(st["subtypes"], f"{sp}.subtypes"):
        for j, t in enumerate(st["subtypes"]):
            v.string(t, f"{sp}.subtypes[{j}]")
    if not st.get("types") and not st.get("subtypes"):
        v.err(sp, 'needs "types" or "subtypes": what it becomes in addition to its other types')


EFFECT_CHECKS["becomes_in_addition"] = _becomes_in_addition  # 2007 212.1c; 2026 205.1b
EFFECT_CHECKS["becomes_colors_of_choice"] = lambda v, st, sp, depth: None  # `to` and `until` only (effects/colors_of_choice.py)
EFFECT_CHECKS["earthbend"] = amount_or(0)  # "Earthbend 2": the +1/+1 counters (earthbend.py, 2026 701.66a)


def _with_prevented_life(check):
    """"You gain life equal to the damage prevented this way" (prevented_life.py): `gain_life_prevented`."""
    def checked(v: Checker, st: dict, sp: str, depth: int) -> None:
        check(v, st, sp, depth)
        if "gain_life_prevented" in st:
            v.boolean(st["gain_life_prevented"], f"{sp}.gain_life_prevented")
            if st.get("do") == "prevent_all_damage" and st.get("from", "creatures") != "creatures":
                v.err(f"{sp}.gain_life_prevented", 'goes only with `from: "creatures"` (Chant of Vitu-Ghazi)')
    return checked


EFFECT_CHECKS["prevent_damage_from_source"] = _with_prevented_life(EFFECT_CHECKS["prevent_damage_from_source"])
EFFECT_CHECKS["prevent_all_damage"] = _with_prevented_life(EFFECT_CHECKS["prevent_all_damage"])
EFFECT_CHECKS["prevent_all_damage_from_chosen_source"] = lambda v, st, sp, depth: (  # "... would deal to you this turn" (chosen_source_all.py)
    v.choice(st["to"], f"{sp}.to", ("you",)) if "to" in st else None)


def _opponents_cant_cast_this_turn(v: Checker, st: dict, sp: str, depth: int) -> None:
    """casting_permissions.py: `spells` only "noncreature" ("Your opponents can't cast noncreature spells this turn")."""
    if "spells" in st:
        v.choice(st["spells"], f"{sp}.spells", ("noncreature",))


EFFECT_CHECKS["opponents_cant_cast_this_turn"] = _opponents_cant_cast_this_turn


def _abilities_to_choose(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "gains your choice of flying, deathtouch, or lifelink" (effects/ability_choice.py): two or more keyword abilities."""
    options = st.get("choose_from")
    if not isinstance(options, list) or len(options) < 2:
        v.err(f"{sp}.choose_from", "a list of two or more abilities to choose from")
        return
    for j, ab in enumerate(options):
        if not isinstance(ab, dict) or ab.get("kind") != "keyword":
            v.err(f"{sp}.choose_from[{j}]", "a keyword ability")
        elif depth < 3:
            ability(v, ab, f"{sp}.choose_from[{j}]", depth + 1)
    if st.get("until", "end_of_turn") != "end_of_turn":
        v.err(f"{sp}.until", 'only "end_of_turn"')


EFFECT_CHECKS["gain_ability_of_choice"] = _abilities_to_choose


def _pumps_to_choose(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "gets +1/-1 or -1/+1 until end of turn" (effects/ability_choice.py): two or more [power, toughness] pairs."""
    options = st.get("pumps")
    if not isinstance(options, list) or len(options) < 2 or not all(
            isinstance(o, list) and len(o) == 2 and all(is_int(x) and -100 <= x <= 100 for x in o) for o in options):
        v.err(f"{sp}.pumps", "a list of two or more [power, toughness] pairs, each from -100 to 100")
    if st.get("until", "end_of_turn") != "end_of_turn":
        v.err(f"{sp}.until", 'only "end_of_turn"')


EFFECT_CHECKS["pump_of_choice"] = _pumps_to_choose
