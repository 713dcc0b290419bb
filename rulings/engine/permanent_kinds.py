"""Enters and dies triggers on a kind of permanent the plain creature ones don't name:
"Whenever a nontoken creature you control dies" (`who: "nontoken_creature_you_control"`),
"Whenever another nontoken creature you control enters" (`"another_nontoken_creature_you_control"`),
and "Whenever another Human you control enters", "Whenever a Zombie you control dies",
"Whenever a Beast enters" (`who`: `permanent_you_control`, `another_permanent_you_control`,
`any_permanent` or `another_permanent`, with `"subtype": "Human"`), and "Whenever an enchantment
you control / an artifact is put into a graveyard from the battlefield" (`enchantment_you_control`,
`any_artifact`).

A token is a permanent that isn't represented by a card (2026 111.1; 2007 216.1): "nontoken"
reads the object as it was on the battlefield. A subtype is read from the permanent as it
entered, or as it last existed on the battlefield for a dies trigger (2026 603.10a; 2007
410.10d); "dies" is "is put into a graveyard from the battlefield" (2026 700.4; 2007's "put
into a graveyard from play", 410.10c), whatever the permanent's card type."""
from __future__ import annotations

NONTOKEN = ("nontoken_creature_you_control", "another_nontoken_creature_you_control")
WITH_SUBTYPE = ("permanent_you_control", "another_permanent_you_control", "any_permanent", "another_permanent")
#: "Whenever an enchantment you control is put into a graveyard from the battlefield", "Whenever an
#: artifact is put into a graveyard from the battlefield" (2026 603.6c; 2007 410.10c): a card type
TYPED = {"enchantment_you_control": "Enchantment", "any_artifact": "Artifact"}
#: "Whenever a land enters" (Ankh of Mishra), "Whenever a land is put into a graveyard from the battlefield"
#: (Dingus Egg): any land, whoever controls it
TYPED["any_land"] = "Land"
#: "Whenever a land an opponent controls enters" (Polluted Bonds, Shattered Angel): a land whose controller, as it
#: entered, is an opponent of the ability's controller
TYPED["land_opponent_controls"] = "Land"
#: constellation's "Whenever this creature or another enchantment you control enters" (oracle/constellation.py)
TYPED["another_enchantment_you_control"] = "Enchantment"
#: "Whenever another nontoken artifact you control enters" (Mirrorworks): an artifact that isn't a token
NONTOKEN_ARTIFACT = ("nontoken_artifact_you_control", "another_nontoken_artifact_you_control")
WHO = NONTOKEN + WITH_SUBTYPE + tuple(TYPED) + NONTOKEN_ARTIFACT  # TYPED with any_land
#: "Whenever a nontoken creature dies" (Life Insurance), "Whenever another nontoken creature dies" (Harvester of
#: Souls), "Whenever a nontoken creature an opponent controls dies" (Overseer of the Damned): any player's, or an
#: opponent's (the controller as it last existed on the battlefield, 2026 603.10a; 2007 410.10d)
NONTOKEN_ANY = ("nontoken_creature", "another_nontoken_creature", "nontoken_creature_opponent_controls")
WHO += NONTOKEN_ANY
#: "Whenever a nontoken Zombie you control enters", "Whenever another nontoken Dragon you control enters" (Necroduality,
#: Miirym: oracle/copies_each.py): a permanent with that subtype (`subtype`, required) that isn't a token
NONTOKEN_WITH_SUBTYPE = ("nontoken_permanent_you_control", "another_nontoken_permanent_you_control")
WITH_SUBTYPE += NONTOKEN_WITH_SUBTYPE
WHO += NONTOKEN_WITH_SUBTYPE
#: "Whenever a creature token you control enters" (Anointer Priest): a creature that is a token (2026 111.1; 2007 216.1)
CREATURE_TOKEN = ("creature_token_you_control",)
WHO += CREATURE_TOKEN
#: "Whenever this creature or another creature or artifact you control dies" (Susurian Voidborn: itself a creature, so any
#: creature or artifact its controller controls), "Whenever another creature or artifact you control enters" (Weftstalker
#: Ardent), "... creature or planeswalker you control dies" (Cruel Celebrant): a permanent with either card type, once
EITHER_TYPE = {"creature_or_artifact_you_control": ("Creature", "Artifact"), "another_creature_or_artifact_you_control": ("Creature", "Artifact"),
               "creature_or_planeswalker_you_control": ("Creature", "Planeswalker")}
WHO += tuple(EITHER_TYPE)
#: "Whenever a Minotaur you control attacks", "Whenever a Rat you control becomes blocked" (WITH_SUBTYPE only):
#: the creature's subtypes as it is declared an attacker or becomes blocked (2026 508.3a, 509.3c; 2007 308.3, 410.9c)
COMBAT = ("attacks", "attacks_alone", "becomes_blocked")
#: "Whenever a Samurai or Warrior you control attacks alone" (COMBAT only): `"or_subtype": "Warrior"` beside
#: `"subtype": "Samurai"`, a creature with either


#: "Whenever another creature you control with power 2 or less enters", "... with toughness 4 or
#: greater dies": the creature's power or toughness as it entered (counters it entered with included),
#: or as it last existed on the battlefield (2026 603.10a; 2007 410.10d)
STATS = ("power_at_most", "power_at_least", "toughness_at_least")


def stats_match(trig: dict, c) -> bool:
    if not c.is_creature:
        return False
    if "power_at_most" in trig and (c.power or 0) > trig["power_at_most"]:
        return False
    if "power_at_least" in trig and (c.power or 0) < trig["power_at_least"]:
        return False
    return "toughness_at_least" not in trig or (c.toughness or 0) >= trig["toughness_at_least"]


def matches(trig: dict, source, obj, controller: int, c) -> bool:
    """Whether `obj` (controlled by `controller`, characteristics `c` as it entered or last
    existed) entering or dying triggers `source`'s ability `trig`."""
    who = trig.get("who")
    if who.startswith("another") and obj.id == source.id:
        return False
    if who.endswith("you_control") and controller != source.controller:
        return False
    if who.endswith("opponent_controls") and controller == source.controller:
        return False
    if who in NONTOKEN or who in NONTOKEN_ANY:
        return c.is_creature and not obj.token
    if who in NONTOKEN_ARTIFACT:
        return "Artifact" in c.types and not obj.token
    if who in CREATURE_TOKEN:
        return c.is_creature and obj.token
    if who in EITHER_TYPE:
        return any(t in c.types for t in EITHER_TYPE[who])
    if who in TYPED:
        return TYPED[who] in c.types
    if who in NONTOKEN_WITH_SUBTYPE and obj.token:
        return False
    return trig.get("subtype") in c.subtypes or ("or_subtype" in trig and trig["or_subtype"] in c.subtypes)
