"""Discard wordings (rulings/engine/discard_to_battlefield.py): "If a spell or ability an opponent
controls causes you to discard this card, put it onto the battlefield instead of putting it into
your graveyard" (Wilt-Leaf Liege, Obstinate Baloth, Loxodon Smiter), and "... put it onto the
battlefield with two +1/+1 counters on it instead ..." (Dodecapod); "Destroy target creature. Its controller discards a card." (Assassin's Strike)."""
from __future__ import annotations

import json
import re

from .registry import NotUnderstood, ability_template, effect_template
from .text import NUMBER, amount

_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3}


@ability_template(r"If a spell or ability an opponent controls causes you to discard (?:this card|~), put it onto the battlefield"
                  r"(?: with (a|one|two|three) \+1/\+1 counters? on it)? instead of putting it into your graveyard\.")
def discarded_by_opponent_enters(card, m) -> list[dict]:
    n = m.group(1)
    if n is None:
        return [{"kind": "keyword", "keyword": "discarded_by_opponent_enters"}]
    if (n in ("a", "one")) != m.group(0).endswith("counter on it instead of putting it into your graveyard."):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "discarded_by_opponent_enters_with_counters", "count": _COUNTS[n]}]


# --- "Destroy target creature. Its controller discards a card." (Assassin's Strike, Desecrated Earth) ---

@effect_template(rf"its controller discards ({NUMBER}) cards?")
def its_controller_discards(eff, m):
    n = m.group(1)
    if n.upper() == "X" or (n.lower() in ("a", "an", "one")) != m.group(0).endswith("card"):
        raise NotUnderstood(m.group(0))
    discards_after_move(eff, amount(n), m.group(0))


def discards_after_move(eff, n: int, text: str) -> None:
    """ "its" is the one target of the sentence before, which moved it; its controller is read as it last
    existed (2007 413.2f; 2026 608.2h), noted before it moves (rulings/engine/effects/its_controller.py),
    as player_instructions reads "Its controller loses 2 life". That player chooses the cards (2026 701.9b).
    (counter_riders.py reads the sentence first and sends here what follows no counterspell.)"""
    from .player_instructions import _MOVES
    starts = eff.sentence_starts
    if len(starts) < 2 or len(eff.targets) != 1 or not isinstance(n, int):
        raise NotUnderstood(text)
    before = eff.steps[starts[-2]:starts[-1]]
    spec = eff.targets[0]
    if (len(before) != 1 or before[0].get("do") not in _MOVES or before[0].get("what") != "target:0"
            or set(before[0]) != {"do", "what"} or "abilit" in json.dumps(spec)):
        raise NotUnderstood(text)
    eff.steps.insert(starts[-2], {"do": "note_its_controller", "of": "target:0"})
    eff.sentence_starts[-1] += 1  # the note went in before the sentence's own step
    eff.steps.append({"do": "discard", "amount": n, "player": "its_controller"})


# --- "Discard a card, then draw two cards." (Fast // Furious), "Each player draws a card, then discards a card." ---

def _count(words: str, text: str, singular: bool) -> int:
    n = amount(words)
    if not isinstance(n, int) or (n == 1) != singular:
        raise NotUnderstood(text)
    return n


@effect_template(rf"discard ({NUMBER}) (cards?), then draw ({NUMBER}) (cards?)")
def discard_then_draw(eff, m):
    """The discard first, then the draw (2007 413.2b; 2026 608.2c: in the order written); with fewer cards
    in hand, as many as possible are discarded (2007 416.3; 2026 609.3), and the draw happens anyway."""
    n = _count(m.group(1), m.group(0), m.group(2) == "card")
    d = _count(m.group(3), m.group(0), m.group(4) == "card")
    eff.steps.append({"do": "discard", "amount": n, "player": "you"})
    eff.steps.append({"do": "draw", "amount": d})


