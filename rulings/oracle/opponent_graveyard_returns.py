""" "Return two target cards from an opponent's graveyard to their hand." (Nullmage Advocate, Pulsemage Advocate,
Spurnmage Advocate): two targets of one word "target", not the same card twice (2007 409.1c; 2026 115.3: the
filter's `distinct`), cards in one opponent's graveyard ("an opponent's graveyard", one graveyard: the filter's
`single_graveyard`, checked as the targets are chosen, rulings/engine/targets.mixed_graveyards); each still
legal goes to its owner's hand, "their hand" (the engine's return_to_hand for a card in a graveyard, a new
object: 2007 217.1c; 2026 400.7). n_targets.py reads the same words with "your graveyard to your hand"."""
from __future__ import annotations

from .n_targets import _n_targets
from .registry import NotUnderstood, effect_template, pass_on
from .targets import GRAVEYARD_TARGETS, is_creature
from .text import NUMBER, amount
from .up_to import NUMBERS


@effect_template(r"return (two|three) target cards from an opponent's graveyard to their hand")
def return_n_cards_from_an_opponents_graveyard(eff, m):
    try:
        first = len(eff.targets)
        refs = _n_targets(eff, NUMBERS[m.group(1).lower()], "target cards from an opponent's graveyard", GRAVEYARD_TARGETS)
        for i in range(first, len(eff.targets)):
            eff.targets[i] = dict(sorted({**eff.targets[i], "single_graveyard": True}.items()))
        for ref in refs:
            eff.steps.append({"do": "return_to_hand", "what": ref})
    except NotUnderstood:
        pass_on(eff, m, return_n_cards_from_an_opponents_graveyard)  # words a later template reads


# --- "Tap target creature. Its controller mills two cards." ---
@effect_template(rf"its controller mills ({NUMBER}) cards?")
def its_controller_mills(eff, m):
    """Glacial Grasp ("Tap target creature. Its controller mills two cards."), Zulaport Duelist ("up to one target
    creature gets -2/-0 until end of turn. Its controller mills two cards."): "its" is the one target of the
    sentence before, a creature still on the battlefield (tapped, or its power lowered), whose controller is
    noted (rulings/engine/effects/its_controller.py) and mills (2026 701.17a; 2007 "put the top two cards of
    their library into their graveyard"); a target no longer legal, or none chosen, names no one, and no one
    mills (2007 413.2a; 2026 608.2b)."""
    n = amount(m.group(1))
    starts = eff.sentence_starts
    if len(eff.targets) != 1 or len(starts) < 2 or not isinstance(n, int) or (n == 1) != m.group(0).endswith(" card"):
        return pass_on(eff, m, its_controller_mills)  # another family's "its controller" (a countered spell's: counterspells.py)
    spec = eff.targets[0]
    before = eff.steps[starts[-2]:starts[-1]]
    if not is_creature(spec) or len(before) != 1 or before[0].get("do") not in ("tap", "pump") \
            or (before[0].get("what") or before[0].get("to")) != "target:0" or (before[0].get("do") == "pump" and _kills(before[0])):
        return pass_on(eff, m, its_controller_mills)
    eff.steps += [{"do": "note_its_controller", "of": "target:0"}, {"do": "mill", "amount": n, "player": "its_controller"}]


def _kills(pump: dict) -> bool:
    """A pump that may lower toughness to 0 (the creature then dies before "its controller" is read, which the
    noted controller wouldn't follow): only a power change is taken."""
    t = pump.get("toughness", 0)
    return not isinstance(t, int) or t < 0
