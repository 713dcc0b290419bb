"""Triggered abilities: triggering (404.1-404.3), waiting for priority (404.2),
going on the stack in APNAP order (410.3), delayed triggers (404.4)."""
from __future__ import annotations

from . import keywords_more, keywords_triggered
from .continuous import characteristics
from .log import emit
from .state import PendingTrigger, StackItem, TargetRef
from .targets import display, name_of, ref_display, why_illegal
from .board_life_conditions import KEYS as BOARD_LIFE_KEYS


def check_condition(game, cond: dict | None, controller: int, source_id: str | None = None, source_zcc: int | None = None) -> bool:
    if not cond:
        return True
    p = game.players[controller]
    if "source_was_kicked" in cond:  # "if it was kicked": the permanent as it entered (or last existed: zcc)
        from .kicker import was_kicked
        if not was_kicked(game, source_id, source_zcc):
            return False
    if "source_suspended" in cond or "source_removed_from_game" in cond:
        src = game.objects.get(source_id) if source_id else None
        if src is None or src.zone != "removed_from_game":
            return False
        if "source_suspended" in cond and not (src.counters.get("time", 0) > 0 and _has_suspend(src)):
            return False
    if "source_not_renowned" in cond:  # renown's intervening "if it isn't renowned" (702.112a, 603.4)
        src = game.objects.get(source_id) if source_id else None
        if src is None or src.zone != "in_play" or is_renowned(game, src):
            return False
    if "source_echo_due" in cond:  # echo's intervening "if" (502.19a / 702.30a)
        from .echo import came_under_control_since_last_upkeep
        if not came_under_control_since_last_upkeep(game, game.objects.get(source_id) if source_id else None, controller):
            return False
    if "tribute_not_paid" in cond:  # "if tribute wasn't paid" (702.104b)
        from .tribute import tribute_not_paid
        if not tribute_not_paid(game, source_id):
            return False
    if "source_has_plus_counter" in cond:  # graft's intervening "if" (502.54a / 702.58a)
        from .graft import has_plus_counter
        if not has_plus_counter(game, source_id):
            return False
    if "source_has_time_counter" in cond:  # vanishing's intervening "if" (502.60a / 702.63a)
        from .fading_vanishing import has_time_counter
        if not has_time_counter(game, source_id):
            return False
    if "source_is_enchantment" in cond:  # "if this permanent is an enchantment" (source_types.py)
        from .source_types import holds as source_type_holds
        if not source_type_holds(game, cond, source_id):
            return False
    if "source_tapped" in cond:  # "if this land is tapped" (storage_counters.py)
        from .storage_counters import source_tapped
        if source_tapped(game, source_id) != bool(cond["source_tapped"]):
            return False
    if "your_life_exactly" in cond and p.life != cond["your_life_exactly"]:
        return False
    if "your_life_at_most" in cond and p.life > cond["your_life_at_most"]:
        return False
    if "your_life_at_least" in cond and p.life < cond["your_life_at_least"]:  # Felidar Sovereign (life_more.py)
        return False
    if "your_hand_empty" in cond and bool(game.zones[(controller, "hand")]) == bool(cond["your_hand_empty"]):
        return False
    if "your_hand_at_least" in cond and len(game.zones[(controller, "hand")]) < cond["your_hand_at_least"]:
        return False
    if "your_hand_exactly" in cond and len(game.zones[(controller, "hand")]) != cond["your_hand_exactly"]:
        return False  # "if you have exactly seven cards in hand" (Library of Alexandria)
    if "active_hand_at_most" in cond and len(game.zones[(game.active, "hand")]) > cond["active_hand_at_most"]:
        return False  # "if that player has two or fewer cards in hand": the player whose step it is (player_referents.py)
    if "you_control_no_creatures" in cond or "creatures_you_control_at_least" in cond:
        n = sum(1 for o in game.in_play(controller) if characteristics(game, o).is_creature)
        if "you_control_no_creatures" in cond and (n == 0) != bool(cond["you_control_no_creatures"]):
            return False
        if n < cond.get("creatures_you_control_at_least", 0):
            return False
    if "source_x_at_least" in cond:  # ravenous's "if X is 5 or more" (702.156a): the X of the spell it was
        from .ravenous import x_of
        if x_of(game, source_id, source_zcc) < cond["source_x_at_least"]:
            return False
    if "source_was_cast" in cond:  # "if you cast it [from your hand]": the permanent as it entered (cast_it.py)
        from .cast_it import was_cast
        if not was_cast(game, source_id, source_zcc, cond["source_was_cast"]):
            return False
    if "source_was_bargained" in cond:  # "if it was bargained" (702.166c): the permanent as it entered
        from .bargain import was_bargained
        if not was_bargained(game, source_id, source_zcc):
            return False
    if "speed_below" in cond and (p.speed or 0) >= cond["speed_below"]:
        return False  # the speed ability's "if your speed is less than 4" (2026 702.179d): speed.py
    if "you_cast_noncreature_spell_this_turn" in cond \
            and (p.noncreature_spells_cast_this_turn > 0) != bool(cond["you_cast_noncreature_spell_this_turn"]):
        return False  # "if you've cast a noncreature spell this turn"
    if "life_gained_this_turn_at_least" in cond \
            and tuple(game.gained_life_this_turn or ()).count(controller) < cond["life_gained_this_turn_at_least"]:
        return False  # "if you gained 3 or more life this turn"
    if "card_types_in_your_graveyard_at_least" in cond:  # delirium: the card types among the cards there (2026 205.2a)
        kinds = {t for oid in game.zones[(controller, "graveyard")] for t in game.objects[oid].card.get("types", ())}
        if len(kinds) < cond["card_types_in_your_graveyard_at_least"]:
            return False
    if "permanent_left_your_control_this_turn" in cond \
            and (controller in game.permanent_left_this_turn) != bool(cond["permanent_left_your_control_this_turn"]):
        return False  # revolt: "if a permanent you controlled left the battlefield this turn"
    if "its_your_turn" in cond and (game.active == controller) != bool(cond["its_your_turn"]):
        return False  # "If it's your turn, scry 2" (the Fated spells): whose turn it is as it is checked
    if "you_attacked_this_turn" in cond:  # raid's "if you attacked this turn" (raid.py)
        from .raid import attacked_this_turn
        if attacked_this_turn(game, controller) != bool(cond["you_attacked_this_turn"]):
            return False
    if "a_creature_died_this_turn" in cond:  # morbid: "if a creature died this turn" (morbid.py)
        from .morbid import a_creature_died_this_turn
        if a_creature_died_this_turn(game) != bool(cond["a_creature_died_this_turn"]):
            return False
    if "cards_in_your_graveyard_at_least" in cond and len(game.zones[(controller, "graveyard")]) < cond["cards_in_your_graveyard_at_least"]:
        return False  # threshold: "if there are seven or more cards in your graveyard"
    if "citys_blessing" in cond and bool(p.citys_blessing) != bool(cond["citys_blessing"]):
        return False  # "if you have the city's blessing" (2026 702.131c): ascend.py
    if any(k in cond for k in ("no_creatures_on_battlefield", "you_control_no_artifacts")):  # board_conditions.py
        from .board_conditions import holds
        if not holds(game, cond, controller):
            return False
    if any(k in cond for k in BOARD_LIFE_KEYS):  # board_life_conditions.py
        from .board_life_conditions import holds as board_life_holds
        if not board_life_holds(game, cond, controller, source_id):
            return False
    if "initiative" in cond:  # "if you have the initiative" (2026 726.1): initiative.py
        from .initiative import holder
        if holder(game) is not p:
            return False
    if "monarch" in cond:  # "if you're the monarch" / "an opponent is" / "there is no monarch" (2026 725)
        from .monarch import the_monarch
        m = the_monarch(game)
        if {"you": m is p, "opponent": m is not None and m is not p, "none": m is None}[cond["monarch"]] is False:
            return False
    return True


def is_renowned(game, obj) -> bool:
    """702.112b: a designation, kept until the permanent leaves the battlefield (a new object, 400.7)."""
    return any(e.kind == "renowned" and e.target == obj.id and e.zcc == obj.zcc for e in game.effects)


