"""More library manipulation: what Oracle text puts on a library, orders in it or shuffles.

- "Look at the top three cards of target player's library, then put them back in any order. You may
  have that player shuffle." (Natural Selection), "... You may shuffle." (Ponder): the look and the
  order (701.20e; 401.4 / 2007 217.2d), then a "may" chosen as the effect is applied (608.2d / 413.2c).
- "Shuffle your library." (701.24a; the 2007 rules define shuffling only in their glossary).
- "Draw three cards, then put two cards from your hand on top of your library in any order."
  (Brainstorm: rulings/engine/effects/library_order.py).
- "Put target nonland permanent on top of its owner's library." (any permanent target phrase the
  target grammar reads; library.py names the plain ones).
- "Target creature's owner puts it on their choice of the top or bottom of their library."
- "At the beginning of the end step, this creature's owner shuffles it into their library."
"""
from __future__ import annotations

import re

from .damage import _amount
from .registry import NotUnderstood, ability_template, effect_template
from .targets import PERMANENT_TARGETS, TARGET_RE, ref
from .text import NUMBER
from .triggered import _triggered


@effect_template(rf"look at the top ({NUMBER}) cards of target player's library, then put them back in any order")
def look_at_target_players_and_put_back(eff, m):
    """The controller looks at that player's top N cards (701.20e) and puts them back in the order
    they choose (2026 401.4; 2007 217.2d)."""
    n = _amount(eff, m.group(1))
    if n == 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "look_and_put_back", "amount": n, "player": ref(eff, "target player")})


def _last_looked(eff) -> dict:
    last = eff.steps[-1] if eff.steps else {}
    return last if last.get("do") == "look_and_put_back" else {}


@effect_template(r"you may shuffle")
def you_may_shuffle(eff, m):
    """Right after "... then put them back in any order" of your own library (Ponder): the player
    chooses as the effect is applied whether to shuffle (608.2d / 413.2c)."""
    last = _last_looked(eff)
    if not last or "player" in last or any(s.get("do") == "may" for s in eff.steps):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "may", "text": "shuffle their library", "effect": [{"do": "shuffle_library"}]})


@effect_template(r"you may have that player shuffle")
def you_may_have_that_player_shuffle(eff, m):
    """Right after "Look at the top N cards of target player's library, then put them back in any
    order" (Natural Selection): the controller chooses; that player shuffles their library."""
    last = _last_looked(eff)
    if not last or "player" not in last or any(s.get("do") == "may" for s in eff.steps):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "may", "text": "have that player shuffle their library",
                      "effect": [{"do": "shuffle_library", "player": last["player"]}]})


@effect_template(r"shuffle your library")
def shuffle_your_library(eff, m):
    eff.steps.append({"do": "shuffle_library"})


@effect_template(rf"draw ({NUMBER}) cards?, then put ({NUMBER}) cards? from your hand on top of your library( in any order)?")
def brainstorm(eff, m):
    """The cards are drawn, then the player chooses cards of their hand (those just drawn too) and
    their order (608.2d / 413.2c; 401.4 / 217.2d). "in any order" is printed only for two or more."""
    drawn, put = _amount(eff, m.group(1)), _amount(eff, m.group(2))
    if not isinstance(put, int) or (put > 1) != bool(m.group(3)):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "draw", "amount": drawn})
    eff.steps.append({"do": "put_from_hand_on_top", "amount": put})


@effect_template(rf"put ({TARGET_RE}) (on top of|on the bottom of) (its owner's|your) library")
def put_target_permanent_on_library(eff, m):
    """ "Put target nonland permanent on top of its owner's library", "Put target attacking or blocking
    creature on top of its owner's library": a new object in its owner's library (400.7 / 217.1c); "Put
    target permanent you own on the bottom of your library" (Tel-Jilad Stylus): "your" is its owner's."""
    if m.group(1).lower() in ("target creature", "target creature you control", "target permanent", "target land") \
            and m.group(3).lower() != "your":
        raise NotUnderstood(m.group(0))  # library.py's put_on_library reads these (registered earlier)
    what = ref(eff, m.group(1), PERMANENT_TARGETS)
    if m.group(3).lower() == "your" and (not isinstance(eff.targets[-1], dict) or eff.targets[-1].get("owner") != "you"):
        raise NotUnderstood(m.group(0))
    step = {"do": "put_on_library", "what": what}
    if m.group(2).lower() == "on the bottom of":
        step["bottom"] = True
    eff.steps.append(step)


