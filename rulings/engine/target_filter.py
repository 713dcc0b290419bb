"""A target described by what it must be: the "[something]" of "target
[something]" (2007: 415.1-415.2; 2026: 115.1a-d), as a filter of
fields the scenario writes as a JSON object, e.g. "target artifact or
enchantment" is {"types": ["Artifact", "Enchantment"]} and "target creature
card from your graveyard" is {"types": ["Creature"], "zone": "graveyard",
"owner": "you"}.

It is checked when chosen and again on resolution (2007: 409.1c, 413.2a;
2026: 601.2c, 608.2b) by `targets.why_illegal`, which asks `why_not` here.
An object is a permanent in play unless `zone` says a spell on the stack (never
the spell itself: 2007 415.6, 2026 115.5) or a card in a graveyard (2007: 415.5);
`player` lets a player be the target too ("target player or planeswalker");
`other` excludes the ability's own source ("another target creature"). Every
field is optional; each one present must hold.

A bound may be "X" ("target creature with power X or less", "with mana value X"): the X
announced for the spell's or ability's own cost, before its targets are chosen (2007: 409.1b
then 409.1c; 2026: 601.2b then 601.2c, 602.2b), so `with_x` puts the number in as the targets
are chosen and the stack remembers the filter with it; a filter of "all ..." reads the
resolving spell's X (`with_x` with its context's X). An X no one announced meets nothing.

`up_to` is not a quality of the target: it marks one of the N targets of "up
to N target ..." (2007: 409.1c, 415.4; 2026: 601.2c, 115.6), which the player
may leave unchosen. They come last among a spell's or ability's targets, all
the same filter: one instance of the word "target", so no object or player is
chosen twice among them (2007: 409.1c; 2026: 115.3).
"""
from __future__ import annotations

from .continuous import characteristics
from .mana import parse_cost

CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery")
COLORS = ("white", "blue", "black", "red", "green")
ZONES = ("in_play", "stack", "graveyard")  # a permanent, a spell, a card in a graveyard
WHO = ("you", "opponent", "not_you")  # "you control", "an opponent controls", "you don't control"
WHO += ("defending",)  # "defending player controls" (provoke: 502.29a / 702.39a), while there is one
PLAYERS = ("any", "opponent")  # "... or player", "... or opponent"
COMBAT = ("attacking", "blocking", "attacking_or_blocking")
BOUNDS = ("power_min", "power_max", "toughness_min", "toughness_max", "mana_value_min", "mana_value_max")
LIST_FIELDS = {"types": CARD_TYPES, "all_types": CARD_TYPES, "not_types": CARD_TYPES, "colors": COLORS, "not_colors": COLORS}
FIELDS = ("types", "all_types", "not_types", "subtypes", "colors", "not_colors", "controller", "owner", "tapped", "combat",
          "keyword", "not_keyword", *BOUNDS, "zone", "player", "other", "up_to")