def _has_suspend(obj) -> bool:
    return any(a.get("kind") == "keyword" and a.get("keyword") == "suspend" for a in obj.card.get("abilities", ()))


def condition_text(cond: dict | None, words) -> str:
    """The condition in the edition's words (wording.Words)."""
    if not cond:
        return ""
    if "source_not_renowned" in cond:
        return "the creature isn't renowned"
    if "source_was_kicked" in cond:
        return "it was kicked"
    if "you_cast_noncreature_spell_this_turn" in cond:
        return "its controller cast a noncreature spell this turn"
    if "life_gained_this_turn_at_least" in cond:
        return f"its controller gained {cond['life_gained_this_turn_at_least']} or more life this turn"
    if "card_types_in_your_graveyard_at_least" in cond:
        return f"there are {cond['card_types_in_your_graveyard_at_least']} or more card types among cards in its controller's graveyard"
    if "permanent_left_your_control_this_turn" in cond:
        return "a permanent its controller controlled left the battlefield this turn"
    if "its_your_turn" in cond:
        return "its controller is the active player" if cond["its_your_turn"] else "its controller isn't the active player"
    if "you_attacked_this_turn" in cond:
        return "its controller attacked this turn" if cond["you_attacked_this_turn"] else "its controller didn't attack this turn"
    if "a_creature_died_this_turn" in cond:
        return "a creature died this turn" if cond["a_creature_died_this_turn"] else "no creature died this turn"
    if "source_echo_due" in cond:
        return "the permanent came under its controller's control since the beginning of their last upkeep"
    if "source_has_time_counter" in cond:
        return "the permanent has a time counter on it"
    if "source_has_plus_counter" in cond:
        return "the permanent has a +1/+1 counter on it"
    if "source_is_enchantment" in cond:  # source_types.py
        from .source_types import said as source_type_said
        return source_type_said(cond)
    if "source_tapped" in cond:
        return "the permanent is tapped" if cond["source_tapped"] else "the permanent is untapped"
    if "tribute_not_paid" in cond:
        return "tribute wasn't paid"
    if "source_suspended" in cond:
        return f"the card is suspended ({words.removed} with a time counter)"
    if "source_removed_from_game" in cond:
        return f"the card is still {words.removed}"
    if "your_life_exactly" in cond:
        return f"its controller has exactly {cond['your_life_exactly']} life"
    if "your_life_at_most" in cond:
        return f"its controller has at most {cond['your_life_at_most']} life"
    if "your_life_at_least" in cond:
        return f"its controller has at least {cond['your_life_at_least']} life"
    if "your_hand_empty" in cond:
        return "its controller has no cards in hand" if cond["your_hand_empty"] else "its controller has cards in hand"
    if "your_hand_at_least" in cond:
        return f"its controller has {cond['your_hand_at_least']} or more cards in hand"
    if "your_hand_exactly" in cond:
        return f"its controller has exactly {cond['your_hand_exactly']} cards in hand"
    if "active_hand_at_most" in cond:
        if cond["active_hand_at_most"] == 0:  # "if that player has no cards in hand" (empty_hand_steps.py)
            return "the player whose turn it is has no cards in hand"
        return f"the player whose turn it is has {cond['active_hand_at_most']} or fewer cards in hand"
    if "cards_in_your_graveyard_at_least" in cond:
        return f"there are {cond['cards_in_your_graveyard_at_least']} or more cards in its controller's graveyard"
    if "you_control_no_creatures" in cond:
        return "its controller controls no creatures" if cond["you_control_no_creatures"] else "its controller controls a creature"
    if any(k in cond for k in ("no_creatures_on_battlefield", "you_control_no_artifacts")):  # board_conditions.py
        from .board_conditions import said
        return said(cond, words)
    if any(k in cond for k in BOARD_LIFE_KEYS):  # board_life_conditions.py
        from .board_life_conditions import said as board_life_said
        return board_life_said(cond, words)
    if "creatures_you_control_at_least" in cond:
        return f"its controller controls {cond['creatures_you_control_at_least']} or more creatures"
    if "source_was_bargained" in cond:
        return "it was bargained"
    if "source_was_cast" in cond:
        from .cast_it import said
        return said(cond["source_was_cast"], words)
    if "source_x_at_least" in cond:
        return f"the X paid for it was {cond['source_x_at_least']} or more"
    if "speed_below" in cond:
        return f"its controller's speed is less than {cond['speed_below']}"
    if "citys_blessing" in cond:
        return "its controller has the city's blessing" if cond["citys_blessing"] else "its controller doesn't have the city's blessing"
    if "initiative" in cond:
        return "its controller has the initiative"
    if "monarch" in cond:
        return {"you": "its controller is the monarch", "opponent": "an opponent of its controller is the monarch",
                "none": "there is no monarch"}[cond["monarch"]]
    return "its condition holds"


PUMP_SELF = {"do": "pump", "to": "self", "until": "end_of_turn"}
#: the keywords that are triggered abilities (2007: 502; 2026: 702), with the
#: concept of the rule that defines each and whether the 2007 rules have it
KEYWORD_TRIGGERS = {"prowess": "prowess", "exalted": "exalted", "bushido": "bushido", "flanking": "flanking", "rampage": "rampage",
                    "renown": "renown", "echo": "echo", "modular": "modular"}
LATER_THAN_2007 = ("prowess", "exalted", "renown")
KEYWORD_TRIGGERS.update(keywords_more.TRIGGERS)  # battle cry, dethrone, afflict (702.91, 702.105, 702.130)
LATER_THAN_2007 += tuple(keywords_more.TRIGGERS)
KEYWORD_TRIGGERS["ward"] = "ward"  # 2026 702.21a (ward.py)
LATER_THAN_2007 += ("ward",)
KEYWORD_TRIGGERS.update(keywords_triggered.TRIGGERS)  # soulshift, afterlife, ingest, cumulative upkeep
LATER_THAN_2007 += keywords_triggered.LATER_THAN_2007
KEYWORD_TRIGGERS["myriad"] = "myriad"  # 702.116a (2026): myriad.py
LATER_THAN_2007 += ("myriad",)
KEYWORD_TRIGGERS["exploit"] = "exploit"  # 702.110a (2026): exploit.py
LATER_THAN_2007 += ("exploit",)
KEYWORD_TRIGGERS["provoke"] = "provoke"  # 502.29a / 702.39a: provoke.py
KEYWORD_TRIGGERS["melee"] = "melee"  # 702.121a (2026): melee.py
LATER_THAN_2007 += ("melee",)
KEYWORD_TRIGGERS["firebending"] = "firebending"  # 702.189a (2026): firebending.py
LATER_THAN_2007 += ("firebending",)
KEYWORD_TRIGGERS["increment"] = "increment"  # 702.191a (2026): increment.py
LATER_THAN_2007 += ("increment",)
KEYWORD_TRIGGERS["decayed"] = "decayed"  # 702.147a (2026): decayed.py
LATER_THAN_2007 += ("decayed",)
KEYWORD_TRIGGERS["champion"] = "champion"  # 702.72a (2026): champion.py
LATER_THAN_2007 += ("champion",)
KEYWORD_TRIGGERS["partner_with"] = "partner_with"  # 702.124j (2026): partner_with.py
LATER_THAN_2007 += ("partner_with",)


