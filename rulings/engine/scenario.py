"""Loading and validating scenarios (the JSON format of SCENARIO_FORMAT.md).

`load_scenario(data)` checks everything and raises ScenarioError listing
every problem with its field path; it never raises anything else, whatever
JSON-like value it is given. This is the real validator: the JSON Schema in
scenario.schema.json documents the same format for other tools.
"""
from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from pathlib import Path

from .actions import ACTION_TYPES
from .cards import CARD_LIBRARY
from .effects import EFFECT_KINDS
from .editions import EDITIONS as _EDITIONS
from .errors import FieldError, ScenarioError
from .mana import is_valid_cost
from .protection import QUALITIES as PROTECTION_QUALITIES
from .state import PHASES, STEPS_OF_PHASE, ZONES
from .targets import TARGET_SPECS

RULES_EDITIONS = tuple(_EDITIONS)  # a scenario's "rules": the edition it is played under

SCENARIO_DIR = Path(__file__).resolve().parent / "scenarios"
SCHEMA_PATH = Path(__file__).resolve().parent / "scenario.schema.json"

CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery")
COLORS = ("white", "blue", "black", "red", "green")
KEYWORDS = ("flying", "haste", "defender", "first_strike", "double_strike", "protection", "equip", "trample", "morph", "enchant", "suspend")
TRIGGER_EVENTS = ("comes_into_play", "leaves_play", "turned_face_up", "attacks", "beginning_of_step", "tapped_for_mana")
TRIGGER_WHO = ("self", "another_creature", "any_creature")
CONDITIONS = ("your_life_exactly", "your_life_at_most", "your_hand_empty")
TIMINGS = ("instant", "sorcery", "your_upkeep")
MANA_KEYS = ("W", "U", "B", "R", "G", "C")
COUNTS = ("forests_you_control", "creatures_you_control")
STEP_NAMES = tuple(s for steps in STEPS_OF_PHASE.values() for s in steps if s)
REF_WORDS = ("self", "it", "you")


@dataclass(frozen=True)
class Scenario:
    """A validated scenario; `data` is a private copy of the input dict."""

    data: dict

    @property
    def name(self) -> str:
        return self.data["name"]

    @property
    def actions(self) -> list[dict]:
        return self.data["actions"]


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _type_name(v) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "a boolean"
    if isinstance(v, (int, float)):
        return "a number"
    if isinstance(v, str):
        return "a string"
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "an object"
    return type(v).__name__