FIELDS += ("power_less_than_source",)  # mentor's "with power less than this creature's power" (2026 702.134a)
FIELDS += ("chosen",)  # "of the chosen type / color" of the resolving spell's choice (effects/chosen_value.py)
FIELDS += ("supertypes",)  # "legendary creature" of "Equip legendary creature [cost]" (2026 702.6c)
FIELDS += ("dealt_damage_this_turn",)  # "target creature that was dealt damage this turn" (Fatal Blow)
FIELDS += ("entered_this_turn",)  # "target creature that entered this turn" (Cradle to Grave): power_up.py keeps which did
FIELDS += ("x_targets",)  # one of the X targets of "X target ..." (x_targets.py: 2007 409.1c; 2026 601.2c)
FIELDS += ("not_supertypes",)  # "target nonbasic land": a land without the basic supertype (2007 205.4b; 2026 205.4c)
FIELDS += ("distinct",)  # one of the targets of "two target artifacts": none chosen twice (targets.one_word)
FIELDS += ("single_graveyard",)  # "up to three target cards from a single graveyard": all in one (targets.mixed_graveyards)
FIELDS += ("not_an_earlier_target",)  # "Another target creature" after a first target: not one chosen before it (targets.py)
FIELDS += ("not_subtypes",)  # "target non-Angel creature you control": without any of these subtypes (Restoration Angel)
FIELDS += ("any_of",)  # "target artifact, enchantment, or creature with flying": one of these filters (Broken Wings)
FIELDS += ("that_targets",)  # "target spell that targets a creature you control" (that_targets.py, 2026 115.9b)
FIELDS += ("same_controller",)  # "two target creatures controlled by the same player": all one player's (same_controller.py)
FIELDS += ("graveyard_of_player_target",)  # "target player ... target cards from their graveyard" (graveyard_cards_shuffled.py)
FIELDS += ("or_spell",)  # "target spell or creature": any spell, or a permanent the rest describes (spell_or_permanent.py)
#: "target creature blocking this creature" ("blocking") / "blocking or blocked by this creature": in combat with the
#: source of the spell or ability (2007 309.1; 2026 509.1g-h: a blocking creature blocks the attacker it was declared to block)
FIELDS += ("in_combat_with_source",)
IN_COMBAT_WITH_SOURCE = ("blocking", "blocking_or_blocked_by")
FIELDS += ("token",)  # "target token you control": true, a token; false, a nontoken permanent (Esika's Chariot)
FIELDS += ("color_kind",)  # "target multicolored spell" / "monocolored" / "colorless" (2007 203.2 and the glossary; 2026 105.2a-c)
FIELDS += ("named",)  # "each other creature you control named Charmed Stray": with that name (named_filter.py)
COLOR_KINDS = ("multicolored", "monocolored", "colorless")
#: the fields an alternative of `any_of` may have: what the object is, not where or whose (those go with them all)
ANY_OF_FIELDS = ("types", "subtypes", "keyword", "not_keyword", "not_colors", *BOUNDS)
ANY_OF_FIELDS += ("supertypes",)  # "historic": legendary, an artifact, or a Saga (2026 700.6)
SUPERTYPES = ("Legendary", "Basic", "Snow")
BOUND_RANGE = (-100, 1000)


