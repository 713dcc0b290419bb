""" "Choose a nonland card name. Search target player's graveyard, hand, and library for all cards
with that name and exile them. Then that player shuffles" (Cranial Extraction, Slaughter Games,
Dispossess, Ancient Vendetta), and "Choose a color. Target player reveals their hand and discards
all cards of that color" (Persecute).

The name (or color) is chosen by the spell's or ability's controller as it resolves (2007: 413.2c;
2026: 608.2d), given by the resolving action's `choices` (the engine's effects/card_names.py,
which refuses a choice nobody gave, naming the field); which cards the search finds is the
searcher's choice too (2026 701.23b), given the same way. Anything else that reads a chosen name
("Spells with the chosen name can't be cast", "deals 3 damage for each card with the chosen name
revealed this way", "as it enters, choose a card name") stays text only.
"""
from __future__ import annotations

from .registry import Effect, NotUnderstood, ability_template, effect_template, parse_sentence
from .targets import ref
from .text import NUMBERS

NAME_OF = {"": None, "nonland ": "nonland", "artifact ": "artifact"}


@effect_template(r"choose an? (nonland |artifact |)card name")
def choose_card_name(eff, m):
    """First in its effect, before any target or instruction (the only place the engine reads it from)."""
    if eff.steps or eff.targets:
        raise NotUnderstood(m.group(0))
    step = {"do": "choose_card_name"}
    if NAME_OF[m.group(1).lower()]:
        step["name_of"] = NAME_OF[m.group(1).lower()]
    eff.steps.append(step)


def _chose(eff, do: str, kind: str | None = None) -> bool:
    return any(st.get("do") == do and (kind is None or st.get("kind") == kind) for st in eff.steps)


@effect_template(r"search (target player|target opponent)'s graveyard, hand, and library for "
                 r"(all|any number of|up to (two|three|four|five|\d+)) cards with (?:that|the chosen) name and exile them")
def search_and_exile(eff, m):
    if not _chose(eff, "choose_card_name") or len(eff.steps) != 1:
        raise NotUnderstood(m.group(0))
    step = {"do": "exile_cards_with_chosen_name", "player": ref(eff, m.group(1))}
    if m.group(2) == "all":
        step["all"] = True
    elif m.group(3):
        step["count"] = int(m.group(3)) if m.group(3).isdigit() else NUMBERS[m.group(3).lower()]
    eff.steps.append(step)


@effect_template(r"(?:then )?that player shuffles")
def that_player_shuffles(eff, m):
    """ "Then that player shuffles": the library of the player whose zones were searched."""
    if not eff.steps or eff.steps[-1].get("do") not in ("exile_cards_with_chosen_name", "exile_cards_with_same_name",
                                                        "search_their_library"):  # same_name_searches.py, their_library_searches.py
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "shuffle_library", "player": eff.steps[-1]["player"]})


@effect_template(r"(target player|target opponent) reveals their hand and discards all cards (of that color|with that name)")
def discards_all_chosen(eff, m):
    kind = "color" if m.group(2) == "of that color" else "card_name"
    chose = _chose(eff, "choose_value", "color") if kind == "color" else _chose(eff, "choose_card_name")
    if not chose or len(eff.steps) != 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "discard_all_chosen", "player": ref(eff, m.group(1)), "kind": kind})


# tried before named_choices.py's "... of that color" (which would refuse the words it doesn't know)
def _first(*fns) -> None:
    from .registry import EFFECT_TEMPLATES
    mine = [t for t in EFFECT_TEMPLATES if t[2] in fns]
    EFFECT_TEMPLATES[:] = mine + [t for t in EFFECT_TEMPLATES if t[2] not in fns]


_first(discards_all_chosen)


@effect_template(r"(.+ gains?) protection from the chosen color until end of turn")
def protection_from_the_chosen_color(eff, m):
    """ "Creatures you control gain protection from the chosen color until end of turn": the same
    sentence with a color compiled by the other templates, its protection from that color
    becoming protection from the color chosen on resolution (before it, in the same effect)."""
    if not _chose(eff, "choose_value", "color") or len(eff.steps) != 1:
        raise NotUnderstood(m.group(0))
    sub = Effect(eff.card, targets=eff.targets, allow_x=eff.allow_x)
    parse_sentence(sub, f"{m.group(1)} protection from white until end of turn")
    found = []

    def swap(steps):
        for st in steps:
            if st.get("do") == "gain_ability" and st.get("ability") == {"kind": "keyword", "keyword": "protection", "from": "white"}:
                found.append(st)
                to = st.get("to", "target:0")
                st.clear()
                st.update({"do": "gain_protection_from_chosen_color", "to": to, "until": "end_of_turn"})
            elif isinstance(st.get("effect"), list):
                swap(st["effect"])
    swap(sub.steps)
    if len(found) != 1:
        raise NotUnderstood(m.group(0))
    eff.steps.extend(sub.steps)


_first(protection_from_the_chosen_color)


def _enters_naming(card) -> str | None:
    """ "As this creature enters, choose a (nonland) card name." among the card's paragraphs: its kind."""
    import re
    enters = r"As (?:~|this [a-z]+|" + re.escape(card.name) + r") enters(?: the battlefield)?, choose an? (nonland )?card name\."
    for p in card.paragraphs:
        m = re.fullmatch(enters, p)
        if m:
            return "nonland_card_name" if m.group(1) else "card_name"
    return None


@ability_template(r"As (?:~|this creature|this artifact|this enchantment) enters(?: the battlefield)?, choose an? (nonland )?card name\.")
def enters_choose_card_name(card, m):
    """ "As this creature enters, choose a nonland card name": an "as it comes into play" choice
    (2007 419.1b; 2026 614.12a), given by the action's `choices` (no default: refused without one)."""
    return [{"kind": "static", "comes_into_play": {"choose": "nonland_card_name" if m.group(1) else "card_name"}}]


@ability_template(r"Spells with the chosen name can't be cast\.")
def chosen_name_cant_be_cast(card, m):
    """ "Spells with the chosen name can't be cast" (Meddling Mage): read from the permanent, the
    name chosen as it entered (a "can't": 2007 103.2; 2026 101.2 and 601.3)."""
    if _enters_naming(card) is None:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "chosen_name_cant_be_cast"}]


@ability_template(r"Activated abilities of sources with the chosen name can't be activated( unless they're mana abilities)?\.")
def chosen_name_cant_activate(card, m):
    """ "Activated abilities of sources with the chosen name can't be activated (unless they're mana
    abilities)" (Phyrexian Revoker, Pithing Needle): the name chosen as the permanent entered; a
    source in any zone with that name (2007 409.4; 2026 602.5)."""
    if _enters_naming(card) is None:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "chosen_name_cant_activate_nonmana" if m.group(1) else "chosen_name_cant_activate"}]
