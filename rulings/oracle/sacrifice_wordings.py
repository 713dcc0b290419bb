"""Sacrifice wordings beyond sacrifices_more.py and sacrifice_choices.py.

* Additional costs that sacrifice more than one permanent, or a kind the older list lacked:
  "As an additional cost to cast this spell, sacrifice two creatures" (Phyrexian Tribute, Bankrupt
  in Blood), "... sacrifice five lands" (Gaea's Balance), "... sacrifice a permanent" (Angelic
  Purge), "... a nonland permanent" (Rite of Oblivion), "... a creature or planeswalker"
  (Heartfire); "sacrifice a creature or discard a card" (Bone Shards, Minion Missile; "an artifact",
  Demand Answers). The caster chooses them as the spell is cast and they are sacrificed as the total
  cost is paid (2007 409.1b, 409.1f, 409.1h; 2026 601.2b, 601.2f, 601.2h): the engine's
  `additional_cost` with `sacrifice` and `sacrifice_count` (rulings/engine/additional_costs.py),
  read by spell_costs.additional_cost through `additional_sacrifice` below.
* "If this land would enter, sacrifice a Forest (an untapped Island, two untapped lands) instead. If
  you do, put this land onto the battlefield. If you don't, put it into its owner's graveyard."
  (Heart of Yavimaya, Lotus Vale): rulings/engine/sacrifice_instead.py.
* "Whenever a creature dies, that creature's controller sacrifices a land of their choice." (Earthlink),
  "Whenever a creature enters, its controller sacrifices a creature or land of their choice." (Tainted Aether).
* "Target opponent sacrifices a creature of their choice. You gain life equal to that creature's
  toughness." (Tribute to Hunger), "You draw cards equal to that creature's power." (Twisted Justice).
  (More edict kinds, "a nonbasic land", "a monocolored creature" ..., are in sacrifice_choices.KINDS.)

Precision: "X creatures", "any number of", colors ("a green creature"), "legendary", "half the
lands you control", "all creatures you control" and any kind not listed here stay text only."""
from __future__ import annotations

import re

#: the singular kinds ("a permanent") this module adds to spell_costs._SACRIFICE
SINGLE = {"a permanent": "permanent", "a nonland permanent": "nonland_permanent",
          "a creature or planeswalker": "creature_or_planeswalker"}
#: "two creatures": how many, and of which kind (the plural noun)
COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}
PLURALS = {"creatures": "creature", "lands": "land", "artifacts": "artifact", "enchantments": "enchantment"}


def additional_sacrifice(what: str) -> dict | None:
    """The `additional_cost` of "sacrifice [what]" (what follows "sacrifice "), or None if not one of these."""
    if what in SINGLE:
        return {"sacrifice": SINGLE[what]}
    m = re.fullmatch(r"(two|three|four|five) (creatures|lands|artifacts|enchantments)", what)
    if m:
        return {"sacrifice": PLURALS[m.group(2)], "sacrifice_count": COUNTS[m.group(1)]}
    either = re.fullmatch(r"(a creature|an artifact) or discard a card", what)
    if either:  # Bone Shards, Minion Missile, Demand Answers: the caster chooses which (2007 409.1b; 2026 601.2b)
        return {"sacrifice": either.group(1).split(" ")[1], "or_discard": 1}
    return None


# --- "If this land would enter, sacrifice a Forest instead. If you do, ... If you don't, ..." ------
from .registry import NotUnderstood, ability_template  # noqa: E402

BASIC_TYPES = {"Plains": "Plains", "Island": "Island", "Swamp": "Swamp", "Mountain": "Mountain", "Forest": "Forest",
               "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain", "Forests": "Forest"}


@ability_template(r"If ~ would enter, sacrifice (an? |two )(untapped )?([A-Za-z]+) instead\. If you do, put ~ onto the battlefield\. "
                  r"If you don't, put it into its owner's graveyard\.")
