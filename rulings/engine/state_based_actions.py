"""State-based actions as the June 2026 rules list them (704.5), in that order.

The checks the two editions share are the 2007 checkers (state_based_effects)
under their 2026 letters; the concept table gives each its 704.5 number. Two
differ: the legend rule looks at each player's permanents (704.5j), and a
creature dealt damage by a source with deathtouch is destroyed (704.5h).
Not checked: copies of cards (the second half of e), the world rule (k),
and the rules for other attachments, battles and Roles (p-z but s, Sagas: sagas.py, and t, dungeons: dungeons.py).
"""
from __future__ import annotations

from .continuous import characteristics
from .state_based_effects import (Found, _420_5a_zero_life, _420_5b_zero_toughness, _420_5c_lethal_damage,
                                  _420_5d_aura, _420_5f_tokens, _420_5g_empty_library, _420_5h_poison, _420_5j_copies,
                                  _420_5k_equipment, _420_5m_attached_others, _420_5n_counters)
from .targets import display

DEATHTOUCH_MARK = "deathtouch_damage"  # an Effect kind: dealt damage by a deathtouch source since the last check


def _704_5h_deathtouch(game, found: Found) -> None:
    """Destroyed (regeneration can replace it), once, at the next check."""
    marks = [e for e in game.effects if e.kind == DEATHTOUCH_MARK]
    if not marks:
        return
    game.effects = tuple(e for e in game.effects if e.kind != DEATHTOUCH_MARK)
    marked = {(e.target, e.zcc): e.source for e in marks}
    for i, obj in enumerate(found.in_play):
        source = marked.get((obj.id, obj.zcc))
        c = characteristics(game, obj)
        if source is not None and c.is_creature and c.toughness is not None and c.toughness > 0 \
                and not c.has_keyword("indestructible"):
            found.graveyard(i, obj, "sbe_deathtouch", f"{display(game, obj)} was dealt damage by {source}, which has deathtouch",
                            "is destroyed")


def _704_5i_planeswalker_zero_loyalty(game, found: Found) -> None:
    """A planeswalker with loyalty 0 goes to its owner's graveyard (306.9)."""
    for i, obj in enumerate(found.in_play):
        c = characteristics(game, obj)
        if "Planeswalker" in c.types and obj.counters.get("loyalty", 0) <= 0:
            found.graveyard(i, obj, "sbe_planeswalker_zero_loyalty", f"{display(game, obj)} has loyalty 0",
                            "is put into its owner's graveyard", ("planeswalker_loyalty", "its loyalty is the number of loyalty counters on it"))


def _704_5j_legend_rule(game, found: Found) -> None:
    """Per controller: the player chooses one to keep and puts the rest into the
    graveyard. The action during which it happens names the one kept in
    `legend_keep`; without it the newest (latest timestamp) stays."""
    legends: dict[tuple, list] = {}
    for obj in found.in_play:
        c = characteristics(game, obj)
        if c.supertypes and c.name and any(s.lower() == "legendary" for s in c.supertypes):
            legends.setdefault((obj.controller, c.name), []).append(obj)
    after = len(found.in_play)
    for (controller, name), group in legends.items():
        if len(group) < 2:
            continue
        chosen = [o for o in group if o.id in game.legend_keep]
        kept = chosen[0] if chosen else max(group, key=lambda o: o.timestamp)
        player = game.players[controller].name
        which = f"chooses to keep {display(game, kept)}" if chosen else "keeps the newest one (no choice was given)"
        why = f"{player} controls {len(group)} legendary permanents named {name} and {which}"
        for obj in group:
            if obj is not kept and obj.id not in found.to_graveyard:
                found.graveyard(after, obj, "sbe_legend_rule", why, "is put into its owner's graveyard",
                                ("legendary_supertype", f"{name} is legendary, so the legend rule applies to it"))
                after += 1


def _704_5s_saga(game, found: Found) -> None:
    """A Saga with lore counters at least its final chapter number, and no chapter ability of it
    waiting to leave the stack, is sacrificed by its controller (714.4; sagas.py)."""
    from .sagas import finished
    for i, obj in enumerate(found.in_play):
        if obj.counters.get("lore") and finished(game, obj):
            found.graveyard(i, obj, "sbe_saga", f"{display(game, obj)} has {obj.counters['lore']} lore counters, at least its final "
                                                "chapter number, and no chapter ability of it is waiting to resolve",
                            "is sacrificed by its controller")


def _704_5y_roles(game, found: Found) -> None:
    """More than one Role one player controls attached to a permanent: all but the newest go (roles.py)."""
    from .roles import check_roles
    check_roles(game, found)


def _704_5t_dungeon(game, found: Found) -> None:
    """A venture marker on the bottommost room of a dungeon with no room ability of it waiting to
    leave the stack: the dungeon's owner removes it from the game (309.6; dungeons.py)."""
    from .dungeons import bottom_to_remove
    found.dungeons.extend(bottom_to_remove(game))


# 704.5 in its order (a, b, c, d, e, f, g, h, i, j, m, n, p, q): each check with the concept it applies
ORDER_704_5 = (
    ("sbe_zero_life", _420_5a_zero_life), ("sbe_empty_library_draw", _420_5g_empty_library), ("sbe_poison", _420_5h_poison),
    ("sbe_token_ceases", _420_5f_tokens), ("sbe_copy_ceases", _420_5j_copies),
    ("sbe_zero_toughness", _420_5b_zero_toughness),
    ("sbe_lethal_damage", _420_5c_lethal_damage), ("sbe_deathtouch", _704_5h_deathtouch),
    ("sbe_planeswalker_zero_loyalty", _704_5i_planeswalker_zero_loyalty),
    ("sbe_legend_rule", _704_5j_legend_rule), ("sbe_aura_unattached", _420_5d_aura),
    ("sbe_equipment_unattached", _420_5k_equipment), ("sbe_other_unattached", _420_5m_attached_others),
    ("sbe_counters_cancel", _420_5n_counters),
    ("sbe_saga", _704_5s_saga), ("sbe_dungeon", _704_5t_dungeon),
    ("sbe_roles", _704_5y_roles),
)
CHECKS_704_5 = tuple(check for _, check in ORDER_704_5)
