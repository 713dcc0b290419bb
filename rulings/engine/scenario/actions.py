"""Checking the actions of a scenario: each type's fields, and that every
player and object they name exists."""
from __future__ import annotations

import re

from .fields import Checker, type_name
from .vocabulary import ACTION_FIELDS, ACTION_TYPES, BOUNDS, COLORS, COMMON_ACTION_FIELDS, MANA_KEYS, PHASES, STEP_NAMES


def validate_action(v: Checker, a, path: str, names: list, ids: dict, tokens: frozenset = frozenset()) -> None:
    if not isinstance(a, dict):
        v.err(path, f"must be an object, not {type_name(a)}")
        return
    if not v.choice(a.get("type"), f"{path}.type", ACTION_TYPES):
        return
    fields = ACTION_FIELDS[a["type"]]
    required = ("type", "player") + (("object",) if "object" in fields else ())
    v.obj(a, path, COMMON_ACTION_FIELDS + fields, required)
    if "player" in a and v.string(a["player"], f"{path}.player") and a["player"] not in names:
        v.err(f"{path}.player", f'no player "{a["player"]}"')
    if "note" in a:
        v.string(a["note"], f"{path}.note", nonempty=False)
    refs = _Refs(v, names, ids, tokens)
    given = {k for k in fields if k in a}
    if "object" in given:
        refs.obj(a["object"], f"{path}.object")
    if "targets" in given and v.listof(a["targets"], f"{path}.targets"):
        for i, t in enumerate(a["targets"]):
            refs.any(t, f"{path}.targets[{i}]")
    for k in ("ability", "x", "mode"):
        if k in given:
            v.integer(a[k], f"{path}.{k}", *BOUNDS[k])
    if "face_down" in given:
        v.boolean(a["face_down"], f"{path}.face_down")
    if "kicked" in given:  # 502.21a: the kicker cost is paid too; a number: how many times, for multikicker (2026 702.33c)
        k = a["kicked"]
        if not isinstance(k, bool) and not (isinstance(k, int) and BOUNDS["kick_times"][0] <= k <= BOUNDS["kick_times"][1]):
            v.err(f"{path}.kicked", f"must be true, false or how many times it is kicked ({BOUNDS['kick_times'][0]} to {BOUNDS['kick_times'][1]})")
    if "awaken" in given:  # 702.113a: the awaken cost is paid rather than the mana cost
        v.boolean(a["awaken"], f"{path}.awaken")
    if "modes" in given and v.listof(a["modes"], f"{path}.modes"):  # "Choose two —" (700.2)
        for i, m in enumerate(a["modes"]):
            v.integer(m, f"{path}.modes[{i}]", *BOUNDS["mode"])
    if "choice" in given:
        v.string(a["choice"], f"{path}.choice")
    if "divide" in given and v.listof(a["divide"], f"{path}.divide"):  # 2007 409.1e; 2026 601.2d: each at least 1
        if not a["divide"]:
            v.err(f"{path}.divide", "must name at least one amount")
        for i, n in enumerate(a["divide"]):
            v.integer(n, f"{path}.divide[{i}]", 1, 1000)
    if "pay" in given:
        _pay(v, refs, a["pay"], f"{path}.pay")
    if "mana_abilities" in given:
        _mana_abilities(v, refs, a["mana_abilities"], f"{path}.mana_abilities")
    _combat(v, refs, a, path, given)
    _triggers(v, refs, a, path)
    if a["type"] == "pass_until":
        _pass_until(v, a, path)


def _pass_until(v: Checker, a: dict, path: str) -> None:
    """The step or the phase the players pass priority until (one of them)."""
    if ("step" in a) == ("phase" in a):
        v.err(path, 'needs "step" or "phase" (one of them)')
    if "step" in a:
        v.choice(a["step"], f"{path}.step", STEP_NAMES)
    if "phase" in a:
        v.choice(a["phase"], f"{path}.phase", PHASES)


#: the stack id of an activated ("a3") or triggered ("t5") ability the game puts on the stack: a target of
#: "counter target activated ability" (effects/stack_objects.py), checked as the action is taken
ABILITY_ID = re.compile(r"[at]\d+")