def problems(spec: dict, keywords: tuple) -> list[tuple[str, str]]:
    """What is wrong with a filter, as (field, message) pairs: the validator
    names the field (`targets[0].types[1]`). `keywords` are the engine's."""
    out: list[tuple[str, str]] = []
    for k in spec:
        if k not in FIELDS:
            out.append((k, "unknown field"))
    for k, options in LIST_FIELDS.items():
        if k not in spec:
            continue
        v = spec[k]
        if not isinstance(v, list) or not v:
            out.append((k, "must be a non-empty list"))
            continue
        for i, w in enumerate(v):
            if w not in options:
                out.append((f"{k}[{i}]", "must be one of " + ", ".join(f'"{o}"' for o in options)))
    if "subtypes" in spec and (not isinstance(spec["subtypes"], list) or not spec["subtypes"]
                               or not all(isinstance(s, str) and s.strip() for s in spec["subtypes"])):
        _bad(out, "subtypes", "must be a non-empty list of subtypes (\"Goblin\", \"Aura\")")
    if "not_subtypes" in spec and (not isinstance(spec["not_subtypes"], list) or not spec["not_subtypes"]
                                   or not all(isinstance(s, str) and s.strip() for s in spec["not_subtypes"])):
        _bad(out, "not_subtypes", "must be a non-empty list of subtypes (\"Angel\", \"Wall\")")
    if "supertypes" in spec and (not isinstance(spec["supertypes"], list) or not spec["supertypes"]
                                 or not all(t in SUPERTYPES for t in spec["supertypes"])):
        _bad(out, "supertypes", "must be a non-empty list of " + ", ".join(f'"{t}"' for t in SUPERTYPES))
    if "not_supertypes" in spec and (not isinstance(spec["not_supertypes"], list) or not spec["not_supertypes"]
                                     or not all(t in SUPERTYPES for t in spec["not_supertypes"])):
        _bad(out, "not_supertypes", "must be a non-empty list of " + ", ".join(f'"{t}"' for t in SUPERTYPES))
    for k, options in (("controller", WHO), ("owner", WHO), ("combat", COMBAT), ("zone", ZONES), ("player", PLAYERS),
                       ("keyword", keywords), ("not_keyword", keywords), ("in_combat_with_source", IN_COMBAT_WITH_SOURCE),
                       ("color_kind", COLOR_KINDS)):
        if k in spec and spec[k] not in options:
            out.append((k, "must be one of " + ", ".join(f'"{o}"' for o in options)))
    if "dealt_damage_this_turn" in spec and spec["dealt_damage_this_turn"] is not True:
        _bad(out, "dealt_damage_this_turn", "must be true (a permanent that was dealt damage this turn)")
    if "entered_this_turn" in spec and (spec["entered_this_turn"] is not True or spec.get("zone", "in_play") != "in_play"):
        _bad(out, "entered_this_turn", "must be true, for a permanent (one that entered this turn)")
    if "not_an_earlier_target" in spec and spec["not_an_earlier_target"] is not True:
        _bad(out, "not_an_earlier_target", "must be true (\"another target ...\": not an object chosen for an earlier target)")
    if "power_less_than_source" in spec and spec["power_less_than_source"] is not True:
        _bad(out, "power_less_than_source", "must be true (a creature with power less than the source's power)")
    if "named" in spec and not (isinstance(spec["named"], str) and spec["named"].strip()):
        _bad(out, "named", "must be a card name (a permanent with that name)")
    for k in ("tapped", "other", "token"):
        if k in spec and not isinstance(spec[k], bool):
            out.append((k, "must be true or false"))
    if "chosen" in spec:
        from .effects.chosen_value import problems as chosen_problems
        out += chosen_problems(spec["chosen"])
    if "x_targets" in spec and (spec["x_targets"] is not True or "up_to" in spec):
        _bad(out, "x_targets", "must be true (the X targets of \"X target ...\"), and not with up_to")
    if "up_to" in spec and spec["up_to"] is not True:
        _bad(out, "up_to", "must be true (a target of \"up to N target ...\", which may be left unchosen)")
    if "distinct" in spec and spec["distinct"] is not True:
        _bad(out, "distinct", 'must be true (one of the targets of "two target ...", none chosen twice)')
    if "single_graveyard" in spec and (spec["single_graveyard"] is not True or spec.get("zone") != "graveyard"):
        _bad(out, "single_graveyard", 'must be true, on a card in a graveyard ("target cards from a single graveyard")')
    if "any_of" in spec:
        out += _any_of_problems(spec, keywords)
    if "graveyard_of_player_target" in spec:  # "target cards from their graveyard" (graveyard_cards_shuffled.py)
        from .graveyard_cards_shuffled import problems as their_graveyard_problems
        out += their_graveyard_problems(spec)
    if "that_targets" in spec:
        from .that_targets import problems as that_targets_problems
        out += that_targets_problems(spec["that_targets"])
        if spec.get("zone") != "stack":
            _bad(out, "that_targets", 'only a spell targets: "zone": "stack"')
    if "or_spell" in spec:
        from .spell_or_permanent import problems as or_spell_problems
        out += or_spell_problems(spec)
    if "same_controller" in spec and spec["same_controller"] is not True:
        _bad(out, "same_controller", 'must be true (the targets of "two target creatures controlled by the same player")')
    for k in BOUNDS:
        if k in spec and spec[k] == "X":
            continue  # the announced X (with_x)
        if k in spec and (isinstance(spec[k], bool) or not isinstance(spec[k], int) or not BOUND_RANGE[0] <= spec[k] <= BOUND_RANGE[1]):
            out.append((k, f"must be an integer from {BOUND_RANGE[0]} to {BOUND_RANGE[1]}"))
    zone = spec.get("zone", "in_play")
    if zone != "in_play":
        for k in ("tapped", "combat"):
            if k in spec:
                out.append((k, "only a permanent in play is tapped, attacking or blocking"))
        if "token" in spec:
            _bad(out, "token", "only a permanent in play is a token here (a token spell or card is not a target the engine describes)")
    if zone == "graveyard" and "controller" in spec:
        _bad(out, "controller", 'a card in a graveyard has no controller: say "owner" (whose graveyard)')
    if "player" in spec and zone != "in_play":
        _bad(out, "player", "a player or a permanent; not a player or a spell or card")
    return out


