"""Static abilities that change a rule of the game for many permanents or players: "Artifacts,
creatures, and lands your opponents control enter tapped" (Kismet; a replacement effect,
2007 419.1c, 2026 614.1d: the engine's entering_kinds.py) ... Each template reads the whole
paragraph; any other subject, a condition or a duration leaves it text only."""
from __future__ import annotations

from .registry import ability_template
from .statics import PT, _statics

#: the subject of "[Objects] enter tapped" -> the replacement's "what" (rulings/engine/entering_kinds.py)
ENTERING_SUBJECTS = {"Creatures": "creatures", "Artifacts": "artifacts", "Lands": "lands", "Artifacts and lands": "artifacts_and_lands",
                     "Artifacts, creatures, and lands": "artifacts_creatures_and_lands",
                     "Creatures and nonbasic lands": "creatures_and_nonbasic_lands", "Artifacts and creatures": "artifacts_and_creatures",
                     "Nonbasic lands": "nonbasic_lands", "Permanents": "permanents"}


@ability_template(r"(Creatures|Artifacts|Lands|Permanents|Nonbasic lands|Artifacts and lands|Artifacts and creatures|"
                  r"Artifacts, creatures, and lands|Creatures and nonbasic lands)"
                  r"( your opponents control)? enter tapped\.")
def objects_enter_tapped(card, m):
    """ "Creatures your opponents control enter tapped" (Urabrask the Hidden), "Artifacts and lands enter
    tapped" (Root Maze): each such permanent, as it enters under the player the sentence names, enters
    tapped instead (2007 419.1c "come into play tapped"; 2026 614.1d)."""
    return [{"kind": "static", "replacement": {"event": "comes_into_play", "whose": "opponents" if m.group(2) else "any",
                                               "what": ENTERING_SUBJECTS[m.group(1)], "instead": "tapped"}}]


_BY_TOUGHNESS = "assigns combat damage equal to its toughness rather than its power"


@ability_template(rf"Each creature( you control)?( with toughness greater than its power)? {_BY_TOUGHNESS}\.")
def assigns_damage_by_toughness(card, m):
    """Doran, the Siege Tower ("Each creature ..."), Assault Formation ("Each creature you control ..."), Tapestry
    Warden ("... with toughness greater than its power"): the card's text beats "assigns combat damage equal to its
    power" (2007 103.1 over 310.2a; 2026 101.1 over 510.1a), read as damage is assigned (the engine's toughness_damage.py)."""
    flt = {"you_control": True} if m.group(1) else {}
    kw = "assigns_damage_by_greater_toughness" if m.group(2) else "assigns_damage_by_toughness"
    return [{"kind": "static", "affects": "creatures", "filter": flt, "gains": {"kind": "keyword", "keyword": kw}}]


@ability_template(rf"Enchanted creature gets {PT} and {_BY_TOUGHNESS}\.")
def enchanted_assigns_damage_by_toughness(card, m):
    """Gauntlets of Light: a pump and the toughness rule for the enchanted creature."""
    return _statics({"kind": "static", "affects": "enchanted"}, (m.group(1), m.group(2)), None) + \
        [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "assigns_damage_by_toughness"}}]


#: who sees what -> the static's "reveals" (rulings/engine/revealed_information.py)
REVEALED = {"Play with the top card of your library revealed": "top_card",
            "Players play with the top card of their libraries revealed": "each_players_top_card",
            "You may look at the top card of your library any time": "top_card_to_you",
            "Your opponents play with their hands revealed": "opponents_hands",
            "Players play with their hands revealed": "hands"}


@ability_template(r"(Play with the top card of your library revealed|Players play with the top card of their libraries revealed|"
                  r"You may look at the top card of your library any time|Your opponents play with their hands revealed|"
                  r"Players play with their hands revealed)\.")
def plays_with_revealed(card, m):
    """Future Sight's "Play with the top card of your library revealed" (2007 217.2e; 2026 401.5), Courser of
    Kruphix's "You may look at the top card of your library any time" (2026 401.5), Telepathy's "Your opponents
    play with their hands revealed": no action of the game changes; the replay shows each such card to the
    players who may see it, as it is when a player next receives priority."""
    return [{"kind": "static", "reveals": REVEALED[m.group(1)]}]


@ability_template(r"(Creatures|Artifacts and creatures) entering don't cause abilities to trigger\.")
def entering_creatures_trigger_nothing(card, m):
    """Torpor Orb: a creature entering triggers no ability, its own or another's (the card's text over
    2007 410.1 / 2026 603.2: 103.1 / 101.1); replacement effects on entering still apply."""
    return [{"kind": "static", "entering_dont_trigger": "creatures" if m.group(1) == "Creatures" else "artifacts_and_creatures"}]
