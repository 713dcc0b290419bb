"""Combat damage triggers on a kind of creature, or on damage to an opponent (the engine's
rulings/engine/combat_damage_dealers.py):

- "Whenever a Ninja you control deals combat damage to a player, draw a card." (Ingenious Infiltrator),
  "Whenever a Kraken, Leviathan, Octopus, or Serpent you control deals ..." (Spawning Kraken), "a
  nontoken artifact creature you control" (Virulent Silencer), "a creature token you control"
  (Curiosity Crafter), "a creature you control with deathtouch" (Fynn, the Fangbearer): once for each
  such creature that deals combat damage to a player, the creature read as it dealt it.
- "Whenever one or more non-Human creatures you control deal combat damage to a player" (Keeper of
  Fables), "one or more nontoken / artifact creatures", "one or more Pirates you control": once for
  each player dealt combat damage in one combat damage step by at least one such creature (2007 310.4
  with 410.6; 2026 510.2 with 603.2c: rulings/engine/combat_damage_batches.py).
- "Whenever ~ / a creature you control deals combat damage to an opponent" (Mindscour Dragon, Coastal
  Piracy): a player who is an opponent of the ability's controller.

- "a creature you control with a [+1/+1] counter on it", "one or more creatures you control with [+1/+1] counters
  on them" (Bred for the Hunt, Haliya), "a modified creature you control" (SP//dr: 2026 700.9).

"that player" is the player dealt the damage; otherwise the text may name neither the creature ("it", "that
creature", "they") nor the amount ("that much", "that many"), but for these whole wordings:
- "put a +1/+1 counter on it / that creature", "put that many +1/+1 counters on it" (Rakish Heir, Necropolis
  Regent): the creature that dealt the damage (the engine's `dealer`);
- "that many" in one instruction (Old Gnawbone's "create that many Treasure tokens"): the damage it dealt;
- "you gain life equal to that creature's toughness" (Ikra Shidiqi);
- "Whenever ~ deals combat damage to an opponent, it deals that much damage to each other opponent." (Hydra
  Omnivore).
"""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template
from .text import NUMBER, amount
from .triggered import DEALERS, EVENT_PLAYER, _attaches, _damaged_player, _triggered

_TYPE = r"[A-Z][A-Za-z'-]+"
_TYPES = rf"{_TYPE}(?:(?:, {_TYPE})*,? or {_TYPE})?"
#: "with deathtouch": the keyword words the engine names (KEYWORDS)
_WITH = {"deathtouch": "deathtouch", "flying": "flying", "trample": "trample", "menace": "menace", "lifelink": "lifelink",
         "first strike": "first_strike", "double strike": "double_strike", "haste": "haste", "vigilance": "vigilance"}
_WITH_RE = "|".join(_WITH)


def _subtypes(words: str, plural: bool = False) -> list[str]:
    """ "Kraken, Leviathan, Octopus, or Serpent" -> those types (each a creature type, or NotUnderstood)."""
    out = [w for w in re.split(r",? or |, ", words) if w]
    if plural:  # "Pirates", "Allies": a creature type's plural (anything else is not read)
        out = [w[:-1] if w.endswith("s") and w[:-1] in CREATURE_TYPES
               else w[:-3] + "y" if w.endswith("ies") and w[:-3] + "y" in CREATURE_TYPES else "" for w in out]
    if not out or any(t not in CREATURE_TYPES for t in out) or len(set(out)) != len(out):
        raise NotUnderstood(words)
    return out


def _creature_kind(nontoken: str | None, artifact: str | None, token: str | None) -> dict:
    spec = {}
    if nontoken == "modified ":  # "a modified creature you control" (2026 700.9)
        if token:
            raise NotUnderstood("modified creature token")
        spec["modified"] = True
        nontoken = None
    if nontoken and token:
        raise NotUnderstood("nontoken creature token")
    if nontoken or token:
        spec["token"] = bool(token)
    if artifact:
        spec["types"] = ["Artifact"]
    return spec