def keyword_triggers(ab: dict) -> list[dict]:
    """The triggered abilities a keyword means, in its rule's own words:
    prowess (702.108a), exalted (702.83a), bushido N (502.38a / 702.45a: "blocks or
    becomes blocked" is played as two abilities, as a creature never does both in
    one combat) and flanking (502.3a / 702.25a). Each instance triggers
    separately (702.108b, 702.45b, 502.3b...)."""
    kw = ab.get("keyword")
    if kw in keywords_more.TRIGGERS:
        return keywords_more.keyword_triggers(ab)
    if kw == "ward":
        from .ward import ward_trigger
        return [ward_trigger(ab)]
    if kw in keywords_triggered.TRIGGERS:
        return keywords_triggered.keyword_triggers(ab)
    if kw == "myriad":
        from .myriad import myriad_trigger
        return [myriad_trigger(ab)]
    if kw == "melee":
        from .melee import melee_trigger
        return [melee_trigger(ab)]
    if kw == "firebending":
        from .firebending import firebending_trigger
        return [firebending_trigger(ab)]
    if kw == "increment":
        from .increment import increment_trigger
        return [increment_trigger(ab)]
    if kw == "decayed":
        from .decayed import decayed_trigger
        return [decayed_trigger(ab)]
    if kw == "provoke":
        from .provoke import provoke_trigger
        return [provoke_trigger(ab)]
    if kw == "champion":
        from .champion import champion_triggers
        return champion_triggers(ab)
    if kw == "partner_with":
        from .partner_with import partner_with_trigger
        return [partner_with_trigger(ab)]
    if kw == "exploit":
        from .exploit import exploit_trigger
        return [exploit_trigger(ab)]
    if kw == "echo":
        from .echo import echo_trigger
        return [echo_trigger(ab)]
    if kw == "modular":
        from .modular import modular_trigger
        return [modular_trigger(ab)]
    if kw == "prowess":
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "plays_spell", "whose": "your", "spell": "noncreature"},
                 "effect": [{**PUMP_SELF, "power": 1, "toughness": 1}],
                 "text": "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)"}]
    if kw == "exalted":
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "attacks_alone", "who": "creature_you_control"},
                 "effect": [{"do": "pump", "to": "it", "until": "end_of_turn", "power": 1, "toughness": 1}],
                 "text": "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)"}]
    if kw == "bushido":
        n = ab.get("count", 1)
        text = f"Bushido {n} (Whenever this creature blocks or becomes blocked, it gets +{n}/+{n} until end of turn.)"
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": ev, "who": "self"},
                 "effect": [{**PUMP_SELF, "power": n, "toughness": n}], "text": text} for ev in ("blocks", "becomes_blocked")]
    if kw == "renown":
        n = ab.get("count", 1)
        counters = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "deals_damage", "who": "self", "to": "player", "combat": True},
                 "if": {"source_not_renowned": True},
                 "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": n, "to": "self"}, {"do": "become_renowned"}],
                 "text": f"Renown {n} (When this creature deals combat damage to a player, if it isn't renowned, put {counters} on it "
                         "and it becomes renowned.)"}]
    if kw == "rampage":
        n = ab.get("count", 1)
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "becomes_blocked", "who": "self"},
                 "effect": [{"do": "rampage_bonus", "count": n}],
                 "text": f"Rampage {n} (Whenever this creature becomes blocked, it gets +{n}/+{n} until end of turn for each creature "
                         "blocking it beyond the first.)"}]
    if kw == "flanking":
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "becomes_blocked_by", "who": "self", "by": "without_flanking"},
                 "effect": [{"do": "pump", "to": "it", "until": "end_of_turn", "power": -1, "toughness": -1}],
                 "text": "Flanking (Whenever this creature becomes blocked by a creature without flanking, the blocking "
                         "creature gets -1/-1 until end of turn.)"}]
    return []


def triggered_abilities(abilities) -> list[dict]:
    """An object's triggered abilities: those written out, and those its keywords mean."""
    out = []
    for ab in abilities:
        kind = ab.get("kind")
        if kind == "triggered":
            out.append(ab)
        elif kind == "keyword" and ab.get("keyword") in KEYWORD_TRIGGERS:
            out += keyword_triggers(ab)
    return out


def _spell_matches(game, trig: dict, source, data: dict) -> bool:
    """"Whenever you cast a [noncreature / creature / instant or sorcery] spell" and
    "Whenever an opponent casts a spell": the spell as it became cast (601.2i; 2007: 409.1i)."""
    whose = trig.get("whose", "your")
    if whose == "your" and data["player"] != source.controller:
        return False
    if trig.get("increment"):  # 702.191a's intervening "if", as the spell becomes cast (increment.py)
        from .increment import holds
        if not holds(game, source, data.get("mana_spent") or 0):
            return False
    if whose == "opponent" and data["player"] == source.controller:
        return False
    if trig.get("during") == "opponents_turn" and game.active == source.controller:
        return False  # "Whenever you cast a spell during an opponent's turn" (trigger_limits.py)
    if trig.get("during") in ("your_turn", "not_casters_turn"):  # "during your turn", "if it's not their turn" (cast_spell_turns.py)
        from .cast_spell_turns import holds as turn_holds
        if not turn_holds(game, trig["during"], source, data):
            return False
    if "spell_is" in trig:  # "a nonblack spell", "an Elf spell", "a kicked spell" (cast_filters.py)
        from .cast_filters import matches as cast_filter_matches
        if not cast_filter_matches(game, trig["spell_is"], data, source):
            return False
    if "mana_value_at_least" in trig and data.get("mana_value", 0) < trig["mana_value_at_least"]:
        return False
    if "nth_this_turn" in trig and data.get("nth") != trig["nth_this_turn"]:  # "your second spell each turn", of any kind below
        return False
    types = data["types"]
    kind = trig.get("spell", "any")
    if kind == "noncreature":
        return "Creature" not in types
    if kind == "creature":
        return "Creature" in types
    if kind == "instant_or_sorcery":
        return "Instant" in types or "Sorcery" in types
    if kind in ("artifact", "enchantment"):
        return kind.capitalize() in types
    if kind == "targets_this":  # Heroic: "a spell that targets this creature"
        return any(t.kind == "object" and t.id == source.id and t.zcc == source.zcc for t in data.get("targets", ()))
    if kind == "this":  # "When you cast this spell" triggers only from the stack (spell_filters.own_cast_triggers)
        return False
    from . import spell_filters  # a color, multicolored, Spirit or Arcane, historic; a mana value (spell_filters.py)
    if kind in spell_filters.KINDS:
        return spell_filters.matches(game, kind, data["spell_chars"])
    return True


