""" "Activated abilities of artifacts can't be activated." (Null Rod, Stony Silence), "Activated
abilities of creatures your opponents control can't be activated." (Cursed Totem's kin), "... unless
they're mana abilities": a static ability `{"kind": "static", "activation_ban": {"types": [...],
"whose": "any" | "opponents", "except_mana": bool}}`. While its permanent is on the battlefield, an
activated ability of a permanent of one of those card types (controlled by its controller's opponent,
for "opponents") can't be activated, mana abilities included unless spared; a "can't" beats the
ability's permission (2007 103.2; 2026 101.2), and the activation is refused before it begins (2007
409.4; 2026 602.5). Only abilities of permanents on the battlefield: a card's abilities in other zones
aren't those of an artifact or creature permanent."""
from __future__ import annotations

from .continuous import abilities_now, characteristics
from .errors import IllegalAction
from .targets import display

TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")
WHOSE = ("any", "opponents")


def check(game, obj, ab) -> None:
    """IllegalAction when a permanent's activation ban covers `obj`'s ability `ab`."""
    if obj.zone != "in_play":
        return
    from .costs import is_mana_ability
    types = set(characteristics(game, obj).types)
    for perm in game.in_play():
        if perm.face_down:
            continue
        for st in abilities_now(game, perm):
            ban = st.get("activation_ban") if st.get("kind") == "static" else None
            if not ban or not types & set(ban.get("types") or ()):
                continue
            if ban.get("whose") == "opponents" and obj.controller == perm.controller:
                continue
            if ban.get("except_mana") and is_mana_ability(ab):
                continue
            raise IllegalAction("activation_prohibited",
                                f"{display(game, obj)}'s ability can't be {game.words.activated}: {display(game, perm)} says "
                                f"\"{st.get('text') or 'its activated abilities can not be activated'}\"")
