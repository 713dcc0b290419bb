"""Devotion (2026 700.5) as the amount of an instruction, the commonest effect of Theros "When ~ enters"
triggers: `{"count": "devotion", "colors": ["G"]}` (rulings/engine/devotion.py), read once as the
instruction is followed (2026 608.2h):

- "you gain life equal to your devotion to green" (Nylea's Disciple), "each opponent loses life equal
  to ...";
- "~ deals damage to each opponent equal to your devotion to red" (Fanatic of Mogis: "it deals" is the
  enters trigger's own "it", triggered.py);
- "put a number of +1/+1 counters on it equal to your devotion to green" (Reverent Hunter), said of the
  permanent whose "When ~ enters" trigger it is;
- "target creature an opponent controls gets -X/-X until end of turn, where X is your devotion to black"
  (Blight-Breath Catoblepas, Threnody Singer, Nylea's Huntmaster);
- "[one instruction with X], where X is your devotion to black" (Gray Merchant of Asphodel's "each
  opponent loses X life"): the X of exactly one draw, life, damage, mill or counters instruction.

A devotion to one color or to two ("your devotion to black and red"). Devotion to a clan or shard
("your devotion to Temur", a digital-only word the rules don't define), to "that color", a card with
{X} in its cost, tokens or discards counted by devotion (other families), and anything else stay text
only. Devotion is later than the February 2007 rules: the engine refuses such a card under them."""
from __future__ import annotations

import re

from .counts_more import _AMOUNT_FIELDS, read_with_x
from .registry import NotUnderstood, ability_template, effect_template, parse_sentence
from .targets import CREATURE_TARGETS, TARGET_RE, ref

_COLOR = r"(?:white|blue|black|red|green)"
_DEVOTION = rf"your devotion to ({_COLOR}(?: and {_COLOR})?)"
_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
#: the instructions whose amount devotion may be (tokens and discards are other families')
_FIELDS = ("draw", "gain_life", "lose_life", "damage", "mill", "put_counters")


def devotion_count(words: str) -> dict:
    """ "black" / "black and red": the count of that devotion."""
    colors = [_LETTER[w] for w in words.lower().split(" and ")]
    if len(set(colors)) != len(colors):
        raise NotUnderstood(words)
    return {"count": "devotion", "colors": colors}


def _the_step(eff, whole: str, before: int) -> dict:
    """The one instruction the sentence added, or the one instruction of the one "for each opponent / each
    creature with flying" it added (the same devotion for each of them: losing life or being dealt damage
    changes no mana cost)."""
    new = eff.steps[before:]
    if len(new) == 1 and new[0].get("do") == "for_each" and len(new[0].get("effect") or ()) == 1 \
            and set(new[0]) == {"do", "effect", "players" if "players" in new[0] else "permanents"}:
        new = new[0]["effect"]
    if len(new) != 1 or new[0].get("do") not in _FIELDS:
        raise NotUnderstood(whole)
    return new[0]


def _replace_amount(eff, sentence: str, whole: str, printed, count: dict) -> None:
    """Read `sentence` (the instruction with its amount printed as `printed`) and put `count` in its place."""
    before, targets = len(eff.steps), len(eff.targets)
    parse_sentence(eff, sentence)
    st = _the_step(eff, whole, before)
    field = _AMOUNT_FIELDS[st["do"]]
    if st.get(field) != printed or len(eff.targets) - targets > 1:
        raise NotUnderstood(whole)
    st[field] = count


@effect_template(rf"(you|target player|target opponent|each opponent) (gain|gains|lose|loses) life equal to {_DEVOTION}")
def life_equal_to_devotion(eff, m):
    """Nylea's Disciple's "you gain life equal to your devotion to green"."""
    if (m.group(1) == "you") != (m.group(2) in ("gain", "lose")):
        raise NotUnderstood(m.group(0))
    _replace_amount(eff, f"{m.group(1)} {m.group(2)} 1 life", m.group(0), 1, devotion_count(m.group(3)))


@effect_template(rf"~ deals damage to (each opponent|each creature with flying|{TARGET_RE}) equal to {_DEVOTION}")
def damage_equal_to_devotion(eff, m):
    """Fanatic of Mogis's "it deals damage to each opponent equal to your devotion to red"; Skyreaping's
    "~ deals damage to each creature with flying equal to your devotion to green"."""
    _replace_amount(eff, f"~ deals 1 damage to {m.group(1)}", m.group(0), 1, devotion_count(m.group(2)))


@effect_template(rf"put a number of (\+1/\+1) counters on ~ equal to {_DEVOTION}")
def counters_equal_to_devotion(eff, m):
    """Reverent Hunter's "put a number of +1/+1 counters on it equal to your devotion to green" (its own
    enters trigger's "it", read as ~ by `enters_counters_equal_to_devotion`)."""
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    _replace_amount(eff, f"put a {m.group(1)} counter on ~", m.group(0), 1, devotion_count(m.group(2)))


@ability_template(rf"When ~ (?:enters|enters the battlefield), put a number of (\+1/\+1) counters on it equal to ({_DEVOTION})\.")
def enters_counters_equal_to_devotion(card, m):
    """ "When this creature enters, put a number of +1/+1 counters on it equal to your devotion to
    green": "it" is the creature that entered, the trigger's own source."""
    from .triggered import _triggered
    return _triggered(card, {"event": "comes_into_play", "who": "self"},
                      f"put a number of {m.group(1)} counters on ~ equal to {m.group(2)}.")


@effect_template(rf"(~|{TARGET_RE}) gets ([+-]X|\+0)/([+-]X|[+-]0) until end of turn, where X is {_DEVOTION}")
def pump_where_x_is_devotion(eff, m):
    """Blight-Breath Catoblepas's "target creature an opponent controls gets -X/-X until end of turn, where
    X is your devotion to black"; Nylea's Huntmaster's "target creature you control gets +X/+0 ..."."""
    if eff.card.has_x or eff.allow_x or "X" not in m.group(2) + m.group(3):
        raise NotUnderstood(m.group(0))
    to = ref(eff, m.group(1), CREATURE_TARGETS + ("~",))
    if to == "self" and not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    p, t = ({"+X": 1, "-X": -1, "+0": 0, "-0": 0}[g] for g in (m.group(2), m.group(3)))
    eff.steps.append({"do": "pump_for_each", "power": p, "toughness": t, "count": devotion_count(m.group(4)), "to": to,
                      "until": "end_of_turn"})


@effect_template(rf"(.+\bX\b.+), where X is {_DEVOTION}")
def instruction_where_x_is_devotion(eff, m):
    """Gray Merchant of Asphodel's "each opponent loses X life, where X is your devotion to black": the X
    of the text (a card with {X} in its cost stays text only), the amount of exactly one instruction."""
    if eff.card.has_x or eff.allow_x:
        raise NotUnderstood(m.group(0))
    count = devotion_count(m.group(2))
    before = read_with_x(eff, m.group(1), m.group(0))
    st = _the_step(eff, m.group(0), before)
    field = _AMOUNT_FIELDS[st["do"]]
    if st.get(field) != "X" or "'X'" in repr([{k: v for k, v in st.items() if k != field}, eff.targets]):
        raise NotUnderstood(m.group(0))  # X anywhere else: a target phrase's, a token's
    st[field] = count