def _matches(game, trig: dict, source, event: str, data: dict) -> bool:
    wanted = trig.get("event")
    if event == "draws_card":  # "Whenever you draw your second card each turn" (second_draw.py)
        if wanted == "draws_card":  # "Whenever you draw a card" (draw_triggers.py)
            from .draw_triggers import matches as draw_matches
            return draw_matches(trig, source, data)
        from .second_draw import matches
        return wanted == "draws_second_card" and matches(trig, source, data)
    if event == "plays_spell":
        return wanted == "plays_spell" and _spell_matches(game, trig, source, data)
    if event in ("scries", "surveils"):  # "Whenever you scry / surveil" (scry_triggers.py)
        from .scry_triggers import matches as scry_matches
        return wanted == event and scry_matches(trig, source, data)
    if event == "transforms":  # "Whenever this creature transforms into ~" (2026 701.27e): double_faced.py
        from .double_faced import matches as transform_matches
        return wanted == "transforms_into" and transform_matches(trig, source, data)
    if event == "lore_counters_put":  # a Saga's chapter abilities (2026 714.2b): sagas.py
        from .sagas import matches as chapter_matches
        return wanted == "chapter" and chapter_matches(trig, source, data)
    if event == "expends":  # "Whenever you expend 4" (expend.py)
        from .expend import matches as expend_matches
        return wanted == "expends" and expend_matches(trig, source, data)
    if event == "commits_crime":  # "Whenever you commit a crime" (crimes.py)
        from .crimes import matches as crime_matches
        return wanted == "commits_crime" and crime_matches(trig, source, data)
    if event == "cards_leave_graveyard":  # "Whenever one or more cards leave your graveyard" (graveyard_leaving.py)
        from .graveyard_leaving import matches as graveyard_leaves
        return wanted == event and graveyard_leaves(game, trig, source, data)
    if event == "creatures_deal_combat_damage":  # "one or more creatures you control deal combat damage to a player"
        from .combat_damage_batches import matches as batch_matches
        return batch_matches(trig, source, data)
    if event == "copies_spell":  # magecraft's "cast or copy" (copy_triggers.py)
        from .copy_triggers import matches as copy_matches
        return copy_matches(trig, event) and _spell_matches(game, trig, source, data)
    if event == "sacrifices":  # "Whenever you sacrifice another permanent" (sacrifice_triggers.py)
        from .sacrifice_triggers import matches as sacrifice_matches
        return wanted == event and sacrifice_matches(trig, source, {**data, "source_controller": data["controller"]})
    if event in ("discards", "cycles"):  # "Whenever you cycle or discard a card" (discard_triggers.py)
        from .discard_triggers import matches as discard_matches
        return wanted == event and discard_matches(trig, source, data)
    if event == "player_attacked":  # "Whenever enchanted player is attacked" (player_auras.py)
        from .player_auras import matches_attacked
        return wanted == event and matches_attacked(game, trig, source, data)
    if event == "you_attack":  # "Whenever you attack" (508.3d): one or more creatures you control were declared attackers
        return (wanted == "you_attack" and data["player"] == source.controller  # "Whenever you attack with three or more creatures"
                and data.get("attackers", 1) >= trig.get("attackers_at_least", 1))
    if event == "becomes_target":  # "Whenever ~ becomes the target of a spell or ability" (ward.py)
        from .ward import matches
        return wanted == event and matches(game, trig, source, data)
    if event in ("blocks_a_creature", "becomes_blocked_by", "deals_damage") and "other" in trig and wanted == event:
        from .other_creature import fits  # "by a non-Wall creature", "to a Vampire": the other creature as it happens
        if not fits(game, trig["other"], data.get("obj")):
            return False
    if event == "blocks_a_creature":  # 509.3b: once for each attacking creature it blocks; "it" is that creature
        return wanted == event and _is_the_creature(trig, source, data["blocker"]) and (
            "blocked_has" not in trig or characteristics(game, data["obj"]).has_keyword(trig["blocked_has"]))  # "a creature with flying"
    if event == "becomes_blocked_by":
        if wanted != event or not _is_the_creature(trig, source, data["attacker"]):
            return False
        return trig.get("by") != "without_flanking" or not characteristics(game, data["obj"]).has_keyword("flanking")
    if event == "damage_event":  # "Whenever ~ deals damage": once for all it deals at once (damage_events.py)
        from .damage_events import matches as whole_event
        return wanted == "deals_damage" and whole_event(game, trig, source, event, data, _matches_damage)
    if wanted == "dealt_damage":  # "Whenever ~ is dealt damage": "that much" is the damage dealt
        if trig.get("combat") and not data.get("combat"):
            return False  # "is dealt combat damage": only the combat damage step's (2026 510.2; 2007 310.4)
        if event == "damage_received_event" and trig.get("who", "self") != "self":  # "enchanted creature", "a creature" (damaged_kinds.py)
            from .damaged_kinds import matches as damaged_matches
            return damaged_matches(game, trig, source, data["obj"])
        return event == "damage_received_event" and data["obj"].id == source.id  # once for all of it at once (damage_events.py)
    if wanted == "dies":
        # 700.4 (2026): "dies" is "is put into a graveyard from the battlefield"; 2007
        # cards say "is put into a graveyard from play" (410.10c): a leaves-play trigger
        if event != "leaves_play" or data.get("to_zone") != "graveyard":
            return False
        if trig.get("who") == "dealt_damage_by_self":  # "a creature dealt damage by ~ this turn" (damaged_dies.py)
            from .damaged_dies import matches
            return data["last"].is_creature and matches(game, source, data["obj"])
    elif wanted != event:
        return False
    who = trig.get("who")
    if trig.get("attacks") == "player_with_most_life" and not keywords_more.attacks_player_with_most_life(game, data["obj"]):
        return False  # dethrone's trigger condition (702.105a)
    if trig.get("saddled") and not _saddled(game, data["obj"]):
        return False  # "Whenever ~ attacks while saddled" (702.171b): checked as attackers are declared
    if trig.get("attacks") == "with_greater_power" and not keywords_triggered.attacks_with_greater_power(game, data["obj"]):
        return False  # training's trigger condition (702.149a)
    if event == "attacks" and len(game.combat_declared) < trig.get("attackers_at_least", 0):
        return False  # battalion: "~ and at least two other creatures attack", the attackers declared with it
    if event in ("comes_into_play", "leaves_play", "turned_face_up", "attacks", "attacks_alone", "blocks", "becomes_blocked",
                 "attacks_unblocked", "becomes_tapped", "becomes_untapped", "becomes_monstrous", "explores", "exerted"):
        obj = data["obj"]
        if who == "self":
            return obj.id == source.id
        if who == "described":  # "Whenever a Forest an opponent controls becomes tapped" (tapped_kinds.py)
            from .tapped_kinds import matches as tapped_kind_matches
            return event == "becomes_tapped" and tapped_kind_matches(game, trig, source, obj)
        if who in ("enchanted", "equipped") and event == "leaves_play":  # "When enchanted / equipped creature dies" (aura_dies.py)
            from .aura_dies import enchanted_as_it_left, was_of_subtype
            return enchanted_as_it_left(source, obj, data["last"]) and was_of_subtype(trig, data["last"])
        if who in ("equipped", "enchanted"):  # "Whenever equipped / enchanted creature attacks"
            return source.attached_to == obj.id and source.attached_zcc == obj.zcc
        # what left is seen as it last existed on the battlefield (603.10a look-back)
        # (and so is a creature that explored after it left, by its last known information, 701.44c)
        gone = event == "leaves_play" or data.get("last") is not None
        c = data["last"] if gone else characteristics(game, obj)
        controller = data["controller"] if gone else obj.controller
        if "with_counter" in trig:  # "a creature you control with a +1/+1 counter on it" (trigger_counters.py)
            from .trigger_counters import has_counter
            if not has_counter(trig, event, data):
                return False
        from .permanent_kinds import STATS, stats_match  # "with power 2 or less" (permanent_kinds.py)
        if any(k in trig for k in STATS) and not stats_match(trig, c):
            return False
        if who in ("land_you_control", "artifact_you_control"):  # "Whenever a land / an artifact you control enters"
            return controller == source.controller and ("Land" if who == "land_you_control" else "Artifact") in c.types
        if who == "another_artifact_you_control":  # "Whenever another artifact you control enters" (2026 603.6a)
            return obj.id != source.id and controller == source.controller and "Artifact" in c.types
        from . import permanent_kinds  # "a nontoken creature you control", "another Human you control" (permanent_kinds.py)
        if who in permanent_kinds.WHO:
            return event in ("comes_into_play", "leaves_play") + permanent_kinds.COMBAT and permanent_kinds.matches(trig, source, obj, controller, c)
        from . import allies  # "Whenever this creature or another Ally you control enters" (allies.py)
        if who in allies.WHO:
            return event == "comes_into_play" and allies.matches(who, source, obj, controller, c)
        if not c.is_creature:
            return False
        if who in ATTACKING_WHOM:  # "Whenever a creature attacks you [or a planeswalker you control] / enchanted player" (508.3a)
            return event == "attacks" and _attacks_whom(game, who, source, obj)
        if who in ("another_creature", "another_creature_you_control") and obj.id == source.id:
            return False
        if who in ("creature_you_control", "another_creature_you_control"):
            return controller == source.controller
        if who == "creature_opponent_controls":
            return controller != source.controller
        if who in ("land_you_control", "artifact_you_control"):
            return False  # not a creature's event: read below
        return who in ("another_creature", "any_creature")
    if event == "gain_life":  # "Whenever you gain life" (119.9): a gain of 0 is no event, so nothing fires
        return trig.get("whose", "your") == "each" or data["player"] == source.controller
    if event == "deals_damage":  # a recipient's share: only a trigger that names its recipient (damage_events.py)
        from .damage_events import matches as whole_event
        return whole_event(game, trig, source, event, data, _matches_damage)
    if event == "beginning_of_step":
        if trig.get("step") != data["step"]:
            return False
        whose = trig.get("whose", "each")
        if whose == "opponent":  # "At the beginning of each opponent's upkeep"
            return data["active"] != source.controller
        if whose == "enchanted_player":  # "At the beginning of enchanted player's upkeep" (player_auras.py)
            from .player_auras import is_enchanted_players_step
            return is_enchanted_players_step(game, source, data["active"])
        if whose == "enchanted_controller":  # "the upkeep of enchanted creature's controller" (enchanted_controllers_step.py)
            from .enchanted_controllers_step import is_enchanted_controllers_step
            return is_enchanted_controllers_step(game, source, data["active"])
        return whose == "each" or data["active"] == source.controller
    return False


