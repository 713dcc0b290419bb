"""A real card that gives energy (rulings/oracle/energy.py): "You get {E}{E}"
is two energy counters on the player (2026: 107.14); proliferate gives one
more to a player chosen who has some (701.34a); energy is later than February
2007, so 107.14 is cited only under 2026."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card


def scenario(rules="2026-06-19", energy=None):
    alice = {"name": "Alice", **({"energy": energy} if energy is not None else {})}
    objects = [{"id": f"forest{i}", "card": "Forest", "owner": "Alice", "zone": "in_play"} for i in range(2)] + [
        {"id": "infusion", "card": "Highspire Infusion", "owner": "Alice", "zone": "hand"},
        {"id": "lions", "card": "Savannah Lions", "owner": "Alice", "zone": "in_play"}]
    return {"format": 1, "rules": rules, "name": "energy", "players": [alice, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "play_spell", "player": "Alice", "object": "infusion", "targets": ["lions"]},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


def run(data, lookup):
    return run_scenario(load_scenario(data, cards=lookup))


def test_highspire_infusion_is_fully_played(pool):
    assert pool["Highspire Infusion"].played
    assert pool["Highspire Infusion"].definition["effect"][-1] == {"do": "get_energy", "amount": 2}


def test_you_get_two_energy_counters_citing_107_14(lookup):
    replay = run(scenario(energy=1), lookup)
    assert replay.final_state["players"][0]["energy"] == 3
    events = [ev for st in replay.steps for ev in st.events if "gets {E}{E}" in ev.text]
    assert events and ("107.14", "energy_counters") in {(c.rule, c.concept) for c in events[0].citations}


def test_under_2007_the_words_are_followed_and_107_14_is_not_cited(lookup):
    replay = run(scenario(rules="2007-02-01"), lookup)
    assert replay.final_state["players"][0]["energy"] == 2
    assert any("Energy (a rule later than February 2007" in ev.text for st in replay.steps for ev in st.events)


def test_a_player_s_energy_at_the_start_is_validated_naming_the_field():
    with pytest.raises(ScenarioError) as e:
        load_scenario(scenario(energy=-1))
    assert "players[0].energy" in [err.path for err in e.value.errors]


def test_proliferate_gives_a_player_with_energy_one_more(lookup):
    data = scenario(energy=2)
    data["objects"] += [{"id": f"swamp{i}", "card": "Swamp", "owner": "Alice", "zone": "in_play"} for i in range(3)] + [
        {"id": "grim", "card": "Grim Affliction", "owner": "Alice", "zone": "hand"}]
    data["actions"] = [{"type": "play_spell", "player": "Alice", "object": "grim", "targets": ["lions"]},
                       {"type": "pass_priority", "player": "Alice"},
                       {"type": "pass_priority", "player": "Bob", "choices": {"grim": {"proliferate": ["Alice"]}}}]
    replay = run(data, lookup)
    assert not any(st.refused for st in replay.steps)
    assert replay.final_state["players"][0]["energy"] == 3


@pytest.mark.parametrize("text", ["You get {E}{E} for each creature you control.", "Pay {E}{E}: Draw a card.",
                                  "Target player gets {E}{E}."])
def test_a_near_miss_energy_sentence_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{G}", "text": text}).played
