"""The Commander variant's words (2026 903; rulings/engine/commander.py):

- "{T}: Add one mana of any color in your commander's color identity." (Arcane Signet, Command
  Tower, Commander's Sphere): a mana ability whose color its player chooses as it resolves among the
  colors of their commander's color identity (903.4); with no commander it adds nothing (903.4f), nor
  with a colorless identity (106.5). The cost is read as other mana abilities' are: a tap symbol and
  mana at most. Anything after the sentence (Opal Palace's and Path of Ancestry's riders about the
  mana spent) leaves the paragraph text only.

The February 2007 rules have no Commander variant: a scenario under them holding such a card is
refused naming it."""
from __future__ import annotations

from .activated import cost
from .registry import NotUnderstood, ability_template


@ability_template(r"([^:\"—]+): Add one mana of any color in your commander's color identity\.")
def commander_identity_mana(card, m) -> list[dict]:
    """ "{T}: Add one mana of any color in your commander's color identity." """
    paid = cost(m.group(1))
    if not paid or set(paid) - {"tap", "mana"}:
        raise NotUnderstood(m.group(1))
    return [{"kind": "activated", "cost": paid, "effect": [{"do": "add_mana_commander_identity"}], "text": m.group(0)}]
