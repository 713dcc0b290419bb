"""Time counters: "Exile ~ with three time counters on it." as an instant's or sorcery's own last
instruction (Arc Blade, Reality Strobe, Inspiring Refrain: the Time Spiral block's suspend spells).
The resolving spell exiles itself instead of going to its owner's graveyard (2026 608.2n; 2007
413.2h) and gets that many time counters; with suspend it is then suspended (2026 702.62b; 2007
502.59b), so suspend's upkeep trigger counts it down and casts it again
(rulings/engine/time_counters.py). Only on an instant or sorcery and only of the spell itself: a
permanent's "exile it with N time counters", "put N time counters on it", "if it doesn't have
suspend, it gains suspend" and "remove a time counter from ..." stay text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template

_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}


@effect_template(r"exile ~ with (a|one|two|three|four|five|six|seven|eight|nine|ten) time counters? on it")
def exile_this_spell_with_time_counters(eff, m):
    """On an instant or sorcery only: the spell itself, as it resolves."""
    n = _NUMBERS[m.group(1).lower()]
    if not {"Instant", "Sorcery"} & set(eff.card.types) or (n == 1) != (" counter " in m.group(0)):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "exile_this_spell_with_time_counters", "count": n})


# --- a suspended card's own abilities as its time counters are removed in exile ---

_EXILED_EVENTS = {"When the last time counter is": "last_time_counter_removed_in_exile",
                  "Whenever a time counter is": "time_counter_removed_in_exile"}


@ability_template(r"(When the last time counter is|Whenever a time counter is) removed from this card while it's exiled, ([^\"]+)")
def exiled_time_counter_trigger(card, m):
    """ "When the last time counter is removed from this card while it's exiled, create a 2/2 black Knight
    creature token with flanking, protection from white, and haste." (Riftmarked Knight): an ability that
    states it works in exile (2026 113.6b; 2007 402.8b), triggered as suspend's upkeep trigger removes a
    counter (rulings/engine/time_counters.py). Only on a card with suspend (the only way the engine removes
    a time counter from an exiled card), and only an effect that names no object ("it", "this card")."""
    import re
    from .triggered import _triggered
    if not any(re.fullmatch(r"Suspend \d+—\{[^.]+", p) for p in card.paragraphs) or \
            re.search(r"\b(it|its|this card|~|this creature|that card)\b", m.group(2), re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    abilities = _triggered(card, {"event": _EXILED_EVENTS[m.group(1)]}, m.group(2))
    if len(abilities) != 1 or abilities[0].get("if"):
        raise NotUnderstood(m.group(0))
    return abilities


@ability_template(r"When (?:this creature|~) dies, if it had no time counters on it, ([^\"]+)")
def dies_without_time_counters(card, m):
    """ "When this creature dies, if it had no time counters on it, create a 6/1 green Insect creature token
    with shroud." (Deadly Grub, with vanishing): the counters it had as it last existed on the battlefield
    (rulings/engine/time_counters.had_no_time_counters), an intervening "if" (2026 603.4; 2007 404.3)."""
    from .triggered import _triggered
    abilities = _triggered(card, {"event": "dies", "who": "self"}, m.group(1))
    if len(abilities) != 1 or abilities[0].get("if") or abilities[0].get("trigger") != {"event": "dies", "who": "self"}:
        raise NotUnderstood(m.group(0))
    return [{**abilities[0], "if": {"source_had_no_time_counters": True}}]
