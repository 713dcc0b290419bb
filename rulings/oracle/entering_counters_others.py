""" "Each other Rogue creature you control enters with an additional +1/+1 counter on it." (Oona's Blackguard, Bramblewood
Paragon, Sage of Fables), "Each other non-Human creature you control ..." (Grumgully, the Generous), "Each Dragon you
control ..." (Dragonstorm Globe), "Each creature you control that's a Wolf or a Werewolf ..." (Arlinn, Voice of the
Pack): a static replacement effect on how other creatures enter (rulings/engine/entering_counters_others.py; 2007
419.1b; 2026 614.1c), the creature's types read as it would exist on the battlefield (2026 614.12). Without "other", only
on a permanent that isn't a creature (a creature's own such ability would apply to itself too, which the engine doesn't
do). "Of the chosen type", "for each ..." and "if ..." stay text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template

_TYPE = r"((?-i:[A-Z][a-z]+))"


def _types(*words: str) -> list[str]:
    from rulings.engine.creature_types import CREATURE_TYPES
    if any(w not in CREATURE_TYPES for w in words):
        raise NotUnderstood(" ".join(words))
    return list(words)


@ability_template(rf"Each (other )?(?:(non-)?{_TYPE} creature you control|{_TYPE} you control|creature you control that's an? {_TYPE} or an? {_TYPE}"
                  r"|creature you control) enters with an additional \+1/\+1 counter on it\.")
def others_enter_with_a_counter(card, m):
    other = bool(m.group(1))
    if not other and "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    if not {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"} & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    rep = {"event": "comes_into_play", "whose": "yours", "what": "creatures", "instead": "plus_counters", "counters": 1}
    if m.group(3):
        rep["not_subtypes" if m.group(2) else "subtypes"] = _types(m.group(3))
    elif m.group(4):  # "Each Dragon you control": any permanent of that type (a creature or not)
        rep["subtypes"] = _types(m.group(4))
        rep["what"] = "permanents"
    elif m.group(5):
        rep["subtypes"] = _types(m.group(5), m.group(6))
    return [{"kind": "static", "replacement": rep}]
