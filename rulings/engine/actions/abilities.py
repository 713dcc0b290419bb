"""Finding an object's activated ability and the checks every activation makes: where its source
is, who may activate it, its tap symbol, "Activate only if ..." (2007 403; 2026 602)."""
from __future__ import annotations

from ..continuous import characteristics
from ..errors import IllegalAction
from ..targets import display
from .action import zone_words


def find_ability(game, player, obj, idx: int):
    c = characteristics(game, obj)
    if not (0 <= idx < len(c.abilities)):
        raise IllegalAction("abilities_of_object", f"{display(game, obj)} has no ability number {idx} "
                            + (f"(it has {len(c.abilities)}, numbered from 0)" if c.abilities else "(it has no abilities now)"))
    ab = c.abilities[idx]
    kind = ab.get("kind")
    if kind == "keyword" and ab.get("keyword") == "equip":
        return c, equip_ability(ab)
    if kind == "keyword" and ab.get("keyword") == "crew":  # 702.122a
        from ..vehicles import crew_ability
        return c, crew_ability(game, ab)
    if kind == "keyword" and ab.get("keyword") == "saddle":  # 702.171a
        from ..saddle import saddle_ability
        return c, saddle_ability(game, ab)
    if kind == "keyword" and ab.get("keyword") == "station":  # 702.184a
        from ..stations import station_ability
        return c, station_ability(game, ab)
    if kind == "keyword" and ab.get("keyword") == "ninjutsu":  # 502.43a; 2026 702.49a
        from ..ninjutsu import ability as ninjutsu_ability
        return c, ninjutsu_ability(game, ab)
    if kind == "keyword" and ab.get("keyword") == "unearth":  # 702.84a
        from ..unearth import ability
        return c, ability(game, ab, display(game, obj))
    if kind == "static" or kind == "keyword":
        raise IllegalAction("static_abilities_not_played", f"\"{ab.get('text', ab.get('keyword'))}\" is a static ability; it isn't {game.words.activated}")
    if kind == "triggered":
        raise IllegalAction("trigger_waits_for_priority", f"\"{ab.get('text')}\" is a triggered ability; it triggers on its event and isn't {game.words.activated}")
    return c, ab


def only_if(game, player, obj, ab: dict, name: str) -> list:
    """"Activate only if you have the city's blessing": a restriction on the ability's use, checked as it is
    activated (its `only_if`, a condition of the triggers' vocabulary read for its controller)."""
    cond = ab.get("only_if")
    if not cond:
        return []
    from ..triggers import check_condition, condition_text
    said = condition_text(cond, game.words)
    if not check_condition(game, cond, player.index, obj.id, obj.zcc):
        raise IllegalAction("restriction_survives_control_change",
                            f"{name}'s ability can be {game.words.activated} only if {said}, and that isn't so")
    return [("restriction_survives_control_change", f"it can be {game.words.activated} only if {said}, which is so")]


def equip_ability(keyword: dict) -> dict:
    """502.33a: "Equip [cost]" means "[Cost]: Attach this Equipment to target
    creature you control. Play this ability only any time you could play a sorcery." """
    from ..equip_other_costs import cost_of, words  # "Equip—Sacrifice a creature." (equip_other_costs.py)
    cost = words(keyword)
    return {"kind": "activated", "cost": cost_of(keyword), "timing": "sorcery", "targets": ["creature_you_control"],
            "effect": [{"do": "attach"}], "text": f"Equip {cost}: attach to target creature you control (sorcery speed)"}


MOVES_SELF = ("return_to_play", "return_to_hand", "remove_from_game", "return_to_hand_from_graveyard", "unearth")


def outside_play_zone_concept(ab: dict) -> str:
    """Why an ability works from a zone other than play: an ability that moves its
    own object out of that zone works only there (402.8g, Necrosavant); one whose
    cost can't be paid in play works where the cost can be paid (402.8e)."""
    moves_self = any(st.get("do") in MOVES_SELF and st.get("what") == "self" for st in ab.get("effect", ())) \
        or (ab.get("cost") or {}).get("exile") == "self"  # "Exile this card from your graveyard: ..."
    return "ability_moves_object_out_of_zone" if moves_self else "ability_cost_payable_outside_play"


def check_source(game, player, obj, ab):
    zone = ab.get("zone", "in_play")
    name = display(game, obj)
    if obj.zone == "in_play" and characteristics(game, obj).has_keyword("cant_activate"):  # Arrest's "its activated abilities can't be activated"
        raise IllegalAction("activation_prohibited", f"{name}'s activated abilities can't be {game.words.activated}")
    if obj.zone == "in_play" and (ab.get("cost") or {}).get("tap") and characteristics(game, obj).has_keyword("cant_activate_tap"):
        raise IllegalAction("activation_prohibited", f"{name}'s activated abilities with {{T}} in their costs can't be {game.words.activated}")
    if obj.zone == "in_play" and characteristics(game, obj).has_keyword("cant_activate_nonmana"):  # Faith's Fetters
        from ..costs import is_mana_ability
        if not is_mana_ability(ab):
            raise IllegalAction("activation_prohibited", f"{name}'s activated abilities can't be {game.words.activated} unless they're mana abilities")
    from ..detain import check_activation
    check_activation(game, obj, name)  # detain (2026 701.35a)
    from ..chosen_name import cant_be_activated  # "Activated abilities of sources with the chosen name can't be activated"
    cant_be_activated(game, obj, ab)
    from ..activation_bans import check as activation_ban  # "Activated abilities of artifacts can't be activated"
    activation_ban(game, obj, ab)
    if obj.zone != zone:
        concept = "ability_functions_in_play" if zone == "in_play" else outside_play_zone_concept(ab)
        raise IllegalAction(concept, f"{name}'s ability works only while it is {zone_words(game, zone)}, and it is {zone_words(game, obj.zone)}")
    controller = obj.controller if zone == "in_play" else obj.owner
    if controller != player.index and not ab.get("any_player"):  # "Any player may activate this ability" (403.2 / 602.2)
        host = game.objects.get(obj.attached_to) if obj.attached_to else None
        # 212.2k / 301.5d: controlling the equipped creature doesn't give control of the Equipment
        apart = ("equipment_controller_separate",) if (
            host is not None and host.controller == player.index and "Equipment" in characteristics(game, obj).subtypes) else ()
        raise IllegalAction("only_controller_activates",
                            f"{name} is controlled by {game.players[controller].name}; only its controller can {game.words.activate} its activated abilities"
                            if zone == "in_play" else
                            f"{name} is owned by {game.players[controller].name}; only its owner can {game.words.activate} its activated abilities "
                            f"while it is {zone_words(game, zone)}",
                            *apart)


def check_tap_symbol(game, obj, c, ab):
    if ab.get("cost", {}).get("tap") and c.is_creature and not obj.continuous_control:
        if c.has_keyword("haste"):
            return [("tap_ability_summoning_sickness", f"{display(game, obj)} came under its controller's control this turn but has haste"),
                    ("haste", "haste ignores the \"since the start of the most recent turn\" rule")]
        raise IllegalAction("tap_ability_summoning_sickness",
                            f"{display(game, obj)} hasn't been under {game.players[obj.controller].name}'s control since the start of their most recent turn and has no haste",
                            "summoning_sickness")
    return []
