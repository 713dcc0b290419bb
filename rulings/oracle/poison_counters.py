"""Poison counters a player gets (2026 122.1f: a player with ten or more loses the game, 704.5c;
2007 420.5h):

* "You get a poison counter" (Phyrexian Vatmother's upkeep trigger), "Target opponent gets two
  poison counters", "Target player gets a poison counter": that player gets that many;
* "Each opponent gets a poison counter" (Prologue to Phyresis), "each player gets a poison counter"
  (Ichor Rats): each of those players, in APNAP order (2026 101.4; 2007 103.4);
* "Destroy target creature with flying. Its controller gets a poison counter." (Pistus Strike): the
  controller, as it last existed, of the one target the sentence before moved (2026 608.2h; 2007
  413.2f), as player_instructions reads "Its controller loses 2 life";
* "{T}: Add {B} or {G}. You get a poison counter." (Noxious Bayou), "{T}: Add one mana of any color.
  You get two poison counters." (Mox Poison): a mana ability may have other effects, which happen as
  it resolves (2026 605.3b; 2007 411.1), as mana_more reads "You gain 1 life".

Only a plain number of counters is read ("a", "one" to "ten", digits); "X", "that many" and any
other player ("that player", "defending player": player_referents) stay with the other templates."""
from __future__ import annotations

import json

from .registry import NotUnderstood, ability_template, effect_template, pass_on
from .targets import ref

_COUNT = r"(a|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
_POISON = rf"{_COUNT} poison counters?"
_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}


def _count(word: str, text: str) -> int:
    """The number of counters, said as a number agreeing with "counter" / "counters"."""
    w = word.lower()
    n = int(w) if w.isdigit() else _NUMBERS[w]
    if n < 1 or (n == 1) != (not text.lower().endswith("counters")):
        raise NotUnderstood(text)
    return n


@effect_template(rf"(you get|target player gets|target opponent gets) {_POISON}")
def player_gets_poison(eff, m):
    """ "You get a poison counter", "Target opponent gets two poison counters"."""
    who = m.group(1).lower().rsplit(" ", 1)[0]
    eff.steps.append({"do": "poison", "amount": _count(m.group(2), m.group(0)), "player": ref(eff, who)})


@effect_template(rf"(each player|each opponent) gets {_POISON}")
def each_player_gets_poison(eff, m):
    """ "Each opponent gets a poison counter": each, in APNAP order (2026 101.4; 2007 103.4)."""
    eff.steps.append({"do": "for_each", "players": m.group(1).lower().replace(" ", "_"),
                      "effect": [{"do": "poison", "amount": _count(m.group(2), m.group(0)), "player": "it"}]})


_MOVES = ("destroy", "remove_from_game", "return_to_hand", "counter")


@effect_template(rf"its controller gets {_POISON}")
def its_controller_gets_poison(eff, m):
    """ "Destroy target creature with flying. Its controller gets a poison counter." (Pistus Strike):
    "its" is the one target of the sentence before, which moved it; its controller is read as it last
    existed (2007 413.2f; 2026 608.2h), noted before it moves (rulings/engine/effects/its_controller.py)."""
    starts = eff.sentence_starts
    if len(starts) < 2 or len(eff.targets) != 1:
        return pass_on(eff, m, its_controller_gets_poison)  # another "its": a later family's, if any
    before = eff.steps[starts[-2]:starts[-1]]
    spec = eff.targets[0]
    if (len(before) != 1 or before[0].get("do") not in _MOVES or before[0].get("what") != "target:0"
            or set(before[0]) != {"do", "what"} or "abilit" in json.dumps(spec)):
        return pass_on(eff, m, its_controller_gets_poison)
    n = _count(m.group(1), m.group(0))
    eff.steps.insert(starts[-2], {"do": "note_its_controller", "of": "target:0"})
    eff.sentence_starts[-1] += 1  # the note went in before the sentence's own step
    eff.steps.append({"do": "poison", "amount": n, "player": "its_controller"})


@ability_template(rf"([^:\"—]+): (Add [^.\"]+)\. You get {_POISON}\.")
def mana_and_poison(card, m) -> list[dict]:
    """ "{T}: Add {B} or {G}. You get a poison counter." (Noxious Bayou): the mana ability the other
    templates read, and the counters its controller gets as it resolves, without the stack (2026
    605.3b; 2007 411.1)."""
    from .activation_limits import without_restriction
    ab = without_restriction(card, f"{m.group(1)}: {m.group(2)}.")
    effect = [dict(st) for st in ab.get("effect", ())]
    if not effect or any(st.get("do") not in ("add_mana", "add_mana_choice", "add_mana_any_color") for st in effect) \
            or set(ab) - {"kind", "cost", "effect", "text"} or ab.get("targets"):
        raise NotUnderstood(m.group(0))
    n = _count(m.group(3), m.group(0)[:-1])
    return [{**ab, "effect": effect + [{"do": "poison", "amount": n, "player": "you"}], "text": m.group(0)}]


# --- corrupted (an ability word, 2026 207.2c): "if an opponent has three or more poison counters" ---
# The condition is read for the ability's controller as the other conditions are
# (rulings/engine/board_life_conditions.py `opponent_poison_at_least`): an intervening "if" of a triggered
# ability (2026 603.4; 2007 404.3) and "Activate only if ..." (2026 602.5b; 2007 403.3). A static "as long as",
# "each opponent who has ...", "unless ...", a cost reduction and "if ..., [instruction]" stay text only.

from . import activation_limits, intervening_if, triggered  # noqa: E402

CORRUPTED = r"an opponent has three or more poison counters"
_CORRUPTED_COND = {"opponent_poison_at_least": 3}
intervening_if.CONDITIONS += ((CORRUPTED, lambda m: dict(_CORRUPTED_COND)),)
activation_limits.ONLY_IF += ((CORRUPTED, "Corrupted", lambda m: dict(_CORRUPTED_COND)),)
activation_limits.ABILITY_WORDS.add("Corrupted")


@ability_template(r"Corrupted — ((?:When|Whenever|At) [^\"]+)")
def corrupted_trigger(card, m):
    """ "Corrupted — Whenever this creature attacks, if an opponent has three or more poison counters,
    creatures you control get +1/+1 until end of turn." (Incisor Glider): the triggered ability after the
    word, whose own intervening "if" must be the word's condition."""
    if f", if {CORRUPTED}, " not in m.group(1):
        raise NotUnderstood(m.group(0))
    abilities = triggered.ability_word(card, m)
    if len(abilities) != 1 or abilities[0].get("if") != _CORRUPTED_COND:
        raise NotUnderstood(m.group(0))
    return abilities
