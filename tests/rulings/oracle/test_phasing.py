"""Phasing (rulings/oracle/phasing.py, rulings/engine/phasing.py), played from real cards' Oracle
text (phasing_cards.json: records copied from the pool): the keyword "Phasing" (Teferi's Drake),
"{U}{U}: This creature phases out." (Teferi's Honor Guard), "Target creature phases out."
(Vodalian Illusionist), an Aura's "{U}{U}: Enchanted creature phases out." (Vanishing). A phased-out
permanent is treated as though it doesn't exist (2007 217.8: the phased-out zone; 2026 702.26b)
and phases in as its controller's next untap step begins, before untapping (2007 302.1, 502.15b;
2026 502.1); near misses (durations, several permanents, granted phasing) stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "phasing_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Teferi's Drake", "Merfolk Raiders", "Sandbar Crocodile", "Teferi's Honor Guard", "Rainbow Efreet",
          "Vodalian Illusionist", "Reality Ripple", "Crystal Golem", "Haystack", "Vanishing", "Frenetic Efreet",
          "Teferi's Isle", "Breezekeeper", "Tolarian Drake", "Vaporous Djinn", "Teferi's Imp", "Warping Wurm",
          "Shimmering Efreet", "Blink Dog", "Robe of Stars", "Teferi's Curse"]
#: "phases out until ...", "can't phase in", several permanents at once, "it phases out" after another
#: instruction, phasing granted by an Aura, phasing beside keywords the engine lacks, "unless you pay"
NEAR_MISSES = ["Galadriel's Dismissal", "Teferi's Veil", "Oubliette", "Teferi's Protection", "Dream Fighter",
               "Slip Out the Back", "Cloak of Invisibility", "Old Fogey", "Equipoise",
               "King of the Oathbreakers", "Ertai's Familiar"]
#: the phasing event's rule, the phased-out rule, phasing out indirectly, a trigger on phasing out
UNTAP_EVENT = {R2007: "502.15b", R2026: "502.1"}
PHASED_OUT = {R2007: "217.8a", R2026: "702.26b"}
INDIRECT = {R2007: "502.15i", R2026: "702.26g"}
PHASING_TRIGGER = {R2007: "502.15d", R2026: "603.10b"}  # phases out: 2007 "specifically mention phasing"; 2026 looks back


def next_turn(player, other):
    """Pass from a main phase of `player`'s turn to the upkeep of the next turn."""
    return [{"type": "pass_until", "player": player, "step": "end_of_turn"}, p(player), p(other)]


def scenario(objects, actions, rules, active="Bob"):
    libraries = [obj(f"lib_{who}{i}", "Island", owner=who, zone="library") for who in ("Alice", "Bob") for i in range(3)]
    objects = [*objects, *libraries]  # cards to draw in the turns passed
    return {"format": 1, "rules": rules, "name": "phasing", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": active, "phase": "precombat_main"}, "objects": objects, "actions": actions}


def play(cards, objects, actions, rules, active="Bob"):
    replay = run_scenario(load_scenario(scenario(objects, actions, rules, active), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def zone_after(replay, step, oid):
    for player in replay.steps[step].state["zones"].values():
        for zone, objs in player.items():
            if any(o["id"] == oid for o in objs):
                return zone
    return None


@pytest.mark.parametrize("name", PLAYED)
def test_phasing_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_phasings_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_keyword_and_the_phase_out_instructions_are_read(compiled):
    assert {"kind": "keyword", "keyword": "phasing"} in compiled["Teferi's Drake"].definition["abilities"]
    guard = [ab for ab in compiled["Teferi's Honor Guard"].definition["abilities"] if ab["kind"] == "activated"][0]
    assert guard["effect"] == [{"do": "phase_out", "what": "self"}] and guard["cost"] == {"mana": "{U}{U}"}
    ill = compiled["Vodalian Illusionist"].definition["abilities"][0]
    assert ill["targets"] == ["creature"] and ill["effect"] == [{"do": "phase_out", "what": "target:0"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_with_phasing_phases_out_as_its_controllers_untap_step_begins_and_in_at_the_next(cards, rules):
    objects = [obj("drake", "Teferi's Drake")]
    actions = [*next_turn("Bob", "Alice"), *next_turn("Alice", "Bob"), *next_turn("Bob", "Alice")]
    replay = play(cards, objects, actions, rules)
    assert zone_after(replay, 3, "drake") == "phased_out", log(replay)  # Alice's turn 4: out
    assert zone_after(replay, 6, "drake") == "phased_out", log(replay)  # Bob's turn 5: still out
    assert zone_of(replay, "drake") == "in_play", log(replay)  # Alice's turn 6: in again
    assert {UNTAP_EVENT[rules], PHASED_OUT[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_that_phases_out_is_no_longer_a_legal_target_and_phases_in_at_its_controllers_untap(cards, rules):
    objects = [obj("guard", "Teferi's Honor Guard"), obj("i1", "Island"), obj("i2", "Island"),
               obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["guard"], "mana_abilities": [{"object": "m"}]},
               p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "guard", "ability": 1,
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]},
               p("Alice"), p("Bob"), p("Bob"), p("Alice"), *next_turn("Bob", "Alice")]
    replay = play(cards, objects, actions, rules)
    assert zone_after(replay, 5, "guard") == "phased_out", log(replay)
    assert zone_of(replay, "bolt") == "graveyard" and zone_of(replay, "guard") == "in_play", log(replay)
    assert objects_in(replay.final_state)["guard"]["damage"] == 0
    assert PHASED_OUT[rules] in cited(replay) and UNTAP_EVENT[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_phased_out_creature_can_not_be_chosen_as_a_target(cards, rules):
    objects = [obj("guard", "Teferi's Honor Guard"), obj("i1", "Island"), obj("i2", "Island"),
               obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    actions = [p("Bob"), {"type": "activate_ability", "player": "Alice", "object": "guard", "ability": 1,
                          "mana_abilities": [{"object": "i1"}, {"object": "i2"}]},
               p("Alice"), p("Bob"),
               {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["guard"], "mana_abilities": [{"object": "m"}]}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=cards))
    assert [i for i, st in enumerate(replay.steps) if st.refused] == [5], log(replay)
    assert zone_of(replay, "bolt") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_phased_out_creature_can_not_attack(cards, rules):
    objects = [obj("guard", "Teferi's Honor Guard"), obj("i1", "Island"), obj("i2", "Island")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "guard", "ability": 1,
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]},
               p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["guard"]}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules, active="Alice"), cards=cards))
    assert [i for i, st in enumerate(replay.steps) if st.refused] == [5], log(replay)
    assert zone_of(replay, "guard") == "phased_out"