@effect_template(rf"({TARGET_RE})'s owner puts it on their choice of the top or bottom of their library")
def owner_chooses_top_or_bottom(eff, m):
    """The owner, not the controller, chooses while the effect is applied (608.2d / 413.2c)."""
    eff.steps.append({"do": "put_on_top_or_bottom", "what": ref(eff, m.group(1), PERMANENT_TARGETS)})


@effect_template(r"(?:~|this creature|this permanent|this artifact|this enchantment)'s owner shuffles it into their library")
def owner_shuffles_itself(eff, m):
    """ "At the beginning of the end step, this creature's owner shuffles it into their library" (Blitz
    Hellion): the permanent itself; gone from play, nothing happens (shuffle_into_library)."""
    if not set(eff.card.types) & {"Creature", "Artifact", "Enchantment", "Land", "Planeswalker"}:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "shuffle_into_library", "what": "self"})


@ability_template(r"At the beginning of the end step, (?:~|this creature)'s owner shuffles it into their library\.")
def end_step_owner_shuffles_itself(card, m):
    """Each end step (2026 513.1a; 2007 "at end of turn", 313.1): "their" is the owner's, not the player
    whose end step it is, so the step template (triggered.py, which refuses "their") doesn't read it."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "beginning_of_step", "step": "end_of_turn", "whose": "each"},
                      "~'s owner shuffles it into their library.")


@effect_template(r"shuffle ~ into its owner's library")
def shuffle_this_spell(eff, m):
    """On an instant or sorcery, its last instruction (Beacon of Destruction, Green Sun's Zenith): the
    spell leaves the stack for its owner's library, which is shuffled (608.2n / 413.2h; 701.24a). A
    permanent's "shuffle ~ into" is another instruction, not read here."""
    if not {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "shuffle_this_spell_into_library"})


@effect_template(r"(target player|target opponent) shuffles their library")
def target_player_shuffles(eff, m):
    """701.24a: that player's library is shuffled (Soldier of Fortune)."""
    eff.steps.append({"do": "shuffle_library", "player": ref(eff, m.group(1))})


@effect_template(r"(target player|target opponent) puts a card from their hand on top of their library")
def puts_a_card_from_hand_on_top(eff, m):
    """ "Target opponent puts a card from their hand on top of their library" (Chittering Rats): that
    player chooses the card as the effect is applied (608.2d / 413.2c). ("Each player puts ...": one
    choice per player, which the source's one `top` list can't give: text only.)"""
    eff.steps.append({"do": "put_from_hand_on_top", "amount": 1, "player": ref(eff, m.group(1))})


@effect_template(r"put one of those cards into your hand and (the rest on the bottom of your library in any order|the rest into your graveyard)")
def one_of_those_cards_to_hand(eff, m):
    """ "Look at the top four cards of your library. Put one of those cards into your hand and the rest on
    the bottom of your library in any order" (Prophetic Bolt): library.py's "one of them" sentence."""
    from .library import one_of_them_to_hand
    from .registry import EFFECT_TEMPLATES
    sentence = f"put one of them into your hand and {m.group(1)}"
    pattern = next(p for _f, p, fn in EFFECT_TEMPLATES if fn is one_of_them_to_hand)
    one_of_them_to_hand(eff, pattern.fullmatch(sentence))


NAMED_SEARCH = (r"(you may )?search your library for (a card|up to (?:two|three|four) cards) named ~, (reveal (?:it|them), )?"
                r"put (it|them|that card|those cards) (into your hand|onto the battlefield tapped|onto the battlefield), then shuffle")


