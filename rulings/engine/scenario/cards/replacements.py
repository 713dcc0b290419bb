"""Checking replacement and prevention effects (2007 419; 2026 614-615): "as it comes into play"
choices, "unless" costs of entering, and a static ability's replacement."""
from __future__ import annotations

from ...pt_counters import KINDS as PT_KINDS  # "This creature enters with X +1/+0 counters on it" (pt_counters.py)
from ...entering_counters_others import KEYS as OTHERS_ENTERING_KEYS  # "enters with an additional +1/+1 counter" (entering_counters_others.py)

from ...entering_kinds import ENTERING_KINDS
from ...life_and_draws import INSTEAD as PLAYER_EVENTS
from ..fields import Checker
from ..vocabulary import BOUNDS, COLORS
from ...named_counters import KINDS as NAMED_KINDS  # quest, verse ... counters (named_counters.py)
from ...widened_statics import BY as WIDENED_BY, WHAT as WIDENED_WHAT  # "... to other creatures you control" (widened_statics.py)


REPLACEMENT_EVENTS = {"put_into_graveyard": ("remove_from_game", "shuffle_into_library", "reveal_and_shuffle_into_library"),
                      "comes_into_play": ("tapped", "plus_counters"),  # plus_counters: entering_counters_others.py
                      "deal_damage": ("double",), "damage_to": ("redirect",), **PLAYER_EVENTS,
                      "dies": ("remove_from_game",), "prevent_damage": ("prevent", "prevent_remove_counter"),
                      "create_tokens": ("double",)}


#: what a replacement's "what" may say, by event (by default: creatures or permanents)
REPLACEMENT_WHAT = {"damage_to": ("you", "you_and_other_permanents_you_control"),
                    "prevent_damage": ("self", "enchanted", "equipped", "you", *WIDENED_WHAT)}  # the damage's recipient
REPLACEMENT_WHAT["comes_into_play"] = ("creatures", "permanents", *ENTERING_KINDS)  # "Artifacts, creatures, and lands ... enter tapped"


#: a static prevention's "by": the damage's source (prevention_statics.py)
PREVENTION_BY = ("self", "enchanted", "equipped", "creatures", "opponents_sources", *WIDENED_BY)
REPLACEMENT_WHOSE = ("any", "self", "opponents", "yours", "self_from_anywhere", "dealt_damage_by_self", "dealt_damage_by_enchanted")


def replacement(v: Checker, rep, path: str) -> None:
    """A static replacement effect (419.1a): the event it watches and what
    happens instead."""
    if not v.obj(rep, path, ("event", "whose", "what", "instead", "count", "to", "by", "combat", "noncombat", *OTHERS_ENTERING_KEYS),
                 ("event", "instead")):
        return
    if any(k in rep for k in OTHERS_ENTERING_KEYS):  # "Each other Rogue creature you control enters with an additional +1/+1 counter"
        if rep.get("event") != "comes_into_play" or rep.get("instead") != "plus_counters":
            v.err(path, f'{", ".join(OTHERS_ENTERING_KEYS)} are only for "instead": "plus_counters" (entering_counters_others.py)')
        if "counters" in rep:
            v.integer(rep["counters"], f"{path}.counters", 1, 20)
        for k in ("subtypes", "not_subtypes"):
            if k in rep and (not isinstance(rep[k], list) or not rep[k] or not all(isinstance(s, str) and s for s in rep[k])):
                v.err(f"{path}.{k}", "must be a non-empty list of creature types")
    if event_is_prevention := rep.get("event") == "prevent_damage":
        if "by" in rep:
            v.choice(rep["by"], f"{path}.by", PREVENTION_BY)
        if "combat" in rep:
            v.boolean(rep["combat"], f"{path}.combat")
        if "noncombat" in rep:
            v.boolean(rep["noncombat"], f"{path}.noncombat")
            if rep.get("combat"):
                v.err(f"{path}.noncombat", 'is not for a prevention of combat damage only ("combat")')
        if "whose" in rep:
            v.err(f"{path}.whose", 'is not for a prevention (its "what" and "by" say whose)')
    for key in ("by", "combat", "noncombat"):
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


