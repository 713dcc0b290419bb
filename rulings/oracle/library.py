"""The library and the graveyard as Oracle text uses them: "Scry 2", "Surveil 1",
"Mill three cards", "Target player mills four cards", "Search your library for a
basic land card, put it onto the battlefield tapped, then shuffle",
"Investigate", and the cycling keywords ("Cycling {2}", "Basic landcycling {1}",
"Forestcycling {2}": 702.29a/e in 2026, 502.18a/c in 2007).

Only the words the engine follows exactly match: "you may search", "up to one",
a search for a card described any other way stays text only."""
from __future__ import annotations

import re

from .damage import _amount
from .registry import NotUnderstood, ability_template, effect_template, parse_effect
from .targets import ref
from .text import NUMBER, sentences
from .tokens import clue_token, food_token, lander_token

MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
#: "[Type]cycling": what the search looks for (702.29e; 2007's landcycling, 502.18c, names a land type)
TYPECYCLING = {"Basic land": {"supertypes": ["Basic"], "types": ["Land"]},
               **{t: {"subtypes": [t]} for t in BASIC_LAND_TYPES},
               "Wizard": {"subtypes": ["Wizard"]}, "Sliver": {"subtypes": ["Sliver"]}}


@effect_template(rf"(scry|surveil) ({NUMBER})")
def scry_or_surveil(eff, m):
    """701.22a scry (2007: 502.36a), 701.25a surveil."""
    eff.steps.append({"do": m.group(1).lower(), "amount": _amount(eff, m.group(2))})


@effect_template(rf"(scry|surveil) ({NUMBER}), then draw ({NUMBER}) cards?")
def scry_then_draw(eff, m):
    """ "Scry 2, then draw a card": in the order written (608.2c)."""
    scry_or_surveil(eff, m)
    eff.steps.append({"do": "draw", "amount": _amount(eff, m.group(3))})


@effect_template(rf"mill ({NUMBER}) cards?")
def mill(eff, m):
    """701.17a: you put that many cards from the top of your library into your graveyard."""
    eff.steps.append({"do": "mill", "amount": _amount(eff, m.group(1))})


@effect_template(rf"(target player|target opponent) mills ({NUMBER}) cards?")
def target_mills(eff, m):
    eff.steps.append({"do": "mill", "amount": _amount(eff, m.group(2)), "player": ref(eff, m.group(1))})


@effect_template(rf"(each player|each opponent) mills ({NUMBER}) cards?")
def each_mills(eff, m):
    """ "Each opponent mills two cards": for each player in APNAP order (2026: 101.4; 2007: 103.4)."""
    eff.steps.append({"do": "for_each", "players": m.group(1).lower().replace(" ", "_"),
                      "effect": [{"do": "mill", "amount": _amount(eff, m.group(2)), "player": "it"}]})


@effect_template(rf"look at the top ({NUMBER}) cards of your library, then put them back in any order")
def look_and_put_back(eff, m):
    """Look at the top N cards (701.20e) and put them back in the order you choose (401.4 / 2007 217.2d)."""
    eff.steps.append({"do": "look_and_put_back", "amount": _amount(eff, m.group(1))})


def _wanted(words: str) -> dict:
    """ "basic land", "Forest", "land", "creature", "" (a card): what a search finds."""
    if words == "":
        return {}
    if words == "basic land":
        return {"supertypes": ["Basic"], "types": ["Land"]}
    if words in BASIC_LAND_TYPES:
        return {"subtypes": [words]}
    if words in ("land", "creature", "artifact", "enchantment", "instant", "sorcery"):
        return {"types": [words.capitalize()]}
    raise NotUnderstood(words)


SEARCH = (r"search your library for (a|an|up to two) ((?-i:basic land|Plains|Island|Swamp|Mountain|Forest|land|creature|artifact"
          r"|enchantment|instant|sorcery) )?cards?, ")


@effect_template(r"you may (" + SEARCH + r".+)")
def may_search(eff, m):
    """ "You may search your library for ..., then shuffle": the player may decline (the
    action's choices {"search": false}); then nothing happens, no shuffle either."""
    before = len(eff.steps)
    match = re.fullmatch(SEARCH_SENTENCE, m.group(1), re.IGNORECASE)
    if match is not None:
        search(eff, match)
        eff.steps[before]["optional"] = True
        eff.steps[before + 1]["if_searched"] = True
        return
    match = re.fullmatch(SEARCH_TO_TOP, m.group(1), re.IGNORECASE)
    if match is None:
        raise NotUnderstood(m.group(0))
    search_to_top(eff, match)  # one instruction: the search, the shuffle and the card put on top
    eff.steps[before]["optional"] = True


SEARCH_SENTENCE = (SEARCH + r"(?:(reveal (?:it|that card|them|those cards)), )?put (it|that card|them|those cards) "
                   r"(onto the battlefield tapped|onto the battlefield|into your hand), then shuffle")


