"""More keywords that are triggered abilities, in their rule's own words: battle
cry (2026: 702.91a), dethrone (702.105a), afflict N (702.130a) and fabricate N
(702.123a: its choice is effects/fabricate.py's). All of them came
later than February 2007: they are cited only under the 2026 rules, and under the
2007 rules they don't trigger and the log says so (as prowess, exalted and renown:
triggers.LATER_THAN_2007). Each instance triggers separately (702.91b, 702.105b,
702.130b, 702.123b): each keyword ability is its own triggered ability."""
from __future__ import annotations

#: keyword -> the citation concept of the rule that defines it (all 2026 only)
TRIGGERS = {"battle_cry": "battle_cry", "dethrone": "dethrone", "afflict": "afflict", "fabricate": "fabricate"}


def keyword_triggers(ab: dict) -> list[dict]:
    """The triggered ability a keyword means (702.91a, 702.105a, 702.130a)."""
    kw = ab.get("keyword")
    if kw == "battle_cry":
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "attacks", "who": "self"},
                 "effect": [{"do": "for_each", "creatures": {"other": True, "attacking": True},
                             "effect": [{"do": "pump", "to": "it", "until": "end_of_turn", "power": 1, "toughness": 0}]}],
                 "text": "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)"}]
    if kw == "dethrone":
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "attacks", "who": "self", "attacks": "player_with_most_life"},
                 "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "self"}],
                 "text": "Dethrone (Whenever this creature attacks the player with the most life or tied for most life, "
                         "put a +1/+1 counter on this creature.)"}]
    if kw == "afflict":
        n = ab.get("count", 1)
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "becomes_blocked", "who": "self"},
                 "effect": [{"do": "defending_player_loses_life", "amount": n}],
                 "text": f"Afflict {n} (Whenever this creature becomes blocked, defending player loses {n} life.)"}]
    if kw == "fabricate":
        n = ab.get("count", 1)
        counters = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "comes_into_play", "who": "self"},
                 "effect": [{"do": "fabricate", "count": n}],
                 "text": f"Fabricate {n} (When this creature enters, put {counters} on it or create {n} 1/1 colorless Servo "
                         f"artifact creature token{'s' if n != 1 else ''}.)"}]
    return []


def attacks_player_with_most_life(game, obj) -> bool:
    """Dethrone's trigger condition (702.105a), checked as the creature is declared
    an attacker: it attacks a player (not a planeswalker, 508.1b) whose life total
    is the highest in the game or tied for it."""
    if obj.attacking_what is not None or game.defending is None:
        return False
    defending = game.players[game.defending]
    return all(defending.life >= p.life for p in game.players)
