"""Token copies of a card outside the battlefield, and the exception "except it's a 4/4 black Zombie":

- "Create a token that's a copy of target creature card in your graveyard, except it's an artifact in
  addition to its other types." (Feldon of the Third Path): the target card, its copiable values what
  is printed on it (2007 503.2; 2026 707.2).
- "Exile target creature card from your graveyard. Create a token that's a copy of it / that card[,
  except ...]": the sentence before exiled the card this sentence's "it" / "that card" names (the
  engine's "it" after `remove_from_game`: the card in exile), as printed; if the target was illegal
  as it resolved, nothing was exiled and no token is created (2007 413.2a; 2026 608.2b).
- "except it's a 4/4 black Zombie" / "a 1/1 green Frog" (Croaking Counterpart) on a token copy:
  that power and toughness, that one color instead of its colors, and that creature type instead
  of its creature types (its card types, supertypes and other subtypes stay): the exception is part
  of the copy's copiable values (2026 707.9b; 2007 has no such rule, the card's words are followed,
  103.1). clones.exceptions asks colored_creature_type for it. Only on a token copy, not a clone.

Anything else ("up to one target", "with mana value X", "a creature card" not targeted, "If you do")
stays text only."""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template
from .targets import GRAVEYARD_TARGETS, TARGET_RE, ref, spec


def colored_creature_type(m) -> dict:
    """ "it's a 4/4 black Zombie": base power and toughness, the color and the creature type."""
    if m.group(4) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(0))
    return {"base_pt": [int(m.group(1)), int(m.group(2))], "colors": [m.group(3)], "creature_types": [m.group(4)]}


def _graveyard_creature_card(found) -> bool:
    """A target creature card in a graveyard, one target (no "up to")."""
    if found == "creature_card_in_a_graveyard":
        return True
    return isinstance(found, dict) and found.get("zone") == "graveyard" and found.get("types") == ["Creature"] \
        and not found.get("up_to") and not found.get("x_targets")


@effect_template(rf"create a token that's a copy of ({TARGET_RE} card in (?:your|a) graveyard)(?:, except (.+))?")
def token_copy_of_target_card(eff, m):
    from .clones import exceptions
    phrase = " ".join(m.group(1).lower().split())
    if not _graveyard_creature_card(spec(phrase)):
        raise NotUnderstood(m.group(0))
    step = {"do": "create_token_copy", "of": ref(eff, phrase, GRAVEYARD_TARGETS), "id": "copy"}
    if m.group(2):
        step["except"] = exceptions(eff.card, m.group(2), False)
    eff.steps.append(step)


@effect_template(r"create a token that's a copy of (?:it|that card)(?:, except (.+))?")
def token_copy_of_the_exiled_card(eff, m):
    """Only right after the sentence "Exile target creature card from [your / a] graveyard." (one
    target, the sentence's only instruction)."""
    from .clones import exceptions
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "remove_from_game" or last.get("what") != eff.last_target or len(eff.targets) != 1 \
            or len(eff.steps) != 1 or set(last) != {"do", "what"} or not _graveyard_creature_card(eff.targets[0]):
        raise NotUnderstood(m.group(0))
    step = {"do": "create_token_copy", "of": "it", "id": "copy"}
    if m.group(1):
        step["except"] = exceptions(eff.card, m.group(1), False)
    eff.steps.append(step)


# clones.token_copy's "create a token that's a copy of (target ...)" would match first and refuse a card
for _fn in (token_copy_of_target_card, token_copy_of_the_exiled_card):
    EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is _fn)))
