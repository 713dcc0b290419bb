"""Bestow (2026 702.103): "As you cast this spell, you may choose to cast it bestowed. If you do,
you pay [cost] rather than its mana cost" (702.103a, an alternative cost: the action's
`pay: {"alternative": "bestow"}`). Cast bestowed, the spell becomes an Aura enchantment with
enchant creature as it is put on the stack, and so does the permanent it becomes (702.103b):
a type-changing effect (layer 4: Enchantment, subtype Aura, its creature types gone) and an
ability gained (layer 6 / 2007-style layer 5 in this engine), both lasting `until: "bestowed"`:
while the object is on the stack, or on the battlefield attached to a permanent still there
(continuous._effects_on asks `still_bestowed`). So a bestowed Aura whose creature leaves is
unattached and a creature again (702.103f); one attached to an illegal object becomes
unattached and stays on the battlefield instead of going to the graveyard (state_based_effects
asks `unattach_instead`, an exception to 704.5m); as a bestowed Aura spell begins resolving with
an illegal target it resolves as a creature spell (702.103e, stack.py asks `ceases_on_resolution`).
A keyword later than February 2007: under those rules a card with bestow is refused as it is cast."""
from __future__ import annotations

from .continuous import characteristics
from .free_cast import LATER_KEYWORDS
from .log import emit
from .state import Effect
from .targets import display

LATER_KEYWORDS["bestow"] = "702.103"
UNTIL = "bestowed"
ENCHANT_CREATURE = {"kind": "keyword", "keyword": "enchant", "what": "creature"}


def _effects_for(game, obj, zcc: int, name: str) -> tuple:
    return (Effect(game.new_timestamp(), "set_types", obj.id, zcc, (("types", ("Enchantment",)), ("subtypes", ("Aura",))), UNTIL, name),
            Effect(game.new_timestamp(), "gain_ability", obj.id, zcc, (("ability", ENCHANT_CREATURE),), UNTIL, name))


def become_bestowed(game, obj):
    """702.103b: the spell on the stack becomes an Aura enchantment with enchant creature; its new characteristics."""
    name = display(game, obj)
    game.effects = game.effects + _effects_for(game, obj, obj.zcc, name)
    _forget(obj)
    game.characteristics_changed()
    emit(game, f"{name} is {game.words.cast_past} bestowed: as it is put on the stack it becomes an Aura enchantment with "
               "enchant creature.",
         ("bestow_aura", "a spell cast bestowed becomes an Aura enchantment and gains enchant creature"))
    return characteristics(game, obj)


def attached_at_start(game, obj) -> None:
    """A card with bestow that the scenario starts attached to a creature was cast bestowed and still is
    (2026 702.103b, f): an Aura enchantment with enchant creature while it stays attached."""
    if any(ab.get("kind") == "keyword" and ab.get("keyword") == "bestow" for ab in obj.card.get("abilities", ())) \
            and "Aura" not in obj.card.get("subtypes", ()) and not is_bestowed(game, obj):
        game.effects = game.effects + _effects_for(game, obj, obj.zcc, display(game, obj))
        _forget(obj)
        game.characteristics_changed()


def as_a_spell(game, obj, c) -> None:
    """The spell's characteristics on the stack (where no other continuous effect applies in this
    engine): an Aura enchantment with enchant creature while it is bestowed."""
    if is_bestowed(game, obj):
        c.types, c.subtypes = ("Enchantment",), ("Aura",)
        c.abilities = list(c.abilities) + [ENCHANT_CREATURE]


def _forget(obj) -> None:
    object.__setattr__(obj, "_chars", None)  # off the battlefield characteristics are kept until it moves


def is_bestowed(game, obj) -> bool:
    return any(e.until == UNTIL and e.target == obj.id and e.zcc == obj.zcc for e in game.effects)


def still_bestowed(game, obj) -> bool:
    """Whether its bestow effects still apply: on the stack, or attached to a permanent still on the battlefield."""
    if obj.zone == "stack":
        return True
    if obj.zone != "in_play" or obj.attached_to is None:
        return False
    host = game.objects.get(obj.attached_to)
    return host is not None and host.zone == "in_play" and host.zcc == obj.attached_zcc


def _end(game, obj) -> None:
    game.effects = tuple(e for e in game.effects if not (e.until == UNTIL and e.target == obj.id))
    _forget(obj)
    game.characteristics_changed()


def ceases_on_resolution(game, obj, item) -> bool:
    """702.103e: its target is illegal as it begins resolving: it ceases to be bestowed and
    resolves as a creature spell; True if so."""
    if item.get("alternative") != "bestow" or not is_bestowed(game, obj):
        return False
    _end(game, obj)
    emit(game, f"{display(game, obj)}'s target is illegal as it begins resolving: it ceases to be bestowed and continues "
               "resolving as a creature spell.",
         ("bestow_illegal_target", "a bestowed Aura spell whose target is illegal ceases to be bestowed and resolves as a creature spell"))
    return True


def enters_bestowed(game, obj, item) -> None:
    """The bestowed Aura spell resolves into a bestowed Aura (702.103b): its effects for the
    permanent it becomes (the object's next zone change count)."""
    if item.get("alternative") == "bestow":
        game.effects = game.effects + _effects_for(game, obj, obj.zcc + 1, display(game, obj))


def unattach_instead(game, obj, found, why: str) -> bool:
    """702.103f: a bestowed Aura attached to an illegal object becomes unattached and ceases to
    be bestowed, rather than going to the graveyard (an exception to 704.5m): with the other
    state-based actions' results (`found.unattached`), performed by `unattached`."""
    if not is_bestowed(game, obj):
        return False
    found.unattached.append((obj, why, False))
    return True


def left_behind(game) -> list:
    """Bestowed Auras whose creature left the battlefield: unattached since then (and creatures,
    as `still_bestowed` says); what remains is to forget the attachment and say so."""
    out = []
    for e in game.effects:
        if e.until == UNTIL and e.kind == "set_types":
            obj = game.objects.get(e.target)
            if obj is not None and obj.zone == "in_play" and obj.zcc == e.zcc and obj.attached_to is not None \
                    and not still_bestowed(game, obj):
                out.append((obj, "the creature it enchanted left the battlefield", False))
    return out


def unattached(game, obj, why: str) -> bool:
    """Performed: it is unattached (by the caller) and ceases to be bestowed; True if it was bestowed."""
    if not is_bestowed(game, obj):
        return False
    _end(game, obj)
    emit(game, f"{display(game, obj)} was a bestowed Aura ({why}): it is unattached, ceases to be bestowed and stays "
               f"{game.words.in_play} as a creature.",
         ("bestow_unattached", "a bestowed Aura that becomes unattached, or is attached to an illegal object, ceases to be bestowed"))
    return True