class _V:
    def __init__(self):
        self.errors: list[FieldError] = []

    def err(self, path: str, msg: str) -> None:
        self.errors.append(FieldError(path, msg))

    def obj(self, v, path: str, allowed: tuple, required: tuple = ()) -> bool:
        if not isinstance(v, dict):
            self.err(path, f"must be an object, not {_type_name(v)}")
            return False
        for k in v:
            if not isinstance(k, str):
                self.err(path, f"has a key that is not a string: {k!r}")
            elif k not in allowed:
                self.err(f"{path}.{k}" if path else k, "unknown field")
        for k in required:
            if k not in v:
                self.err(f"{path}.{k}" if path else k, "is required")
        return True

    def string(self, v, path: str, nonempty: bool = True) -> bool:
        if not isinstance(v, str):
            self.err(path, f"must be a string, not {_type_name(v)}")
            return False
        if nonempty and not v.strip():
            self.err(path, "must not be empty")
            return False
        return True

    def integer(self, v, path: str, minimum: int | None = None, maximum: int | None = None) -> bool:
        if not _is_int(v):
            self.err(path, f"must be an integer, not {_type_name(v)}")
            return False
        if minimum is not None and v < minimum:
            self.err(path, f"must be at least {minimum}")
            return False
        if maximum is not None and v > maximum:
            self.err(path, f"must be at most {maximum}")
            return False
        return True

    def boolean(self, v, path: str) -> bool:
        if not isinstance(v, bool):
            self.err(path, f"must be true or false, not {_type_name(v)}")
            return False
        return True

    def listof(self, v, path: str) -> bool:
        if not isinstance(v, list):
            self.err(path, f"must be a list, not {_type_name(v)}")
            return False
        return True

    def choice(self, v, path: str, options) -> bool:
        if not isinstance(v, str) or v not in options:
            shown = ", ".join(f'"{o}"' for o in options)
            self.err(path, f"must be one of {shown}, not {json.dumps(v) if _jsonable(v) else _type_name(v)}")
            return False
        return True

    # --- card vocabulary ---------------------------------------------------
    def card(self, c, path: str) -> None:
        if not self.obj(c, path, ("name", "mana_cost", "types", "supertypes", "subtypes", "colors", "power",
                                  "toughness", "abilities", "targets", "effect", "modes", "text"), ("name", "types")):
            return
        if "name" in c:
            self.string(c["name"], f"{path}.name")
        if "mana_cost" in c and c["mana_cost"] is not None and not is_valid_cost(c["mana_cost"]):
            self.err(f"{path}.mana_cost", 'must be mana symbols such as "{1}{G}" or "{X}{R}"')
        types = c.get("types")
        if "types" in c and self.listof(types, f"{path}.types"):
            if not types:
                self.err(f"{path}.types", "must name at least one card type")
            for i, t in enumerate(types):
                self.choice(t, f"{path}.types[{i}]", CARD_TYPES)
        for key in ("supertypes", "subtypes"):
            if key in c and self.listof(c[key], f"{path}.{key}"):
                for i, t in enumerate(c[key]):
                    self.string(t, f"{path}.{key}[{i}]")
        if "colors" in c and self.listof(c["colors"], f"{path}.colors"):
            for i, t in enumerate(c["colors"]):
                self.choice(t, f"{path}.colors[{i}]", COLORS)
        is_creature = isinstance(types, list) and "Creature" in types
        for key in ("power", "toughness"):
            if key in c:
                self.integer(c[key], f"{path}.{key}", -100, 1000)
            elif is_creature:
                self.err(f"{path}.{key}", "is required for a creature")
        if "text" in c:
            self.string(c["text"], f"{path}.text", nonempty=False)
        if "abilities" in c and self.listof(c["abilities"], f"{path}.abilities"):
            for i, ab in enumerate(c["abilities"]):
                self.ability(ab, f"{path}.abilities[{i}]")
        ntargets = self.target_specs(c.get("targets"), f"{path}.targets") if "targets" in c else 0
        if "effect" in c:
            self.effects(c["effect"], f"{path}.effect", ntargets)
        if "modes" in c and self.listof(c["modes"], f"{path}.modes"):
            if not c["modes"]:
                self.err(f"{path}.modes", "must list at least one mode")
            for i, m in enumerate(c["modes"]):
                mp = f"{path}.modes[{i}]"
                if self.obj(m, mp, ("text", "targets", "effect"), ("effect",)):
                    n = self.target_specs(m.get("targets"), f"{mp}.targets") if "targets" in m else 0
                    if "text" in m:
                        self.string(m["text"], f"{mp}.text", nonempty=False)
                    if "effect" in m:
                        self.effects(m["effect"], f"{mp}.effect", n)

    def target_specs(self, v, path: str) -> int:
        if not self.listof(v, path):
            return 0
        for i, t in enumerate(v):
            self.choice(t, f"{path}[{i}]", tuple(TARGET_SPECS))
        return len(v)

    def ability(self, ab, path: str, depth: int = 0) -> None:
        if not isinstance(ab, dict):
            self.err(path, f"must be an object, not {_type_name(ab)}")
            return
        kind = ab.get("kind")
        if not self.choice(kind, f"{path}.kind", ("keyword", "activated", "triggered", "static")):
            return
        if kind == "keyword":
            self.obj(ab, path, ("kind", "keyword", "cost", "what", "count", "from", "text"), ("keyword",))
            if "keyword" in ab and self.choice(ab["keyword"], f"{path}.keyword", KEYWORDS):
                if ab["keyword"] == "equip":
                    if "cost" not in ab:
                        self.err(f"{path}.cost", "is required for equip")
                    elif not is_valid_cost(ab["cost"]):
                        self.err(f"{path}.cost", 'must be mana symbols such as "{1}"')
                if ab["keyword"] == "morph":
                    if "cost" not in ab:
                        self.err(f"{path}.cost", "is required for morph")
                    elif not is_valid_cost(ab["cost"]):
                        self.err(f"{path}.cost", 'must be mana symbols such as "{3}{B}{B}"')
                if ab["keyword"] == "suspend":
                    if "cost" not in ab:
                        self.err(f"{path}.cost", "is required for suspend")
                    elif not is_valid_cost(ab["cost"]):
                        self.err(f"{path}.cost", 'must be mana symbols such as "{R}"')
                    if "count" not in ab:
                        self.err(f"{path}.count", "is required for suspend (the number of time counters)")
                    else:
                        self.integer(ab["count"], f"{path}.count", 1, 100)
                if ab["keyword"] == "protection":
                    if "from" not in ab:
                        self.err(f"{path}.from", 'is required for protection: a color or a card type, such as "black"')
                    else:
                        self.choice(ab["from"], f"{path}.from", PROTECTION_QUALITIES)
                elif "from" in ab:
                    self.err(f"{path}.from", "is only for protection")
                if ab["keyword"] == "enchant" and "what" in ab:
                    self.choice(ab["what"], f"{path}.what", ("creature", "permanent", "land"))
            if "text" in ab:
                self.string(ab["text"], f"{path}.text", nonempty=False)
            return
        if kind == "activated":
            self.obj(ab, path, ("kind", "cost", "effect", "targets", "timing", "once_each_turn", "zone", "text"), ("cost", "effect"))
            if "cost" in ab and self.obj(ab["cost"], f"{path}.cost", ("mana", "tap", "sacrifice", "life")):
                cost = ab["cost"]
                if "mana" in cost and not is_valid_cost(cost["mana"]):
                    self.err(f"{path}.cost.mana", 'must be mana symbols such as "{3}{B}"')
                if "tap" in cost:
                    self.boolean(cost["tap"], f"{path}.cost.tap")
                if "sacrifice" in cost:
                    self.choice(cost["sacrifice"], f"{path}.cost.sacrifice", ("self", "creature"))
                if "life" in cost:
                    self.integer(cost["life"], f"{path}.cost.life", 0, 1000)
            n = self.target_specs(ab["targets"], f"{path}.targets") if "targets" in ab else 0
            if "effect" in ab:
                self.effects(ab["effect"], f"{path}.effect", n, depth)
            if "timing" in ab:
                self.choice(ab["timing"], f"{path}.timing", TIMINGS)
            if "once_each_turn" in ab:
                self.boolean(ab["once_each_turn"], f"{path}.once_each_turn")
            if "zone" in ab:
                self.choice(ab["zone"], f"{path}.zone", ("in_play", "graveyard"))
        elif kind == "triggered":
            self.obj(ab, path, ("kind", "trigger", "if", "effect", "targets", "text"), ("trigger", "effect"))
            if "trigger" in ab and self.obj(ab["trigger"], f"{path}.trigger", ("event", "who", "step", "whose", "what"), ("event",)):
                tr = ab["trigger"]
                if "event" in tr and self.choice(tr["event"], f"{path}.trigger.event", TRIGGER_EVENTS):
                    ev = tr["event"]
                    if ev in ("comes_into_play", "leaves_play", "turned_face_up", "attacks"):
                        if "who" not in tr:
                            self.err(f"{path}.trigger.who", "is required for this event")
                        else:
                            self.choice(tr["who"], f"{path}.trigger.who", TRIGGER_WHO)
                    if ev == "beginning_of_step":
                        if "step" not in tr:
                            self.err(f"{path}.trigger.step", "is required for beginning_of_step")
                        else:
                            self.choice(tr["step"], f"{path}.trigger.step", STEP_NAMES)
                        if "whose" in tr:
                            self.choice(tr["whose"], f"{path}.trigger.whose", ("your", "each"))
                    if ev == "tapped_for_mana" and "what" in tr:
                        self.choice(tr["what"], f"{path}.trigger.what", ("land",))
            if "if" in ab:
                self.condition(ab["if"], f"{path}.if")
            n = self.target_specs(ab["targets"], f"{path}.targets") if "targets" in ab else 0
            if "effect" in ab:
                self.effects(ab["effect"], f"{path}.effect", n, depth)
        else:
            self.obj(ab, path, ("kind", "characteristic", "affects", "gains", "is", "pump", "text"))
            if "characteristic" in ab:
                self.characteristic(ab["characteristic"], f"{path}.characteristic")
            elif "affects" in ab:
                self.choice(ab["affects"], f"{path}.affects", ("enchanted", "equipped"))
                if "gains" in ab:
                    if depth < 3:
                        self.ability(ab["gains"], f"{path}.gains", depth + 1)
                    else:
                        self.err(f"{path}.gains", "is nested too deeply")
                if "is" in ab:
                    self.characteristic(ab["is"], f"{path}.is")
                if "pump" in ab and self.obj(ab["pump"], f"{path}.pump", ("power", "toughness"), ("power", "toughness")):
                    for key in ("power", "toughness"):
                        self.integer(ab["pump"][key], f"{path}.pump.{key}", -100, 100)
                if "gains" not in ab and "is" not in ab and "pump" not in ab:
                    self.err(path, 'a static ability with "affects" needs "gains", "is" or "pump"')
            else:
                self.err(path, 'a static ability needs "characteristic" or "affects"')
        if "text" in ab:
            self.string(ab["text"], f"{path}.text", nonempty=False)

    def characteristic(self, ch, path: str) -> None:
        if not self.obj(ch, path, ("colors", "types", "power", "toughness")):
            return
        if "colors" in ch and self.listof(ch["colors"], f"{path}.colors"):
            for i, t in enumerate(ch["colors"]):
                self.choice(t, f"{path}.colors[{i}]", COLORS)
        if "types" in ch and self.listof(ch["types"], f"{path}.types"):
            for i, t in enumerate(ch["types"]):
                self.choice(t, f"{path}.types[{i}]", CARD_TYPES)
        for k in ("power", "toughness"):
            if k in ch:
                self.integer(ch[k], f"{path}.{k}", -100, 1000)

    def condition(self, cond, path: str) -> None:
        if not self.obj(cond, path, CONDITIONS):
            return
        if len(cond) != 1:
            self.err(path, "must have exactly one condition")
        for k in ("your_life_exactly", "your_life_at_most"):
            if k in cond:
                self.integer(cond[k], f"{path}.{k}", -1000, 1000)
        if "your_hand_empty" in cond:
            self.boolean(cond["your_hand_empty"], f"{path}.your_hand_empty")

    def ref(self, v, path: str, ntargets: int, players_ok: bool = True) -> None:
        if isinstance(v, str) and v.startswith("target:"):
            n = v[7:]
            if not n.isdigit() or int(n) >= ntargets:
                self.err(path, f'"{v}" refers to a target the ability doesn\'t have ({ntargets} target(s))')
            return
        self.choice(v, path, REF_WORDS + ("target:0",))

    def amount(self, v, path: str) -> None:
        if _is_int(v):
            if not (0 <= v <= 1000):
                self.err(path, "must be between 0 and 1000")
            return
        if v == "X":
            return
        if isinstance(v, dict):
            if self.obj(v, path, ("count",), ("count",)) and "count" in v:
                self.choice(v["count"], f"{path}.count", COUNTS)
            return
        self.err(path, 'must be a whole number, "X" or {"count": ...}')

    def effects(self, steps, path: str, ntargets: int, depth: int = 0) -> None:
        if not self.listof(steps, path):
            return
        for i, st in enumerate(steps):
            sp = f"{path}[{i}]"
            if not isinstance(st, dict):
                self.err(sp, f"must be an object, not {_type_name(st)}")
                continue
            if not self.choice(st.get("do"), f"{sp}.do", EFFECT_KINDS):
                continue
            do = st["do"]
            allowed = {"do"}
            if do == "damage":
                allowed |= {"amount", "to"}
                self.amount(st.get("amount", 0), f"{sp}.amount")
            elif do in ("pump", "set_pt"):
                allowed |= {"power", "toughness", "to", "until"}
                for k in ("power", "toughness"):
                    if k not in st:
                        self.err(f"{sp}.{k}", "is required")
                    else:
                        self.integer(st[k], f"{sp}.{k}", -100, 100)
            elif do == "gain_ability":
                allowed |= {"ability", "to", "until"}
                if "ability" not in st:
                    self.err(f"{sp}.ability", "is required")
                elif depth < 3:
                    self.ability(st["ability"], f"{sp}.ability", depth + 1)
                else:
                    self.err(f"{sp}.ability", "is nested too deeply")
            elif do == "lose_ability":
                allowed |= {"keyword", "to", "until"}
                if "keyword" not in st:
                    self.err(f"{sp}.keyword", "is required")
                else:
                    self.choice(st["keyword"], f"{sp}.keyword", KEYWORDS)
            elif do == "lose_all_abilities":
                allowed |= {"to", "until"}
            elif do == "set_types":
                allowed |= {"types", "to", "until"}
                if self.listof(st.get("types"), f"{sp}.types"):
                    for j, t in enumerate(st["types"]):
                        self.choice(t, f"{sp}.types[{j}]", CARD_TYPES)
            elif do == "add_mana":
                allowed |= {"mana"}
                if not is_valid_cost(st.get("mana")) or "X" in st.get("mana", ""):
                    self.err(f"{sp}.mana", 'must be mana symbols such as "{B}{B}{B}"')
            elif do in ("gain_life", "lose_life"):
                allowed |= {"amount", "player"}
                self.amount(st.get("amount", 0), f"{sp}.amount")
            elif do == "draw":
                allowed |= {"amount"}
                self.amount(st.get("amount", 1), f"{sp}.amount")
            elif do == "prevent_damage":
                allowed |= {"amount", "to"}
                self.amount(st.get("amount", 0), f"{sp}.amount")
            elif do == "put_into_play_from_hand":
                allowed |= {"type"}
                if "type" in st:
                    self.choice(st["type"], f"{sp}.type", CARD_TYPES)
            elif do == "delayed_trigger":
                allowed |= {"at", "refers_to", "effect", "text", "duration"}
                self.choice(st.get("at"), f"{sp}.at", ("end_of_turn", "next_upkeep"))
                if "duration" in st:
                    self.choice(st["duration"], f"{sp}.duration", ("this_turn",))
                if "text" in st:
                    self.string(st["text"], f"{sp}.text", nonempty=False)
                if depth < 3:
                    self.effects(st.get("effect"), f"{sp}.effect", 0, depth + 1)
                else:
                    self.err(f"{sp}.effect", "is nested too deeply")
            elif do == "gain_control":
                allowed |= {"what", "until"}
            elif do == "destroy":
                allowed |= {"what", "no_regenerate"}
                if "no_regenerate" in st:
                    self.boolean(st["no_regenerate"], f"{sp}.no_regenerate")
            elif do == "regenerate":
                allowed |= {"what"}
            elif do in ("counter", "sacrifice", "return_to_hand", "return_to_play", "remove_from_game", "tap", "untap"):
                allowed |= {"what"}
            for k in st:
                if k not in allowed:
                    self.err(f"{sp}.{k}", "unknown field")
            for k in ("to", "what", "refers_to", "player"):
                if k in st and k in allowed:
                    self.ref(st[k], f"{sp}.{k}", ntargets)
            if "until" in st and "until" in allowed and st["until"] is not None:
                self.choice(st["until"], f"{sp}.until", ("end_of_turn",))