def _any_of_problems(spec: dict, keywords: tuple) -> list[tuple[str, str]]:
    alternatives, out = spec["any_of"], []
    if not isinstance(alternatives, list) or len(alternatives) < 2 or not all(isinstance(a, dict) and a for a in alternatives):
        _bad(out, "any_of", "must be a list of two or more filters (\"target artifact or creature with flying\")")
        return out
    if "types" in spec or "subtypes" in spec:
        _bad(out, "any_of", "the alternatives say the types: not with types or subtypes beside them")
        return out
    for i, alt in enumerate(alternatives):
        for k in alt:
            if k not in ANY_OF_FIELDS:
                out.append((f"any_of[{i}].{k}", "must be one of " + ", ".join(f'"{f}"' for f in ANY_OF_FIELDS)))
        if not set(alt) & {"types", "subtypes", "supertypes"}:
            out.append((f"any_of[{i}]", "must say its types, subtypes or supertypes"))
        if not any(k.startswith(f"any_of[{i}].") for k, _ in out):
            out += [(f"any_of[{i}].{k}", m) for k, m in problems(alt, keywords)]
    return out


def _bad(out: list, field: str, message: str) -> None:
    out.append((field, message))


def with_x(spec, x: int | None):
    """The filter with the announced X in place of each "X" bound (2007 409.1b; 2026 601.2b,
    107.3a): a named kind, a filter without one, or no X announced (None): returned as it is."""
    if x is None or not isinstance(spec, dict) or "X" not in spec.values():
        return spec
    return {k: (x if k in BOUNDS and v == "X" else v) for k, v in spec.items()}


def has_x(spec) -> bool:
    return isinstance(spec, dict) and any(spec.get(k) == "X" for k in BOUNDS)


#: "target creature or Vehicle": a Vehicle (2026 301.7) is later than the February 2007 rules; so is a Saga
#: ("target historic card", 2026 700.6, 714)
LATER_SUBTYPES = ("Vehicle", "Saga")
NO_VEHICLES_2007 = ("Vehicle and Saga are subtypes later than the February 2007 rules (2026 301.7, 714): a target "
                    "filter naming one is played under the June 2026 rules only")


def names_later_subtypes(spec) -> bool:
    """Whether a filter names a Vehicle or a Saga, itself or among its `any_of` alternatives."""
    if not isinstance(spec, dict):
        return False
    return bool(set(LATER_SUBTYPES) & set(spec.get("subtypes") or ())) or any(
        isinstance(a, dict) and set(LATER_SUBTYPES) & set(a.get("subtypes") or ()) for a in spec.get("any_of") or ())


def only_planeswalkers(spec) -> bool:
    """Whether only a planeswalker can meet a filter, a card type the February
    2007 rules do not have (205.2a there). "Target player or planeswalker"
    (Lava Axe's Oracle text) is not: under 2007 it is its printed "target
    player", as no planeswalker can exist."""
    if not isinstance(spec, dict):
        return False
    return "Planeswalker" in (spec.get("all_types") or []) or (spec.get("types") == ["Planeswalker"] and not spec.get("player"))


# --- describing -----------------------------------------------------------------
_ARTICLE_TYPES = {"Artifact": "artifact", "Creature": "creature", "Enchantment": "enchantment", "Instant": "instant",
                  "Land": "land", "Planeswalker": "planeswalker", "Sorcery": "sorcery"}


