"""Named counters with no rules meaning of their own: quest counters (Zendikar's Quests and
Expeditions), verse counters (Urza's Saga's songs). A counter is "a marker placed on an object or
player that modifies its characteristics and/or interacts with a rule, ability, or effect" (2026
122.1; 2007 200.10: "either modifying its characteristics or interacting with an ability"). These change
nothing by themselves: only their own permanent's abilities put them (`put_counters` with
`"counter": "quest"`), remove them as a cost (`"remove_counters": {"quest": 3}`, paid before the
permanent is sacrificed in the same cost: its counters are still there) and count them (`{"count":
"verse_counters_on_source"}`, read by source_counters.py: as the instruction is followed, or as the
permanent last existed on the battlefield once it was sacrificed: 2007 413.2f; 2026 608.2h).

KINDS lists them; the loader checks of `put_counters`' `counter`, a cost's `remove_counters`, an
object's `counters` and an expectation's `counters` accept them (rulings/engine/scenario/), and
the JSON schema (schema.py) names them."""
from __future__ import annotations

#: the counter kinds of this module, allowed wherever a scenario names a counter
KINDS = ("quest", "verse")
#: more of them, each only its own permanent's: ki (Baku Altar), gold (Dragon's Hoard), corpse (Scavenging Ghoul), carrion (Osai
#: Vultures), brick (Sunset Pyramid), and more words of printed cards that no rule gives a meaning (neither rules file names a
#: "page counter" or a "fuse counter": 2026 122.1 lists the counters the rules give one, loyalty, poison, stun, shield ...)
KINDS += ("ki", "gold", "corpse", "carrion", "brick")
KINDS += ("study", "plan", "divinity", "ice", "page", "soul", "flood", "bounty", "doom", "growth", "flame", "fuse",
          "blood", "hour", "luck", "point", "pressure", "fate", "infection", "coin", "stash", "acorn", "plague", "wish",
          "hit", "omen", "dream", "egg", "dread", "eon", "velocity", "wind", "intel", "cage", "devotion", "aim",
          "healing", "judgment", "blaze", "tide", "net", "scream", "collection", "fungus", "delay", "book", "vitality",
          "mire", "awakening", "slumber", "plot", "story", "unity", "component", "harmony", "wage", "mannequin",
          "javelin", "arrowhead", "despair", "bribery", "pupa", "pin", "isolation", "crystal", "hoofprint", "vow",
          "manifestation", "eyeball", "spite", "fury")  # page: Barrin's Codex; javelin, fuse, wish, healing ...
#: "the number of verse counters on this enchantment": the counts of source_counters.py, by counter
COUNTS = {f"{k}_counters_on_source": k for k in KINDS}

#: "As long as this enchantment has seven or more quest counters on it, creatures you control get +5/+5"
#: (Beastmaster Ascension): a static ability's `while` condition, `{"self_quest_counters_at_least": 7}`,
#: read whenever the ability's effect is (its source's counters now: 2007 418.4a; 2026 611.3a)
WHILE = {f"self_{k}_counters_at_least": k for k in KINDS}


def while_holds(source, cond: dict) -> bool:
    """Whether the source has at least that many counters of each kind `cond` names (continuous.condition_holds)."""
    return all(source.counters.get(kind, 0) >= cond[key] for key, kind in WHILE.items() if key in cond)
