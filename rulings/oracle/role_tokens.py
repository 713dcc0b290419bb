""" "Create a Monster Role token attached to target creature you control" (Role tokens, 2026 111.10j-r, 303.7;
the engine's create_token with `attached_to`: rulings/engine/roles.py):

- "When this creature enters, create a Royal Role token attached to another target creature you control."
  (Charmed Clothier, Redtooth Genealogist), "... a Cursed Role token attached to target creature you control"
  (Spiteful Hexmage);
- "When this creature enters, create a Cursed Role token attached to it." (Cursed Courtier: "it" is the
  creature itself, the trigger's source);
- "Target creature gets +2/+0 until end of turn. Create a Monster Role token attached to it." (Monstrous Rage),
  "... Create a Royal Role token attached to that creature." (Royal Treatment): the target the sentence before
  named.

The token is a colorless Aura Role enchantment token named for its Role, with enchant creature and the
abilities 111.10j-q give it, read here from those rules' own words by the compiler (each Role's text as a
card's, compiled once): Cursed, Monster, Royal, Sorcerer, Virtuous, Wicked. "Attached to up to one [other] target creature [you control]" (Twisted Fealty,
Witch's Mark): with no target chosen, or one that has become illegal, there is nothing to enchant and the token
isn't created (2026 303.4i). Young Hero ("if its toughness is 3 or less" in a granted trigger) isn't read, nor
"attached to one of them", "to that Rat" or any other phrase: those stay text only."""
from __future__ import annotations

import copy
import functools
import re

from .registry import NotUnderstood, ability_template, effect_template
from .targets import CREATURE_TARGETS, ref

#: each Role's abilities after "Enchant creature", in the words of 2026 111.10j-q (the Wicked one's "this token"
#: said by its name, as a card's own name says itself)
ROLE_TEXT = {
    "Cursed": ["Enchanted creature has base power and toughness 1/1."],
    "Monster": ["Enchanted creature gets +1/+1 and has trample."],
    "Royal": ["Enchanted creature gets +1/+1 and has ward {1}."],
    "Sorcerer": ['Enchanted creature gets +1/+1 and has "Whenever this creature attacks, scry 1."'],
    "Virtuous": ["Enchanted creature gets +1/+1 for each enchantment you control."],
    "Wicked": ["Enchanted creature gets +1/+1.", "When Wicked is put into a graveyard from the battlefield, each opponent loses 1 life."],
}


def role_token(name: str) -> dict:
    """A fresh copy of the Role token's characteristics (each card's definition its own)."""
    return copy.deepcopy(_role_token(name))


@functools.cache
def _role_token(name: str) -> dict:
    """The token's characteristics: its rules text compiled as a card's (NotUnderstood if any of it isn't played)."""
    from .compiler import compile_card
    record = {"name": name, "layout": "normal", "mana_cost": "{0}", "types": ["Enchantment"], "supertypes": [],
              "subtypes": ["Aura", "Role"], "power": None, "toughness": None, "loyalty": None,
              "text": "\n".join(["Enchant creature", *ROLE_TEXT[name]]), "faces": False, "color_identity": []}
    compiled = compile_card(record)
    if not compiled.played:
        raise NotUnderstood(f"the {name} Role token")
    definition = {k: v for k, v in compiled.definition.items() if k not in ("mana_cost", "targets", "text")}
    return {**definition, "colors": []}


@effect_template(r"create an? (Cursed|Monster|Royal|Sorcerer|Virtuous|Wicked) Role token attached to (.+)")
def role_token_attached(eff, m):
    name, phrase = m.group(1), m.group(2)
    if (up_to := re.fullmatch(r"up to one ((?:other )?target [a-z ,']+)", phrase)):
        # "attached to up to one target creature you control" (Twisted Fealty): with no target chosen (or one that
        # has become illegal) there is nothing to enchant, and the token isn't created (2026 303.4i)
        from .up_to import up_to_targets
        host = up_to_targets(eff, 1, up_to.group(1), CREATURE_TARGETS)[0]
        eff.steps.append({"do": "create_token", "id": name.lower(), "count": 1, "token": role_token(name), "attached_to": host})
        return
    if re.search(r"\bup to\b|\bone of\b|\beach\b", phrase):
        raise NotUnderstood(m.group(0))
    if phrase == "~" and not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))  # "attached to it": the creature itself, only a creature's own ability
    if phrase in ("it", "that creature") and eff.last_target is None:
        raise NotUnderstood(m.group(0))
    host = ref(eff, phrase, CREATURE_TARGETS)
    eff.steps.append({"do": "create_token", "id": name.lower(), "count": 1, "token": role_token(name), "attached_to": host})


@ability_template(r"When ~ enters, ((?:you may pay \{\d+\}\. If you do, )?create an? (?:Cursed|Monster|Royal|Sorcerer|Virtuous|Wicked) "
                  r"Role token attached to) it\.")
def role_token_attached_to_itself(card, m):
    """ "When this creature enters, create a Cursed Role token attached to it." (Cursed Courtier, Faunsbane Troll),
    "... you may pay {2}. If you do, create a Sorcerer Role token attached to it." (Unassuming Sage): "it" is the
    creature that entered, the source itself (as "~" its own ability names it)."""
    from .triggered import _triggered
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "comes_into_play", "who": "self"}, f"{m.group(1)} ~.")