class _Refs:
    """Checks that a value names an object (or a player) of the scenario: one
    listed in `objects`, or a token an instruction will put into play (216.1)."""

    def __init__(self, v: Checker, names: list, ids: dict, tokens: frozenset = frozenset()):
        self.v, self.names, self.ids, self.tokens = v, names, ids, tokens

    def known(self, val: str) -> bool:
        if val in self.ids:
            return True
        if not self.tokens:
            return False
        base, _, n = val.rpartition("-")
        return val in self.tokens or (base in self.tokens and n.isdigit() and int(n) >= 2)

    def obj(self, val, p: str) -> None:
        if self.v.string(val, p) and not self.known(val):
            self.v.err(p, f'no object "{val}"')

    def any(self, val, p: str) -> None:
        if self.v.string(val, p) and not self.known(val) and val not in self.names and not ABILITY_ID.fullmatch(val):
            self.v.err(p, f'no object "{val}"')


def _pay(v: Checker, refs: _Refs, pay, path: str) -> None:
    if not v.obj(pay, path, ("sacrifice", "mana", "discard", "tap", "convoke", "delve", "improvise", "crew", "buyback", "warp",
                             "alternative", "return", "exile", "offspring", "squad", "bargain", "assist", "casualty", "conspire", "gift", "replicate", "remove_counters")):
        return
    if "warp" in pay:  # the warp cost is paid rather than the mana cost (2026 702.185a)
        v.boolean(pay["warp"], f"{path}.warp")
    if "alternative" in pay:  # an alternative cost paid rather than the mana cost (2026 118.9: dash, blitz)
        from ..alternative_costs import KEYWORDS as ALTERNATIVES
        v.choice(pay["alternative"], f"{path}.alternative", ALTERNATIVES)
    if "buyback" in pay:  # the buyback cost is paid too (502.16a; 2026 702.27a)
        v.boolean(pay["buyback"], f"{path}.buyback")
    if "bargain" in pay:  # the permanent sacrificed to bargain (2026 702.166a)
        refs.obj(pay["bargain"], f"{path}.bargain")
    if "gift" in pay:  # the opponent a gift is promised to (2026 702.174a, k): gift.py
        v.string(pay["gift"], f"{path}.gift")
    if "remove_counters" in pay:  # "Remove any number of storage counters from this land": how many (storage_counters.py)
        v.integer(pay["remove_counters"], f"{path}.remove_counters", *BOUNDS["counters"])
    if "offspring" in pay:  # the offspring cost is paid too (2026 702.175a)
        v.boolean(pay["offspring"], f"{path}.offspring")
    if "squad" in pay:  # the squad cost, paid this many times (2026 702.157a)
        v.integer(pay["squad"], f"{path}.squad", *BOUNDS["squad_times"])
    if "replicate" in pay:  # the replicate cost, paid this many times (502.52a; 2026 702.56a): replicate.py
        v.integer(pay["replicate"], f"{path}.replicate", *BOUNDS["replicate_times"])
    if "assist" in pay and v.obj(pay["assist"], f"{path}.assist", ("player", "amount"), ("player", "amount")):  # 2026 702.132a
        if "player" in pay["assist"]:
            v.string(pay["assist"]["player"], f"{path}.assist.player")
        if "amount" in pay["assist"]:
            v.integer(pay["assist"]["amount"], f"{path}.assist.amount", *BOUNDS["amount"])
    # sacrificed, discarded, tapped for a cost; graveyard cards exiled (702.66a), artifacts tapped (702.126a),
    # creatures crewing (702.122a) or tapped for convoke (702.51a)
    for key in ("sacrifice", "discard", "tap", "delve", "improvise", "crew", "convoke", "return", "exile", "casualty", "conspire"):  # return: ninjutsu (702.49a); exile: escape (702.138a)
        if key in pay and v.listof(pay[key], f"{path}.{key}"):
            for i, s in enumerate(pay[key]):
                refs.obj(s, f"{path}.{key}[{i}]")
    if "mana" in pay and v.obj(pay["mana"], f"{path}.mana", MANA_KEYS):
        for k, n in pay["mana"].items():
            v.integer(n, f"{path}.mana.{k}", *BOUNDS["pay_mana"])


