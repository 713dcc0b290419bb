"""Phasing (2007 217.8, 302.1, 502.15; 2026 502.1, 702.26; rulings/engine/phasing.py):
- the keyword line "Phasing" of a permanent card (Teferi's Drake, Sandbar Crocodile): the keyword
  `phasing`, which phases it in or out as its controller's untap step begins;
- the effect sentence "This creature phases out." (Teferi's Honor Guard's "{U}{U}: This creature
  phases out.", Crystal Golem's "At the beginning of your end step, this creature phases out.") and
  "Target creature phases out." / "Target artifact, creature, or land phases out." (Vodalian
  Illusionist, Reality Ripple): the instruction `phase_out`; it phases in as its controller's next
  untap step begins, the phasing event of the untap step (reminder text, already stripped).
- "Whenever this creature phases in, draw a card." / "... phases out, discard a card." (Teferi's Imp):
  a triggered ability of the permanent itself (events `phases_in`, `phases_out`).
- "Whenever this creature phases in, draw a card." / "... phases out, discard a card." (Teferi's Imp):
  a triggered ability of the permanent itself (trigger events `phases_in`, `phases_out`, "who": "self").
Not read here: "phases out until ..." and "can't phase in" durations, "phases out" of several
permanents at once, phasing granted by an Aura ("Enchanted creature has phasing"), "it phases out"."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template
from .targets import PERMANENT_TARGETS, TARGET_RE, ref

_PERMANENT_TYPES = {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"}


@ability_template(r"Phasing")
def phasing_keyword(card, m) -> list[dict]:
    """The keyword alone on its line, on a permanent card."""
    if not _PERMANENT_TYPES & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "phasing"}]


@effect_template(rf"(~|equipped creature|{TARGET_RE}) phases out")
def phases_out(eff, m):
    """ "This creature phases out" (the source, a permanent), an Equipment's "Equipped creature phases out"
    (Robe of Stars: the creature it equips as it resolves, if any) or "Target ... phases out" (one
    permanent target)."""
    phrase = m.group(1)
    if phrase.lower() == "equipped creature":
        if "Equipment" not in eff.card.subtypes or "Creature" in eff.card.types:
            raise NotUnderstood(m.group(0))
        what = "equipped"
    elif phrase == "~":
        if not _PERMANENT_TYPES & set(eff.card.types):
            raise NotUnderstood(m.group(0))
        what = "self"
    else:
        if phrase.lower() not in PERMANENT_TARGETS:
            raise NotUnderstood(m.group(0))
        what = ref(eff, phrase, PERMANENT_TARGETS)
    eff.steps.append({"do": "phase_out", "what": what})


@ability_template(r"Whenever ~ phases (in|out), ([^\"]+)")
def phases_in_or_out_trigger(card, m) -> list[dict]:
    """ "Whenever this creature phases in / out, [effect]": a triggered ability of the permanent itself
    (2007 502.15d; 2026 603.10b: as it phases out, it looks back in time)."""
    from .triggered import _triggered
    if not _PERMANENT_TYPES & set(card.types):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": f"phases_{m.group(1)}", "who": "self"}, m.group(2))


@ability_template(r"([A-Z][A-Za-z'’ ,-]*?) — ((?:\{[^}]+\})+: (?:~|Equipped creature) phases out\.)")
def flavor_word_phases_out(card, m) -> list[dict]:
    """ "Teleport — {3}{W}: This creature phases out." (Blink Dog), "Astral Projection — {1}{W}: Equipped
    creature phases out." (Robe of Stars): a flavor word has no rules meaning (2026 207.2d); the ability
    is the activated ability after it. A word 207.2c lists as an ability word is not read here."""
    import re

    from .activated import activated
    from .equipment_more import ABILITY_WORDS
    if m.group(1).lower().replace("’", "'") in ABILITY_WORDS:
        raise NotUnderstood(m.group(0))
    return activated(card, re.fullmatch(r"([^:\"]+): (.+)", m.group(2)))


@ability_template(r"Enchanted (creature|permanent) has phasing\.")
def enchanted_has_phasing(card, m) -> list[dict]:
    """An Aura's "Enchanted permanent has phasing." (Teferi's Curse): the keyword granted to what it
    enchants, read from its characteristics as its controller's untap step begins (2007 502.15b;
    2026 502.1); the Aura phases out with it, indirectly, and in with it (2007 502.15i; 2026 702.26g)."""
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "phasing"}}]
