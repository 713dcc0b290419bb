"""Intervening "if" conditions (2007 404.3; 2026 603.4: checked as the trigger event occurs and again
as the ability resolves) about the creatures and lands on the battlefield and the life gained or lost
this turn, each read for the ability's controller ("you"):

- `{"you_control_power_at_least": 4}`: "if you control a creature with power 4 or greater" (the
  ability word Ferocious names it): a creature its controller controls has that power or more now;
- `{"creatures_with_different_powers_at_least": 3}`: Coven's "if you control three or more creatures
  with different powers": the number of different powers among the creatures its controller controls;
- `{"your_creatures_total_power_at_least": 8}`: Formidable's "if creatures you control have total
  power 8 or greater": the sum of their powers as they are (a negative power lowers it);
- `{"lands_you_control_at_least": 5}`: "if you control five or more lands";
- `{"opponent_controls_more_lands": true}`: "if an opponent controls more lands than you" (Land Tax):
  some opponent still in the game controls more lands than its controller;
- `{"you_gained_life_this_turn": true}`: "if you gained life this turn": its controller gained life
  (a life gain event of 1 or more, life_and_draws.gain_life, whatever made it) this turn; the engine
  notes it as the life is gained and forgets it as a new turn begins (a scenario's player may say
  `"gained_life_this_turn": true` for a gain earlier in the turn);
- `{"opponent_lost_life_this_turn": true}`: "if an opponent lost life this turn": some opponent's life
  total went down this turn (damage, paying or losing life: the player's `lost_life_this_turn`, as
  spectacle reads it; `"lost_life_this_turn": true` for a loss earlier in the turn);
- `{"you_gained_or_lost_life_this_turn": true}` / `{"you_gained_and_lost_life_this_turn": true}`: "if you gained or
  lost life this turn" (either happened) / "if you gained and lost life this turn" (both did);
- `{"other_creatures_you_control_at_least": 2}` / `{"you_control_another_power_at_least": 4}`: "if you control two
  or more other creatures" / "if you control another creature with power 4 or greater": the ability's source
  itself left out;
- `{"you_control_a_kind": "Wizard"}`: "if you control a Wizard" / "an artifact" / "an Equipment": a permanent its
  controller controls has that card type or subtype (a changeling has every creature type);
- `{"you_control_kind_at_least": {"kind": "Artifact", "count": 3}}`: "if you control three or more artifacts" /
  "Deserts": the permanents its controller controls with that card type or subtype;
- `{"creature_with_plus_counter": true}`: "if you control a creature with a +1/+1 counter on it";
- `{"you_control_a_color_permanent": "black"}`: "if you control a black permanent" (its color now);
- `{"creature_cards_in_your_graveyard_at_least": 3}`: "if there are three or more creature cards in your graveyard";
- `{"attacked_with_total_power_at_least": 6}`: pack tactics's "if you attacked with creatures with total
  power 6 or greater this combat": its controller is the active player, attackers were declared this
  combat, and their total power as they were declared (noted then: a later change of power, or an
  attacker leaving combat, doesn't change it; a creature put onto the battlefield attacking was never
  declared) is that much or more. A scenario starting after attackers were declared counts the powers
  its attacking creatures have as it starts.
- `{"opponent_poison_at_least": 3}`: corrupted's "if an opponent has three or more poison counters": some
  opponent still in the game has that many poison counters or more.
- `{"spells_you_cast_this_turn_at_least": 2}`: "if you've cast two or more spells this turn" (Loan Shark; "Activate only
  if ...", Xerex Strobe-Knight): the spells its controller has cast this turn, each counted as it became cast (2026
  601.2i; 2007 409.1i "played"), however it was cast; a copy is not cast. A scenario starting mid-turn says how many
  with the player's `spells_cast_this_turn`.
- `{"you_control_your_commander": true}`: Lieutenant's "if you control your commander": a permanent its controller
  controls is their own commander (a player's `commander`, 2026 903.3d; commander.py); refused under 2007;
- `{"you_control_a_commander": true}`: "if you control a commander": a permanent its controller controls is a
  commander, theirs or another player's (903.3d); refused under 2007;
- `{"you_control_another_kind": "Zombie"}`: "unless you control another Zombie" / "another artifact": a permanent
  its controller controls, other than the ability's source, has that card type or subtype.
- `{"active_player_hand_at_least": 5}` / `{"active_player_life_at_most": 5}`: "At the beginning of each opponent's upkeep,
  if that player has five or more cards in hand" (Misers' Cage) / "At the beginning of each player's end step, if that
  player has 5 or less life" (Razor Pendulum): the player whose step it is (the active player), not its controller.
- `{"you_control_no_untapped_lands": true}`: "if you control no untapped lands" (Well of Discovery): no land its
  controller controls is untapped (it may control no lands at all);
- `{"your_hand_at_most": 3}`: "if you have three or fewer cards in hand" (Scalding Tongs): the cards in its controller's hand;
- `{"you_control_permanents_at_least": 7}`: "if you control seven or more permanents" (Complex Automaton): every
  permanent its controller controls, the source too;
- `{"opponents_control_no_creatures": true}`: "if your opponents control no creatures" (Kezzerdrix): no opponent still
  in the game controls a creature.
- `{"creatures_on_battlefield_at_least": 4}` / `{"lands_on_battlefield_at_least": 7}`: "if there are four or more
  creatures / seven or more lands on the battlefield" (Planar Collapse, Impending Disaster): every player's;
- `{"no_kind_on_battlefield": "Zombie"}`: "if there are no Zombies on the battlefield" (Sarcomancy): no permanent of any
  player has that card type or subtype (a changeling has every creature type).
- `{"source_has_no_counters": "charge"}`: "if this enchantment has no charge counters on it" (Mana Bloom), "if there are
  no arrowhead counters on this artifact" (Serrated Arrows): the ability's source, on the battlefield as the object it is
  now, has no counter of that kind (a lowercase word); false once it has left the battlefield.
- `{"source_had_no_time_counters": true}`: "When this creature dies, if it had no time counters on it" (Deadly
  Grub): the ability's source had none as it last left the battlefield (its last known information), read
  by time_counters.py.

triggers.check_condition and condition_text ask this module; the loader asks `problems`. A static ability's
`"while": {"you_gained_life_this_turn": true}` is infusion's "as long as you gained life this turn"
(continuous.condition_holds), applied again as the life is gained and as the next turn begins."""
from __future__ import annotations

