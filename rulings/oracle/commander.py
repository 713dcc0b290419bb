"""The Commander variant's words (2026 903; rulings/engine/commander.py):

- "{T}: Add one mana of any color in your commander's color identity." (Arcane Signet, Command
  Tower, Commander's Sphere): a mana ability whose color its player chooses as it resolves among the
  colors of their commander's color identity (903.4); with no commander it adds nothing (903.4f), nor
  with a colorless identity (106.5). The cost is read as other mana abilities' are: a tap symbol and
  mana at most. Anything after the sentence (Opal Palace's and Path of Ancestry's riders about the
  mana spent) leaves the paragraph text only;
- "If you control a commander, you may cast this spell without paying its mana cost." on an instant
  or sorcery (Fierce Guardianship): an alternative cost, {0}, there only while its caster controls a
  commander (118.9, 903.3d).

The February 2007 rules have no Commander variant: a scenario under them holding a card with the other
words is refused naming it; the identity mana ability adds no mana there (no player has a commander)."""
from __future__ import annotations

from .activated import cost
from .registry import NotUnderstood, ability_template


@ability_template(r"([^:\"—]+): Add one mana of any color in your commander's color identity\.")
def commander_identity_mana(card, m) -> list[dict]:
    """ "{T}: Add one mana of any color in your commander's color identity." """
    paid = cost(m.group(1))
    if not paid or set(paid) - {"tap", "mana"}:
        raise NotUnderstood(m.group(1))
    return [{"kind": "activated", "cost": paid, "effect": [{"do": "add_mana_commander_identity"}], "text": m.group(0)}]


FREE_IF_COMMANDER = "If you control a commander, you may cast this spell without paying its mana cost."


def free_if_commander(plain: str) -> list[dict] | None:
    """ "If you control a commander, you may cast this spell without paying its mana cost." (Fierce
    Guardianship, Deadly Rollick, Flawless Maneuver): an alternative cost its text lists (2026 118.9),
    {0}, there only while its caster controls a commander, theirs or another player's (903.3d); the
    action chooses it with `pay.alternative`. None for any other line: the compiler asks it for an
    instant's or sorcery's line."""
    if plain not in (FREE_IF_COMMANDER, FREE_IF_COMMANDER.replace("this spell", "~")):
        return None
    return [{"kind": "keyword", "keyword": "alternative_cost", "cost": "{0}", "if_you_control": "commander"}]


@ability_template(r"Commander creatures you control ((?:get [+-]\d+/[+-]\d+|have [^\"]+)(?: and have [^\"]+)?)\.")
def commander_creatures_you_control(card, m) -> list[dict]:
    """ "Commander creatures you control get +2/+2 and have indestructible." (Bastion Protector), "... and
    have haste." (Bloodsworn Steward): read as "Creatures you control ..." is by the other templates, the
    static ability then limited to the creatures that are a commander (2026 903.3: any player's, as the
    words say "commander creatures", not "your commander"). "Commander creatures you own" (owned, not
    controlled) and "Commanders you control" (a commander that isn't a creature too) stay text only."""
    from .registry import read_by_others
    read = read_by_others(card, f"Creatures you control {m.group(1)}.", lambda family, _fn: family == "commander")
    if not read or any(ab.get("kind") != "static" or ab.get("affects") != "creatures" or ab.get("filter") != {"you_control": True}
                       or set(ab) - {"kind", "affects", "filter", "pump", "gains", "text"} for ab in read):
        raise NotUnderstood(m.group(0))
    return [{**ab, "filter": {"you_control": True, "commander": True}, "text": m.group(0)} for ab in read]


@ability_template(r"Lieutenant — At the beginning of combat on your turn, if you control your commander, ([^\"]+)")
def lieutenant_trigger(card, m) -> list[dict]:
    """ "Lieutenant — At the beginning of combat on your turn, if you control your commander, draw a card."
    (Loyal Drake; the ability word has no rules meaning, 207.2c): an intervening "if" (603.4) that one of the
    controller's own commanders is a permanent they control (903.3d). The rest is read as the same trigger
    with another condition is by the other templates; a reading whose condition isn't exactly that one
    stays text only."""
    from .registry import read_by_others
    probe = f"At the beginning of combat on your turn, if you control an artifact, {m.group(1)}"
    read = read_by_others(card, probe, lambda family, _fn: family == "commander")
    if not read or len(read) != 1 or read[0].get("kind") != "triggered" or read[0].get("if") != {"you_control_a_kind": "Artifact"} \
            or "artifact" in m.group(1).lower():
        raise NotUnderstood(m.group(0))
    return [{**read[0], "if": {"you_control_your_commander": True}, "text": m.group(0)}]


@ability_template(r"~ can be your commander\.|Spell commander")
def can_be_your_commander(card, m) -> list[dict]:
    """ "~ can be your commander." (Freyalise, Llanowar's Fury) and "Spell commander" (its reminder text, left out,
    says "This card can be your commander. In Limited, it can partner like other monocolored legends."): an
    ability that modifies the rules for deck construction and functions before the game begins (2026 903.3a,
    113.6n), so it does nothing in a game; the replay says so as it starts. Whether the card is a player's
    commander in the scenario is that player's `commander`. "~ can be your commander. If it is, ..." (a
    sentence more) stays text only."""
    return [{"kind": "keyword", "keyword": "can_be_your_commander"}]


@ability_template(r"Commander creatures you own (have \"[^\"]+\")")
def commander_creatures_you_own(card, m) -> list[dict]:
    """ "Commander creatures you own have "Whenever this creature attacks, it gains double strike until end of
    turn."" (Flaming Fist, a Background): the quoted ability read as "Creatures you control have ..." is by the other
    templates, the static ability then limited to the creatures that are a commander (903.3) and that its
    controller owns, whoever controls them. Anything besides one quoted ability stays text only."""
    from .registry import read_by_others
    read = read_by_others(card, f"Creatures you control {m.group(1)}", lambda family, _fn: family == "commander")
    if not read or len(read) != 1 or read[0].get("kind") != "static" or read[0].get("affects") != "creatures" \
            or read[0].get("filter") != {"you_control": True} or set(read[0]) - {"kind", "affects", "filter", "gains", "text"}:
        raise NotUnderstood(m.group(0))
    return [{**read[0], "filter": {"commander": True, "you_own": True}, "text": m.group(0)}]


@ability_template(r"At the beginning of your upkeep, if you control a commander, ([^\"]+)")
def upkeep_if_you_control_a_commander(card, m) -> list[dict]:
    """ "At the beginning of your upkeep, if you control a commander, create a token that's a copy of this
    creature." (Biowaste Blob): an intervening "if" (603.4) that a permanent its controller controls is a
    commander, theirs or another player's (903.3d); the rest read as for another condition, as Lieutenant's."""
    from .registry import read_by_others
    probe = f"At the beginning of your upkeep, if you control an artifact, {m.group(1)}"
    read = read_by_others(card, probe, lambda family, _fn: family == "commander")
    if not read or len(read) != 1 or read[0].get("kind") != "triggered" or read[0].get("if") != {"you_control_a_kind": "Artifact"} \
            or "artifact" in m.group(1).lower():
        raise NotUnderstood(m.group(0))
    return [{**read[0], "if": {"you_control_a_commander": True}, "text": m.group(0)}]