_KIND = rf"(?:a|an) (?:(nontoken |modified )?(artifact )?creature( token)?|({_TYPES})) you control(?: with ({_WITH_RE}|an? (?:\+1/\+1 )?counter on it))?"


def _dealer_spec(m) -> dict:
    """The `dealer` of _KIND's groups (1 to 5); {} for "a creature you control"."""
    nontoken, artifact, token, types, keyword = m.group(1, 2, 3, 4, 5)
    if types:
        if keyword:
            raise NotUnderstood(m.group(0))  # "a Goblin you control with haste": not read
        spec = {"subtypes": _subtypes(types)}
    else:
        spec = _creature_kind(nontoken, artifact, token)
        if keyword in _WITH:
            spec["keyword"] = _WITH[keyword]
        elif keyword:  # "with a +1/+1 counter on it", "with a counter on it"
            spec["with_counter"] = "+1/+1" if "+1/+1" in keyword else "any"
    return spec


@ability_template(rf"Whenever {_KIND} deals combat damage to (a player|an opponent), ([^\"]+)")
def kind_you_control_deals_combat_damage(card, m):
    to, text = m.group(6, 7)
    spec = _dealer_spec(m)
    if not spec:
        raise NotUnderstood(m.group(0))  # "a creature you control": triggered.py's
    trigger = {"event": "deals_damage", "who": "creature_you_control", "to": "player" if to == "a player" else "opponent",
               "combat": True, "dealer": spec}
    return _damaged_player(card, trigger, text)


@ability_template(r"Whenever (~|a creature you control|equipped creature|enchanted creature) deals combat damage to an opponent, ([^\"]+)")
def deals_combat_damage_to_an_opponent(card, m):
    """Damage dealt to a player who is an opponent of the ability's controller; "that player" is that one."""
    who, text = DEALERS[m.group(1)], m.group(2)
    if who == "self" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    if who in ("equipped", "enchanted") and not _attaches(card, who):
        raise NotUnderstood(m.group(0))
    return _damaged_player(card, {"event": "deals_damage", "who": who, "to": "opponent", "combat": True}, text)


@ability_template(rf"Whenever one or more (?:(?:(nontoken |artifact |nontoken artifact )creatures|non-({_TYPE}) creatures|({_TYPES}) creatures"
                  rf"|({_TYPES})) you control|creatures you control with (\+1/\+1 )?(counters) on them) deal combat damage to a player, ([^\"]+)")
def kind_you_control_deal_combat_damage(card, m):
    """ "one or more": once for each player dealt combat damage by at least one such creature in one combat
    damage step; the creatures themselves are not read. "one or more Ninja or Rogue creatures", "one or more
    Pirates / Allies", "one or more creatures you control with counters on them"."""
    kind, non, adjective, plural, plus, countered, text = m.groups()
    if countered:
        spec = {"with_counter": "+1/+1" if plus else "any"}
    elif kind:
        spec = _creature_kind("nontoken" in kind, "artifact" in kind, None)
    elif non:
        spec = {"not_subtypes": _subtypes(non)}
    elif adjective:
        spec = {"subtypes": _subtypes(adjective)}
    else:
        spec = {"subtypes": _subtypes(plural, plural=True)}
    if re.search(r"\b(one of them|those creatures|they|them|their|that much|that many|it|its|that creature|defending player"
                 r"|that player's)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)
    return _triggered(card, {"event": "creatures_deal_combat_damage", "dealer": spec},
                      re.sub(r"\b[Tt]hat player\b", EVENT_PLAYER, text))


@ability_template(rf"Whenever {_KIND} deals combat damage to a player, put ({NUMBER}|that many) \+1/\+1 (counters?) on (it|that creature)\.")
def counters_on_the_dealer(card, m):
    """Rakish Heir's "put a +1/+1 counter on it", Cazur's "on that creature", Necropolis Regent's "that many": the
    creature that dealt the damage (the engine's `dealer`), "that many" the damage it dealt to that player."""
    n, counters = m.group(6, 7)
    if n == "that many":
        count = {"count": "damage_dealt"}
        if counters != "counters":
            raise NotUnderstood(m.group(0))
    else:
        count = amount(n)
        if not isinstance(count, int) or (count == 1) != (counters == "counter"):
            raise NotUnderstood(m.group(0))
    trigger = {"event": "deals_damage", "who": "creature_you_control", "to": "player", "combat": True}
    spec = _dealer_spec(m)
    if spec:
        trigger["dealer"] = spec
    return [{"kind": "triggered", "trigger": trigger,
             "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": count, "to": "dealer"}]}]


