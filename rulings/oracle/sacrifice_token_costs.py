"""The cost "Sacrifice a token" (Fountainport, Hardened Tactician), "Sacrifice a permanent" (Claws of Gix,
Dispersing Orb), "Sacrifice a nonland permanent" (Magmaw), "Sacrifice a nontoken artifact / creature /
permanent" (Thopter Foundry, Korozda Guildmage, Infernal Tribute), read by activated.cost into the engine's
`sacrifice` kinds "token", "permanent", "nonland_permanent", "nontoken_artifact"... (rulings/engine/costs.py
`_is_sacrificeable`: a token is a permanent no card represents, 2007 216.1 / 2026 111.1). "Sacrifice a token
named Wood", "a Blood token", "a creature token" stay text only."""
from __future__ import annotations

KINDS = {"Sacrifice a token": "token", "Sacrifice a permanent": "permanent", "Sacrifice a nonland permanent": "nonland_permanent",
         "Sacrifice a nontoken creature": "nontoken_creature", "Sacrifice a nontoken artifact": "nontoken_artifact",
         "Sacrifice a nontoken permanent": "nontoken_permanent", "Sacrifice another nontoken creature": "another_nontoken_creature"}


def sacrifice_token_cost(part: str) -> str | None:
    """The engine's `sacrifice` kind of one cost part, or None if it is not one read here."""
    return KINDS.get(part)
