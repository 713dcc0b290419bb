"""Loading a scenario: the document's top level, its players, turn and
objects; cards and actions are checked by their own modules.

`load_scenario(data)` checks everything and raises ScenarioError listing
every problem with its field path; it never raises anything else, whatever
JSON-like value it is given. This is the real validator: the JSON Schema in
scenario.schema.json documents the same format for other tools.
"""
from __future__ import annotations

from ..pt_counters import KINDS as PT_KINDS  # "+2/+2", "-0/-1" counters (pt_counters.py)

import copy
import json
from dataclasses import dataclass

from ..cards import CARD_LIBRARY
from ..errors import FieldError, ScenarioError
from . import cards, format2
from .actions import validate_action
from .fields import Checker, is_int
from .names import CardLookup, resolve_names
from .nesting import MAX_NESTING, too_deep, value_nesting
from .vocabulary import BOUNDS, MAX_ACTIONS, MAX_OBJECTS, PHASES, RULES_EDITIONS, SCENARIO_DIR, STEPS_OF_PHASE, ZONES
from ..named_counters import KINDS as NAMED_KINDS  # quest, verse counters (named_counters.py)

OBJECT_FIELDS = ("id", "card", "owner", "controller", "zone", "tapped", "damage", "counters",
                 "arrived_this_turn", "face_down", "attached_to", "attacking", "attacking_planeswalker", "blocking", "token", "chosen", "flipped",
                 "under_control_since_last_upkeep")
OBJECT_FIELDS += ("paired_with",)  # soulbond's pair, made before the scenario starts (2026 702.95b; soulbond.py)
OBJECT_FIELDS += ("begin_on_battlefield", "reveal_from_opening_hand")  # a card of the opening hand that begins the game on the battlefield (outside_the_game.py)
IN_PLAY_ONLY = ("tapped", "damage", "controller", "attached_to", "arrived_this_turn", "face_down", "attacking", "attacking_planeswalker", "blocking", "chosen",
                "flipped", "under_control_since_last_upkeep", "paired_with")
OBJECT_FIELDS += ("entered_this_turn",)  # it entered the battlefield earlier this turn (power_up.py)
IN_PLAY_ONLY += ("entered_this_turn",)
OBJECT_FIELDS += ("transformed",)  # a double-faced permanent with its back face up (2026 712.8e; double_faced.py)
IN_PLAY_ONLY += ("transformed",)


@dataclass(frozen=True)
class Scenario:
    """A validated scenario; `data` is a private copy of the input dict."""

    data: dict
    given: dict | None = None  # a format 2 document as given (`data` is its format 1 form)

    @property
    def format(self) -> int:
        return 2 if self.given is not None else 1

    @property
    def given_actions(self) -> list[dict]:
        """The actions in the document's own words (format 2's, or format 1's)."""
        return (self.given or self.data)["actions"]

    @property
    def name(self) -> str:
        return self.data["name"]

    @property
    def actions(self) -> list[dict]:
        return self.data["actions"]


def load_scenario(data, cards: CardLookup | None = None) -> Scenario:
    """Validate a scenario dict; raise ScenarioError listing every error.
    `cards` looks up a card name the engine's own cards don't know (names.py)."""
    if format2.is_format2(data):  # names are resolved in its format 1 form (compiled cards speak format 1)
        depth = value_nesting(data)
        if depth > MAX_NESTING:
            raise too_deep(depth)
        return _load_format2(data, cards)
    data = resolve_names(data, cards)
    depth = value_nesting(data)
    if depth > MAX_NESTING:
        raise too_deep(depth)
    try:
        v = Checker()
        validate(v, data)
    except RecursionError:
        raise ScenarioError([FieldError("", "the scenario is nested too deeply")]) from None
    if v.errors:
        raise ScenarioError(v.errors)
    try:
        return Scenario(copy.deepcopy(data))
    except RecursionError:
        raise ScenarioError([FieldError("", "the scenario is nested too deeply")]) from None