#: whom an attacking creature attacks, for "Whenever a creature attacks you / you or a planeswalker you control /
#: enchanted player" (2026 508.3a; 2007 308.x has no such rule: the card's words): the engine's one defending player
ATTACKING_WHOM = ("creature_attacking_you", "creature_attacking_you_or_your_planeswalker", "creature_attacking_enchanted_player")


def _attacks_whom(game, who: str, source, obj) -> bool:
    if who == "creature_attacking_enchanted_player":
        from .player_auras import enchanted_player
        player = enchanted_player(game, source)
        return player is not None and game.defending == player.index and obj.attacking_what is None
    if game.defending != source.controller:
        return False
    return who == "creature_attacking_you_or_your_planeswalker" or obj.attacking_what is None


def _saddled(game, obj) -> bool:
    from .saddle import is_saddled
    return is_saddled(game, obj)


def _matches_damage(game, trig: dict, source, data: dict) -> bool:
    """"Whenever [this / equipped creature] deals damage [to a creature / to an
    opponent]" (an opponent of the source's controller: Akki Lavarunner)."""
    if trig.get("to") == "you":  # "Whenever a creature deals damage to you": "it" is the source (damage_to_you.py)
        from .damage_to_you import matches as to_you
        return to_you(game, trig, source, data)
    dealer = data["source"]
    who = trig.get("who")
    if trig.get("combat") and not data.get("combat"):
        return False  # "combat damage": only damage dealt in the combat damage step (2026: 510.2)
    if who == "self" and dealer.id != source.id:
        return False
    if who in ("equipped", "enchanted") and (source.attached_to != dealer.id or source.attached_zcc != dealer.zcc):
        return False
    if who == "creature_you_control":  # the dealer as it last existed if it has left (2026: 510.1; 2007: 310.4b)
        from .continuous import last_known
        c = last_known(game, dealer)
        controller = dealer.controller
        if not c.is_creature or controller != source.controller:
            return False
        from .combat_damage_dealers import dealer_matches  # "a Ninja you control", "a creature token you control"
        if not dealer_matches(game, trig, dealer):
            return False
    if trig.get("to") == "player":
        ref = data.get("it")
        return ref is not None and ref.kind == "player"
    if trig.get("to") == "player_or_planeswalker":  # a planeswalker exists only under 2026 (planeswalkers.py)
        ref = data.get("it")
        return ref is not None and (ref.kind == "player" or (data["obj"] is not None and "Planeswalker" in characteristics(game, data["obj"]).types))
    if trig.get("to", "any") == "creature":
        return data["obj"] is not None and characteristics(game, data["obj"]).is_creature
    if trig.get("to") == "opponent":
        ref = data.get("it")
        return ref is not None and ref.kind == "player" and game.player_named(ref.id).index != source.controller
    return True


SUSPEND_UPKEEP = {"kind": "triggered", "if": {"source_suspended": True},
                  "effect": [{"do": "remove_time_counter"}],
                  "text": "At the beginning of your upkeep, if this card is suspended, remove a time counter from it."}
SUSPEND_LAST = {"kind": "triggered", "if": {"source_removed_from_game": True},
                "effect": [{"do": "play_without_paying"}],
                "text": "When the last time counter is removed from this card, if it's removed from the game, play it "
                        "without paying its mana cost if able."}
# 702.62a (2026): the same trigger as the June 2026 rules word it
SUSPEND_LAST_2026 = {**SUSPEND_LAST, "text": "When the last time counter is removed from this card, if it's exiled, "
                                             "you may play it without paying its mana cost if able."}


def fire_suspend(game, event: str, obj=None) -> None:
    """Suspend's triggered abilities work in the removed-from-the-game zone (502.59a)."""
    if event == "upkeep":
        for oid in game.zones[(game.active, "removed_from_game")]:
            card = game.objects[oid]
            if _has_suspend(card) and card.counters.get("time", 0) > 0:
                _trigger(game, card, card.owner, SUSPEND_UPKEEP, {},
                         extra_cites=(("ability_functions_in_zone", f"suspend's triggered abilities work while the card is {game.words.removed}"),))
    elif event == "last_time_counter":
        _trigger(game, obj, obj.owner, SUSPEND_LAST_2026 if game.words.today else SUSPEND_LAST, {},
                 extra_cites=(("ability_functions_in_zone", f"suspend's triggered abilities work while the card is {game.words.removed}"),))


def spell_cast(game, player: int, obj, targets: tuple = (), mana_spent: int = 0) -> None:
    """A spell became cast (601.2i; 2007: "played", 409.1i): abilities that
    trigger on it trigger now, seeing the spell as it is on the stack (its
    targets as chosen, 601.2c)."""
    from .target_filter import mana_value
    caster = game.players[player]
    caster.spells_cast_this_turn = caster.spells_cast_this_turn + 1  # surge (702.117a); "your second spell each turn"
    chars = characteristics(game, obj)
    if "Creature" not in chars.types:  # "if you've cast a noncreature spell this turn"
        caster.noncreature_spells_cast_this_turn = caster.noncreature_spells_cast_this_turn + 1
    fire(game, "plays_spell", player=player, types=tuple(chars.types), targets=tuple(targets),
         mana_spent=mana_spent, colors=tuple(chars.colors),  # increment (increment.py): 0 for a spell cast without paying its mana cost
         spell_chars=chars, mana_value=mana_value(game, obj, chars), nth=caster.spells_cast_this_turn,
         spell_item=_spell_item(game, obj))  # "copy that spell" (copy_triggers.py)  # a cast trigger's kind of spell (spell_filters.py)  # increment (increment.py): 0 for a spell cast without paying its mana cost
    from .spell_filters import own_cast_triggers
    own_cast_triggers(game, obj, player, chars)  # "When you cast this spell": from the stack (2026 113.6k; 2007 402.8f)
    from .next_cast import spell_cast as next_cast
    next_cast(game, player, obj, chars)  # "When you next cast an instant or sorcery spell this turn" (next_cast.py)
    from .ward import became_targets
    became_targets(game, obj.id, player, targets, spell=True)  # 601.2c: they trigger now, the spell cast
    from .crimes import note as crime
    crime(game, player, targets)  # 2026 700.13: "Whenever you commit a crime"


def _spell_item(game, obj):
    from .effects.copies import spell_item
    return spell_item(game, obj)