def _jsonable(v) -> bool:
    try:
        json.dumps(v)
        return True
    except Exception:
        return False


def load_scenario(data) -> Scenario:
    """Validate a scenario dict; raise ScenarioError listing every error."""
    try:
        v = _V()
        _validate(v, data)
    except RecursionError:
        raise ScenarioError([FieldError("", "the scenario is nested too deeply")]) from None
    if v.errors:
        raise ScenarioError(v.errors)
    try:
        return Scenario(copy.deepcopy(data))
    except RecursionError:
        raise ScenarioError([FieldError("", "the scenario is nested too deeply")]) from None


def _validate(v: _V, data) -> None:
    if not v.obj(data, "", ("format", "rules", "name", "question", "description", "players", "turn", "objects", "actions"),
                 ("format", "name", "players", "turn", "objects", "actions")):
        return
    if "format" in data and (not _is_int(data["format"]) or data["format"] != 1):
        v.err("format", "must be 1")
    if "rules" in data:
        v.choice(data["rules"], "rules", RULES_EDITIONS)
    if "name" in data:
        v.string(data["name"], "name")
    for k in ("question", "description"):
        if k in data:
            v.string(data[k], k, nonempty=False)
    names: list[str] = []
    if "players" in data and v.listof(data["players"], "players"):
        if len(data["players"]) < 2:
            v.err("players", "must list at least two players")
        if len(data["players"]) > 8:
            v.err("players", "must list at most eight players")
        for i, p in enumerate(data["players"]):
            path = f"players[{i}]"
            if v.obj(p, path, ("name", "life"), ("name",)):
                if "name" in p and v.string(p["name"], f"{path}.name"):
                    if p["name"] in names:
                        v.err(f"{path}.name", f'duplicate player name "{p["name"]}"')
                    names.append(p["name"])
                if "life" in p:
                    v.integer(p["life"], f"{path}.life", -1000, 100000)
    if "turn" in data and v.obj(data["turn"], "turn", ("number", "active_player", "phase", "step", "priority_player"),
                                ("active_player", "phase")):
        t = data["turn"]
        if "number" in t:
            v.integer(t["number"], "turn.number", 1, 100000)
        for k in ("active_player", "priority_player"):
            if k in t and v.string(t[k], f"turn.{k}") and t[k] not in names:
                v.err(f"turn.{k}", f'no player "{t[k]}"')
        if "phase" in t and v.choice(t["phase"], "turn.phase", PHASES):
            steps = STEPS_OF_PHASE[t["phase"]]
            step = t.get("step")
            if step not in steps:
                if steps == (None,):
                    v.err("turn.step", f"must be null: the {t['phase']} has no steps")
                else:
                    v.err("turn.step", f"must be one of {', '.join(steps)} in the {t['phase']} phase")
    ids: dict[str, dict] = {}
    if "objects" in data and v.listof(data["objects"], "objects"):
        for i, o in enumerate(data["objects"]):
            path = f"objects[{i}]"
            if not v.obj(o, path, ("id", "card", "owner", "controller", "zone", "tapped", "damage", "counters",
                                   "arrived_this_turn", "face_down", "attached_to", "attacking", "blocking", "token"),
                         ("id", "card", "owner", "zone")):
                continue
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
                        v.err(f"{path}.card", f'no card "{c}" in the card library (define it inline instead)')
                else:
                    v.card(c, f"{path}.card")
            for k in ("owner", "controller"):
                if k in o and v.string(o[k], f"{path}.{k}") and o[k] not in names:
                    v.err(f"{path}.{k}", f'no player "{o[k]}"')
            if "zone" in o:
                v.choice(o["zone"], f"{path}.zone", ZONES)
            for k in ("tapped", "arrived_this_turn", "face_down", "token"):
                if k in o:
                    v.boolean(o[k], f"{path}.{k}")
            if o.get("token") is True and o.get("zone") != "in_play":
                v.err(f"{path}.token", "a token can only start in play: in any other zone it ceases to exist (216.3)")
            if "damage" in o:
                v.integer(o["damage"], f"{path}.damage", 0, 1000)
            if "counters" in o and v.obj(o["counters"], f"{path}.counters", ("+1/+1", "-1/-1", "time")):
                for k, n in o["counters"].items():
                    v.integer(n, f"{path}.counters.{k}", 0, 1000)
            if "attacking" in o:
                v.boolean(o["attacking"], f"{path}.attacking")
            if o.get("zone") != "in_play":
                for k in ("tapped", "damage", "controller", "attached_to", "arrived_this_turn", "face_down", "attacking", "blocking"):
                    if o.get(k) not in (None, False, 0):
                        v.err(f"{path}.{k}", "only applies to an object in play")
            if o.get("face_down") is True:
                card = CARD_LIBRARY.get(o.get("card")) if isinstance(o.get("card"), str) else o.get("card")
                if isinstance(card, dict) and not any(isinstance(ab, dict) and ab.get("keyword") == "morph"
                                                      for ab in (card.get("abilities") or []) if isinstance(card.get("abilities"), list)):
                    v.err(f"{path}.face_down", "only a card with morph can be face down")
        turn = data.get("turn") if isinstance(data.get("turn"), dict) else {}
        in_combat = turn.get("phase") == "combat" and turn.get("step") in ("declare_blockers", "combat_damage", "end_of_combat")
        active = turn.get("active_player")
        for i, o in enumerate(data["objects"]):
            if not isinstance(o, dict):
                continue
            ctl = o.get("controller", o.get("owner"))
            if o.get("attacking") is True:
                if not in_combat:
                    v.err(f"objects[{i}].attacking", "creatures can be attacking only from the declare blockers step to the end of combat step")
                elif isinstance(ctl, str) and ctl != active:
                    v.err(f"objects[{i}].attacking", "only the active player's creatures can be attacking")
            if "blocking" in o and v.string(o["blocking"], f"objects[{i}].blocking"):
                att = ids.get(o["blocking"])
                if att is None:
                    v.err(f"objects[{i}].blocking", f'no object "{o["blocking"]}"')
                elif att.get("attacking") is not True:
                    v.err(f"objects[{i}].blocking", f'"{o["blocking"]}" is not attacking')
                elif isinstance(ctl, str) and ctl == active:
                    v.err(f"objects[{i}].blocking", "only the defending player's creatures can block")
        for i, o in enumerate(data["objects"]):
            if isinstance(o, dict) and "attached_to" in o:
                a = o["attached_to"]
                if v.string(a, f"objects[{i}].attached_to"):
                    tgt = ids.get(a)
                    if tgt is None:
                        v.err(f"objects[{i}].attached_to", f'no object "{a}"')
                    elif tgt.get("zone") != "in_play":
                        v.err(f"objects[{i}].attached_to", f'"{a}" is not in play')
    if "actions" in data and v.listof(data["actions"], "actions"):
        if len(data["actions"]) > 100000:
            v.err("actions", "must have at most 100000 actions")
        else:
            for i, a in enumerate(data["actions"]):
                _validate_action(v, a, f"actions[{i}]", names, ids)