import re

from .continuous import characteristics, types_now

#: the conditions' keys, each with its kind ("count": a whole number; "true": only true)
KINDS = {"you_control_power_at_least": "count", "creatures_with_different_powers_at_least": "count",
         "your_creatures_total_power_at_least": "count", "lands_you_control_at_least": "count",
         "opponent_controls_more_lands": "true", "you_gained_life_this_turn": "true", "opponent_lost_life_this_turn": "true"}
KINDS["attacked_with_total_power_at_least"] = "count"  # pack tactics
KINDS["you_gained_or_lost_life_this_turn"] = "true"  # "if you gained or lost life this turn"
KINDS["you_gained_and_lost_life_this_turn"] = "true"  # "if you gained and lost life this turn"
KINDS["other_creatures_you_control_at_least"] = "count"  # "if you control two or more other creatures"
KINDS["you_control_another_power_at_least"] = "count"  # "if you control another creature with power 4 or greater"
KINDS["you_control_a_kind"] = "kind"  # "if you control a Wizard / an artifact": a card type or a subtype
KINDS["you_control_a_color_permanent"] = "color"  # "if you control a black permanent"
KINDS["creature_cards_in_your_graveyard_at_least"] = "count"  # "if there are three or more creature cards in your graveyard"
COLORS = ("white", "blue", "black", "red", "green")
KINDS["creature_with_plus_counter"] = "true"  # "if you control a creature with a +1/+1 counter on it"
KINDS["you_control_kind_at_least"] = "kind_count"  # "if you control three or more artifacts / Deserts": {"kind", "count"}
KINDS["opponent_poison_at_least"] = "count"  # corrupted's "if an opponent has three or more poison counters"
KINDS["source_had_no_time_counters"] = "true"  # "When this creature dies, if it had no time counters on it" (time_counters.py)
KINDS["you_control_your_commander"] = "true"  # Lieutenant's "if you control your commander" (2026 903.3d; commander.py)
KINDS["you_control_a_commander"] = "true"  # "if you control a commander": any player's (2026 903.3d; commander.py)
KINDS["you_control_another_kind"] = "kind"  # "unless you control another Zombie": a permanent of that type or subtype, not the source
KINDS["spells_you_cast_this_turn_at_least"] = "count"  # "if you've cast two or more spells this turn": each spell its controller cast
#: the werewolves' "if no spells were cast last turn" / "if a player cast two or more spells last turn": every player's
#: `spells_cast_last_turn`, the count of the turn before this one (a scenario's player may give it)
KINDS["no_spells_cast_last_turn"] = "true"
KINDS["a_player_cast_last_turn_at_least"] = "count"
KINDS["a_player_has_the_most"] = "measure"  # "if a player has more life than each other player" (control_to_the_most.py)
#: Urza's Mine's "if you control an Urza's Power-Plant and an Urza's Tower": `["Power-Plant", "Tower"]`, for each a permanent its
#: controller controls with the land types Urza's and that one (2007 212.6c; 2026 205.3i: each a land type of its own)
KINDS["you_control_urzas"] = "urzas"
KINDS["tapped_creatures_you_control_at_least"] = "count"  # "if you control two or more tapped creatures" (end_step_conditions.py)
KINDS["source_dealt_damage_to_opponent_this_turn"] = "true"  # "if this creature dealt damage to an opponent this turn" (end_step_conditions.py)
KINDS["source_was_not_kicked"] = "true"  # "if this creature wasn't kicked" (end_step_conditions.py)
KINDS["creature_died_under_your_control_this_turn"] = "true"  # "if a creature died under your control this turn" (end_step_conditions.py)
KINDS["you_descended_this_turn"] = "true"  # "if you descended this turn" (2026 700.11; descended.py)
KINDS["creatures_you_control_exactly"] = "count"  # "if you control exactly one creature" (end_step_conditions.py)
KINDS["active_player_cast_no_spell_this_turn"] = "true"  # "if that player didn't cast a spell this turn": whose step it is
#: "if that player has five or more cards in hand" / "if that player has 5 or less life" at the beginning of each player's
#: (each opponent's) step: the player whose step it is (active_player_conditions in rulings/oracle)
KINDS["active_player_hand_at_least"] = "count"
KINDS["active_player_life_at_most"] = "count"
#: "if you control no untapped lands", "if you have three or fewer cards in hand", "if you control seven or more permanents",
#: "if your opponents control no creatures" (upkeep_board_conditions in rulings/oracle)
KINDS["you_control_no_untapped_lands"] = "true"
KINDS["your_hand_at_most"] = "count"
KINDS["you_control_permanents_at_least"] = "count"
KINDS["opponents_control_no_creatures"] = "true"
KINDS["creatures_on_battlefield_at_least"] = "count"  # "if there are four or more creatures on the battlefield"
KINDS["lands_on_battlefield_at_least"] = "count"  # "if there are seven or more lands on the battlefield"
KINDS["no_kind_on_battlefield"] = "kind"  # "if there are no Zombies on the battlefield"
KINDS["source_has_no_counters"] = "counter"  # "if this enchantment has no charge counters on it": a counter's kind
COUNTER_WORD = r"[a-z][a-z-]*"
KINDS["you_didnt_lose_life_this_turn"] = "true"  # "if you didn't lose life this turn" (end_step_conditions.py)
KINDS["you_control_no_kind"] = "kind"  # "if you control no Demons": no permanent of that subtype (end_step_conditions.py)
KINDS["void"] = "true"  # void's "if a nonland permanent left the battlefield this turn or a spell was warped this turn" (void_condition.py)
#: "if you control a black or red permanent" / "if you control a black permanent and a red permanent" (color_pair_conditions.py)
KINDS["you_control_either_color_permanent"] = "colors"
KINDS["you_control_each_color_permanent"] = "colors"
#: "if you control the creature with the greatest power or tied for the greatest power" (greatest_power_conditions.py)
KINDS["you_control_greatest_power"] = "true"
#: "if you lost life last turn" / "if an opponent lost life last turn" (lost_life_last_turn.py)
KINDS["you_lost_life_last_turn"] = "true"
KINDS["opponent_lost_life_last_turn"] = "true"
URZAS = ("Mine", "Power-Plant", "Tower")
KEYS = tuple(KINDS)
_CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")
COUNT_RANGE = (1, 100)
KIND_WORD = r"[A-Z][a-z]+"