@effect_template(SEARCH_SENTENCE)
def search(eff, m):
    """701.23a search, 701.20a reveal, 701.24a shuffle: the found card(s) to the
    hand or onto the battlefield tapped, then the library is shuffled."""
    count = 2 if m.group(1) == "up to two" else 1
    plural = m.group(4) in ("them", "those cards")
    if (count == 2) != plural or bool(m.group(3) and ("them" in m.group(3) or "those" in m.group(3))) != (plural and bool(m.group(3))):
        raise NotUnderstood(m.group(0))
    wanted = _wanted((m.group(2) or "").strip())
    if count == 2 and not wanted:
        raise NotUnderstood(m.group(0))  # "up to two cards" of any kind: a quantity that must be found, not modelled
    if not wanted and m.group(3):
        raise NotUnderstood(m.group(0))
    step = {"do": "search_library", "for": wanted}
    if count != 1:
        step["count"] = count
    if "battlefield" in m.group(5):
        if m.group(3):
            raise NotUnderstood(m.group(0))
        step["into"] = "in_play"
        if m.group(5).endswith("tapped"):
            step["tapped"] = True
    else:
        step["into"] = "hand"
        if m.group(3):
            step["reveal"] = True
    eff.steps.append(step)
    eff.steps.append({"do": "shuffle_library"})


@effect_template(r"investigate")
def investigate(eff, m):
    """701.16a: create a Clue token (111.10f)."""
    eff.steps.append({"do": "investigate", "token": clue_token()})


CYCLING = rf"(Cycling|(?:Basic land|Plains|Island|Swamp|Mountain|Forest|Wizard|Sliver)cycling) ({MANA})"


@ability_template(CYCLING)
def cycling(card, m) -> list[dict]:
    """702.29a (502.18a): "Cycling [cost]" means "[Cost], Discard this card: Draw a
    card", activated only from the hand; 702.29e (502.18c) "[Type]cycling [cost]":
    search for a card of that type, reveal it, put it into your hand, then shuffle."""
    ab = {"kind": "activated", "zone": "hand", "cycling": True, "cost": {"mana": m.group(2), "discard": "self"}}
    if m.group(1) == "Cycling":
        return [{**ab, "effect": [{"do": "draw", "amount": 1}]}]
    return [{**ab, "effect": [{"do": "search_library", "for": TYPECYCLING[m.group(1)[: -len("cycling")]], "into": "hand", "reveal": True},
                              {"do": "shuffle_library"}]}]


TYPECYCLING_PAIR = rf"((?:Plains|Island|Swamp|Mountain|Forest)cycling {MANA}), ((?:plains|island|swamp|mountain|forest)cycling {MANA})"


@ability_template(TYPECYCLING_PAIR)
def two_typecyclings(card, m) -> list[dict]:
    """ "Plainscycling {2}, islandcycling {2}": two typecycling abilities (702.29e), one keyword each."""
    out = []
    for word in m.groups():
        out += cycling(card, re.fullmatch(CYCLING, word[0].upper() + word[1:]))
    return out


def cycling_line(card, plain: str) -> list[dict] | None:
    """The abilities of a cycling or transmute keyword line or of a "When you cycle
    this card" paragraph, or None: an instant's or sorcery's other paragraphs are read as its
    effect, so the compiler asks here first (NotUnderstood: a cycle trigger it can't read)."""
    m = re.fullmatch(CYCLING, plain)
    if m:
        return cycling(card, m)
    m = re.fullmatch(TYPECYCLING_PAIR, plain)
    if m:
        return two_typecyclings(card, m)
    m = re.fullmatch(rf"Transmute ({MANA})", plain)
    if m:
        return transmute(card, m)
    m = re.fullmatch(WHEN_YOU_CYCLE, plain)
    return when_you_cycle(card, m) if m else None


@effect_template(rf"create ({NUMBER}) Food tokens?")
def food(eff, m):
    """111.10b: a Food is a colorless Food artifact token with "{2}, {T}, Sacrifice this token: You gain 3 life." """
    n = _amount(eff, m.group(1))
    if (n == 1) != m.group(0).endswith("token"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "create_token", "id": "food", "count": n, "predefined": "Food", "token": food_token()})


WHEN_YOU_CYCLE = r"When you cycle (?:~|this card), (.+)"


@ability_template(WHEN_YOU_CYCLE)
def when_you_cycle(card, m) -> list[dict]:
    """702.29c: "When you cycle this card" means "When you discard this card to pay an
    activation cost of a cycling ability"; it triggers from the zone the card went to."""
    eff = parse_effect(card, sentences(m.group(1)))
    ab: dict = {"kind": "triggered", "trigger": {"event": "cycled"}, "effect": eff.steps}
    if eff.targets:
        ab["targets"] = eff.targets
    return [ab]