def _mana_abilities(v: Checker, refs: _Refs, lst, path: str) -> None:
    if not v.listof(lst, path):
        return
    for i, m in enumerate(lst):
        mp = f"{path}[{i}]"
        if v.obj(m, mp, ("object", "ability", "choice", "pay"), ("object",)):
            if "object" in m:
                refs.obj(m["object"], f"{mp}.object")
            if "pay" in m:  # what the mana ability's other costs sacrifice or tap ("Sacrifice a Saproling: Add ...")
                _pay(v, refs, m["pay"], f"{mp}.pay")
            if "ability" in m:
                v.integer(m["ability"], f"{mp}.ability", *BOUNDS["ability"])
            if "choice" in m:
                v.choice(m["choice"], f"{mp}.choice", MANA_KEYS)


def _combat(v: Checker, refs: _Refs, a: dict, path: str, given: set) -> None:
    if "attackers" in given and v.listof(a["attackers"], f"{path}.attackers"):
        for i, t in enumerate(a["attackers"]):
            refs.obj(t, f"{path}.attackers[{i}]")
    if "attacking" in given and not isinstance(a["attacking"], dict):
        v.err(f"{path}.attacking", f"must be an object, not {type_name(a['attacking'])}")
    elif "attacking" in given:
        # 508.1b: what each attacker attacks, if not the defending player (a planeswalker)
        attackers = a.get("attackers") if isinstance(a.get("attackers"), list) else []
        for aid, target in a["attacking"].items():
            if aid not in attackers:
                v.err(f"{path}.attacking.{aid}", "must name a creature listed in attackers")
            refs.any(target, f"{path}.attacking.{aid}")
    if "blocks" in given and v.listof(a["blocks"], f"{path}.blocks"):
        for i, b in enumerate(a["blocks"]):
            bp = f"{path}.blocks[{i}]"
            if v.obj(b, bp, ("blocker", "attacker"), ("blocker", "attacker")):
                for k in ("blocker", "attacker"):
                    if k in b:
                        refs.obj(b[k], f"{bp}.{k}")
    if "assignments" in given and v.listof(a["assignments"], f"{path}.assignments"):
        for i, s in enumerate(a["assignments"]):
            sp = f"{path}.assignments[{i}]"
            if v.obj(s, sp, ("source", "to", "amount"), ("source", "to", "amount")):
                if "source" in s:
                    refs.obj(s["source"], f"{sp}.source")
                if "to" in s:
                    refs.any(s["to"], f"{sp}.to")
                if "amount" in s:
                    v.integer(s["amount"], f"{sp}.amount", *BOUNDS["assigned"])


def _triggers(v: Checker, refs: _Refs, a: dict, path: str) -> None:
    """410.3: the order a player puts their triggers on the stack, and the
    targets they choose for them; 419.9a: which replacement effect applies first;
    704.5j (2026): which legendary permanent a player keeps."""
    for key in ("trigger_order", "replacement_order", "legend_keep", "discard"):  # 410.3, 419.9a, 704.5j, 314.1
        if key in a and v.listof(a[key], f"{path}.{key}"):
            for i, source in enumerate(a[key]):
                if key == "trigger_order" and isinstance(source, str) and source.endswith(":evoke"):
                    source = source[: -len(":evoke")]  # "[id]:evoke": that permanent's evoke trigger (702.74a)
                refs.obj(source, f"{path}.{key}[{i}]")
    if "copy_targets" in a and v.obj(a["copy_targets"], f"{path}.copy_targets", tuple(k for k in a["copy_targets"] if isinstance(k, str)) if isinstance(a["copy_targets"], dict) else ()):
        _copy_targets(v, refs, a["copy_targets"], f"{path}.copy_targets")
    ch = a.get("choices")
    if "choices" in a and v.obj(ch, f"{path}.choices", tuple(k for k in ch if isinstance(k, str)) if isinstance(ch, dict) else ()):
        _choices(v, refs, ch, f"{path}.choices")
    tt = a.get("trigger_targets")
    if "trigger_targets" in a and v.obj(tt, f"{path}.trigger_targets", tuple(k for k in tt if isinstance(k, str)) if isinstance(tt, dict) else ()):
        for k, lst in tt.items():
            if not isinstance(k, str):
                continue
            kp = f"{path}.trigger_targets.{k}"
            if not refs.known(k):
                v.err(kp, f'no object "{k}"')
            if v.listof(lst, kp):
                for i, t in enumerate(lst):
                    refs.any(t, f"{kp}[{i}]")


