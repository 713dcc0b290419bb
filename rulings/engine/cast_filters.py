"""The kind of spell a cast trigger names when it is more than one word the older filters read
(spell_filters.py): "Whenever a player casts a nonblack spell" (Soot Imp), "an Elf spell" (Lys
Alana Huntmaster), "an instant, sorcery, or Wizard spell", "a creature spell with mana value 5
or greater", "a spell with mana value 3 or less" (Eidolon of the Great Revel), "a kicked spell"
(Roost of Drakes), "a spell from your graveyard" (Burning Vengeance).

All of it is read from the spell as it became cast (2026 601.2i; 2007 409.1i "becomes played"):
its types, subtypes and supertypes (a changeling spell is every creature type, continuous.py),
its colors (2026 105.2; 2007 203.2), its mana value (2026 202.3, X its announced number 202.3e;
2007's converted mana cost, 203.3), whether it was kicked (2026 702.33d; 2007 502.21a) and the
zone it was cast from (2026 601.2a; 2007 409.1a: the stack item remembers a graveyard cast).
A copy of a spell is not cast (2026 707.10; 2007 503.10: a copy of a spell isn't "played"),
so it triggers none of these (copies fire "copies_spell", copy_triggers.py).

The trigger: `{"event": "plays_spell", "spell": "any", "spell_is": {...}}` with any of
`types_any` (a list of card types, subtypes or supertypes: one of them), `types_none`,
`colors_any`, `colors_none`, `colors_all` (every one of them: "a spell that's both white and black"), `mana_value_at_most`, `mana_value_at_least`, `kicked` (true) and
`from_graveyard` (true), `not_from_hand` (true: "a spell from anywhere other than your hand", the
stack item remembering a cast from the hand) and `chosen_color` (true: "a spell of the chosen
color", the color chosen as the trigger's source entered, 2026 614.12a / 2007 419.1b; none chosen
for it, no spell is of it), `chosen_creature_type` (true: "a spell of the chosen type", one of the
spell's subtypes) and `not_owned` (true: "a spell you don't own": the caster is not the card's
owner, 2026 112.2; 2007 200.5a); every key given must hold."""
from __future__ import annotations

from .spell_filters import COLORS

KEYS = ("types_any", "types_none", "colors_any", "colors_none", "mana_value_at_most", "mana_value_at_least", "kicked",
        "from_graveyard", "not_from_hand", "chosen_color", "chosen_creature_type", "not_owned")
KEYS += ("colors_all",)  # "a spell that's both white and black" (the Mimics): every color listed, other colors too or not
KEYS += ("targets_a",)  # "a spell that targets a creature (you control)": one of its targets as it became cast (cast_targets.py)
KEYS += ("mana_spent_at_least",)  # "if at least four mana was spent to cast it": the mana paid as it was cast (an intervening "if")


def _type_words(chars) -> set:
    return set(chars.types) | set(chars.subtypes) | set(chars.supertypes)


def _remembered(data: dict) -> dict:
    item = data.get("spell_item")
    return dict(item.data) if item is not None else {}


def _chosen_color(game, source):
    from .choices import chosen
    return chosen(game, source, "color") if source is not None else None


def _chosen_type(game, source):
    from .choices import chosen
    return chosen(game, source, "creature_type") if source is not None else None


def _owner(game, data: dict):
    item = data.get("spell_item")
    obj = game.objects.get(item.source_id) if item is not None else None
    return obj.owner if obj is not None else None