def _load_format2(data: dict, cards: CardLookup | None = None) -> Scenario:
    """A format 2 document: translated to the format 1 form the engine plays
    (scenario.format2), its card names resolved there, checked there, its
    errors told in format 2's words."""
    try:
        v = Checker()
        internal = resolve_names(format2.to_format1(data), cards)
        if value_nesting(internal) > MAX_NESTING:
            raise too_deep(value_nesting(internal))
        validate(v, internal)
        errors = [FieldError(path, message) for path, message in format2.format1_words(data)]
    except RecursionError:
        raise ScenarioError([FieldError("", "the scenario is nested too deeply")]) from None
    errors += [FieldError(format2.path_to_format2(e.path), format2.message_to_format2(e.message, e.path)) for e in v.errors]
    if errors:
        raise ScenarioError(errors)
    return Scenario(internal, copy.deepcopy(data))


def validate(v: Checker, data) -> None:
    if not v.obj(data, "", ("format", "rules", "name", "question", "description", "players", "turn", "objects", "actions", "expect"),
                 ("format", "name", "players", "turn", "objects", "actions")):
        return
    if "format" in data and (not is_int(data["format"]) or data["format"] != 1):
        v.err("format", "must be 1 or 2")
    if "rules" in data:
        v.choice(data["rules"], "rules", RULES_EDITIONS)
    v.edition = data.get("rules") if data.get("rules") in RULES_EDITIONS else "2007-02-01"
    if "name" in data:
        v.string(data["name"], "name")
    for k in ("question", "description"):
        if k in data:
            v.string(data[k], k, nonempty=False)
    names = _players(v, data["players"]) if "players" in data else []
    if "turn" in data:
        _turn(v, data["turn"], names)
    ids: dict[str, dict] = {}
    if "objects" in data and v.listof(data["objects"], "objects"):
        if len(data["objects"]) > MAX_OBJECTS:
            v.err("objects", f"must have at most {MAX_OBJECTS} objects")
        for i, o in enumerate(data["objects"]):
            _object(v, o, f"objects[{i}]", names, ids)
        turn = data.get("turn") if isinstance(data.get("turn"), dict) else {}
        _combat(v, data["objects"], turn, ids)
        _attachments(v, data["objects"], ids, names)
        _pairs(v, data["objects"], ids)
        _begin_on_battlefield(v, data)
        from ..commander import check_player_commanders  # a player's `commander` (2026 903.3)
        check_player_commanders(v, data.get("players"), ids)
    tokens = _tokens(v, data.get("objects"), names, ids)
    if "expect" in data:
        from ..expectations import validate as validate_expect
        from .actions import _Refs
        actions = len(data["actions"]) if isinstance(data.get("actions"), list) else 0
        validate_expect(v, data["expect"], "expect", names, ids, _Refs(v, names, ids, tokens).known, actions)
    if "actions" in data and v.listof(data["actions"], "actions"):
        if len(data["actions"]) > MAX_ACTIONS:
            v.err("actions", f"must have at most {MAX_ACTIONS} actions")
        else:
            for i, a in enumerate(data["actions"]):
                validate_action(v, a, f"actions[{i}]", names, ids, tokens)


from ..goad import NO_GOAD_2007  # noqa: E402
NO_BOAST_2007 = "boast (2026 702.142) is later than the February 2007 rules; play this scenario under the 2026-06-19 rules"
NO_EXHAUST_2007 = "exhaust (2026 702.177) is later than the February 2007 rules; play this scenario under the 2026-06-19 rules"
from ..earthbend import NO_EARTHBEND_2007  # noqa: E402
NO_REINFORCE_2007 = "reinforce (2026 702.77) is later than the February 2007 rules; play this scenario under the 2026-06-19 rules"


def _goads_statically(abilities) -> bool:
    from ..goaded_statically import grants_goaded  # "Enchanted creature ... is goaded" (goaded_statically.py)
    return grants_goaded(abilities)


