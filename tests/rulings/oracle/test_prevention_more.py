"""Real cards of rulings/oracle/prevention_more.py (records in prevention_more_cards.json, copied
from the pool) played through the engine: "Target creature can't be regenerated this turn."
(2007: 419.6b; 2026: 701.19), "Damage can't be prevented this turn." and "The damage can't be
prevented." (2026: 615.12; 2007: 103.2, the "can't" wins), "Prevent all combat damage target creature
would deal this turn.", "Prevent the next 2 damage that would be dealt to you this turn."."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, cited_pairs, in_main_phase, log, obj, objects_in, p, record

CARDS = Path(__file__).parent / "prevention_more_cards.json"
POOL_TOO = True  # Shock, Serra Angel, Grizzly Bears, Hill Giant
R07, R26 = "2007-02-01", "2026-06-19"
EDITIONS = (R07, R26)
RESOLVE = [p("Alice"), p("Bob")]


def bob(action) -> list:
    """Alice passes, Bob acts, both pass: it resolves and Alice has priority again."""
    return [p("Alice"), action, p("Bob"), p("Alice")]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def zone(replay, oid):
    return next(z for zones in replay.final_state["zones"].values() for z, objs in zones.items() if any(o["id"] == oid for o in objs))


def life(replay, player):
    return next(pl["life"] for pl in replay.final_state["players"] if pl["name"] == player)


def giant_attacks_bob(*as_it_attacks) -> list:
    """Alice's Hill Giant attacks Bob, unblocked; `as_it_attacks`: the actions of the declare attackers step."""
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": ["giant"]}, *as_it_attacks,
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": []},
            {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
            {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "giant", "to": "Bob", "amount": 3}]}]


def shock(target, mountain="m0"):
    return {"type": "play_spell", "player": "Alice", "object": "shock", "targets": [target], "mana_abilities": [{"object": mountain}]}


