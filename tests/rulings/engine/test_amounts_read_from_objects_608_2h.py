"""Amounts read from an object ("gain life equal to that creature's
toughness"): from the object now if it is on the battlefield, else from its
last known information (2026: 608.2h; 2007: 413.2f)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"

SWORDS = {"name": "Swords Test", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
          "effect": [{"do": "remove_from_game", "what": "target:0"},
                     {"do": "gain_life", "amount": {"count": "power_of", "of": "target:0"}, "player": "you"}],
          "text": "Exile target creature. You gain life equal to its power."}
GROWTH = {"name": "Growth", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
          "effect": [{"do": "pump", "power": 3, "toughness": 3, "to": "target:0", "until": "end_of_turn"}], "text": "+3/+3."}


def played(objects, actions, rules=R26):
    return run_scenario(load_scenario({**make(objects, actions), "rules": rules}))


@pytest.mark.parametrize("rules, rule", [(R26, "608.2h"), (R07, "413.2f")])
def test_life_equal_to_the_power_of_a_creature_that_left_uses_last_known_information(rules, rule):
    r = played([obj("giant", "Hill Giant", "Bob"), obj("g", GROWTH, zone="hand"), obj("s", SWORDS, zone="hand")],
               [act("play_spell", object="g", targets=["giant"]), pass_("Alice"), pass_("Bob"),
                act("play_spell", object="s", targets=["giant"]), pass_("Alice"), pass_("Bob")], rules)
    assert r.final_state["players"][0]["life"] == 26  # 3 + 3 until end of turn, as it last existed
    assert rule in rules_of(r.steps[-1])


def test_toughness_of_a_creature_still_on_the_battlefield_is_read_now():
    bless = {"name": "Bless", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
             "effect": [{"do": "gain_life", "amount": {"count": "toughness_of", "of": "target:0"}, "player": "you"}], "text": "Bless."}
    r = played([obj("bears", "Grizzly Bears", counters={"+1/+1": 2}), obj("b", bless, zone="hand")],
               [act("play_spell", object="b", targets=["bears"]), pass_("Alice"), pass_("Bob")])
    assert r.final_state["players"][0]["life"] == 24


def test_a_dies_trigger_reads_the_dead_creatures_toughness_as_it_last_existed():
    mourner = {"name": "Mourner", "mana_cost": "{0}", "types": ["Creature"], "power": 1, "toughness": 1,
               "abilities": [{"kind": "triggered", "trigger": {"event": "dies", "who": "another_creature"},
                              "effect": [{"do": "gain_life", "amount": {"count": "toughness_of"}, "player": "you"}],
                              "text": "Whenever another creature dies, you gain life equal to its toughness."}]}
    bolt = {"name": "Bolt", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
            "effect": [{"do": "damage", "amount": 5, "to": "target:0"}], "text": "5 damage."}
    r = played([obj("m", mourner), obj("bears", "Grizzly Bears", "Bob", counters={"+1/+1": 1}), obj("b", bolt, zone="hand")],
               [act("play_spell", object="b", targets=["bears"]), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")])
    assert r.final_state["players"][0]["life"] == 23  # 2 + a +1/+1 counter as it last existed


def test_of_is_only_for_power_of_and_toughness_of():
    bad = {**SWORDS, "effect": [{"do": "gain_life", "amount": {"count": "cards_in_your_hand", "of": "target:0"}}]}
    with pytest.raises(ScenarioError):
        load_scenario(make([obj("s", bad, zone="hand")], []))


@pytest.mark.parametrize("rules", [R07, R26])
def test_an_x_x_token_has_the_x_announced_as_base_power_and_toughness(rules):
    spawn = {"name": "Spawn", "mana_cost": "{X}{G}", "types": ["Sorcery"],
             "effect": [{"do": "create_token", "id": "ooze", "token": {"types": ["Creature"], "subtypes": ["Ooze"], "colors": ["green"],
                                                                         "power": "X", "toughness": "X"}}],
             "text": "Create an X/X green Ooze creature token."}
    r = played([obj("s", spawn, zone="hand"), *[obj(f"f{i}", "Forest") for i in range(4)]],
               [act("play_spell", object="s", x=3), pass_("Alice"), pass_("Bob")], rules)
    ooze = objects_by_id(r.final_state)["ooze"]
    assert (ooze["power"], ooze["toughness"]) == (3, 3)