def _later_than_2007(card: dict) -> list[str]:
    """Why a card's trigger events and instructions later than February 2007 can't be played under those rules:
    crimes (2026 700.13), expend (700.14), blight (701.68), encore (702.141), level up (702.87, 711), Sagas (714), station (702.184, 721), prototype (702.160, 718)."""
    from .. import blight, commander, crimes, encore, expend, levelers, power_up, prototype, sagas, stations, void_condition
    from .. import descended, roles
    abilities = card.get("abilities") if isinstance(card, dict) else None
    if not isinstance(abilities, list):
        return []  # a malformed card: its own checks name what is wrong
    events = {ab["trigger"].get("event") for ab in abilities if isinstance(ab, dict) and isinstance(ab.get("trigger"), dict)}
    done = {st.get("do") for st in cards.instructions(card)}
    return ([why for event, why in (("commits_crime", crimes.NO_CRIMES_2007), ("expends", expend.NO_EXPEND_2007)) if event in events]
            + [why for do, why in (("blight", blight.NO_BLIGHT_2007), ("encore", encore.NO_ENCORE_2007)) if do in done]
            + ([levelers.NO_LEVELS_2007] if "levels" in card or "level_up" in done else [])
            + ([commander.NO_COMMANDER_2007] if commander.uses_commander_words(card) else [])
            + ([sagas.NO_SAGAS_2007] if "chapter" in events else [])
            + ([prototype.NO_PROTOTYPE_2007] if "prototype" in card else [])
            + ([NO_REINFORCE_2007] if any(isinstance(ab, dict) and ab.get("reinforce") for ab in abilities) else [])
            + ([NO_EXHAUST_2007] if any(isinstance(ab, dict) and ab.get("exhaust") for ab in abilities) else [])
            + ([power_up.NO_POWER_UP_2007] if any(isinstance(ab, dict) and ab.get("power_up") for ab in abilities) else [])
            + ([NO_BOAST_2007] if any(isinstance(ab, dict) and ab.get("boast") for ab in abilities) else [])
            + ([NO_GOAD_2007] if "goad" in done or _goads_statically(abilities) else [])
            + ([NO_EARTHBEND_2007] if "earthbend" in done else [])  # 2026 701.66 (earthbend.py)
            + ([void_condition.NO_VOID_2007] if void_condition.asks_void(card) else [])  # 2026 702.185c (void_condition.py)
            + ([descended.NO_DESCEND_2007] if descended.asks_descended(card) else [])  # 2026 700.11 (descended.py)
            + ([roles.NO_ROLES_2007] if roles.creates_a_role(card) else [])  # 2026 111.10j-r, 303.7 (roles.py)
            + ([stations.NO_STATION_2007] if "stations" in card or any(isinstance(ab, dict) and ab.get("keyword") == "station"
                                                                        for ab in abilities) else []))


def _tokens(v: Checker, objects, names: list, ids: dict) -> frozenset:
    """The ids of the tokens the scenario's cards can put into play (216.1);
    none may be an object's id or a player's name."""
    found: set = set()
    for i, o in enumerate(objects if isinstance(objects, list) else ()):
        if not isinstance(o, dict):
            continue
        c = o.get("card")
        card = CARD_LIBRARY.get(c) if isinstance(c, str) else c
        for tid in sorted(cards.declared_tokens(card)) if card is not None else ():
            if tid in ids or tid in names:
                v.err(f"objects[{i}].card", f'its token id "{tid}" is already an object\'s id or a player\'s name')
            found.add(tid)
    from ..copy_ids import copy_ids  # a copy of a spell: "<spell id>_copy", "-2"... (effects/copies.put_copy)
    found |= copy_ids(objects, ids, names)
    return frozenset(found)