def _or(words: list[str]) -> str:
    if len(words) <= 2:
        return " or ".join(words)
    return ", ".join(words[:-1]) + ", or " + words[-1]


def describe(spec: dict, today: bool = True) -> str:
    """The filter in Oracle's words: "target tapped nonartifact creature an opponent controls";
    a mana value is 2007's "converted mana cost" (203.3 there)."""
    zone = spec.get("zone", "in_play")
    before = []
    if "tapped" in spec:
        before.append("tapped" if spec["tapped"] else "untapped")
    if spec.get("token") is False:
        before.append("nontoken")
    if "combat" in spec:
        before.append(spec["combat"].replace("_", " "))
    before += [f"non{c}" for c in spec.get("not_colors", ())]
    if spec.get("colors"):
        before.append(_or(list(spec["colors"])))
    if spec.get("color_kind"):
        before.append(spec["color_kind"])
    before += [f"non{_ARTICLE_TYPES[t]}" for t in spec.get("not_types", ())]
    before += [t.lower() for t in spec.get("supertypes", ())]
    before += [f"non{t.lower()}" for t in spec.get("not_supertypes", ())]
    before += [f"non-{t}" for t in spec.get("not_subtypes", ())]
    kinds = [_ARTICLE_TYPES[t] for t in spec.get("all_types", ())]
    if spec.get("subtypes"):
        kinds.append(_or(list(spec["subtypes"])))
    types = [_ARTICLE_TYPES[t] for t in spec.get("types", ()) if today or t != "Planeswalker"]  # none in 2007
    if spec.get("any_of"):  # "artifact, enchantment, or creature with flying"
        types = [describe(alt, today).removeprefix("target ") for alt in spec["any_of"]]
    if spec.get("player"):  # "target player or planeswalker"
        types.insert(0, "player" if spec["player"] == "any" else "opponent")
    noun = {"stack": "spell", "graveyard": "card"}.get(zone)
    head = " ".join(kinds + ([_or(types)] if types else []))
    if noun:
        head = f"{head} {noun}".strip()
    elif not head and spec.get("token"):
        head = "token"  # "target token you control"
    elif not head:
        head = "permanent"
    elif not types and not spec.get("player") and (spec.get("not_types") or before) and not kinds:
        head += " permanent"
    words = ["another target" if spec.get("other") or spec.get("not_an_earlier_target") else "target", *before, head]
    if spec.get("or_spell"):  # "target spell or nonland permanent" (spell_or_permanent.py)
        words.insert(1, "spell or")
    if spec.get("keyword"):
        words.append("with " + spec["keyword"].replace("_", " "))
    if spec.get("not_keyword"):
        words.append("without " + spec["not_keyword"].replace("_", " "))
    for k in BOUNDS:
        if k in spec:
            what, side = k.rsplit("_", 1)
            if spec.get(f"{what}_min") == spec.get(f"{what}_max"):  # "with mana value 2", "target 1/1 creature": exactly, said once
                if side == "min":
                    words.append(f"with {_number(what, today)} {spec[k]}")
                continue
            words.append(f"with {_number(what, today)} {spec[k]} or {'less' if side == 'max' else 'greater'}")
    if spec.get("power_less_than_source"):
        words.append("with power less than this creature's power")
    if spec.get("in_combat_with_source"):
        words.append(spec["in_combat_with_source"].replace("_", " ") + " this creature")
    if spec.get("dealt_damage_this_turn") and "controller" not in spec:
        words.append("that was dealt damage this turn")
    if spec.get("entered_this_turn"):
        words.append("that entered this turn")
    if spec.get("named"):
        words.append(f"named {spec['named']}")
    if spec.get("chosen"):
        from .effects.chosen_value import describe as describe_chosen
        words.append(describe_chosen(spec["chosen"]))
    if spec.get("that_targets"):
        from .that_targets import describe as describe_that_targets
        words.append(describe_that_targets(spec["that_targets"]))
    controller = {"you": "you control", "opponent": "an opponent controls", "not_you": "you don't control",
                  "defending": "defending player controls"}
    if "controller" in spec:
        words.append(controller[spec["controller"]])
    if spec.get("same_controller"):  # "two target creatures controlled by the same player" (same_controller.py)
        words.append("controlled by the same player as the other targets")
        if spec.get("dealt_damage_this_turn"):
            words.append("that was dealt damage this turn")
    if zone == "graveyard":
        words.append({"you": "from your graveyard", "opponent": "from an opponent's graveyard",
                      "not_you": "from a graveyard other than yours"}.get(spec.get("owner"),
                                                                          "from a single graveyard" if spec.get("single_graveyard")
                                                                          else "from that player's graveyard" if spec.get("graveyard_of_player_target")
                                                                          else "from a graveyard"))
    elif "owner" in spec:
        words.append({"you": "you own", "opponent": "an opponent owns", "not_you": "you don't own"}[spec["owner"]])
    return " ".join(words)


