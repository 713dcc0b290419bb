"""Token copies beyond clones.py, copies_more.py and clones_more.py:

- "For each creature target player controls, create a token that's a copy of that creature." (Clone
  Legion), "For each token you control, create a token that's a copy of that permanent." (Second
  Harvest), "For each creature token you control, ..." (Rhys the Redeemed), "For each nontoken creature
  you control, create a token that's a copy of that creature, except it isn't legendary." (Multiversal
  Incursion): the permanents are those the description names as the spell or ability resolves, fixed
  then, so the tokens it creates aren't copied again; each token has that permanent's copiable values
  (2007 503.2; 2026 707.2) as clones.exceptions changes them, and enters as a copy (503.5; 707.5). An
  illegal target player: no token (2007 413.2a; 2026 608.2b). The engine's `for_each` over `permanents`
  with `create_token_copy` of "it" (rulings/engine/effects/each.py).
- "At the beginning of your upkeep, create a token that's a copy of enchanted creature." (Followed
  Footsteps): an Aura's ability, the creature it enchants as the ability resolves (or was attached to
  as the Aura last existed on the battlefield: 2007 413.2f; 2026 608.2h), as copies_more.py's Helm of
  the Host reads "equipped creature".
- "Whenever a nontoken Zombie you control enters, create a token that's a copy of that creature."
  (Necroduality), "Whenever another nontoken Dragon you control enters, create a token that's a copy of
  it, except the token isn't legendary." (Miirym): the permanent that entered (a permanent with that
  creature type that isn't a token: rulings/engine/permanent_kinds.py), copied as it last existed on
  the battlefield if it has left (2007 413.2f; 2026 608.2h); the token is a token, so it doesn't
  trigger the ability again.
- "create a tapped token that's a copy of this creature" (Compy Swarm): the token enters tapped.

Any other description, noun or exception stays text only."""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template, effect_template
from .targets import ref

#: "for each [what] ...": the permanents it names, as the engine's target filter (no target)
_EACH = {"creature": {"types": ["Creature"]}, "token": {"token": True}, "creature token": {"token": True, "types": ["Creature"]},
         "nontoken creature": {"token": False, "types": ["Creature"]}}
#: the noun "that ..." repeats: a creature is "that creature", a token of any type "that permanent"
_THAT = {"creature": "creature", "token": "permanent", "creature token": "creature", "nontoken creature": "creature"}


@effect_template(r"for each (creature|token|creature token|nontoken creature) (you control|target player controls|target opponent controls), "
                 r"create a token that's a copy of that (creature|permanent)(?:, except (.+))?")
def token_copy_for_each(eff, m):
    from .clones import exceptions
    what, whose, noun = m.group(1), m.group(2), m.group(3)
    if _THAT[what] != noun:
        raise NotUnderstood(m.group(0))
    step = {"do": "for_each", "permanents": dict(_EACH[what])}
    if whose == "you control":
        step["permanents"]["controller"] = "you"
    else:
        if eff.targets:  # the only target of its sentence
            raise NotUnderstood(m.group(0))
        step["controlled_by"] = ref(eff, whose[:-len(" controls")])
    copy = {"do": "create_token_copy", "of": "it", "id": "copy"}
    if m.group(4):
        copy["except"] = exceptions(eff.card, m.group(4), False)
    step["effect"] = [copy]
    eff.steps.append(step)


@effect_template(r"create a token that's a copy of enchanted creature")
def token_copy_of_enchanted(eff, m):
    """Only an Aura's ability that enchants a creature: "enchanted creature" is what it is attached to."""
    if "Aura" not in eff.card.subtypes or "Enchant creature" not in eff.card.paragraphs:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "create_token_copy", "of": "enchanted", "id": "copy"})


@ability_template(r"Whenever (a|another) nontoken ([A-Z][a-z]+) you control enters, create a token that's a copy of (?:that creature|it)"
                  r"(?:, except (the token isn't legendary))?\.")
def nontoken_subtype_enters_copy(card, m):
    kind = m.group(2)
    if kind not in CREATURE_TYPES or (m.group(1) == "another") != (kind in card.subtypes):
        raise NotUnderstood(m.group(0))  # "another": only where the source is one itself
    step = {"do": "create_token_copy", "of": "it", "id": "copy"}
    if m.group(3):
        step["except"] = {"not_legendary": True}
    who = "another_nontoken_permanent_you_control" if m.group(1) == "another" else "nontoken_permanent_you_control"
    return [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": who, "subtype": kind}, "effect": [step]}]


@effect_template(r"create a tapped token that's a copy of ~")
def tapped_token_copy_of_itself(eff, m):
    """Compy Swarm's "create a tapped token that's a copy of this creature": clones.token_copy_of_itself's
    copy (as the permanent last existed on the battlefield if it has left: 2007 413.2f; 2026 608.2h),
    entering tapped."""
    if not eff.card.types or {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "create_token_copy", "of": "self", "id": "copy", "tapped": True})
