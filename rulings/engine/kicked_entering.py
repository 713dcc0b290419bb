"""A kicked permanent that enters "with" an ability as well as counters: "If this creature
was kicked, it enters with two +1/+1 counters on it and with first strike" (Benalish Lancer;
the card's `"comes_into_play": {"counters": {"+1/+1": 2}, "if_kicked": true, "with_keywords":
["first_strike"]}`). "Enters with ..." is a replacement effect (2007 419.1b; 2026 614.1c),
applied only if the spell was kicked (an ability linked to its kicker: 2007 502.21b; 2026
702.33e). The permanent has the ability from the moment it enters for as long as it stays on
the battlefield (no duration is stated); a new object once it leaves (2007 217.1c; 2026 400.7)."""
from __future__ import annotations

from .state import Effect

#: the keywords such a card may enter with (the kicker creatures' "and with flying / first strike / fear / haste / trample")
WITH_KEYWORDS = ("flying", "first_strike", "fear", "haste", "trample")
FIELD = "with_keywords"  # the loader's messages name it


def problems(how: dict) -> list[tuple[str, str]]:
    """What is wrong with a `comes_into_play`'s `with_keywords`, as (field, message) pairs."""
    kws = how.get("with_keywords")
    if not isinstance(kws, list) or not kws or len(set(map(str, kws))) != len(kws) or not all(k in WITH_KEYWORDS for k in kws):
        return [(FIELD, "must be a list of different keywords, each one of " + ", ".join(f'"{k}"' for k in WITH_KEYWORDS))]
    if how.get("if_kicked") is not True or "per_kick" in how or not isinstance(how.get("counters"), dict):
        return [(FIELD, 'goes beside "if_kicked": true and "counters" alone ("If it was kicked, it enters with ... and with haste")')]
    return []


def enter_with_keywords(game, obj, keywords: list, name: str) -> tuple:
    """Give the entering permanent its keywords for as long as it is this object; the note to log."""
    for kw in keywords:
        game.effects = game.effects + (Effect(game.new_timestamp(), "gain_ability", obj.id, obj.zcc,
                                              (("ability", {"kind": "keyword", "keyword": kw}),), None, name),)
    game.characteristics_changed()
    said = " and ".join(kw.replace("_", " ") for kw in keywords)
    return (f"{name} {game.words.comes_into_play} with {said}: it has {'it' if len(keywords) == 1 else 'them'} "
            f"for as long as it remains {game.words.in_play}.",
            ("comes_into_play_with", f"its own ability: it {game.words.comes_into_play} with {said}"),
            ("kicked_abilities", "it was kicked: the ability linked to its kicker applies"),
            ("gains_ability", f"the effect says it has {said}"))
