"""Real cards with an activated ability whose cost discards the card itself: "Channel — {U}, Discard this
card: Draw a card." (Mnemonic Sphere), "Bloodrush — {R}, Discard this card: Target attacking creature gets
+2/+1 until end of turn." (Skinbrand Goblin), "{1}{B}, Discard this card: Target creature gets -2/-2 until end
of turn." (Harvester of Misery), "Discard this card: Exile up to two target cards from graveyards." (Faerie
Macabre). The cost can't be paid on the battlefield, so the ability works from the hand (2007 402.8e; 2026
113.6j); "It deals 2 damage" is the discarded card dealing it (Twinshot Sniper). Channel and bloodrush are
ability words, with no rules meaning."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "hand_abilities_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]
FROM_HAND = {"2007-02-01": "402.8e", "2026-06-19": "113.6j"}


def test_the_cards_are_fully_played(compiled):
    # Herd Migration's "You gain 3 life" after its search, Boseiju's opponent's search: not this family's
    assert sorted(name for name, card in compiled.items() if not card.played) == ["Boseiju, Who Endures", "Herd Migration"]


@pytest.mark.parametrize("text", [
    "Channel — {1}{R}: Draw a card.",
    "Channel — {1}{R}, Discard this card: Return it to the battlefield.",
    "{1}{R}, {T}, Discard this card: Draw a card.",
    "{1}{R}, Discard this card: Put this card on top of your library.",
    "Landfall — {1}{R}, Discard this card: Draw a card.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{R}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played


def activate(oid, ability, lands, land="Island", targets=None, rules="2026-06-19", more=()):
    objects = [obj(oid, NAMES[oid], zone="hand"), *[obj(f"l{k}", land) for k in range(lands)],
               *[obj(f"a{k}", "Island", zone="library") for k in range(3)], *more]
    action = {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability,
              "mana_abilities": [{"object": f"l{k}"} for k in range(lands)]}
    if targets is not None:
        action["targets"] = targets
    return in_main_phase(objects, [action, p("Alice"), p("Bob")], rules)


HARVESTER = 2  # its abilities: a keyword, the enters trigger, then the discard ability
NAMES = {"sphere": "Mnemonic Sphere", "sniper": "Twinshot Sniper", "harvester": "Harvester of Misery", "macabre": "Faerie Macabre",
         "goblin": "Skinbrand Goblin"}


@pytest.mark.parametrize("rules", BOTH)
def test_channel_discards_the_card_from_the_hand_and_draws(cards, rules):
    replay = run_scenario(load_scenario(activate("sphere", 1, 1, rules=rules), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "sphere") == "graveyard"
    assert [zone_of(replay, f"a{k}") for k in range(3)].count("hand") == 1
    assert FROM_HAND[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_it_deals_damage_is_the_discarded_card_dealing_it(cards, rules):
    replay = run_scenario(load_scenario(activate("sniper", 2, 2, land="Mountain", targets=["Bob"], rules=rules), cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 18
    assert "Twinshot Sniper deals 2 damage to Bob" in log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_a_plain_discard_cost_ability_gives_minus_two(cards, rules):
    sc = activate("harvester", HARVESTER, 2, land="Swamp", targets=["bears"], rules=rules, more=[obj("bears", "Grizzly Bears", owner="Bob")])
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "harvester") == "graveyard"


@pytest.mark.parametrize("rules", BOTH)
def test_a_discard_cost_with_no_mana_exiles_up_to_two_cards(cards, rules):
    sc = activate("macabre", 1, 0, targets=["g1", "g2"], rules=rules,
                  more=[obj("g1", "Island", owner="Bob", zone="graveyard"), obj("g2", "Island", owner="Bob", zone="graveyard")])
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "g1") == zone_of(replay, "g2") == "removed_from_game"  # the engine's zone name in both editions


@pytest.mark.parametrize("rules", BOTH)
def test_the_ability_cant_be_activated_from_the_battlefield(cards, rules):
    sc = activate("sphere", 1, 1, rules=rules)
    sc["objects"][0]["zone"] = "in_play"
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert refused(replay)
    assert zone_of(replay, "sphere") == "in_play"


@pytest.mark.parametrize("rules", BOTH)
def test_bloodrush_pumps_an_attacking_creature(cards, rules):
    objects = [obj("goblin", "Skinbrand Goblin", zone="hand"), obj("bears", "Grizzly Bears"), obj("m", "Mountain")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
               {"type": "activate_ability", "player": "Alice", "object": "goblin", "ability": 0, "targets": ["bears"],
                "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert not refused(replay), log(replay)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (4, 3)
    assert zone_of(replay, "goblin") == "graveyard"


@pytest.mark.parametrize("rules", BOTH)
def test_bloodrush_cant_target_a_creature_that_isnt_attacking(cards, rules):
    objects = [obj("goblin", "Skinbrand Goblin", zone="hand"), obj("bears", "Grizzly Bears"), obj("m", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "goblin", "ability": 0, "targets": ["bears"],
                "mana_abilities": [{"object": "m"}]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert refused(replay)
    assert zone_of(replay, "goblin") == "hand"


def reinforce(oid, name, lands, x=None, rules="2026-06-19", ability=0):
    objects = [obj(oid, name, zone="hand"), obj("bears", "Grizzly Bears"), *[obj(f"l{k}", "Plains") for k in range(lands)]]
    action = {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, "targets": ["bears"],
              "mana_abilities": [{"object": f"l{k}"} for k in range(lands)]}
    if x is not None:
        action["x"] = x
    return in_main_phase(objects, [action, p("Alice"), p("Bob")], rules)


def test_reinforce_puts_its_counters_on_target_creature(cards):
    replay = run_scenario(load_scenario(reinforce("guard", "Mosquito Guard", 2, ability=1), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["counters"] == {"+1/+1": 1}
    assert zone_of(replay, "guard") == "graveyard"
    assert {"702.77a", "113.6j"} <= cited(replay)


def test_reinforce_x_on_an_instant_puts_x_counters(cards):
    replay = run_scenario(load_scenario(reinforce("swell", "Swell of Courage", 4, x=2), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["counters"] == {"+1/+1": 2}


def test_reinforce_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match="reinforce .2026 702.77. is later than the February 2007 rules"):
        load_scenario(reinforce("guard", "Mosquito Guard", 2, rules="2007-02-01"), cards=cards)


def test_only_the_owner_activates_an_ability_of_a_card_in_hand(cards):
    sc = activate("macabre", 1, 0, targets=["g1"], more=[obj("g1", "Island", owner="Bob", zone="graveyard")])
    sc["actions"][0]["player"] = "Bob"
    sc["actions"].insert(0, p("Alice"))
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert refused(replay)
    assert "Faerie Macabre is owned by Alice; only its owner can activate its activated abilities while it is in the hand" in log(replay)
    assert "602.2" in cited(replay)
