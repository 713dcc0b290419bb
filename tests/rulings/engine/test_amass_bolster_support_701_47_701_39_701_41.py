"""2026 701.47a (amass), 701.39a (bolster), 701.41a (support): the `amass`, `bolster` and
`support` instructions, keyword actions later than February 2007 (under those rules the
instruction does nothing and the log says why)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

R2026, R2007 = "2026-06-19", "2007-02-01"


def caster(effect, targets=()):
    return {"name": "Test Caster", "mana_cost": "{U}", "types": ["Creature"], "power": 1, "toughness": 3,
            "abilities": [{"kind": "activated", "cost": {"mana": "{U}"}, "effect": effect,
                           **({"targets": list(targets)} if targets else {})}]}


def creature(name, power, toughness, subtypes=()):
    return {"name": name, "mana_cost": "{G}", "types": ["Creature"], "subtypes": list(subtypes), "power": power, "toughness": toughness}


def run(effect, others=(), rules=R2026, choices=None, targets=(), chosen_targets=None):
    objects = [{"id": "src", "card": caster(effect, targets), "owner": "Alice", "zone": "in_play"},
               {"id": "i", "card": "Island", "owner": "Alice", "zone": "in_play"},
               *[{"id": oid, "card": card, "owner": "Alice", "zone": "in_play"} for oid, card in others]]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if choices:
        resolve["choices"] = {"src": choices}
    activate = {"type": "activate_ability", "player": "Alice", "object": "src", "ability": 0, "mana_abilities": [{"object": "i"}]}
    if chosen_targets is not None:
        activate["targets"] = chosen_targets
    data = {"format": 1, "rules": rules, "name": "keyword actions", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [activate, {"type": "pass_priority", "player": "Alice"}, resolve]}
    replay = run_scenario(load_scenario(data))
    mine = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, mine, log, cites


def test_amass_without_an_army_creates_a_0_0_black_army_token_first_and_puts_the_counters_on_it():
    replay, mine, log, cites = run([{"do": "amass", "subtype": "Orc", "amount": 2}])
    army = mine["army"]
    assert army["counters"] == {"+1/+1": 2} and army["power"] == 2 and army["toughness"] == 2, log
    assert "Orc" in army["subtypes"] and "Army" in army["subtypes"] and army["colors"] == ["black"]
    assert "701.47a" in cites


def test_amass_on_an_army_of_another_subtype_makes_it_that_subtype_too():
    _, mine, log, _ = run([{"do": "amass", "subtype": "Orc", "amount": 1}], [("z", creature("Test Zombie Army", 1, 1, ("Zombie", "Army")))])
    assert "army" not in mine
    assert mine["z"]["counters"] == {"+1/+1": 1} and {"Zombie", "Army", "Orc"} <= set(mine["z"]["subtypes"]), log


def test_amass_with_two_armies_puts_the_counters_on_the_one_chosen():
    armies = [("a1", creature("Test Army One", 1, 1, ("Orc", "Army"))), ("a2", creature("Test Army Two", 1, 1, ("Orc", "Army")))]
    _, mine, log, _ = run([{"do": "amass", "subtype": "Orc", "amount": 3}], armies, choices={"cards": ["a2"]})
    assert mine["a2"]["counters"] == {"+1/+1": 3} and not mine["a1"]["counters"], log
    _, mine, log, _ = run([{"do": "amass", "subtype": "Orc", "amount": 3}], armies)
    assert mine["a1"]["counters"] == {"+1/+1": 3} and "no choice was given" in log


def test_under_2007_amass_does_nothing_and_says_why():
    _, mine, log, cites = run([{"do": "amass", "subtype": "Zombie", "amount": 1}], rules=R2007)
    assert "army" not in mine and "later than the February 2007 rules" in log and "701.47a" not in cites


def test_the_validator_names_an_amass_without_a_creature_type():
    with pytest.raises(ScenarioError, match="subtype"):
        run([{"do": "amass", "subtype": "Sorcery", "amount": 1}])


def test_bolster_puts_the_counters_on_the_creature_with_the_least_toughness():
    others = [("big", creature("Test Big", 4, 4)), ("small", creature("Test Small", 2, 1))]
    _, mine, log, cites = run([{"do": "bolster", "amount": 2}], others)
    assert mine["small"]["counters"] == {"+1/+1": 2} and not mine["big"]["counters"] and not mine["src"]["counters"], log
    assert "701.39a" in cites


def test_bolster_among_creatures_tied_for_least_toughness_takes_the_one_chosen():
    others = [("b1", creature("Test Bear One", 2, 3)), ("b2", creature("Test Bear Two", 2, 3))]
    _, mine, log, _ = run([{"do": "bolster", "amount": 1}], others, choices={"cards": ["b2"]})
    assert mine["b2"]["counters"] == {"+1/+1": 1} and not mine["b1"]["counters"] and not mine["src"]["counters"], log
    _, mine, log, _ = run([{"do": "bolster", "amount": 1}], others)
    assert mine["src"]["counters"] == {"+1/+1": 1} and "no choice was given" in log  # the caster (1/3) entered first


def test_under_2007_bolster_does_nothing_and_says_why():
    _, mine, log, _ = run([{"do": "bolster", "amount": 1}], rules=R2007)
    assert not mine["src"]["counters"] and "later than the February 2007 rules" in log


SUPPORT = [{"do": "support", "to": "target:0"}, {"do": "support", "to": "target:1"}]
OTHER_UP_TO = {"types": ["Creature"], "other": True, "up_to": True}


def test_support_puts_a_counter_on_each_target_chosen():
    others = [("b1", creature("Test Bear One", 2, 2)), ("b2", creature("Test Bear Two", 2, 2))]
    replay, mine, log, cites = run(SUPPORT, others, targets=[OTHER_UP_TO, OTHER_UP_TO], chosen_targets=["b1"])
    assert not any(st.refused for st in replay.steps), log
    assert mine["b1"]["counters"] == {"+1/+1": 1} and not mine["b2"]["counters"], log
    assert "701.41a" in cites


def test_support_on_a_permanent_cant_target_the_permanent_itself():
    replay, mine, log, _ = run(SUPPORT, targets=[OTHER_UP_TO, OTHER_UP_TO], chosen_targets=["src"])
    assert replay.steps[1].refused and not mine["src"]["counters"]


def test_bolster_refuses_a_choice_without_the_least_toughness_naming_the_field():
    orb = {"name": "Bolster Orb", "types": ["Artifact"], "mana_cost": "{1}",
           "abilities": [{"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "bolster", "amount": 1}]}]}
    sc = {"format": 1, "rules": "2026-06-19", "name": "bolster", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
          "objects": [{"id": "orb", "card": orb, "owner": "Alice", "zone": "in_play"},
                      {"id": "elf", "card": "Llanowar Elves", "owner": "Alice", "zone": "in_play"},
                      {"id": "giant", "card": "Hill Giant", "owner": "Alice", "zone": "in_play"}],
          "actions": [{"type": "activate_ability", "player": "Alice", "object": "orb", "ability": 0},
                      {"type": "pass_priority", "player": "Alice"},
                      {"type": "pass_priority", "player": "Bob", "choices": {"orb": {"cards": ["giant"]}}}]}
    from rulings.engine import load_scenario, run_scenario
    step = run_scenario(load_scenario(sc)).steps[-1]
    assert step.refused and "choices.orb.cards must name one creature Alice controls with the least toughness (1): elf" \
        in step.events[-1].text