# --- checking -------------------------------------------------------------------
def why_not_player(game, spec: dict, player, controller: int | None) -> str | None:
    """A player is a legal target only of a filter with `player`."""
    if not spec.get("player"):
        return f"{player.name} is a player, not a legal {describe(spec, game.words.today)}"
    if player.lost:
        return f"{player.name} has left the game"
    if spec["player"] == "opponent" and controller is not None and player.index == controller:
        return f"{player.name} is not an opponent of the player who controls it"
    return None


def _whose(game, who: str, player_index: int, controller: int | None) -> bool:
    if controller is None:
        return True
    if who == "you":
        return player_index == controller
    if who == "opponent":
        return player_index in {p.index for p in game.opponents(controller)}
    if who == "defending":
        return game.defending is not None and player_index == game.defending
    return player_index != controller


def color_kind(colors) -> str:
    """An object's colors counted: two or more, multicolored; one, monocolored; none, colorless (2007 203.2,
    and the glossary's "Colorless", "Monocolored", "Multicolored"; 2026 105.2a-c)."""
    return "colorless" if not colors else "monocolored" if len(set(colors)) == 1 else "multicolored"


def mana_value(game, obj, c) -> int:
    """The mana value (2007: converted mana cost, 203.3): X is 0 except on the
    stack, where it is the number chosen for it (2026: 202.3e)."""
    cost = parse_cost(c.mana_cost) if c.mana_cost else None
    if cost is None and obj.transformed:  # a transformed permanent's: its front face's mana cost (2026 712.8e)
        from .double_faced import front_mana_cost
        front = front_mana_cost(game, obj)
        cost = parse_cost(front) if front else None
    if cost is None:
        return 0
    x = 0
    if obj.zone == "stack":
        item = next((i for i in game.stack if i.kind == "spell" and i.source_id == obj.id), None)
        x = (item.x or 0) if item is not None else 0
    return cost.converted() + cost.x_count * x