def _players(v: Checker, players) -> list[str]:
    names: list[str] = []
    if not v.listof(players, "players"):
        return names
    if len(players) < 2:
        v.err("players", "must list at least two players")
    if len(players) > 8:
        v.err("players", "must list at most eight players")
    for i, p in enumerate(players):
        path = f"players[{i}]"
        if v.obj(p, path, ("name", "life", "poison", "energy", "monarch", "dealt_damage_this_turn", "cards_drawn_this_turn", "speed",
                             "attacked_this_turn", "spells_cast_this_turn", "mana_spent_on_spells_this_turn", "gained_life_this_turn", "lost_life_this_turn",
                             "permanent_left_this_turn", "noncreature_spells_cast_this_turn", "commander", "initiative",
                             "spells_cast_last_turn", "lost_life_last_turn"), ("name",)):
            if "name" in p and v.string(p["name"], f"{path}.name"):
                if p["name"] in names:
                    v.err(f"{path}.name", f'duplicate player name "{p["name"]}"')
                names.append(p["name"])
            if "life" in p:
                v.integer(p["life"], f"{path}.life", *BOUNDS["life"])
            if "dealt_damage_this_turn" in p:  # bloodthirst: the player was dealt damage earlier this turn
                v.boolean(p["dealt_damage_this_turn"], f"{path}.dealt_damage_this_turn")
            if "attacked_this_turn" in p:  # raid: the player attacked earlier this turn (raid.py)
                v.boolean(p["attacked_this_turn"], f"{path}.attacked_this_turn")
            for k in ("lost_life_this_turn", "permanent_left_this_turn", "lost_life_last_turn"):  # earlier this turn (revolt too); last turn
                if k in p:
                    v.boolean(p[k], f"{path}.{k}")
            if "gained_life_this_turn" in p and type(p["gained_life_this_turn"]) is not bool:  # true, or how much life
                v.integer(p["gained_life_this_turn"], f"{path}.gained_life_this_turn", 1, BOUNDS["life"][1])
            if "noncreature_spells_cast_this_turn" in p:
                v.integer(p["noncreature_spells_cast_this_turn"], f"{path}.noncreature_spells_cast_this_turn", 0, 100)
            if "spells_cast_last_turn" in p:  # the werewolves' "last turn": the spells the player cast in the turn before the scenario's
                v.integer(p["spells_cast_last_turn"], f"{path}.spells_cast_last_turn", *BOUNDS["spells_cast_this_turn"])
            if "spells_cast_this_turn" in p:  # "your second spell each turn": the spells cast before the scenario starts
                v.integer(p["spells_cast_this_turn"], f"{path}.spells_cast_this_turn", *BOUNDS["spells_cast_this_turn"])
            if "mana_spent_on_spells_this_turn" in p:  # expend (expend.py)
                v.integer(p["mana_spent_on_spells_this_turn"], f"{path}.mana_spent_on_spells_this_turn", *BOUNDS["spells_cast_this_turn"])
            if "cards_drawn_this_turn" in p:  # "your second card each turn": the cards drawn before the scenario starts
                v.integer(p["cards_drawn_this_turn"], f"{path}.cards_drawn_this_turn", *BOUNDS["cards_drawn_this_turn"])
            if "poison" in p:  # poison counters the player has as the scenario starts (420.5h)
                v.integer(p["poison"], f"{path}.poison", *BOUNDS["poison"])
            if "energy" in p:  # energy counters the player has as the scenario starts (2026: 107.14)
                v.integer(p["energy"], f"{path}.energy", *BOUNDS["poison"])
            if "speed" in p and v.integer(p["speed"], f"{path}.speed", *BOUNDS["speed"]) and v.edition == "2007-02-01":
                v.err(f"{path}.speed", "the February 2007 rules have no speed (2026 702.179); play this scenario under the 2026-06-19 rules")
            if "monarch" in p and v.boolean(p["monarch"], f"{path}.monarch") and p["monarch"]:
                from ..monarch import NO_MONARCH_2007
                if v.edition == "2007-02-01":
                    v.err(f"{path}.monarch", NO_MONARCH_2007)
                elif any(isinstance(q, dict) and q.get("monarch") is True for q in players[:i]):
                    v.err(f"{path}.monarch", "only one player can be the monarch at a time (725.3)")
            if "initiative" in p and v.boolean(p["initiative"], f"{path}.initiative") and p["initiative"]:
                from ..initiative import NO_INITIATIVE_2007
                if v.edition == "2007-02-01":
                    v.err(f"{path}.initiative", NO_INITIATIVE_2007)
                elif any(isinstance(q, dict) and q.get("initiative") is True for q in players[:i]):
                    v.err(f"{path}.initiative", "only one player can have the initiative at a time (2026 726.3)")
    return names