def note_life_gained(game, player: int, amount: int = 1) -> None:
    """One entry per life point gained this turn ("if you gained 3 or more life this turn" counts them)."""
    first = player not in (game.gained_life_this_turn or ())
    game.gained_life_this_turn = tuple(game.gained_life_this_turn or ()) + (player,) * max(1, amount)
    if first:
        game.characteristics_changed()  # infusion's "as long as you gained life this turn" (a static's condition)


def forget_life_gained(game) -> None:
    """As a new turn begins."""
    if game.gained_life_this_turn:
        game.gained_life_this_turn = ()
        game.characteristics_changed()


#: the conditions "[This creature] enters with a +1/+1 counter on it if ..." may have (a replacement effect on how
#: it enters, 2007 419.1b; 2026 614.1c, read for its controller as it enters): none reads the entering permanent
ENTERING_IF = ("opponent_lost_life_this_turn", "you_gained_life_this_turn", "opponent_controls_more_lands", "a_creature_died_this_turn")
ENTERING_IF += ("permanent_left_your_control_this_turn",)  # revolt: a permanent its controller controlled left earlier this turn
ENTERING_IF += ("spells_you_cast_this_turn_at_least",)  # Effortless Master: a creature spell cast counts itself, already cast as it enters


def entering_if_holds(game, obj, cond: dict, name: str) -> tuple[bool, tuple]:
    """(whether the condition holds as the permanent enters, the log line when it doesn't)."""
    from .triggers import check_condition, condition_text
    if check_condition(game, cond, obj.controller):
        return True, ()
    said = condition_text(cond, game.words).replace("its controller", "the controller")
    return False, (f"{name} {game.words.comes_into_play} without the counters: it isn't so that {said}.",
                   ("comes_into_play_with", f"its own ability: it {game.words.comes_into_play} with counters only if {said}"))


