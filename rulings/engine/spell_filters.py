"""The kinds of spell a cast trigger names by a characteristic other than its card type:
"Whenever a player casts a black spell" (the lucky charms), "a multicolored spell", "a
colorless spell", "a Spirit or Arcane spell", "a historic spell", "a spell with mana value
4 or greater". They are read from the spell as it became cast (2026 601.2i; 2007 409.1i
"becomes played"): its colors (2026 105.2; 2007 203.2), its subtypes, its mana value
(2026 202.3; 2007's converted mana cost, 203.3, where X is the number chosen for it while it
is on the stack: 2026 202.3e) and, for "historic", its supertype, type or subtype (2026
700.6; the 2007 rules have no such word, so under them the ability doesn't trigger and the
log says why).

The trigger: `{"event": "plays_spell", "spell": <one of KINDS>}`, and
`"mana_value_at_least": N` for "a spell with mana value N or greater" (any kind), and
`"nth_this_turn": 2` for "your second spell each turn" (the spells a player casts are counted
as each becomes cast, however it was cast, from 0 as each turn begins; a scenario that starts in
the middle of a turn says how many its players had cast: `players[].spells_cast_this_turn`).
`"spell": "this"` is the spell's own "When you cast this spell": a trigger condition that can't
trigger from the battlefield, so it triggers from the stack as the spell becomes cast (2026
113.6k; 2007 402.8f)."""
from __future__ import annotations

COLORS = ("white", "blue", "black", "red", "green")  # the names the engine gives colors (vocabulary.COLORS)
KINDS = (*COLORS, "multicolored", "colorless", "spirit_or_arcane", "historic")


def matches(game, kind: str, chars) -> bool:
    """Whether the spell's characteristics `chars` (as it became cast) are of `kind`."""
    if kind in COLORS:
        return kind in chars.colors
    if kind == "multicolored":
        return len(set(chars.colors)) >= 2
    if kind == "colorless":
        return not chars.colors
    if kind == "spirit_or_arcane":
        return "Spirit" in chars.subtypes or "Arcane" in chars.subtypes
    if kind == "historic":  # under 2007 the ability doesn't trigger (triggers.fire says why: later_than_2007)
        return "Legendary" in chars.supertypes or "Artifact" in chars.types or "Saga" in chars.subtypes
    raise ValueError(kind)


def later_than_2007(game, trig: dict) -> bool:
    """A "historic" trigger under the 2007 rules: the word came later (2026 700.6)."""
    return trig.get("spell") == "historic" and not game.rules.applies("historic")


def cites(game, trig: dict, data: dict) -> list:
    """The rules that say the spell was of the kind the trigger names."""
    kind = trig.get("spell")
    c = data.get("spell_chars")
    out = []
    if c is None:
        return out
    colors = ", ".join(k for k in COLORS if k in c.colors) or "no color"
    if kind in COLORS:
        out.append(("object_color", f"the spell is the color of the mana symbols in its mana cost: {colors}"))
    elif kind == "multicolored":
        out.append(("multicolored", f"the spell is two or more colors: {colors}"))
    elif kind == "colorless":
        out.append(("colorless", "the spell has no colored mana symbol in its mana cost: it is colorless"))
    elif kind == "historic":
        out.append(("historic", "the spell is legendary, an artifact or a Saga: a historic spell"))
    if "nth_this_turn" in trig:
        name = game.players[data["player"]].name
        out.append(("trigger_condition", f"it is the spell number {data.get('nth')} {name} has {game.words.cast_past} this turn"))
    if "mana_value_at_least" in trig:
        words = "mana value" if game.words.today else "converted mana cost"
        out.append(("mana_value", f"the spell's {words} is {data.get('mana_value', 0)}, "
                                  f"{trig['mana_value_at_least']} or greater"))
    return out


def own_cast_triggers(game, obj, player: int, chars) -> None:
    """The spell's own "When you cast this spell" abilities trigger, from the stack."""
    from .triggers import _trigger, triggered_abilities
    for ab in triggered_abilities(chars.abilities):
        if ab.get("trigger", {}).get("event") == "plays_spell" and ab["trigger"].get("spell") == "this":
            _trigger(game, obj, player, ab, {"player": player},
                     extra_cites=(("trigger_off_battlefield", "\"when you cast this spell\" can't trigger from the battlefield: "
                                                              "it triggers from the stack"),))