@pytest.mark.parametrize("rules", EDITIONS)
def test_target_creature_phases_out_and_in_at_its_own_controllers_untap_step(cards, rules):
    objects = [obj("ill", "Vodalian Illusionist"), obj("i1", "Island"), obj("i2", "Island"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "ill", "ability": 0, "targets": ["bears"],
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]},
               p("Alice"), p("Bob"), *next_turn("Alice", "Bob")]
    replay = play(cards, objects, actions, rules, active="Alice")
    assert zone_after(replay, 3, "bears") == "phased_out", log(replay)
    assert zone_of(replay, "bears") == "in_play", log(replay)  # Bob's untap step, the next turn
    assert UNTAP_EVENT[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_aura_phases_out_indirectly_with_its_creature_and_phases_in_with_it(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("van", "Vanishing", attached_to="bears"),
               obj("i1", "Island"), obj("i2", "Island")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "van", "ability": 1,
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]},
               p("Alice"), p("Bob"), *next_turn("Alice", "Bob"), *next_turn("Bob", "Alice")]
    replay = play(cards, objects, actions, rules, active="Alice")
    assert zone_after(replay, 3, "bears") == zone_after(replay, 3, "van") == "phased_out", log(replay)
    assert zone_after(replay, 6, "van") == "phased_out", log(replay)  # not on its own in Bob's untap step
    assert zone_of(replay, "bears") == zone_of(replay, "van") == "in_play", log(replay)
    assert objects_in(replay.final_state)["van"]["attached_to"] == "bears", log(replay)
    assert INDIRECT[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_damage_is_removed_as_it_phases_out_under_2007_only(cards, rules):
    objects = [obj("guard", "Teferi's Honor Guard"), obj("i1", "Island"), obj("i2", "Island"),
               obj("sorc", "Prodigal Sorcerer", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Bob", "object": "sorc", "ability": 0, "targets": ["guard"]},
               p("Bob"), p("Alice"),
               p("Bob"), {"type": "activate_ability", "player": "Alice", "object": "guard", "ability": 1,
                          "mana_abilities": [{"object": "i1"}, {"object": "i2"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "guard") == "phased_out", log(replay)
    assert objects_in(replay.final_state)["guard"]["damage"] == {R2007: 0, R2026: 1}[rules], log(replay)
    assert ("502.15e" in cited(replay)) == (rules == R2007)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", (True, False))
def test_vaporous_djinn_phases_out_at_the_upkeep_unless_its_controller_pays(cards, rules, pays):
    objects = [obj("djinn", "Vaporous Djinn"), obj("i1", "Island"), obj("i2", "Island")]
    actions = [*next_turn("Bob", "Alice"), p("Alice"), p("Bob", **({"choices": {"djinn": {"pays": True}}} if pays else {}))]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "djinn") == ("in_play" if pays else "phased_out"), log(replay)
    found = objects_in(replay.final_state)
    assert found["i1"]["tapped"] == found["i2"]["tapped"] == pays, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_teferis_imp_triggers_as_it_phases_out_and_as_it_phases_in_its_abilities_waiting_for_the_upkeep(cards, rules):
    objects = [obj("imp", "Teferi's Imp"), obj("h1", "Island", zone="hand"), obj("h2", "Mountain", zone="hand")]
    actions = [*next_turn("Bob", "Alice"), p("Alice"), p("Bob", choices={"imp": {"cards": ["h2"]}}),
               *next_turn("Alice", "Bob"), *next_turn("Bob", "Alice"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_after(replay, 3, "imp") == "phased_out" and zone_after(replay, 5, "h2") == "graveyard", log(replay)
    hand_before = sum(1 for o in replay.steps[-3].state["zones"]["Alice"]["hand"])
    assert zone_of(replay, "imp") == "in_play", log(replay)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == hand_before + 1, log(replay)  # "phases in, draw a card"
    assert PHASING_TRIGGER[rules] in cited(replay), sorted(cited(replay))
    assert "triggers: \"Whenever this creature phases in, draw a card.\"" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_shimmering_efreet_phasing_in_phases_out_the_target_its_trigger_chose(cards, rules):
    objects = [obj("ill", "Vodalian Illusionist"), obj("i1", "Island"), obj("i2", "Island"),
               obj("eff", "Shimmering Efreet", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "ill", "ability": 0, "targets": ["eff"],
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]},
               p("Alice"), p("Bob"), {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"),
               p("Bob", trigger_targets={"eff": ["ill"]}), p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules, active="Alice")
    assert zone_after(replay, 3, "eff") == "phased_out", log(replay)
    assert zone_of(replay, "eff") == "in_play" and zone_of(replay, "ill") == "phased_out", log(replay)


def test_blink_dogs_flavor_word_has_no_rules_meaning_and_the_dog_phases_out(cards):
    objects = [obj("dog", "Blink Dog"), *(obj(f"pl{i}", "Plains") for i in range(4))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "dog", "ability": 1,
                "mana_abilities": [{"object": f"pl{i}"} for i in range(4)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026, active="Alice")  # a 2021 card: 2026 rules only
    assert zone_of(replay, "dog") == "phased_out", log(replay)
    assert PHASED_OUT[R2026] in cited(replay)


def test_robe_of_stars_phases_out_the_equipped_creature_and_itself_with_it_indirectly(cards):
    objects = [obj("bears", "Grizzly Bears"), obj("robe", "Robe of Stars", attached_to="bears"),
               obj("pl0", "Plains"), obj("pl1", "Plains")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "robe", "ability": 1,
                "mana_abilities": [{"object": "pl0"}, {"object": "pl1"}]}, p("Alice"), p("Bob"),
               *next_turn("Alice", "Bob"), *next_turn("Bob", "Alice")]
    replay = play(cards, objects, actions, R2026, active="Alice")  # a 2021 card: 2026 rules only
    assert zone_after(replay, 3, "bears") == zone_after(replay, 3, "robe") == "phased_out", log(replay)
    assert zone_of(replay, "bears") == zone_of(replay, "robe") == "in_play", log(replay)
    assert objects_in(replay.final_state)["robe"]["attached_to"] == "bears"
    assert INDIRECT[R2026] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_teferis_curse_gives_phasing_to_an_opponents_creature_and_phases_out_and_in_with_it(cards, rules):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("curse", "Teferi's Curse", attached_to="bears")]
    actions = [*next_turn("Alice", "Bob"), *next_turn("Bob", "Alice"), *next_turn("Alice", "Bob")]
    replay = play(cards, objects, actions, rules, active="Alice")
    assert zone_after(replay, 3, "bears") == zone_after(replay, 3, "curse") == "phased_out", log(replay)  # Bob's untap
    assert zone_after(replay, 6, "curse") == "phased_out", log(replay)  # not on its own at Alice's
    assert zone_of(replay, "bears") == zone_of(replay, "curse") == "in_play", log(replay)  # Bob's next untap
    assert objects_in(replay.final_state)["curse"]["attached_to"] == "bears"
    assert {UNTAP_EVENT[rules], INDIRECT[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_token_that_phases_out_ceases_to_exist_under_2007_and_stays_phased_out_under_2026(cards, rules):
    soldier = {"id": "soldier", "owner": "Bob", "zone": "in_play", "token": True,
               "card": {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"], "colors": ["white"], "power": 1, "toughness": 1}}
    objects = [obj("ill", "Vodalian Illusionist"), obj("i1", "Island"), obj("i2", "Island"), soldier]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "ill", "ability": 0, "targets": ["soldier"],
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, active="Alice")
    assert zone_of(replay, "soldier") == {R2007: None, R2026: "phased_out"}[rules], log(replay)
    assert ("217.8d" in cited(replay)) == (rules == R2007)