#: the conditions an instruction's `if_condition` may have ("If you control a creature with power 4 or greater, you
#: may draw a card."; "You gain 10 life if ..."): checked for the controller of the spell or ability as the
#: instruction is followed (2007 413.2b; 2026 608.2c), the instruction skipped when it doesn't hold
INSTRUCTION_IF = KEYS + ("a_creature_died_this_turn", "you_attacked_this_turn", "its_your_turn",
                          "card_types_in_your_graveyard_at_least", "permanent_left_your_control_this_turn",
                          "you_cast_noncreature_spell_this_turn", "life_gained_this_turn_at_least")
#: those that leave the ability's source out: only an ability's, of a permanent (not a spell's instruction)
NEEDS_SOURCE = ("other_creatures_you_control_at_least", "you_control_another_power_at_least")


def instruction_condition_holds(game, st: dict, ctx) -> bool:
    from .log import emit
    from .triggers import check_condition, condition_text
    cond = st["if_condition"]
    if check_condition(game, cond, ctx.controller, ctx.source_id):
        return True
    said = condition_text(cond, game.words).replace("its controller", "the controller of " + ctx.source_name)
    emit(game, f"{ctx.source_name}: it isn't so that {said}, so that instruction is not followed.",
         ("follow_instructions", "the instruction says to do it only if its condition holds as it is followed"))
    return False


def note_attack_power(game, attackers) -> None:
    game.attack_power_declared = sum(characteristics(game, o).power or 0 for o in attackers)


def gained_life_this_turn(game, player: int) -> bool:
    return player in (getattr(game, "gained_life_this_turn", ()) or ())


def _opponents(game, controller: int):
    return [p for p in game.players if p.index != controller and not p.lost]


def _lands(game, player: int) -> int:
    return sum(1 for o in game.in_play(player) if "Land" in types_now(game, o).types)


def _powers(game, controller: int, but: str | None = None) -> list[int]:
    chars = (characteristics(game, o) for o in game.in_play(controller) if o.id != but)
    return [c.power or 0 for c in chars if c.is_creature]


