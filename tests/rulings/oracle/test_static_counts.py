"""Static power/toughness modifications multiplied by a count (rulings/oracle/static_counts.py,
rulings/engine/static_counts.py), played from real cards' Oracle text (static_counts_cards.json:
records copied from the pool): "Enchanted creature gets +1/+1 for each Forest you control"
(Blanchwood Armor), "gets -X/-0, where X is the number of cards in your graveyard" (Spontaneous
Mutation), domain (Wayfaring Giant), "for each enchantment on the battlefield" (Yavimaya
Enchantress), "for each Swamp your opponents control" (Crusading Knight). The count is read for the
source's controller whenever power and toughness are (2007 418.4a, 418.5a 6d; 2026 611.3a,
613.4c); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt

CARDS = Path(__file__).parent / "static_counts_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Blanchwood Armor", "Spontaneous Mutation", "Wayfaring Giant", "Yavimaya Enchantress", "Crusading Knight",
          "Empyrial Armor", "Bonehoard", "Kagemaro's Clutch", "Wight of Precinct Six", "Salvage Slasher",
          "Squirrel Mob", "Mogg Squad",
          "Death's Shadow"]  # "-X/-X, where X is your life total": the count "your_life_total" (test_static_count_kinds.py)
#: "other ... named ~", "its colors", half rounded, "shares a creature type with it", "card with cycling": none a count the engine makes exactly (Opaline Bracers' "the number of charge counters on this Equipment" is
#: played now: rulings/oracle/counter_pumps.py, tested in test_counter_pumps.py)
NEAR_MISSES = ["Timberpack Wolf", "Civic Saber", "Aspect of Wolf", "Coat of Arms", "Vile Manifestation"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "static counts"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay



@pytest.mark.parametrize("name", PLAYED)
def test_static_count_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counts_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_blanchwood_armor_counts_its_controllers_forests_and_recounts_a_new_one(cards, rules):
    objects = [obj("armor", "Blanchwood Armor", zone="hand"), obj("bears", "Grizzly Bears"),
               *(obj(f"f{i}", "Forest") for i in range(3)), obj("f3", "Forest", zone="hand"), obj("bob_f", "Forest", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "armor", "targets": ["bears"],
                "mana_abilities": [{"object": f"f{i}"} for i in range(3)]}, p("Alice"), p("Bob"),
               {"type": "play_land", "player": "Alice", "object": "f3"}]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "bears") == (6, 6), log(replay)  # 2/2 and +1/+1 for each of Alice's four Forests; Bob's doesn't count
    assert {R2007: "212.4e", R2026: "303.4a"}[rules] in cited(replay), sorted(cited(replay))  # the Aura spell's target


@pytest.mark.parametrize("rules", EDITIONS)
def test_spontaneous_mutation_counts_the_cards_in_its_controllers_graveyard(cards, rules):
    objects = [{**obj("mutation", "Spontaneous Mutation"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", owner="Bob"),
               obj("g1", "Grizzly Bears", zone="graveyard"), obj("g2", "Forest", zone="graveyard"),
               obj("bob_g", "Grizzly Bears", owner="Bob", zone="graveyard")]
    replay = play(cards, objects, [], rules)
    assert pt(replay, "bears") == (0, 2), log(replay)  # -X/-0, X = 2 cards in Alice's graveyard (not Bob's)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wayfaring_giant_counts_each_basic_land_type_once(cards, rules):
    objects = [obj("giant", "Wayfaring Giant"), obj("f1", "Forest"), obj("f2", "Forest"), obj("m", "Mountain"),
               obj("bob_i", "Island", owner="Bob")]
    replay = play(cards, objects, [], rules)
    assert pt(replay, "giant") == (3, 5), log(replay)  # 1/3 and +1/+1 for Forest and Mountain


@pytest.mark.parametrize("rules", EDITIONS)
def test_crusading_knight_counts_only_the_swamps_its_opponents_control(cards, rules):
    objects = [obj("knight", "Crusading Knight"), obj("s1", "Swamp", owner="Bob"), obj("s2", "Swamp", owner="Bob"),
               obj("s3", "Swamp")]
    replay = play(cards, objects, [], rules)
    assert pt(replay, "knight") == (4, 4), log(replay)  # 2/2 and +1/+1 for each of Bob's two Swamps


@pytest.mark.parametrize("rules", EDITIONS)
def test_yavimaya_enchantress_counts_every_players_enchantments(cards, rules):
    objects = [obj("ench", "Yavimaya Enchantress"), {**obj("armor", "Blanchwood Armor", owner="Bob"), "attached_to": "bears"},
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [], rules)
    assert pt(replay, "ench") == (3, 3), log(replay)  # 2/2 and +1/+1 for Bob's Aura
    assert pt(replay, "bears") == (2, 2), log(replay)  # Bob controls no Forest


@pytest.mark.parametrize("rules", EDITIONS)
def test_each_other_counts_every_player_s_but_not_the_creature_itself(cards, rules):
    objects = [obj("mob1", "Squirrel Mob"), obj("mob2", "Squirrel Mob", owner="Bob"), obj("squad", "Mogg Squad"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [], rules)
    assert pt(replay, "mob1") == pt(replay, "mob2") == (3, 3), log(replay)  # 2/2 and +1/+1 for the other Squirrel Mob
    squad = objects_in(replay.final_state)["squad"]  # 3/3 and -1/-1 for each of the three others: 0/0, put into the graveyard
    assert squad.get("zone") == "graveyard", (squad, log(replay))


def test_a_static_count_with_an_unknown_kind_is_refused_naming_the_field(cards):
    from rulings.engine import ScenarioError
    from rulings.engine.static_counts import problems

    assert problems({"count": "spells_cast"})[0][0] == "count"
    bad = {"name": "Bad Armor", "types": ["Enchantment"], "subtypes": ["Aura"], "mana_cost": "{G}", "targets": ["creature"],
           "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                         {"kind": "static", "affects": "enchanted", "pump": {"power": 1, "toughness": 1},
                          "for_each": {"count": "permanents", "filter": {"owner": "you"}}}]}
    scenario = in_main_phase([{**obj("a", "Bad Armor"), "attached_to": "b"}, obj("b", "Grizzly Bears")], [], R2026)
    with pytest.raises(ScenarioError, match="for_each"):
        load_scenario(scenario, cards=lambda n: bad if n == "Bad Armor" else cards(n))
