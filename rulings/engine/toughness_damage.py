"""Creatures that assign combat damage equal to their toughness rather than their power (Doran,
the Siege Tower; Assault Formation; Tapestry Warden's "with toughness greater than its power"):
the card's text takes precedence over the rule that a creature assigns combat damage equal to its
power (2007 103.1 over 310.2a; 2026 101.1 over 510.1a). Read from the keyword the static grants,
as damage is assigned (the creature's toughness and power then)."""
from __future__ import annotations

#: the keywords a static ability grants: always, or only while its toughness is greater than its power
BY_TOUGHNESS = "assigns_damage_by_toughness"
BY_GREATER_TOUGHNESS = "assigns_damage_by_greater_toughness"
KEYWORDS = (BY_TOUGHNESS, BY_GREATER_TOUGHNESS)


def assigned_amount(c, name: str, stage_cites: list) -> int:
    """The combat damage a creature of characteristics `c` assigns: its power, or its toughness
    when an effect says so (citing the card's precedence in `stage_cites`)."""
    power, toughness = c.power or 0, c.toughness or 0
    if c.has_keyword(BY_TOUGHNESS) or (c.has_keyword(BY_GREATER_TOUGHNESS) and toughness > power):
        stage_cites.append(("card_text_precedence", f"{name} assigns combat damage equal to its toughness ({toughness}) rather than its "
                                                    f"power ({power}): the card's text takes precedence over the rule"))
        return toughness
    return power