def why_not(game, spec: dict, obj, name: str, self_id: str | None, source_id: str | None,
            controller: int | None) -> str | None:
    """None if `obj` (not yet checked for protection) is what `spec` describes,
    else why not, in plain words; `name` is how the log names it."""
    zone = spec.get("zone", "in_play")
    if spec.get("or_spell") and obj.zone == "stack":
        from .spell_or_permanent import why_not_spell
        return why_not_spell(game, obj, name, self_id)
    if spec.get("other") and obj.id == source_id:
        return f"{name} is the source of the ability itself, and it says \"another\""
    if zone == "stack":
        if obj.zone != "stack" or not any(i.kind == "spell" and i.source_id == obj.id for i in game.stack):
            return f"{name} is not a spell on the stack"
        if obj.id == self_id:
            return "a spell can't target itself"
    elif zone == "graveyard":
        if obj.zone != "graveyard":
            return f"{name} is not a card in a graveyard"
        if obj.token:
            return f"{name} is a token, not a card"
    elif obj.zone != "in_play":
        return f"{name} is not {game.words.in_play} (only permanents can be targeted)"
    c = characteristics(game, obj)
    kind = {"stack": " spell", "graveyard": " card"}.get(zone, "")
    types = set(c.types)
    if spec.get("types") and not types & set(spec["types"]):
        words = (["player"] if spec.get("player") else []) + \
            [_ARTICLE_TYPES[t] for t in spec["types"] if game.words.today or t != "Planeswalker"]
        return f"{name} is not {_a(_or(words))}{kind if not spec.get('player') else ''}"
    for t in spec.get("all_types", ()):
        if t not in types:
            return f"{name} is not {_a(_ARTICLE_TYPES[t])}{kind}"
    for t in spec.get("not_types", ()):
        if t in types:
            return f"{name} is {_a(_ARTICLE_TYPES[t])}"
    for t in spec.get("supertypes", ()):
        if t not in c.supertypes:
            return f"{name} is not {t.lower()}"
    for t in spec.get("not_supertypes", ()):
        if t in c.supertypes:
            return f"{name} is {t.lower()}"
    if spec.get("subtypes") and not any(s in c.subtypes for s in spec["subtypes"]):  # `in`: a changeling has every creature type
        return f"{name} is not {_a(_or(list(spec['subtypes'])))}"
    for t in spec.get("not_subtypes", ()):
        if t in c.subtypes:  # a changeling has every creature type (2026 702.73a), so it is an Angel too
            return f"{name} is {_a(t)}"
    colors = set(c.colors)
    if spec.get("colors") and not colors & set(spec["colors"]):
        return f"{name} is not {_or(list(spec['colors']))}"
    for color in spec.get("not_colors", ()):
        if color in colors:
            return f"{name} is {color}"
    if spec.get("color_kind") and spec["color_kind"] != color_kind(colors):
        return f"{name} is {color_kind(colors)}, not {spec['color_kind']}"
    if "controller" in spec and not _whose(game, spec["controller"], obj.controller, controller):
        return f"{name} is controlled by {game.players[obj.controller].name}, not {_who(game, spec['controller'], controller)}"
    if "owner" in spec and not _whose(game, spec["owner"], obj.owner, controller):
        owner = game.players[obj.owner].name
        if zone == "graveyard":
            return f"{name} is in {owner}'s graveyard, not {_whose_graveyard(game, spec['owner'], controller)}"
        return f"{name} is owned by {owner}, not {_who(game, spec['owner'], controller)}"
    if "tapped" in spec and obj.tapped != spec["tapped"]:
        return f"{name} is {'tapped' if obj.tapped else 'untapped'}"
    if "token" in spec and bool(obj.token) != spec["token"]:
        return f"{name} is {'a token' if obj.token else 'not a token'}"
    if spec.get("named"):  # "named Charmed Stray" (named_filter.py)
        from .named_filter import why_not_named
        reason = why_not_named(game, obj, name, spec["named"])
        if reason:
            return reason
    combat = spec.get("combat")
    if combat:
        attacking, blocking = bool(obj.attacking), obj.blocking is not None
        if (combat == "attacking" and not attacking) or (combat == "blocking" and not blocking) or \
                (combat == "attacking_or_blocking" and not (attacking or blocking)):
            return f"{name} is not {combat.replace('_', ' ')}"
    if spec.get("keyword") and not _has_keyword(c, spec["keyword"]):
        return f"{name} doesn't have {spec['keyword'].replace('_', ' ')}"
    if spec.get("not_keyword") and _has_keyword(c, spec["not_keyword"]):
        return f"{name} has {spec['not_keyword'].replace('_', ' ')}"
    for k in BOUNDS:
        if k not in spec:
            continue
        what, side = k.rsplit("_", 1)
        if spec[k] == "X":  # never announced here (with_x): no number to compare with
            return f"{name} can't be compared with an X that was not announced"
        if what == "mana_value":
            value = mana_value(game, obj, c)
        else:
            value = getattr(c, what)
            if value is None:  # a noncreature has no power or toughness (2026: 208.3): it can't meet a bound
                return f"{name} has no {what}"
        if (side == "max" and value > spec[k]) or (side == "min" and value < spec[k]):
            exactly = spec.get(f"{what}_min") == spec.get(f"{what}_max")  # "with mana value 1": the one number
            bound = f"{spec[k]}" if exactly else f"{spec[k]} or {'less' if side == 'max' else 'greater'}"
            return f"{name} has {_number(what, game.words.today)} {value}, not {bound}"
    if spec.get("dealt_damage_this_turn") and (obj.id, obj.zcc) not in game.permanents_damaged_this_turn:
        return f"{name} was not dealt damage this turn"
    if spec.get("entered_this_turn"):
        from .power_up import entered_this_turn
        if not entered_this_turn(game, obj):
            return f"{name} didn't enter this turn"
    if spec.get("in_combat_with_source"):
        from .multiple_blocks import is_blocking
        src = game.objects.get(source_id) if source_id is not None else None
        if src is None or src.zone != "in_play" or not (
                is_blocking(obj, src.id) or (spec["in_combat_with_source"] == "blocking_or_blocked_by" and is_blocking(src, obj.id))):
            return f"{name} is not {spec['in_combat_with_source'].replace('_', ' ')} the source"
    if spec.get("chosen"):  # "of the chosen type": the resolving spell's choice (effects/chosen_value.py)
        from .effects.chosen_value import why_not as why_not_chosen
        why = why_not_chosen(game, spec["chosen"], c, name, source_id)
        if why is not None:
            return why
    if spec.get("any_of") and all(why_not(game, {**alt, "zone": zone}, obj, name, self_id, source_id, controller)
                                  for alt in spec["any_of"]):
        return f"{name} is not {_a(_or([describe(alt, game.words.today).removeprefix('target ') for alt in spec['any_of']]))}"
    if spec.get("that_targets") and zone == "stack":
        from .that_targets import why_not as why_not_that_targets
        why = why_not_that_targets(game, spec["that_targets"], obj, name, controller)
        if why is not None:
            return why
    if spec.get("power_less_than_source"):
        return _power_not_less(game, obj, c, name, source_id)
    return None


