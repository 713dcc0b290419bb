"""An ability's "it" read as its source where the source is the only object named before it
(rulings/oracle/object_referents.py), played from real cards' Oracle text
(object_referents_cards.json: records copied from the pool): Impaler Shrike's "you may
sacrifice it. If you do, draw three cards" (the choice made on resolution: 2007 413.2c, 2026
608.2d), Iron-Shield Elf's "This creature gains indestructible until end of turn. Tap it.",
Thriving Ibex's "If you do, put a +1/+1 counter on it"; and the near misses whose "it" may be
another object, which stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p

CARDS = Path(__file__).parent / "object_referents_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
MAY = {R2007: "413.2c", R2026: "608.2d"}


def play(cards, objects, actions, rules):
    doc = {"format": 1, "rules": rules, "name": "object referents", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


def shrike_attacks(cards, rules, may):
    objects = [obj("shrike", "Impaler Shrike")] + [obj(f"i{n}", "Island", zone="library") for n in range(4)]
    to_damage = [p("Alice"), p("Bob")] if rules == R2007 else []  # 2007: combat damage uses the stack (310.2b)
    actions = [p("Alice"), p("Bob"), p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["shrike"]},
               p("Alice"), p("Bob"), {"type": "declare_blockers", "player": "Bob", "blocks": []}, p("Alice"), p("Bob"), *to_damage,
               p("Alice"), p("Bob", choices={"shrike": {"may": may}})]
    return play(cards, objects, actions, rules)


def test_the_source_it_cards_compile(compiled):
    for name in ("Impaler Shrike", "Iron-Shield Elf", "Thriving Ibex", "Duskworker"):
        assert compiled[name].played, name


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_impaler_shrike_sacrifices_itself_and_draws_three(cards, rules):
    replay = shrike_attacks(cards, rules, True)
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["shrike"]["zone"] == "graveyard", log(replay)
    assert sum(objs[f"i{n}"]["zone"] == "hand" for n in range(4)) == 3
    assert MAY[rules] in cited(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_impaler_shrike_stays_when_its_controller_declines(cards, rules):
    replay = shrike_attacks(cards, rules, False)
    objs = objects_in(replay.final_state)
    assert objs["shrike"]["zone"] == "in_play", log(replay)
    assert all(objs[f"i{n}"]["zone"] == "library" for n in range(4))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_iron_shield_elf_taps_itself_as_it_gains_indestructible(cards, rules):
    objects = [obj("elf", "Iron-Shield Elf"), obj("card", "Island", zone="hand")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "elf", "ability": 0, "pay": {"discard": ["card"]}},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    elf = objects_in(replay.final_state)["elf"]
    assert elf["tapped"] and "indestructible" in elf["keywords"], log(replay)


def test_thriving_ibex_puts_the_counter_on_itself(compiled):
    attack = compiled["Thriving Ibex"].definition["abilities"][-1]
    assert attack["trigger"] == {"event": "attacks", "who": "self"}
    assert attack["effect"][0]["pay_energy"] == 2
    assert attack["effect"][0]["then"] == [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "self"}]


def _played(text):
    return compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Creature"], "supertypes": [], "subtypes": ["Zombie"],
                         "power": "2", "toughness": "2", "text": text, "layout": "normal"}).played


@pytest.mark.parametrize("text", [
    "Whenever this creature blocks a creature, destroy it.",  # "it" may be the blocked creature
    "Whenever this creature attacks, you may sacrifice a creature. If you do, put a +1/+1 counter on it.",  # the creature sacrificed
    "Whenever this creature deals combat damage to a player, return target creature to its owner's hand. Tap it.",  # that target
    "Whenever this creature attacks, create a 1/1 white Soldier creature token. Put a +1/+1 counter on it.",  # the token
    "When this creature dies, put a +1/+1 counter on it.",  # a new object in the graveyard (400.7)
])
def test_an_it_that_may_name_another_object_stays_text_only(text):
    assert not _played(text)


# --- a dies trigger's "it": the card in the graveyard ----------------------------------------------
LKI = {R2007: "413.2f", R2026: "608.2h"}
NEW_OBJECT = {R2007: "217.1c", R2026: "400.7"}


def shock(target):
    return {"type": "play_spell", "player": "Alice", "object": "shock", "targets": [target], "mana_abilities": [{"object": "m"}]}


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_cyclopean_mummy_is_exiled_from_the_graveyard_when_it_dies(cards, compiled, rules):
    assert compiled["Cyclopean Mummy"].played
    objects = [obj("mummy", "Cyclopean Mummy"), obj("shock", "Shock", zone="hand"), obj("m", "Mountain")]
    replay = play(cards, objects, [shock("mummy"), p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["mummy"]["zone"] == "removed_from_game", log(replay)


def greenwarden(cards, rules, may, crypt=False):
    """Two Shocks kill Greenwarden of Murasa (5/4); its dies trigger targets the first Shock in the graveyard."""
    objects = [obj("gw", "Greenwarden of Murasa"), obj("shock", "Shock", zone="hand"), obj("shock2", "Shock", zone="hand"),
               obj("m", "Mountain"), obj("m2", "Mountain")]
    respond = []
    if crypt:  # Bob exiles Alice's graveyard with the trigger on the stack
        objects.append(obj("crypt", "Tormod's Crypt", owner="Bob"))
        respond = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "crypt", "targets": ["Alice"]}, p("Bob"), p("Alice")]
    second = {"type": "play_spell", "player": "Alice", "object": "shock2", "targets": ["gw"], "mana_abilities": [{"object": "m2"}]}
    actions = [shock("gw"), p("Alice"), p("Bob"), second, p("Alice"), p("Bob", trigger_targets={"gw": ["shock"]}), *respond,
               p("Alice"), p("Bob", choices={"gw": {"may": may}})]
    return play(cards, objects, actions, rules)


def test_academy_rector_stays_text_only_as_its_search_would_not_attach_an_aura(compiled):
    assert not compiled["Academy Rector"].played


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_greenwarden_exiled_from_the_graveyard_returns_the_target_card(cards, compiled, rules):
    assert compiled["Greenwarden of Murasa"].played
    replay = greenwarden(cards, rules, True)
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["gw"]["zone"] == "removed_from_game" and objs["shock"]["zone"] == "hand", log(replay)
    assert MAY[rules] in cited(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_greenwarden_whose_graveyard_was_exiled_does_nothing(cards, rules):
    """Its target left the graveyard too: the ability is countered on resolution (its only target is
    illegal); the engine test test_may_move_the_dead_card_400_7_608_2d.py refuses choosing to exile a
    card that left when the ability still resolves."""
    replay = greenwarden(cards, rules, True, crypt=True)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "because all its targets are illegal" in log(replay)
    objs = objects_in(replay.final_state)
    assert objs["gw"]["zone"] == objs["shock"]["zone"] == "removed_from_game"


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_cinder_shade_deals_damage_equal_to_its_power_as_it_last_existed(cards, compiled, rules):
    assert compiled["Cinder Shade"].played
    objects = [obj("shade", "Cinder Shade"), obj("giant", "Hill Giant", owner="Bob"), obj("s", "Swamp"), obj("m", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "shade", "ability": 0, "mana_abilities": [{"object": "s"}]},
               p("Alice"), p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "shade", "ability": 1, "targets": ["giant"],
                "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["shade"]["zone"] == "graveyard" and objs["giant"]["damage"] == 2, log(replay)
    assert LKI[rules] in cited(replay)


# --- "When enchanted land becomes tapped, destroy it." -----------------------------------------
@pytest.mark.parametrize("rules", [R2007, R2026])
def test_blight_destroys_the_land_it_enchants_when_it_is_tapped_for_mana(cards, compiled, rules):
    assert compiled["Blight"].played
    objects = [obj("m", "Mountain"), {**obj("blight", "Blight"), "attached_to": "m"}, obj("shock", "Shock", zone="hand"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [shock("bears"), p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["m"]["zone"] == "graveyard" and objs["blight"]["zone"] == "graveyard", log(replay)
    assert objs["bears"]["zone"] == "graveyard"


def test_blight_does_not_trigger_when_another_land_is_tapped(cards):
    objects = [obj("m", "Mountain"), obj("m2", "Mountain"), {**obj("blight", "Blight"), "attached_to": "m2"},
               obj("shock", "Shock", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [shock("bears"), p("Alice"), p("Bob")], R2026)
    assert objects_in(replay.final_state)["m2"]["zone"] == "in_play", log(replay)
    assert "Blight's ability triggers" not in log(replay)


# --- "you may have it deal 1 damage to any target" ---------------------------------------------
@pytest.mark.parametrize("rules", [R2007, R2026])
@pytest.mark.parametrize("may", [True, False])
def test_goblin_arsonist_that_died_may_deal_1_damage(cards, compiled, rules, may):
    assert compiled["Goblin Arsonist"].played
    objects = [obj("arsonist", "Goblin Arsonist"), obj("shock", "Shock", zone="hand"), obj("m", "Mountain")]
    actions = [shock("arsonist"), p("Alice"), p("Bob", trigger_targets={"arsonist": ["Bob"]}), p("Alice"),
               p("Bob", choices={"arsonist": {"may": may}})]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert replay.final_state["players"][1]["life"] == (19 if may else 20), log(replay)
    assert MAY[rules] in cited(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_spine_of_ish_sah_put_into_a_graveyard_returns_to_its_owners_hand(cards, compiled, rules):
    assert compiled["Spine of Ish Sah"].played
    objects = [obj("spine", "Spine of Ish Sah"), obj("shatter", "Shatter", zone="hand"), obj("m", "Mountain"), obj("m2", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shatter", "targets": ["spine"],
                "mana_abilities": [{"object": "m"}, {"object": "m2"}]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["spine"]["zone"] == "hand", log(replay)


# --- "you may have it fight target creature you don't control" ------------------------------------
def test_affectionate_indrik_may_fight_the_target_as_it_enters(cards, compiled):
    assert compiled["Affectionate Indrik"].played
    objects = [obj("indrik", "Affectionate Indrik", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")] + \
        [obj(f"f{i}", "Forest") for i in range(6)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "indrik", "mana_abilities": [{"object": f"f{i}"} for i in range(6)]},
               p("Alice"), p("Bob", trigger_targets={"indrik": ["bears"]}), p("Alice"), p("Bob", choices={"indrik": {"may": True}})]
    replay = play(cards, objects, actions, R2026)
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["bears"]["zone"] == "graveyard" and objs["indrik"]["damage"] == 2, log(replay)
    assert {"701.14a", "608.2d"} <= cited(replay)


# --- "When this land enters, sacrifice it unless you pay {1}." -----------------------------------
@pytest.mark.parametrize("rules", [R2007, R2026])
@pytest.mark.parametrize("pays", [True, False])
def test_rupture_spire_is_sacrificed_unless_its_controller_pays(cards, compiled, rules, pays):
    assert compiled["Rupture Spire"].played and compiled["Wild Leotau"].played
    objects = [obj("spire", "Rupture Spire", zone="hand"), obj("m", "Mountain")]
    actions = [{"type": "play_land", "player": "Alice", "object": "spire"}, p("Alice"), p("Bob", choices={"spire": {"pays": pays}})]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["spire"]["zone"] == ("in_play" if pays else "graveyard"), log(replay)
    assert objs["m"]["tapped"] == pays
    assert MAY[rules] in cited(replay)


# --- "This creature can attack this turn as though it didn't have defender." ----------------------
def walking_wall(cards, rules, activate):
    objects = [obj("wall", "Walking Wall")] + [obj(f"m{i}", "Mountain") for i in range(3)]
    first = [{"type": "activate_ability", "player": "Alice", "object": "wall", "ability": 1,
              "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, p("Alice"), p("Bob")] if activate else []
    to_damage = [p("Alice"), p("Bob")] if rules == R2007 else []
    actions = [*first, p("Alice"), p("Bob"), p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["wall"]},
               p("Alice"), p("Bob"), {"type": "declare_blockers", "player": "Bob", "blocks": []}, p("Alice"), p("Bob"), *to_damage, p("Alice")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_walking_wall_attacks_as_though_it_didnt_have_defender(cards, compiled, rules):
    assert compiled["Walking Wall"].played and compiled["Returned Phalanx"].played  # rulings/oracle/combat_requirements.py
    replay = walking_wall(cards, rules, True)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert replay.final_state["players"][1]["life"] == 17, log(replay)
    assert ("702.3b" if rules == R2026 else "502.41b") in cited(replay)  # combat_this_turn.py


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_walking_wall_without_the_ability_cant_attack(cards, rules):
    replay = walking_wall(cards, rules, False)
    refused = [st for st in replay.steps if st.refused]
    assert refused and {"502.41b" if rules == R2007 else "702.3b"} <= {c.rule for st in refused for e in st.events for c in e.citations}
    assert replay.final_state["players"][1]["life"] == 20
