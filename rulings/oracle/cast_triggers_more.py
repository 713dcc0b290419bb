"""Cast triggers whose kind of spell is more than the older templates read (triggered.py,
trigger_conditions.py, player_referents.py):

* "Whenever a player casts a nonblack spell, that player loses 1 life" (Soot Imp), "Whenever an
  opponent casts a nonartifact spell", "a blue or black spell" (colors: 2026 105.2; 2007 203.2);
* "Whenever you cast an Elf spell" (Lys Alana Huntmaster), "an instant spell", "an Aura spell",
  "a legendary spell", "an artifact or enchantment spell", "an instant, sorcery, or Wizard spell"
  (its types, subtypes and supertypes);
* "Whenever a player casts a spell with mana value 3 or less, this creature deals 2 damage to
  that player" (Eidolon of the Great Revel), "a creature spell with mana value 5 or greater";
* "Whenever you cast a kicked spell" (Roost of Drakes: 2026 702.33d; 2007 502.21a) and
  "Whenever you cast a spell from your graveyard" (Burning Vengeance: 2026 601.2a; 2007 409.1a);
* "Whenever you cast a spell of the chosen color" (Diamond Mare: the color chosen as it entered,
  2026 614.12a; 2007 419.1b), "a spell from anywhere other than your hand" (Vega, the Watcher);
* "Whenever you cast a black spell or a Swamp you control enters" (the Magus staffs: two abilities);
* "Whenever you cast a creature spell, you may pay {1}. If you do, return target creature to its
  owner's hand" (Equilibrium): the older templates refuse any "its"; here "its owner's" and "its
  controller's" after a target, and "its other types", are read as the effect templates read them.

The spell is seen as it became cast (rulings/engine/cast_filters.py); a copy of a spell is not
cast (2026 707.10; 2007 503.10), so it triggers none of these. "that player" (or "they") of "a player / an
opponent casts" is the caster, as player_referents.py reads it; any other word for the spell
("it", "that spell", "its mana value") keeps the text "text only"."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template
from .trigger_conditions import CASTERS
from .triggered import _triggered

COLORS = ("white", "blue", "black", "red", "green")
CARD_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment", "instant": "Instant",
              "sorcery": "Sorcery", "planeswalker": "Planeswalker", "legendary": "Legendary"}
#: a permanent spell: one of the permanent card types (2026 110.4; 2007 212.0 / 214.1 "permanent")
PERMANENT = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"]
#: spell and artifact subtypes a cast trigger names (besides the creature types)
OTHER_SUBTYPES = ("Aura", "Equipment", "Vehicle", "Arcane")

#: words that would name the spell, a card or a player of the event: not read here
_REFERENTS = r"\b(it|its|that spell|the spell|that creature|the creature|that permanent|that artifact|those|spell's|that card|the card|mana value|that much|they|them|their|that player|the player)\b"
#: "its" that the effect templates read as the target's or the source's own
_SAFE_ITS = r"\bits (owner's|controller's|other types)\b"


def _word(w: str):
    """One alternative of the kind: ("color", c), ("type", T) or None if not read."""
    if w in COLORS:
        return "color", w
    if w in CARD_TYPES:
        return "type", CARD_TYPES[w]
    if w in CREATURE_TYPES or w in OTHER_SUBTYPES:
        return "type", w
    return None


def _kind(words: str) -> dict:
    """ "nonblack", "Elf", "blue or black", "instant, sorcery, or Wizard", "kicked", "": the
    `spell_is` filter; NotUnderstood if any word is not one read here."""
    if words == "":
        return {}
    if words == "kicked":
        return {"kicked": True}
    m = re.fullmatch(r"non([a-z]+)", words)
    if m:
        found = _word(m.group(1))
        if found is None or m.group(1) == "legendary":
            raise NotUnderstood(words)
        return {"colors_none": [found[1]]} if found[0] == "color" else {"types_none": [found[1]]}
    m = re.fullmatch(r"(white|blue|black|red|green) (creature|artifact|enchantment|instant|sorcery|permanent)", words)
    if m:  # "a green creature spell", "a white permanent spell": both
        return {"colors_any": [m.group(1)], "types_any": PERMANENT if m.group(2) == "permanent" else [CARD_TYPES[m.group(2)]]}
    if words == "permanent":
        return {"types_any": PERMANENT}
    parts = re.split(r", or |, | or ", words)
    found = [_word(p) for p in parts]
    if any(f is None for f in found) or len({f[0] for f in found}) != 1 or len(parts) != len(set(parts)):
        raise NotUnderstood(words)  # "noncreature or Dragon", "Eldrazi creature": not read
    if len(parts) > 2 and ", or " not in words:
        raise NotUnderstood(words)
    values = [f[1] for f in found]
    return {"colors_any": values} if found[0][0] == "color" else {"types_any": values}


def _body(text: str, whose: str) -> tuple[str, bool]:
    """The effect text, and whether it names the caster ("that player", "they")."""
    from .player_referents import _no_other_referent, _the_player
    names_player = bool(re.search(r"\b(that player|they)\b", text, re.IGNORECASE))
    if names_player:
        if whose == "your":
            raise NotUnderstood(text)
        _no_other_referent(text)
        return _the_player(text, "[Tt]hat player"), True
    if re.search(_REFERENTS, re.sub(_SAFE_ITS, "", text), re.IGNORECASE):
        raise NotUnderstood(text)
    if re.search(r"\bits (owner's|controller's)\b", text) and not re.search(r"\btarget\b[^.]*\bits (owner's|controller's)\b", text):
        raise NotUnderstood(text)  # "its owner" with no target before it: it might be the spell
    return text, False


def _chooses(card, what: str) -> bool:
    """ "As ~ enters, choose a color / a creature type." (2026 614.12a; 2007 419.1b): what the trigger reads."""
    enters = r"As (?:~|this [a-z]+|" + re.escape(card.name) + r") enters(?: the battlefield)?, choose " + what + r"\."
    return any(re.fullmatch(enters, p) for p in card.paragraphs)


@ability_template(r"Whenever (you cast|an opponent casts|a player casts) (?:a|an) ((?:[A-Za-z]+(?:, | or |, or | ))*[A-Za-z]+ )?spell"
                  r"( with mana value (\d+) or (less|greater))?( from your graveyard| from a graveyard| from anywhere other than (?:your|their) hand"
                  r"| of the chosen color| of the chosen type| you don't own)?,"
                  r" ([^\"]+)")
def casts_kind_of_spell(card, m):
    whose = CASTERS[m.group(1)]
    flt = _kind((m.group(2) or "").strip())
    if m.group(3):
        n = int(m.group(4))
        if not 0 <= n <= 100:
            raise NotUnderstood(m.group(0))
        flt["mana_value_at_most" if m.group(5) == "less" else "mana_value_at_least"] = n
    if m.group(6) == " of the chosen color":
        if m.group(2) or m.group(3) or not _chooses(card, "a color"):
            raise NotUnderstood(m.group(0))
        flt["chosen_color"] = True
    elif m.group(6) == " of the chosen type":
        if m.group(3) or not _chooses(card, "a creature type"):
            raise NotUnderstood(m.group(0))
        flt["chosen_creature_type"] = True
    elif m.group(6) == " you don't own":
        if whose != "your":
            raise NotUnderstood(m.group(0))
        flt["not_owned"] = True
    elif m.group(6) and m.group(6).startswith(" from anywhere other than"):
        if (whose == "your") != m.group(6).endswith("your hand"):
            raise NotUnderstood(m.group(0))  # "an opponent casts ... from anywhere other than their hand"
        flt["not_from_hand"] = True
    elif m.group(6):
        if (whose == "your") != m.group(6).endswith("your graveyard"):
            raise NotUnderstood(m.group(0))  # "you cast a spell from your graveyard", "a player casts a spell from a graveyard"
        flt["from_graveyard"] = True  # a player casts a spell only from their own graveyard here (flashback and the like)
    if not flt:
        raise NotUnderstood(m.group(0))  # "a spell": the older templates' (triggered.py)
    text, names_player = _body(m.group(7), whose)
    trigger = {"event": "plays_spell", "whose": whose, "spell": "any", "spell_is": flt}
    abilities = _triggered(card, trigger, text)
    if names_player:
        from .player_referents import _point_at
        abilities = _point_at(abilities, "event_player")
    return abilities


@ability_template(r"Whenever you cast an? (white|blue|black|red|green) spell or an? (Plains|Island|Swamp|Mountain|Forest) you control"
                  r" enters, ([^\"]+)")
def casts_color_or_land_enters(card, m):
    """The Magus staffs: "Whenever you cast a black spell or a Swamp you control enters, you gain 1
    life": played as two abilities, "whenever you cast a black spell" and "whenever a Swamp you
    control enters", which trigger exactly as often (no one event is both)."""
    text, _ = _body(m.group(3), "your")
    return (_triggered(card, {"event": "plays_spell", "whose": "your", "spell": m.group(1)}, text)
            + _triggered(card, {"event": "comes_into_play", "who": "permanent_you_control", "subtype": m.group(2)}, text))


@ability_template(r"Whenever you cast your first spell each turn, ([^\"]+)")
def first_spell_each_turn(card, m):
    """The first spell its controller casts in a turn (each spell counted as it becomes cast, 2026
    601.2i / 2007 409.1i; trigger_conditions.py reads "your second spell each turn")."""
    text, _ = _body(m.group(1), "your")
    return _triggered(card, {"event": "plays_spell", "whose": "your", "spell": "any", "nth_this_turn": 1}, text)
