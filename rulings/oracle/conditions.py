"""Static abilities of a creature's own that apply only while a condition holds
or count something: "Threshold — ~ gets +2/+2 as long as seven or more cards are
in your graveyard", "~ has first strike as long as it's attacking", "During your
turn, ~ has flying", "~ gets +1/+0 for each artifact you control" (613 in 2026,
418.5a in 2007)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .statics import PT, _has, _statics


@ability_template(rf"During your turn, ~ gets {PT}\.")
def during_your_turn_gets(card, m):
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return _statics({"kind": "static", "affects": "self", "while": {"your_turn": True}}, (m.group(1), m.group(2)), None)


#: "as long as ..." conditions a static power/toughness modification may have, and the
#: ability word (no rules meaning, 207.2c in 2026) that may name each
CONDITIONS = (
    (r"there are seven or more cards in your graveyard|seven or more cards are in your graveyard", "Threshold",
     lambda m: {"cards_in_your_graveyard_at_least": 7}),
    (r"you control three or more artifacts", "Metalcraft", lambda m: {"artifacts_you_control_at_least": 3}),
    (r"you control an artifact", None, lambda m: {"artifacts_you_control_at_least": 1}),
    (r"you control an? (Plains|Island|Swamp|Mountain|Forest)", None, lambda m: {"you_control_a": m.group(1)}),
    # "as long as you control a Gate / a Dinosaur / an Ajani planeswalker": a permanent with that subtype
    (r"you control an? ([A-Z][a-z]+)(?: planeswalker)?", None, lambda m: _subtype(m)),
    (r"you control another artifact", None, lambda m: {"another_artifact": True}),
    (r"an opponent controls an? (Plains|Island|Swamp|Mountain|Forest)", None, lambda m: {"opponent_controls_a": m.group(1)}),
    (r"there are four or more card types among cards in your graveyard", "Delirium",
     lambda m: {"card_types_in_your_graveyard_at_least": 4}),
    (r"you have no cards in hand", "Hellbent", lambda m: {"no_cards_in_hand": True}),
    (r"it's attacking", None, lambda m: {"self_attacking": True}),
    (r"it's untapped", None, lambda m: {"self_untapped": True}),
)


def _subtype(m) -> dict:
    from rulings.engine.creature_types import CREATURE_TYPES
    word, walker = m.group(1), m.group(0).endswith(" planeswalker")
    if not (walker or word in CREATURE_TYPES or word in ("Gate", "Desert", "Equipment", "Vehicle")):
        raise NotUnderstood(m.group(0))
    return {"you_control_a": word}


#: the conditions an ability it has may depend on (they read no permanent's characteristics)
SAFE = ("cards_in_your_graveyard_at_least", "card_types_in_your_graveyard_at_least", "no_cards_in_hand", "self_attacking",
        "self_untapped")
CONDITIONS += ((r"you have the city's blessing", None, lambda m: {"citys_blessing": True}),)  # 702.131c: keywords_later.py
SAFE += ("citys_blessing",)
CONDITIONS += ((r"your speed is 4", None, lambda m: {"max_speed": True}),)  # 702.178a ("Max speed —"): keywords_later.py
SAFE += ("max_speed",)
CONDITIONS += ((r"it has a shield counter on it", None, lambda m: {"self_has_shield_counter": True}),)  # 2026 122.1c: later_counters.py
SAFE += ("self_has_shield_counter",)
CONDITIONS += ((r"it has a \+1/\+1 counter on it", None, lambda m: {"self_has_plus_one_counter": True}),  # a counter on the
               (r"it has a -1/-1 counter on it", None, lambda m: {"self_has_minus_one_counter": True}))  # source itself, no characteristic
SAFE += ("self_has_plus_one_counter", "self_has_minus_one_counter")
CONDITIONS += ((r"it entered this turn", None, lambda m: {"self_entered_this_turn": True}),)  # the object it is now: rulings/engine/power_up.py
SAFE += ("self_entered_this_turn",)
CONDITIONS += ((r"you've completed a dungeon", None, lambda m: {"completed_a_dungeon": True}),)  # 2026 309.7: rulings/engine/dungeons.py
SAFE += ("completed_a_dungeon",)


from rulings.engine.continuous import TYPE_CONDITIONS  # noqa: E402
from rulings.engine.scenario.cards.abilities import _changes_no_type  # noqa: E402


def _condition(word: str | None, condition: str) -> dict:
    for pattern, ability_word, read in CONDITIONS:
        found = re.fullmatch(pattern, condition)
        if found and (word is None or word == ability_word):
            return read(found)
    raise NotUnderstood(condition)


def _conditional(card, word, condition, pt, has: str | None, cant_block: bool = False) -> list[dict]:
    """ "~ gets +1/+1 (and has flying) as long as ...": the pump, and each ability it
    has only while the condition holds (only a condition that reads no permanent's
    characteristics may grant one)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(condition)
    cond = _condition(word, condition)
    out = _statics({"kind": "static", "affects": "self", "while": cond}, pt, None) if pt else []
    gains = _has(has) if has else []
    gains += [{"kind": "keyword", "keyword": "cant_block"}] if cant_block else []
    if gains and set(cond) - set(SAFE) and not (set(cond) <= set(TYPE_CONDITIONS) and all(_changes_no_type(g) for g in gains)):
        raise NotUnderstood(condition)  # a keyword granted while permanents' types are counted must change no type
    return out + [{"kind": "static", "affects": "self", "gains": ab, "while": cond} for ab in gains]


