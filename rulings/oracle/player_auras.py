""" "Enchant player" and "Enchant opponent" (the Curses): an Aura that targets and is attached to a
player (2007 502.45d; 2026 702.5d; rulings/engine/player_auras.py), and what Curses say of
"enchanted player": "At the beginning of enchanted player's upkeep, that player mills two cards"
(Curse of the Bloody Tome), "Creatures enchanted player controls get -1/-1" (Curse of Death's Hold)."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template
from .triggered import EVENT_PLAYER, _triggered


@ability_template(r"Enchant (player|opponent)")
def enchant_player(card, m) -> list[dict]:
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "enchant", "what": m.group(1)}]


@ability_template(r"At the beginning of enchanted player's (upkeep|draw step|end step), ([^\"]+)")
def enchanted_players_step(card, m) -> list[dict]:
    """ "that player" is the enchanted player, whose step it is (the engine's "it": the active player)."""
    import re
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    text = m.group(2)
    if re.search(r"\b(they|their|them)\b", re.sub(r"\bthat player( discards their hand)?\b", "", text)) or "enchanted player" in text:
        raise NotUnderstood(text)  # the player said otherwise: not read ("that player discards their hand": that player's)
    step = {"upkeep": "upkeep", "draw step": "draw", "end step": "end_of_turn"}[m.group(1)]
    if step == "draw":  # "that player draws two additional cards": more than the draw step's own, drawn by the trigger after it
        text = re.sub(r"^that player draws (an|two|three) additional cards?\.$",
                      lambda d: "that player draws a card." if d.group(1) == "an" else f"that player draws {d.group(1)} cards.", text)
    return _triggered(card, {"event": "beginning_of_step", "step": step, "whose": "enchanted_player"},
                      re.sub(r"\b[Tt]hat player\b", EVENT_PLAYER, text))


@ability_template(r"Creatures enchanted player controls (?:get ([+-]\d+)/([+-]\d+)|have ([a-z ,]+))\.")
def enchanted_players_creatures(card, m) -> list[dict]:
    """ "Creatures enchanted player controls get -1/-1" (Curse of Death's Hold): a static ability of
    the Aura on the creatures the player it enchants controls, whoever that is now."""
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    from .statics import _statics
    pt = (m.group(1), m.group(2)) if m.group(1) else None
    return _statics({"kind": "static", "affects": "creatures", "filter": {"enchanted_player_controls": True}}, pt, m.group(3))


@ability_template(r"Whenever enchanted player is attacked, ([^\"]+?\.) Each opponent attacking that player does the same\.")
def enchanted_player_attacked(card, m) -> list[dict]:
    """ "Whenever enchanted player is attacked, you gain 2 life. Each opponent attacking that player
    does the same." (Curse of Vitality): one or more creatures attack that player (2026 508.3b); the
    Aura's controller follows the instructions, then the attacking player, if an opponent, does too."""
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    out = _triggered(card, {"event": "player_attacked", "who": "enchanted_player"}, m.group(1))
    if len(out) != 1 or out[0].get("targets") or "if" in out[0]:
        raise NotUnderstood(m.group(0))  # a target or a condition "does the same" can't repeat as written
    out[0]["effect"] = [*out[0]["effect"], {"do": "attacking_opponent_does", "effect": list(out[0]["effect"])}]
    return out


@effect_template(rf"{EVENT_PLAYER} discards their hand")
def event_player_discards_hand(eff, m):
    """ "At the beginning of enchanted player's end step, that player discards their hand" (Curse of
    Obsession): all of it, no choice (2026 701.9a)."""
    eff.steps.append({"do": "discard_hand", "player": "it"})