def _power_not_less(game, obj, c, name: str, source_id: str | None) -> str | None:
    """Mentor's target (2026 702.134a): power less than the source's power, read now from the
    source on the battlefield, else as it last existed there (608.2h)."""
    from .continuous import last_known, left_play
    src = game.objects.get(source_id) if source_id else None
    if src is None or c.power is None:
        return f"{name} has no power to compare" if c.power is None else f"{name} has no source to compare with"
    theirs = (last_known(game, src) if left_play(src) else characteristics(game, src)).power or 0
    if c.power >= theirs:
        return f"{name} has power {c.power}, not less than {display_name(game, src)}'s power {theirs}"
    return None


def display_name(game, obj) -> str:
    from .targets import display
    return display(game, obj)


def _number(what: str, today: bool) -> str:
    if what == "mana_value":
        return "mana value" if today else "converted mana cost"
    return what


def _a(words: str) -> str:
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def _whose_graveyard(game, who: str, controller: int | None) -> str:
    you = game.players[controller].name if controller is not None else "your"
    return {"you": f"{you}'s graveyard", "opponent": "an opponent's graveyard",
            "not_you": f"a graveyard other than {you}'s"}[who]


def _who(game, who: str, controller: int | None) -> str:
    you = game.players[controller].name if controller is not None else "you"
    return {"you": you, "opponent": f"an opponent of {you}", "not_you": f"a player other than {you}",
            "defending": "the defending player"}[who]


def _has_keyword(c, keyword: str) -> bool:
    """A filter's keyword; "hexproof" finds "hexproof from [quality]" too (2026 702.11e)."""
    if keyword == "hexproof":
        from .hexproof_from import has_hexproof
        return has_hexproof(c)
    return c.has_keyword(keyword)
