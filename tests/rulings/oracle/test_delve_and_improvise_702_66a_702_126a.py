"""Real cards with delve (2026 702.66a) and improvise (702.126a): each card the
action exiles from its caster's graveyard (`pay.delve`), or each untapped
artifact it taps (`pay.improvise`), pays one generic mana of the total cost.
Both are later than February 2007: under those rules an action naming them is
refused, and the replay says the keyword does nothing."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "delve", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def angler(delve, swamps=4, rules=R26):
    """Gurmag Angler ({6}{B}) with three Shocks in the graveyard."""
    objects = [obj("angler", "Gurmag Angler", zone="hand")] + [obj(f"s{i}", "Shock", zone="graveyard") for i in range(3)]
    objects += [obj(f"b{i}", "Swamp") for i in range(swamps)]
    return scenario(objects, [{"type": "play_spell", "player": "Alice", "object": "angler", "pay": {"delve": delve}}], rules)


def assembler(improvise, lands=3):
    """Foundry Assembler ({5}) with two Frogmites (artifacts) in play."""
    objects = [obj("asm", "Foundry Assembler", zone="hand"), obj("f1", "Frogmite"), obj("f2", "Frogmite")]
    objects += [obj(f"m{i}", "Mountain") for i in range(lands)]
    return scenario(objects, [{"type": "play_spell", "player": "Alice", "object": "asm", "pay": {"improvise": improvise}}])


def step_texts(replay):
    return [ev.text for ev in replay.steps[-1].events]


def zone_of(replay, oid):
    for player, zones in replay.final_state["zones"].items():
        for zone, objs in zones.items():
            if any(o["id"] == oid for o in objs):
                return zone
    return None


@pytest.mark.parametrize("name", ["Gurmag Angler", "Foundry Assembler"])
def test_delve_and_improvise_cards_are_fully_played(pool, name):
    assert pool[name].played


def test_gurmag_angler_delves_three_cards_citing_702_66a(lookup):
    replay = run_scenario(load_scenario(angler(["s0", "s1", "s2"]), cards=lookup))
    step = replay.steps[-1]
    assert not step.refused, step_texts(replay)
    [ev] = [ev for ev in step.events if "to delve" in ev.text]
    assert "exiles Shock, Shock, Shock from their graveyard" in ev.text and "{3} paid" in ev.text
    assert ("702.66a", "delve") in {(c.rule, c.concept) for c in ev.citations}
    assert any("pays {3}{B}" in t for t in step_texts(replay))
    assert zone_of(replay, "s0") == "removed_from_game"  # the engine's name for the exile zone


def test_delve_of_too_few_cards_leaves_too_much_to_pay(lookup):
    assert run_scenario(load_scenario(angler(["s0", "s1"]), cards=lookup)).steps[-1].refused


def test_delve_of_a_card_not_in_the_graveyard_is_refused_naming_the_field(lookup):
    replay = run_scenario(load_scenario(angler(["s0", "b0"]), cards=lookup))
    assert replay.steps[-1].refused and any("pay.delve: b0 is not a card in Alice's graveyard" in t for t in step_texts(replay))


def test_under_the_2007_rules_delve_is_refused_as_a_later_keyword(lookup):
    replay = run_scenario(load_scenario(angler(["s0", "s1", "s2"], rules=R07), cards=lookup))
    assert replay.steps[-1].refused and any("later than February 2007" in t for t in step_texts(replay))
    assert any("has delve, a keyword those rules do not have" in ev.text for ev in replay.steps[0].events)


def test_foundry_assembler_improvised_by_two_artifacts_citing_702_126a(lookup):
    replay = run_scenario(load_scenario(assembler(["f1", "f2"]), cards=lookup))
    step = replay.steps[-1]
    assert not step.refused, step_texts(replay)
    [ev] = [ev for ev in step.events if "to improvise" in ev.text]
    assert ("702.126a", "improvise") in {(c.rule, c.concept) for c in ev.citations}
    assert any("pays {3}" in t for t in step_texts(replay))


def test_improvise_with_a_tapped_artifact_is_refused_naming_the_field(lookup):
    data = assembler(["f1", "f2"])
    data["objects"][1]["tapped"] = True
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.steps[-1].refused and any("pay.improvise" in t and "tapped" in t for t in step_texts(replay))


def test_a_delve_entry_naming_no_object_is_refused_by_the_loader(lookup):
    with pytest.raises(ScenarioError, match=r"pay\.delve\[0\]"):
        load_scenario(angler(["nobody"]), cards=lookup)


@pytest.mark.parametrize("text", ["Delve 2", "Improvise {1}"])
def test_a_near_miss_keyword_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{5}", "power": "1", "toughness": "1", "text": text}
    assert not compile_card(card).played