def fire(game, event: str, **data) -> None:
    """A game event happened: every ability whose trigger condition matches
    triggers now and waits for the next time a player would get priority."""
    if event == "beginning_of_step" and data.get("step") == "upkeep":
        fire_suspend(game, "upkeep")
    if event == "comes_into_play":  # "Creatures entering don't cause abilities to trigger" (entering_triggers.py)
        from .entering_triggers import triggers_nothing
        if triggers_nothing(game, data["obj"]):
            from .ascend import check as ascend
            ascend(game)  # not a trigger: the city's blessing still comes (2026 702.131b)
            return
    if event == "comes_into_play":  # evolve (2026 702.100a)
        from .evolve import fire_evolve
        fire_evolve(game, data["obj"])
        from .soulbond import fire_soulbond  # 2026 702.95a
        fire_soulbond(game, data["obj"])
        from .sagas import entered as saga_entered  # the lore counter it entered with reaches chapter I (2026 714.2b, 714.3a)
        saga_entered(game, data["obj"])
    if event == "comes_into_play":  # ascend (2026 702.131b): "any time", before the entering abilities are matched
        from .ascend import check as ascend
        ascend(game)
    if event == "deals_damage":  # bloodthirst remembers who was dealt damage this turn
        from .bloodthirst import damage_dealt
        damage_dealt(game, data.get("it"), data.get("amount", 0))
        from .end_step_conditions import note_damage  # "if this creature dealt damage to an opponent this turn"
        note_damage(game, data.get("source"), data.get("it"), data.get("amount", 0))
    sources = list(game.in_play())
    gone = {}
    if event in ("leaves_play", "sacrifices"):  # sacrifice triggers look back too (2026 603.10a)
        # look back in time: the leaving permanent's own abilities (410.10c), and those of
        # the permanents that left in the same event before it (410.10d, 603.10a)
        sources.append(data["obj"])
        for oid, (zcc, last, controller) in game._leaving.items():
            other = game.objects[oid]
            if other is not data["obj"] and other.zone != "in_play" and other.zcc == zcc + 1:
                gone[oid] = (last, controller)
                sources.append(other)
    for src in sources:
        if event in ("leaves_play", "sacrifices") and src is data["obj"]:
            abilities = data["last"].abilities
            controller = data["controller"]
        elif src.id in gone:
            abilities = gone[src.id][0].abilities
            controller = gone[src.id][1]
        else:
            if src.zone != "in_play":
                continue
            abilities = characteristics(game, src).abilities
            controller = src.controller
        for ab in triggered_abilities(abilities):
            trig = ab.get("trigger", {})
            if event == "leaves_play" and trig.get("event") in ("leaves_play", "dies") and src is not data["obj"] and trig.get("who") == "self":
                continue
            if ab.get("zone") == "graveyard":
                continue  # it works only while its card is in the graveyard (graveyard_triggers.py)
            if not _matches(game, trig, src, event, data):
                continue
            if event == "plays_spell" and _historic_before_2007(game, src, trig, data):
                continue
            if ab.get("keyword") in LATER_THAN_2007 and not game.rules.applies(ab["keyword"]):
                emit(game, f"{display(game, src)}'s {ab['keyword'].replace('_', ' ')} doesn't trigger: the keyword came later than February 2007 "
                           "and the 2007 rules don't have it.")
                continue
            _trigger(game, src, controller, ab, data)
    from .graveyard_triggers import fire_from_graveyards
    fire_from_graveyards(game, event, data)  # abilities that work from a graveyard (402.8g / 113.6m)
    from .emblems import fire_triggers as fire_emblem_triggers
    fire_emblem_triggers(game, event, data)  # an emblem's triggered abilities, in the command zone (2026 114.4)


def _historic_before_2007(game, src, trig: dict, data: dict) -> bool:
    """ "Whenever you cast a historic spell" under the 2007 rules, which have no such word
    (2026 700.6): the spell would be historic, and the log says why it doesn't trigger."""
    from .spell_filters import later_than_2007
    if not later_than_2007(game, trig):
        return False
    emit(game, f"{display(game, src)}'s ability doesn't trigger: \"historic\" came later than February 2007 "
               "and the 2007 rules don't have it.")
    return True


def _trigger(game, src, controller: int, ab: dict, data: dict, extra_cites: tuple = ()) -> None:
    name = display(game, src)
    cond = ab.get("if")
    text = ab.get("text", "")
    if cond and not check_condition(game, cond, controller, src.id):
        emit(game, f"{name}'s ability does not trigger: the condition ({condition_text(cond, game.words)}) is false.",
             ("intervening_if", f"the intervening \"if\" is checked when the trigger event occurs, and {condition_text(cond, game.words)} is false"))
        return
    from .trigger_limits import already_triggered, note as note_trigger
    if already_triggered(game, src, ab):  # "This ability triggers only once each turn." (the card's words)
        return
    note_trigger(game, src, ab)
    extra = ()
    if data.get("obj") is not None:
        extra = (("event_object", TargetRef("object", data["obj"].id, data["obj"].zcc)),)
    from .damage_to_you import is_to_you, source_ref, CITE as TO_YOU_CITE
    if "amount" in data and is_to_you(ab):  # "Whenever a creature deals damage to you, destroy it": the source (damage_to_you.py)
        extra += (("it", source_ref(data)), ("damage_dealt", data["amount"]))
        extra_cites = tuple(extra_cites) + (TO_YOU_CITE,)
    elif "amount" in data:  # a damage trigger: "that creature" and "that much"
        extra += (("it", data["it"]), ("damage_dealt", data["amount"]))
        from .combat_damage_dealers import noted_dealer  # "put a +1/+1 counter on it": the creature that dealt it
        extra += noted_dealer(data)
    if "active" in data:  # a step's trigger: "that player" is the player whose step it is
        extra += (("it", TargetRef("player", game.players[data["active"]].name, 0)),)
    if ab.get("trigger", {}).get("event") == "draws_card":  # "that player" is the player who drew (draw_triggers.py)
        extra += (("it", TargetRef("player", game.players[data["player"]].name, 0)),)
    if "gained" in data:  # a life gain trigger: "that much" (119.9)
        extra += (("life_gained", data["gained"]),)
    if "mana_spent" in data:  # increment: the amount of mana spent to cast the spell (increment.py)
        extra += (("mana_spent", data["mana_spent"]),)
    if data.get("spell_item") is not None:  # a cast trigger's "that spell", as it is on the stack (copy_triggers.py)
        extra += (("event_spell", data["spell_item"]),)
    from .cast_spell_values import noted as cast_spell_noted
    extra += cast_spell_noted(ab, data)  # "that spell's mana value", as the spell became cast (cast_spell_values.py)
    if "item" in data:  # a "becomes the target" trigger: "that spell or ability" (ward.py)
        extra += (("targeting", data["item"]),)
    from .trigger_players import noted as players_named
    players, player_cites = players_named(game, ab, data)  # "that player" of a cast or discard; "defending player"
    extra += players
    extra_cites = tuple(extra_cites) + player_cites
    extra += (("ability", ab),)  # "this ability", for an effect that gives it to a copy (503.9)
    game.pending = game.pending + (PendingTrigger(
        controller, src.id, src.zcc, name, text, tuple(ab.get("effect", ())),
        tuple(ab.get("targets", ())), cond, extra),)
    reasons = [("trigger_condition", "its trigger condition (\"when\", \"whenever\" or \"at\") was met"),
               ("trigger_waits_for_priority", f"{name}'s ability triggered; it waits until a player would receive priority")]
    ev = ab.get("trigger", {}).get("event")
    if ev == "comes_into_play":
        reasons.append(("comes_into_play_trigger", f"a permanent entered {game.words.in_play_zone}"))
    elif ev == "chapter":  # 2026 714.2b
        reasons.append(("chapter_ability", "lore counters were put on the Saga and their number reached the chapter's"))
    elif ev == "leaves_play":
        reasons.append(("leaves_play_trigger", f"a permanent left {game.words.in_play_zone}"))
        reasons.append(("leaves_play_looks_back", f"a {game.words.leaves_play_adj} ability looks back in time: the game sees the permanent as it last existed {game.words.in_play}"))
    elif ev == "dies" and not data["last"].is_creature:  # "When this artifact is put into a graveyard from the battlefield"
        reasons.append(("leaves_play_trigger", f"a permanent was put into a graveyard from {game.words.in_play_zone}: a {game.words.leaves_play_adj} ability"))
        reasons.append(("leaves_play_looks_back", f"a {game.words.leaves_play_adj} ability looks back in time: the game sees the permanent as it last existed {game.words.in_play}"))
    elif ev == "dies":
        # an Aura's "When this Aura is put into a graveyard from the battlefield" is the same event for a noncreature
        what = "permanent" if data.get("last") is not None and not data["last"].is_creature else "creature"
        reasons.append(("dies_trigger", f"a {what} was put into a graveyard from {game.words.in_play_zone}: a {game.words.leaves_play_adj} ability"))
        reasons.append(("leaves_play_looks_back", f"a {game.words.leaves_play_adj} ability looks back in time: the game sees the {what} as it last existed {game.words.in_play}"))
        if game.rules.applies("dies"):
            reasons.append(("dies", "\"dies\" means put into a graveyard from the battlefield"))
    elif ev == "gain_life":
        reasons.append(("gain_life_trigger", "a player gained life (more than 0): a life gain event"))
    elif ev == "beginning_of_step":
        reasons.append(("beginning_of_step_triggers", "\"at the beginning of\" abilities trigger as the step begins"))
    elif ev == "plays_spell" and data.get("copied"):  # copy_triggers.py
        from .copy_triggers import cites as copy_cites
        reasons += copy_cites(game, data)
    elif ev == "plays_spell":
        reasons.append(("spell_becomes_played", f"abilities that trigger on a spell being {game.words.cast_past} trigger once it has become {game.words.cast_past}"))
        from .spell_filters import cites as spell_kind_cites
        reasons += spell_kind_cites(game, ab.get("trigger", {}), data)
        from .cast_spell_turns import cites as turn_cites
        reasons += turn_cites(game, ab.get("trigger", {}), data)  # "during your turn", "if it's not their turn"
        if "spell_is" in ab.get("trigger", {}):
            from .cast_filters import cites as cast_filter_cites
            reasons += cast_filter_cites(game, ab["trigger"]["spell_is"], data, src)
    elif ev == "draws_card":
        from .draw_triggers import cites as draw_cites
        reasons += draw_cites(game, data)
    elif ev in ("scries", "surveils"):
        from .scry_triggers import cites as scry_cites
        reasons += scry_cites(game, ev, data)
    elif ev == "expends":
        from .expend import cites as expend_cites
        reasons += expend_cites(game, ab.get("trigger", {}), data)
    elif ev == "commits_crime":
        from .crimes import cites as crime_cites
        reasons += crime_cites(game, data)
    elif ev == "sacrifices":
        from .sacrifice_triggers import cites as sacrifice_cites
        reasons += sacrifice_cites(game, data)
    elif ev in ("discards", "cycles"):
        from .discard_triggers import cites as discard_cites
        reasons += discard_cites(game, ev, data, ab.get("trigger", {}))
    elif ev == "player_attacked":
        from .player_auras import attacked_cites
        reasons += attacked_cites(game, data)
    elif ev in ("attacks", "attacks_alone", "you_attack"):
        reasons.append(("attacks_trigger", "abilities that trigger on attacking trigger as the attackers are declared"))
        if ev == "you_attack" and game.rules.applies("you_attack_trigger"):
            reasons.append(("you_attack_trigger", f"one or more creatures {game.players[controller].name} controls were declared as attackers"))
        if ev == "you_attack" and "attackers_at_least" in ab.get("trigger", {}):
            reasons.append(("trigger_condition", f"{data.get('attackers')} creatures attacked, {ab['trigger']['attackers_at_least']} or more"))
        if ev == "attacks" and "attackers_at_least" in ab.get("trigger", {}):
            reasons.append(("trigger_condition", f"{len(game.combat_declared)} creatures attacked, it and "
                                                 f"{ab['trigger']['attackers_at_least'] - 1} or more others"))
        if ev == "attacks_alone" and game.rules.applies("attacks_alone"):
            reasons.append(("attacks_alone", f"{display(game, data['obj'])} is the only creature declared as an attacker"))
    elif ev == "becomes_target":
        from .ward import cites as becomes_target_cites
        reasons += becomes_target_cites(game, data)
    elif ev == "blocks_a_creature":
        reasons.append(("blocks_a_creature_trigger", "it triggers once for each attacking creature the creature blocks"))
    elif ev == "blocks":
        reasons.append(("blocks_trigger", "abilities that trigger on a creature blocking trigger as it is declared as a blocker"))
    elif ev == "becomes_tapped" and game.rules.applies("becomes_trigger"):
        reasons.append(("becomes_trigger", "a \"becomes tapped\" ability triggers only when the permanent becomes tapped, not when it enters tapped"))
    elif ev == "becomes_untapped" and game.rules.applies("becomes_trigger"):
        reasons.append(("becomes_trigger", "a \"becomes untapped\" ability triggers only when the permanent becomes untapped, not when it enters untapped"))
    elif ev == "attacks_unblocked":
        reasons.append(("unblocked_trigger", "it is an attacking creature no creature was declared to block: an unblocked creature"))
    elif ev in ("becomes_blocked", "becomes_blocked_by"):
        reasons.append(("becomes_blocked_trigger", "abilities that trigger on a creature becoming blocked trigger as blockers are declared"))
        if ev == "becomes_blocked_by" and game.rules.applies("becomes_blocked_by_trigger"):
            reasons.append(("becomes_blocked_by_trigger", "it triggers once for each creature that blocks it"))
    elif ev in ("deals_damage", "dealt_damage") and game.rules.applies("damage_trigger") and data.get("combat"):
        reasons.append(("damage_trigger", "abilities that triggered on damage being dealt go on the stack before the active player gets priority"))
    if data.get("whole_event"):  # damage_events.py: one trigger for all the damage dealt at once
        reasons.append(("trigger_once_per_event", f"{data['amount']} damage dealt at the same time is one event, so it triggers once"))
    if ev == "cards_leave_graveyard":  # graveyard_leaving.py: one trigger for all the cards that left at once
        n = len(data["cards"])
        reasons.append(("trigger_once_per_event", f"{n} card{'s' if n != 1 else ''} left the graveyard at the same time: one event, so it triggers once"))
    if ab.get("trigger", {}).get("saddled"):
        reasons.append(("saddled", f"{display(game, data['obj'])} attacked while saddled"))
    kw = ab.get("keyword")
    if kw:
        reasons.append((kw, f"{kw.replace('_', ' ')} is a triggered ability: \"{ab.get('text', kw).split('(', 1)[-1].rstrip(')')}\""))
    if cond:
        reasons.append(("intervening_if", f"{condition_text(cond, game.words)} when it triggers; it will be checked again on resolution"))
    reasons.extend(extra_cites)
    emit(game, f"{name}'s ability triggers: \"{text}\"", *reasons)


