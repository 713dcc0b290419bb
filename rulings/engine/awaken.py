"""Awaken (2026: 702.113). "Awaken N—[cost]" means "You may pay [cost] rather
than pay this spell's mana cost as you cast this spell" and "If this spell's
awaken cost was paid, put N +1/+1 counters on target land you control. That
land becomes a 0/0 Elemental creature with haste. It's still a land." (702.113a)

The `play_spell` action's `awaken: true` pays the awaken cost, an alternative
cost (118.9, 601.2b, 601.2f-h): only one alternative cost per spell (118.9a), so
not with flashback or face down. Only then does the spell have the awaken
target, chosen last among its targets (702.113b), and its effect ends with the
counters and the land becoming a creature (effects/animate.py). Awaken is later
than February 2007: under those rules the action is refused, and the replay
says the keyword does nothing (engine.MODERN_ONLY_KEYWORDS)."""
from __future__ import annotations

from .errors import IllegalAction

LAND_YOU_CONTROL = {"types": ["Land"], "controller": "you"}


def awaken_keyword(c) -> dict | None:
    return c.keyword_ability("awaken")


def awaken_steps(n: int, target: str) -> list[dict]:
    """The spell ability awaken adds (702.113a)."""
    return [{"do": "put_counters", "counter": "+1/+1", "amount": n, "to": target},
            {"do": "becomes_creature", "to": target, "power": 0, "toughness": 0, "subtypes": ["Elemental"],
             "abilities": [{"kind": "keyword", "keyword": "haste"}], "keeps_types": True}]


def awakened(game, a, c, name: str, flashback, specs: tuple, steps: tuple, cites: list):
    """(targets, instructions, the awaken cost or None) of a spell cast with or without its awaken cost."""
    if not getattr(a, "awaken", False):
        return specs, steps, None
    kw = awaken_keyword(c)
    if kw is None:
        raise IllegalAction("playing_spell_steps", f"{name} has no awaken, so its awaken cost can't be paid")
    if not game.rules.applies("awaken"):
        raise IllegalAction("total_cost", f"awaken: awaken is later than February 2007; the {game.rules.title} don't have it, "
                                          "so the awaken cost can't be paid")
    if flashback or a.face_down:
        raise IllegalAction("alternative_cost_once", f"{name} can have only one alternative cost: awaken, "
                                                     f"or {'another (flashback, warp, foretell, a free cast)' if flashback else 'morph (face down)'}")
    if any(isinstance(s, dict) and s.get("up_to") for s in specs):
        raise IllegalAction("playing_spell_steps", f"{name}'s \"up to\" targets come last: the engine can't add the awaken target after them")
    n = int(kw.get("count") or 0)
    cites += [("awaken", f"awaken {n}: its awaken cost {kw.get('cost')} is paid rather than its mana cost"),
              ("awaken_target", "the awaken cost was paid, so it has the awaken target, a land its controller controls"),
              ("alternative_cost_once", "one alternative cost")]
    return specs + (LAND_YOU_CONTROL,), steps + tuple(awaken_steps(n, f"target:{len(specs)}")), kw.get("cost")
