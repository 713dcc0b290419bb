"""Mana that may be spent only on some spells, and mana kept as steps and phases end.

Spending restrictions (2026 106.6; the February 2007 rules
have no rule on it, the card's own text is followed): "{T}: Add one mana of any
color. Spend this mana only to cast a creature spell." and "Add {C}{C}{C}. Spend
this mana only to cast artifact spells." (rulings/engine/restricted_mana.py).

Only restrictions on casting spells of a card type or of a number of colors are
read; one that also lets the mana pay for abilities ("or activate abilities of
artifacts"), names a creature type ("a Sliver spell", "of the chosen type") or
adds an effect to the spell ("and that spell can't be countered") stays text only.

"Until end of turn, you don't lose this mana as steps and phases end." after plain
mana added (2026 500.5, 106.4; 2007 300.3): rulings/engine/kept_mana.py."""
from __future__ import annotations

import re

from .activation_limits import without_restriction
from .registry import NotUnderstood, ability_template, effect_template

#: the words after "Spend this mana only to cast " and the restriction they name
SPEND_ONLY = {
    "a creature spell": "creature_spell", "creature spells": "creature_spell",
    "an artifact spell": "artifact_spell", "artifact spells": "artifact_spell",
    "an instant or sorcery spell": "instant_or_sorcery_spell", "instant and sorcery spells": "instant_or_sorcery_spell",
    "instant or sorcery spells": "instant_or_sorcery_spell", "instant and/or sorcery spells": "instant_or_sorcery_spell",
    "a multicolored spell": "multicolored_spell", "multicolored spells": "multicolored_spell",
    "a colorless spell": "colorless_spell", "colorless spells": "colorless_spell",
}
SPEND_ONLY["a creature spell of the chosen type"] = "creature_spell_of_chosen_type"  # the source's "As ~ enters, choose a creature type"
WORDS = "|".join(re.escape(w) for w in SPEND_ONLY)


def _chooses_a_creature_type(card, words: str) -> None:
    """ "the chosen type" refers to the card's own "As ~ enters, choose a creature type" (2026 607.2d)."""
    if SPEND_ONLY[words] == "creature_spell_of_chosen_type" and not any(
            re.fullmatch(r"As (?:~|this [a-z]+) enters, choose a creature type\.", p) for p in card.paragraphs):
        raise NotUnderstood(words)


def _restrict(steps: list[dict], words: str) -> None:
    """Put the restriction on the one add_mana instruction just before it."""
    if not steps or steps[-1].get("do") != "add_mana" or "spend_only" in steps[-1] or not steps[-1].get("mana", steps[-1].get("one_of")):
        raise NotUnderstood(words)
    steps[-1]["spend_only"] = SPEND_ONLY[words]


@effect_template(rf"Spend this mana only to cast ({WORDS})")
def spend_only(eff, m):
    """ "Add {C}{C}{C}. Spend this mana only to cast creature spells.": the mana just added."""
    if eff.sentence_starts and eff.sentence_starts[-1] == 0 and len(eff.sentence_starts) == 1:
        raise NotUnderstood(m.group(0))  # no mana added before it
    _chooses_a_creature_type(eff.card, m.group(1))
    _restrict(eff.steps, m.group(1))


@ability_template(rf"([^:\"—]+: Add [^.\"]+\.) Spend this mana only to cast ({WORDS})\.")
def chosen_mana_spend_only(card, m) -> list[dict]:
    """ "{T}: Add one mana of any color. Spend this mana only to cast a creature
    spell." (Beastcaller Savant): the mana ability that lets its player choose
    the color, its mana restricted."""
    ab = without_restriction(card, m.group(1))
    effect = [dict(st) for st in ab.get("effect", ())]
    if len(effect) != 1:
        raise NotUnderstood(m.group(1))  # a painland's damage, or any other effect, isn't read with a restriction
    _chooses_a_creature_type(card, m.group(2))
    _restrict(effect, m.group(2))
    return [{**ab, "effect": effect}]


@effect_template(r"Until end of turn, you don't lose this mana as steps and phases end")
def kept_until_end_of_turn(eff, m):
    """ "Whenever ~ attacks, add {R}. Until end of turn, you don't lose this mana as
    steps and phases end." (Brazen Collector): the mana just added stays in the
    pool as steps and phases end, this turn (rulings/engine/kept_mana.py)."""
    steps = eff.steps
    if (len(eff.sentence_starts) < 2 or not steps or steps[-1].get("do") != "add_mana" or not steps[-1].get("mana")
            or set(steps[-1]) - {"do", "mana"}):
        raise NotUnderstood(m.group(0))  # only plain mana just added by the sentence before it
    steps[-1]["kept"] = "end_of_turn"
