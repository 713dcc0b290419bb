"""An Aura's "Enchanted creature ... can't attack you or planeswalkers you control" (the Vows, Spectral
Grasp): a restriction on attacking (2007 308.2a; 2026 508.1c) that the creature has while the Aura is
attached, granted by a static ability's `gains` as the keyword `cant_attack_you`; and Spectral Grasp's
"Enchanted creature can't block creatures you control", a restriction on blocking (2007 309.2a; 2026
509.1b), the keyword `cant_block_your_creatures`.

"You" is the player who controls the Aura (the source of the static ability), read each time the
ability applies: the grant is stamped with that player as it applies (`stamped`), so the restriction
follows the Aura's control. The creature can't attack that player, nor a planeswalker that player
controls. The engine's attacking creatures attack the player after the active player in turn order (or
that player's planeswalkers): if that player is the Aura's controller, the creature can't attack at all;
an Aura's controller's own creature is never kept from attacking another player. As a restriction it also
lowers the number of requirements that could be obeyed (a creature that must attack but can't isn't
counted: 2007 500.4; 2026 508.1d)."""
from __future__ import annotations

from .errors import IllegalAction

KEYWORD = "cant_attack_you"


#: the granted keywords whose "you" / "your" is the source's controller (targeted_by_your_opponents.py's too)
STAMPED = (KEYWORD, "cant_be_targeted_by_your_opponents")


def stamped(game, source, gains: dict) -> dict:
    """The granted keyword, with the player "you" names: the source's controller now."""
    if gains.get("keyword") not in STAMPED or source is None:
        return gains
    return {**gains, "player": source.controller}


def check_attack(game, player, obj, c, name: str) -> None:
    """IllegalAction if `obj` can't attack the player it would attack (that player's planeswalkers too)."""
    defending = game.next_player(player.index)
    for ab in c.abilities:
        if ab.get("kind") == "keyword" and ab.get("keyword") == KEYWORD and ab.get("player", obj.controller) == defending \
                and defending != player.index:
            who = game.players[defending].name
            raise IllegalAction("attacking_restrictions",
                                f"{name} can't attack {who} or planeswalkers {who} controls (an Aura {who} controls says so), "
                                f"and {who} is the player it would attack")


def problems(ab: dict) -> list[tuple[str, str]]:
    """A static ability granting the keyword: only "affects": "enchanted" or "equipped" (the Aura's or Equipment's "you")."""
    gains = ab.get("gains")
    if isinstance(gains, dict) and gains.get("keyword") in STAMPED and ab.get("affects") not in ("enchanted", "equipped"):
        return [("gains", f'{gains["keyword"]} is granted only with "affects": "enchanted" or "equipped" ("you": the Aura\'s controller)')]
    return []


# --- Spectral Grasp's "Enchanted creature can't block creatures you control" ---

BLOCK_KEYWORD = "cant_block_your_creatures"
STAMPED += (BLOCK_KEYWORD,)


def cant_block_yours(game, b, bc, at, ac, bn, an):
    """A check of evasion.BLOCK_CHECKS (2007 309.2a; 2026 509.1b): the blocker can't block an attacking creature the
    player the grant names ("you": the Aura's controller) controls."""
    for ab in bc.abilities:
        if ab.get("kind") == "keyword" and ab.get("keyword") == BLOCK_KEYWORD and ab.get("player", b.controller) == at.controller:
            who = game.players[at.controller].name
            return "blocking_restrictions", f"{bn} can't block creatures {who} controls (an Aura {who} controls says so), and {an} is one"
    return None


def _register() -> None:
    from . import evasion
    if cant_block_yours not in evasion.BLOCK_CHECKS:
        evasion.BLOCK_CHECKS += (cant_block_yours,)


_register()