def holds(game, cond: dict, controller: int, source_id: str | None = None) -> bool:
    """`source_id`: the ability's source, which "another" / "other" leave out."""
    if "you_control_power_at_least" in cond and not any(p >= cond["you_control_power_at_least"] for p in _powers(game, controller)):
        return False
    if "creatures_with_different_powers_at_least" in cond and \
            len(set(_powers(game, controller))) < cond["creatures_with_different_powers_at_least"]:
        return False
    if "your_creatures_total_power_at_least" in cond and sum(_powers(game, controller)) < cond["your_creatures_total_power_at_least"]:
        return False
    if "lands_you_control_at_least" in cond and _lands(game, controller) < cond["lands_you_control_at_least"]:
        return False
    if "opponent_controls_more_lands" in cond:
        mine = _lands(game, controller)
        if not any(_lands(game, p.index) > mine for p in _opponents(game, controller)):
            return False
    if "you_gained_life_this_turn" in cond and not gained_life_this_turn(game, controller):
        return False
    if "opponent_lost_life_this_turn" in cond and not any(p.lost_life_this_turn for p in _opponents(game, controller)):
        return False
    lost = game.players[controller].lost_life_this_turn
    if "you_gained_or_lost_life_this_turn" in cond and not (gained_life_this_turn(game, controller) or lost):
        return False
    if "you_gained_and_lost_life_this_turn" in cond and not (gained_life_this_turn(game, controller) and lost):
        return False
    if "other_creatures_you_control_at_least" in cond and \
            len(_powers(game, controller, source_id)) < cond["other_creatures_you_control_at_least"]:
        return False
    if "you_control_a_color_permanent" in cond and \
            not any(cond["you_control_a_color_permanent"] in types_now(game, o).colors for o in game.in_play(controller)):
        return False
    if "creature_cards_in_your_graveyard_at_least" in cond and sum(
            1 for oid in game.zones[(controller, "graveyard")] if "Creature" in game.objects[oid].card.get("types", ())) \
            < cond["creature_cards_in_your_graveyard_at_least"]:
        return False
    if "you_control_a_kind" in cond:
        from .continuous import _yours_of_type
        if not _yours_of_type(game, controller, cond["you_control_a_kind"]):
            return False
    if "creature_with_plus_counter" in cond and not any(
            o.counters.get("+1/+1", 0) > 0 and characteristics(game, o).is_creature for o in game.in_play(controller)):
        return False
    if "you_control_kind_at_least" in cond:
        from .continuous import _yours_of_type
        want = cond["you_control_kind_at_least"]
        if _yours_of_type(game, controller, want["kind"]) < want["count"]:
            return False
    if "you_control_another_power_at_least" in cond and \
            not any(p >= cond["you_control_another_power_at_least"] for p in _powers(game, controller, source_id)):
        return False
    if "attacked_with_total_power_at_least" in cond:
        if game.active != controller or not game.combat_declared or game.attack_power_declared < cond["attacked_with_total_power_at_least"]:
            return False
    if "opponent_poison_at_least" in cond and not any(p.poison >= cond["opponent_poison_at_least"] for p in _opponents(game, controller)):
        return False
    if "source_had_no_time_counters" in cond:
        from .time_counters import had_no_time_counters
        if not had_no_time_counters(game, source_id):
            return False
    if "you_control_your_commander" in cond:
        from .commander import controls_own_commander
        if not controls_own_commander(game, game.players[controller]):
            return False
    if "you_control_a_commander" in cond:
        from .commander import commanders_controlled
        if not commanders_controlled(game, game.players[controller]):
            return False
    if "you_control_another_kind" in cond and not _another_of_type(game, controller, cond["you_control_another_kind"], source_id):
        return False
    if "spells_you_cast_this_turn_at_least" in cond and \
            game.players[controller].spells_cast_this_turn < cond["spells_you_cast_this_turn_at_least"]:
        return False  # counted as each spell becomes cast (2026 601.2i; 2007 409.1i), from 0 as each turn begins
    if "no_spells_cast_last_turn" in cond and any(p.spells_cast_last_turn for p in game.players):
        return False  # any player's spell, counted as each became cast (2026 601.2i)
    if "a_player_cast_last_turn_at_least" in cond and \
            not any(p.spells_cast_last_turn >= cond["a_player_cast_last_turn_at_least"] for p in game.players):
        return False
    if "a_player_has_the_most" in cond:  # any player's, not only its controller's (control_to_the_most.py)
        from .control_to_the_most import holds as the_most_holds
        if not the_most_holds(game, cond):
            return False
    if "you_control_urzas" in cond and not all(
            any({"Urza's", kind} <= set(types_now(game, o).subtypes) for o in game.in_play(controller)) for kind in cond["you_control_urzas"]):
        return False
    if "tapped_creatures_you_control_at_least" in cond:  # end_step_conditions.py
        from .end_step_conditions import tapped_creatures
        if tapped_creatures(game, controller) < cond["tapped_creatures_you_control_at_least"]:
            return False
    if "source_dealt_damage_to_opponent_this_turn" in cond:  # end_step_conditions.py
        from .end_step_conditions import source_dealt_damage_to_opponent
        if not source_dealt_damage_to_opponent(game, controller, source_id):
            return False
    if "source_was_not_kicked" in cond:  # end_step_conditions.py
        from .end_step_conditions import source_was_not_kicked
        if not source_was_not_kicked(game, source_id):
            return False
    if "creature_died_under_your_control_this_turn" in cond:  # end_step_conditions.py
        from .end_step_conditions import creature_died_under_control
        if not creature_died_under_control(game, controller):
            return False
    if "you_descended_this_turn" in cond:  # descended.py
        from .descended import descended
        if not descended(game, controller):
            return False
    if "creatures_you_control_exactly" in cond and len(_powers(game, controller)) != cond["creatures_you_control_exactly"]:
        return False  # the creatures its controller controls, the source too
    if "active_player_cast_no_spell_this_turn" in cond and game.players[game.active].spells_cast_this_turn:
        return False  # each spell counted as it became cast (2026 601.2i; 2007 409.1i "played"), from 0 as each turn begins
    if "active_player_hand_at_least" in cond and len(game.zones[(game.active, "hand")]) < cond["active_player_hand_at_least"]:
        return False  # the cards in the hand of the player whose step it is
    if "active_player_life_at_most" in cond and game.players[game.active].life > cond["active_player_life_at_most"]:
        return False
    if "you_control_no_untapped_lands" in cond and any(
            not o.tapped and "Land" in types_now(game, o).types for o in game.in_play(controller)):
        return False
    if "your_hand_at_most" in cond and len(game.zones[(controller, "hand")]) > cond["your_hand_at_most"]:
        return False
    if "you_control_permanents_at_least" in cond and \
            sum(1 for _ in game.in_play(controller)) < cond["you_control_permanents_at_least"]:
        return False
    if "opponents_control_no_creatures" in cond and any(_powers(game, q.index) for q in _opponents(game, controller)):
        return False
    if "creatures_on_battlefield_at_least" in cond and \
            sum(1 for o in game.in_play() if characteristics(game, o).is_creature) < cond["creatures_on_battlefield_at_least"]:
        return False
    if "lands_on_battlefield_at_least" in cond and \
            sum(1 for o in game.in_play() if "Land" in types_now(game, o).types) < cond["lands_on_battlefield_at_least"]:
        return False
    if "no_kind_on_battlefield" in cond and any(
            cond["no_kind_on_battlefield"] in types_now(game, o).types or cond["no_kind_on_battlefield"] in types_now(game, o).subtypes
            for o in game.in_play()):
        return False
    if "source_has_no_counters" in cond:
        src = game.objects.get(source_id) if source_id else None
        if src is None or src.zone != "in_play" or src.counters.get(cond["source_has_no_counters"], 0) > 0:
            return False
    if "you_didnt_lose_life_this_turn" in cond and lost:
        return False  # its controller's life total didn't go down this turn (damage, paying or losing life)
    if "you_control_no_kind" in cond:
        from .continuous import _yours_of_type
        if _yours_of_type(game, controller, cond["you_control_no_kind"]):
            return False
    if "void" in cond:  # any player's permanent or spell, not only its controller's (void_condition.py)
        from .void_condition import holds as void_holds
        if not void_holds(game):
            return False
    if "you_control_either_color_permanent" in cond:  # color_pair_conditions.py
        from .color_pair_conditions import either
        if not either(game, controller, cond["you_control_either_color_permanent"]):
            return False
    if "you_control_each_color_permanent" in cond:  # color_pair_conditions.py
        from .color_pair_conditions import each
        if not each(game, controller, cond["you_control_each_color_permanent"]):
            return False
    if "you_control_greatest_power" in cond:  # greatest_power_conditions.py
        from .greatest_power_conditions import holds as greatest_holds
        if not greatest_holds(game, controller):
            return False
    if "you_lost_life_last_turn" in cond or "opponent_lost_life_last_turn" in cond:  # lost_life_last_turn.py
        from .lost_life_last_turn import opponent_lost, you_lost
        if "you_lost_life_last_turn" in cond and not you_lost(game, controller):
            return False
        if "opponent_lost_life_last_turn" in cond and not opponent_lost(game, controller):
            return False
    return True