def _copy_targets(v: Checker, refs: _Refs, given: dict, path: str) -> None:
    """503.10b: for a spell's copies made during this action, new targets per
    copy (a list of target lists, first copy first)."""
    for k, per_copy in given.items():
        if not isinstance(k, str):
            continue
        kp = f"{path}.{k}"
        if not refs.known(k):
            v.err(kp, f'no object "{k}"')
        if v.listof(per_copy, kp):
            for i, lst in enumerate(per_copy):
                if v.listof(lst, f"{kp}[{i}]"):
                    for j, t in enumerate(lst):
                        refs.any(t, f"{kp}[{i}][{j}]")


def _choices(v: Checker, refs: _Refs, given: dict, path: str) -> None:
    """419.1b: the "as it comes into play" choices for the permanents that come
    into play during this action: {"<object id>": {"color": "red"}} or
    {"creature_type": "Goblin"}; and what an object's effect picks: the cards it
    returns or makes a player discard, in order ({"cards": ["id", ...]}, 419.9b's
    example), the source of a "source of your choice" shield ({"source": "id"},
    419.8a), and whether its owner dredges it ({"dredge": true}, 502.47a)."""
    for k, made in given.items():
        if not isinstance(k, str):
            continue
        kp = f"{path}.{k}"
        if not refs.known(k):
            v.err(kp, f'no object "{k}"')
        if isinstance(made, dict) and any(kind in made for kind in _PICKS):
            if "cards" in made and v.listof(made["cards"], f"{kp}.cards"):
                for i, card in enumerate(made["cards"]):
                    refs.obj(card, f"{kp}.cards[{i}]")
            if "source" in made:
                refs.obj(made["source"], f"{kp}.source")
            if "dredge" in made:
                v.boolean(made["dredge"], f"{kp}.dredge")
            if "pay_life" in made:  # whether its controller pays life as it comes into play (a shock land)
                v.boolean(made["pay_life"], f"{kp}.pay_life")
            if "search" in made:  # "you may search your library": false declines (no search, no shuffle)
                v.boolean(made["search"], f"{kp}.search")
            if "proliferate" in made and v.listof(made["proliferate"], f"{kp}.proliferate"):  # 701.34a
                for i, chosen_one in enumerate(made["proliferate"]):
                    refs.any(chosen_one, f"{kp}.proliferate[{i}]")
            for pile in ("top", "bottom", "piles"):  # the cards put back on top (scry, surveil) or on the bottom, top-most first; one of two piles
                if pile in made and v.listof(made[pile], f"{kp}.{pile}"):
                    for i, card in enumerate(made[pile]):
                        refs.obj(card, f"{kp}.{pile}[{i}]")
            if "untap" in made:  # "You may choose not to untap [it] during your untap step": false keeps it tapped
                v.boolean(made["untap"], f"{kp}.untap")
            if "unleash" in made:  # 702.98a: true, it enters with an additional +1/+1 counter
                v.boolean(made["unleash"], f"{kp}.unleash")
            if "fabricate" in made:  # 702.123a: true, the +1/+1 counters; false, the Servo tokens
                v.boolean(made["fabricate"], f"{kp}.fabricate")
            if "riot" in made:  # 702.136a: true, it enters with an additional +1/+1 counter; false, it gains haste
                v.boolean(made["riot"], f"{kp}.riot")
            for pick in ("devour", "amplify", "sacrifice"):  # and annihilator's permanents (702.86a)  # 702.82a: the creatures sacrificed; 502.27a / 702.38a: the cards revealed
                if pick in made and v.listof(made[pick], f"{kp}.{pick}"):
                    for i, one in enumerate(made[pick]):
                        refs.obj(one, f"{kp}.{pick}[{i}]")
            if "exploit" in made:  # 702.110a: the creature sacrificed to exploit
                refs.obj(made["exploit"], f"{kp}.exploit")
            if "enlist" in made:  # 702.154a: the creature an attacker with enlist taps (declare_attackers)
                refs.obj(made["enlist"], f"{kp}.enlist")
            if "exert" in made:  # 2026 701.43d: true, the attacker is exerted as it attacks (declare_attackers; exert.py)
                v.boolean(made["exert"], f"{kp}.exert")
            if "tribute" in made:  # 702.104a: true, the chosen opponent puts the +1/+1 counters on it
                v.boolean(made["tribute"], f"{kp}.tribute")
            if "tribute_by" in made:  # 702.104a: the opponent chosen (a player's name)
                v.string(made["tribute_by"], f"{kp}.tribute_by")
            if "pays" in made:
                v.boolean(made["pays"], f"{kp}.pays")
            if "cipher" in made:  # 2026 702.99a: the creature the resolving spell's card is encoded on (cipher.py)
                refs.obj(made["cipher"], f"{kp}.cipher")
            if "ring_bearer" in made:  # 2026 701.54a: the creature chosen as Ring-bearer (the_ring.py)
                refs.obj(made["ring_bearer"], f"{kp}.ring_bearer")
            if "madness" in made:  # 2007 502.24a: whether the discarded card is removed from the game (madness.py)
                v.boolean(made["madness"], f"{kp}.madness")
            if "may" in made:
                v.boolean(made["may"], f"{kp}.may")
            if "mana" in made:  # "add one mana of any color" as a triggered ability resolves: "G" (or "RG" for a combination)
                v.string(made["mana"], f"{kp}.mana")
            if "card_name" in made:  # the card name chosen as the spell or ability resolves (effects/card_names.py)
                v.string(made["card_name"], f"{kp}.card_name")
            if "flip" in made:  # 511.1 / 705.2: how the coin flip the source has its controller make went
                v.choice(made["flip"], f"{kp}.flip", ("won", "lost"))
            if "roll" in made:  # 2026 706.1a, 706.2: the natural result of the die the source has its controller roll
                v.integer(made["roll"], f"{kp}.roll", *BOUNDS["die_result"])
            if "cast" in made:  # cascade, rebound: true casts the card without paying its mana cost (free_cast.py)
                v.boolean(made["cast"], f"{kp}.cast")
            if "mode" in made:  # the mode of a modal spell cast that way
                v.integer(made["mode"], f"{kp}.mode", 0, 9)
            if "modes" in made and v.listof(made["modes"], f"{kp}.modes"):  # a modal triggered ability's modes (603.3c / 410.4)
                for i, mode in enumerate(made["modes"]):
                    v.integer(mode, f"{kp}.modes[{i}]", 0, 100)
            if "sacrifices" in made and v.obj(made["sacrifices"], f"{kp}.sacrifices", tuple(refs.names)):  # an edict: each player's creature (effects/edict.py)
                for who, one in made["sacrifices"].items():
                    for i, each in enumerate(one if isinstance(one, list) else [one]):  # a list: "two creatures"
                        refs.obj(each, f"{kp}.sacrifices.{who}" + (f"[{i}]" if isinstance(one, list) else ""))
            if "payers" in made and v.listof(made["payers"], f"{kp}.payers"):  # "unless they pay {2}" (effects/edict.py)
                for i, who in enumerate(made["payers"]):
                    v.choice(who, f"{kp}.payers[{i}]", tuple(refs.names))
            if "enchant" in made:  # what an Aura put into play not cast enchants (aura_entering.py, 2026 303.4f)
                refs.obj(made["enchant"], f"{kp}.enchant")
            if "energy" in made:  # "then you may pay any amount of {E}": how many paid as it resolves (energy_payment.py)
                v.integer(made["energy"], f"{kp}.energy", 0, 1000)
            if "basic_land_type" in made:  # "becomes the basic land type of your choice" (effects/type_changes.py)
                from ..effects.type_changes import BASIC_LAND_MANA
                v.choice(made["basic_land_type"], f"{kp}.basic_land_type", tuple(BASIC_LAND_MANA))
            if "new_target" in made:  # "change the target of target spell": an object, player or ability's stack id (stack_objects.py)
                refs.any(made["new_target"], f"{kp}.new_target")
            if "tap" in made and v.listof(made["tap"], f"{kp}.tap"):  # "tap any number of untapped creatures you control" (effects/tap_any_number.py)
                for i, each in enumerate(made["tap"]):
                    refs.obj(each, f"{kp}.tap[{i}]")
            if "untap_lands" in made and v.listof(made["untap_lands"], f"{kp}.untap_lands"):  # "untap up to five lands" (effects/tap_any_number.py)
                for i, each in enumerate(made["untap_lands"]):
                    refs.obj(each, f"{kp}.untap_lands[{i}]")
            made = {kind: value for kind, value in made.items() if kind not in _PICKS}
            if not made:
                continue
        chosen(v, made, kp)