def comes_into_play(v: Checker, how, path: str) -> None:
    """ "comes into play tapped" / "with N counters" (419.1b-c)."""
    if not v.obj(how, path, ("tapped", "counters", "as_copy_of", "except_colors", "gains", "choose", "unless", "pay_life", "if_kicked",
                             "per_kick", "also_types", "also_subtypes", "not_legendary", "base_pt", "colors", "no_mana_cost", "until",
                             "per_color_spent", "if_you_attacked", "other_than", "per_count", "reveal_or_tapped", "if",
                             "sacrifice_instead", "with_keywords", "adamant")):
        return
    if "adamant" in how:  # "If at least three white mana was spent to cast this spell, ..." (adamant.py)
        from ...adamant import VALUES as ADAMANT_VALUES
        v.choice(how["adamant"], f"{path}.adamant", ADAMANT_VALUES)
        if not how.get("counters"):
            v.err(f"{path}.adamant", 'is only with "counters"')
    if "sacrifice_instead" in how:  # "If this land would enter, sacrifice a Forest instead" (sacrifice_instead.py)
        from ...sacrifice_instead import problems as sacrifice_instead_problems
        for field, message in sacrifice_instead_problems(how["sacrifice_instead"]):
            v.err(f"{path}.sacrifice_instead" + (f".{field}" if field else ""), message)
        if set(how) != {"sacrifice_instead"}:
            v.err(f"{path}.sacrifice_instead", "goes alone")
    if "per_count" in how:  # "enters with a +1/+1 counter on it for each creature that died this turn" (entering_counts.py)
        from .values import amount
        if not isinstance(how["per_count"], dict):
            v.err(f"{path}.per_count", 'must be a count ({"count": ...}), the times each of "counters" is put on')
        else:
            amount(v, how["per_count"], f"{path}.per_count")
        if set(how) != {"per_count", "counters"} or not all(isinstance(n, int) for n in (how.get("counters") or {}).values()):
            v.err(f"{path}.per_count", 'goes beside "counters" alone, each a whole number')
    if "if" in how:  # "... enters with a +1/+1 counter on it if an opponent lost life this turn" (board_life_conditions.py)
        from ...board_life_conditions import ENTERING_IF
        from .values import condition
        condition(v, how["if"], f"{path}.if")
        if isinstance(how["if"], dict) and not set(how["if"]) <= set(ENTERING_IF):
            v.err(f"{path}.if", f'only {", ".join(ENTERING_IF)} (conditions that don\'t read the entering permanent)')
        if set(how) != {"if", "counters"}:
            v.err(f"{path}.if", 'goes beside "counters" alone')
    if "other_than" in how:  # "choose a color other than green" (chosen_color_mana.py)
        v.choice(how["other_than"], f"{path}.other_than", COLORS)
        if how.get("choose") != "color":
            v.err(f"{path}.other_than", 'goes only with "choose": "color"')
    if "if_you_attacked" in how and (how["if_you_attacked"] is not True or set(how) != {"if_you_attacked", "counters"}):
        v.err(f"{path}.if_you_attacked", 'must be true, beside "counters" alone ("... if you attacked this turn")')
    if "per_color_spent" in how and (how["per_color_spent"] is not True or set(how) != {"per_color_spent", "counters"}):
        v.err(f"{path}.per_color_spent", 'must be true, beside "counters" alone ("for each color of mana spent to cast it")')
    if "if_kicked" in how:  # "If ~ was kicked, it enters with N +1/+1 counters on it" (502.21b / 702.33e)
        v.boolean(how["if_kicked"], f"{path}.if_kicked")
        if set(how) - {"per_kick", "with_keywords"} != {"if_kicked", "counters"}:
            v.err(f"{path}.if_kicked", 'is only for "counters" alone')
    if "with_keywords" in how:  # "... and with first strike" (kicked_entering.py)
        from ...kicked_entering import problems as with_keywords_problems
        for field, message in with_keywords_problems(how):
            v.err(f"{path}.{field}", message)
    if "per_kick" in how and (how["per_kick"] is not True or how.get("if_kicked") is not True):
        v.err(f"{path}.per_kick", 'must be true, beside "if_kicked": true ("for each time it was kicked", 702.33c)')
    if "reveal_or_tapped" in how:  # "you may reveal an Island or Swamp card from your hand. If you don't, ... tapped" (entering_conditions.py)
        r = how["reveal_or_tapped"]
        if not isinstance(r, list) or not r or not all(isinstance(t, str) and t for t in r):
            v.err(f"{path}.reveal_or_tapped", "must be a list of one or more subtypes")
    if "pay_life" in how:  # "you may pay N life. If you don't, it comes into play tapped" (419.1b / 614.12a)
        v.integer(how["pay_life"], f"{path}.pay_life", *BOUNDS["cost_life"])
    if "unless" in how:  # "enters tapped unless you control ..." (419.1c / 614.1d)
        _unless(v, how, f"{path}.unless")
    if "choose" in how:  # "As [this] comes into play, choose a color / a creature type" (419.1b)
        v.choice(how["choose"], f"{path}.choose", CHOICE_KINDS)
    from ...effects.copy_permanent import COPY_CHOICES, EXCEPTION_KEYS
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
    if "counters" in how and v.obj(how["counters"], f"{path}.counters", ("+1/+1", "-1/-1", "time", "charge", "shield", "stun", "oil", "depletion", *NAMED_KINDS, *PT_KINDS)):
        for k, n in how["counters"].items():
            if n != "X":  # "enters with X +1/+1 counters": the X paid for the spell (107.3m)
                v.integer(n, f"{path}.counters.{k}", *BOUNDS["counters_on_arrival"])


def _unless(v: Checker, how: dict, path: str) -> None:
    from ...entering_conditions import UNLESS_KEYS
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


# the checks call each other (an ability's instructions may hold abilities): imported last, so that
# either module may be loaded first
from .effect_checks import copy_exceptions  # noqa: E402