def take_delayed_watching(game, at: str, obj, was_zcc: int) -> list:
    """The delayed triggered abilities of kind `at` that watch `obj` as it was (`was_zcc`), taken out of the game:
    they trigger once and then no longer exist (2007 404.4b; 2026 603.7b). Earthbend's "When that land dies"
    and "When that creature dies this turn" use it."""
    fired = [d for d in game.delayed if d.at == at and d.refers_to is not None and (d.refers_to.id, d.refers_to.zcc) == (obj.id, was_zcc)]
    if fired:
        game.delayed = tuple(d for d in game.delayed if d not in fired)
    return fired


def trigger_delayed(game, at: str) -> None:
    """Delayed triggered abilities whose moment has come trigger (404.4)."""
    keep = []
    fired = []
    from .rebound import due
    for d in game.delayed:
        if d.at == at or (at == "next_upkeep" and due(game, d)) \
                or (at == "next_upkeep" and d.at == "your_next_upkeep" and d.controller == game.active):
            # rebound: "your next upkeep" (702.88a); the Pacts' "At the beginning of your next upkeep" (oracle/pacts.py)
            fired.append(d)
            if d.duration:
                keep.append(d)
        else:
            keep.append(d)
    if not fired:
        return
    game.delayed = tuple(keep)
    for d in fired:
        from .end_of_combat import cites as end_of_combat_cites  # "at end of combat" (2007 311.1; 2026 511.2)
        game.pending = game.pending + (PendingTrigger(
            d.controller, d.source_id, -1, d.name, d.text, d.effect, (), None,
            ((("it", d.refers_to),) if d.refers_to else ()) + ((("them", d.refers_to_all),) if d.refers_to_all else ()), d.refers_to),)
        reasons = [("delayed_trigger_exists_once_created", f"the delayed ability was created earlier by {d.name} and triggers now")]
        if not d.duration:
            reasons.append(("delayed_trigger_once", "it triggers only once, the next time its trigger event occurs"))
        reasons += end_of_combat_cites(game, at)
        emit(game, f"The delayed triggered ability from {d.name} triggers: \"{d.text}\"", *reasons)