ACTION_FIELDS = {
    "play_land": ("object",),
    "play_spell": ("object", "targets", "x", "mode", "pay", "face_down", "choice", "mana_abilities"),
    "activate_ability": ("object", "ability", "targets", "x", "pay", "choice", "mana_abilities"),
    "pass_priority": (),
    "turn_face_up": ("object", "pay"),
    "suspend": ("object", "pay"),
    "declare_attackers": ("attackers",),
    "declare_blockers": ("blocks",),
    "assign_combat_damage": ("assignments",),
}


def _validate_action(v: _V, a, path: str, names: list, ids: dict) -> None:
    if not isinstance(a, dict):
        v.err(path, f"must be an object, not {_type_name(a)}")
        return
    if not v.choice(a.get("type"), f"{path}.type", ACTION_TYPES):
        return
    fields = ACTION_FIELDS[a["type"]]
    required = ("type", "player") + (("object",) if "object" in fields else ())
    v.obj(a, path, ("type", "player", "note", "trigger_targets", "trigger_order") + fields, required)
    if "player" in a and v.string(a["player"], f"{path}.player") and a["player"] not in names:
        v.err(f"{path}.player", f'no player "{a["player"]}"')
    if "note" in a:
        v.string(a["note"], f"{path}.note", nonempty=False)

    def objref(val, p):
        if v.string(val, p) and val not in ids:
            v.err(p, f'no object "{val}"')

    def anyref(val, p):
        if v.string(val, p) and val not in ids and val not in names:
            v.err(p, f'no object "{val}"')

    if "object" in a and "object" in fields:
        objref(a["object"], f"{path}.object")
    if "targets" in a and "targets" in fields and v.listof(a["targets"], f"{path}.targets"):
        for i, t in enumerate(a["targets"]):
            anyref(t, f"{path}.targets[{i}]")
    if "ability" in a and "ability" in fields:
        v.integer(a["ability"], f"{path}.ability", 0, 100)
    if "x" in a and "x" in fields:
        v.integer(a["x"], f"{path}.x", 0, 1000)
    if "mode" in a and "mode" in fields:
        v.integer(a["mode"], f"{path}.mode", 0, 100)
    if "face_down" in a and "face_down" in fields:
        v.boolean(a["face_down"], f"{path}.face_down")
    if "choice" in a and "choice" in fields:
        v.string(a["choice"], f"{path}.choice")
    if "pay" in a and "pay" in fields and v.obj(a["pay"], f"{path}.pay", ("sacrifice", "mana")):
        pay = a["pay"]
        if "sacrifice" in pay and v.listof(pay["sacrifice"], f"{path}.pay.sacrifice"):
            for i, s in enumerate(pay["sacrifice"]):
                objref(s, f"{path}.pay.sacrifice[{i}]")
        if "mana" in pay and v.obj(pay["mana"], f"{path}.pay.mana", MANA_KEYS):
            for k, n in pay["mana"].items():
                v.integer(n, f"{path}.pay.mana.{k}", 0, 1000)
    if "mana_abilities" in a and "mana_abilities" in fields and v.listof(a["mana_abilities"], f"{path}.mana_abilities"):
        for i, m in enumerate(a["mana_abilities"]):
            mp = f"{path}.mana_abilities[{i}]"
            if v.obj(m, mp, ("object", "ability", "choice"), ("object",)):
                if "object" in m:
                    objref(m["object"], f"{mp}.object")
                if "ability" in m:
                    v.integer(m["ability"], f"{mp}.ability", 0, 100)
                if "choice" in m:
                    v.choice(m["choice"], f"{mp}.choice", MANA_KEYS)
    if "attackers" in a and "attackers" in fields and v.listof(a["attackers"], f"{path}.attackers"):
        for i, t in enumerate(a["attackers"]):
            objref(t, f"{path}.attackers[{i}]")
    if "blocks" in a and "blocks" in fields and v.listof(a["blocks"], f"{path}.blocks"):
        for i, b in enumerate(a["blocks"]):
            bp = f"{path}.blocks[{i}]"
            if v.obj(b, bp, ("blocker", "attacker"), ("blocker", "attacker")):
                for k in ("blocker", "attacker"):
                    if k in b:
                        objref(b[k], f"{bp}.{k}")
    if "assignments" in a and "assignments" in fields and v.listof(a["assignments"], f"{path}.assignments"):
        for i, s in enumerate(a["assignments"]):
            sp = f"{path}.assignments[{i}]"
            if v.obj(s, sp, ("source", "to", "amount"), ("source", "to", "amount")):
                if "source" in s:
                    objref(s["source"], f"{sp}.source")
                if "to" in s:
                    anyref(s["to"], f"{sp}.to")
                if "amount" in s:
                    v.integer(s["amount"], f"{sp}.amount", 0, 1000)
    if "trigger_order" in a and v.listof(a["trigger_order"], f"{path}.trigger_order"):
        for i, source in enumerate(a["trigger_order"]):
            objref(source, f"{path}.trigger_order[{i}]")
    if "trigger_targets" in a and v.obj(a["trigger_targets"], f"{path}.trigger_targets", tuple(k for k in a["trigger_targets"] if isinstance(k, str)) if isinstance(a["trigger_targets"], dict) else ()):
        for k, lst in a["trigger_targets"].items():
            if not isinstance(k, str):
                continue
            kp = f"{path}.trigger_targets.{k}"
            if k not in ids:
                v.err(kp, f'no object "{k}"')
            if v.listof(lst, kp):
                for i, t in enumerate(lst):
                    anyref(t, f"{kp}[{i}]")


def example_scenarios() -> list[tuple[str, dict]]:
    """(slug, scenario dict) for every example in scenarios/*.json, sorted by slug."""
    out = []
    for p in sorted(SCENARIO_DIR.glob("*.json")):
        with open(p, encoding="utf-8") as fh:
            out.append((p.stem, json.load(fh)))
    return out