@effect_template(NAMED_SEARCH)
def search_named_self(eff, m):
    """ "You may search your library for up to three cards named ~, reveal them, put them into your hand,
    then shuffle" (Squadron Hawk): a search for a stated quality, the source's name, need not find them
    (2026 701.23b); "you may": declined, nothing is searched nor shuffled."""
    count = 1 if m.group(2) == "a card" else {"two": 2, "three": 3, "four": 4}[m.group(2).split()[2]]
    plural = m.group(4) in ("them", "those cards")
    if (count > 1) != plural or (m.group(3) and ("them" in m.group(3)) != plural):
        raise NotUnderstood(m.group(0))
    step = {"do": "search_library", "for": {"named": "self"}, "into": "hand" if m.group(5) == "into your hand" else "in_play"}
    if count > 1:
        step["count"] = count
    if m.group(3):
        if step["into"] != "hand":
            raise NotUnderstood(m.group(0))  # revealed, then onto the battlefield: not read
        step["reveal"] = True
    if m.group(5).endswith("tapped"):
        step["tapped"] = True
    shuffle = {"do": "shuffle_library"}
    if m.group(1):
        step["optional"] = True
        shuffle["if_searched"] = True
    eff.steps += [step, shuffle]


_LAND_TYPE = r"(?:Plains|Island|Swamp|Mountain|Forest)"
LAND_TYPES_SEARCH = (rf"search your library for an? (basic )?((?-i:{_LAND_TYPE}(?:, {_LAND_TYPE})*,? or {_LAND_TYPE})) card, "
                     r"put it onto the battlefield( tapped)?, then shuffle")


@effect_template(LAND_TYPES_SEARCH)
def search_for_one_of_land_types(eff, m):
    """ "Search your library for a Plains or Island card, put it onto the battlefield, then shuffle"
    (Flooded Strand), "... a basic Forest, Plains, or Island card, ... tapped" (Bant Panorama): a card
    with any one of those land types (a nonbasic land with one counts unless "basic" is said), a
    search for a stated quality that may find none (2026 701.23b)."""
    kinds = [k for k in re.split(r",? or |, ", m.group(2)) if k]
    if len(kinds) < 2 or len(set(kinds)) != len(kinds) or (len(kinds) == 2) != (", " not in m.group(2)) \
            or (len(kinds) > 2 and ", or " not in m.group(2)):
        raise NotUnderstood(m.group(0))
    wanted: dict = {"any_of_subtypes": kinds}
    if m.group(1):
        wanted = {"supertypes": ["Basic"], **wanted}
    step = {"do": "search_library", "for": wanted, "into": "in_play"}
    if m.group(3):
        step["tapped"] = True
    eff.steps += [step, {"do": "shuffle_library"}]


_MOVES_ITS_TARGET = ("destroy", "remove_from_game", "return_to_hand")


@effect_template(r"its controller may search their library for a basic land card, put (?:it|that card) onto the battlefield( tapped)?, then shuffle")
def its_controller_may_search(eff, m):
    """ "Exile target creature. Its controller may search their library for a basic land card, put that card
    onto the battlefield tapped, then shuffle." (Path to Exile): "its controller" is read as the target last
    existed (2007 413.2f; 2026 608.2h), noted before the sentence before moves it (effects/its_controller.py);
    that player chooses whether to search (608.2d / 413.2c), and declined, doesn't shuffle."""
    starts = eff.sentence_starts
    if len(starts) < 2 or len(eff.targets) != 1:
        raise NotUnderstood(m.group(0))
    before = eff.steps[starts[-2]:starts[-1]]
    if len(before) != 1 or before[0].get("do") not in _MOVES_ITS_TARGET or before[0].get("what") != "target:0" \
            or set(before[0]) != {"do", "what"}:
        raise NotUnderstood(m.group(0))
    eff.steps.insert(starts[-2], {"do": "note_its_controller", "of": "target:0"})
    eff.sentence_starts[-1] += 1
    step = {"do": "search_library", "for": {"supertypes": ["Basic"], "types": ["Land"]}, "into": "in_play", "optional": True,
            "player": "its_controller"}
    if m.group(1):
        step["tapped"] = True
    eff.steps += [step, {"do": "shuffle_library", "player": "its_controller", "if_searched": True}]


#: the subtypes a search may name besides the creature types: artifact, enchantment and land types
_OTHER_SUBTYPES = ("Equipment", "Aura", "Vehicle", "Plains", "Island", "Swamp", "Mountain", "Forest", "Gate")
SUBTYPE_SEARCH = (r"(you may )?search your library for (a|an|up to two|up to three) (basic )?([A-Z][a-z]+(?: or [A-Z][a-z]+)?) cards?, "
                  r"(reveal (?:it|them|that card|those cards), )?put (it|them|that card|those cards) "
                  r"(into your hand|onto the battlefield tapped|onto the battlefield), then shuffle")


