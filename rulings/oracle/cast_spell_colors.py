"""Cast triggers that name the spell's colors with "a spell that's": "Whenever you cast a spell that's
white, blue, black, or red, put a +1/+1 counter on this creature." (Quirion Dryad: any one of them) and
"Whenever you cast a spell that's both white and black, this creature has base power and toughness 4/4
until end of turn and gains flying until end of turn." (Nightsky Mimic: each of them, whatever other
colors it has too). The spell's colors as it became cast (2026 105.2, 601.2i; 2007 203.2, 409.1i): the
engine's `spell_is` `colors_any` / `colors_all` (rulings/engine/cast_filters.py). The instructions are
read as cast_triggers_more.py reads them ("that player" the caster; any word for the spell itself keeps
the paragraph text only). "a spell that's one or more colors", "a spell that's exactly two colors" and
"a spell that's red or a creature" stay text only."""
from __future__ import annotations

import re

from .cast_triggers_more import COLORS, _body
from .registry import NotUnderstood, ability_template
from .trigger_conditions import CASTERS
from .triggered import _triggered

_COLOR = "(?:" + "|".join(COLORS) + ")"


def _colors(words: str) -> dict:
    """ "both white and black" -> colors_all; "white, blue, black, or red" / "blue or red" -> colors_any."""
    both = re.fullmatch(rf"both ({_COLOR}) and ({_COLOR})", words)
    if both:
        if both.group(1) == both.group(2):
            raise NotUnderstood(words)
        return {"colors_all": [both.group(1), both.group(2)]}
    parts = re.split(r", or |, | or ", words)
    if len(parts) < 2 or any(p not in COLORS for p in parts) or len(set(parts)) != len(parts):
        raise NotUnderstood(words)
    if (len(parts) > 2) != (", or " in words) or (len(parts) == 2 and " or " not in words):
        raise NotUnderstood(words)  # "white, blue or red", "white, blue": not the Oracle's list
    return {"colors_any": parts}


@ability_template(r"Whenever (you cast|an opponent casts|a player casts) a spell that's ([a-z, ]+), ([^\"]+)")
def casts_spell_thats_colors(card, m):
    whose = CASTERS[m.group(1)]
    flt = _colors(m.group(2))
    text, names_player = _body(m.group(3), whose)
    abilities = _triggered(card, {"event": "plays_spell", "whose": whose, "spell": "any", "spell_is": flt}, text)
    if names_player:
        from .player_referents import _point_at
        abilities = _point_at(abilities, "event_player")
    return abilities


_TYPE = "(?:creature|artifact|enchantment|instant|sorcery)"


@ability_template(rf"Whenever (you cast|an opponent casts|a player casts) an? ({_COLOR}(?:, {_COLOR})*(?:,? or {_COLOR})) ({_TYPE}(?: or {_TYPE})?) spell, ([^\"]+)")
def casts_colors_and_types(card, m):
    """ "Whenever an opponent casts a white or blue instant or sorcery spell, this creature deals 2 damage to that
    player." (Mindsparker): one of the colors and one of the card types, both (cast_filters.py ANDs its keys)."""
    from .cast_triggers_more import CARD_TYPES
    whose = CASTERS[m.group(1)]
    flt = _colors(m.group(2))
    types = m.group(3).split(" or ")
    if len(set(types)) != len(types):
        raise NotUnderstood(m.group(3))
    flt["types_any"] = [CARD_TYPES[t] for t in types]
    text, names_player = _body(m.group(4), whose)
    abilities = _triggered(card, {"event": "plays_spell", "whose": whose, "spell": "any", "spell_is": flt}, text)
    if names_player:
        from .player_referents import _point_at
        abilities = _point_at(abilities, "event_player")
    return abilities