@pytest.mark.parametrize("name", ["Hurr Jackal", "Flaring Pain", "Combust", "Resistance Fighter", "Conservator",
                                  "Argivian Blacksmith", "Engulfing Flames", "Nekrataal", "Nomads en-Kor",
                                  "Divine Light", "Commencement of Festivities", "Ethereal Haze", "Heavy Fog", "Reknit", "Harmless Assault",
                                  "Thwart the Enemy"])
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules, regeneration", [(R07, "419.6b"), (R26, "701.19a")])
def test_hurr_jackal_keeps_a_regeneration_shield_from_applying(cards, rules, regeneration):
    objects = [obj("jackal", "Hurr Jackal"), obj("shock", "Shock", zone="hand"), obj("m0", "Mountain"),
               obj("skel", "Drudge Skeletons", "Bob"), obj("sw", "Swamp", "Bob")]
    actions = [*bob({"type": "activate_ability", "player": "Bob", "object": "skel", "ability": 0, "mana_abilities": [{"object": "sw"}]}),
               {"type": "activate_ability", "player": "Alice", "object": "jackal", "ability": 0, "targets": ["skel"]}, *RESOLVE,
               shock("skel"), *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert "Drudge Skeletons can't be regenerated this turn (Hurr Jackal)" in log(replay)
    assert zone(replay, "skel") == "graveyard"
    assert regeneration in cited(replay)


@pytest.mark.parametrize("rules, rule", [(R07, "103.2"), (R26, "615.12")])
def test_after_flaring_pain_conservators_shield_prevents_none_of_shocks_damage(cards, rules, rule):
    objects = [obj("cons", "Conservator", "Bob"), *(obj(f"i{i}", "Island", "Bob") for i in range(3)),
               obj("pain", "Flaring Pain", zone="hand"), obj("shock", "Shock", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(3))]
    actions = [*bob({"type": "activate_ability", "player": "Bob", "object": "cons", "ability": 0,
                     "mana_abilities": [{"object": f"i{i}"} for i in range(3)]}),
               {"type": "play_spell", "player": "Alice", "object": "pain", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]}, *RESOLVE,
               shock("Bob"), *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert "Damage can't be prevented this turn." in log(replay)
    assert life(replay, "Bob") == 18
    assert rule in cited(replay)


@pytest.mark.parametrize("rules, rule", [(R07, "103.2"), (R26, "615.12")])
def test_combusts_damage_is_not_prevented_and_the_shield_is_not_used_up(cards, rules, rule):
    objects = [obj("combust", "Combust", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"),
               obj("healer", "Samite Healer", "Bob"), obj("angel", "Serra Angel", "Bob"), obj("bears", "Grizzly Bears", "Bob")]
    actions = [*bob({"type": "activate_ability", "player": "Bob", "object": "healer", "ability": 0, "targets": ["angel"]}),
               {"type": "play_spell", "player": "Alice", "object": "combust", "targets": ["angel"],
                "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}, *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert "Samite Healer prevents none of it and isn't used up." in log(replay)
    assert zone(replay, "angel") == "graveyard"
    assert rule in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_conservator_prevents_two_of_the_damage_shock_would_deal_to_you(cards, rules):
    objects = [obj("cons", "Conservator", "Bob"), *(obj(f"i{i}", "Island", "Bob") for i in range(3)),
               obj("shock", "Shock", zone="hand"), obj("m0", "Mountain")]
    actions = [*bob({"type": "activate_ability", "player": "Bob", "object": "cons", "ability": 0,
                     "mana_abilities": [{"object": f"i{i}"} for i in range(3)]}), shock("Bob"), *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert life(replay, "Bob") == 20
    assert ("419.7b" if rules == R07 else "615.7") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_argivian_blacksmith_cannot_target_a_creature_that_isnt_an_artifact(cards, rules):
    objects = [obj("smith", "Argivian Blacksmith"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "smith", "ability": 0, "targets": ["bears"]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert replay.steps[-1].refused


@pytest.mark.parametrize("rules, lasts", [(R07, "418.3a"), (R26, "611.2a")])
def test_engulfing_flames_leaves_the_creature_unable_to_regenerate(cards, rules, lasts):
    objects = [obj("flames", "Engulfing Flames", zone="hand"), obj("m0", "Mountain"),
               obj("skel", "Drudge Skeletons", "Bob"), obj("sw", "Swamp", "Bob")]
    actions = [*bob({"type": "activate_ability", "player": "Bob", "object": "skel", "ability": 0, "mana_abilities": [{"object": "sw"}]}),
               {"type": "play_spell", "player": "Alice", "object": "flames", "targets": ["skel"], "mana_abilities": [{"object": "m0"}]},
               *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert "Drudge Skeletons can't be regenerated this turn (Engulfing Flames)" in log(replay)
    assert zone(replay, "skel") == "graveyard"
    assert (lasts, "effect_lasts_as_stated") in cited_pairs(replay)


@pytest.mark.parametrize("rules, rule", [(R07, "418.3b"), (R26, "611.2c")])
def test_divine_light_prevents_the_damage_to_a_creature_you_control(cards, rules, rule):
    objects = [obj("light", "Divine Light", zone="hand"), obj("pl", "Plains"), obj("bears", "Grizzly Bears"),
               obj("shock", "Shock", zone="hand"), obj("m0", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "light", "mana_abilities": [{"object": "pl"}]}, *RESOLVE,
               shock("bears"), *RESOLVE]
    replay = play(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["bears"]["damage"] == 0
    assert "All 2 damage from Shock to Grizzly Bears is prevented (Divine Light)." in log(replay)
    assert rule in cited(replay)  # it changes the rules of the game: creatures later under Alice's control too


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("fog", ["Commencement of Festivities", "Heavy Fog"])
def test_a_fog_cast_as_attackers_are_declared_keeps_the_defending_player_from_combat_damage(cards, rules, fog):
    objects = [obj("giant", "Hill Giant"), obj("fog", fog, "Bob", "hand"), obj("f0", "Forest", "Bob"), obj("f1", "Forest", "Bob")]
    actions = giant_attacks_bob(*bob({"type": "play_spell", "player": "Bob", "object": "fog", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]}))
    replay = play(cards, objects, actions, rules)
    assert life(replay, "Bob") == 20, log(replay)


@pytest.mark.parametrize("rules, prevention", [(R07, "419.7a"), (R26, "615.1a")])
def test_resistance_fighter_prevents_the_combat_damage_of_the_attacker(cards, rules, prevention):
    objects = [obj("giant", "Hill Giant"), obj("fighter", "Resistance Fighter", "Bob")]
    actions = giant_attacks_bob(*bob({"type": "activate_ability", "player": "Bob", "object": "fighter", "ability": 0, "targets": ["giant"]}))
    replay = play(cards, objects, actions, rules)
    assert life(replay, "Bob") == 20, log(replay)
    assert zone(replay, "fighter") == "graveyard"
    assert prevention in cited(replay)


@pytest.mark.parametrize("rules, redirection", [(R07, "419.6c"), (R26, "614.9")])
@pytest.mark.parametrize("activations, nomads, giant", [(1, "graveyard", 1), (2, "in_play", 2)])
def test_nomads_en_kor_sends_the_next_1_damage_to_another_creature_per_activation(cards, rules, redirection, activations, nomads, giant):
    objects = [obj("nomads", "Nomads en-Kor"), obj("giant", "Hill Giant"), obj("shock", "Shock", zone="hand"), obj("m0", "Mountain")]
    actions = [*[a for _ in range(activations)
                 for a in ({"type": "activate_ability", "player": "Alice", "object": "nomads", "ability": 0, "targets": ["giant"]}, *RESOLVE)],
               shock("nomads"), *RESOLVE]
    replay = play(cards, objects, actions, rules)
    state = objects_in(replay.final_state)
    assert (zone(replay, "nomads"), state["giant"]["damage"]) == (nomads, giant), log(replay)  # Nomads en-Kor is a 1/1
    assert redirection in cited(replay)


@pytest.mark.parametrize("rules, regeneration", [(R07, "419.6b"), (R26, "701.19a")])
def test_reknit_regenerates_the_target_permanent(cards, rules, regeneration):
    objects = [obj("reknit", "Reknit", zone="hand"), obj("f0", "Forest"), obj("f1", "Forest"), obj("bears", "Grizzly Bears"),
               obj("shock", "Shock", zone="hand"), obj("m0", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "reknit", "targets": ["bears"],
                "mana_abilities": [{"object": "f0"}, {"object": "f1"}]}, *RESOLVE, shock("bears"), *RESOLVE]
    replay = play(cards, objects, actions, rules)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["zone"], bears["tapped"], bears["damage"]) == ("in_play", True, 0), log(replay)
    assert regeneration in cited(replay)


def test_leyline_of_punishments_damage_cant_be_prevented_is_read_as_its_static_ability():
    leyline = {"name": "Leyline of Punishment", "manaCost": "{2}{R}{R}", "types": ["Enchantment"],
               "text": "If this card is in your opening hand, you may begin the game with it on the battlefield.\n"
                       "Players can't gain life.\nDamage can't be prevented."}
    abilities = compile_card(record(leyline)).abilities
    assert [a["played"] for a in abilities if a["text"] == "Damage can't be prevented."] == [True]


NEAR_MISSES = [
    # ("a creature dealt damage this way": only if damage was dealt, not the target's rider: read by
    # damage_no_regeneration.py, tests/rulings/oracle/test_damage_no_regeneration.py)
    # "The damage" after a sentence that does more than deal damage
    "Incinerate deals 3 damage to any target and you gain 3 life. The damage can't be prevented.",
    # "it" after a sentence that doesn't damage a creature
    "Incinerate deals 3 damage to target player. It can't be regenerated this turn.",
    # a player can't be regenerated
    "Target player can't be regenerated this turn.",
    # "this turn" twice, or not at all (a spell's effect has a duration)
    "Prevent all damage that would be dealt this turn to you this turn.",
    "Prevent all damage that would be dealt to you.",
    # a spell's "Damage can't be prevented." has no duration
    "Damage can't be prevented.",
    # a player can't regenerate
    "Regenerate target player.",
    # a redirection shield on a spell: there is no "this creature"
    "The next 1 damage that would be dealt to Incinerate this turn is dealt to target creature instead.",
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_a_near_miss_stays_text_only(text):
    card = compile_card(record({"name": "Incinerate", "manaCost": "{1}{R}", "types": ["Instant"], "text": text}))
    assert not card.played