@effect_template(rf"each player draws ({NUMBER}) (cards?), then discards ({NUMBER}) (cards?)")
def each_player_draws_then_discards(eff, m):
    """Each player draws, in APNAP order (2007 103.4; 2026 101.4), then each discards; each player's cards
    are their own choice (one `choices` list for the source names every player's)."""
    d = _count(m.group(1), m.group(0), m.group(2) == "card")
    n = _count(m.group(3), m.group(0), m.group(4) == "card")
    eff.steps.append({"do": "for_each", "players": "each_player", "effect": [{"do": "draw", "amount": d, "player": "it"}]})
    eff.steps.append({"do": "for_each", "players": "each_player", "effect": [{"do": "discard", "amount": n, "player": "it"}]})


@effect_template(r"each player discards their hand, then draws cards equal to the greatest number of cards a player discarded this way")
def wheel_greatest(eff, m):
    """Windfall, Jace's Archivist (rulings/engine/effects/wheels.py)."""
    eff.steps.append({"do": "discard_hands_draw_greatest"})


# --- "Target opponent discards a card and you draw a card" (Psychic Symbiont), "you draw a card and that opponent discards a card" ---

_DISCARDS_AND_DRAW = rf"(.+ discards (?:a card|{NUMBER} cards)) and you draw ({NUMBER}) (cards?)"
_DRAW_AND_DISCARDS = rf"you draw ({NUMBER}) (cards?) and (.+ discards (?:a card|{NUMBER} cards))"


def draw_and_discard_pair(eff, text: str) -> bool:
    """Read "X discards a card and you draw a card" / "you draw a card and X discards a card" if the
    sentence is one (True), for life_more's "[player] does several things", which sees it first."""
    for pattern, fn in ((_DRAW_AND_DISCARDS, you_draw_and_discards), (_DISCARDS_AND_DRAW, discards_and_you_draw)):
        if (m := re.fullmatch(pattern, text, re.IGNORECASE)) is not None:
            fn(eff, m)
            return True
    return False


def _one_discard(steps: list) -> bool:
    """One discard instruction: a player's, or each opponent's in turn ("each opponent discards a card")."""
    if [st.get("do") for st in steps] == ["for_each"] and steps[0].get("players") == "each_opponent":
        steps = steps[0].get("effect") or []
    return [st.get("do") for st in steps] == ["discard"]


@effect_template(_DISCARDS_AND_DRAW)
def discards_and_you_draw(eff, m):
    """The discard, then the draw (2007 413.2b; 2026 608.2c: in the order written)."""
    from .registry import parse_sentence
    if re.search(r"\b(may|unless|if|then)\b", m.group(1), re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    d = _count(m.group(2), m.group(0), m.group(3) == "card")
    before = len(eff.steps)
    parse_sentence(eff, m.group(1))
    if not _one_discard(eff.steps[before:]):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "draw", "amount": d})


@effect_template(_DRAW_AND_DISCARDS)
def you_draw_and_discards(eff, m):
    """The draw, then the discard (2007 413.2b; 2026 608.2c: in the order written)."""
    from .registry import parse_sentence
    if re.search(r"\b(may|unless|if|then)\b", m.group(3), re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    d = _count(m.group(1), m.group(0), m.group(2) == "card")
    eff.steps.append({"do": "draw", "amount": d})
    before = len(eff.steps)
    parse_sentence(eff, m.group(3))
    if not _one_discard(eff.steps[before:]):
        raise NotUnderstood(m.group(0))


@effect_template(rf"(target player|target opponent) discards ({NUMBER}) (cards?), then draws as many cards as they discarded this way")
def discards_then_draws_as_many(eff, m):
    """Forget: the cards that player actually discarded (fewer with a smaller hand: 2007 416.3; 2026 609.3),
    counted as the draw is followed (the engine's `discarded_this_way`, counted_amounts.py)."""
    from .targets import ref
    n = _count(m.group(2), m.group(0), m.group(3) == "card")
    who = ref(eff, m.group(1).lower())
    eff.steps.append({"do": "discard", "amount": n, "player": who})
    eff.steps.append({"do": "draw", "amount": {"count": "discarded_this_way"}, "player": who})