def _turn(v: Checker, t, names: list) -> None:
    if not v.obj(t, "turn", ("number", "active_player", "phase", "step", "priority_player", "spells_played", "creatures_died",
                                  "creatures_died_of_subtype", "day_night"),
                 ("active_player", "phase")):
        return
    if "number" in t:
        v.integer(t["number"], "turn.number", *BOUNDS["turn_number"])
    if "spells_played" in t:
        v.integer(t["spells_played"], "turn.spells_played", *BOUNDS["spells_played"])
    if "creatures_died" in t:  # creatures that died earlier this turn, for morbid (morbid.py)
        v.integer(t["creatures_died"], "turn.creatures_died", *BOUNDS["creatures_died"])
    if "day_night" in t and v.choice(t["day_night"], "turn.day_night", ("day", "night")) and v.edition == "2007-02-01":
        v.err("turn.day_night", "day and night are later than the February 2007 rules (2026: 731); play this scenario under the 2026-06-19 rules")
    if "creatures_died_of_subtype" in t:  # {"Zubera": 2}: of those, how many of a creature type (died_subtypes.py)
        _died_of_subtype(v, t)
    for k in ("active_player", "priority_player"):
        if k in t and v.string(t[k], f"turn.{k}") and t[k] not in names:
            v.err(f"turn.{k}", f'no player "{t[k]}"')
    if "phase" in t and v.choice(t["phase"], "turn.phase", PHASES):
        steps = STEPS_OF_PHASE[t["phase"]]
        if t.get("step") not in steps:
            if steps == (None,):
                v.err("turn.step", f"must be null: the {t['phase']} has no steps")
            else:
                v.err("turn.step", f"must be one of {', '.join(steps)} in the {t['phase']} phase")