@ability_template(rf"(?:([A-Z][a-z]+) — )?~ gets {PT}(?: and has ([a-z ,]+))? as long as (.+)\.")
def gets_as_long_as(card, m):
    """ "Threshold — ~ gets +2/+2 as long as seven or more cards are in your
    graveyard": a static power/toughness modification of its own, applied only
    while the condition holds (checked each time, 613 in 2026)."""
    return _conditional(card, m.group(1), m.group(5), (m.group(2), m.group(3)), m.group(4))


@ability_template(r"(?:([A-Z][a-z]+) — )?~ has ([a-z ,]+) as long as (.+)\.")
def has_as_long_as(card, m):
    """ "~ has first strike as long as it's attacking"; "Metalcraft — ~ has double strike as long as you
    control three or more artifacts" (a condition on permanents' types: a keyword that changes no type)."""
    return _conditional(card, m.group(1), m.group(3), None, m.group(2))


@ability_template(rf"(?:([A-Z][a-z]+) — )?As long as ([^,]+), ~ gets {PT}(?: and (has [a-z ,]+|can't block))?\.")
def as_long_as_gets(card, m):
    """ "Threshold — As long as seven or more cards are in your graveyard, ~ gets +2/+2 and can't block"."""
    extra = m.group(5) or ""
    return _conditional(card, m.group(1), m.group(2), (m.group(3), m.group(4)), extra[4:] if extra.startswith("has ") else None,
                        cant_block=extra == "can't block")


@ability_template(r"During your turn, ~ has ([a-z ,]+)\.")
def during_your_turn(card, m):
    """ "During your turn, ~ has first strike": an ability it has only while its
    controller is the active player."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "self", "gains": ab, "while": {"your_turn": True}} for ab in _has(m.group(1))]


@ability_template(rf"(~|Equipped creature) gets {PT} for each (Aura|Equipment) attached to it\.")
def gets_for_each_attached(card, m):
    """ "~ gets +2/+2 for each Aura attached to it" (Kor Spiritdancer)."""
    if m.group(1) == "~" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    affects = "self" if m.group(1) == "~" else "equipped"
    what = "aura_attached" if m.group(4) == "Aura" else "equipment_attached"
    return _statics({"kind": "static", "affects": affects, "for_each": what}, (m.group(2), m.group(3)), None)


@ability_template(rf"(~|Equipped creature) gets {PT} for each artifact you control\.")
def gets_for_each_artifact(card, m):
    """ "~ gets +1/+1 for each artifact you control" (counted as it applies; "you":
    the controller of the source of the ability)."""
    if m.group(1) == "~" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    affects = "self" if m.group(1) == "~" else "equipped"
    return _statics({"kind": "static", "affects": affects, "for_each": "artifact_you_control"}, (m.group(2), m.group(3)), None)