@effect_template(SUBTYPE_SEARCH)
def search_for_subtype(eff, m):
    """ "You may search your library for a Dragon card, reveal it, put it into your hand, then shuffle"
    (Imperial Hellkite), "... for an Equipment card ...", "... for an Aura or Equipment card ...", "...
    for a basic Plains card ...": a search for a stated quality, which may find none (2026 701.23b); the
    card types (library.py) are not read here."""
    from rulings.engine.creature_types import CREATURE_TYPES
    kinds = m.group(4).split(" or ")
    if any(k not in CREATURE_TYPES and k not in _OTHER_SUBTYPES for k in kinds) or len(set(kinds)) != len(kinds):
        raise NotUnderstood(m.group(0))
    if m.group(3) and any(k not in BASIC_TYPES for k in kinds):
        raise NotUnderstood(m.group(0))  # "basic" only of a basic land type
    count = {"a": 1, "an": 1, "up to two": 2, "up to three": 3}[m.group(2).lower()]
    article = m.group(2).lower()
    if article in ("a", "an") and article != ("an" if kinds[0][0] in "AEIOU" and not m.group(3) else "a"):
        raise NotUnderstood(m.group(0))
    plural = m.group(6) in ("them", "those cards")
    if (count > 1) != plural or (count > 1) != m.group(0).split(",")[0].endswith("cards") \
            or (m.group(5) and ("them" in m.group(5) or "those" in m.group(5)) != plural):
        raise NotUnderstood(m.group(0))
    wanted: dict = {"subtypes": kinds} if len(kinds) == 1 else {"any_of_subtypes": kinds}
    if m.group(3):
        wanted = {"supertypes": ["Basic"], **wanted}
    step: dict = {"do": "search_library", "for": wanted}
    if count > 1:
        step["count"] = count
    if m.group(7) == "into your hand":
        step["into"] = "hand"
        if m.group(5):
            step["reveal"] = True
    else:
        step["into"] = "in_play"
        if m.group(7).endswith("tapped"):
            step["tapped"] = True
        if m.group(5):
            raise NotUnderstood(m.group(0))  # revealed, then onto the battlefield: not read
    shuffle = {"do": "shuffle_library"}
    if m.group(1):
        step["optional"] = True
        shuffle["if_searched"] = True
    eff.steps += [step, shuffle]


BASIC_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@effect_template(r"(target player|target opponent) searches their library for a basic land card, puts it onto the battlefield( tapped)?, "
                 r"then shuffles")
def target_player_searches(eff, m):
    """ "Target player searches their library for a basic land card, puts it onto the battlefield tapped, then
    shuffles." (Fertilid): that player searches and chooses the card (701.23a; 608.2d / 413.2c)."""
    who = ref(eff, m.group(1))
    step = {"do": "search_library", "for": {"supertypes": ["Basic"], "types": ["Land"]}, "into": "in_play", "player": who}
    if m.group(2):
        step["tapped"] = True
    eff.steps += [step, {"do": "shuffle_library", "player": who}]


@effect_template(r"search your library for a card, put (?:it|that card) into your graveyard, then shuffle")
def entomb(eff, m):
    """Entomb: any card, which must be found if the library has one (2026 701.23d), into the graveyard."""
    eff.steps += [{"do": "search_library", "for": {}, "into": "graveyard"}, {"do": "shuffle_library"}]


@effect_template(rf"look at the top ({NUMBER}) cards of target player's library")
def look_at_target_players_top(eff, m):
    """ "Look at the top three cards of target player's library." (Orcish Spy): only looked at (701.20e)."""
    n = _amount(eff, m.group(1))
    if n == 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "look_at_top", "amount": n, "player": ref(eff, "target player")})


@effect_template(r"you may then have that player shuffle that library")
def may_then_have_that_player_shuffle(eff, m):
    """Visions: right after "Look at the top five cards of target player's library."."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "look_at_top" or "player" not in last or any(s.get("do") == "may" for s in eff.steps):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "may", "text": "have that player shuffle their library",
                      "effect": [{"do": "shuffle_library", "player": last["player"]}]})