def _object(v: Checker, o, path: str, names: list, ids: dict) -> None:
    if not v.obj(o, path, OBJECT_FIELDS, ("id", "card", "owner", "zone")):
        return
    if "id" in o and v.string(o["id"], f"{path}.id"):
        if o["id"] in ids:
            v.err(f"{path}.id", f'duplicate object id "{o["id"]}"')
        elif o["id"] in names:
            v.err(f"{path}.id", f'"{o["id"]}" is already a player\'s name')
        else:
            ids[o["id"]] = o
    if "card" in o:
        c = o["card"]
        if isinstance(c, str):
            if c not in CARD_LIBRARY:
                v.err(f"{path}.card", f'no card "{c}" in the card library (define it inline instead, or name a card of the card pool)')
        else:
            cards.card(v, c, f"{path}.card")
            if isinstance(c, dict) and isinstance(c.get("types"), list) and "Planeswalker" in c["types"] and v.edition == "2007-02-01":
                from ..planeswalkers import NO_PLANESWALKERS_2007
                v.err(f"{path}.card", NO_PLANESWALKERS_2007)
            if v.edition == "2007-02-01" and cards.gives_an_emblem(c):
                from ..emblems import NO_EMBLEMS_2007
                v.err(f"{path}.card", NO_EMBLEMS_2007)
            if v.edition == "2007-02-01" and any(st.get("do") == "the_ring_tempts_you" for st in cards.instructions(c)):
                from ..the_ring import NO_RING_2007
                v.err(f"{path}.card", NO_RING_2007)
            from ..dungeons import NO_DUNGEONS_2007, names_dungeons
            if v.edition == "2007-02-01" and names_dungeons(c, cards.instructions(c)):
                v.err(f"{path}.card", NO_DUNGEONS_2007)
            from ..initiative import names_initiative
            if v.edition == "2007-02-01" and names_initiative(c, cards.instructions(c)):
                from ..initiative import NO_INITIATIVE_2007
                v.err(f"{path}.card", NO_INITIATIVE_2007)
            from ..double_faced import NO_DOUBLE_FACED_2007, names_back_face
            if v.edition == "2007-02-01" and (names_back_face(c) or any(st.get("do") == "transform" or st.get("transformed")
                                                                         for st in cards.instructions(c))):
                v.err(f"{path}.card", NO_DOUBLE_FACED_2007)
            if v.edition == "2007-02-01" and cards.makes_a_monarch(c):
                from ..monarch import NO_MONARCH_2007
                v.err(f"{path}.card", NO_MONARCH_2007)
            from ..party import NO_PARTY_2007, names_party  # "for each creature in your party" (2026 700.8)
            if v.edition == "2007-02-01" and names_party(c):
                v.err(f"{path}.card", NO_PARTY_2007)
            from ..devotion import NO_DEVOTION_2007, names_devotion  # "your devotion to green" (2026 700.5)
            if v.edition == "2007-02-01" and names_devotion(c):
                v.err(f"{path}.card", NO_DEVOTION_2007)
            if v.edition == "2007-02-01" and (later := sorted(cards.attaching_keywords(c))):
                v.err(f"{path}.card", f"{later[0].replace('_', ' ')} is later than the February 2007 rules (2026: "
                                      f"{ {'living_weapon': '702.92', 'for_mirrodin': '702.163', 'job_select': '702.182', 'equip_quality': '702.6c', 'reconfigure': '702.151'}[later[0]]}); play this scenario under the 2026-06-19 rules")
            if v.edition == "2007-02-01":
                for why in _later_than_2007(c):
                    v.err(f"{path}.card", why)
            if v.edition == "2007-02-01" and (later := sorted(cards.token_copy_keywords(c))):
                v.err(f"{path}.card", f"{later[0]} is later than the February 2007 rules (2026: "
                                      f"{'702.128' if later[0] == 'embalm' else '702.129'}); play this scenario under the 2026-06-19 rules")
        from ..myriad import refusal as myriad_refusal  # myriad only in a game of two players (702.116a)
        if (why := myriad_refusal(CARD_LIBRARY.get(c) if isinstance(c, str) else c, len(names))):
            v.err(f"{path}.card", why)
        from ..encore import refusal as encore_refusal  # encore only in a game of two players (702.141a)
        if (why := encore_refusal(CARD_LIBRARY.get(c) if isinstance(c, str) else c, len(names))):
            v.err(f"{path}.card", why)
        if v.edition == "2007-02-01" and isinstance(c, (dict, str)):
            from ..later_counters import kinds_in, refused_2007
            found = sorted(kinds_in(c if isinstance(c, dict) else CARD_LIBRARY.get(c) or {}))
            if found:
                v.err(f"{path}.card", refused_2007(found[0]))
    for k in ("owner", "controller"):
        if k in o and v.string(o[k], f"{path}.{k}") and o[k] not in names:
            v.err(f"{path}.{k}", f'no player "{o[k]}"')
    if "zone" in o:
        from ..state import OUTSIDE_THE_GAME
        v.choice(o["zone"], f"{path}.zone", ZONES + (OUTSIDE_THE_GAME,))  # a sideboard card: 2026 400.11a
    for k in ("tapped", "arrived_this_turn", "face_down", "token", "flipped", "under_control_since_last_upkeep", "entered_this_turn", "transformed"):
        if k in o:
            v.boolean(o[k], f"{path}.{k}")
    if o.get("token") is True and o.get("zone") != "in_play":
        v.err(f"{path}.token", "a token can only start in play: in any other zone it ceases to exist (216.3)")
    if "damage" in o:
        v.integer(o["damage"], f"{path}.damage", *BOUNDS["damage"])
    if "counters" in o and v.obj(o["counters"], f"{path}.counters", ("+1/+1", "-1/-1", "time", "loyalty", "age", "fade", "shield", "stun", "spore", "oil", "storage", "depletion", "level", "lore", "charge", "finality", *NAMED_KINDS, *PT_KINDS)):
        for k, n in o["counters"].items():
            v.integer(n, f"{path}.counters.{k}", *BOUNDS["counters"])
            if k in ("shield", "stun", "level", "lore", "finality") and v.edition == "2007-02-01":
                from ..later_counters import refused_2007
                v.err(f"{path}.counters.{k}", refused_2007(k))
    if "attacking" in o:
        v.boolean(o["attacking"], f"{path}.attacking")
    if "chosen" in o:  # the "as it comes into play" choices it made before the scenario starts (419.1b)
        from .actions import chosen
        chosen(v, o["chosen"], f"{path}.chosen")
    if o.get("zone") != "in_play":
        for k in IN_PLAY_ONLY:
            if o.get(k) not in (None, False, 0):
                v.err(f"{path}.{k}", "only applies to an object in play")
    if o.get("face_down") is True:
        card = CARD_LIBRARY.get(o.get("card")) if isinstance(o.get("card"), str) else o.get("card")
        if isinstance(card, dict) and not any(isinstance(ab, dict) and ab.get("keyword") == "morph"
                                              for ab in (card.get("abilities") or []) if isinstance(card.get("abilities"), list)):
            v.err(f"{path}.face_down", "only a card with morph can be face down")
    if o.get("transformed") is True:
        card = CARD_LIBRARY.get(o.get("card")) if isinstance(o.get("card"), str) else o.get("card")
        if isinstance(card, dict) and "back" not in card:
            v.err(f"{path}.transformed", "only a double-faced card (a card with a \"back\" face) can start transformed (2026 712.8e)")
    if o.get("flipped") is True:
        card = CARD_LIBRARY.get(o.get("card")) if isinstance(o.get("card"), str) else o.get("card")
        if isinstance(card, dict) and "flip" not in card:
            v.err(f"{path}.flipped", "only a flip card (a card with a \"flip\" half) can start flipped (508.1)")


