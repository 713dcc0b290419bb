"""Counter and "enters" mechanics read from Oracle text: megamorph (2026 702.37b), increment (702.191a), converge and
raid (ability words, 207.2c), Ally enters triggers, connive (701.50a), oil counters, and "Whenever a
creature dealt damage by this creature this turn dies"."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template

MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"


def keyword(word: str) -> list[dict] | None:
    """ "Megamorph {1}{G}": the engine's morph with `megamorph` (its cost is a morph cost, 702.37b),
    which also puts a +1/+1 counter on the permanent as it is turned face up for that cost."""
    m = re.fullmatch(rf"megamorph ({MANA})", word.strip(), re.IGNORECASE)
    if m:
        return [{"kind": "keyword", "keyword": "morph", "cost": m.group(1), "megamorph": True}]
    m = re.fullmatch(rf"disguise ({MANA})", word.strip(), re.IGNORECASE)
    if m:  # 2026 702.168a: cast face down for {3} as a 2/2 with ward {2}; turned face up for this cost (rulings/engine/disguise.py)
        return [{"kind": "keyword", "keyword": "morph", "cost": m.group(1), "disguise": True}]
    if word.strip().lower() == "increment":  # 2026 702.191a (rulings/engine/increment.py)
        return [{"kind": "keyword", "keyword": "increment"}]
    return None


@ability_template(r"Converge — ~ enters with (an?|two|three) \+1/\+1 counters? on it for each color of mana spent to cast it\.")
def converge_counters(card, m):
    """Converge (an ability word, 2026 207.2c): a replacement effect on how the creature enters
    (419.1b; 614.1c), its counters one for each color of mana spent to cast it (rulings/engine/converge.py)."""
    from .text import amount
    n = amount(m.group(1))
    if "Creature" not in card.types or (n == 1) != (m.group(1) in ("a", "an")):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": n}, "per_color_spent": True}}]


ENTERS = r"(?:enters|enters the battlefield)"


@ability_template(rf"(?:Rally — )?Whenever (~ or another|another) Ally you control {ENTERS}, ([^\"]+)")
def ally_enters(card, m):
    """ "Whenever this creature or another Ally you control enters, ..." (rally, an ability word:
    2026 207.2c) and "Whenever another Ally you control enters, ..." (rulings/engine/allies.py)."""
    from .triggered import _triggered
    if not card.is_permanent_creature and m.group(1) != "another":
        raise NotUnderstood(m.group(0))
    who = "another_ally_you_control" if m.group(1) == "another" else "self_or_another_ally_you_control"
    return _triggered(card, {"event": "comes_into_play", "who": who}, m.group(2))


@ability_template(r"Raid — ~ enters with (an?|two|three) \+1/\+1 counters? on it if you attacked this turn\.")
def raid_counters(card, m):
    """Raid (an ability word, 2026 207.2c): "This creature enters with a +1/+1 counter on it if you
    attacked this turn", a replacement effect on how it enters (419.1b; 614.1c; rulings/engine/raid.py)."""
    from .text import amount
    n = amount(m.group(1))
    if "Creature" not in card.types or (n == 1) != (m.group(1) in ("a", "an")):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": n}, "if_you_attacked": True}}]


# "Raid — When this creature enters, if you attacked this turn, ...": condition_words.py, with delirium and revolt


@effect_template(r"(~|it|target creature you control) connives")
def connives(eff, m):
    """ "It connives" / "target creature you control connives" (2026 701.50a; rulings/engine/connive.py).
    "It" is the ability's own permanent or the creature of its trigger event (triggered.py rewrites
    an "it" that is the ability's own permanent to ~); "connives N" stays text only."""
    from .targets import ref
    who = m.group(1)
    what = "self" if who == "~" else "it" if who == "it" else ref(eff, who)
    eff.steps.append({"do": "connive", "what": what})


_OIL_N = r"(an|two|three|four|five)"


@ability_template(rf"~ enters with {_OIL_N} oil counters? on it\.")
def enters_with_oil_counters(card, m):
    """ "This creature enters with three oil counters on it" (a replacement effect, 614.1c): oil
    counters mean nothing by themselves; its own "Remove an oil counter from ~" costs use them."""
    from .text import amount
    n = 1 if m.group(1) == "an" else amount(m.group(1))
    if (n == 1) != (m.group(1) == "an"):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"oil": n}}}]


@effect_template(rf"put {_OIL_N} oil counters? on ~")
def put_oil_counters(eff, m):
    """ "Whenever you cast a noncreature spell, put an oil counter on this creature": on the
    permanent whose ability it is (an oil counter changes nothing by itself)."""
    from .text import amount
    n = 1 if m.group(1) == "an" else amount(m.group(1))
    if (n == 1) != (m.group(1) == "an"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_counters", "counter": "oil", "amount": n, "to": "self"})


@ability_template(r"Whenever a creature dealt damage by ~ this turn dies, ([^\"]+)")
def dealt_damage_by_self_dies(card, m):
    """ "Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on
    this creature" (Sengir Vampire; rulings/engine/damaged_dies.py). Only an effect on ~ itself
    (or one that doesn't name the dying creature) is read: "that creature" stays text only."""
    from .triggered import _triggered
    if not card.is_permanent_creature or re.search(r"\b(it|that creature|that card|its)\b", m.group(1)):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "dies", "who": "dealt_damage_by_self"}, m.group(1))