def _choose_targets(game, pt: PendingTrigger):
    """Targets for a trigger as it goes on the stack (410.4): those the
    scenario chose for this source, else the first legal ones in a fixed order
    (opponents' objects first), so runs are deterministic."""
    from .graveyard_cards_shuffled import outside
    from .same_controller import split_controllers
    from .targets import mixed_graveyards, one_word, ref_for, up_to
    chosen = dict(game.extra_trigger_targets).get(pt.source_id)
    if chosen and isinstance(chosen[0], (list, tuple)):  # one list for each of the source's triggered abilities, in stack order
        chosen = chosen[0]
    refs = []
    for i, spec in enumerate(pt.target_specs):
        ref = None
        # "up to N target ...": the targets of that one word "target" differ (115.3 / 409.1c)
        taken = {(r.kind, r.id) for s, r in zip(pt.target_specs, refs) if one_word(s)} if one_word(spec) else set()
        if chosen is not None and i >= len(chosen) and up_to(spec):
            break  # fewer announced than "up to N" allows (601.2c / 409.1c)
        if chosen and i < len(chosen):
            cand = ref_for(game, chosen[i])
            why = (f'no object or player "{chosen[i]}"' if cand is None
                   else "it is already a target of the same word \"target\"" if (cand.kind, cand.id) in taken
                   else "the targets must be cards from a single graveyard"
                   if mixed_graveyards(game, pt.target_specs[:i + 1], (*refs, cand)) is not None
                   else "the targets must be controlled by the same player"
                   if split_controllers(game, pt.target_specs[:i + 1], (*refs, cand)) is not None
                   else "the card must be in the graveyard of the player target"
                   if outside(game, pt.target_specs[:i + 1], (*refs, cand)) is not None
                   else why_illegal(game, spec, cand, source_id=pt.source_id, controller=pt.controller))
            if why is not None:  # the scenario named it: never swapped for another silently (603.3d / 410.4)
                from .errors import IllegalAction
                raise IllegalAction("choose_targets", f"trigger_targets.{pt.source_id}[{i}] can't be chosen for "
                                                      f"{name_of(game, pt.source_id)}'s triggered ability: {why}")
            ref = cand
        if ref is None:
            for cand in _candidates(game, pt.controller):
                if (cand.kind, cand.id) not in taken and \
                        why_illegal(game, spec, cand, source_id=pt.source_id, controller=pt.controller) is None and \
                        mixed_graveyards(game, pt.target_specs[:i + 1], (*refs, cand)) is None and \
                        split_controllers(game, pt.target_specs[:i + 1], (*refs, cand)) is None and \
                        outside(game, pt.target_specs[:i + 1], (*refs, cand)) is None:
                    ref = cand
                    break
        if ref is None:
            if up_to(spec):
                break  # "up to": zero or more of them (115.6 / 415.4)
            return None
        refs.append(ref)
    return tuple(refs)


def _next_list_of_targets(game, source_id: str) -> None:
    """A source given one list of targets for each of its triggered abilities (`trigger_targets: {"id": [[...],
    [...]]}`, Hag Hedge-Mage's two enters abilities): the next ability it puts on the stack takes the next list."""
    named = dict(game.extra_trigger_targets).get(source_id)
    if named and isinstance(named[0], (list, tuple)):
        game.extra_trigger_targets = tuple((k, v[1:] if k == source_id else v) for k, v in game.extra_trigger_targets
                                           if not (k == source_id and len(v) == 1))


def _can_target(game, pt) -> bool:
    """Whether the targets of a (probe) trigger can be chosen, whatever the action named for it."""
    named = game.extra_trigger_targets
    game.extra_trigger_targets = tuple((k, v) for k, v in named if k != pt.source_id)
    try:
        return _choose_targets(game, pt) is not None
    finally:
        game.extra_trigger_targets = named


def _candidates(game, controller: int):
    """The default targets of a trigger the scenario named none for, in the order tried: the opponents'
    permanents, the opponents, the controller's own permanents, cards in graveyards, the controller last
    ("any target" hits an opponent before its own controller's creature)."""
    opponents = [p.index for p in game.opponents(controller)]
    order = opponents + [controller]
    for pi in opponents:
        for obj in game.in_play(pi):
            yield TargetRef("object", obj.id, obj.zcc)
    for pi in opponents:
        yield TargetRef("player", game.players[pi].name, 0)
    for obj in game.in_play(controller):
        yield TargetRef("object", obj.id, obj.zcc)
    for pi in order:  # cards in graveyards, for a target filter's "card from your graveyard"
        for oid in game.zones[(pi, "graveyard")]:
            yield TargetRef("object", oid, game.objects[oid].zcc)
    yield TargetRef("player", game.players[controller].name, 0)


def _in_chosen_order(game, mine: list) -> tuple[list, bool]:
    """A player's triggers in the order the action chose by source (`trigger_order`),
    the others after them in the order they triggered; and whether a choice applied."""
    from .alternative_costs import order_key  # "[id]:evoke" names an evoke trigger (702.74a)
    chosen = game.trigger_order
    if not chosen or len(mine) < 2 or not any(pt.source_id in chosen or order_key(pt) in chosen for pt in mine):
        return mine, False
    rank = {source: i for i, source in reversed(list(enumerate(chosen)))}
    return sorted(mine, key=lambda pt: rank.get(order_key(pt), rank.get(pt.source_id, len(chosen)))), True


def put_triggers_on_stack(game) -> bool:
    """410.3: each player, in APNAP order, puts the triggered abilities he or
    she controls on the stack, in the order they choose (the action's
    `trigger_order`), else in the order they triggered."""
    pending = game.pending
    if not pending:
        return False
    game.pending = ()
    for pi in game.apnap():
        mine, ordered = _in_chosen_order(game, [pt for pt in pending if pt.controller == pi])
        for pt in mine:
            targets = ()
            ab = dict(pt.data).get("ability")
            if ab is not None and ab.get("modes"):  # 603.3c / 410.4: the modes are chosen as it goes on the stack
                from .modes import choose_for_trigger
                pt = choose_for_trigger(game, pt, ab, lambda probe: _can_target(game, probe))
                if pt is None:
                    continue
            named = pt.source_id in dict(game.extra_trigger_targets)
            if pt.target_specs:
                targets = _choose_targets(game, pt)
                _next_list_of_targets(game, pt.source_id)
                if targets is None:
                    emit(game, f"{pt.name}'s triggered ability has no legal target and is removed from the stack.",
                         ("trigger_no_legal_target_removed", "no legal choice of target can be made"))
                    continue
            item = StackItem(
                id=game.new_id("t"), kind="triggered", controller=pi, name=pt.name, text=pt.text,
                source_id=pt.source_id, source_zcc=pt.source_zcc, effect=pt.effect, targets=targets,
                target_specs=pt.target_specs, condition=pt.condition,
                data=pt.data + ((("delayed_refers", pt.delayed_refers),) if pt.delayed_refers else ()),
            )
            game.push(item)
            tgt = f" targeting {', '.join(ref_display(game, r) for r in targets)}" if targets else ""
            if targets and not named:
                tgt += " (no trigger_targets was given for it: the first legal target, an opponent's permanents and the opponents first)"
            from .targets import up_to_cites
            emit(game, f"{pt.name}'s triggered ability ({game.players[pi].name}'s) goes on the stack{tgt}.",
                 *up_to_cites(pt.target_specs, targets),
                 ("triggers_put_on_stack_before_priority", "triggered abilities go on the stack before a player receives priority"),
                 ("triggers_apnap", "active player's triggers go on the stack first, then each other player's in turn order"
                  + (f"; {game.players[pi].name} chose the order of their own" if ordered else "")),
                 ("apnap_order", "APNAP: the active player first, then the others in turn order"),
                 ("triggered_controller", f"it is controlled by {game.players[pi].name}, who controlled its source when it triggered"))
            if targets:  # 603.3d: its targets chosen as it goes on the stack (ward.py)
                from .ward import became_targets
                became_targets(game, item.id, pi, targets, spell=False)
                from .crimes import note as crime
                crime(game, pi, targets)  # 2026 700.13
    return True


def _is_the_creature(trig: dict, source, creature) -> bool:
    """The creature a "blocks a creature" / "becomes blocked by a creature" trigger watches: the source itself, or
    with `who` "equipped" / "enchanted" the creature the source is attached to as it blocks or becomes blocked
    ("Whenever equipped creature blocks or becomes blocked by a creature", Barrow-Blade; 2026 509.3b, 509.3d)."""
    if trig.get("who") in ("equipped", "enchanted"):
        return source.attached_to == creature.id and source.attached_zcc == creature.zcc
    return creature.id == source.id