@ability_template(rf"Whenever {_KIND} deals combat damage to a player, ([^\"]*\bthat many\b[^\"]*)")
def that_many_of_a_creature_you_control(card, m):
    """ "Whenever a creature you control deals combat damage to a player, create that many Treasure tokens" (Old
    Gnawbone), "you may draw that many cards" (Starwinder), "a Saproling you control ... create that many 1/1 green
    Saproling creature tokens": "that many" is the combat damage that creature dealt to that player (one trigger
    for each creature, 2007 410.2 with 310.4; 2026 510.3a). The instructions are read as amounts.py reads them
    for "Whenever ~ deals combat damage to a player"."""
    from .amounts import _THAT_MANY_FIELDS
    from .registry import parse_effect
    from .text import sentences
    text = m.group(6)
    if re.search(r"\bX\b", text) or text.count("that many") != 1 or \
            re.search(r"\b(it|its|that much|that player|that creature|that source|they|their|them)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)
    eff = parse_effect(card, sentences(text.replace("that many", "X")), allow_x=True)
    placed = 0
    for st in eff.steps:
        inner = [st]
        if st.get("do") == "may":  # "you may draw that many cards": the choice on resolution
            inner = [x for x in st.get("effect", []) if isinstance(x, dict)]
            st["text"] = re.sub(r"\b[xX]\b", "that many", st.get("text", ""))
        for x in inner:
            if "X" in x.values():
                field = _THAT_MANY_FIELDS.get(x.get("do"))
                if field is None or x.get(field) != "X" or list(x.values()).count("X") != 1:
                    raise NotUnderstood(text)
                x[field] = {"count": "damage_dealt"}
                placed += 1
    if placed != 1 or "'X'" in repr(eff.steps) or eff.targets:
        raise NotUnderstood(text)
    trigger = {"event": "deals_damage", "who": "creature_you_control", "to": "player", "combat": True}
    spec = _dealer_spec(m)
    if spec:
        trigger["dealer"] = spec
    return [{"kind": "triggered", "trigger": trigger, "effect": eff.steps}]


@ability_template(r"Whenever ~ deals combat damage to an opponent, it deals that much damage to each other opponent\.")
def that_much_to_each_other_opponent(card, m):
    """Hydra Omnivore: the creature deals the damage it dealt that opponent to each of its controller's other
    opponents, in APNAP order (2007 103.4; 2026 101.4), as it last existed if it has left the battlefield (2007
    413.2f; 2026 608.2h); with one opponent there is no other."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "deals_damage", "who": "self", "to": "opponent", "combat": True},
             "effect": [{"do": "for_each", "players": "each_other_opponent",
                         "effect": [{"do": "damage", "amount": {"count": "damage_dealt"}, "to": "it"}]}]}]


@ability_template(rf"Whenever {_KIND} deals combat damage to a player, you gain life equal to that creature's (power|toughness)\.")
def gain_life_equal_to_the_dealers(card, m):
    """Ikra Shidiqi: the toughness of the creature that dealt the damage as the ability resolves, or as it last
    existed on the battlefield if it has left (2007 413.2f; 2026 608.2h)."""
    trigger = {"event": "deals_damage", "who": "creature_you_control", "to": "player", "combat": True}
    spec = _dealer_spec(m)
    if spec:
        trigger["dealer"] = spec
    return [{"kind": "triggered", "trigger": trigger,
             "effect": [{"do": "gain_life", "amount": {"count": f"{m.group(6)}_of", "of": "dealer"}, "player": "you"}]}]
