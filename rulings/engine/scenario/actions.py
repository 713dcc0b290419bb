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
    if not v.obj(pay, path, ("sacrifice", "mana", "discard", "tap", "convoke", "delve", "improvise", "crew", "buyback", "warp", "prototype",
                             "alternative", "return", "exile", "reveal", "offspring", "squad", "bargain", "assist", "casualty", "conspire", "gift", "replicate", "remove_counters",
                             "remove_from", "splice")):
        return
    if "warp" in pay:  # the warp cost is paid rather than the mana cost (2026 702.185a)
        v.boolean(pay["warp"], f"{path}.warp")
    if "alternative" in pay:  # an alternative cost paid rather than the mana cost (2026 118.9: dash, blitz)
        from ..alternative_costs import KEYWORDS as ALTERNATIVES
        v.choice(pay["alternative"], f"{path}.alternative", ALTERNATIVES)
    if "prototype" in pay:  # cast prototyped (2026 702.160a, 718.3)
        v.boolean(pay["prototype"], f"{path}.prototype")
    if "buyback" in pay:  # the buyback cost is paid too (502.16a; 2026 702.27a)
        v.boolean(pay["buyback"], f"{path}.buyback")
    if "bargain" in pay:  # the permanent sacrificed to bargain (2026 702.166a)
        refs.obj(pay["bargain"], f"{path}.bargain")
    if "remove_from" in pay:  # the creature a counter is removed from (creature_counter_costs.py)
        refs.obj(pay["remove_from"], f"{path}.remove_from")
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
    for key in ("sacrifice", "discard", "tap", "delve", "improvise", "crew", "convoke", "return", "exile", "casualty", "conspire", "splice",
                "reveal"):  # reveal: a card revealed from the hand for an additional cost (reveal_costs.py)  # splice: cards revealed from the hand (702.47a)  # return: ninjutsu (702.49a); exile: escape (702.138a)
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
            from ..dungeons import is_source_key  # a player's dungeon's room abilities (2026 309.4c)
            from ..initiative import is_source_key as is_initiative_key  # the initiative's abilities (2026 726.2)
            if not refs.known(k) and not is_source_key(k, refs.names) and not is_initiative_key(k, refs.names):
                v.err(kp, f'no object "{k}"')
            if v.listof(lst, kp):
                if lst and all(isinstance(t, list) for t in lst):  # one list for each of its triggered abilities, in stack order
                    for j, one in enumerate(lst):
                        for i, t in enumerate(one):
                            refs.any(t, f"{kp}[{j}][{i}]")
                    continue
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
        from ..dungeons import is_source_key  # a room ability of a player's dungeon (Throne of the Dead Three's card)
        from ..initiative import is_source_key as is_initiative_key  # the initiative's venture (2026 726.2)
        if not refs.known(k) and not is_source_key(k, refs.names) and not is_initiative_key(k, refs.names):
            v.err(kp, f'no object "{k}"')
        if isinstance(made, dict) and any(kind in made for kind in _PICKS):
            for kind, check in _PICK_CHECKS.items():
                if kind in made:
                    check(v, refs, made[kind], f"{kp}.{kind}")
            made = {kind: value for kind, value in made.items() if kind not in _PICKS}
            if not made:
                continue
        chosen(v, made, kp)


def _objects(v: Checker, refs: _Refs, value, p: str) -> None:
    if v.listof(value, p):
        for i, one in enumerate(value):
            refs.obj(one, f"{p}[{i}]")


def _objects_or_players(v: Checker, refs: _Refs, value, p: str) -> None:
    if v.listof(value, p):
        for i, one in enumerate(value):
            refs.any(one, f"{p}[{i}]")


def _integer(lo: int, hi: int):
    return lambda v, refs, value, p: v.integer(value, p, lo, hi)


def _one_of(values: tuple):
    return lambda v, refs, value, p: v.choice(value, p, values)


def _modes(v: Checker, refs: _Refs, value, p: str) -> None:  # a modal triggered ability's modes (603.3c / 410.4)
    if v.listof(value, p):
        for i, mode in enumerate(value):
            v.integer(mode, f"{p}[{i}]", 0, 100)


def _payers(v: Checker, refs: _Refs, value, p: str) -> None:  # "unless they pay {2}" (effects/edict.py)
    if v.listof(value, p):
        for i, who in enumerate(value):
            v.choice(who, f"{p}[{i}]", tuple(refs.names))