@ability_template(rf"Transmute ({MANA})")
def transmute(card, m) -> list[dict]:
    """702.53a (502.48a): "[Cost], Discard this card: Search your library for a card with
    the same mana value as the discarded card, reveal that card, and put it into your
    hand. Then shuffle your library. Activate only as a sorcery." """
    return [{"kind": "activated", "zone": "hand", "timing": "sorcery", "cost": {"mana": m.group(1), "discard": "self"},
             "effect": [{"do": "search_library", "for": {"same_mana_value_as": "self"}, "into": "hand", "reveal": True},
                        {"do": "shuffle_library"}]}]


@effect_template(rf"create ({NUMBER}) Clue tokens?")
def clue(eff, m):
    """111.10f: a Clue is a colorless Clue artifact token with "{2}, Sacrifice this token: Draw a card."
    (creating one is not investigating: 701.16a)."""
    n = _amount(eff, m.group(1))
    if (n == 1) != m.group(0).endswith("token"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "create_token", "id": "clue", "count": n, "predefined": "Clue", "token": clue_token()})


@effect_template(r"put (~|target creature|target creature you control|target permanent|target land) "
                 r"(on top of|on the bottom of|into|second from the top of|third from the top of) its owner's library( second from the top| third from the top)?")
def put_on_library(eff, m):
    """The permanent goes to its owner's library, on top, on the bottom, or Nth from
    the top ("into its owner's library second from the top"; 401.7: on the bottom if
    the library has fewer cards)."""
    where = m.group(3).strip() if m.group(3) else m.group(2)
    if (m.group(2) == "into") != bool(m.group(3)):
        raise NotUnderstood(m.group(0))
    step = {"do": "put_on_library", "what": ref(eff, m.group(1))}
    if where == "on the bottom of":
        step["bottom"] = True
    elif where.startswith(("second", "third")):
        step["from_top"] = 2 if where.startswith("second") else 3
    eff.steps.append(step)


@effect_template(rf"look at the top (?:({NUMBER}) )?cards? of your library")
def look_at_top(eff, m):
    """701.20e: the player looks at the top card, or the top N cards (shown only to them);
    the next sentence may say where they go ("Put one of them into your hand and ...")."""
    n = _amount(eff, m.group(1)) if m.group(1) else 1
    if (n == 1) != m.group(0).endswith(" card of your library") or (m.group(1) and n == 1):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "look_at_top", "amount": n})


@effect_template(r"put one of them into your hand and (the rest into your graveyard|the other on the bottom of your library"
                 r"|the rest on the bottom of your library in any order)")
def one_of_them_to_hand(eff, m):
    """ "Look at the top three cards of your library. Put one of them into your hand and the
    rest into your graveyard" (or "the rest on the bottom of your library in any order";
    of two, "the other on the bottom of your library")."""
    last = eff.steps[-1] if eff.steps else {}
    n = last.get("amount")
    if last.get("do") != "look_at_top" or "rest" in last or not isinstance(n, int) or n < 2 \
            or (m.group(1).startswith("the other") and n != 2) or (m.group(1).endswith("any order") and n < 3):
        raise NotUnderstood(m.group(0))
    last["rest"] = "graveyard" if m.group(1).endswith("graveyard") else "bottom"


SEARCH_TO_TOP = (r"search your library for (a|an) ((?-i:artifact or enchantment|instant or sorcery|basic land|creature|sorcery|instant"
                 r"|enchantment|artifact) )?card, (reveal it, )?then shuffle and put (?:that|the) card on top")


@effect_template(SEARCH_TO_TOP)
def search_to_top(eff, m):
    """ "Search your library for a card, then shuffle and put that card on top" (Vampiric
    Tutor): the found card isn't shuffled (701.24b); it goes on top after the shuffle."""
    words = (m.group(2) or "").strip()
    if words and " or " in words:
        wanted = {"any_of_types": [w.capitalize() for w in words.split(" or ")]}
    else:
        wanted = _wanted(words)
    if m.group(3) and not wanted:
        raise NotUnderstood(m.group(0))
    step = {"do": "search_library", "for": wanted, "into": "top"}
    if m.group(3):
        step["reveal"] = True
    eff.steps.append(step)


@effect_template(rf"create ({NUMBER}) Lander tokens?")
def lander(eff, m):
    """111.10u: a Lander is a colorless Lander artifact token with "{2}, {T}, Sacrifice this
    token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle." """
    n = _amount(eff, m.group(1))
    if (n == 1) != m.group(0).endswith("token"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "create_token", "id": "lander", "count": n, "predefined": "Lander", "token": lander_token()})


@effect_template(r"(target player|target opponent) shuffles their graveyard into their library")
def shuffle_graveyard(eff, m):
    """The player's graveyard goes into their library, which is then shuffled (701.24a)."""
    eff.steps.append({"do": "shuffle_graveyard_into_library", "player": ref(eff, m.group(1))})
