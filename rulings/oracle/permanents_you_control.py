""" "Other permanents you control have indestructible." (Avacyn, Angel of Hope), "Artifacts you control have
hexproof." (Leonin Abunas), "Artifacts you control have indestructible." (Darksteel Forge): a static ability
(`"affects": "permanents_you_control"`) granting a keyword to every permanent its controller controls (of a card
type, if the text names one; "other": but itself), read as they are (layer 6: 2007 418.5a; 2026 613.1f, the card
types after layer 4). Hexproof is later than February 2007: under those rules the card's words are followed.
Other keywords, "All permanents", "Creatures and lands" and the like stay text only."""
from __future__ import annotations

from .registry import ability_template

_KINDS = {"permanents": None, "artifacts": "Artifact", "enchantments": "Enchantment", "lands": "Land"}


@ability_template(r"(Other )?(permanents|artifacts|enchantments|lands|Permanents|Artifacts|Enchantments|Lands) you control have "
                  r"(hexproof|indestructible|shroud)\.")
def permanents_you_control_have(card, m) -> list[dict]:
    kind = _KINDS[m.group(2).lower()]
    flt = {**({"other": True} if m.group(1) else {}), **({"card_type": kind} if kind else {})}
    return [{"kind": "static", "affects": "permanents_you_control", **({"filter": flt} if flt else {}),
             "gains": {"kind": "keyword", "keyword": m.group(3)}}]
