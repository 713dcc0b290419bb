"""Powerstone tokens: "Create a tapped Powerstone token." (2026 111.10h: "A Powerstone token is a
colorless Powerstone artifact token with '{T}: Add {C}. This mana can't be spent to cast a
nonartifact spell.'"). The February 2007 rules have no predefined tokens: there the card's own words,
its reminder text, which the token's definition carries, are followed and the log says the rule is
later (rulings/engine/effects/tokens.py). Its mana is kept apart and pays for an artifact spell or
for anything that isn't a spell (rulings/engine/restricted_mana.py).

Mana that may pay for activated abilities: "Spend this mana only to activate abilities", "... to cast
artifact spells or activate abilities of artifacts" (2026 106.6; the February 2007 rules have no rule
on it, the card's own text is followed). A restriction that names a creature type ("Dragon spells",
"of the chosen type") or an Equipment's equip ability stays text only."""
from __future__ import annotations

import re

from .activation_limits import without_restriction
from .damage import _amount
from .registry import NotUnderstood, ability_template, effect_template, parse_sentence
from .text import NUMBER

POWERSTONE_TEXT = "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."


def powerstone_token() -> dict:
    """111.10h: a colorless Powerstone artifact token with its mana ability."""
    return {"types": ["Artifact"], "subtypes": ["Powerstone"], "colors": [],
            "abilities": [{"kind": "activated", "cost": {"tap": True},
                           "effect": [{"do": "add_mana", "mana": "{C}", "spend_only": "not_nonartifact_spell"}],
                           "text": POWERSTONE_TEXT}]}


@effect_template(rf"(?:(.+) and )?create ({NUMBER}) (tapped )?Powerstone (tokens?)")
def create_powerstone(eff, m):
    """ "Create a tapped Powerstone token", "Create two tapped Powerstone tokens", "You gain 2 life
    and create a tapped Powerstone token": the first instruction, then the tokens."""
    n = _amount(eff, m.group(2))
    if (n == 1) != (m.group(4) == "token"):
        raise NotUnderstood(m.group(0))
    if m.group(1):
        parse_sentence(eff, m.group(1))
    step = {"do": "create_token", "id": "powerstone", "count": n, "predefined": "Powerstone", "token": powerstone_token()}
    if m.group(3):
        step["tapped"] = True
    eff.steps.append(step)


#: "Spend this mana only to [these words]": restrictions that let the mana pay for activated abilities
#: (2026 106.6; rulings/engine/restricted_mana.ABILITIES), an ability's source read as it is activated
SPEND_ON_ABILITIES = {
    "activate abilities": "abilities",
    "cast artifact spells or activate abilities of artifacts": "artifact_spell_or_artifact_ability",
    "cast an artifact spell or activate an ability of an artifact source": "artifact_spell_or_artifact_ability",
    "activate abilities of artifacts": "artifact_ability",
    "activate abilities of artifact sources": "artifact_ability",
    "cast an artifact spell or activate an ability": "artifact_spell_or_ability",
    "cast a colorless spell or to activate an ability": "colorless_spell_or_ability",
    "cast creature spells or activate abilities of creatures": "creature_spell_or_creature_ability",
}
ABILITY_WORDS = "|".join(re.escape(w) for w in sorted(SPEND_ON_ABILITIES, key=len, reverse=True))


def _restrict(steps: list[dict], words: str) -> None:
    """Put the restriction on the one add_mana instruction just before it."""
    if not steps or steps[-1].get("do") != "add_mana" or "spend_only" in steps[-1] or "kept" in steps[-1] \
            or not steps[-1].get("mana", steps[-1].get("one_of")):
        raise NotUnderstood(words)
    steps[-1]["spend_only"] = SPEND_ON_ABILITIES[words]


@effect_template(rf"Spend this mana only to ({ABILITY_WORDS})")
def spend_on_abilities(eff, m):
    """ "{T}: Add {C}{C}. Spend this mana only to activate abilities." (Pit Automaton): the mana just added."""
    if len(eff.sentence_starts) < 2:
        raise NotUnderstood(m.group(0))  # no mana added before it
    _restrict(eff.steps, m.group(1))


@ability_template(rf"([^:\"—]+: Add [^.\"]+\.) Spend this mana only to ({ABILITY_WORDS})\.")
def chosen_mana_spend_on_abilities(card, m) -> list[dict]:
    """ "{T}: Add two mana of any one color. Spend this mana only to cast artifact spells or
    activate abilities of artifacts." (Vedalken Engineer): the mana ability whose player chooses
    the color, its mana restricted."""
    ab = without_restriction(card, m.group(1))
    effect = [dict(st) for st in ab.get("effect", ())]
    if len(effect) != 1:
        raise NotUnderstood(m.group(1))
    _restrict(effect, m.group(2))
    return [{**ab, "effect": effect}]


COMBINATION_OF = {"colors": None, "{R} and/or {G}": ["R", "G"], "{B} and/or {R}": ["B", "R"], "{G} and/or {W}": ["G", "W"],
                  "{W} and/or {U}": ["W", "U"], "{U} and/or {B}": ["U", "B"]}


@ability_template(rf"([^:\"—]+): Add ({NUMBER}) mana in any combination of (colors|\{{[WUBRG]\}} and/or \{{[WUBRG]\}})\."
                  r"(?: Spend this mana only to ([^.\"]+)\.)?")
def combination_mana_ability(card, m) -> list[dict]:
    """ "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}." (Orcish
    Lumberjack): a mana ability whose player chooses the mana as it resolves (2007 413.2c; 2026
    608.2d), the activation's `choice` spelling it ("RRG"; rulings/engine/mana_combination.py);
    "Spend this mana only to cast creature spells." after it, as for any mana (2026 106.6)."""
    from .mana_restrictions import SPEND_ONLY
    if m.group(2).upper() == "X" or m.group(3) not in COMBINATION_OF:
        raise NotUnderstood(m.group(0))
    ab = without_restriction(card, f"{m.group(1)}: Add {{C}}.")  # the cost as any mana ability's
    effect = [dict(st) for st in ab.get("effect", ())]
    if effect != [{"do": "add_mana", "mana": "{C}"}]:
        raise NotUnderstood(m.group(1))
    n = _amount_int(m.group(2))
    step: dict = {"do": "add_mana", "combination": {"amount": n}}
    if COMBINATION_OF[m.group(3)]:
        step["combination"]["of"] = COMBINATION_OF[m.group(3)]
    if m.group(4):
        key = SPEND_ONLY.get(m.group(4)[len("cast "):]) if m.group(4).startswith("cast ") else None
        key = key or SPEND_ON_ABILITIES.get(m.group(4))
        if key is None:
            raise NotUnderstood(m.group(4))
        step["spend_only"] = key
    return [{**ab, "effect": [step], "text": m.group(0)}]


def _amount_int(word: str) -> int:
    from .text import amount
    n = amount(word)
    if not isinstance(n, int) or n < 2:
        raise NotUnderstood(word)
    return n
