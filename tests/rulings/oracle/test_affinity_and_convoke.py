"""Real cards with cost-reducing keywords (rulings/engine/cost_reduction.py):
Frogmite's affinity for artifacts (2007 502.31a; 2026 702.41a) makes it cost
{1} less for each artifact its caster controls, generic mana only; Siege Wurm's
convoke (2007 502.46a; 2026 702.51a) lets the creatures named in the action's
`pay.convoke` each pay one generic mana or one mana of one of their colors."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "costs", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def events(replay):
    return [ev for st in replay.steps for ev in st.events]


def cited(replay, concept):
    return {c.rule for ev in events(replay) for c in ev.citations if c.concept == concept}


def frogmite_with_two_artifacts(lands: int, rules=R26):
    objects = [obj("f1", "Frogmite"), obj("f2", "Frogmite"), obj("new", "Frogmite", zone="hand")]
    objects += [obj(f"m{i}", "Mountain") for i in range(lands)]
    return scenario(objects, [{"type": "play_spell", "player": "Alice", "object": "new"}], rules)


def wurm(convoke, lands: int = 4, rules=R26, extra=()):
    objects = [obj("wurm", "Siege Wurm", zone="hand"), obj("elf", "Siege Wurm"), obj("mite", "Frogmite"), *extra]
    objects += [obj(f"g{i}", "Forest") for i in range(lands)]
    return scenario(objects, [{"type": "play_spell", "player": "Alice", "object": "wurm", "pay": {"convoke": convoke}}], rules)


@pytest.mark.parametrize("name", ["Frogmite", "Siege Wurm"])
def test_affinity_and_convoke_cards_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules,rule", [(R26, "702.41a"), (R07, "502.31a")])
def test_frogmite_costs_two_less_with_two_artifacts(lookup, rules, rule):
    replay = run_scenario(load_scenario(frogmite_with_two_artifacts(2, rules), cards=lookup))
    assert not replay.steps[-1].refused
    assert rule in cited(replay, "affinity")
    assert any("pays {2}" in ev.text for ev in events(replay))


def test_frogmite_cant_be_cast_when_the_reduced_cost_isnt_there(lookup):
    replay = run_scenario(load_scenario(frogmite_with_two_artifacts(1), cards=lookup))
    assert replay.steps[-1].refused


@pytest.mark.parametrize("rules,rule", [(R26, "702.51a"), (R07, "502.46a")])
def test_siege_wurm_is_convoked_by_a_green_and_a_colorless_creature(lookup, rules, rule):
    """{5}{G}{G}: the green Siege Wurm pays {G}, the colorless Frogmite {1}; five Forests pay {4}{G}... four are too few."""
    replay = run_scenario(load_scenario(wurm(["elf", "mite"], lands=5, rules=rules), cards=lookup))
    step = replay.steps[-1]
    assert not step.refused, [e.text for e in step.events]
    texts = [ev.text for ev in step.events]
    assert any(t.startswith("Alice taps") and "{G}" in t and "{1}" in t and "convoke" in t for t in texts), texts
    assert rule in cited(replay, "convoke")
    state = {o["id"]: o for z in replay.final_state["zones"].values() for o in z["in_play"]}
    assert state["elf"]["tapped"] and state["mite"]["tapped"]


def test_convoke_with_too_little_mana_left_is_refused(lookup):
    replay = run_scenario(load_scenario(wurm(["elf", "mite"], lands=4), cards=lookup))
    assert replay.steps[-1].refused


def test_a_tapped_creature_cant_convoke_and_the_refusal_names_the_field(lookup):
    data = wurm(["elf", "mite"], lands=5)
    data["objects"][1]["tapped"] = True
    replay = run_scenario(load_scenario(data, cards=lookup))
    step = replay.steps[-1]
    assert step.refused and any("pay.convoke" in ev.text and "tapped" in ev.text for ev in step.events)


def test_convoke_for_a_spell_without_it_is_refused_naming_the_field(lookup):
    data = frogmite_with_two_artifacts(2)
    data["objects"].append(obj("elf", "Siege Wurm"))
    data["actions"][0]["pay"] = {"convoke": ["elf"]}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.steps[-1].refused and any("pay.convoke" in ev.text and "has no convoke" in ev.text for ev in replay.steps[-1].events)


def test_a_convoke_entry_naming_no_object_is_refused_by_the_loader(lookup):
    with pytest.raises(ScenarioError, match=r"pay\.convoke\[0\]"):
        load_scenario(wurm(["nobody"]), cards=lookup)


@pytest.mark.parametrize("text", ["Affinity for Plainswalkers", "Convoke {2}", "Improvise and convoke"])
def test_a_near_miss_keyword_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{5}", "power": "1", "toughness": "1", "text": text}
    assert not compile_card(card).played


def test_the_legal_actions_offer_frogmite_for_its_cost_less_affinity(lookup):
    """Two Frogmites in play and two Mountains: the third Frogmite ({4}, affinity) is offered, for {2}."""
    from rulings.engine.engine import game_at
    from rulings.engine.legal_actions import legal_actions
    data = frogmite_with_two_artifacts(2)
    data["actions"] = []
    _, actions = legal_actions(game_at(load_scenario(data, cards=lookup), 0))
    assert any(d["type"] == "play_spell" and d["object"] == "new" for d in actions)


def test_argivian_phalanx_costs_one_less_for_each_creature_its_caster_controls(lookup, pool):
    """Affinity for creatures ({5}{W}): three creatures make it {2}{W}; the opponent's creature doesn't count."""
    assert pool["Argivian Phalanx"].played
    objects = [obj("phalanx", "Argivian Phalanx", zone="hand"), obj("bob1", "Frogmite", owner="Bob")]
    objects += [obj(f"c{i}", "Branchblight Stalker") for i in range(3)] + [obj(f"p{i}", "Plains") for i in range(3)]
    replay = run_scenario(load_scenario(scenario(objects, [{"type": "play_spell", "player": "Alice", "object": "phalanx"}]),
                                        cards=lookup))
    assert not replay.steps[-1].refused
    assert "702.41a" in cited(replay, "affinity") and any("pays {2}{W}" in ev.text for ev in events(replay))


def test_a_convoking_creature_with_a_mana_ability_is_not_also_tapped_for_mana(lookup):
    """Llanowar Elves convokes {G} of Siege Wurm; the payment found for the rest uses the Forests, not the Elves."""
    objects = [obj("wurm", "Siege Wurm", zone="hand"), obj("elves", "Llanowar Elves"), obj("mite", "Frogmite")]
    objects += [obj(f"g{i}", "Forest") for i in range(5)]
    data = scenario(objects, [{"type": "play_spell", "player": "Alice", "object": "wurm", "pay": {"convoke": ["elves", "mite"]}}])
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not replay.steps[-1].refused, [ev.text for ev in replay.steps[-1].events]


def test_white_creatures_convoke_the_hybrid_symbols_of_merrow_skyswimmer(lookup, pool):
    """{3}{W/U}{W/U} paid by five creatures: two white ones pay the {W/U} symbols, three colorless ones the {3}."""
    assert pool["Merrow Skyswimmer"].played
    objects = [obj("merrow", "Merrow Skyswimmer", zone="hand"), obj("w1", "Argivian Phalanx"), obj("w2", "Argivian Phalanx")]
    objects += [obj(f"c{i}", "Frogmite") for i in range(3)]
    data = scenario(objects, [{"type": "play_spell", "player": "Alice", "object": "merrow",
                               "pay": {"convoke": ["c0", "w1", "c1", "w2", "c2"]}}])
    replay = run_scenario(load_scenario(data, cards=lookup))
    step = replay.steps[-1]
    assert not step.refused, [ev.text for ev in step.events]
    assert any("Argivian Phalanx (w1) ({W/U})" in ev.text for ev in step.events)