# what an object's effect picks during an action, beside its "as it comes into play" choices
_PICKS = ("cards", "source", "dredge", "pay_life", "top", "search", "bottom", "untap", "unleash", "pays", "may", "proliferate", "riot", "fabricate", "modes")
_PICKS += ("cast", "mode")  # cascade and rebound (free_cast.py)
_PICKS += ("payers",)  # an edict's "unless they pay" (effects/edict.py)
_PICKS += ("devour", "amplify", "sacrifice", "tribute", "tribute_by")
_PICKS += ("exploit",)  # 702.110a (exploit.py)
_PICKS += ("enlist",)  # 702.154a (enlist.py)
_PICKS += ("exert",)  # 2026 701.43d (exert.py)
_PICKS += ("madness", "cipher")  # 2007 502.24a: false, the discarded card goes to the graveyard (madness.py)
_PICKS += ("flip", "roll")  # 511.1 / 705.2: "won" or "lost" (effects/coin_flip.py); 706.1a: a die's result (effects/die_roll.py)
_PICKS += ("piles",)  # Fact or Fiction: the cards of one of the two piles (effects/digging.py)
_PICKS += ("card_name",)  # "Choose a nonland card name" as the spell resolves (effects/card_names.py)
_PICKS += ("ring_bearer",)  # 2026 701.54a: the creature chosen as the Ring tempts its player (the_ring.py)
_PICKS += ("mana",)  # the mana a triggered ability adds, chosen as it resolves (effects/mana.py given_choice)
_PICKS += ("sacrifices",)  # an edict: {"player name": "creature id"} (effects/edict.py, 2026 101.4)
_PICKS += ("enchant",)  # an Aura put into play other than by resolving: what it enchants (aura_entering.py, 2026 303.4f)
_PICKS += ("energy",)  # "you may pay any amount of {E}": the number paid (energy_payment.py, 2026 608.2d)
_PICKS += ("basic_land_type",)  # "the basic land type of your choice", chosen as the effect is applied (effects/type_changes.py)
_PICKS += ("new_target",)  # "Change the target of target spell with a single target" (effects/stack_objects.py, 2026 115.7a)
_PICKS += ("tap", "untap_lands")  # "tap any number of untapped creatures you control": the ones tapped (effects/tap_any_number.py, 2026 608.2d)


def chosen(v: Checker, made, path: str) -> None:
    """One permanent's choices: {"color": "red"} and/or {"creature_type": "Goblin"}."""
    if v.obj(made, path, ("color", "creature_type")):
        if not made:
            v.err(path, 'needs "color" or "creature_type"')
        if "color" in made:
            v.choice(made["color"], f"{path}.color", COLORS)
        if "creature_type" in made:
            v.string(made["creature_type"], f"{path}.creature_type")