def _another_of_type(game, controller: int, kind: str, source_id: str | None) -> bool:
    """ "you control another Zombie": a permanent `controller` controls with that card type or subtype,
    other than the source (a changeling has every creature type)."""
    for o in game.in_play(controller):
        t = types_now(game, o)
        if o.id != source_id and (kind in t.types or kind in t.subtypes):
            return True
    return False


def said(cond: dict, words) -> str | None:
    if "you_control_power_at_least" in cond:
        return f"its controller controls a creature with power {cond['you_control_power_at_least']} or greater"
    if "creatures_with_different_powers_at_least" in cond:
        return f"its controller controls {cond['creatures_with_different_powers_at_least']} or more creatures with different powers"
    if "your_creatures_total_power_at_least" in cond:
        return f"creatures its controller controls have total power {cond['your_creatures_total_power_at_least']} or greater"
    if "lands_you_control_at_least" in cond:
        return f"its controller controls {cond['lands_you_control_at_least']} or more lands"
    if "opponent_controls_more_lands" in cond:
        return "an opponent of its controller controls more lands than its controller"
    if "you_gained_life_this_turn" in cond:
        return "its controller gained life this turn"
    if "opponent_lost_life_this_turn" in cond:
        return "an opponent of its controller lost life this turn"
    if "you_gained_or_lost_life_this_turn" in cond:
        return "its controller gained or lost life this turn"
    if "you_gained_and_lost_life_this_turn" in cond:
        return "its controller gained and lost life this turn"
    if "other_creatures_you_control_at_least" in cond:
        return f"its controller controls {cond['other_creatures_you_control_at_least']} or more other creatures"
    if "you_control_a_color_permanent" in cond:
        return f"its controller controls a {cond['you_control_a_color_permanent']} permanent"
    if "creature_cards_in_your_graveyard_at_least" in cond:
        return f"there are {cond['creature_cards_in_your_graveyard_at_least']} or more creature cards in its controller's graveyard"
    if "creature_with_plus_counter" in cond:
        return "its controller controls a creature with a +1/+1 counter on it"
    if "you_control_kind_at_least" in cond:
        want = cond["you_control_kind_at_least"]
        return f"its controller controls {want['count']} or more permanents with the type {want['kind']}"
    if "you_control_a_kind" in cond:
        kind = cond["you_control_a_kind"]
        return f"its controller controls {'an' if kind[0] in 'AEIOU' else 'a'} {kind}"
    if "you_control_another_power_at_least" in cond:
        return f"its controller controls another creature with power {cond['you_control_another_power_at_least']} or greater"
    if "attacked_with_total_power_at_least" in cond:
        return f"its controller attacked with creatures with total power {cond['attacked_with_total_power_at_least']} or greater this combat"
    if "opponent_poison_at_least" in cond:
        return f"an opponent of its controller has {cond['opponent_poison_at_least']} or more poison counters"
    if "source_had_no_time_counters" in cond:
        return f"it had no time counters on it as it last existed {words.in_play}"
    if "you_control_your_commander" in cond:
        return "its controller controls their commander"
    if "you_control_a_commander" in cond:
        return "its controller controls a commander"
    if "you_control_another_kind" in cond:
        kind = cond["you_control_another_kind"]
        return f"its controller controls another {kind.lower() if kind in _CARD_TYPES else kind}"
    if "spells_you_cast_this_turn_at_least" in cond:
        return f"its controller has {words.cast_past} {cond['spells_you_cast_this_turn_at_least']} or more spells this turn"
    if "no_spells_cast_last_turn" in cond:
        return f"no spells were {words.cast_past} last turn"
    if "a_player_cast_last_turn_at_least" in cond:
        return f"a player {words.cast_past} {cond['a_player_cast_last_turn_at_least']} or more spells last turn"
    if "a_player_has_the_most" in cond:  # control_to_the_most.py
        from .control_to_the_most import said as the_most_said
        return the_most_said(cond)
    if "you_control_urzas" in cond:
        return "its controller controls " + " and ".join(f"an Urza's {kind}" for kind in cond["you_control_urzas"])
    if "tapped_creatures_you_control_at_least" in cond:
        return f"its controller controls {cond['tapped_creatures_you_control_at_least']} or more tapped creatures"
    if "source_dealt_damage_to_opponent_this_turn" in cond:
        return "the permanent dealt damage to an opponent of its controller this turn"
    if "source_was_not_kicked" in cond:
        return "it wasn't kicked"
    if "creature_died_under_your_control_this_turn" in cond:
        return "a creature its controller controlled died this turn"
    if "you_descended_this_turn" in cond:
        return "its controller descended this turn (a permanent card was put into their graveyard this turn)"
    if "creatures_you_control_exactly" in cond:
        n = cond["creatures_you_control_exactly"]
        return f"its controller controls exactly {n} creature{'' if n == 1 else 's'}"
    if "active_player_cast_no_spell_this_turn" in cond:
        return f"the player whose turn it is {words.cast_past} no spell this turn"
    if "active_player_hand_at_least" in cond:
        return f"the player whose turn it is has {cond['active_player_hand_at_least']} or more cards in hand"
    if "active_player_life_at_most" in cond:
        return f"the player whose turn it is has {cond['active_player_life_at_most']} or less life"
    if "you_control_no_untapped_lands" in cond:
        return "its controller controls no untapped lands"
    if "your_hand_at_most" in cond:
        return f"its controller has {cond['your_hand_at_most']} or fewer cards in hand"
    if "you_control_permanents_at_least" in cond:
        return f"its controller controls {cond['you_control_permanents_at_least']} or more permanents"
    if "opponents_control_no_creatures" in cond:
        return "its controller's opponents control no creatures"
    if "creatures_on_battlefield_at_least" in cond:
        return f"there are {cond['creatures_on_battlefield_at_least']} or more creatures {words.in_play}"
    if "lands_on_battlefield_at_least" in cond:
        return f"there are {cond['lands_on_battlefield_at_least']} or more lands {words.in_play}"
    if "no_kind_on_battlefield" in cond:
        kind = cond["no_kind_on_battlefield"]
        return f"there is no {kind.lower() if kind in _CARD_TYPES else kind} {words.in_play}"
    if "source_has_no_counters" in cond:
        return f"its source is {words.in_play} with no {cond['source_has_no_counters']} counters on it"
    if "you_didnt_lose_life_this_turn" in cond:
        return "its controller didn't lose life this turn"
    if "you_control_no_kind" in cond:
        return f"its controller controls no {cond['you_control_no_kind']}"
    if "void" in cond:
        return f"a nonland permanent {words.left_play} this turn or a spell was warped this turn"
    for key in ("you_control_either_color_permanent", "you_control_each_color_permanent"):  # color_pair_conditions.py
        if key in cond:
            from .color_pair_conditions import said as color_pair_said
            return color_pair_said(key, cond[key])
    if "you_control_greatest_power" in cond:  # greatest_power_conditions.py
        return "its controller controls the creature with the greatest power or tied for the greatest power"
    if "you_lost_life_last_turn" in cond:  # lost_life_last_turn.py
        return "its controller lost life last turn"
    if "opponent_lost_life_last_turn" in cond:
        return "an opponent of its controller lost life last turn"
    return None