def land_enters_by_sacrificing(card, m):
    """Heart of Yavimaya ("a Forest"), Kjeldoran Outpost ("a Plains"), Balduvian Trading Post ("an untapped
    Mountain"), Soldevi Excavations ("an untapped Island"), Lotus Vale and Scorched Ruins ("two untapped
    lands"): the land's own replacement effect (2007 419.1a; 2026 614.1a), however it would come into play
    (rulings/engine/sacrifice_instead.py)."""
    if "Land" not in card.types or not set(card.types) <= {"Land"}:
        raise NotUnderstood(m.group(0))
    n = 2 if m.group(1) == "two " else 1
    word = m.group(3)
    if word in BASIC_TYPES and (word == "Plains" or word.endswith("s") == (n > 1)):
        kind = f"subtype:{BASIC_TYPES[word]}"
    elif word == ("lands" if n > 1 else "land"):
        kind = "land"
    else:
        raise NotUnderstood(m.group(0))
    if n == 1 and m.group(1) != ("an " if (m.group(2) or word)[0] in "aeiouAEIOU" else "a "):
        raise NotUnderstood(m.group(0))
    spec: dict = {"sacrifice": kind}
    if n > 1:
        spec["count"] = n
    if m.group(2):
        spec["untapped"] = True
    return [{"kind": "static", "comes_into_play": {"sacrifice_instead": spec}}]


# --- "Whenever a creature dies, that creature's controller sacrifices a land of their choice." ----------
#: the event, and how the text names the creature's controller after it (the pool's pairs)
_EVENT_CONTROLLER = {("enters", "its"): "comes_into_play", ("dies", "that creature's"): "dies"}


@ability_template(r"Whenever a creature (enters|dies), (its|that creature's) controller sacrifices (an? [a-z ]+?) of their choice\.")
def creature_event_its_controller_sacrifices(card, m):
    """Earthlink, Burning Sands ("Whenever a creature dies, that creature's controller sacrifices a land of their
    choice"), Tainted Aether ("Whenever a creature enters, its controller sacrifices a creature or land of their
    choice"): each creature's event triggers it (2007 410.2; 2026 603.2; dying looks back in time, 2007 410.10d;
    2026 603.10a). The player who controls the creature as the ability resolves, or who controlled it as it last
    existed on the battlefield (2007 413.2f; 2026 608.2h; effects/its_controller.py), chooses one they control
    as it resolves (2007 413.2c; 2026 608.2d; the engine's players_sacrifice)."""
    from .sacrifice_choices import KINDS
    event = _EVENT_CONTROLLER.get((m.group(1), m.group(2)))
    if event is None or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    article, _, words = m.group(3).partition(" ")
    if words not in KINDS or article != ("an" if words[0] in "aeiou" else "a"):
        raise NotUnderstood(m.group(0))
    step = {"do": "players_sacrifice", "player": "its_controller"}
    if KINDS[words] != "creature":
        step["sacrificed"] = KINDS[words]
    return [{"kind": "triggered", "trigger": {"event": event, "who": "any_creature"},
             "effect": [{"do": "note_its_controller", "of": "it"}, step]}]


# --- "Target opponent sacrifices a creature of their choice. You gain life equal to that creature's toughness." ---
from .registry import effect_template, pass_on  # noqa: E402


def _edict_before(eff, m) -> dict:
    """The one-player edict of one creature that is the sentence just before, or NotUnderstood."""
    starts = eff.sentence_starts
    before = eff.steps[starts[-2]:starts[-1]] if len(starts) >= 2 else []
    if len(before) != 1 or before[0].get("do") != "players_sacrifice" or "player" not in before[0] \
            or set(before[0]) - {"do", "player"}:
        raise NotUnderstood(m.group(0))  # "each player", a count, a kind, "unless they pay", "if the player can't": not read
    return before[0]


@effect_template(r"you (gain life|draw cards) equal to that creature's (power|toughness)")
def equal_to_the_sacrificed_creatures_stat(eff, m):
    """Tribute to Hunger, Consuming Vapors ("You gain life equal to that creature's toughness"), Twisted Justice
    ("You draw cards equal to that creature's power"): the creature the edict just before had its player
    sacrifice, its power or toughness as it last existed on the battlefield (2007 413.2f; 2026 608.2h); none
    sacrificed, none to read: 0 (the engine's players_sacrifice `remember`)."""
    try:
        edict = _edict_before(eff, m)
    except NotUnderstood:
        return pass_on(eff, m, equal_to_the_sacrificed_creatures_stat)  # "that creature" of a target (Sheltering Word): another family's
    edict["remember"] = True
    amount = {"count": f"sacrificed_{m.group(2)}"}
    if m.group(1) == "gain life":
        eff.steps.append({"do": "gain_life", "amount": amount})
    else:
        eff.steps.append({"do": "draw", "amount": amount})
