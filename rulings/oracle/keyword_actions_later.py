"""Keyword actions later than February 2007, each played by its own engine module (and refused
as a card that says it is cast under the 2007 rules; free_cast.refuse_later_keyword):

- "Amass Orcs N" / "amass Zombies N" (2026 701.47a; rulings/engine/amass.py). "Amass X" and
  sentences that go on about "the Army you amassed" (701.47c) stay text only.
- "Bolster N" (2026 701.39a; rulings/engine/bolster.py). "Bolster X" stays text only.
- "Support N" (2026 701.41a; rulings/engine/support.py): on a permanent "up to N other target
  creatures", on an instant or sorcery "up to N target creatures"; the targets come last.
"""
from __future__ import annotations

from .keywords import SIMPLE
from .registry import NotUnderstood, ability_template, effect_template

#: the Army subtypes of amass, as Oracle text writes them (701.47a: "amass [subtype] N")
AMASS_SUBTYPES = {"Orcs": "Orc", "Zombies": "Zombie"}


@effect_template(r"amass (Orcs|Zombies) (\d+)")
def amass(eff, m):
    """701.47a: "If you don't control an Army creature, create a 0/0 black [subtype] Army creature token. ..." """
    eff.steps.append({"do": "amass", "subtype": AMASS_SUBTYPES[m.group(1).capitalize()], "amount": int(m.group(2))})


@effect_template(r"bolster (\d+)")
def bolster(eff, m):
    """701.39a: N +1/+1 counters on a creature you control with the least toughness (or tied)."""
    eff.steps.append({"do": "bolster", "amount": int(m.group(1))})


@effect_template(r"support (\d+)")
def support(eff, m):
    """701.41a: a +1/+1 counter on each of up to N (other) target creatures. "Other" is other
    than the permanent whose ability it is, so it is said only on a permanent."""
    n = int(m.group(1))
    if n < 1 or any(isinstance(t, dict) and t.get("up_to") for t in eff.targets):
        raise NotUnderstood(m.group(0))
    spell = bool({"Instant", "Sorcery"} & set(eff.card.types))
    one = {"types": ["Creature"], "up_to": True} if spell else {"other": True, "types": ["Creature"], "up_to": True}
    first = len(eff.targets)
    eff.targets += [dict(one) for _ in range(n)]
    for i in range(n):
        eff.steps.append({"do": "support", "to": f"target:{first + i}"})



#: "Sacrifice this token: Add {C}." (Eldrazi Spawn and Eldrazi Scion tokens): a mana ability
#: (2007 406.1; 2026 605.1a) whose cost is sacrificing the token itself
SACRIFICE_FOR_C = {"kind": "activated", "cost": {"sacrifice": "self"}, "effect": [{"do": "add_mana", "mana": "{C}"}],
                   "text": "Sacrifice this token: Add {C}."}
QUOTED = '"Sacrifice this token: Add {C}."'
#: the quoted ability as one word the sentence splitter and the templates read (no quote, no period)
PLACEHOLDER = "the ability Sacrifice-this-token-Add-C"


def unquote(plain: str) -> str:
    """A paragraph whose only quotation is the token's "Sacrifice this token: Add {C}.", at its
    end, with that quotation as PLACEHOLDER and a period after it (the compiler reads quoted
    abilities nowhere else); any other paragraph as it is."""
    if plain.count('"') != 2 or not plain.endswith(QUOTED):
        return plain
    return plain[:-len(QUOTED)] + PLACEHOLDER + "."


def _token_step(eff, m, plural: bool | None) -> None:
    step = eff.steps[-1] if eff.steps else {}
    token = step.get("token") if step.get("do") == "create_token" and "predefined" not in step else None
    if not isinstance(token, dict) or "Creature" not in token.get("types", ()) or SACRIFICE_FOR_C in token.get("abilities", ()):
        raise NotUnderstood(m.group(0))
    if plural is not None and (step.get("count") != 1) != plural:
        raise NotUnderstood(m.group(0))  # "It has" after one token, "They have" after several
    token["abilities"] = [*token.get("abilities", ()), dict(SACRIFICE_FOR_C)]


@effect_template(rf"(.+? creature (tokens?)) with {PLACEHOLDER}")
def token_with_sacrifice_for_c(eff, m):
    """ "Create a 0/1 colorless Eldrazi Spawn creature token with "Sacrifice this token: Add {C}."":
    the creation, then the ability added to the token it defines (2007 216.1; 2026 111.4: the token
    has the characteristics and abilities the effect gives it)."""
    from .registry import parse_sentence
    before = len(eff.steps)
    parse_sentence(eff, m.group(1))
    if len(eff.steps) != before + 1:
        raise NotUnderstood(m.group(0))
    _token_step(eff, m, None)


@effect_template(rf"(It has|They have) {PLACEHOLDER}")
def it_has_sacrifice_for_c(eff, m):
    """ "Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this token: Add {C}.""
    ("They have" after tokens): the token the sentence before created has the ability."""
    before = eff.sentence_starts[-1] if eff.sentence_starts else len(eff.steps)
    if before != len(eff.steps) or before == 0:
        raise NotUnderstood(m.group(0))
    _token_step(eff, m, m.group(1) == "They have")


# "with decayed" on a token ("Create a 2/2 black Zombie creature token with decayed"), or a
# keyword line: 2026 702.147a (rulings/engine/decayed.py)
SIMPLE["decayed"] = "decayed"
SIMPLE["daybound"] = "daybound"  # 2026 702.145b (rulings/engine/day_night.py): the faces of a transforming card
SIMPLE["nightbound"] = "nightbound"  # 702.145e


@ability_template(r"You may exert ~ as it attacks\.(?: When you do, ([^\"]+))?")
def exert_as_it_attacks(card, m):
    """ "You may exert this creature as it attacks. When you do, it gets +1/+1 until end of turn."
    (2026 701.43d: an optional cost to attack, and its linked "when you do" triggered ability, the
    engine's `exerted` event; rulings/engine/exert.py). "It" is the creature itself."""
    from .triggered import _triggered
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    out = [{"kind": "keyword", "keyword": "exert"}]
    if m.group(1):
        out += _triggered(card, {"event": "exerted", "who": "self"}, m.group(1))
    return out


@ability_template(r"Whenever you exert a creature, ([^\"]+)")
def whenever_you_exert(card, m):
    """ "Whenever you exert a creature, ...": a player exerts only creatures they control as those
    attack (701.43d), so the trigger event is `exerted` of a creature its controller controls."""
    from .triggered import _triggered
    return _triggered(card, {"event": "exerted", "who": "creature_you_control"}, m.group(1))
