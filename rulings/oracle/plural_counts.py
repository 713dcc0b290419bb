"""What "the number of [what]" counts, for the plural phrases the description grammar
(described.py, counts_more.count_of) leaves unread:

- a subtype whose plural is not its name and an "s": "the number of Elves you control" (Shaman of
  the Pack), "Allies you control" (Tajuru Archer), "Dwarves", "Wolves", "Merfolk", "Treefolk"; and "Equipment you control"
  (Armed Response), a plural spelled as its singular: the count pump_counts.kind_count makes of
  the singular ("for each Elf you control"), every permanent of that subtype the player controls;
- "the number of Bobbleheads / Treasures / Clues / Foods / Vehicles you control" (Intelligence
  Bobblehead): the permanents of that artifact subtype the controller controls, tokens too;
- "the number of attacking creatures" (Flurry of Wings, Strength in Numbers): every attacking
  creature, whoever controls it;
- "the number of opponents you have" (rulings/engine/opponent_count.py);
- "the number of +1/+1 counters on ~" / "charge counters on ~": the source's own counters
  (rulings/engine/source_counters.py), and the damage sentences that count them: "~ deals damage
  equal to the number of +1/+1 counters on it to any target" (Kilnmouth Dragon), "~ deals damage to
  target creature equal to the number of +1/+1 counters on ~" (Falkenrath Exterminator).

Each is counted once, as the instruction is followed (2007 413.2f; 2026 608.2h). Anything else
stays unread: "attacking creatures with flying", a count with "they", "on it".
"""
from __future__ import annotations

import re

from .power_toughness import SUBTYPES
from .registry import NotUnderstood, effect_template
from .targets import DAMAGE_TARGETS, TARGET_RE, ref

#: the plurals of creature types that are not the singular and an "s" (Merfolk and Treefolk: the singular), by the singular
IRREGULAR = {plural: one for plural, one in SUBTYPES.items() if plural != one + "s" and plural not in ("Plains",)}
IRREGULAR["Equipment"] = "Equipment"  # an artifact subtype spelled the same in the plural
_PLURAL = "|".join(map(re.escape, sorted(IRREGULAR, key=len, reverse=True)))
#: artifact subtypes a count names in the plural: "the number of Bobbleheads you control" (Intelligence Bobblehead)
ARTIFACT_KINDS = {"Bobbleheads": "Bobblehead", "Treasures": "Treasure", "Clues": "Clue", "Foods": "Food", "Vehicles": "Vehicle"}
_KINDS = re.compile(rf"(other )?(attacking )?({_PLURAL})(?: or ({_PLURAL}))?( you control)?")


def plural_count(eff, what: str) -> dict | None:
    """The count of "the number of [what]" for the phrases above; None for any other phrase."""
    what = " ".join(what.split())
    if what == "opponents you have":
        return {"count": "opponents_you_have"}
    if what == "attacking creatures":
        return {"count": "permanents", "filter": {"combat": "attacking", "types": ["Creature"]}}
    if what in ("+1/+1 counters on ~", "charge counters on ~"):
        from .pump_counts import kind_count
        return kind_count(eff, what.replace("counters", "counter", 1))
    m = re.fullmatch(r"(\w+) you control", what)
    if m and m.group(1) in ARTIFACT_KINDS:  # every permanent of that subtype the controller controls, tokens too
        return {"count": "permanents", "filter": {"controller": "you", "subtypes": [ARTIFACT_KINDS[m.group(1)]]}}
    m = _KINDS.fullmatch(what)
    if m is None:
        return None
    if not (m.group(2) or m.group(5)):
        raise NotUnderstood(what)  # whose, or which: said
    from .pump_counts import kind_count
    one = f"{m.group(1) or ''}{m.group(2) or ''}{IRREGULAR[m.group(3)]}"
    if m.group(4):
        one += f" or {IRREGULAR[m.group(4)]}"
    return kind_count(eff, one + (m.group(5) or ""))


# --- "~ deals damage equal to the number of +1/+1 counters on it to any target" ------------------

_COUNTERS = r"(\+1/\+1|charge) counters"


@effect_template(rf"~ deals damage equal to the number of {_COUNTERS} on (?:it|~) to ({TARGET_RE})")
def damage_equal_to_its_counters(eff, m):
    """Kilnmouth Dragon's "{T}: This creature deals damage equal to the number of +1/+1 counters on
    it to any target" ("it": the creature dealing the damage, the sentence's subject): its counters as
    the ability resolves, or as it last existed on the battlefield (2007 413.2f; 2026 608.2h;
    rulings/engine/source_counters.py)."""
    _damage(eff, m.group(2), m.group(1))


@effect_template(rf"~ deals damage to ({TARGET_RE}) equal to the number of {_COUNTERS} on ~")
def damage_to_equal_to_its_counters(eff, m):
    """Falkenrath Exterminator's "{2}{R}: This creature deals damage to target creature equal to the
    number of +1/+1 counters on this creature"."""
    _damage(eff, m.group(1), m.group(2))


def _damage(eff, target: str, counter: str) -> None:
    from .pump_counts import kind_count
    count = kind_count(eff, f"{counter} counter on ~")  # only a permanent's own counters
    eff.steps.append({"do": "damage", "amount": count, "to": ref(eff, target, DAMAGE_TARGETS)})


@effect_template(r"you may have ~ deal (damage (?:to [^.]+ )?equal to the number of [^.]+)")
def may_have_source_deal_counted_damage(eff, m):
    """Goblin Razerunners' "you may have this creature deal damage equal to the number of +1/+1 counters on it
    to target player or planeswalker", Vicious Shadows' "you may have this enchantment deal damage to target
    player equal to the number of cards in that player's hand": the damage sentence as "~ deals ..." reads it
    (one damage instruction, its target chosen as the ability is put on the stack), whether it is dealt
    chosen as it resolves (2007 413.2c; 2026 608.2d)."""
    from .optional import _may
    from .registry import parse_branch
    steps = parse_branch(eff, f"~ deals {m.group(1)}")
    if len(steps) != 1 or steps[0].get("do") != "damage" or isinstance(steps[0].get("amount"), int):
        raise NotUnderstood(m.group(0))
    _may(eff, f"have it deal {m.group(1)}", effect=steps)