def problems(cond: dict) -> list[tuple[str, str]]:
    """(field, message) for each value the loader refuses."""
    out = []
    lo, hi = COUNT_RANGE
    for k, kind in KINDS.items():
        if k not in cond:
            continue
        v = cond[k]
        if kind == "true" and v is not True:
            out.append((k, "must be true"))
        if kind == "count" and (isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi):
            out.append((k, f"must be a whole number from {lo} to {hi}"))
        if kind == "kind_count" and not (isinstance(v, dict) and set(v) == {"kind", "count"} and isinstance(v["kind"], str)
                                         and re.fullmatch(KIND_WORD, v["kind"]) and isinstance(v["count"], int)
                                         and not isinstance(v["count"], bool) and lo <= v["count"] <= hi):
            out.append((k, f'must be {{"kind": a card type or subtype, "count": a whole number from {lo} to {hi}}}'))
        if kind == "color" and v not in COLORS:
            out.append((k, f"must be one of {', '.join(COLORS)}"))
        if kind == "urzas" and not (isinstance(v, list) and v and len(set(map(str, v))) == len(v) and all(x in URZAS for x in v)):
            out.append((k, f"must list different land types of {', '.join(URZAS)}"))
        if kind == "kind" and not (isinstance(v, str) and re.fullmatch(KIND_WORD, v)):
            out.append((k, "must be a card type or a subtype, one capitalized word (\"Artifact\", \"Wizard\")"))
        if kind == "counter" and not (isinstance(v, str) and re.fullmatch(COUNTER_WORD, v)):
            out.append((k, "must be a kind of counter, one lowercase word (\"charge\")"))
        if kind == "colors":  # color_pair_conditions.py
            from .color_pair_conditions import valid as valid_colors
            if not valid_colors(v):
                out.append((k, f"must list two different colors of {', '.join(COLORS)}"))
        if kind == "measure":  # control_to_the_most.py
            from .control_to_the_most import MEASURES, valid_measure
            if not valid_measure(v):
                out.append((k, f"must be one of {', '.join(MEASURES)} or a creature type, one capitalized word (\"Wizard\")"))
    return out


