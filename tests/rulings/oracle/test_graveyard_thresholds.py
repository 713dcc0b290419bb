""" "Threshold — ~ can't be blocked as long as there are seven or more cards in your graveyard" (Cephalid
Inkmage), "Threshold — As long as ..., ~ gets +3/+0 and attacks each combat if able" (Otarian Juggernaut),
"Delirium — ..., ~ gets +2/+2, has flying, and attacks each combat if able" (Dragon's Rage Channeler), and an
Aura's "Threshold — Enchanted creature gets (an additional) +2/-2 as long as ..." (Kamahl's Desire, Patriarch's
Desire): rulings/oracle/graveyard_thresholds.py, played from real cards' Oracle text (graveyard_thresholds_cards.json:
records copied from the pool). The condition is read for the controller of the ability's source whenever the
effect is applied (2007 418.5a; 2026 613.4c); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_thresholds_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Kamahl's Desire", "Patriarch's Desire", "Strange Augmentation", "Cephalid Inkmage", "Nightwhorl Hermit",
          "Otarian Juggernaut", "Dragon's Rage Channeler"]
#: an Aura's keyword or restriction granted only while its controller's graveyard holds seven cards
NEAR_MISSES = ["Aboshan's Desire", "Kirtar's Desire"]
RULES = {"attack_requirements": {R2007: "500.4", R2026: "508.1d"}, "blocking_restrictions": {R2007: "309.2a", R2026: "509.1b"},
         "zero_toughness": {R2007: "420.5b", R2026: "704.5f"}}


def graveyard(owner, n, name="Forest"):
    return [obj(f"{owner}{i}", name, owner=owner, zone="graveyard") for i in range(n)]


def combat(cards, objects, actions, rules):
    sc = {"format": 1, "rules": rules, "name": "graveyard thresholds", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
          "objects": objects, "actions": actions}
    return run_scenario(load_scenario(sc, cards=cards))


def main_phase(cards, objects, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, [], rules, "graveyard thresholds"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_threshold_and_delirium_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_an_auras_granted_keyword_or_restriction_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("cards_there", (6, 7))
def test_cephalid_inkmage_can_be_blocked_only_without_threshold(cards, rules, cards_there):
    objects = [obj("ink", "Cephalid Inkmage"), obj("bears", "Grizzly Bears", owner="Bob"), *graveyard("Alice", cards_there)]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["ink"]}, p("Alice"), p("Bob"),
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "bears", "attacker": "ink"}]}]
    replay = combat(cards, objects, actions, rules)
    if cards_there == 7:
        assert replay.steps[-1].refused and RULES["blocking_restrictions"][rules] in cited(replay), log(replay)
    else:
        assert not refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("cards_there", (6, 7))
def test_otarian_juggernaut_must_attack_only_with_threshold(cards, rules, cards_there):
    objects = [obj("jug", "Otarian Juggernaut"), *graveyard("Alice", cards_there)]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": []}]
    replay = combat(cards, objects, actions, rules)
    if cards_there == 7:
        assert replay.steps[-1].refused and RULES["attack_requirements"][rules] in cited(replay), log(replay)
        assert pt(replay, "jug") == (5, 3)
    else:
        assert not refused(replay), log(replay)
        assert pt(replay, "jug") == (2, 3)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dragons_rage_channeler_gets_flying_with_four_card_types(cards, rules):
    four = main_phase(cards, [obj("drc", "Dragon's Rage Channeler"), obj("g0", "Forest", zone="graveyard"),
                              obj("g1", "Grizzly Bears", zone="graveyard"), obj("g2", "Lightning Bolt", zone="graveyard"),
                              obj("g3", "Divination", zone="graveyard")], rules)
    three = main_phase(cards, [obj("drc", "Dragon's Rage Channeler"), obj("g0", "Forest", zone="graveyard"),
                               obj("g1", "Grizzly Bears", zone="graveyard"), obj("g2", "Lightning Bolt", zone="graveyard")], rules)
    assert pt(four, "drc") == (3, 3) and "flying" in objects_in(four.final_state)["drc"]["keywords"]
    assert pt(three, "drc") == (1, 1) and "flying" not in objects_in(three.final_state)["drc"]["keywords"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_kamahls_desire_pumps_with_its_controllers_threshold_not_the_creatures(cards, rules):
    aura = {**obj("kd", "Kamahl's Desire"), "attached_to": "bears"}
    mine = main_phase(cards, [aura, obj("bears", "Grizzly Bears", owner="Bob"), *graveyard("Alice", 7)], rules)
    theirs = main_phase(cards, [aura, obj("bears", "Grizzly Bears", owner="Bob"), *graveyard("Bob", 7)], rules)
    assert pt(mine, "bears") == (5, 2) and pt(theirs, "bears") == (2, 2)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("cards_there", (6, 7))
def test_patriarchs_desire_additional_minus_two_toughness_kills_a_three_toughness_creature(cards, rules, cards_there):
    objects = [{**obj("pd", "Patriarch's Desire"), "attached_to": "giant"}, obj("giant", "Hill Giant", owner="Bob"),
               *graveyard("Alice", cards_there)]
    replay = run_scenario(load_scenario(in_main_phase(objects, [p("Alice")], rules, "graveyard thresholds"), cards=cards))
    if cards_there == 7:
        assert zone_of(replay, "giant") == "graveyard", log(replay)  # 7/-1
        assert RULES["zero_toughness"][rules] in cited(replay), sorted(cited(replay))
    else:
        assert zone_of(replay, "giant") == "in_play" and pt(replay, "giant") == (5, 1), log(replay)
