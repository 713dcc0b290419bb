"""What an Aura can enchant: its enchant keyword ability (2007: 502.45a,
212.4d-f; 2026: 702.5a, 303.4a-d), "Enchant creature", "Enchant land",
"Enchant permanent", or any target filter (target_filter.py) "Enchant creature
you control", "Enchant nonland permanent", "Enchant Forest". The Aura spell
targets what it will enchant (its definition's `targets`); as a state-based
check an Aura attached to something its enchant ability doesn't allow goes to
its owner's graveyard (2007: 420.5d; 2026: 704.5m). "You control" is read for
the Aura's controller."""
from __future__ import annotations

from .continuous import characteristics
from .target_filter import describe, why_not

#: the named kinds an enchant ability may say, as target filters
NAMED = {"creature": {"types": ["Creature"]}, "land": {"types": ["Land"]}, "permanent": {}}
# an Aura that enchants a player can't enchant a permanent (2007 502.45d; 2026 702.5d): no permanent
# has the type "Player"; what it may enchant is read by player_auras.py
NAMED["player"] = NAMED["opponent"] = {"types": ["Player"]}
#: the target filter fields an enchant ability may use: those of a permanent in play
FIELDS = ("types", "all_types", "not_types", "subtypes", "colors", "not_colors", "controller", "owner", "tapped",
          "keyword", "not_keyword", "power_min", "power_max", "toughness_min", "toughness_max", "mana_value_min", "mana_value_max")
FIELDS += ("supertypes", "not_supertypes", "not_subtypes")  # "Enchant nonbasic land" (Uncontrolled Infestation), "Enchant legendary creature"


def enchant_filter(game, aura) -> dict:
    """The filter of the Aura's enchant ability; an Aura without one is read as
    "enchant creature" (the engine's Auras before enchant abilities were read)."""
    for ab in characteristics(game, aura).abilities:
        if ab.get("kind") == "keyword" and ab.get("keyword") == "enchant":
            what = ab.get("what", "creature")
            return NAMED[what] if isinstance(what, str) else what
    return NAMED["creature"]


def why_cant_enchant(game, aura, host, name: str) -> str | None:
    """None if the Aura can enchant `host` (a permanent in play), else why not, in plain words."""
    spec = enchant_filter(game, aura)
    why = why_not(game, spec, host, name, None, aura.id, aura.controller)
    if why is None and host is aura:
        return "an Aura can't enchant itself"
    return why


def enchant_words(what, today: bool = True) -> str:
    """"enchant creature you control": the enchant ability in Oracle's words."""
    if isinstance(what, str):
        return f"enchant {what}"
    return "enchant " + describe(what, today)[len("target "):]


def enchanted(game, ctx):
    """The "enchanted creature" of an ability of an Aura (`ctx`'s source): the
    permanent the Aura is attached to as the ability resolves; if the Aura has
    left play, the one it was attached to as it last existed there (2007
    413.2f; 2026 608.2h), which must still be the same object. An enters
    ability's Aura is the object that entered (event_object); None if there is none."""
    from .state import TargetRef
    aura = game.objects.get(ctx.source_id)
    if aura is None:
        return None
    entered = ctx.data.get("event_object")
    zcc = entered.zcc if entered is not None and entered.id == aura.id else ctx.data.get("source_zcc")
    if aura.zone == "in_play" and (zcc is None or aura.zcc == zcc):
        host = game.attached_host(aura)
        return TargetRef("object", host.id, host.zcc) if host is not None else None
    last = aura.last_attached
    if last is not None and last[0] == aura.zcc and (zcc is None or aura.zcc == zcc + 1):
        return TargetRef("object", last[1], last[2])
    return None
