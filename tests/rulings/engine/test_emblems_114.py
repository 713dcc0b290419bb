"""Emblems under the June 2026 rules (114): "[Player] gets an emblem with [ability]" puts an emblem
into the command zone, owned and controlled by that player (114.2); its abilities function there
(114.4), for the rest of the game, with the emblem's timestamp (613.7d). The February 2007 rules have
no emblems and no command zone (217.1 there): a card that gives one is refused."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, cast, make, obj, objects_by_id, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"
ANTHEM = {"kind": "static", "affects": "creatures", "filter": {"you_control": True},
          "pump": {"power": 2, "toughness": 2}, "gains": {"kind": "keyword", "keyword": "flying"}}
EMBLEM = {"name": "Emblem Spell", "mana_cost": "{0}", "types": ["Sorcery"], "text": "You get an emblem.",
          "effect": [{"do": "get_emblem", "text": "Creatures you control get +2/+2 and have flying.", "abilities": [ANTHEM]}]}
GROUNDED = {"name": "Grounded", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"], "text": "Grounded",
            "effect": [{"do": "lose_ability", "to": "target:0", "keyword": "flying", "until": "end_of_turn"}]}


def played(objects, actions, rules=R26):
    return run_scenario(load_scenario({**make(objects, actions), "rules": rules}))


def test_114_2_the_player_gets_an_emblem_and_114_4_its_ability_applies():
    r = played([obj("e", EMBLEM, zone="hand"), obj("bears", "Grizzly Bears"), obj("theirs", "Grizzly Bears", "Bob")],
               cast("e"))
    state = r.final_state
    assert state["players"][0]["emblems"] == [{"id": "emblem1", "from": "Emblem Spell",
                                               "text": "Creatures you control get +2/+2 and have flying."}]
    found = objects_by_id(state)
    assert (found["bears"]["power"], found["bears"]["toughness"]) == (4, 4) and "flying" in found["bears"]["keywords"]
    assert (found["theirs"]["power"], found["theirs"]["toughness"]) == (2, 2)  # "you control": Alice's only
    assert {"114.2", "114.4"} <= set(rules_of(r.steps[-1]))


def test_114_5_the_emblem_is_not_a_permanent():
    r = played([obj("e", EMBLEM, zone="hand")], cast("e"))
    assert not any(o["id"].startswith("emblem") for o in objects_by_id(r.final_state).values())


def test_613_7d_a_later_effect_removing_flying_wins_over_the_emblem():
    r = played([obj("e", EMBLEM, zone="hand"), obj("g", GROUNDED, zone="hand"), obj("bears", "Grizzly Bears")],
               [*cast("e"), *cast("g", "bears")])
    bears = objects_by_id(r.final_state)["bears"]
    assert "flying" not in bears["keywords"] and bears["power"] == 4


def test_the_emblem_ability_is_refused_unless_it_is_a_static_ability_affecting_creatures():
    bad = {**EMBLEM, "effect": [{"do": "get_emblem", "text": "Draw.", "abilities": [
        {"kind": "activated", "cost": "{1}", "effect": [{"do": "draw"}]}]}]}
    with pytest.raises(ScenarioError, match=r"abilities\[0\]: must be a static ability that affects creatures"):
        load_scenario(make([obj("e", bad, zone="hand")], []))


def test_an_emblem_trigger_other_than_a_step_or_a_draw_is_refused():
    bad = {**EMBLEM, "effect": [{"do": "get_emblem", "text": "Draw.", "abilities": [
        {"kind": "triggered", "trigger": "upkeep", "effect": [{"do": "draw"}]}]}]}
    with pytest.raises(ScenarioError, match=r"abilities\[0\]: an emblem's triggered ability must trigger at the beginning"):
        load_scenario(make([obj("e", bad, zone="hand")], []))


def test_114_3_an_emblem_ability_reading_a_condition_is_refused():
    bad = {**EMBLEM, "effect": [{"do": "get_emblem", "text": "x", "abilities": [
        {**ANTHEM, "while": {"your_turn": True}}]}]}
    with pytest.raises(ScenarioError, match=r"an emblem's static ability may have only"):
        load_scenario(make([obj("e", bad, zone="hand")], []))


def test_217_1_2007_a_card_giving_an_emblem_is_refused():
    with pytest.raises(ScenarioError, match="emblem is later than the February 2007 rules"):
        load_scenario({**make([obj("e", EMBLEM, zone="hand")], []), "rules": R07})
