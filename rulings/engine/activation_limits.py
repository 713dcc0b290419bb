"""Restrictions on an activated ability's use that its text states (2007: 403.2,
403.3; 2026: 602.2, 602.5b):

- `times_each_turn`: "Activate no more than twice each turn." counted on the
  object, so the count stays with it if its controller changes (403.3 / 602.5b);
- `only_while`: "Activate only if you control three or more artifacts." a
  condition of the static abilities' "as long as" vocabulary (continuous.py),
  with the few more an activation restriction names (ONLY_WHILE below), read for
  the player activating the ability as they begin to;
- `any_player`: "Any player may activate this ability." the object says
  otherwise than "only its controller" (403.2 / 602.2), and the player who
  activates it controls the ability (2026 602.2a).

Each check is legality only: actions/activating.py applies it before any cost is paid."""
from __future__ import annotations

from .continuous import characteristics, condition_holds, types_now
from .errors import IllegalAction

#: the conditions only an activation restriction names ("Activate only if ..."), besides
#: those of continuous.condition_holds; each with its kind, for the loader and the schema
ONLY_WHILE = {"lands_you_control_at_least": "integer", "total_power_at_least": "integer",
              "creature_power_at_least": "integer", "you_control_any_of": "strings"}
ONLY_WHILE["self_attacked_this_turn"] = "true"  # boast's "Activate only if this creature attacked this turn" (2026 702.142a; raid.py)
ONLY_WHILE["self_entered_this_turn_or_basic_land"] = "true"  # "... only if this land entered this turn or if you control a basic land"
ONLY_WHILE["attached_to_a_creature"] = "true"  # reconfigure's "Activate only if this permanent is attached to a creature" (2026 702.151a)
from .permanent_count_limits import KEYS as PERMANENT_COUNTS  # noqa: E402  "... four or more snow permanents"
ONLY_WHILE.update(PERMANENT_COUNTS)  # "... two or more green permanents" (permanent_count_limits.py)
#: the static vocabulary's conditions a restriction may name (scenario/cards/abilities.py STATIC_WHILE)
FROM_STATIC = ("cards_in_your_graveyard_at_least", "artifacts_you_control_at_least", "you_control_a", "no_cards_in_hand",
               "card_types_in_your_graveyard_at_least", "self_attacking")
from .named_counters import WHILE as NAMED_WHILE  # noqa: E402
FROM_STATIC += tuple(NAMED_WHILE)
FROM_STATIC += ("self_entered_this_turn",)  # "Activate only if this land entered this turn" (power_up.py keeps which did)  # "Activate only if there are three or more brick counters on this artifact" (named_counters.py)
TIMES_RANGE = (2, 10)

NUMBER_WORDS = {2: "twice", 3: "three times", 4: "four times"}


def condition_words(cond: dict) -> str:
    """The condition as its card says it, for the log."""
    if "cards_in_your_graveyard_at_least" in cond:
        return f"there are {cond['cards_in_your_graveyard_at_least']} or more cards in its player's graveyard"
    if "artifacts_you_control_at_least" in cond:
        n = cond["artifacts_you_control_at_least"]
        return "its player controls an artifact" if n == 1 else f"its player controls {n} or more artifacts"
    if "you_control_a" in cond:
        return f"its player controls a {cond['you_control_a']}"
    if "no_cards_in_hand" in cond:
        return "its player has no cards in hand"
    if "card_types_in_your_graveyard_at_least" in cond:
        return f"there are {cond['card_types_in_your_graveyard_at_least']} or more card types among cards in its player's graveyard"
    if "self_attacking" in cond:
        return "the creature is attacking"
    if "lands_you_control_at_least" in cond:
        return f"its player controls {cond['lands_you_control_at_least']} or more lands"
    if "total_power_at_least" in cond:
        return f"creatures its player controls have total power {cond['total_power_at_least']} or greater"
    if "creature_power_at_least" in cond:
        return f"its player controls a creature with power {cond['creature_power_at_least']} or greater"
    if "attached_to_a_creature" in cond:
        return "the permanent is attached to a creature"
    if "you_control_any_of" in cond:
        kinds = cond["you_control_any_of"]
        return "its player controls " + " or ".join(f"a {k}" for k in kinds)
    if "self_attacked_this_turn" in cond:
        return "this creature attacked this turn"
    if "self_entered_this_turn" in cond:
        return "the permanent entered this turn"
    if "self_entered_this_turn_or_basic_land" in cond:
        return "the permanent entered this turn or its player controls a basic land"
    for key, kind in NAMED_WHILE.items():
        if key in cond:
            return f"the permanent has {cond[key]} or more {kind} counters on it"
    from .permanent_count_limits import words as permanent_count_words
    return permanent_count_words(cond) or "its condition holds"