def schema_properties() -> dict:
    from .color_pair_conditions import schema as colors_schema
    return {**_schema_properties(), **{k: colors_schema() for k, kind in KINDS.items() if kind == "colors"}}


def _schema_properties() -> dict:
    lo, hi = COUNT_RANGE
    from .control_to_the_most import KIND_WORD as _MEASURE_KIND, MEASURES
    return {k: ({"const": True} if kind == "true" else {"anyOf": [{"enum": list(MEASURES)}, {"type": "string", "pattern": f"^{_MEASURE_KIND}$"}]}
                if kind == "measure" else {"type": "string", "pattern": f"^{COUNTER_WORD}$"} if kind == "counter"
                else {"type": "string", "pattern": f"^{KIND_WORD}$"} if kind == "kind"
                else {"enum": list(COLORS)} if kind == "color"
                else {"type": "object", "additionalProperties": False, "required": ["kind", "count"],
                      "properties": {"kind": {"type": "string", "pattern": f"^{KIND_WORD}$"}, "count": {"type": "integer", "minimum": lo, "maximum": hi}}}
                if kind == "kind_count" else {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"enum": list(URZAS)}}
                if kind == "urzas" else {"type": "integer", "minimum": lo, "maximum": hi})
            for k, kind in KINDS.items()}