def _begin_on_battlefield(v: Checker, data: dict) -> None:
    """`"begin_on_battlefield": true`: a card of its owner's opening hand that begins the game on the
    battlefield (2026 103.6a): only at the very start of the game, and only a card that says so."""
    from ..outside_the_game import start_of_game_problem
    for i, o in enumerate(data["objects"]):
        for field in ("begin_on_battlefield", "reveal_from_opening_hand"):  # 2026 103.6a, 103.6b
            if not isinstance(o, dict) or field not in o:
                continue
            path = f"objects[{i}].{field}"
            if not v.boolean(o[field], path) or not o[field]:
                continue
            card = CARD_LIBRARY.get(o.get("card")) if isinstance(o.get("card"), str) else o.get("card")
            why = start_of_game_problem(data, o, card, field)
            if why:
                v.err(path, why)


def _combat(v: Checker, objects: list, turn: dict, ids: dict) -> None:
    """A scenario may start mid-combat: who is attacking and blocking."""
    in_combat = turn.get("phase") == "combat" and turn.get("step") in ("declare_blockers", "combat_damage", "end_of_combat")
    active = turn.get("active_player")
    for i, o in enumerate(objects):
        if not isinstance(o, dict):
            continue
        ctl = o.get("controller", o.get("owner"))
        if o.get("attacking") is True:
            if not in_combat:
                v.err(f"objects[{i}].attacking", "creatures can be attacking only from the declare blockers step to the end of combat step")
            elif isinstance(ctl, str) and ctl != active:
                v.err(f"objects[{i}].attacking", "only the active player's creatures can be attacking")
        if "attacking_planeswalker" in o and v.string(o["attacking_planeswalker"], f"objects[{i}].attacking_planeswalker"):
            # 508.1b: the planeswalker it attacks, as the scenario starts mid-combat
            pw = ids.get(o["attacking_planeswalker"])
            card = CARD_LIBRARY.get(pw.get("card")) if isinstance(pw, dict) and isinstance(pw.get("card"), str) else \
                (pw.get("card") if isinstance(pw, dict) else None)
            if o.get("attacking") is not True:
                v.err(f"objects[{i}].attacking_planeswalker", 'is only for an attacking creature ("attacking": true)')
            elif pw is None:
                v.err(f"objects[{i}].attacking_planeswalker", f'no object "{o["attacking_planeswalker"]}"')
            elif not (isinstance(card, dict) and "Planeswalker" in (card.get("types") or [])) or pw.get("zone") != "in_play":
                v.err(f"objects[{i}].attacking_planeswalker", f'"{o["attacking_planeswalker"]}" is not a planeswalker on the battlefield')
            elif isinstance(ctl, str) and pw.get("controller", pw.get("owner")) == active:
                v.err(f"objects[{i}].attacking_planeswalker", "only a planeswalker the defending player controls can be attacked")
        if "blocking" in o and v.string(o["blocking"], f"objects[{i}].blocking"):
            att = ids.get(o["blocking"])
            if att is None:
                v.err(f"objects[{i}].blocking", f'no object "{o["blocking"]}"')
            elif att.get("attacking") is not True:
                v.err(f"objects[{i}].blocking", f'"{o["blocking"]}" is not attacking')
            elif isinstance(ctl, str) and ctl == active:
                v.err(f"objects[{i}].blocking", "only the defending player's creatures can block")