def matches(game, flt: dict, data: dict, source=None) -> bool:
    """Whether the spell just cast (`data` of the "plays_spell" event) is of the kind `flt`."""
    chars = data["spell_chars"]
    words = _type_words(chars)
    if "types_any" in flt and not words & set(flt["types_any"]):
        return False
    if words & set(flt.get("types_none", ())):
        return False
    if "colors_any" in flt and not set(chars.colors) & set(flt["colors_any"]):
        return False
    if set(chars.colors) & set(flt.get("colors_none", ())):
        return False
    if not set(flt.get("colors_all", ())) <= set(chars.colors):
        return False
    mv = data.get("mana_value", 0)
    if "mana_value_at_most" in flt and mv > flt["mana_value_at_most"]:
        return False
    if "mana_value_at_least" in flt and mv < flt["mana_value_at_least"]:
        return False
    remembered = _remembered(data)
    if flt.get("kicked") and not remembered.get("kicked"):
        return False
    if flt.get("from_graveyard") and not remembered.get("from_graveyard"):
        return False
    if flt.get("not_from_hand") and remembered.get("from_hand"):
        return False
    if flt.get("chosen_color") and _chosen_color(game, source) not in chars.colors:
        return False
    if flt.get("chosen_creature_type") and _chosen_type(game, source) not in chars.subtypes:
        return False
    if flt.get("not_owned") and _owner(game, data) in (None, data["player"]):
        return False
    if "mana_spent_at_least" in flt and (data.get("mana_spent") or 0) < flt["mana_spent_at_least"]:
        return False  # "if at least four mana was spent to cast it" (Prompto Argentum): it can't change after, so checked once
    if "targets_a" in flt:  # "a spell that targets a creature you control" (cast_targets.py)
        from .cast_targets import holds
        if not holds(game, flt["targets_a"], data, source):
            return False
    return True


def cites(game, flt: dict, data: dict, source=None) -> list:
    """The rules that say the spell was of the kind the trigger names."""
    chars = data.get("spell_chars")
    if chars is None:
        return []
    out = []
    if "types_any" in flt or "types_none" in flt:
        line = " ".join([*chars.supertypes, *chars.types] + (["—", *chars.subtypes] if chars.subtypes else []))
        out.append(("trigger_condition", f"the spell is a {line} spell"))
    if "colors_any" in flt or "colors_none" in flt or "colors_all" in flt:
        colors = ", ".join(k for k in COLORS if k in chars.colors) or "no color"
        out.append(("object_color", f"the spell is the color of the mana symbols in its mana cost: {colors}"))
    if "mana_value_at_most" in flt or "mana_value_at_least" in flt:
        words = "mana value" if game.words.today else "converted mana cost"
        bound = (f"{flt['mana_value_at_most']} or less" if "mana_value_at_most" in flt
                 else f"{flt['mana_value_at_least']} or greater")
        out.append(("mana_value", f"the spell's {words} is {data.get('mana_value', 0)}, {bound}"))
    if flt.get("kicked"):
        out.append(("kicked_spell", "its kicker cost was paid as it was " + game.words.cast_past + ": a kicked spell"))
    if flt.get("chosen_color"):
        out.append(("choose_as_comes_into_play", f"the color chosen as it entered {game.words.in_play_zone} is {_chosen_color(game, source)}"))
    if flt.get("chosen_creature_type"):
        out.append(("choose_as_comes_into_play", f"the creature type chosen as it entered {game.words.in_play_zone} is {_chosen_type(game, source)}"))
    if flt.get("not_owned"):
        owner = _owner(game, data)
        out.append(("spell_owner", f"the spell's owner is {game.players[owner].name if owner is not None else 'no one'}, not its caster"))
    if "mana_spent_at_least" in flt:
        out.append(("intervening_if", f"{data.get('mana_spent') or 0} mana was spent to {game.words.cast} the spell, at least "
                                      f"{flt['mana_spent_at_least']}: the amount can't change before the ability resolves"))
    if "targets_a" in flt:  # cast_targets.py
        from .cast_targets import cite
        out.append(cite(game, flt["targets_a"], data, source))
    if flt.get("not_from_hand"):
        out.append(("announce_move_to_stack", f"the spell moved to the stack from a zone other than its owner's hand as it was {game.words.cast_past}"))
    if flt.get("from_graveyard"):
        out.append(("announce_move_to_stack", f"the spell moved from its owner's graveyard to the stack as it was {game.words.cast_past}"))
    return out
