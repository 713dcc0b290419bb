"""Real cards with buyback (2007 502.16a; 2026 702.27a): the action pays the
buyback cost with `pay: {"buyback": true}`, it is added to the total cost, and
the spell goes to its owner's hand instead of the graveyard as it resolves.
Capsize (both editions) and Sprout Swarm (convoke and buyback, 2026)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "buyback", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def capsize(pay, islands=6, rules=R26):
    objects = [obj("capsize", "Capsize", zone="hand"), obj("stalker", "Branchblight Stalker", owner="Bob")]
    objects += [obj(f"i{i}", "Island") for i in range(islands)]
    return scenario(objects, [{"type": "play_spell", "player": "Alice", "object": "capsize", "targets": ["stalker"], "pay": pay},
                              *passes()], rules)


def zone_of(replay, oid):
    return next(zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                if any(o["id"] == oid for o in objs))


def events(replay):
    return [ev for st in replay.steps for ev in st.events]


@pytest.mark.parametrize("name", ["Capsize", "Sprout Swarm"])
def test_buyback_cards_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules,rule", [(R26, "702.27a"), (R07, "502.16a")])
def test_capsize_with_buyback_returns_to_its_owners_hand(lookup, rules, rule):
    replay = run_scenario(load_scenario(capsize({"buyback": True}, rules=rules), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "capsize") == "hand" and zone_of(replay, "stalker") == "hand"
    assert any("pays {3}{U}{U}" in ev.text or "pays {4}{U}{U}" in ev.text for ev in events(replay))
    [back] = [ev for ev in events(replay) if "instead of the graveyard" in ev.text]
    assert rule in {c.rule for c in back.citations if c.concept == "buyback"}


def test_capsize_without_buyback_goes_to_the_graveyard(lookup):
    replay = run_scenario(load_scenario(capsize({}, islands=3), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "capsize") == "graveyard"


def test_buyback_without_the_mana_for_it_is_refused(lookup):
    replay = run_scenario(load_scenario(capsize({"buyback": True}, islands=5), cards=lookup))
    assert replay.steps[1].refused


def test_buyback_for_a_spell_without_it_is_refused_naming_the_field(lookup):
    objects = [obj("swarm", "Sprout Swarm", zone="hand"), obj("f", "Forest"), obj("f2", "Forest")]
    data = scenario(objects, [{"type": "play_spell", "player": "Alice", "object": "swarm", "pay": {"buyback": True}}])
    data["objects"][0]["card"] = "Branchblight Stalker"
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.steps[-1].refused and any("pay.buyback" in ev.text for ev in replay.steps[-1].events)


def test_sprout_swarm_convoked_and_bought_back(lookup):
    """{1}{G} plus buyback {3}: two Saprolings... here one creature convokes {G}, four Forests pay {4}."""
    objects = [obj("swarm", "Sprout Swarm", zone="hand"), obj("stalker", "Branchblight Stalker")]
    objects += [obj(f"f{i}", "Forest") for i in range(4)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "swarm", "pay": {"buyback": True, "convoke": ["stalker"]}},
               *passes()]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for e in replay.steps[-1].events]
    assert zone_of(replay, "swarm") == "hand"


def test_a_buyback_that_isnt_true_or_false_is_refused_by_the_loader(lookup):
    with pytest.raises(ScenarioError, match=r"pay\.buyback"):
        load_scenario(capsize({"buyback": "yes"}), cards=lookup)


@pytest.mark.parametrize("text", ["Buyback {X}", "Buyback—Sacrifice two lands."])  # "Buyback—Sacrifice a land.": test_kicked_spells_...
def test_a_near_miss_buyback_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Instant"], "mana_cost": "{U}", "text": text + "\nDraw a card."}
    assert not compile_card(card).played
