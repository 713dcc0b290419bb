"""Clones beyond clones.py:

* "You may have this creature enter as a copy of a creature you control[, except ...]." (Mirror
  Image, Mercurial Pretender, Visage Bandit; "a creature an opponent controls", Malleable Impostor): as clones.enters_as_a_copy, a replacement effect as it
  enters (2007 503.5; 2026 707.5), but only a creature its controller controls may be chosen
  (`as_copy_of: "creature_you_control"`; "creature_an_opponent_controls": one an opponent controls;
  rulings/engine/effects/copy_permanent.py); the exceptions
  are clones.exceptions' (2007 503.9; 2026 707.9a-b).

* Heat Shimmer's and Electroduplicate's spell paragraph "Create a token that's a copy of target
  creature [you control], except it has haste and "At the beginning of the end step, exile / sacrifice
  this token."": the compiler keeps a spell's paragraph with quotation marks from the effect
  templates, except this one (QUOTED_SPELL_COPY), which clones.token_copy and
  copies_more.quoted_on_token read (2007 503.9; 2026 707.9a: the quoted ability is part of the copy);
* Minion Reflector's "Whenever a nontoken creature you control enters, you may pay {2}. If you do,
  create a token that's a copy of that creature, except it has haste and "At the beginning of the end
  step, sacrifice this permanent."": copies_more.nontoken_enters_copy reads it but for the quoted
  ability, whose period keeps the paragraph from being split into sentences; read here whole;
* "At the beginning of combat on your turn, create a token that's a copy of equipped creature, except
  the token isn't legendary. That token gains haste." (Helm of the Host): the creature the Equipment
  is attached to (the engine's "equipped" reference).

Precision: another qualifier ("with power 4 or greater", "except his name is ~", "its name is")
stays text only.
"""
from __future__ import annotations

import re

from .registry import EFFECT_TEMPLATES, NotUnderstood, ability_template, effect_template


#: a spell's paragraph with a quoted ability the effect templates may read (compiler.py)
QUOTED_SPELL_COPY = re.compile(r"Create a token that's a copy of target creature(?: you control)?, except it has haste and "
                               r"\"At the beginning of the end step, (?:exile|sacrifice) this token\.\"")


@ability_template(r'You may have ~ enter as a copy of a creature (you control|an opponent controls)(?:, except (.+))?(?:\.|(?<=\.)")')
def enters_as_a_copy_of_your_creature(card, m) -> list[dict]:
    from .clones import exceptions
    how = {"as_copy_of": "creature_you_control" if m.group(1) == "you control" else "creature_an_opponent_controls"}
    if m.group(2):  # a quoted ability last keeps its closing quotation mark
        how.update(exceptions(card, m.group(2) + ('"' if m.group(0).endswith('"') else ""), True))
    return [{"kind": "static", "comes_into_play": how}]


# --- a token copy of the creature an Equipment is attached to ---

@effect_template(r"create a token that's a copy of equipped creature(?:, except (.+))?")
def token_copy_of_equipped(eff, m):
    """Helm of the Host's "create a token that's a copy of equipped creature, except the token isn't
    legendary": the creature the Equipment is attached to as the ability resolves (none: no token; if
    the Equipment has left the battlefield, the creature it was attached to as it last existed there:
    2007 413.2f; 2026 608.2h), with its copiable values (2007 503.2; 2026 707.2). Only an Equipment's
    ability; "the token isn't legendary" is clones.exceptions' "it isn't legendary". "That token gains
    haste" after it is copies_more.token_gains_haste."""
    from .clones import exceptions
    if "Equipment" not in eff.card.subtypes:
        raise NotUnderstood(m.group(0))
    step = {"do": "create_token_copy", "of": "equipped", "id": "copy"}
    if m.group(1):
        words = m.group(1)
        if words == "the token isn't legendary":
            words = "it isn't legendary"
        step["except"] = exceptions(eff.card, words, False)
    eff.steps.append(step)


# --- a token copy of a token ---

@effect_template(r"create a token that's a copy of target token you control")
def token_copy_of_your_token(eff, m):
    """ "Whenever ~ attacks, create a token that's a copy of target token you control" (Esika's
    Chariot; Specimen Collector's dies trigger): the target is any token its controller controls (the
    engine's target filter `token`), copied with its copiable values, which for a token are those its
    creating effect gave it, as modified by copy effects (2007 503.2; 2026 707.2, 111.4)."""
    eff.steps.append({"do": "create_token_copy", "of": eff.target({"controller": "you", "token": True}), "id": "copy"})


# clones.token_copy's "create a token that's a copy of (target ...)" matches first and refuses "token"
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is token_copy_of_your_token)))


# --- "you may pay {N}. If you do, create a token that's a copy of that creature, except it has haste and "..."" ---

@ability_template(r'Whenever (a|another) nontoken (creature|artifact) you control enters, you may pay \{(\d+)\}\. If you do, create a token '
                  r'that\'s a copy of that \2, except (it has haste and "At the beginning of the end step, (?:exile|sacrifice) '
                  r'(?:this token|this permanent|~)\.")')
def nontoken_enters_pay_for_a_quoted_copy(card, m):
    """The trigger of copies_more.nontoken_enters_copy ("that creature": the permanent that entered, as
    it last existed if it has left: 2007 413.2f; 2026 608.2h), the payment optional.may_pay's (the
    action's `choices`, {"may": true}), the exceptions clones.exceptions' (2007 503.9; 2026 707.9a)."""
    from .clones import exceptions
    from .copies_more import _NONTOKEN
    if m.group(1) == "another" and m.group(2).capitalize() not in card.types:
        raise NotUnderstood(m.group(0))
    how = exceptions(card, m.group(4), False)
    return [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": _NONTOKEN[m.group(1)].format(m.group(2))},
             "effect": [{"do": "may", "text": f"pay {{{m.group(3)}}}", "pay": int(m.group(3)), "effect": [],
                         "then": [{"do": "create_token_copy", "of": "it", "id": "copy", "except": how}]}]}]