def _attachments(v: Checker, objects: list, ids: dict, names: list = ()) -> None:
    for i, o in enumerate(objects):
        if isinstance(o, dict) and "attached_to" in o:
            a = o["attached_to"]
            if v.string(a, f"objects[{i}].attached_to"):
                tgt = ids.get(a)
                if tgt is None and a in names:  # a player: only an Aura that enchants players (player_auras.py)
                    from ..player_auras import card_kind
                    c = o.get("card")
                    if not card_kind(CARD_LIBRARY.get(c) if isinstance(c, str) else c):
                        v.err(f"objects[{i}].attached_to", f'"{a}" is a player: only an Aura with "Enchant player" or "Enchant opponent" can be attached to one')
                elif tgt is None:
                    v.err(f"objects[{i}].attached_to", f'no object "{a}"')
                elif tgt.get("zone") != "in_play":
                    v.err(f"objects[{i}].attached_to", f'"{a}" is not in play')


def _pairs(v: Checker, objects: list, ids: dict) -> None:
    """`paired_with`: two creatures one player controls, paired before the scenario starts (2026
    702.95b; each with one other at most, 702.95d); the other needn't say it back."""
    taken: dict = {}
    for i, o in enumerate(objects):
        if not isinstance(o, dict) or "paired_with" not in o:
            continue
        at, mate = f"objects[{i}].paired_with", o["paired_with"]
        if not v.string(mate, at):
            continue
        if v.edition == "2007-02-01":
            v.err(at, "soulbond (2026 702.95) is later than the February 2007 rules; play this scenario under the 2026-06-19 rules")
            continue
        other = ids.get(mate)
        if other is None or mate == o.get("id"):
            v.err(at, f'must be the id of another object, not "{mate}"')
        elif other.get("zone") != "in_play":
            v.err(at, f'"{mate}" is not in play')
        elif other.get("controller", other.get("owner")) != o.get("controller", o.get("owner")):
            v.err(at, f'"{mate}" has another controller: a creature is paired only with one its controller controls (702.95a)')
        elif other.get("paired_with", o.get("id")) != o.get("id") or taken.get(mate, o.get("id")) != o.get("id") \
                or taken.get(o.get("id"), mate) != mate:
            v.err(at, "a creature can be paired with only one other creature (702.95d)")
        else:
            taken[o.get("id")], taken[mate] = mate, o.get("id")


def example_scenarios(directory=SCENARIO_DIR) -> list[tuple[str, dict]]:
    """(slug, scenario dict) for every example in scenarios/*.json, sorted by slug
    (`format2_examples()`: the format 2 copies of a few, in scenarios/format_2/)."""
    out = []
    for p in sorted(directory.glob("*.json")):
        with open(p, encoding="utf-8") as fh:
            out.append((p.stem, json.load(fh)))
    return out


def format2_examples() -> list[tuple[str, dict]]:
    """(slug, document) for the format 2 copies of examples (scenarios/format_2/<slug of the original>.json)."""
    return example_scenarios(SCENARIO_DIR / "format_2")


def _died_of_subtype(v: Checker, t: dict) -> None:
    """`turn.creatures_died_of_subtype`: creature type -> how many of the creatures that died before the
    scenario starts had it (died_subtypes.py), each at most `turn.creatures_died`."""
    from ..creature_types import CREATURE_TYPES
    spec = t["creatures_died_of_subtype"]
    if not isinstance(spec, dict):
        v.err("turn.creatures_died_of_subtype", "must be an object: creature type -> how many")
        return
    most = t.get("creatures_died", 0) if isinstance(t.get("creatures_died", 0), int) else 0
    for subtype, n in spec.items():
        path = f"turn.creatures_died_of_subtype.{subtype}"
        if subtype not in CREATURE_TYPES:
            v.err(path, f"{subtype!r} is not a creature type")
        elif v.integer(n, path, *BOUNDS["creatures_died"]) and n > most:
            v.err(path, f"is more than turn.creatures_died ({most})")
