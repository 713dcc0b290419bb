"""A counted pump joined with granted keywords in one sentence (rulings/engine/pump_for_each.py for
the count, the keyword for the same creature, both until end of turn):

- "Until end of turn, target creature gains trample and gets +X/+X, where X is the number of
  creatures you control" (Appeal, Treeguard Duo, Strength in Numbers);
- "Target creature gains vigilance and gets +X/+X until end of turn, where X is the number of
  creature cards in your graveyard" (Vigorspore Wurm);
- "Until end of turn, target creature gets +1/+1 for each creature you control and gains trample"
  (Chorus of Might, Get a Leg Up).

The count is the one the sentence without its keyword reads (amounts.pump_where_x_is_the_number,
amounts.pump_for_each): counted once as the effect resolves (2007 413.2f; 2026 608.2h); the
keyword is granted to the same creature. Anything that sentence doesn't read stays text only.
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_sentence
from .targets import TARGET_RE

#: imported early (compiler.py), it imports no module that registers templates: pump.WHO
WHO = rf"(~|{TARGET_RE})"

_X = r"([+-]X|\+0)/([+-]X|\+0)"
_N = r"([+-]\d+)/([+-]\d+)"
#: what X is: a count ("the number of creatures you control") or the source's own power or toughness
_X_IS = r"(the number of [A-Za-z ']+?|~'s power|~'s toughness)"


def _both(eff, who: str, pumped: str, gains: str, text: str) -> None:
    """The pump sentence read by its own template, then the keywords for the creature it pumps."""
    from .keywords import granted
    before = len(eff.steps)
    parse_sentence(eff, pumped)
    added = eff.steps[before:]
    if len(added) != 1 or added[0].get("do") != "pump_for_each":
        raise NotUnderstood(text)
    eff.steps += [{"do": "gain_ability", "ability": ab, "to": added[0]["to"], "until": "end_of_turn"} for ab in granted(gains)]


@effect_template(rf"{WHO} gets {_X} until end of turn, where X is ~'s (power|toughness)")
def gets_x_where_x_is_its_own_power(eff, m):
    """Auriok Bladewarden: "Target creature gets +X/+X until end of turn, where X is ~'s power": the
    source's power as the effect resolves, or as it last existed on the battlefield if it has left
    (Stalactite Stalker, sacrificed to pay for it; 2007 413.2f; 2026 608.2h)."""
    if eff.card.has_x or "X" not in (m.group(2) + m.group(3)) or not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    from .amounts import _pumped
    p, t = ({"+X": 1, "-X": -1, "+0": 0}[g] for g in (m.group(2), m.group(3)))
    eff.steps.append({"do": "pump_for_each", "power": p, "toughness": t, "count": {"count": f"{m.group(4)}_of", "of": "self"},
                      "to": _pumped(eff, m.group(1)), "until": "end_of_turn"})


@effect_template(rf"until end of turn, {WHO} gains ([a-z ,]+?) and gets {_X}, where X is {_X_IS}")
def until_eot_gains_and_gets_x(eff, m):
    """Appeal: "Until end of turn, target creature gains trample and gets +X/+X, where X is the
    number of creatures you control"."""
    _both(eff, m.group(1), f"{m.group(1)} gets {m.group(3)}/{m.group(4)} until end of turn, where X is {m.group(5)}",
          m.group(2), m.group(0))


@effect_template(rf"{WHO} gains ([a-z ,]+?) and gets {_X} until end of turn, where X is {_X_IS}")
def gains_and_gets_x_until_eot(eff, m):
    """Vigorspore Wurm: "target creature gains vigilance and gets +X/+X until end of turn, where X
    is the number of creature cards in your graveyard"."""
    _both(eff, m.group(1), f"{m.group(1)} gets {m.group(3)}/{m.group(4)} until end of turn, where X is {m.group(5)}",
          m.group(2), m.group(0))


@effect_template(rf"until end of turn, {WHO} gets {_N} for each ([A-Za-z ']+?) and gains ([a-z ,]+?)")
def until_eot_gets_for_each_and_gains(eff, m):
    """Chorus of Might: "Until end of turn, target creature gets +1/+1 for each creature you
    control and gains trample"."""
    _both(eff, m.group(1), f"{m.group(1)} gets {m.group(2)}/{m.group(3)} until end of turn for each {m.group(4)}",
          m.group(5), m.group(0))