def _per_player(v: Checker, refs: _Refs, value, p: str) -> None:
    """{"player name": "id"} or, for "two creatures", {"player name": ["id", "id"]}: each player's pick."""
    if v.obj(value, p, tuple(refs.names)):
        for who, one in value.items():
            for i, each in enumerate(one if isinstance(one, list) else [one]):
                refs.obj(each, f"{p}.{who}" + (f"[{i}]" if isinstance(one, list) else ""))


def _basic_land_type(v: Checker, refs: _Refs, value, p: str) -> None:
    from ..effects.type_changes import BASIC_LAND_MANA
    v.choice(value, p, tuple(BASIC_LAND_MANA))


_BOOLEAN = lambda v, refs, value, p: v.boolean(value, p)  # noqa: E731
_OBJECT = lambda v, refs, value, p: refs.obj(value, p)  # noqa: E731
_STRING = lambda v, refs, value, p: v.string(value, p)  # noqa: E731
_PLAYER = lambda v, refs, value, p: v.choice(value, p, tuple(refs.names))  # noqa: E731

#: what an object's effect picks during an action, beside its "as it comes into play" choices, and
#: how each is checked (in this order, so the first error named stays the same)
_PICK_CHECKS = {
    "cards": _objects,  # the cards it returns or makes a player discard, in order (419.9b's example)
    "source": _OBJECT,  # the source of a "source of your choice" shield (419.8a)
    "dredge": _BOOLEAN,  # whether its owner dredges it (502.47a)
    "pay_life": _BOOLEAN,  # whether its controller pays life as it comes into play (a shock land)
    "reveal": _OBJECT,  # the card revealed from the hand as it comes into play (a Snarl: entering_conditions.py)
    "reveals": _objects,  # the cards a player reveals from their hand of their choice (reveal_hand's `reveals`, Blackmail)
    "search": _BOOLEAN,  # "you may search your library": false declines (no search, no shuffle)
    "proliferate": _objects_or_players,  # 701.34a
    "top": _objects, "bottom": _objects, "piles": _objects,  # put back on top (scry, surveil) or on the bottom, top-most first; Fact or Fiction's pile
    "untap": _BOOLEAN,  # "You may choose not to untap [it] during your untap step": false keeps it tapped
    "unleash": _BOOLEAN,  # 702.98a: true, it enters with an additional +1/+1 counter
    "fabricate": _BOOLEAN,  # 702.123a: true, the +1/+1 counters; false, the Servo tokens
    "endure": _BOOLEAN,  # 2026 701.63a: true, the +1/+1 counters; false, the Spirit token (endure.py)
    "riot": _BOOLEAN,  # 702.136a: true, an additional +1/+1 counter; false, haste
    "devour": _objects, "amplify": _objects, "sacrifice": _objects,  # 702.82a; 502.27a / 702.38a; annihilator's permanents (702.86a)
    "exploit": _OBJECT,  # 702.110a: the creature sacrificed to exploit
    "enlist": _OBJECT,  # 702.154a: the creature an attacker with enlist taps (declare_attackers)
    "dungeon": _STRING, "room": _STRING,  # 2026 701.49a-b: the dungeon card chosen, the room an arrow leads to (dungeons.py)
    "exert": _BOOLEAN,  # 2026 701.43d: true, the attacker is exerted as it attacks (exert.py)
    "tribute": _BOOLEAN,  # 702.104a: true, the chosen opponent puts the +1/+1 counters on it
    "tribute_by": _STRING,  # 702.104a: the opponent chosen (a player's name)
    "pays": _BOOLEAN,  # "counter unless its controller pays"
    "cipher": _OBJECT,  # 2026 702.99a: the creature the resolving spell's card is encoded on (cipher.py)
    "ring_bearer": _OBJECT,  # 2026 701.54a: the creature chosen as Ring-bearer (the_ring.py)
    "madness": _BOOLEAN,  # 2007 502.24a: whether the discarded card is removed from the game (madness.py)
    "miracle": _BOOLEAN,  # 2026 702.94a: whether the card drawn is revealed for its miracle (miracle.py)
    "may": _BOOLEAN,
    "mana": _STRING,  # "add one mana of any color" as a triggered ability resolves: "G" (or "RG" for a combination)
    "card_name": _STRING,  # the card name chosen as the spell or ability resolves (effects/card_names.py)
    "flip": _one_of(("won", "lost")),  # 511.1 / 705.2: how the coin flip went (effects/coin_flip.py)
    "roll": _integer(*BOUNDS["die_result"]),  # 2026 706.1a, 706.2: the die's natural result (effects/die_roll.py)
    "cast": _BOOLEAN,  # cascade, rebound: true casts the card without paying its mana cost (free_cast.py)
    "mode": _integer(0, 9),  # the mode of a modal spell cast that way
    "modes": _modes,
    "sacrifices": _per_player,  # an edict: each player's creature (effects/edict.py, 2026 101.4)
    "payers": _payers,
    "enchant": _OBJECT,  # what an Aura put into play not cast enchants (aura_entering.py, 2026 303.4f)
    "energy": _integer(0, 1000),  # "then you may pay any amount of {E}": how many paid (energy_payment.py, 2026 608.2d)
    "basic_land_type": _basic_land_type,  # "becomes the basic land type of your choice" (effects/type_changes.py)
    "new_target": lambda v, refs, value, p: refs.any(value, p),  # "change the target of target spell": an object, player or stack id (stack_objects.py)
    "tap": _objects, "untap_lands": _objects,  # "tap any number of untapped creatures you control", "untap up to five lands" (effects/tap_any_number.py)
    "chosen_number": _integer(0, 1000),  # "Choose a number between 0 and 13" (effects/chosen_number.py)
    "chosen_permanent": _OBJECT,  # "Target opponent chooses a creature they control" (effects/chosen_permanent.py)
    "chosen_one": _OBJECT,  # "That player sacrifices one of them of their choice" (effects/one_of_two.py)
    "chosen_player": _PLAYER,  # "Choose an opponent" (effects/chosen_player.py)
    "chosen_permanents": _per_player,  # "Each player chooses a creature they control" (effects/chosen_permanent.py)
    "learn": _objects,  # 2026 701.48a: the card discarded or the Lesson brought in (outside_the_game.py)
    "blight": _OBJECT,  # 2026 701.68a: the creature you control that is blighted (blight.py)
    "pair_with": _OBJECT,  # 2026 702.95a: the creature soulbond pairs the entering one with (soulbond.py)
    "x": _integer(0, 1000),  # "you may pay {X}. If you do, ...": the X chosen as it resolves (effects/pay_x.py, 2026 107.3f)
    "search_library": _BOOLEAN,  # "search your library and/or graveyard": false searches the graveyard alone (search_library_and_graveyard.py)
}
_PICK_CHECKS["chosen_ability"] = _integer(0, 9)  # "gains your choice of flying, deathtouch, or lifelink": which, from 0 (effects/ability_choice.py)
_PICK_CHECKS["chosen_pump"] = _integer(0, 9)  # "gets +1/-1 or -1/+1 until end of turn": which, from 0 (effects/ability_choice.py)
_PICK_CHECKS["put_rest"] = _BOOLEAN  # a dig's "If you don't put the card into your hand, you may put it ...": true moves it (effects/digging.py)


def _colors_chosen(v: Checker, refs: _Refs, value, p: str) -> None:
    """ "becomes the color or colors of your choice": one to five different colors (effects/colors_of_choice.py)."""
    if v.listof(value, p):
        if not value or len(set(map(str, value))) != len(value):
            v.err(p, 'is one or more different colors ("red")')
        for i, color in enumerate(value):
            v.choice(color, f"{p}[{i}]", COLORS)


_PICK_CHECKS["colors"] = _colors_chosen
_PICK_CHECKS["onto_battlefield"] = _OBJECT  # Cultivate: which found card goes onto the battlefield (effects/library.py)
_PICK_CHECKS["untap_only"] = _objects  # "Players can't untap more than one creature during their untap steps": which ones untap (untap_limits.py)
_PICKS = tuple(_PICK_CHECKS)


def chosen(v: Checker, made, path: str) -> None:
    """One permanent's choices: {"color": "red"} and/or {"creature_type": "Goblin"}."""
    if v.obj(made, path, ("color", "creature_type")):
        if not made:
            v.err(path, 'needs "color" or "creature_type"')
        if "color" in made:
            v.choice(made["color"], f"{path}.color", COLORS)
        if "creature_type" in made:
            v.string(made["creature_type"], f"{path}.creature_type")
