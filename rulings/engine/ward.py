"""Abilities that trigger when a permanent becomes the target of a spell or
ability, and ward, the keyword that is one of them (2026: 702.21a).

A permanent becomes the target of a spell as its targets are chosen; the
abilities that trigger on it wait until the spell has been cast (2026: 601.2c;
activated abilities follow the same steps, 602.2b; a triggered ability chooses
its targets as it goes on the stack, 603.3d). The engine fires the event once
each spell or ability is on the stack, for each permanent it targets (once,
even if one permanent is the target of several instances of "target").

Ward came later than February 2007: under the 2007 rules the keyword doesn't
trigger and the replay says so (as prowess). The trigger event itself is older
(Skulking Ghost's "When this creature becomes the target of a spell or ability,
sacrifice it") and is played under both editions.

Ward's cost is one of: mana (`"cost": "{2}"`), life (`"life": 2`, 2026 119.4:
only with at least that much life) or discarding cards (`"discard": 1`)."""
from __future__ import annotations

#: the trigger event's `by`: what targets the permanent ("a spell" / "a spell or ability")
BY = ("spell", "spell_or_ability")
#: the trigger event's `whose`: who controls it ("an opponent controls", "you control", or anyone)
WHOSE = ("each", "opponent", "your")
#: the trigger event's `who`: the permanent itself, or the creature the source Aura enchants
WHO = ("self", "enchanted")
#: or any creature ("Whenever a creature becomes the target of a spell or ability", Horobi, Death's Wail),
#: or a creature its controller controls ("Whenever a creature you control becomes the target ...", Shapers'
#: Sanctuary): a creature as its targets are chosen (2026 601.2c; 2007 409.1c); "it" is that creature
WHO += ("any_creature", "creature_you_control")


def cost_text(ab: dict) -> str:
    """Ward's cost as the card says it: "{2}", "Pay 2 life", "Discard a card"."""
    if ab.get("life") is not None:
        return f"Pay {ab['life']} life"
    if ab.get("discard") is not None:
        n = ab["discard"]
        return "Discard a card" if n == 1 else f"Discard {n} cards"
    return ab.get("cost", "{0}")


def _pays_words(ab: dict) -> str:
    if ab.get("life") is not None:
        return f"pays {ab['life']} life"
    if ab.get("discard") is not None:
        n = ab["discard"]
        return "discards a card" if n == 1 else f"discards {n} cards"
    return f"pays {ab.get('cost', '{0}')}"


def ward_trigger(ab: dict) -> dict:
    """702.21a: "Whenever this permanent becomes the target of a spell or ability an
    opponent controls, counter that spell or ability unless that player pays [cost].\""""
    cost = {k: ab[k] for k in ("cost", "life", "discard") if ab.get(k) is not None}
    sep = " " if "cost" in cost else "\u2014"
    return {"kind": "triggered", "keyword": "ward",
            "trigger": {"event": "becomes_target", "who": "self", "by": "spell_or_ability", "whose": "opponent"},
            "effect": [{"do": "counter_targeting_unless", **cost}],
            "text": f"Ward{sep}{cost_text(ab)} (Whenever this permanent becomes the target of a spell or ability an opponent "
                    f"controls, counter that spell or ability unless that player {_pays_words(ab)}.)"}


def became_targets(game, item_id: str, controller: int, targets, spell: bool) -> None:
    """The spell or ability `item_id` (controlled by `controller`) is on the stack with
    `targets`: each permanent among them has become its target (601.2c), once."""
    from .triggers import fire
    seen = set()
    for ref in targets or ():
        if ref.kind != "object" or ref.id in seen:
            continue
        obj = game.objects.get(ref.id)
        if obj is None or obj.zone != "in_play" or obj.zcc != ref.zcc:
            continue
        seen.add(ref.id)
        earlier = game.targeted_this_turn
        game.targeted_this_turn = earlier + ((obj.id, obj.zcc, controller, spell),)
        fire(game, "becomes_target", obj=obj, item=item_id, player=controller, spell=spell, earlier=earlier)


def matches(game, trig: dict, source, data: dict) -> bool:
    """Whether `data` (a permanent became a target) is `trig`'s event for `source`."""
    obj = data["obj"]
    who = trig.get("who", "self")
    if who == "self" and obj.id != source.id:
        return False
    if who == "enchanted" and (source.attached_to != obj.id or source.attached_zcc != obj.zcc):
        return False
    if who in ("any_creature", "creature_you_control"):
        from .continuous import characteristics
        if not characteristics(game, obj).is_creature or (who == "creature_you_control" and obj.controller != source.controller):
            return False
    if trig.get("by", "spell_or_ability") == "spell" and not data["spell"]:
        return False
    whose = trig.get("whose", "each")
    if whose == "opponent" and data["player"] == source.controller:
        return False
    if whose == "your" and data["player"] != source.controller:
        return False
    if trig.get("first_time"):  # "for the first time each turn": no such targeting of this object earlier this turn
        return not any(oid == obj.id and zcc == obj.zcc and _same_kind(trig, source, player, spell)
                       for oid, zcc, player, spell in data["earlier"])
    return True


def _same_kind(trig: dict, source, player: int, spell: bool) -> bool:
    """Whether an earlier targeting is one the trigger condition counts (a spell, or one "you control")."""
    if trig.get("by", "spell_or_ability") == "spell" and not spell:
        return False
    whose = trig.get("whose", "each")
    return whose == "each" or (player == source.controller) == (whose == "your")


def cites(game, data: dict) -> list:
    """What the log cites as such an ability triggers: 601.2c says when (2026)."""
    what = "spell" if data["spell"] else "ability"
    out = []
    if game.rules.applies("becomes_target_trigger"):
        out.append(("becomes_target_trigger", f"the permanent became a target of the {what} as its targets were chosen; "
                                              f"the ability waits until the {what} is on the stack"))
    return out