def _holds(game, player: int, source, cond: dict) -> bool:
    mine = {k: v for k, v in cond.items() if k in ONLY_WHILE}
    rest = {k: v for k, v in cond.items() if k not in ONLY_WHILE}
    if rest and not condition_holds(game, source, rest):
        return False
    yours = game.in_play(player)
    if "lands_you_control_at_least" in mine:
        if sum(1 for o in yours if "Land" in types_now(game, o).types) < mine["lands_you_control_at_least"]:
            return False
    creatures = [characteristics(game, o) for o in yours] if {"total_power_at_least", "creature_power_at_least"} & set(mine) else []
    creatures = [c for c in creatures if c.is_creature]
    if "total_power_at_least" in mine and sum(c.power or 0 for c in creatures) < mine["total_power_at_least"]:
        return False  # the sum of their powers as they are (a negative power lowers it)
    if "creature_power_at_least" in mine and not any((c.power or 0) >= mine["creature_power_at_least"] for c in creatures):
        return False
    if "self_attacked_this_turn" in mine:
        from .raid import creature_attacked_this_turn
        if not creature_attacked_this_turn(game, source):
            return False
    if "self_entered_this_turn_or_basic_land" in mine:
        from .power_up import entered_this_turn
        if not entered_this_turn(game, source) and not any(
                "Basic" in types_now(game, o).supertypes and "Land" in types_now(game, o).types for o in yours):
            return False
    if "attached_to_a_creature" in mine:
        host = game.attached_host(source)
        if host is None or host.zone != "in_play" or not characteristics(game, host).is_creature:
            return False
    from .permanent_count_limits import holds as permanent_counts_hold  # "... four or more snow permanents"
    if not permanent_counts_hold(game, player, mine):
        return False
    if "you_control_any_of" in mine:
        if not any(k in t.types or k in t.subtypes for t in (types_now(game, o) for o in yours) for k in mine["you_control_any_of"]):
            return False
    return True


def check(game, player, obj, idx, ab: dict, name: str) -> list:
    """The citations of the restrictions `ab` has that allow this activation;
    IllegalAction (with the rule) for the first that doesn't."""
    cites = []
    times = ab.get("times_each_turn")
    if times:
        used = obj.ability_uses.get(idx, 0)
        said = NUMBER_WORDS.get(times, f"{times} times")
        if used >= times:
            raise IllegalAction("restriction_survives_control_change",
                                f"{name}'s ability can be {game.words.activated} no more than {said} each turn and was already "
                                f"{game.words.activated} {used} time{'s' if used != 1 else ''} this turn (the count stays with the object even if its controller changed)")
        cites.append(("restriction_survives_control_change", f"use {used + 1} of at most {times} this turn"))
    cond = ab.get("only_while")
    if cond:
        said = condition_words(cond)
        if not _holds(game, player.index, obj, cond):
            raise IllegalAction("restriction_survives_control_change",
                                f"{name}'s ability can be {game.words.activated} only if {said}, and that isn't so")
        cites.append(("restriction_survives_control_change", f"it can be {game.words.activated} only if {said}, which is so"))
    if ab.get("boast"):  # 2026 702.142a
        cites.append(("boast", "a boast ability: activated only if this creature attacked this turn, and only once each turn"))
    return cites


def only_once(game, obj, idx: int, ab: dict, name: str) -> list:
    """ "Activate only once." and exhaust's "Activate each exhaust ability only once." (2026 702.177a): once
    for the object's life; a new object (after a zone change, 2007 217.1c, 2026 400.7) may again. The
    restriction stays with the object even if its controller changes (2007 403.3; 2026 602.5b)."""
    if not ab.get("only_once"):
        return []
    kind = "exhaust ability" if ab.get("exhaust") else "ability"
    if (obj.id, obj.zcc, idx) in game.activated_once:
        raise IllegalAction("restriction_survives_control_change",
                            f"{name}'s {kind} can be {game.words.activated} only once and already was (the restriction stays with the object "
                            "even if its controller changed)")
    cites = [("restriction_survives_control_change", f"it can be {game.words.activated} only once, and this is the first time")]
    if ab.get("exhaust"):
        cites.append(("exhaust", "an exhaust ability can be activated only once"))
    return cites


def used_once(game, obj, idx: int, ab: dict) -> None:
    if ab.get("only_once"):
        game.activated_once = game.activated_once + ((obj.id, obj.zcc, idx),)


def counts_uses(ab: dict) -> bool:
    """Whether an activation is counted on the object (ability_uses, reset each turn)."""
    return bool(ab.get("once_each_turn") or ab.get("times_each_turn"))


def any_player_may(game, player, obj, ab: dict) -> list:
    """403.2 / 602.2: only the controller activates an object's ability "unless the
    object specifically says otherwise"; [] when the activating player controls it."""
    if not ab.get("any_player"):
        return []
    controller = obj.controller if ab.get("zone", "in_play") == "in_play" else obj.owner
    if controller == player.index:
        return [("only_controller_activates", f"any player may {game.words.activate} this ability; its controller does")]
    return [("only_controller_activates", f"the ability says any player may {game.words.activate} it: "
                                          f"{player.name} does, and controls the ability")]
