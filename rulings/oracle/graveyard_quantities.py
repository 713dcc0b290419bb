"""More graveyard conditions of a creature's own static abilities (conditions.py's templates), counted
by rulings/engine/graveyard_quantities.py:

- "~ gets +3/+3 as long as there is a land card in your graveyard" (Murasa Behemoth), "~ has flying as
  long as an artifact card is in your graveyard" (Windwright Mage);
- "~ gets +1/+1 as long as there's a Lesson card in your graveyard" (First-Time Flyer), "... there is a
  Desert card in your graveyard" (Ramunap Hydra);
- "~ gets +4/+4 as long as there are no cards in your graveyard" (Gorilla Titan);
- "~ gets +4/+4 as long as an opponent has ten or more cards in their graveyard" (Jace's Phantasm);
- "As long as there are five or more mana values among cards in your graveyard, ~ gets +1/+1 and has
  lifelink" (Snooping Newsie);
- "Descend 4 — ~ gets +3/+0 as long as there are four or more permanent cards in your graveyard"
  (Basking Capybara): "descend 4" and "descend 8" are ability words (2026 207.2c), with no rules
  meaning; kept only before the condition they name (four or eight permanent cards).

They read no permanent's characteristics, so a keyword may be granted while one holds (conditions.SAFE).
A condition joined to another ("as long as you control a Desert or there is a Desert card in your
graveyard") or counting a creature type (a changeling card has them all) stays text only."""
from __future__ import annotations

from . import conditions
from .registry import NotUnderstood, ability_template, read_by_others

_N = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_NUM = "|".join(_N)

conditions.CONDITIONS += (
    (r"there is a land card in your graveyard|a land card is in your graveyard", None,
     lambda m: {"land_cards_in_your_graveyard_at_least": 1}),
    (r"there is an artifact card in your graveyard|an artifact card is in your graveyard", None,
     lambda m: {"artifact_cards_in_your_graveyard_at_least": 1}),
    (r"there(?:'s| is) a (Lesson|Desert) card in your graveyard|an? (Lesson|Desert) card is in your graveyard", None,
     lambda m: {f"{(m.group(1) or m.group(2)).lower()}_cards_in_your_graveyard_at_least": 1}),
    (r"there are no cards in your graveyard", None, lambda m: {"cards_in_your_graveyard_at_most": 0}),
    (rf"an opponent has ({_NUM}) or more cards in their graveyard", None,
     lambda m: {"cards_in_an_opponents_graveyard_at_least": _N[m.group(1)]}),
    (rf"there are ({_NUM}) or more mana values among cards in your graveyard", None,
     lambda m: {"mana_values_among_cards_in_your_graveyard_at_least": _N[m.group(1)]}),
    (r"there are (four|eight) or more permanent cards in your graveyard", None,
     lambda m: {"permanent_cards_in_your_graveyard_at_least": _N[m.group(1)]}),
)
conditions.SAFE += ("artifact_cards_in_your_graveyard_at_least", "lesson_cards_in_your_graveyard_at_least",
                    "desert_cards_in_your_graveyard_at_least", "cards_in_your_graveyard_at_most",
                    "cards_in_an_opponents_graveyard_at_least", "mana_values_among_cards_in_your_graveyard_at_least",
                    "permanent_cards_in_your_graveyard_at_least")


@ability_template(r"Descend (4|8) — (.+)")
def descend(card, m) -> list[dict]:
    """ "Descend 4 — [a static ability whose condition counts four permanent cards in your graveyard]"."""
    found = read_by_others(card, m.group(2), lambda family, _fn: family != "conditions")
    n = int(m.group(1))
    if not found or any(ab.get("kind") != "static" or ab.get("while") != {"permanent_cards_in_your_graveyard_at_least": n}
                        for ab in found):
        raise NotUnderstood(m.group(0))
    return found
