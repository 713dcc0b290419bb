""" "When this creature dies, shuffle it into its owner's library." (Alabaster Dragon), "When this creature dies, you
may shuffle it into its owner's library." (Angel of Fury), "When this creature dies, shuffle it into its owner's
library, then scry 2." (Cavalier of Gales): the card that died, found in the graveyard it was put into (2007
410.10c; 2026 603.10a), goes into its owner's library, which is then shuffled (the engine's
shuffle_died_card_into_library, rulings/engine/died_card_shuffles.py); "you may" is chosen as the ability
resolves (2007 413.2c; 2026 608.2d); the scry is the ability's controller's, after the shuffle (608.2c)."""
from __future__ import annotations

from . import targets
from .registry import NotUnderstood, ability_template, effect_template, pass_on
from .targets import TARGET_RE
from .text import NUMBER, amount


@ability_template(r"When (?:~|this creature) (dies|is put into a graveyard from the battlefield), (?:(you may )?shuffle it into its owner's library"
                  r"(?:, then scry (one|two|three|1|2|3))?|its owner shuffles it into their library)\.")
def dies_shuffle_it_into_library(card, m):
    """ "When this artifact is put into a graveyard from the battlefield, its owner shuffles it into their library."
    (Lembas): the same, on a permanent card of any type ("dies" means "is put into a graveyard from the battlefield",
    2026 700.4, and is said of a creature)."""
    if not set(card.types) & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"} \
            or (m.group(1) == "dies" and not card.is_permanent_creature):
        raise NotUnderstood(m.group(0))
    step = {"do": "shuffle_died_card_into_library", "what": "it"}
    effect = [{"do": "may", "text": "shuffle it into its owner's library", "effect": [step]}] if m.group(2) else [step]
    if m.group(3):
        if m.group(2):
            raise NotUnderstood(m.group(0))
        effect.append({"do": "scry", "amount": {"one": 1, "two": 2, "three": 3}.get(m.group(3)) or int(m.group(3))})
    return [{"kind": "triggered", "trigger": {"event": "dies", "who": "self"}, "effect": effect}]


# --- "Target creature's owner shuffles it into their library." / "..., then draws two cards." ---
@effect_template(rf"({TARGET_RE})'s owner shuffles it into their library")
def target_owner_shuffles_it(eff, m):
    """Ominous Cemetery: "Target creature's owner shuffles it into their library": chosen_targets.py's "The owner of
    target permanent shuffles it into their library" in the other word order (rulings/engine/shuffle_into_library.py)."""
    try:
        found = targets.spec(m.group(1))
        if not targets.is_permanent(found):
            raise NotUnderstood(m.group(0))
        eff.steps.append({"do": "shuffle_into_library", "what": eff.target(found)})
    except NotUnderstood:
        pass_on(eff, m, target_owner_shuffles_it)  # words a later template reads


@effect_template(rf"the owner of ({TARGET_RE}) shuffles it into their library, then draws ({NUMBER}) cards?")
def owner_shuffles_it_then_draws(eff, m):
    """Oblation: "The owner of target nonland permanent shuffles it into their library, then draws two cards": its
    owner (2007 200.1a; 2026 108.3) noted before it moves (rulings/engine/effects/its_owner.py), then that player
    draws; a target no longer legal does nothing, and no one draws (2007 413.2a; 2026 608.2b)."""
    try:
        found = targets.spec(m.group(1))
        n = amount(m.group(2))
        if not targets.is_permanent(found) or eff.targets or not isinstance(n, int) or (n == 1) != m.group(0).endswith(" card"):
            raise NotUnderstood(m.group(0))
        ref = eff.target(found)
        eff.steps += [{"do": "note_its_owner", "of": ref}, {"do": "shuffle_into_library", "what": ref},
                      {"do": "draw", "amount": n, "player": "its_owner"}]
    except NotUnderstood:
        pass_on(eff, m, owner_shuffles_it_then_draws)  # words a later template reads
