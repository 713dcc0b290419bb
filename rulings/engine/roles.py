"""Role tokens (2026 111.10j-r, 303.7): "Create a Monster Role token attached to target creature you
control" (Monstrous Rage), a colorless Aura Role enchantment token with enchant creature and the
abilities the rules give each Role (the card definition carries them: rulings/oracle/role_tokens.py),
created by `create_token` with `"attached_to"`, the reference of the permanent it enters attached to.

- It enters the battlefield attached to that permanent. If that permanent is gone, or the token
  couldn't legally enchant it (its enchant ability, protection), the token isn't created (2026
  303.4i).
- 704.5y: if a permanent has more than one Role controlled by the same player attached to it, each
  of those Roles except the one with the most recent timestamp is put into its owner's graveyard (a
  state-based action; 303.7a).

Roles are later than the February 2007 rules: a card that creates one is refused under them as the
scenario loads."""
from __future__ import annotations

from .log import emit
from .targets import display

NO_ROLES_2007 = "Role tokens are later than the February 2007 rules (2026: 111.10j-r, 303.7); play this scenario under the 2026-06-19 rules"
#: the rule that defines each Role token (2026 111.10j-r), by its name
ROLE_RULES = {"Cursed": "cursed_role_token", "Monster": "monster_role_token", "Royal": "royal_role_token",
              "Sorcerer": "sorcerer_role_token", "Virtuous": "virtuous_role_token", "Wicked": "wicked_role_token"}


def is_role(card: dict) -> bool:
    return isinstance(card, dict) and "Role" in (card.get("subtypes") or ()) and "Aura" in (card.get("subtypes") or ())


def creates_a_role(card) -> bool:
    """Whether a card definition creates a Role token anywhere (a create_token attached to a permanent)."""
    if isinstance(card, dict):
        if card.get("do") == "create_token" and "attached_to" in card and is_role(card.get("token")):
            return True
        return any(creates_a_role(v) for v in card.values())
    if isinstance(card, list):
        return any(creates_a_role(v) for v in card)
    return False


def host_to_enchant(game, ctx, st: dict, card: dict, owner: int, creator: int):
    """The permanent the token will enter attached to, or None (the token isn't created: 2026 303.4i),
    the log saying why."""
    from .aura_protection import stopping_quality
    from .effects.base import object_of, resolve_ref
    from .enchant import why_cant_enchant
    from .objects import GameObject
    name = card.get("name", "Role")
    host = object_of(game, resolve_ref(game, ctx, st["attached_to"]))
    why = None
    zcc = ctx.data.get("source_zcc")
    if host is None or host.zone != "in_play" or (st["attached_to"] == "self" and zcc is not None and host.zcc != zcc):
        why = "the permanent it would be attached to is no longer on the battlefield"  # or left and came back: a new object (400.7)
    else:
        probe = GameObject(game.journal, f"{st.get('id', 'token')}-probe", card, owner, "in_play")  # never put in a zone
        probe.controller = creator
        probe.token = True
        why = why_cant_enchant(game, probe, host, display(game, host))
        if why is None and (quality := stopping_quality(game, host, probe)):
            why = f"{display(game, host)} has protection ({quality})"
    if why:
        emit(game, f"The {name} token isn't created: {why}.",
             ("aura_put_onto_illegal_object", "an Aura token that would be created attached to what it can't enchant isn't created"))
        return None
    if name in ROLE_RULES and game.rules.applies(ROLE_RULES[name]):
        emit(game, f"The {name} Role token will enter the battlefield attached to {display(game, host)}.",
             (ROLE_RULES[name], f"a {name} Role token's characteristics are the ones the rules define for it"))
    return host


def check_roles(game, found) -> None:
    """704.5y: of the Roles one player controls attached to one permanent, all but the newest go."""
    from .continuous import characteristics
    groups: dict[tuple, list] = {}
    for i, obj in enumerate(found.in_play):
        if obj.attached_to is None or "Role" not in characteristics(game, obj).subtypes:
            continue
        groups.setdefault((obj.attached_to, obj.controller), []).append((i, obj))
    for (_host, controller), group in groups.items():
        if len(group) < 2:
            continue
        newest = max(group, key=lambda e: e[1].timestamp)[1]
        for i, obj in group:
            if obj is not newest and obj.id not in found.to_graveyard:
                found.graveyard(i, obj, "sbe_roles", f"{game.players[controller].name} controls {len(group)} Roles attached to the same "
                                                     f"permanent; {display(game, newest)} is the newest", "is put into its owner's graveyard")
