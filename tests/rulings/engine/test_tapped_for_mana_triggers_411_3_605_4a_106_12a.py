"""Triggered mana abilities of lands tapped for mana (rulings/engine/tapped_for_mana.py): they
trigger as a land's {T} mana ability resolves and produces mana (2026 106.12a) and resolve at once,
without the stack (2007 411.3; 2026 605.4a); `what` names which lands, `subtype` a basic land
type; the mana goes to the player who tapped the land."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, pass_, texts

EDITIONS = {"2007-02-01": "411.3", "2026-06-19": "605.4a"}


def aura(what, mana="{G}", subtype=None):
    trigger = {"event": "tapped_for_mana", "what": what}
    if subtype:
        trigger["subtype"] = subtype
    card = {"name": "Bloom", "mana_cost": "{G}", "types": ["Enchantment"], "text": "x",
            "abilities": [{"kind": "triggered", "trigger": trigger, "effect": [{"do": "add_additional_mana", "mana": mana}], "text": "x"}]}
    if what == "enchanted_land":  # an Aura ("Enchant land"): an enchantment attached that is no Aura comes off (704.5p / 420.5m)
        card["subtypes"] = ["Aura"]
        card["abilities"] = [{"kind": "keyword", "keyword": "enchant", "what": "land"}] + card["abilities"]
    return card


def play(objects, actions, rules="2026-06-19"):
    replay = run_scenario(load_scenario({**make(objects, actions), "rules": rules}))
    assert not any(st.refused for st in replay.steps)
    return replay


def pool(replay, i=0):
    return {k: v for k, v in replay.final_state["players"][i]["mana_pool"].items() if v}


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_trigger_resolves_at_once_adding_to_the_player_who_tapped_the_land(rules):
    replay = play([obj("bloom", aura("land"), "Bob"), obj("forest", "Forest")], [act("activate_ability", object="forest")], rules)
    assert pool(replay) == {"G": 2} and pool(replay, 1) == {}
    assert EDITIONS[rules] in {c.rule for st in replay.steps for e in st.events for c in e.citations}
    assert not replay.final_state["stack"]


def test_your_land_triggers_only_for_its_controllers_lands():
    objects = [obj("bloom", aura("your_land")), obj("f1", "Forest"), obj("f2", "Forest", "Bob")]
    replay = play(objects, [act("activate_ability", object="f1"), pass_("Alice"), act("activate_ability", "Bob", object="f2")])
    assert pool(replay) == {"G": 2} and pool(replay, 1) == {"G": 1}


def test_subtype_names_the_lands_that_trigger_it():
    objects = [obj("bloom", aura("land", "{B}", "Swamp")), obj("island", "Island"), obj("swamp", "Swamp")]
    replay = play(objects, [act("activate_ability", object="island"), act("activate_ability", object="swamp")])
    assert pool(replay) == {"U": 1, "B": 2}


def test_enchanted_land_triggers_only_for_the_land_it_is_attached_to():
    objects = [obj("forest", "Forest"), obj("f2", "Forest"), obj("bloom", aura("enchanted_land"), attached_to="forest")]
    replay = play(objects, [act("activate_ability", object="f2"), act("activate_ability", object="forest")])
    assert pool(replay) == {"G": 3}
    assert "Alice adds an additional {G} to their mana pool." in [t for st in replay.steps for t in texts(st)]


@pytest.mark.parametrize("trigger, field", [({"what": "creature"}, "what"), ({"what": "land", "subtype": "Elf"}, "subtype")])
def test_the_loader_refuses_an_unknown_what_or_subtype_naming_the_field(trigger, field):
    card = aura("land")
    card["abilities"][0]["trigger"] = {"event": "tapped_for_mana", **trigger}
    with pytest.raises(ScenarioError, match=rf"trigger\.{field}"):
        load_scenario(make([obj("bloom", card)], []))


def test_mana_counted_for_each_adds_nothing_at_zero_and_is_still_a_mana_ability():
    cradle = {"name": "Cradle", "types": ["Land"], "text": "x", "abilities": [{"kind": "activated", "cost": {"tap": True}, "text": "x", "effect": [
        {"do": "add_mana_for_each", "mana": "{G}", "amount": {"count": "creatures_you_control"}}]}]}
    replay = play([obj("cradle", cradle)], [act("activate_ability", object="cradle")])
    assert pool(replay) == {} and "605.2" in {c.rule for st in replay.steps for e in st.events for c in e.citations}
    replay = play([obj("cradle", cradle), obj("bears", "Grizzly Bears")], [act("activate_ability", object="cradle")])
    assert pool(replay) == {"G": 1}


def test_the_loader_refuses_mana_for_each_of_more_than_one_symbol():
    cradle = {"name": "Cradle", "types": ["Land"], "text": "x", "abilities": [{"kind": "activated", "cost": {"tap": True}, "text": "x", "effect": [
        {"do": "add_mana_for_each", "mana": "{G}{G}", "amount": {"count": "creatures_you_control"}}]}]}
    with pytest.raises(ScenarioError, match=r"mana"):
        load_scenario(make([obj("cradle", cradle)], []))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_triggers_mana_of_any_color_is_named_by_the_actions_choices_for_its_source(rules):
    card = aura("enchanted_land")
    card["abilities"][-1]["effect"] = [{"do": "add_additional_mana", "one_of": ["{W}", "{U}", "{B}", "{R}", "{G}"]}]
    objects = [obj("forest", "Forest"), obj("bloom", card, attached_to="forest")]
    replay = play(objects, [act("activate_ability", object="forest", choices={"bloom": {"mana": "B"}})], rules)
    assert pool(replay) == {"G": 1, "B": 1}
    assert {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}[rules] in {c.rule for st in replay.steps for e in st.events for c in e.citations}


def test_the_loader_refuses_a_mana_choice_that_isnt_a_string():
    with pytest.raises(ScenarioError, match=r"choices\.bloom\.mana"):
        load_scenario(make([obj("forest", "Forest"), obj("bloom", aura("land"))],
                           [act("activate_ability", object="forest", choices={"bloom": {"mana": 3}})]))
